"""A Redis without the JSON and Search modules (plain Redis 7, Valkey, most managed Redis).

The service used to exit at start-up there (`unknown command 'FT.INFO'`). Conversations need
core commands only; long-term memory needs the modules. So on plain Redis the service starts,
keeps conversations in Redis, and says on `/health` that long-term memory is off and why; its
API answers 503 `memory_unavailable`, and turns skip recall and capture without an error.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterator
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest

from agents.definition.spec import AgentSpec
from agents.errors import RedisUnavailable
from agents.memory.extraction import AutoExtractor, ExtractionQueue
from agents.memory.graph import (
    GraphMemoryStore,
    HashingEmbeddings,
    MemoryScope,
    MemoryUnsupported,
)
from agents.memory.service import MemoryService
from agents.memory.settings import MemorySettingsStore, WorkspaceMemoryConfig
from agents.ports import TurnScope
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from migrations.runner import current_version, latest_version, migrate
from tests.api.conftest import create_agent, make_settings, scripted_models, stream_turn
from tests.support.harness.live import LiveServer
from tests.support.harness.redis_server import RedisServer

pytestmark = pytest.mark.redis

NO_MODULES = "Redis at AGENTRT_REDIS_URL has no JSON and no Search module (JSON.*, FT.* unknown)"
U1 = {"X-User-Id": "u1"}


# -- the store and the worker, without the service ------------------------------------------


@pytest.fixture
async def plain_state(plain_redis_url: str) -> AsyncIterator[RedisState]:
    client = make_async_redis(plain_redis_url)
    state = RedisState(client, probe_interval=0.05)
    try:
        yield state
    finally:
        await state.aclose()
        await client.aclose()


async def test_memory_store_on_plain_redis_is_off_with_a_reason_not_an_outage(
    plain_state: RedisState,
) -> None:
    store = GraphMemoryStore(plain_state, keys=Keys(), embeddings=HashingEmbeddings())
    await store.setup()  # used to raise ResponseError (unknown command 'FT.CREATE')
    assert store.unsupported == NO_MODULES
    assert not store.available and store.backend == "unavailable"
    assert store.unavailable_reason == NO_MODULES
    with pytest.raises(MemoryUnsupported) as refused:
        await store.alist_entities(MemoryScope("w", "u1"))
    assert not isinstance(refused.value, RedisUnavailable)  # no fallback for conversations
    assert (refused.value.status, refused.value.code) == (503, "memory_unavailable")
    assert plain_state.available  # Redis itself is fine: conversations keep using it
    memory = MemoryService(store, MemorySettingsStore(plain_state, Keys()))
    spec = AgentSpec(id="bot", workspace="w", name="Bot")
    scope = TurnScope("w", "u1", "s1", "bot", "s1")
    assert await memory.recall(spec, scope, "what do I like?") is None
    assert await memory.capture(spec, scope, []) == []


async def test_memory_store_on_redis_with_modules_is_on(redis_url: str) -> None:
    client = make_async_redis(redis_url)
    state = RedisState(client)
    try:
        store = GraphMemoryStore(state, keys=Keys(), embeddings=HashingEmbeddings())
        await store.setup()
        assert store.unsupported is None and store.available
        assert store.unavailable_reason is None
    finally:
        await state.aclose()
        await client.aclose()


async def test_memory_is_off_when_the_acl_refuses_the_module_commands(redis_url: str) -> None:
    """Managed Redis may have the modules but not grant their commands to the service's user."""
    admin = make_async_redis(redis_url)
    await admin.acl_setuser(
        "agentrt-no-modules",
        enabled=True,
        passwords=["+pw"],
        keys=["*"],
        commands=["+@all", "-json.mget", "-ft._list"],
    )
    limited_url = redis_url.replace("redis://", "redis://agentrt-no-modules:pw@")
    client = make_async_redis(limited_url)
    state = RedisState(client)
    try:
        store = GraphMemoryStore(state, keys=Keys())
        await store.setup()
        assert store.unsupported == (
            "the Redis user of AGENTRT_REDIS_URL may not run JSON.* or FT.* commands (ACL)"
        )
        assert state.available
    finally:
        await state.aclose()
        await client.aclose()
        await admin.acl_deluser("agentrt-no-modules")
        await admin.aclose()


