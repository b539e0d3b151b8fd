"""Resume followers of a turn that runs in another process, on the real Redis (issue 12).

A follower reads its turn's backlog once and then only new entries, through one reader per
process: ten idle followers cost Redis a few commands a second, whatever the session's length
(they used to re-read and decode the whole stream four times a second each). Cancelled at any
point, a follower leaves nothing registered and nothing that blocks appends. Two buffers on one
Redis stand for two processes: `writer` runs the turn, `reader` serves the followers.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import pytest
import redis

from agents.events import TurnEvent
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from agents.storage.stream_buffer import StreamBuffer

pytestmark = pytest.mark.redis

SESSION = ("ws-a", "s1")
TURN = "tfeedface0000000000001"


@pytest.fixture
async def states(redis_url: str) -> AsyncIterator[tuple[RedisState, RedisState]]:
    clients = [make_async_redis(redis_url, socket_timeout=0.5) for _ in range(2)]
    made = [RedisState(c, probe_interval=0.2) for c in clients]
    yield made[0], made[1]
    for state, client in zip(made, clients, strict=True):
        await state.aclose()
        await client.aclose()


async def _turn_with(writer: StreamBuffer, n: int, *, per_entry: int = 5) -> None:
    """A running turn of `n` token events, `per_entry` events per stream entry."""
    await writer.open_turn(TURN, {"workspace": "ws-a", "user_id": "u", "session_id": "s1"})
    for seq in range(1, n + 1):
        await writer.append(SESSION, TurnEvent("token", {"delta": f"w{seq} "}, f"{TURN}.{seq}"))
        if seq % per_entry == 0:
            await writer.flush(SESSION)
    await writer.flush(SESSION)


async def _collect(buffer: StreamBuffer, after_seq: int, **kwargs: float) -> list[str]:
    return [e.id async for e in buffer.follow(SESSION, TURN, after_seq, **kwargs)]


def _stream_reads(url: str) -> int:
    """Calls of the commands a follower reads with, so far (Redis INFO commandstats)."""
    client = redis.Redis.from_url(url)
    try:
        stats = client.info("commandstats")
    finally:
        client.close()
    names = ("xrange", "xrevrange", "xread", "get")
    return sum(int(stats.get(f"cmdstat_{name}", {}).get("calls", 0)) for name in names)


async def _idle_follower_reads_per_second(url: str, reader: StreamBuffer, n: int) -> float:
    followers = [asyncio.create_task(_collect(reader, n + 100)) for _ in range(10)]
    await asyncio.sleep(0.6)  # backlogs read; all ten wait past the end
    before, started = _stream_reads(url), time.monotonic()
    await asyncio.sleep(2.0)
    rate = (_stream_reads(url) - before) / (time.monotonic() - started)
    print(f"10 idle followers, {n} events: {rate:.1f} reads/s")
    for task in followers:
        task.cancel()
    _, pending = await asyncio.wait(followers, timeout=2)
    assert rate <= 10 and not pending, (rate, len(pending))
    return rate


async def test_idle_followers_cost_few_redis_commands_whatever_the_session_length(
    states: tuple[RedisState, RedisState], redis_url: str
) -> None:
    writer = StreamBuffer(states[0], Keys(), maxlen=100_000)
    reader = StreamBuffer(states[1], Keys(), maxlen=100_000)
    await _turn_with(writer, 20)
    short = await _idle_follower_reads_per_second(redis_url, reader, 20)
    await writer.forget(SESSION)
    await _turn_with(writer, 6_000)
    long = await _idle_follower_reads_per_second(redis_url, reader, 6_000)
    # One reader for all ten (a blocking read per ~0.25 s here), none per follower.
    assert long <= short + 3, (short, long)
    await reader.aclose()


async def test_live_events_from_another_process_exactly_once(
    states: tuple[RedisState, RedisState],
) -> None:
    writer = StreamBuffer(states[0], Keys())
    reader = StreamBuffer(states[1], Keys())
    await _turn_with(writer, 12, per_entry=4)
    followers = [asyncio.create_task(_collect(reader, k)) for k in (0, 5, 12, 12)]
    await asyncio.sleep(0.2)
    for seq in range(13, 31):
        await writer.append(SESSION, TurnEvent("token", {}, f"{TURN}.{seq}"))
        await asyncio.sleep(0.005)
    await writer.append(SESSION, TurnEvent("done", {}, f"{TURN}.31"))
    async with asyncio.timeout(3):
        results = await asyncio.gather(*followers)
    for k, got in zip((0, 5, 12, 12), results, strict=True):
        assert got == [f"{TURN}.{seq}" for seq in range(k + 1, 32)]  # no gaps, no duplicates
    assert reader.follower_count(SESSION) == 0
    # The turn is over: a follower past its end ends at once.
    async with asyncio.timeout(1):
        assert await _collect(reader, 31) == []
    await reader.aclose()


async def test_a_follower_that_falls_behind_is_ended_and_resumes_without_gaps(
    states: tuple[RedisState, RedisState],
) -> None:
    writer = StreamBuffer(states[0], Keys())
    reader = StreamBuffer(states[1], Keys(), follower_limit=10)
    await _turn_with(writer, 1)
    got: list[str] = []
    slow_started = asyncio.Event()

    async def slow() -> None:
        async for event in reader.follow(SESSION, TURN, 1):
            got.append(event.id)
            slow_started.set()
            await asyncio.sleep(0.5)  # a client that does not keep up

    task = asyncio.create_task(slow())
    await asyncio.sleep(0.3)
    await writer.append(SESSION, TurnEvent("token", {}, f"{TURN}.2"))
    await writer.flush(SESSION)
    await slow_started.wait()
    for seq in range(3, 60):
        await writer.append(SESSION, TurnEvent("token", {}, f"{TURN}.{seq}"))
    await writer.append(SESSION, TurnEvent("done", {}, f"{TURN}.60"))
    async with asyncio.timeout(10):
        await task  # ended early: over 10 events behind
    last = int(got[-1].rsplit(".", 1)[1])
    assert last < 60
    async with asyncio.timeout(3):
        rest = await _collect(reader, last)
    assert [int(i.rsplit(".", 1)[1]) for i in got + rest] == list(range(2, 61))
    await reader.aclose()


async def _steps(n: int) -> None:
    for _ in range(n):
        await asyncio.sleep(0)


async def test_followers_cancelled_anywhere_leave_nothing_behind(
    states: tuple[RedisState, RedisState],
) -> None:
    writer = StreamBuffer(states[0], Keys())
    reader = StreamBuffer(states[1], Keys())
    await _turn_with(writer, 40, per_entry=3)
    other = ("ws-b", "s2")
    for k in range(0, 60, 3):
        tasks = [asyncio.create_task(_collect(reader, after)) for after in (0, 20, 99)]
        await _steps(k)
        await asyncio.sleep(0.002 * k)  # inside Redis round trips, and in the live wait
        for task in tasks:
            while not task.done():  # like a cancel scope: again at every step until it exits
                task.cancel()
                await asyncio.sleep(0)
        assert reader.follower_count(SESSION) == 0, k
        async with asyncio.timeout(1):
            await reader.append(other, TurnEvent("token", {}, "t2.1"))
            await reader.flush(other)
            await writer.append(SESSION, TurnEvent("token", {}, f"{TURN}.{41 + k}"))
            await writer.flush(SESSION)
    # With no follower left the reader task stops by itself.
    fanout_task = reader._fanout._task
    if fanout_task is not None:
        async with asyncio.timeout(2):
            await asyncio.shield(fanout_task)
    await reader.aclose()
