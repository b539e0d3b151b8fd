"""Cold recall over a small namespace: every entity is a candidate (recall.py).

The index's candidates (KNN, the newest, the question's terms) pay off when a person has many
memories. Below SCAN_MAX they may cost more than reading what ranking needs about every
entity: with embeddings that do not cluster and no similarity floor, the exactness bound of
recall.py seldom holds, so the candidates are widened (a range query, then the newest) until
nearly all of the person's memories have been read anyway, over four or five round trips and
three vector searches. Reading them all takes one more pipeline, and with every entity a
candidate the exactness check holds trivially. Up to SCAN_FIRST that is always done; up to
SCAN_MAX, once the index's first candidates have failed the check (thresholds below).

Which entities: the probe (recall.py's first pipeline) asks SRANDMEMBER of the members set
with count SCAN_MAX, which returns the whole set when it holds no more (and a bounded sample,
left unused, when it does).

Up to SCAN_FIRST (`queue_rows`, `read_rows`) the probe itself reads everything ranking and
expansion will touch, so nothing is fetched after it and it needs no vector (it runs while
the question is embedded): every entity's row (backends/row_hash.py: its `updated_ts`,
`entity_type` and `vector_model`, then its whole record, parsed only when ranking reads it:
settle.py), the stored vectors, and every relation's row when there are at most
RELATIONS_MAX and their rows are complete (otherwise relations are fetched as ranking reaches
them). Each is one HRANDFIELD with a count, which returns the whole hash when it holds no
more; the versions read again last in the same pipeline say whether it was one state of the
namespace (writes bump them in the same MULTI/EXEC); otherwise the caller asks again. Reading
the records from JSON documents instead took a second round trip (their keys come from the
members) and more of Redis (JSON.MGET serialises each document: ~0.6 ms for 200 records,
against ~0.1 ms for the same bytes from a hash). Between SCAN_FIRST and SCAN_MAX (`scan`, after
the index's candidates failed): the vectors and how many vector docs hold one of our model
(only when the question has a vector), each record's `updated_ts` and, when the question
names a kind of answer, `entity_type`; the hits' records and relations are then fetched as
ranking reaches them, and the version hash read again says whether it was one state.
(A Lua script doing the probe and the read in one round trip was tried: Redis took ~6 ms for
it at 200 entities against ~1.5 ms for the same commands sent directly.) What was read is then
kept as the namespace's snapshot (snapshot.py), which the next replica's probe reads instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from agents.memory.graph.backends.base import ns_tag
from agents.memory.graph.backends.redis_backend import RedisBackend, escape_tag
from agents.memory.graph.backends.row_hash import split_row
from agents.memory.graph.backends.vector_docs import COMPLETE_FIELD, vector_model_tag
from agents.memory.graph.cold.light import LightRecords
from agents.memory.graph.cold.partial import Candidate
from agents.memory.graph.cold.replies import json_records, json_values
from agents.memory.graph.cold.rows import BoolArray
from agents.memory.graph.model import MemoryScope
from agents.memory.graph.ranking.index import FloatArray
from agents.storage.keys import Keys, encode_part

# How many entities a namespace may hold for a cold recall to read them all (the probe asks
# for up to SCAN_MAX members). Measured on bench.recall's data (10k memories, 50 people, 512
# dims, a loaded 2-core box): the scan costs ~2 ms + ~7 µs an entity (3.4 ms p50 at 200
# entities, 5.5 at 500, 10 at 1000, 17 and more at 2000). The index's candidates cost ~3-4 ms
# when their exactness bound holds at once (a similarity floor above the K-th neighbour, or
# neighbours well apart), and 8-13 ms from 200 to 1000 entities when it does not (no floor,
# unclustered vectors): widened, they end up reading most of the namespace anyway.
# So: up to SCAN_FIRST the scan answers; up to SCAN_MAX the index's first candidates are
# tried, and the scan answers instead of widening them; above, the index answers.
SCAN_FIRST = 300
SCAN_MAX = 1_000
TRIES = 3  # a write landing between the two pipelines: ask again, then the warm path answers
# A small namespace's relations are read with its entities when there are at most this many
# (and their rows are complete); otherwise they are read as ranking reaches them (settle.py).
RELATIONS_MAX = 600
# A namespace over SCAN_FIRST is read whole only in the background, to be kept as its
# snapshot (snapshot.py), which a new replica's first recall then reads as a small one's: up
# to this many entities and SNAPSHOT_RELATIONS relations (2.7 MB at 1,000 memories and 500
# relations, 512 dims; over SNAPSHOT_MAX the index's candidates answer). Building it holds the
# event loop in steps of up to ~10 ms at 1,000 entities (~25 ms at 2,000: not done). The
# person's self entity (agents/memory/graph/ops.py) comes beside their memories: 1,000 memories.
SNAPSHOT_MAX = 1_000 + 1
SNAPSHOT_RELATIONS = 2_000

# The relations' version fields the probe reads (before the rows or snapshots).
REL_VERSION = ["seq", COMPLETE_FIELD, "epoch"]
# What ranking scores from each entity's record (a row's fields, in this order).
FIELD_NAMES = ("updated_ts", "entity_type", "vector_model")


def snapshot_sized(n: int) -> bool:
    """Whether a namespace of `n` entities may have a snapshot (snapshot.py)."""
    return n <= max(SCAN_FIRST, SNAPSHOT_MAX)


@dataclass
class Scanned:
    """Every entity of the namespace as ranking reads it (one state of the namespace)."""

    keys: list[str]  # sorted, as the warm copy's rows
    records: LightRecords  # light records (partial.light_record's fields), built when read
    vectors: list[bytes | None]  # stored vector bytes, None where it does not count
    unit: tuple[FloatArray | None, BoolArray] | None = None  # or already normalised (Read)


def doc_keys(keys: Keys, namespace: tuple[str, ...], ids: list[str]) -> list[str]:
    """`keys.memory_doc(namespace, id)` of each id. The same keys, built at ~0.4 µs each
    instead of ~2.7: the namespace's part is encoded once (checked against `memory_doc` on
    the first id, so a change of the key layout in keys.py cannot go unnoticed here)."""
    head = keys.memory_doc(namespace, "")
    if not ids or keys.memory_doc(namespace, ids[0]) != head + encode_part(ids[0]):
        return [keys.memory_doc(namespace, i) for i in ids]
    return [head + encode_part(i) for i in ids]


def queue_members(pipe: Any, backend: RedisBackend, scope: MemoryScope) -> None:
    """Ask for the entities' ids in the first pipeline (all of them up to SCAN_MAX)."""
    pipe.srandmember(backend.keys.memory_members(scope.entities), SCAN_MAX)


