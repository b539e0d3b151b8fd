"""What serves while Redis is down besides checkpoints: bounded caches of what was read, and
refusals (503) for every change, so nothing kept in one process is lost or undone later."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from agents.definition.spec import AgentSpec
from agents.errors import MemoryUnavailable, NotFound, RedisUnavailable
from agents.memory.settings import MemorySettingsStore, UserMemorySettings
from agents.storage.agents_repo import AgentRepository
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis

pytestmark = pytest.mark.redis


@pytest.fixture
async def state(redis_url: str) -> AsyncIterator[RedisState]:
    client = make_async_redis(redis_url)
    state = RedisState(client, probe_interval=60)
    yield state
    await state.aclose()
    await client.aclose()


def _agent(agent_id: str, name: str = "A") -> AgentSpec:
    return AgentSpec(id=agent_id, name=name, workspace="ws")


async def test_agent_specs_come_from_a_bounded_cache_and_are_never_changed_in_an_outage(
    state: RedisState,
) -> None:
    repo = AgentRepository(state, Keys(), cache_size=2)
    for agent_id in ("a", "b", "c"):
        await repo.put(_agent(agent_id))
    for agent_id in ("a", "b", "c"):
        await repo.get("ws", agent_id)  # read while Redis is up: cached, newest two kept
    state.mark_down("test outage")
    assert (await repo.get("ws", "c")).id == "c"
    assert (await repo.get("ws", "b")).id == "b"
    with pytest.raises(RedisUnavailable) as unknown:
        await repo.get("ws", "a")  # fell out of the cache: 503, not "not found"
    assert unknown.value.status == 503 and not isinstance(unknown.value, NotFound)
    with pytest.raises(RedisUnavailable):
        await repo.put(_agent("b", "Renamed"))
    with pytest.raises(RedisUnavailable):
        await repo.delete("ws", "c")
    with pytest.raises(RedisUnavailable):
        await repo.list("ws")
    assert await state.check()
    assert [(s.id, s.name) for s in await repo.list("ws")] == [("a", "A"), ("b", "A"), ("c", "A")]


async def test_memory_settings_come_from_a_bounded_cache_and_writes_are_refused(
    state: RedisState,
) -> None:
    store = MemorySettingsStore(state, Keys(), cache_size=1)
    await store.set_user("ws", "ann", UserMemorySettings(enabled=True))
    await store.user("ws", "bob")  # read last: the only one cached
    state.mark_down("test outage")
    assert (await store.user("ws", "bob")).enabled is True
    with pytest.raises(MemoryUnavailable) as unknown:
        await store.user("ws", "ann")  # not a guessed default: 503
    assert unknown.value.code == "memory_unavailable" and unknown.value.status == 503
    with pytest.raises(MemoryUnavailable):
        await store.set_user("ws", "bob", UserMemorySettings(enabled=False))
    assert await state.check()
    assert (await store.user("ws", "bob")).enabled is True  # the refused opt-out is not stored


async def test_without_redis_the_process_is_the_store() -> None:
    repo = AgentRepository(RedisState(None), Keys(), cache_size=1)
    for agent_id in ("a", "b", "c"):
        await repo.put(_agent(agent_id))
    assert [s.id for s in await repo.list("ws")] == ["a", "b", "c"]  # no cache bound here
    await repo.delete("ws", "a")
    with pytest.raises(NotFound):
        await repo.get("ws", "a")
    settings = MemorySettingsStore(RedisState(None), Keys(), cache_size=1)
    await settings.set_user("ws", "ann", UserMemorySettings(enabled=False))
    assert (await settings.user("ws", "ann")).enabled is False
