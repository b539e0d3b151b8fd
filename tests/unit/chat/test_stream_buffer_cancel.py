"""A resume follower cancelled at any await of `StreamBuffer.follow` leaves nothing behind that
could block `append`/`flush` (and so every later turn) or keep the follower alive.

Issue 12: followers shared one `asyncio.Condition` waited on with `wait_for(cond.wait(), 0.25)`;
a cancellation delivered again while `wait_for` cancelled its inner wait (anyio cancel scopes do
exactly that, on every await until the task exits) stranded the condition's lock, and every
later `append` of every workspace hung. The buffer runs without Redis here, so each follower's
steps are deterministic and the test can cancel after each of them.
"""

from __future__ import annotations

import asyncio

from agents.events import TurnEvent
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.stream_buffer import StreamBuffer

SESSION = ("ws-a", "s1")
OTHER = ("ws-b", "s2")


async def _steps(n: int) -> None:
    for _ in range(n):
        await asyncio.sleep(0)


async def _drain(buffer: StreamBuffer, after_seq: int) -> list[str]:
    return [e.id async for e in buffer.follow(SESSION, "t1", after_seq, idle_timeout=30)]


async def _cancel_like_anyio(task: asyncio.Task[list[str]]) -> None:
    """Cancel, and cancel again at every step until the task has exited (a cancel scope)."""
    for _ in range(1_000):
        if task.done():
            break
        task.cancel()
        await asyncio.sleep(0)
    assert task.done(), "a cancelled follower kept running"


async def _buffer_with_a_waiting_turn() -> StreamBuffer:
    buffer = StreamBuffer(RedisState(None), Keys())
    await buffer.open_turn("t1", {"workspace": "ws-a", "user_id": "u", "session_id": "s1"})
    await buffer.open_turn("t2", {"workspace": "ws-b", "user_id": "u", "session_id": "s2"})
    await buffer.append(SESSION, TurnEvent("token", {"delta": "a"}, "t1.1"))
    return buffer


async def test_followers_cancelled_at_every_step_never_block_appends() -> None:
    for k in range(40):
        buffer = await _buffer_with_a_waiting_turn()
        # Ten followers past the end of the turn (Last-Event-ID t1.99): they wait.
        followers = [asyncio.create_task(_drain(buffer, 99)) for _ in range(10)]
        await _steps(5)
        # New events wake them all at once; they are dropped k steps later.
        writer = asyncio.create_task(buffer.append(SESSION, TurnEvent("token", {}, "t1.2")))
        await _steps(k)
        for task in followers:
            await _cancel_like_anyio(task)
        await asyncio.wait_for(writer, 1.0)
        # Whatever step they were at, appends of any session still go through at once.
        async with asyncio.timeout(1.0):
            await buffer.append(OTHER, TurnEvent("token", {}, "t2.1"))
            await buffer.append(SESSION, TurnEvent("token", {}, "t1.3"))
            await buffer.flush(SESSION)
        assert buffer.follower_count(SESSION) == 0, f"k={k}: a follower stayed registered"


async def test_a_follower_cancelled_at_every_step_while_events_flow() -> None:
    for k in range(30):
        buffer = await _buffer_with_a_waiting_turn()
        follower = asyncio.create_task(_drain(buffer, 1))
        for seq in range(2, 2 + k // 3):
            await buffer.append(SESSION, TurnEvent("token", {}, f"t1.{seq}"))
            await asyncio.sleep(0)
        await _steps(k % 3)
        await _cancel_like_anyio(follower)
        async with asyncio.timeout(1.0):
            await buffer.append(SESSION, TurnEvent("done", {}, "t1.50"))
        assert buffer.follower_count(SESSION) == 0
        # A new follower after the cancelled one still gets the turn's tail.
        async with asyncio.timeout(1.0):
            assert (await _drain(buffer, 1))[-1] == "t1.50"