def members_of(reply: Any, n: int) -> list[str] | None:
    """The ids from `queue_members`' reply: None when there are more than SCAN_MAX."""
    if n > SCAN_MAX or reply is None:
        return None
    return sorted(m.decode() if isinstance(m, bytes) else str(m) for m in reply)


@dataclass
class Read:
    """A small namespace read whole (`read_rows`, or a snapshot: snapshot.py): one state."""

    members: list[str]  # sorted
    stamps: list[Any]  # each member's FIELD_NAMES' values, by field
    kinds: list[Any]
    models: list[Any]
    vectors: list[bytes | None]  # each member's stored vector (any model), None: none
    raw: dict[str, Any]  # each member's whole record, not parsed yet (as JSON.MGET's `$`)
    relations: dict[str, dict[str, Any]] | None  # every relation's record, when read
    relation_texts: list[bytes] | None = None  # ... their texts, in `relations`' order
    rel_version: tuple[str, str] | None = None  # the relations' (epoch, seq) as read
    # The vectors that count, normalised (rows.unit_rows), when a snapshot gave them
    # (`vectors` is then empty): the matrix (None: no row has one) and which rows have one.
    unit: tuple[FloatArray | None, BoolArray] | None = None
    # A snapshot's names and term postings (snapshot.Snapshot): the question's terms are
    # looked up here instead of in the index.
    names: list[str | None] | None = None
    postings: dict[str, list[int]] | None = None
    # A snapshot's relations instead of `relations`: their texts and (source, target) ends.
    relation_ends: tuple[dict[str, bytes], dict[str, tuple[str, str]]] | None = None


def queue_rows(
    pipe: Any,
    backend: RedisBackend,
    scope: MemoryScope,
    *,
    vectors: bool,
    whole: bool = True,
    caps: tuple[int, int] | None = None,
) -> int:
    """Ask, in the probe, for the relations' version and (`whole`) every entity's row
    (row_hash.py) and stored vector (`vectors`) and every relation's row, each up to its cap
    (HRANDFIELD with a count gives the whole hash when it holds no more; `caps`: entities
    and relations, SCAN_FIRST and RELATIONS_MAX unless given). Returns how many replies."""
    b = backend
    entities, relations = (SCAN_FIRST, RELATIONS_MAX) if caps is None else caps
    pipe.hmget(b.keys.memory_version(scope.relations), REL_VERSION)
    if not whole:
        return 1
    pipe.hrandfield(b.keys.memory_rows(scope.entities), entities, withvalues=True)
    if vectors:
        pipe.hrandfield(b.keys.memory_vectors(scope.entities), entities, withvalues=True)
    pipe.hrandfield(b.keys.memory_rows(scope.relations), relations, withvalues=True)
    return 4 if vectors else 3


