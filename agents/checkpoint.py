"""Which checkpointer a turn uses: the Redis saver (TTL, refreshed on read) or the in-memory
fallback while Redis is unreachable. The fallback is never sticky: once the health probe sees
Redis again, new turns go back to it (agents/fallback.py carries the outage's threads over).

Both savers keep their boundary: `RedisCheckpointSaver` raises `RedisUnavailable` (and only
that) when Redis cannot be reached, and `BoundedMemorySaver` never grows without bound.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict, defaultdict
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Literal

from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import (
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
)
from langgraph.checkpoint.memory import InMemorySaver
from redisvl.exceptions import RedisSearchError

from agents.errors import RedisUnavailable
from agents.storage.delta_saver import DeltaRedisSaver, HotCache
from agents.storage.delta_saver.legacy import LegacyThreads, has_json_and_search
from agents.storage.delta_saver.saver import next_version
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import as_redis_unavailable, is_cluster
from agents.storage.redis_saver import ConformantRedisSaver

log = logging.getLogger("agentrt.checkpoint")

Backend = Literal["redis", "memory"]

# A run's `configurable` may name an `async () -> bool` under this key: when it answers False
# the Redis saver drops the run's writes (a turn whose life of the session was deleted must
# not write into the thread, which the id's next life shares). `__`: never checkpoint metadata.
WRITE_GUARD = "__agentrt_write_guard"


async def _may_write(config: RunnableConfig) -> bool:
    guard = (config.get("configurable") or {}).get(WRITE_GUARD)
    return guard is None or bool(await guard())


@contextmanager
def _redis_boundary() -> Iterator[None]:
    """Inside the saver every error of a Redis call that means "unreachable" (also wrapped by
    redisvl) leaves as `RedisUnavailable`; everything else as it was raised."""
    try:
        yield
    except Exception as exc:
        down = as_redis_unavailable(exc)
        if down is None:
            raise
        raise down from exc


SETUP_TRIES = 3


async def setup_despite_other_replicas(saver: Any) -> None:
    """`saver.asetup()`, where another replica may be creating the same search indexes at the
    same moment: redisvl checks that an index is missing, then creates it, so the slower of
    two replicas starting together fails with "Index already exists" and, at start-up, exits.
    That error means the index is there; setup is otherwise idempotent, so it runs again (and
    finds it). Any other error, or a race that does not settle, is raised."""
    for attempt in range(1, SETUP_TRIES + 1):
        try:
            await saver.asetup()
            return
        except RedisSearchError as exc:
            if "already exists" not in str(exc) or attempt == SETUP_TRIES:
                raise
            log.info("a search index was created by another replica meanwhile: %s", exc)


class RuntimeBoundary:
    """What the runtime adds to a Redis saver (mixed in before it): failures to reach Redis
    surface as `RedisUnavailable`, so a turn falls back on exactly those, and a run's
    WRITE_GUARD may drop its writes. The benchmark wraps the other Redis savers with it."""

    async def asetup(self) -> None:
        with _redis_boundary():
            await super().asetup()  # type: ignore[misc]

    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        with _redis_boundary():
            return await super().aget_tuple(config)  # type: ignore[misc, no-any-return]

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        with _redis_boundary():
            async for item in super().alist(  # type: ignore[misc]
                config, filter=filter, before=before, limit=limit
            ):
                yield item

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        if not await _may_write(config):
            conf = config["configurable"]
            return {
                "configurable": {
                    "thread_id": conf["thread_id"],
                    "checkpoint_ns": conf.get("checkpoint_ns", ""),
                    "checkpoint_id": checkpoint["id"],
                }
            }
        with _redis_boundary():
            return await super().aput(config, checkpoint, metadata, new_versions)  # type: ignore[misc, no-any-return]

    async def aput_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        if not await _may_write(config):
            return
        with _redis_boundary():
            await super().aput_writes(config, writes, task_id, task_path)  # type: ignore[misc]

    async def adelete_thread(self, thread_id: str) -> None:
        with _redis_boundary():
            await super().adelete_thread(thread_id)  # type: ignore[misc]

    async def aprune(
        self,
        thread_ids: Sequence[str],
        *,
        strategy: str = "keep_latest",
        keep_last: int | None = None,
        max_results: int = 10000,
    ) -> None:
        with _redis_boundary():
            await super().aprune(  # type: ignore[misc]
                thread_ids, strategy=strategy, keep_last=keep_last, max_results=max_results
            )


class RedisCheckpointSaver(RuntimeBoundary, DeltaRedisSaver):
    """The Redis saver the runtime uses: `DeltaRedisSaver` behind the runtime's boundary."""

    async def aprune_thread(self, thread_id: str, keep_last: int) -> int:
        with _redis_boundary():
            return await super().aprune_thread(thread_id, keep_last)


