"""Redis clients with timeouts, and the one typed error that says Redis is unavailable.

redis-py's defaults wait forever on a stopped (SIGSTOP) server and retry with backoff; the
runtime wants a quick, clear failure so it can fall back to memory and finish the turn.

The clients built here (`GuardedRedis` for one server, `GuardedRedisCluster` for a Redis
Cluster) turn redis-py's connection and timeout errors into `RedisUnavailable` where they
happen, in the command and pipeline calls, and tell their listeners (`RedisState.mark_down`).
That is the storage boundary: everything above reacts to `RedisUnavailable` only, never to an
OSError in some cause chain (a model provider's network error must never look like Redis being
down). `open_redis` asks the node named by the URL whether it runs in cluster mode, once at
start, and builds the matching client.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import time
from collections.abc import Callable, Iterable
from typing import Any, Literal, TypeVar
from urllib.parse import urlsplit

from redis.asyncio import BlockingConnectionPool, Redis
from redis.asyncio.client import Pipeline
from redis.asyncio.cluster import ClusterPipeline, RedisCluster
from redis.asyncio.connection import AbstractConnection as AsyncAbstractConnection
from redis.asyncio.connection import parse_url
from redis.asyncio.retry import Retry as AsyncRetry
from redis.backoff import NoBackoff
from redis.cluster import key_slot
from redis.exceptions import (
    ClusterDownError,
    MaxConnectionsError,
    OutOfMemoryError,
    RedisClusterException,
    RedisError,
    ResponseError,
    SlotNotCoveredError,
)
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from agents.errors import RedisUnavailable, StorageFull, Unavailable
from agents.scheduling.admission import pace
from agents.storage.packing import PackedConnection

__all__ = [
    "AnyRedis",
    "GuardedRedis",
    "GuardedRedisCluster",
    "RedisUnavailable",
    "as_redis_unavailable",
    "detect_cluster",
    "drop_idle_connections",
    "guard",
    "is_cluster",
    "make_async_redis",
    "make_async_redis_cluster",
    "open_redis",
    "slot_groups",
]

log = logging.getLogger("agentrt.redis")

# What "Redis is unavailable" looks like from inside a Redis call (and only there: outside
# one, an OSError may be anybody's).
_DOWN_ERRORS: tuple[type[BaseException], ...] = (
    RedisConnectionError,  # refused, reset, "No connection available", BusyLoadingError
    RedisTimeoutError,
    ConnectionError,
    TimeoutError,
    OSError,
    # A cluster that lost a master (CLUSTERDOWN, MASTERDOWN) or whose slot map has holes:
    # its data cannot be reached until the cluster heals. A single server never says these.
    ClusterDownError,
    SlotNotCoveredError,
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

    def _unavailable(self, exc: Exception) -> Unavailable | None:
        """What `exc` raised by a command stands for: Redis unavailable (the listeners hear
        of it), storage full (OOM: Redis answers, refusing writes), or None (pass it on)."""
        if isinstance(exc, OutOfMemoryError):
            return StorageFull()
        down = as_redis_unavailable(exc)
        if down is not None:
            for listener in list(self.listeners):
                listener(down)
        return down


class GuardedPipeline(_Guard, Pipeline):  # type: ignore[misc]  # redis-py's own mixins
    """A pipeline whose connection failures raise `RedisUnavailable`."""

    listeners: list[Listener]

    async def execute(self, raise_on_error: bool = True) -> list[Any]:
        await pace()
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
        await pace()
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


class GuardedClusterPipeline(_Guard, ClusterPipeline):  # type: ignore[misc]
    """A cluster pipeline whose connection failures raise `RedisUnavailable`. Without a
    transaction its commands may name keys of any slots (one batch per node); with one
    (MULTI/EXEC) every key must be in one slot, as on the server."""

    listeners: list[Listener]

    async def initialize(self) -> ClusterPipeline:
        # `async with client.pipeline()` reads the slot map here when it is stale.
        try:
            return await super().initialize()
        except Exception as exc:
            down = self._unavailable(exc)
            if down is None:
                raise
            raise down from exc

    async def execute(
        self, raise_on_error: bool = True, allow_redirections: bool = True
    ) -> list[Any]:
        await pace()
        try:
            results = await super().execute(raise_on_error, allow_redirections)
        except Exception as exc:
            down = self._unavailable(exc)
            if down is None:
                raise
            raise down from exc
        # Unlike a single server's, a node's broken connection may come back as a result.
        for result in results:
            if isinstance(result, Exception):
                down = self._unavailable(result)
                if down is not None:
                    raise down from result
        return list(results)


class GuardedRedisCluster(_Guard, RedisCluster):  # type: ignore[misc]
    """A Redis Cluster client with the same boundary as `GuardedRedis`: a node that cannot be
    reached (refused, reset, timed out, CLUSTERDOWN) raises `RedisUnavailable` and tells the
    listeners; every other error passes through. Built without retries (a killed or frozen
    node fails within the socket timeout, it is not retried with backoff), bytes responses.

    Keys of one operation must share a slot (hash tags: `{ws:session}`, `{t:thread}`), except
    MGET, which is split per slot here (independent records read in one round trip per node,
    not atomically), and DEL/EXISTS/UNLINK/TOUCH, which redis-py splits already. A node's
    connections are not a blocking pool: a burst that takes them all waits for one (up to
    `pool_timeout`) instead of failing, like the single-server client."""

    def __init__(self, *args: Any, pool_timeout: float = 2.0, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.listeners = []
        self.pool_timeout = pool_timeout

    async def initialize(self, *args: Any, **kwargs: Any) -> RedisCluster:
        try:
            return await super().initialize(*args, **kwargs)
        except RedisClusterException as exc:
            # A slot map with holes (a node left the cluster): its keys are unreachable.
            if "slots are not covered" in str(exc):
                raise SlotNotCoveredError(str(exc)) from exc
            raise

    async def execute_command(self, *args: Any, **options: Any) -> Any:
        await pace()
        deadline: float | None = None
        while True:
            try:
                return await super().execute_command(*args, **options)
            except MaxConnectionsError:
                # Raised before the command was sent: wait for a connection of that node.
                now = time.monotonic()
                deadline = deadline or now + self.pool_timeout
                if now >= deadline:
                    raise
                await asyncio.sleep(0.005)
            except Exception as exc:
                down = self._unavailable(exc)
                if down is not None:
                    raise down from exc
                unknown = _unknown_command(exc, args)
                if unknown is not None:
                    raise unknown from exc
                if _unplaceable(exc) and "target_nodes" not in options:
                    # A keyless command redis-py has no route for (a module's, such as
                    # FT._LIST): any one master answers it, as a single server would.
                    return await self.execute_command(
                        *args, target_nodes=self.get_random_primary_node(), **options
                    )
                raise

    def pipeline(self, transaction: Any | None = None, shard_hint: Any | None = None) -> Any:
        if shard_hint:
            raise RedisClusterException("shard_hint is not supported on a Redis Cluster")
        pipe = GuardedClusterPipeline(self, transaction)  # type: ignore[abstract]
        pipe.listeners = self.listeners
        return pipe

    async def ping(self, **kwargs: Any) -> bool:  # type: ignore[override]
        """PING every master (redis-py pings one): the cluster is up when all its slots
        answer, so the outage probe does not call it back while a node is gone."""
        kwargs.setdefault("target_nodes", self.PRIMARIES)
        return bool(await super().ping(**kwargs))

    async def mget(self, keys: Any, *args: Any) -> list[Any]:  # type: ignore[override]
        """MGET across slots: one MGET per slot, in one round trip per node (not atomic)."""
        names = [keys, *args] if isinstance(keys, (bytes, str)) else [*keys, *args]
        if len({key_slot(self.encoder.encode(k)) for k in names}) <= 1:
            return list(await super().mget(names))
        return list(await self.mget_nonatomic(names))


def _unknown_command(exc: BaseException, args: tuple[Any, ...]) -> ResponseError | None:
    """The server's "unknown command" for redis-py's own refusal to route a command the
    cluster's COMMAND list lacks (a module's, e.g. JSON.MGET without RedisJSON), so callers
    see what a single server says. None for any other error."""
    if type(exc) is RedisError and "doesn't exist in Redis commands" in str(exc):
        name = args[0].decode() if args and isinstance(args[0], bytes) else str(args[0])
        return ResponseError(f"unknown command '{name}' (not offered by this Redis Cluster)")
    return None


def _unplaceable(exc: BaseException) -> bool:
    """redis-py's cluster client found no key to route a command by (nor a rule for it)."""
    return isinstance(exc, RedisClusterException) and str(exc).startswith(
        "No way to dispatch this command to Redis Cluster"
    )


