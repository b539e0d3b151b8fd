"""The service on a Redis Cluster: found from AGENTRT_REDIS_URL (any node), served with the
cluster client, conversations kept in the cluster, and a lost node an outage like any other.

The service used to die there with MovedError (a single-server client talking to one node).
The cluster (tests/conftest.py `redis_cluster`) has three masters, no replicas and no modules,
so long-term memory is off there by design.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
import redis
from httpx_sse import connect_sse
from redis.cluster import key_slot

from agents.errors import RedisUnavailable
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import (
    GuardedRedis,
    GuardedRedisCluster,
    detect_cluster,
    guard,
    open_redis,
)
from migrations.runner import current_version, latest_version
from tests.api.conftest import (
    create_agent,
    make_settings,
    reply_text,
    scripted_models,
    stream_turn,
)
from tests.support.harness.live import LiveServer
from tests.support.harness.redis_server import RedisCluster, RedisServer, free_port

pytestmark = pytest.mark.redis


@pytest.fixture
def start_server() -> Iterator[Callable[..., LiveServer]]:
    """Live servers (tests/api/conftest.py's, which this package does not see)."""
    servers: list[LiveServer] = []

    def start(redis_url: str | None, *, delay: float = 0.0, **overrides: Any) -> LiveServer:
        server = LiveServer(make_settings(redis_url, **overrides), scripted_models(delay)).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


def _chat(
    client: httpx.Client, message: str, sid: str | None = None, **headers: str
) -> dict[str, Any]:
    body = {"agent_id": "bot", "message": message}
    if sid:
        body["session_id"] = sid
    response = client.post("/api/v1/chat", json=body, headers=headers)
    assert response.status_code == 200, response.text
    return dict(response.json())


def _resume(client: httpx.Client, last_id: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    body = {"agent_id": "bot", "message": "ignored"}
    with connect_sse(
        client, "POST", "/api/v1/chat/stream", json=body, headers={"Last-Event-ID": last_id}
    ) as source:
        assert source.response.status_code == 200, source.response.read()
        for sse in source.iter_sse():
            events.append({"event": sse.event, "id": sse.id, "data": json.loads(sse.data)})
    return events


def _wait_health(client: httpx.Client, status: str, timeout: float = 10.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        body = dict(client.get("/health").json())
        if body["status"] == status or time.monotonic() > deadline:
            return body
        time.sleep(0.1)


# -- detection ---------------------------------------------------------------------------


async def test_a_cluster_url_gets_the_cluster_client(
    cluster_redis_url: str, redis_cluster: RedisCluster
) -> None:
    assert await detect_cluster(cluster_redis_url) is True
    for url in redis_cluster.urls:  # any node names the cluster
        client = await open_redis(url)
        try:
            assert isinstance(client, GuardedRedisCluster)
            assert guard(client) is client
            assert await client.ping()
            # Bytes, on the right node whatever the key's slot (no MovedError).
            for key in ("{a}k", "{b}k", "{c}k"):
                await client.set(key, "v")
                assert await client.get(key) == b"v"
            assert await client.mget(["{a}k", "{b}k", "{c}k", "{a}none"]) == [b"v"] * 3 + [None]
        finally:
            await client.aclose()


async def test_a_single_server_url_gets_the_single_server_client(redis_url: str) -> None:
    assert await detect_cluster(redis_url) is False
    client = await open_redis(redis_url)
    try:
        assert isinstance(client, GuardedRedis) and guard(client) is client
        assert await client.ping()
    finally:
        await client.aclose()


async def test_detection_can_be_overridden_and_is_unknown_when_unreachable(
    cluster_redis_url: str,
) -> None:
    nobody = f"redis://127.0.0.1:{free_port()}/0"
    started = time.monotonic()
    assert await detect_cluster(nobody, connect_timeout=0.5) is None
    assert time.monotonic() - started < 2.0
    unknown = await open_redis(nobody, connect_timeout=0.5)  # logged; starts degraded
    assert isinstance(unknown, GuardedRedis)
    await unknown.aclose()
    forced = await open_redis(nobody, cluster=True, connect_timeout=0.5)
    try:
        assert isinstance(forced, GuardedRedisCluster)
        with pytest.raises(RedisUnavailable):
            await forced.ping()
    finally:
        await forced.aclose()
    with pytest.raises(ValueError, match="database 0"):
        await open_redis(cluster_redis_url.rsplit("/", 1)[0] + "/2", cluster=True)


async def test_redis_state_probes_and_closes_a_cluster(cluster_redis_url: str) -> None:
    client = await open_redis(cluster_redis_url, socket_timeout=0.5, connect_timeout=0.5)
    state = RedisState(client, probe_interval=0.05)
    try:
        assert state.cluster and state.available
        assert await state.check()
        assert await state.attempt(lambda c: c.set("{b}x", 1))
        await state.aclose()
        assert state.mark_down not in client.listeners
    finally:
        await client.aclose()


# -- the service on the cluster ----------------------------------------------------------


def test_conversation_over_http_on_a_cluster(
    start_server: Callable[..., LiveServer], cluster_redis_url: str
) -> None:
    server = start_server(cluster_redis_url, delay=0.02)
    assert isinstance(server.runtime.state.client, GuardedRedisCluster)
    # The extraction queue's scripts span slots: with no memory Redis of its own (which would
    # hold the queue) it is off on a cluster (logged), not a crash.
    assert server.runtime.extraction_worker is None
    with server.client() as client:
        health = client.get("/health").json()
        assert health["status"] == "ok" and health["checkpointer"] == "redis", health
        assert health["store"] == "unavailable"  # no modules on the cluster: memory off
        create_agent(client)
        assert [a["id"] for a in client.get("/api/v1/agents").json()["agents"]] == ["bot"]
        first = _chat(client, "one")
        sid = first["session_id"]
        assert first["checkpointer"] == "redis"
        assert _chat(client, "two", sid)["reply"] == "I have seen 3 messages. You said: two"
        events = stream_turn(client, {"agent_id": "bot", "message": "three", "session_id": sid})
        assert events[-1]["event"] == "done" and events[-1]["data"]["checkpointer"] == "redis"
        assert reply_text(events) == "I have seen 5 messages. You said: three"
        # Resume a live turn from the middle: exactly what was missed, then the rest.
        words = "a b c d e f g h"
        head = stream_turn(
            client, {"agent_id": "bot", "message": words, "session_id": sid}, stop_after=4
        )
        tail = _resume(client, head[-1]["id"])
        seqs = [int(e["id"].rsplit(".", 1)[1]) for e in head + tail]
        assert seqs == list(range(1, len(seqs) + 1)) and tail[-1]["event"] == "done"
        assert reply_text(head + tail) == f"I have seen 7 messages. You said: {words}"
        pulled = client.get(f"/api/v1/sessions/{sid}/events", params={"after": events[1]["id"]})
        assert pulled.status_code == 200, pulled.text
        history = client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
        assert [m["content"] for m in history if m["role"] == "user"] == [
            "one",
            "two",
            "three",
            words,
        ]
        other = _chat(client, "elsewhere")["session_id"]  # another session, another slot
        assert client.delete(f"/api/v1/sessions/{sid}").status_code == 204
        assert client.get(f"/api/v1/sessions/{sid}/messages").status_code == 404
        assert len(client.get(f"/api/v1/sessions/{other}/messages").json()["messages"]) == 2
        assert _chat(client, "again", sid)["reply"] == "I have seen 1 messages. You said: again"
        assert client.delete("/api/v1/agents/bot").status_code == 204
        assert client.get("/api/v1/agents").json()["agents"] == []
    # The migrations ran on the cluster (the version is in it).
    state = server.runtime.state
    assert server.call(current_version(state.client, Keys())) == latest_version()


def test_conversations_on_a_cluster_and_memory_on_its_own_redis(
    start_server: Callable[..., LiveServer], cluster_redis_url: str, redis_url: str
) -> None:
    """AGENTRT_MEMORY_REDIS_URL: memory search where the Search module is, while
    conversations live on the cluster (which has no modules)."""
    server = start_server(cluster_redis_url, memory_redis_url=redis_url)
    assert isinstance(server.runtime.state.client, GuardedRedisCluster)
    assert isinstance(server.runtime.memory_state.client, GuardedRedis)
    u1 = {"X-User-Id": "u1"}
    with server.client() as client:
        health = client.get("/health").json()
        assert (health["redis"], health["memory_redis"], health["store"]) == ("up", "up", "redis")
        assert client.put("/api/v1/tenants/kv/memory-config", json={"enabled": True}).is_success
        create_agent(client)
        first = _chat(client, "Remember that my favourite colour is teal.", **u1)
        assert first["checkpointer"] == "redis"
        items = client.get("/api/v1/memories/items", headers=u1).json()["items"]
        assert [i for i in items if "teal" in i["content"]], items
        found = client.post("/api/v1/memories/search", json={"query": "colour"}, headers=u1)
        assert found.status_code == 200, found.text
        assert _chat(client, "and again", first["session_id"], **u1)["checkpointer"] == "redis"


def test_auto_extraction_runs_on_the_memory_redis_while_conversations_are_on_a_cluster(
    cluster_redis_url: str, redis_url: str
) -> None:
    """The extraction queue's scripts span slots, so on a cluster it lives with memory, on
    AGENTRT_MEMORY_REDIS_URL: a turn on the cluster is extracted into memory by the worker."""
    from tests.support.fakes.fake_models import ScriptedModel, traffic_preference

    model = ScriptedModel(answer=traffic_preference)
    settings = make_settings(
        cluster_redis_url, memory_redis_url=redis_url, memory={"poll_seconds": 0.05}
    )
    server = LiveServer(settings, lambda spec: model).start()
    u1 = {"X-User-Id": "u1"}
    try:
        worker = server.runtime.extraction_worker
        assert worker is not None and worker.running
        assert worker.queue.state is server.runtime.memory_state
        with server.client() as client:
            config = {"enabled": True, "write_mode": "auto", "extract_delay_seconds": 5}
            assert client.put("/api/v1/tenants/kv/memory-config", json=config).is_success
            create_agent(client)
            said = "The traffic noise outside my window keeps me awake."
            events = stream_turn(client, {"agent_id": "bot", "message": said}, headers=u1)
            assert events[-1]["event"] == "done" and events[-1]["data"]["checkpointer"] == "redis"
            message_id = events[0]["data"]["message_id"]
            # Due 5 s after the turn: move the scheduler's clock instead of waiting.
            assert server.call(worker.queue.dispatch(now=time.time() + 6))["queued"] == 1
            deadline = time.monotonic() + 15
            items: list[dict[str, Any]] = []
            while not items and time.monotonic() < deadline:
                r = client.get("/api/v1/memories/items", params={"status": "pending"}, headers=u1)
                assert r.status_code == 200, r.text
                items = r.json()["items"]
                time.sleep(0.05)
            assert [(i["content"], i["source_message_ids"]) for i in items] == [
                ("Prefers quiet flats away from main roads", [message_id])
            ]
            assert server.call(worker.queue.stats()) == {"due": 0, "unacked": 0, "queued": 0}
    finally:
        server.stop()
    memory = redis.Redis.from_url(redis_url)
    try:
        assert any(k.startswith(b"extract:") for k in memory.scan_iter(count=1000))
    finally:
        memory.close()
    cluster = redis.RedisCluster.from_url(cluster_redis_url)
    try:
        assert not list(cluster.scan_iter(match="extract:*"))
    finally:
        cluster.close()


def test_a_second_replica_reads_the_first_ones_turns(
    start_server: Callable[..., LiveServer], cluster_redis_url: str
) -> None:
    first = start_server(cluster_redis_url, delay=0.05)
    second = start_server(cluster_redis_url)
    with first.client() as a, second.client() as b:
        create_agent(a)
        head = stream_turn(
            a, {"agent_id": "bot", "message": "one two three four five"}, stop_after=3
        )
        sid = head[0]["data"]["session_id"]
        # Resumed on the other replica while the first still runs the turn: the live rest
        # comes through the cluster (the follower's read).
        tail = _resume(b, head[-1]["id"])
        assert tail[-1]["event"] == "done"
        said = "one two three four five"
        assert reply_text(head + tail) == f"I have seen 1 messages. You said: {said}"
        assert _chat(b, "six", sid)["reply"] == "I have seen 3 messages. You said: six"


def test_api_keys_and_person_tokens_on_a_cluster(
    start_server: Callable[..., LiveServer], cluster_redis_url: str
) -> None:
    env = {**os.environ, "AGENTRT_REDIS_URL": cluster_redis_url}

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "app", "keys", *args],
            capture_output=True,
            text=True,
            timeout=60,
            env=env,
        )

    made = cli("create", "--workspace", "acme", "--scope", "admin")
    assert made.returncode == 0, made.stderr
    secret, key_id = made.stdout.strip(), made.stderr.split()[1].rstrip(":")
    server = start_server(cluster_redis_url, auth={"mode": "keys"})
    other_secret, _ = server.call(server.runtime.key_store.create("acme", "full"))
    listed = cli("list")
    assert listed.returncode == 0 and key_id in listed.stdout, listed.stderr
    admin = {"Authorization": f"Bearer {secret}"}
    with server.client() as client:
        made_agent = client.post("/api/v1/agents", json={"id": "bot", "name": "B"}, headers=admin)
        assert made_agent.status_code == 201, made_agent.text
        full = {"Authorization": f"Bearer {other_secret}"}
        minted = client.post("/api/v1/tokens", json={"user_id": "ann"}, headers=full)
        assert minted.status_code == 201, minted.text
        token = minted.json()
        ann = {"Authorization": f"Bearer {token['token']}"}
        assert _chat(client, "hi", **ann)["reply"] == "I have seen 1 messages. You said: hi"
        tokens = client.get("/api/v1/tokens", headers=full).json()["tokens"]
        assert [t["id"] for t in tokens] == [token["id"]]
        assert client.delete(f"/api/v1/tokens/{token['id']}", headers=full).status_code == 204
        after = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "x"}, headers=ann)
        assert after.status_code == 401
        revoked = cli("revoke", key_id)
        assert revoked.returncode == 0, revoked.stderr
        assert client.get("/api/v1/agents", headers=admin).status_code == 401


