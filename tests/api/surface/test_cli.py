"""The `agentrt` command: keys create, migrate, and chat against a running service."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.api.conftest import create_agent

pytestmark = pytest.mark.redis


def _cli(*args: str, env: dict[str, str] | None = None, input: str | None = None):  # type: ignore[no-untyped-def]
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, **(env or {})},
        input=input,
    )


def test_keys_create_and_use(start_server, redis_url: str) -> None:  # type: ignore[no-untyped-def]
    made = _cli(
        "keys",
        "create",
        "--workspace",
        "acme",
        "--scope",
        "admin",
        env={"AGENTRT_REDIS_URL": redis_url},
    )
    assert made.returncode == 0, made.stderr
    secret = made.stdout.strip()
    assert secret.startswith("art_") and "shown once" in made.stderr
    server = start_server(redis_url, auth={"mode": "auto"})  # with Redis, auto means keys
    with server.client() as client:
        assert client.get("/api/v1/agents").status_code == 401
        ok = client.get("/api/v1/agents", headers={"Authorization": f"Bearer {secret}"})
        assert ok.status_code == 200
    bad = _cli(
        "keys",
        "create",
        "--workspace",
        "acme",
        "--scope",
        "root",
        env={"AGENTRT_REDIS_URL": redis_url},
    )
    assert bad.returncode != 0
    no_redis = _cli(
        "keys", "create", "--workspace", "acme", "--scope", "chat", env={"AGENTRT_REDIS_URL": ""}
    )
    assert no_redis.returncode != 0 and "AGENTRT_REDIS_URL" in no_redis.stderr


def test_migrate_twice(redis_url: str) -> None:
    env = {"AGENTRT_REDIS_URL": redis_url}
    first = _cli("migrate", env=env)
    assert first.returncode == 0 and "0014" in first.stdout
    second = _cli("migrate", env=env)
    assert second.returncode == 0 and "nothing to do" in second.stdout


def test_chat_client_streams_and_keeps_the_session(server) -> None:  # type: ignore[no-untyped-def]
    with server.client() as client:
        create_agent(client)
    result = _cli("chat", "--url", server.url, "--agent", "bot", input="hello\nagain\n")
    assert result.returncode == 0, result.stderr
    assert "I have seen 1 messages. You said: hello" in result.stdout
    assert "I have seen 3 messages. You said: again" in result.stdout
    assert "session s_" in result.stderr


def test_chat_client_creates_an_agent_when_none_exists(server) -> None:  # type: ignore[no-untyped-def]
    result = _cli("chat", "--url", server.url, "-m", "hi")
    assert result.returncode == 0, result.stderr
    assert "created agent 'assistant'" in result.stderr
    assert "You said: hi" in result.stdout
