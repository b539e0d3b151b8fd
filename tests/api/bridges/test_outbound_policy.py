"""What a workspace admin can make the server send out, over HTTP on a keys-mode server: which
environment variables an agent may name (the operator's secret policy), which addresses it may
reach (the egress policy), what upstream text may come back, and what a chat key sees of the
agents and the workspace memory config."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from agents.definition.spec import AgentSpec
from tests.api.conftest import make_settings, stream_turn
from tests.support.fakes.fake_dify import FakeDify
from tests.support.fakes.fake_openai import FakeOpenAI
from tests.support.fakes.fake_peer import FakePeer, html_page, redirect_to
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis

DIFY_KEY = "app-OutboundApiDifyKey0123456789"
KEY_ENV = "AGENTRT_SECRET_OUTBOUND_DIFY"
CANARY = "redis://:canary-hunter2@10.0.0.5:6379/0"
ALLOW_SETTING = "AGENTRT_EGRESS__ALLOW_HOSTS"
INTERNAL = "internal admin console: db password rotation"


@pytest.fixture
def dify(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeDify]:
    monkeypatch.setenv(KEY_ENV, DIFY_KEY)
    with FakeDify(api_key=DIFY_KEY).running() as server:
        yield server


def keyed(start: Callable[..., LiveServer], redis_url: str, **overrides: Any) -> LiveServer:
    return start(redis_url, auth={"mode": "keys"}, **overrides)


def key(server: LiveServer, workspace: str, scope: str) -> dict[str, str]:
    secret, _ = server.call(server.runtime.key_store.create(workspace, scope))
    return {"Authorization": f"Bearer {secret}"}


def store_agent(server: LiveServer, workspace: str, agent_id: str, **fields: Any) -> None:
    """An agent written past the admin API: one stored before the policies existed."""
    spec = AgentSpec(id=agent_id, workspace=workspace, name=agent_id, **fields)
    server.call(server.runtime.chat.agents.put(spec))


def dify_body(base_url: str, key_env: str = KEY_ENV, agent_id: str = "dify") -> dict[str, Any]:
    return {
        "id": agent_id,
        "name": "Dify",
        "kind": "dify",
        "dify": {"base_url": base_url, "api_key_env": key_env, "timeout_s": 5},
    }


def last_event(client: httpx.Client, headers: dict[str, str], agent_id: str) -> dict[str, Any]:
    events = stream_turn(client, {"agent_id": agent_id, "message": "hello"}, headers=headers)
    return events[-1]


# secret names -----------------------------------------------------------------------------
SERVER_VARIABLE_CONFIGS = [
    {"model": {"provider": "openai", "base_url": "https://llm.example.com/v1"}},
    {"kind": "dify", "dify": {"base_url": "https://dify.example.com"}},
    {"kind": "n8n", "n8n": {"webhook_url": "https://n8n.example.com/webhook/x/chat"}},
]


def _naming(config: dict[str, Any], name: str) -> dict[str, Any]:
    body = json.loads(json.dumps(config))
    if "dify" in body:
        body["dify"]["api_key_env"] = name
    elif "n8n" in body:
        body["n8n"]["auth_header_env"] = name
    else:
        body["model"]["api_key_env"] = name
    return {"id": "leak", "name": "Leak", **body}


def test_admin_cannot_send_a_server_variable_to_a_url_of_their_choosing(
    start_server: Callable[..., LiveServer], redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = keyed(start_server, redis_url)
    admin = key(server, "ws-a", "admin")
    with server.client() as client:
        for config in SERVER_VARIABLE_CONFIGS:
            messages = []
            for present in (False, True):
                if present:
                    monkeypatch.setenv("AGENTRT_REDIS_URL", CANARY)
                else:
                    monkeypatch.delenv("AGENTRT_REDIS_URL", raising=False)
                body = _naming(config, "AGENTRT_REDIS_URL")
                response = client.post("/api/v1/agents", json=body, headers=admin)
                assert response.status_code == 422, response.text
                assert response.json()["code"] == "secret_not_allowed"
                messages.append(response.json()["message"])
            # The same answer whether or not the variable exists on the server.
            assert messages[0] == messages[1]
            assert "AGENTRT_SECRET_" in messages[0] and "AGENTRT_SECRETS__ALLOW" in messages[0]
            assert "canary" not in messages[0]
        assert client.get("/api/v1/agents/leak", headers=admin).status_code == 404
        # A name under the operator's prefix is fine; changing it to a server variable is not.
        allowed = _naming(SERVER_VARIABLE_CONFIGS[1], "AGENTRT_SECRET_DIFY")
        assert client.post("/api/v1/agents", json=allowed, headers=admin).status_code == 201
        patch = {"dify": {"api_key_env": "AWS_SECRET_ACCESS_KEY"}}
        patched = client.patch("/api/v1/agents/leak", json=patch, headers=admin)
        assert patched.status_code == 422 and patched.json()["code"] == "secret_not_allowed"
        put = {k: v for k, v in _naming(SERVER_VARIABLE_CONFIGS[1], "HOME").items() if k != "id"}
        replaced = client.put("/api/v1/agents/leak", json=put, headers=admin)
        assert replaced.status_code == 422 and replaced.json()["code"] == "secret_not_allowed"
        kept = client.get("/api/v1/agents/leak", headers=admin).json()
        assert kept["dify"]["api_key_env"] == "AGENTRT_SECRET_DIFY"


def test_operator_allows_names_for_every_or_one_workspace(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    server = keyed(
        start_server,
        redis_url,
        secrets={"allow": ["DIFY_APP_KEY"], "workspaces": {"ws-a": ["ACME_DIFY_KEY"]}},
    )
    admin_a, admin_b = key(server, "ws-a", "admin"), key(server, "ws-b", "admin")
    config = SERVER_VARIABLE_CONFIGS[1]
    with server.client() as client:
        for headers in (admin_a, admin_b):
            body = _naming(config, "DIFY_APP_KEY")
            assert client.post("/api/v1/agents", json=body, headers=headers).status_code == 201
        own = {**_naming(config, "ACME_DIFY_KEY"), "id": "acme"}
        assert client.post("/api/v1/agents", json=own, headers=admin_a).status_code == 201
        other = client.post("/api/v1/agents", json=own, headers=admin_b)
        assert other.status_code == 422 and other.json()["code"] == "secret_not_allowed"


def test_stored_agent_naming_a_server_variable_fails_its_turn_without_the_value(
    start_server: Callable[..., LiveServer],
    redis_url: str,
    dify: FakeDify,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    server = keyed(start_server, redis_url, egress={"allow_hosts": ["127.0.0.1"]})
    monkeypatch.setenv("AGENTRT_REDIS_URL", CANARY)
    store_agent(
        server,
        "ws-a",
        "old",
        kind="dify",
        dify={"base_url": dify.base_url, "api_key_env": "AGENTRT_REDIS_URL"},
    )
    chat = key(server, "ws-a", "chat")
    with server.client() as client:
        events = stream_turn(client, {"agent_id": "old", "message": "hello"}, headers=chat)
    assert events[-1]["event"] == "error"
    assert events[-1]["data"]["code"] == "secret_not_allowed"
    assert "canary" not in json.dumps(events)
    assert dify.requests == []


# egress ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "address",
    [
        "http://127.0.0.1:{port}",
        "http://169.254.169.254",
        "http://localhost:{port}",
        "http://[::1]",
    ],
)
def test_agent_at_an_internal_address_is_refused_in_keys_mode(
    start_server: Callable[..., LiveServer], redis_url: str, dify: FakeDify, address: str
) -> None:
    server = keyed(start_server, redis_url)
    admin = key(server, "ws-a", "admin")
    port = dify.base_url.rsplit(":", 1)[1]
    url = address.format(port=port)
    bodies = [
        dify_body(url),
        {"id": "n8n", "name": "n", "kind": "n8n", "n8n": {"webhook_url": f"{url}/webhook/x"}},
        {"id": "llm", "name": "l", "model": {"provider": "openai", "base_url": f"{url}/v1"}},
    ]
    with server.client() as client:
        for body in bodies:
            response = client.post("/api/v1/agents", json=body, headers=admin)
            assert response.status_code == 422, response.text
            error = response.json()
            assert error["code"] == "egress_denied"
            assert ALLOW_SETTING in error["message"]
            host = url.split("//", 1)[1].split(":", 1)[0] if "[" not in url else "::1"
            assert host in error["message"]
    assert dify.requests == []


def test_stored_agent_at_a_name_for_loopback_is_refused_when_it_runs(
    start_server: Callable[..., LiveServer], redis_url: str, dify: FakeDify
) -> None:
    server = keyed(start_server, redis_url)
    port = dify.base_url.rsplit(":", 1)[1]
    for agent_id, base_url in (("named", f"http://localhost:{port}"), ("literal", dify.base_url)):
        store_agent(
            server,
            "ws-a",
            agent_id,
            kind="dify",
            dify={"base_url": base_url, "api_key_env": KEY_ENV},
        )
    chat = key(server, "ws-a", "chat")
    with server.client() as client:
        for agent_id, host in (("named", "localhost"), ("literal", "127.0.0.1")):
            error = last_event(client, chat, agent_id)
            assert error["event"] == "error", error
            assert error["data"]["code"] == "egress_denied"
            assert error["data"]["retryable"] is False
            assert host in error["data"]["message"] and ALLOW_SETTING in error["data"]["message"]
    assert dify.requests == []


def test_allow_hosts_lets_an_internal_dify_through(
    start_server: Callable[..., LiveServer], redis_url: str, dify: FakeDify
) -> None:
    server = keyed(start_server, redis_url, egress={"allow_hosts": "127.0.0.1"})
    admin = key(server, "ws-a", "admin")
    with server.client() as client:
        assert (
            client.post("/api/v1/agents", json=dify_body(dify.base_url), headers=admin).status_code
            == 201
        )
        done = last_event(client, admin, "dify")
    assert done["event"] == "done", done
    assert len(dify.requests) == 1


@pytest.fixture
def target() -> Iterator[FakePeer]:
    """A server on another loopback address: what a redirect tries to reach."""
    with FakePeer("127.0.0.2").running() as server:
        yield server


def test_redirect_from_an_allowed_server_to_loopback_is_refused(
    start_server: Callable[..., LiveServer],
    redis_url: str,
    target: FakePeer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(KEY_ENV, DIFY_KEY)
    server = keyed(start_server, redis_url, egress={"allow_hosts": ["127.0.0.1"]})
    admin = key(server, "ws-a", "admin")
    location = f"{target.base_url}/v1/chat-messages"
    with FakePeer(reply=redirect_to(location)).running() as origin, server.client() as client:
        response = client.post("/api/v1/agents", json=dify_body(origin.base_url), headers=admin)
        assert response.status_code == 201, response.text
        error = last_event(client, admin, "dify")
        assert len(origin.requests) == 1
    assert error["event"] == "error" and error["data"]["retryable"] is False
    assert "127.0.0.2" not in error["data"]["message"]
    assert target.requests == []


@pytest.mark.parametrize("status", [200, 400, 502])
def test_upstream_html_never_reaches_the_error_event_or_the_reply(
    start_server: Callable[..., LiveServer],
    redis_url: str,
    monkeypatch: pytest.MonkeyPatch,
    status: int,
) -> None:
    monkeypatch.setenv(KEY_ENV, DIFY_KEY)
    server = keyed(start_server, redis_url, egress={"allow_hosts": ["127.0.0.1"]})
    admin = key(server, "ws-a", "admin")
    with FakePeer(reply=html_page(INTERNAL, status)).running() as page, server.client() as c:
        n8n = {
            "id": "n8n",
            "name": "n",
            "kind": "n8n",
            "n8n": {"webhook_url": f"{page.base_url}/webhook/x/chat"},
        }
        for body in (dify_body(page.base_url), n8n):
            assert c.post("/api/v1/agents", json=body, headers=admin).status_code == 201
            events = stream_turn(c, {"agent_id": body["id"], "message": "hi"}, headers=admin)
            assert events[-1]["event"] == "error", events
            assert "internal admin console" not in json.dumps(events)
        assert len(page.requests) == 2


# what a chat key sees -----------------------------------------------------------------------
def test_chat_key_sees_a_redacted_view_of_agents(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    server = keyed(start_server, redis_url)
    admin, chat, full = (key(server, "ws-a", s) for s in ("admin", "chat", "full"))
    prompt = "You are the billing bot. Internal escalation code: 7731."
    agents = [
        {
            "id": "llm",
            "name": "LLM",
            "system_prompt": prompt,
            "model": {
                "provider": "openai",
                "name": "gpt-4o-mini",
                "base_url": "https://llm.example.com/tok-123/v1",
                "api_key_env": "AGENTRT_SECRET_LLM",
            },
            "memory_config": {"long_term": {"enabled": False, "max_memories": 5}},
        },
        {
            **dify_body("https://dify.example.com/tok-456", "AGENTRT_SECRET_DIFY"),
            "system_prompt": prompt,
        },
        {
            "id": "n8n",
            "name": "n8n",
            "kind": "n8n",
            "n8n": {
                "webhook_url": "https://n8n.example.com/webhook/tok-789/chat",
                "auth_header_env": "AGENTRT_SECRET_N8N",
            },
        },
    ]
    with server.client() as client:
        for body in agents:
            assert client.post("/api/v1/agents", json=body, headers=admin).status_code == 201
        for headers in (chat, full):
            listed = client.get("/api/v1/agents", headers=headers)
            assert listed.status_code == 200
            views = {a["id"]: a for a in listed.json()["agents"]}
            single = client.get("/api/v1/agents/llm", headers=headers).json()
            assert single == views["llm"]
            raw = json.dumps(listed.json()) + json.dumps(single)
            for hidden in ("7731", "tok-", "AGENTRT_SECRET_", "system_prompt", "base_url"):
                assert hidden not in raw, hidden
            assert set(single) == {
                "id",
                "name",
                "kind",
                "model",
                "enable_memory",
                "memory_type",
                "memory_config",
            }
            assert single["model"] == {"provider": "openai", "name": "gpt-4o-mini"}
            assert single["memory_config"] == {"long_term": {"enabled": False}}
            assert views["dify"]["kind"] == "dify" and views["n8n"]["kind"] == "n8n"
        full_view = client.get("/api/v1/agents/llm", headers=admin).json()
        assert full_view["system_prompt"] == prompt
        assert full_view["model"]["api_key_env"] == "AGENTRT_SECRET_LLM"
        admin_list = client.get("/api/v1/agents", headers=admin).json()["agents"]
        assert {a["id"]: a for a in admin_list}["dify"]["dify"]["base_url"].endswith("tok-456")


def test_chat_key_sees_only_the_workspace_memory_switches(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    server = keyed(start_server, redis_url)
    admin, chat = key(server, "ws-a", "admin"), key(server, "ws-a", "chat")
    config = {
        "enabled": True,
        "write_mode": "auto",
        "extract_model_id": "openai:gpt-4o-mini",
        "extract_instructions": "Never store the escalation code 7731.",
    }
    with server.client() as client:
        put = client.put("/api/v1/tenants/kv/memory-config", json=config, headers=admin)
        assert put.status_code == 200, put.text
        seen = client.get("/api/v1/tenants/kv/memory-config", headers=chat)
        assert seen.status_code == 200
        assert seen.json() == {"enabled": True, "write_mode": "auto"}
        full = client.get("/api/v1/tenants/kv/memory-config", headers=admin).json()
        assert full["extract_instructions"] == config["extract_instructions"]
        assert full["extract_model_id"] == "openai:gpt-4o-mini"


@pytest.mark.parametrize("allowed", [False, True])
def test_openai_compatible_base_url_follows_the_egress_policy(
    redis_url: str, monkeypatch: pytest.MonkeyPatch, allowed: bool
) -> None:
    """The runtime's own model factory (no scripted models): an agent stored with a loopback
    base_url is refused when its turn starts, unless the operator allows the host."""
    monkeypatch.setenv("AGENTRT_SECRET_LLM_KEY", "sk-outbound-test")
    egress = {"allow_hosts": ["127.0.0.1"] if allowed else []}
    server = LiveServer(make_settings(redis_url, auth={"mode": "keys"}, egress=egress)).start()
    fake = FakeOpenAI(lambda body: "hello from the fake").start()
    try:
        model = {
            "provider": "openai",
            "name": "tiny",
            "base_url": fake.base_url,
            "api_key_env": "AGENTRT_SECRET_LLM_KEY",
        }
        store_agent(server, "ws-a", "llm", model=model)
        admin = key(server, "ws-a", "admin")
        with server.client() as client:
            response = client.post(
                "/api/v1/chat", json={"agent_id": "llm", "message": "hi"}, headers=admin
            )
        if allowed:
            assert response.status_code == 200, response.text
            assert response.json()["reply"] == "hello from the fake"
            assert len(fake.requests) == 1
        else:
            assert response.status_code == 422, response.text
            assert response.json()["code"] == "egress_denied"
            assert fake.requests == []
    finally:
        fake.stop()
        server.stop()


BAD_BASE_URLS = ["http://[zz]/v1", "http://256.1.1.1/v1", "http://0177.0.0.1:9999/v1"]


def test_a_base_url_no_client_can_read_is_refused_and_a_stored_one_fails_the_turn_cleanly(
    redis_url: str,
) -> None:
    server = LiveServer(make_settings(redis_url, auth={"mode": "keys"})).start()
    try:
        admin = key(server, "ws-a", "admin")
        with server.client() as client:
            for url in BAD_BASE_URLS:
                model = {"provider": "openai", "base_url": url}
                body = {"id": "bad", "name": "Bad", "model": model}
                created = client.post("/api/v1/agents", json=body, headers=admin)
                assert created.status_code == 422, created.text
                assert "base_url is not a valid URL" in created.json()["message"], created.text
            # One stored before the check (past the admin API): it still lists, and its turns
            # answer 422 model_config_error, on every route, instead of a 500.
            model = {"provider": "openai", "name": "m", "base_url": BAD_BASE_URLS[1]}
            stored = {"id": "old", "workspace": "ws-a", "name": "old", "model": model}
            spec = AgentSpec.model_validate(stored, context={"stored": True})
            server.call(server.runtime.chat.agents.put(spec))
            assert client.get("/api/v1/agents", headers=admin).status_code == 200
            answered = client.post(
                "/api/v1/chat", json={"agent_id": "old", "message": "hi"}, headers=admin
            )
            assert answered.status_code == 422, answered.text
            assert answered.json()["code"] == "model_config_error"
            streamed = client.post(
                "/api/v1/chat/stream", json={"agent_id": "old", "message": "hi"}, headers=admin
            )  # refused before the stream starts: a JSON error, not an event
            assert streamed.status_code == 422, streamed.text
            assert streamed.json()["code"] == "model_config_error"
            compat = client.post(
                "/v1/chat/completions",
                json={"model": "old", "messages": [{"role": "user", "content": "hi"}]},
                headers=admin,
            )
            assert compat.status_code == 422, compat.text
            assert compat.json()["error"]["code"] == "model_config_error"
    finally:
        server.stop()
