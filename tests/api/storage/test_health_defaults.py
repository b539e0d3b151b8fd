"""The documented default (no AGENTRT_REDIS_URL) is in memory by choice, not degraded.

`degraded` means "Redis is configured and unreachable": `/health`, the `done` event and the
start-up log say the same thing (issue "The first hour of a new user")."""

from __future__ import annotations

import logging
from collections.abc import Callable

import pytest

from tests.api.conftest import create_agent, stream_turn
from tests.support.harness.live import LiveServer
from tests.support.harness.redis_server import free_port


def _ours(caplog: pytest.LogCaptureFixture, level: int) -> list[str]:
    return [
        r.getMessage()
        for r in caplog.records
        if r.name.startswith("agentrt") and r.levelno == level
    ]


def test_without_redis_health_and_done_say_ok_and_no_warning_is_logged(
    start_server: Callable[..., LiveServer], caplog: pytest.LogCaptureFixture
) -> None:
    """With no Redis configured the log warned "running degraded" and `/health` said
    `degraded`, while every `done` said `degraded: false`."""
    caplog.set_level(logging.INFO)
    server = start_server(None)
    with server.client() as client:
        health = client.get("/health").json()
        assert health["status"] == "ok", health
        assert (health["checkpointer"], health["redis"]) == ("memory", "disabled")
        create_agent(client)
        events = stream_turn(client, {"agent_id": "bot", "message": "hello"})
        done = events[-1]
        assert done["event"] == "done", done
        assert done["data"]["degraded"] is False and done["data"]["checkpointer"] == "memory"
        assert client.get("/health").json()["status"] == "ok"
    warnings = _ours(caplog, logging.WARNING) + _ours(caplog, logging.ERROR)
    assert not [m for m in warnings if "redis" in m.lower() or "degraded" in m.lower()], warnings
    said = [m for m in _ours(caplog, logging.INFO) if "AGENTRT_REDIS_URL is not set" in m]
    assert len(said) == 1 and "in memory" in said[0], said


def test_configured_but_unreachable_redis_is_degraded_and_says_so(
    start_server: Callable[..., LiveServer], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    server = start_server(f"redis://127.0.0.1:{free_port()}/0")
    with server.client() as client:
        health = client.get("/health").json()
    assert health["status"] == "degraded", health
    assert (health["checkpointer"], health["redis"]) == ("memory", "down")
    warnings = _ours(caplog, logging.WARNING)
    assert any("unreachable" in m and "AGENTRT_REDIS_URL" in m for m in warnings), warnings
    assert not [m for m in _ours(caplog, logging.INFO) if "is not set" in m]