# A client of either kind: what `RedisState.client` and the stores hold.
AnyRedis = GuardedRedis | GuardedRedisCluster


def guard(client: Redis | RedisCluster) -> AnyRedis:
    """`client` as a guarded client: itself when it is one, else a guarded client on the same
    connection pool (the caller keeps owning `client` and closes it; closing the guarded one
    leaves the shared pool alone). A cluster client must be built guarded (`open_redis`,
    `make_async_redis_cluster`): its node connections cannot be shared."""
    if isinstance(client, (GuardedRedis, GuardedRedisCluster)):
        return client
    if isinstance(client, RedisCluster):
        raise TypeError(
            "a Redis Cluster client must be a GuardedRedisCluster: build it with "
            "agents.storage.redis.open_redis or make_async_redis_cluster"
        )
    return GuardedRedis(connection_pool=client.connection_pool)


def _no_maintenance_notifications(
    connection: type = AsyncAbstractConnection,
) -> dict[str, Any]:
    """redis-py 8 turns on Redis Enterprise's maintenance notifications by default (RESP3),
    and with them its pool stops checking that an idle connection still works before handing
    it out: a connection the server closed (its `timeout`, a proxy's idle limit, a restart)
    failed the next command, and one such command marks Redis down. Off: the check is back.
    Only where the asyncio connection takes the option: redis-py 7 has it for its sync
    connections alone (its asyncio ones refuse the keyword, and have no notifications), and
    older releases have neither."""
    if "maint_notifications_config" not in inspect.signature(connection).parameters:
        return {}
    from redis.maint_notifications import MaintNotificationsConfig

    return {"maint_notifications_config": MaintNotificationsConfig(enabled=False)}


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
        retry=AsyncRetry(NoBackoff(), 0),
        retry_on_timeout=False,
        health_check_interval=0,
        max_connections=max_connections,
        timeout=max(2.0, 3 * socket_timeout),
        decode_responses=False,
        # hiredis packs the commands (a TLS or Unix socket URL keeps redis-py's own class).
        connection_class=PackedConnection,
        **_no_maintenance_notifications(),
    )
    return GuardedRedis(connection_pool=pool, auto_close_connection_pool=True)


