"""`DeltaRedisSaver`: LangGraph checkpoints that store what a turn adds, on core Redis commands.

A checkpoint of a 400-message conversation is not 400 messages again: each list item is an
element written once (codec.py), a list channel's new version is a delta against a version
already stored (the first `prefix` and last `suffix` items of its base, plus the new refs),
and a chain of deltas is cut by a snapshot of refs every `MAX_DEPTH` versions. Other channels
are stored whole, once per version, as LangGraph's own savers do. Every checkpoint stays
addressable: `aget_tuple` by id, `alist`, forks from older checkpoints.

One thread = six keys sharing a hash tag (Keys.checkpoint_keys), so it lives in one cluster
slot, and every operation is one Lua script (lua.py): one round trip, atomic, so a process
killed at any point leaves the thread at the checkpoint before or after a write, never torn.
Reads send the hot cache's generation (cache.py); when the thread has not changed, Redis
answers "current" and nothing is decoded. All keys expire together with the TTL, refreshed by
reads when `refresh_on_read`.

Threads written by the previous saver (langgraph-checkpoint-redis JSON documents) are moved
on their first read when a `legacy` saver is given (legacy.py).
"""

from __future__ import annotations

import copy
import secrets
from collections.abc import AsyncIterator, Sequence
from typing import Any, Protocol, cast

from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    ChatMessage,
    FunctionMessage,
    HumanMessage,
    RemoveMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import (
    WRITES_IDX_MAP,
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    get_checkpoint_id,
    get_checkpoint_metadata,
    writes_sort_key,
)
from langgraph.checkpoint.serde.base import SerializerProtocol
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

from agents.storage.delta_saver import codec, lua
from agents.storage.delta_saver.cache import Entry, HotCache, ListState
from agents.storage.keys import Keys

__all__ = ["DeltaRedisSaver", "LegacyReader"]

# Deltas per chain before a list version is stored as a snapshot of refs: bounds the work of a
# cold read (and the bytes of a snapshot: 16 per item) at one snapshot per MAX_DEPTH writes.
MAX_DEPTH = 32
_LIST_PAGE = 64  # checkpoint records per read while listing
# A message element's type: `m` + one letter for its class (+ `:` + the serializer's type
# when that is not msgpack): a few bytes instead of the class path, in every element.
_MESSAGE_TAG = "m"
_MESSAGE_CODES: dict[type[BaseMessage], str] = {
    AIMessage: "a",
    HumanMessage: "h",
    SystemMessage: "s",
    ToolMessage: "t",
    RemoveMessage: "r",
    ChatMessage: "c",
    FunctionMessage: "f",
}
_MESSAGE_CLASSES = {code: cls for cls, code in _MESSAGE_CODES.items()}


class LegacyReader(Protocol):
    """What migration needs of the previous saver."""

    def pointer(self, thread_id: str, ns: str) -> str: ...

    async def has_thread(self, thread_id: str) -> bool: ...

    async def migrate(self, thread_id: str, into: DeltaRedisSaver | None) -> int: ...


def _config(thread_id: str, ns: str, checkpoint_id: str) -> RunnableConfig:
    return {
        "configurable": {
            "thread_id": thread_id,
            "checkpoint_ns": ns,
            "checkpoint_id": checkpoint_id,
        }
    }


def next_version(current: str | int | float | None) -> str:
    """`00000042.3fa1c2d4e5f607`: the counter, zero-padded, then a random 56-bit tag (forks of
    one checkpoint draw versions of the same number: the tag keeps them apart, as
    InMemorySaver's does) in half its length: versions repeat in every record. Any version of
    InMemorySaver's 32-digit form sorts below any of these, so threads carried over keep
    increasing."""
    if current is None:
        number = 0
    elif isinstance(current, int | float):
        number = int(current)
    else:
        number = int(str(current).split(".")[0])
    return f"{number + 1:08d}.{secrets.token_hex(7)}"


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


