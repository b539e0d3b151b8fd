"""Local mode answers the machine it runs on only.

In local mode every caller is an admin, so a web page must not reach the service: not by DNS
rebinding (a foreign name resolving to 127.0.0.1: the Host header still carries that name) and
not cross-site (a form or a body-less fetch from another origin: the Origin header says so).
The Host must be a loopback name or address, the bound host or one of `auth.local_hosts`; an
Origin, when sent, must be http(s) on one of those hosts (any port).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Receive, Scope, Send

from app.auth import is_loopback


def _hostname(authority: str) -> str | None:
    """The host of `host[:port]` (brackets kept off IPv6), lower-case; None if malformed."""
    try:
        parts = urlsplit(f"//{authority}")
        return parts.hostname  # lower-cased, without brackets and port
    except ValueError:
        return None


class LocalHostGuard:
    """ASGI middleware: 421 for a foreign Host, 403 for a foreign Origin (JSON bodies)."""

    def __init__(self, app: ASGIApp, hosts: Iterable[str]) -> None:
        self.app = app
        self.hosts = {h.strip("[]").lower() for h in hosts if h}

    def allowed(self, host: str | None) -> bool:
        return host is not None and (host in self.hosts or is_loopback(host))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            refusal = self._refusal(dict(scope.get("headers") or []))
            if refusal is not None:
                status, code, message = refusal
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 1008})
                    return
                body = json.dumps({"code": code, "message": message}).encode()
                await send(
                    {
                        "type": "http.response.start",
                        "status": status,
                        "headers": [
                            (b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()),
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)

    def _refusal(self, headers: dict[bytes, bytes]) -> tuple[int, str, str] | None:
        host = headers.get(b"host")
        # No Host at all comes from no browser (HTTP/1.0 tools); a rebinding page always has one.
        if host is not None and not self.allowed(_hostname(host.decode("latin-1"))):
            return (
                421,
                "host_not_allowed",
                "local mode answers loopback host names only (add others to "
                "AGENTRT_AUTH__LOCAL_HOSTS)",
            )
        origin = headers.get(b"origin")
        if origin is not None:
            try:
                parts = urlsplit(origin.decode("latin-1"))
                ok = parts.scheme in ("http", "https") and self.allowed(parts.hostname)
            except ValueError:  # a malformed origin (bad IPv6 brackets)
                ok = False
            if not ok:
                return (
                    403,
                    "origin_not_allowed",
                    "local mode refuses requests from other sites' pages",
                )
        return None
