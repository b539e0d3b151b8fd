"""Slow and surplus clients (issue 12): a client that never finishes its request head or body
is closed within the configured time, connections beyond the cap get a JSON 503, and a body
over the limit is refused while it arrives (chunked too), not after it was read whole.

Raw sockets on loopback: these clients misbehave on purpose, which HTTP libraries won't do.
"""

from __future__ import annotations

import json
import select
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from tests.support.harness.live import LiveServer

HEAD = b"Host: 127.0.0.1\r\n"


def _connect(server: LiveServer, sndbuf: int | None = None) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if sndbuf:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, sndbuf)
    sock.connect(("127.0.0.1", server.port))
    return sock


@contextmanager
def _sockets(sockets: list[socket.socket]) -> Iterator[list[socket.socket]]:
    try:
        yield sockets
    finally:
        for sock in sockets:
            sock.close()


def _read_until_closed(sock: socket.socket, timeout: float) -> tuple[bytes, float | None]:
    """What the server sent, and when it closed the connection (None: still open)."""
    sock.settimeout(timeout)
    data = b""
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                return data, time.monotonic()
            data += chunk
    except (ConnectionResetError, BrokenPipeError):
        return data, time.monotonic()
    except TimeoutError:
        return data, None


def _response(raw: bytes) -> tuple[int, dict[str, str], dict[str, object]]:
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers, json.loads(body) if body else {}


def test_slowloris_head_is_closed_within_header_timeout_while_health_stays_fast(
    start_server: Callable[..., LiveServer],
) -> None:
    server = start_server(None, server={"header_timeout_seconds": 0.6})
    stop = threading.Event()
    with _sockets([_connect(server) for _ in range(30)]) as slow:
        opened = time.monotonic()
        for sock in slow:
            sock.sendall(b"GET /health HTTP/1.1\r\n" + HEAD + b"X-Slow: ")
        dribbler = slow[0]

        def dribble() -> None:  # one byte at a time never restarts the deadline
            while not stop.wait(0.1):
                try:
                    dribbler.sendall(b"a")
                except OSError:
                    return

        thread = threading.Thread(target=dribble, daemon=True)
        thread.start()
        try:
            with server.client() as client:
                started = time.monotonic()
                assert client.get("/health").status_code == 200
                assert time.monotonic() - started < 0.5
            for sock in slow:
                _, closed_at = _read_until_closed(sock, timeout=3.0)
                assert closed_at is not None, "a client that never finished its head is open"
                assert closed_at - opened < 0.6 + 1.0
        finally:
            stop.set()
            thread.join(2)
        with server.client() as client:
            assert client.get("/health").status_code == 200


def test_idle_connection_that_sends_nothing_is_closed(
    start_server: Callable[..., LiveServer],
) -> None:
    server = start_server(None, server={"header_timeout_seconds": 0.5})
    with _sockets([_connect(server)]) as (sock,):
        opened = time.monotonic()
        data, closed_at = _read_until_closed(sock, timeout=3.0)
        assert closed_at is not None and closed_at - opened < 1.5
        assert data == b""  # nothing was asked, nothing is answered


def test_stalled_body_gets_408_and_is_closed(start_server: Callable[..., LiveServer]) -> None:
    server = start_server(None, server={"body_timeout_seconds": 0.6})
    with _sockets([_connect(server)]) as (sock,):
        sock.sendall(
            b"POST /api/v1/chat HTTP/1.1\r\n" + HEAD + b"Content-Type: application/json\r\n"
            b"Content-Length: 200\r\n\r\n" + b'{"agent_id": "bot", '
        )
        sent = time.monotonic()
        data, closed_at = _read_until_closed(sock, timeout=4.0)
        assert closed_at is not None, "a body that stalls keeps its connection open"
        assert closed_at - sent < 0.6 + 1.0
        status, headers, body = _response(data)
        assert status == 408 and body["code"] == "request_timeout", data
        assert headers["content-type"].startswith("application/json")
    with server.client() as client:
        assert client.get("/health").status_code == 200


def test_connections_beyond_the_cap_get_json_503_with_retry_after(
    start_server: Callable[..., LiveServer],
) -> None:
    server = start_server(None, server={"max_connections": 4, "header_timeout_seconds": 10})
    with _sockets([_connect(server) for _ in range(4)]) as held:
        for sock in held:
            sock.sendall(b"GET /health HTTP/1.1\r\n")  # holds a connection, head unfinished
        time.sleep(0.2)
        with server.client() as client:
            busy = client.get("/health")
        assert busy.status_code == 503, busy.text
        assert busy.json()["code"] == "server_busy"
        assert int(busy.headers["retry-after"]) >= 1
    deadline = time.monotonic() + 5
    while True:  # the held connections are gone: served again
        with server.client() as client:
            if client.get("/health").status_code == 200:
                break
        assert time.monotonic() < deadline
        time.sleep(0.05)


def test_chunked_body_over_the_limit_is_refused_before_it_is_read_whole(
    start_server: Callable[..., LiveServer],
) -> None:
    server = start_server(None, chat={"max_body_bytes": 1_000_000})
    total, chunk = 5_000_000, b"x" * 65_536
    frame = b"%x\r\n" % len(chunk) + chunk + b"\r\n"
    with _sockets([_connect(server, sndbuf=65_536)]) as (sock,):
        sock.sendall(
            b"POST /api/v1/chat HTTP/1.1\r\n" + HEAD + b"Content-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\n\r\n"
        )
        sent = 0
        answered = False
        while sent < total:
            readable, _, _ = select.select([sock], [], [], 0.005)
            if readable:
                answered = True
                break
            try:
                sock.sendall(frame)
            except (BrokenPipeError, ConnectionResetError):
                answered = True
                break
            sent += len(chunk)
        data, _ = _read_until_closed(sock, timeout=5.0)
        assert answered, "the server read the whole 5 MB body before answering"
        assert sent < 2_500_000, sent
        status, headers, body = _response(data)
        assert status == 413 and body["code"] == "payload_too_large", data
        assert headers.get("connection") == "close"


def test_body_over_the_limit_by_content_length_is_refused_unread(
    start_server: Callable[..., LiveServer],
) -> None:
    server = start_server(None, chat={"max_body_bytes": 1_000_000})
    with server.client() as client:
        huge = client.post(
            "/api/v1/chat", content=b"x" * 1_100_000, headers={"content-type": "application/json"}
        )
        assert huge.status_code == 413 and huge.json()["code"] == "payload_too_large"
        assert client.get("/health").status_code == 200
