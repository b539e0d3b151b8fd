"""A fake OpenAI-compatible chat endpoint (`POST /v1/chat/completions`) on 127.0.0.1.

Answers with `answer(body)` (the request JSON), streamed as SSE chunks when `stream` is true
(with a usage chunk when `stream_options.include_usage`), else as one completion. Requests
whose answer is `BLOCK` hang until `release()` — a model call a worker can be killed in.
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

from tests.support.fake_http import ThreadedServer, pieces

BLOCK = "\x00block"


class FakeOpenAI:
    def __init__(self, answer: Callable[[dict[str, Any]], str]) -> None:
        self.answer = answer
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
        if not body.get("stream"):
            return JSONResponse(
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

    def start(self) -> FakeOpenAI:
        self.server.start()
        return self

    def stop(self) -> None:
        self._release.set()
        self.server.stop()
