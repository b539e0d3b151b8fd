"""The memory tools (agents/definition/tools.py) run against one person's memory.

The agent graph (through `MemoryService.run_tool`) and the MCP server (app/mcp_server.py) both
call these, so a search, save or forget means the same thing wherever it comes from: search
ranks as recall before a turn does, a save passes the safety gate and governance (audited,
with its evidence), a forget takes an item or a graph entity.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from agents.errors import NotFound
from agents.memory.graph import MemoryScope
from agents.memory.graph.recall import MAX_QUERY
from agents.memory.items.model import CATEGORIES

if TYPE_CHECKING:
    from agents.memory.items.governance import MemoryGovernance

# Items ranked at or below this score are noise (as in recall, agents/memory/service.py).
ITEM_FLOOR = 0.05


@dataclass(frozen=True)
class Evidence:
    """Where a saved memory came from: the turn that asked for it."""

    source: str  # "tool" (an agent's tool call) or "mcp"
    session_id: str | None = None
    message_id: str | None = None
    agent_id: str | None = None


class MemoryTools:
    def __init__(self, memory: MemoryGovernance) -> None:
        self.memory = memory

    async def _vector(self, ws: str, text: str) -> Any:
        """The query's embedding, made once for every ranking of one call (None when the
        workspace ranks by words only, or there is nothing to embed)."""
        vectors = (await self.memory.workspace_config(ws)).uses_vectors
        return await self.memory.store.embed_query(text) if text and vectors else None

    async def search(self, ws: str, user: str, query: str, limit: int) -> dict[str, Any]:
        """The person's items and graph entities most relevant to `query`, as recall ranks."""
        limit = max(1, min(int(limit), 20))
        text = query.strip()[:MAX_QUERY]
        await self.memory.settled(ws, user)
        vector = await self._vector(ws, text)
        ranked = await self.memory.items.search(
            ws, user, text, categories=list(CATEGORIES), limit=limit,
            vectors=vector is not None, query_vector=vector,
        )  # fmt: skip
        found = await self.memory.store.arecall(
            MemoryScope(ws, user), text, limit=limit, use_vectors=vector is not None,
            query_vector=vector,
        )  # fmt: skip
        return {
            "items": [
                {"id": i.id, "category": i.category, "content": i.content}
                for i, score in ranked
                if score > ITEM_FLOOR
            ],
            "entities": [
                {
                    "id": h.entity.id,
                    "name": h.entity.name,
                    "type": h.entity.entity_type,
                    "description": h.entity.description,
                    "score": round(h.parts.score, 4),
                }
                for h in found.hits
            ],
        }

    async def save(
        self, ws: str, user: str, content: str, category: str, evidence: Evidence
    ) -> dict[str, Any]:
        """An explicit write: through the safety gate and governance, audited."""
        data: dict[str, Any] = {"category": category, "content": content}
        if evidence.message_id:
            data["source_message_ids"] = [evidence.message_id]
        if evidence.session_id:
            data["source_session_id"] = evidence.session_id
        provenance = {
            "source": evidence.source,
            "trust_lane": "agent" if evidence.source == "tool" else "human",
            **{
                k: v
                for k, v in (
                    ("session_id", evidence.session_id),
                    ("message_id", evidence.message_id),
                    ("agent_id", evidence.agent_id),
                )
                if v
            },
        }
        item = await self.memory.add(ws, user, data, provenance=provenance)
        return {"id": item.id, "category": item.category, "content": item.content}

    async def forget(self, ws: str, user: str, memory_id: str) -> dict[str, Any]:
        """Forget an item (`mem_…`) or a graph entity of this person, by id."""
        try:
            await self.memory.delete(ws, user, memory_id)
            return {"forgotten": memory_id, "kind": "item"}
        except NotFound:
            pass
        try:
            await self.memory.store.adelete_entity(MemoryScope(ws, user), memory_id)
        except NotFound:
            raise NotFound(f"no memory with id {memory_id!r}", code="memory_not_found") from None
        return {"forgotten": memory_id, "kind": "entity"}

    async def conversations(
        self, ws: str, user: str, query: str, limit: int, *, agent_id: str | None = None
    ) -> dict[str, Any]:
        """The person's archived messages most relevant to `query` (with `agent_id`: with
        that agent only), each with its session id and time."""
        limit = max(1, min(int(limit), 20))
        text = query.strip()[:MAX_QUERY]
        await self.memory.settled(ws, user)
        config = await self.memory.workspace_config(ws)
        vector = await self._vector(ws, text)
        found = await self.memory.conversations.search(
            ws, user, text, limit=limit, retention_days=config.conversation_retention_days,
            agent_id=agent_id, query_vector=vector,
        )  # fmt: skip
        return {"messages": found}