# -- a lost node -------------------------------------------------------------------------


async def test_a_frozen_node_is_redis_unavailable_within_the_socket_timeout(
    cluster_redis_url: str, redis_cluster: RedisCluster
) -> None:
    client = await open_redis(cluster_redis_url, socket_timeout=0.5, connect_timeout=0.5)
    state = RedisState(client, probe_interval=60)
    node = _node_serving(redis_cluster, "{c}k")
    try:
        await client.set("{c}k", "v")
        node.pause()  # shorter than the cluster's node timeout (2 s): it stays a member
        try:
            started = time.monotonic()
            with pytest.raises(RedisUnavailable):
                await client.get("{c}k")
            assert time.monotonic() - started < 1.5  # not redis-py's retries with backoff
            assert not state.available
        finally:
            node.resume()
        # Back within a few probes: the resumed node first works off what queued while it
        # was stopped, and beside other processes one probe may miss its 0.5 s.
        deadline = time.monotonic() + 5.0
        while not await state.check() and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
        assert state.available
        assert await client.get("{c}k") == b"v"
    finally:
        await state.aclose()
        await client.aclose()


async def test_a_killed_node_is_redis_unavailable_at_once(
    cluster_redis_url: str, redis_cluster: RedisCluster
) -> None:
    client = await open_redis(cluster_redis_url, socket_timeout=0.5, connect_timeout=0.5)
    state = RedisState(client, probe_interval=60)
    try:
        for key in ("{a}k", "{b}k", "{c}k"):
            await client.set(key, "v")
        redis_cluster.nodes[1].kill()  # owns `{c}`
        started = time.monotonic()
        with pytest.raises(RedisUnavailable):
            await client.get("{c}k")
        assert time.monotonic() - started < 1.0
        assert not state.available  # marked down where it happened
        started = time.monotonic()
        with pytest.raises(RedisUnavailable):
            async with client.pipeline(transaction=False) as pipe:
                pipe.get("{a}k")
                pipe.get("{c}k")
                await pipe.execute()
        with pytest.raises(RedisUnavailable):
            await client.ping()
        assert not await state.check()
        assert time.monotonic() - started < 2.0
    finally:
        await state.aclose()
        await client.aclose()


