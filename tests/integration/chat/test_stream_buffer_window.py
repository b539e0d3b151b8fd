"""The SSE buffer keeps what a resume needs, the running turn and the one before, not the
session's whole history (on the real Redis).

It kept every event of every turn up to MAXLEN entries: a 200-turn thread held 3.1 MB in
Redis, a third of all stored bytes, and as much again in each process's local copy. Now a
turn's first batch trims the older turns in the pipeline that writes it (XTRIM MINID to the
first entry of the turn before), and the local copy drops them when the turn's first event
joins it. Two buffers on one Redis stand for two processes.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
import redis

from agents.events import TurnEvent
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from agents.storage.stream_buffer import StreamBuffer
from agents.storage.stream_fanout import decode_entry
from tests.support.harness.redis_server import RedisServer

pytestmark = pytest.mark.redis

SESSION = ("ws-a", "s1")
INFO = {"workspace": "ws-a", "user_id": "u", "session_id": "s1"}
TOKENS = 10  # token events per turn: with `session` and `done`, 12 events in 5 entries
PER_ENTRY = 3  # events per stream entry


def _turn(n: int) -> str:
    return f"t{n:020x}"


def _ids(n: int, last: int = TOKENS + 2) -> list[str]:
    return [f"{_turn(n)}.{seq}" for seq in range(1, last + 1)]


async def _start_turn(buffer: StreamBuffer, n: int, *, tokens: int = TOKENS) -> None:
    """Turn `n` opened, its `session` event and `tokens` token events buffered; running."""
    turn = _turn(n)
    await buffer.open_turn(turn, INFO)
    await buffer.append(SESSION, TurnEvent("session", {"turn_id": turn}, f"{turn}.1"))
    for seq in range(2, tokens + 2):
        await buffer.append(SESSION, TurnEvent("token", {"delta": f"w{seq} "}, f"{turn}.{seq}"))
        if seq % PER_ENTRY == 0:
            await buffer.flush(SESSION)
    await buffer.flush(SESSION)


async def _finish_turn(buffer: StreamBuffer, n: int, *, tokens: int = TOKENS) -> None:
    turn = _turn(n)
    await buffer.append(SESSION, TurnEvent("done", {}, f"{turn}.{tokens + 2}"))
    await buffer.close_turn(SESSION, turn)


async def _run_turn(buffer: StreamBuffer, n: int) -> None:
    await _start_turn(buffer, n)
    await _finish_turn(buffer, n)


def _stored(url: str) -> tuple[int, list[str]]:
    """XLEN of the session's stream, and the ids of the events it holds, oldest first."""
    client = redis.Redis.from_url(url)
    try:
        key = Keys().stream(*SESSION)
        length = int(client.xlen(key))
        entries = client.xrange(key)
    finally:
        client.close()
    return length, [e.id for _, fields in entries for e in decode_entry(fields)]


def _local(buffer: StreamBuffer) -> list[str]:
    return buffer.kept_ids(SESSION)


async def _follow(buffer: StreamBuffer, n: int, after_seq: int) -> list[str]:
    return [e.id async for e in buffer.follow(SESSION, _turn(n), after_seq, idle_timeout=2)]


@pytest.fixture
async def states(redis_url: str) -> AsyncIterator[tuple[RedisState, RedisState]]:
    clients = [make_async_redis(redis_url, socket_timeout=0.5) for _ in range(2)]
    made = [RedisState(c, probe_interval=0.2) for c in clients]
    yield made[0], made[1]
    for state, client in zip(made, clients, strict=True):
        await state.aclose()
        await client.aclose()


async def test_after_five_turns_only_the_last_two_are_buffered_and_maxlen_still_caps(
    states: tuple[RedisState, RedisState], redis_url: str
) -> None:
    buffer = StreamBuffer(states[0], Keys(), maxlen=150)
    for n in range(1, 6):
        await _run_turn(buffer, n)
    length, stored = _stored(redis_url)
    assert stored == _ids(4) + _ids(5)
    assert length == 10  # five entries a turn
    assert _local(buffer) == _ids(4) + _ids(5)
    assert [e.id for e in await buffer.events(SESSION)] == _ids(4) + _ids(5)
    # Trimmed when the next turn's first batch is written, not when it ends: while it runs,
    # the turn before it and itself.
    await _start_turn(buffer, 6, tokens=1)
    assert _stored(redis_url)[1] == _ids(5) + _ids(6, 2)
    assert _local(buffer) == _ids(5) + _ids(6, 2)
    # MAXLEN still caps the stream (and the local copy) within one long turn.
    await _finish_turn(buffer, 6, tokens=1)
    await _start_turn(buffer, 7, tokens=3 * 400)  # 400 entries, 1,201 events
    length, stored = _stored(redis_url)
    assert length < 150 + 100  # `~`: whole nodes of 100 entries go
    assert stored[-1] == f"{_turn(7)}.{3 * 400 + 1}" and stored[0].startswith(_turn(7))
    assert len(_local(buffer)) == 150
    await buffer.aclose()


