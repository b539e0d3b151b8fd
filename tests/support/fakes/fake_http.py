"""What the Dify and n8n fakes share: a real uvicorn server on 127.0.0.1 in a thread, and a
tiny rule-based "brain" that remembers what it was told within one conversation."""

from __future__ import annotations

import asyncio
import re
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn

from tests.support.harness.redis_server import free_port

_ASK_NAME = re.compile(r"我叫什么|what(?:'s| is) my name", re.IGNORECASE)
_TELL_NAME = [
    re.compile(r"我叫\s*([^\s，。,.!！?？]+)"),
    re.compile(r"my name is\s+([A-Za-z][\w-]*)", re.IGNORECASE),
]


def _told_name(text: str) -> str | None:
    if _ASK_NAME.search(text):
        return None
    for pattern in _TELL_NAME:
        match = pattern.search(text)
        if match:
            return match.group(1)
    return None


def remembering_reply(history: list[tuple[str, str]], query: str) -> str:
    """The fake's answer to `query` given the conversation's earlier (query, answer) turns."""
    if _ASK_NAME.search(query):
        for earlier, _ in reversed(history):
            name = _told_name(earlier)
            if name:
                return f"你叫{name}"
        return "我还不知道你叫什么"
    name = _told_name(query)
    if name:
        return f"好的，{name}，我记住了"
    return f"收到：{query}（第{len(history) + 1}轮）"


def pieces(text: str, size: int = 2) -> list[str]:
    """`text` cut into small deltas, as a streaming model would send them."""
    return [text[i : i + size] for i in range(0, len(text), size)] or [""]


class ThreadedServer:
    """An ASGI app served by uvicorn on a free loopback port, in a daemon thread."""

    def __init__(self, app: Any) -> None:
        self.port = free_port()
        config = uvicorn.Config(
            app,
            host="127.0.0.1",
            port=self.port,
            log_level="warning",
            lifespan="off",
            timeout_graceful_shutdown=0.3,
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.error: BaseException | None = None

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self.server.serve())
        except BaseException as exc:  # noqa: BLE001 - reported to the test
            self.error = exc
        finally:
            loop.close()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 10.0) -> None:
        self.thread.start()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.server.started:
                return
            if not self.thread.is_alive():
                raise RuntimeError(f"fake server failed to start: {self.error!r}")
            time.sleep(0.01)
        raise RuntimeError("fake server did not start in time")

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(10)

    @contextmanager
    def running(self) -> Iterator[None]:
        self.start()
        try:
            yield
        finally:
            self.stop()
