"""A person's first recall on a replica is answered from the Redis index (agents/memory/graph/
cold/recall.py) and equals what ranking over the loaded copy answers: same hits, order, score parts,
relation paths and subgraph, both when the person's namespace is small enough to be read whole
(cold/small.py) and when candidates come from the index (`path`). Also: vector docs of older
data are backfilled once, a copy is built in the background after a cold recall, and the index
refuses (the warm path answers) whenever it could not be exact."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest

from agents.memory.graph import GraphMemoryStore, HashingEmbeddings, MemoryScope, RecallHits
from agents.memory.graph.backends.vector_docs import COMPLETE_FIELD
from agents.memory.graph.cold import small
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import GuardedPipeline, make_async_redis
from tests.support.harness.redis_watch import FtWatch

pytestmark = pytest.mark.redis

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
PERSON = MemoryScope("w", "u1")
OTHER = MemoryScope("w", "u10")
WORDS = (
    "postgres kafka redis apollo payments rewrite migration budget hiking tennis coffee "
    "sushi berlin singapore tokyo grab shopee piano guitar marathon python rust golang "
    "kubernetes dentist yoga novel garden bakery invoice 2024 42 v2 1,000"
).split()
CJK = "咖啡 绿茶 上海 北京 跑步 钢琴 项目 数据库 老公 老婆 女儿 公司 医生 茶".split()
TYPES = ("person", "organization", "project", "product", "location", "event", "concept")
RELS = ("knows", "works_at", "works_on", "uses", "prefers", "located_in", "part_of")
QUESTIONS = [
    "What database does Apollo use?",
    "Where do I work?",
    "where did I use to live?",
    "who uses kafka",
    "my wife's dentist",
    "我老公是做什么的",
    "我喜欢喝什么茶",
    "茶",
    "用 rust 写的项目",
    "budget 2024 1,000",
    "tell me about berlin and tokyo",
    "which company does my daughter work for?",
    "hiking",
    "what's my name?",
    "postgres migration v2",
    "咖啡 上海",
    "something completely unrelated zebra",
    "project 42",
]


def _text(rng: random.Random, n: int) -> str:
    parts = [rng.choice(WORDS) if rng.random() < 0.7 else rng.choice(CJK) for _ in range(n)]
    return " ".join(parts)


async def _write_person(store: GraphMemoryStore, scope: MemoryScope, n: int, seed: int) -> None:
    """`n` entities over a year, relations among them and from the self entity, some facts
    superseded by newer ones and some expired."""
    rng = random.Random(seed)
    await store.aensure_self(scope, "Mei Tan")
    entities: list[dict[str, Any]] = []
    for i in range(n):
        age = rng.uniform(0, 400)
        props: dict[str, Any] = {}
        if rng.random() < 0.05:
            props["valid_to"] = (NOW - timedelta(days=rng.uniform(1, 30))).isoformat()
        if rng.random() < 0.2:
            props["note"] = _text(rng, 2)
        entities.append(
            {
                "id": f"e{i}",
                "name": _text(rng, rng.randint(1, 3)),
                "entity_type": rng.choice(TYPES),
                "description": _text(rng, rng.randint(0, 8)),
                "properties": props,
                "created_at": NOW - timedelta(days=age + 1),
                "updated_at": NOW - timedelta(days=age),
            }
        )
    await store.aimport_entities(scope, entities)
    ids = [e["id"] for e in entities]
    for _ in range(n // 2):
        a, b = rng.sample(ids, 2)
        await store.acreate_relation(
            scope, source_id=a, target_id=b, relation_type=rng.choice(RELS)
        )
    for target in rng.sample(ids, 12):
        await store.acreate_relation(
            scope, source_id="self", target_id=target, relation_type=rng.choice(RELS)
        )
    for _ in range(10):
        newer, older = rng.sample(ids, 2)
        await store.acreate_relation(
            scope, source_id=newer, target_id=older, relation_type="supersedes"
        )


def _shape(found: RecallHits) -> tuple[list[tuple[Any, ...]], Any]:
    hits = [
        (
            h.entity.id,
            h.entity.name,
            h.entity.description,
            h.parts.score,
            h.parts.similarity,
            h.parts.lexical,
            h.parts.vector,
            h.parts.recency,
            (h.via or {}).get("relation_type"),
            (h.via or {}).get("from_id"),
        )
        for h in found.hits
    ]
    sub = None
    if found.subgraph is not None:
        sub = (
            sorted(e.id for e in found.subgraph.entities),
            sorted(r.id for r in found.subgraph.relations),
            found.subgraph.truncated,
        )
    return hits, sub


def assert_same(cold: RecallHits, warm: RecallHits, what: str) -> None:
    c_hits, c_sub = _shape(cold)
    w_hits, w_sub = _shape(warm)
    assert [h[0] for h in c_hits] == [h[0] for h in w_hits], what
    for c, w in zip(c_hits, w_hits, strict=True):
        assert c[1:3] == w[1:3] and c[8:] == w[8:], (what, c, w)
        for a, b in zip(c[3:8], w[3:8], strict=True):  # float32 dot products: last bit
            assert (a is None) == (b is None) and (a is None or abs(a - b) < 1e-6), (what, c, w)
    assert c_sub == w_sub, what


class Replicas:
    """Stores on one Redis as separate replicas would hold them."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.opened: list[tuple[GraphMemoryStore, RedisState, Any]] = []

    def store(self, **kwargs: Any) -> GraphMemoryStore:
        client = make_async_redis(self.url)
        state = RedisState(client, probe_interval=0.05)
        kwargs.setdefault("embeddings", HashingEmbeddings())
        store = GraphMemoryStore(state, **kwargs)
        self.opened.append((store, state, client))
        return store

    def cold(self, **kwargs: Any) -> GraphMemoryStore:
        """A new replica that stays cold: it never builds the copy."""
        store = self.store(**kwargs)
        assert store.cold is not None
        store.cold.warm_up = False
        return store

    async def aclose(self) -> None:
        for store, state, client in self.opened:
            await store.aclose()
            await state.aclose()
            await client.aclose()


