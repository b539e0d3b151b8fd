"""What one turn costs Redis, counted on the client: at most 12 commands, the checkpointer's
part 2 (one script to read, one to write), whatever the length of the conversation."""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator
from typing import Any

import pytest
from redis.asyncio.connection import AbstractConnection

from agents.service import Caller, TurnRequest
from agents.spec import AgentSpec
from app.runtime import Runtime, build_runtime
from app.settings import Settings

pytestmark = pytest.mark.redis

CALLER = Caller("ws", "u1", "admin")


@pytest.fixture
async def runtime(plain_redis_url: str) -> AsyncIterator[Runtime]:
    settings = Settings(
        env="test",
        redis_url=plain_redis_url,
        model={"default_provider": "echo"},
        auth={"mode": "local"},
        memory={"worker": "off"},
    )
    rt = await build_runtime(settings)
    await rt.chat.agents.put(AgentSpec(id="bot", name="Bot", workspace="ws"))
    try:
        yield rt
    finally:
        await rt.aclose()


class Sent:
    """Every command packed for the wire, by name (each command of a pipeline; a script call
    is one), whoever sends it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.names: Counter[str] = Counter()
        pack = AbstractConnection.pack_command

        def counted(conn: Any, *args: Any) -> Any:
            name = args[0].decode() if isinstance(args[0], bytes) else str(args[0])
            self.names[name.split()[0].upper()] += 1
            return pack(conn, *args)

        monkeypatch.setattr(AbstractConnection, "pack_command", counted)

    def reset(self) -> None:
        self.names.clear()


async def test_a_turn_sends_at_most_twelve_commands(
    runtime: Runtime, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent = Sent(monkeypatch)
    counts = []
    for turn in range(40):
        sent.reset()
        await runtime.chat.run_turn(CALLER, TurnRequest("bot", f"message {turn} " * 40, "s1"))
        await runtime.chat.buffer.flush(("ws", "s1"))
        counts.append(dict(sent.names))
    for names in counts[1:]:
        assert sum(names.values()) <= 12, names
        assert names.get("EVALSHA") == 2, names  # the checkpointer: one read, one write
    assert counts[-1] == counts[2]  # the same at turn 40 as at turn 3
    assert counts[-1].get("XADD") == 1, counts[-1]  # the SSE buffer is counted too
