"""Redis clients with timeouts: a frozen Redis must fail fast, never hang a turn.

redis-py's defaults wait forever on a stopped (SIGSTOP) server and retry with backoff; the
runtime wants a quick, clear failure so it can fall back to memory and finish the turn.
"""

from __future__ import annotations

from redis.asyncio import BlockingConnectionPool, Redis
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import MaxConnectionsError, RedisError
from redis.exceptions import TimeoutError as RedisTimeoutError
from redis.retry import Retry

# What "Redis is unavailable" looks like from the client side.
REDIS_DOWN_ERRORS: tuple[type[BaseException], ...] = (
    RedisConnectionError,
    RedisTimeoutError,
    ConnectionError,
    TimeoutError,
    OSError,
)


def make_async_redis(
    url: str,
    *,
    connect_timeout: float = 1.0,
    socket_timeout: float = 1.0,
    max_connections: int = 64,
) -> Redis:
    """An asyncio Redis client that fails within the given timeouts and does not retry."""
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
    return Redis(connection_pool=pool, auto_close_connection_pool=True)


def is_redis_down(exc: BaseException) -> bool:
    """True when an exception (or its cause chain) says Redis cannot be reached."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, MaxConnectionsError):
            return False  # our own pool is busy; Redis itself is fine
        if isinstance(current, REDIS_DOWN_ERRORS):
            return True
        if isinstance(current, RedisError) and "connection" in str(current).lower():
            return True
        current = current.__cause__ or current.__context__
    return False
