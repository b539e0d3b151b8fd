"""Fixtures for memory-graph tests: one store per backend (Redis, in-memory), same suite.

Import `handle_fixture, store_fixture` into a test module to get the `handle` and `store`
fixtures (named so that the import does not shadow the test arguments).
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import pytest

from agents.memory.graph import GraphMemoryStore, HashingEmbeddings
from agents.memory.service import MemoryService
from agents.memory.settings import MemorySettingsStore
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis

BACKENDS = [pytest.param("redis", marks=pytest.mark.redis), "memory"]


class StoreHandle:
    """A store plus what a test needs to reach behind it (the raw client, more replicas)."""

    def __init__(self, kind: str, redis_url: str | None) -> None:
        self.kind = kind
        self.redis_url = redis_url
        self._clients: list[Any] = []
        self._states: list[RedisState] = []

    def new_store(self, **kwargs: Any) -> GraphMemoryStore:
        kwargs.setdefault("embeddings", HashingEmbeddings())
        if self.kind == "memory":
            return GraphMemoryStore(**kwargs)
        assert self.redis_url is not None
        client = make_async_redis(self.redis_url)
        state = RedisState(client, probe_interval=0.05)
        self._clients.append(client)
        self._states.append(state)
        return GraphMemoryStore(state, **kwargs)

    @property
    def client(self) -> Any:
        return self._clients[0] if self._clients else None

    async def aclose(self) -> None:
        for state in self._states:
            await state.aclose()
        for client in self._clients:
            await client.aclose()


async def open_handle(kind: str, request: pytest.FixtureRequest) -> StoreHandle:
    url = request.getfixturevalue("redis_url") if kind == "redis" else None
    return StoreHandle(kind, url)


@pytest.fixture(name="handle", params=BACKENDS)
async def handle_fixture(request: pytest.FixtureRequest) -> AsyncIterator[StoreHandle]:
    h = await open_handle(request.param, request)
    try:
        yield h
    finally:
        await h.aclose()


@pytest.fixture(name="store")
async def store_fixture(handle: StoreHandle) -> AsyncIterator[GraphMemoryStore]:
    s = handle.new_store()
    await s.setup()
    try:
        yield s
    finally:
        await s.aclose()


@contextlib.asynccontextmanager
async def memory_service(
    redis_url: str, embeddings: Any | None = None
) -> AsyncIterator[MemoryService]:
    """A MemoryService on the test Redis (graph store set up), closed afterwards."""
    client = make_async_redis(redis_url)
    state = RedisState(client, probe_interval=0.05)
    store = GraphMemoryStore(state, keys=Keys(), embeddings=embeddings or HashingEmbeddings())
    await store.setup()
    try:
        yield MemoryService(store, MemorySettingsStore(state, Keys()))
    finally:
        await state.aclose()
        await client.aclose()
