"""The HTTP server: uvicorn configured from `ServerSettings`, for `agentrt serve` and the tests.

uvicorn closes idle kept-alive connections, but not a client that never finishes its request
head or body (slowloris), and its connection cap answers in plain text. `GuardedH11Protocol`
(uvicorn's h11 protocol) adds:

- a head deadline: the request line and headers must be complete `header_timeout` seconds
  after the connection opened (or after the first byte of a request on a kept-alive one),
  however slowly they trickle in; else 408 (nothing, if nothing was sent) and close;
- a body deadline: the body must be complete `body_timeout` seconds after its head (time in
  which the server itself stopped reading does not count); else 408 JSON and close;
- a connection cap: with more than `max_connections` connections (or requests in progress),
  a request is answered 503 `server_busy` with Retry-After and its connection closed.

Behind a reverse proxy these are a second line: see the README's "Production".
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any

import h11
import uvicorn
from uvicorn.config import Config
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.server import ServerState

from app.api.fairness import SHARE_KEY
from app.log_limit import limit_repeated_logs
from app.settings import Settings


@dataclass(frozen=True)
class ConnectionLimits:
    header_timeout: float = 10.0
    body_timeout: float = 30.0
    max_connections: int = 1000
    retry_after: int = 1


class ServerConfig(uvicorn.Config):
    """uvicorn's Config, carrying the limits the protocol enforces."""

    def __init__(self, app: Any, *, limits: ConnectionLimits, **kwargs: Any) -> None:
        super().__init__(app, **kwargs)
        self.limits = limits


def _json_body(code: str, message: str) -> bytes:
    return json.dumps({"code": code, "message": message}).encode()


_HEAD_TIMEOUT = _json_body(
    "request_timeout", "the request head did not arrive in time; send it at once"
)
_BODY_TIMEOUT = _json_body(
    "request_timeout", "the request body did not arrive in time; send it at once"
)
_BUSY = _json_body("server_busy", "the server has too many connections; retry shortly")


def _raw_response(status: int, reason: bytes, body: bytes) -> bytes:
    return (
        b"HTTP/1.1 %d %s\r\ncontent-type: application/json\r\ncontent-length: %d\r\n"
        b"connection: close\r\n\r\n%s" % (status, reason, len(body), body)
    )


