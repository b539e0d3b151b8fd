"""One namespace's memories in process, and the recall ranking over them.

Both backends rank with this code: the in-memory twin keeps its data here, the Redis backend
keeps a copy per namespace, checked against the namespace's write counter on every read and
caught up from its change log. Recall is then exact (every memory of the person is scored,
decay included) and costs one Redis round trip.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt
from threadpoolctl import ThreadpoolController

from agents.memory.graph.model import (
    SELF_ID,
    Direction,
    Entity,
    Relation,
    Subgraph,
    properties_bytes,
)
from agents.memory.graph.ranking.expand import Expansion, Hit
from agents.memory.graph.ranking.scoring import (
    DAY,
    ScoreParts,
    ScoringConfig,
    final_score,
    hybrid_similarity_array,
    rank_score,
    recency_array,
)
from agents.memory.graph.ranking.terms import (
    answer_types,
    asks_for_name,
    doc_terms,
    is_number,
    query_terms,
)

FloatArray = npt.NDArray[np.float32]
# A single BLAS thread: a mat-vec over a few thousand rows is faster without thread hand-off,
# and a server shares its cores with other requests.
_BLAS = ThreadpoolController()
NAME_HIT = 0.9  # lexical score of a memory whose whole name appears in the question
# What a Collection holds in process, estimated without serializing it: fitted with tracemalloc
# on records as a backend reads them back (dicts, strings, term sets and postings): about
# 4.5 KB per record, 220 bytes per indexed term and twice the text it stores, plus the arrays
# (vectors: rows x dims x 4 bytes). tests/unit/recall/test_collection_bytes.py keeps it within 1.6x.
RECORD_BYTES = 4_500
TERM_BYTES = 220
TAG_BYTES = 80  # a `term_tags` value: a short string in a list, no posting
TEXT_FACTOR = 2
COLLECTION_BYTES = 8_000  # an empty Collection: its dicts, sets and 16-row arrays


# The lists a stored record holds for the search index, as tuples in a collection: a dict of
# strings, numbers and tuples of strings is one the garbage collector stops tracking, so a
# cache of many people's copies does not make every full collection walk each record (with
# lists, 200 memories and 100 relations were ~3,300 tracked objects: ~1.9 ms of every full
# collection per cached person; tests/unit/recall/test_collection_gc.py).
INDEX_LISTS = ("nsp", "namespace", "terms", "term_tags", "tq")


def settled(record: dict[str, Any]) -> dict[str, Any]:
    """`record` with its INDEX_LISTS as tuples (a copy when one was a list)."""
    if not any(type(record.get(name)) is list for name in INDEX_LISTS):
        return record
    out = dict(record)
    for name in INDEX_LISTS:
        if type(out.get(name)) is list:
            out[name] = tuple(out[name])
    return out


def _distinct(terms: Iterable[str]) -> tuple[str, ...]:
    """Terms once each, in order (a tuple of strings: untracked by the collector, unlike a
    frozenset)."""
    return tuple(dict.fromkeys(terms))


def record_sizes(record: dict[str, Any]) -> tuple[int, int]:
    """(property bytes, estimated bytes in process) of one stored record."""
    value = record.get("value") or {}
    kind = record.get("kind")
    if not value and kind == "entity" and not record.get("terms") and not record.get("tq"):
        # What the cold path scores from index fields alone (cold/rows.py), a few hundred
        # at a time: the sum below, with every part zero.
        return 0, RECORD_BYTES + TAG_BYTES * len(record.get("term_tags") or ())
    if kind in ("entity", "relation"):
        props = properties_bytes(value.get("properties"))
        text = len(str(value.get("name") or "")) + len(str(value.get("description") or ""))
        text += props
    else:  # a plain BaseStore item: any JSON
        props = 0
        text = len(json.dumps(value, ensure_ascii=False, default=str))
    terms = len(record.get("terms") or ()) + len(record.get("tq") or ())
    tags = len(record.get("term_tags") or ())
    return props, RECORD_BYTES + TERM_BYTES * terms + TAG_BYTES * tags + TEXT_FACTOR * text


def as_vector(raw: bytes | bytearray | memoryview | Iterable[float] | None) -> FloatArray | None:
    """A unit float32 vector from stored bytes or a list; None for empty/zero vectors."""
    if raw is None:
        return None
    if isinstance(raw, bytes | bytearray | memoryview):
        vec = np.frombuffer(bytes(raw), dtype=np.float32)
    else:
        vec = np.asarray(list(raw), dtype=np.float32)
    if vec.size == 0:
        return None
    norm = float(np.linalg.norm(vec))
    if not math.isfinite(norm) or norm == 0.0:
        return None
    out: FloatArray = (vec / norm).astype(np.float32)
    return out


@dataclass(frozen=True)
class CorpusStats:
    """Counts over a whole namespace for a collection holding only some of its items (the
    cold path's candidates): lexical weights must be the namespace's, not the candidates'."""

    total: int  # items in the namespace
    df: Mapping[str, int]  # term -> items whose terms contain it (every term of the question)


class _View:
    """What ranking reads: aligned arrays over the collection's rows, and term postings."""

    def __init__(self, coll: Collection) -> None:
        n = len(coll.keys)
        # Items ranking counts for lexical weights and the candidate pool: the rows here,
        # unless the collection holds only candidates fetched from the index (cold/recall.py).
        self._stats = coll.stats
        self.total = n if coll.stats is None else coll.stats.total
        self.keys = coll.keys
        self.row = coll.row
        self.vectors = coll._vec[:n] if coll._vec is not None else None
        self.has_vector = coll._has[:n]
        self.updated_ts = coll._ts[:n]
        self.name_len = coll._name_len[:n]
        self._postings = coll._postings
        self._name_postings = coll._name_postings
        self._type_rows = coll._type_rows

    def type_rows(self, kind: str) -> npt.NDArray[np.int64] | None:
        rows = self._type_rows.get(kind)
        return np.fromiter(rows, dtype=np.int64, count=len(rows)) if rows else None

    def postings(self, term: str) -> npt.NDArray[np.int64] | None:
        rows = self._postings.get(term)
        return np.fromiter(rows, dtype=np.int64, count=len(rows)) if rows else None

    def name_postings(self, term: str) -> npt.NDArray[np.int64] | None:
        rows = self._name_postings.get(term)
        return np.fromiter(rows, dtype=np.int64, count=len(rows)) if rows else None

    def df(self, term: str) -> int:
        if self._stats is not None:
            return self._stats.df.get(term, 0)
        return len(self._postings.get(term, ()))


class Collection:
    """The items of one namespace: stored records, and the arrays ranking reads.

    Kept current write by write (a row per item; a delete moves the last row into the gap),
    so a write costs the item's terms, never a rebuild of the namespace. Running totals of
    the items' property bytes (the per-person cap) and of an estimate of the memory held (the
    Redis backend's cache bound) are kept the same way.
    """

    def __init__(self, namespace: tuple[str, ...]) -> None:
        self.namespace = namespace
        self.records: MutableMapping[str, dict[str, Any]] = {}
        self.keys: list[str] = []
        self.row: dict[str, int] = {}
        self._dim = 0
        self._vec: FloatArray | None = None
        self._has = np.zeros(16, dtype=bool)
        self._ts = np.zeros(16, dtype=np.float64)
        self._name_len = np.zeros(16, dtype=np.int64)
        self._terms: dict[str, tuple[str, ...]] = {}  # each key's distinct terms
        self._names: dict[str, tuple[str, ...]] = {}  # ... and its name's
        self._postings: dict[str, set[int]] = defaultdict(set)
        self._name_postings: dict[str, set[int]] = defaultdict(set)
        self._type_rows: dict[str, set[int]] = defaultdict(set)
        self._types: dict[str, str] = {}
        self._out: dict[str, set[str]] = defaultdict(set)
        self._in: dict[str, set[str]] = defaultdict(set)
        self._sizes: dict[str, tuple[int, int]] = {}  # key -> record_sizes(record)
        self.property_bytes = 0
        self.record_bytes = 0
        self.stats: CorpusStats | None = None  # set on a partial collection (cold/recall.py)

    def __len__(self) -> int:
        return len(self.records)

    def _grow(self, need: int) -> None:
        cap = self._has.shape[0]
        if need <= cap:
            return
        new = max(need, cap * 2)
        self._has = np.resize(self._has, new)
        self._ts = np.resize(self._ts, new)
        self._name_len = np.resize(self._name_len, new)
        if self._vec is not None:
            grown = np.zeros((new, self._dim), dtype=np.float32)
            grown[: self._vec.shape[0]] = self._vec
            self._vec = grown

    def _index(self, key: str, i: int) -> None:
        for t in self._terms[key]:
            self._postings[t].add(i)
        for t in self._names[key]:
            self._name_postings[t].add(i)
        if self._types.get(key):
            self._type_rows[self._types[key]].add(i)

    def _unindex(self, key: str, i: int) -> None:
        for table, terms in (
            (self._postings, self._terms[key]),
            (self._name_postings, self._names[key]),
        ):
            for t in terms:
                rows = table.get(t)
                if rows is not None:
                    rows.discard(i)
                    if not rows:
                        del table[t]
        kind = self._types.get(key)
        if kind and kind in self._type_rows:
            self._type_rows[kind].discard(i)

    def _link(self, key: str, record: dict[str, Any], add: bool) -> None:
        if record.get("kind") != "relation":
            return
        value = record.get("value") or {}
        src, dst = str(value.get("source_id")), str(value.get("target_id"))
        if add:
            self._out[src].add(key)
            self._in[dst].add(key)
            return
        for table, end in ((self._out, src), (self._in, dst)):
            keys = table.get(end)
            if keys is not None:
                keys.discard(key)
                if not keys:
                    del table[end]

    @property
    def approx_bytes(self) -> int:
        """Estimated bytes this collection holds in process (records, index, arrays)."""
        arrays = self._has.nbytes + self._ts.nbytes + self._name_len.nbytes
        if self._vec is not None:
            arrays += self._vec.nbytes
        return COLLECTION_BYTES + self.record_bytes + arrays

    def property_size(self, key: str) -> int | None:
        """The property bytes of `key`'s item; None when the item is absent."""
        sizes = self._sizes.get(key)
        return None if sizes is None else sizes[0]

    def _count(self, key: str, sizes: tuple[int, int], sign: int) -> None:
        self.property_bytes += sign * sizes[0]
        self.record_bytes += sign * sizes[1]
        if sign > 0:
            self._sizes[key] = sizes
        else:
            self._sizes.pop(key, None)

    def upsert(self, key: str, record: dict[str, Any], vector: FloatArray | None) -> None:
        old = self.records.get(key)
        if old is not None:
            i = self.row[key]
            self._unindex(key, i)
            self._link(key, old, add=False)
            self._count(key, self._sizes[key], -1)
        else:
            i = len(self.keys)
            self._grow(i + 1)
            self.keys.append(key)
            self.row[key] = i
        record = settled(record)
        self.records[key] = record
        self._count(key, record_sizes(record), +1)
        self._terms[key] = _distinct(record.get("terms") or ())
        value = record.get("value") or {}
        name = value.get("name") if record.get("kind") == "entity" else None
        self._names[key] = _distinct(doc_terms(name)) if isinstance(name, str) else ()
        self._types[key] = str(record.get("entity_type") or "")
        self._index(key, i)
        self._link(key, record, add=True)
        self._ts[i] = float(record.get("updated_ts") or 0.0)
        self._name_len[i] = len(self._names[key])
        if vector is not None and self._vec is None:
            self._dim = int(vector.shape[0])
            self._vec = np.zeros((self._has.shape[0], self._dim), dtype=np.float32)
        if vector is not None and vector.shape[0] == self._dim and self._vec is not None:
            self._writable()[i] = vector
            self._has[i] = True
        else:
            self._has[i] = False

    @classmethod
    def from_rows(
        cls,
        namespace: tuple[str, ...],
        keys: list[str],
        records: list[dict[str, Any]],
        vectors: FloatArray | None,
        has_vector: npt.NDArray[np.bool_],
        *,
        light: bool = False,
    ) -> Collection:
        """The collection that `upsert` of each row in turn would build, built at once: the
        cold path reads a few hundred rows per recall (cold/rows.py), and one upsert each
        cost more than reading them. `vectors`: one unit row per key, all of one size (what
        `as_vector` gives; zeros where `has_vector` is False), or None when no row has one;
        kept, not copied. `light`: the records hold no list (the cold path's light records,
        built with tuples), so `settled` has nothing to do, and the collection is a partial
        copy that is never cached, so its byte estimate counts each row as a bare record."""
        n = len(keys)
        if not light:
            records = [settled(record) for record in records]
        coll = cls._unindexed(namespace, keys, light=light)
        coll.records = dict(zip(keys, records, strict=True))
        if not light:
            sizes = list(map(record_sizes, records))
            coll._sizes = dict(zip(keys, sizes, strict=True))
            coll.property_bytes = sum(s[0] for s in sizes)
            coll.record_bytes = sum(s[1] for s in sizes)
        # What `upsert` and `_index` do for each row, with no work for what a row lacks
        # (most of the cold path's light records have a kind and nothing else).
        for i, (key, record) in enumerate(zip(keys, records, strict=True)):
            terms, kind = record.get("terms"), record.get("entity_type")
            value = record.get("value")
            name = value.get("name") if value else None
            coll._index_row(i, key, terms, name if record.get("kind") == "entity" else None)
            if kind:
                kind = coll._types[key] = str(kind)
                coll._type_rows[kind].add(i)
            if record.get("kind") == "relation":
                coll._link(key, record, add=True)
        coll._ts[:n] = np.fromiter(
            (float(r.get("updated_ts") or 0.0) for r in records), dtype=np.float64, count=n
        )
        coll._set_vectors(vectors, has_vector, n)
        return coll

    @classmethod
    def from_light(
        cls,
        namespace: tuple[str, ...],
        keys: list[str],
        records: MutableMapping[str, dict[str, Any]],
        updated_ts: npt.NDArray[np.float64],
        kinds: Sequence[Any] | None,
        matching: Mapping[int, tuple[tuple[str, ...], str | None]],
        vectors: FloatArray | None,
        has_vector: npt.NDArray[np.bool_],
    ) -> Collection:
        """What `from_rows(..., light=True)` builds from the cold path's light records, from
        their columns: each row's update time and (None: none counts) entity type, and the
        few rows whose record holds the question's terms or a name (`matching`: row ->
        (terms, name)), so only those and the typed rows are touched one by one (a first
        recall reads up to a thousand rows). `records`, any mapping of the same keys to those
        records (cold/light.py builds each when read), is kept as the collection's."""
        n = len(keys)
        coll = cls._unindexed(namespace, keys, light=True)
        coll.records = records
        for i, (terms, name) in matching.items():
            coll._index_row(i, keys[i], terms, name)
        if kinds is not None:
            for i, (key, kind) in enumerate(zip(keys, kinds, strict=True)):
                if kind:
                    kind = coll._types[key] = str(kind)
                    coll._type_rows[kind].add(i)
        coll._ts[:n] = updated_ts
        coll._set_vectors(vectors, has_vector, n)
        return coll

    @classmethod
    def _unindexed(cls, namespace: tuple[str, ...], keys: list[str], *, light: bool) -> Collection:
        """A new collection of these rows with no records, terms, names or types yet
        (`from_rows`, `from_light`); `light`: a partial copy, never cached, each row counted
        as a bare record."""
        coll = cls(namespace)
        n = len(keys)
        coll._grow(n)
        coll.keys = list(keys)
        coll.row = dict(zip(keys, range(n), strict=True))
        if len(coll.row) != n:
            raise ValueError("duplicate keys")
        if light:
            coll._sizes = dict.fromkeys(keys, (0, RECORD_BYTES))
            coll.record_bytes = RECORD_BYTES * n
        none: tuple[str, ...] = ()
        coll._terms = dict.fromkeys(keys, none)
        coll._names = dict.fromkeys(keys, none)
        coll._types = dict.fromkeys(keys, "")
        return coll

    def _index_row(self, i: int, key: str, terms: Any, name: Any) -> None:
        """Row `i`'s terms and name (an entity's, else None) into the postings, as `upsert`
        indexes them."""
        if terms:
            distinct = self._terms[key] = _distinct(terms)
            for t in distinct:
                self._postings[t].add(i)
        if isinstance(name, str):
            names = self._names[key] = _distinct(doc_terms(name))
            self._name_len[i] = len(names)
            for t in names:
                self._name_postings[t].add(i)

    def _set_vectors(
        self, vectors: FloatArray | None, has_vector: npt.NDArray[np.bool_], n: int
    ) -> None:
        """A new collection's first `n` rows' unit vectors (`from_rows`, `from_light`)."""
        if vectors is not None and has_vector[:n].any():
            self._dim = int(vectors.shape[1])
            cap = self._has.shape[0]
            if vectors.shape[0] == cap and vectors.dtype == np.float32:
                self._vec = vectors  # kept, even read-only (a snapshot's): see `_writable`
            else:
                self._vec = np.zeros((cap, self._dim), dtype=np.float32)
                self._vec[:n] = vectors[:n]
            self._has[:n] = has_vector[:n]

    def _writable(self) -> FloatArray:
        """The vector matrix, copied first when it is a read-only view (`from_rows` keeps a
        snapshot's, cold/snapshot.py, as it is)."""
        assert self._vec is not None
        if not self._vec.flags.writeable:
            self._vec = self._vec.copy()
        return self._vec

    def remove(self, key: str) -> dict[str, Any] | None:
        record = self.records.pop(key, None)
        if record is None:
            return None
        i = self.row.pop(key)
        self._unindex(key, i)
        self._link(key, record, add=False)
        self._count(key, self._sizes[key], -1)
        del self._terms[key], self._names[key], self._types[key]
        last = len(self.keys) - 1
        if i != last:  # move the last row into the gap
            moved = self.keys[last]
            self._unindex(moved, last)
            self.keys[i] = moved
            self.row[moved] = i
            self._index(moved, i)
            self._has[i], self._ts[i], self._name_len[i] = (
                self._has[last],
                self._ts[last],
                self._name_len[last],
            )
            if self._vec is not None:
                self._writable()[i] = self._vec[last]
        self.keys.pop()
        return record

    def view(self) -> _View:
        return _View(self)

    def vector(self, key: str) -> FloatArray | None:
        i = self.row.get(key)
        if i is None or self._vec is None or not self._has[i]:
            return None
        return self._vec[i].copy()

    def adjacency(self) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
        """For a relations collection: entity id → outgoing / incoming relation keys."""
        return self._out, self._in


def _lexical(m: _View, q_terms: list[str]) -> npt.NDArray[np.float64]:
    """IDF-weighted share of the question's terms each memory contains (numbers count
    double), raised to NAME_HIT for memories whose whole name the question mentions."""
    n = len(m.keys)
    lex = np.zeros(n, dtype=np.float64)
    if not q_terms or n == 0:
        return lex
    total = 0.0
    for term in q_terms:
        df = m.df(term)
        idf = math.log(1.0 + (m.total - df + 0.5) / (df + 0.5))
        weight = idf * (2.0 if is_number(term) else 1.0)
        total += weight
        rows = m.postings(term)
        if rows is not None:
            lex[rows] += weight
    if total > 0:
        lex /= total
    hits = np.zeros(n, dtype=np.int64)
    for term in q_terms:
        rows = m.name_postings(term)
        if rows is not None:
            hits[rows] += 1
    named = (m.name_len > 0) & (hits == m.name_len)
    if named.any():
        lex[named] = np.maximum(lex[named], NAME_HIT)
    return lex


class RelationSource(Protocol):
    """What expansion and subgraphs read from a relations namespace (a Collection, or the
    partial copy the cold path fetches from Redis)."""

    @property
    def records(self) -> Mapping[str, dict[str, Any]]: ...

    def adjacency(self) -> tuple[Mapping[str, set[str]], Mapping[str, set[str]]]: ...

    def __len__(self) -> int: ...


@dataclass
class Scores:
    """Every row's score parts for one question (arrays aligned with the view's rows)."""

    view: _View
    lex: npt.NDArray[np.float64]
    dense: npt.NDArray[np.float64] | None  # NaN where a row has no vector
    sim: npt.NDArray[np.float64]
    rec: npt.NDArray[np.float64]
    score: npt.NDArray[np.float64]
    allowed: npt.NDArray[np.bool_]
    eligible: npt.NDArray[np.bool_]
    floor: float

    def parts(self, i: int, similarity: float | None, recency_weight: float) -> ScoreParts:
        d = None if self.dense is None or math.isnan(self.dense[i]) else float(self.dense[i])
        s = float(self.sim[i]) if similarity is None else similarity
        r = float(self.rec[i])
        return ScoreParts(s, d, float(self.lex[i]), r, final_score(s, r, recency_weight))


def score_rows(
    entities: Collection,
    query: str,
    query_vector: FloatArray | None,
    *,
    now_ts: float,
    config: ScoringConfig,
    time_window_days: float | None = None,
    keys: Iterable[str] | None = None,
    min_similarity: float | None = None,
) -> Scores:
    """Score every row: similarity = hybrid(dense cosine, lexical coverage), lifted for the
    kind of answer the question asks for, then score = (1 − w)·similarity + w·recency."""
    m = entities.view()
    n = len(m.keys)
    floor = config.min_similarity if min_similarity is None else min_similarity
    q_terms = query_terms(query)
    lex = _lexical(m, q_terms)
    dense: npt.NDArray[np.float64] | None = None
    if (
        query_vector is not None
        and m.vectors is not None
        and m.vectors.shape[1] == query_vector.shape[0]
    ):
        with _BLAS.limit(limits=1, user_api="blas"):
            raw = m.vectors @ query_vector
        dense = np.where(m.has_vector, raw.astype(np.float64), np.nan)
    if dense is not None:
        dense_filled = np.where(np.isnan(dense), 0.0, dense)
        sim = hybrid_similarity_array(dense_filled, lex, config.lexical_weight)
        no_vec = np.isnan(dense)
        if no_vec.any():
            sim = np.where(no_vec, lex, sim)
    else:
        sim = hybrid_similarity_array(None, lex, config.lexical_weight)
    kinds = answer_types(query)
    if kinds and config.answer_type_boost:
        # The question's wording names the kind of answer ("where ..." → a location).
        for kind in kinds:
            rows = m.type_rows(kind)
            if rows is not None:
                sim[rows] = sim[rows] + config.answer_type_boost * (1.0 - sim[rows])
    rec = recency_array(m.updated_ts, now_ts, config.half_life_days)
    score = (1.0 - config.recency_weight) * sim + config.recency_weight * rec

    allowed = np.ones(n, dtype=bool)
    if time_window_days is not None:
        allowed &= m.updated_ts >= now_ts - time_window_days * DAY
    if keys is not None:
        mask = np.zeros(n, dtype=bool)
        for k in keys:
            i = m.row.get(k)
            if i is not None:
                mask[i] = True
        allowed &= mask
    eligible = allowed & (sim >= floor)
    return Scores(m, lex, dense, sim, rec, score, allowed, eligible, floor)


def pool_size(total: int, limit: int) -> int:
    """How many of the best rows become candidates: room for neighbours to overtake them."""
    return min(total, max(limit * 3, 30))


def rank(
    entities: Collection,
    query: str,
    query_vector: FloatArray | None,
    *,
    now_ts: float,
    config: ScoringConfig,
    limit: int,
    time_window_days: float | None = None,
    relations: RelationSource | None = None,
    keys: Iterable[str] | None = None,
    min_similarity: float | None = None,
    records: Mapping[str, dict[str, Any]] | None = None,
) -> list[Hit]:
    """The `limit` best memories for `query`, best first, with relation-aware expansion.

    Every memory is scored (`score_rows`). The best few seed a one-hop walk over
    `relations`; a neighbour inherits part of its seed's similarity (more when the question
    names the relation), so "what does that project run on?" reaches the tool.
    `keys` restricts scoring to those items (a structured filter applied by the caller).
    `records`: where hits' records are read (default: the collection's own; the cold path
    passes the full records it fetched for rows it scored from index fields).
    """
    n = len(entities.keys)
    if n == 0 or limit <= 0:
        return []
    s = score_rows(
        entities,
        query,
        query_vector,
        now_ts=now_ts,
        config=config,
        time_window_days=time_window_days,
        keys=keys,
        min_similarity=min_similarity,
    )
    m = s.view
    full = entities.records if records is None else records

    def parts(i: int, similarity: float | None = None) -> ScoreParts:
        return s.parts(i, similarity, config.recency_weight)

    pool = pool_size(m.total, limit)
    masked = np.where(s.eligible, s.score, -np.inf)
    if pool < n:
        top = np.argpartition(-masked, pool - 1)[:pool]
    else:
        top = np.arange(n)
    hits: dict[str, Hit] = {}
    for i in top:
        if masked[i] == -np.inf:
            continue
        key = m.keys[int(i)]
        hits[key] = Hit(key, full[key], parts(int(i)))

    if relations is not None and len(relations) and hits:
        sim, allowed = s.sim, s.allowed
        Expansion(
            records=full,
            row=m.row,
            similarity=lambda i: float(sim[i]),
            allowed=lambda i: bool(allowed[i]),
            parts=parts,
            config=config,
            floor=s.floor,
            now_ts=now_ts,
        ).run(hits, relations, query)
    if SELF_ID in hits and not asks_for_name(query):
        del hits[SELF_ID]  # the person is where first-person questions start, not an answer
    # Ties break the same way every time: score, then the newer update, then the id.
    ranked = sorted(
        hits.values(),
        key=lambda h: (-rank_score(h.parts.score), -float(m.updated_ts[m.row[h.key]]), h.key),
    )
    return ranked[:limit]


def subgraph(
    entities: Collection | Mapping[str, dict[str, Any]],
    relations: RelationSource,
    seeds: list[str],
    *,
    max_depth: int,
    direction: Direction,
    max_nodes: int = 200,
) -> Subgraph:
    """Breadth-first walk from `seeds` over relations, up to `max_depth` hops (`entities`:
    a collection, or a mapping of entity records)."""
    records = entities.records if isinstance(entities, Collection) else entities
    out, inc = relations.adjacency()
    depth: dict[str, int] = {s: 0 for s in seeds if s in records}
    frontier = list(depth)
    edges: dict[str, dict[str, Any]] = {}
    truncated = False
    for level in range(1, max_depth + 1):
        nxt: list[str] = []
        for node in frontier:
            steps: list[tuple[str, str]] = []
            if direction in ("outgoing", "both"):
                steps += [(r, "target_id") for r in sorted(out.get(node, ()))]
            if direction in ("incoming", "both"):
                steps += [(r, "source_id") for r in sorted(inc.get(node, ()))]
            for rel_key, end in steps:
                value = relations.records[rel_key].get("value") or {}
                other = str(value.get(end))
                if other not in records:
                    continue
                if other not in depth:
                    if len(depth) >= max_nodes:
                        truncated = True
                        continue
                    depth[other] = level
                    nxt.append(other)
                edges[rel_key] = relations.records[rel_key]
        frontier = nxt
        if not frontier:
            break
    ents = [entity_of(k, records[k]) for k in depth]
    rels = [relation_of(k, edges[k]) for k in sorted(edges)]
    return Subgraph(
        seeds=list(seeds), entities=ents, relations=rels, depth=depth, truncated=truncated
    )


def entity_of(key: str, record: dict[str, Any]) -> Entity:
    return Entity.from_item(
        key, record.get("value") or {}, record["created_at"], record["updated_at"]
    )


def relation_of(key: str, record: dict[str, Any]) -> Relation:
    return Relation.from_item(key, record.get("value") or {}, record["created_at"])
