"""Per-entity vector documents in Redis, their KNN indexes, and the backfill that builds them.

A person's first recall on a replica is answered from Redis (cold/recall.py) rather than from a copy
of their whole namespace, which takes ~0.7 s to build at 10k memories. Its dense candidates come
from a KNN search, so every entity with an embedding also has a small HASH beside its JSON
record (keys from agents/storage/keys.py):

    memory:vdoc:{ns}:{key}   HASH {ns, vm, ts, ty, d, v}: namespace tag, vector model, updated_ts,
                             entity type, dimensions, float32 vector (the bytes of memory:vec)
    memory:vidx:v1:{dims}    FLAT cosine index over the vector docs of `dims` dimensions
                             (FT.CREATE ... FILTER @d==dims: one index per embedding size)

Its lexical candidates come from the records' `term_tags` (base.py: each lexical term
%-encoded, the memory index's exact-terms TAG field).

Written in the same MULTI/EXEC as the record (redis_backend.py). Whether a namespace's documents
are complete (vector docs, `term_tags` in every record, and every record's row: row_hash.py) is
one field of its version hash,
COMPLETE_FIELD: it equals `seq` while every write since the documents were built came from code
that writes them (the BUMP script advances it with `seq` only when they were equal). A
namespace written before this existed, or by an older replica during a rolling deploy, has the
field missing or behind: recall then takes the warm path and `backfill` rebuilds its documents
(idempotent; re-run until it finds no write meanwhile).
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from redis.asyncio import Redis
from redis.exceptions import ResponseError

from agents.memory.graph.backends.base import ns_tag, term_tags
from agents.memory.graph.backends.row_hash import row_text
from agents.memory.graph.ranking.index import FloatArray
from agents.storage.keys import Keys, encode_part

log = logging.getLogger("agentrt.memory")

BACKFILL_CHUNK = 200
BACKFILL_ROUNDS = 5

# The field of a namespace's version hash that marks its documents complete (module doc). Its
# name says what they hold: when they gain something a backfill must fill in, it changes, so
# every namespace is backfilled once by code that writes the new part. `vseq`: vector docs
# only; `vseq2`: and `term_tags` in every record; `vseq3`: and every record's row
# (row_hash.py).
COMPLETE_FIELD = "vseq3"

# Mark the namespace's documents complete at `seq` if nothing was written since the backfill
# read it. KEYS: ver. ARGV: epoch, seq. Returns 1 when marked.
MARK_COMPLETE = (
    f"local complete = '{COMPLETE_FIELD}'\n"
    + """
if redis.call('HGET', KEYS[1], 'epoch') == ARGV[1] and redis.call('HGET', KEYS[1], 'seq') == ARGV[2]
then
  redis.call('HSET', KEYS[1], complete, ARGV[2])
  return 1
end
return 0
"""
)

# Give a record its `term_tags`, unless it was deleted since the backfill read it (a JSON.SET
# of a path must not fail, nor create a document). A record replaced meanwhile is caught by the
# change log and set again from its new terms. KEYS: doc. ARGV: the JSON array.
SET_TERM_TAGS = """
if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('JSON.SET', KEYS[1], '$.term_tags', ARGV[1])
  return 1
end
return 0
"""

# Give a record its row (row_hash.py), unless it was deleted since the backfill read it; a
# row whose record is gone goes. KEYS: doc, rows. ARGV: item key, row.
SET_ROW = """
if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
  return 1
end
redis.call('HDEL', KEYS[2], ARGV[1])
return 0
"""


def vector_model_tag(model: str) -> str:
    """The TAG value of a vector model id (encoded: no separator or special character)."""
    return encode_part(model)


def vector_doc_fields(
    namespace: tuple[str, ...], record: dict[str, Any], vector: bytes | None
) -> dict[str, Any] | None:
    """The vector doc of an entity record with its float32 vector bytes; None when the
    record is not an entity or has no vector (then no doc may exist)."""
    model = record.get("vector_model")
    if record.get("kind") != "entity" or not vector or not model or len(vector) % 4:
        return None
    return {
        "ns": ns_tag(namespace),
        "vm": vector_model_tag(str(model)),
        "ts": repr(float(record.get("updated_ts") or 0.0)),
        "ty": str(record.get("entity_type") or ""),
        "d": len(vector) // 4,
        "v": vector,
    }


def queue_vector_doc(
    pipe: Any,
    keys: Keys,
    namespace: tuple[str, ...],
    key: str,
    record: dict[str, Any],
    vector: FloatArray | None,
) -> int | None:
    """Queue the write (or removal) of `key`'s vector doc; returns its dims when written."""
    raw = None if vector is None else vector.astype("float32").tobytes()
    fields = vector_doc_fields(namespace, record, raw)
    doc = keys.memory_vector_doc(namespace, key)
    if fields is None:
        pipe.delete(doc)
        return None
    pipe.delete(doc)  # a doc of other dims must not keep fields of another shape
    pipe.hset(doc, mapping=fields)
    return int(fields["d"])


