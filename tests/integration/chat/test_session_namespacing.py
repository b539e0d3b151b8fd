"""Whose conversation is it (issue 11): session ids are per workspace, everything keyed by a
session dies with it, and a delete wins over a running turn.

Runs the real runtime (ChatService, stores, extraction worker) on the harness's Redis with
scripted models; the extraction worker's rounds are run by hand with a moved clock.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import AsyncIterator
from typing import Any

import pytest
from langchain_core.messages import BaseMessage
from redis.asyncio import Redis

from agents.bridges.store import ExternalConversation
from agents.definition.spec import AgentSpec
from agents.errors import AgentRTError, Conflict, NotFound
from agents.memory.settings import UserMemorySettings, WorkspaceMemoryConfig
from agents.service import Caller, TurnRequest
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from app.runtime import Runtime, build_runtime
from tests.api.conftest import make_settings, scripted_models
from tests.support.fakes.fake_models import ScriptedModel

pytestmark = pytest.mark.redis

LINE = re.compile(r"^\[(?P<id>[^\]]+)\] user: (?P<text>.*)$", re.M)
DELAY = 5  # extract_delay_seconds


def answer(messages: list[BaseMessage]) -> str:
    """Chat turns get a reply; an extraction request one item per user message, verbatim."""
    if "long-term memory about the user" not in str(messages[0].content):
        return "Noted."
    items = [
        {
            "category": "fact",
            "content": f"The user said: {line['text']}",
            "confidence": 0.7,
            "source_message_ids": [line["id"]],
        }
        for line in LINE.finditer(str(messages[-1].content))
    ]
    return json.dumps({"items": items, "entities": [], "relations": []})


async def _runtime(redis_url: str, factory: Any = None) -> Runtime:
    settings = make_settings(redis_url, memory={"worker": "off"})
    runtime = await build_runtime(settings, factory or scripted_models(), start_worker=False)
    for ws in ("wa", "wb"):
        await runtime.chat.agents.put(AgentSpec(id="bot", workspace=ws, name="Bot"))
    return runtime


@pytest.fixture
async def rt(redis_url: str) -> AsyncIterator[Runtime]:
    model = ScriptedModel(answer=answer)
    runtime = await _runtime(redis_url, lambda spec: model)
    try:
        yield runtime
    finally:
        await runtime.aclose()


@pytest.fixture
async def rdb(redis_url: str) -> AsyncIterator[Redis]:
    client = make_async_redis(redis_url)
    try:
        yield client
    finally:
        await client.aclose()


async def _auto(rt: Runtime, ws: str) -> None:
    """Long-term memory on for the workspace, with background extraction."""
    assert rt.memory_settings is not None and rt.memory is not None
    config = WorkspaceMemoryConfig(
        enabled=True,
        write_mode="auto",
        extract_delay_seconds=DELAY,
        extract_min_interval_seconds=0,
    )
    await rt.memory_settings.set_workspace(ws, config)
    rt.memory.forget_switches(ws)


async def _memory_off_for(rt: Runtime, ws: str, user: str) -> None:
    assert rt.memory_settings is not None and rt.memory is not None
    await rt.memory_settings.set_user(ws, user, UserMemorySettings(enabled=False))
    rt.memory.forget_switches(ws)


async def _extract_all(rt: Runtime) -> dict[str, int]:
    worker = rt.extraction_worker
    assert worker is not None
    await worker.drain(now=time.time() + DELAY * 5)
    return worker.outcomes


async def _memory_texts(rt: Runtime, ws: str, user: str) -> list[str]:
    assert rt.memory is not None
    await rt.memory.settled(ws, user)
    return [i.content for i in await rt.memory.items.list_items(ws, user)]


async def _texts(rt: Runtime, caller: Caller, sid: str) -> list[str]:
    return [m["content"] for m in (await rt.chat.messages(caller, sid))["messages"]]


async def _session_keys(rdb: Redis, sid: str) -> list[str]:
    """Every key whose name mentions the session id (any family, any format)."""
    return [k.decode() async for k in rdb.scan_iter(match=f"*{sid}*", count=1000)]


async def _meta_turns(rdb: Redis, sid: str) -> list[int]:
    """`turns` of every stored session record of `sid` (whatever its key format)."""
    found = []
    async for key in rdb.scan_iter(match="session:meta:*", count=1000):
        if sid in key.decode():
            found.append(int(json.loads(await rdb.get(key))["turns"]))
    return found


async def _expire_session_records(rdb: Redis, sid: str) -> None:
    """What 25 h of silence does to a session record whose checkpoints were kept alive."""
    async for key in rdb.scan_iter(match="session:meta:*", count=1000):
        if sid in key.decode():
            await rdb.delete(key)


A1 = Caller("wa", "u1", "chat")
B1 = Caller("wb", "u1", "chat")


# -- session ids are per workspace ----------


async def test_another_workspace_using_a_live_session_id_gets_its_own_session(
    rt: Runtime,
) -> None:
    await _auto(rt, "wa")
    await _auto(rt, "wb")
    chat = rt.chat
    await chat.run_turn(A1, TurnRequest("bot", "secret of a", "shared"))
    await chat.run_turn(B1, TurnRequest("bot", "hello from b", "shared"))
    assert await _texts(rt, B1, "shared") == ["hello from b", "Noted."]
    events = await chat.session_events(B1, "shared", None)
    assert events and all("secret of a" not in str(e.data) for e in events)
    await _extract_all(rt)  # one job per workspace's session, each into its own memory
    assert await _memory_texts(rt, "wa", "u1") == ["The user said: secret of a"]
    assert await _memory_texts(rt, "wb", "u1") == ["The user said: hello from b"]
    await chat.delete_session(B1, "shared")
    assert await _texts(rt, A1, "shared") == ["secret of a", "Noted."]


async def test_an_expired_session_record_never_hands_its_history_to_another_workspace(
    rt: Runtime, rdb: Redis
) -> None:
    """Reads refreshed A's checkpoints but not its record: once the record was gone, B could
    claim the id and read A's history, buffer and extraction state."""
    await _auto(rt, "wa")
    await _auto(rt, "wb")
    chat = rt.chat
    await chat.run_turn(A1, TurnRequest("bot", "my pin is 4711", "old"))
    await _expire_session_records(rdb, "old")

    await chat.run_turn(B1, TurnRequest("bot", "what did I say?", "old"))
    assert await _texts(rt, B1, "old") == ["what did I say?", "Noted."]
    events = await chat.session_events(B1, "old", None)
    assert events and all("4711" not in str(e.data) for e in events)
    await _extract_all(rt)
    assert not [t for t in await _memory_texts(rt, "wb", "u1") if "4711" in t]
    assert not [t for t in await _memory_texts(rt, "wa", "u1") if "what did I say" in t]


