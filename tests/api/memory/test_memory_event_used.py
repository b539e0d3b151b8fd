"""The SSE `memory` event lists every memory the model was given (`used`): the core
snapshot's items and the recalled ones, with ids and categories, the person's own only."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from agents.memory.items import ns
from tests.api.conftest import create_agent, make_settings, stream_turn
from tests.support.fakes.fake_models import ContextRecorder
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis

U1 = {"X-User-Id": "u1"}
U2 = {"X-User-Id": "u2"}


@pytest.fixture
def recorder() -> ContextRecorder:
    return ContextRecorder(systems=[])


@pytest.fixture
def live(redis_url: str, recorder: ContextRecorder):  # type: ignore[no-untyped-def]
    server = LiveServer(make_settings(redis_url), lambda spec: recorder).start()
    yield server
    server.stop()


@pytest.fixture
def client(live: LiveServer):  # type: ignore[no-untyped-def]
    with live.client() as c:
        c.put("/api/v1/tenants/kv/memory-config", json={"enabled": True}).raise_for_status()
        yield c


def _add(client: httpx.Client, headers: dict[str, str], category: str, content: str) -> str:
    r = client.post(
        "/api/v1/memories/items", headers=headers, json={"category": category, "content": content}
    )
    assert r.status_code == 201, r.text
    return str(r.json()["id"])


def _recall_event(events: list[dict[str, Any]]) -> dict[str, Any]:
    """The turn's recall `memory` event (a capture's `memory` event has `captured`)."""
    found = [e["data"] for e in events if e["event"] == "memory" and "used" in e["data"]]
    assert len(found) == 1, events
    return found[0]


def test_new_session_lists_core_and_recalled_items_of_this_person_only(
    client: httpx.Client, recorder: ContextRecorder
) -> None:
    create_agent(client)
    metro = _add(client, U1, "preference", "Prefers flats near the metro")
    floor = _add(client, U1, "constraint", "Does not consider top floor flats")
    sam = _add(client, U1, "profile", "Is called Sam")
    fact = _add(client, U1, "fact", "Works at the Acme office in Berlin Kreuzberg")
    cats = _add(client, U2, "preference", "Likes cats")
    # A new session, a message that recalls nothing: the core snapshot alone is listed.
    event = _recall_event(stream_turn(client, {"agent_id": "bot", "message": "hi"}, headers=U1))
    core = [u for u in event["used"] if u["source"] == "core"]
    assert [(u["id"], u["category"]) for u in core] == [
        (sam, "profile"),
        (metro, "preference"),
        (floor, "constraint"),
    ]
    assert all(u["kind"] == "item" and u["content"] in recorder.systems[-1] for u in core)
    assert not any(u.get("clipped") for u in core)
    assert "recalled" in event and all(u["id"] not in (cats, fact) for u in core)
    # A question about the fact: it is recalled, listed after the core items, in both lists.
    events = stream_turn(
        client, {"agent_id": "bot", "message": "Which Acme office in Berlin?"}, headers=U1
    )
    event = _recall_event(events)
    recalled = [u for u in event["used"] if u["source"] == "recall"]
    assert {(u["id"], u["category"]) for u in recalled} == {(fact, "fact")}
    assert [u["source"] for u in event["used"]] == ["core"] * 3 + ["recall"]
    assert [i["id"] for i in event["recalled"]] == [fact]
    assert "source" not in event["recalled"][0]  # the old list as it was
    assert "Acme office" in recorder.systems[-1]
    # Another person: their own item, none of u1's; u1's turns never listed theirs.
    other = _recall_event(
        stream_turn(client, {"agent_id": "bot", "message": "Which Acme office?"}, headers=U2)
    )
    assert [(u["id"], u["source"]) for u in other["used"]] == [(cats, "core")]
    assert other["recalled"] == []
    assert "metro" not in recorder.systems[-1] and "Acme" not in recorder.systems[-1]


def test_a_person_with_no_memory_gets_no_memory_event(client: httpx.Client) -> None:
    create_agent(client)
    _add(client, U1, "preference", "Prefers flats near the metro")
    events = stream_turn(client, {"agent_id": "bot", "message": "hi"}, headers=U2)
    assert not [e for e in events if e["event"] == "memory"], events


def test_items_past_the_core_limit_are_not_listed(
    client: httpx.Client, recorder: ContextRecorder
) -> None:
    create_agent(client, memory_config={"context": {"core_char_limit": 500}})
    ids = [
        _add(client, U1, "preference", f"Preference number {n}: " + "quiet streets " * 10)
        for n in range(6)
    ]
    event = _recall_event(stream_turn(client, {"agent_id": "bot", "message": "hi"}, headers=U1))
    used = event["used"]
    assert 0 < len(used) < len(ids) and {u["id"] for u in used} < set(ids)
    system = recorder.systems[-1]
    whole = [u for u in used if not u.get("clipped")]
    assert whole and all(u["content"] in system for u in whole)
    assert [u.get("clipped", False) for u in used] == [False] * len(whole) + [True] * (
        len(used) - len(whole)
    )
    for u in used[len(whole) :]:  # the cut line: what the model saw of it
        assert u["content"] in system
    listed = {u["id"] for u in used}
    items = client.get("/api/v1/memories/items", headers=U1).json()["items"]
    for item in items:
        if item["id"] not in listed:
            assert item["content"] not in system


def test_a_snapshot_written_before_entries_is_written_again(
    client: httpx.Client, live: LiveServer
) -> None:
    create_agent(client)
    metro = _add(client, U1, "preference", "Prefers flats near the metro")
    store = live.runtime.memory.store
    namespace = ns("local", "u1", "snapshots")

    async def strip_entries() -> dict[str, Any]:
        current = await store.aget(namespace, "current")
        old = {k: v for k, v in current.value.items() if k != "entries"}
        await store.aput(namespace, "current", old, index=False)
        return old

    before = live.call(strip_entries())  # as a snapshot was written before `entries`
    event = _recall_event(stream_turn(client, {"agent_id": "bot", "message": "hi"}, headers=U1))
    assert [(u["id"], u["category"], u["source"]) for u in event["used"]] == [
        (metro, "preference", "core")
    ]
    after = live.call(store.aget(namespace, "current")).value
    assert after["text"] == before["text"] and after["entries"][0]["id"] == metro
    assert after["version"] == before["version"] + 1
