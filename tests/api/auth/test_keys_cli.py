"""`agentrt keys list` and `agentrt keys revoke`: what an operator sees and ends."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable

import pytest

from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis


def _cli(redis_url: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", "keys", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "AGENTRT_REDIS_URL": redis_url},
    )


def test_keys_list_never_shows_a_secret_and_revoke_ends_the_key(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    made = [
        _cli(redis_url, "create", "--workspace", ws, "--scope", scope)
        for ws, scope in (("acme", "admin"), ("acme", "chat"), ("other", "full"))
    ]
    assert all(m.returncode == 0 for m in made), [m.stderr for m in made]
    secrets = [m.stdout.strip() for m in made]
    ids = [m.stderr.split()[1].rstrip(":") for m in made]

    listed = _cli(redis_url, "list")
    assert listed.returncode == 0, listed.stderr
    lines = listed.stdout.strip().splitlines()
    assert lines[0].split("\t") == ["id", "workspace", "scope", "created"]
    rows = [line.split("\t") for line in lines[1:]]
    assert [(r[0], r[1], r[2]) for r in rows] == [
        (ids[0], "acme", "admin"),
        (ids[1], "acme", "chat"),
        (ids[2], "other", "full"),
    ]
    assert all(s not in listed.stdout for s in secrets)
    only = _cli(redis_url, "list", "--workspace", "other").stdout.strip().splitlines()[1:]
    assert [line.split("\t")[0] for line in only] == [ids[2]]

    server = start_server(redis_url, auth={"mode": "keys"})
    with server.client(headers={"Authorization": f"Bearer {secrets[0]}"}) as client:
        assert client.get("/api/v1/agents").status_code == 200
        revoked = _cli(redis_url, "revoke", ids[0])
        assert revoked.returncode == 0 and ids[0] in revoked.stderr, revoked.stderr
        assert client.get("/api/v1/agents").status_code == 401
    assert ids[0] not in _cli(redis_url, "list").stdout
    again = _cli(redis_url, "revoke", ids[0])
    assert again.returncode != 0 and "no key" in again.stderr
