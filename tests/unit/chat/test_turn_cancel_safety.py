"""A turn cancelled at any await leaves nothing held: the session's outage lock (taken while
the turn runs on the in-memory fallback) and its turn lock are free when the cancel is over,
not when a garbage collector gets round to the abandoned generators."""

from __future__ import annotations

import asyncio
from typing import Any

from agents.checkpoint import CheckpointProvider
from agents.definition.spec import AgentSpec
from agents.events import TurnEvent
from agents.fallback import CheckpointFallback
from agents.service import Caller, TurnRequest
from agents.storage.health import RedisState
from agents.storage.sessions import SessionMeta
from app.runtime import build_runtime
from tests.api.conftest import make_settings, scripted_models

A1 = Caller("wa", "u1", "chat")


async def test_a_turn_cancelled_while_its_consumer_awaits_releases_the_outage_lock() -> None:
    """`_run_in_memory` holds the session's fallback lock across its `yield`s; the turn was
    cancelled while it awaited the buffer between two of them, and nothing closed the
    suspended generators: the lock stayed held (here for good: a reference keeps them alive,
    as a reference cycle or a slow collector would)."""
    rt = await build_runtime(make_settings(None), scripted_models(delay=0.02))
    chat = rt.chat
    try:
        await chat.agents.put(AgentSpec(id="bot", workspace="wa", name="Bot"))
        kept: list[Any] = []

        def keeping(make: Any) -> Any:
            def make_and_keep(turn: Any) -> Any:
                generator = make(turn)
                kept.append(generator)
                return generator

            return make_and_keep

        chat.run_graph = keeping(chat.run_graph)  # type: ignore[method-assign]
        chat._run_in_memory = keeping(chat._run_in_memory)  # type: ignore[method-assign]
        entered, gate = asyncio.Event(), asyncio.Event()
        real_append = chat.buffer.append

        async def append(session: Any, event: TurnEvent) -> None:
            if event.event == "token" and not entered.is_set():
                entered.set()
                await gate.wait()  # the consumer awaits here, between two yields
            await real_append(session, event)

        chat.buffer.append = append  # type: ignore[method-assign]
        turn = await chat.start_turn(A1, TurnRequest("bot", "w " * 40, "s-cancel"))
        events = chat.stream(turn)
        reader = asyncio.create_task(anext(events))  # type: ignore[arg-type]
        await asyncio.wait_for(entered.wait(), 5)
        runner = chat._running[turn.turn_id]
        runner.task.cancel()
        await asyncio.wait([runner.task], timeout=5)
        assert runner.task.done() and len(kept) == 2
        async with asyncio.timeout(1):  # free now, not after a collection
            async with chat.fallback.session_lock(turn.meta):
                pass
        reader.cancel()
        await events.aclose()  # type: ignore[attr-defined]
    finally:
        await rt.aclose()


async def test_the_outage_lock_is_never_dropped_while_a_woken_waiter_has_not_run() -> None:
    """The lock was dropped from the table when `not lock.locked()`, which already holds when
    a waiter was woken but has not run: the next user then made a new lock and two users of
    the session's outage threads ran at once."""
    fallback = CheckpointFallback(CheckpointProvider(RedisState(None)))
    meta = SessionMeta.new("s1", "wa", "u1", "bot")
    inside = 0
    most = 0

    async def use(hold: float) -> None:
        nonlocal inside, most
        async with fallback.session_lock(meta):
            inside += 1
            most = max(most, inside)
            await asyncio.sleep(hold)
            inside -= 1

    async def first_then_again() -> None:
        await use(0.02)
        await use(0.02)  # at once: the waiter woken by the release has not run yet

    first = asyncio.create_task(first_then_again())
    await asyncio.sleep(0.005)
    waiter = asyncio.create_task(use(0.02))
    await asyncio.gather(first, waiter)
    assert most == 1
    assert not fallback._locks  # nobody uses it any more: dropped
