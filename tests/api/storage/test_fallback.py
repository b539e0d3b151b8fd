"""Redis killed, frozen, absent or restarted: turns still complete, and Redis comes back."""

from __future__ import annotations

import asyncio
import time

import httpx
import pytest

from app.runtime import StartupError, build_runtime
from tests.api.conftest import create_agent, make_settings, reply_text, stream_turn
from tests.support.harness.redis_server import RedisServer, free_port

pytestmark = pytest.mark.redis


def _chat(client: httpx.Client, message: str, sid: str | None = None) -> dict:  # type: ignore[type-arg]
    body = {"agent_id": "bot", "message": message}
    if sid:
        body["session_id"] = sid
    response = client.post("/api/v1/chat", json=body)
    assert response.status_code == 200, response.text
    return dict(response.json())


def _wait_health(client: httpx.Client, status: str, timeout: float = 10.0) -> dict:  # type: ignore[type-arg]
    deadline = time.monotonic() + timeout
    while True:
        body = dict(client.get("/health").json())
        if body["status"] == status or time.monotonic() > deadline:
            return body
        time.sleep(0.1)


def test_kill_redis_mid_session_then_restart(start_server, own_redis: RedisServer) -> None:  # type: ignore[no-untyped-def]
    server = start_server(own_redis.url)
    with server.client() as client:
        create_agent(client)
        sid = _chat(client, "one")["session_id"]
        assert _chat(client, "two", sid)["checkpointer"] == "redis"
        own_redis.kill()
        # Turn 3 over SSE: ends with done, degraded, and remembers turns 1-2.
        events = stream_turn(client, {"agent_id": "bot", "message": "three", "session_id": sid})
        assert events[-1]["event"] == "done", events[-1]
        assert events[-1]["data"]["checkpointer"] == "memory" and events[-1]["data"]["degraded"]
        assert reply_text(events) == "I have seen 5 messages. You said: three"
        health = client.get("/health").json()
        assert health["status"] == "degraded" and health["checkpointer"] == "memory"
        assert health["redis"] == "down" and "reason" not in health  # details: the log
        assert _chat(client, "four", sid)["reply"] == "I have seen 7 messages. You said: four"
        own_redis.start()
        assert _wait_health(client, "ok")["checkpointer"] == "redis"
        # The outage's turns were carried over into Redis: nothing is lost.
        fifth = _chat(client, "five", sid)
        assert fifth["checkpointer"] == "redis"
        assert fifth["reply"] == "I have seen 9 messages. You said: five"
        history = client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
        assert [m["content"] for m in history if m["role"] == "user"] == [
            "one",
            "two",
            "three",
            "four",
            "five",
        ]


def test_frozen_redis_fails_fast_and_turn_completes(start_server, own_redis: RedisServer) -> None:  # type: ignore[no-untyped-def]
    server = start_server(own_redis.url)
    with server.client() as client:
        create_agent(client)
        sid = _chat(client, "one")["session_id"]
        own_redis.pause()
        try:
            started = time.monotonic()
            second = _chat(client, "two", sid)
            elapsed = time.monotonic() - started
            assert second["checkpointer"] == "memory"
            assert second["reply"] == "I have seen 3 messages. You said: two"
            # socket_timeout is 0.5 s in tests: a few Redis calls may each time out once.
            assert elapsed < 3.0, elapsed
            started = time.monotonic()
            assert client.get("/health").json()["status"] == "degraded"
            assert time.monotonic() - started < 1.5
        finally:
            own_redis.resume()
        assert _wait_health(client, "ok")["checkpointer"] == "redis"
        assert _chat(client, "three", sid)["reply"] == "I have seen 5 messages. You said: three"


def test_redis_down_at_startup_then_arrives(start_server) -> None:  # type: ignore[no-untyped-def]
    port = free_port()
    server = start_server(f"redis://127.0.0.1:{port}/0")
    with server.client() as client:
        health = client.get("/health").json()
        assert health == {**health, "status": "degraded", "checkpointer": "memory", "redis": "down"}
        # Agents are stored in Redis: no change is accepted while it is away (it would be
        # lost or undone when Redis returns), and the refusal says to retry.
        refused = client.post("/api/v1/agents", json={"id": "bot", "name": "Bot"})
        assert refused.status_code == 503 and refused.json()["code"] == "redis_unavailable"
        assert "retry-after" in refused.headers
        assert client.get("/api/v1/agents").status_code == 503
        redis = RedisServer(port=port).start()
        try:
            assert _wait_health(client, "ok")["checkpointer"] == "redis"
            create_agent(client)
            sid = _chat(client, "one")["session_id"]
            second = _chat(client, "two", sid)
            assert second["checkpointer"] == "redis"
            assert second["reply"] == "I have seen 3 messages. You said: two"
        finally:
            redis.stop()


def test_require_redis_makes_startup_fail() -> None:
    settings = make_settings(f"redis://127.0.0.1:{free_port()}/0", require_redis=True)
    with pytest.raises(StartupError, match="AGENTRT_REQUIRE_REDIS"):
        asyncio.run(build_runtime(settings))
    with pytest.raises(StartupError, match="AGENTRT_REDIS_URL is not set"):
        asyncio.run(build_runtime(make_settings(None, require_redis=True)))


def test_sessions_survive_a_service_restart(start_server, redis_url: str) -> None:  # type: ignore[no-untyped-def]
    first = start_server(redis_url)
    with first.client() as client:
        create_agent(client)
        sid = _chat(client, "one")["session_id"]
    first.stop()
    second = start_server(redis_url)
    with second.client() as client:
        assert _chat(client, "two", sid)["reply"] == "I have seen 3 messages. You said: two"


def test_without_redis_everything_runs_in_memory(start_server) -> None:  # type: ignore[no-untyped-def]
    server = start_server(None)
    with server.client() as client:
        health = client.get("/health").json()
        assert health["status"] == "ok" and health["redis"] == "disabled"  # memory by choice
        create_agent(client)
        sid = _chat(client, "one")["session_id"]
        assert _chat(client, "two", sid)["reply"] == "I have seen 3 messages. You said: two"
        events = stream_turn(client, {"agent_id": "bot", "message": "x y", "session_id": sid})
        assert events[-1]["event"] == "done"


@pytest.mark.parametrize("fault", ["kill", "freeze"])
def test_redis_fails_during_a_streaming_turn(
    start_server, own_redis: RedisServer, fault: str
) -> None:  # type: ignore[no-untyped-def]
    import json

    from httpx_sse import connect_sse

    server = start_server(own_redis.url, delay=0.1)
    with server.client() as client:
        create_agent(client)
        sid = _chat(client, "one")["session_id"]
        events = []
        body = {"agent_id": "bot", "message": "a b c d e f", "session_id": sid}
        try:
            with connect_sse(client, "POST", "/api/v1/chat/stream", json=body) as source:
                assert source.response.status_code == 200
                for sse in source.iter_sse():
                    events.append({"event": sse.event, "data": json.loads(sse.data)})
                    if len(events) == 3:
                        own_redis.kill() if fault == "kill" else own_redis.pause()
        finally:
            if fault == "freeze":
                own_redis.resume()
        assert events[-1]["event"] == "done", events[-1]
        assert events[-1]["data"]["checkpointer"] == "memory"
        assert reply_text(events) == "I have seen 3 messages. You said: a b c d e f"
        if fault == "kill":
            own_redis.start()
        assert _wait_health(client, "ok")["status"] == "ok"
        assert _chat(client, "next", sid)["reply"] == "I have seen 5 messages. You said: next"
