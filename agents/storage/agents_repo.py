"""Agent specs in Redis, with an in-process copy that serves while Redis is down.

Writes go to Redis and to the local copy; reads prefer Redis (another replica may have changed
an agent). Writes made during an outage are replayed to Redis when it returns.
"""

from __future__ import annotations

import json
from typing import Any

from agents.errors import NotFound
from agents.spec import AgentSpec, legacy_replacement
from agents.storage.health import DOWN, RedisState
from agents.storage.keys import Keys


def load_spec(raw: bytes | str | dict[str, Any]) -> AgentSpec:
    """Parse a stored agent; legacy memory types (before migration 0014) are mapped, not refused."""
    data = json.loads(raw) if isinstance(raw, bytes | str) else dict(raw)
    replacement = legacy_replacement(data.get("memory_type"))
    if replacement is not None:
        data["memory_type"] = replacement.value
    return AgentSpec.model_validate(data)


class AgentRepository:
    def __init__(self, state: RedisState, keys: Keys) -> None:
        self.state = state
        self.keys = keys
        self._local: dict[tuple[str, str], str] = {}
        self._unsynced: dict[tuple[str, str], str | None] = {}  # None = deleted while down
        state.on_recover(self.sync)

    async def get(self, workspace: str, agent_id: str) -> AgentSpec:
        key = (workspace, agent_id)
        raw = await self.state.attempt(lambda c: c.get(self.keys.agent(workspace, agent_id)))
        if raw is DOWN:
            raw = self._local.get(key)
        elif raw is None:
            self._local.pop(key, None)
        else:
            raw = self._local[key] = raw.decode() if isinstance(raw, bytes) else str(raw)
        if raw is None:
            raise NotFound(
                f"agent {agent_id!r} not found in this workspace", code="agent_not_found"
            )
        return load_spec(raw)

    async def list(self, workspace: str) -> list[AgentSpec]:
        async def from_redis(client: Any) -> list[AgentSpec]:
            members = await client.smembers(self.keys.agent_index(workspace))
            ids = sorted(m.decode() if isinstance(m, bytes) else str(m) for m in members)
            raws = await client.mget([self.keys.agent(workspace, i) for i in ids]) if ids else []
            return [load_spec(r) for r in raws if r is not None]

        found = await self.state.attempt(from_redis)
        if found is not DOWN:
            return list(found)
        return sorted(
            (load_spec(raw) for (ws, _), raw in self._local.items() if ws == workspace),
            key=lambda spec: spec.id,
        )

    async def put(self, spec: AgentSpec) -> AgentSpec:
        raw = spec.model_dump_json()
        key = (spec.workspace, spec.id)
        self._local[key] = raw
        if await self.state.attempt(lambda c: self._write(spec.workspace, spec.id, raw)) is DOWN:
            self._unsynced[key] = raw
        else:
            self._unsynced.pop(key, None)
        return spec

    async def delete(self, workspace: str, agent_id: str) -> None:
        await self.get(workspace, agent_id)  # 404 when absent
        key = (workspace, agent_id)
        self._local.pop(key, None)
        if await self.state.attempt(lambda c: self._remove(workspace, agent_id)) is DOWN:
            self._unsynced[key] = None
        else:
            self._unsynced.pop(key, None)

    async def _write(self, workspace: str, agent_id: str, raw: str) -> None:
        client = self.state.client
        assert client is not None
        async with client.pipeline(transaction=True) as pipe:
            pipe.set(self.keys.agent(workspace, agent_id), raw)
            pipe.sadd(self.keys.agent_index(workspace), agent_id)
            await pipe.execute()

    async def _remove(self, workspace: str, agent_id: str) -> None:
        client = self.state.client
        assert client is not None
        async with client.pipeline(transaction=True) as pipe:
            pipe.delete(self.keys.agent(workspace, agent_id))
            pipe.srem(self.keys.agent_index(workspace), agent_id)
            await pipe.execute()

    async def sync(self) -> None:
        """Replay writes made while Redis was down (recovery hook)."""
        for (workspace, agent_id), raw in list(self._unsynced.items()):
            if raw is None:
                await self._remove(workspace, agent_id)
            else:
                await self._write(workspace, agent_id, raw)
            self._unsynced.pop((workspace, agent_id), None)
