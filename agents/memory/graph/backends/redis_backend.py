"""The Redis backend: JSON documents, a RediSearch index, MULTI/EXEC for every graph write.

Layout (all keys from agents/storage/keys.py; `{ws:user}` is the cluster hash tag):

    memory:doc:{ns}:{key}     JSON record (value, timestamps, lexical terms, index fields)
    memory:ids:{ns}           SET of the namespace's keys
    memory:row:{ns}           HASH key -> the record's row (row_hash.py: a first recall's read)
    memory:vec:{ns}           HASH key -> float32 embedding
    memory:ver:{ns}           HASH {epoch, seq, floor, vseq2}: the namespace's write counter
                              (vseq2: its cold-recall documents are complete, vector_docs.py)
    memory:chg:{ns}           ZSET key -> seq of its last write (the change log)
    memory:out|in:{ns}:{id}   SET of relation ids leaving / reaching an entity
    memory:vdoc:{ns}:{key}    HASH: an entity's vector, for cold recall's KNN (vector_docs.py)
    memory:idx:v1             FT index over memory:doc:* (namespace as one exact TAG value)

Recall ranks over an in-process copy of the person's namespace, checked against `ver` with
one round trip per request. A copy that is behind reads only the keys written since its seq
(another replica's writes cost what they changed, not a reload); a new epoch (the namespace
was emptied and started again) or a trimmed change log means a full reload. When the last
item goes, `ver` and `chg` go with it: an emptied person leaves no key behind. The copies
live in an LRU bounded by an estimate of their bytes (`cache_bytes`, see
`Collection.approx_bytes`); an evicted namespace is simply reloaded on next use.
Listings, filters, namespace listings and cold recall (cold/recall.py) go through the FT index, with
every value %-encoded and backslash-escaped, so no id or term can change the meaning of a
query.

All of this needs the JSON and Search modules (Redis 8, Redis Stack, or the modules loaded);
`unsupported_reason()` says, before anything is created, when the server lacks them.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import re
import secrets
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis
from redis.exceptions import ResponseError, WatchError

from agents.errors import Conflict, NotFound
from agents.memory.graph.backends.base import ListQuery, is_prefix_term, ns_from_tag, ns_tag
from agents.memory.graph.backends.row_hash import row_text
from agents.memory.graph.backends.vector_docs import (
    COMPLETE_FIELD,
    ensure_vector_index,
    queue_vector_doc,
)
from agents.memory.graph.model import MemoryScope, graph_kind
from agents.memory.graph.ranking.index import Collection, FloatArray, as_vector
from agents.storage.keys import Keys, encode_part
from agents.storage.modules import json_and_search_missing

log = logging.getLogger("agentrt.memory")

# Count a write to a namespace and log which keys it changed; drop the counter and the log
# once the namespace is empty. `complete` (the version hash's COMPLETE_FIELD) follows `seq`
# while the namespace's cold-recall documents are complete (vector_docs.py): a new namespace
# starts complete, and a write by code that does not keep them (an older replica) leaves it
# behind. Every write deletes the namespace's snapshot (cold/snapshot.py), so none holds a
# text a write removed. KEYS: ids, ver, chg, snapshot. ARGV: epoch for a new namespace, then
# the changed keys. Returns {old epoch, old seq, new epoch, new seq} (epoch false = empty).
BUMP = (
    f"local complete = '{COMPLETE_FIELD}'\n"
    + """
redis.call('UNLINK', KEYS[4])
local epoch = redis.call('HGET', KEYS[2], 'epoch')
local seq = tonumber(redis.call('HGET', KEYS[2], 'seq') or '0')
if redis.call('SCARD', KEYS[1]) == 0 then
  redis.call('DEL', KEYS[2], KEYS[3])
  return {epoch or false, seq, false, 0}
end
local new_epoch = epoch
if not new_epoch then
  new_epoch = ARGV[1]
  redis.call('HSET', KEYS[2], 'epoch', new_epoch, 'floor', 0, complete, 0)