async def test_recovery_on_plain_redis_brings_redis_back_without_memory(
    plain_state: RedisState,
) -> None:
    """The store's recovery hook created the search index: on plain Redis it raised on every
    probe, and Redis stayed "down" (every turn on the in-memory fallback) for good."""
    store = GraphMemoryStore(plain_state, keys=Keys())
    plain_state.on_recover(store.on_redis_recovered)
    await store.setup()
    plain_state.mark_down("test outage")
    async with asyncio.timeout(5):
        while not plain_state.available:
            await asyncio.sleep(0.02)
    assert store.unsupported == NO_MODULES and not store.available


async def test_memory_comes_on_when_redis_returns_with_the_modules() -> None:
    """The modules are looked for again on recovery: Redis restarted with them (same address)
    turns memory on without restarting the service."""
    plain = RedisServer(modules=False).start()
    stack: RedisServer | None = None
    client = make_async_redis(plain.url, socket_timeout=0.5, connect_timeout=0.5)
    state = RedisState(client, probe_interval=0.05)
    try:
        store = GraphMemoryStore(state, keys=Keys())
        state.on_recover(store.on_redis_recovered)
        await store.setup()
        assert store.unsupported == NO_MODULES
        plain.stop()
        with pytest.raises(RedisUnavailable):
            await client.ping()  # the guarded client marks the state down
        assert not state.available
        stack = RedisServer(port=plain.port).start()
        async with asyncio.timeout(10):
            while not state.available:
                await asyncio.sleep(0.02)
        assert store.unsupported is None and store.available
        scope = MemoryScope("w", "u1")
        await store.acreate_entity(scope, name="Sam", entity_type="person")
        assert (await store.alist_entities(scope)).total == 1
    finally:
        await state.aclose()
        await client.aclose()
        plain.stop()
        if stack is not None:
            stack.stop()


async def test_extraction_worker_runs_no_jobs_without_the_modules(
    plain_state: RedisState,
) -> None:
    keys = Keys()
    store = GraphMemoryStore(plain_state, keys=keys)
    await store.setup()
    memory = MemoryService(store, MemorySettingsStore(plain_state, keys))
    await memory.settings.set_workspace("w", WorkspaceMemoryConfig(enabled=True, write_mode="auto"))
    queue = ExtractionQueue(plain_state, keys, state_ttl_s=3600)
    ran: list[str] = []

    async def never(*args: Any) -> Any:
        ran.append("called")
        raise AssertionError("no job may run without the modules")

    extractor = AutoExtractor(
        queue, memory, agents=never, threads=never, session_of=never, model_for=never
    )
    worker = extractor.worker(consumer="w1", poll_seconds=0.01)
    await queue.note(
        TurnScope("w", "u1", "s1", "bot", "s1"), delay_s=5, min_interval_s=0, now=1000.0
    )
    assert await worker.drain(now=2000.0) == 0
    assert ran == [] and worker.outcomes == {}
    assert await plain_state.client.exists(keys.extract_pending("w", "s1"))  # type: ignore[union-attr]
    # The loop idles too (and says why once), instead of failing job after job.
    worker.start()
    await asyncio.sleep(0.1)
    await worker.stop()
    assert ran == [] and worker.outcomes == {}


async def test_migrations_run_on_plain_redis(plain_redis_url: str) -> None:
    """Every step uses core commands only: a legacy agent and a legacy session are migrated
    on plain Redis, twice without change."""
    client = make_async_redis(plain_redis_url)
    keys = Keys()
    agent = {"id": "a1", "workspace": "w", "name": "a1", "memory_type": "NONE"}
    await client.set(keys.agent("w", "a1"), json.dumps(agent))
    await client.sadd(keys.agent_index("w"), "a1")
    meta = {"workspace": "w", "user_id": "u1", "agent_id": "a1"}
    await client.set(keys.legacy_session_key("session:meta", "s1"), json.dumps(meta), ex=600)
    try:
        applied = await migrate(client, keys)
        assert [(s.version, s.changed) for s in applied] == [(14, 1), (15, 1)]
        assert await current_version(client, keys) == latest_version()
        assert json.loads(await client.get(keys.agent("w", "a1")))["memory_type"] == "none"
        assert await client.get(keys.session_meta("w", "s1")) is not None
        assert await migrate(client, keys) == []
    finally:
        await client.aclose()


