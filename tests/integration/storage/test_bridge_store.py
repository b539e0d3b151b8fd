"""External conversation ids in a real Redis: 24 h TTL, shared by replicas, cleared = forgotten,
and written back after an outage."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis

from agents.bridges.store import ConversationStore, ExternalConversation
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from tests.support.harness.redis_server import RedisServer

pytestmark = pytest.mark.redis

DAY = 24 * 3600


def record(external_id: str = "c1", **over: str) -> ExternalConversation:
    fields = {
        "kind": "dify",
        "external_id": external_id,
        "workspace": "acme",
        "user_id": "u1",
        "agent_id": "bot",
        "endpoint": "http://dify/v1/chat-messages",
        "user": "acme:u1",
        **over,
    }
    return ExternalConversation(**fields)  # type: ignore[arg-type]


@pytest.fixture
async def client(redis_url: str) -> AsyncIterator[Redis]:
    client = make_async_redis(redis_url, connect_timeout=0.5, socket_timeout=0.5)
    try:
        yield client
    finally:
        await client.aclose()


@pytest.fixture
async def state(client: Redis) -> AsyncIterator[RedisState]:
    state = RedisState(client, probe_interval=0.1)
    try:
        yield state
    finally:
        await state.aclose()


async def test_record_in_redis_with_a_24h_ttl(state: RedisState, client: Redis) -> None:
    store = ConversationStore(state, Keys())
    mine = record()
    await store.put(mine, "s_1")
    key = "external:dify:conversation:{acme:s_1}"
    ttl = await client.ttl(key)
    assert DAY - 5 <= ttl <= DAY
    stored = json.loads(await client.get(key))
    assert stored["external_id"] == "c1" and stored["user"] == "acme:u1"
    assert stored["workspace"] == "acme" and stored["user_id"] == "u1"
    assert await store.get("dify", "acme", "s_1") == mine
    assert await store.get("n8n", "acme", "s_1") is None


async def test_prefix_and_custom_ttl(state: RedisState, client: Redis) -> None:
    store = ConversationStore(state, Keys("tenantA"), ttl_s=300)
    await store.put(record(kind="n8n", user=None), "s_1")  # type: ignore[arg-type]
    assert 295 <= await client.ttl("tenantA:external:n8n:conversation:{acme:s_1}") <= 300


async def test_two_replicas_share_the_ids(redis_url: str, state: RedisState) -> None:
    other_client = make_async_redis(redis_url)
    other = RedisState(other_client)
    try:
        await ConversationStore(state, Keys()).put(record("c-from-a"), "s_1")
        found = await ConversationStore(other, Keys()).get("dify", "acme", "s_1")
        assert found is not None and found.external_id == "c-from-a"
    finally:
        await other.aclose()
        await other_client.aclose()


async def test_a_cleared_key_is_a_first_turn(state: RedisState, client: Redis) -> None:
    store = ConversationStore(state, Keys())
    await store.put(record(), "s_1")
    await client.delete("external:dify:conversation:{acme:s_1}")
    assert await store.get("dify", "acme", "s_1") is None  # the local copy does not resurrect it


async def test_unreadable_record_is_ignored(state: RedisState, client: Redis) -> None:
    await client.set("external:dify:conversation:{acme:s_1}", b"not json", ex=60)
    assert await ConversationStore(state, Keys()).get("dify", "acme", "s_1") is None


async def test_a_key_of_another_type_is_no_record(state: RedisState, client: Redis) -> None:
    await client.hset("external:dify:conversation:{acme:s_1}", "x", "y")  # type: ignore[misc]
    store = ConversationStore(state, Keys())
    assert await store.get("dify", "acme", "s_1") is None
    await store.put(record("c-new"), "s_1")  # SET replaces it
    found = await store.get("dify", "acme", "s_1")
    assert found is not None and found.external_id == "c-new" and state.available


async def test_outage_writes_are_written_back(state: RedisState, client: Redis) -> None:
    store = ConversationStore(state, Keys())
    await store.put(record("c-before"), "s_gone")
    state.mark_down("test outage")
    await store.put(record("c-during"), "s_1")
    await store.delete("dify", "acme", "s_gone")
    found = await store.get("dify", "acme", "s_1")
    assert found is not None and found.external_id == "c-during"
    assert await client.get("external:dify:conversation:{acme:s_1}") is None
    assert await state.check()  # recovery hooks run
    raw = await client.get("external:dify:conversation:{acme:s_1}")
    assert raw is not None and json.loads(raw)["external_id"] == "c-during"
    assert 0 < await client.ttl("external:dify:conversation:{acme:s_1}") <= DAY
    assert await client.exists("external:dify:conversation:{acme:s_gone}") == 0


async def test_write_back_does_not_overwrite_a_newer_record(
    state: RedisState, client: Redis
) -> None:
    store = ConversationStore(state, Keys())
    state.mark_down("test outage")
    await store.put(
        record(
            "c-old",
        ),
        "s_1",
    )
    newer = record("c-newer-elsewhere")
    object.__setattr__(newer, "updated_at", time.time() + 60)
    await client.set("external:dify:conversation:{acme:s_1}", newer.to_json(), ex=DAY)
    assert await state.check()
    found = await ConversationStore(state, Keys()).get("dify", "acme", "s_1")
    assert found is not None and found.external_id == "c-newer-elsewhere"


async def test_redis_killed_falls_back_to_memory(own_redis: RedisServer) -> None:
    client = make_async_redis(own_redis.url, connect_timeout=0.3, socket_timeout=0.3)
    state = RedisState(client, probe_interval=0.1)
    store = ConversationStore(state, Keys())
    try:
        await store.put(record("c1"), "s_1")
        own_redis.kill()
        started = time.monotonic()
        await store.put(record("c2"), "s_1")
        found = await store.get("dify", "acme", "s_1")
        assert found is not None and found.external_id == "c2"
        assert not state.available and time.monotonic() - started < 2
    finally:
        await state.aclose()
        await client.aclose()
