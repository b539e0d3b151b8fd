"""A person's memory as MCP tools, over streamable HTTP at `/mcp`.

MCP clients (desktop assistants, IDEs) search and save a person's memory with the same rules
as the REST API: a Bearer key (any in local mode) with scope `full`, the person named by
`X-User-Id` (or `?user_id=`), every write through the safety gate and governance (audited).

Tools: `memory_search(query, limit)` (the person's items and memory graph, as recall ranks
them), `memory_save(content, category)`, `memory_forget(id)` (an item or an entity).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from mcp.server.fastmcp import Context, FastMCP
from mcp.server.transport_security import TransportSecuritySettings
from starlette.requests import Request
from starlette.routing import BaseRoute

from agents.errors import AgentRTError, InvalidInput, NotFound, Unavailable
from agents.memory.graph import MemoryScope
from agents.memory.graph.recall import MAX_QUERY
from agents.memory.items.model import CATEGORIES
from agents.memory.service import ITEM_FLOOR
from app.api.deps import authenticate
from app.runtime import Runtime

__all__ = ["build_mcp"]

MCP_PATH = "/mcp"
T = TypeVar("T")
log = logging.getLogger("agentrt.mcp")


async def _person(ctx: Context[Any, Any, Any]) -> tuple[Runtime, MemoryScope]:
    request = ctx.request_context.request
    if not isinstance(request, Request):
        raise Unavailable("the MCP request carries no HTTP request", code="mcp_transport")
    runtime: Runtime = request.app.state.runtime
    caller = await authenticate(runtime, request, "full")
    if runtime.memory is None or runtime.memory_store is None:
        raise Unavailable(
            "long-term memory is not set up in this service", code="memory_unavailable"
        )
    return runtime, MemoryScope(caller.workspace, caller.user_id)


def _guarded(tool: Callable[..., Awaitable[T]]) -> Callable[..., Awaitable[T]]:
    """A tool whose errors reach the client as `code: message` of a domain error, and as a
    fixed text otherwise: an unexpected error (a raw Redis error, say) may name internal
    addresses, so it goes to the service log only."""

    @functools.wraps(tool)
    async def run(*args: Any, **kwargs: Any) -> T:
        try:
            return await tool(*args, **kwargs)
        except AgentRTError as exc:
            raise ValueError(f"{exc.code}: {exc.message}") from None
        except Exception:
            log.exception("mcp tool %s failed", tool.__name__)
            raise ValueError(
                "internal_error: unexpected server error; see the service log"
            ) from None

    return run


def build_mcp() -> tuple[FastMCP[Any], list[BaseRoute]]:
    """The MCP server and the routes to add to the app (its session manager must run in the
    app's lifespan: `server.session_manager.run()`)."""
    server: FastMCP[Any] = FastMCP(
        name="agentrt-memory",
        instructions="Search, save and forget what one person asked the assistant to remember.",
        stateless_http=True,
        json_response=True,
        streamable_http_path=MCP_PATH,
        # The app's own guard checks Host and Origin in local mode (app/api/local_guard.py).
        transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
    )

    @server.tool()
    @_guarded
    async def memory_search(
        query: str, ctx: Context[Any, Any, Any], limit: int = 5
    ) -> dict[str, Any]:
        """Search the person's memory: items and graph entities most relevant to `query`."""
        runtime, scope = await _person(ctx)
        assert runtime.memory is not None and runtime.memory_store is not None
        limit = max(1, min(int(limit), 20))
        ws, user, text = scope.workspace, scope.user_id, query.strip()[:MAX_QUERY]
        # As recall before a turn (MemoryService.recall): one embedding for the items and
        # the graph, and none when the workspace ranks by words only.
        vectors = (await runtime.memory.workspace_config(ws)).uses_vectors
        vector = await runtime.memory_store.embed_query(text) if text and vectors else None
        ranked = await runtime.memory.items.search(
            ws, user, text, categories=list(CATEGORIES), limit=limit,
            vectors=vectors, query_vector=vector,
        )  # fmt: skip
        found = await runtime.memory_store.arecall(
            scope, text, limit=limit, use_vectors=vector is not None, query_vector=vector
        )
        return {
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
            "items": [
                {"id": i.id, "category": i.category, "content": i.content}
                for i, score in ranked
                if score > ITEM_FLOOR
            ],
        }

    @server.tool()
    @_guarded
    async def memory_save(
        content: str, ctx: Context[Any, Any, Any], category: str = "fact"
    ) -> dict[str, Any]:
        """Save something the person asked to remember (refused: instructions and secrets)."""
        runtime, scope = await _person(ctx)
        assert runtime.memory is not None
        if category not in CATEGORIES:
            raise InvalidInput(
                f"category must be one of {', '.join(CATEGORIES)}", code="invalid_category"
            )
        item = await runtime.memory.add(
            scope.workspace, scope.user_id, {"category": category, "content": content}
        )
        return {"id": item.id, "category": item.category, "content": item.content}

    @server.tool()
    @_guarded
    async def memory_forget(id: str, ctx: Context[Any, Any, Any]) -> dict[str, Any]:  # noqa: A002
        """Forget one memory: an item (`mem_…`) or a graph entity, by id."""
        runtime, scope = await _person(ctx)
        assert runtime.memory is not None and runtime.memory_store is not None
        try:
            await runtime.memory.delete(scope.workspace, scope.user_id, id)
            return {"forgotten": id, "kind": "item"}
        except NotFound:
            await runtime.memory_store.adelete_entity(scope, id)
            return {"forgotten": id, "kind": "entity"}

    app = server.streamable_http_app()
    return server, list(app.routes)
