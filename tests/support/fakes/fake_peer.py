"""A bare HTTP peer on a loopback address of the test's choice (127.0.0.1, 127.0.0.2, ::1):
answers every request with one scripted response and records what reached it.

For the egress tests: an internal page answering HTML, a server redirecting elsewhere, and the
target of that redirect (whose `requests` staying empty proves nothing reached it).
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Scripted:
    status: int = 200
    headers: dict[str, str] = field(default_factory=lambda: {"Content-Type": "text/plain"})
    body: bytes = b"ok"


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, host: str, handler: Any) -> None:
        if ":" in host:
            self.address_family = socket.AF_INET6
        super().__init__((host, 0), handler)


class FakePeer:
    def __init__(self, host: str = "127.0.0.1", reply: Scripted | None = None) -> None:
        self.host = host
        self.reply = reply or Scripted()
        self.requests: list[tuple[str, str, dict[str, str], bytes]] = []
        peer = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                peer.requests.append(
                    (self.command, self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                )
                reply = peer.reply
                self.send_response(reply.status)
                for name, value in reply.headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(reply.body)))
                self.end_headers()
                self.wfile.write(reply.body)

            do_GET = do_POST = _answer  # noqa: N815 (http.server's naming)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = _Server(host, Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def port(self) -> int:
        return int(self.server.server_address[1])

    @property
    def base_url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    @contextmanager
    def running(self) -> Iterator[FakePeer]:
        self.thread.start()
        try:
            yield self
        finally:
            self.server.shutdown()
            self.server.server_close()
            self.thread.join(timeout=5)


def redirect_to(url: str, status: int = 307) -> Scripted:
    return Scripted(
        status=status, headers={"Location": url, "Content-Type": "text/plain"}, body=b""
    )


def html_page(text: str, status: int = 200) -> Scripted:
    body = f"<html><body><h1>{text}</h1></body></html>".encode()
    return Scripted(status=status, headers={"Content-Type": "text/html; charset=utf-8"}, body=body)
