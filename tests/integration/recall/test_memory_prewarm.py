"""A new replica loads the copies of the people who recalled lately (agents/memory/graph/cold/
prewarm.py) on a real Redis: every recall, cold or warm, notes its person (at most once every
REFRESH_SECONDS); a starting replica loads the newest within the window, up to its number of
people and half its cache, and answers their first recall from the copy, as a warm replica
does; switched off, nothing is noted or loaded."""

from __future__ import annotations

import time
from typing import Any

import pytest

from agents.memory.graph import GraphMemoryStore, MemoryScope
from agents.memory.graph.backends.base import ns_tag
from agents.memory.graph.cold import prewarm
from agents.storage.keys import Keys
from tests.integration.recall.conftest import NOW, Replicas, _write_person, assert_same
from tests.integration.recall.test_memory_snapshot import client_fixture  # noqa: F401  (fixture)

pytestmark = pytest.mark.redis
KEYS = Keys()
PEOPLE = [MemoryScope("w", f"pre{i}") for i in range(4)]
ELSEWHERE = MemoryScope("w2", "pre0")  # the same user id in another workspace


async def _people(replicas: Replicas, scopes: list[MemoryScope], n: int = 40) -> None:
    writer = replicas.store()
    await writer.setup()
    for i, scope in enumerate(scopes):
        await _write_person(writer, scope, n, seed=11 + i)


async def _recalled(replicas: Replicas, scopes: list[MemoryScope]) -> GraphMemoryStore:
    """A replica on which each of `scopes` recalled once, in this order."""
    store = replicas.store()
    for scope in scopes:
        await store.arecall(scope, "kafka", now=NOW)
    await store.await_background()
    return store


async def _started(replicas: Replicas, people: int = prewarm.PEOPLE, **kw: Any) -> GraphMemoryStore:
    store = replicas.store(**kw)
    await store.setup()
    store.start_prewarm(people)
    await store.await_background()
    return store


def _loaded(store: GraphMemoryStore, scope: MemoryScope) -> bool:
    assert store.redis is not None
    return store.redis.has_copy(scope.entities) and store.redis.has_copy(scope.relations)


async def test_a_new_replica_answers_the_people_who_recalled_lately_from_their_copies(
    replicas: Replicas, client: Any
) -> None:
    await _people(replicas, [*PEOPLE, ELSEWHERE])
    first = await _recalled(replicas, [PEOPLE[0], ELSEWHERE])  # one cold recall each
    assert first.cold is not None
    for scope in [PEOPLE[1], PEOPLE[1]]:  # ... and, once the copy is built, warm ones
        await first.arecall(scope, "kafka", now=NOW)
        await first.await_background()
    active = await client.zrange(KEYS.memory_active(), 0, -1)
    assert sorted(m.decode() for m in active) == sorted(
        ns_tag(s.entities) for s in (PEOPLE[0], PEOPLE[1], ELSEWHERE)
    )
    new = await _started(replicas)
    assert new.prewarm_state == "done" and new.cold is not None and new.cold.prewarmed == 3
    assert [_loaded(new, s) for s in PEOPLE] == [True, True, False, False]
    assert _loaded(new, ELSEWHERE)
    warm = replicas.store(cold_recall=False)
    for question in ("kafka", "Where do I work?", "who uses kafka"):
        for scope in (PEOPLE[0], ELSEWHERE):
            assert_same(
                await new.arecall(scope, question, now=NOW, limit=10, min_similarity=0.0),
                await warm.arecall(scope, question, now=NOW, limit=10, min_similarity=0.0),
                question,
            )
    assert new.cold.answered == 0  # every first recall was a warm one
    await new.arecall(PEOPLE[2], "kafka", now=NOW)  # someone it did not load: the cold path
    assert new.cold.answered == 1


