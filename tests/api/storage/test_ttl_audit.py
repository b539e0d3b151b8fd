"""Every key a session writes expires: checkpoints, SSE buffers, context, ownership."""

from __future__ import annotations

import pytest
import redis

from agents.storage.keys import Keys, session_thread
from tests.api.conftest import create_agent, stream_turn
from tests.support.fakes.fake_dify import FakeDify

pytestmark = pytest.mark.redis

KEYS = Keys()

# Durable, deliberately without TTL: agents, API keys, migration state, workspace and personal
# memory settings, and long-term memory itself (it outlives sessions by design).
DURABLE_PREFIXES = (
    "agent:",
    "agents:",
    "apikey:",
    "apikeys",
    "agentrt:migrations:",
    "tenant:",
    "memory-settings:",
    "memory:",
)


def test_every_session_key_has_a_bounded_ttl(start_server, redis_url: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    ttl_minutes = 30
    server = start_server(redis_url, checkpoint={"ttl_minutes": ttl_minutes})
    with server.client() as client:
        create_agent(client)
        create_agent(client, "stateless", memory_type="none")
        sid = None
        for text in ("one", "two three", "four"):
            events = stream_turn(
                client, {"agent_id": "bot", "message": text, **({"session_id": sid} if sid else {})}
            )
            sid = events[0]["data"]["session_id"]
        client.post("/api/v1/chat", json={"agent_id": "stateless", "message": "x"})
        client.get(f"/api/v1/sessions/{sid}/messages")
        # a summarization, a memory write, an auto-extraction note and a Dify bridge call
        client.put("/api/v1/tenants/kv/memory-config", json={"enabled": True, "write_mode": "auto"})
        create_agent(client, "small", model={"context_window": 4000})
        small = None
        compressed = False
        for _ in range(8):
            events = stream_turn(
                client,
                {
                    "agent_id": "small",
                    "message": "call me Sam. " * 60,
                    **({"session_id": small} if small else {}),
                },
            )
            small = events[0]["data"]["session_id"]
            compressed |= any(e["event"] == "compression_end" for e in events)
        assert compressed
        monkeypatch.setenv("AGENTRT_SECRET_TEST_DIFY_KEY", "app-ttl-audit-key")
        with FakeDify(api_key="app-ttl-audit-key").running() as dify:
            create_agent(
                client,
                "dify",
                kind="dify",
                dify={"base_url": dify.base_url, "api_key_env": "AGENTRT_SECRET_TEST_DIFY_KEY"},
            )
            bridged = stream_turn(client, {"agent_id": "dify", "message": "我叫张三"})
            assert bridged[-1]["event"] == "done"

    r = redis.Redis.from_url(redis_url, decode_responses=True)
    limit = ttl_minutes * 60 + 3600
    checked = 0
    families = set()
    for key in r.scan_iter(count=1000):
        if key.startswith(DURABLE_PREFIXES):
            continue
        if r.type(key) == "none":
            continue
        ttl = r.ttl(key)
        assert 0 < ttl <= limit, (key, ttl)
        checked += 1
        families.add(key.split(":")[0])
    assert checked > 10
    # checkpoints, their writes, session meta/context, SSE buffers and turn records all seen
    assert {"ckpt", "session", "orchestrator", "external", "extract"} <= families, families
    assert 0 < r.ttl(KEYS.stream("local", sid)) <= 600
    assert 0 < r.ttl(KEYS.session_context("local", sid)) <= 3600
    # checkpoint keys carry the configured TTL
    checkpoint_ttls = [r.ttl(k) for k in r.scan_iter(match="ckpt:*")]
    assert checkpoint_ttls and max(checkpoint_ttls) <= ttl_minutes * 60


def test_a_long_thread_keeps_a_bounded_number_of_checkpoints(start_server, redis_url: str) -> None:  # type: ignore[no-untyped-def]
    """Every turn writes a checkpoint; pruning keeps the newest few so a 60-turn thread does
    not hold 60 of them (RELIABILITY: a fixed key-count budget per thread)."""
    import time

    server = start_server(redis_url, checkpoint={"keep_last": 3, "prune_every": 10})
    with server.client() as client:
        create_agent(client)
        sid = None
        for turn in range(60):
            r = client.post(
                "/api/v1/chat",
                json={
                    "agent_id": "bot",
                    "message": f"n{turn}",
                    **({"session_id": sid} if sid else {}),
                },
            )
            sid = r.json()["session_id"]
        time.sleep(0.5)  # pruning runs after the reply
        history = client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
        assert len(history) == 120  # all messages are still there, in the newest checkpoint
    r = redis.Redis.from_url(redis_url, decode_responses=True)
    thread_keys = KEYS.checkpoint_keys(session_thread("local", sid))
    assert sorted(k for k in r.scan_iter(match="ckpt:*") if sid in k) == sorted(
        k for k in thread_keys if r.exists(k)
    )  # a thread is a fixed set of keys, however long it gets
    checkpoints = r.zcard(thread_keys[0])
    assert 0 < checkpoints <= 3 + 10, checkpoints