def make_async_redis_cluster(
    url: str,
    *,
    connect_timeout: float = 1.0,
    socket_timeout: float = 1.0,
    max_connections: int = 64,
) -> GuardedRedisCluster:
    """A Redis Cluster client seeded by `url` (any node; the others are discovered) with the
    single-server client's timeouts and no retries: a killed or frozen node raises
    `RedisUnavailable` within the timeouts. `max_connections` is per node."""
    database = _database(url)
    if database:
        raise ValueError(
            f"the Redis URL names database {database}, but a Redis Cluster has only "
            "database 0: name no database in AGENTRT_REDIS_URL (or /0)"
        )
    client = GuardedRedisCluster.from_url(
        url,
        socket_connect_timeout=connect_timeout,
        socket_timeout=socket_timeout,
        # The cluster client's own retries (with backoff, re-reading the slot map) off: an
        # unreachable node is an outage for the runtime to fall back from, at once.
        retry=AsyncRetry(NoBackoff(), 0),
        health_check_interval=0,
        max_connections=max_connections,
        pool_timeout=max(2.0, 3 * socket_timeout),
        decode_responses=False,
        **_no_maintenance_notifications(),
    )
    assert isinstance(client, GuardedRedisCluster)
    return client


ClusterMode = Literal["auto"] | bool


DETECT_ATTEMPTS = 3


