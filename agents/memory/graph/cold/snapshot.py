"""A small namespace read whole, kept as one string a new replica reads in one GET.

A first recall of a small namespace (small.py) reads every entity's row and vector and every
relation's row: three HRANDFIELDs of some 600 bulk strings at 200 memories, each parsed by
the client, then split and sorted in Python. Once one replica has read them (or holds the
namespace's copy), it writes what it read as one string per namespace, `keys.memory_snapshot`:
the members in order, the fields ranking scores from each, the vectors that count already
normalised as a copy holds them (one float32 matrix, rows.unit_rows), and each record's JSON
text without the fields only the search index reads (INDEX_ONLY: ~40 % of a record's bytes;
ranking and the answer never read them). The next replica's probe GETs it instead, and
decoding it is a JSON header, a slice per record and one `np.frombuffer`.

Layout: MAGIC, the header's length (4 bytes, little endian), the header (JSON: `v` the
namespace's [epoch, seq] it was read at, `m` the vector model its vectors are of, `k` the
keys, `t` / `y` / `vm` each key's updated_ts / entity_type / vector_model, `d` the vectors'
size, 0 for none, `l` each record text's length), then the n × d matrix and n bytes saying
which rows have a vector (when `d`), then the record texts.

It is never newer or older than the rows: every write to the namespace deletes it in the same
script that advances the version (redis_backend.BUMP), and it is written only while the version
still reads what it was read at (`STORE`, one script), so a deleted memory's text cannot come
back in it. A reader also compares the versions. It expires after TTL unused (`SET ... EX`),
so a person nobody recalls costs no second copy of their memory for long.
"""

from __future__ import annotations

import asyncio
import struct
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt
import orjson

from agents.memory.graph.cold.replies import json_records
from agents.memory.graph.cold.rows import unit_rows
from agents.memory.graph.cold.small import REL_VERSION, Read, text_of
from agents.memory.graph.model import MemoryScope
from agents.memory.graph.ranking.index import FloatArray
from agents.storage.keys import Keys

MAGIC = b"agentrt-snap2\n"  # snap1's texts held the index's fields: not read, written again
TTL = 3 * 24 * 3600  # seconds a snapshot lives unless a later recall writes it again
_LEN = struct.Struct("<I")

BoolArray = npt.NDArray[np.bool_]

# A stored record's fields that only the search index reads (backends/base.py `stored`).
INDEX_ONLY = frozenset(("ns", "nsp", "namespace", "key_tag", "term_tags", "tq"))

# KEYS: the namespace's version hash, its snapshot. ARGV: epoch, seq, the snapshot, TTL.
STORE = """
local v = redis.call('HMGET', KEYS[1], 'epoch', 'seq')
if v[1] == ARGV[1] and v[2] == ARGV[2] then
  redis.call('SET', KEYS[2], ARGV[3], 'EX', tonumber(ARGV[4]))
  return 1
end
return 0
"""


@dataclass
class Snapshot:
    """One namespace as read at `version`: each key's scored fields, record text and (for
    entities) unit vector."""

    version: tuple[str, str]  # (epoch, seq)
    model: str | None  # the vector model the matrix's rows are of
    keys: list[str]  # sorted
    stamps: list[float | None]
    kinds: list[str | None]
    models: list[str | None]
    unit: FloatArray | None  # len(keys) × dims, zeros where `has` is False; None: no vector
    has: BoolArray
    texts: list[bytes]  # each record as JSON.MGET's `$` gives it, `[{...}]`, but `lean`
    # Entities only: each one's name (a string, else None) and, by lexical term, the rows
    # whose record holds it: what the index's `term_tags` search answers about a question.
    names: list[str | None] | None = None
    postings: dict[str, list[int]] | None = None
    # Relations only: each one's [source, target] (None for a record of another kind).
    ends: list[list[str] | None] | None = None


def encode(snap: Snapshot) -> bytes:
    """The string `decode` reads back."""
    dims = 0 if snap.unit is None else int(snap.unit.shape[1])
    header = orjson.dumps(
        {
            "v": list(snap.version),
            "m": snap.model,
            "k": snap.keys,
            "t": snap.stamps,
            "y": snap.kinds,
            "vm": snap.models,
            "d": dims,
            "l": [len(t) for t in snap.texts],
            "n": snap.names,
            "p": snap.postings,
            "e": snap.ends,
        }
    )
    parts = [MAGIC, _LEN.pack(len(header)), header]
    if snap.unit is not None:
        parts.append(np.ascontiguousarray(snap.unit, dtype=np.float32).tobytes())
        parts.append(np.ascontiguousarray(snap.has, dtype=np.bool_).tobytes())
    parts.extend(snap.texts)
    return b"".join(parts)


