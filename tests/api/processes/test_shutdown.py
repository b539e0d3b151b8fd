"""Shutdown with streams open: every client holds a resumable event id and the server exits
within uvicorn's graceful-shutdown timeout (RELIABILITY item 18)."""

from __future__ import annotations

import json
import threading
import time

import pytest
from httpx_sse import connect_sse

from tests.api.conftest import create_agent

pytestmark = pytest.mark.redis


def test_shutdown_with_open_streams(start_server, redis_url: str) -> None:  # type: ignore[no-untyped-def]
    server = start_server(redis_url, delay=0.2)
    with server.client() as client:
        create_agent(client)
    received: dict[int, list[dict]] = {}  # type: ignore[type-arg]
    errors: list[str] = []

    def stream(n: int) -> None:
        events: list[dict] = []  # type: ignore[type-arg]
        received[n] = events
        try:
            with (
                server.client() as c,
                connect_sse(
                    c,
                    "POST",
                    "/api/v1/chat/stream",
                    json={"agent_id": "bot", "message": "word " * 200},
                ) as source,
            ):
                for sse in source.iter_sse():
                    events.append(
                        {
                            "id": sse.id,
                            "event": sse.event,
                            "data": json.loads(sse.data) if sse.data else {},
                        }
                    )
        except Exception as exc:  # noqa: BLE001 - a dropped connection is expected here
            errors.append(type(exc).__name__)

    threads = [threading.Thread(target=stream, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not all(len(received.get(n, [])) >= 3 for n in range(8)):
        time.sleep(0.05)
    started = time.monotonic()
    server.stop()
    stopped_in = time.monotonic() - started
    for t in threads:
        t.join(15)
    assert stopped_in < 12, stopped_in  # uvicorn's graceful timeout here is 2 s (+ margin)
    for n in range(8):
        events = received[n]
        assert events and all(e["id"] for e in events), (n, events[:2])
        # every stream holds an id it can resume from (on any replica, via the Redis buffer)
        assert events[-1]["id"].startswith(events[0]["data"]["turn_id"])
    # Another replica (a new server on the same Redis) answers the resume with the rest of
    # the turn, which ends in an explicit event rather than silence.
    replacement = start_server(redis_url)
    with replacement.client() as c:
        last = received[0][-1]["id"]
        with connect_sse(
            c,
            "GET",
            f"/api/v1/sessions/{received[0][0]['data']['session_id']}/stream",
            headers={"Last-Event-ID": last},
        ) as source:
            tail = [sse.event for sse in source.iter_sse()]
    assert tail and tail[-1] in ("done", "error", "expired"), tail
