"""Agent specs in Redis, with a bounded cache of what was read that serves while Redis is down.

Reads prefer Redis (another replica may have changed an agent) and remember what they read.
While Redis is unreachable, `get` answers from that cache (an agent never read here is a 503,
not a 404) and every change (create, replace, delete) is refused with 503: a change kept only
in this process would be lost or undone when Redis returns. Without Redis (none configured)
the specs live in process and that is their store.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from typing import Any

from agents.definition.spec import AgentSpec, legacy_replacement
from agents.errors import NotFound, RedisUnavailable
from agents.storage.health import DOWN, RedisState
from agents.storage.keys import Keys


def load_spec(raw: bytes | str | dict[str, Any]) -> AgentSpec:
    """Parse a stored agent; legacy memory types (before migration 0014) are mapped, not refused."""
    data = json.loads(raw) if isinstance(raw, bytes | str) else dict(raw)
    replacement = legacy_replacement(data.get("memory_type"))
    if replacement is not None:
        data["memory_type"] = replacement.value
    return AgentSpec.model_validate(data, context={"stored": True})


def _unavailable(what: str) -> RedisUnavailable:
    return RedisUnavailable(
        "redis is down",
        message=f"{what} while storage (Redis) is unreachable; retry in a few seconds",
    )


class AgentRepository:
    def __init__(self, state: RedisState, keys: Keys, *, cache_size: int = 1024) -> None:
        self.state = state
        self.keys = keys
        self.cache_size = cache_size
        self._local: dict[tuple[str, str], str] = {}  # the store when no Redis is configured
        self._cache: OrderedDict[tuple[str, str], str] = OrderedDict()  # read from Redis, LRU

    def _remember(self, key: tuple[str, str], raw: str) -> None:
        self._cache[key] = raw
        self._cache.move_to_end(key)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    async def get(self, workspace: str, agent_id: str) -> AgentSpec:
        key = (workspace, agent_id)
        if not self.state.configured:
            raw = self._local.get(key)
        else:
            found = await self.state.attempt(lambda c: c.get(self.keys.agent(workspace, agent_id)))
            if found is DOWN:
                raw = self._cache.get(key)
                if raw is None:
                    raise _unavailable(f"agent {agent_id!r} cannot be read")
                self._cache.move_to_end(key)
            elif found is None:
                self._cache.pop(key, None)
                raw = None
            else:
                raw = found.decode() if isinstance(found, bytes) else str(found)
                self._remember(key, raw)
        if raw is None:
            raise NotFound(
                f"agent {agent_id!r} not found in this workspace", code="agent_not_found"
            )
        return load_spec(raw)

    async def list(self, workspace: str) -> list[AgentSpec]:
        """Every agent of the workspace; 503 during an outage (a cache is no full list)."""
        if not self.state.configured:
            return sorted(
                (load_spec(raw) for (ws, _), raw in self._local.items() if ws == workspace),
                key=lambda spec: spec.id,
            )

        async def from_redis(client: Any) -> list[AgentSpec]:
            members = await client.smembers(self.keys.agent_index(workspace))
            ids = sorted(m.decode() if isinstance(m, bytes) else str(m) for m in members)
            raws = await client.mget([self.keys.agent(workspace, i) for i in ids]) if ids else []
            return [load_spec(r) for r in raws if r is not None]

        found = await self.state.attempt(from_redis)
        if found is DOWN:
            raise _unavailable("agents cannot be listed")
        return list(found)

    async def put(self, spec: AgentSpec) -> AgentSpec:
        raw = spec.model_dump_json()
        key = (spec.workspace, spec.id)
        if not self.state.configured:
            self._local[key] = raw
            return spec
        if await self.state.attempt(lambda c: self._write(spec.workspace, spec.id, raw)) is DOWN:
            raise _unavailable("agents cannot be changed")
        self._remember(key, raw)
        return spec

    async def delete(self, workspace: str, agent_id: str) -> None:
        await self.get(workspace, agent_id)  # 404 when absent
        key = (workspace, agent_id)
        if not self.state.configured:
            self._local.pop(key, None)
            return
        if await self.state.attempt(lambda c: self._remove(workspace, agent_id)) is DOWN:
            raise _unavailable("agents cannot be deleted")
        self._cache.pop(key, None)

    async def _write(self, workspace: str, agent_id: str, raw: str) -> None:
        client = self.state.client
        assert client is not None
        # One MULTI on a single server; on a cluster the record and the index are in two slots
        # (one round trip, not atomic): `list` skips ids without a record, and a failed write
        # or delete is a 503 to retry.
        async with client.pipeline(transaction=not self.state.cluster) as pipe:
            pipe.set(self.keys.agent(workspace, agent_id), raw)
            pipe.sadd(self.keys.agent_index(workspace), agent_id)
            await pipe.execute()

    async def _remove(self, workspace: str, agent_id: str) -> None:
        client = self.state.client
        assert client is not None
        async with client.pipeline(transaction=not self.state.cluster) as pipe:
            pipe.delete(self.keys.agent(workspace, agent_id))
            pipe.srem(self.keys.agent_index(workspace), agent_id)
            await pipe.execute()
