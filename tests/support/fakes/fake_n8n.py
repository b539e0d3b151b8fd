"""A fake n8n Chat Trigger over real HTTP on 127.0.0.1: `POST /webhook/<id>/chat`.

Follows the Chat Trigger contract as seen on n8n 2.8: `{"action": "sendMessage", "sessionId",
"chatInput"}` answered, by the workflow's response mode, with `{"output": "..."}` ("When Last
Node Finishes") or chunked NDJSON `{"type": "begin"}`, `{"type": "item", "content"}`...,
`{"type": "end"}` ("Streaming"); `{"action": "loadPreviousSession"}` returns `{"data": [...]}`;
a GET answers 200 with a placeholder page. With `auth` set, a missing header is a 401 and a
wrong one a 403, as n8n's header auth does.

Knobs: `fail_next`, `delay_s`, `drop_stream`, `error_chunk`; for limit tests `reply` (these
deltas instead of the brain's answer, joined in one `{"output"}` object in JSON mode), and
`body_bytes`, the bytes of the last answer handed to the server.

Its chat memory is keyed by `sessionId` alone, shared by every workflow (like a Postgres/Redis
chat memory node whose table several workflows use), so a bridge that reused ids across
workflows or tenants would leak between them.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Literal

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response, StreamingResponse
from starlette.routing import Route

from tests.support.fakes.fake_http import ThreadedServer, pieces, remembering_reply


@dataclass
class RecordedRequest:
    webhook_id: str
    headers: dict[str, str]
    body: Any
    status: int = 0


class FakeN8n:
    def __init__(
        self,
        *,
        auth: tuple[str, str] | None = None,
        mode: Literal["json", "streaming"] = "json",
    ) -> None:
        self.auth = auth
        self.mode = mode
        self.memory: dict[str, list[tuple[str, str]]] = {}  # sessionId -> turns
        self.requests: list[RecordedRequest] = []
        self.fail_next: list[int] = []
        self.delay_s = 0.0
        self.drop_stream = False
        self.error_chunk: str | None = None
        self.reply: list[str] | None = None
        self.body_bytes = 0
        self.app = Starlette(
            routes=[Route("/webhook/{webhook_id}/chat", self._chat, methods=["GET", "POST"])]
        )
        self._server = ThreadedServer(self.app)

    # test helpers ----------------------------------------------------------------------
    @property
    def base_url(self) -> str:
        return self._server.base_url

    def webhook_url(self, webhook_id: str = "wf-1") -> str:
        return f"{self.base_url}/webhook/{webhook_id}/chat"

    def start(self) -> FakeN8n:
        self._server.start()
        return self

    def stop(self) -> None:
        self._server.stop()

    @contextmanager
    def running(self) -> Iterator[FakeN8n]:
        self.start()
        try:
            yield self
        finally:
            self.stop()

    def session_ids(self) -> list[str]:
        return [r.body.get("sessionId") for r in self.requests if isinstance(r.body, dict)]

    def statuses(self) -> list[int]:
        return [r.status for r in self.requests]

    # the trigger -----------------------------------------------------------------------
    async def _chat(self, request: Request) -> Response:
        if request.method == "GET":
            return PlainTextResponse("This is the n8n chat trigger. Send a POST to chat.")
        record = RecordedRequest(request.path_params["webhook_id"], dict(request.headers), None)
        self.requests.append(record)
        response = await self._answer(request, record)
        record.status = response.status_code
        return response

    async def _answer(self, request: Request, record: RecordedRequest) -> Response:
        if self.auth is not None:
            name, value = self.auth
            given = request.headers.get(name)
            if given is None:
                return JSONResponse({"message": "Authorization is required!"}, status_code=401)
            if given != value:
                return JSONResponse({"message": "Authorization data is wrong!"}, status_code=403)
        try:
            body = await request.json()
        except ValueError:
            return JSONResponse({"message": "the body is not JSON"}, status_code=400)
        record.body = body
        if not isinstance(body, dict):
            return JSONResponse({"message": "the body must be an object"}, status_code=400)
        session_id = body.get("sessionId")
        if not isinstance(session_id, str) or not session_id:
            return JSONResponse({"message": "sessionId is required"}, status_code=400)
        action = body.get("action")
        if action == "loadPreviousSession":
            turns = self.memory.get(session_id, [])
            data = [
                {"type": t, "content": c} for q, a in turns for t, c in (("human", q), ("ai", a))
            ]
            return JSONResponse({"data": data})
        if action != "sendMessage":
            return JSONResponse({"message": f"unknown action {action!r}"}, status_code=400)
        chat_input = body.get("chatInput")
        if not isinstance(chat_input, str):
            return JSONResponse({"message": "chatInput is required"}, status_code=400)
        if self.delay_s:
            await asyncio.sleep(self.delay_s)
        if self.fail_next:
            status = self.fail_next.pop(0)
            return JSONResponse(
                {"code": status, "message": "Error in workflow"}, status_code=status
            )
        turns = self.memory.setdefault(session_id, [])
        answer = remembering_reply(turns, chat_input)
        if self.reply is not None:
            answer = "".join(self.reply)
        turns.append((chat_input, answer))
        self.body_bytes = 0
        if self.mode == "json":
            response = JSONResponse({"output": answer})
            self.body_bytes = len(response.body)
            return response
        return StreamingResponse(
            self._counted(self._chunks(answer)),
            media_type="application/json; charset=utf-8",
            headers={"Cache-Control": "no-cache"},
        )

    async def _counted(self, body: AsyncIterator[bytes]) -> AsyncIterator[bytes]:
        async for chunk in body:
            self.body_bytes += len(chunk)
            yield chunk

    async def _chunks(self, answer: str) -> AsyncIterator[bytes]:
        def line(chunk: dict[str, Any]) -> bytes:
            return (json.dumps(chunk, ensure_ascii=False) + "\n").encode()

        meta = {"nodeId": "agent-1", "nodeName": "AI Agent", "itemIndex": 0, "runIndex": 0}
        yield line({"type": "begin", "metadata": {**meta, "timestamp": int(time.time() * 1000)}})
        for i, piece in enumerate(self.reply or pieces(answer)):
            yield line({"type": "item", "content": piece, "metadata": meta})
            if i == 0 and self.drop_stream:
                raise RuntimeError("fake n8n drops the connection mid-stream")
            if i == 0 and self.error_chunk is not None:
                yield line({"type": "error", "content": self.error_chunk, "metadata": meta})
                return
            await asyncio.sleep(0)
        yield line({"type": "end", "metadata": {**meta, "timestamp": int(time.time() * 1000)}})