async def test_newest_first_within_the_window_and_the_number_of_people(
    replicas: Replicas, client: Any
) -> None:
    await _people(replicas, PEOPLE, n=20)
    now = time.time()
    key = KEYS.memory_active()
    ages = [10.0, 20.0, 30.0, prewarm.WINDOW + 60.0]  # the last one is outside the window
    await client.zadd(key, {ns_tag(s.entities): now - a for s, a in zip(PEOPLE, ages, strict=True)})
    await client.zadd(key, {"not a tag": now, "{w:pre0}:relations": now, "{w}": now})
    two = await _started(replicas, people=2)
    assert two.cold is not None and two.cold.prewarmed == 2
    assert [_loaded(two, s) for s in PEOPLE] == [True, True, False, False]
    every = await _started(replicas)
    assert every.cold is not None and every.cold.prewarmed == 3
    assert [_loaded(every, s) for s in PEOPLE] == [True, True, True, False]


async def test_prewarming_fills_at_most_half_the_cache(replicas: Replicas, client: Any) -> None:
    await _people(replicas, PEOPLE, n=40)
    now = time.time()
    await client.zadd(
        KEYS.memory_active(), {ns_tag(s.entities): now - i for i, s in enumerate(PEOPLE)}
    )
    full = await _started(replicas)
    assert full.redis is not None and full.cold is not None and full.cold.prewarmed == 4
    one = full.redis.cached_bytes // 4  # about one person's copies
    small = await _started(replicas, cache_bytes=int(one * 2.5))
    assert small.cold is not None and small.redis is not None
    assert 1 <= small.cold.prewarmed < 4
    assert small.redis.cached_bytes >= small.redis.cache_bytes * prewarm.CACHE_SHARE
    assert small.redis.cached_namespaces == 2 * small.cold.prewarmed  # nothing evicted
    assert _loaded(small, PEOPLE[0])  # the newest first


async def test_the_set_keeps_the_newest_within_the_window(
    client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(prewarm, "ACTIVE_MAX", 3)
    now = time.time()
    scopes = [MemoryScope("w", f"n{i}") for i in range(5)]
    for i, scope in enumerate(scopes):
        pipe = client.pipeline(transaction=False)
        prewarm.queue_note(pipe, KEYS, scope, now - 50 + i, window=100)
        await pipe.execute()
    got = await client.zrange(KEYS.memory_active(), 0, -1)
    assert [m.decode() for m in got] == [ns_tag(s.entities) for s in scopes[2:]]
    pipe = client.pipeline(transaction=False)
    prewarm.queue_note(pipe, KEYS, scopes[0], now + 53.5, window=100)  # n2, n3 too old now
    await pipe.execute()
    got = await client.zrange(KEYS.memory_active(), 0, -1)
    assert [m.decode() for m in got] == [ns_tag(s.entities) for s in (scopes[4], scopes[0])]
    assert prewarm.pairs_of(got) == [
        (scopes[4].entities, scopes[4].relations),
        (scopes[0].entities, scopes[0].relations),
    ]


async def test_switched_off_nothing_is_noted_or_loaded(replicas: Replicas, client: Any) -> None:
    await _people(replicas, PEOPLE[:1], n=20)
    off = replicas.store(prewarm_seconds=0)
    await off.arecall(PEOPLE[0], "kafka", now=NOW)
    await off.await_background()
    await off.arecall(PEOPLE[0], "kafka", now=NOW)
    await off.await_background()
    assert not await client.exists(KEYS.memory_active())
    await _recalled(replicas, PEOPLE[:1])  # noted by a replica that notes
    none = await _started(replicas, people=0)
    assert none.prewarm_state is None and not _loaded(none, PEOPLE[0])
    also_none = await _started(replicas, prewarm_seconds=0)
    assert also_none.prewarm_state is None and not _loaded(also_none, PEOPLE[0])


async def test_after_a_redis_outage_the_dropped_copies_are_loaded_again(
    replicas: Replicas,
) -> None:
    """Recovery drops every copy (Redis may have lost writes); the replica loads the people
    who recalled lately again, as at its start."""
    await _people(replicas, PEOPLE[:2], n=20)
    await _recalled(replicas, PEOPLE[:2])
    store = await _started(replicas)
    assert store.cold is not None and store.cold.prewarmed == 2
    await store.on_redis_recovered()
    assert store.prewarm_state == "running"
    await store.await_background()
    assert store.prewarm_state == "done" and store.cold.prewarmed == 4
    assert all(_loaded(store, s) for s in PEOPLE[:2])
