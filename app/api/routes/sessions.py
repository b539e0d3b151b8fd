"""A person's sessions; a session's messages, buffered events, resume stream, stopping its
running turn, and forgetting it.

A session belongs to (workspace, person). The person who had it reaches it (a key acting for
them, or their own person token); a full or admin key reaches any session of its workspace;
a chat key acting for someone else, or another person's token, gets 404, like another
workspace.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response
from sse_starlette import EventSourceResponse

from agents.definition.spec import ID_PATTERN
from agents.errors import InvalidInput
from app.api.deps import (
    AfterEventQuery,
    ChatCallerDep,
    ChatServiceDep,
    LastEventIdHeader,
    RuntimeDep,
    event_cursor,
)
from app.api.fairness import BUSY_RESPONSE, hold_stream
from app.api.sse import sse_response

router = APIRouter(prefix="/api/v1/sessions", tags=["sessions"])


@router.get("")
async def list_sessions(
    request: Request,
    caller: ChatCallerDep,
    chat: ChatServiceDep,
    agent_id: Annotated[str | None, Query(max_length=128, pattern=ID_PATTERN)] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
) -> dict[str, Any]:
    """The person's live sessions (with `agent_id`: with that agent), most recently used
    first: `session_id`, `agent_id`, `title` (the first message's beginning), `turns`,
    `created_at`, `updated_at`; `complete` is false while Redis is unreachable (the list then
    holds only the sessions this replica knows)."""
    for name in ("agent_id", "limit"):
        if len(set(request.query_params.getlist(name))) > 1:
            raise InvalidInput(f"?{name}= is given more than once", code="invalid_query")
    return await chat.sessions_of(caller, agent_id=agent_id, limit=limit)


@router.post("/{session_id}/cancel")
async def cancel_turn(
    session_id: str, caller: ChatCallerDep, chat: ChatServiceDep
) -> dict[str, Any]:
    """Stop the session's running turn (it ends with a `cancelled` error event and keeps
    nothing of itself); `cancelled: false` when no turn was running."""
    return {"cancelled": await chat.cancel_turn(caller, session_id)}


@router.get("/{session_id}/messages")
async def messages(session_id: str, caller: ChatCallerDep, chat: ChatServiceDep) -> dict[str, Any]:
    """The session's conversation as checkpointed."""
    return await chat.messages(caller, session_id)


@router.delete("/{session_id}", status_code=204)
async def delete_session(session_id: str, caller: ChatCallerDep, chat: ChatServiceDep) -> Response:
    """Forget the session: checkpoints, context and buffered events."""
    await chat.delete_session(caller, session_id)
    return Response(status_code=204)


@router.get("/{session_id}/events")
async def events(
    session_id: str,
    caller: ChatCallerDep,
    chat: ChatServiceDep,
    after: Annotated[str | None, Query(max_length=200)] = None,
) -> dict[str, Any]:
    """Buffered events of the session's recent turns, after event `after` (pull mode)."""
    found = await chat.session_events(caller, session_id, after)
    return {
        "session_id": session_id,
        "events": [{"id": e.id, "event": e.event, "data": e.data} for e in found],
    }


@router.get(
    "/{session_id}/stream",
    response_class=EventSourceResponse,
    responses={200: {"content": {"text/event-stream": {}}}, **BUSY_RESPONSE},
)
async def resume_stream(
    session_id: str,
    caller: ChatCallerDep,
    runtime: RuntimeDep,
    request: Request,
    last_event_id: LastEventIdHeader = None,
    after: AfterEventQuery = None,
) -> EventSourceResponse:
    """EventSource-friendly resume: replays the turn after `Last-Event-ID` (or `?after=`)."""
    chat = runtime.chat
    # `resume` checks that the session is the caller's (404) from its record alone: reading
    # the whole stream here cost every follower a full decode of a long session.
    # Both are checked when both are given, though the header wins: a value the schema
    # refuses is refused wherever it is sent.
    given = [event_cursor(value) for value in (last_event_id, after) if value]
    if not given:
        raise InvalidInput(
            "send Last-Event-ID (or ?after=) to resume a stream", code="missing_event_id"
        )
    cursor = given[0]
    hold_stream(request, caller.workspace)
    events = await chat.resume(caller, cursor, session_id=session_id)
    settings = runtime.settings.chat
    return sse_response(
        events, ping=settings.ping_seconds, send_timeout=settings.send_timeout_seconds
    )