def decode(blob: Any) -> Snapshot | None:
    """The snapshot in `blob`; None for anything else (no key, another format, cut short)."""
    if not isinstance(blob, bytes) or not blob.startswith(MAGIC):
        return None
    try:
        at = len(MAGIC) + _LEN.size
        (size,) = _LEN.unpack_from(blob, len(MAGIC))
        h = orjson.loads(blob[at : at + size])
        at += size
        keys, lengths, dims = h["k"], h["l"], int(h["d"])
        n = len(keys)
        if not (len(lengths) == len(h["t"]) == len(h["y"]) == len(h["vm"]) == n):
            return None
        unit: FloatArray | None = None
        has = np.zeros(n, dtype=np.bool_)
        if dims:
            end = at + n * dims * 4
            # A view of the blob, read-only: a collection copies it before writing a row.
            unit = np.frombuffer(blob, dtype=np.float32, count=n * dims, offset=at)
            unit = unit.reshape(n, dims)
            has = np.frombuffer(blob, dtype=np.bool_, count=n, offset=end).copy()
            at = end + n
        texts: list[bytes] = []
        for length in lengths:
            texts.append(blob[at : at + length])
            at += length
        if at != len(blob):
            return None
        epoch, seq = h["v"]
        names, postings, ends = h.get("n"), h.get("p"), h.get("e")
        if (names is not None and len(names) != n) or (ends is not None and len(ends) != n):
            return None
        return Snapshot(
            (str(epoch), str(seq)), h["m"], keys, h["t"], h["y"], h["vm"], unit, has, texts,
            names, postings, ends,
        )  # fmt: skip
    except (ValueError, KeyError, TypeError, struct.error, orjson.JSONDecodeError):
        return None


async def store(client: Any, version_key: str, key: str, snap: Snapshot, ttl: int = TTL) -> bool:
    """Write `snap` at `key` unless the namespace's version moved since it was read."""
    epoch, seq = snap.version
    done = await client.eval(STORE, 2, version_key, key, epoch, seq, encode(snap), int(ttl))
    return bool(done)


def lean(text: bytes, record: dict[str, Any] | None) -> bytes:
    """A record's text without INDEX_ONLY fields (as it was when it cannot be written again)."""
    if record is None:
        return text
    try:
        return b"[" + orjson.dumps({k: v for k, v in record.items() if k not in INDEX_ONLY}) + b"]"
    except TypeError:  # orjson.JSONEncodeError: e.g. an integer beyond 64 bits
        return text


def entities_of(read: Read, version: tuple[str, str], model: str | None) -> Snapshot:
    """The entities' snapshot of a namespace read by rows (small.read_rows) at `version`,
    with the vectors of `model` (the backend's) normalised as a collection holds them."""
    raws = [
        raw if model and vm == model else None
        for raw, vm in zip(read.vectors, read.models, strict=True)
    ]
    unit, has = unit_rows(raws)
    whole: list[bytes] = [read.raw[m] for m in read.members]
    texts: list[bytes] = []
    names: list[str | None] = []
    postings: dict[str, list[int]] = {}
    for i, (text, parsed) in enumerate(zip(whole, json_records(whole), strict=True)):
        texts.append(lean(text, parsed))
        record = parsed or {}
        name = (record.get("value") or {}).get("name")
        names.append(name if isinstance(name, str) else None)
        for term in dict.fromkeys(record.get("terms") or ()):
            postings.setdefault(term, []).append(i)
    return Snapshot(
        version, model, read.members, read.stamps, read.kinds, read.models, unit, has, texts,
        names, postings,
    )  # fmt: skip


def relations_of(read: Read) -> Snapshot | None:
    """The relations' snapshot of the same read, when it holds every relation."""
    if read.relations is None or read.relation_texts is None or read.rel_version is None:
        return None
    keys = list(read.relations)
    n = len(keys)
    none: list[Any] = [None] * n
    ends: list[list[str] | None] = []
    texts: list[bytes] = []
    for key, text in zip(keys, read.relation_texts, strict=True):
        record = read.relations[key]
        value = record.get("value") or {}
        kind = record.get("kind") == "relation"
        ends.append([str(value.get("source_id")), str(value.get("target_id"))] if kind else None)
        texts.append(lean(text, record))
    return Snapshot(
        read.rel_version, None, keys, none, none, none, None, np.zeros(n, np.bool_),
        texts, ends=ends,
    )  # fmt: skip