async def test_bridge_ids_are_per_workspace(rt: Runtime) -> None:
    assert rt.bridges is not None
    store = rt.bridges.store

    def record(ws: str, external: str) -> ExternalConversation:
        return ExternalConversation("dify", external, ws, "u1", "bot", "https://dify/x", "u")

    await store.put(record("wa", "conv-a"), "s1")
    assert await store.get("dify", "wb", "s1") is None
    await store.put(record("wb", "conv-b"), "s1")
    await store.forget("wb", "s1")
    found = await store.get("dify", "wa", "s1")
    assert found is not None and found.external_id == "conv-a"


async def test_reading_messages_refreshes_the_session_record(rt: Runtime, rdb: Redis) -> None:
    await rt.chat.run_turn(A1, TurnRequest("bot", "hi", "s-ttl"))
    (key,) = [k async for k in rdb.scan_iter(match="session:meta:*") if b"s-ttl" in k]
    await rdb.expire(key, 60)
    await rt.chat.messages(A1, "s-ttl")  # refreshes the checkpoints' TTL (24 h) ...
    ttl = await rdb.ttl(key)  # ... and the record's (25 h), so it outlives them
    assert ttl > rt.settings.checkpoint.ttl_minutes * 60


# -- stale background extraction ----------


async def test_a_deleted_sessions_extraction_job_dies_with_it(rt: Runtime, rdb: Redis) -> None:
    """The stale job read whatever thread had the id next into the first owner's memory."""
    await _auto(rt, "wa")
    await _memory_off_for(rt, "wa", "u2")
    chat = rt.chat
    await chat.run_turn(A1, TurnRequest("bot", "I keep bees on the roof", "s1"))
    await chat.delete_session(A1, "s1")
    assert [k for k in await _session_keys(rdb, "s1") if k.startswith("extract")] == []
    assert [m for m in await rdb.zrange("extract:due", 0, -1) if b"s1" in m] == []

    other = Caller("wa", "u2", "chat")
    await chat.run_turn(other, TurnRequest("bot", "my locker code is tangerine", "s1"))
    await _extract_all(rt)
    assert await _memory_texts(rt, "wa", "u1") == []  # neither the deleted talk nor u2's


async def test_a_job_whose_session_changed_hands_is_dropped(
    rt: Runtime, rdb: Redis, caplog: pytest.LogCaptureFixture
) -> None:
    await _auto(rt, "wa")
    await _memory_off_for(rt, "wa", "u2")
    chat = rt.chat
    await chat.run_turn(A1, TurnRequest("bot", "I keep bees on the roof", "s2"))
    await _expire_session_records(rdb, "s2")  # the record went, the pending job did not
    other = Caller("wa", "u2", "chat")
    await chat.run_turn(other, TurnRequest("bot", "my locker code is tangerine", "s2"))
    outcomes = await _extract_all(rt)
    assert await _memory_texts(rt, "wa", "u1") == []
    assert outcomes.get("stale") == 1
    assert "memory_extract_dropped" in caplog.text and "user_mismatch" in caplog.text