class DeltaRedisSaver(BaseCheckpointSaver[str]):
    """Checkpoint saver on plain Redis >= 6.2, Valkey or a Redis Cluster (no modules).

    `client` is a redis-py asyncio client (`Redis` or `RedisCluster`, bytes responses); it is
    not closed by the saver. `ttl_minutes` None = keys never expire.
    """

    def __init__(
        self,
        client: Any,
        *,
        keys: Keys | None = None,
        ttl_minutes: float | None = None,
        refresh_on_read: bool = True,
        serde: SerializerProtocol | None = None,
        cache: HotCache | None = None,
        legacy: LegacyReader | None = None,
    ) -> None:
        # Strict: a value in Redis may only rebuild LangGraph's allow-listed types (messages,
        # documents, ...), never import or construct anything else (CVE-2025-64439 class).
        super().__init__(serde=serde or JsonPlusSerializer(allowed_msgpack_modules=None))
        self.client = client
        self.keys = keys or Keys()
        self.ttl_ms = int(ttl_minutes * 60_000) if ttl_minutes else 0
        self.refresh_on_read = refresh_on_read
        self.cache = cache if cache is not None else HotCache()
        # The previous saver's threads, moved on first read; its latest-pointer key is
        # checked in the read's own round trip (never on a cluster: no such threads there).
        self.legacy = legacy
        self._get = client.register_script(lua.GET)
        self._put = client.register_script(lua.PUT)
        self._put_writes = client.register_script(lua.PUT_WRITES)
        self._prune = client.register_script(lua.PRUNE)

    async def asetup(self) -> None:
        """Nothing to create: the saver needs no index. Loads the scripts once."""
        for script in (self._get, self._put, self._put_writes, self._prune):
            await self.client.script_load(script.script)

    # reading ---------------------------------------------------------------------------
    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        conf = config["configurable"]
        thread_id = str(conf["thread_id"])
        ns = str(conf.get("checkpoint_ns", ""))
        checkpoint_id = get_checkpoint_id(config)
        found, legacy = await self._load(thread_id, ns, checkpoint_id)
        if found is None and legacy and self.legacy is not None:
            if await self.legacy.migrate(thread_id, self):
                found, _ = await self._load(thread_id, ns, checkpoint_id)
        if found is None:
            return None
        entry, pending = found
        out_config = config if checkpoint_id else _config(thread_id, ns, entry.checkpoint_id)
        return CheckpointTuple(
            config=out_config,
            checkpoint=entry.checkpoint_copy(),
            metadata=entry.metadata_copy(),
            parent_config=(_config(thread_id, ns, entry.parent_id) if entry.parent_id else None),
            pending_writes=copy.deepcopy(pending),
        )

    async def _load(
        self, thread_id: str, ns: str, checkpoint_id: str | None
    ) -> tuple[tuple[Entry, list[tuple[str, str, Any]]] | None, bool]:
        """(the checkpoint (newest when no id) with its pending writes, or None; whether the
        previous saver holds the thread)."""
        cached = self.cache.get(thread_id, ns)
        keys = self.keys.checkpoint_keys(thread_id)
        if self.legacy is not None:
            keys.append(self.legacy.pointer(thread_id, ns))
        reply = await self._get(
            keys=keys,
            args=[
                ns,
                checkpoint_id or "",
                cached.generation if cached else b"",
                cached.checkpoint_id if cached else "",
                self.ttl_ms if self.refresh_on_read else 0,
                b"\n".join(cached.known_fields()) if cached else b"",
            ],
        )
        status = int(reply[0])
        if status == 0:
            self.cache.drop(thread_id, ns)
            return None, bool(len(reply) > 1 and int(reply[1]))
        if status == 1:
            assert cached is not None
            return (cached, cached.pending_writes), False
        generation, found_id, is_latest = reply[1], _text(reply[2]), bool(int(reply[3]))
        record, writes_raw, blob_pairs, element_pairs = reply[4:8]
        entry = self._decode(
            ns,
            generation,
            found_id,
            record,
            dict(zip(blob_pairs[::2], blob_pairs[1::2], strict=True)),
            dict(zip(element_pairs[::2], element_pairs[1::2], strict=True)),
            cached,
        )
        entry.pending_writes = self._decode_writes(writes_raw)
        if is_latest:
            self.cache.put(thread_id, ns, entry)
        return (entry, entry.pending_writes), False

    def _decode(
        self,
        ns: str,
        generation: bytes,
        checkpoint_id: str,
        record: bytes,
        blobs: dict[bytes, bytes],
        elements: dict[bytes, bytes],
        cached: Entry | None,
    ) -> Entry:
        stored, metadata, parent_id = self.serde.loads_typed(
            codec.decode_typed(codec.decode_record(record))
        )
        checkpoint = cast(Checkpoint, {**stored, "channel_values": {}})
        known = {state.field: state for state in cached.lists.values()} if cached else {}
        items_by_ref: dict[bytes, Any] = {}
        for state in known.values():
            items_by_ref.update(state.by_ref())
        values: dict[str, Any] = {}
        lists: dict[str, ListState] = {}
        size = len(record)
        for channel, version in checkpoint["channel_versions"].items():
            raw = blobs.get(codec.blob_field(ns, channel, version))
            if raw is None or raw[:1] == codec.EMPTY:
                continue
            size += len(raw)
            if raw[:1] == codec.VALUE:
                values[channel] = self.serde.loads_typed(codec.decode_typed(raw[1:]))
                continue
            state = self._resolve(raw[1:], blobs, known, elements, items_by_ref)
            lists[channel] = state
            values[channel] = list(state.items)
            size += state.nbytes
        checkpoint["channel_values"] = values
        return Entry(
            generation=generation,
            checkpoint_id=checkpoint_id,
            checkpoint=checkpoint,
            metadata=metadata,
            parent_id=parent_id,
            pending_writes=[],
            lists=lists,
            size=size,
        )

    def _resolve(
        self,
        field: bytes,
        blobs: dict[bytes, bytes],
        known: dict[bytes, ListState],
        elements: dict[bytes, bytes],
        items_by_ref: dict[bytes, Any],
    ) -> ListState:
        """A list (its delta field) from the deltas a read returned, on top of known ones."""
        if field in known:
            return known[field]
        chain: list[codec.ListDelta] = []
        at = field
        base: ListState | None = None
        while True:
            if at in known:
                base = known[at]
                break
            raw = blobs.get(at)
            if raw is None:
                raise RuntimeError("a checkpoint list delta is missing")
            delta = codec.ListDelta.decode(raw)
            chain.append(delta)
            if not delta.base:
                break
            at = delta.base
        refs: list[bytes] = list(base.refs) if base else []
        for delta in reversed(chain):
            refs = delta.apply(refs) if delta.base else list(delta.refs)
        items = []
        for ref in refs:
            if ref in items_by_ref:
                items.append(items_by_ref[ref])
                continue
            raw = elements.get(ref)
            if raw is None:
                raise RuntimeError("a checkpoint list element is missing")
            item = self._load_item(*codec.unpack_element(raw))
            items_by_ref[ref] = item
            items.append(item)
        nbytes = sum(len(elements.get(r, b"")) or 256 for r in refs)
        return ListState(field=field, items=items, refs=refs, depth=chain[0].depth, nbytes=nbytes)

    def _dump_item(self, item: Any) -> tuple[str, bytes]:
        """A list item as stored: a langchain message by its class and non-default fields
        (~200 bytes less than the generic form), when that gives the same message back."""
        code = _MESSAGE_CODES.get(type(item))
        if code is not None:
            fields = item.model_dump(exclude_defaults=True)
            fields.pop("type", None)
            if type(item)(**fields) == item:
                type_, data = self.serde.dumps_typed(fields)
                suffix = "" if type_ == "msgpack" else f":{type_}"
                return f"{_MESSAGE_TAG}{code}{suffix}", data
        return self.serde.dumps_typed(item)

    def _load_item(self, type_: str, data: bytes) -> Any:
        if len(type_) >= 2 and type_[0] == _MESSAGE_TAG and type_[1] in _MESSAGE_CLASSES:
            if len(type_) == 2 or type_[2] == ":":
                inner = type_[3:] or "msgpack"
                return _MESSAGE_CLASSES[type_[1]](**self.serde.loads_typed((inner, data)))
        return self.serde.loads_typed((type_, data))

    def _decode_writes(self, raw: bytes) -> list[tuple[str, str, Any]]:
        rows = []
        for task_id, idx, payload in codec.decode_writes(raw or b""):
            channel, task_path, type_, data = payload.split(b"\0", 3)
            rows.append((task_path.decode(), task_id, idx, channel.decode(), type_.decode(), data))
        rows.sort(key=lambda r: writes_sort_key(r[0], r[1], r[2]))
        return [(r[1], r[3], self.serde.loads_typed((r[4], r[5]))) for r in rows]

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        """Checkpoints newest first per namespace, with InMemorySaver's filters."""
        if limit is not None and limit <= 0:
            return
        if config is None:
            threads = [t async for t in self._threads()]
        else:
            threads = [str(config["configurable"]["thread_id"])]
        want_ns = config["configurable"].get("checkpoint_ns") if config else None
        want_id = get_checkpoint_id(config) if config else None
        before_id = get_checkpoint_id(before) if before else None
        remaining = limit
        for thread_id in threads:
            keys = self.keys.checkpoint_keys(thread_id)
            members = await self.client.zrange(keys[0], 0, -1, desc=True)
            pairs = [
                (ns, cid)
                for ns, _, cid in (_text(m).partition("\0") for m in members)
                if (want_ns is None or ns == want_ns)
                and (not want_id or cid == want_id)
                and (not before_id or cid < before_id)
            ]
            pairs.sort(key=lambda p: (p[0], p[1]), reverse=True)
            for start in range(0, len(pairs), _LIST_PAGE):
                page = pairs[start : start + _LIST_PAGE]
                records = await self.client.hmget(
                    keys[1], [codec.checkpoint_field(ns, cid) for ns, cid in page]
                )
                for (ns, cid), record in zip(page, records, strict=True):
                    if record is None:
                        continue
                    if filter:
                        _, metadata, _ = self.serde.loads_typed(
                            codec.decode_typed(codec.decode_record(record))
                        )
                        if not all(metadata.get(k) == v for k, v in filter.items()):
                            continue
                    found = await self.aget_tuple(_config(thread_id, ns, cid))
                    if found is None:
                        continue
                    yield found
                    if remaining is not None:
                        remaining -= 1
                        if remaining <= 0:
                            return

    async def _threads(self) -> AsyncIterator[str]:
        seen: set[str] = set()
        async for key in self.client.scan_iter(match=self.keys.checkpoint_scan_pattern()):
            thread_id = Keys.checkpoint_thread_of(_text(key))
            if thread_id is not None and thread_id not in seen:
                seen.add(thread_id)
                yield thread_id

    # writing ---------------------------------------------------------------------------
    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        conf = config["configurable"]
        thread_id = str(conf["thread_id"])
        ns = str(conf.get("checkpoint_ns", ""))
        parent_id = conf.get("checkpoint_id")
        stored = {k: v for k, v in checkpoint.items() if k != "channel_values"}
        full_metadata = get_checkpoint_metadata(config, metadata)
        body = codec.encode_element(*self.serde.dumps_typed([stored, full_metadata, parent_id]))
        cached = self.cache.get(thread_id, ns)
        status, before = 0, None
        for base in (cached, None):
            plan = self._plan(ns, checkpoint, new_versions, base)
            args: list[Any] = [
                ns,
                checkpoint["id"],
                codec.encode_record(plan.fields, body),
                plan.generation,
                self.ttl_ms,
                len(plan.blobs),
            ]
            for field, blob in plan.blobs:
                args += [field, blob]
            args.append(len(plan.bases))
            args += plan.bases
            for ref, element in plan.elements.items():
                args += [ref, element]
            reply = await self._put(keys=self.keys.checkpoint_keys(thread_id), args=args)
            status, before = int(reply[0]), reply[1] or None
            if status or base is None:
                break  # 0: a base this process knew is gone; send the lists whole
        self.cache.drop(thread_id, ns)
        if status == 1:
            # What the cache knew is only worth keeping if nobody wrote the thread since.
            known = cached if cached is not None and cached.generation == before else None
            entry = self._entry_after_put(ns, checkpoint, body, parent_id, plan, known)
            if entry is not None:
                self.cache.put(thread_id, ns, entry)
        return _config(thread_id, ns, checkpoint["id"])

    def _plan(
        self,
        ns: str,
        checkpoint: Checkpoint,
        new_versions: ChannelVersions,
        cached: Entry | None,
    ) -> _Plan:
        plan = _Plan()
        values = checkpoint["channel_values"]
        # The record lists the blobs a read fetches: not the channels known to hold nothing
        # (emptied now, or empty in the cached checkpoint at the same version), most of a
        # turn's channels (LangGraph's branch and start channels are empty at its end).
        known_empty: set[str] = set()
        if cached is not None:
            before = cached.checkpoint["channel_versions"]
            held = cached.checkpoint["channel_values"]
            known_empty = {
                ch
                for ch, v in checkpoint["channel_versions"].items()
                if ch not in new_versions and before.get(ch) == v and ch not in held
            }
        for channel, version in new_versions.items():
            field = codec.blob_field(ns, channel, version)
            plan.written[channel] = field
            if channel not in values:
                plan.blobs.append((field, codec.EMPTY))
                known_empty.add(channel)
                continue
            value = values[channel]
            if not isinstance(value, list):
                type_, data = self.serde.dumps_typed(value)
                plan.blobs.append((field, codec.encode_value(type_, data)))
                # The cache holds what a read would give, never the caller's object.
                plan.values[channel] = self.serde.loads_typed((type_, data))
                continue
            base = cached.lists.get(channel) if cached else None
            refs: list[bytes] = []
            items: list[Any] = []
            for item in value:
                ref = base.known(item) if base else None
                if ref is None:
                    type_, data = self._dump_item(item)
                    ref = codec.element_ref(type_, data)
                    packed = codec.pack_element(type_, data)
                    plan.elements[ref] = packed
                    plan.nbytes += len(packed)
                    item = self._load_item(type_, data)  # noqa: PLW2901 - the stored form
                refs.append(ref)
                items.append(item)
            kept_bytes = 0
            if base is not None and base.depth < MAX_DEPTH:
                prefix, suffix, middle = codec.diff(base.refs, refs)
                if base.refs:
                    kept_bytes = base.nbytes * (prefix + suffix) // len(base.refs)
                delta = codec.ListDelta(prefix, suffix, base.depth + 1, base.field, tuple(middle))
                plan.bases.append(base.field)
            else:
                delta = codec.ListDelta(0, 0, 0, b"", tuple(refs))
            delta_field = codec.new_delta_field()
            plan.blobs.append((field, codec.POINTER + delta_field))
            plan.blobs.append((delta_field, delta.encode()))
            new_bytes = sum(len(plan.elements.get(r, b"")) for r in delta.refs)
            plan.lists[channel] = ListState(
                delta_field, items, refs, delta.depth, nbytes=kept_bytes + new_bytes
            )
        plan.fields = [
            codec.blob_field(ns, channel, version)
            for channel, version in checkpoint["channel_versions"].items()
            if channel not in known_empty
        ]
        return plan

    def _entry_after_put(
        self,
        ns: str,
        checkpoint: Checkpoint,
        body: bytes,
        parent_id: str | None,
        plan: _Plan,
        previous: Entry | None,
    ) -> Entry | None:
        """The cache entry of the checkpoint just written, or None when a value it reads was
        not written here nor is known from the previous entry (stored by someone else). Built
        from what was stored (the record decoded again), never from the caller's objects."""
        values: dict[str, Any] = {}
        lists: dict[str, ListState] = {}
        prev_versions = previous.checkpoint["channel_versions"] if previous else {}
        size = len(body) + plan.nbytes
        for channel, version in checkpoint["channel_versions"].items():
            if channel in plan.written:
                if plan.written[channel] != codec.blob_field(ns, channel, version):
                    return None
                if channel in plan.lists:
                    lists[channel] = plan.lists[channel]
                    values[channel] = list(plan.lists[channel].items)
                elif channel in plan.values:
                    values[channel] = plan.values[channel]
            elif previous is not None and prev_versions.get(channel) == version:
                if channel in previous.lists:
                    lists[channel] = previous.lists[channel]
                    values[channel] = list(previous.lists[channel].items)
                elif channel in previous.checkpoint["channel_values"]:
                    values[channel] = previous.checkpoint["channel_values"][channel]
            else:
                return None
        for state in lists.values():
            size += state.nbytes
        stored, metadata, _ = self.serde.loads_typed(codec.decode_typed(body))
        return Entry(
            generation=plan.generation,
            checkpoint_id=checkpoint["id"],
            checkpoint=cast(Checkpoint, {**stored, "channel_values": values}),
            metadata=metadata,
            parent_id=parent_id,
            pending_writes=[],
            lists=lists,
            size=size,
        )

    async def aput_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        conf = config["configurable"]
        thread_id = str(conf["thread_id"])
        ns = str(conf.get("checkpoint_ns", ""))
        args: list[Any] = [ns, conf["checkpoint_id"], secrets.token_hex(8), self.ttl_ms]
        for idx, (channel, value) in enumerate(writes):
            slot = WRITES_IDX_MAP.get(channel, idx)
            type_, data = self.serde.dumps_typed(value)
            payload = b"\0".join((channel.encode(), task_path.encode(), type_.encode(), data))
            key = f"{task_id}\0{slot}".encode()
            args += [key, "1" if slot < 0 else "0", codec.encode_write(task_id, slot, payload)]
        await self._put_writes(keys=self.keys.checkpoint_keys(thread_id), args=args)
        self.cache.drop(thread_id, ns)

    # housekeeping ----------------------------------------------------------------------
    async def adelete_thread(self, thread_id: str) -> None:
        self.cache.drop(str(thread_id))
        await self.client.delete(*self.keys.checkpoint_keys(str(thread_id)))
        if self.legacy is not None and await self.legacy.has_thread(str(thread_id)):
            await self.legacy.migrate(str(thread_id), None)

    async def aprune(
        self,
        thread_ids: Sequence[str],
        *,
        strategy: str = "keep_latest",
        keep_last: int | None = None,
        max_results: int = 10000,
    ) -> None:
        """Keep the newest checkpoint per namespace (`keep_latest`, or `keep_last` of them),
        or delete the threads (`delete`)."""
        for thread_id in thread_ids:
            if strategy == "delete":
                await self.adelete_thread(thread_id)
            else:
                await self.aprune_thread(thread_id, keep_last or 1)

    async def aprune_thread(self, thread_id: str, keep_last: int) -> int:
        """Delete all but the newest `keep_last` checkpoints of each namespace, with their
        writes and every blob and element nothing left reads. Returns how many went."""
        if keep_last < 0:
            raise ValueError(f"keep_last must be >= 0, got {keep_last}")
        self.cache.drop(str(thread_id))
        deleted = await self._prune(
            keys=self.keys.checkpoint_keys(str(thread_id)),
            args=[keep_last, secrets.token_hex(8), self.ttl_ms],
        )
        return int(deleted)

    def get_next_version(self, current: str | None, channel: None) -> str:
        return next_version(current)


class _Plan:
    """What one `aput` sends: the blob fields its record reads, blobs, base deltas that must
    exist, new elements; and what it wrote, for the cache."""

    def __init__(self) -> None:
        self.fields: list[bytes] = []
        self.blobs: list[tuple[bytes, bytes]] = []
        self.bases: list[bytes] = []
        self.elements: dict[bytes, bytes] = {}
        self.written: dict[str, bytes] = {}  # channel -> blob field of its new version
        self.values: dict[str, Any] = {}  # channels stored whole
        self.lists: dict[str, ListState] = {}
        self.generation = secrets.token_hex(8).encode()
        self.nbytes = 0  # bytes of the new elements
