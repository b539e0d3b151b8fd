"""API test fixtures: live servers on loopback, scripted models, keys."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import httpx
import pytest
from httpx_sse import connect_sse
from langchain_core.callbacks import AsyncCallbackManagerForLLMRun
from langchain_core.messages import BaseMessage
from langchain_core.outputs import ChatGenerationChunk

from agents.definition.spec import ModelSpec
from agents.models import EchoChatModel
from app.settings import Settings
from tests.support.harness.live import LiveServer


class SlowEchoModel(EchoChatModel):
    """The echo model, `delay` seconds per word: long enough to disconnect or double-text."""

    delay: float = 0.05

    async def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[ChatGenerationChunk]:
        async for chunk in super()._astream(messages, stop, run_manager, **kwargs):
            await asyncio.sleep(self.delay)
            yield chunk


def scripted_models(delay: float = 0.0) -> Callable[[ModelSpec], Any]:
    model = SlowEchoModel(delay=delay) if delay else EchoChatModel()
    return lambda spec: model


def make_settings(redis_url: str | None, **overrides: Any) -> Settings:
    base: dict[str, Any] = {
        "env": "test",
        "redis_url": redis_url,
        "redis": {"socket_timeout": 0.5, "connect_timeout": 0.5, "probe_interval": 0.2},
        "model": {"default_provider": "echo"},
        # Local mode is a choice (with Redis, `auto` means keys): tests that want keys say so.
        "auth": {"mode": "local"},
    }
    for key, value in overrides.items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            base[key] = {**base[key], **value}
        else:
            base[key] = value
    return Settings(**base)


@pytest.fixture
def start_server() -> Iterator[Callable[..., LiveServer]]:
    servers: list[LiveServer] = []

    def start(redis_url: str | None, *, delay: float = 0.0, **overrides: Any) -> LiveServer:
        server = LiveServer(make_settings(redis_url, **overrides), scripted_models(delay)).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


@pytest.fixture
def server(start_server: Callable[..., LiveServer], redis_url: str) -> LiveServer:
    return start_server(redis_url)


@pytest.fixture
def client(server: LiveServer) -> Iterator[httpx.Client]:
    with server.client() as c:
        yield c


def create_agent(client: httpx.Client, agent_id: str = "bot", **fields: Any) -> dict[str, Any]:
    body = {"id": agent_id, "name": fields.pop("name", "Bot"), **fields}
    response = client.post("/api/v1/agents", json=body)
    assert response.status_code == 201, response.text
    return dict(response.json())


def stream_turn(
    client: httpx.Client,
    body: dict[str, Any],
    headers: dict[str, str] | None = None,
    stop_after: int | None = None,
) -> list[dict[str, Any]]:
    """POST /chat/stream; the parsed events (stop reading after `stop_after` events)."""
    events: list[dict[str, Any]] = []
    with connect_sse(
        client, "POST", "/api/v1/chat/stream", json=body, headers=headers or {}
    ) as source:
        assert source.response.status_code == 200, source.response.read()
        headers = source.response.headers
        assert headers["content-type"].startswith("text/event-stream")
        assert headers["cache-control"] == "no-store" and headers["x-accel-buffering"] == "no"
        for sse in source.iter_sse():
            events.append(
                {"event": sse.event, "id": sse.id, "data": json.loads(sse.data) if sse.data else {}}
            )
            if stop_after is not None and len(events) >= stop_after:
                break
    return events


def reply_text(events: list[dict[str, Any]]) -> str:
    return "".join(e["data"]["delta"] for e in events if e["event"] == "token")
