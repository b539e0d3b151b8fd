"""Nodes of the agent graph that are more than a call: summarization."""