class GuardedH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with head and body deadlines and a JSON connection cap."""

    def __init__(
        self,
        config: Config,
        server_state: ServerState,
        app_state: dict[str, Any],
        _loop: asyncio.AbstractEventLoop | None = None,
    ) -> None:
        super().__init__(config, server_state, app_state, _loop)
        self.limits: ConnectionLimits = getattr(config, "limits", None) or ConnectionLimits()
        self.limit_concurrency = None  # uvicorn's own cap answers in plain text: ours in JSON
        self._app = self.app
        self.app = self._capped
        self._head_timer: asyncio.TimerHandle | None = None
        self._body_timer: asyncio.TimerHandle | None = None

    @property
    def fair_key(self) -> str | None:
        """Whose work this connection's reads and writes are, for the loop's order between
        workspaces (agents/scheduling/loop_share.py): the share `FairRequests` counted the
        request it carries (or carried last) for; nobody's before its first request."""
        scope: dict[str, Any] | None = self.scope  # type: ignore[assignment]
        share = None if scope is None else scope.get(SHARE_KEY)
        return None if share is None else str(share[1])

    # deadlines -------------------------------------------------------------------------
    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._head_timer = self.loop.call_later(self.limits.header_timeout, self._head_expired)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        self._track_deadlines()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        # A pipelined request may have started meanwhile (its body deadline); an idle
        # connection is keep-alive's to close, not the head deadline's.
        self._track_deadlines(heads=False)

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_head()
        self._cancel_body()
        super().connection_lost(exc)

    def _track_deadlines(self, *, heads: bool = True) -> None:
        """After bytes arrived: a head in progress runs on the head deadline (armed by its
        first byte, never moved by later ones), a body in progress on the body deadline."""
        if self.transport.is_closing():
            return
        their = self.conn.their_state
        if their is not h11.IDLE:
            self._cancel_head()
        elif heads and self._head_timer is None:
            self._head_timer = self.loop.call_later(self.limits.header_timeout, self._head_expired)
        if their is not h11.SEND_BODY:
            self._cancel_body()
        elif self._body_timer is None:
            self._body_timer = self.loop.call_later(self.limits.body_timeout, self._body_expired)

    def _cancel_head(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _cancel_body(self) -> None:
        if self._body_timer is not None:
            self._body_timer.cancel()
            self._body_timer = None

    def _head_expired(self) -> None:
        self._head_timer = None
        if self.transport.is_closing() or self.conn.their_state is not h11.IDLE:
            return
        if self.cycle is not None and not self.cycle.response_complete:
            return  # a response is still being written; its end re-arms keep-alive
        pending, _ = self.conn.trailing_data
        if pending:  # part of a head came: say why it ends
            self.transport.write(_raw_response(408, b"Request Timeout", _HEAD_TIMEOUT))
            self.logger.info("closed a connection whose request head was late")
        else:  # nothing came (an idle connection, a browser's preconnect): just close
            self.logger.debug("closed a connection that sent no request")
        self.transport.close()

    def _body_expired(self) -> None:
        self._body_timer = None
        if self.transport.is_closing() or self.conn.their_state is not h11.SEND_BODY:
            return
        if self.flow.read_paused:  # the app has not read what came: not the client's delay
            self._body_timer = self.loop.call_later(self.limits.body_timeout, self._body_expired)
            return
        cycle = self.cycle
        if cycle is not None and not cycle.response_started:
            try:
                self.transport.write(
                    self.conn.send(
                        h11.Response(
                            status_code=408,
                            reason=b"Request Timeout",
                            headers=[
                                (b"content-type", b"application/json"),
                                (b"content-length", str(len(_BODY_TIMEOUT)).encode()),
                                (b"connection", b"close"),
                            ],
                        )
                    )
                    or b""
                )
                self.transport.write(self.conn.send(h11.Data(data=_BODY_TIMEOUT)) or b"")
                self.transport.write(self.conn.send(h11.EndOfMessage()) or b"")
            except h11.LocalProtocolError:
                pass
            cycle.response_started = cycle.response_complete = True
        if cycle is not None:
            # The app's `receive` returns http.disconnect; what it sends is dropped.
            cycle.disconnected = True
            cycle.message_event.set()
        self.logger.info("closed a connection whose request body was late")
        self.transport.close()

    # connection cap --------------------------------------------------------------------
    async def _capped(self, scope: Any, receive: Any, send: Any) -> None:
        cap = self.limits.max_connections
        # This connection and this request's task are counted already.
        if len(self.connections) > cap or len(self.tasks) > cap:
            self.logger.warning("over %d connections: answered 503", cap)
            await send(
                {
                    "type": "http.response.start",
                    "status": 503,
                    "headers": [
                        (b"content-type", b"application/json"),
                        (b"content-length", str(len(_BUSY)).encode()),
                        (b"retry-after", str(self.limits.retry_after).encode()),
                        (b"connection", b"close"),
                    ],
                }
            )
            await send({"type": "http.response.body", "body": _BUSY})
            return
        await self._app(scope, receive, send)


def server_config(
    app: Any,
    settings: Settings,
    *,
    host: str,
    port: int,
    log_level: str | None = None,
    **overrides: Any,
) -> ServerConfig:
    """The uvicorn config of the service: `agentrt serve` and the tests' LiveServer use it.

    Repeated log lines of uvicorn's handlers are limited here (uvicorn creates them with the
    config); `agentrt serve` limits the root logger's too."""
    server = settings.server
    options: dict[str, Any] = {
        "host": host,
        "port": port,
        "http": GuardedH11Protocol,
        "lifespan": "on",
        "log_level": (log_level or settings.log_level).lower(),
        "timeout_keep_alive": server.keep_alive_seconds,
        "timeout_graceful_shutdown": server.graceful_shutdown_seconds,
        "backlog": server.backlog,
        **overrides,
    }
    config = ServerConfig(
        app,
        limits=ConnectionLimits(
            header_timeout=server.header_timeout_seconds,
            body_timeout=server.body_timeout_seconds,
            max_connections=server.max_connections,
        ),
        **options,
    )
    limit_repeated_logs(
        burst=server.log_repeat_burst,
        interval=server.log_repeat_seconds,
        # Not uvicorn.access: every access line shares one template, so the filter would
        # keep 10 requests a minute. Floods of errors go through uvicorn's and root's handlers.
        loggers=("uvicorn",),
    )
    return config
