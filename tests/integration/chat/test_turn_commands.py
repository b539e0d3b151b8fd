"""What one turn costs Redis, counted on the client: at most 12 commands, the checkpointer's
part 2 (one script to read, one to write), whatever the length of the conversation. Opening a
connection (HELLO, CLIENT SETINFO …) is counted apart: the pool opens one when two of a turn's
commands first overlap, at whichever turn that happens, and never again. The stream buffer's
batching window is made longer than a turn: how many batches a turn's tokens make depends on
how fast the machine is, the commands around them do not."""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator
from typing import Any

import pytest
from redis.asyncio.connection import AbstractConnection

from agents.definition.spec import AgentSpec
from agents.service import Caller, TurnRequest
from agents.storage import stream_buffer
from agents.storage.packing import PackedConnection
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
    is one), whoever sends it; those a connection sends while it connects go to `opened`."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.names: Counter[str] = Counter()
        self.opened: set[int] = set()  # the connections that said hello since the last reset
        self.connecting: set[int] = set()
        connect = AbstractConnection.connect

        def counting(pack: Any) -> Any:
            def counted(conn: Any, *args: Any) -> Any:
                name = args[0].decode() if isinstance(args[0], bytes) else str(args[0])
                if id(conn) in self.connecting:
                    self.opened.add(id(conn))
                else:
                    self.names[name.split()[0].upper()] += 1
                return pack(conn, *args)

            return counted

        async def connecting(conn: Any) -> None:
            self.connecting.add(id(conn))
            try:
                await connect(conn)
            finally:
                self.connecting.discard(id(conn))

        # redis-py's packer, and the one the runtime's clients use (agents/storage/packing.py),
        # which packs without calling it.
        for cls in (AbstractConnection, PackedConnection):
            monkeypatch.setattr(cls, "pack_command", counting(cls.pack_command))
        monkeypatch.setattr(AbstractConnection, "connect", connecting)

    def reset(self) -> None:
        self.names.clear()


async def test_a_turn_sends_at_most_twelve_commands(
    runtime: Runtime, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One batch a turn, as on any machine where a turn is quicker than the batching window.
    monkeypatch.setattr(stream_buffer, "FLUSH_DELAY", 60.0)
    sent = Sent(monkeypatch)
    counts = []
    for turn in range(40):
        sent.reset()
        await runtime.chat.run_turn(CALLER, TurnRequest("bot", f"message {turn} " * 40, "s1"))
        await runtime.chat.buffer.flush(("ws", "s1"))
        counts.append(dict(sent.names))
    assert len(sent.opened) <= 2, sent.opened  # the pool does not churn: two at most, ever
    for names in counts[1:]:
        assert sum(names.values()) <= 12, names
        assert names.get("EVALSHA") == 2, names  # the checkpointer: one read, one write
    assert counts[-1] == counts[2]  # the same at turn 40 as at turn 3
    assert all(names.get("XADD") == 1 for names in counts), counts  # the SSE buffer's one batch