def _node_serving(cluster: RedisCluster, key: str) -> RedisServer:
    """The node whose slots hold `key`, as the cluster says (CLUSTER SLOTS)."""
    slot = key_slot(key.encode())
    client = redis.Redis(port=cluster.ports[0])
    try:
        for start, end, (_host, port, *_rest), *_replicas in client.execute_command(
            "CLUSTER SLOTS"
        ):
            if start <= slot <= end:
                return next(node for node in cluster.nodes if node.port == int(port))
    finally:
        client.close()
    raise AssertionError(f"slot {slot} is not served by any node")


def test_a_killed_node_degrades_the_service_and_turns_go_on_in_memory(
    start_server: Callable[..., LiveServer], cluster_redis_url: str, redis_cluster: RedisCluster
) -> None:
    server = start_server(cluster_redis_url)
    workspace = server.settings.auth.local_workspace
    with server.client() as client:
        create_agent(client)
        sid = _chat(client, "one")["session_id"]
        assert _chat(client, "two", sid)["checkpointer"] == "redis"
        node = _node_serving(redis_cluster, server.runtime.keys.session_meta(workspace, sid))
        node.kill()
        started = time.monotonic()
        events = stream_turn(client, {"agent_id": "bot", "message": "three", "session_id": sid})
        assert time.monotonic() - started < 3.0  # socket_timeout 0.5 s: fails fast, no hang
        assert events[-1]["event"] == "done", events[-1]
        assert events[-1]["data"]["checkpointer"] == "memory" and events[-1]["data"]["degraded"]
        assert reply_text(events) == "I have seen 5 messages. You said: three"
        health = client.get("/health").json()
        assert health["status"] == "degraded" and health["redis"] == "down", health
        assert health["checkpointer"] == "memory"
        # The probe pings every master: one answering is not the cluster back.
        time.sleep(1.0)
        assert client.get("/health").json()["status"] == "degraded"
        refused = client.post("/api/v1/agents", json={"id": "other", "name": "O"})
        assert refused.status_code == 503 and refused.json()["code"] == "redis_unavailable"
        four = _chat(client, "four", sid)
        assert four["checkpointer"] == "memory"
        assert four["reply"] == "I have seen 7 messages. You said: four"
        # The node comes back (empty: no persistence in the harness) and rejoins its cluster.
        node.start()
        assert _wait_health(client, "ok", timeout=20.0)["checkpointer"] == "redis"
        made = client.post("/api/v1/agents", json={"id": "bot", "name": "Bot"})
        assert made.status_code in (201, 409), made.text  # 201: the node held the agent
        five = _chat(client, "five", sid)
        assert five["checkpointer"] == "redis"
        assert five["reply"] == "I have seen 9 messages. You said: five"
        history = client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
        said = [m["content"] for m in history if m["role"] == "user"]
        assert said == ["one", "two", "three", "four", "five"]  # the outage's turns carried over
