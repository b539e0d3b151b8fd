"""Migrations: ordered, version stored in Redis, idempotent; 0014 rewrites legacy agents."""

from __future__ import annotations

import json
import time

import pytest

from agents.storage.agents_repo import AgentRepository
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from migrations.runner import current_version, latest_version, migrate

pytestmark = pytest.mark.redis


def _agent(agent_id: str, memory_type: str) -> str:
    return json.dumps(
        {"id": agent_id, "workspace": "w", "name": agent_id, "memory_type": memory_type}
    )


async def test_runner_applies_0014_once_and_is_idempotent(redis_url: str) -> None:
    client = make_async_redis(redis_url)
    keys = Keys()
    legacy = {
        "a1": "CONVERSATION_BUFFER",
        "a2": "CONVERSATION_SUMMARY",
        "a3": "CONVERSATION_BUFFER_WINDOW",
        "a4": "VECTOR_STORE",
        "a5": "NONE",
        "a6": "summarize_at_limit",
        "a7": "none",
    }
    for agent_id, memory_type in legacy.items():
        await client.set(keys.agent("w", agent_id), _agent(agent_id, memory_type))
        await client.sadd(keys.agent_index("w"), agent_id)
    try:
        first = await migrate(client, keys)
        assert [(s.version, s.changed) for s in first] == [(14, 5), (15, 0)]
        assert await current_version(client, keys) == latest_version() == 15
        stored = {
            i: json.loads(await client.get(keys.agent("w", i)))["memory_type"] for i in legacy
        }
        assert stored == {
            "a1": "summarize_at_limit",
            "a2": "summarize_at_limit",
            "a3": "summarize_at_limit",
            "a4": "summarize_at_limit",
            "a5": "none",
            "a6": "summarize_at_limit",
            "a7": "none",
        }
        before = {i: await client.get(keys.agent("w", i)) for i in legacy}
        assert await migrate(client, keys) == []  # second run: nothing to do
        assert {i: await client.get(keys.agent("w", i)) for i in legacy} == before
        # Forcing the step again changes nothing either.
        from migrations import m0014_memory_type

        assert await m0014_memory_type.apply(client, keys) == 0
        assert await client.get(keys.migration_lock()) is None
    finally:
        await client.aclose()


async def test_repository_reads_legacy_agents_before_migration(redis_url: str) -> None:
    client = make_async_redis(redis_url)
    keys = Keys()
    await client.set(keys.agent("w", "old"), _agent("old", "NONE"))
    await client.sadd(keys.agent_index("w"), "old")
    try:
        repo = AgentRepository(RedisState(client), keys)
        assert (await repo.get("w", "old")).memory_type.value == "none"
    finally:
        await client.aclose()


