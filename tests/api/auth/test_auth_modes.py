"""Which auth mode is in force, and keys through a Redis outage: never fail open.

Local mode (every caller an admin, any X-User-Id) is an explicit choice: AGENTRT_AUTH__MODE=local,
or `auto` with no AGENTRT_REDIS_URL. It is never the consequence of Redis being down or of no
key existing yet.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable

import pytest

from app.runtime import StartupError, build_runtime
from tests.api.conftest import make_settings
from tests.support.harness.live import LiveServer
from tests.support.harness.redis_server import RedisServer, free_port

pytestmark = pytest.mark.redis

AUTO = {"mode": "auto"}


def _bearer(secret: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {secret}"}


def test_redis_down_at_startup_does_not_open_local_mode(
    start_server: Callable[..., LiveServer],
) -> None:
    server = start_server(f"redis://127.0.0.1:{free_port()}/0", auth=AUTO)
    with server.client() as client:
        health = client.get("/health").json()
        assert health["auth"] == "keys" and health["redis"] == "down"
        anonymous = client.get("/api/v1/agents", headers={"X-User-Id": "anyone"})
        assert anonymous.status_code == 401
        keyed = client.get("/api/v1/agents", headers=_bearer("art_some-key"))
        assert keyed.status_code == 503, keyed.text
        assert keyed.json()["code"] == "auth_unavailable"
        assert int(keyed.headers["retry-after"]) >= 1


def test_auto_mode_with_redis_and_no_key_yet_requires_a_key(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    server = start_server(redis_url, auth=AUTO)
    with server.client() as client:
        assert client.get("/health").json()["auth"] == "keys"
        response = client.post("/api/v1/agents", json={"id": "bot", "name": "Bot"})
        assert response.status_code == 401 and response.json()["code"] == "missing_api_key"


def test_auto_mode_without_redis_is_local(start_server: Callable[..., LiveServer]) -> None:
    server = start_server(None, auth=AUTO)
    with server.client() as client:
        assert client.get("/health").json()["auth"] == "local"
        assert client.get("/api/v1/agents").status_code == 200


def test_keys_mode_without_redis_refuses_to_start() -> None:
    with pytest.raises(StartupError, match="AGENTRT_REDIS_URL"):
        asyncio.run(build_runtime(make_settings(None, auth={"mode": "keys"})))


def test_explicit_local_mode_with_redis_still_binds_to_loopback_only(redis_url: str) -> None:
    settings = make_settings(redis_url, host="0.0.0.0", auth={"mode": "local"})
    with pytest.raises(StartupError, match="loopback"):
        asyncio.run(build_runtime(settings))


def test_verified_key_is_trusted_only_for_the_cache_time_during_an_outage(
    start_server: Callable[..., LiveServer], own_redis: RedisServer
) -> None:
    server = start_server(own_redis.url, auth={"mode": "keys", "key_cache_seconds": 1.0})
    secret, _ = server.call(server.runtime.key_store.create("ws", "admin"))
    with server.client(headers=_bearer(secret)) as client:
        assert client.get("/api/v1/agents").status_code == 200
        own_redis.kill()
        # Verified a moment ago: still trusted (the session lookup itself answers 404).
        during = client.get("/api/v1/sessions/nope/messages")
        assert during.json().get("code") != "auth_unavailable", during.text
        time.sleep(1.2)
        later = client.get("/api/v1/sessions/nope/messages")
        assert later.status_code == 503 and later.json()["code"] == "auth_unavailable"
        assert "retry-after" in later.headers
        unknown = client.get("/api/v1/agents", headers=_bearer("art_never-seen"))
        assert unknown.status_code == 503 and unknown.json()["code"] == "auth_unavailable"
        own_redis.start()
        deadline = time.monotonic() + 10
        while client.get("/health").json()["redis"] != "up" and time.monotonic() < deadline:
            time.sleep(0.1)
        assert client.get("/api/v1/agents").status_code == 200


def test_revoked_key_stops_working_at_once(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    server = start_server(redis_url, auth={"mode": "keys"})
    store = server.runtime.key_store
    secret, record = server.call(store.create("ws", "admin"))
    with server.client(headers=_bearer(secret)) as client:
        assert client.get("/api/v1/agents").status_code == 200
        revoked = server.call(store.revoke(record.id))
        assert revoked is not None and revoked.id == record.id
        response = client.get("/api/v1/agents")
        assert response.status_code == 401 and response.json()["code"] == "invalid_api_key"
    assert server.call(store.revoke(record.id)) is None
    assert [r.id for r in server.call(store.list())] == []


def test_health_gives_status_words_not_redis_error_text(
    start_server: Callable[..., LiveServer],
) -> None:
    server = start_server(f"redis://127.0.0.1:{free_port()}/0")
    with server.client() as client:
        health = client.get("/health").json()
    assert health["redis"] == "down" and health["status"] == "degraded"
    text = json.dumps(health)
    for leak in ("Error", "refused", "127.0.0.1", "connect"):
        assert leak not in text, health
