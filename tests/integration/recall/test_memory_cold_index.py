"""The index behind a cold recall (agents/memory/graph/cold/recall.py) on a real Redis: vector
docs and term tags of older data are backfilled once, an index from before gets its fields,
terms reach Redis escaped, writes after the index answered are seen, and the index refuses
(the copy answers) whenever it could not be exact, as after an older replica's write."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from agents.memory.graph import MemoryScope
from agents.memory.graph.backends.vector_docs import COMPLETE_FIELD
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from tests.integration.recall.conftest import PERSON, QUESTIONS, Replicas, _ask, assert_same
from tests.support.harness.redis_watch import FtWatch

pytestmark = pytest.mark.redis


async def _strip_term_tags(client: Any, scope: MemoryScope) -> int:
    """Remove `term_tags` from every record of `scope`, as code before it wrote them."""
    keys = Keys()
    stripped = 0
    for ns in (scope.entities, scope.relations):
        for member in await client.smembers(keys.memory_members(ns)):
            doc = keys.memory_doc(ns, member.decode())
            stripped += int(await client.execute_command("JSON.DEL", doc, "$.term_tags"))
    return stripped


async def _has_term_tags(client: Any, scope: MemoryScope) -> bool:
    keys = Keys()
    members = [m.decode() for m in await client.smembers(keys.memory_members(scope.entities))]
    docs = [keys.memory_doc(scope.entities, m) for m in members]
    tags = await client.execute_command("JSON.MGET", *docs, "$.term_tags")
    return all(t is not None and t != b"[]" for t in tags)


async def _index_built(client: Any) -> None:
    """Wait until Redis has indexed the documents an FT.ALTER or FT.CREATE found."""
    for _ in range(500):
        info = await client.execute_command("FT.INFO", Keys().memory_index())
        info = dict(zip(info[::2], info[1::2], strict=False)) if isinstance(info, list) else info
        indexing = info.get(b"indexing", info.get("indexing"))
        if str(indexing.decode() if isinstance(indexing, bytes) else indexing) in ("0", "0.0"):
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the memory index kept indexing")


async def test_older_data_is_backfilled_once_then_recalled_cold(
    replicas: Replicas, person: Any, redis_url: str
) -> None:
    keys = Keys()
    client = make_async_redis(redis_url)
    try:
        # As written before cold recall existed: no vector docs, no term tags, no mark.
        doomed = [k async for k in client.scan_iter(match=keys.memory_vector_doc_prefix() + "*")]
        await client.delete(*doomed)
        assert await _strip_term_tags(client, PERSON) > 300
        await client.hdel(keys.memory_version(PERSON.entities), COMPLETE_FIELD)
        warm = replicas.store(cold_recall=False)
        expected = await _ask(warm, "What database does Apollo use?")
        reader = replicas.cold()
        assert reader.cold is not None
        got = await _ask(reader, "What database does Apollo use?")
        assert reader.cold.answered == 0  # not complete: the copy answered, a backfill began
        assert_same(got, expected, "warm fallback")
        await reader.await_background()
        version = await client.hmget(keys.memory_version(PERSON.entities), ["seq", COMPLETE_FIELD])
        assert version[0] == version[1]
        assert await _has_term_tags(client, PERSON)
        fresh = replicas.cold()
        for question in QUESTIONS:
            assert_same(await _ask(fresh, question), await _ask(warm, question), question)
        assert fresh.cold is not None and fresh.cold.answered == len(QUESTIONS)
        # Idempotent: a second backfill finds the mark and writes nothing.
        before = await client.dbsize()
        fresh.cold._backfill(PERSON.entities)
        await fresh.await_background()
        assert await client.dbsize() == before
    finally:
        await client.aclose()


# The memory index as the first cold-recall code created it: the raw terms as TAGs (a
# non-ASCII term could not be queried escaped), no `term_tags`.
FIRST_COLD_SCHEMA = [
    "$.ns", "AS", "ns", "TAG", "CASESENSITIVE",
    "$.nsp[*]", "AS", "nsp", "TAG", "CASESENSITIVE",
    "$.key_tag", "AS", "key_tag", "TAG", "CASESENSITIVE", "SORTABLE",
    "$.kind", "AS", "kind", "TAG",
    "$.entity_type", "AS", "entity_type", "TAG",
    "$.relation_type", "AS", "relation_type", "TAG",
    "$.src", "AS", "src", "TAG", "CASESENSITIVE",
    "$.dst", "AS", "dst", "TAG", "CASESENSITIVE",
    "$.tq[*]", "AS", "tq", "TAG", "CASESENSITIVE",
    "$.updated_ts", "AS", "updated_ts", "NUMERIC", "SORTABLE",
    "$.terms[*]", "AS", "terms", "TAG", "CASESENSITIVE",
]  # fmt: skip


async def test_data_of_the_first_cold_recall_code_gets_term_tags_then_is_recalled_cold(
    replicas: Replicas, person: Any, redis_url: str
) -> None:
    """Vector docs complete and marked (`vseq`), but records without `term_tags` in an index
    without that field: setup adds the field, the stale mark sends recall to the copy once,
    and the backfill fills the tags in."""
    keys = Keys()
    client = make_async_redis(redis_url)
    try:
        await client.execute_command("FT.DROPINDEX", keys.memory_index())  # keeps the docs
        await client.execute_command(
            "FT.CREATE", keys.memory_index(), "ON", "JSON", "PREFIX", "1",
            keys.memory_doc_prefix(), "SCHEMA", *FIRST_COLD_SCHEMA,
        )  # fmt: skip
        await _strip_term_tags(client, PERSON)
        for ns in (PERSON.entities, PERSON.relations):
            ver = keys.memory_version(ns)
            await client.hset(ver, "vseq", await client.hget(ver, "seq") or b"0")
            await client.hdel(ver, COMPLETE_FIELD)
        reader = replicas.cold()
        await reader.setup()
        await _index_built(client)
        warm = replicas.store(cold_recall=False)
        assert_same(await _ask(reader, "咖啡 上海"), await _ask(warm, "咖啡 上海"), "fallback")
        assert reader.cold is not None and reader.cold.answered == 0
        await reader.await_background()
        assert await _has_term_tags(client, PERSON)
        await _index_built(client)
        fresh = replicas.cold()
        for question in QUESTIONS:
            assert_same(await _ask(fresh, question), await _ask(warm, question), question)
        assert fresh.cold is not None and fresh.cold.answered == len(QUESTIONS)
    finally:
        await client.aclose()


async def test_cold_recall_sends_no_unescaped_term_to_redis(
    replicas: Replicas, person: Any, redis_url: str, path: str
) -> None:
    """Regression: non-ASCII terms went bare into the TAG query (the API fuzz test saw
    `{uwç}`). Every term is now %-encoded, as `term_tags` holds it, then escaped."""
    await person.acreate_entity(
        PERSON, id="café", name="Café Zürich", entity_type="location", description="naïve uwç"
    )
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    questions = [
        "uwç",
        "café in zürich",
        "我喜欢喝什么茶",
        "budget 2024 1,000",
        "v2.1 {x}|y* @z -k",
    ]
    watch = FtWatch(redis_url).start()
    try:
        for question in questions:
            assert_same(await _ask(cold, question), await _ask(warm, question), question)
    finally:
        watch.stop()
    assert cold.cold is not None and cold.cold.answered == len(questions)
    assert any("@term_tags:{uw\\%C3\\%A7}" in c[2] for c in watch.commands if len(c) > 2)
    assert watch.unescaped() == []
    assert watch.failed_calls() == {}
    assert "café" in [h.entity.id for h in (await _ask(cold, "café in zürich")).hits]


async def test_a_write_by_an_older_replica_sends_recall_to_the_copy(
    replicas: Replicas, person: Any, redis_url: str
) -> None:
    """An older replica bumps `seq` without keeping vector docs: the mark falls behind, so the
    index is not trusted until a backfill has caught up."""
    client = make_async_redis(redis_url)
    try:
        await client.hincrby(Keys().memory_version(PERSON.entities), "seq", 1)
        reader = replicas.cold()
        await _ask(reader, "hiking")
        assert reader.cold is not None and reader.cold.answered == 0
        await reader.await_background()
        again = replicas.cold()
        await _ask(again, "hiking")
        assert again.cold is not None and again.cold.answered == 1
    finally:
        await client.aclose()


async def test_writes_after_the_index_answered_are_seen_by_the_next_cold_recall(
    replicas: Replicas, person: Any, path: str
) -> None:
    writer = replicas.store()
    await writer.acreate_entity(
        PERSON, id="fresh", name="zebra crossing", entity_type="concept", description="zebra"
    )
    await writer.adelete_entity(PERSON, "e1")
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    for question in ("zebra", QUESTIONS[0], QUESTIONS[1]):
        assert_same(await _ask(cold, question), await _ask(warm, question), question)
    assert "fresh" in [h.entity.id for h in (await _ask(cold, "zebra")).hits]


async def test_an_index_from_before_gets_the_term_tags_field(redis_url: str) -> None:
    """Deployments created the index without the exact-terms field: setup adds it."""
    keys = Keys()
    client = make_async_redis(redis_url)
    try:
        await client.execute_command(
            "FT.CREATE", keys.memory_index(), "ON", "JSON", "PREFIX", "1",
            keys.memory_doc_prefix(), "SCHEMA", "$.ns", "AS", "ns", "TAG", "CASESENSITIVE",
        )  # fmt: skip
        r = Replicas(redis_url)
        try:
            store = r.store()
            await store.setup()
            await store.setup()  # idempotent
            info = await client.execute_command("FT.INFO", keys.memory_index())
            assert b"term_tags" in repr(info).encode()
        finally:
            await r.aclose()
    finally:
        await client.aclose()
