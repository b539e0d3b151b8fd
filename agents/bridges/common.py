"""What both bridges share: the HTTP client, secrets from the environment, bounded reads."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from typing import Any

import httpx

from agents.bridges.errors import BridgeConfigError

MAX_ERROR_BODY = 64 * 1024
MAX_REPLY_BYTES = 8 * 1024 * 1024


def make_http_client() -> httpx.AsyncClient:
    """The one client a process uses for every bridge (connection pooling, no redirects)."""
    return httpx.AsyncClient(
        follow_redirects=False,
        timeout=httpx.Timeout(60.0, connect=10.0),
        limits=httpx.Limits(max_connections=200, max_keepalive_connections=40),
        headers={"User-Agent": "agentrt-bridge/0.1"},
    )


def request_timeout(timeout_s: float) -> httpx.Timeout:
    """`timeout_s` for the answer and each streamed chunk; connecting takes at most 10 s."""
    return httpx.Timeout(timeout_s, connect=min(timeout_s, 10.0))


def secret_from_env(env: Mapping[str, str] | None, name: str, field: str) -> str:
    value = (env if env is not None else os.environ).get(name, "").strip()
    if not value:
        raise BridgeConfigError(
            f"the environment variable {name} (named by {field}) is not set on the agentrt "
            "server; set it and try again"
        )
    return value


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