class BoundedMemorySaver(InMemorySaver):
    """`InMemorySaver` with bounds: the newest `keep_last` checkpoints per thread and
    namespace (with their writes and the blobs they reference), at most `max_threads`
    threads (least recently used go first), and a thread unused for `ttl_s` expires, like its
    Redis twin (reads refresh it). `on_evict(thread_id)` hears of threads dropped by a bound.

    Below the bounds it behaves exactly as InMemorySaver (the conformance suite runs on it);
    reading an unknown thread never creates an entry for it."""

    def __init__(
        self,
        *,
        keep_last: int = 5,
        max_threads: int = 10_000,
        ttl_s: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__()
        if keep_last < 1 or max_threads < 1:
            raise ValueError("keep_last and max_threads must be at least 1")
        self.keep_last = keep_last
        self.max_threads = max_threads
        self.ttl_s = ttl_s
        self.clock = clock
        self.on_evict: Callable[[str], None] | None = None
        self._used: OrderedDict[str, float] = OrderedDict()  # thread -> last use, LRU first
        self._blob_keys: defaultdict[str, set[tuple[Any, ...]]] = defaultdict(set)
        self._write_keys: defaultdict[str, set[tuple[str, str, str]]] = defaultdict(set)

    # bounds ----------------------------------------------------------------------------
    def has_thread(self, thread_id: str) -> bool:
        """True when the thread holds a checkpoint that has not expired."""
        self._expire()
        return bool(self.storage.get(thread_id))

    @property
    def threads(self) -> int:
        return len(self._used)

    def _touch(self, thread_id: str) -> None:
        self._used[thread_id] = self.clock()
        self._used.move_to_end(thread_id)

    def _expire(self) -> None:
        """Drop expired threads, then the least recently used beyond `max_threads`."""
        now = self.clock()
        while self._used:
            thread_id, used = next(iter(self._used.items()))
            expired = self.ttl_s is not None and now - used > self.ttl_s
            if not expired and len(self._used) <= self.max_threads:
                return
            self.delete_thread(thread_id)
            if self.on_evict is not None:
                self.on_evict(thread_id)

    def _prune(self, thread_id: str, checkpoint_ns: str) -> None:
        checkpoints = self.storage[thread_id][checkpoint_ns]
        if len(checkpoints) <= self.keep_last:
            return
        for checkpoint_id in sorted(checkpoints)[: -self.keep_last]:
            del checkpoints[checkpoint_id]
            key = (thread_id, checkpoint_ns, checkpoint_id)
            self.writes.pop(key, None)
            self._write_keys[thread_id].discard(key)
        referenced: set[tuple[Any, ...]] = set()
        for saved, _, _ in checkpoints.values():
            versions = self.serde.loads_typed(saved).get("channel_versions", {})
            referenced.update((thread_id, checkpoint_ns, ch, v) for ch, v in versions.items())
        blobs = self._blob_keys[thread_id]
        for blob in [k for k in blobs if k[1] == checkpoint_ns and k not in referenced]:
            self.blobs.pop(blob, None)
            blobs.discard(blob)

    # the saver ---------------------------------------------------------------------------
    def get_next_version(self, current: str | None, channel: None) -> str:
        return next_version(current)  # the Redis saver's form: a thread moves between both

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        self._expire()
        thread_id = config["configurable"]["thread_id"]
        if thread_id not in self.storage:
            return None
        found = super().get_tuple(config)
        if found is not None:
            self._touch(thread_id)  # a read refreshes the thread, as the Redis TTL does
        return found

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        self._expire()
        if config is not None and config["configurable"]["thread_id"] not in self.storage:
            return iter(())
        return super().list(config, filter=filter, before=before, limit=limit)

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        thread_id = config["configurable"]["thread_id"]
        checkpoint_ns = config["configurable"]["checkpoint_ns"]
        stored = super().put(config, checkpoint, metadata, new_versions)
        self._blob_keys[thread_id].update(
            (thread_id, checkpoint_ns, ch, v) for ch, v in new_versions.items()
        )
        self._touch(thread_id)
        self._prune(thread_id, checkpoint_ns)
        self._expire()
        return stored

    def put_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        super().put_writes(config, writes, task_id, task_path)
        conf = config["configurable"]
        thread_id = conf["thread_id"]
        self._write_keys[thread_id].add(
            (thread_id, conf.get("checkpoint_ns", ""), conf["checkpoint_id"])
        )
        self._touch(thread_id)

    def delete_thread(self, thread_id: str) -> None:
        """Drop a thread: only its own entries are visited (the index kept per thread)."""
        self.storage.pop(thread_id, None)
        for key in self._write_keys.pop(thread_id, ()):
            self.writes.pop(key, None)
        for blob in self._blob_keys.pop(thread_id, ()):
            self.blobs.pop(blob, None)
        self._used.pop(thread_id, None)


@dataclass(frozen=True)
class ActiveSaver:
    backend: Backend
    saver: BaseCheckpointSaver


class CheckpointProvider:
    """Owns both savers; `active()` names the one a new turn should use."""

    def __init__(
        self,
        state: RedisState,
        *,
        ttl_minutes: int = 1440,
        refresh_on_read: bool = True,
        keep_last: int = 0,
        prune_every: int = 10,
        memory_keep_last: int = 5,
        memory_max_threads: int = 10_000,
        keys: Keys | None = None,
        cache_threads: int = 1_000,
        cache_mb: int = 64,
    ) -> None:
        self.state = state
        self.keys = keys or Keys()
        # A checkpoint stores what its turn added, so keeping all (0) costs O(the text); a
        # positive `keep_last` still bounds how many stay, pruned every `prune_every` turns.
        self.keep_last = keep_last
        self.prune_every = prune_every
        self._pruning: set[asyncio.Task[None]] = set()
        self.ttl_minutes = ttl_minutes
        self.refresh_on_read = refresh_on_read
        self.cache = HotCache(max_threads=cache_threads, max_bytes=cache_mb * 1024 * 1024)
        # Without Redis this is the store of every conversation; with it, the outage fallback.
        self.memory = BoundedMemorySaver(
            keep_last=memory_keep_last, max_threads=memory_max_threads, ttl_s=ttl_minutes * 60
        )
        self.redis: RedisCheckpointSaver | None = None
        self._ready = False
        state.on_recover(self._on_recover)

    async def setup(self) -> None:
        """Create the Redis saver (and, where the previous saver's modules are, its reader for
        moving old threads); a Redis that is down leaves us in memory."""
        if self.state.client is None:
            return
        try:
            await self._build()
        except RedisUnavailable as exc:
            self.state.mark_down(exc)

    async def _build(self) -> None:
        client = self.state.client
        assert client is not None
        with _redis_boundary():
            legacy = None
            # A cluster never held the previous saver's threads (it could not run there).
            if not is_cluster(client) and await has_json_and_search(client):
                old = ConformantRedisSaver(
                    redis_client=client,
                    ttl={"default_ttl": self.ttl_minutes, "refresh_on_read": False},
                )
                await setup_despite_other_replicas(old)
                legacy = LegacyThreads(old)
        self.redis = RedisCheckpointSaver(
            client,
            keys=self.keys,
            ttl_minutes=self.ttl_minutes,
            refresh_on_read=self.refresh_on_read,
            cache=self.cache,
            legacy=legacy,
        )
        await self.redis.asetup()
        self._ready = True

    async def _on_recover(self) -> None:
        # A restarted Redis lost its scripts (and the previous saver's indexes); its data may
        # differ from what the hot cache saw, which every read checks anyway.
        self.cache.clear()
        await self._build()

    def active(self) -> ActiveSaver:
        if self.redis is not None and self._ready and self.state.available:
            return ActiveSaver("redis", self.redis)
        return ActiveSaver("memory", self.memory)

    @property
    def backend(self) -> Backend:
        return self.active().backend

    def maybe_prune(self, thread_id: str, turns: int) -> None:
        """Every `prune_every` turns, drop all but the newest `keep_last` Redis checkpoints of
        the thread, in the background (off the reply path)."""
        if self.keep_last <= 0 or self.prune_every <= 0 or turns % self.prune_every:
            return
        if self.active().backend != "redis" or self.redis is None:
            return
        task = asyncio.create_task(self._prune(thread_id))
        self._pruning.add(task)
        task.add_done_callback(self._pruning.discard)

    async def _prune(self, thread_id: str) -> None:
        assert self.redis is not None
        try:
            await self.redis.aprune_thread(thread_id, self.keep_last)
        except RedisUnavailable:
            pass  # the state is marked down already; the TTL still holds
        except Exception as exc:  # noqa: BLE001 - pruning is housekeeping; the TTL still holds
            log.warning("pruning checkpoints of %s failed: %s", thread_id, exc)

    async def aclose(self) -> None:
        for task in list(self._pruning):
            task.cancel()
        await asyncio.gather(*self._pruning, return_exceptions=True)
