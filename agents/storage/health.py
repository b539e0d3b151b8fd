"""Whether Redis is usable right now, and the probe that brings it back after an outage.

The state guards its client (agents/storage/redis.py): every Redis call that fails because
Redis cannot be reached raises `RedisUnavailable` and marks the state down, whoever made it.
Components ask `available` before using Redis; while Redis is down a background probe pings
it and, once it answers, runs the recovery hooks (re-create search indexes, write back the
sessions the outage's turns touched) before new turns use it.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster

from agents.errors import RedisUnavailable
from agents.storage.redis import AnyRedis, drop_idle_connections, guard, is_cluster

log = logging.getLogger("agentrt.redis")

RecoveryHook = Callable[[], Awaitable[None]]


class _Down:
    def __repr__(self) -> str:
        return "DOWN"


DOWN: Any = _Down()  # what `RedisState.attempt` answers when Redis could not be used


class RedisState:
    """Shared up/down state of one Redis connection. `client` None = Redis not configured.

    `client` is a single server's or a Redis Cluster's (then built guarded: `open_redis`); on a
    cluster the probe's PING goes to every node, so Redis is back when all of them answer."""

    def __init__(self, client: Redis | RedisCluster | None, *, probe_interval: float = 2.0) -> None:
        # Guarded: its connection failures raise RedisUnavailable and mark this state down.
        self._guarded: AnyRedis | None = guard(client) if client is not None else None
        # Typed as the single-server client: the cluster client has the same command methods
        # (redis-py's mixins); what differs on a cluster asks `cluster`.
        self.client: Redis | None = self._guarded  # type: ignore[assignment]
        if self._guarded is not None:
            self._guarded.listeners.append(self.mark_down)
        self.probe_interval = probe_interval
        self._up = client is not None
        self.reason: str | None = None if client is not None else "AGENTRT_REDIS_URL is not set"
        self.down_since: float | None = None
        self._hooks: list[RecoveryHook] = []
        self._recovering = asyncio.Lock()
        self._probe: asyncio.Task[None] | None = None
        self._closed = False

    @property
    def configured(self) -> bool:
        return self.client is not None

    @property
    def cluster(self) -> bool:
        """Whether Redis is a Redis Cluster (keys of one operation must share a slot)."""
        return is_cluster(self.client)

    @property
    def available(self) -> bool:
        return self.client is not None and self._up

    async def attempt(self, op: Callable[[Redis], Awaitable[Any]]) -> Any:
        """`await op(client)`, or `DOWN` when Redis is unavailable or the op raises
        `RedisUnavailable` (which is recorded); any other error propagates. The one fallback
        step every Redis-backed store with an in-process twin takes. `op` must only talk to
        Redis: only its `RedisUnavailable` counts as Redis being down."""
        if self.client is None or not self._up:
            return DOWN
        try:
            return await op(self.client)
        except RedisUnavailable as exc:
            self.mark_down(exc)
            return DOWN

    async def must(self, op: Callable[[Redis], Awaitable[Any]]) -> Any:
        """`await op(client)` for a write that must reach Redis when it is configured:
        `RedisUnavailable` (503) while it is down or when the op finds it unreachable. Without
        Redis configured: None (memory is the store)."""
        if self.client is None:
            return None
        return await op(self.require())

    def require(self) -> Redis:
        """The client when Redis is configured and up; `RedisUnavailable` (503) during an
        outage. For operations that must not be served from memory."""
        if self.client is None or not self._up:
            raise RedisUnavailable(self.reason or "redis is down")
        return self.client

    def on_recover(self, hook: RecoveryHook) -> None:
        self._hooks.append(hook)

    def mark_down(self, exc: BaseException | str) -> None:
        """Record that Redis failed; start probing for its return."""
        if self.client is None:
            return
        if isinstance(exc, RedisUnavailable):
            reason = exc.reason
        else:
            reason = exc if isinstance(exc, str) else f"{type(exc).__name__}: {exc}"
        if self._up:
            log.warning(
                "Redis at AGENTRT_REDIS_URL is unreachable, falling back to memory: %s", reason
            )
            self.down_since = time.monotonic()
        self._up = False
        self.reason = reason
        self._ensure_probe()

    def _ensure_probe(self) -> None:
        if self._closed or (self._probe is not None and not self._probe.done()):
            return
        try:
            # The service's own work, whichever request noticed first: charged to nobody.
            self._probe = asyncio.get_running_loop().create_task(
                self._probe_loop(), context=contextvars.Context()
            )
        except RuntimeError:  # no loop: the next caller on a loop will start it
            self._probe = None

    async def _probe_loop(self) -> None:
        assert self.client is not None
        # The first probe comes at once: one slow reply (a loaded machine, a GC pause) is not
        # an outage, and every request until the next probe would be refused or degraded.
        delay = min(0.05, self.probe_interval)
        while not self._up and not self._closed:
            await asyncio.sleep(delay)
            if await self.check():
                return
            delay = self.probe_interval

    async def check(self) -> bool:
        """Ping Redis now; on a successful ping after an outage run the recovery hooks.
        While a recovery runs (the probe's, or another caller's) False at once: a caller such
        as `/health` never waits for it."""
        if self.client is None or self._recovering.locked():
            return False
        try:
            await self.client.ping()
            if not self._up:
                if self._recovering.locked():  # one started during the ping
                    return False
                async with self._recovering:
                    if not self._up:
                        # The pool's other connections still point at the server that went
                        # away: the recovery hooks and the first turns must not meet them.
                        if self._guarded is not None:
                            await drop_idle_connections(self._guarded)
                        for hook in self._hooks:
                            await hook()
                        log.warning("redis is back; new turns use it again")
                        self._up = True
        except Exception as exc:  # noqa: BLE001 - any failure keeps us degraded
            self.reason = exc.reason if isinstance(exc, RedisUnavailable) else repr(exc)
            if not isinstance(exc, RedisUnavailable):
                log.warning("recovery from the redis outage failed; retrying", exc_info=True)
            if self._up:
                self.mark_down(exc)
            return False
        self._up = True
        self.reason = None
        self.down_since = None
        return True

    async def aclose(self) -> None:
        self._closed = True
        if self._guarded is not None and self.mark_down in self._guarded.listeners:
            self._guarded.listeners.remove(self.mark_down)
        if self._probe is not None:
            self._probe.cancel()
            try:
                await self._probe
            except (asyncio.CancelledError, Exception):
                pass