async def detect_cluster(
    url: str, *, connect_timeout: float = 1.0, socket_timeout: float = 1.0
) -> bool | None:
    """Whether the node at `url` runs in cluster mode (`INFO cluster`: `cluster_enabled:1`);
    None when it cannot be reached. One short-lived connection, no retries."""
    probe = Redis.from_url(
        url,
        socket_connect_timeout=connect_timeout,
        socket_timeout=socket_timeout,
        retry=AsyncRetry(NoBackoff(), 0),
        health_check_interval=0,
        decode_responses=False,
        single_connection_client=True,
    )
    # The probe never selects a database: a cluster node refuses SELECT with any index.
    probe.connection_pool.connection_kwargs["db"] = 0
    try:
        info = await probe.info("cluster")
    except ResponseError as exc:
        # A server without an INFO cluster section (or with INFO renamed, as some managed
        # Redis do) is not one we can treat as a cluster.
        log.warning("could not ask %s whether it is a cluster (%s): assuming not", _safe(url), exc)
        return False
    except (RedisConnectionError, RedisTimeoutError, OSError):
        return None
    finally:
        await probe.aclose()
    return str(info.get("cluster_enabled", 0)) == "1"


async def open_redis(
    url: str,
    *,
    cluster: ClusterMode = "auto",
    connect_timeout: float = 1.0,
    socket_timeout: float = 1.0,
    max_connections: int = 64,
) -> AnyRedis:
    """The client for `url`: a `GuardedRedisCluster` when the server is a Redis Cluster, else
    a `GuardedRedis`. `cluster="auto"` asks the node once (`detect_cluster`); True or False
    say it without asking. A server that cannot be reached in auto mode gets the single-server
    client (logged): set AGENTRT_REDIS__CLUSTER=true when it is a cluster."""
    if cluster == "auto":
        # Asked a few times, each with at least a second: on a loaded host one slow answer
        # must not pick the single-server client for a cluster (every command then MOVED).
        found = None
        for _ in range(DETECT_ATTEMPTS):
            found = await detect_cluster(
                url,
                connect_timeout=max(1.0, connect_timeout),
                socket_timeout=max(1.0, socket_timeout),
            )
            if found is not None:
                break
        if found is None:
            log.warning(
                "redis at %s is unreachable, so whether it is a cluster is unknown: using the "
                "single-server client (set AGENTRT_REDIS__CLUSTER=true for a Redis Cluster)",
                _safe(url),
            )
        cluster = bool(found)
    if cluster:
        log.info("redis at %s is a cluster: using the cluster client", _safe(url))
        make: Callable[..., AnyRedis] = make_async_redis_cluster
    else:
        make = make_async_redis
    return make(
        url,
        connect_timeout=connect_timeout,
        socket_timeout=socket_timeout,
        max_connections=max_connections,
    )


async def drop_idle_connections(client: AnyRedis) -> None:
    """Close the pooled connections nobody is using. After an outage every one of them is a
    socket to the server that went away, and a pool does not always notice before handing one
    out (redis-py 8 skips its readiness check when maintenance notifications are on): the
    first command on it would fail and mark Redis down again. They reconnect on next use."""
    if isinstance(client, RedisCluster):
        for node in client.get_nodes():
            free = getattr(node, "disconnect_free_connections", None)
            if free is not None:
                await free()
            else:  # redis-py before 8: the node's idle connections are `_free`
                for connection in tuple(getattr(node, "_free", ())):
                    await connection.disconnect()
        return
    await client.connection_pool.disconnect(inuse_connections=False)


def is_cluster(client: object) -> bool:
    """True for a Redis Cluster client (keys of one operation must share a slot)."""
    return isinstance(client, RedisCluster)


KeyName = TypeVar("KeyName", bytes, str)


def slot_groups(keys: Iterable[KeyName]) -> list[list[KeyName]]:
    """`keys` grouped by cluster slot (in first-seen order): one multi-key command each."""
    groups: dict[int, list[KeyName]] = {}
    for key in keys:
        raw = key.encode() if isinstance(key, str) else key
        groups.setdefault(key_slot(raw), []).append(key)
    return list(groups.values())


def _database(url: str) -> int:
    return int(parse_url(url).get("db") or 0)


def _safe(url: str) -> str:
    """`url` without its password (for the log)."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    return f"{parts.scheme}://{host}:{parts.port or 6379}"
