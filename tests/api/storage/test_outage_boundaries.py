"""The Redis-outage path keeps the boundaries of the normal path (issue 11).

Only a typed `RedisUnavailable`, raised at the storage boundary, means "Redis is down": a model
provider's network error is a model error. During an outage only checkpoints (and what a turn
needs to run) fall back to process memory, keyed by (workspace, session); long-term memory,
agent and settings writes are refused with 503; what the outage's turns said is carried back
into the same session's thread when Redis returns.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from langchain_core.callbacks import AsyncCallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage
from langchain_core.outputs import ChatResult
from pydantic import Field

from tests.api.conftest import make_settings, reply_text, stream_turn
from tests.support.fakes.fake_dify import FakeDify
from tests.support.fakes.fake_n8n import FakeN8n
from tests.support.harness.live import LiveServer
from tests.support.harness.redis_server import RedisServer, free_port

pytestmark = pytest.mark.redis


class UnreachableProvider(BaseChatModel):
    """A model whose provider cannot be reached: a real httpx call to a closed loopback port
    (ConnectError, with the OSError httpx chains under it), or a bare OSError/TimeoutError."""

    failure: str = "connect"
    calls: list[int] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "unreachable"

    def _generate(self, *args: Any, **kwargs: Any) -> ChatResult:
        raise NotImplementedError

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.calls.append(1)
        if self.failure == "oserror":
            raise OSError(113, "No route to host")
        if self.failure == "timeout":
            raise TimeoutError("the provider did not answer in time")
        async with httpx.AsyncClient(timeout=2) as client:
            await client.post(f"http://127.0.0.1:{free_port()}/v1/chat/completions", json={})
        raise AssertionError("nothing listens on that port")


@pytest.fixture
def live() -> Iterator[list[LiveServer]]:
    servers: list[LiveServer] = []
    yield servers
    for server in servers:
        server.stop()


@pytest.mark.parametrize("failure", ["connect", "oserror", "timeout"])
def test_model_network_error_is_not_taken_for_redis_down(
    live: list[LiveServer], redis_url: str, failure: str
) -> None:
    model = UnreachableProvider(failure=failure)
    server = LiveServer(make_settings(redis_url), lambda spec: model).start()
    live.append(server)
    with server.client() as client:
        assert client.post("/api/v1/agents", json={"id": "bot", "name": "Bot"}).status_code == 201
        events = stream_turn(client, {"agent_id": "bot", "message": "hello"})
        assert events[-1]["event"] == "error", events[-1]
        assert events[-1]["data"]["code"] == "model_error"
        assert events[-1]["data"]["retryable"] is True
        assert len(model.calls) == 1  # the model ran once, not again "on the fallback"
        health = client.get("/health").json()
        assert health["status"] == "ok" and health["checkpointer"] == "redis", health
        assert health["redis"] == "up"
        assert server.runtime.checkpoints.backend == "redis"
        # The next turn still goes to Redis (nothing flipped to memory meanwhile).
        time.sleep(0.3)
        assert client.get("/health").json()["checkpointer"] == "redis"


# the outage path, end to end ---------------------------------------------------------------

DIFY_KEY = "app-OutageTestDifyKey0123456789"
KEY_ENV = "AGENTRT_SECRET_TEST_OUTAGE_DIFY"


def _bearer(secret: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {secret}"}


def _turn(
    client: httpx.Client,
    agent: str,
    message: str,
    sid: str | None = None,
    headers: dict[str, str] | None = None,
) -> tuple[str, list[dict[str, Any]]]:
    body: dict[str, Any] = {"agent_id": agent, "message": message}
    if sid:
        body["session_id"] = sid
    events = stream_turn(client, body, headers=headers)
    assert events[0]["event"] == "session", events
    assert events[-1]["event"] == "done", events[-1]
    return events[0]["data"]["session_id"], events


def _said(client: httpx.Client, sid: str, headers: dict[str, str] | None = None) -> list[str]:
    # Read through `_get_when_up`: right after Redis returns, one read may still time out on a
    # loaded machine (a 503 to retry); a 503 that lasts still fails here.
    response = _get_when_up(client, f"/api/v1/sessions/{sid}/messages", headers or {})
    assert response.status_code == 200, response.text
    return [m["content"] for m in response.json()["messages"] if m["role"] == "user"]


def _wait_ok(client: httpx.Client, timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while client.get("/health").json()["status"] != "ok":
        assert time.monotonic() < deadline, "Redis did not come back"
        time.sleep(0.1)


def _get_when_up(client: httpx.Client, url: str, headers: dict[str, str]) -> httpx.Response:
    """A read after recovery. A freshly restarted Redis may still time out once on a loaded
    machine (the service then answers 503 and probes again); what is checked is the data."""
    deadline = time.monotonic() + 15.0
    while True:
        response = client.get(url, headers=headers)
        if response.status_code != 503 or time.monotonic() > deadline:
            return response
        time.sleep(0.2)


@pytest.fixture
def dify(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeDify]:
    monkeypatch.setenv(KEY_ENV, DIFY_KEY)
    with FakeDify(api_key=DIFY_KEY).running() as server:
        yield server


@pytest.fixture
def n8n() -> Iterator[FakeN8n]:
    with FakeN8n().running() as server:
        yield server


def _bridge_body(kind: str, dify: FakeDify, n8n: FakeN8n | None = None) -> dict[str, Any]:
    if kind == "dify":
        return {"kind": "dify", "dify": {"base_url": dify.base_url, "api_key_env": KEY_ENV}}
    assert n8n is not None
    return {"kind": "n8n", "n8n": {"webhook_url": n8n.webhook_url()}}


@pytest.mark.parametrize("kind", ["dify", "n8n"])
def test_bridged_session_continues_through_an_outage_and_after_it(
    live: list[LiveServer], own_redis: RedisServer, dify: FakeDify, n8n: FakeN8n, kind: str
) -> None:
    server = LiveServer(make_settings(own_redis.url)).start()
    live.append(server)
    with server.client() as client:
        body = {"id": "bridge", "name": "Bridge", **_bridge_body(kind, dify, n8n)}
        assert client.post("/api/v1/agents", json=body).status_code == 201
        sid, events = _turn(client, "bridge", "我叫张三")
        assert events[-1]["data"]["checkpointer"] == "redis"
        own_redis.kill()
        # The outage turn runs on the fallback and the external conversation goes on.
        _, events = _turn(client, "bridge", "我叫什么", sid)
        assert events[-1]["data"]["checkpointer"] == "memory"
        assert reply_text(events) == "你叫张三"
        assert _said(client, sid) == ["我叫张三", "我叫什么"]
        own_redis.start()
        _wait_ok(client)
        # Carried back into the same thread: the bridged session works after the outage.
        _, events = _turn(client, "bridge", "hello", sid)
        assert events[-1]["data"]["checkpointer"] == "redis"
        assert _said(client, sid) == ["我叫张三", "我叫什么", "hello"]
        assert not server.runtime.chat.fallback.pending(server.call(_meta(server, "local", sid)))


async def _meta(server: LiveServer, workspace: str, sid: str) -> Any:
    return await server.runtime.chat.sessions.owned(workspace, sid)


def test_two_workspaces_with_one_session_id_stay_apart_through_an_outage(
    live: list[LiveServer], own_redis: RedisServer, dify: FakeDify
) -> None:
    settings = make_settings(
        own_redis.url, auth={"mode": "keys"}, egress={"allow_hosts": ["127.0.0.1"]}
    )
    server = LiveServer(settings).start()
    live.append(server)
    # Keys created before the outage: verified keys are trusted for 30 s while Redis is away.
    a_key, _ = server.call(server.runtime.key_store.create("ws-a", "admin"))
    b_key, _ = server.call(server.runtime.key_store.create("ws-b", "admin"))
    bridge = {"id": "dify", "name": "Dify", **_bridge_body("dify", dify)}
    with server.client(headers=_bearer(a_key)) as a, server.client(headers=_bearer(b_key)) as b:
        for client in (a, b):
            assert (
                client.post("/api/v1/agents", json={"id": "bot", "name": "Bot"}).status_code == 201
            )
            assert client.post("/api/v1/agents", json=bridge).status_code == 201
        _turn(a, "bot", "a1", "shared")
        _turn(b, "bot", "b1", "shared")
        _turn(a, "dify", "我叫张三", "talk")
        _turn(b, "dify", "我叫李四", "talk")
        own_redis.kill()
        for client, word in ((a, "a2"), (b, "b2")):
            _, events = _turn(client, "bot", word, "shared")
            assert events[-1]["data"]["checkpointer"] == "memory"
            assert reply_text(events) == f"I have seen 3 messages. You said: {word}"
        assert reply_text(_turn(a, "dify", "我叫什么", "talk")[1]) == "你叫张三"
        assert reply_text(_turn(b, "dify", "我叫什么", "talk")[1]) == "你叫李四"
        _turn(b, "bot", "only b knows", "fresh")  # a session born in the outage
        # Tokens live in Redis: minting one is a 503 to retry, never a 500.
        minted = a.post("/api/v1/tokens", json={"user_id": "ann", "scope": "chat"})
        assert minted.status_code == 503 and minted.json()["code"] == "redis_unavailable"
        assert a.get("/api/v1/sessions/fresh/messages").status_code == 404
        own_redis.start()
        _wait_ok(a)
        assert _said(a, "shared") == ["a1", "a2"]
        assert _said(b, "shared") == ["b1", "b2"]
        assert _said(a, "talk") == ["我叫张三", "我叫什么"]
        assert _said(b, "talk") == ["我叫李四", "我叫什么"]
        assert _said(b, "fresh") == ["only b knows"]
        # Workspace a claims the id b used during the outage: a session of its own, empty.
        _, events = _turn(a, "bot", "mine", "fresh")
        assert reply_text(events) == "I have seen 1 messages. You said: mine"
        assert _said(a, "fresh") == ["mine"] and _said(b, "fresh") == ["only b knows"]
        _, events = _turn(b, "bot", "b3", "shared")
        assert events[-1]["data"]["checkpointer"] == "redis"
        assert reply_text(events) == "I have seen 5 messages. You said: b3"


def test_session_created_during_an_outage_is_there_after_it(
    live: list[LiveServer], own_redis: RedisServer
) -> None:
    server = LiveServer(make_settings(own_redis.url)).start()
    live.append(server)
    with server.client() as client:
        assert client.post("/api/v1/agents", json={"id": "bot", "name": "Bot"}).status_code == 201
        before, _ = _turn(client, "bot", "before")  # answered while Redis was up
        own_redis.kill()
        sid, _ = _turn(client, "bot", "one")
        _turn(client, "bot", "two", sid)
        # The list says it is not whole: only the sessions this replica knows.
        listed = client.get("/api/v1/sessions").json()
        assert listed["complete"] is False and sid in [s["session_id"] for s in listed["sessions"]]
        own_redis.start()
        _wait_ok(client)
        assert _said(client, sid) == ["one", "two"]
        listed = _get_when_up(client, "/api/v1/sessions", {}).json()
        assert listed["complete"] is True
        assert {before, sid} <= {s["session_id"] for s in listed["sessions"]}
        _, events = _turn(client, "bot", "three", sid)
        assert reply_text(events) == "I have seen 5 messages. You said: three"


def test_deleting_a_session_during_an_outage_is_refused_and_nothing_comes_back(
    live: list[LiveServer], own_redis: RedisServer
) -> None:
    server = LiveServer(make_settings(own_redis.url)).start()
    live.append(server)
    with server.client() as client:
        assert client.post("/api/v1/agents", json={"id": "bot", "name": "Bot"}).status_code == 201
        sid, _ = _turn(client, "bot", "one")
        own_redis.kill()
        refused = client.delete(f"/api/v1/sessions/{sid}")
        assert refused.status_code == 503, refused.text
        assert refused.json()["code"] == "redis_unavailable" and "retry-after" in refused.headers
        assert _said(client, sid) == ["one"]  # still there, and says so
        own_redis.start()
        _wait_ok(client)
        assert _said(client, sid) == ["one"]
        assert client.delete(f"/api/v1/sessions/{sid}").status_code == 204
        assert client.get(f"/api/v1/sessions/{sid}/messages").status_code == 404


def test_agents_are_read_from_a_cache_and_never_changed_during_an_outage(
    live: list[LiveServer], own_redis: RedisServer
) -> None:
    server = LiveServer(make_settings(own_redis.url)).start()
    live.append(server)
    with server.client() as client:
        assert client.post("/api/v1/agents", json={"id": "bot", "name": "Bot"}).status_code == 201
        assert client.post("/api/v1/agents", json={"id": "other", "name": "O"}).status_code == 201
        sid, _ = _turn(client, "bot", "one")  # the turn read `bot`: it is cached
        own_redis.kill()
        _turn(client, "bot", "two", sid)
        unread = client.post("/api/v1/chat", json={"agent_id": "ghost", "message": "hi"})
        assert unread.status_code == 503, unread.text  # never read here: not "not found"
        for response in (
            client.put("/api/v1/agents/bot", json={"name": "Renamed"}),
            client.delete("/api/v1/agents/other"),
            client.post("/api/v1/agents", json={"id": "new", "name": "New"}),
        ):
            assert response.status_code == 503, response.text
        own_redis.start()
        _wait_ok(client)
        assert {a["id"]: a["name"] for a in client.get("/api/v1/agents").json()["agents"]} == {
            "bot": "Bot",
            "other": "O",
        }


def test_memory_is_skipped_during_an_outage_and_an_opt_out_is_never_lost(
    live: list[LiveServer], own_redis: RedisServer
) -> None:
    server = LiveServer(make_settings(own_redis.url)).start()
    live.append(server)
    ann = {"X-User-Id": "ann"}
    with server.client() as client:
        assert client.post("/api/v1/agents", json={"id": "bot", "name": "Bot"}).status_code == 201
        assert (
            client.put("/api/v1/tenants/kv/memory-config", json={"enabled": True}).status_code
            == 200
        )
        sid, events = _turn(client, "bot", "Please call me Sam.", headers=ann)
        assert [e for e in events if e["event"] == "memory"]  # captured
        before = client.get("/api/v1/memories/items", headers=ann).json()["items"]
        assert [i["content"] for i in before] and "Sam" in before[0]["content"]
        snapshot = client.get("/api/v1/memories/snapshot", headers=ann).json()
        own_redis.kill()
        # The turn answers; memory is neither recalled nor captured meanwhile.
        _, events = _turn(client, "bot", "I prefer trains. Call me Samuel.", sid, headers=ann)
        assert events[-1]["data"]["checkpointer"] == "memory"
        assert not [e for e in events if e["event"] == "memory"], events
        # The person opts out mid-outage: refused (503), never kept aside and lost.
        opt_out = client.put("/api/v1/memories/settings", json={"enabled": False}, headers=ann)
        assert opt_out.status_code == 503, opt_out.text
        assert opt_out.json()["code"] == "memory_unavailable"
        for response in (
            client.get("/api/v1/memories/items", headers=ann),
            client.post(
                "/api/v1/memories/items",
                json={"category": "preference", "content": "likes tea"},
                headers=ann,
            ),
            client.get("/api/v1/memories/entities", headers=ann),
        ):
            assert response.status_code == 503, response.text
            assert response.json()["code"] == "memory_unavailable"
        assert client.get("/health").json()["store"] == "unavailable"
        own_redis.start()
        _wait_ok(client)
        assert client.get("/health").json()["store"] == "redis"
        after = _get_when_up(client, "/api/v1/memories/items", ann).json()["items"]
        assert after == before  # nothing replayed: no duplicate, no outage capture
        assert _get_when_up(client, "/api/v1/memories/snapshot", ann).json() == snapshot
        assert _get_when_up(client, "/api/v1/memories/settings", ann).json() == {"enabled": True}
        # Now the opt-out is stored, and honoured.
        assert client.put(
            "/api/v1/memories/settings", json={"enabled": False}, headers=ann
        ).json() == {"enabled": False}
        _, events = _turn(client, "bot", "What do you call me? Call me Max.", sid, headers=ann)
        assert not [e for e in events if e["event"] == "memory"], events
        assert _get_when_up(client, "/api/v1/memories/items", ann).json()["items"] == before


def test_an_outage_copy_never_lands_in_another_life_of_the_session(
    live: list[LiveServer], own_redis: RedisServer
) -> None:
    """Replica 2 never saw ann's session; during the outage bob's turn on that id makes a
    session of its own there. After recovery Redis's session wins and bob's outage copy is
    dropped, never written into ann's thread."""
    one = LiveServer(make_settings(own_redis.url)).start()
    two = LiveServer(make_settings(own_redis.url)).start()
    live.extend([one, two])
    ann, bob = {"X-User-Id": "ann"}, {"X-User-Id": "bob"}
    with one.client() as first, two.client() as second:
        assert first.post("/api/v1/agents", json={"id": "bot", "name": "Bot"}).status_code == 201
        _turn(second, "bot", "warm-up", headers=bob)  # replica 2 has read the agent
        sid, _ = _turn(first, "bot", "ann's secret", headers=ann)
        own_redis.kill()
        _, events = _turn(second, "bot", "bob was here", sid, headers=bob)
        assert reply_text(events) == "I have seen 1 messages. You said: bob was here"
        own_redis.start()
        _wait_ok(first)
        _wait_ok(second)
        for client in (first, second):
            assert _said(client, sid) == ["ann's secret"]
        assert not two.runtime.chat.fallback.pending(two.call(_meta(two, "local", sid)))
