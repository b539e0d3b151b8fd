"""An OpenAI-compatible face of the agents: `GET /v1/models`, `POST /v1/chat/completions`.

Tools that speak the OpenAI API (the openai SDKs, LangChain's ChatOpenAI, Open WebUI, n8n's and
Dify's OpenAI-compatible model nodes) reach an agent as a model: `model` names the agent, `user`
names the person (the same rules as X-User-Id), keys are Bearer keys as elsewhere. A turn is
the same turn as `/api/v1/chat`: checkpointed history, memory, summarization.

Sessions: with an `X-Session-Id` request header the server's history of that session is used
and only the newest user message of `messages` is taken; without it a new session starts, and
its id comes back in the `X-Session-Id` response header (send it to continue). Errors have
OpenAI's shape, `{"error": {"message", "type", "param", "code"}}` (app/main.py).
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import AsyncIterator
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Header, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field
from sse_starlette import EventSourceResponse, ServerSentEvent

from agents.errors import InvalidInput
from agents.turn import TurnRequest
from app.api.deps import ChatCallerDep, ChatServiceDep, RuntimeDep, authenticate
from app.api.error_shapes import OPENAI_PREFIX
from app.api.fairness import hold_share, hold_stream
from app.api.schemas import ErrorBody
from app.api.sse import SSE_HEADERS

PREFIX = OPENAI_PREFIX  # the error shape follows the path (app/api/error_shapes.py)


class OpenAIErrorDetail(BaseModel):
    message: str
    type: str
    param: str | None = None
    code: str | None = None


class OpenAIErrorBody(BaseModel):
    """OpenAI's error shape, which these routes answer with. (A few errors come from before a
    route runs, e.g. the Host check or a body over the size cap: those keep `{code, message}`.)"""

    error: OpenAIErrorDetail


_ERRORS: dict[int | str, dict[str, Any]] = {
    status: {"model": OpenAIErrorBody | ErrorBody, "description": "an error (OpenAI's shape)"}
    for status in (401, 403, 404, 405, 408, 409, 413, 415, 421, 422, 429, 500, 502, 503)
}
router = APIRouter(prefix="/v1", tags=["openai-compatible"], responses=_ERRORS)


class Message(BaseModel):
    model_config = ConfigDict(extra="allow")

    role: Literal["system", "developer", "user", "assistant", "tool", "function"]
    content: str | list[dict[str, Any]] | None = None


class StreamOptions(BaseModel):
    model_config = ConfigDict(extra="allow")

    include_usage: bool = False


class CompletionRequest(BaseModel):
    """The fields a turn uses; the others OpenAI clients send (temperature, …) are accepted
    and ignored: the agent's own settings decide. `n` is the exception: a turn gives one
    answer, and a client asking for several choices would read an answer of the wrong shape,
    so more than one is refused."""

    model_config = ConfigDict(extra="allow")

    model: str = Field(min_length=1, max_length=128)
    messages: list[Message] = Field(min_length=1)
    stream: bool = False
    stream_options: StreamOptions | None = None
    n: int | None = Field(default=None, ge=1, le=1)
    user: str | None = Field(default=None, max_length=128)


def _text(content: str | list[dict[str, Any]] | None) -> str:
    """A message's text: a string, or the text parts of a content list."""
    if isinstance(content, str):
        return content
    parts = [p.get("text", "") for p in content or [] if p.get("type") == "text"]
    return "".join(str(p) for p in parts)


def _newest_user_message(body: CompletionRequest) -> str:
    for message in reversed(body.messages):
        if message.role == "user":
            text = _text(message.content)
            if text.strip():
                return text
            break
    raise InvalidInput(
        "messages must end with a user message that has text", code="invalid_messages"
    )


def _usage(usage: dict[str, Any]) -> dict[str, int]:
    prompt = int(usage.get("input_tokens") or usage.get("prompt_tokens") or 0)
    completion = int(usage.get("output_tokens") or usage.get("completion_tokens") or 0)
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": int(usage.get("total_tokens") or prompt + completion),
    }


@router.get("/models")
async def list_models(caller: ChatCallerDep, chat: ChatServiceDep) -> dict[str, Any]:
    """The caller's agents, as models."""
    agents = await chat.agents.list(caller.workspace)
    return {
        "object": "list",
        "data": [
            {
                "id": a.id,
                "object": "model",
                "created": int(a.created_at.timestamp()) if getattr(a, "created_at", None) else 0,
                "owned_by": caller.workspace,
            }
            for a in agents
        ],
    }


@router.post("/chat/completions", response_model=None)
async def chat_completions(
    body: CompletionRequest,
    runtime: RuntimeDep,
    request: Request,
    authorization: Annotated[str | None, Header()] = None,
    x_session_id: Annotated[str | None, Header()] = None,
) -> JSONResponse | EventSourceResponse:
    """Run a turn of the agent named by `model`; streamed as chunks with `stream: true`."""
    caller = await authenticate(runtime, request, "chat", body_user=body.user)
    chat = runtime.chat
    await hold_share(request, chat.fair, caller.workspace)
    turn_request = TurnRequest(
        agent_id=body.model,
        message=_newest_user_message(body),
        session_id=x_session_id or None,
    )
    completion_id = f"chatcmpl-{uuid.uuid4().hex[:24]}"
    created = int(time.time())
    if not body.stream:
        result = await chat.run_turn(caller, turn_request)
        return JSONResponse(
            {
                "id": completion_id,
                "object": "chat.completion",
                "created": created,
                "model": body.model,
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": result["reply"]},
                        "finish_reason": "stop",
                    }
                ],
                "usage": _usage(result.get("usage") or {}),
            },
            headers={"X-Session-Id": result["session_id"]},
        )
    hold_stream(request, caller.workspace)
    turn = await chat.start_turn(caller, turn_request)
    include_usage = bool(body.stream_options and body.stream_options.include_usage)

    def chunk(delta: dict[str, Any], finish: str | None = None, **extra: Any) -> str:
        data = {
            "id": completion_id,
            "object": "chat.completion.chunk",
            "created": created,
            "model": body.model,
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
            **extra,
        }
        return json.dumps(data, ensure_ascii=False)

    async def events() -> AsyncIterator[str]:
        yield chunk({"role": "assistant", "content": ""})
        async for event in chat.stream(turn):
            if event.event == "token":
                yield chunk({"content": event.data.get("delta", "")})
            elif event.event == "done":
                usage = _usage(event.data.get("usage") or {})
                if include_usage:
                    yield chunk({}, "stop")
                    yield json.dumps(
                        {
                            "id": completion_id,
                            "object": "chat.completion.chunk",
                            "created": created,
                            "model": body.model,
                            "choices": [],
                            "usage": usage,
                        }
                    )
                else:
                    yield chunk({}, "stop", usage=usage)
            elif event.event in ("error", "expired"):
                error = {
                    "message": event.data.get("message", "the turn failed"),
                    "type": "api_error",
                    "param": None,
                    "code": event.data.get("code", "turn_failed"),
                }
                yield json.dumps({"error": error}, ensure_ascii=False)
                break
        yield "[DONE]"

    async def sent() -> AsyncIterator[ServerSentEvent]:
        async for data in events():
            yield ServerSentEvent(data=data)

    # As /chat/stream: keep-alive comments (which OpenAI clients skip) and a send timeout for
    # a client that stops reading.
    settings = runtime.settings.chat
    return EventSourceResponse(
        sent(),
        ping=int(max(1, settings.ping_seconds)),
        send_timeout=settings.send_timeout_seconds,
        sep="\n",
        headers={**SSE_HEADERS, "X-Session-Id": turn.session_id},
    )
