"""Which checkpointer a turn uses: the Redis saver (TTL, refreshed on read) or the in-memory
fallback while Redis is unreachable. The fallback is never sticky: once the health probe sees
Redis again, new turns go back to it, and threads written in memory meanwhile are carried over.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Literal

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.memory import InMemorySaver

from agents.storage.health import RedisState
from agents.storage.redis import is_redis_down
from agents.storage.redis_saver import ConformantRedisSaver

log = logging.getLogger("agentrt.checkpoint")

Backend = Literal["redis", "memory"]


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
        keep_last: int = 5,
        prune_every: int = 10,
    ) -> None:
        self.state = state
        # Every turn writes a full checkpoint that would stay until its TTL; keeping only the
        # newest few bounds a long thread's keys and bytes (history lives in the newest one).
        self.keep_last = keep_last
        self.prune_every = prune_every
        self._pruning: set[asyncio.Task[None]] = set()
        self.ttl_minutes = ttl_minutes
        self.refresh_on_read = refresh_on_read
        self.memory = InMemorySaver()
        self.redis: ConformantRedisSaver | None = None
        self._ready = False
        state.on_recover(self._on_recover)

    async def setup(self) -> None:
        """Create the Redis saver and its indexes; a Redis that is down leaves us in memory."""
        if self.state.client is None:
            return
        self.redis = ConformantRedisSaver(
            redis_client=self.state.client,
            ttl={"default_ttl": self.ttl_minutes, "refresh_on_read": self.refresh_on_read},
        )
        try:
            await self.redis.asetup()
            self._ready = True
        except Exception as exc:
            if not is_redis_down(exc):
                raise
            self.state.mark_down(exc)

    async def _on_recover(self) -> None:
        # A restarted Redis may have lost its search indexes: create them again.
        if self.redis is not None:
            await self.redis.asetup()
            self._ready = True

    def active(self) -> ActiveSaver:
        if self.redis is not None and self._ready and self.state.available:
            return ActiveSaver("redis", self.redis)
        return ActiveSaver("memory", self.memory)

    @property
    def backend(self) -> Backend:
        return self.active().backend

    def has_memory_thread(self, thread_id: str) -> bool:
        """True when the fallback holds a thread (written during an outage)."""
        return thread_id in self.memory.storage

    async def drop_memory_thread(self, thread_id: str) -> None:
        await self.memory.adelete_thread(thread_id)

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
        except Exception as exc:  # noqa: BLE001 - pruning is housekeeping; the TTL still holds
            if is_redis_down(exc):
                self.state.mark_down(exc)
            else:
                log.warning("pruning checkpoints of %s failed: %s", thread_id, exc)

    async def aclose(self) -> None:
        for task in list(self._pruning):
            task.cancel()
        await asyncio.gather(*self._pruning, return_exceptions=True)
