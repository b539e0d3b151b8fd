"""Bridged agents end to end: agentrt's SSE endpoint in front of fake Dify and n8n servers.

Every fake is a real HTTP server on 127.0.0.1 with its own conversation memory, so "我叫张三"
… "我叫什么" → "你叫张三" only works when agentrt carries the external conversation on.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
import redis

from agents.storage.keys import Keys
from tests.api.conftest import create_agent, reply_text, stream_turn
from tests.support.fakes.fake_dify import FakeDify
from tests.support.fakes.fake_n8n import FakeN8n
from tests.support.harness.live import LiveServer
from tests.support.harness.redis_server import free_port

KEYS = Keys()

pytestmark = pytest.mark.redis

DIFY_KEY = "app-ApiTestDifyKey0123456789abcdef"
KEY_ENV = "AGENTRT_SECRET_TEST_DIFY_KEY"  # the operator's prefix: agents may name it
DAY = 24 * 3600


@pytest.fixture(name="dify")
def dify_fixture(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeDify]:
    """A fake Dify on loopback whose key the server reads from KEY_ENV."""
    monkeypatch.setenv(KEY_ENV, DIFY_KEY)
    with FakeDify(api_key=DIFY_KEY).running() as server:
        yield server


@pytest.fixture(name="n8n")
def n8n_fixture() -> Iterator[FakeN8n]:
    with FakeN8n().running() as server:
        yield server


@pytest.fixture
def rdb(redis_url: str) -> Iterator[redis.Redis]:
    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


def dify_agent(client: httpx.Client, base_url: str, agent_id: str = "dify", **config: Any) -> None:
    create_agent(
        client,
        agent_id,
        kind="dify",
        dify={"base_url": base_url, "api_key_env": KEY_ENV, "timeout_s": 5, **config},
    )


def n8n_agent(client: httpx.Client, webhook_url: str, agent_id: str = "n8n", **config: Any) -> None:
    create_agent(client, agent_id, kind="n8n", n8n={"webhook_url": webhook_url, **config})


def turn(
    client: httpx.Client, agent_id: str, message: str, sid: str | None = None
) -> tuple[str, list[dict[str, Any]]]:
    body: dict[str, Any] = {"agent_id": agent_id, "message": message}
    if sid:
        body["session_id"] = sid
    events = stream_turn(client, body)
    assert events[0]["event"] == "session"
    return events[0]["data"]["session_id"], events


def answered(events: list[dict[str, Any]]) -> str:
    assert events[-1]["event"] == "done", events[-1]
    return reply_text(events)


def history(client: httpx.Client, sid: str) -> list[tuple[str, str]]:
    response = client.get(f"/api/v1/sessions/{sid}/messages")
    assert response.status_code == 200, response.text
    return [(m["role"], m["content"]) for m in response.json()["messages"]]


def external(rdb: redis.Redis, kind: str, sid: str) -> dict[str, Any] | None:
    raw = rdb.get(KEYS.external_conversation(kind, "local", sid))
    return json.loads(raw) if raw else None


ZHANGSAN = [
    ("user", "我叫张三"),
    ("assistant", "好的，张三，我记住了"),
    ("user", "我叫什么"),
    ("assistant", "你叫张三"),
]


@pytest.mark.parametrize("mode", ["streaming", "blocking"])
def test_dify_conversation_continues(
    client: httpx.Client, dify: FakeDify, rdb: redis.Redis, mode: str
) -> None:
    dify_agent(client, dify.base_url, response_mode=mode)
    sid, first = turn(client, "dify", "我叫张三")
    assert answered(first) == "好的，张三，我记住了"
    if mode == "streaming":
        assert len([e for e in first if e["event"] == "token"]) > 1
    stored = external(rdb, "dify", sid)
    assert stored is not None and stored["user"] == "local:local"
    assert stored["external_id"] in dify.conversations
    _, second = turn(client, "dify", "我叫什么", sid)
    assert answered(second) == "你叫张三"
    assert dify.sent("conversation_id") == ["", stored["external_id"]]
    assert dify.sent("user") == ["local:local", "local:local"]
    assert history(client, sid) == ZHANGSAN
    assert (
        second[-1]["data"]["message_id"]
        == client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"][-1]["id"]
    )


@pytest.mark.parametrize("mode", ["json", "streaming"])
def test_n8n_conversation_continues(
    client: httpx.Client, n8n: FakeN8n, rdb: redis.Redis, mode: Any
) -> None:
    n8n.mode = mode
    n8n_agent(client, n8n.webhook_url())
    sid, first = turn(client, "n8n", "我叫张三")
    assert answered(first) == "好的，张三，我记住了"
    _, second = turn(client, "n8n", "我叫什么", sid)
    assert answered(second) == "你叫张三"
    stored = external(rdb, "n8n", sid)
    assert stored is not None and n8n.session_ids() == [stored["external_id"]] * 2
    assert stored["external_id"] != sid
    assert history(client, sid) == ZHANGSAN


def test_json_endpoint_too(client: httpx.Client, dify: FakeDify) -> None:
    dify_agent(client, dify.base_url)
    first = client.post("/api/v1/chat", json={"agent_id": "dify", "message": "我叫张三"})
    assert first.status_code == 200, first.text
    sid = first.json()["session_id"]
    second = client.post(
        "/api/v1/chat", json={"agent_id": "dify", "message": "我叫什么", "session_id": sid}
    )
    assert second.json()["reply"] == "你叫张三"


@pytest.mark.parametrize("kind", ["dify", "n8n"])
def test_two_instances_share_one_redis(
    start_server: Callable[..., LiveServer],
    redis_url: str,
    dify: FakeDify,
    n8n: FakeN8n,
    kind: str,
) -> None:
    one, two = start_server(redis_url), start_server(redis_url)
    with one.client() as a, two.client() as b:
        if kind == "dify":
            dify_agent(a, dify.base_url, agent_id="ext")
        else:
            n8n_agent(a, n8n.webhook_url(), agent_id="ext")
        sid, first = turn(a, "ext", "我叫张三")
        assert answered(first) == "好的，张三，我记住了"
        _, second = turn(b, "ext", "我叫什么", sid)
        assert answered(second) == "你叫张三"
        assert history(a, sid) == ZHANGSAN


def test_stored_ids_live_24_hours(
    client: httpx.Client, dify: FakeDify, n8n: FakeN8n, rdb: redis.Redis
) -> None:
    dify_agent(client, dify.base_url)
    n8n_agent(client, n8n.webhook_url())
    dify_sid, _ = turn(client, "dify", "hello")
    n8n_sid, _ = turn(client, "n8n", "hello")
    for kind, sid in (("dify", dify_sid), ("n8n", n8n_sid)):
        ttl = rdb.ttl(KEYS.external_conversation(kind, "local", sid))
        assert DAY - 60 <= ttl <= DAY, (kind, ttl)


def test_dify_404_starts_one_new_conversation(
    client: httpx.Client, dify: FakeDify, rdb: redis.Redis
) -> None:
    dify_agent(client, dify.base_url)
    sid, _ = turn(client, "dify", "我叫张三")
    old = external(rdb, "dify", sid)
    assert old is not None
    dify.expire(old["external_id"])
    _, events = turn(client, "dify", "我叫什么", sid)
    assert answered(events) == "我还不知道你叫什么"
    assert dify.statuses() == [200, 404, 200]
    assert dify.sent("conversation_id") == ["", old["external_id"], ""]
    new = external(rdb, "dify", sid)
    assert new is not None and new["external_id"] != old["external_id"]
    assert new["external_id"] in dify.conversations
    # our own history still has every turn
    assert [role for role, _ in history(client, sid)] == ["user", "assistant"] * 2


@pytest.mark.parametrize("kind", ["dify", "n8n"])
def test_upstream_down_is_a_retryable_error_event(
    client: httpx.Client, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(KEY_ENV, DIFY_KEY)
    nowhere = f"http://127.0.0.1:{free_port()}"
    if kind == "dify":
        dify_agent(client, nowhere, agent_id="ext")
    else:
        n8n_agent(client, nowhere + "/webhook/x/chat", agent_id="ext")
    sid, events = turn(client, "ext", "hello")
    error = events[-1]
    assert error["event"] == "error", events
    assert error["data"]["code"] == "bridge_unavailable" and error["data"]["retryable"] is True
    assert [e["event"] for e in events] == ["session", "error"]
    assert history(client, sid) == []  # a failed turn leaves the history as it was
    response = client.post("/api/v1/chat", json={"agent_id": "ext", "message": "again"})
    assert response.status_code == 502, response.text
    assert response.json()["code"] == "bridge_unavailable"
    assert client.get("/health").status_code == 200


@pytest.mark.parametrize("kind", ["dify", "n8n"])
def test_upstream_5xx_keeps_the_conversation(
    client: httpx.Client, dify: FakeDify, n8n: FakeN8n, rdb: redis.Redis, kind: str
) -> None:
    if kind == "dify":
        dify_agent(client, dify.base_url, agent_id="ext")
    else:
        n8n_agent(client, n8n.webhook_url(), agent_id="ext")
    sid, _ = turn(client, "ext", "我叫张三")
    before = rdb.get(KEYS.external_conversation(kind, "local", sid))
    (dify if kind == "dify" else n8n).fail_next = [503]
    _, failed = turn(client, "ext", "我叫什么", sid)
    assert failed[-1]["event"] == "error" and failed[-1]["data"]["retryable"] is True
    assert rdb.get(KEYS.external_conversation(kind, "local", sid)) == before
    _, retried = turn(client, "ext", "我叫什么", sid)
    assert answered(retried) == "你叫张三"
    assert history(client, sid) == ZHANGSAN


def test_refused_key_is_a_config_error_without_the_key(
    client: httpx.Client, dify: FakeDify, monkeypatch: pytest.MonkeyPatch
) -> None:
    wrong = "app-WrongApiTestKey9876543210"
    monkeypatch.setenv(KEY_ENV, wrong)
    dify_agent(client, dify.base_url)
    _, events = turn(client, "dify", "hello")
    error = events[-1]
    assert error["event"] == "error"
    assert error["data"]["code"] == "bridge_config_error" and error["data"]["retryable"] is False
    assert KEY_ENV in error["data"]["message"] or "api_key_env" in error["data"]["message"]
    raw = json.dumps(events)
    assert wrong not in raw and DIFY_KEY not in raw
    monkeypatch.delenv(KEY_ENV)
    _, events = turn(client, "dify", "hello")
    assert events[-1]["data"]["code"] == "bridge_config_error"
    assert KEY_ENV in events[-1]["data"]["message"]


@pytest.mark.parametrize("kind", ["dify", "n8n"])
def test_cleared_key_makes_the_next_turn_a_first_turn(
    client: httpx.Client, dify: FakeDify, n8n: FakeN8n, rdb: redis.Redis, kind: str
) -> None:
    if kind == "dify":
        dify_agent(client, dify.base_url, agent_id="ext")
    else:
        n8n_agent(client, n8n.webhook_url(), agent_id="ext")
    sid, _ = turn(client, "ext", "我叫张三")
    assert rdb.delete(KEYS.external_conversation(kind, "local", sid)) == 1
    _, events = turn(client, "ext", "我叫什么", sid)
    assert answered(events) == "我还不知道你叫什么"
    assert external(rdb, kind, sid) is not None  # a new conversation was stored
    assert len(history(client, sid)) == 4


@pytest.mark.parametrize(
    ("body", "says"),
    [
        ({"kind": "dify"}, "dify"),
        ({"kind": "n8n"}, "n8n"),
        ({"kind": "dify", "dify": {"base_url": "ftp://x", "api_key_env": "K"}}, "http"),
        (
            {"kind": "dify", "dify": {"base_url": "https://d", "api_key_env": "app-123-secret"}},
            "NAME of an environment variable",
        ),
        (
            {"kind": "dify", "dify": {"base_url": "https://d", "api_key_env": "K", "timeout_s": 0}},
            "timeout_s",
        ),
        (
            {"kind": "n8n", "n8n": {"webhook_url": "https://n/webhook/x", "timeout_s": 9999}},
            "timeout",
        ),
        ({"kind": "langgraph", "n8n": {"webhook_url": "https://n/webhook/x"}}, "n8n"),
        ({"kind": "flowise"}, "kind"),
    ],
)
def test_admin_api_validates_bridge_configs(
    client: httpx.Client, body: dict[str, Any], says: str
) -> None:
    response = client.post("/api/v1/agents", json={"id": "x", "name": "X", **body})
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "invalid_request"
    assert says in response.json()["message"]


def test_admin_api_patch_between_kinds(client: httpx.Client, dify: FakeDify) -> None:
    dify_agent(client, dify.base_url)
    refused = client.patch("/api/v1/agents/dify", json={"kind": "langgraph"})
    assert refused.status_code == 422 and "dify" in refused.json()["message"]
    changed = client.patch(
        "/api/v1/agents/dify", json={"dify": {"response_mode": "blocking", "timeout_s": 10}}
    )
    assert changed.status_code == 200, changed.text
    assert changed.json()["dify"]["response_mode"] == "blocking"
    assert changed.json()["dify"]["api_key_env"] == KEY_ENV
    back = client.patch("/api/v1/agents/dify", json={"kind": "langgraph", "dify": None})
    assert back.status_code == 200 and back.json()["dify"] is None
