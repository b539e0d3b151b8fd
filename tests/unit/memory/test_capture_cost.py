"""One message cannot freeze the process: explicit capture is capped and linear, and the gate
reads each character a bounded number of times (issue: 27 KB of "I prefer route N and …" kept
the event loop busy for 86 s)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from agents.memory import service
from agents.memory.extraction import extract_explicit
from agents.memory.extraction.explicit.reading import MAX_FACTS
from agents.memory.graph import GraphMemoryStore, HashingEmbeddings
from agents.memory.items import MemoryItem
from agents.memory.service import MemoryService
from agents.memory.settings import MemorySettingsStore
from agents.ports import TurnScope
from agents.storage.health import RedisState
from agents.storage.keys import Keys


def _flood(n: int) -> str:
    return "remember that " + " and ".join(f"I prefer route {i}" for i in range(n))


def test_facts_per_message_are_capped() -> None:
    facts = extract_explicit(_flood(1200))
    assert len(facts) == MAX_FACTS
    assert [f.value for f in facts[:3]] == ["route 0", "route 1", "route 2"]


@pytest.mark.parametrize("n", [50, 400, 1500])
def test_the_gate_reads_a_message_a_bounded_number_of_times(
    n: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _flood(n)
    read: list[int] = []
    real = service.check_memory_text

    def counting(value: str) -> Any:
        read.append(len(value))
        return real(value)

    monkeypatch.setattr(service, "check_memory_text", counting)
    kept, rejected = service.explicit_facts(text)
    assert len(kept) == MAX_FACTS and rejected == []
    # The whole message once, then each (capped) fact with a bounded span.
    assert sum(read) <= len(text) + MAX_FACTS * (service.MAX_GATED_SPAN + 700)


def _service() -> MemoryService:
    store = GraphMemoryStore(embeddings=HashingEmbeddings())
    return MemoryService(store, MemorySettingsStore(RedisState(None), Keys()))


def _count_lists(memory: MemoryService, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    calls: list[Any] = []
    real = memory.items.list_items

    async def counting(*args: Any, **kwargs: Any) -> list[MemoryItem]:
        calls.append(kwargs)
        return await real(*args, **kwargs)

    monkeypatch.setattr(memory.items, "list_items", counting)
    return calls


SCOPE = TurnScope("w", "u1", "s1", "bot", "s1")


async def test_a_captured_message_reads_the_person_s_items_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every fact's upsert listed all active and pending items, then the cap and the snapshot
    listed them again: k + 2 full reads per captured message."""
    memory = _service()
    calls = _count_lists(memory, monkeypatch)
    text = "My name is Ann and I live in Paris and I prefer tea"
    shown = await memory.capture_text(SCOPE, text, "m1")
    await memory.settled("w", "u1")
    assert len(shown) == 3
    assert len(calls) == 1
    active = await memory.items.list_items("w", "u1", status="active")
    assert sorted(i.content for i in active) == [
        "The user lives in Paris",
        "The user prefers tea",
        "The user's name is Ann",
    ]
    assert (await memory.core_text("w", "u1")) == (
        "Profile:\n- The user's name is Ann\n- The user lives in Paris\n"
        "Preferences:\n- The user prefers tea"
    )
    await memory.aclose()


async def test_facts_of_one_message_see_each_other_s_writes() -> None:
    """The list read once is kept current: a later fact of the same message supersedes an
    earlier one by key, and a superseded item is never given evidence again."""
    memory = _service()
    text = "I like trains and I don't like trains"
    await memory.capture_text(SCOPE, text, "m1")
    await memory.settled("w", "u1")
    await memory.capture_text(SCOPE, text, "m2")
    await memory.settled("w", "u1")
    items = await memory.items.list_items("w", "u1")
    by_status: dict[str, list[MemoryItem]] = {}
    for item in items:
        by_status.setdefault(item.status, []).append(item)
    (active,) = by_status["active"]
    assert active.content == "The user does not like trains"
    assert active.source_message_ids == ["m2"] and active.version == 4
    superseded = sorted(by_status["superseded"], key=lambda i: i.version)
    assert [(i.content, i.source_message_ids, i.version) for i in superseded] == [
        ("The user likes trains", ["m1"], 1),
        ("The user does not like trains", ["m1"], 2),
        ("The user likes trains", ["m2"], 3),
    ]
    assert [i.superseded_by for i in superseded] == [*(i.id for i in superseded[1:]), active.id]
    assert (await memory.core_text("w", "u1")) == "Constraints:\n- The user does not like trains"
    await memory.aclose()


