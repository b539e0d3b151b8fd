"""GraphMemoryStore: one suite, run against Redis and against the in-memory twin."""

from __future__ import annotations

import asyncio
import math
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from langgraph.store.base import GetOp, PutOp

from agents.errors import Conflict, InvalidInput, NotFound
from agents.memory.graph import (
    GraphMemoryStore,
    MemoryScope,
    entities_namespace,
    relations_namespace,
)
from tests.support.memory import StoreHandle, handle_fixture, store_fixture  # noqa: F401

U1 = MemoryScope("w", "u1")
U10 = MemoryScope("w", "u10")
NASTY = ["a:b", "x*", "{t}", "@a|b", "#-.", "u1 OR u2", "a,b", "back\\slash", "'q\"", "点.名"]


async def _entity(store: GraphMemoryStore, scope: MemoryScope = U1, **kw: object) -> str:
    fields = {"name": "Thing", "entity_type": "concept", **kw}
    return (await store.acreate_entity(scope, **fields)).id  # type: ignore[arg-type]


async def test_entity_crud_round_trip(store: GraphMemoryStore) -> None:
    created = await store.acreate_entity(
        U1,
        name="Project Apollo",
        entity_type="project",
        description="payments rewrite",
        properties={"deadline": "2026-03", "team": ["a", "b"]},
    )
    got = await store.aget_entity(U1, created.id)
    assert got.to_dict() == created.to_dict()
    assert got.properties == {"deadline": "2026-03", "team": ["a", "b"]}

    updated = await store.aupdate_entity(U1, created.id, description="payments service rewrite")
    assert updated.name == "Project Apollo" and updated.description == "payments service rewrite"
    assert updated.created_at == created.created_at and updated.updated_at >= created.updated_at
    assert updated.properties == created.properties

    await store.adelete_entity(U1, created.id)
    with pytest.raises(NotFound):
        await store.aget_entity(U1, created.id)
    with pytest.raises(NotFound):
        await store.adelete_entity(U1, created.id)
    with pytest.raises(NotFound):
        await store.aupdate_entity(U1, created.id, name="x")


async def test_entity_validation(store: GraphMemoryStore) -> None:
    with pytest.raises(InvalidInput, match="unknown entity_type 'robot'"):
        await store.acreate_entity(U1, name="x", entity_type="robot")
    with pytest.raises(InvalidInput):
        await store.acreate_entity(U1, name=" ", entity_type="concept")
    with pytest.raises(InvalidInput, match="properties"):
        await store.acreate_entity(U1, name="x", entity_type="concept", properties=[1])  # type: ignore[arg-type]
    future = datetime.now(UTC) + timedelta(days=2)
    with pytest.raises(InvalidInput, match="future"):
        await store.acreate_entity(U1, name="x", entity_type="concept", created_at=future)
    eid = await _entity(store, id="fixed")
    with pytest.raises(Conflict):
        await store.acreate_entity(U1, id=eid, name="again", entity_type="concept")


async def test_concurrent_creates_of_one_id_give_one_winner(store: GraphMemoryStore) -> None:
    async def create(i: int) -> str:
        try:
            await store.acreate_entity(U1, id="same", name=f"try {i}", entity_type="concept")
            return "created"
        except Conflict:
            return "conflict"

    outcomes = await asyncio.gather(*(create(i) for i in range(8)))
    assert sorted(outcomes) == ["conflict"] * 7 + ["created"]
    assert (await store.alist_entities(U1)).total == 1


async def test_backdated_entity_keeps_its_times(store: GraphMemoryStore) -> None:
    then = datetime(2025, 1, 2, 3, 4, 5, tzinfo=UTC)
    e = await store.acreate_entity(U1, name="Old fact", entity_type="concept", created_at=then)
    assert e.created_at == then and e.updated_at == then
    assert (await store.aget_entity(U1, e.id)).updated_at == then


