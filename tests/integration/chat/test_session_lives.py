"""A deleted session's data never reaches the next life of its id, on any replica.

Two buffers (stores, runtimes) on one Redis stand for two processes. The next life of a
session id may belong to another person: nothing of the deleted life may be shown to it, and
nothing the old life's late turn does may delete what the new life has.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from redis.asyncio import Redis

from agents.bridges.store import ExternalConversation
from agents.definition.spec import AgentSpec
from agents.errors import Conflict, NotFound, RedisUnavailable
from agents.events import TurnEvent
from agents.service import Caller, TurnRequest
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from agents.storage.stream_buffer import StreamBuffer
from app.runtime import Runtime, build_runtime
from tests.api.conftest import make_settings, scripted_models

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


# -- a late turn of a deleted life ----------

A1 = Caller("wa", "u1", "chat")
A2 = Caller("wa", "u2", "chat")  # another person of the workspace: the id's next owner


async def _runtime(redis_url: str, delay: float = 0.0) -> Runtime:
    settings = make_settings(redis_url, memory={"worker": "off"})
    runtime = await build_runtime(settings, scripted_models(delay), start_worker=False)
    await runtime.chat.agents.put(AgentSpec(id="bot", workspace="wa", name="Bot"))
    return runtime


@pytest.fixture
async def rdb(redis_url: str) -> AsyncIterator[Redis]:
    client = make_async_redis(redis_url)
    try:
        yield client
    finally:
        await client.aclose()


async def _start(rt: Runtime, caller: Caller, sid: str, words: int = 80) -> asyncio.Task[Any]:
    """A slow turn running in the background; returns once it has started streaming."""
    turn = await rt.chat.start_turn(caller, TurnRequest("bot", "w " * words, sid))
    started = asyncio.Event()

    async def consume() -> list[TurnEvent]:
        seen = []
        async for event in rt.chat.stream(turn):
            seen.append(event)
            if event.event == "token":
                started.set()
        started.set()
        return seen

    task = asyncio.create_task(consume())
    await asyncio.wait_for(started.wait(), 10)
    return task


async def _texts(rt: Runtime, caller: Caller, sid: str) -> list[str]:
    return [m["content"] for m in (await rt.chat.messages(caller, sid))["messages"]]


async def test_a_late_turn_of_a_deleted_life_leaves_the_next_lifes_data_alone(
    redis_url: str, rdb: Redis
) -> None:
    """The old life's turn (its lock lapsed, so the next life could run meanwhile) purged
    the session's keys when it finally noticed the delete: the next life's thread and
    buffer, i.e. another person's conversation."""
    running = await _runtime(redis_url, delay=0.05)
    other = await _runtime(redis_url)
    running.chat.sessions.lock_ttl_s = 3  # checks for a delete every second
    try:
        task = await _start(running, A1, "s-life")
        await other.chat.delete_session(A1, "s-life")
        # The old turn's lock lapsed (a stall, a lost key): the next life runs meanwhile.
        async for key in rdb.scan_iter(match="session:lock:*"):
            await rdb.delete(key)
        await other.chat.run_turn(A2, TurnRequest("bot", "a new life", "s-life"))
        before = [e.id for e in await other.chat.session_events(A2, "s-life", None)]
        assert before
        events = await asyncio.wait_for(task, 10)
        assert events[-1].event == "error" and events[-1].data["code"] == "session_deleted"
        texts = await _texts(other, A2, "s-life")
        assert texts[0] == "a new life" and len(texts) == 2, texts
        after = [e.id for e in await other.chat.session_events(A2, "s-life", None)]
        assert after[: len(before)] == before
    finally:
        await running.aclose()
        await other.aclose()


async def test_a_late_turn_of_a_deleted_life_still_purges_what_it_wrote(
    redis_url: str,
) -> None:
    """The next life was only claimed (its first turn waits for the old turn's lock): what
    the old turn wrote after the delete (its buffered events) is purged, never shown to it."""
    running = await _runtime(redis_url, delay=0.05)
    other = await _runtime(redis_url)
    running.chat.sessions.lock_ttl_s = 3
    try:
        task = await _start(running, A1, "s-held")
        await other.chat.delete_session(A1, "s-held")
        with pytest.raises(Conflict):  # claims the next life; the old turn holds the lock
            await other.chat.start_turn(A2, TurnRequest("bot", "mine now", "s-held"))
        events = await asyncio.wait_for(task, 10)
        assert events[-1].data.get("code") == "session_deleted"
        old_turn = events[0].data["turn_id"]
        await other.chat.run_turn(A2, TurnRequest("bot", "mine now", "s-held"))
        seen = await other.chat.session_events(A2, "s-held", None)
        assert seen and not [e.id for e in seen if e.id.startswith(old_turn)]
        texts = await _texts(other, A2, "s-held")
        assert texts[0] == "mine now" and len(texts) == 2, texts
    finally:
        await running.aclose()
        await other.aclose()


# -- a delete that Redis failed midway ----------


async def _recovered(rt: Runtime) -> None:
    async with asyncio.timeout(10):
        while not rt.state.available:
            await asyncio.sleep(0.05)


async def test_a_delete_redis_failed_midway_is_refused_and_can_be_retried(
    redis_url: str, rdb: Redis
) -> None:
    """The tombstone reached Redis, then deleting the checkpoints met an outage: the failure
    was swallowed (and the meta's delete skipped), so the client was told the session was
    gone while its record and history stayed readable once Redis was back."""
    rt = await _runtime(redis_url)
    try:
        await rt.chat.run_turn(A1, TurnRequest("bot", "my pin is 4711", "s-half"))
        saver = rt.checkpoints.redis
        assert saver is not None
        real = saver.adelete_thread

        async def unreachable(thread_id: str) -> None:
            exc = RedisUnavailable("connection refused (test)")
            rt.state.mark_down(exc)  # what the guarded client does on a real failure
            raise exc

        saver.adelete_thread = unreachable  # type: ignore[method-assign]
        with pytest.raises(RedisUnavailable):
            await rt.chat.delete_session(A1, "s-half")
        saver.adelete_thread = real  # type: ignore[method-assign]
        await _recovered(rt)
        # Told it failed; the retry deletes it, like any delete.
        await rt.chat.delete_session(A1, "s-half")
        with pytest.raises(NotFound):
            await rt.chat.messages(A1, "s-half")
        left = [k.decode() async for k in rdb.scan_iter(match="*s-half*")]
        assert [k for k in left if "deleted" not in k and "lock" not in k] == [], left
    finally:
        await rt.aclose()


async def test_deleting_a_session_forgets_its_external_conversations(redis_url: str) -> None:
    """The bridges' conversation ids are one of the runtime's session clean-ups."""
    rt = await _runtime(redis_url)
    try:
        assert rt.bridges is not None
        await rt.chat.run_turn(A1, TurnRequest("bot", "hi", "s-bridged"))
        record = ExternalConversation("dify", "conv-1", "wa", "u1", "bot", "https://dify/x", "u")
        await rt.bridges.store.put(record, "s-bridged")
        await rt.chat.delete_session(A1, "s-bridged")
        assert await rt.bridges.store.get("dify", "wa", "s-bridged") is None
    finally:
        await rt.aclose()
