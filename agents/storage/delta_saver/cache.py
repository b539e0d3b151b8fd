"""The newest checkpoint of hot threads, kept in process and validated on every read.

An entry is trusted only when Redis, in the read's own round trip, answers that the thread's
generation (a random token every write replaces) and newest checkpoint are still the cached
ones; otherwise the read returns the stored checkpoint and refreshes the entry. Entries also
remember the element ids of each list channel, so the next write of the thread sends only
the elements that are new and a delta against a version Redis holds.

The cache holds what a read of Redis would give (values decoded from what was stored), never
a caller's objects. Messages are shared between the cache and the checkpoints handed out, as
LangGraph shares them between supersteps; every other value is copied on the way out, so a
caller that changes a checkpoint's values in place does not change the cache. A message
whose content is replaced in place is noticed and stored again by the next write.
"""

from __future__ import annotations

import copy
from collections import OrderedDict
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from typing import Any

from langchain_core.messages import BaseMessage
from langgraph.checkpoint.base import Checkpoint, CheckpointMetadata, copy_checkpoint


@dataclass
class ListState:
    """One stored version of a list channel: its items and their element ids."""

    field: bytes
    items: list[Any]
    refs: list[bytes]
    depth: int
    nbytes: int = 0  # rough bytes of the elements, for the cache's bound
    # id(item) -> (element id, id of its `content`): an item handed back unchanged is not
    # serialized again. A message whose content was replaced in place is.
    by_identity: dict[int, tuple[bytes, int]] = dataclass_field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.by_identity:
            self.by_identity = {
                id(item): (ref, id(getattr(item, "content", None)))
                for item, ref in zip(self.items, self.refs, strict=True)
            }

    def known(self, item: Any) -> bytes | None:
        """The element id of `item` when it is one of these items, unchanged."""
        found = self.by_identity.get(id(item))
        if found is None or found[1] != id(getattr(item, "content", None)):
            return None
        return found[0]

    def by_ref(self) -> dict[bytes, Any]:
        return dict(zip(self.refs, self.items, strict=True))


@dataclass
class Entry:
    generation: bytes
    checkpoint_id: str
    checkpoint: Checkpoint  # with the values that are stored (channel_values)
    metadata: CheckpointMetadata
    parent_id: str | None
    pending_writes: list[tuple[str, str, Any]]
    lists: dict[str, ListState]  # channel -> the version this checkpoint reads
    size: int  # rough bytes, for the cache's bound

    def known_fields(self) -> list[bytes]:
        return [state.field for state in self.lists.values()]

    def checkpoint_copy(self) -> Checkpoint:
        """A checkpoint the caller may change: values are copied, except messages (list
        items LangGraph never changes in place; copying a long history on every read would
        cost what the cache saves)."""
        out = copy_checkpoint(self.checkpoint)
        values = out["channel_values"]
        for name, value in values.items():
            if name in self.lists and all(isinstance(item, BaseMessage) for item in value):
                values[name] = list(value)
            else:
                values[name] = copy.deepcopy(value)
        return out

    def metadata_copy(self) -> CheckpointMetadata:
        return copy.deepcopy(self.metadata)


class HotCache:
    """LRU of (thread, namespace) -> Entry, bounded by entries and by rough bytes."""

    def __init__(self, *, max_threads: int = 1_000, max_bytes: int = 64 * 1024 * 1024) -> None:
        self.max_threads = max_threads
        self.max_bytes = max_bytes
        self._entries: OrderedDict[tuple[str, str], Entry] = OrderedDict()
        self._bytes = 0

    def get(self, thread_id: str, ns: str) -> Entry | None:
        entry = self._entries.get((thread_id, ns))
        if entry is not None:
            self._entries.move_to_end((thread_id, ns))
        return entry

    def put(self, thread_id: str, ns: str, entry: Entry) -> None:
        if self.max_threads <= 0 or entry.size > self.max_bytes:
            self.drop(thread_id, ns)
            return
        old = self._entries.pop((thread_id, ns), None)
        if old is not None:
            self._bytes -= old.size
        self._entries[(thread_id, ns)] = entry
        self._bytes += entry.size
        while self._entries and (
            len(self._entries) > self.max_threads or self._bytes > self.max_bytes
        ):
            _, evicted = self._entries.popitem(last=False)
            self._bytes -= evicted.size

    def drop(self, thread_id: str, ns: str | None = None) -> None:
        """Forget a namespace of a thread, or (ns None) all of them."""
        keys = [k for k in self._entries if k[0] == thread_id] if ns is None else [(thread_id, ns)]
        for key in keys:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= old.size

    def clear(self) -> None:
        self._entries.clear()
        self._bytes = 0

    def __len__(self) -> int:
        return len(self._entries)