def queue(pipe: Any, keys: Keys, scope: MemoryScope) -> int:
    """Ask, in the probe, for the relations' version and both snapshots (the replies
    `read_of` reads). Returns how many replies."""
    pipe.hmget(keys.memory_version(scope.relations), REL_VERSION)
    pipe.get(keys.memory_snapshot(scope.entities))
    pipe.get(keys.memory_snapshot(scope.relations))
    return 3


def read_of(
    replies: list[Any],
    versions: list[Any],
    version: tuple[Any, Any],
    n: int,
    n_rel: int,
    *,
    model: str | None,
    vectors: bool,
) -> Read | None:
    """The namespace as `queue`'s replies give it, or None when a snapshot is missing, of
    another vector model, or not this state of the namespace (`version` read before it, the
    versions again after it: `small.queue_versions`' replies)."""
    (rel_seq, _, rel_epoch), ents_blob, rels_blob = replies
    epoch, seq = (text_of(v) for v in versions[0])
    if (epoch, seq) != tuple(version) or text_of(versions[1]) != text_of(rel_seq):
        return None
    ents = decode(ents_blob)
    if ents is None or ents.version != (epoch, seq) or len(ents.keys) != n:
        return None
    if model is not None and ents.model != model and ents.unit is not None:
        return None  # its vectors are another model's
    texts: dict[str, bytes] = {}
    ends: dict[str, tuple[str, str]] = {}
    if n_rel:
        rels = decode(rels_blob)
        if rels is None or rels.version != (text_of(rel_epoch), text_of(rel_seq)):
            return None
        if len(rels.keys) != n_rel or rels.ends is None:
            return None
        texts = dict(zip(rels.keys, rels.texts, strict=True))
        for key, pair in zip(rels.keys, rels.ends, strict=True):
            if pair is not None:
                ends[key] = (pair[0], pair[1])
    if vectors and model is not None:
        unit = (ents.unit, ents.has)
    else:  # the question has no vector, or this replica no model: no vector counts
        unit = (None, np.zeros(n, np.bool_))
    raw = dict(zip(ents.keys, ents.texts, strict=True))
    read = Read(ents.keys, ents.stamps, ents.kinds, ents.models, [], raw, None, unit=unit)
    read.names, read.postings = ents.names, ents.postings
    read.relation_ends = (texts, ends)
    return read


def stale(replies: list[Any], versions: list[Any], scope: MemoryScope) -> list[tuple[str, ...]]:
    """The namespaces whose snapshot, as `queue` read it, is of a state other than the one
    the versions read after it: left by a replica whose writes do not delete snapshots (one
    of a rolling deploy), it may hold texts since removed, so it is deleted."""
    (rel_seq, _, rel_epoch), ents_blob, rels_blob = replies
    current: list[tuple[tuple[str, ...], Any, tuple[str, ...]]] = [
        (scope.entities, ents_blob, tuple(text_of(v) for v in versions[0])),
        (scope.relations, rels_blob, (text_of(rel_epoch), text_of(rel_seq))),
    ]
    out: list[tuple[str, ...]] = []
    for namespace, blob, version in current:
        snap = decode(blob) if blob is not None else None
        if snap is not None and snap.version != version:
            out.append(namespace)
    return out


async def store_read(
    client: Any,
    keys: Keys,
    scope: MemoryScope,
    read: Read,
    version: tuple[str, str],
    model: str | None,
    ttl: int = TTL,
) -> None:
    """Write both snapshots of a namespace read by rows (each only while its version still
    reads as it was read); none when its relations were not all read (over
    small.RELATIONS_MAX, or their rows incomplete): a probe could not use them."""
    if read.relations is None:
        return
    await asyncio.sleep(0)  # after the rows were built: other work first, then the texts
    await store(
        client, keys.memory_version(scope.entities), keys.memory_snapshot(scope.entities),
        entities_of(read, version, model), ttl,
    )  # fmt: skip
    rels = relations_of(read)
    if rels is not None:
        await store(
            client, keys.memory_version(scope.relations),
            keys.memory_snapshot(scope.relations), rels, ttl,
        )  # fmt: skip
