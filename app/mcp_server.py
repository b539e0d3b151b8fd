"""A person's memory as MCP tools, over streamable HTTP at `/mcp`.

MCP clients (desktop assistants, IDEs) search and save a person's memory with the same rules
as the REST API: a Bearer key (any in local mode) with scope `full`, the person named by
`X-User-Id` (or `?user_id=`), every write through the safety gate and governance (audited).

Tools (agents/memory/tools.py, as an agent's tools): `memory_search(query, limit)` (the
person's items and memory graph, as recall ranks them), `memory_save(content, category)`,
`memory_forget(id)` (an item or an entity), `conversation_search(query, limit, agent_id)` (the
person's archived conversations).
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

from agents.errors import AgentRTError, InvalidInput, Unavailable
from agents.memory.graph import MemoryScope
from agents.memory.items.model import CATEGORIES
from agents.memory.service import MemoryService
from agents.memory.tools import Evidence
from app.api.deps import authenticate
from app.runtime import Runtime

__all__ = ["build_mcp"]

MCP_PATH = "/mcp"
T = TypeVar("T")
log = logging.getLogger("agentrt.mcp")


async def _person(ctx: Context[Any, Any, Any]) -> tuple[MemoryService, MemoryScope]:
    request = ctx.request_context.request
    if not isinstance(request, Request):
        raise Unavailable("the MCP request carries no HTTP request", code="mcp_transport")
    runtime: Runtime = request.app.state.runtime
    caller = await authenticate(runtime, request, "full")
    if runtime.memory is None or runtime.memory_store is None:
        raise Unavailable(
            "long-term memory is not set up in this service", code="memory_unavailable"
        )
    return runtime.memory, MemoryScope(caller.workspace, caller.user_id)


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
        memory, scope = await _person(ctx)
        return await memory.tools.search(scope.workspace, scope.user_id, query, limit)

    @server.tool()
    @_guarded
    async def memory_save(
        content: str, ctx: Context[Any, Any, Any], category: str = "fact"
    ) -> dict[str, Any]:
        """Save something the person asked to remember (refused: instructions and secrets)."""
        memory, scope = await _person(ctx)
        if category not in CATEGORIES:
            raise InvalidInput(
                f"category must be one of {', '.join(CATEGORIES)}", code="invalid_category"
            )
        return await memory.tools.save(
            scope.workspace, scope.user_id, content, category, Evidence("mcp")
        )

    @server.tool()
    @_guarded
    async def memory_forget(id: str, ctx: Context[Any, Any, Any]) -> dict[str, Any]:  # noqa: A002
        """Forget one memory: an item (`mem_…`) or a graph entity, by id."""
        memory, scope = await _person(ctx)
        return await memory.tools.forget(scope.workspace, scope.user_id, id)

    @server.tool()
    @_guarded
    async def conversation_search(
        query: str, ctx: Context[Any, Any, Any], limit: int = 5, agent_id: str | None = None
    ) -> dict[str, Any]:
        """Search the person's earlier conversations (with `agent_id`: with that agent only):
        the most relevant messages, each with its session id and time."""
        memory, scope = await _person(ctx)
        return await memory.tools.conversations(
            scope.workspace, scope.user_id, query, limit, agent_id=agent_id
        )

    app = server.streamable_http_app()
    return server, list(app.routes)
