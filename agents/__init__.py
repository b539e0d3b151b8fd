"""The agent runtime library: spec, graph, ChatService, context, memory, bridges, storage."""
