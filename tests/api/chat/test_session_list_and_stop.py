"""A person's sessions (for the chat page's list), stopping a running turn (its stop button),
on this replica or another, and the context figures every `done` event reports."""

from __future__ import annotations

import threading
import time
from typing import Any

import httpx
import pytest
from httpx_sse import connect_sse

from tests.api.conftest import create_agent, stream_turn
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis

U1 = {"X-User-Id": "u1"}
U2 = {"X-User-Id": "u2"}


@pytest.fixture(params=["redis", "memory"])
def live(request: pytest.FixtureRequest, redis_url: str, start_server: Any) -> LiveServer:
    server: LiveServer = start_server(redis_url if request.param == "redis" else None)
    return server


def _turn(client: httpx.Client, message: str, session: str | None = None, **kw: Any) -> str:
    body: dict[str, Any] = {"agent_id": kw.pop("agent", "bot"), "message": message}
    if session:
        body["session_id"] = session
    events = stream_turn(client, body, headers=kw.pop("headers", U1))
    assert events[-1]["event"] == "done", events[-1]
    return str(events[0]["data"]["session_id"])


def test_a_person_lists_their_sessions_most_recent_first(live: LiveServer) -> None:
    with live.client() as client:
        create_agent(client)
        create_agent(client, "other")
        first = _turn(client, "Planning   the trip\nto Hydra " + "x" * 100)
        second = _turn(client, "Second topic")
        _turn(client, "with the other agent", agent="other")
        _turn(client, "someone else's", headers=U2)
        _turn(client, "back to the trip", session=first)  # now the most recently used
        listed = client.get("/api/v1/sessions", params={"agent_id": "bot"}, headers=U1).json()
        sessions = listed["sessions"]
        assert listed["complete"] is True
        assert [s["session_id"] for s in sessions] == [first, second]
        assert sessions[0]["title"].startswith("Planning the trip to Hydra xxx")
        assert len(sessions[0]["title"]) == 80 and sessions[0]["title"].endswith("…")
        assert sessions[0]["turns"] == 2 and sessions[0]["agent_id"] == "bot"
        assert sessions[0]["updated_at"] > sessions[1]["updated_at"]
        everything = client.get("/api/v1/sessions", headers=U1).json()["sessions"]
        assert len(everything) == 3
        assert client.get("/api/v1/sessions", params={"limit": 1}, headers=U1).json()[
            "sessions"
        ][0]["session_id"] == first  # fmt: skip
        other = client.get("/api/v1/sessions", headers=U2).json()["sessions"]
        assert [s["title"] for s in other] == ["someone else's"]
        # A deleted session leaves the list.
        assert client.delete(f"/api/v1/sessions/{second}", headers=U1).status_code == 204
        left = client.get("/api/v1/sessions", params={"agent_id": "bot"}, headers=U1).json()
        assert [s["session_id"] for s in left["sessions"]] == [first]
        bad = client.get("/api/v1/sessions", params={"limit": 0}, headers=U1)
        assert bad.status_code == 422 and bad.json()["code"]


def test_done_reports_the_request_against_the_budget(live: LiveServer) -> None:
    with live.client() as client:
        create_agent(client, model={"provider": "echo", "context_window": 4096})
        events = stream_turn(client, {"agent_id": "bot", "message": "hello there"}, headers=U1)
        context = events[-1]["data"]["context"]
        assert 0 < context["tokens"] < context["trigger_tokens"] < context["input_budget"]
        assert context["input_budget"] < context["window"] == 4096


def _read_stream(server: LiveServer, body: dict[str, Any], events: list[Any]) -> None:
    """Read a turn's whole stream on a client of its own (another thread)."""
    with (
        server.client() as client,
        connect_sse(client, "POST", "/api/v1/chat/stream", json=body, headers=U1) as source,
    ):
        for sse in source.iter_sse():
            events.append((sse.event, sse.data))


def _streaming(server: LiveServer, body: dict[str, Any]) -> tuple[threading.Thread, list[Any]]:
    """A turn started in another thread, returned once its first token has arrived."""
    events: list[Any] = []
    reader = threading.Thread(target=_read_stream, args=(server, body, events))
    reader.start()
    deadline = time.monotonic() + 10
    while not any(e[0] == "token" for e in events) and time.monotonic() < deadline:
        time.sleep(0.05)
    return reader, events


def test_stop_ends_the_running_turn_and_the_session_goes_on(
    redis_url: str, start_server: Any
) -> None:
    server: LiveServer = start_server(redis_url, delay=0.2)
    with server.client() as client:
        create_agent(client)
        session = _turn(client, "first")
        assert client.post(f"/api/v1/sessions/{session}/cancel", headers=U1).json() == {
            "cancelled": False
        }  # fmt: skip
        body = {"agent_id": "bot", "message": "w " * 60, "session_id": session}
        reader, events = _streaming(server, body)
        stopped = client.post(f"/api/v1/sessions/{session}/cancel", headers=U1)
        assert stopped.json() == {"cancelled": True}
        reader.join(10)
        assert events[-1][0] == "error" and '"cancelled"' in events[-1][1]
        assert "stopped" in events[-1][1]
        after = client.post(
            "/api/v1/chat", json={"agent_id": "bot", "message": "next", "session_id": session},
            headers=U1,
        )  # fmt: skip
        assert after.status_code == 200, after.text
        contents = [
            m["content"]
            for m in client.get(f"/api/v1/sessions/{session}/messages", headers=U1).json()[
                "messages"
            ]
        ]
        assert ("w " * 60).strip() not in [c.strip() for c in contents]
        assert contents[-2] == "next"


def test_stop_reaches_a_turn_on_another_replica(redis_url: str, start_server: Any) -> None:
    runner: LiveServer = start_server(redis_url, delay=0.2)
    other: LiveServer = start_server(redis_url)
    runner.runtime.chat.sessions.lock_ttl_s = 1  # its keeper looks every 1/3 s
    with runner.client() as client, other.client() as via:
        create_agent(client)
        session = _turn(client, "first")
        body = {"agent_id": "bot", "message": "w " * 60, "session_id": session}
        reader, events = _streaming(runner, body)
        started = time.monotonic()
        assert via.post(f"/api/v1/sessions/{session}/cancel", headers=U1).json() == {
            "cancelled": True
        }  # fmt: skip
        reader.join(10)
        assert events[-1][0] == "error" and '"cancelled"' in events[-1][1]
        assert time.monotonic() - started < 3
        # The next turn (any replica) is not stopped by the old request.
        assert _turn(via, "next", session=session) == session
