"""Two service processes on one Redis, a conversation alternating between them: each turn
sees every message the other process wrote (the hot checkpoint cache of each is checked
against Redis in the read's own round trip), history and time travel agree on both."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from tests.support.harness.redis_server import free_port
from tests.support.harness.replicas import ready, serve, stop

pytestmark = pytest.mark.redis


@pytest.fixture
def replicas(plain_redis_url: str) -> Iterator[list[httpx.Client]]:
    ports = [free_port(), free_port()]
    procs = [serve(plain_redis_url, port) for port in ports]
    try:
        for port, proc in zip(ports, procs, strict=True):
            ready(port, proc)
        clients = [httpx.Client(base_url=f"http://127.0.0.1:{p}", timeout=20) for p in ports]
        yield clients
        for client in clients:
            client.close()
    finally:
        stop(procs)


def test_turns_alternating_between_two_processes_see_each_others_writes(
    replicas: list[httpx.Client],
) -> None:
    a, b = replicas
    health = a.get("/health").json()
    assert health["checkpointer"] == "redis" and health["status"] == "ok"
    assert a.post("/api/v1/agents", json={"id": "bot", "name": "Bot"}).status_code == 201
    session = None
    for turn in range(12):
        client = (a, b)[turn % 2]
        body = {"agent_id": "bot", "message": f"turn {turn}"}
        if session:
            body["session_id"] = session
        reply = client.post("/api/v1/chat", json=body)
        assert reply.status_code == 200, reply.text
        session = reply.json()["session_id"]
        # The echo model counts the messages it was sent: every earlier turn, whichever
        # process ran it, plus this message.
        expected = f"I have seen {2 * turn + 1} messages. You said: turn {turn}"
        assert reply.json()["reply"] == expected
    for client in (a, b):
        messages = client.get(f"/api/v1/sessions/{session}/messages").json()["messages"]
        assert [m["content"] for m in messages[::2]] == [f"turn {t}" for t in range(12)]
