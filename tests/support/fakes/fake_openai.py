"""A fake OpenAI-compatible chat endpoint (`POST /v1/chat/completions`) on 127.0.0.1.

Answers with `answer(body)` (the request JSON), streamed as SSE chunks when `stream` is true
(with a usage chunk when `stream_options.include_usage`), else as one completion. Requests
whose answer is `BLOCK` hang until `release()` — a model call a worker can be killed in. An
answer that is a `ToolCall` asks for that tool, as OpenAI does (`finish_reason: tool_calls`).
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator, Callable
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from tests.support.fakes.fake_http import ThreadedServer, pieces

BLOCK = "\x00block"


class _EscapedJSON(JSONResponse):
    """JSON with every non-ASCII character escaped, as many providers send it (so an answer
    may carry half a surrogate pair, `\\ud83d`, as a provider's can)."""

    def render(self, content: Any) -> bytes:
        return json.dumps(content).encode()


class ToolCall:
    def __init__(self, name: str, args: dict[str, Any], call_id: str = "call_fake_1") -> None:
        self.name, self.args, self.id = name, args, call_id

    def wire(self, index: int | None = None) -> dict[str, Any]:
        call: dict[str, Any] = {
            "id": self.id,
            "type": "function",
            "function": {"name": self.name, "arguments": json.dumps(self.args)},
        }
        return call if index is None else {"index": index, **call}


class FakeOpenAI:
    def __init__(
        self, answer: Callable[[dict[str, Any]], str | ToolCall], *, piece_delay: float = 0.0
    ) -> None:
        self.answer = answer
        self.piece_delay = piece_delay  # seconds between streamed pieces (a slow model)
        self.requests: list[dict[str, Any]] = []
        self.blocked = threading.Event()  # a request is hanging now
        self._release = threading.Event()
        app = Starlette(routes=[Route("/v1/chat/completions", self._chat, methods=["POST"])])
        self.server = ThreadedServer(app)

    @property
    def base_url(self) -> str:
        return f"{self.server.base_url}/v1"

    def release(self) -> None:
        self._release.set()

    async def _chat(self, request: Request) -> Response:
        body = await request.json()
        self.requests.append(body)
        text = self.answer(body)
        if text == BLOCK:
            self.blocked.set()
            while not self._release.is_set():
                await asyncio.sleep(0.02)
            return JSONResponse({"error": {"message": "released"}}, status_code=503)
        model = body.get("model", "fake")
        if isinstance(text, ToolCall):
            return self._tool_call(body, text)
        if not body.get("stream"):
            return _EscapedJSON(
                {
                    "id": "cmpl-fake",
                    "object": "chat.completion",
                    "created": 0,
                    "model": model,
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": text},
                            "finish_reason": "stop",
                        }
                    ],
                    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                }
            )
        usage = bool((body.get("stream_options") or {}).get("include_usage"))

        async def events() -> AsyncIterator[str]:
            def chunk(delta: dict[str, Any], finish: str | None = None) -> str:
                data = {
                    "id": "cmpl-fake",
                    "object": "chat.completion.chunk",
                    "created": 0,
                    "model": model,
                    "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
                }
                return f"data: {json.dumps(data)}\n\n"

            yield chunk({"role": "assistant", "content": ""})
            for piece in pieces(text, 16):
                if self.piece_delay:
                    await asyncio.sleep(self.piece_delay)
                yield chunk({"content": piece})
            yield chunk({}, "stop")
            if usage:
                tail = {
                    "id": "cmpl-fake",
                    "object": "chat.completion.chunk",
                    "created": 0,
                    "model": model,
                    "choices": [],
                    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                }
                yield f"data: {json.dumps(tail)}\n\n"
            yield "data: [DONE]\n\n"

        return StreamingResponse(events(), media_type="text/event-stream")

    def _tool_call(self, body: dict[str, Any], call: ToolCall) -> Response:
        base = {"id": "cmpl-fake", "created": 0, "model": body.get("model", "fake")}
        if not body.get("stream"):
            message = {"role": "assistant", "content": None, "tool_calls": [call.wire()]}
            choice = {"index": 0, "message": message, "finish_reason": "tool_calls"}
            return JSONResponse({**base, "object": "chat.completion", "choices": [choice]})

        async def events() -> AsyncIterator[str]:
            for delta, finish in (
                ({"role": "assistant", "content": None, "tool_calls": [call.wire(0)]}, None),
                ({}, "tool_calls"),
            ):
                choice = {"index": 0, "delta": delta, "finish_reason": finish}
                data = {**base, "object": "chat.completion.chunk", "choices": [choice]}
                yield f"data: {json.dumps(data)}\n\n"
            yield "data: [DONE]\n\n"

        return StreamingResponse(events(), media_type="text/event-stream")

    def start(self) -> FakeOpenAI:
        self.server.start()
        return self

    def stop(self) -> None:
        self._release.set()
        self.server.stop()