async def test_0015_moves_legacy_sessions_under_their_workspace(redis_url: str) -> None:
    """Sessions written while ids were global keep working after 0015, run twice."""
    from langchain_core.messages import AIMessage, HumanMessage

    from agents.bridges.store import ExternalConversation
    from agents.definition.spec import AgentSpec
    from agents.events import TurnEvent
    from agents.graph import RESPOND, AgentRuntime, build_graph
    from agents.memory.extraction import SessionRef
    from agents.models import EchoChatModel
    from agents.service import Caller, TurnRequest
    from app.runtime import build_runtime
    from migrations import m0015_session_namespaces
    from tests.api.conftest import make_settings, scripted_models

    runtime = await build_runtime(
        make_settings(redis_url, run_migrations=False), scripted_models(), start_worker=False
    )
    client = runtime.state.client
    assert client is not None
    keys = Keys()
    spec = AgentSpec(id="bot", workspace="acme", name="Bot")
    try:
        await runtime.chat.agents.put(spec)
        await runtime.chat.agents.put(AgentSpec(id="bot", workspace="beta", name="Bot"))
        # A legacy session: keys by id alone, its thread the bare id.
        now = time.time()
        meta = {
            "session_id": "s_old",
            "workspace": "acme",
            "user_id": "u1",
            "agent_id": "bot",
            "created_at": now,
            "updated_at": now,
            "turns": 1,
            "thread_id": "",
        }
        await client.set("session:meta:s_old", json.dumps(meta), ex=7200)
        await client.set("session:context:s_old", json.dumps({"user_name": "Ann"}), ex=600)
        event = TurnEvent("token", {"delta": "legacy"}, "t1.1").to_dict()
        await client.xadd("orchestrator:stream:s_old", {"b": json.dumps([event])})
        await client.expire("orchestrator:stream:s_old", 600)
        turn = {"session_id": "s_old", "workspace": "acme", "user_id": "u1", "status": "finished"}
        await client.set("orchestrator:turn:t1", json.dumps(turn), ex=600)
        record = ExternalConversation("dify", "conv-1", "acme", "u1", "bot", "https://d/x", "u")
        await client.set("external:dify:conversation:s_old", record.to_json(), ex=3600)
        pending = {
            "session_id": "s_old",
            "workspace": "acme",
            "user_id": "u1",
            "agent_id": "bot",
            "seq": "1",
            "first_at": repr(now),
        }
        await client.hset("extract:pending:s_old", mapping=pending)  # type: ignore[misc]
        await client.expire("extract:pending:s_old", 3600)
        await client.hset("extract:cursor:s_old", mapping={"message_id": "m0"})  # type: ignore[misc]
        await client.expire("extract:cursor:s_old", 3600)
        await client.zadd("extract:due", {"s_old": now + 5})
        # Left-overs of sessions whose record is gone: they name their own workspace.
        orphan = {**pending, "session_id": "s_gone", "workspace": "beta"}
        await client.hset("extract:pending:s_gone", mapping=orphan)  # type: ignore[misc]
        await client.expire("extract:pending:s_gone", 3600)
        other = ExternalConversation("n8n", "conv-2", "beta", "u9", "bot", "https://n/x")
        await client.set("external:n8n:conversation:s_b", other.to_json(), ex=3600)
        graph = build_graph(AgentRuntime(spec, EchoChatModel()), runtime.checkpoints.redis)
        await graph.aupdate_state(
            {"configurable": {"thread_id": "s_old"}},
            {"messages": [HumanMessage("legacy hello", id="m0"), AIMessage("legacy reply")]},
            as_node=RESPOND,
        )

        first = await migrate(client, keys)
        assert [(s.version, s.changed > 0) for s in first] == [(14, False), (15, True)]
        assert await migrate(client, keys) == []
        assert await m0015_session_namespaces.apply(client, keys) == 0  # forced: nothing left

        legacy = [
            "session:meta:s_old",
            "session:context:s_old",
            "orchestrator:stream:s_old",
            "external:dify:conversation:s_old",
            "external:n8n:conversation:s_b",
            "extract:pending:s_old",
            "extract:cursor:s_old",
            "extract:pending:s_gone",
        ]
        legacy = [k for k in legacy if await client.exists(k)]
        assert legacy == []
        for key in (
            keys.session_meta("acme", "s_old"),
            keys.session_context("acme", "s_old"),
            keys.stream("acme", "s_old"),
            keys.external_conversation("dify", "acme", "s_old"),
            keys.external_conversation("n8n", "beta", "s_b"),
            keys.extract_pending("acme", "s_old"),
            keys.extract_cursor("acme", "s_old"),
            keys.extract_pending("beta", "s_gone"),
        ):
            assert await client.ttl(key) > 0, key  # moved, with its TTL
        due = {m.decode() for m in await client.zrange("extract:due", 0, -1)}
        assert due == {"acme:s_old", "beta:s_gone"}

        chat = runtime.chat
        owner = Caller("acme", "u1", "chat")
        view = await chat.messages(owner, "s_old")
        assert view["thread_id"] == "s_old"  # its history stayed on its thread
        assert [m["content"] for m in view["messages"]] == ["legacy hello", "legacy reply"]
        assert await chat.sessions.get_context("acme", "s_old") == {"user_name": "Ann"}
        assert [e.id for e in await chat.session_events(owner, "s_old", None)] == ["t1.1"]
        assert (await chat.buffer.turn_info("t1"))["workspace"] == "acme"  # type: ignore[index]
        assert runtime.bridges is not None
        found = await runtime.bridges.store.get("dify", "acme", "s_old")
        assert found is not None and found.external_id == "conv-1"
        queue = runtime.extraction_worker.queue  # type: ignore[union-attr]
        assert (await queue.pending(SessionRef("acme", "s_old")))["user_id"] == "u1"  # type: ignore[index]
        assert (await queue.cursor(SessionRef("acme", "s_old")))["message_id"] == "m0"
        # It goes on where it was; the same id in another workspace is another session.
        await chat.run_turn(owner, TurnRequest("bot", "and now?", "s_old"))
        assert len((await chat.messages(owner, "s_old"))["messages"]) == 4
        stranger = Caller("beta", "u1", "chat")
        await chat.run_turn(stranger, TurnRequest("bot", "mine", "s_old"))
        assert [m["content"] for m in (await chat.messages(stranger, "s_old"))["messages"]][
            0
        ] == "mine"
    finally:
        await runtime.aclose()