async def ensure_vector_index(client: Redis, keys: Keys, dims: int) -> None:
    """Create the KNN index over vector docs of `dims` dimensions (idempotent, race-safe)."""
    args: list[Any] = [
        "FT.CREATE",
        keys.memory_vector_index(dims),
        "ON",
        "HASH",
        "PREFIX",
        "1",
        keys.memory_vector_doc_prefix(),
        "FILTER",
        f"@d=={int(dims)}",
        "SCHEMA",
        "ns",
        "TAG",
        "CASESENSITIVE",
        "vm",
        "TAG",
        "CASESENSITIVE",
        "ts",
        "NUMERIC",
        "ty",
        "TAG",
        "d",
        "NUMERIC",
        "v",
        "VECTOR",
        "FLAT",
        "6",
        "TYPE",
        "FLOAT32",
        "DIM",
        int(dims),
        "DISTANCE_METRIC",
        "COSINE",
    ]
    try:
        await client.execute_command(*args)
    except ResponseError as exc:
        if "already exists" not in str(exc).lower():
            raise


def _s(value: Any) -> Any:
    return value.decode() if isinstance(value, bytes) else value


async def backfill(
    client: Redis,
    keys: Keys,
    namespace: tuple[str, ...],
    read_records: Any,
    *,
    ensured: set[int] | None = None,
) -> bool:
    """Build `namespace`'s vector docs and records' `term_tags` from its records and vectors,
    then mark them complete.

    Idempotent: a namespace already complete costs one HMGET. Writes landing meanwhile are
    caught from the change log and their keys rebuilt; the mark is set only by a pass that
    saw no write (checked atomically), so a doc built from a record that changed later is
    never marked current. Gives up (False, recall stays warm) after a few busy passes.
    `read_records(doc keys)` is the backend's JSON.MGET; `ensured`: dims whose index exists.
    """
    ensured = ensured if ensured is not None else set()
    ver = keys.memory_version(namespace)
    since: int | None = None
    for _ in range(BACKFILL_ROUNDS):
        version = await client.hmget(ver, ["epoch", "seq", "floor", COMPLETE_FIELD])
        epoch, seq, floor, complete = (_s(v) for v in version)
        if epoch is None:
            return True  # empty: the next write starts it complete
        seq_n = int(seq or 0)
        if complete is not None and int(complete) == seq_n:
            return True
        if since is None or int(floor or 0) > since:
            changed = sorted(_s(m) for m in await client.smembers(keys.memory_members(namespace)))
            # Rows of records deleted by code that kept none (an older replica) go too.
            rows = keys.memory_rows(namespace)
            stale = sorted({_s(k) for k in await client.hkeys(rows)} - set(changed))
            for start in range(0, len(stale), BACKFILL_CHUNK):
                await client.hdel(rows, *stale[start : start + BACKFILL_CHUNK])
        else:
            changed = [
                _s(k)
                for k in await client.zrangebyscore(
                    keys.memory_changes(namespace), f"({since}", "+inf"
                )
            ]
        for start in range(0, len(changed), BACKFILL_CHUNK):
            chunk = changed[start : start + BACKFILL_CHUNK]
            records = await read_records([keys.memory_doc(namespace, k) for k in chunk])
            vectors: list[Any] = await client.hmget(keys.memory_vectors(namespace), chunk)
            pipe: Any
            async with client.pipeline(transaction=False) as pipe:
                for key, record, raw in zip(chunk, records, vectors, strict=True):
                    doc = keys.memory_vector_doc(namespace, key)
                    fields = None if record is None else vector_doc_fields(namespace, record, raw)
                    doc_key = keys.memory_doc(namespace, key)
                    if record is not None:
                        tags = term_tags(list(record.get("terms") or ()))
                        have = record.get("term_tags")  # a tuple in a cached copy
                        if have is None or list(have) != tags:
                            pipe.eval(SET_TERM_TAGS, 1, doc_key, json.dumps(tags))
                            record = {**record, "term_tags": tags}
                        text = row_text(record, json.dumps(record, ensure_ascii=False))
                        pipe.eval(SET_ROW, 2, doc_key, keys.memory_rows(namespace), key, text)
                    else:
                        pipe.hdel(keys.memory_rows(namespace), key)
                    pipe.delete(doc)
                    if fields is not None:
                        if fields["d"] not in ensured:
                            await ensure_vector_index(client, keys, int(fields["d"]))
                            ensured.add(int(fields["d"]))
                        pipe.hset(doc, mapping=fields)
                await pipe.execute()
            await asyncio.sleep(0)  # a background task: let requests run between chunks
        marked = await client.eval(MARK_COMPLETE, 1, ver, epoch, str(seq_n))  # type: ignore[misc]
        if int(marked or 0):
            return True
        since = seq_n
    log.info("cold-recall documents of %s not marked complete: it kept changing", ns_tag(namespace))
    return False
