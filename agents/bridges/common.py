"""What both bridges share: the HTTP client, and reading a reply within the turn's limits.

A bridged reply is read through a `ReplyReader`: at most `MAX_REPLY_BYTES` of body in all,
counted as the bytes arrive (one byte more fails the turn, and nothing more is read), and each
read before the turn's `TurnDeadline`, however the upstream keeps its connection alive.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import AsyncIterator, Awaitable
from contextlib import asynccontextmanager
from typing import Any, TypeVar

import httpx

from agents.bridges.errors import deadline_error, reply_too_large
from agents.policy.egress import EgressPolicy

log = logging.getLogger("agentrt.bridges")

MAX_ERROR_BODY = 64 * 1024
# The most of a reply body a bridged turn reads (an n8n JSON object or NDJSON stream, a Dify
# answer or SSE stream, pings and progress events included).
MAX_REPLY_BYTES = 8 * 1024 * 1024

# A line ends with CRLF, LF or CR (SSE; NDJSON lines end with LF or CRLF). Not with the other
# characters str.splitlines() takes: JSON strings may hold U+2028 and U+0085 as they are.
_EOL = re.compile(rb"\r\n|\r|\n")

T = TypeVar("T")


def make_http_client(egress: EgressPolicy | None = None) -> httpx.AsyncClient:
    """The one client a process uses for every bridge: connection pooling, no redirects, and
    only the addresses `egress` allows (default: public addresses only), checked after DNS
    resolution on every connection."""
    policy = egress if egress is not None else EgressPolicy()
    return httpx.AsyncClient(
        transport=policy.async_transport(
            limits=httpx.Limits(max_connections=200, max_keepalive_connections=40)
        ),
        follow_redirects=False,
        timeout=httpx.Timeout(60.0, connect=10.0),
        # Uncompressed: the reply's cap counts bytes as they arrive, and a compressed chunk
        # could stand for a thousand times its size.
        headers={"User-Agent": "agentrt-bridge/0.1", "Accept-Encoding": "identity"},
    )


def request_timeout(timeout_s: float) -> httpx.Timeout:
    """`timeout_s` for the answer and each streamed chunk; connecting takes at most 10 s."""
    return httpx.Timeout(timeout_s, connect=min(timeout_s, 10.0))


class TurnDeadline:
    """When a bridged turn must be over. `timeout_s` bounds each wait for the upstream; this
    bounds the whole turn, which an upstream sending pings or a trickle of bytes never ends.

    Start it when the turn starts (it reads the running loop's clock)."""

    def __init__(self, system: str, url: str, seconds: float) -> None:
        self.system = system
        self.url = url
        self.seconds = seconds
        self.at = asyncio.get_running_loop().time() + seconds

    async def run(self, awaitable: Awaitable[T]) -> T:
        """`awaitable`'s result; the turn's timeout error (`bridge_unavailable`) once the
        deadline passes while it waits."""
        scope = asyncio.timeout_at(self.at)
        try:
            async with scope:
                return await awaitable
        except TimeoutError:
            if not scope.expired():
                raise
        # Raised outside `except`: a domain error carrying a TimeoutError as its context would
        # pass for Redis being down (agents/storage/redis.py as_redis_unavailable).
        raise deadline_error(self.system, self.url, self.seconds)


class ReplyReader:
    """A bridged reply's body, read within the turn's limits: at most `limit` bytes in all
    (default `MAX_REPLY_BYTES`), counted as they arrive, so at most the limit plus one chunk
    is ever read; one byte over fails the turn (`bridge_error`, "… over N bytes"). Every read
    waits at most until the turn's deadline."""

    def __init__(
        self,
        response: httpx.Response,
        deadline: TurnDeadline,
        *,
        limit: int | None = None,
    ) -> None:
        self.response = response
        self.deadline = deadline
        self.limit = MAX_REPLY_BYTES if limit is None else limit
        self.size = 0  # bytes read so far
        self._body = response.aiter_bytes()

    async def chunks(self) -> AsyncIterator[bytes]:
        """The body's bytes, as they arrive."""
        while True:
            chunk = await self.deadline.run(anext(self._body, None))
            if chunk is None:
                return
            self.size += len(chunk)
            if self.size > self.limit:
                log.warning(
                    "%s's reply passed %d bytes; the turn fails and nothing more is read",
                    self.deadline.system,
                    self.limit,
                )
                raise reply_too_large(self.deadline.system, self.limit)
            yield chunk

    async def lines(self) -> AsyncIterator[str]:
        """The body's lines, decoded. A line is held only until it ends, so a line longer than
        the limit fails the turn when the limit is passed, never after being read whole."""
        encoding = self.response.encoding or "utf-8"
        line = bytearray()
        after_cr = False  # the last chunk ended with CR: an LF starting this one belongs to it
        async for chunk in self.chunks():
            start = 1 if after_cr and chunk[:1] == b"\n" else 0
            after_cr = chunk.endswith(b"\r")
            for end in _EOL.finditer(chunk, start):
                line += chunk[start : end.start()]
                yield line.decode(encoding, "replace")
                line.clear()
                start = end.end()
            line += chunk[start:]
        if line:
            yield line.decode(encoding, "replace")

    async def read(self) -> bytes:
        """The whole body (within the limit)."""
        return b"".join([chunk async for chunk in self.chunks()])

    async def prefix(self, limit: int = MAX_ERROR_BODY) -> bytes:
        """At most `limit` bytes of the body, without failing when there are more (an error
        body: only its beginning is ever quoted)."""
        parts: list[bytes] = []
        size = 0
        while size < limit:
            chunk = await self.deadline.run(anext(self._body, None))
            if chunk is None:
                break
            parts.append(chunk)
            size += len(chunk)
        return b"".join(parts)[:limit]


@asynccontextmanager
async def open_reply(
    http: httpx.AsyncClient,
    url: str,
    deadline: TurnDeadline,
    *,
    json_body: Any,
    headers: dict[str, str],
    timeout: httpx.Timeout,
) -> AsyncIterator[ReplyReader]:
    """POST `json_body` to `url`; the reply's reader, open until the block ends. Waiting for
    the reply's head counts against the turn's deadline too."""
    request = http.build_request("POST", url, json=json_body, headers=headers, timeout=timeout)
    response = await deadline.run(http.send(request, stream=True))
    try:
        yield ReplyReader(response, deadline)
    finally:
        await response.aclose()


def parse_json(raw: bytes | str) -> Any:
    """The JSON in `raw`, or its text when it is not JSON."""
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    try:
        return json.loads(text)
    except ValueError:
        return text
