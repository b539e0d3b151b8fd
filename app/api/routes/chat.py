from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Header, Request
from sse_starlette import EventSourceResponse

from agents.service import TurnRequest
from app.api.deps import (
    LastEventIdHeader,
    RuntimeDep,
    UserHeader,
    UserQuery,
    authenticate,
    event_cursor,
)
from app.api.fairness import BUSY_RESPONSE, hold_share, hold_stream
from app.api.schemas import ChatReply, ChatRequest
from app.api.sse import sse_response

router = APIRouter(prefix="/api/v1", tags=["chat"])


def _turn(body: ChatRequest) -> TurnRequest:
    return TurnRequest(
        agent_id=body.agent_id,
        message=body.message,
        session_id=body.session_id,
        user_name=body.user_name,
        channel=body.channel,
    )


@router.post(
    "/chat/stream",
    response_class=EventSourceResponse,
    responses={200: {"content": {"text/event-stream": {}}}, **BUSY_RESPONSE},
)
async def chat_stream(
    body: ChatRequest,
    runtime: RuntimeDep,
    request: Request,
    authorization: Annotated[str | None, Header()] = None,
    x_user_id: UserHeader = None,
    user_id: UserQuery = None,
    last_event_id: LastEventIdHeader = None,
) -> EventSourceResponse:
    """Run a turn and stream it: `session`, `token`..., `done` | `error`.

    With `Last-Event-ID`, no new turn starts: the missed events of that turn are replayed,
    then the live rest.
    """
    caller = await authenticate(runtime, request, "chat", body_user=body.user_id)
    chat = runtime.chat
    if last_event_id:
        cursor = event_cursor(last_event_id)
        hold_stream(request, caller.workspace)
        events = await chat.resume(caller, cursor)
    else:
        await hold_share(request, chat.fair, caller.workspace)
        hold_stream(request, caller.workspace)
        turn = await chat.start_turn(caller, _turn(body))
        events = chat.stream(turn)
    settings = runtime.settings.chat
    return sse_response(
        events, ping=settings.ping_seconds, send_timeout=settings.send_timeout_seconds
    )


@router.post("/chat", response_model=ChatReply, responses=BUSY_RESPONSE)
async def chat(
    body: ChatRequest,
    runtime: RuntimeDep,
    request: Request,
    authorization: Annotated[str | None, Header()] = None,
    x_user_id: UserHeader = None,
    user_id: UserQuery = None,
) -> ChatReply:
    """The same turn as `/chat/stream`, answered as one JSON object."""
    caller = await authenticate(runtime, request, "chat", body_user=body.user_id)
    await hold_share(request, runtime.chat.fair, caller.workspace)
    return ChatReply(**await runtime.chat.run_turn(caller, _turn(body)))
