"""Long-term memory: what a person says in one conversation, remembered in the next.

One public surface per idea (import from these, never from a module inside another):

- `agents.memory.graph`: the per-person entity/relation graph as a LangGraph store, its Redis
  and in-memory backends, recall and scoring;
- `agents.memory.items`: governed memory items, their review and the core snapshot;
- `agents.memory.extraction`: explicit capture (rules as data) and background extraction;
- `agents.memory.safety`: the gate every write passes (rules as data);
- `agents.memory.settings`: the workspace switch and write mode, a person's own switch;
- `agents.memory.service`: `MemoryService`, the port the chat turn uses (recall, capture).

Dependencies point down that list's reverse: settings and safety at the bottom, then graph,
items, extraction, and the service on top.
"""
