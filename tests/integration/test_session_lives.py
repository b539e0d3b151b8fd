"""A deleted session's data never reaches the next life of its id, on any replica.

Two buffers (stores, runtimes) on one Redis stand for two processes. The next life of a
session id may belong to another person: nothing of the deleted life may be shown to it, and
nothing the old life's late turn does may delete what the new life has.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from agents.events import TurnEvent
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from agents.storage.stream_buffer import StreamBuffer

pytestmark = pytest.mark.redis

SESSION = ("ws-a", "s1")


@pytest.fixture
async def states(redis_url: str) -> AsyncIterator[tuple[RedisState, RedisState]]:
    clients = [make_async_redis(redis_url, socket_timeout=0.5) for _ in range(2)]
    made = [RedisState(c, probe_interval=0.2) for c in clients]
    yield made[0], made[1]
    for state, client in zip(made, clients, strict=True):
        await state.aclose()
        await client.aclose()


async def _turn(buffer: StreamBuffer, turn_id: str, words: list[str]) -> None:
    info = {"workspace": SESSION[0], "user_id": "u", "session_id": SESSION[1]}
    await buffer.open_turn(turn_id, info)
    for seq, word in enumerate(words, start=1):
        await buffer.append(SESSION, TurnEvent("token", {"delta": word}, f"{turn_id}.{seq}"))
    await buffer.append(SESSION, TurnEvent("done", {}, f"{turn_id}.{len(words) + 1}"))
    await buffer.close_turn(SESSION, turn_id)


async def test_a_deleted_lifes_events_are_never_read_by_the_next_life_on_another_replica(
    states: tuple[RedisState, RedisState],
) -> None:
    """The process that ran the old life's turn kept a local copy of its events; once the
    session was deleted (elsewhere) and its id used again, that copy was appended to the new
    life's events because the newest stored id differed from the newest local one."""
    first = StreamBuffer(states[0], Keys())
    second = StreamBuffer(states[1], Keys())
    await _turn(first, "told", ["my", "pin", "is", "4711"])
    assert [e.data.get("delta") for e in await first.events(SESSION)][:4] == [
        "my",
        "pin",
        "is",
        "4711",
    ]
    await second.forget(SESSION)  # the session was deleted on the other replica

    # Re-created, nothing said yet: nothing to read, on either replica.
    assert await first.events(SESSION) == []
    assert await second.events(SESSION) == []

    await _turn(second, "tnew", ["hello"])
    for buffer in (first, second):
        seen = await buffer.events(SESSION)
        assert [e.id for e in seen] == ["tnew.1", "tnew.2"], [e.id for e in seen]
        assert all("4711" not in str(e.data) for e in seen)


async def test_events_not_yet_written_to_redis_are_read_with_the_stored_ones(
    states: tuple[RedisState, RedisState],
) -> None:
    buffer = StreamBuffer(states[0], Keys())
    info = {"workspace": SESSION[0], "user_id": "u", "session_id": SESSION[1]}
    await buffer.open_turn("tlive", info)
    await buffer.append(SESSION, TurnEvent("token", {"delta": "a"}, "tlive.1"))
    await buffer.flush(SESSION)
    await buffer.append(SESSION, TurnEvent("token", {"delta": "b"}, "tlive.2"))  # batched
    assert [e.id for e in await buffer.events(SESSION)] == ["tlive.1", "tlive.2"]
    await buffer.flush(SESSION)
    assert [e.id for e in await buffer.events(SESSION)] == ["tlive.1", "tlive.2"]
