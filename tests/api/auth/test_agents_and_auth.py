"""Agent admin API, API keys and scopes, and isolation between workspaces and users."""

from __future__ import annotations

import httpx
import pytest

from tests.api.conftest import create_agent, stream_turn
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis


def test_agent_crud_round_trip(client: httpx.Client) -> None:
    created = create_agent(
        client,
        "helper",
        system_prompt="Be brief.",
        model={"provider": "echo", "context_window": 4000},
    )
    assert created["enable_memory"] is True and created["memory_type"] == "summarize_at_limit"
    assert created["workspace"] == "local" and created["kind"] == "langgraph"
    assert client.get("/api/v1/agents/helper").json() == created
    assert [a["id"] for a in client.get("/api/v1/agents").json()["agents"]] == ["helper"]

    patched = client.patch(
        "/api/v1/agents/helper", json={"memory_type": "none", "model": {"max_output_tokens": 500}}
    )
    assert patched.status_code == 200, patched.text
    body = patched.json()
    assert body["memory_type"] == "none" and body["system_prompt"] == "Be brief."
    assert body["model"] == {**created["model"], "max_output_tokens": 500}
    assert body["created_at"] == created["created_at"]

    replaced = client.put("/api/v1/agents/helper", json={"name": "Helper 2"})
    assert replaced.status_code == 200
    assert replaced.json()["system_prompt"] == "" and replaced.json()["name"] == "Helper 2"

    assert client.post("/api/v1/agents", json={"id": "helper", "name": "x"}).status_code == 409
    assert client.delete("/api/v1/agents/helper").status_code == 204
    assert client.get("/api/v1/agents/helper").status_code == 404
    assert client.delete("/api/v1/agents/helper").status_code == 404


def test_generated_agent_id(client: httpx.Client) -> None:
    response = client.post("/api/v1/agents", json={"name": "No id"})
    assert response.status_code == 201 and response.json()["id"].startswith("a_")


@pytest.mark.parametrize(
    ("legacy", "replacement"),
    [
        ("CONVERSATION_BUFFER", "summarize_at_limit"),
        ("CONVERSATION_SUMMARY", "summarize_at_limit"),
        ("CONVERSATION_BUFFER_WINDOW", "summarize_at_limit"),
        ("VECTOR_STORE", "summarize_at_limit"),
        ("NONE", "none"),
    ],
)
def test_legacy_memory_type_is_refused_naming_the_replacement(
    client: httpx.Client, legacy: str, replacement: str
) -> None:
    response = client.post("/api/v1/agents", json={"name": "x", "memory_type": legacy})
    assert response.status_code == 422
    assert response.json()["code"] == "invalid_request"
    assert f"'{replacement}'" in response.json()["message"]
    create_agent(client, "ok")
    patched = client.patch("/api/v1/agents/ok", json={"memory_type": legacy})
    assert patched.status_code == 422 and f"'{replacement}'" in patched.json()["message"]


def test_a_refused_patch_does_not_echo_the_value_sent(client: httpx.Client) -> None:
    """PATCH answered its 422 with each error's `input`, which every other 422 strips: a key
    pasted into the wrong field came back in the response."""
    canary = "sk-PastedIntoTheWrongField0123456789"
    create_agent(client, "ok")
    for body in ({"memory_type": canary}, {"model": {"temperature": canary}}):
        patched = client.patch("/api/v1/agents/ok", json=body)
        assert patched.status_code == 422 and patched.json()["code"] == "invalid_agent"
        assert patched.json()["details"] and canary not in patched.text
        created = client.post("/api/v1/agents", json={"name": "x", **body})
        assert created.status_code == 422 and canary not in created.text


@pytest.mark.parametrize(
    "body",
    [
        {"name": ""},
        {"name": "x", "kind": "other"},
        {"name": "x", "model": {"provider": "nope"}},
        {"name": "x", "model": {"base_url": "ftp://x"}},
        {"name": "x", "memory_config": []},
        {"name": "x", "unknown": 1},
        {"name": "x", "id": "bad id"},
        {"name": "x", "model": {"api_key_env": "not valid"}},
    ],
)
def test_invalid_agents_are_422(client: httpx.Client, body: dict[str, object]) -> None:
    response = client.post("/api/v1/agents", json=body)
    assert response.status_code == 422, response.text
    assert set(response.json()) >= {"code", "message"}


