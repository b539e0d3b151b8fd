"""A person's first recall on a replica, answered from the Redis index (issue 16).

Ranking normally runs over a copy of the person's whole namespace held in process
(backends/redis_backend.py); building it costs ~0.7 s at 10k memories. Until it exists, recall
runs here instead, and a background task builds the copy for the recalls after it.

The first pipeline (the probe) reads the namespace's version and counts, every entity holding
a term of the question (the exact-terms TAG field `term_tags`, which also gives each term's
document frequency over the person), the self entity, and the members when there are at most
small.SCAN_MAX of them. Then:

0. A small namespace (up to small.SCAN_FIRST entities): every entity is a candidate, read by
   the probe itself (small.py: every entity's row, backends/row_hash.py, and vector, and every
   relation's row) with every record and relation ranking may touch, so step 2's bound is not
   needed and step 3 fetches nothing. The probe needs no vector, so it, building the rows and
   the partial copy (settle.prepare) run while the question is embedded.
1. Otherwise, candidates from the index: the K nearest by vector (KNN over
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

The result equals the warm path's (tests/integration/test_memory_cold_recall.py), except that
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
import logging
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import unquote

import numpy as np
from redis.exceptions import ResponseError

from agents.memory.graph.backends.base import ns_tag
from agents.memory.graph.backends.redis_backend import RedisBackend, escape_tag
from agents.memory.graph.backends.vector_docs import COMPLETE_FIELD, backfill, vector_model_tag
from agents.memory.graph.cold import small
from agents.memory.graph.cold.partial import (
    Candidate,
    candidate_of,
    light_record,
)
from agents.memory.graph.cold.replies import search_rows
from agents.memory.graph.cold.rows import partial_collection
from agents.memory.graph.cold.settle import Partial, prepare, settle
from agents.memory.graph.model import (
    SELF_ID,
    Direction,
    MemoryScope,
    Subgraph,
    parse_time,
    to_ts,
)
from agents.memory.graph.ranking.expand import Hit
from agents.memory.graph.ranking.index import (
    Collection,
    CorpusStats,
    FloatArray,
    pool_size,
    score_rows,
)
from agents.memory.graph.ranking.scoring import ScoringConfig, recency
from agents.memory.graph.ranking.terms import answer_types, query_terms
from agents.storage.keys import encode_part

log = logging.getLogger("agentrt.memory")

LEX_CAP = 2_000  # memories one question term may match before the warm path answers instead
FIRST_K = 64  # nearest neighbours asked first; ×4 per widening
FIRST_R = 0  # most recent asked first (sorting the person's memories costs ~3 ms at 10k)
WIDEN_R = 256  # ... then at least this many, ×4 per widening
WIDENINGS = 3
EPSILON = 1e-5  # Redis computes cosine distances in float32, printed to ~12 digits
BIG_REMEMBERED = 10_000  # namespaces remembered as too big to read whole (LRU)
SCAN: Literal["scan"] = "scan"  # `_candidates`: read the whole (small) namespace instead


def _ts(updated_at: Any) -> float:
    """A record's updated_ts from its ISO `updated_at` (the index prints numbers to 12
    digits; the string gives back the exact float the record holds)."""
    return to_ts(parse_time(updated_at)) if updated_at else 0.0


def _dims_of(vector: FloatArray | None, backend: RedisBackend) -> int | None:
    """The size of stored vectors ranking reads for a question with `vector` (None: none)."""
    return None if vector is None or backend.vector_model is None else int(vector.shape[0])


def _json_str(value: Any) -> str | None:
    return None if value in (None, "", "null") else str(value)


def _names_a_kind(query: str, config: ScoringConfig) -> bool:
    """Whether ranking boosts a kind of answer for this question (rows need their types)."""
    return bool(config.answer_type_boost and answer_types(query))


@dataclass
class _Search:
    """What the index answered for one question about one person."""

    n: int
    relations: int
    df: dict[str, int]
    candidates: dict[str, Candidate]
    knn_k: int = 0
    knn_last: float | None = None  # cosine of the K-th neighbour (None: fewer than K)
    recent_r: int = 0
    recent_last: float | None = None  # updated_ts of the R-th newest (None: fewer than R,
    # or R = 0: not asked)
    vectors: dict[str, Any] = field(default_factory=dict)  # key -> raw bytes
    full: dict[str, dict[str, Any]] = field(default_factory=dict)  # fetched records
    version: tuple[Any, Any] = (None, None)  # (epoch, seq) as read with the counts
    self_read: bool = False  # the self entity's record was asked for (in `full` if it exists)
    members: list[str] | None = None  # every entity, when at most small.SCAN_MAX (probe)
    read: small.Read | None = None  # a small namespace read whole (probe), one state of it


def _kept(lexical: _Search) -> list[str]:
    """The candidates a widened search keeps: those holding a term of the question (or named
    by it) and the self entity."""
    return [
        key for key, c in lexical.candidates.items() if c.terms or c.name or key in lexical.full
    ]


def _as_collection(
    scope: MemoryScope, found: _Search, rows: small.Scanned
) -> tuple[Collection, dict[str, dict[str, Any]]]:
    """Rows read whole (small.py) as a collection ranking reads, with the namespace's counts,
    and their light records by key."""
    stats = CorpusStats(found.n, found.df)
    coll = partial_collection(scope.entities, rows.keys, rows.records, rows.vectors, stats)
    return coll, dict(zip(rows.keys, rows.records, strict=True))


class ColdRecall:
    """Recall from the index while this process has no copy of the person's namespace.

    `warm_up`: after answering, build the copy in the background (off in tests that compare
    the two paths). Background tasks (warm-ups, document backfills) are awaited by
    `wait()` and cancelled by `aclose()`.
    """

    def __init__(self, backend: RedisBackend, *, warm_up: bool = True) -> None:
        self.backend = backend
        self.warm_up = warm_up
        self._tasks: set[asyncio.Task[Any]] = set()
        self._backfills: set[str] = set()
        self._index_ready = False
        # Namespaces last seen over small.SCAN_FIRST entities: their probe asks for no rows
        # (a sample of a big namespace's rows and vectors is ~1 MB read for nothing).
        self._big: OrderedDict[str, None] = OrderedDict()
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

        task = asyncio.get_running_loop().create_task(run())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

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
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*list(self._tasks), return_exceptions=True)

    def _sized(self, namespace: tuple[str, ...], n: int) -> None:
        """Note whether the namespace is too big for its rows to be read whole."""
        tag = ns_tag(namespace)
        if n <= small.SCAN_FIRST:
            self._big.pop(tag, None)
            return
        self._big[tag] = None
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
        for _ in range(small.TRIES):
            # The probe needs no vector: it runs while the question's vector may still be
            # computing.
            found = await self._search(
                scope, q_terms, None, FIRST_K, FIRST_R, probe=True, vectors=vectors
            )
            if found is not None and found.members and found.n <= small.SCAN_FIRST:
                # A small namespace came whole with it; the work on its rows runs meanwhile too.
                if found.read is None:
                    continue  # a write landed while the probe ran: ask again
                read = found.read
                coll, light = self._rows(scope, found, read, q_terms, query, config)
                partial = prepare(
                    found.full, found.relations, read.relations, read.raw, coll, light
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
                chosen = await self._candidates(
                    scope, found, q_terms, query, vector, now_ts, config, limit,
                    min_similarity, time_window_days, scan_instead=found.members is not None,
                )  # fmt: skip
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
            if self.warm_up:
                self.warm(scope)
        return result

    def _rows(
        self,
        scope: MemoryScope,
        found: _Search,
        read: small.Read,
        q_terms: list[str],
        query: str,
        config: ScoringConfig,
    ) -> tuple[Collection, dict[str, dict[str, Any]]]:
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
        found: _Search,
        q_terms: list[str],
        query: str,
        dims: int | None,
        config: ScoringConfig,
    ) -> tuple[Collection, dict[str, dict[str, Any]]] | None:
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

    async def _candidates(
        self,
        scope: MemoryScope,
        found: _Search,
        q_terms: list[str],
        query: str,
        vector: FloatArray | None,
        now_ts: float,
        config: ScoringConfig,
        limit: int,
        min_similarity: float | None,
        time_window_days: float | None,
        *,
        scan_instead: bool,
    ) -> tuple[_Search, Collection, dict[str, dict[str, Any]]] | Literal["scan"] | None:
        """Candidates from the index that surely hold the warm path's candidate pool
        (module doc, steps 1-2), widened until they do; None when they never did. With
        `scan_instead` (the probe has every member), SCAN rather than widening them."""
        k, r = FIRST_K, FIRST_R
        if vector is not None and self.backend.vector_model is not None:
            # The probe asked for no neighbours: ask now.
            knn = await self._search(scope, q_terms, vector, k, r, lexical=found)
            if knn is None:
                return None
            found = knn
        ranged = False
        for _ in range(WIDENINGS + 1):
            coll, light = self._collection(scope, found, q_terms)
            ok, needed = self._exact(
                coll, found, query, vector, now_ts, config, limit, min_similarity, time_window_days
            )
            if ok:
                return found, coll, light
            if scan_instead:
                return SCAN
            if needed is not None and vector is not None and not ranged:
                # Every memory nearer than `needed` makes the bound: ask for exactly those.
                ranged = True
                if await self._nearer_than(scope, found, vector, needed):
                    continue
            if k >= found.n and r >= found.n:
                return None
            k, r = k * 4, max(r * 4, WIDEN_R)
            widened = await self._search(scope, q_terms, vector, k, r, lexical=found)
            if widened is None:
                return None
            found = widened
        return None

    @staticmethod
    def _doc_key(doc_id: str | None, prefix: str) -> str | None:
        if doc_id is None or not doc_id.startswith(prefix):
            return None
        return unquote(doc_id[len(prefix) :])

    async def _search(
        self,
        scope: MemoryScope,
        q_terms: list[str],
        vector: FloatArray | None,
        k: int,
        r: int,
        *,
        lexical: _Search | None = None,
        probe: bool = False,
        vectors: bool = False,
    ) -> _Search | None:
        """One pipeline: version, counts, the question's terms (unless `lexical` has them, then
        the vectors of its candidates), the K nearest with their vectors and the R newest
        (their vectors in a second one). `probe`, the first one: no neighbours nor newest
        yet, but the members when there are few, the self entity's record, and a small
        namespace whole (small.py: every entity's row, and vector when `vectors`, and every
        relation's row), with the versions again at the end."""
        b = self.backend
        ents, rels = scope.entities, scope.relations
        ns = escape_tag(ns_tag(ents))
        index = b.keys.memory_index()
        model = b.vector_model
        use_knn = vector is not None and model is not None and not probe
        r = 0 if probe else r
        n_rows = 0
        pipe: Any
        async with b.client.pipeline(transaction=False) as pipe:
            pipe.hmget(b.keys.memory_version(ents), ["epoch", "seq", COMPLETE_FIELD])
            pipe.scard(b.keys.memory_members(ents))
            pipe.scard(b.keys.memory_members(rels))
            if probe:
                small.queue_members(pipe, b, scope)
                pipe.execute_command("JSON.MGET", b.keys.memory_doc(ents, SELF_ID), "$")
                whole = ns_tag(ents) not in self._big
                n_rows = small.queue_rows(pipe, b, scope, vectors=vectors, whole=whole)
            terms = q_terms if lexical is None else []
            known: list[str] = []  # the kept candidates' vectors, asked beside their neighbours
            if lexical is not None and use_knn:
                known = [key for key in _kept(lexical) if key not in lexical.vectors]
            if known:
                pipe.hmget(b.keys.memory_vectors(ents), known)
            for term in terms:
                tag = escape_tag(encode_part(term))  # as `term_tags` holds it (backends/base.py)
                pipe.execute_command(
                    "FT.SEARCH", index, f"@ns:{{{ns}}} @term_tags:{{{tag}}}",
                    "RETURN", "4", "$.updated_at", "entity_type", "$.vector_model",
                    "$.value.name", "LIMIT", 0, LEX_CAP, "DIALECT", 2,
                )  # fmt: skip
            if use_knn:
                assert vector is not None and model is not None
                query = f"(@ns:{{{ns}}} @vm:{{{escape_tag(vector_model_tag(model))}}})"
                pipe.execute_command(
                    "FT.SEARCH", b.keys.memory_vector_index(int(vector.shape[0])),
                    f"{query}=>[KNN {int(k)} @v $vec AS dist]",
                    "PARAMS", "2", "vec", vector.astype(np.float32).tobytes(),
                    "SORTBY", "dist", "RETURN", "4", "dist", "ts", "ty", "v",
                    "LIMIT", 0, int(k), "DIALECT", 2,
                )  # fmt: skip
            if r:
                pipe.execute_command(
                "FT.SEARCH", index, f"@ns:{{{ns}}}", "SORTBY", "updated_ts", "DESC",
                "RETURN", "3", "$.updated_at", "entity_type", "$.vector_model",
                "LIMIT", 0, int(r), "DIALECT", 2,
            )  # fmt: skip
            if probe:
                small.queue_versions(pipe, b, scope)
            replies = await pipe.execute()
        version, n, n_rel = replies[0], int(replies[1]), int(replies[2])
        epoch, seq, complete = (v.decode() if isinstance(v, bytes) else v for v in version)
        if probe:  # the relations' rows are backfilled with the entities' documents
            # (the probe's sixth reply: version, two counts, members, self, then queue_rows')
            rel_seq, rel_complete = replies[5]
            if rel_seq is not None and (rel_complete is None or int(rel_complete) != int(rel_seq)):
                self._backfill(rels)  # meanwhile, relations are fetched as ranking reads them
        if epoch is None or n == 0:
            return _Search(0, int(n_rel), {}, {})
        if complete is None or int(complete) != int(seq or 0):
            self._backfill(ents)  # written before these documents existed, or by older code
            return None
        doc_prefix = b.keys.memory_doc_prefix() + ns_tag(ents) + ":"
        found = _Search(n, n_rel, {}, {}, version=(epoch, seq))
        at = 3
        if probe:
            found.members = small.members_of(replies[at], n)
            me = b.parse_record(replies[at + 1][0])
            if me is not None:
                found.full[SELF_ID] = me
            found.self_read = True
            rows = replies[at + 2 : at + 2 + n_rows]
            at += 2 + n_rows
            self._sized(ents, n)
            if whole and found.members is not None and n <= small.SCAN_FIRST:
                found.read = small.read_rows(
                    rows, replies[-2:], found.version, n, n_rel, vectors=vectors
                )
        if lexical is not None:
            found.df = lexical.df
            found.full, found.self_read = lexical.full, lexical.self_read
            found.candidates = {key: lexical.candidates[key] for key in _kept(lexical)}
            found.vectors = {k: v for k, v in lexical.vectors.items() if k in found.candidates}
        if known:
            found.vectors.update(zip(known, replies[at], strict=True))
            at += 1
        for term in terms:
            total, rows = search_rows(replies[at])
            at += 1
            if total > LEX_CAP:
                return None
            found.df[term] = total
            for doc_id, attrs in rows:
                key = self._doc_key(doc_id, doc_prefix)
                if key is None:
                    continue
                c = found.candidates.get(key)
                if c is None:
                    c = found.candidates[key] = Candidate(
                        ts=_ts(attrs.get("$.updated_at")),
                        entity_type=str(attrs.get("entity_type") or ""),
                        vector_model=_json_str(attrs.get("$.vector_model")),
                        name=attrs.get("$.value.name"),
                    )
                c.terms.add(term)
        if use_knn:
            total, rows = search_rows(replies[at], binary="v")
            at += 1
            vdoc_prefix = b.keys.memory_vector_doc_prefix() + ns_tag(ents) + ":"
            found.knn_k = k
            for doc_id, attrs in rows:
                key = self._doc_key(doc_id, vdoc_prefix)
                if key is None:
                    continue
                if key not in found.candidates:
                    found.candidates[key] = Candidate(
                        ts=float(attrs.get("ts") or 0.0),
                        entity_type=str(attrs.get("ty") or ""),
                        vector_model=model,
                        listed=False,
                    )
                # The doc's copy of the stored vector (written with it, vector_docs.py).
                found.vectors.setdefault(key, attrs.get("v"))
            if len(rows) >= k and rows:
                found.knn_last = 1.0 - float(rows[-1][1].get("dist") or 0.0)
        rows = search_rows(replies[at])[1] if r else []
        found.recent_r = r
        for doc_id, attrs in rows:
            key = self._doc_key(doc_id, doc_prefix)
            if key is not None and key not in found.candidates:
                found.candidates[key] = Candidate(
                    ts=_ts(attrs.get("$.updated_at")),
                    entity_type=str(attrs.get("entity_type") or ""),
                    vector_model=_json_str(attrs.get("$.vector_model")),
                )
        if r and len(rows) >= r:
            found.recent_last = _ts(rows[-1][1].get("$.updated_at"))
        if SELF_ID in found.full:
            found.candidates.setdefault(SELF_ID, candidate_of(found.full[SELF_ID], q_terms))
        if not probe:  # vectors count only for a question that has one
            keys = [SELF_ID, *found.candidates] if use_knn else []
            await self._complete(scope, found, q_terms, keys)
        return found

    async def _complete(
        self, scope: MemoryScope, found: _Search, q_terms: list[str], keys: Iterable[str]
    ) -> None:
        """Fetch the vectors of candidates that have one (and the self entity's record,
        unless the probe found it)."""
        b = self.backend
        want = [k for k in dict.fromkeys(keys) if k not in found.vectors]
        fetch_self = not found.self_read
        if not want and not fetch_self:
            return
        async with b.client.pipeline(transaction=False) as pipe:
            if want:
                pipe.hmget(b.keys.memory_vectors(scope.entities), want)
            if fetch_self:
                pipe.execute_command("JSON.MGET", b.keys.memory_doc(scope.entities, SELF_ID), "$")
            replies = await pipe.execute()
        for key, raw in zip(want, replies[0] if want else [], strict=True):
            found.vectors[key] = raw
        if fetch_self:
            found.self_read = True
            me = b.parse_record(replies[-1][0])
            if me is not None:
                found.full[SELF_ID] = me
                found.candidates.setdefault(SELF_ID, candidate_of(me, q_terms))
        # A KNN hit whose vector is gone was deleted meanwhile (or its doc is stale).
        for key in [k for k, c in found.candidates.items() if not c.listed]:
            if found.vectors.get(key) is None:
                del found.candidates[key]

    def _collection(
        self, scope: MemoryScope, found: _Search, q_terms: list[str]
    ) -> tuple[Collection, dict[str, dict[str, Any]]]:
        """The candidates as a collection ranking can read, with the namespace's counts."""
        keys = sorted(found.candidates)
        records = [light_record(found.candidates[key], q_terms) for key in keys]
        model = self.backend.vector_model
        raws = [
            found.vectors.get(key) if model and record["vector_model"] == model else None
            for key, record in zip(keys, records, strict=True)
        ]
        stats = CorpusStats(found.n, found.df)
        coll = partial_collection(scope.entities, keys, records, raws, stats)
        return coll, dict(zip(keys, records, strict=True))

    def _exact(
        self,
        coll: Collection,
        found: _Search,
        query: str,
        vector: FloatArray | None,
        now_ts: float,
        config: ScoringConfig,
        limit: int,
        min_similarity: float | None,
        time_window_days: float | None,
    ) -> tuple[bool, float | None]:
        """Whether the candidates surely hold the warm path's candidate pool (module doc);
        if not, the cosine above which every memory would have to be a candidate for them
        to (None when no cosine would do)."""
        if len(coll) >= found.n:
            return True, None  # every memory of the person is a candidate
        if found.recent_r and found.recent_last is None:
            return True, None  # fewer than R memories: all of them were listed
        if vector is not None and self.backend.vector_model is not None and not found.knn_k:
            return False, None
        s = score_rows(
            coll,
            query,
            vector,
            now_ts=now_ts,
            config=config,
            time_window_days=time_window_days,
            min_similarity=min_similarity,
        )
        boost = config.answer_type_boost if answer_types(query) else 0.0
        dense = 0.0
        if vector is not None and found.knn_last is not None:
            dense = min(1.0, max(0.0, found.knn_last) + EPSILON)
        sim = dense + boost * (1.0 - dense)
        if sim < s.floor:
            return True, None  # no other memory reaches the similarity floor
        w = config.recency_weight
        rec = 1.0  # the newest were not asked for: an outsider may be brand new
        if found.recent_last is not None:
            rec = min(1.0, recency(found.recent_last, now_ts, config.half_life_days) + EPSILON)
        bound = (1.0 - w) * sim + w * rec
        pool = pool_size(found.n, limit)
        scores = np.sort(s.score[s.eligible])[::-1]
        if len(scores) >= pool and scores[pool - 1] > bound + EPSILON:
            return True, None
        # The similarity a memory outside the candidates may have at most: below the floor,
        # or low enough that even as new as the R-th newest it scores under the pool's last.
        target = s.floor - 2 * EPSILON
        if len(scores) >= pool and w < 1.0:
            target = max(target, (scores[pool - 1] - 2 * EPSILON - w * rec) / (1.0 - w))
        needed = (target - boost) / (1.0 - boost) - EPSILON if boost < 1.0 else -1.0
        return False, (float(needed) if needed > 0.0 else None)

    async def _nearer_than(
        self, scope: MemoryScope, found: _Search, vector: FloatArray, cosine: float
    ) -> bool:
        """Add every memory whose vector is nearer than `cosine` (a range query) to the
        candidates; False when there are more than LEX_CAP of them."""
        b = self.backend
        model = b.vector_model
        if model is None:
            return False
        ns = escape_tag(ns_tag(scope.entities))
        query = (
            f"@ns:{{{ns}}} @vm:{{{escape_tag(vector_model_tag(model))}}} "
            "@v:[VECTOR_RANGE $radius $vec]=>{$YIELD_DISTANCE_AS: dist}"
        )
        reply = await b.client.execute_command(
            "FT.SEARCH", b.keys.memory_vector_index(int(vector.shape[0])), query,
            "PARAMS", "4", "radius", repr(1.0 - float(cosine)),
            "vec", vector.astype(np.float32).tobytes(),
            "RETURN", "3", "ts", "ty", "v", "LIMIT", 0, LEX_CAP, "DIALECT", 2,
        )  # fmt: skip
        total, rows = search_rows(reply, binary="v")
        if total > LEX_CAP:
            return False
        prefix = b.keys.memory_vector_doc_prefix() + ns_tag(scope.entities) + ":"
        added = []
        for doc_id, attrs in rows:
            key = self._doc_key(doc_id, prefix)
            if key is not None and key not in found.candidates:
                found.candidates[key] = Candidate(
                    ts=float(attrs.get("ts") or 0.0),
                    entity_type=str(attrs.get("ty") or ""),
                    vector_model=model,
                    listed=False,
                )
                found.vectors.setdefault(key, attrs.get("v"))
                added.append(key)
        if found.knn_last is not None:  # None: the K nearest were all there is already
            found.knn_last = min(found.knn_last, cosine)
        await self._complete(scope, found, [], added)
        return True
