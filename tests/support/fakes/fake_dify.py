"""A fake Dify chat app: the documented `POST /v1/chat-messages` over real HTTP on 127.0.0.1.

Follows Dify's service API: `Authorization: Bearer <app key>` (401 otherwise), body
`{query, inputs, user, conversation_id, response_mode}`; streaming answers are SSE `data:`
lines (`message` deltas with `answer`, `message_end` with `conversation_id` and
`metadata.usage`, bare `event: ping` keep-alives), blocking answers one JSON object. Each
conversation belongs to the `user` that started it: another user, or an expired conversation,
gets 404 `{"code": "not_found", "message": "Conversation Not Exists."}`.

Knobs for failure tests: `fail_next` (statuses for the next requests), `delay_s`,
`drop_stream` (cut the connection after the first delta), `stream_error` (an `error` event),
`expire()`; for limit tests: `reply` (these deltas instead of the brain's answer), `line_bytes`
(stream one `data:` line that long, written in 16 KiB pieces), `ping_every_s` (stream nothing
but `event: ping`). `body_bytes` counts the bytes of the last answer handed to the server.
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from tests.support.fakes.fake_http import ThreadedServer, pieces, remembering_reply


@dataclass
class FakeConversation:
    id: str
    user: str
    turns: list[tuple[str, str]] = field(default_factory=list)
    created_at: float = field(default_factory=time.time)


@dataclass
class RecordedRequest:
    headers: dict[str, str]
    body: Any
    status: int = 0


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"code": code, "message": message, "status": status}, status_code=status)


class FakeDify:
    def __init__(self, api_key: str = "app-fake-dify-key") -> None:
        self.api_key = api_key
        self.conversations: dict[str, FakeConversation] = {}
        self.requests: list[RecordedRequest] = []
        self.fail_next: list[int] = []
        self.delay_s = 0.0
        self.drop_stream = False
        self.stream_error: dict[str, Any] | None = None
        self.agent_app = False  # answer like an Agent app (agent_message deltas)
        self.reply: list[str] | None = None
        self.line_bytes = 0
        self.ping_every_s: float | None = None
        self.body_bytes = 0
        self.app = Starlette(routes=[Route("/v1/chat-messages", self._chat, methods=["POST"])])
        self._server = ThreadedServer(self.app)

    # test helpers ----------------------------------------------------------------------
    @property
    def base_url(self) -> str:
        return self._server.base_url

    def start(self) -> FakeDify:
        self._server.start()
        return self

    def stop(self) -> None:
        self._server.stop()

    @contextmanager
    def running(self) -> Iterator[FakeDify]:
        self.start()
        try:
            yield self
        finally:
            self.stop()

    def expire(self, conversation_id: str | None = None) -> None:
        """Forget one conversation (or all), as Dify does when one expires or is deleted."""
        if conversation_id is None:
            self.conversations.clear()
        else:
            self.conversations.pop(conversation_id, None)

    def statuses(self) -> list[int]:
        return [r.status for r in self.requests]

    def sent(self, key: str) -> list[Any]:
        return [r.body.get(key) if isinstance(r.body, dict) else None for r in self.requests]

    # the API ---------------------------------------------------------------------------
    async def _chat(self, request: Request) -> Response:
        record = RecordedRequest(dict(request.headers), None)
        self.requests.append(record)
        response = await self._answer(request, record)
        record.status = response.status_code
        return response

    async def _answer(self, request: Request, record: RecordedRequest) -> Response:
        if request.headers.get("authorization") != f"Bearer {self.api_key}":
            return _error(401, "unauthorized", "Access token is invalid")
        try:
            body = await request.json()
        except ValueError:
            return _error(400, "invalid_param", "the body is not JSON")
        record.body = body
        if not isinstance(body, dict):
            return _error(400, "invalid_param", "the body must be an object")
        query, user = body.get("query"), body.get("user")
        mode = body.get("response_mode")
        conversation_id = body.get("conversation_id") or ""
        if not isinstance(query, str) or not query:
            return _error(400, "invalid_param", "query is required")
        if not isinstance(user, str) or not user:
            return _error(400, "invalid_param", "user is required")
        if not isinstance(body.get("inputs"), dict):
            return _error(400, "invalid_param", "inputs must be an object")
        if mode not in ("streaming", "blocking"):
            return _error(400, "invalid_param", "response_mode must be streaming or blocking")
        if not isinstance(conversation_id, str):
            return _error(400, "invalid_param", "conversation_id must be a string")
        if self.delay_s:
            await asyncio.sleep(self.delay_s)
        if self.fail_next:
            status = self.fail_next.pop(0)
            return _error(status, "internal_server_error", "Internal Server Error, please retry.")
        if conversation_id:
            conversation = self.conversations.get(conversation_id)
            if conversation is None or conversation.user != user:
                return _error(404, "not_found", "Conversation Not Exists.")
        else:
            conversation = FakeConversation(str(uuid.uuid4()), user)
            self.conversations[conversation.id] = conversation
        answer = remembering_reply(conversation.turns, query)
        if self.reply is not None:
            answer = "".join(self.reply)
        conversation.turns.append((query, answer))
        message_id = str(uuid.uuid4())
        task_id = str(uuid.uuid4())
        usage = {"prompt_tokens": len(query), "completion_tokens": len(answer)}
        self.body_bytes = 0
        if mode == "blocking":
            response = JSONResponse(
                {
                    "event": "message",
                    "task_id": task_id,
                    "id": message_id,
                    "message_id": message_id,
                    "conversation_id": conversation.id,
                    "mode": "chat",
                    "answer": answer,
                    "metadata": {"usage": usage},
                    "created_at": int(time.time()),
                }
            )
            self.body_bytes = len(response.body)
            return response
        return StreamingResponse(
            self._counted(self._events(answer, conversation.id, message_id, task_id, usage)),
            media_type="text/event-stream",
            headers={"Cache-Control": "no-cache"},
        )

    async def _counted(self, body: AsyncIterator[bytes]) -> AsyncIterator[bytes]:
        async for chunk in body:
            self.body_bytes += len(chunk)
            yield chunk

    async def _events(
        self,
        answer: str,
        conversation_id: str,
        message_id: str,
        task_id: str,
        usage: dict[str, int],
    ) -> AsyncIterator[bytes]:
        def data(event: dict[str, Any]) -> bytes:
            return f"data: {json.dumps(event, ensure_ascii=False)}\n\n".encode()

        base = {
            "task_id": task_id,
            "id": message_id,
            "message_id": message_id,
            "conversation_id": conversation_id,
            "created_at": int(time.time()),
        }
        yield b"event: ping\n\n"
        if self.ping_every_s is not None:
            for _ in range(round(120 / self.ping_every_s)):  # until the client goes away
                await asyncio.sleep(self.ping_every_s)
                yield b"event: ping\n\n"
            return
        if self.line_bytes:
            head = data({"event": "message", **base, "answer": ""})[: -len('"}\n\n')]
            yield head
            piece = b"x" * (16 * 1024)
            for _ in range(self.line_bytes // len(piece)):
                yield piece
                await asyncio.sleep(0)
            yield b'"}\n\n'
            yield data({"event": "message_end", **base, "metadata": {"usage": usage}})
            return
        name = "agent_message" if self.agent_app else "message"
        for i, piece in enumerate(self.reply or pieces(answer)):
            yield data({"event": name, **base, "answer": piece})
            if i == 0 and self.drop_stream:
                raise RuntimeError("fake dify drops the connection mid-stream")
            if i == 0 and self.stream_error is not None:
                yield data({"event": "error", **base, **self.stream_error})
                return
            await asyncio.sleep(0)
        if self.agent_app:  # New Agent apps close with the full answer in one `message`
            yield data({"event": "message", **base, "answer": answer})
        yield b"event: ping\n\n"
        yield data({"event": "message_end", **base, "metadata": {"usage": usage}})