async def test_relations_need_both_entities_in_the_same_scope(store: GraphMemoryStore) -> None:
    a = await _entity(store, name="Apollo", entity_type="project")
    b = await _entity(store, name="PostgreSQL", entity_type="product")
    foreign = await _entity(store, U10, name="Theirs")
    rel, created = await store.acreate_relation(U1, source_id=a, target_id=b, relation_type="uses")
    assert created and rel.source_id == a and rel.target_id == b
    again, created_again = await store.acreate_relation(
        U1, source_id=a, target_id=b, relation_type="uses", properties={"since": 2024}
    )
    assert not created_again and again.id == rel.id and again.properties == {"since": 2024}
    assert again.created_at == rel.created_at

    with pytest.raises(NotFound, match="target entity"):
        await store.acreate_relation(U1, source_id=a, target_id=foreign, relation_type="uses")
    with pytest.raises(NotFound, match="source entity"):
        await store.acreate_relation(U1, source_id="missing", target_id=b, relation_type="uses")
    with pytest.raises(InvalidInput, match="unknown relation_type"):
        await store.acreate_relation(U1, source_id=a, target_id=b, relation_type="likes")
    with pytest.raises(InvalidInput, match="two different"):
        await store.acreate_relation(U1, source_id=a, target_id=a, relation_type="uses")
    assert (await store.alist_relations(U10)).total == 0


