"""An in-process key/value map with per-key expiry, bounded in size (least recently used out).

The outage copies (session records and locks, bridge conversation ids) live here: every write
keeps a copy so the service can go on while Redis is away. An entry that is never read again
must still leave when it expires, or a busy replica keeps a copy of every session it ever
served until the size bound (100,000 records, ~1-2 KB each). So expired entries are swept as
new ones come in: entries are queued by their TTL, and within one TTL the queue is in expiry
order, so each write drops the expired heads of the queues in O(1) amortized time, without a
scan and without a timer.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any


class TTLCache:
    """`get` / `set` / `setnx` / `pop` with a TTL per entry; at most `max_items` entries (the
    least recently used leave first); `on_evict(key)` is called for each entry that leaves
    because of the bound or its expiry (not for `pop`)."""

    def __init__(
        self,
        max_items: int = 100_000,
        *,
        clock: Callable[[], float] = time.monotonic,
        on_evict: Callable[[str], object] | None = None,
    ) -> None:
        self.max_items = max_items
        self._clock = clock
        self._on_evict = on_evict
        # key -> (expiry, ttl, value), least recently used first
        self._data: OrderedDict[str, tuple[float, float, Any]] = OrderedDict()
        # ttl -> keys set with it, earliest expiry first
        self._by_ttl: dict[float, OrderedDict[str, None]] = {}

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self.get(key) is not None

    def get(self, key: str) -> Any:
        item = self._data.get(key)
        if item is None:
            return None
        if item[0] < self._clock():
            self._drop(key, evicted=True)
            return None
        self._data.move_to_end(key)
        return item[2]

    def set(self, key: str, value: Any, ttl: float) -> None:
        now = self._clock()
        self._sweep(now)
        old = self._data.get(key)
        if old is not None:
            self._unqueue(key, old[1])
        self._data[key] = (now + ttl, ttl, value)
        self._data.move_to_end(key)
        self._by_ttl.setdefault(ttl, OrderedDict())[key] = None
        while len(self._data) > self.max_items:
            oldest = next(iter(self._data))
            self._drop(oldest, evicted=True)

    def ttl_left(self, key: str) -> float:
        """Seconds until `key` expires; 0 when it is absent or expired."""
        item = self._data.get(key)
        return max(0.0, item[0] - self._clock()) if item is not None else 0.0

    def setnx(self, key: str, value: Any, ttl: float) -> bool:
        if self.get(key) is not None:
            return False
        self.set(key, value, ttl)
        return True

    def pop(self, key: str) -> Any:
        item = self._data.get(key)
        if item is None:
            return None
        self._drop(key, evicted=False)
        return item[2]

    def _unqueue(self, key: str, ttl: float) -> None:
        queue = self._by_ttl.get(ttl)
        if queue is not None:
            queue.pop(key, None)
            if not queue:
                del self._by_ttl[ttl]

    def _drop(self, key: str, *, evicted: bool) -> None:
        item = self._data.pop(key)
        self._unqueue(key, item[1])
        if evicted and self._on_evict is not None:
            self._on_evict(key)

    def _sweep(self, now: float) -> None:
        """Drop every expired entry: each TTL's queue is in expiry order (a key set again
        moves to its queue's end), so only the expired heads are looked at."""
        for ttl in list(self._by_ttl):
            queue = self._by_ttl[ttl]
            while queue:
                key = next(iter(queue))
                if self._data[key][0] >= now:
                    break
                self._drop(key, evicted=True)