def queue_versions(pipe: Any, backend: RedisBackend, scope: MemoryScope) -> None:
    """The versions again, last in the probe: unchanged, its reads are one state."""
    pipe.hmget(backend.keys.memory_version(scope.entities), ["epoch", "seq"])
    pipe.hget(backend.keys.memory_version(scope.relations), "seq")


def _pairs(reply: Any) -> dict[bytes, bytes]:
    """HRANDFIELD ... WITHVALUES as {field: value}: flat in RESP2, pairs in RESP3."""
    if not reply:
        return {}
    if isinstance(reply[0], list | tuple):
        return {bytes(k): v for k, v in reply}
    return dict(zip(reply[::2], reply[1::2], strict=True))


def version_of(reply: Any) -> tuple[Any, Any]:
    """(epoch, seq) of `queue_versions`' first reply, as a probe holds its version."""
    epoch, seq = (v.decode() if isinstance(v, bytes) else v for v in reply)
    return epoch, seq


def text_of(value: Any) -> str:
    """A reply's value as text (a version field, a key)."""
    return value.decode() if isinstance(value, bytes) else str(value)


def _seq(value: Any) -> int | None:
    return None if value is None else int(value)


def read_rows(
    replies: list[Any],
    versions: list[Any],
    version: tuple[Any, Any],
    n: int,
    n_rel: int,
    *,
    vectors: bool,
    relations_max: int = RELATIONS_MAX,
) -> Read | None:
    """A namespace of at most SCAN_FIRST entities (or `queue_rows`' caps) as `queue_rows`
    read it, or None when it is not one state: a write landed while the probe ran
    (`versions`, `queue_versions`' replies, moved from `version`), or the rows are not the
    members. Every relation's record comes too when the relations' rows are complete and at
    most `relations_max` (the relations' cap it was asked with)."""
    (rel_seq, rel_complete, rel_epoch), rows, *rest = replies
    epoch, seq = (v.decode() if isinstance(v, bytes) else v for v in versions[0])
    if (epoch, seq) != tuple(version) or _seq(versions[1]) != _seq(rel_seq):
        return None
    entities = _pairs(rows)
    if len(entities) != n:
        return None
    keys = sorted(entities)
    members = [k.decode() for k in keys]
    stored = _pairs(rest[0]) if vectors else {}
    stamps: list[Any] = []
    kinds: list[Any] = []
    models: list[Any] = []
    raw: dict[str, Any] = {}
    for key, member in zip(keys, members, strict=True):
        split = split_row(entities[key])
        if split is None:
            return None
        (stamp, kind, model), text = split
        stamps.append(stamp)
        kinds.append(kind)
        models.append(model)
        raw[member] = b"[" + text + b"]"
    relations: dict[str, dict[str, Any]] | None = None
    relation_texts: list[bytes] | None = None
    complete = rel_seq is None or (rel_complete is not None and int(rel_complete) == int(rel_seq))
    if complete and n_rel <= relations_max:
        rel_rows = _pairs(rest[-1])
        texts = [split_row(v) for v in rel_rows.values()]
        if len(rel_rows) == n_rel and all(texts):
            relation_texts = [b"[" + t[1] + b"]" for t in texts if t]
            parsed = json_records(relation_texts)
            if all(r is not None for r in parsed):
                relations = {
                    k.decode(): r for k, r in zip(rel_rows, parsed, strict=True) if r is not None
                }
            else:
                relation_texts = None
    vecs = [stored.get(k) for k in keys]
    read = Read(members, stamps, kinds, models, vecs, raw, relations, relation_texts)
    if rel_seq is not None and rel_epoch is not None:
        read.rel_version = (text_of(rel_epoch), text_of(rel_seq))
    return read


