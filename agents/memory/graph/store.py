"""GraphMemoryStore: a LangGraph `BaseStore` on Redis with the memory graph beside it.

Graph nodes get it through LangGraph's store injection (`graph.compile(store=store)` and a
node parameter `store: BaseStore`); a person's entities live in the namespace
`entities_namespace(workspace, user)` and are ranked by recall when searched with a query.
The graph operations (entities, relations, subgraph, recall) are `a`-prefixed methods beside
the BaseStore ones, from the `GraphOperations` mixin (ops.py).

Namespaces match exactly: a search in (w, "u1") never sees (w, "u10") or (w, "u1", "x").
Without Redis (none configured) the in-memory backend is the store. With Redis, long-term
memory is skipped while it is unreachable: every read and write raises `MemoryUnavailable`
(503 `memory_unavailable`); nothing is kept aside to replay, so an outage can neither
duplicate items, overwrite the core snapshot, nor lose a change made meanwhile (it was
refused). `on_redis_recovered()` re-creates the index (the runtime registers it).

A Redis without the JSON and Search modules (plain Redis 7, Valkey, most managed offerings)
keeps conversations but cannot hold long-term memory: `setup()` finds out by probing their
commands, and memory is then off (`unsupported` says why: recall and capture are skipped, the
API answers 503 `memory_unavailable`) until a recovery finds the modules there.

This subclasses `BaseStore` rather than `AsyncBatchedBaseStore`: the latter merges concurrent
calls into one batch and fails all of them when one op is invalid, which would let one
request's bad write fail another request's read.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any, TypeVar

from langchain_core.embeddings import Embeddings
from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    validate_op_namespace,
)
from redis.exceptions import ResponseError

from agents.errors import InvalidInput, MemoryUnavailable, RedisUnavailable, Unavailable
from agents.memory.graph.backends.base import (
    MemoryBackend,
    build_record,
    list_order,
    select_namespaces,
)
from agents.memory.graph.backends.memory_backend import InMemoryBackend
from agents.memory.graph.backends.redis_backend import RedisBackend
from agents.memory.graph.cold import prewarm, snapshot
from agents.memory.graph.cold.recall import WRITE_SETTLE, ColdRecall
from agents.memory.graph.embeddings import embeddings_id
from agents.memory.graph.limits import GraphLimits
from agents.memory.graph.model import (
    ENTITIES,
    RELATIONS,
    MemoryScope,
    Subgraph,
    entity_text,
    entity_value,
    graph_kind,
    item_text,
    now_utc,
    parse_time,
    relation_value,
    scope_of,
)
from agents.memory.graph.ops import GraphOperations, QueryVector
from agents.memory.graph.ranking.expand import Hit
from agents.memory.graph.ranking.filters import matches_filter
from agents.memory.graph.ranking.index import (
    Collection,
    FloatArray,
    as_vector,
    rank,
)
from agents.memory.graph.ranking.scoring import ScoringConfig
from agents.storage.health import RedisState
from agents.storage.keys import Keys

log = logging.getLogger("agentrt.memory")
T = TypeVar("T")

# Fixed texts (shown on the unauthenticated `/health`): never an address or a server's words.
REDIS_DOWN = "Redis at AGENTRT_REDIS_URL is unreachable; memory is skipped until it is back"
INDEX_FAILED = (
    "the memory search index could not be created on Redis at AGENTRT_REDIS_URL "
    "(see the service log)"
)


class MemoryUnsupported(Unavailable):
    """Long-term memory cannot run on this Redis (no JSON or Search module): 503
    `memory_unavailable`. Not a Redis outage (never a `RedisUnavailable`, which would mark
    Redis down and send turns to the in-memory fallback); conversations are unaffected."""

    code = "memory_unavailable"
    retryable = False
    retry_after = 300  # the modules come with a Redis restart, which the service notices

    def __init__(self, reason: str) -> None:
        super().__init__(
            f"long-term memory is unavailable: {reason}. Conversations work without it; "
            "use Redis 8 or Redis Stack (or load the RedisJSON and RediSearch modules) to "
            "turn it on",
            details={"reason": reason},
        )
        self.reason = reason


class GraphMemoryStore(GraphOperations, BaseStore):
    """Long-term memory: a BaseStore with exact namespaces, plus the entity/relation graph.

    Args:
        state: the shared Redis up/down state (its client is used, never closed here);
            None or a state without a client = in-memory only.
        keys: key builders (deployment prefix).
        embeddings: the langchain-core Embeddings for recall; None = lexical recall only.
        scoring: recall weights (recency weight, half-life, ...).
        cache_bytes: how many bytes of records the Redis backend keeps in process for ranking
            at most (an estimate; least recently used go first).
        limits: what one person may keep (entities, relations, property bytes); past a
            limit writes are refused with 409 `memory_limit`.
        cold_recall: on Redis, answer a person's recall from the search index while this
            process has no copy of their memories yet, and build the copy in the background
            (cold/recall.py); False always waits for the copy.
        snapshot_ttl: seconds a small namespace's snapshot, written after a first recall read
            it by rows and read whole by the next replica's, lives (cold/snapshot.py); 0: none.
        prewarm_seconds: how long a recall keeps its person among those a new replica loads
            before its first question (cold/prewarm.py, `start_prewarm`); 0: none noted.
        snapshot_settle: seconds after a write to a person's graph (which deletes their
            snapshot) before it is written again in the background (`ColdRecall.written`).
    """

    supports_ttl = False

    def __init__(
        self,
        state: RedisState | None = None,
        *,
        keys: Keys | None = None,
        embeddings: Embeddings | None = None,
        scoring: ScoringConfig | None = None,
        cache_bytes: int = 256_000_000,
        limits: GraphLimits | None = None,
        cold_recall: bool = True,
        snapshot_ttl: int = snapshot.TTL,
        prewarm_seconds: int = prewarm.WINDOW,
        snapshot_settle: float = WRITE_SETTLE,
    ) -> None:
        self.state = state
        self.keys = keys or Keys()
        self.embeddings = embeddings
        self.vector_model = embeddings_id(embeddings)
        self.scoring = scoring or ScoringConfig()
        self.limits = limits or GraphLimits()
        self.memory = InMemoryBackend()
        self._prewarm_people = 0  # `start_prewarm`'s, asked again after an outage
        self.redis: RedisBackend | None = None
        # Why the configured Redis cannot hold memory (see `setup`); None = it can, or it has
        # not answered yet.
        self.unsupported: str | None = None
        if state is not None and state.client is not None:
            self.redis = RedisBackend(
                state.client,
                self.keys,
                vector_model=self.vector_model,
                cache_bytes=cache_bytes,
            )
        self.cold = (
            ColdRecall(
                self.redis,
                snapshot_ttl=snapshot_ttl,
                active_seconds=prewarm_seconds,
                write_settle=snapshot_settle,
            )
            if self.redis is not None and cold_recall
            else None
        )
        try:
            self._loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            self._loop = None

    # -- lifecycle ---------------------------------------------------------------------------
    @property
    def backend(self) -> str:
        """'redis' when Redis serves memory, 'memory' without Redis, 'unavailable' while a
        configured Redis is unreachable or cannot hold memory (memory is skipped then)."""
        if self.redis is None:
            return "memory"
        return "redis" if self.available else "unavailable"

    @property
    def available(self) -> bool:
        """Whether long-term memory can be used now (False during a Redis outage, and on a
        Redis without the JSON and Search modules)."""
        return self.redis is None or (
            self.unsupported is None and self.state is not None and self.state.available
        )

    @property
    def unavailable_reason(self) -> str | None:
        """Why memory cannot be used now, as a fixed text fit for `/health`; None when it can."""
        if self.available:
            return None
        return self.unsupported or REDIS_DOWN

    async def setup(self) -> None:
        """Check that Redis can hold memory and create the search index (idempotent; safe
        when many replicas start at once). A Redis that cannot leaves memory off, not the
        service down."""
        if self.redis is None or self.state is None or not self.state.available:
            return
        try:
            await self._prepare_redis()
        except RedisUnavailable:
            pass  # the state is marked down; the recovery hook sets it up

    async def on_redis_recovered(self) -> None:
        """Recovery hook: look at the modules again (the server may have been replaced),
        re-create the index (a restarted Redis may have lost it) and drop the records cached
        in process (Redis may have lost writes too)."""
        if self.redis is None:
            return
        await self._prepare_redis()
        self.redis.invalidate()
        if self._prewarm_people:
            self.start_prewarm(self._prewarm_people)

    async def _prepare_redis(self) -> None:
        assert self.redis is not None
        reason = await self.redis.unsupported_reason()
        if reason is None:
            try:
                await self.redis.setup()
            except ResponseError as exc:  # e.g. a Search module without JSON indexes
                log.warning("creating the memory search index failed: %s", exc)
                reason = INDEX_FAILED
        if reason is not None and reason != self.unsupported:
            log.warning("long-term memory is off (conversations are not): %s", reason)
        elif reason is None and self.unsupported is not None:
            log.warning("long-term memory is on again: Redis now has the modules it needs")
        self.unsupported = reason

    def start_prewarm(self, people: int = prewarm.PEOPLE) -> None:
        """Load, in the background, the copies of the people who recalled lately on any
        replica, newest first, up to `people` (cold/prewarm.py); nothing without Redis. Asked
        again after a Redis outage (`on_redis_recovered` drops every copy)."""
        self._prewarm_people = people
        if self.cold is not None and self.available:
            self.cold.start_prewarm(people)

    async def aforget_recalls(self, scope: MemoryScope) -> None:
        """Erasure: the person leaves the list of people a new replica loads first
        (cold/prewarm.py). Nothing without Redis."""
        cold = self.cold
        if cold is not None:
            await self._run(lambda _: cold.forget(scope), write=True)

    @property
    def prewarm_state(self) -> str | None:
        """`running` while `start_prewarm` loads, then `done`; None when it was not asked."""
        return self.cold.prewarm_state if self.cold is not None else None

    async def aclose(self) -> None:
        if self.cold is not None:
            await self.cold.aclose()
        if self.redis is not None:
            await self.redis.aclose()

    async def await_background(self) -> None:
        """Wait for background work to finish: copies being built after a cold recall and
        vector-doc backfills (tests, benchmarks, a warm-up before taking traffic)."""
        if self.cold is not None:
            await self.cold.wait()

    def _recalls_cold(self, scope: MemoryScope) -> bool:
        return (
            self.cold is not None
            and self.redis is not None
            and not (self.redis.has_copy(scope.entities) and self.redis.has_copy(scope.relations))
        )

    def _recalled_warm(self, scope: MemoryScope) -> None:
        if self.cold is not None and self.redis is not None and self.available:
            self.cold.refresh(scope)

    async def _recall_cold(
        self, scope: MemoryScope, query: str, vector: QueryVector, **options: Any
    ) -> tuple[list[Hit], Subgraph | None] | None:
        cold = self.cold
        if cold is None:
            return None
        return await self._run(lambda _: cold.recall(scope, query, vector, **options))

    async def _run(self, fn: Callable[[MemoryBackend], Awaitable[T]], *, write: bool = False) -> T:
        """Run on Redis (on the in-memory backend when no Redis is configured). While Redis
        is unreachable, reads and writes (`write`) alike raise MemoryUnavailable; on a Redis
        without the modules, MemoryUnsupported."""
        if self.redis is None:
            return await fn(self.memory)
        if self.unsupported is not None:
            raise MemoryUnsupported(self.unsupported)
        if not self.available:
            raise MemoryUnavailable()
        try:
            return await fn(self.redis)
        except RedisUnavailable as exc:
            raise MemoryUnavailable() from exc

    # -- embeddings --------------------------------------------------------------------------
    async def _embed(self, texts: list[str]) -> list[FloatArray | None]:
        if self.embeddings is None or not texts:
            return [None] * len(texts)
        try:
            raw = await self.embeddings.aembed_documents(texts)
        except Exception as exc:  # noqa: BLE001 - recall still works lexically
            log.warning("memory_embedding_failed (stored without vectors): %s", exc)
            return [None] * len(texts)
        return [as_vector(v) for v in raw]

    async def embed_query(self, text: str) -> FloatArray | None:
        """The query vector (None without embeddings or when the model fails)."""
        if self.embeddings is None or not text.strip():
            return None
        try:
            return as_vector(await self.embeddings.aembed_query(text))
        except Exception as exc:  # noqa: BLE001
            log.warning("memory_embedding_failed (query ranked lexically): %s", exc)
            return None

    # -- BaseStore ---------------------------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Synchronous batch, for code running outside the store's event loop thread."""
        try:
            running: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is not None and (self._loop is None or running is self._loop):
            raise asyncio.InvalidStateError(
                "GraphMemoryStore.batch() (or get/put/search/delete/list_namespaces) was called "
                "on the event loop thread, where it would block the loop. Use the async twin: "
                "`await store.abatch(...)`, `await store.aget(...)`, `await store.asearch(...)`."
            )
        if self._loop is not None and self._loop.is_running():
            return asyncio.run_coroutine_threadsafe(self.abatch(ops), self._loop).result()
        if self.redis is not None:
            raise RuntimeError(
                "GraphMemoryStore's event loop is not running; create the store in the app "
                "lifespan and call it from there, or use the async methods"
            )
        return asyncio.run(self.abatch(ops))

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Run ops in order; results are filled by input index (puts return None)."""
        ops = list(ops)
        for op in ops:
            validate_op_namespace(op)
        prepared = await self._prepare_puts(ops)
        results: list[Result] = [None] * len(ops)
        for i, op in enumerate(ops):
            if isinstance(op, GetOp):
                results[i] = await self._get_item(op)
            elif isinstance(op, SearchOp):
                results[i] = await self._search_items(op)
            elif isinstance(op, ListNamespacesOp):
                results[i] = await self._list_namespaces(op)
            elif isinstance(op, PutOp):
                await prepared[i]()
            else:
                raise InvalidInput(f"unknown store operation {type(op).__name__}")
        return results

    async def _prepare_puts(self, ops: list[Op]) -> dict[int, Callable[[], Awaitable[None]]]:
        """Validate every put first (a bad op fails the batch before anything is written),
        then embed all texts in one call."""
        plans: dict[int, tuple[PutOp, dict[str, Any] | None, str]] = {}
        for i, op in enumerate(ops):
            if not isinstance(op, PutOp):
                continue
            if not op.namespace:
                raise InvalidInput("namespace cannot be empty")
            kind = graph_kind(op.namespace)
            if op.value is None:
                plans[i] = (op, None, "")
            elif kind == ENTITIES:
                value = entity_value(dict(op.value))
                plans[i] = (op, value, entity_text(value))
            elif kind == RELATIONS:
                plans[i] = (op, relation_value(dict(op.value)), "")
            else:
                value = dict(op.value)
                plans[i] = (
                    op,
                    value,
                    item_text(value, op.index if isinstance(op.index, list) else None),
                )
        await self._check_puts((tuple(op.namespace), op.key, v) for op, v, _ in plans.values())
        # index=False: stored and matched lexically, but not embedded.
        texts = [(i, t) for i, (op, _, t) in plans.items() if t and op.index is not False]
        embedded = await self._embed([t for _, t in texts])
        vectors = dict(zip([i for i, _ in texts], embedded, strict=True))
        return {
            i: self._put_plan(plan_op, plan_value, plan_text, vectors.get(i))
            for i, (plan_op, plan_value, plan_text) in plans.items()
        }

    def _put_plan(
        self, op: PutOp, value: dict[str, Any] | None, text: str, vector: FloatArray | None
    ) -> Callable[[], Awaitable[None]]:
        ns, key = tuple(op.namespace), op.key
        kind = graph_kind(ns)

        async def run() -> None:
            if kind == ENTITIES:
                scope = scope_of(ns)
                if value is None:
                    await self._run(lambda b: b.delete_entity(scope, key), write=True)
                else:
                    existing = (await self._run(lambda b: b.get(ns, [key])))[0]
                    await self._write_entity(
                        scope, key, value, existing=existing, vector=vector, embed=False
                    )
            elif kind == RELATIONS:
                scope = scope_of(ns)
                if value is None:
                    await self._run(lambda b: b.delete_relation(scope, key), write=True)
                else:
                    existing = (await self._run(lambda b: b.get(ns, [key])))[0]
                    await self._write_relation(scope, key, value, existing=existing)
            elif value is None:
                await self._run(lambda b: b.delete(ns, key), write=True)
            else:
                existing = (await self._run(lambda b: b.get(ns, [key])))[0]
                now = now_utc()
                created = parse_time(existing["created_at"]) if existing else now
                record = build_record(
                    ns,
                    key,
                    value,
                    kind="item",
                    text=text,
                    created_at=created,
                    updated_at=now,
                    vector_model=self.vector_model if vector is not None else None,
                )
                await self._run(lambda b: b.put(ns, [(key, record, vector)]), write=True)

        return run

    @staticmethod
    def _item(record: dict[str, Any], cls: type[Item] = Item, score: float | None = None) -> Any:
        kwargs: dict[str, Any] = {
            "namespace": tuple(record["namespace"]),
            "key": record["key"],
            "value": record["value"],
            "created_at": parse_time(record["created_at"]),
            "updated_at": parse_time(record["updated_at"]),
        }
        if cls is SearchItem:
            kwargs["score"] = score
        return cls(**kwargs)

    async def _get_item(self, op: GetOp) -> Item | None:
        ns, key = tuple(op.namespace), op.key
        record = (await self._run(lambda b: b.get(ns, [key])))[0]
        return None if record is None else self._item(record)

    async def _collections(self, namespaces: Sequence[tuple[str, ...]]) -> list[Collection]:
        wanted = list(namespaces)
        return await self._run(lambda b: b.collections(wanted))

    async def asearch_ranked(
        self,
        namespace: tuple[str, ...],
        query: str,
        *,
        query_vector: FloatArray | None,
        filter: dict[str, Any] | None = None,
        limit: int = 10,
        offset: int = 0,
    ) -> list[SearchItem]:
        """`asearch(namespace, query=query, ...)` ranked with a vector the caller made with
        `embed_query` (one embedding of a turn's question serves item and graph recall);
        None ranks by words and freshness only, as when the model fails. Embeds nothing."""
        op = SearchOp(tuple(namespace), filter, limit, offset, query)
        validate_op_namespace(op)

        async def given() -> FloatArray | None:
            return query_vector

        return await self._search_items(op, given)

    async def _search_items(
        self, op: SearchOp, vector_of: Callable[[], Awaitable[FloatArray | None]] | None = None
    ) -> list[SearchItem]:
        """Exact-namespace search: ranked by recall when `query` is given, else newest first.
        `vector_of` gives the query's vector (default: embed the query)."""
        ns = tuple(op.namespace_prefix)
        if not ns:
            raise InvalidInput(
                "GraphMemoryStore searches one exact namespace; pass a namespace, not ()"
            )
        limit, offset = max(0, int(op.limit)), max(0, int(op.offset))
        kind = graph_kind(ns)
        wanted = [ns]
        if kind == ENTITIES:
            wanted.append(scope_of(ns).relations)
        if op.query:
            query = op.query
            embed = vector_of or (lambda: self.embed_query(query))
            colls, vector = await asyncio.gather(self._collections(wanted), embed())
        else:
            colls, vector = await self._collections(wanted), None
        coll = colls[0]
        keys: list[str] | None = None
        if op.filter:
            keys = [k for k, r in coll.records.items() if matches_filter(r.get("value"), op.filter)]
        if op.query:
            hits = rank(
                coll,
                op.query,
                vector,
                now_ts=time.time(),
                config=self.scoring,
                limit=offset + limit,
                relations=colls[1] if kind == ENTITIES else None,
                keys=keys,
                min_similarity=0.0,
            )
            return [self._item(h.record, SearchItem, h.parts.score) for h in hits[offset:]]
        chosen = keys if keys is not None else list(coll.records)
        records = sorted((coll.records[k] for k in chosen), key=list_order)
        return [self._item(r, SearchItem) for r in records[offset : offset + limit]]

    async def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        prefix: tuple[str, ...] = ()
        for cond in op.match_conditions or ():
            if cond.match_type == "prefix":
                for label in cond.path:
                    if label == "*":
                        break
                    prefix += (label,)
                break
        found = await self._run(lambda b: b.namespaces(prefix))
        return select_namespaces(
            found, tuple(op.match_conditions or ()), op.max_depth, op.limit, op.offset
        )
