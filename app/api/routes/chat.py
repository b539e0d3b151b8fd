from __future__ import annotations

import email.message
import json
from typing import Annotated, Any, TypeVar

from fastapi import APIRouter, Header, Request
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, Field, ValidationError
from sse_starlette import EventSourceResponse
from starlette.exceptions import HTTPException

from agents.definition.spec import ID_PATTERN
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

BodyModel = TypeVar("BodyModel", bound=BaseModel)


class ChatResume(ChatRequest):
    """The body of a resume (`Last-Event-ID`): optional, and any part of a ChatRequest, so a
    client may send the turn's request again or nothing. Only `user_id` is used."""

    agent_id: str | None = Field(default=None, pattern=ID_PATTERN)  # type: ignore[assignment]
    message: str | None = Field(default=None, min_length=1)  # type: ignore[assignment]


# `/chat/stream` reads its body itself (the body a resume may leave out or cut short), so its
# schema is declared here: a ChatRequest (a component: `/chat` takes one), or a ChatResume.
_STREAM_BODY: dict[str, Any] = {
    "requestBody": {
        "required": False,
        "description": (
            "A new turn: a ChatRequest. With Last-Event-ID (a resume) the body may be left "
            "out, or be any part of a ChatRequest; only `user_id` is used."
        ),
        "content": {
            "application/json": {
                "schema": {
                    "anyOf": [
                        {"$ref": "#/components/schemas/ChatRequest"},
                        ChatResume.model_json_schema(ref_template="#/components/schemas/{model}"),
                    ]
                }
            }
        },
    }
}

_NO_BODY = object()


def _is_json(content_type: str | None) -> bool:
    """`application/json` or `application/*+json`, as FastAPI decides for declared bodies."""
    if not content_type:
        return False
    message = email.message.Message()
    message["content-type"] = content_type
    subtype = message.get_content_subtype()
    return message.get_content_maintype() == "application" and (
        subtype == "json" or subtype.endswith("+json")
    )


async def _read_body(request: Request) -> Any:
    """The body as FastAPI reads a declared JSON body: `_NO_BODY` when empty, the raw bytes
    when the content type is not JSON (refused as 415 by the validation handler), else the
    parsed JSON. Malformed JSON and undecodable bytes fail as they would for any route."""
    raw = await request.body()
    if not raw:
        return _NO_BODY
    if not _is_json(request.headers.get("content-type")):
        return raw
    try:
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        error = {
            "type": "json_invalid",
            "loc": ("body", exc.pos),
            "msg": "JSON decode error",
            "input": {},
            "ctx": {"error": exc.msg},
        }
        raise RequestValidationError([error], body=exc.doc) from exc
    except (ValueError, RecursionError) as exc:  # not UTF-8, or nested too deep
        raise HTTPException(400, "There was an error parsing the body") from exc


def _validated(model: type[BodyModel], data: Any) -> BodyModel:
    """`data` as `model`, or the 422 FastAPI answers for a declared body of that model."""
    if data is _NO_BODY:
        missing = {"type": "missing", "loc": ("body",), "msg": "Field required", "input": None}
        raise RequestValidationError([missing])
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        errors = [{**e, "loc": ("body", *e["loc"])} for e in exc.errors(include_url=False)]
        raise RequestValidationError(errors, body=data) from None


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
    openapi_extra=_STREAM_BODY,
)
async def chat_stream(
    runtime: RuntimeDep,
    request: Request,
    authorization: Annotated[str | None, Header()] = None,
    x_user_id: UserHeader = None,
    user_id: UserQuery = None,
    last_event_id: LastEventIdHeader = None,
) -> EventSourceResponse:
    """Run a turn and stream it: `session`, `token`..., `done` | `error`.

    With `Last-Event-ID`, no new turn starts: the missed events of that turn are replayed,
    then the live rest. The body is then optional (only its `user_id` is used).
    """
    data = await _read_body(request)
    chat = runtime.chat
    if last_event_id:
        resume = None if data is _NO_BODY else _validated(ChatResume, data)
        body_user = resume.user_id if resume is not None else None
        caller = await authenticate(runtime, request, "chat", body_user=body_user)
        cursor = event_cursor(last_event_id)
        hold_stream(request, caller.workspace)
        events = await chat.resume(caller, cursor)
    else:
        body = _validated(ChatRequest, data)
        caller = await authenticate(runtime, request, "chat", body_user=body.user_id)
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
