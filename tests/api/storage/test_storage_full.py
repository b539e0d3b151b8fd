"""Redis at `maxmemory` with `noeviction` (reliability check 5): never a 500 and never a
half-written turn. A plain write Redis refuses (OOM) is a 503 `degraded`, not a crash and
not an outage (Redis answers, so nothing falls back); the runtime's multi-key writes are
scripts, which Redis runs whole (under OOM too), so a session's history stays one line."""

from __future__ import annotations

from collections.abc import Callable

import pytest
import redis

from agents.errors import StorageFull
from agents.storage.redis import make_async_redis
from tests.api.conftest import create_agent
from tests.support.harness.live import LiveServer
from tests.support.harness.redis_server import RedisServer

pytestmark = pytest.mark.redis


def _fill(url: str) -> None:
    """Put the Redis at `url` over its memory limit under noeviction: a limit below what
    it uses (the same as filling it up, without the data)."""
    client = redis.Redis.from_url(url)
    try:
        client.config_set("maxmemory-policy", "noeviction")
        client.config_set("maxmemory", str(int(client.info("memory")["used_memory"]) // 2))
        with pytest.raises(redis.exceptions.OutOfMemoryError):
            client.set("probe", "x")
    finally:
        client.close()


def _make_room(url: str) -> None:
    client = redis.Redis.from_url(url)
    try:
        client.config_set("maxmemory", "0")
    finally:
        client.close()


async def test_a_refused_write_is_storage_full_and_not_an_outage(own_redis: RedisServer) -> None:
    _fill(own_redis.url)
    client = make_async_redis(own_redis.url)
    heard: list[Exception] = []
    client.listeners.append(heard.append)
    try:
        with pytest.raises(StorageFull) as caught:
            await client.set("k", "v")
        assert (caught.value.status, caught.value.code) == (503, "degraded")
        async with client.pipeline(transaction=False) as pipe:
            pipe.set("k", "v")
            with pytest.raises(StorageFull):
                await pipe.execute()
        assert heard == []  # the state is not marked down: Redis answers
        assert await client.get("k") is None  # reads go on (and nothing was written)
    finally:
        await client.aclose()
        _make_room(own_redis.url)


def test_a_full_redis_never_gives_a_500_or_a_broken_history(
    start_server: Callable[..., LiveServer], own_redis: RedisServer
) -> None:
    server = start_server(own_redis.url)
    with server.client() as client:
        create_agent(client)
        first = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "one"})
        assert first.status_code == 200, first.text
        sid = first.json()["session_id"]
        _fill(own_redis.url)
        said = ["one"]
        for n, body in enumerate(
            [
                {"agent_id": "bot", "message": "two", "session_id": sid},
                {"agent_id": "bot", "message": "elsewhere"},
            ]
        ):
            answer = client.post("/api/v1/chat", json=body)
            assert answer.status_code in (200, 503), answer.text
            if answer.status_code == 503:
                assert answer.json()["code"] == "degraded" and "retry-after" in answer.headers
            elif n == 0:
                said.append("two")
            with client.stream("POST", "/api/v1/chat/stream", json=body) as streamed:
                if streamed.status_code == 503:  # refused before the stream started
                    assert b'"degraded"' in streamed.read()
                    continue
                assert streamed.status_code == 200
                text = streamed.read().decode()
            # Started: it ends with `done`, or with an `error` event that says `degraded`.
            assert "event: done" in text or '"code": "degraded"' in text, text[-300:]
            if "event: done" in text and n == 0:
                said.append("two")
        made = client.post("/api/v1/agents", json={"id": "b2", "name": "B"})
        assert made.status_code in (201, 503), made.text
        assert client.get("/health").json()["redis"] == "up"  # answering: not an outage
        _make_room(own_redis.url)
        again = client.post(
            "/api/v1/chat", json={"agent_id": "bot", "message": "three", "session_id": sid}
        )
        assert again.status_code == 200, again.text
        history = client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
        assert [m["content"] for m in history if m["role"] == "user"] == [*said, "three"]
