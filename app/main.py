"""create_app(): the FastAPI service. Resources are built in the lifespan (app/runtime.py)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Match

from agents.context.tokens import ensure_offline_encodings
from agents.errors import AgentRTError
from agents.scheduling import cpu, loop_share
from agents.scheduling.admission import WorkspaceSlots, workspace_of
from agents.service import ModelFactory
from app.api.bodies import BodySizeLimit, BodyTooLarge, LoneSurrogate, WholeTextBodies
from app.api.error_shapes import shaped_error
from app.api.fairness import CredentialWorkspaces, FairRequests, ReleaseSlots
from app.api.local_guard import LocalHostGuard
from app.api.routes import (
    agents,
    chat,
    health,
    memories,
    memory_items,
    openai_compat,
    sessions,
    tenants,
    tokens,
)
from app.api.schemas import ErrorBody, validation_details
from app.auth import local_mode
from app.mcp_server import build_mcp
from app.runtime import build_runtime
from app.settings import Settings
from app.web import router as web_router
from app.web.docs import router as docs_router

log = logging.getLogger("agentrt")


# Every route may answer these, always as `{code, message}`; documented so clients and fuzzers
# know them.
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorBody, "description": description}
    for status, description in (
        (401, "missing or unknown API key or person token"),
        (421, "local mode: the Host is not a loopback name (see auth.local_hosts)"),
        (403, "the credential's scope is too small, or the persons named disagree"),
        (404, "not found in the caller's workspace"),
        (408, "the request head or body did not arrive in time (the connection is closed)"),
        (409, "conflict (e.g. the session is answering another message)"),
        (413, "request or message too large"),
        (415, "the body is not JSON: send it with `Content-Type: application/json`"),
        (422, "invalid input (including a body that is not JSON in UTF-8)"),
        (502, "the model or an external agent failed"),
        (503, "a dependency is unavailable (e.g. keys cannot be verified): retry later"),
    )
}


def _validation_message(exc: RequestValidationError) -> str:
    parts = []
    for error in exc.errors()[:3]:
        where = ".".join(str(p) for p in error.get("loc", ()) if p != "body")
        msg = str(error.get("msg", "invalid"))
        msg = msg.removeprefix("Value error, ")
        if tuple(error.get("loc", ())) == ("body",) and error.get("type") == "missing":
            msg = "send a JSON body with `Content-Type: application/json`"  # not "Field required"
        parts.append(f"{where}: {msg}" if where else msg)
    return "; ".join(parts) or "invalid request"


def _not_json(request: Request) -> JSONResponse:
    """A body FastAPI did not read as JSON because of its content type (curl's `-d` sends
    `application/x-www-form-urlencoded`): say what to send instead of which field is wrong."""
    sent = request.headers.get("content-type")
    said = f"this request says {sent[:100]!r}" if sent else "this request has none"
    return shaped_error(
        request.url.path,
        415,
        "unsupported_media_type",
        f"send the body as JSON with the header `Content-Type: application/json` ({said})",
    )


def _json_syntax_message(exc: RequestValidationError) -> str | None:
    """Malformed JSON, with where: FastAPI's error has the character offset and the text."""
    for error in exc.errors():
        if error.get("type") != "json_invalid":
            continue
        reason = str((error.get("ctx") or {}).get("error", "invalid JSON"))
        loc, doc = error.get("loc", ()), exc.body
        if len(loc) < 2 or not isinstance(loc[1], int) or not isinstance(doc, str):
            return f"the body is not valid JSON: {reason}"
        pos = loc[1]
        line = doc.count("\n", 0, pos) + 1
        column = pos - (doc.rfind("\n", 0, pos) + 1) + 1
        return f"the body is not valid JSON: {reason} at line {line}, column {column}"
    return None


_METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")


def _allowed_methods(request: Request) -> str:
    """The methods some route answers on the request's path (Starlette names the methods of
    the first route that matched the path only, though one path is often several routes)."""
    routes = request.app.router.routes
    allowed = [
        method
        for method in _METHODS
        if any(r.matches({**request.scope, "method": method})[0] == Match.FULL for r in routes)
    ]
    return ", ".join(allowed)