@pytest.fixture
def keyed(start_server, redis_url: str) -> LiveServer:  # type: ignore[no-untyped-def]
    return start_server(redis_url, auth={"mode": "keys"})  # type: ignore[no-any-return]


def _key(server: LiveServer, workspace: str, scope: str) -> dict[str, str]:
    secret, _ = server.call(server.runtime.key_store.create(workspace, scope))
    return {"Authorization": f"Bearer {secret}"}


def test_keys_scopes_and_workspace_isolation(keyed: LiveServer) -> None:
    admin_a = _key(keyed, "ws-a", "admin")
    chat_a = _key(keyed, "ws-a", "chat")
    admin_b = _key(keyed, "ws-a-b", "admin")  # a workspace whose name extends the other's
    with keyed.client() as client:
        assert client.get("/api/v1/agents").status_code == 401
        bad = client.get("/api/v1/agents", headers={"Authorization": "Bearer art_nope"})
        assert bad.status_code == 401 and bad.json()["code"] == "invalid_api_key"
        assert (
            client.post(
                "/api/v1/agents", json={"id": "bot", "name": "b"}, headers=chat_a
            ).status_code
            == 403
        )
        assert (
            client.post(
                "/api/v1/agents", json={"id": "bot", "name": "b"}, headers=admin_a
            ).status_code
            == 201
        )
        # Workspace B sees nothing of A: agents, chats, sessions.
        assert client.get("/api/v1/agents/bot", headers=admin_b).status_code == 404
        assert client.get("/api/v1/agents", headers=admin_b).json()["agents"] == []
        assert (
            client.post(
                "/api/v1/chat", json={"agent_id": "bot", "message": "hi"}, headers=admin_b
            ).status_code
            == 404
        )
        events = stream_turn(
            client, {"agent_id": "bot", "message": "secret"}, headers={**chat_a, "X-User-Id": "u1"}
        )
        sid = events[0]["data"]["session_id"]
        for path in (f"/api/v1/sessions/{sid}/messages", f"/api/v1/sessions/{sid}/events"):
            assert client.get(path, headers=admin_b).status_code == 404
        assert client.delete(f"/api/v1/sessions/{sid}", headers=admin_b).status_code == 404
        resume = client.post(
            "/api/v1/chat/stream",
            json={"agent_id": "bot", "message": "x"},
            headers={**admin_b, "Last-Event-ID": events[1]["id"]},
        )
        assert resume.status_code == 404
        # Session ids are per workspace: B using A's id gets a session of its own.
        client.post("/api/v1/agents", json={"id": "bot", "name": "b"}, headers=admin_b)
        takeover = client.post(
            "/api/v1/chat",
            json={"agent_id": "bot", "message": "x", "session_id": sid},
            headers=admin_b,
        )
        assert takeover.status_code == 200 and takeover.json()["session_id"] == sid
        theirs = client.get(f"/api/v1/sessions/{sid}/messages", headers=admin_b).json()
        assert [m["content"] for m in theirs["messages"]][0] == "x"
        # Another user of the same workspace with a chat key cannot read u1's session.
        other = client.get(
            f"/api/v1/sessions/{sid}/messages", headers={**chat_a, "X-User-Id": "u10"}
        )
        assert other.status_code == 404
        own = client.get(f"/api/v1/sessions/{sid}/messages", headers={**chat_a, "X-User-Id": "u1"})
        assert own.status_code == 200 and own.json()["messages"][0]["content"] == "secret"


def test_identity_in_body_must_match_the_header(keyed: LiveServer) -> None:
    chat_a = _key(keyed, "ws", "admin")
    with keyed.client() as client:
        client.post("/api/v1/agents", json={"id": "bot", "name": "b"}, headers=chat_a)
        response = client.post(
            "/api/v1/chat",
            json={"agent_id": "bot", "message": "x", "user_id": "u2"},
            headers={**chat_a, "X-User-Id": "u1"},
        )
        assert response.status_code == 403 and response.json()["code"] == "identity_mismatch"
        bad = client.post(
            "/api/v1/chat",
            json={"agent_id": "bot", "message": "x"},
            headers={**chat_a, "X-User-Id": "bad id!"},
        )
        assert bad.status_code == 422


def test_local_mode_refuses_a_public_bind(redis_url: str) -> None:
    import asyncio

    from app.runtime import StartupError, build_runtime
    from tests.api.conftest import make_settings

    with pytest.raises(StartupError, match="loopback"):
        asyncio.run(build_runtime(make_settings(redis_url, host="0.0.0.0")))
