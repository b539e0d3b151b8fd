"""Every record's row (agents/memory/graph/backends/row_hash.py) on a real Redis: written and
removed with its document by every kind of write, built for data written before rows existed,
and read by a replica's first recall only while complete."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from agents.memory.graph import GraphMemoryStore, HashingEmbeddings, MemoryScope
from agents.memory.graph.backends.row_hash import split_row
from agents.memory.graph.backends.vector_docs import COMPLETE_FIELD
from agents.memory.graph.cold import small
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import GuardedPipeline, make_async_redis

pytestmark = pytest.mark.redis
ME = MemoryScope("w", "rows")
NOW = datetime(2026, 6, 1, tzinfo=UTC)
KEYS = Keys()


class Stores:
    def __init__(self, url: str) -> None:
        self.url = url
        self.opened: list[tuple[GraphMemoryStore, RedisState, Any]] = []

    def open(self, *, warm_up: bool = False, **kwargs: Any) -> GraphMemoryStore:
        client = make_async_redis(self.url)
        state = RedisState(client, probe_interval=0.05)
        kwargs.setdefault("embeddings", HashingEmbeddings())
        store = GraphMemoryStore(state, **kwargs)
        if store.cold is not None:
            store.cold.warm_up = warm_up
        self.opened.append((store, state, client))
        return store

    async def aclose(self) -> None:
        for store, state, client in self.opened:
            await store.aclose()
            await state.aclose()
            await client.aclose()


@pytest.fixture
async def stores(redis_url: str) -> Any:
    s = Stores(redis_url)
    try:
        yield s
    finally:
        await s.aclose()


async def _rows_match_documents(client: Any, namespace: tuple[str, ...]) -> int:
    """Assert that the namespace's rows are exactly its documents; returns how many."""
    members = {m.decode() for m in await client.smembers(KEYS.memory_members(namespace))}
    rows = {k.decode(): v for k, v in (await client.hgetall(KEYS.memory_rows(namespace))).items()}
    assert set(rows) == members
    for key, raw in rows.items():
        split = split_row(raw)
        assert split is not None, key
        fields, text = split
        doc = json.loads(await client.execute_command("JSON.GET", KEYS.memory_doc(namespace, key)))
        assert json.loads(text) == doc, key
        ts = doc.get("updated_ts")
        assert fields == [None if ts is None else float(ts), *(
            doc.get(name) if isinstance(doc.get(name), str) else None
            for name in ("entity_type", "vector_model")
        )], key  # fmt: skip
    return len(rows)


async def _write(store: GraphMemoryStore) -> None:
    await store.setup()
    await store.aensure_self(ME, "Ana\tTab")
    await store.aimport_entities(
        ME,
        [
            {"id": f"i{i}", "name": f"import\t{i} %41", "entity_type": "project",
             "description": f"row {i}", "created_at": NOW - timedelta(days=9 - i),
             "updated_at": NOW - timedelta(days=i)}
            for i in range(5)
        ],
    )  # fmt: skip
    for i in range(4):
        await store.acreate_entity(ME, id=f"e{i}", name=f"kafka {i}", entity_type="product")
    await store.aupdate_entity(ME, "e1", description="now with postgres", entity_type="concept")
    await store.acreate_relation(ME, source_id="self", target_id="e0", relation_type="uses")
    await store.acreate_relation(ME, source_id="e0", target_id="e1", relation_type="part_of")
    await store.acreate_relation(
        ME, source_id="e0", target_id="e1", relation_type="part_of", properties={"since": 2020}
    )  # replaces it
    await store.acreate_relation(ME, source_id="e2", target_id="e3", relation_type="knows")
    await store.acreate_relation(ME, source_id="i0", target_id="e2", relation_type="knows")
    (rel,) = [r for r in (await store.alist_relations(ME)).items if r.relation_type == "knows"][:1]
    await store.adelete_relation(ME, rel.id)
    await store.adelete_entity(ME, "e2")  # and its relations


async def test_every_write_keeps_the_rows_equal_to_the_documents(stores: Stores) -> None:
    store = stores.open()
    await _write(store)
    client = make_async_redis(stores.url)
    try:
        assert await _rows_match_documents(client, ME.entities) == 9
        assert await _rows_match_documents(client, ME.relations) == 2
        for namespace in (ME.entities, ME.relations):
            ver = await client.hmget(KEYS.memory_version(namespace), ["seq", COMPLETE_FIELD])
            assert ver[0] == ver[1]  # complete: a first recall may read the rows
        for entity in [e.id for e in (await store.alist_entities(ME, limit=100)).items]:
            await store.adelete_entity(ME, entity)
        assert not await client.exists(KEYS.memory_rows(ME.entities))
        assert not await client.exists(KEYS.memory_rows(ME.relations))
    finally:
        await client.aclose()


async def _strip_rows(client: Any) -> None:
    """As data written before rows existed: no rows, the completeness mark unset."""
    for namespace in (ME.entities, ME.relations):
        await client.delete(KEYS.memory_rows(namespace))
        await client.hdel(KEYS.memory_version(namespace), COMPLETE_FIELD)