async def test_writing_a_relation_reads_it_once(
    store: GraphMemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """acreate_relation read the existing relation, then _write_relation read it again."""
    a = await _entity(store, name="Apollo", entity_type="project")
    b = await _entity(store, name="PostgreSQL", entity_type="product")
    backend = store.redis or store.memory
    real = backend.get
    reads: list[tuple[str, ...]] = []

    async def counting(namespace: tuple[str, ...], keys: list[str]) -> Any:
        if namespace == U1.relations:
            reads.append(tuple(keys))
        return await real(namespace, keys)

    monkeypatch.setattr(backend, "get", counting)
    rel, created = await store.acreate_relation(U1, source_id=a, target_id=b, relation_type="uses")
    assert created and len(reads) == 1
    again, created = await store.acreate_relation(
        U1, source_id=a, target_id=b, relation_type="uses", properties={"since": 2024}
    )
    assert not created and again.created_at == rel.created_at and len(reads) == 2
    value = {"source_id": a, "target_id": b, "relation_type": "uses", "properties": {"n": 1}}
    await store.aput(U1.relations, rel.id, value)
    assert len(reads) == 3
    stored = await store.aget_relation(U1, rel.id)
    assert stored.properties == {"n": 1} and stored.created_at == rel.created_at


async def test_list_relations_by_entity_type_and_direction(store: GraphMemoryStore) -> None:
    a, b, c = [await _entity(store, name=n) for n in ("A", "B", "C")]
    await store.acreate_relation(U1, source_id=a, target_id=b, relation_type="uses")
    await store.acreate_relation(U1, source_id=c, target_id=a, relation_type="knows")
    await store.acreate_relation(U1, source_id=b, target_id=c, relation_type="part_of")
    assert (await store.alist_relations(U1)).total == 3
    assert (await store.alist_relations(U1, entity_id=a)).total == 2
    outgoing = await store.alist_relations(U1, entity_id=a, direction="outgoing")
    assert [r.target_id for r in outgoing.items] == [b]
    incoming = await store.alist_relations(U1, entity_id=a, direction="incoming")
    assert [r.source_id for r in incoming.items] == [c]
    typed = await store.alist_relations(U1, relation_type="part_of")
    assert [(r.source_id, r.target_id) for r in typed.items] == [(b, c)]
    await store.adelete_relation(U1, typed.items[0].id)
    with pytest.raises(NotFound):
        await store.adelete_relation(U1, typed.items[0].id)
    assert (await store.alist_relations(U1)).total == 2


async def test_list_entities_pages_filters_and_keywords(store: GraphMemoryStore) -> None:
    base = datetime.now(UTC) - timedelta(days=10)
    for i in range(7):
        stamp = base + timedelta(hours=i)
        await store.acreate_entity(
            U1,
            id=f"e{i}",
            name=f"Item {i}",
            entity_type="preference" if i % 2 else "skill",
            description="绿茶 lover" if i == 3 else "PostgreSQL admin" if i == 4 else "",
            created_at=stamp,
        )
    page1 = await store.alist_entities(U1, offset=0, limit=3)
    assert page1.total == 7 and [e.id for e in page1.items] == ["e6", "e5", "e4"]
    page3 = await store.alist_entities(U1, offset=6, limit=3)
    assert [e.id for e in page3.items] == ["e0"]
    prefs = await store.alist_entities(U1, entity_type="preference")
    assert prefs.total == 3 and {e.id for e in prefs.items} == {"e1", "e3", "e5"}
    assert [e.id for e in (await store.alist_entities(U1, q="茶")).items] == ["e3"]
    assert [e.id for e in (await store.alist_entities(U1, q="绿茶")).items] == ["e3"]
    assert [e.id for e in (await store.alist_entities(U1, q="postg")).items] == ["e4"]
    assert [e.id for e in (await store.alist_entities(U1, q="Item 4")).items] == ["e4"]
    assert (await store.alist_entities(U1, q="nothing-like-this")).total == 0
    with pytest.raises(InvalidInput):
        await store.alist_entities(U1, entity_type="robot")
    assert (await store.alist_entities(U10)).total == 0


async def test_delete_entity_cascades_both_directions(store: GraphMemoryStore) -> None:
    hub = await _entity(store, name="Hub")
    others = [await _entity(store, name=f"N{i}") for i in range(4)]
    for i, other in enumerate(others):
        src, dst = (hub, other) if i % 2 else (other, hub)
        await store.acreate_relation(U1, source_id=src, target_id=dst, relation_type="related_to")
    await store.acreate_relation(
        U1, source_id=others[0], target_id=others[1], relation_type="knows"
    )
    removed = await store.adelete_entity(U1, hub)
    assert len(removed) == 4
    left = await store.alist_relations(U1)
    assert [(r.source_id, r.target_id) for r in left.items] == [(others[0], others[1])]
    for other in others:
        assert (await store.alist_relations(U1, entity_id=other)).total == (
            1 if other in others[:2] else 0
        )
    found = await store.arecall(U1, "Hub", min_similarity=0.0)
    assert hub not in [h.entity.id for h in found.hits]


async def test_subgraph_depth_and_direction(store: GraphMemoryStore) -> None:
    chain = [await _entity(store, name=f"C{i}") for i in range(5)]
    for a, b in zip(chain, chain[1:], strict=False):
        await store.acreate_relation(U1, source_id=a, target_id=b, relation_type="depends_on")
    one = await store.asubgraph(U1, [chain[2]])
    assert {e.id for e in one.entities} == {chain[1], chain[2], chain[3]}
    assert len(one.relations) == 2 and one.depth[chain[1]] == 1
    out2 = await store.asubgraph(U1, [chain[1]], max_depth=2, direction="outgoing")
    assert {e.id for e in out2.entities} == {chain[1], chain[2], chain[3]}
    in3 = await store.asubgraph(U1, [chain[4]], max_depth=3, direction="incoming")
    assert {e.id for e in in3.entities} == set(chain[1:])
    assert in3.depth[chain[1]] == 3
    both = await store.asubgraph(U1, [chain[0], chain[4]], max_depth=1)
    assert {e.id for e in both.entities} == {chain[0], chain[1], chain[3], chain[4]}

    with pytest.raises(InvalidInput):
        await store.asubgraph(U1, [chain[0]], max_depth=4)
    with pytest.raises(InvalidInput):
        await store.asubgraph(U1, [chain[0]], max_depth=0)
    with pytest.raises(InvalidInput):
        await store.asubgraph(U1, chain + [await _entity(store)])
    with pytest.raises(InvalidInput):
        await store.asubgraph(U1, [chain[0]], direction="sideways")  # type: ignore[arg-type]
    with pytest.raises(NotFound):
        await store.asubgraph(U1, ["nope"])
    with pytest.raises(NotFound):
        await store.asubgraph(U10, [chain[0]])


async def test_recall_ranks_by_meaning_words_and_time(store: GraphMemoryStore) -> None:
    now = datetime(2026, 6, 1, tzinfo=UTC)
    old, new = now - timedelta(days=300), now - timedelta(days=2)
    await store.acreate_entity(
        U1, id="tea", name="Green tea", entity_type="preference", created_at=old
    )
    await store.acreate_entity(
        U1, id="tea2", name="Green tea with honey", entity_type="preference", created_at=new
    )
    await store.acreate_entity(U1, id="adr", name="ADR-0042", entity_type="document")
    await store.acreate_entity(U10, id="tea3", name="Green tea", entity_type="preference")

    found = await store.arecall(U1, "green tea", now=now, limit=5)
    ids = [h.entity.id for h in found.hits]
    assert ids[:2] == ["tea2", "tea"] and "tea3" not in ids
    for hit in found.hits:
        p = hit.parts
        assert math.isclose(p.score, 0.85 * p.similarity + 0.15 * p.recency, rel_tol=1e-9)
    recency = {h.entity.id: h.parts.recency for h in found.hits}
    assert math.isclose(recency["tea2"], math.exp(-math.log(2) / 30 * 2), rel_tol=1e-6)

    windowed = await store.arecall(U1, "green tea", now=now, time_window_days=30)
    assert [h.entity.id for h in windowed.hits] == ["tea2"]
    assert [h.entity.id for h in (await store.arecall(U1, "ADR-0042", now=now)).hits][0] == "adr"
    assert len((await store.arecall(U1, "green tea", limit=1, now=now)).hits) == 1
    for bad in (0, 51):
        with pytest.raises(InvalidInput):
            await store.arecall(U1, "tea", limit=bad)
    with pytest.raises(InvalidInput):
        await store.arecall(U1, "tea", time_window_days=0)
    with pytest.raises(InvalidInput):
        await store.arecall(U1, "tea", expand_depth=4)


async def test_recall_reaches_a_neighbour_through_the_question_s_relation(
    store: GraphMemoryStore,
) -> None:
    apollo = await _entity(store, name="Project Apollo", entity_type="project")
    pg = await _entity(store, name="PostgreSQL", entity_type="product")
    await store.acreate_relation(U1, source_id=apollo, target_id=pg, relation_type="uses")
    found = await store.arecall(U1, "What does Project Apollo use?")
    assert [h.entity.id for h in found.hits][:2] == [pg, apollo]
    assert found.hits[0].via == {
        "relation_id": GraphMemoryStore.relation_id(apollo, pg, "uses"),
        "relation_type": "uses",
        "from_id": apollo,
        "direction": "outgoing",
    }
    assert found.subgraph is not None and len(found.subgraph.relations) == 1
    no_graph = await store.arecall(U1, "Project Apollo", expand_depth=0)
    assert no_graph.subgraph is None


async def test_recall_can_skip_vectors(store: GraphMemoryStore) -> None:
    await store.acreate_entity(U1, id="x", name="Green tea", entity_type="preference")
    found = await store.arecall(U1, "green tea", use_vectors=False)
    assert found.hits[0].entity.id == "x" and found.hits[0].parts.vector is None


async def test_lexical_only_without_embeddings(handle: StoreHandle) -> None:
    store = handle.new_store(embeddings=None)
    await store.setup()
    await store.acreate_entity(U1, id="n", name="北京大学", entity_type="organization")
    await store.acreate_entity(U1, id="m", name="清华大学", entity_type="organization")
    found = await store.arecall(U1, "我在北京大学读书")
    assert found.hits[0].entity.id == "n" and found.hits[0].parts.vector is None
    await store.aclose()


async def test_base_store_namespaces_match_exactly(store: GraphMemoryStore) -> None:
    """Regression: the stock RedisStore returns ("w","u10") for a search in ("w","u1")."""
    await store.aput(("w", "u1"), "k", {"text": "mine"})
    await store.aput(("w", "u10"), "k", {"text": "other user"})
    await store.aput(("w", "u1", "x"), "k", {"text": "deeper"})
    await store.aput(("w", "U1"), "k", {"text": "case variant"})
    for query in (None, "mine other user deeper case variant"):
        hits = await store.asearch(("w", "u1"), query=query)
        assert [h.value["text"] for h in hits] == ["mine"]
    assert (await store.aget(("w", "u1"), "k")).value == {"text": "mine"}  # type: ignore[union-attr]
    assert await store.aget(("w",), "k") is None
    await store.adelete(("w", "u1"), "k")
    assert await store.aget(("w", "u1"), "k") is None
    assert (await store.aget(("w", "u10"), "k")) is not None
    namespaces = await store.alist_namespaces(prefix=("w",))
    assert namespaces == [("w", "U1"), ("w", "u1", "x"), ("w", "u10")]
    assert await store.alist_namespaces(prefix=("w", "u1")) == [("w", "u1", "x")]
    assert await store.alist_namespaces(prefix=("w",), max_depth=2) == [
        ("w", "U1"),
        ("w", "u1"),
        ("w", "u10"),
    ]
    assert await store.alist_namespaces(suffix=("x",)) == [("w", "u1", "x")]
    assert await store.alist_namespaces(prefix=("w", "*", "x")) == [("w", "u1", "x")]


async def test_base_store_search_filter_order_and_paging(store: GraphMemoryStore) -> None:
    ns = ("docs", "u1")
    for i in range(5):
        await store.aput(ns, f"d{i}", {"kind": "even" if i % 2 == 0 else "odd", "n": i})
    newest = await store.asearch(ns, limit=2)
    assert [h.key for h in newest] == ["d4", "d3"]
    assert [h.key for h in await store.asearch(ns, limit=2, offset=2)] == ["d2", "d1"]
    odd = await store.asearch(ns, filter={"kind": "odd"})
    assert {h.key for h in odd} == {"d1", "d3"}
    big = await store.asearch(ns, filter={"n": {"$gte": 3}})
    assert {h.key for h in big} == {"d3", "d4"}
    await store.aput(ns, "t", {"text": "the quarterly budget review"}, index=False)
    ranked = await store.asearch(ns, query="quarterly budget")
    assert ranked[0].key == "t" and ranked[0].score is not None


async def test_entities_through_the_base_store_interface(store: GraphMemoryStore) -> None:
    ns, rels = entities_namespace("w.x", "u.1"), relations_namespace("w.x", "u.1")
    scope = MemoryScope("w.x", "u.1")
    await store.aput(ns, "alice", {"name": "Alice", "entity_type": "person"})
    await store.aput(ns, "acme", {"name": "Acme", "entity_type": "organization"})
    with pytest.raises(InvalidInput):
        await store.aput(ns, "bad", {"name": "x", "entity_type": "robot"})
    await store.aput(
        rels, "r1", {"source_id": "alice", "target_id": "acme", "relation_type": "works_at"}
    )
    with pytest.raises(NotFound):
        await store.aput(
            rels, "r2", {"source_id": "alice", "target_id": "ghost", "relation_type": "knows"}
        )
    assert (await store.aget_entity(scope, "alice")).name == "Alice"
    hits = await store.asearch(ns, query="Alice")
    assert hits[0].key == "alice"
    await store.adelete(ns, "acme")  # cascades like adelete_entity
    assert (await store.alist_relations(scope)).total == 0
    results = await store.abatch([GetOp(ns, "alice"), PutOp(ns, "bob", None), GetOp(ns, "acme")])
    assert results[0] is not None and results[1] is None and results[2] is None
    with pytest.raises(InvalidInput, match="canonical"):
        await store.aput(("w", "a%b", "entities"), "x", {"name": "x", "entity_type": "person"})


async def test_sync_batch_refuses_the_event_loop_thread(store: GraphMemoryStore) -> None:
    with pytest.raises(asyncio.InvalidStateError, match="await store.aget"):
        store.get(("w", "u1"), "k")
    await store.aput(("w", "u1"), "k", {"v": 1})
    item = await asyncio.to_thread(store.get, ("w", "u1"), "k")
    assert item is not None and item.value == {"v": 1}


@pytest.mark.parametrize("nasty", NASTY)
async def test_special_characters_never_break_a_query(store: GraphMemoryStore, nasty: str) -> None:
    scope = MemoryScope(f"ws{nasty}", nasty)
    neighbour = MemoryScope(f"ws{nasty}", nasty + "x")
    a = await store.acreate_entity(scope, id=nasty, name=f"name {nasty}", entity_type="concept")
    b = await store.acreate_entity(scope, id=nasty + "2", name="other", entity_type="concept")
    await store.acreate_entity(neighbour, id=nasty, name=f"name {nasty}", entity_type="concept")
    await store.acreate_relation(scope, source_id=a.id, target_id=b.id, relation_type="knows")
    assert (await store.alist_entities(scope, q=nasty)).total <= 2
    assert (await store.alist_entities(scope)).total == 2
    assert (await store.alist_relations(scope, entity_id=nasty)).total == 1
    assert (await store.alist_relations(neighbour, entity_id=nasty)).total == 0
    assert {h.entity.id for h in (await store.arecall(scope, nasty)).hits} <= {a.id, b.id}
    assert len((await store.asubgraph(scope, [a.id])).entities) == 2
    await store.adelete_entity(scope, a.id)
    assert (await store.aget_entity(neighbour, nasty)).id == nasty