async def test_the_cap_and_the_snapshot_see_what_the_capture_wrote() -> None:
    memory = _service()
    text = "My name is Ann and I live in Paris and I prefer tea"
    await memory.capture_text(SCOPE, text, "m1", max_items=2)
    await memory.settled("w", "u1")
    active = await memory.items.list_items("w", "u1", status="active")
    archived = await memory.items.list_items("w", "u1", status="archived")
    assert [i.content for i in archived] == ["The user's name is Ann"]
    assert sorted(i.content for i in active) == ["The user lives in Paris", "The user prefers tea"]
    assert (await memory.core_text("w", "u1")) == (
        "Profile:\n- The user lives in Paris\nPreferences:\n- The user prefers tea"
    )
    await memory.aclose()


async def test_topics_and_the_archive_read_a_bounded_head_off_the_loop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The interests' topic scan ran the secret rules over the whole message on the event
    loop (a 27 KB message held it while another workspace waited); the archive redacted the
    whole message before cutting it. Both now read a bounded head, in a worker thread."""
    import threading

    from agents.memory import conversations
    from agents.memory.items import governance

    calls: list[tuple[str, int]] = []

    def spy(real: Any) -> Any:
        def wrapped(text: str) -> str:
            calls.append((threading.current_thread().name, len(text)))
            return str(real(text))

        return wrapped

    monkeypatch.setattr(governance, "redact_secrets", spy(governance.redact_secrets))
    monkeypatch.setattr(conversations, "redact_secrets", spy(conversations.redact_secrets))
    memory = MemoryService(
        GraphMemoryStore(embeddings=HashingEmbeddings()),
        MemorySettingsStore(RedisState(None), Keys()),
    )
    scope = TurnScope("ws", "u1", "s1", "bot")
    await memory.track_topics(scope, _flood(1500), threshold=3)
    loop_thread = threading.current_thread().name
    assert calls and all(name != loop_thread for name, _ in calls)
    assert max(size for _, size in calls) <= governance.TOPIC_SCAN_CHARS
    calls.clear()
    record = conversations.archived(
        message_id="m", session_id="s", agent_id="bot", role="user", content=_flood(1500),
        at=datetime.now(UTC),
    )  # fmt: skip
    assert len(record["content"]) <= conversations.MAX_TEXT
    assert calls and max(size for _, size in calls) <= conversations.MAX_TEXT


async def test_an_import_holds_a_cpu_worker_for_one_part_at_a_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One workspace's import of thousands of texts is many short calls of the CPU workers
    (agents/scheduling/cpu.py `run_parts`), so another workspace's gate or embedding call waits
    behind one part of it, not the whole import (a 2,500-entity import held other workspaces'
    searches for up to 19 s)."""
    from agents.memory.graph import embeddings
    from agents.scheduling import cpu

    sizes: list[tuple[str, int]] = []
    real_run = cpu.run

    async def counting(fn: Any, *args: Any) -> Any:
        sizes.append((fn.__name__, len(args[0]) if args and isinstance(args[0], list) else 0))
        return await real_run(fn, *args)

    monkeypatch.setattr(cpu, "run", counting)
    memory = _service()
    n = cpu.PART * 5 + 3
    data = {
        "entities": [
            {"id": f"e{i}", "name": f"thing {i}", "entity_type": "concept"} for i in range(n)
        ],
        "items": [
            {"id": f"i{i}", "content": f"I like tea number {i}", "category": "preference"}
            for i in range(n)
        ],
        "conversations": [
            {
                "message_id": f"m{i}",
                "session_id": "s",
                "agent_id": "bot",
                "role": "user",
                "content": f"hello {i}",
                "at": "2026-01-01T00:00:00+00:00",
            }
            for i in range(n)
        ],  # fmt: skip
    }
    done = await memory.import_("ws", "u1", data)
    assert (done["entities"], done["items"], done["conversations"]) == (n, n, n), done
    assert done["refused"] == []
    by_fn = {name for name, _ in sizes}
    assert {"_import_rows", "_vetted_items", "vetted"} <= by_fn
    assert max(size for _, size in sizes) <= cpu.PART
    assert sum(size for name, size in sizes if name == "_import_rows") == n

    # The model's embedding of many texts too.
    def fake_encode(texts: list[str], threads: int = 1) -> list[list[float]]:
        return [[float(len(t)), 1.0] for t in texts]

    monkeypatch.setattr(embeddings, "encode_texts", fake_encode)
    sizes.clear()
    texts = [f"text {i}" for i in range(n)]
    got = await embeddings.UniversalSentenceEncoderEmbeddings().aembed_documents(texts)
    assert got == fake_encode(texts)
    assert len(sizes) == 6 and max(size for _, size in sizes) <= cpu.PART
