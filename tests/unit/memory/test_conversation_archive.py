"""The conversation archive's bounds: retention by age and by count, ties, isolation."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from agents.memory.conversations import ConversationArchive, archived
from agents.memory.graph import GraphMemoryStore
from agents.memory.graph.embeddings import HashingEmbeddings

T0 = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def _msg(n: int, at: datetime, text: str = "", agent: str = "bot") -> dict[str, object]:
    return archived(
        message_id=f"m{n}", session_id=f"s{n // 2}", agent_id=agent,
        role="user" if n % 2 == 0 else "assistant", content=text or f"message {n}", at=at,
    )  # fmt: skip


async def test_old_messages_leave_and_the_count_is_bounded() -> None:
    now = [T0]
    archive = ConversationArchive(
        GraphMemoryStore(embeddings=HashingEmbeddings(32)), lambda: now[0]
    )
    archive.trim_every = 1
    old = [_msg(i, T0 - timedelta(days=40)) for i in range(4)]
    await archive.add("ws", "ann", old, retention_days=30, max_messages=10)
    assert await archive.all("ws", "ann") == []  # past the retention as they arrive
    fresh = [_msg(10 + i, T0 - timedelta(minutes=30 - i)) for i in range(14)]
    await archive.add("ws", "ann", fresh, retention_days=30, max_messages=10)
    kept = [r["message_id"] for r in await archive.all("ws", "ann")]
    assert kept == [f"m{10 + i}" for i in range(4, 14)]  # the newest 10
    # Read filtering: a message past the retention is never found, even before a trim.
    now[0] = T0 + timedelta(days=30, minutes=-25)
    found = await archive.search("ws", "ann", "message", limit=20, retention_days=30)
    assert {r["message_id"] for r in found} == {f"m{10 + i}" for i in range(5, 14)}


async def test_people_and_agents_stay_apart() -> None:
    archive = ConversationArchive(GraphMemoryStore(embeddings=HashingEmbeddings(32)), lambda: T0)
    await archive.add("ws", "ann", [_msg(0, T0, "ferry to Hydra")], retention_days=30,
                      max_messages=10)  # fmt: skip
    await archive.add("ws", "ann1", [_msg(1, T0, "ferry to Hydra")], retention_days=30,
                      max_messages=10)  # fmt: skip
    await archive.add("ws2", "ann", [_msg(2, T0, "ferry to Hydra", agent="x")],
                      retention_days=30, max_messages=10)  # fmt: skip
    found = await archive.search("ws", "ann", "ferry", limit=5, retention_days=30)
    assert [r["message_id"] for r in found] == ["m0"]
    assert await archive.search("ws", "ann", "ferry", limit=5, retention_days=30,
                                agent_id="x") == []  # fmt: skip
    assert await archive.clear("ws", "ann") == 1
    assert [r["message_id"] for r in await archive.all("ws", "ann1")] == ["m1"]
