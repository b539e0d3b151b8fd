"""Local mode answers loopback only: Host and Origin checks against DNS rebinding and
cross-site requests, and no redirect ever carries the request's Host."""

from __future__ import annotations

from collections.abc import Callable

import httpx
import pytest

from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis


@pytest.fixture
def local(start_server: Callable[..., LiveServer], redis_url: str) -> LiveServer:
    return start_server(redis_url, auth={"mode": "local", "local_hosts": "devbox.lan"})


def _host(server: LiveServer, name: str) -> dict[str, str]:
    return {"Host": f"{name}:{server.port}"}


def test_local_mode_refuses_a_rebound_host_name(local: LiveServer) -> None:
    with local.client() as client:
        for name in ("evil.example", "localhost.evil.example", "10.0.0.5"):
            response = client.get("/api/v1/agents", headers=_host(local, name))
            assert response.status_code == 421, (name, response.text)
            assert response.json()["code"] == "host_not_allowed"
        # The pages and /health too: nothing answers a foreign name.
        assert client.get("/health", headers={"Host": "evil.example"}).status_code == 421
        assert client.get("/agents", headers={"Host": "evil.example"}).status_code == 421


def test_local_mode_answers_loopback_and_configured_hosts(local: LiveServer) -> None:
    with local.client() as client:
        for name in ("localhost", "127.0.0.1", "[::1]", "LOCALHOST", "devbox.lan"):
            response = client.get("/api/v1/agents", headers=_host(local, name))
            assert response.status_code == 200, (name, response.text)
        assert client.get("/health", headers={"Host": "localhost"}).status_code == 200


def test_local_mode_refuses_a_cross_site_origin(local: LiveServer) -> None:
    with local.client() as client:
        # A body-less POST is a "simple" request a foreign page can send without preflight.
        for origin in ("http://evil.example", "null", "https://localhost.evil.example"):
            response = client.post(
                "/api/v1/memories/consolidate", headers={"Origin": origin, "X-User-Id": "u1"}
            )
            assert response.status_code == 403, (origin, response.text)
            assert response.json()["code"] == "origin_not_allowed"
        assert (
            client.delete("/api/v1/memories", headers={"Origin": "http://evil.example"}).status_code
            == 403
        )
        for origin in (local.url, f"http://localhost:{local.port}", "http://localhost:5173"):
            ok = client.post("/api/v1/memories/consolidate", headers={"Origin": origin})
            assert ok.status_code == 200, (origin, ok.text)


def test_trailing_slash_is_a_json_404_without_location(
    local: LiveServer, start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    keyed = start_server(redis_url, auth={"mode": "keys"})
    for server, host in ((local, "localhost"), (keyed, "evil.example")):
        with httpx.Client(base_url=server.url, follow_redirects=False) as client:
            response = client.get("/api/v1/agents/", headers={"Host": host})
            assert response.status_code == 404, response.text
            assert "location" not in response.headers
            assert response.json()["code"] == "not_found"


def test_keys_mode_does_not_check_the_host(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    keyed = start_server(redis_url, auth={"mode": "keys"})
    with keyed.client() as client:
        response = client.get("/api/v1/agents", headers={"Host": "agents.example.com"})
        assert response.status_code == 401
