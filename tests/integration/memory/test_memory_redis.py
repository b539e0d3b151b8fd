"""Redis-only behaviour of the memory store: index setup races, atomic cascades, caches shared
by replicas, and refusing memory (never a twin) while Redis is away."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
import redis

from agents.errors import MemoryUnavailable, NotFound
from agents.memory.graph import GraphMemoryStore, HashingEmbeddings, MemoryScope
from agents.storage.health import RedisState
from agents.storage.keys import Keys, encode_part
from agents.storage.redis import make_async_redis
from tests.support.harness.redis_server import RedisServer

pytestmark = pytest.mark.redis
U1 = MemoryScope("w", "u1")


async def _store(url: str, **kwargs: Any) -> tuple[GraphMemoryStore, Any]:
    # (2 s, not the 0.5 s this once had: on a loaded 2-core runner a loopback connect took longer
    # and marked Redis unreachable mid-test; the outage tests kill the server, which is refused at
    # once, so none of them waits on this)
    client = make_async_redis(url, socket_timeout=2.0, connect_timeout=2.0)
    state = RedisState(client, probe_interval=0.05)
    store = GraphMemoryStore(state, embeddings=HashingEmbeddings(), **kwargs)
    return store, client


async def _close(store: GraphMemoryStore, client: Any) -> None:
    await store.aclose()
    if store.state is not None:
        await store.state.aclose()
    await client.aclose()


def _memory_keys(url: str) -> list[str]:
    client = redis.Redis.from_url(url)
    try:
        return sorted(k.decode() for k in client.scan_iter(match="memory:*", count=1000))
    finally:
        client.close()


async def test_eight_replicas_set_up_at_once(redis_url: str) -> None:
    replicas = [await _store(redis_url) for _ in range(8)]
    await asyncio.gather(*(store.setup() for store, _ in replicas))
    await asyncio.gather(*(store.setup() for store, _ in replicas))  # and again: idempotent
    first = replicas[0][0]
    await first.acreate_entity(U1, name="x", entity_type="concept")
    assert (await replicas[-1][0].alist_entities(U1)).total == 1
    for store, client in replicas:
        await _close(store, client)


async def test_cascade_delete_leaves_no_key_behind(redis_url: str) -> None:
    store, client = await _store(redis_url)
    await store.setup()
    hub = (await store.acreate_entity(U1, id="hub:1", name="Hub", entity_type="project")).id
    spokes = [
        (await store.acreate_entity(U1, id=f"s{i}", name=f"S{i}", entity_type="person")).id
        for i in range(3)
    ]
    await store.acreate_relation(U1, source_id=hub, target_id=spokes[0], relation_type="uses")
    await store.acreate_relation(U1, source_id=spokes[1], target_id=hub, relation_type="works_on")
    await store.acreate_relation(
        U1, source_id=spokes[1], target_id=spokes[2], relation_type="knows"
    )
    removed = await store.adelete_entity(U1, hub)
    assert len(removed) == 2
    left = _memory_keys(redis_url)
    assert not [k for k in left if encode_part(hub) in k or any(r in k for r in removed)]
    vectors = await client.hkeys(Keys().memory_vectors(U1.entities))
    assert hub.encode() not in vectors and len(vectors) == 3
    rows = await client.hkeys(Keys().memory_rows(U1.entities))
    assert hub.encode() not in rows and len(rows) == 3
    assert await client.hlen(Keys().memory_rows(U1.relations)) == 1  # between two spokes

    for spoke in spokes:
        await store.adelete_entity(U1, spoke)
    assert _memory_keys(redis_url) == []
    await _close(store, client)


async def test_concurrent_relation_writes_and_delete_leave_no_dangling_edges(
    redis_url: str,
) -> None:
    store, client = await _store(redis_url)
    await store.setup()
    hub = (await store.acreate_entity(U1, name="Hub", entity_type="project")).id
    others = [
        (await store.acreate_entity(U1, name=f"O{i}", entity_type="person")).id for i in range(20)
    ]

    async def link(other: str) -> None:
        try:
            await store.acreate_relation(
                U1, source_id=other, target_id=hub, relation_type="works_on"
            )
        except NotFound:
            pass  # the hub was deleted first: refusing is the right answer

    await asyncio.gather(
        *(link(o) for o in others[:10]),
        store.adelete_entity(U1, hub),
        *(link(o) for o in others[10:]),
    )
    rels = await store.alist_relations(U1, limit=200)
    assert all(r.target_id != hub for r in rels.items)
    assert not [k for k in _memory_keys(redis_url) if encode_part(hub) in k]
    await _close(store, client)


async def test_replicas_see_each_other_s_writes(redis_url: str) -> None:
    a, ca = await _store(redis_url)
    b, cb = await _store(redis_url)
    await a.setup()
    e = await a.acreate_entity(U1, name="Kafka cluster", entity_type="product")
    assert [h.entity.id for h in (await b.arecall(U1, "Kafka cluster")).hits] == [e.id]
    f = await b.acreate_entity(U1, name="Kafka consumer", entity_type="product")
    assert {h.entity.id for h in (await a.arecall(U1, "Kafka")).hits} == {e.id, f.id}
    await b.adelete_entity(U1, e.id)
    assert [h.entity.id for h in (await a.arecall(U1, "Kafka")).hits] == [f.id]
    await a.aupdate_entity(U1, f.id, name="Pulsar consumer")
    assert (await b.arecall(U1, "Pulsar")).hits[0].entity.name == "Pulsar consumer"
    await _close(a, ca)
    await _close(b, cb)


async def test_outage_refuses_memory_and_replays_nothing(own_redis: RedisServer) -> None:
    """During an outage memory is skipped: reads and writes are refused (503), nothing is
    kept aside, and after recovery Redis holds exactly what it held before."""
    store, client = await _store(own_redis.url)
    assert store.state is not None
    store.state.on_recover(store.on_redis_recovered)  # as app/runtime.py wires it
    await store.setup()
    kept = await store.acreate_entity(U1, name="Before outage", entity_type="concept")
    own_redis.kill()
    with pytest.raises(MemoryUnavailable) as refused:
        await store.acreate_entity(U1, name="During outage", entity_type="concept")
    assert refused.value.status == 503 and refused.value.code == "memory_unavailable"
    assert store.backend == "unavailable" and not store.available
    with pytest.raises(MemoryUnavailable):
        await store.alist_entities(U1)
    with pytest.raises(MemoryUnavailable):
        await store.aput(("w", "u1", "items"), "k", {"text": "during"})
    assert len(store.memory) == 0  # no outage twin, no journal
    own_redis.start()
    for _ in range(100):
        if await store.state.check():
            break
        await asyncio.sleep(0.05)
    assert store.backend == "redis"
    assert [e.id for e in (await store.alist_entities(U1)).items] == [kept.id]
    assert await store.aget(("w", "u1", "items"), "k") is None
    await _close(store, client)


async def test_a_replica_catches_up_from_the_change_log(redis_url: str) -> None:
    a, ca = await _store(redis_url)
    b, cb = await _store(redis_url)
    await a.setup()
    first = await a.acreate_entity(U1, name="Kafka cluster", entity_type="product")
    assert len((await a.arecall(U1, "Kafka")).hits) == 1
    assert a.redis is not None

    async def no_full_reload(*args: Any) -> Any:
        raise AssertionError("a current copy must not be reloaded whole")

    full_load = a.redis._load
    a.redis._load = no_full_reload  # type: ignore[method-assign]
    second = await b.acreate_entity(U1, name="Kafka consumer", entity_type="product")
    await b.aupdate_entity(U1, first.id, name="Kafka broker")
    hits = {h.entity.id: h.entity.name for h in (await a.arecall(U1, "Kafka")).hits}
    assert hits == {first.id: "Kafka broker", second.id: "Kafka consumer"}
    await b.adelete_entity(U1, second.id)
    assert [h.entity.id for h in (await a.arecall(U1, "Kafka")).hits] == [first.id]

    # A change log trimmed past the copy's position means a full reload, still correct.
    a.redis._load = full_load  # type: ignore[method-assign]
    ns = ("notes", "u1")
    await b.aput(ns, "keep", {"text": "kept note"}, index=False)
    assert [i.key for i in await a.asearch(ns)] == ["keep"]
    for i in range(1100):
        await b.aput(ns, f"tmp{i}", {"text": "temporary"}, index=False)
        await b.adelete(ns, f"tmp{i}")
    await b.aput(ns, "late", {"text": "late note"}, index=False)
    assert int(await cb.hget(Keys().memory_version(ns), "floor")) > 0  # the log was trimmed
    assert await cb.zcard(Keys().memory_changes(ns)) <= 2 * 2 + 1000
    assert sorted(i.key for i in await a.asearch(ns)) == ["keep", "late"]
    await _close(a, ca)
    await _close(b, cb)
