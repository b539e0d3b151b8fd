"""Governed memory items: what a person said to remember, with evidence, and its review.

- `model.py`: `MemoryItem`, its categories and statuses, `ItemStore` (items on the LangGraph
  store);
- `core.py`: `MemoryCore`, the switches, the per-person write queue and the core snapshot that
  goes into every prompt;
- `governance.py`: `MemoryGovernance`, the API a person manages their memory with (add, edit,
  confirm, reject, forget, consolidate, export, import, clear) and its audit.
"""

from agents.memory.items.core import MemoryCore, MemoryRefused
from agents.memory.items.governance import MemoryGovernance
from agents.memory.items.model import (
    CATEGORIES,
    CORE_CATEGORIES,
    MAX_CONTENT,
    RECALL_CATEGORIES,
    STATUSES,
    Category,
    ItemStore,
    MemoryItem,
    normalize,
    ns,
)

__all__ = [
    "CATEGORIES",
    "CORE_CATEGORIES",
    "MAX_CONTENT",
    "RECALL_CATEGORIES",
    "STATUSES",
    "Category",
    "ItemStore",
    "MemoryCore",
    "MemoryGovernance",
    "MemoryItem",
    "MemoryRefused",
    "normalize",
    "ns",
]
