"""Person-bound tokens: minted by a full key for one person, hashed, expiring, revocable, and
unable to name anyone else."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import httpx
import pytest
import redis

from tests.api.conftest import stream_turn
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis


@pytest.fixture
def keyed(start_server: Callable[..., LiveServer], redis_url: str) -> LiveServer:
    return start_server(redis_url, auth={"mode": "keys", "token_max_ttl_seconds": 3600})


def _key(server: LiveServer, scope: str, workspace: str = "ws") -> dict[str, str]:
    secret, _ = server.call(server.runtime.key_store.create(workspace, scope))
    return {"Authorization": f"Bearer {secret}"}


def _mint(
    client: httpx.Client, key: dict[str, str], user: str, scope: str = "full", **extra: Any
) -> dict[str, Any]:
    response = client.post(
        "/api/v1/tokens", json={"user_id": user, "scope": scope, **extra}, headers=key
    )
    assert response.status_code == 201, response.text
    return dict(response.json())


def _bearer(token: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {token['token']}"}


def test_token_is_shown_once_and_stored_hashed_with_a_ttl(
    keyed: LiveServer, redis_url: str
) -> None:
    full = _key(keyed, "full")
    with keyed.client() as client:
        made = _mint(client, full, "ann", ttl_seconds=600)
        assert made["token"].startswith("artp_") and made["id"].startswith("t_")
        assert made["user_id"] == "ann" and made["scope"] == "full" and made["workspace"] == "ws"
        listed = client.get("/api/v1/tokens", headers=full).json()["tokens"]
        assert [t["id"] for t in listed] == [made["id"]] and "token" not in listed[0]
    raw = redis.Redis.from_url(redis_url)
    try:
        for name in raw.scan_iter("*"):
            value = raw.dump(name) or b""
            assert made["token"].encode() not in value and made["token"].encode() not in name
            if b"tok" in name:
                assert 0 < raw.ttl(name) <= 3600, name
    finally:
        raw.close()


def test_token_acts_for_its_person_only(keyed: LiveServer) -> None:
    full = _key(keyed, "full")
    with keyed.client() as client:
        ann = _bearer(_mint(client, full, "ann"))
        created = client.post(
            "/api/v1/memories/entities",
            json={"name": "Ann's plan", "entity_type": "project"},
            headers=ann,
        )
        assert created.status_code == 201, created.text
        seen = client.get("/api/v1/memories/entities", headers={**full, "X-User-Id": "ann"}).json()
        assert [e["name"] for e in seen["items"]] == ["Ann's plan"]
        for named in (
            {"headers": {**ann, "X-User-Id": "bob"}},
            {"headers": ann, "params": {"user_id": "bob"}},
        ):
            response = client.get("/api/v1/memories/entities", **named)  # type: ignore[arg-type]
            assert response.status_code == 403 and response.json()["code"] == "identity_mismatch"
        client.post(
            "/api/v1/agents", json={"id": "bot", "name": "Bot"}, headers=_key(keyed, "admin")
        )
        in_body = client.post(
            "/api/v1/chat", json={"agent_id": "bot", "message": "hi", "user_id": "bob"}, headers=ann
        )
        assert in_body.status_code == 403 and in_body.json()["code"] == "identity_mismatch"
        own = client.post(
            "/api/v1/chat", json={"agent_id": "bot", "message": "hi", "user_id": "ann"}, headers=ann
        )
        assert own.status_code == 200, own.text


def test_token_scope_is_bounded_and_minting_needs_a_full_key(keyed: LiveServer) -> None:
    full, chat = _key(keyed, "full"), _key(keyed, "chat")
    with keyed.client() as client:
        admin_scope = client.post(
            "/api/v1/tokens", json={"user_id": "ann", "scope": "admin"}, headers=full
        )
        assert admin_scope.status_code == 422
        too_long = client.post(
            "/api/v1/tokens", json={"user_id": "ann", "ttl_seconds": 3601}, headers=full
        )
        assert too_long.status_code == 422 and too_long.json()["code"] == "ttl_too_long"
        by_chat_key = client.post("/api/v1/tokens", json={"user_id": "ann"}, headers=chat)
        assert by_chat_key.status_code == 403 and by_chat_key.json()["code"] == "scope_too_small"
        token = _bearer(_mint(client, full, "ann"))
        by_token = client.post("/api/v1/tokens", json={"user_id": "ann"}, headers=token)
        assert by_token.status_code == 403 and by_token.json()["code"] == "key_required"
        assert client.get("/api/v1/tokens", headers=token).status_code == 403
        default = _mint(client, full, "ann", scope="chat")
        assert default["scope"] == "chat"


def test_chat_token_chats_but_cannot_manage_memory(keyed: LiveServer) -> None:
    full = _key(keyed, "full")
    with keyed.client() as client:
        client.post(
            "/api/v1/agents", json={"id": "bot", "name": "Bot"}, headers=_key(keyed, "admin")
        )
        chat = _bearer(_mint(client, full, "ann", scope="chat"))
        events = stream_turn(client, {"agent_id": "bot", "message": "hello"}, headers=chat)
        sid = events[0]["data"]["session_id"]
        messages = client.get(f"/api/v1/sessions/{sid}/messages", headers=chat)
        assert messages.status_code == 200 and messages.json()["messages"][0]["content"] == "hello"
        for path in (
            "/api/v1/memories/items",
            "/api/v1/memories/entities",
            "/api/v1/memories/export",
        ):
            denied = client.get(path, headers=chat)
            assert denied.status_code == 403 and denied.json()["code"] == "scope_too_small", path


def test_token_cannot_reach_another_persons_session(keyed: LiveServer) -> None:
    full, chat_key = _key(keyed, "full"), _key(keyed, "chat")
    with keyed.client() as client:
        client.post(
            "/api/v1/agents", json={"id": "bot", "name": "Bot"}, headers=_key(keyed, "admin")
        )
        events = stream_turn(
            client,
            {"agent_id": "bot", "message": "ann's secret"},
            headers={**chat_key, "X-User-Id": "ann"},
        )
        sid = events[0]["data"]["session_id"]
        bob = _bearer(_mint(client, full, "bob"))  # a full token: still bob's only
        for path in (f"/api/v1/sessions/{sid}/messages", f"/api/v1/sessions/{sid}/events"):
            assert client.get(path, headers=bob).status_code == 404, path
        stream = client.get(
            f"/api/v1/sessions/{sid}/stream", params={"after": events[1]["id"]}, headers=bob
        )
        assert stream.status_code == 404
        resume = client.post(
            "/api/v1/chat/stream",
            json={"agent_id": "bot", "message": "x"},
            headers={**bob, "Last-Event-ID": events[1]["id"]},
        )
        assert resume.status_code == 404
        takeover = client.post(
            "/api/v1/chat", json={"agent_id": "bot", "message": "x", "session_id": sid}, headers=bob
        )
        assert takeover.status_code == 404
        assert client.delete(f"/api/v1/sessions/{sid}", headers=bob).status_code == 404
        # The key that acts for ann still sees all of it.
        kept = client.get(
            f"/api/v1/sessions/{sid}/messages", headers={**chat_key, "X-User-Id": "ann"}
        )
        assert [m["content"] for m in kept.json()["messages"]][0] == "ann's secret"


def test_revoked_and_expired_tokens_stop_working(keyed: LiveServer) -> None:
    full = _key(keyed, "full")
    other_ws = _key(keyed, "admin", workspace="ws2")
    with keyed.client() as client:
        made = _mint(client, full, "ann")
        assert client.get("/api/v1/memories/items", headers=_bearer(made)).status_code == 200
        assert client.delete(f"/api/v1/tokens/{made['id']}", headers=other_ws).status_code == 404
        assert client.delete(f"/api/v1/tokens/{made['id']}", headers=full).status_code == 204
        gone = client.get("/api/v1/memories/items", headers=_bearer(made))
        assert gone.status_code == 401 and gone.json()["code"] == "invalid_token"
        assert client.get("/api/v1/tokens", headers=full).json()["tokens"] == []
        assert client.delete(f"/api/v1/tokens/{made['id']}", headers=full).status_code == 404

        short = _mint(client, full, "ann", ttl_seconds=1)
        assert client.get("/api/v1/memories/items", headers=_bearer(short)).status_code == 200
        time.sleep(1.3)
        assert client.get("/api/v1/memories/items", headers=_bearer(short)).status_code == 401


def test_revoking_a_key_revokes_the_tokens_it_minted(keyed: LiveServer) -> None:
    store = keyed.runtime.key_store
    secret, record = keyed.call(store.create("ws", "full"))
    key = {"Authorization": f"Bearer {secret}"}
    with keyed.client() as client:
        token = _bearer(_mint(client, key, "ann"))
        other = _bearer(_mint(client, _key(keyed, "full"), "ann"))
        from app.auth import revoke_key

        revoked, tokens = keyed.call(revoke_key(store, keyed.runtime.token_store, record.id))
        assert revoked is not None and tokens == 1
        assert client.get("/api/v1/memories/items", headers=token).status_code == 401
        assert client.get("/api/v1/memories/items", headers=other).status_code == 200
