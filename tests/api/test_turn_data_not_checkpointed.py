"""A checkpoint keeps the conversation, not a turn's working data: what recall put into the
prompt (a memory the person may delete) and the incoming message channel are never stored."""

from __future__ import annotations

import json

import httpx
import pytest

from tests.api.conftest import create_agent, stream_turn
from tests.support.live import LiveServer

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