# -- the service over HTTP ----------------------------------------------------------------
# Until the checkpoint saver uses core commands only, the service does not start on plain
# Redis (RedisCheckpointSaver.asetup() runs FT.INFO / FT.CREATE): these tests need it.


@pytest.fixture
def plain_server(plain_redis_url: str) -> Iterator[LiveServer]:
    server = LiveServer(make_settings(plain_redis_url), scripted_models()).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def plain_client(plain_server: LiveServer) -> Iterator[httpx.Client]:
    with plain_server.client() as c:
        yield c


def test_service_starts_on_plain_redis_and_health_says_memory_is_off(
    plain_redis_url: str, plain_client: httpx.Client
) -> None:
    health = plain_client.get("/health").json()
    assert health["status"] == "ok"  # conversations are in Redis: nothing is degraded
    assert (health["redis"], health["checkpointer"]) == ("up", "redis")
    assert health["store"] == "unavailable"
    assert health["features"] == {"long_term_memory": {"available": False, "reason": NO_MODULES}}
    # Unauthenticated: fixed texts, never where Redis is.
    port = str(urlsplit(plain_redis_url).port)
    assert port not in json.dumps(health) and "127.0.0.1" not in json.dumps(health)


def test_chat_on_plain_redis_skips_memory_and_the_session_survives_a_restart(
    plain_redis_url: str, plain_server: LiveServer, plain_client: httpx.Client
) -> None:
    create_agent(plain_client)
    # Memory switched on for the workspace (a plain key: the setting itself needs no module).
    r = plain_client.put("/api/v1/tenants/kv/memory-config", json={"enabled": True})
    assert r.status_code == 200, r.text
    events = stream_turn(
        plain_client, {"agent_id": "bot", "message": "Remember that I prefer trains."}, U1
    )
    kinds = [e["event"] for e in events]
    assert "error" not in kinds and "memory" not in kinds, events
    assert kinds[-1] == "done"
    sid = events[0]["data"]["session_id"]
    reply = plain_client.post(
        "/api/v1/chat",
        json={"agent_id": "bot", "message": "And buses?", "session_id": sid},
        headers=U1,
    )
    assert reply.status_code == 200, reply.text
    assert reply.json()["checkpointer"] == "redis"
    plain_server.stop()
    # A new process on the same Redis: the conversation was kept there.
    again = LiveServer(make_settings(plain_redis_url), scripted_models()).start()
    try:
        with again.client() as c:
            said = c.get(f"/api/v1/sessions/{sid}/messages", headers=U1).json()["messages"]
            texts = [m["content"] for m in said if m["role"] == "user"]
            assert texts == ["Remember that I prefer trains.", "And buses?"], said
    finally:
        again.stop()


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("GET", "/api/v1/memories/entities", None),
        ("POST", "/api/v1/memories/entities", {"name": "Sam", "entity_type": "person"}),
        ("POST", "/api/v1/memories/search", {"query": "trains"}),
        ("GET", "/api/v1/memories/items", None),
        ("POST", "/api/v1/memories/items", {"category": "fact", "content": "Likes trains"}),
        ("GET", "/api/v1/memories/snapshot", None),
        ("GET", "/api/v1/memories/export", None),
    ],
)
def test_memory_routes_answer_503_memory_unavailable_on_plain_redis(
    plain_client: httpx.Client, method: str, path: str, body: dict[str, Any] | None
) -> None:
    r = plain_client.request(method, path, json=body, headers=U1)
    assert r.status_code == 503, r.text
    error = r.json()
    assert error["code"] == "memory_unavailable"
    assert NO_MODULES in error["message"] and "Redis Stack" in error["message"]
    assert plain_client.get("/health").json()["redis"] == "up"  # not taken for an outage
