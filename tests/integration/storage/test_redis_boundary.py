"""One typed error at the storage boundary: `RedisUnavailable` means Redis cannot be reached,
and nothing else means that (a model provider's network error is not Redis being down)."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from redis.exceptions import ResponseError

from agents.checkpoint import RedisCheckpointSaver
from agents.errors import RedisUnavailable
from agents.storage.health import DOWN, RedisState
from agents.storage.redis import make_async_redis
from tests.support.harness.redis_server import RedisServer, free_port

pytestmark = pytest.mark.redis


@pytest.fixture
async def state(own_redis: RedisServer) -> AsyncIterator[RedisState]:
    client = make_async_redis(own_redis.url, socket_timeout=0.5, connect_timeout=0.5)
    state = RedisState(client, probe_interval=60)
    yield state
    await state.aclose()
    await client.aclose()


async def _provider_call(client: Any) -> None:
    """What a model provider's SDK does when its host is unreachable (ConnectError, with
    the OSError it came from in its cause chain)."""
    async with httpx.AsyncClient(timeout=2) as http:
        await http.get(f"http://127.0.0.1:{free_port()}/v1/models")


async def test_a_network_error_that_is_not_redis_passes_through(state: RedisState) -> None:
    with pytest.raises(httpx.ConnectError):
        await state.attempt(_provider_call)
    with pytest.raises(TimeoutError):
        await state.attempt(lambda c: _raise(TimeoutError("a slow provider")))
    assert state.available  # Redis was never down


async def test_redis_errors_other_than_unreachable_pass_through(state: RedisState) -> None:
    assert state.client is not None
    await state.client.set("k", "v")
    with pytest.raises(ResponseError):
        await state.client.lpush("k", "x")  # WRONGTYPE
    assert state.available


async def test_a_killed_redis_is_redis_unavailable_everywhere(
    state: RedisState, own_redis: RedisServer
) -> None:
    client = state.client
    assert client is not None
    saver = RedisCheckpointSaver(client, ttl_minutes=5)
    await saver.asetup()
    own_redis.kill()
    with pytest.raises(RedisUnavailable) as info:
        await client.get("k")
    assert "retry" in info.value.message and "111" not in info.value.message  # for people
    assert "ConnectionError" in info.value.reason  # the cause goes to the log
    assert info.value.status == 503 and not state.available  # marked down where it happened
    with pytest.raises(RedisUnavailable):
        async with client.pipeline(transaction=True) as pipe:
            pipe.set("a", 1)
            await pipe.execute()
    config: Any = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    with pytest.raises(RedisUnavailable):  # the library wraps it; the saver unwraps it
        await saver.aget_tuple(config)
    with pytest.raises(RedisUnavailable):
        [t async for t in saver.alist(config)]
    assert await state.attempt(lambda c: c.get("k")) is DOWN


async def test_a_frozen_redis_is_redis_unavailable_within_the_socket_timeout(
    state: RedisState, own_redis: RedisServer
) -> None:
    assert state.client is not None
    own_redis.pause()
    try:
        started = time.monotonic()
        with pytest.raises(RedisUnavailable):
            await state.client.get("k")
        assert time.monotonic() - started < 1.5
        assert not state.available
    finally:
        own_redis.resume()
    assert await state.check() and state.available


async def _raise(exc: BaseException) -> None:
    raise exc
