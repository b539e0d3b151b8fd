"""A person's memory bookkeeping is bounded: the audit, core snapshot versions; clear is clear."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from agents.memory.items.core import SNAPSHOT_VERSIONS_KEPT
from agents.memory.items.model import ns
from agents.memory.service import MemoryService
from tests.support.memory import memory_service

pytestmark = pytest.mark.redis
WS, USER = "w1", "u1"


@pytest.fixture
async def memory(redis_url: str) -> AsyncIterator[MemoryService]:
    async with memory_service(redis_url, None) as service:
        yield service


async def _keys(memory: MemoryService, kind: str) -> list[str]:
    return [i.key for i in await memory.store.asearch(ns(WS, USER, kind), limit=100_000)]


async def test_audit_is_bounded_by_count(memory: MemoryService, monkeypatch: Any) -> None:
    monkeypatch.setattr(memory.items, "audit_max", 30)
    monkeypatch.setattr(memory.items, "audit_trim_every", 10)
    for n in range(75):
        await memory.items.audit(WS, USER, "edit", n=n)
    assert len(await _keys(memory, "audit")) <= 30 + 10
    log = await memory.items.audit_log(WS, USER)
    assert [r["n"] for r in log] == list(range(45, 75))  # the newest 30, oldest first
    assert len(await _keys(memory, "audit")) == 30


async def test_audit_records_past_the_retention_go(memory: MemoryService) -> None:
    old = {"action": "edit", "at": "2001-01-01T00:00:00+00:00"}
    await memory.store.aput(ns(WS, USER, "audit"), "old", old, index=False)
    await memory.items.audit(WS, USER, "add")
    assert [r["action"] for r in await memory.items.audit_log(WS, USER)] == ["add"]
    assert "old" not in await _keys(memory, "audit")


async def test_core_snapshot_versions_are_bounded(memory: MemoryService) -> None:
    for n in range(SNAPSHOT_VERSIONS_KEPT + 7):
        await memory.add(WS, USER, {"category": "preference", "content": f"I like topic {n}"})
    versions = sorted(k for k in await _keys(memory, "snapshots") if k.startswith("v"))
    assert len(versions) == SNAPSHOT_VERSIONS_KEPT
    current = await memory.store.aget(ns(WS, USER, "snapshots"), "current")
    assert current is not None and versions[-1] == f"v{current.value['version']:06d}"


async def test_clear_leaves_only_the_record_of_the_clear(memory: MemoryService) -> None:
    await memory.add(WS, USER, {"category": "profile", "content": "The user's name is Sam"})
    await memory.items.audit(WS, USER, "edit", item="x")
    assert len(await _keys(memory, "audit")) >= 2
    await memory.clear(WS, USER)
    log = await memory.items.audit_log(WS, USER)
    assert [r["action"] for r in log] == ["clear"]
    assert "Sam" not in repr(log)
    assert await _keys(memory, "snapshots") == []


async def test_an_edit_with_a_null_field_is_refused_not_stored(memory: MemoryService) -> None:
    from agents.errors import InvalidInput

    item = await memory.add(WS, USER, {"category": "fact", "content": "The user owns a kayak"})
    for patch in ({"content": None}, {"category": None}, {"importance": None}):
        with pytest.raises(InvalidInput):
            await memory.edit(WS, USER, item.id, patch)
    assert (await memory.get_item(WS, USER, item.id)).content == "The user owns a kayak"
