"""A person's first recall on a replica, answered from the Redis index (issue 16).

Ranking normally runs over a copy of the person's whole namespace held in process
(backends/redis_backend.py); building it costs ~0.7 s at 10k memories. Until it exists, recall
runs here instead, and a background task builds the copy for the recalls after it.

The first pipeline (the probe, search.py) reads the namespace's version and counts, every
entity holding a term of the question (the exact-terms TAG field `term_tags`, which also gives
each term's document frequency over the person), the self entity, and the members when there
are at most small.SCAN_MAX of them. Then:

0. A small namespace (up to small.SCAN_FIRST entities): every entity is a candidate, read by
   the probe itself (small.py: every entity's row, backends/row_hash.py, and vector, and every
   relation's row) with every record and relation ranking may touch, so step 2's bound is not
   needed and step 3 fetches nothing. The probe needs no vector, so it, building the rows and
   the partial copy (settle.prepare) run while the question is embedded. Once a replica has
   read the rows, the next one's probe reads the namespace's snapshot instead (snapshot.py:
   two GETs, no search of the index); with none, a second round trip reads the rows.
1. Otherwise, candidates from the index (candidates.py): the K nearest by vector (KNN over
   backends/vector_docs.py's documents) and the R most recently updated, beside the probe's.
   Up to small.SCAN_MAX entities, when the first ones fail step 2, the whole namespace's
   vectors and times are read instead of widening them (small.scan).
2. The candidates are scored with the warm path's own code (`index.score_rows`, with the
   namespace's item count and document frequencies, not the candidates'). An entity outside
   the candidates holds no term of the question, is no nearer than the K-th neighbour and no
   newer than the R-th: its score is at most (1 − w)·boost(cos_K) + w·recency(ts_R). When at
   least `pool` candidates score above that bound (or it lies below the similarity floor), the
   candidates hold the warm path's whole candidate pool; otherwise K and R grow (a few times,
   then the warm path answers).
3. `index.rank` and `index.subgraph` run unchanged over the candidates (a collection built in
   one go, rows.py), with the relations and full records they touch read on demand until a
   run misses nothing (settle.py). That run read exactly what the warm path would have read,
   so it returns the same hits, parts and subgraph.

The result equals the warm path's (tests/integration/recall/test_memory_cold_recall.py), except that
float32 dot products over a different set of rows may differ in the last bits (ranking
compares scores to 6 places, `scoring.rank_score`, so that noise never picks the order), and ties
at the pool's boundary may be broken differently. A namespace whose vector docs are not known to
be complete (COMPLETE_FIELD, backends/vector_docs.py), an index still being built, a question
term held by more than LEX_CAP memories, a neighbourhood that keeps growing, or a small
namespace that keeps changing while it is read all fall back to the warm path, which is always
correct.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from collections import OrderedDict
from collections.abc import MutableMapping
from typing import Any

from redis.exceptions import ResponseError

from agents.errors import InvalidInput
from agents.memory.graph.backends.base import ns_tag
from agents.memory.graph.backends.redis_backend import RedisBackend
from agents.memory.graph.backends.vector_docs import COMPLETE_FIELD, backfill
from agents.memory.graph.cold import prewarm, small, snapshot
from agents.memory.graph.cold.candidates import FIRST_K, FIRST_R, candidates
from agents.memory.graph.cold.light import light_collection
from agents.memory.graph.cold.search import Search, finish_probe, search
from agents.memory.graph.cold.settle import Partial, prepare, settle
from agents.memory.graph.model import (
    Direction,
    MemoryScope,
    Subgraph,
    scope_of,
)
from agents.memory.graph.ranking.expand import Hit
from agents.memory.graph.ranking.index import (
    Collection,
    CorpusStats,
    FloatArray,
)
from agents.memory.graph.ranking.scoring import ScoringConfig
from agents.memory.graph.ranking.terms import answer_types, query_terms

log = logging.getLogger("agentrt.memory")

BIG_REMEMBERED = 10_000  # namespaces remembered as too big to read whole (LRU)
SNAPSHOT_ODDS_RATE = 0.2  # weight of the latest probe in `_snapshot_odds`
REFRESH_SECONDS = 60.0  # a warm recall looks for the person's snapshots at most this often
WRITE_SETTLE = 5.0  # seconds after a write before the person's snapshot is written again


def _dims_of(vector: FloatArray | None, backend: RedisBackend) -> int | None:
    """The size of stored vectors ranking reads for a question with `vector` (None: none)."""
    return None if vector is None or backend.vector_model is None else int(vector.shape[0])


def _due(last: OrderedDict[str, float], tag: str, *, force: bool = False) -> bool:
    """Whether `tag` was last seen in `last` over REFRESH_SECONDS ago (or never, or `force`);
    if so, it is seen now (the oldest forgotten past BIG_REMEMBERED)."""
    now = time.monotonic()
    seen = last.get(tag)
    if not force and seen is not None and now - seen < REFRESH_SECONDS:
        return False
    last[tag] = now
    last.move_to_end(tag)
    while len(last) > BIG_REMEMBERED:
        last.popitem(last=False)
    return True


def _names_a_kind(query: str, config: ScoringConfig) -> bool:
    """Whether ranking boosts a kind of answer for this question (rows need their types)."""
    return bool(config.answer_type_boost and answer_types(query))


def _as_collection(
    scope: MemoryScope, found: Search, rows: small.Scanned
) -> tuple[Collection, MutableMapping[str, dict[str, Any]]]:
    """Rows read whole (small.py) as a collection ranking reads, with the namespace's counts,
    and their light records by key."""
    stats = CorpusStats(found.n, found.df)
    coll = light_collection(scope.entities, rows.records, rows.vectors, stats, rows.unit)
    return coll, rows.records


class ColdRecall:
    """Recall from the index while this process has no copy of the person's namespace.

    `warm_up`: after answering, build the copy in the background (off in tests that compare
    the two paths). `active_seconds`: how long a recall keeps its person among those a new
    replica loads first (prewarm.py; 0: none noted). Background tasks (warm-ups, document
    backfills, prewarming) are awaited by `wait()` and cancelled by `aclose()`.
    """

    def __init__(
        self,
        backend: RedisBackend,
        *,
        warm_up: bool = True,
        snapshot_ttl: int = snapshot.TTL,
        active_seconds: int = prewarm.WINDOW,
        write_settle: float = WRITE_SETTLE,
    ) -> None:
        self.backend = backend
        self.warm_up = warm_up
        self.snapshot_ttl = snapshot_ttl  # 0: neither read nor write snapshots
        self.active_seconds = active_seconds
        # `start_prewarm`: None (not asked), "running", "done"; and how many people it loaded.
        self.prewarm_state: str | None = None
        self.prewarmed = 0
        # How often a probe of a small namespace found its snapshot lately: while mostly,
        # probes ask for snapshots (the rows then take a second round trip); otherwise for
        # the rows, and only whether a snapshot exists.
        self._snapshot_odds = 1.0
        # `refresh`: when each person's snapshots were last checked, and their recall noted.
        self._refreshed: OrderedDict[str, float] = OrderedDict()
        self._noted: OrderedDict[str, float] = OrderedDict()
        self._tasks: set[asyncio.Task[Any]] = set()
        # `written`: when each person's snapshot is due to be written again after a write, and
        # at the latest; their timers (not awaited by `wait`, cancelled by `aclose`).
        self.write_settle = write_settle
        self._rewrites: dict[str, list[float]] = {}
        self._timers: set[asyncio.Task[None]] = set()
        if snapshot_ttl:
            backend.written = self.written
        self._backfills: set[str] = set()
        self._index_ready = False
        # Namespaces last seen over small.SCAN_FIRST entities, with how many: their probe
        # asks for no rows (a sample of a big namespace's rows and vectors is ~1 MB read for
        # nothing), and for their snapshots beside the index's answers up to SNAPSHOT_MAX.
        self._big: OrderedDict[str, int] = OrderedDict()
        self.answered = 0  # recalls answered here (tests, metrics)
        self.scanned = 0  # ... of which by reading every entity of a small namespace (small.py)

    # -- background work -------------------------------------------------------------------
    def _spawn(self, coro: Any, what: str) -> None:
        async def run() -> None:
            try:
                await coro
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - background work must not kill the loop
                log.warning("memory_%s_failed: %s: %s", what, type(exc).__name__, exc)

        def done(task: asyncio.Task[Any]) -> None:
            self._tasks.discard(task)
            coro.close()  # cancelled before it started (`aclose`): never awaited, and that is fine

        task = asyncio.get_running_loop().create_task(run())
        self._tasks.add(task)
        task.add_done_callback(done)

    def _keep(self, scope: MemoryScope, read: small.Read, version: tuple[Any, Any]) -> None:
        """Write what was read by rows as the namespace's snapshots, in the background, for
        the next replica's first recall (snapshot.py); after the answer has gone out (its
        parse and encoding would otherwise run inside this recall's awaits)."""
        if not self.snapshot_ttl:
            return
        b = self.backend

        async def keep() -> None:
            await asyncio.sleep(0)
            await snapshot.store_read(
                b.client, b.keys, scope, read, version, b.vector_model, self.snapshot_ttl
            )

        self._spawn(keep(), "snapshot")

    def refresh(self, scope: MemoryScope, *, warm: bool = True) -> None:
        """After a recall, at most once every REFRESH_SECONDS per person, in the background:
        note when they recalled (the people a new replica loads first, prewarm.py) and, after
        one over this process's copy (`warm`), write the namespace's snapshots when they are
        missing (a write deleted them), so a new replica still finds them for people who are
        active here."""
        tag = ns_tag(scope.entities)
        if self.active_seconds and _due(self._noted, tag):
            self._spawn(self._note(scope), "prewarm_note")
        if self.snapshot_ttl and warm and _due(self._refreshed, tag):
            self._spawn(self._rewrite(scope), "snapshot")

    def written(self, namespace: tuple[str, ...]) -> None:
        """A write to a person's graph deleted its snapshot (redis_backend's BUMP): write it
        again in the background once their writes settle (`write_settle` seconds without
        one, but no later than REFRESH_SECONDS after the first), and no sooner than
        REFRESH_SECONDS after it was last written for them here (longer for a big person,
        `_rewrite`), so a new replica's first recall still finds one after a person's last
        turn wrote something. One timer per person at most; the rewrite reads Redis, as a
        first recall does, never this process's copy."""
        try:
            scope = scope_of(namespace)
        except InvalidInput:
            return
        tag = ns_tag(scope.entities)
        now = time.monotonic()
        due = self._rewrites.get(tag)
        if due is not None:  # [when, at the latest]
            due[0] = max(due[0], min(now + self.write_settle, due[1]))
            return
        last = self._refreshed.get(tag)
        when = now + self.write_settle
        if last is not None:
            when = max(when, last + REFRESH_SECONDS)
        self._rewrites[tag] = due = [when, max(when, now + REFRESH_SECONDS)]

        async def later() -> None:
            try:
                while (left := due[0] - time.monotonic()) > 0:
                    await asyncio.sleep(left)
            finally:
                self._rewrites.pop(tag, None)
            _due(self._refreshed, tag, force=True)
            self._spawn(self._rewrite(scope), "snapshot")

        task = asyncio.get_running_loop().create_task(later())
        self._timers.add(task)
        task.add_done_callback(self._timers.discard)

    async def _note(self, scope: MemoryScope) -> None:
        b = self.backend
        pipe: Any
        async with b.client.pipeline(transaction=False) as pipe:
            prewarm.queue_note(pipe, b.keys, scope, time.time(), self.active_seconds)
            await pipe.execute()

    async def forget(self, scope: MemoryScope) -> None:
        """The person's memory is erased: they leave the people a new replica loads first,
        and their next recall here notes them again at once."""
        tag = ns_tag(scope.entities)
        self._noted.pop(tag, None)
        self._refreshed.pop(tag, None)
        await prewarm.forget(self.backend.client, self.backend.keys, scope)

    def start_prewarm(self, people: int) -> None:
        """Load, in the background, the copies of up to `people` people who recalled within
        `active_seconds` (on any replica), newest first, while the copies fill less than
        prewarm.CACHE_SHARE of the cache (`prewarm_state` says when it is done)."""
        if people <= 0 or not self.active_seconds or self.prewarm_state == "running":
            return
        self.prewarm_state = "running"
        self._spawn(self._prewarm(people), "prewarm")

    async def _prewarm(self, people: int) -> None:
        b = self.backend
        started = time.perf_counter()
        try:
            pairs = await prewarm.recent(b.client, b.keys, time.time(), self.active_seconds, people)
            for pair in pairs:
                if b.cached_bytes >= b.cache_bytes * prewarm.CACHE_SHARE:
                    break
                if not all(b.has_copy(ns) for ns in pair):
                    await b.collections(list(pair))
                    self.prewarmed += 1
                await asyncio.sleep(0)  # requests go first between two people
        finally:
            self.prewarm_state = "done"
            log.info(
                "memory_prewarm: %d people loaded in %.2f s (%d bytes cached)",
                self.prewarmed, time.perf_counter() - started, b.cached_bytes,
            )  # fmt: skip

    async def _rewrite(self, scope: MemoryScope) -> None:
        """The namespace's rows read (as a first recall reads them, up to small.SNAPSHOT_MAX
        entities) and kept as its snapshots, when they are missing."""
        b = self.backend
        ents = scope.entities
        pipe: Any
        async with b.client.pipeline(transaction=False) as pipe:
            pipe.exists(b.keys.memory_snapshot(ents))
            pipe.exists(b.keys.memory_snapshot(scope.relations))
            pipe.hmget(b.keys.memory_version(ents), ["epoch", "seq", COMPLETE_FIELD])
            pipe.scard(b.keys.memory_members(ents))
            pipe.scard(b.keys.memory_members(scope.relations))
            have_ents, have_rels, version, n, n_rel = await pipe.execute()
        if have_ents and (have_rels or not n_rel):
            return
        # A big namespace's rows are read (and its snapshot written) less often, in
        # proportion to its size: a person writing all the time costs Redis about as many
        # bytes a minute whatever their size (the next check is pushed into the future).
        tag = ns_tag(ents)
        if tag in self._refreshed and int(n) > small.SCAN_FIRST:
            later = REFRESH_SECONDS * (int(n) / small.SCAN_FIRST - 1)
            self._refreshed[tag] = time.monotonic() + later
        epoch, seq = small.version_of(version[:2])
        complete = version[2]
        if (
            not n
            or not small.snapshot_sized(int(n))
            or complete is None
            or int(complete) != int(seq)
        ):
            return
        vectors = b.vector_model is not None
        caps = (max(small.SCAN_FIRST, small.SNAPSHOT_MAX), small.SNAPSHOT_RELATIONS)
        async with b.client.pipeline(transaction=False) as pipe:
            count = small.queue_rows(pipe, b, scope, vectors=vectors, caps=caps)
            small.queue_versions(pipe, b, scope)
            replies = await pipe.execute()
        read = small.read_rows(
            replies[:count], replies[count:], (epoch, seq), int(n), int(n_rel),
            vectors=vectors, relations_max=caps[1],
        )  # fmt: skip
        if read is not None:
            await snapshot.store_read(
                b.client, b.keys, scope, read, (epoch, seq), b.vector_model, self.snapshot_ttl
            )

    def warm(self, scope: MemoryScope) -> None:
        """Build the person's copy in the background, unless it exists or is being read."""
        wanted: list[tuple[str, ...]] = [scope.entities, scope.relations]
        if all(self.backend.has_copy(ns) for ns in wanted):
            return
        self._spawn(self.backend.collections(wanted), "warm_up")

    def _backfill(self, namespace: tuple[str, ...]) -> None:
        tag = ns_tag(namespace)
        if tag in self._backfills:
            return
        self._backfills.add(tag)
        b = self.backend

        async def run() -> None:
            try:
                await backfill(b.client, b.keys, namespace, b.records_at, ensured=b.vector_dims)
            finally:
                self._backfills.discard(tag)

        self._spawn(run(), "vector_backfill")

    async def wait(self) -> None:
        """Wait until background warm-ups and backfills are done."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def aclose(self) -> None:
        for task in [*self._tasks, *self._timers]:
            task.cancel()
        await asyncio.gather(*list(self._tasks), *list(self._timers), return_exceptions=True)

    def _sized(self, namespace: tuple[str, ...], n: int) -> None:
        """Note whether the namespace is too big for its rows to be read whole."""
        tag = ns_tag(namespace)
        if n <= small.SCAN_FIRST:
            self._big.pop(tag, None)
            return
        self._big[tag] = n
        self._big.move_to_end(tag)
        while len(self._big) > BIG_REMEMBERED:
            self._big.popitem(last=False)

    # -- readiness -------------------------------------------------------------------------
    async def _ready(self) -> bool:
        """Whether the memory index has finished indexing (after FT.ALTER added the terms
        field, Redis indexes the existing documents in the background)."""
        if self._index_ready:
            return True
        try:
            raw = await self.backend.client.execute_command(
                "FT.INFO", self.backend.keys.memory_index()
            )
        except ResponseError:
            return False
        info = raw if isinstance(raw, dict) else dict(zip(raw[::2], raw[1::2], strict=False))
        info = {(k.decode() if isinstance(k, bytes) else str(k)): v for k, v in info.items()}
        indexing = info.get("indexing", 0)
        indexing = indexing.decode() if isinstance(indexing, bytes) else indexing
        self._index_ready = str(indexing) in ("0", "0.0")
        return self._index_ready

    # -- recall ----------------------------------------------------------------------------
    async def recall(
        self,
        scope: MemoryScope,
        query: str,
        vector: FloatArray | None | asyncio.Future[FloatArray | None],
        *,
        now_ts: float,
        config: ScoringConfig,
        limit: int,
        time_window_days: float | None = None,
        min_similarity: float | None = None,
        expand_depth: int = 1,
        direction: Direction = "both",
    ) -> tuple[list[Hit], Subgraph | None] | None:
        """The warm path's hits and subgraph for this question, or None when the index
        cannot answer it exactly (then the caller ranks over the loaded copy). `vector` may
        be a future still computing: the first round trip needs no vector and runs meanwhile."""
        if not await self._ready():
            return None
        q_terms = query_terms(query)
        try:
            return await self._recall(
                scope,
                query,
                q_terms,
                vector,
                now_ts=now_ts,
                config=config,
                limit=limit,
                time_window_days=time_window_days,
                min_similarity=min_similarity,
                expand_depth=expand_depth,
                direction=direction,
            )
        except ResponseError as exc:  # an index without the terms field, a missing KNN index
            log.info("cold recall unavailable, ranking over the loaded copy: %s", exc)
            return None

    async def _recall(
        self,
        scope: MemoryScope,
        query: str,
        q_terms: list[str],
        question: FloatArray | None | asyncio.Future[FloatArray | None],
        *,
        now_ts: float,
        config: ScoringConfig,
        limit: int,
        time_window_days: float | None,
        min_similarity: float | None,
        expand_depth: int,
        direction: Direction,
    ) -> tuple[list[Hit], Subgraph | None] | None:
        pending: asyncio.Future[FloatArray | None] | None = None
        vector: FloatArray | None = None
        if isinstance(question, asyncio.Future):
            pending = question
        else:
            vector = question
        vectors = self.backend.vector_model is not None and (
            pending is not None or vector is not None
        )
        partial: Partial | None = None
        to_keep: tuple[small.Read, tuple[Any, Any]] | None = None
        for _ in range(small.TRIES):
            # The probe needs no vector: it runs while the question's vector may still be
            # computing.
            found = await self._search(
                scope, q_terms, None, FIRST_K, FIRST_R, probe=True, vectors=vectors
            )
            if (
                found is not None
                and found.snapshots
                and (found.read is None or found.terms_pending)
            ):
                # No snapshot answered the probe (none, or not of this state, or the namespace
                # is not small): the question's terms, and a small namespace's rows, now.
                outcome = await finish_probe(
                    self.backend, scope, found, q_terms,
                    rows=found.read is None and 0 < found.n <= small.SCAN_FIRST, vectors=vectors,
                )  # fmt: skip
                if outcome == "refuse":
                    return None
                if outcome == "again":
                    continue
            whole = (
                found is not None
                and bool(found.members)
                and (found.n <= small.SCAN_FIRST or found.read is not None)
            )
            if found is not None and whole:
                # A small namespace came whole with it; the work on its rows runs meanwhile too.
                read = found.read
                if read is None:
                    continue  # a write landed while the probe ran: ask again
                model = self.backend.vector_model
                if read.unit is None and not found.snapshot_seen and (vectors or model is None):
                    # Kept once answered (ranking takes the texts out of `read.raw`).
                    to_keep = (dataclasses.replace(read, raw=dict(read.raw)), found.version)
                coll, light = self._rows(scope, found, read, q_terms, query, config)
                partial = prepare(
                    found.full,
                    found.relations,
                    read.relations,
                    read.raw,
                    coll,
                    light,
                    read.relation_ends,
                )
                if pending is not None:
                    vector = await pending
                break
            if pending is not None:
                vector = await pending
            if found is None:
                return None
            if found.n == 0:
                return [], None
            if found.members is None or found.n > small.SCAN_FIRST:
                # Candidates from the index; up to SCAN_MAX, only while the first ones do.
                backfills: list[tuple[str, ...]] = []
                chosen = await candidates(
                    self.backend, scope, found, q_terms, query, vector, now_ts, config, limit,
                    min_similarity, time_window_days, scan_instead=found.members is not None,
                    backfills=backfills,
                )  # fmt: skip
                for namespace in backfills:
                    self._backfill(namespace)
                if chosen is None:
                    return None
                if isinstance(chosen, tuple):
                    found, coll, light = chosen
                    break
            dims = _dims_of(vector, self.backend)
            scanned = await self._scan(scope, found, q_terms, query, dims, config)
            if scanned is not None:
                coll, light = scanned
                break
        else:
            return None  # kept changing under the scan
        if partial is None:
            partial = prepare(found.full, found.relations, None, {}, coll, light)
        result = await settle(
            self.backend,
            scope,
            partial,
            q_terms,
            query,
            vector,
            now_ts=now_ts,
            config=config,
            limit=limit,
            time_window_days=time_window_days,
            min_similarity=min_similarity,
            expand_depth=expand_depth,
            direction=direction,
        )
        if result is not None:
            self.answered += 1
            self.scanned += found.members is not None
            if to_keep is not None:
                self._keep(scope, *to_keep)
            self.refresh(scope, warm=False)
            if self.warm_up:
                self.warm(scope)
        return result

    async def _search(
        self,
        scope: MemoryScope,
        q_terms: list[str],
        vector: FloatArray | None,
        k: int,
        r: int,
        *,
        probe: bool = False,
        vectors: bool = False,
    ) -> Search | None:
        """search.py's `search`; after a probe, the namespace's size is noted (a big one's
        next probe asks for no rows) and documents needing a backfill get one."""
        backfills: list[tuple[str, ...]] = []
        size = self._big.get(ns_tag(scope.entities))  # None: not known to be big
        found = await search(
            self.backend,
            scope,
            q_terms,
            vector,
            k,
            r,
            probe=probe,
            vectors=vectors,
            whole=size is None,
            snapshots=self._snapshot_odds >= 0.5 if self.snapshot_ttl else None,
            beside=bool(self.snapshot_ttl) and size is not None and small.snapshot_sized(size),
            backfills=backfills,
        )
        for namespace in backfills:
            self._backfill(namespace)
        if probe and found is not None:
            self._sized(scope.entities, found.n)
            if found.stale and not found.snapshots:  # read beside a big one's probe
                stale = [self.backend.keys.memory_snapshot(ns) for ns in found.stale]
                self._spawn(self.backend.client.unlink(*stale), "snapshot")
        if found is not None and found.snapshot_seen is not None:
            seen = 1.0 if found.snapshot_seen else 0.0
            self._snapshot_odds += SNAPSHOT_ODDS_RATE * (seen - self._snapshot_odds)
        return found

    def _rows(
        self,
        scope: MemoryScope,
        found: Search,
        read: small.Read,
        q_terms: list[str],
        query: str,
        config: ScoringConfig,
    ) -> tuple[Collection, MutableMapping[str, dict[str, Any]]]:
        """Every entity of a small namespace as a candidate, from the probe's read."""
        rows = small.rows_of(
            read,
            found.candidates,
            q_terms,
            model=self.backend.vector_model,
            types=_names_a_kind(query, config),
        )
        return _as_collection(scope, found, rows)

    async def _scan(
        self,
        scope: MemoryScope,
        found: Search,
        q_terms: list[str],
        query: str,
        dims: int | None,
        config: ScoringConfig,
    ) -> tuple[Collection, MutableMapping[str, dict[str, Any]]] | None:
        """Every entity of a namespace up to SCAN_MAX as a candidate (small.py), with the stored
        vectors of `dims` values (None: none, the question has no vector); None when a write
        landed since the probe read the namespace's version."""
        assert found.members is not None
        b = self.backend
        rows = await small.scan(
            b,
            scope.entities,
            found.members,
            found.version,
            found.candidates,
            q_terms,
            dims=dims,
            types=_names_a_kind(query, config),
        )
        if rows is None:
            return None
        return _as_collection(scope, found, rows)