def create_app(
    settings: Settings | None = None, model_factory: ModelFactory | None = None
) -> FastAPI:
    """The service. `model_factory` replaces the provider factory (tests use scripted models)."""
    settings = settings or Settings()
    ensure_offline_encodings()

    mcp_server, mcp_routes = build_mcp()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        runtime = await build_runtime(settings, model_factory)
        app.state.runtime = runtime
        loop = asyncio.get_running_loop()
        fairness = settings.fairness
        fair_loop = (
            loop_share.install(loop, workspace_of, busy=fairness.fair_loop_busy)
            if fairness.fair_loop
            else None
        )
        try:
            async with mcp_server.session_manager.run():
                yield
        finally:
            await runtime.aclose()
            # uvicorn ends `agentrt serve` by raising SIGTERM again after this: the CPU workers
            # (agents/scheduling/cpu.py) are stopped here, or they would outlive the process.
            await asyncio.to_thread(cpu.shutdown, True)
            if fair_loop is not None:
                loop_share.uninstall(loop)

    app = FastAPI(
        responses=ERROR_RESPONSES,
        title="agentrt",
        version="0.1.0",
        summary="A LangGraph agent runtime with Redis memory",
        lifespan=lifespan,
        # A redirect to the slash-less path would be built from the request's Host header.
        redirect_slashes=False,
        # FastAPI's pages fetch their assets from a CDN; app/web/docs.py serves vendored ones.
        docs_url=None,
        redoc_url=None,
    )

    @app.exception_handler(AgentRTError)
    async def domain_error(request: Request, exc: AgentRTError) -> JSONResponse:
        headers = None
        if exc.status in (429, 503):  # a client may retry: say when
            headers = {"Retry-After": str(getattr(exc, "retry_after", 1))}
        return shaped_error(
            request.url.path, exc.status, exc.code, exc.message, exc.details, headers
        )

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        if isinstance(exc.body, bytes | bytearray) and exc.body:
            return _not_json(request)  # a body sent, left unread for its content type
        details = validation_details(exc.errors())  # never what was sent
        message = _json_syntax_message(exc) or _validation_message(exc)
        return shaped_error(request.url.path, 422, "invalid_request", message, details)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        path = request.url.path
        if exc.status_code == 400:
            # The framework could not parse the body (e.g. JSON that is not UTF-8): invalid
            # input like any other, so the documented 422.
            message = "the body could not be parsed: send JSON in UTF-8"
            return shaped_error(path, 422, "invalid_body", message)
        if isinstance(exc, LoneSurrogate):
            return shaped_error(path, 422, "invalid_body", str(exc.detail))
        if isinstance(exc, BodyTooLarge):  # the unread rest of the body ends the connection
            return shaped_error(
                path, 413, "payload_too_large", str(exc.detail), headers={"Connection": "close"}
            )
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        headers = dict(exc.headers or {})
        if exc.status_code == 405:  # `Allow` names every method of the path (RFC 9110)
            headers["Allow"] = _allowed_methods(request)
        return shaped_error(
            request.url.path, exc.status_code, code, str(exc.detail), headers=headers
        )

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return shaped_error(
            request.url.path, 500, "internal_error", "unexpected server error; see the service log"
        )

    app.add_middleware(WholeTextBodies)
    app.add_middleware(BodySizeLimit, max_bytes=settings.chat.max_body_bytes)
    # Per-workspace stream slots (app/api/fairness.py), released when a request ends; turn
    # slots are the chat service's (released when the turn's task ends).
    app.state.stream_slots = WorkspaceSlots(
        settings.fairness.max_open_streams_per_workspace,
        what="open event streams",
        retry_after=settings.fairness.retry_after_seconds,
    )
    # Each request counts against its workspace's share of the event loop before its own
    # work starts (inside ReleaseSlots, which gives the share back when the request ends).
    app.state.credential_workspaces = CredentialWorkspaces()
    app.add_middleware(
        FairRequests,
        local_workspace=settings.auth.local_workspace if local_mode(settings) else None,
    )
    app.add_middleware(ReleaseSlots)
    if local_mode(settings):  # outermost: nothing answers a foreign Host or Origin
        app.add_middleware(
            LocalHostGuard, hosts=["localhost", settings.host, *settings.auth.local_hosts]
        )
    for module in (
        health, agents, chat, sessions, memory_items, memories, tenants, tokens, openai_compat
    ):  # fmt: skip
        app.include_router(module.router)
    app.include_router(web_router)
    app.router.routes.extend(mcp_routes)  # POST /mcp: memory tools over MCP (app/mcp_server.py)
    app.include_router(docs_router)
    _build_routes(app)
    return app


def _build_routes(app: FastAPI) -> None:
    """Have the router build every route's handler state now, not on its first request.

    FastAPI builds a route's dependency and response models lazily, while matching a request,
    and a first match walks (and builds) every route ahead of it: about 0.3 s of CPU on the
    event loop, long enough for Redis calls in flight to hit their socket timeout. A path that
    matches nothing walks them all once, before the server takes traffic.
    """
    scope: dict[str, Any] = {
        "type": "http", "method": "GET", "path": "/\x00", "root_path": "", "headers": [],
        "query_string": b"",
    }  # fmt: skip
    for route in app.router.routes:
        route.matches(scope)
