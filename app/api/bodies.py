"""What a request body must be before any route reads it, checked as it arrives (pure ASGI: the
body is neither copied nor read twice unless it needs to be).

- `BodySizeLimit`: over a size, 413, by Content-Length before reading anything and by counting
  bytes as they arrive (a chunked body has no Content-Length); the rest is never read.
- `WholeTextBodies`: a JSON body whose strings hold a lone UTF-16 surrogate (`"\\ud83d"`: half
  an emoji, as a client that cuts a string between the two halves of a pair sends it) is
  refused with 422 `invalid_body`, whichever route, field or nesting depth it is in. Such a
  string is no text: UTF-8 cannot encode it, so every later write of it (Redis, a response, a
  log line, SSE) would fail, and a turn saved with it would break the reads of its session.
"""

from __future__ import annotations

import json
import re

from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agents.scheduling.admission import pace
from agents.text import has_surrogate
from app.api.error_shapes import shaped_error


class BodyTooLarge(StarletteHTTPException):
    """Raised by `BodySizeLimit`'s receive as the limit is passed: FastAPI lets an
    HTTPException raised while it reads the body through, to the app's handler for it."""

    def __init__(self, max_bytes: int) -> None:
        super().__init__(413, f"request body over {max_bytes} bytes")


class LoneSurrogate(StarletteHTTPException):
    """Raised by `WholeTextBodies`' receive with the body's last part (answered as 422)."""

    def __init__(self) -> None:
        super().__init__(
            422,
            "the body holds a lone UTF-16 surrogate (an escape such as \\ud83d without its "
            "pair): send whole characters",
        )


class BodySizeLimit:
    """Refuse request bodies over `max_bytes` with 413 before they are read into memory."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", []):
            if name == b"content-length" and value.isdigit() and int(value) > self.max_bytes:
                await self._refuse(scope, receive, send)
                return
        received = 0

        async def counted_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    # Answered by the app's handler for it (`http_error`): 413, then close.
                    raise BodyTooLarge(self.max_bytes)
                if message.get("more_body"):
                    # Each part of a body is work of the request's workspace: a flood of big
                    # bodies waits its turn behind the other workspaces' work.
                    await pace()
            return message

        await self.app(scope, counted_receive, send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = shaped_error(
            scope.get("path", ""),
            413,
            "payload_too_large",
            f"request body over {self.max_bytes} bytes",
            headers={"Connection": "close"},
        )
        await response(scope, receive, send)


# A JSON escape of a surrogate (`\ud800`-`\udfff`): a body without one cannot decode to a lone
# surrogate (UTF-8 has no bytes for one), so only such a body is decoded here, once it is whole.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
_CARRY = 5  # bytes of a part kept to find an escape cut between two parts


class WholeTextBodies:
    """Refuse a JSON body whose decoded strings hold a lone surrogate (422, `LoneSurrogate`)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        parts: list[bytes] = []
        escaped = False

        async def checked_receive() -> Message:
            nonlocal escaped
            message = await receive()
            if message["type"] != "http.request":
                return message
            body = message.get("body", b"")
            if body:
                tail = parts[-1][-_CARRY:] if parts else b""
                escaped = escaped or _SURROGATE_ESCAPE.search(tail + body) is not None
                parts.append(body)
            if not message.get("more_body") and escaped and _lone_surrogate(b"".join(parts)):
                raise LoneSurrogate()
            return message

        await self.app(scope, checked_receive, send)


def _lone_surrogate(raw: bytes) -> bool:
    """Whether `raw`, read as JSON, holds a string with a lone surrogate (a body that is not
    JSON is left to the route, which refuses it as it refuses any other)."""
    try:
        return has_surrogate(json.loads(raw))
    except (ValueError, RecursionError):
        return False