end
local new_seq = redis.call('HINCRBY', KEYS[2], 'seq', 1)
if tonumber(redis.call('HGET', KEYS[2], complete) or '-1') == seq then
  redis.call('HSET', KEYS[2], complete, new_seq)
end
for i = 2, #ARGV do
  redis.call('ZADD', KEYS[3], new_seq, ARGV[i])
end
local excess = redis.call('ZCARD', KEYS[3]) - (2 * redis.call('SCARD', KEYS[1]) + 1000)
if excess > 0 then
  local dropped = redis.call('ZRANGE', KEYS[3], 0, excess - 1, 'WITHSCORES')
  redis.call('ZREMRANGEBYRANK', KEYS[3], 0, excess - 1)
  redis.call('HSET', KEYS[2], 'floor', dropped[#dropped])
end
return {epoch or false, seq, new_epoch, new_seq}
"""
)

# The exact lexical terms of a record, one %-encoded tag each (`tq` also holds single CJK
# characters for listings, which recall's document frequencies must not count). An index made
# by earlier cold-recall code also has `$.terms[*] AS terms` (the raw terms): unused since.
TERMS_FIELD = ("$.term_tags[*]", "term_tags", ["TAG", "CASESENSITIVE"])
_TAG_SPECIAL = re.compile(r"[^A-Za-z0-9]")
WATCH_RETRIES = 20
MAX_CACHED_NAMESPACES = 20_000
MAX_OFFSET = 1_000_000  # RediSearch's default MAXSEARCHRESULTS / MAXAGGREGATERESULTS
LOAD_CHUNK = 250  # records decoded between two yields of a namespace read


def escape_tag(value: str) -> str:
    """A value safe inside a RediSearch TAG query `{...}`: everything but letters and digits
    is backslash-escaped (even '_': a bare `{_}` is a syntax error)."""
    return _TAG_SPECIAL.sub(lambda m: "\\" + m.group(0), value)


def _s(value: Any) -> Any:
    if isinstance(value, bytes):
        return value.decode()
    if isinstance(value, list):
        return [_s(v) for v in value]
    if isinstance(value, dict):
        return {_s(k): _s(v) for k, v in value.items()}
    return value


def ft_rows(reply: Any) -> tuple[int, list[tuple[str | None, dict[str, Any]]]]:
    """(total, [(doc id, attributes)]) from FT.SEARCH / FT.AGGREGATE in RESP2 or RESP3."""
    reply = _s(reply)
    if isinstance(reply, dict):
        rows = []
        for r in reply.get("results", []):
            attrs = dict(r.get("extra_attributes") or {})
            rows.append((r.get("id"), attrs))
        return int(reply.get("total_results", 0)), rows
    total = int(reply[0])
    rows = []
    rest = reply[1:]
    if rest and not isinstance(rest[0], list):  # FT.SEARCH: id, [fields], id, [fields]...
        i = 0
        while i < len(rest):
            doc_id = rest[i]
            fields = rest[i + 1] if i + 1 < len(rest) and isinstance(rest[i + 1], list) else []
            rows.append((doc_id, dict(zip(fields[::2], fields[1::2], strict=False))))
            i += 2 if fields or (i + 1 < len(rest) and isinstance(rest[i + 1], list)) else 1
    else:
        for fields in rest:
            rows.append((None, dict(zip(fields[::2], fields[1::2], strict=False))))
    return total, rows


def _remover(key: str) -> Callable[[Collection], None]:
    def apply(coll: Collection) -> None:
        coll.remove(key)

    return apply


@dataclass
class _Cached:
    epoch: str | None
    seq: int
    collection: Collection
    # What this entry adds to the cache's byte total, as last counted (its collection changes
    # in place on writes and catch-ups; `_recount` settles the difference).
    bytes: int = 0


def _version(raw: Any) -> tuple[str | None, int, int]:
    epoch, seq, floor = (_s(raw) + [None, None, None])[:3]
    return (epoch or None), int(seq or 0), int(floor or 0)


class RedisBackend:
    """Memory records in Redis. Accepts a client; never closes it (the owner does)."""

    name = "redis"

    def __init__(
        self,
        client: Redis,
        keys: Keys | None = None,
        *,
        vector_model: str | None = None,
        cache_bytes: int = 256_000_000,
    ) -> None:
        self.client = client
        self.keys = keys or Keys()
        self.vector_model = vector_model
        self.cache_bytes = cache_bytes
        self._cache: OrderedDict[str, _Cached] = OrderedDict()
        self._cached_bytes = 0
        self.vector_dims: set[int] = set()  # sizes whose KNN index exists (vector_docs.py)
        self._loading: dict[str, asyncio.Future[Collection]] = {}  # namespace tag -> its read
        # Told of every write to a person's graph (its snapshot was just deleted: cold/recall.py
        # writes it again once their writes settle).
        self.written: Callable[[tuple[str, ...]], None] | None = None

    # -- setup -----------------------------------------------------------------------------
    async def unsupported_reason(self) -> str | None:
        """Why this Redis cannot hold long-term memory (no JSON or Search module, or the ACL
        refuses their commands), or None when it can. A fixed text naming no address: it is
        shown on `/health`. Probes the commands themselves (`JSON.MGET` of a key that never
        exists, `FT._LIST`): managed Redis often refuses MODULE LIST. `RedisUnavailable` when
        Redis cannot be reached."""
        return await json_and_search_missing(self.client, self.keys.memory_doc_prefix())

    async def setup(self) -> None:
        """Create the FT index once; concurrent replicas racing here all succeed."""
        schema = [
            ("$.ns", "ns", ["TAG", "CASESENSITIVE"]),
            ("$.nsp[*]", "nsp", ["TAG", "CASESENSITIVE"]),
            ("$.key_tag", "key_tag", ["TAG", "CASESENSITIVE", "SORTABLE"]),
            ("$.kind", "kind", ["TAG"]),
            ("$.entity_type", "entity_type", ["TAG"]),
            ("$.relation_type", "relation_type", ["TAG"]),
            ("$.src", "src", ["TAG", "CASESENSITIVE"]),
            ("$.dst", "dst", ["TAG", "CASESENSITIVE"]),
            ("$.tq[*]", "tq", ["TAG", "CASESENSITIVE"]),
            ("$.updated_ts", "updated_ts", ["NUMERIC", "SORTABLE"]),
            TERMS_FIELD,
        ]
        args: list[Any] = [
            "FT.CREATE",
            self.keys.memory_index(),
            "ON",
            "JSON",
            "PREFIX",
            "1",
            self.keys.memory_doc_prefix(),
            "SCHEMA",
        ]
        for path, alias, kind in schema:
            args += [path, "AS", alias, *kind]
        try:
            await self.client.execute_command(*args)
        except ResponseError as exc:
            if "already exists" not in str(exc).lower():
                raise
            await self._add_terms_field()

    async def _add_terms_field(self) -> None:
        """An index created before cold recall (or by its first version, which indexed the raw
        terms under another name) lacks the exact-terms field: add it (Redis then indexes the
        existing documents in the background; cold recall waits for that)."""
        path, alias, kind = TERMS_FIELD
        try:
            await self.client.execute_command(
                "FT.ALTER", self.keys.memory_index(), "SCHEMA", "ADD", path, "AS", alias, *kind
            )
        except ResponseError as exc:
            if "duplicate" not in str(exc).lower():
                raise

    async def aclose(self) -> None:
        self.invalidate()

    # -- cache -----------------------------------------------------------------------------
    @property
    def cached_bytes(self) -> int:
        """Estimated bytes of the namespaces cached in process (bounded by cache_bytes)."""
        return self._cached_bytes

    @property
    def cached_namespaces(self) -> int:
        return len(self._cache)

    def _recount(self, entry: _Cached) -> None:
        size = entry.collection.approx_bytes
        self._cached_bytes += size - entry.bytes
        entry.bytes = size

    def _trim(self) -> None:
        """Evict the least recently used copies until the cache is within its bounds. The
        newest stays even when it alone is over: it is the one being used."""
        while len(self._cache) > 1 and (
            self._cached_bytes > self.cache_bytes or len(self._cache) > MAX_CACHED_NAMESPACES
        ):
            _, evicted = self._cache.popitem(last=False)
            self._cached_bytes -= evicted.bytes

    def _cache_put(self, tag: str, entry: _Cached) -> None:
        old = self._cache.pop(tag, None)
        if old is not None:
            self._cached_bytes -= old.bytes
        entry.bytes = 0
        self._cache[tag] = entry
        self._recount(entry)
        self._trim()

    def _after_write(
        self, namespace: tuple[str, ...], bump: Any, apply: Callable[[Collection], None]
    ) -> None:
        """Apply this process's own write to its copy, if the copy was current before it;
        otherwise the next read catches up from the change log."""
        if self.written is not None and graph_kind(namespace) is not None:
            self.written(namespace)
        old_epoch, old_seq, new_epoch, new_seq = (_s(bump) + [None] * 4)[:4]
        cached = self._cache.get(ns_tag(namespace))
        if cached is None:
            return
        if (cached.epoch, cached.seq) == ((old_epoch or None), int(old_seq or 0)):
            apply(cached.collection)
            cached.epoch, cached.seq = (new_epoch or None), int(new_seq or 0)
            self._recount(cached)
            self._cache.move_to_end(ns_tag(namespace))
            self._trim()

    def invalidate(self) -> None:
        self._cache.clear()
        self._cached_bytes = 0

    # -- reads -----------------------------------------------------------------------------
    def parse_record(self, raw: Any) -> dict[str, Any] | None:
        if raw is None:
            return None
        # redis-py's `client.json()` (redisvl calls it on the shared client) installs response
        # callbacks on the client itself, after which JSON.MGET replies arrive parsed.
        data = raw if isinstance(raw, list | dict) else json.loads(raw)
        if isinstance(data, list):
            return data[0] if data else None
        return data  # type: ignore[no-any-return]

    async def _mget(self, doc_keys: list[str]) -> list[dict[str, Any] | None]:
        out: list[dict[str, Any] | None] = []
        for i in range(0, len(doc_keys), 500):
            chunk = doc_keys[i : i + 500]
            raws = await self.client.execute_command("JSON.MGET", *chunk, "$")
            out.extend(self.parse_record(r) for r in raws)
        return out

    async def records_at(self, doc_keys: list[str]) -> list[dict[str, Any] | None]:
        """The records stored at these document keys (None where absent)."""
        return await self._mget(doc_keys)

    async def get(self, namespace: tuple[str, ...], keys: list[str]) -> list[dict[str, Any] | None]:
        if not keys:
            return []
        return await self._mget([self.keys.memory_doc(namespace, k) for k in keys])

    async def collections(self, namespaces: list[tuple[str, ...]]) -> list[Collection]:
        """Each namespace's current contents: one round trip when the copies are current."""
        async with self.client.pipeline(transaction=False) as pipe:
            for ns in namespaces:
                pipe.hmget(self.keys.memory_version(ns), ["epoch", "seq", "floor"])
            versions = [_version(v) for v in await pipe.execute()]
        out: list[Collection] = []
        for ns, (epoch, seq, floor) in zip(namespaces, versions, strict=True):
            tag = ns_tag(ns)
            loading = self._loading.get(tag)
            if loading is not None and epoch is not None:
                # Another request (or a warm-up) is reading this namespace: share its read,
                # then catch up on what was written since it started.
                try:
                    await asyncio.shield(loading)
                except Exception:  # noqa: BLE001, S110 - this request loads it itself below
                    pass
            cached = self._cache.get(tag)
            if epoch is None:  # empty namespace
                coll = Collection(tuple(ns))
                self._cache_put(tag, _Cached(None, 0, coll))
                out.append(coll)
            elif cached is not None and cached.epoch == epoch and cached.seq == seq:
                self._cache.move_to_end(tag)
                out.append(cached.collection)
            elif cached is not None and cached.epoch == epoch and floor <= cached.seq < seq:
                await self._catch_up(ns, cached, seq)
                self._cache_put(tag, cached)
                out.append(cached.collection)
            else:
                task = asyncio.ensure_future(self._load(ns, epoch, seq))
                self._loading[tag] = task
                task.add_done_callback(functools.partial(self._load_done, tag))
                out.append(await asyncio.shield(task))
        return out

    def _load_done(self, tag: str, task: asyncio.Future[Collection]) -> None:
        if self._loading.get(tag) is task:
            del self._loading[tag]
        if not task.cancelled():
            task.exception()  # retrieved: whoever awaited it has seen it

    def has_copy(self, namespace: tuple[str, ...]) -> bool:
        """Whether this process holds (or is reading) a copy of `namespace` to rank over."""
        tag = ns_tag(namespace)
        return tag in self._cache or tag in self._loading

    def vector_of(self, record: dict[str, Any], raw: Any) -> FloatArray | None:
        if not self.vector_model or record.get("vector_model") != self.vector_model:
            return None
        return as_vector(raw)

    async def _catch_up(self, namespace: tuple[str, ...], cached: _Cached, seq: int) -> None:
        """Read the keys written since the copy's seq (their current state) and apply them.

        Not atomic, and need not be: a write landing meanwhile has a seq above `seq`, so the
        next read fetches that key again; applying a newer state twice is harmless."""
        changed = [
            _s(k)
            for k in await self.client.zrangebyscore(
                self.keys.memory_changes(namespace), f"({cached.seq}", "+inf"
            )
        ]
        if changed:
            async with self.client.pipeline(transaction=False) as pipe:
                pipe.hmget(self.keys.memory_vectors(namespace), changed)
                vectors = (await pipe.execute())[0]
            records = await self._mget([self.keys.memory_doc(namespace, k) for k in changed])
            for key, record, raw in zip(changed, records, vectors, strict=True):
                if record is None:
                    cached.collection.remove(key)
                else:
                    cached.collection.upsert(key, record, self.vector_of(record, raw))
        cached.seq = seq  # the caller re-counts the entry (`_cache_put`)

    async def _load(self, namespace: tuple[str, ...], epoch: str, seq: int) -> Collection:
        """Read a whole namespace. Writes after the version read carry a higher seq, so the
        next read catches up on them; no snapshot isolation is needed."""
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.smembers(self.keys.memory_members(namespace))
            pipe.hgetall(self.keys.memory_vectors(namespace))
            members, vectors = await pipe.execute()
        keys = sorted(_s(m) for m in members)
        raw_vectors = {_s(k): v for k, v in vectors.items()}
        coll = Collection(tuple(namespace))
        for start in range(0, len(keys), LOAD_CHUNK):
            # Chunk by chunk, yielding between them: a big namespace read in the background
            # (cold/recall.py's warm-up) must not hold the event loop for its whole decode.
            chunk = keys[start : start + LOAD_CHUNK]
            records = await self._mget([self.keys.memory_doc(namespace, k) for k in chunk])
            for key, record in zip(chunk, records, strict=True):
                if record is not None:
                    coll.upsert(key, record, self.vector_of(record, raw_vectors.get(key)))
        self._cache_put(ns_tag(namespace), _Cached(epoch, seq, coll))
        return coll

    # -- writes ----------------------------------------------------------------------------
    def _bump(self, pipe: Any, namespace: tuple[str, ...], changed: list[str]) -> None:
        pipe.eval(
            BUMP,
            4,
            self.keys.memory_members(namespace),
            self.keys.memory_version(namespace),
            self.keys.memory_changes(namespace),
            self.keys.memory_snapshot(namespace),
            secrets.token_hex(8),
            *changed,
        )

    def _queue_put(
        self,
        pipe: Any,
        namespace: tuple[str, ...],
        key: str,
        record: dict[str, Any],
        vector: FloatArray | None,
    ) -> None:
        text = json.dumps(record, ensure_ascii=False)
        pipe.execute_command("JSON.SET", self.keys.memory_doc(namespace, key), "$", text)
        if graph_kind(namespace) is not None:  # rows are read by a first recall only
            pipe.hset(self.keys.memory_rows(namespace), key, row_text(record, text))
        pipe.sadd(self.keys.memory_members(namespace), key)
        if vector is not None:
            pipe.hset(self.keys.memory_vectors(namespace), key, vector.astype("float32").tobytes())
        else:
            pipe.hdel(self.keys.memory_vectors(namespace), key)
        queue_vector_doc(pipe, self.keys, namespace, key, record, vector)

    async def _ensure_vector_indexes(self, vectors: list[FloatArray | None]) -> None:
        """The KNN index for each size of vector about to be written (once per process)."""
        for vector in vectors:
            if vector is not None and int(vector.shape[0]) not in self.vector_dims:
                await ensure_vector_index(self.client, self.keys, int(vector.shape[0]))
                self.vector_dims.add(int(vector.shape[0]))

    async def put(
        self,
        namespace: tuple[str, ...],
        items: list[tuple[str, dict[str, Any], FloatArray | None]],
    ) -> None:
        await self._ensure_vector_indexes([vector for _, _, vector in items])
        for start in range(0, len(items), 500):
            chunk = items[start : start + 500]
            async with self.client.pipeline(transaction=True) as pipe:
                for key, record, vector in chunk:
                    self._queue_put(pipe, namespace, key, record, vector)
                self._bump(pipe, namespace, [key for key, _, _ in chunk])
                result = await pipe.execute()

            def apply(coll: Collection, chunk: Any = chunk) -> None:
                for key, record, vector in chunk:
                    coll.upsert(key, record, vector)

            self._after_write(namespace, result[-1], apply)

    async def create(
        self,
        namespace: tuple[str, ...],
        key: str,
        record: dict[str, Any],
        vector: FloatArray | None,
    ) -> bool:
        """Store a new item; False (nothing written) when the key is taken."""
        await self._ensure_vector_indexes([vector])
        doc = self.keys.memory_doc(namespace, key)
        for _ in range(WATCH_RETRIES):
            async with self.client.pipeline(transaction=True) as pipe:
                try:
                    await pipe.watch(doc)
                    if await pipe.exists(doc):
                        await pipe.unwatch()
                        return False
                    pipe.multi()
                    self._queue_put(pipe, namespace, key, record, vector)
                    self._bump(pipe, namespace, [key])
                    result = await pipe.execute()
                except WatchError:
                    continue
            self._after_write(namespace, result[-1], lambda c: c.upsert(key, record, vector))
            return True
        raise Conflict(f"{key!r} kept changing; try again", retryable=True)

    async def delete(self, namespace: tuple[str, ...], key: str) -> bool:
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.delete(self.keys.memory_doc(namespace, key))
            pipe.hdel(self.keys.memory_rows(namespace), key)
            pipe.srem(self.keys.memory_members(namespace), key)
            pipe.hdel(self.keys.memory_vectors(namespace), key)
            pipe.delete(self.keys.memory_vector_doc(namespace, key))
            self._bump(pipe, namespace, [key])
            result = await pipe.execute()
        self._after_write(namespace, result[-1], _remover(key))
        return bool(result[0])

    async def put_relation(self, scope: MemoryScope, key: str, record: dict[str, Any]) -> None:
        value = record["value"]
        src, dst = value["source_id"], value["target_id"]
        ents, rels = scope.entities, scope.relations
        src_doc = self.keys.memory_doc(ents, src)
        dst_doc = self.keys.memory_doc(ents, dst)
        rel_doc = self.keys.memory_doc(rels, key)
        for _ in range(WATCH_RETRIES):
            async with self.client.pipeline(transaction=True) as pipe:
                try:
                    await pipe.watch(src_doc, dst_doc, rel_doc)
                    present = [await pipe.exists(src_doc), await pipe.exists(dst_doc)]
                    for end, ok in zip(("source", "target"), present, strict=True):
                        if not ok:
                            raise NotFound(
                                f"{end} entity {value[end + '_id']!r} not found for this user",
                                code="entity_not_found",
                            )
                    old = self.parse_record(await pipe.execute_command("JSON.GET", rel_doc, "$"))
                    pipe.multi()
                    if old is not None:
                        ov = old.get("value") or {}
                        pipe.srem(self.keys.memory_out_edges(ents, str(ov.get("source_id"))), key)
                        pipe.srem(self.keys.memory_in_edges(ents, str(ov.get("target_id"))), key)
                    self._queue_put(pipe, rels, key, record, None)
                    pipe.sadd(self.keys.memory_out_edges(ents, src), key)
                    pipe.sadd(self.keys.memory_in_edges(ents, dst), key)
                    self._bump(pipe, rels, [key])
                    result = await pipe.execute()
                except WatchError:
                    continue
            self._after_write(rels, result[-1], lambda c: c.upsert(key, record, None))
            return
        raise Conflict("the relation's entities kept changing; try again", retryable=True)

    async def delete_relation(self, scope: MemoryScope, key: str) -> bool:
        rels = scope.relations
        rel_doc = self.keys.memory_doc(rels, key)
        for _ in range(WATCH_RETRIES):
            async with self.client.pipeline(transaction=True) as pipe:
                try:
                    await pipe.watch(rel_doc)
                    old = self.parse_record(await pipe.execute_command("JSON.GET", rel_doc, "$"))
                    if old is None:
                        await pipe.unwatch()
                        return False
                    ov = old.get("value") or {}
                    pipe.multi()
                    self._queue_delete_relation(pipe, scope, key, ov)
                    self._bump(pipe, rels, [key])
                    result = await pipe.execute()
                except WatchError:
                    continue
            self._after_write(rels, result[-1], _remover(key))
            return True
        raise Conflict("the relation kept changing; try again", retryable=True)

    def _queue_delete_relation(
        self, pipe: Any, scope: MemoryScope, key: str, value: dict[str, Any]
    ) -> None:
        ents, rels = scope.entities, scope.relations
        pipe.delete(self.keys.memory_doc(rels, key))
        pipe.hdel(self.keys.memory_rows(rels), key)
        pipe.srem(self.keys.memory_members(rels), key)
        pipe.hdel(self.keys.memory_vectors(rels), key)
        pipe.srem(self.keys.memory_out_edges(ents, str(value.get("source_id"))), key)
        pipe.srem(self.keys.memory_in_edges(ents, str(value.get("target_id"))), key)

    async def delete_entity(self, scope: MemoryScope, key: str) -> list[str] | None:
        ents, rels = scope.entities, scope.relations
        doc = self.keys.memory_doc(ents, key)
        out_key = self.keys.memory_out_edges(ents, key)
        in_key = self.keys.memory_in_edges(ents, key)
        for _ in range(WATCH_RETRIES):
            async with self.client.pipeline(transaction=True) as pipe:
                try:
                    await pipe.watch(doc, out_key, in_key)
                    if not await pipe.exists(doc):
                        await pipe.unwatch()
                        return None
                    members: Any = await pipe.execute_command("SUNION", out_key, in_key)
                    rel_ids = sorted(_s(m) for m in members)
                    raw_docs: Any = []
                    if rel_ids:
                        raw_docs = await pipe.execute_command(
                            "JSON.MGET", *[self.keys.memory_doc(rels, r) for r in rel_ids], "$"
                        )
                    rel_docs = [self.parse_record(r) for r in raw_docs]
                    pipe.multi()
                    for rel_id, rel_doc in zip(rel_ids, rel_docs, strict=True):
                        value = (rel_doc or {}).get("value") or {}
                        self._queue_delete_relation(pipe, scope, rel_id, value)
                    pipe.delete(doc, out_key, in_key)
                    pipe.hdel(self.keys.memory_rows(ents), key)
                    pipe.srem(self.keys.memory_members(ents), key)
                    pipe.hdel(self.keys.memory_vectors(ents), key)
                    pipe.delete(self.keys.memory_vector_doc(ents, key))
                    self._bump(pipe, ents, [key])
                    self._bump(pipe, rels, rel_ids)
                    result = await pipe.execute()
                except WatchError:
                    continue

            def drop_relations(coll: Collection, rel_ids: list[str] = rel_ids) -> None:
                for rel_id in rel_ids:
                    coll.remove(rel_id)

            self._after_write(ents, result[-2], _remover(key))
            self._after_write(rels, result[-1], drop_relations)
            return rel_ids
        raise Conflict("the entity kept changing; try again", retryable=True)

    # -- index queries ---------------------------------------------------------------------
    def _filter(self, namespace: tuple[str, ...], query: ListQuery) -> str:
        parts = [f"@ns:{{{escape_tag(ns_tag(namespace))}}}"]
        if query.entity_type is not None:
            parts.append(f"@entity_type:{{{escape_tag(query.entity_type)}}}")
        if query.relation_type is not None:
            parts.append(f"@relation_type:{{{escape_tag(query.relation_type)}}}")
        for term in query.terms:
            # CJK terms match exactly; words and numbers as prefixes ("postg" → postgresql).
            star = "*" if is_prefix_term(term) else ""
            parts.append(f"@tq:{{{escape_tag(encode_part(term))}{star}}}")
        if query.entity_id is not None:
            eid = escape_tag(encode_part(query.entity_id))
            if query.direction == "outgoing":
                parts.append(f"@src:{{{eid}}}")
            elif query.direction == "incoming":
                parts.append(f"@dst:{{{eid}}}")
            else:
                parts.append(f"(@src:{{{eid}}} | @dst:{{{eid}}})")
        return " ".join(parts)

    async def list(
        self, namespace: tuple[str, ...], query: ListQuery
    ) -> tuple[list[dict[str, Any]], int]:
        q = self._filter(namespace, query)
        index = self.keys.memory_index()
        if query.offset + query.limit > MAX_OFFSET:  # RediSearch refuses deeper pages
            counted = await self.client.execute_command(
                "FT.SEARCH", index, q, "NOCONTENT", "LIMIT", 0, 0, "DIALECT", 2
            )
            return [], ft_rows(counted)[0]
        async with self.client.pipeline(transaction=False) as pipe:
            pipe.execute_command("FT.SEARCH", index, q, "NOCONTENT", "LIMIT", 0, 0, "DIALECT", 2)
            pipe.execute_command(
                "FT.AGGREGATE",
                index,
                q,
                "LOAD",
                "2",
                "@key_tag",
                "@updated_ts",
                "SORTBY",
                "4",
                "@updated_ts",
                "DESC",
                "@key_tag",
                "ASC",
                "LIMIT",
                query.offset,
                query.limit,
                "DIALECT",
                2,
            )
            counted, page = await pipe.execute()
        total, _ = ft_rows(counted)
        _, rows = ft_rows(page)
        prefix = self.keys.memory_doc_prefix() + ns_tag(namespace) + ":"
        doc_keys = [prefix + str(attrs["key_tag"]) for _, attrs in rows if "key_tag" in attrs]
        records = [r for r in await self._mget(doc_keys) if r is not None]
        return records, total

    async def namespaces(self, prefix: tuple[str, ...]) -> set[tuple[str, ...]]:
        q = f"@nsp:{{{escape_tag(ns_tag(prefix))}}}" if prefix else "*"
        found: set[tuple[str, ...]] = set()
        offset, page = 0, 10_000
        while True:
            reply = await self.client.execute_command(
                "FT.AGGREGATE",
                self.keys.memory_index(),
                q,
                "GROUPBY",
                "1",
                "@ns",
                "SORTBY",
                "2",
                "@ns",
                "ASC",
                "LIMIT",
                offset,
                page,
                "DIALECT",
                2,
            )
            _, rows = ft_rows(reply)
            found.update(ns_from_tag(str(attrs["ns"])) for _, attrs in rows if attrs.get("ns"))
            if len(rows) < page:
                return found
            offset += page