async def test_data_without_rows_is_backfilled_then_recalled_from_them(stores: Stores) -> None:
    writer = stores.open()
    await _write(writer)
    client = make_async_redis(stores.url)
    try:
        await _strip_rows(client)
        # A row left by a record an older replica deleted without removing it.
        await client.hset(KEYS.memory_rows(ME.entities), "gone", b"1.0\t\t\t{}")
        warm = stores.open(cold_recall=False)
        expected = await warm.arecall(ME, "kafka postgres", now=NOW)
        reader = stores.open()
        assert reader.cold is not None
        got = await reader.arecall(ME, "kafka postgres", now=NOW)
        assert reader.cold.answered == 0  # not complete: the copy answered, a backfill began
        assert [h.entity.id for h in got.hits] == [h.entity.id for h in expected.hits]
        await reader.await_background()
        assert await _rows_match_documents(client, ME.entities) == 9
        assert await _rows_match_documents(client, ME.relations) == 2
        fresh = stores.open()
        assert fresh.cold is not None
        got = await fresh.arecall(ME, "kafka postgres", now=NOW)
        assert fresh.cold.answered == fresh.cold.scanned == 1
        assert [h.entity.id for h in got.hits] == [h.entity.id for h in expected.hits]
    finally:
        await client.aclose()


async def test_relations_without_rows_are_fetched_as_ranking_reaches_them(
    stores: Stores,
) -> None:
    """Entities complete, relations not (an older replica wrote one): the first recall still
    reads the entities' rows, fetches the relations it touches, and backfills theirs."""
    writer = stores.open()
    await _write(writer)
    client = make_async_redis(stores.url)
    try:
        rel_ver = KEYS.memory_version(ME.relations)
        await client.hdel(rel_ver, COMPLETE_FIELD)
        await client.delete(KEYS.memory_rows(ME.relations))
        warm = stores.open(cold_recall=False)
        reader = stores.open()
        assert reader.cold is not None
        for question in ("kafka", "what do I use?"):
            expected = await warm.arecall(ME, question, now=NOW, expand_depth=1)
            got = await reader.arecall(ME, question, now=NOW, expand_depth=1)
            assert [h.entity.id for h in got.hits] == [h.entity.id for h in expected.hits]
            assert got.subgraph is not None and expected.subgraph is not None
            assert sorted(r.id for r in got.subgraph.relations) == sorted(
                r.id for r in expected.subgraph.relations
            )
        assert reader.cold.answered == 2
        await reader.await_background()
        ver = await client.hmget(rel_ver, ["seq", COMPLETE_FIELD])
        assert ver[0] == ver[1]
        assert await _rows_match_documents(client, ME.relations) == 2
    finally:
        await client.aclose()


async def test_items_outside_a_person_s_graph_keep_no_rows(stores: Stores) -> None:
    """Only the entities and relations a first recall reads have rows; any other namespace's
    items (profiles, notes) are not stored twice."""
    store = stores.open()
    await store.setup()
    namespace = ("w", "rows", "notes")
    await store.aput(namespace, "n1", {"text": "a note", "tags": ["x"]})
    assert (await store.aget(namespace, "n1")) is not None
    client = make_async_redis(stores.url)
    try:
        assert not await client.exists(KEYS.memory_rows(namespace))
        await store.adelete(namespace, "n1")
        assert not await client.exists(KEYS.memory_rows(namespace))
    finally:
        await client.aclose()


def _asks_whole(probe: list[str]) -> bool:
    """Whether a probe asks for the namespace whole: its rows, or its snapshots (cold/snapshot.py:
    the entities' and the relations')."""
    return probe.count("HRANDFIELD") == 3 or probe.count("GET") == 2


async def test_a_namespace_seen_too_big_is_probed_without_its_rows(
    stores: Stores, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Over SCAN_FIRST the probe's rows would be a sample read for nothing: once a replica has
    seen the namespace that big, its next probes ask for none (only for its snapshots, beside
    the index's answers, up to SNAPSHOT_MAX); seen small again, they do."""
    writer = stores.open()
    await _write(writer)
    reader = stores.open()
    assert reader.cold is not None
    sent: list[list[str]] = []
    execute = GuardedPipeline.execute

    async def counted(pipe: Any, raise_on_error: bool = True) -> list[Any]:
        sent.append([str(args[0]).upper() for args, _ in pipe.command_stack])
        return await execute(pipe, raise_on_error)

    monkeypatch.setattr(GuardedPipeline, "execute", counted)
    monkeypatch.setattr(small, "SCAN_FIRST", 3)  # the person has 9 entities
    await reader.arecall(ME, "kafka", now=NOW)
    assert _asks_whole(sent[0])  # the first probe could not know
    sent.clear()
    await reader.arecall(ME, "kafka", now=NOW)
    assert "HRANDFIELD" not in sent[0] and "EXISTS" not in sent[0], sent[0]
    assert sent[0].count("GET") == 2 and "FT.SEARCH" in sent[0], sent[0]  # snapshots beside
    monkeypatch.setattr(small, "SNAPSHOT_MAX", 3)
    sent.clear()
    await reader.arecall(ME, "kafka", now=NOW)
    assert not _asks_whole(sent[0]) and "GET" not in sent[0] and "EXISTS" not in sent[0]
    monkeypatch.setattr(small, "SCAN_FIRST", 300)
    sent.clear()
    got = await reader.arecall(ME, "kafka", now=NOW)
    probes = [p for p in sent if "SRANDMEMBER" in p]
    # remembered big: no rows (its snapshots beside); seen small, asked again with its rows
    assert ["HRANDFIELD" in p for p in probes] == [False, True]
    assert reader.cold.answered == 4  # every one from the index
    warm = stores.open(cold_recall=False)
    expected = await warm.arecall(ME, "kafka", now=NOW)
    assert [h.entity.id for h in got.hits] == [h.entity.id for h in expected.hits]
