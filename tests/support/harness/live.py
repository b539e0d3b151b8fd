"""A real uvicorn server on a free loopback port, in a thread: tests talk HTTP and SSE to it."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import httpx
import uvicorn

from agents.service import ModelFactory
from app.main import create_app
from app.server import server_config
from app.settings import Settings
from tests.support.harness.redis_server import free_port


class LiveServer:
    def __init__(self, settings: Settings, model_factory: ModelFactory | None = None) -> None:
        self.settings = settings
        self.port = free_port()
        self.app = create_app(settings, model_factory)
        # The service's own server config (protocol, deadlines, caps), as `agentrt serve`.
        config = server_config(
            self.app,
            settings,
            host="127.0.0.1",
            port=self.port,
            log_level="warning",
            timeout_graceful_shutdown=2,
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.loop: asyncio.AbstractEventLoop | None = None
        self.error: BaseException | None = None

    def _run(self) -> None:
        self.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self.server.serve())
        except BaseException as exc:  # noqa: BLE001 - reported to the test
            self.error = exc
        finally:
            self.loop.close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def runtime(self) -> Any:
        return self.app.state.runtime

    def start(self, timeout: float = 20.0) -> LiveServer:
        self.thread.start()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.server.started:
                return self
            if not self.thread.is_alive():
                raise RuntimeError(f"server failed to start: {self.error!r}")
            time.sleep(0.02)
        raise RuntimeError("server did not start in time")

    def call(self, coro: Any, timeout: float = 10.0) -> Any:
        """Run a coroutine on the server's loop (to reach its runtime)."""
        assert self.loop is not None
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def client(self, **kwargs: Any) -> httpx.Client:
        kwargs.setdefault("timeout", httpx.Timeout(10.0, read=30.0))
        return httpx.Client(base_url=self.url, **kwargs)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(15)
