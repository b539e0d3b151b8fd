"""A person's memory graph is bounded: entities, relations and property bytes per person
(409 `memory_limit`, nothing half-written), and the Redis backend's in-process copies by bytes."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from langgraph.store.base import PutOp

from agents.errors import AgentRTError, Conflict
from agents.memory.graph import GraphLimits, GraphMemoryStore, HashingEmbeddings, MemoryScope
from tests.support.memory import StoreHandle, handle_fixture  # noqa: F401

U1 = MemoryScope("w", "u1")
U2 = MemoryScope("w", "u2")
SMALL = GraphLimits(max_entities=3, max_relations=2, max_property_bytes=1000)


@pytest.fixture
async def small(handle: StoreHandle) -> AsyncIterator[GraphMemoryStore]:
    store = handle.new_store(limits=SMALL)
    await store.setup()
    try:
        yield store
    finally:
        await store.aclose()


def _refused(err: AgentRTError, setting: str) -> None:
    assert err.status == 409 and err.code == "memory_limit", err.to_dict()
    assert f"AGENTRT_MEMORY__{setting.upper()}" in err.message and "delete" in err.message
    assert err.details["limit"] == setting


async def _entity(store: GraphMemoryStore, scope: MemoryScope = U1, **kw: Any) -> str:
    fields = {"name": "Thing", "entity_type": "concept", **kw}
    return (await store.acreate_entity(scope, **fields)).id


async def _total(store: GraphMemoryStore, scope: MemoryScope = U1) -> tuple[int, int]:
    ents = await store.alist_entities(scope, limit=200)
    rels = await store.alist_relations(scope, limit=200)
    return ents.total, rels.total


async def test_entities_past_the_cap_are_refused_on_every_write_path(
    small: GraphMemoryStore,
) -> None:
    ids = [await _entity(small, name=f"E{i}") for i in range(3)]
    with pytest.raises(Conflict) as exc:
        await _entity(small, name="E3")
    _refused(exc.value, "max_entities")
    with pytest.raises(Conflict) as exc:
        await _entity(small, name="E3", id="given-id")
    _refused(exc.value, "max_entities")
    with pytest.raises(Conflict) as exc:
        await small.aput(U1.entities, "e-put", {"name": "P", "entity_type": "concept"})
    _refused(exc.value, "max_entities")
    assert await _total(small) == (3, 0)
    # Changing what is there adds nothing: allowed at the cap.
    await small.aupdate_entity(U1, ids[0], description="still fits")
    await small.aput(U1.entities, ids[1], {"name": "E1b", "entity_type": "concept"})
    # Another person has their own allowance.
    await _entity(small, U2, name="theirs")
    # Deleting makes room.
    await small.adelete_entity(U1, ids[2])
    await _entity(small, name="E3")
    assert await _total(small) == (3, 0)


async def test_relations_past_the_cap_are_refused(small: GraphMemoryStore) -> None:
    a, b, c = [await _entity(small, name=n) for n in "abc"]
    await small.acreate_relation(U1, source_id=a, target_id=b, relation_type="uses")
    await small.acreate_relation(U1, source_id=b, target_id=c, relation_type="uses")
    with pytest.raises(Conflict) as exc:
        await small.acreate_relation(U1, source_id=a, target_id=c, relation_type="uses")
    _refused(exc.value, "max_relations")
    with pytest.raises(Conflict) as exc:
        await small.aput(
            U1.relations, "r-put", {"source_id": c, "target_id": a, "relation_type": "knows"}
        )
    _refused(exc.value, "max_relations")
    # Restating an existing relation changes it in place: allowed.
    _, created = await small.acreate_relation(
        U1, source_id=a, target_id=b, relation_type="uses", properties={"since": 2020}
    )
    assert not created
    assert await _total(small) == (3, 2)
    await small.adelete_relation(U1, small.relation_id(a, b, "uses"))
    await small.acreate_relation(U1, source_id=a, target_id=c, relation_type="uses")


async def test_property_bytes_past_the_cap_are_refused_on_create_update_and_relations(
    small: GraphMemoryStore,
) -> None:
    first = await _entity(small, properties={"blob": "x" * 600})
    with pytest.raises(Conflict) as exc:
        await _entity(small, properties={"blob": "y" * 600})
    _refused(exc.value, "max_property_bytes")
    with pytest.raises(Conflict) as exc:
        await small.aupdate_entity(U1, first, properties={"blob": "x" * 1200})
    _refused(exc.value, "max_property_bytes")
    assert (await small.aget_entity(U1, first)).properties == {"blob": "x" * 600}
    # Shrinking is always allowed, and frees room.
    await small.aupdate_entity(U1, first, properties={"blob": "x" * 100})
    second = await _entity(small, properties={"blob": "y" * 600})
    # Relation properties count towards the same total.
    with pytest.raises(Conflict) as exc:
        await small.acreate_relation(
            U1,
            source_id=first,
            target_id=second,
            relation_type="uses",
            properties={"note": "z" * 400},
        )
    _refused(exc.value, "max_property_bytes")
    await small.acreate_relation(
        U1, source_id=first, target_id=second, relation_type="uses", properties={"n": "z" * 50}
    )
    # Bytes, not characters: 200 CJK characters are 600 bytes of UTF-8.
    with pytest.raises(Conflict):
        await small.aupdate_entity(U1, first, properties={"blob": "点" * 200})


async def test_import_over_the_cap_writes_nothing(small: GraphMemoryStore) -> None:
    await _entity(small, name="kept")
    batch = [{"name": f"I{i}", "entity_type": "concept"} for i in range(3)]
    with pytest.raises(Conflict) as exc:
        await small.aimport_entities(U1, batch)
    _refused(exc.value, "max_entities")
    assert "import" in exc.value.message
    assert await _total(small) == (1, 0)
    heavy = [
        {"name": f"H{i}", "entity_type": "concept", "properties": {"b": "h" * 600}} for i in "ab"
    ]
    with pytest.raises(Conflict) as exc:
        await small.aimport_entities(U1, heavy)
    _refused(exc.value, "max_property_bytes")
    assert await _total(small) == (1, 0)
    # An import that fits goes in whole; importing the same ids again only updates them.
    fits = [{"id": f"i{i}", "name": f"I{i}", "entity_type": "concept"} for i in range(2)]
    await small.aimport_entities(U1, fits)
    await small.aimport_entities(U1, fits)
    assert await _total(small) == (3, 0)


async def test_batch_of_puts_over_the_cap_writes_nothing(small: GraphMemoryStore) -> None:
    ops = [
        PutOp(U1.entities, f"b{i}", {"name": f"B{i}", "entity_type": "concept"}) for i in range(4)
    ]
    with pytest.raises(Conflict) as exc:
        await small.abatch(ops)
    _refused(exc.value, "max_entities")
    assert await _total(small) == (0, 0)
    # Deletes in the same batch make room for its puts.
    await small.abatch(ops[:3])
    await small.abatch([PutOp(U1.entities, "b0", None), ops[3]])
    assert await _total(small) == (3, 0)


async def test_a_lowered_cap_still_lets_the_person_change_and_delete(
    small: GraphMemoryStore,
) -> None:
    ids = [await _entity(small, name=f"E{i}", properties={"p": "x" * 200}) for i in range(3)]
    small.limits = GraphLimits(max_entities=1, max_relations=0, max_property_bytes=100)
    await small.aupdate_entity(U1, ids[0], description="edit over the cap")
    await small.aupdate_entity(U1, ids[1], properties={"p": "x" * 10})
    with pytest.raises(Conflict):
        await small.aupdate_entity(U1, ids[1], properties={"p": "x" * 20})
    with pytest.raises(Conflict):
        await _entity(small, name="more")
    await small.adelete_entity(U1, ids[2])
    assert await _total(small) == (2, 0)


@pytest.mark.redis
async def test_cache_stays_under_its_byte_bound_and_reloads_after_eviction(
    redis_url: str,
) -> None:
    handle = StoreHandle("redis", redis_url)
    try:
        writer = handle.new_store()
        await writer.setup()
        cache_bytes = 200_000
        reader = handle.new_store(cache_bytes=cache_bytes)
        people = [MemoryScope("w", f"p{i}") for i in range(25)]
        for p in people:
            await writer.aimport_entities(
                p,
                [
                    {
                        "id": f"e{j}",
                        "name": f"{p.user_id} gadget{j}",
                        "entity_type": "concept",
                        "description": f"owned by {p.user_id}, item number {j} of a long list",
                    }
                    for j in range(10)
                ],
            )
        assert reader.redis is not None
        for round_ in range(2):
            for p in people:
                found = await reader.arecall(p, f"gadget{round_ + 3}", limit=3, expand_depth=0)
                assert found.hits[0].entity.id == f"e{round_ + 3}"
                assert all(p.user_id in h.entity.name for h in found.hits)
                assert reader.redis.cached_bytes <= cache_bytes
        assert 0 < reader.redis.cached_namespaces < 2 * len(people)
        # Evicted copies are reloaded with what was written meanwhile (by another replica).
        await writer.acreate_entity(people[0], name="p0 fresh gizmo", entity_type="concept")
        await writer.adelete_entity(people[1], "e0")
        assert (await reader.arecall(people[0], "fresh gizmo", limit=1)).hits[0].entity.name == (
            "p0 fresh gizmo"
        )
        assert "e0" not in {h.entity.id for h in (await reader.arecall(people[1], "gadget0")).hits}
        assert reader.redis.cached_bytes <= cache_bytes
        # The byte count is the sum of what is cached, not a drifting running total.
        cached = list(reader.redis._cache.values())
        assert reader.redis.cached_bytes == sum(e.collection.approx_bytes for e in cached)
    finally:
        await handle.aclose()


@pytest.mark.redis
async def test_byte_bound_cache_holds_many_people_without_limits_on_count(redis_url: str) -> None:
    """The old bound (200,000 records, 20,000 namespaces) let a few big graphs fill RAM; the
    byte bound evicts by size however few records or namespaces that is."""
    handle = StoreHandle("redis", redis_url)
    try:
        store = handle.new_store(cache_bytes=150_000, embeddings=HashingEmbeddings(256))
        await store.setup()
        props = {"notes": "n" * 2000}
        for i in range(4):
            scope = MemoryScope("w", f"big{i}")
            await store.aimport_entities(
                scope,
                [
                    {"name": f"x{j}", "entity_type": "concept", "properties": props}
                    for j in range(8)
                ],
            )
            await store.arecall(scope, "x1", limit=1)
        assert store.redis is not None
        assert store.redis.cached_bytes <= 150_000
        assert store.redis.cached_namespaces < 8
    finally:
        await handle.aclose()
