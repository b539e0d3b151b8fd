"""Annotated dependencies: routes ask for what they need, tests override one seam."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Header, Query, Request

from agents.definition.spec import ID_PATTERN
from agents.errors import Forbidden, InvalidInput, Unauthorized, Unavailable
from agents.events import event_id, parse_event_id
from agents.memory.graph import GraphMemoryStore
from agents.service import ChatService
from app.api.fairness import remember_credential
from app.auth import Principal
from app.credentials import Scope
from app.runtime import Runtime


# Dependencies are `async def` even without an await: FastAPI runs a plain `def` one in a
# worker thread, a hop to another thread and back (and a wait for the interpreter lock) on
# every request, which under load cost each request milliseconds behind other workspaces.
async def get_runtime(request: Request) -> Runtime:
    runtime: Runtime = request.app.state.runtime
    return runtime


RuntimeDep = Annotated[Runtime, Depends(get_runtime)]


async def get_chat(runtime: RuntimeDep) -> ChatService:
    return runtime.chat


ChatServiceDep = Annotated[ChatService, Depends(get_chat)]


async def get_memory_store(runtime: RuntimeDep) -> GraphMemoryStore:
    if runtime.memory_store is None:
        raise Unavailable(
            "long-term memory is not set up in this service", code="memory_unavailable"
        )
    return runtime.memory_store


MemoryStoreDep = Annotated[GraphMemoryStore, Depends(get_memory_store)]


# `?user_id=` names the person on every route, like X-User-Id (and `user_id` in a chat body).
# The pattern is declared for clients and fuzzers; `authenticate` enforces it (after the
# credential: 401 comes before a 422 `invalid_user_id`).
_PERSON_ID = {"pattern": ID_PATTERN}
UserQuery = Annotated[
    str | None,
    Query(
        max_length=128,
        json_schema_extra=_PERSON_ID,
        description="the person acted for (a key: any person of its workspace; a person "
        "token: its own only); must agree with X-User-Id",
    ),
]
UserHeader = Annotated[
    str | None,
    Header(
        json_schema_extra=_PERSON_ID,
        description="the person acted for (a key: any person of its workspace; a person "
        "token: its own only); must agree with ?user_id= and a body's user_id",
    ),
]


async def authenticate(
    runtime: Runtime,
    request: Request,
    need: Scope,
    *,
    body_user: str | None = None,
    keys_only: bool = False,
) -> Principal:
    """The caller of `request`: its credential, and the person it names anywhere."""
    headers = request.headers
    try:
        principal = await runtime.auth.caller(
            _one(headers.getlist("authorization"), "Authorization"),
            _one(headers.getlist("x-user-id"), "X-User-Id"),
            body_user,
            need,
            user_in_query=_one(request.query_params.getlist("user_id"), "?user_id="),
            keys_only=keys_only,
        )
    except Unauthorized:
        remember_credential(request, None)  # unknown or revoked: no workspace's share
        raise
    remember_credential(request, principal.workspace)
    return principal


def _one(values: list[str], where: str) -> str | None:
    """A value given once (or repeated unchanged); different values are refused."""
    if len(set(values)) > 1:
        message = f"{where} is given more than once with different values"
        if where == "Authorization":
            raise Unauthorized(message, code="ambiguous_credentials")
        raise Forbidden(message, code="identity_mismatch")
    return values[0] if values else None


def _caller_dep(need: Scope, *, keys_only: bool = False):  # type: ignore[no-untyped-def]
    async def caller(
        runtime: RuntimeDep,
        request: Request,
        authorization: Annotated[str | None, Header()] = None,
        x_user_id: UserHeader = None,
        user_id: UserQuery = None,
    ) -> Principal:
        # The declared parameters document the API; `authenticate` reads the same values.
        return await authenticate(runtime, request, need, keys_only=keys_only)

    return caller


# An SSE event id of this service: `{turn_id}.{seq}` exactly as agents/events.py writes it
# (`event_id`), or empty (none). One definition: `event_cursor` enforces it with the events
# module's own `parse_event_id` (422 `invalid_event_id`); the pattern describes the same set to
# clients and fuzzers (the turn id starts with no whitespace; the seq has no leading zero).
EVENT_ID_PATTERN = r"^(\S[\s\S]*\.(0|[1-9][0-9]*))?$"
_EVENT_ID = {"pattern": EVENT_ID_PATTERN, "maxLength": 200}
LastEventIdHeader = Annotated[
    str | None,
    Header(
        json_schema_extra=_EVENT_ID,
        description="the id of the last event received: replay the turn after it",
    ),
]
AfterEventQuery = Annotated[
    str | None,
    Query(json_schema_extra=_EVENT_ID, description="like Last-Event-ID, for EventSource URLs"),
]


def event_cursor(value: str) -> str:
    """A Last-Event-ID (or `?after=`) as given, once it is known to be an event id: one
    `parse_event_id` reads and `event_id` writes back unchanged (no padding, no leading
    zero)."""
    parsed = parse_event_id(value)
    if parsed is None or event_id(*parsed) != value:
        raise InvalidInput(
            "Last-Event-ID is not an event id of this service", code="invalid_event_id"
        )
    return value


ChatCallerDep = Annotated[Principal, Depends(_caller_dep("chat"))]
FullCallerDep = Annotated[Principal, Depends(_caller_dep("full"))]
AdminCallerDep = Annotated[Principal, Depends(_caller_dep("admin"))]
# Managing person tokens: a full (or admin) API key, never a token.
FullKeyCallerDep = Annotated[Principal, Depends(_caller_dep("full", keys_only=True))]
