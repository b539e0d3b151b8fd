"""A checkpoint keeps the conversation, not a turn's working data: what recall put into the
prompt (a memory the person may delete) and the incoming message channel are never stored."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from tests.api.conftest import create_agent, stream_turn
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis
U1 = {"X-User-Id": "u1"}


def test_recalled_memory_is_not_kept_in_checkpoints(
    client: httpx.Client, server: LiveServer
) -> None:
    create_agent(client)
    assert client.put("/api/v1/tenants/kv/memory-config", json={"enabled": True}).status_code == 200
    stream_turn(client, {"agent_id": "bot", "message": "Please call me Zanzibar."}, headers=U1)
    items = client.get("/api/v1/memories/items", headers=U1).json()["items"]
    assert any("Zanzibar" in i["content"] for i in items)
    # A new session: the core memory reaches the prompt through recall.
    events = stream_turn(client, {"agent_id": "bot", "message": "hello again"}, headers=U1)
    assert events[-1]["event"] == "done"
    thread_id = events[0]["data"]["thread_id"]
    saver = server.runtime.chat.checkpoints.redis
    assert saver is not None
    found = server.call(saver.aget_tuple({"configurable": {"thread_id": thread_id}}))
    assert found is not None
    values = found.checkpoint["channel_values"]
    assert "turn_memory" not in values and "incoming" not in values
    assert "Zanzibar" not in json.dumps(values, default=str)
    assert [m.content for m in values["messages"]][0] == "hello again"


def test_the_rendered_system_prompt_is_not_copied_into_checkpoint_metadata(
    start_server: Callable[..., LiveServer],
) -> None:
    """LangGraph copies string values of `configurable` into every checkpoint's metadata (the
    in-memory saver keeps them): the rendered prompt, with the caller's name, must not travel
    there."""
    server = start_server(None)  # no Redis: the in-memory saver
    with server.client() as client:
        create_agent(client, system_prompt="You help {{user.name}} with Quetzal matters.")
        body = {"agent_id": "bot", "message": "hi", "user_name": "Ophelia"}
        events = stream_turn(client, body, headers=U1)
    assert events[-1]["event"] == "done"
    saver = server.runtime.chat.checkpoints.memory

    async def every_checkpoint() -> list[Any]:
        return [c async for c in saver.alist(None)]

    found = server.call(every_checkpoint())
    assert found and any(c.checkpoint["channel_values"].get("messages") for c in found)
    stored = json.dumps([c.metadata for c in found], default=str)
    assert "Ophelia" not in stored and "Quetzal" not in stored
