"""SSE disconnect and resume: Last-Event-ID replays exactly what was missed, then the rest."""

from __future__ import annotations

import json
import time

import pytest
from httpx_sse import connect_sse

from tests.api.conftest import create_agent, reply_text, stream_turn

pytestmark = pytest.mark.redis


def _resume(client, last_id: str, path: str = "/api/v1/chat/stream", body=None):  # type: ignore[no-untyped-def]
    events = []
    method = "POST" if path.endswith("chat/stream") else "GET"
    kwargs = {"json": body or {"agent_id": "bot", "message": "ignored"}} if method == "POST" else {}
    with connect_sse(client, method, path, headers={"Last-Event-ID": last_id}, **kwargs) as src:
        if src.response.status_code != 200:
            src.response.read()
            return src.response.status_code, src.response.json()
        for sse in src.iter_sse():
            events.append({"event": sse.event, "id": sse.id, "data": json.loads(sse.data)})
    return 200, events


def test_resume_live_run_gets_exactly_the_missed_events(start_server, redis_url) -> None:  # type: ignore[no-untyped-def]
    server = start_server(redis_url, delay=0.05)
    with server.client() as client:
        create_agent(client)
        message = "one two three four five six seven eight"
        head = stream_turn(client, {"agent_id": "bot", "message": message}, stop_after=4)
        k = head[-1]["id"]
        status, tail = _resume(client, k)
        assert status == 200
        seqs = [int(e["id"].rsplit(".", 1)[1]) for e in head + tail]
        assert seqs == list(range(1, len(seqs) + 1))  # no gaps, no duplicates
        assert tail[-1]["event"] == "done"
        assert reply_text(head + tail) == f"I have seen 1 messages. You said: {message}"
        # Not a new turn: the session holds one exchange.
        sid = head[0]["data"]["session_id"]
        assert len(client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]) == 2


def test_resume_finished_run_and_pull_endpoint(client) -> None:  # type: ignore[no-untyped-def]
    create_agent(client)
    events = stream_turn(client, {"agent_id": "bot", "message": "alpha beta"})
    status, tail = _resume(client, events[2]["id"])
    assert status == 200 and [e["id"] for e in tail] == [e["id"] for e in events[3:]]
    sid = events[0]["data"]["session_id"]
    pulled = client.get(f"/api/v1/sessions/{sid}/events", params={"after": events[1]["id"]})
    assert [e["id"] for e in pulled.json()["events"]] == [e["id"] for e in events[2:]]
    status, via_get = _resume(client, events[-2]["id"], path=f"/api/v1/sessions/{sid}/stream")
    assert status == 200 and [e["event"] for e in via_get] == ["done"]


def test_expired_buffer_says_expired_quickly(client) -> None:  # type: ignore[no-untyped-def]
    create_agent(client)
    started = time.monotonic()
    status, events = _resume(client, "t0000000000000000dead.3")
    assert status == 200 and [e["event"] for e in events] == ["expired"]
    assert time.monotonic() - started < 1.0
    status, body = _resume(client, "not-an-id")
    assert status == 422 and body["code"] == "invalid_event_id"


def test_after_is_checked_even_when_last_event_id_is_given(client) -> None:  # type: ignore[no-untyped-def]
    """Only the value used was checked: a bad `?after=` beside a good Last-Event-ID was
    accepted, though the schema refuses it (found by the API fuzz)."""
    create_agent(client)
    events = stream_turn(client, {"agent_id": "bot", "message": "alpha beta"})
    sid = events[0]["data"]["session_id"]
    both = client.get(
        f"/api/v1/sessions/{sid}/stream",
        params={"after": "false"},
        headers={"Last-Event-ID": events[1]["id"]},
    )
    assert both.status_code == 422 and both.json()["code"] == "invalid_event_id"
    both = client.get(
        f"/api/v1/sessions/{sid}/stream",
        params={"after": events[0]["id"]},
        headers={"Last-Event-ID": events[-2]["id"]},  # the header wins
    )
    assert both.status_code == 200 and "event: done" in both.text
    assert "event: session" not in both.text


def test_event_id_is_checked_by_the_one_definition(client) -> None:  # type: ignore[no-untyped-def]
    """The API checked ids with a regex of its own: `$` let a trailing newline through (the
    service then stripped it and resumed), and it capped the seq at 9 digits, which the
    service does not."""
    create_agent(client)
    events = stream_turn(client, {"agent_id": "bot", "message": "alpha beta"})
    sid = events[0]["data"]["session_id"]
    padded = client.get(f"/api/v1/sessions/{sid}/stream", params={"after": events[1]["id"] + "\n"})
    assert padded.status_code == 422 and padded.json()["code"] == "invalid_event_id"
    status, tail = _resume(client, "t0000000000000000dead.1234567890")
    assert status == 200 and [e["event"] for e in tail] == ["expired"]


def test_disconnect_cancels_and_leaves_session_usable(start_server, redis_url) -> None:  # type: ignore[no-untyped-def]
    server = start_server(redis_url, delay=0.2, chat={"detach_grace_seconds": 0.3})
    with server.client() as client:
        create_agent(client)
        head = stream_turn(client, {"agent_id": "bot", "message": "w " * 30}, stop_after=3)
        sid = head[0]["data"]["session_id"]
        # The lock is released once the server notices the disconnect.
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            r = client.post(
                "/api/v1/chat", json={"agent_id": "bot", "message": "next", "session_id": sid}
            )
            if r.status_code != 409:
                break
            time.sleep(0.1)
        assert r.status_code == 200, r.text
        status, tail = _resume(client, head[-1]["id"])
        assert status == 200 and tail[-1]["event"] == "error"
        assert tail[-1]["data"]["code"] == "cancelled"
        roles = [
            m["role"] for m in client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
        ]
        assert roles[-2:] == ["user", "assistant"]