async def test_resume_of_the_previous_and_the_running_turn_after_trimming(
    states: tuple[RedisState, RedisState], redis_url: str
) -> None:
    writer = StreamBuffer(states[0], Keys())
    reader = StreamBuffer(states[1], Keys())  # another process: only what Redis holds
    for n in range(1, 6):
        await _run_turn(writer, n)
    await _start_turn(writer, 6, tokens=4)
    assert _stored(redis_url)[1] == _ids(5) + _ids(6, 5)
    async with asyncio.timeout(5):
        # The previous turn from its start, here and in the other process.
        assert await _follow(reader, 5, 0) == _ids(5)
        assert await _follow(writer, 5, 0) == _ids(5)
        # The running turn from mid-way: its buffered rest, then live events to its end.
        followers = [asyncio.create_task(_follow(b, 6, 3)) for b in (reader, writer)]
        await asyncio.sleep(0.1)
        for seq in range(6, TOKENS + 2):
            await writer.append(SESSION, TurnEvent("token", {}, f"{_turn(6)}.{seq}"))
            await asyncio.sleep(0.005)
        await _finish_turn(writer, 6)
        for got in await asyncio.gather(*followers):
            assert got == _ids(6)[3:]  # every event once, in order
    await reader.aclose()
    await writer.aclose()


async def test_resuming_a_turn_older_than_the_window_says_expired(
    states: tuple[RedisState, RedisState],
) -> None:
    buffer = StreamBuffer(states[0], Keys())
    for n in range(1, 5):
        await _run_turn(buffer, n)
    async with asyncio.timeout(5):
        old = [e async for e in buffer.follow(SESSION, _turn(1), 2, idle_timeout=2)]
        assert [(e.event, e.data["code"]) for e in old] == [("expired", "stream_expired")]
        # A turn still in the window that the client has all of: nothing, not expired.
        assert await _follow(buffer, 4, TOKENS + 2) == []
    await buffer.aclose()


async def test_turns_alternating_between_processes_keep_the_same_window(
    states: tuple[RedisState, RedisState], redis_url: str
) -> None:
    """Consecutive turns of a session run on any replica: each learns where the turn before
    starts from the stream itself (in the round trip that writes the turn's record)."""
    a, b = StreamBuffer(states[0], Keys()), StreamBuffer(states[1], Keys())
    # Entries written without the turn-start field (by an older release) are kept until
    # the turns written since push them out of the window.
    client = redis.Redis.from_url(redis_url)
    client.xadd(Keys().stream(*SESSION), {"b": f'[{{"id": "{_turn(0)}.1", "event": "done"}}]'})
    client.close()
    await _run_turn(a, 1)
    assert _stored(redis_url)[1] == [f"{_turn(0)}.1", *_ids(1)]
    for n in range(2, 6):
        await _run_turn(a if n % 2 else b, n)
        assert _stored(redis_url)[1] == _ids(n - 1) + _ids(n), n
    assert _local(a) == _ids(3) + _ids(5)  # each process's copy: the turns it ran, two
    assert _local(b) == _ids(2) + _ids(4)
    await a.aclose()
    await b.aclose()


async def test_without_redis_the_local_copy_keeps_the_same_window(
    own_redis: RedisServer,
) -> None:
    client = make_async_redis(own_redis.url, socket_timeout=0.5)
    state = RedisState(client, probe_interval=60)
    buffer = StreamBuffer(state, Keys())
    unconfigured = StreamBuffer(RedisState(None), Keys())
    try:
        for n in range(1, 3):
            await _run_turn(buffer, n)
        own_redis.kill()
        for n in range(3, 6):
            await _run_turn(buffer, n)
            await _run_turn(unconfigured, n - 2)
        assert not state.available
        for made, turns in ((buffer, (4, 5)), (unconfigured, (2, 3))):
            window = _ids(turns[0]) + _ids(turns[1])
            assert _local(made) == window
            assert [e.id for e in await made.events(SESSION)] == window
            async with asyncio.timeout(5):
                assert await _follow(made, turns[0], 0) == _ids(turns[0])
                assert await _follow(made, turns[1], 5) == _ids(turns[1])[5:]
                gone = [e async for e in made.follow(SESSION, _turn(turns[0] - 1), 0)]
                assert [e.event for e in gone] == ["expired"]  # no longer buffered
    finally:
        await buffer.aclose()
        await state.aclose()
        await client.aclose()


async def test_the_local_copy_is_not_walked_by_the_garbage_collector(
    states: tuple[RedisState, RedisState],
) -> None:
    """The copy holds up to 1,000 sessions x 2,000 events; the collector's full collections
    pause the event loop for every workspace in proportion to what it tracks. Under a flood
    of turns (bench.noisy turn-flood) kept TurnEvent objects made them take 25-70 ms."""
    import gc

    buffer = StreamBuffer(states[0], Keys(), maxlen=5_000)
    await _start_turn(buffer, 1, tokens=0)
    gc.collect()
    before = len(gc.get_objects())
    await _start_turn(buffer, 2, tokens=3_000)
    gc.collect()
    gc.collect()  # an outer tuple is let go once the tuples inside it are
    assert len(_local(buffer)) == 1 + 3_001  # the turn before, and this one
    assert len(gc.get_objects()) - before < 300  # not one object per kept event
    events = await buffer.events_after(SESSION, f"{_turn(2)}.2998")
    assert [(e.event, e.data) for e in events] == [
        ("token", {"delta": "w2999 "}),
        ("token", {"delta": "w3000 "}),
        ("token", {"delta": "w3001 "}),
    ]
    await buffer.aclose()