def rows_of(
    read: Read,
    lexical: dict[str, Candidate],
    q_terms: list[str],
    *,
    model: str | None,
    types: bool,
) -> Scanned:
    """The read's rows as ranking scores them (light records, the vectors that count)."""
    kinds = read.kinds if types else None
    records = LightRecords(read.members, read.stamps, kinds, read.models, lexical, q_terms)
    if read.unit is not None:  # a snapshot's, of this model (snapshot.py)
        return Scanned(read.members, records, [], read.unit)
    vectors = [
        raw if model and vm == model else None
        for raw, vm in zip(read.vectors, read.models, strict=True)
    ]
    return Scanned(read.members, records, vectors)


async def scan(
    backend: RedisBackend,
    namespace: tuple[str, ...],
    members: list[str],
    version: tuple[Any, Any],
    lexical: dict[str, Candidate],
    q_terms: list[str],
    *,
    dims: int | None,
    types: bool,
) -> Scanned | None:
    """What ranking reads about each of `members` (module doc), or None when the namespace
    changed since `version` (epoch, seq) was read. `lexical`: the question's term matches
    (their names and terms go into the light records); `dims`: the size of the question's
    vector (None: it has none, or the backend no model); `types`: the question names a kind
    of answer."""
    b = backend
    docs = doc_keys(b.keys, namespace, members)
    pipe: Any
    async with b.client.pipeline(transaction=False) as pipe:
        if dims is not None:
            pipe.hgetall(b.keys.memory_vectors(namespace))
            _queue_model_count(pipe, b, namespace, dims)
        pipe.execute_command("JSON.MGET", *docs, "$.updated_ts")
        if types:
            pipe.execute_command("JSON.MGET", *docs, "$.entity_type")
        pipe.hmget(b.keys.memory_version(namespace), ["epoch", "seq", COMPLETE_FIELD])
        replies = await pipe.execute(raise_on_error=False)
    for i, reply in enumerate(replies):
        if isinstance(reply, Exception) and not (dims is not None and i == 1):
            raise reply
    if not _unchanged(replies[-1], version):
        return None
    model = b.vector_model
    raw: dict[Any, bytes] = {}
    models: list[Any] = [None] * len(members)
    at = 0
    if dims is not None:
        raw, at = replies[0], 2
        if _model_count(replies[1]) == len(raw):  # every stored vector is of our model
            models = [model if key.encode() in raw else None for key in members]
        else:  # a model changed (or none of our vectors has this size): read each one's
            async with b.client.pipeline(transaction=False) as pipe:
                pipe.execute_command("JSON.MGET", *docs, "$.vector_model")
                pipe.hmget(b.keys.memory_version(namespace), ["epoch", "seq", COMPLETE_FIELD])
                vm_reply, ver = await pipe.execute()
            if not _unchanged(ver, version):
                return None
            models = json_values(vm_reply)
    stamps = json_values(replies[at])
    kinds = json_values(replies[at + 1]) if types else None
    records = LightRecords(members, stamps, kinds, models, lexical, q_terms)
    found = [
        raw.get(key.encode()) if model and vm == model else None
        for key, vm in zip(members, models, strict=True)
    ]
    return Scanned(members, records, found)


def _unchanged(reply: Any, version: tuple[Any, Any]) -> bool:
    """Whether the version hash (epoch, seq, COMPLETE_FIELD) still reads `version`, complete."""
    epoch, seq, complete = (v.decode() if isinstance(v, bytes) else v for v in reply)
    return (epoch, seq) == tuple(version) and complete is not None and int(complete) == int(seq)


def _queue_model_count(pipe: Any, b: RedisBackend, namespace: tuple[str, ...], dims: int) -> None:
    """How many of the namespace's vector docs hold a vector of our model and this size
    (vector_docs.py). A vector doc exists exactly for each stored entity vector whose record
    names a model (while the documents are complete), so when this equals the number of
    stored vectors, each of them counts for ranking, and no record's `vector_model` need be
    read. The index is missing when no vector of this size was ever stored: an error reply."""
    ns = escape_tag(ns_tag(namespace))
    tag = escape_tag(vector_model_tag(str(b.vector_model)))
    pipe.execute_command(
        "FT.SEARCH", b.keys.memory_vector_index(dims), f"@ns:{{{ns}}} @vm:{{{tag}}}",
        "NOCONTENT", "LIMIT", 0, 0, "DIALECT", 2,
    )  # fmt: skip


def _model_count(reply: Any) -> int:
    if isinstance(reply, Exception):
        return 0
    if isinstance(reply, dict):
        return int(reply.get(b"total_results") or reply.get("total_results") or 0)
    return int(reply[0])
