"""The outage copies' map (agents/storage/ttl_cache.py): expired entries leave even when nobody
reads them again, the size bound evicts the least recently used, and the sweep never looks at
entries that have not expired."""

from __future__ import annotations

from collections import OrderedDict

from agents.storage.ttl_cache import TTLCache


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_expired_entries_leave_without_being_read() -> None:
    clock = Clock()
    evicted: list[str] = []
    cache = TTLCache(100, clock=clock, on_evict=evicted.append)
    for i in range(50):
        cache.set(f"meta{i}", i, ttl=60)
    cache.set("lock", "t", ttl=5)
    clock.now += 61
    cache.set("new", 1, ttl=60)  # a write sweeps what expired, whatever its TTL
    assert len(cache) == 1 and cache.get("new") == 1
    assert sorted(evicted) == sorted([f"meta{i}" for i in range(50)] + ["lock"])


def test_a_key_set_again_lives_from_its_last_write() -> None:
    clock = Clock()
    cache = TTLCache(100, clock=clock)
    cache.set("a", 1, ttl=60)
    cache.set("b", 2, ttl=60)
    clock.now += 50
    cache.set("a", 3, ttl=60)  # refreshed: now behind b in its queue
    clock.now += 20
    cache.set("c", 4, ttl=60)
    assert cache.get("a") == 3 and cache.get("b") is None and cache.get("c") == 4
    assert 39 < cache.ttl_left("a") <= 40 and cache.ttl_left("b") == 0.0


def test_a_key_moved_to_another_ttl_follows_its_new_expiry() -> None:
    clock = Clock()
    cache = TTLCache(100, clock=clock)
    cache.set("k", 1, ttl=5)
    cache.set("k", 2, ttl=3600)
    clock.now += 10
    cache.set("other", 0, ttl=5)
    assert cache.get("k") == 2


def test_the_bound_evicts_the_least_recently_used() -> None:
    evicted: list[str] = []
    cache = TTLCache(3, on_evict=evicted.append)
    for key in "abc":
        cache.set(key, key, ttl=60)
    assert cache.get("a") == "a"  # used: b is now the least recent
    cache.set("d", "d", ttl=60)
    assert evicted == ["b"] and "b" not in cache and "a" in cache and len(cache) == 3


def test_setnx_and_pop() -> None:
    clock = Clock()
    evicted: list[str] = []
    cache = TTLCache(10, clock=clock, on_evict=evicted.append)
    assert cache.setnx("lock", "t1", ttl=5)
    assert not cache.setnx("lock", "t2", ttl=5)
    clock.now += 6
    assert cache.setnx("lock", "t3", ttl=5)  # the first expired
    assert cache.pop("lock") == "t3" and cache.pop("lock") is None
    assert evicted == ["lock"]  # expiry evicts, pop does not


def test_the_sweep_looks_only_at_queue_heads() -> None:
    """100,000 live entries: a write reads the head of each TTL's queue, not every entry."""
    clock = Clock()
    cache = TTLCache(200_000, clock=clock)
    for i in range(100_000):
        cache.set(f"k{i}", i, ttl=3600 if i % 2 else 600)
    reads = 0

    class Probe(OrderedDict[str, tuple[float, float, object]]):
        def __getitem__(self, key: str) -> tuple[float, float, object]:
            nonlocal reads
            reads += 1
            return super().__getitem__(key)

    cache._data = Probe(cache._data)
    for i in range(100):
        cache.set(f"n{i}", i, ttl=60)
    assert reads <= 100 * 3  # one head per TTL (600, 3600, 60) per write
    assert len(cache) == 100_100
