"""Redis clients with timeouts, and the one typed error that says Redis is unavailable.

redis-py's defaults wait forever on a stopped (SIGSTOP) server and retry with backoff; the
runtime wants a quick, clear failure so it can fall back to memory and finish the turn.

The client `make_async_redis` builds (`GuardedRedis`) turns redis-py's connection and timeout
errors into `RedisUnavailable` where they happen, in the command and pipeline calls, and tells
its listeners (`RedisState.mark_down`). That is the storage boundary: everything above reacts
to `RedisUnavailable` only, never to an OSError in some cause chain (a model provider's
network error must never look like Redis being down).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from redis.asyncio import BlockingConnectionPool, Redis
from redis.asyncio.client import Pipeline
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import MaxConnectionsError
from redis.exceptions import TimeoutError as RedisTimeoutError
from redis.retry import Retry

from agents.errors import RedisUnavailable

__all__ = ["GuardedRedis", "RedisUnavailable", "as_redis_unavailable", "guard", "make_async_redis"]

# What "Redis is unavailable" looks like from inside a Redis call (and only there: outside
# one, an OSError may be anybody's).
_DOWN_ERRORS: tuple[type[BaseException], ...] = (
    RedisConnectionError,  # refused, reset, "No connection available", BusyLoadingError
    RedisTimeoutError,
    ConnectionError,
    TimeoutError,
    OSError,
)

Listener = Callable[[RedisUnavailable], None]


def as_redis_unavailable(exc: BaseException) -> RedisUnavailable | None:
    """The `RedisUnavailable` an exception raised *by a Redis operation* stands for, or None.

    Only call it on what a Redis call raised (a command, a pipeline, the checkpoint saver):
    there, an OSError or timeout (also wrapped by a library, e.g. redisvl's RedisSearchError
    `from` it) is the Redis connection's. Our own pool being exhausted is not Redis down."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, RedisUnavailable):
            return current
        if isinstance(current, MaxConnectionsError):
            return None
        if isinstance(current, _DOWN_ERRORS):
            return RedisUnavailable(f"{type(current).__name__}: {current}")
        current = current.__cause__ or current.__context__
    return None


class _Guard:
    """The translation both the client and its pipelines apply."""

    listeners: list[Listener]

    def _unavailable(self, exc: Exception) -> RedisUnavailable | None:
        down = as_redis_unavailable(exc)
        if down is not None:
            for listener in list(self.listeners):
                listener(down)
        return down


class GuardedPipeline(_Guard, Pipeline):  # type: ignore[misc]  # redis-py's own mixins
    """A pipeline whose connection failures raise `RedisUnavailable`."""

    listeners: list[Listener]

    async def execute(self, raise_on_error: bool = True) -> list[Any]:
        try:
            return await super().execute(raise_on_error)
        except Exception as exc:
            down = self._unavailable(exc)
            if down is None:
                raise
            raise down from exc

    async def immediate_execute_command(self, *args: Any, **options: Any) -> Any:
        try:
            return await super().immediate_execute_command(*args, **options)
        except Exception as exc:
            down = self._unavailable(exc)
            if down is None:
                raise
            raise down from exc


class GuardedRedis(_Guard, Redis):  # type: ignore[misc]  # redis-py's own mixins
    """An asyncio Redis client whose connection and timeout failures raise `RedisUnavailable`
    (and are reported to `listeners`). Every other error (WRONGTYPE, a script error, a bad
    query) passes through as redis-py raised it."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.listeners = []

    async def execute_command(self, *args: Any, **options: Any) -> Any:
        try:
            return await super().execute_command(*args, **options)
        except Exception as exc:
            down = self._unavailable(exc)
            if down is None:
                raise
            raise down from exc

    def pipeline(self, transaction: bool = True, shard_hint: str | None = None) -> Pipeline:
        pipe = GuardedPipeline(
            self.connection_pool, self.response_callbacks, transaction, shard_hint
        )
        pipe.listeners = self.listeners
        return pipe


def guard(client: Redis) -> GuardedRedis:
    """`client` as a GuardedRedis: itself when it is one, else a guarded client on the same
    connection pool (the caller keeps owning `client` and closes it; closing the guarded one
    leaves the shared pool alone)."""
    if isinstance(client, GuardedRedis):
        return client
    return GuardedRedis(connection_pool=client.connection_pool)


def make_async_redis(
    url: str,
    *,
    connect_timeout: float = 1.0,
    socket_timeout: float = 1.0,
    max_connections: int = 64,
) -> GuardedRedis:
    """An asyncio Redis client that fails within the given timeouts, does not retry, and
    raises `RedisUnavailable` when Redis cannot be reached."""
    # A blocking pool: a burst of concurrent work waits briefly for a free connection
    # instead of failing with "Too many connections" (which would look like Redis is down).
    pool = BlockingConnectionPool.from_url(
        url,
        socket_connect_timeout=connect_timeout,
        socket_timeout=socket_timeout,
        retry=Retry(NoBackoff(), 0),
        retry_on_timeout=False,
        health_check_interval=0,
        max_connections=max_connections,
        timeout=max(2.0, 3 * socket_timeout),
        decode_responses=False,
    )
    return GuardedRedis(connection_pool=pool, auto_close_connection_pool=True)


def is_cluster(client: object) -> bool:
    """True for a Redis Cluster client (keys of one operation must share a slot)."""
    from redis.asyncio.cluster import RedisCluster

    return isinstance(client, RedisCluster)
