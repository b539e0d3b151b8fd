"""The primitives API keys (app/auth.py) and person tokens (app/tokens.py) share: scopes,
secret hashing, the outage cache of verified credentials and its read, and the Redis client
both are kept in."""

from __future__ import annotations

import hashlib
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, Literal, TypeVar

from redis.asyncio import Redis

from agents.errors import Unavailable
from agents.storage.health import DOWN, RedisState

Scope = Literal["chat", "full", "admin"]
SCOPES: tuple[Scope, ...] = ("chat", "full", "admin")
KEY_PREFIX = "art_"
TOKEN_PREFIX = "artp_"  # never a key: a key's fourth character is "_"
CACHE_LIMIT = 10_000  # verified credentials remembered per process


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def scope_allows(have: str, need: str) -> bool:
    return have in SCOPES and SCOPES.index(have) >= SCOPES.index(need)  # type: ignore[arg-type]


class AuthUnavailable(Unavailable):
    """Keys are expected but cannot be verified now (Redis unreachable): 503, retry soon."""

    retry_after = 2

    def __init__(self) -> None:
        super().__init__(
            "credentials cannot be verified while Redis is unreachable; retry shortly",
            code="auth_unavailable",
        )


R = TypeVar("R")


class VerifiedCache(Generic[R]):
    """Credentials verified against Redis, trusted for `seconds` while Redis is unreachable
    (never while it is up: a revoked credential stops working at once). Bounded."""

    def __init__(self, seconds: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.seconds = seconds
        self.clock = clock
        self._entries: OrderedDict[str, tuple[R, float]] = OrderedDict()

    def put(self, digest: str, record: R) -> None:
        self._entries.pop(digest, None)
        self._entries[digest] = (record, self.clock())
        while len(self._entries) > CACHE_LIMIT:
            self._entries.popitem(last=False)

    def get(self, digest: str) -> R | None:
        entry = self._entries.get(digest)
        if entry is None:
            return None
        if self.clock() - entry[1] > self.seconds:
            del self._entries[digest]
            return None
        return entry[0]

    def drop(self, digest: str) -> None:
        self._entries.pop(digest, None)


async def read_verified(
    state: RedisState,
    key: str,
    digest: str,
    cache: VerifiedCache[R],
    parse: Callable[[str | bytes], R],
) -> R | None:
    """The record under `key` from Redis (None: unknown), or from the cache during an outage;
    AuthUnavailable when neither can answer."""
    raw = await state.attempt(lambda client: client.get(key))
    if raw is not DOWN:
        if raw is None:
            cache.drop(digest)
            return None
        record = parse(raw)
        cache.put(digest, record)
        return record
    cached = cache.get(digest)  # Redis is down: the cache answers
    if cached is None:
        raise AuthUnavailable()
    return cached


def text(value: str | bytes) -> str:
    return value.decode() if isinstance(value, bytes) else value


def need_redis(state: RedisState, what: str) -> Redis:
    """The Redis client keys and tokens are kept in (503 `redis_required` without one)."""
    if state.client is None:
        raise Unavailable(
            f"{what} are stored in Redis: set AGENTRT_REDIS_URL", code="redis_required"
        )
    return state.client
