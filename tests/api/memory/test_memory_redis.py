"""Long-term memory on its own Redis (AGENTRT_MEMORY_REDIS_URL): conversations on a Redis
without modules (or a cluster), the memory graph, items, the conversation archive and their
search indexes on a Redis with JSON and Search. `/health` names both."""

from __future__ import annotations

from collections.abc import Callable

import pytest
import redis

from tests.api.conftest import create_agent, stream_turn
from tests.support.harness.live import LiveServer
from tests.support.harness.redis_server import free_port

pytestmark = pytest.mark.redis

U1 = {"X-User-Id": "u1"}


def _keys(url: str) -> list[str]:
    client = redis.Redis.from_url(url)
    try:
        return sorted(k.decode() for k in client.scan_iter(count=1000))
    finally:
        client.close()


def test_memory_on_its_own_redis_while_conversations_need_no_modules(
    start_server: Callable[..., LiveServer], plain_redis_url: str, redis_url: str
) -> None:
    server = start_server(plain_redis_url, memory_redis_url=redis_url)
    with server.client() as client:
        health = client.get("/health").json()
        assert (health["status"], health["redis"], health["memory_redis"]) == ("ok", "up", "up")
        assert health["features"]["long_term_memory"]["available"] is True, health
        assert client.put("/api/v1/tenants/kv/memory-config", json={"enabled": True}).is_success
        create_agent(client)
        events = stream_turn(
            client, {"agent_id": "bot", "message": "Remember that my favourite colour is teal."},
            headers=U1,
        )  # fmt: skip
        assert events[-1]["event"] == "done", events[-1]
        session = events[0]["data"]["session_id"]
        items = client.get("/api/v1/memories/items", headers=U1).json()["items"]
        assert [i for i in items if "teal" in i["content"]], items
        found = client.post(
            "/api/v1/memories/search", json={"query": "which colour do I like?"}, headers=U1
        )
        assert found.status_code == 200, found.text
        # A second session is given the memory: recall reads the memory Redis.
        events = stream_turn(
            client, {"agent_id": "bot", "message": "What is my favourite colour?"}, headers=U1
        )
        used = [e["data"]["used"] for e in events if e["event"] == "memory" and "used" in e["data"]]
        assert used and used[0], events
        assert client.get(f"/api/v1/sessions/{session}/messages", headers=U1).is_success
    plain, stack = _keys(plain_redis_url), _keys(redis_url)
    # Conversations (sessions, checkpoints, streams) on the plain Redis only ...
    assert any(session in k for k in plain), plain
    assert not any(session in k for k in stack), stack
    # ... long-term memory (records, indexes' documents, archive) on the other only.
    assert any(k.startswith("memory:") for k in stack), stack
    assert not any(k.startswith("memory:") for k in plain), plain


def test_a_memory_redis_that_is_down_leaves_conversations_working(
    start_server: Callable[..., LiveServer], plain_redis_url: str
) -> None:
    server = start_server(plain_redis_url, memory_redis_url=f"redis://127.0.0.1:{free_port()}/0")
    with server.client() as client:
        health = client.get("/health").json()
        # Conversations are fine; memory's own Redis is down and memory says so.
        assert (health["status"], health["redis"], health["memory_redis"]) == (
            "ok",
            "up",
            "down",
        )
        assert health["features"]["long_term_memory"]["available"] is False, health
        create_agent(client)
        events = stream_turn(client, {"agent_id": "bot", "message": "hello"}, headers=U1)
        assert events[-1]["event"] == "done" and events[-1]["data"]["degraded"] is False
        searched = client.post("/api/v1/memories/search", json={"query": "x"}, headers=U1)
        assert searched.status_code == 503, searched.text
        assert searched.json()["code"] in ("memory_unavailable", "redis_unavailable")


def test_a_bad_memory_redis_url_is_refused_at_start() -> None:
    from pydantic import ValidationError

    from tests.api.conftest import make_settings

    with pytest.raises(ValidationError, match="AGENTRT_MEMORY_REDIS_URL"):
        make_settings(None, memory_redis_url="http://127.0.0.1:6379")
