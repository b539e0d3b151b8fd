"""Redis-backed state: every key (keys.py), the checkpoint saver, sessions, agents, the SSE
stream buffer and Redis health."""
