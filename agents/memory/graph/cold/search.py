"""The cold path's searches: one pipeline to the index per step (recall.py's module doc).

`search` asks for the namespace's version and counts, every entity holding a term of the
question (the exact-terms TAG field `term_tags`, with each term's document frequency), the K
nearest by vector and the R most recently updated; the first one (the probe) also for the
members when there are few, the self entity's record and a small namespace whole (small.py).
`fetch_vectors` fetches the candidates' vectors, `Search` holds what the index answered.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import unquote

import numpy as np

from agents.memory.graph.backends.base import ns_tag
from agents.memory.graph.backends.redis_backend import RedisBackend, escape_tag
from agents.memory.graph.backends.vector_docs import COMPLETE_FIELD, vector_model_tag
from agents.memory.graph.cold import small, snapshot
from agents.memory.graph.cold.partial import Candidate, candidate_of
from agents.memory.graph.cold.replies import search_rows
from agents.memory.graph.model import SELF_ID, MemoryScope, parse_time, to_ts
from agents.memory.graph.ranking.index import FloatArray
from agents.storage.keys import encode_part

LEX_CAP = 2_000  # memories one question term may match before the warm path answers instead


def _ts(updated_at: Any) -> float:
    """A record's updated_ts from its ISO `updated_at` (the index prints numbers to 12
    digits; the string gives back the exact float the record holds)."""
    return to_ts(parse_time(updated_at)) if updated_at else 0.0


def _json_str(value: Any) -> str | None:
    return None if value in (None, "", "null") else str(value)


@dataclass
class Search:
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
    # The probe asked for the namespace's snapshots (snapshot.py); whether they were there
    # (with snapshots False: whether the entities' one exists). None: not asked about.
    snapshots: bool = False
    snapshot_seen: bool | None = None
    stale: list[tuple[str, ...]] = field(default_factory=list)  # namespaces whose snapshot
    # is of another state than the one read (snapshot.stale)
    terms_pending: bool = False  # the probe asked for snapshots, not the question's terms,
    # and no snapshot answered them: `finish_probe` asks


def kept(lexical: Search) -> list[str]:
    """The candidates a widened search keeps: those holding a term of the question (or named
    by it) and the self entity."""
    return [
        key for key, c in lexical.candidates.items() if c.terms or c.name or key in lexical.full
    ]


def doc_key(doc_id: str | None, prefix: str) -> str | None:
    if doc_id is None or not doc_id.startswith(prefix):
        return None
    return unquote(doc_id[len(prefix) :])


async def search(
    b: RedisBackend,
    scope: MemoryScope,
    q_terms: list[str],
    vector: FloatArray | None,
    k: int,
    r: int,
    *,
    lexical: Search | None = None,
    probe: bool = False,
    vectors: bool = False,
    whole: bool = True,
    snapshots: bool | None = None,
    beside: bool = False,
    backfills: list[tuple[str, ...]] | None = None,
) -> Search | None:
    """One pipeline: version, counts, the question's terms (unless `lexical` has them, then
    the vectors of its candidates), the K nearest with their vectors and the R newest
    (their vectors in a second one). `probe`, the first one: no neighbours nor newest
    yet, but the members when there are few, the self entity's record, and a small
    namespace whole when `whole` (small.py: every entity's row, and vector when `vectors`,
    and every relation's row; with `snapshots` True, the namespace's snapshots instead, and
    with False, whether the entities' one exists), with the versions again at the end.
    `beside`: a namespace known to be over SCAN_FIRST (not `whole`) whose snapshots may
    exist (up to SNAPSHOT_MAX): the probe asks for them beside what it asks of a big one,
    and one of this state is read as a small namespace's. Namespaces whose documents need a
    backfill first are added to `backfills`."""
    backfills = [] if backfills is None else backfills
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
        # Asking for snapshots, the probe leaves the members, the self entity and the terms
        # to them (or to `finish_probe`).
        asked = probe and whole and bool(snapshots)
        beside = probe and beside and not whole
        later = asked
        if probe:
            if not asked:
                small.queue_members(pipe, b, scope)
                pipe.execute_command("JSON.MGET", b.keys.memory_doc(ents, SELF_ID), "$")
            if asked or beside:
                n_rows = snapshot.queue(pipe, b.keys, scope)
            else:
                n_rows = small.queue_rows(pipe, b, scope, vectors=vectors, whole=whole)
                if whole and snapshots is not None:
                    pipe.exists(b.keys.memory_snapshot(ents))
                    n_rows += 1
        terms = q_terms if lexical is None and not later else []
        known: list[str] = []  # the kept candidates' vectors, asked beside their neighbours
        if lexical is not None and use_knn:
            known = [key for key in kept(lexical) if key not in lexical.vectors]
        if known:
            pipe.hmget(b.keys.memory_vectors(ents), known)
        _queue_terms(pipe, b, scope, terms)
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
        # (the probe's reply after version, two counts (members, self): queue_rows' first)
        rel_seq, rel_complete, _ = replies[3 if asked else 5]
        if rel_seq is not None and (rel_complete is None or int(rel_complete) != int(rel_seq)):
            backfills.append(rels)  # meanwhile, relations are fetched as ranking reads them
    if epoch is None or n == 0:
        return Search(0, int(n_rel), {}, {})
    if complete is None or int(complete) != int(seq or 0):
        backfills.append(ents)  # written before these documents existed, or by older code
        return None
    doc_prefix = b.keys.memory_doc_prefix() + ns_tag(ents) + ":"
    found = Search(n, n_rel, {}, {}, version=(epoch, seq), snapshots=asked)
    at = 3
    if probe and asked:
        rows = replies[at : at + n_rows]
        at += n_rows
        if small.snapshot_sized(n):
            found.read = snapshot.read_of(
                rows, replies[-2:], found.version, n, n_rel,
                model=b.vector_model, vectors=vectors,
            )  # fmt: skip
        found.snapshot_seen = found.read is not None
        if found.read is None:  # one left by a replica whose writes do not delete it
            found.stale = snapshot.stale(rows, replies[-2:], scope)
        if found.read is not None and found.read.postings is not None:
            found.members = found.read.members
            me = b.parse_record(found.read.raw.get(SELF_ID))
            if me is not None:
                found.full[SELF_ID] = me
            found.self_read = True
            _terms_of_snapshot(found, found.read, q_terms)
            later = False
        else:
            found.read = None
    elif probe:
        found.members = small.members_of(replies[at], n)
        me = b.parse_record(replies[at + 1][0])
        if me is not None:
            found.full[SELF_ID] = me
        found.self_read = True
        rows = replies[at + 2 : at + 2 + n_rows]
        at += 2 + n_rows
        if beside and small.snapshot_sized(n):
            read = snapshot.read_of(
                rows, replies[-2:], found.version, n, n_rel,
                model=b.vector_model, vectors=vectors,
            )  # fmt: skip
            if read is not None and read.postings is not None:
                found.read, found.members = read, read.members  # the index's terms: the same
            elif read is None:
                found.stale = snapshot.stale(rows, replies[-2:], scope)
        elif whole and found.members is not None and n <= small.SCAN_FIRST:
            if snapshots is not None:
                found.snapshot_seen = bool(rows[-1])
                rows = rows[:-1]
            found.read = small.read_rows(
                rows, replies[-2:], found.version, n, n_rel, vectors=vectors
            )
    if lexical is not None:
        found.df = lexical.df
        found.full, found.self_read = lexical.full, lexical.self_read
        found.candidates = {key: lexical.candidates[key] for key in kept(lexical)}
        found.vectors = {k: v for k, v in lexical.vectors.items() if k in found.candidates}
    if known:
        found.vectors.update(zip(known, replies[at], strict=True))
        at += 1
    found.terms_pending = later and bool(q_terms)
    if not _add_terms(found, terms, replies[at : at + len(terms)], doc_prefix):
        return None
    at += len(terms)
    if use_knn:
        total, rows = search_rows(replies[at], binary="v")
        at += 1
        vdoc_prefix = b.keys.memory_vector_doc_prefix() + ns_tag(ents) + ":"
        found.knn_k = k
        for doc_id, attrs in rows:
            key = doc_key(doc_id, vdoc_prefix)
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
        key = doc_key(doc_id, doc_prefix)
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
        await fetch_vectors(b, scope, found, q_terms, keys)
    return found


def _queue_terms(pipe: Any, b: RedisBackend, scope: MemoryScope, terms: list[str]) -> None:
    """Every entity holding each term, with the fields a candidate needs (`_add_terms`)."""
    ns = escape_tag(ns_tag(scope.entities))
    index = b.keys.memory_index()
    for term in terms:
        tag = escape_tag(encode_part(term))  # as `term_tags` holds it (backends/base.py)
        pipe.execute_command(
            "FT.SEARCH", index, f"@ns:{{{ns}}} @term_tags:{{{tag}}}",
            "RETURN", "4", "$.updated_at", "entity_type", "$.vector_model",
            "$.value.name", "LIMIT", 0, LEX_CAP, "DIALECT", 2,
        )  # fmt: skip


def _add_terms(found: Search, terms: list[str], replies: list[Any], doc_prefix: str) -> bool:
    """Each term's document frequency and the candidates holding it, from `_queue_terms`'
    replies; False when a term is held by more than LEX_CAP memories."""
    for term, reply in zip(terms, replies, strict=True):
        total, rows = search_rows(reply)
        if total > LEX_CAP:
            return False
        found.df[term] = total
        for doc_id, attrs in rows:
            key = doc_key(doc_id, doc_prefix)
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
    return True


def _terms_of_snapshot(found: Search, read: small.Read, q_terms: list[str]) -> None:
    """What `_add_terms` would find, from a snapshot's postings: the same entities hold the
    same terms (the index's `term_tags` are the records' terms)."""
    assert read.postings is not None and read.names is not None
    for term in q_terms:
        rows = read.postings.get(term, ())
        found.df[term] = len(rows)
        for i in rows:
            key = read.members[i]
            c = found.candidates.get(key)
            if c is None:
                c = found.candidates[key] = Candidate(
                    ts=float(read.stamps[i] or 0.0),
                    entity_type=str(read.kinds[i] or ""),
                    vector_model=read.models[i],
                    name=read.names[i],
                )
            c.terms.add(term)


async def finish_probe(
    b: RedisBackend,
    scope: MemoryScope,
    found: Search,
    q_terms: list[str],
    *,
    rows: bool,
    vectors: bool,
) -> Literal["done", "again", "refuse"]:
    """A second round trip for what a probe that asked for snapshots did not get: the
    question's terms and (`rows`: a small namespace whose snapshot was not there) its rows.
    "again": the namespace moved since the probe; "refuse": a term is too common."""
    ents = scope.entities
    pipe: Any
    async with b.client.pipeline(transaction=False) as pipe:
        count = small.queue_rows(pipe, b, scope, vectors=vectors) if rows else 0
        _queue_terms(pipe, b, scope, q_terms)
        if not found.self_read:  # a probe that asked for snapshots left these too
            small.queue_members(pipe, b, scope)
            pipe.execute_command("JSON.MGET", b.keys.memory_doc(ents, SELF_ID), "$")
        small.queue_versions(pipe, b, scope)
        if found.stale:  # before this replica writes its own (recall.py)
            pipe.unlink(*[b.keys.memory_snapshot(namespace) for namespace in found.stale])
        replies = await pipe.execute()
        if found.stale:
            replies.pop()
    versions = replies[-2:]
    if not found.self_read:
        found.members = small.members_of(replies[-4], found.n)
        me = b.parse_record(replies[-3][0])
        if me is not None:
            found.full[SELF_ID] = me
        found.self_read = True
    if rows:
        read = small.read_rows(
            replies[:count], versions, found.version, found.n, found.relations, vectors=vectors
        )
        if read is None:
            return "again"
        found.read = read
    elif small.version_of(versions[0]) != tuple(found.version):
        return "again"
    prefix = b.keys.memory_doc_prefix() + ns_tag(scope.entities) + ":"
    if not _add_terms(found, q_terms, replies[count : count + len(q_terms)], prefix):
        return "refuse"
    if SELF_ID in found.full:
        found.candidates.setdefault(SELF_ID, candidate_of(found.full[SELF_ID], q_terms))
    found.terms_pending = False
    return "done"


async def fetch_vectors(
    b: RedisBackend, scope: MemoryScope, found: Search, q_terms: list[str], keys: Iterable[str]
) -> None:
    """Fetch the vectors of candidates that have one (and the self entity's record,
    unless the probe found it)."""
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
