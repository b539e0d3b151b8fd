"""Start-up does the CPU work that would otherwise hold the event loop on the first requests."""

from __future__ import annotations

import argparse
import gc
import sys
import threading
from typing import Any

import fastapi.routing
import httpx
import pytest
import uvicorn

from agents.context import tokens
from agents.models import local as local_models
from agents.models import local_probe
from agents.scheduling import cpu
from app import cli, log_limit
from app.main import create_app
from app.settings import Settings


async def test_routes_are_built_before_the_first_request(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """FastAPI builds a route's models lazily while matching; the first request to a late route
    built every route ahead of it (0.3 s on the loop, past a 0.5 s Redis timeout under load)."""
    app = create_app(Settings(env="test", model={"default_provider": "echo"}))
    built: list[Any] = []
    original = fastapi.routing._EffectiveRouteContext.from_api_route

    def counting(*args: Any, **kwargs: Any) -> Any:
        built.append(kwargs.get("original_route"))
        return original(*args, **kwargs)

    monkeypatch.setattr(fastapi.routing._EffectiveRouteContext, "from_api_route", counting)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://localhost") as c:
            for path in ("/api/v1/memories/items", "/v1/models", "/health", "/chat-missing"):
                await c.get(path)
    assert built == []


def test_serve_freezes_what_start_up_built(monkeypatch: pytest.MonkeyPatch) -> None:
    """A full collection holds the loop for as long as it walks the heap: start-up objects
    (rule tables, models, routes) are frozen before uvicorn serves."""
    frozen: list[int] = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda self: frozen.append(gc.get_freeze_count()))
    monkeypatch.setattr(log_limit, "limit_repeated_logs", lambda **kwargs: None)
    # Not this test's business: the CPU worker pool stays off in the test process.
    monkeypatch.setattr(cpu, "configure", lambda workers: None)
    monkeypatch.setattr(cpu, "warm", lambda task: None)
    monkeypatch.setenv("AGENTRT_HOST", "127.0.0.1")
    interval = sys.getswitchinterval()
    gc.unfreeze()
    try:
        cli._serve(argparse.Namespace(host="127.0.0.1", port=0))
    finally:
        gc.freeze()
        sys.setswitchinterval(interval)
    assert frozen and frozen[0] > 10_000


async def test_no_request_hops_to_a_worker_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """FastAPI runs a plain `def` dependency or route in a worker thread: a hop to another
    thread and back, and a wait for the interpreter lock, on every request (milliseconds
    each under load, behind other workspaces' work). Every dependency is `async def`."""
    import fastapi.dependencies.utils
    import fastapi.routing

    hops: list[Any] = []

    async def counting(func: Any, *args: Any, **kwargs: Any) -> Any:
        hops.append(getattr(func, "__name__", func))
        return func(*args, **kwargs)

    monkeypatch.setattr(fastapi.dependencies.utils, "run_in_threadpool", counting)
    monkeypatch.setattr(fastapi.routing, "run_in_threadpool", counting)
    app = create_app(Settings(env="test", model={"default_provider": "echo"}))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://localhost") as c:
            agent = {"id": "bot", "name": "Bot", "system_prompt": "You help."}
            assert (await c.post("/api/v1/agents", json=agent)).status_code == 201
            chat = await c.post("/api/v1/chat", json={"agent_id": "bot", "message": "hi"})
            assert chat.status_code == 200, chat.text
            for path in ("/api/v1/memories/items", "/api/v1/sessions", "/v1/models", "/health"):
                await c.get(path)
    assert hops == []


async def test_the_token_encoding_is_loaded_before_the_first_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """tiktoken's cl100k_base loaded at the first turn's first count, on the loop (~0.1 s in
    front of every workspace's requests; seen by sampling the loop under bench.noisy)."""
    monkeypatch.setattr(tokens, "_ENCODINGS", {})
    app = create_app(Settings(env="test", model={"default_provider": "echo"}))
    async with app.router.lifespan_context(app):
        assert "cl100k_base" in tokens._ENCODINGS


async def test_a_gpt_4o_agent_s_first_turn_loads_its_encoding_off_the_loop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The gpt-4o family counts with o200k_base: ~0.25 s and ~70 MB to load, so it is not
    loaded at start-up for every deployment; an agent naming such a model loads it at its
    first turn, in a worker thread, not on the loop in front of every workspace's requests."""
    loaded_on: list[str] = []
    original = tokens.tiktoken.get_encoding

    def recording(name: str) -> Any:
        loaded_on.append(f"{name}@{threading.current_thread().name}")
        return original(name)

    monkeypatch.setattr(tokens.tiktoken, "get_encoding", recording)
    monkeypatch.setattr(tokens, "_ENCODINGS", {})
    app = create_app(Settings(env="test", model={"default_provider": "echo"}))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://localhost") as c:
            agent = {
                "id": "four",
                "name": "Four",
                "model": {"provider": "echo", "name": "gpt-4o-mini"},
            }
            assert (await c.post("/api/v1/agents", json=agent)).status_code == 201
            chat = await c.post("/api/v1/chat", json={"agent_id": "four", "message": "hi"})
            assert chat.status_code == 200, chat.text
    assert "o200k_base" in tokens._ENCODINGS
    on_loop = [e for e in loaded_on if e.endswith("@" + threading.main_thread().name)]
    assert not [e for e in on_loop if e.startswith("o200k_base")], loaded_on


async def test_the_local_model_check_runs_at_start_up(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    """Whether the local model answers is asked of a child process (~1 s). An agent of any
    workspace may name the local model, and its model is built on the loop at its turn: the
    child is asked at start-up, off the loop, even when the default model is another."""
    weights = tmp_path / "model.gguf"
    weights.write_bytes(b"GGUF")
    monkeypatch.setattr(local_models, "llama_cpp_importable", lambda: True)
    monkeypatch.setattr(local_probe, "_PROBE", "pass")
    local_probe.runtime_failure.cache_clear()
    try:
        settings = Settings(
            env="test", model={"default_provider": "echo", "local_model_path": str(weights)}
        )
        app = create_app(settings)
        async with app.router.lifespan_context(app):
            info = local_probe.runtime_failure.cache_info()
            assert info.currsize == 1 and info.misses == 1
    finally:
        local_probe.runtime_failure.cache_clear()