async def test_a_live_sessions_job_still_extracts(rt: Runtime) -> None:
    await _auto(rt, "wa")
    await rt.chat.run_turn(A1, TurnRequest("bot", "I keep bees on the roof", "s3"))
    await _extract_all(rt)
    assert await _memory_texts(rt, "wa", "u1") == ["The user said: I keep bees on the roof"]


# -- the session lifecycle ----------


async def _start(rt: Runtime, caller: Caller, sid: str, words: int = 60) -> asyncio.Task[Any]:
    """A slow turn running in the background; returns once it has started streaming."""
    turn = await rt.chat.start_turn(caller, TurnRequest("bot", "w " * words, sid))
    started = asyncio.Event()

    async def consume() -> list[Any]:
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


async def test_a_turn_longer_than_the_lock_ttl_keeps_its_lock(redis_url: str) -> None:
    rt = await _runtime(redis_url, scripted_models(delay=0.05))
    rt.chat.sessions.lock_ttl_s = 1
    try:
        task = await _start(rt, A1, "slow", words=60)  # ~3 s of tokens
        await asyncio.sleep(1.6)
        assert not task.done()
        with pytest.raises(Conflict):
            await rt.chat.start_turn(A1, TurnRequest("bot", "double text", "slow"))
        events = await task
        assert events[-1].event == "done"
        await rt.chat.run_turn(A1, TurnRequest("bot", "next", "slow"))  # released at the end
    finally:
        await rt.aclose()


async def test_a_failure_opening_the_turn_releases_the_session(rt: Runtime) -> None:
    chat = rt.chat
    real = chat.buffer.open_turn
    calls = 0

    async def broken(*args: Any, **kwargs: Any) -> None:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise RuntimeError("buffer broke")
        await real(*args, **kwargs)

    chat.buffer.open_turn = broken  # type: ignore[method-assign]
    try:
        await chat.run_turn(A1, TurnRequest("bot", "first", "s-open"))
    except AgentRTError:
        pass
    # The lock was released: the next turn is not refused as double texting.
    result = await chat.run_turn(A1, TurnRequest("bot", "second", "s-open"))
    assert result["reply"] == "Noted."


async def test_the_session_is_written_before_it_is_unlocked(rt: Runtime, rdb: Redis) -> None:
    """Writing the record and releasing the lock are one script: no moment where the next
    turn could start on a record that does not count the turn before."""
    chat = rt.chat
    real = chat.sessions.finish
    seen: list[tuple[list[int], bool]] = []
    lock = Keys().session_lock("wa", "s-order")

    async def finish(*args: Any) -> bool:
        before = (await _meta_turns(rdb, "s-order"), bool(await rdb.exists(lock)))
        kept = await real(*args)
        seen.append(before)
        seen.append((await _meta_turns(rdb, "s-order"), bool(await rdb.exists(lock))))
        return kept

    chat.sessions.finish = finish  # type: ignore[method-assign]
    await chat.run_turn(A1, TurnRequest("bot", "one", "s-order"))
    await chat.run_turn(A1, TurnRequest("bot", "two", "s-order"))
    assert seen == [([0], True), ([1], False), ([1], True), ([2], False)]


async def test_deleting_a_session_during_its_turn_wins(redis_url: str, rdb: Redis) -> None:
    rt = await _runtime(redis_url, scripted_models(delay=0.05))
    try:
        task = await _start(rt, A1, "s-del")
        await rt.chat.delete_session(A1, "s-del")
        events = await task
        assert events[-1].event == "error" and events[-1].data["code"] == "session_deleted"
        with pytest.raises(NotFound):
            await rt.chat.messages(A1, "s-del")
        left = await _session_keys(rdb, "s-del")
        assert [k for k in left if "lock" not in k and "deleted" not in k] == [], left
        # The id can be used again, from a clean slate.
        await rt.chat.run_turn(A1, TurnRequest("bot", "again", "s-del"))
        assert (await rt.chat.messages(A1, "s-del"))["messages"][0]["content"] == "again"
    finally:
        await rt.aclose()


async def test_deleting_a_session_on_another_replica_wins_over_its_running_turn(
    redis_url: str, rdb: Redis
) -> None:
    running = await _runtime(redis_url, scripted_models(delay=0.05))
    other = await _runtime(redis_url, scripted_models())
    running.chat.sessions.lock_ttl_s = 1  # checks for a delete every 1/3 s
    try:
        task = await _start(running, A1, "s-far", words=80)
        await other.chat.delete_session(A1, "s-far")
        await asyncio.wait_for(task, 10)  # cancelled once the running replica sees the delete
        for rt in (running, other):
            with pytest.raises(NotFound):
                await rt.chat.messages(A1, "s-far")
        left = [k for k in await _session_keys(rdb, "s-far") if "lock" not in k]
        assert [k for k in left if "deleted" not in k] == [], left
    finally:
        await running.aclose()
        await other.aclose()
