"""Taking a session's turn lock is cancel-safe: a request cancelled while it waits for Redis
(its client went away) leaves the session free, in this process and in Redis, instead of
answering 409 `session_busy` for the lock's TTL."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
from redis.asyncio import Redis

from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from agents.storage.sessions import SessionStore

Op = Callable[[Redis], Awaitable[Any]]


def _stall(store: SessionStore, *, after_redis: bool) -> asyncio.Event:
    """Make the store's next Redis call hang, before it reaches Redis or after Redis ran it
    (its reply is late); returns the event that lets it go on."""
    real = store.state.attempt
    gate = asyncio.Event()

    async def stalled(op: Op) -> Any:
        store.state.attempt = real  # type: ignore[method-assign]  # only this call
        if not after_redis:
            await gate.wait()
            return await real(op)
        result = await real(op)
        await gate.wait()
        return result

    store.state.attempt = stalled  # type: ignore[method-assign]
    return gate


async def _cancelled_lock(store: SessionStore, token: str) -> None:
    task = asyncio.create_task(store.lock("wa", "s1", token))
    for _ in range(20):
        await asyncio.sleep(0.005)  # well inside the stalled call
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


async def test_a_lock_cancelled_while_waiting_for_redis_leaves_the_session_free() -> None:
    store = SessionStore(RedisState(None), Keys(), meta_ttl_s=60)
    _stall(store, after_redis=False)
    await _cancelled_lock(store, "t1")
    await store.lock("wa", "s1", "t2")  # not 409: the in-process lock went with the cancel


@pytest.fixture
async def state(redis_url: str) -> AsyncIterator[RedisState]:
    client = make_async_redis(redis_url, socket_timeout=0.5)
    made = RedisState(client, probe_interval=0.2)
    yield made
    await made.aclose()
    await client.aclose()


@pytest.mark.redis
async def test_a_lock_redis_took_for_a_cancelled_request_is_given_back(
    state: RedisState,
) -> None:
    """Redis took the lock, the reply came too late for the cancelled request: neither this
    process nor another (every replica asks Redis) may find the session busy."""
    here = SessionStore(state, Keys(), meta_ttl_s=60)
    there = SessionStore(state, Keys(), meta_ttl_s=60)
    _stall(here, after_redis=True)
    await _cancelled_lock(here, "t1")
    async with asyncio.timeout(2):
        while True:  # given back in the background, at once
            try:
                await there.lock("wa", "s1", "t2")
                break
            except Exception:  # noqa: BLE001 - 409 until the release has run
                await asyncio.sleep(0.01)
    await here.unlock("wa", "s1", "t2")
    await here.lock("wa", "s1", "t3")
