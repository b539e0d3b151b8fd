"""What both bridges share: the HTTP client, bounded reads, JSON or text."""

from __future__ import annotations

import json
from typing import Any

import httpx

from agents.policy.egress import EgressPolicy

MAX_ERROR_BODY = 64 * 1024
MAX_REPLY_BYTES = 8 * 1024 * 1024


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
        headers={"User-Agent": "agentrt-bridge/0.1"},
    )


def request_timeout(timeout_s: float) -> httpx.Timeout:
    """`timeout_s` for the answer and each streamed chunk; connecting takes at most 10 s."""
    return httpx.Timeout(timeout_s, connect=min(timeout_s, 10.0))


async def read_limited(response: httpx.Response, limit: int = MAX_ERROR_BODY) -> bytes:
    """At most `limit` bytes of a streamed response body."""
    chunks: list[bytes] = []
    size = 0
    async for chunk in response.aiter_bytes():
        chunks.append(chunk)
        size += len(chunk)
        if size >= limit:
            break
    return b"".join(chunks)[:limit]


def parse_json(raw: bytes | str) -> Any:
    """The JSON in `raw`, or its text when it is not JSON."""
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    try:
        return json.loads(text)
    except ValueError:
        return text
