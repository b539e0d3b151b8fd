"""Candidates from the index for a namespace too big to read whole (recall.py, steps 1-2).

The K nearest by vector and the R most recently updated beside the question's term matches
(search.py) are scored with the warm path's own code; when at least `pool` of them score
above what any entity outside them could reach (`_exact`), they hold the warm path's whole
candidate pool. Otherwise K and R grow (or a range query asks for every memory nearer than
the cosine that would do), a few times, then the warm path answers.
"""

from __future__ import annotations

from typing import Any, Literal

import numpy as np

from agents.memory.graph.backends.base import ns_tag
from agents.memory.graph.backends.redis_backend import RedisBackend, escape_tag
from agents.memory.graph.backends.vector_docs import vector_model_tag
from agents.memory.graph.cold.partial import Candidate, light_record
from agents.memory.graph.cold.replies import search_rows
from agents.memory.graph.cold.rows import partial_collection
from agents.memory.graph.cold.search import LEX_CAP, Search, doc_key, fetch_vectors, search
from agents.memory.graph.model import MemoryScope
from agents.memory.graph.ranking.index import (
    Collection,
    CorpusStats,
    FloatArray,
    pool_size,
    score_rows,
)
from agents.memory.graph.ranking.scoring import ScoringConfig, recency
from agents.memory.graph.ranking.terms import answer_types

FIRST_K = 64  # nearest neighbours asked first; ×4 per widening
FIRST_R = 0  # most recent asked first (sorting the person's memories costs ~3 ms at 10k)
WIDEN_R = 256  # ... then at least this many, ×4 per widening
WIDENINGS = 3
EPSILON = 1e-5  # Redis computes cosine distances in float32, printed to ~12 digits
SCAN: Literal["scan"] = "scan"  # `candidates`: read the whole (small) namespace instead


async def candidates(
    b: RedisBackend,
    scope: MemoryScope,
    found: Search,
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
    backfills: list[tuple[str, ...]],
) -> tuple[Search, Collection, dict[str, dict[str, Any]]] | Literal["scan"] | None:
    """Candidates from the index that surely hold the warm path's candidate pool
    (module doc, steps 1-2), widened until they do; None when they never did. With
    `scan_instead` (the probe has every member), SCAN rather than widening them. Namespaces
    whose documents need a backfill first are added to `backfills`."""
    k, r = FIRST_K, FIRST_R
    if vector is not None and b.vector_model is not None:
        # The probe asked for no neighbours: ask now.
        knn = await search(b, scope, q_terms, vector, k, r, lexical=found, backfills=backfills)
        if knn is None:
            return None
        found = knn
    ranged = False
    for _ in range(WIDENINGS + 1):
        coll, light = collection(b, scope, found, q_terms)
        ok, needed = _exact(
            b, coll, found, query, vector, now_ts, config, limit, min_similarity, time_window_days
        )
        if ok:
            return found, coll, light
        if scan_instead:
            return SCAN
        if needed is not None and vector is not None and not ranged:
            # Every memory nearer than `needed` makes the bound: ask for exactly those.
            ranged = True
            if await _nearer_than(b, scope, found, vector, needed):
                continue
        if k >= found.n and r >= found.n:
            return None
        k, r = k * 4, max(r * 4, WIDEN_R)
        widened = await search(b, scope, q_terms, vector, k, r, lexical=found, backfills=backfills)
        if widened is None:
            return None
        found = widened
    return None


def collection(
    b: RedisBackend, scope: MemoryScope, found: Search, q_terms: list[str]
) -> tuple[Collection, dict[str, dict[str, Any]]]:
    """The candidates as a collection ranking can read, with the namespace's counts."""
    keys = sorted(found.candidates)
    records = [light_record(found.candidates[key], q_terms) for key in keys]
    model = b.vector_model
    raws = [
        found.vectors.get(key) if model and record["vector_model"] == model else None
        for key, record in zip(keys, records, strict=True)
    ]
    stats = CorpusStats(found.n, found.df)
    coll = partial_collection(scope.entities, keys, records, raws, stats)
    return coll, dict(zip(keys, records, strict=True))


def _exact(
    b: RedisBackend,
    coll: Collection,
    found: Search,
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
    if vector is not None and b.vector_model is not None and not found.knn_k:
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
    b: RedisBackend, scope: MemoryScope, found: Search, vector: FloatArray, cosine: float
) -> bool:
    """Add every memory whose vector is nearer than `cosine` (a range query) to the
    candidates; False when there are more than LEX_CAP of them."""
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
        key = doc_key(doc_id, prefix)
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
    await fetch_vectors(b, scope, found, [], added)
    return True
