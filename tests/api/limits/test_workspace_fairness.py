"""One workspace cannot take the whole process (issue 12): running turns and open streams are
capped per workspace; past a cap the caller gets 429 `workspace_busy` with Retry-After at once,
other workspaces go on as before, and every slot comes back when its client goes away."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import httpx
import pytest
from httpx_sse import ServerSentEvent, connect_sse

from tests.api.conftest import create_agent
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis

LONG = "word " * 100  # 100 words at 0.1 s each: runs for the whole test


def _keyed(server: LiveServer, workspace: str) -> httpx.Client:
    secret, _ = server.call(server.runtime.key_store.create(workspace, "admin"))
    return server.client(headers={"Authorization": f"Bearer {secret}"})


@contextmanager
def _open_stream(
    client: httpx.Client, method: str, path: str, **kwargs: Any
) -> Iterator[tuple[Iterator[ServerSentEvent], list[dict[str, Any]]]]:
    """A stream that has started (its first event read); closed on exit (client goes away).
    Yields the rest of its events and the first one, parsed."""
    with connect_sse(client, method, path, **kwargs) as source:
        assert source.response.status_code == 200, source.response.read()
        events = source.iter_sse()
        first = next(events)
        yield events, [{"event": first.event, "id": first.id, "data": json.loads(first.data)}]


def _in_use(server: LiveServer) -> dict[tuple[str, str], int]:
    """(kind, workspace) -> slots held: the chat service's turns, the routes' streams."""
    turns = server.runtime.chat.turn_slots.in_use()
    streams = server.app.state.stream_slots.in_use()
    return {("turns", ws): n for ws, n in turns.items()} | {
        ("streams", ws): n for ws, n in streams.items()
    }


def _wait_released(server: LiveServer, timeout: float = 5.0) -> None:
    # A turn whose client left runs on for the detach grace (so the client may resume) and
    # holds its slot until it ends: wait that long, and `timeout` more for it to end.
    timeout += server.settings.chat.detach_grace_seconds
    deadline = time.monotonic() + timeout
    while _in_use(server) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _in_use(server) == {}


def test_workspace_at_its_turn_cap_gets_429_while_another_workspace_chats(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    server = start_server(
        redis_url,
        delay=0.1,
        auth={"mode": "keys"},
        fairness={"max_running_turns_per_workspace": 2, "retry_after_seconds": 2},
    )
    with _keyed(server, "wa") as a, _keyed(server, "wb") as b, ExitStack() as streams:
        create_agent(a)
        create_agent(b)
        for _ in range(2):  # workspace A: two long turns running
            body = {"agent_id": "bot", "message": LONG}
            streams.enter_context(_open_stream(a, "POST", "/api/v1/chat/stream", json=body))
        started = time.monotonic()
        refused = a.post("/api/v1/chat", json={"agent_id": "bot", "message": "hi"})
        assert time.monotonic() - started < 1.0
        assert refused.status_code == 429, refused.text
        assert refused.json()["code"] == "workspace_busy"
        assert refused.headers["retry-after"] == "2"
        stream = a.post("/api/v1/chat/stream", json={"agent_id": "bot", "message": "hi"})
        assert stream.status_code == 429 and stream.json()["code"] == "workspace_busy"

        started = time.monotonic()
        other = b.post("/api/v1/chat", json={"agent_id": "bot", "message": "hi"})
        assert other.status_code == 200, other.text
        assert time.monotonic() - started < 2.0
    _wait_released(server)
    with _keyed(server, "wa") as a:  # A's turns ended with their clients: A chats again
        assert a.post("/api/v1/chat", json={"agent_id": "bot", "message": "hi"}).status_code == 200


def test_a_replica_at_its_cap_of_running_turns_answers_503_at_once(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    """Backpressure per replica: past `max_running_turns` (all workspaces together) a new
    turn gets 503 `server_busy` with Retry-After at once, never a slow timeout; the cap
    comes back when turns end."""
    server = start_server(
        redis_url,
        delay=0.1,
        auth={"mode": "keys"},
        fairness={"max_running_turns": 2, "retry_after_seconds": 3},
    )
    with _keyed(server, "wa") as a, _keyed(server, "wb") as b, ExitStack() as streams:
        create_agent(a)
        create_agent(b)
        for client in (a, b):  # one long turn of each workspace: the replica is full
            body = {"agent_id": "bot", "message": LONG}
            streams.enter_context(_open_stream(client, "POST", "/api/v1/chat/stream", json=body))
        for client in (a, b):
            started = time.monotonic()
            refused = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "hi"})
            assert time.monotonic() - started < 1.0
            assert refused.status_code == 503, refused.text
            assert refused.json()["code"] == "server_busy"
            assert refused.headers["retry-after"] == "3"
        stream = b.post("/api/v1/chat/stream", json={"agent_id": "bot", "message": "hi"})
        assert stream.status_code == 503 and stream.json()["code"] == "server_busy"
        assert server.runtime.chat.process_slots.in_use() == 2
    _wait_released(server)
    assert server.runtime.chat.process_slots.in_use() == 0
    with _keyed(server, "wb") as b:
        assert b.post("/api/v1/chat", json={"agent_id": "bot", "message": "hi"}).status_code == 200


def test_open_streams_are_capped_per_workspace_including_resume(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    server = start_server(
        redis_url,
        delay=0.1,
        auth={"mode": "keys"},
        fairness={"max_open_streams_per_workspace": 2},
    )
    with _keyed(server, "wa") as a, _keyed(server, "wb") as b:
        create_agent(a)
        create_agent(b)
        body = {"agent_id": "bot", "message": LONG}
        with _open_stream(a, "POST", "/api/v1/chat/stream", json=body) as (_, events):
            session = events[0]["data"]["session_id"]
            last = events[0]["id"]
            path = f"/api/v1/sessions/{session}/stream"
            with _open_stream(a, "GET", path, headers={"Last-Event-ID": last}):
                assert _in_use(server) == {("streams", "wa"): 2, ("turns", "wa"): 1}
                third = a.get(path, headers={"Last-Event-ID": last})
                assert third.status_code == 429 and third.json()["code"] == "workspace_busy"
                assert int(third.headers["retry-after"]) >= 1
                resume = a.post("/api/v1/chat/stream", json=body, headers={"Last-Event-ID": last})
                assert resume.status_code == 429
                reply = b.post("/api/v1/chat", json={"agent_id": "bot", "message": "hi"})
                assert reply.status_code == 200, reply.text
    _wait_released(server)


def test_slots_come_back_when_clients_disconnect_mid_stream(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    server = start_server(
        redis_url,
        delay=0.1,
        auth={"mode": "keys"},
        fairness={"max_running_turns_per_workspace": 1, "max_open_streams_per_workspace": 1},
        chat={"detach_grace_seconds": 0.2},
    )
    with _keyed(server, "wa") as a:
        create_agent(a)
    for n in range(5):  # each client drops its stream after two events
        with _keyed(server, "wa") as a:
            with _open_stream(
                a, "POST", "/api/v1/chat/stream", json={"agent_id": "bot", "message": LONG}
            ) as (rest, _):
                next(rest)
                assert _in_use(server) == {("streams", "wa"): 1, ("turns", "wa"): 1}, n
        _wait_released(server)
    failures: list[int] = []

    def chat() -> None:
        with _keyed(server, "wa") as c:
            failures.append(
                c.post("/api/v1/chat", json={"agent_id": "bot", "message": "hi"}).status_code
            )

    thread = threading.Thread(target=chat)
    thread.start()
    thread.join(20)
    assert failures == [200]
    _wait_released(server)


def test_a_turn_whose_client_went_away_keeps_its_slot_until_it_ends(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    """A turn runs on for the detach grace after its client drops (so the client can resume
    it); all that time it counts against its workspace's cap, or dropping clients would
    run any number of turns at once."""
    server = start_server(
        redis_url,
        delay=0.1,
        auth={"mode": "keys"},
        fairness={"max_running_turns_per_workspace": 1, "retry_after_seconds": 3},
        chat={"detach_grace_seconds": 2.0},
    )
    body = {"agent_id": "bot", "message": LONG}
    with _keyed(server, "wa") as a:
        create_agent(a)
        with _open_stream(a, "POST", "/api/v1/chat/stream", json=body) as (rest, _):
            next(rest)
        dropped = time.monotonic()
        # The client is gone (its stream slot comes back once the server notices); the turn
        # is still running (its grace), holding the turn slot.
        while _in_use(server) != {("turns", "wa"): 1} and time.monotonic() - dropped < 1.0:
            time.sleep(0.02)
        assert _in_use(server) == {("turns", "wa"): 1}
        refused = a.post("/api/v1/chat/stream", json=body)
        assert refused.status_code == 429, refused.text
        assert refused.json()["code"] == "workspace_busy"
        assert refused.headers["retry-after"] == "3"
        assert a.post("/api/v1/chat", json=body).status_code == 429
    _wait_released(server, timeout=10)
    assert time.monotonic() - dropped >= 1.5  # released by the end of the turn, not the client
    with _keyed(server, "wa") as a:
        assert a.post("/api/v1/chat", json={"agent_id": "bot", "message": "hi"}).status_code == 200
    _wait_released(server)
