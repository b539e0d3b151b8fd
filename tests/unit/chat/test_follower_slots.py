"""Resume streams are capped per session and per caller, and every slot comes back: when the
stream ends, is cancelled, or is dropped before it ever started (issue 12)."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any

import pytest

from agents.errors import TooManyRequests
from agents.events import TurnEvent
from agents.scheduling.followers import FollowerSlots
from agents.service import ChatService

S1, S2 = ("ws", "s1"), ("ws", "s2")
ALICE, BOB = ("ws", "alice"), ("ws", "bob")


def test_caps_per_session_and_per_caller() -> None:
    slots = FollowerSlots(per_session=2, per_caller=3, retry_after=4)
    held = [slots.take(S1, ALICE), slots.take(S1, BOB)]
    with pytest.raises(TooManyRequests) as full_session:
        slots.take(S1, ALICE)
    assert full_session.value.status == 429 and full_session.value.code == "too_many_followers"
    assert full_session.value.retry_after == 4
    held += [slots.take(S2, ALICE), slots.take(S2, ALICE)]
    with pytest.raises(TooManyRequests):
        slots.take(("ws", "s3"), ALICE)  # alice has three
    held[0].release()
    held[0].release()  # idempotent
    assert slots.open_for(S1) == 1
    held.append(slots.take(S1, BOB))
    for slot in held:
        slot.release()
    assert slots.open_for(S1) == slots.open_for(S2) == 0
    assert not slots._sessions and not slots._callers


class _Buffer:
    """Stands in for the stream buffer: two events, then the follower waits."""

    def __init__(self) -> None:
        self.open = 0

    async def follow(
        self, session: Any, turn_id: str, seq: int, *, info: Any = None, **liveness: Any
    ) -> AsyncIterator[TurnEvent]:
        assert info is not None  # the record resume read: not read again
        self.open += 1
        try:
            yield TurnEvent("token", {}, f"{turn_id}.{seq + 1}")
            yield TurnEvent("token", {}, f"{turn_id}.{seq + 2}")
            await asyncio.sleep(3600)
        finally:
            self.open -= 1


def _service() -> Any:
    async def held(*args: Any) -> bool:
        return True

    return SimpleNamespace(
        _running={}, buffer=_Buffer(), _held=held, sessions=SimpleNamespace(lock_ttl_s=30)
    )


INFO = {"workspace": "ws", "session_id": "s1", "user_id": "alice", "status": "running"}


async def test_a_stream_dropped_before_it_started_gives_its_slot_back() -> None:
    slots = FollowerSlots(per_session=1, per_caller=1)
    stream = ChatService._follow(_service(), INFO, "t1", 3, "t1.3", slots.take(S1, ALICE))
    assert slots.open_for(S1) == 1
    del stream  # the client left before the first event: the generator never ran
    gc.collect()
    assert slots.open_for(S1) == 0
    slots.take(S1, ALICE).release()


async def test_a_stream_closed_or_cancelled_gives_its_slot_back_and_closes_the_follower() -> None:
    slots = FollowerSlots(per_session=1, per_caller=1)
    service = _service()
    stream = ChatService._follow(service, INFO, "t1", 3, "t1.3", slots.take(S1, ALICE))
    assert (await anext(stream)).id == "t1.4"
    await stream.aclose()  # the client went away between two events
    assert slots.open_for(S1) == 0 and service.buffer.open == 0

    async def read_all() -> None:
        async for _ in ChatService._follow(service, INFO, "t1", 3, "t1.3", slots.take(S1, ALICE)):
            pass

    task = asyncio.create_task(read_all())
    await asyncio.sleep(0.01)
    assert slots.open_for(S1) == 1 and service.buffer.open == 1
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert slots.open_for(S1) == 0 and service.buffer.open == 0
