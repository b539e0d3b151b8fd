"""A bridged agent's reply and turn are bounded, on a keys-mode server with Redis.

Regressions: a one-line n8n `{"output": …}` of 20 MB was read and stored whole (the 8 MiB cap
only counted the lines after the first), as were n8n NDJSON and Dify SSE streams of any size;
one 200 MB SSE `data:` line was buffered whole before being skipped; a Dify sending only pings
kept a turn with `timeout_s: 3` running for minutes. The limit is made small here (the module
constant) so a reply just over it is a few KiB.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
import redis

import agents.bridges.common as bridge_common
import agents.bridges.config as bridge_config
from agents.storage.keys import Keys
from tests.api.bridges.test_bridges_api import (  # noqa: F401  (fixtures)
    KEY_ENV,
    dify_fixture,
    n8n_fixture,
)
from tests.api.conftest import stream_turn
from tests.support.fakes.fake_dify import FakeDify
from tests.support.fakes.fake_n8n import FakeN8n
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis

KEYS = Keys()
WORKSPACE = "ws-a"
# Four hundred 50-character deltas: 20,000 characters, some of them outside ASCII.
REPLY = [f"{i:04d} 答案的一部分 part of a long bridged reply …….." for i in range(400)]
MODES = [("n8n", "json"), ("n8n", "streaming"), ("dify", "streaming"), ("dify", "blocking")]


@pytest.fixture
def server(start_server: Callable[..., LiveServer], redis_url: str) -> LiveServer:
    # The tester's setup: keys mode, the fakes' loopback address allowed by the operator.
    return start_server(redis_url, auth={"mode": "keys"}, egress={"allow_hosts": ["127.0.0.1"]})


@pytest.fixture
def rdb(redis_url: str) -> Iterator[redis.Redis]:
    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


def key(server: LiveServer, scope: str) -> dict[str, str]:
    secret, _ = server.call(server.runtime.key_store.create(WORKSPACE, scope))
    return {"Authorization": f"Bearer {secret}"}


@pytest.fixture
def admin(server: LiveServer) -> dict[str, str]:
    return key(server, "admin")


@pytest.fixture
def chat(server: LiveServer) -> dict[str, str]:
    return {**key(server, "chat"), "X-User-Id": "ann"}


def bridged_agent(
    client: httpx.Client,
    admin: dict[str, str],
    kind: str,
    mode: str,
    dify: FakeDify,
    n8n: FakeN8n,
    timeout_s: float = 5,
) -> None:
    if kind == "dify":
        config: dict[str, Any] = {
            "base_url": dify.base_url,
            "api_key_env": KEY_ENV,
            "response_mode": mode,
            "timeout_s": timeout_s,
        }
    else:
        n8n.mode = mode  # type: ignore[assignment]
        config = {"webhook_url": n8n.webhook_url(), "timeout_s": timeout_s}
    body = {"id": "ext", "name": "Ext", "kind": kind, kind: config}
    response = client.post("/api/v1/agents", json=body, headers=admin)
    assert response.status_code == 201, response.text


def turn(client: httpx.Client, chat: dict[str, str]) -> tuple[str, list[dict[str, Any]]]:
    events = stream_turn(client, {"agent_id": "ext", "message": "tell me"}, headers=chat)
    assert events[0]["event"] == "session", events
    return events[0]["data"]["session_id"], events


def history(client: httpx.Client, chat: dict[str, str], sid: str) -> list[tuple[str, str]]:
    response = client.get(f"/api/v1/sessions/{sid}/messages", headers=chat)
    assert response.status_code == 200, response.text
    return [(m["role"], m["content"]) for m in response.json()["messages"]]


def tokens(events: list[dict[str, Any]]) -> str:
    return "".join(e["data"]["delta"] for e in events if e["event"] == "token")


def assert_nothing_kept(
    client: httpx.Client, chat: dict[str, str], rdb: redis.Redis, kind: str, sid: str
) -> None:
    assert history(client, chat, sid) == []  # a failed turn leaves the history as it was
    assert rdb.get(KEYS.external_conversation(kind, WORKSPACE, sid)) is None


@pytest.mark.parametrize(("kind", "mode"), MODES)
def test_reply_over_the_limit_is_refused_and_nothing_is_kept(
    server: LiveServer,
    admin: dict[str, str],
    chat: dict[str, str],
    rdb: redis.Redis,
    dify: FakeDify,
    n8n: FakeN8n,
    monkeypatch: pytest.MonkeyPatch,
    kind: str,
    mode: str,
) -> None:
    fake: FakeDify | FakeN8n = dify if kind == "dify" else n8n
    fake.reply = REPLY
    text = "".join(REPLY)
    with server.client() as client:
        bridged_agent(client, admin, kind, mode, dify, n8n)
        # The body's size in this mode (the same on every new session of the fake).
        monkeypatch.setattr(bridge_common, "MAX_REPLY_BYTES", 1024 * 1024)
        sid, events = turn(client, chat)
        assert events[-1]["event"] == "done", events[-1]
        size = fake.body_bytes
        assert size > len(text.encode()), size
        if mode == "json":
            one_line = json.dumps({"output": text}, ensure_ascii=False, separators=(",", ":"))
            assert size == len(one_line.encode())
        if mode == "streaming":
            assert len([e for e in events if e["event"] == "token"]) > 1

        # One byte over: refused, over SSE and over the JSON endpoint, and nothing kept.
        limit = size - 1
        monkeypatch.setattr(bridge_common, "MAX_REPLY_BYTES", limit)
        sid, events = turn(client, chat)
        error = events[-1]
        assert error["event"] == "error", error
        assert error["data"]["code"] == "bridge_error" and error["data"]["retryable"] is False
        assert f"over {limit} bytes" in error["data"]["message"], error
        assert len(tokens(events).encode()) <= limit  # what streamed before the limit, if any
        if mode in ("json", "blocking"):
            assert [e["event"] for e in events] == ["session", "error"]
        assert_nothing_kept(client, chat, rdb, kind, sid)
        response = client.post(
            "/api/v1/chat", json={"agent_id": "ext", "message": "tell me"}, headers=chat
        )
        assert response.status_code == 502, response.text
        assert response.json()["code"] == "bridge_error"
        assert f"over {limit} bytes" in response.json()["message"]

        # Exactly at the limit: kept whole.
        monkeypatch.setattr(bridge_common, "MAX_REPLY_BYTES", size)
        sid, events = turn(client, chat)
        assert events[-1]["event"] == "done", events[-1]
        assert tokens(events) == text
        assert history(client, chat, sid) == [("user", "tell me"), ("assistant", text)]
        assert rdb.get(KEYS.external_conversation(kind, WORKSPACE, sid)) is not None


def test_dify_data_line_longer_than_the_limit_is_not_read_whole(
    server: LiveServer,
    admin: dict[str, str],
    chat: dict[str, str],
    rdb: redis.Redis,
    dify: FakeDify,
    n8n: FakeN8n,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    limit = 64 * 1024
    monkeypatch.setattr(bridge_common, "MAX_REPLY_BYTES", limit)
    # One `data:` line of 64 MiB (a thousand times the limit), written 16 KiB at a time.
    dify.line_bytes = 64 * 1024 * 1024
    with server.client() as client:
        bridged_agent(client, admin, "dify", "streaming", dify, n8n)
        sid, events = turn(client, chat)
        error = events[-1]
        assert [e["event"] for e in events] == ["session", "error"], events
        assert error["data"]["code"] == "bridge_error"
        assert f"over {limit} bytes" in error["data"]["message"]
        assert_nothing_kept(client, chat, rdb, "dify", sid)
    # The bridge closed the connection soon after the limit: what the fake got out is the
    # limit plus what the loopback socket buffers held, far from the whole line.
    time.sleep(0.3)
    assert dify.body_bytes < 16 * 1024 * 1024, dify.body_bytes


def test_dify_sending_only_pings_ends_at_the_turn_deadline(
    server: LiveServer,
    admin: dict[str, str],
    chat: dict[str, str],
    rdb: redis.Redis,
    dify: FakeDify,
    n8n: FakeN8n,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # timeout_s 1, deadline 2 x 1 s; a ping every 0.2 s keeps every read under the timeout.
    monkeypatch.setattr(bridge_config, "TURN_DEADLINE_FACTOR", 2.0)
    dify.ping_every_s = 0.2
    with server.client() as client:
        bridged_agent(client, admin, "dify", "streaming", dify, n8n, timeout_s=1)
        started = time.monotonic()
        sid, events = turn(client, chat)
        took = time.monotonic() - started
        error = events[-1]
        assert [e["event"] for e in events] == ["session", "error"], events
        assert error["data"]["code"] == "bridge_unavailable" and error["data"]["retryable"]
        assert "did not finish its answer within 2 s" in error["data"]["message"]
        assert 1.8 <= took < 5, took
        assert_nothing_kept(client, chat, rdb, "dify", sid)
        response = client.post(
            "/api/v1/chat", json={"agent_id": "ext", "message": "again"}, headers=chat
        )
        assert response.status_code == 502 and response.json()["code"] == "bridge_unavailable"
        # The service stayed on Redis: a bridge's deadline is not Redis being down.
        assert client.get("/health").json()["redis"] == "up"
