"""Coming back from an outage: one bad record never keeps Redis "down", and a health check
never waits for a recovery that is running."""

from __future__ import annotations

import asyncio

import pytest

from agents.definition.spec import AgentSpec
from agents.service import Caller, TurnRequest
from agents.storage.health import RedisState
from agents.storage.redis import make_async_redis
from app.runtime import Runtime, build_runtime
from tests.api.conftest import make_settings, scripted_models
from tests.support.harness.redis_server import RedisServer

pytestmark = pytest.mark.redis

A1 = Caller("wa", "u1", "chat")


async def _texts(rt: Runtime, sid: str) -> list[str]:
    return [m["content"] for m in (await rt.chat.messages(A1, sid))["messages"]]


async def test_a_record_that_cannot_be_written_back_is_dropped_and_redis_comes_back(
    own_redis: RedisServer,
) -> None:
    """A session record that Redis holds unreadable (garbage, another format) made the
    write-back and carry-over hooks raise on every probe: Redis stayed "down" for good and
    the other sessions' outage turns were never carried over."""
    rt = await build_runtime(
        make_settings(own_redis.url, memory={"worker": "off"}), scripted_models()
    )
    try:
        await rt.chat.agents.put(AgentSpec(id="bot", workspace="wa", name="Bot"))
        for sid in ("s-good", "s-bad"):
            await rt.chat.run_turn(A1, TurnRequest("bot", "one", sid))
        raw = make_async_redis(own_redis.url)
        await raw.set(rt.keys.session_meta("wa", "s-bad"), "not a session record")
        await raw.aclose()
        own_redis.kill()
        for sid in ("s-good", "s-bad"):  # outage turns: kept in memory
            result = await rt.chat.run_turn(A1, TurnRequest("bot", "two", sid))
            assert result["checkpointer"] == "memory"
        own_redis.start()
        async with asyncio.timeout(10):
            while not rt.state.available:
                await asyncio.sleep(0.05)
        said = await _texts(rt, "s-good")
        assert [t for t in said if t in ("one", "two")] == ["one", "two"], said
    finally:
        await rt.aclose()


async def test_a_check_while_a_recovery_runs_answers_at_once(redis_url: str) -> None:
    """`/health` awaits `check()`: it waited for the whole recovery the probe was running."""
    client = make_async_redis(redis_url, socket_timeout=0.5)
    state = RedisState(client, probe_interval=0.2)
    gate, running = asyncio.Event(), asyncio.Event()

    async def slow_hook() -> None:
        running.set()
        await gate.wait()

    state.on_recover(slow_hook)
    try:
        state.mark_down("test outage")
        await asyncio.wait_for(running.wait(), 5)  # the probe is recovering
        async with asyncio.timeout(0.5):
            assert await state.check() is False
        assert not state.available
        gate.set()
        async with asyncio.timeout(5):
            while not state.available:
                await asyncio.sleep(0.02)
        assert await state.check()
    finally:
        await state.aclose()
        await client.aclose()


async def test_after_a_restart_the_pool_hands_out_no_dead_connection(
    own_redis: RedisServer,
) -> None:
    """Once Redis answered the probe, the pool's idle connections (sockets to the server that
    went away) were still handed out: the first commands after the recovery failed and marked
    Redis down again, and a turn fell back to memory right after "redis is back"."""
    client = make_async_redis(own_redis.url)
    state = RedisState(client, probe_interval=0.1)
    try:
        await asyncio.gather(
            *(state.attempt(lambda c: c.blpop(["nothing"], 0.2)) for _ in range(8))
        )
        assert len(client.connection_pool._available_connections) >= 8
        own_redis.kill()
        own_redis.start()
        state.mark_down("killed")
        async with asyncio.timeout(10):
            while not state.available:
                await asyncio.sleep(0.05)
        replies = await asyncio.gather(*(state.attempt(lambda c: c.ping()) for _ in range(8)))
        assert all(reply is True for reply in replies), replies
        assert state.available
    finally:
        await state.aclose()
        await client.aclose()


async def test_a_connection_the_server_closed_while_idle_is_not_an_outage(
    own_redis: RedisServer,
) -> None:
    """A server `timeout` (or a proxy's idle limit) closes pooled connections nobody used for a
    while. redis-py 8 handed such a connection out unchecked: the next command failed and
    Redis was marked down, and that turn fell back to memory."""
    client = make_async_redis(own_redis.url)
    state = RedisState(client, probe_interval=0.1)
    try:
        await client.config_set("timeout", 1)
        await asyncio.gather(
            *(state.attempt(lambda c: c.blpop(["nothing"], 0.1)) for _ in range(4))
        )
        await asyncio.sleep(2.5)  # the server closes them all
        replies = await asyncio.gather(*(state.attempt(lambda c: c.ping()) for _ in range(4)))
        assert all(reply is True for reply in replies), replies
        assert state.available
    finally:
        await state.aclose()
        await client.aclose()
