"""Recall on a real Redis as replicas see it: a person's memories written over a year
(`_write_person`), stores on one Redis as separate replicas hold them (`Replicas`, the
`replicas` fixture), the ways a cold recall finds its candidates (`path`), the pipelines a
recall sends (`Pipelines`), and the check that a cold answer equals the warm one
(`assert_same`)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from agents.memory.graph import GraphMemoryStore, HashingEmbeddings, MemoryScope, RecallHits
from agents.memory.graph.cold import small
from agents.storage.health import RedisState
from agents.storage.redis import GuardedPipeline, make_async_redis

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
        # Snapshots written again after a write only where a test asks for it: elsewhere
        # one could land in the middle of the round trips a test counts.
        kwargs.setdefault("snapshot_settle", 3600.0)
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
