"""A replica killed mid-turn (SIGKILL): its client resumes on another replica with
Last-Event-ID and gets what the turn streamed, then a `turn_lost` error within the session
lock's TTL (not after the 300 s follow timeout); the session is free again then, and the
message sent again is applied once: no turn is lost silently or applied twice."""

from __future__ import annotations

import json
import signal
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.support.fakes.fake_openai import FakeOpenAI
from tests.support.harness.redis_server import free_port
from tests.support.harness.replicas import ready, serve, stop

pytestmark = pytest.mark.redis

ANSWER = "The answer, word by word, slowly enough to be cut off in the middle. " * 3
LOCK_SECONDS = 3


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    server = FakeOpenAI(lambda body: ANSWER, piece_delay=0.1).start()  # ~1.4 s a turn
    yield server
    server.stop()


def _events(response: httpx.Response, stop_after_tokens: int | None = None) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    fields: dict[str, str] = {}
    tokens = 0
    for line in response.iter_lines():
        if line == "":
            if "event" in fields:
                data = json.loads(fields.get("data", "{}"))
                events.append({"event": fields["event"], "id": fields.get("id"), "data": data})
                tokens += fields["event"] == "token"
                if stop_after_tokens is not None and tokens >= stop_after_tokens:
                    return events
            fields = {}
        elif not line.startswith(":") and ":" in line:
            name, value = line.split(":", 1)
            fields[name] = value[1:] if value.startswith(" ") else value
    return events


def test_a_turn_of_a_killed_replica_ends_lost_on_another_and_is_sent_again_once(
    plain_redis_url: str, fake: FakeOpenAI
) -> None:
    ports = [free_port(), free_port()]
    settings = {
        "AGENTRT_CHAT__SESSION_LOCK_SECONDS": str(LOCK_SECONDS),
        "AGENTRT_SECRET_LLM_KEY": "sk-test",
    }
    procs = [serve(plain_redis_url, port, **settings) for port in ports]
    try:
        for port, proc in zip(ports, procs, strict=True):
            ready(port, proc)
        a, b = (httpx.Client(base_url=f"http://127.0.0.1:{p}", timeout=30) for p in ports)
        model = {"provider": "openai", "name": "tiny", "base_url": fake.base_url,
                 "api_key_env": "AGENTRT_SECRET_LLM_KEY"}  # fmt: skip
        made = a.post("/api/v1/agents", json={"id": "bot", "name": "Bot", "model": model})
        assert made.status_code == 201, made.text
        first = a.post("/api/v1/chat", json={"agent_id": "bot", "message": "first"})
        assert first.status_code == 200, first.text
        sid = first.json()["session_id"]

        body = {"agent_id": "bot", "message": "second", "session_id": sid}
        with a.stream("POST", "/api/v1/chat/stream", json=body) as response:
            assert response.status_code == 200
            head = _events(response, stop_after_tokens=3)
            time.sleep(0.3)  # what it streamed reaches Redis (batched writes)
            procs[0].send_signal(signal.SIGKILL)  # mid-turn, no goodbye
            procs[0].wait(10)
        last = head[-1]["id"]

        started = time.monotonic()
        with b.stream(
            "POST", "/api/v1/chat/stream", json={}, headers={"Last-Event-ID": last}
        ) as response:
            assert response.status_code == 200
            tail = _events(response)
        waited = time.monotonic() - started
        assert tail and tail[-1]["event"] == "error", tail
        assert tail[-1]["data"]["code"] == "turn_lost" and tail[-1]["data"]["retryable"]
        assert waited < LOCK_SECONDS + 8, waited  # the lock's TTL and a check, not 300 s
        seqs = [int(e["id"].rsplit(".", 1)[1]) for e in head + tail]
        assert seqs == list(range(1, len(seqs) + 1))  # nothing missed, nothing twice

        again = b.post("/api/v1/chat", json=body)  # the session is free: sent again
        assert again.status_code == 200, again.text
        history = b.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
        assert [m["content"] for m in history if m["role"] == "user"] == ["first", "second"]
        assert [m["role"] for m in history] == ["user", "assistant", "user", "assistant"]
    finally:
        stop(procs)
