"""Migrations: ordered, version stored in Redis, idempotent; 0014 rewrites legacy agents."""

from __future__ import annotations

import json

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
        assert [(s.version, s.changed) for s in first] == [(14, 5)]
        assert await current_version(client, keys) == latest_version() == 14
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