@pytest.fixture(name="replicas")
async def replicas_fixture(redis_url: str) -> AsyncIterator[Replicas]:
    r = Replicas(redis_url)
    try:
        yield r
    finally:
        await r.aclose()


@pytest.fixture(params=["scan", "index", "index-then-scan"])
def path(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Which way a cold recall finds its candidates: the whole (small) namespace, the
    index's candidates (a person over small.SCAN_MAX), or the index's first candidates and
    the whole namespace when they are not enough (a person between SCAN_FIRST and SCAN_MAX)."""
    if request.param == "scan":
        monkeypatch.setattr(small, "SCAN_FIRST", small.SCAN_MAX)
    elif request.param == "index":
        monkeypatch.setattr(small, "SCAN_MAX", 0)
    else:
        monkeypatch.setattr(small, "SCAN_FIRST", 0)
    return str(request.param)


def scanned_as(path: str, scanned: int, answered: int) -> bool:
    """Whether `scanned` of `answered` recalls read the whole namespace as `path` does."""
    return {"scan": scanned == answered, "index": scanned == 0}.get(path, scanned <= answered)


@pytest.fixture
async def person(replicas: Replicas) -> GraphMemoryStore:
    writer = replicas.store()
    await writer.setup()
    await _write_person(writer, PERSON, 300, seed=1)
    await _write_person(writer, OTHER, 60, seed=2)  # same words, another person
    return writer


async def _ask(store: GraphMemoryStore, question: str, **options: Any) -> RecallHits:
    return await store.arecall(PERSON, question, now=NOW, **options)


OPTIONS = [
    {"limit": 10, "min_similarity": 0.0},  # POST /memories/search
    {"limit": 5},  # the recall node (floor 0.1, one hop of subgraph)
    {"limit": 3, "expand_depth": 2, "direction": "outgoing"},
    {"limit": 8, "expand_depth": 0, "time_window_days": 90},
    {"limit": 10, "use_vectors": False},
]


async def test_cold_recall_equals_warm_recall(replicas: Replicas, person: Any, path: str) -> None:
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    asked = 0
    for options in OPTIONS:
        for question in QUESTIONS:
            expected = await _ask(warm, question, **options)
            got = await _ask(cold, question, **options)
            assert_same(got, expected, f"{question!r} {options}")
            assert {h.entity.id for h in got.hits} <= {f"e{i}" for i in range(300)} | {"self"}
            asked += 1
    assert cold.cold is not None and cold.cold.answered == asked  # never fell back
    assert scanned_as(path, cold.cold.scanned, asked)
    assert cold.redis is not None and cold.redis.cached_namespaces == 0  # no copy was built


async def test_cold_recall_equals_warm_with_query_vectors(
    replicas: Replicas, person: Any, path: str
) -> None:
    """Dense-only questions (the bench's shape): the KNN candidates carry the ranking."""
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    embed = HashingEmbeddings()
    for question in QUESTIONS[:8]:
        vector = embed.embed_query(question)
        for limit in (1, 10, 50):
            expected = await warm.arecall(PERSON, "", query_vector=vector, limit=limit, now=NOW)
            got = await cold.arecall(PERSON, "", query_vector=vector, limit=limit, now=NOW)
            assert_same(got, expected, f"{question!r} vector, limit {limit}")
    assert cold.cold is not None and cold.cold.answered == 24
    assert scanned_as(path, cold.cold.scanned, 24)


def _embeds_after(probed: asyncio.Event) -> HashingEmbeddings:
    """The tests' embeddings (the same model id, so the same vectors count), embedding a
    question only once the cold recall's first round trip has run: recall that embedded first
    and asked the index after would wait here for ever."""
    model = HashingEmbeddings()
    embed = model.aembed_query

    async def after_the_probe(text: str) -> list[float]:
        await probed.wait()
        return await embed(text)

    model.aembed_query = after_the_probe  # type: ignore[method-assign]
    return model


async def test_the_index_is_asked_while_the_question_is_embedded(
    replicas: Replicas, person: Any, path: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new replica's first recall: the probe (members, version, the question's words) needs
    no vector, so it runs while the question is embedded; the answer is the copy's."""
    from agents.memory.graph.cold.recall import ColdRecall

    probed = asyncio.Event()
    search = ColdRecall._search

    async def probe_then_signal(self: ColdRecall, *args: Any, **kwargs: Any) -> Any:
        found = await search(self, *args, **kwargs)
        if kwargs.get("probe"):
            probed.set()
        return found

    monkeypatch.setattr(ColdRecall, "_search", probe_then_signal)
    warm = replicas.store(cold_recall=False)
    for question in QUESTIONS[:4]:
        probed.clear()
        cold = replicas.cold(embeddings=_embeds_after(probed))
        async with asyncio.timeout(10):
            got = await _ask(cold, question, limit=10, min_similarity=0.0)
        assert cold.cold is not None and cold.cold.answered == 1
        assert_same(got, await _ask(warm, question, limit=10, min_similarity=0.0), question)


async def test_a_small_namespace_is_read_while_the_question_is_embedded(
    replicas: Replicas, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A small namespace is read whole right after the probe, and neither needs a vector:
    its rows are built while the question is embedded, from a replica's very first question
    on, and the answer is still the copy's."""
    from agents.memory.graph.cold.recall import ColdRecall

    monkeypatch.setattr(small, "SCAN_FIRST", small.SCAN_MAX)  # every recall here scans
    scanned = asyncio.Event()
    rows = ColdRecall._rows

    def rows_then_signal(self: ColdRecall, *args: Any, **kwargs: Any) -> Any:
        built = rows(self, *args, **kwargs)
        scanned.set()
        return built

    monkeypatch.setattr(ColdRecall, "_rows", rows_then_signal)
    cold = replicas.cold(embeddings=_embeds_after(scanned))  # each question, once rows exist
    warm = replicas.store(cold_recall=False)
    for n, question in enumerate(QUESTIONS[:4]):
        scanned.clear()
        async with asyncio.timeout(10):
            got = await _ask(cold, question, limit=10, min_similarity=0.0)
        assert cold.cold is not None and cold.cold.answered == n + 1
        assert cold.cold.scanned == n + 1
        assert_same(got, await _ask(warm, question, limit=10, min_similarity=0.0), question)


async def test_first_recall_builds_the_copy_in_the_background(
    replicas: Replicas, person: Any
) -> None:
    reader = replicas.store()
    first = await _ask(reader, "Where do I work?")
    assert reader.cold is not None and reader.cold.answered == 1
    await reader.await_background()
    assert reader.redis is not None and reader.redis.has_copy(PERSON.entities)
    second = await _ask(reader, "Where do I work?")
    assert reader.cold.answered == 1  # the copy answered
    assert_same(first, second, "before and after the copy")


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


def _vector_search(args: tuple[Any, ...]) -> bool:
    return str(args[0]).upper() == "FT.SEARCH" and any(
        word in str(args[2]) for word in ("KNN", "VECTOR_RANGE")
    )


NOTE = ["ZADD", "ZREMRANGEBYSCORE", "ZREMRANGEBYRANK"]  # prewarm.queue_note


class Pipelines:
    """The pipelines (round trips) sent while counting: each as its command names (a vector
    search as `FT.SEARCH KNN`). Not the note that a person recalled (cold/prewarm.py): a
    write in the background, off the answer's path."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.sent: list[list[str]] = []
        self.counting = False
        execute = GuardedPipeline.execute
        pipelines = self

        async def counted(pipe: Any, raise_on_error: bool = True) -> list[Any]:
            if pipelines.counting:
                names = [
                    str(args[0]).upper() + (" KNN" if _vector_search(args) else "")
                    for args, _ in pipe.command_stack
                ]
                if names != NOTE:
                    pipelines.sent.append(names)
            return await execute(pipe, raise_on_error)

        monkeypatch.setattr(GuardedPipeline, "execute", counted)

    async def recall(self, store: GraphMemoryStore, scope: MemoryScope, **kw: Any) -> RecallHits:
        self.sent.clear()
        self.counting = True
        try:
            return await store.arecall(scope, now=NOW, **kw)
        finally:
            self.counting = False


async def test_a_small_namespace_is_read_whole_in_one_round_trip(
    replicas: Replicas, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A person under SCAN_FIRST: the probe itself reads every entity's row (the fields
    ranking scores and the whole record) and vector, and every relation's row; nothing is
    fetched after it, and nothing searched (the question has no words, and no vector
    search)."""
    writer = replicas.store()
    await writer.setup()
    scope = MemoryScope("w", "small")
    rng = random.Random(5)
    await writer.aimport_entities(
        scope,
        [
            {
                "id": f"s{i}",
                "name": _text(rng, 2),
                "entity_type": rng.choice(TYPES),
                "description": _text(rng, 5),
                "created_at": NOW - timedelta(days=age + 1),
                "updated_at": NOW - timedelta(days=age),
            }
            for i, age in enumerate(rng.uniform(0, 300) for _ in range(80))
        ],
    )
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    assert cold.cold is not None
    cold.cold.snapshot_ttl = 0  # the rows themselves (a snapshot's read: below)
    pipelines = Pipelines(monkeypatch)
    vector = HashingEmbeddings().embed_query("kafka postgres")
    for limit in (1, 10):
        options = {"query_vector": vector, "limit": limit, "expand_depth": 0}
        got = await pipelines.recall(cold, scope, query="", **options)
        assert len(pipelines.sent) == 1, pipelines.sent
        (probe,) = pipelines.sent
        assert probe.count("HRANDFIELD") == 3 and "FT.SEARCH" not in probe
        assert probe.count("JSON.MGET") == 1  # the self entity's record, as with every probe
        expected = await warm.arecall(scope, "", now=NOW, **options)
        assert_same(got, expected, f"limit {limit}")
    assert cold.cold is not None and cold.cold.scanned == cold.cold.answered == 2


async def test_records_without_some_scored_field_are_rows_without_it(
    replicas: Replicas, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record lacking a field ranking scores (older data: no kind, no vector model, no
    time) has a row that says so (row_hash.py), read as the whole record reads it, never
    misaligned with its neighbours."""
    monkeypatch.setattr(small, "SCAN_FIRST", small.SCAN_MAX)
    writer = replicas.store()
    backend = writer.redis
    assert backend is not None
    keys = Keys()
    names = {}
    for key, field in (("e1", "entity_type"), ("e2", "vector_model"), ("e3", "updated_ts")):
        (record,) = await backend.get(PERSON.entities, [key])
        assert record is not None and field in record
        names[key] = record["value"]["name"]
        del record[field]
        raw = await backend.client.hget(keys.memory_vectors(PERSON.entities), key)
        vector = np.frombuffer(raw, dtype=np.float32) if raw else None
        await backend.put(PERSON.entities, [(key, record, vector)])
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    embed = HashingEmbeddings()
    for key, name in names.items():
        for options in OPTIONS[:2]:
            got = await _ask(cold, name, **options)
            assert_same(got, await _ask(warm, name, **options), f"{name!r} {options}")
        assert key in {h.entity.id for h in got.hits}
        vector = embed.embed_query(name)
        expected = await _ask(warm, "", query_vector=vector, limit=50, min_similarity=-1.0)
        got = await _ask(cold, "", query_vector=vector, limit=50, min_similarity=-1.0)
        assert_same(got, expected, f"{name!r} vector")
    assert cold.cold is not None and cold.cold.scanned == cold.cold.answered == 9


async def test_relations_over_the_cap_are_fetched_as_ranking_reaches_them(
    replicas: Replicas, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A small namespace's relations are read with it up to RELATIONS_MAX; past it, the
    relation sets ranking and the subgraph touch are fetched on demand, with the same
    answers."""
    monkeypatch.setattr(small, "SCAN_FIRST", small.SCAN_MAX)
    monkeypatch.setattr(small, "RELATIONS_MAX", 10)  # the person has 172
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    pipelines = Pipelines(monkeypatch)
    fetched = 0
    for question in QUESTIONS[:6]:
        for options in OPTIONS[1:3]:
            got = await pipelines.recall(cold, PERSON, query=question, **options)
            fetched += any("SMEMBERS" in p for p in pipelines.sent)
            assert_same(got, await _ask(warm, question, **options), f"{question!r} {options}")
    assert fetched
    assert cold.cold is not None and cold.cold.scanned == cold.cold.answered == 12


async def test_small_namespace_with_entities_without_vectors_or_of_another_model(
    replicas: Replicas, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Entities written without embeddings, or by a replica with another model, are rows
    without a vector, as in the warm copy; words, kinds of answer and relations all count."""
    monkeypatch.setattr(small, "SCAN_FIRST", small.SCAN_MAX)  # 313 entities: read them all
    plain = replicas.store(embeddings=None)
    other = replicas.store(embeddings=HashingEmbeddings(model_id="another-model"))
    for i in range(6):
        await plain.acreate_entity(
            PERSON, id=f"plain{i}", name=f"kafka cluster {i}", entity_type="product",
            description="runs on postgres in berlin",
        )  # fmt: skip
        await other.acreate_entity(
            PERSON, id=f"other{i}", name=f"tokyo office {i}", entity_type="location",
            description="kafka and redis",
        )  # fmt: skip
    await plain.acreate_relation(PERSON, source_id="self", target_id="plain0", relation_type="uses")
    await plain.acreate_relation(
        PERSON, source_id="other1", target_id="e3", relation_type="part_of"
    )
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    assert cold.cold is not None
    cold.cold.snapshot_ttl = 0  # the rows themselves; with snapshots: the next test
    pipelines = Pipelines(monkeypatch)
    embed = HashingEmbeddings()
    asked = 0
    for question in ("who uses kafka", "Where do I work?", "kafka cluster 3", "tokyo office"):
        for options in (
            {"limit": 10, "min_similarity": 0.0, "expand_depth": 1},
            {"limit": 5, "query_vector": embed.embed_query(question)},
            {"limit": 8, "use_vectors": False, "expand_depth": 2, "direction": "incoming"},
        ):
            got = await pipelines.recall(cold, PERSON, query=question, **options)
            assert not any("FT.SEARCH KNN" in p for p in pipelines.sent)
            # Each record's model comes with the probe's rows (another model's vectors do
            # not count), and so does every relation: nothing is fetched after it.
            assert len(pipelines.sent) == 1, pipelines.sent
            expected = await warm.arecall(PERSON, question, now=NOW, **options)
            assert_same(got, expected, f"{question!r} {options}")
            asked += 1
    assert cold.cold is not None and cold.cold.scanned == cold.cold.answered == asked
    hits = (await _ask(cold, "kafka cluster 3", limit=3)).hits
    assert hits[0].entity.id == "plain3"


async def test_a_write_between_the_probe_and_the_scan_makes_it_ask_again(
    replicas: Replicas, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The scan's reads are one state of the namespace: a write landing after the probe read
    the version is noticed (the version moved), and the recall starts over."""
    writer = replicas.store()
    scan = small.scan
    calls = 0

    async def write_first(*args: Any, **kwargs: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == 1:
            await writer.acreate_entity(
                PERSON, id="late", name="zebra crossing", entity_type="concept"
            )
        return await scan(*args, **kwargs)

    monkeypatch.setattr(small, "scan", write_first)
    cold = replicas.cold()
    got = await _ask(cold, "zebra")
    assert calls == 2 and cold.cold is not None and cold.cold.scanned == 1
    assert_same(got, await _ask(replicas.store(cold_recall=False), "zebra"), "zebra")
    assert got.hits[0].entity.id == "late"


@pytest.mark.slow
@pytest.mark.parametrize("half", ["tuning", "heldback"])
async def test_cold_recall_equals_warm_on_the_recall_sets(
    replicas: Replicas, half: str, path: str
) -> None:
    """The bilingual recall sets (recall@5, MRR@10, by kind, leaks) with the real default
    embedding model: every question's answer is the same from the index as from the copy,
    so every quality figure is too."""
    from agents.memory.graph.embeddings import UniversalSentenceEncoderEmbeddings
    from tests.support.recall_set import SELF, heldback, tuning

    people = (tuning if half == "tuning" else heldback).PEOPLE
    queries = (tuning if half == "tuning" else heldback).QUERIES
    model = UniversalSentenceEncoderEmbeddings()
    writer = replicas.store(embeddings=model)
    await writer.setup()
    for user, p in people.items():
        scope = MemoryScope("kv", user)
        await writer.aensure_self(scope, p.name or None)
        for e in p.entities:
            props = dict(e.properties)
            if e.valid_to_days is not None:
                props["valid_to"] = (NOW - timedelta(days=e.valid_to_days)).isoformat()
            await writer.acreate_entity(
                scope,
                id=e.key,
                name=e.name,
                entity_type=e.entity_type,
                description=e.description,
                properties=props,
                created_at=datetime.now(UTC) - timedelta(days=e.days),
            )
        links = list(p.relations) + [
            (e.key, "supersedes", e.supersedes) for e in p.entities if e.supersedes
        ]
        for source, rtype, target in links:
            await writer.acreate_relation(
                scope, source_id=source, target_id=target, relation_type=rtype
            )
    warm = replicas.store(embeddings=model, cold_recall=False)
    answered = scanned = 0
    for q in queries:
        scope = MemoryScope("kv", q.user)
        vector = await warm.embed_query(q.text)
        for options in ({"limit": 10, "min_similarity": 0.0}, {"limit": 5}):
            cold = replicas.cold(embeddings=model)  # a new replica per question
            expected = await warm.arecall(scope, q.text, query_vector=vector, **options)
            got = await cold.arecall(scope, q.text, query_vector=vector, **options)
            assert_same(got, expected, f"{q.text!r} {options}")
            own = {e.key for e in people[q.user].entities} | {SELF}
            assert {h.entity.id for h in got.hits} <= own
            assert cold.cold is not None
            answered += cold.cold.answered
            scanned += cold.cold.scanned
    assert answered == 2 * len(queries)
    assert scanned_as(path, scanned, answered)
