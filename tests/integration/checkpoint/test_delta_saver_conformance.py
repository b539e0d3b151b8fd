"""LangGraph's checkpointer conformance suite on `DeltaRedisSaver`, on every Redis it runs on:
Redis Stack, the same server without modules, and a 3-master Redis Cluster."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.conformance import checkpointer_test, validate
from langgraph.checkpoint.conformance.capabilities import BASE_CAPABILITIES, Capability
from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster

from agents.storage.delta_saver import DeltaRedisSaver

pytestmark = pytest.mark.redis

CAPABILITIES = frozenset(BASE_CAPABILITIES | {Capability.PRUNE})


async def _conformance(client: Any, name: str) -> None:
    @checkpointer_test(name=name)
    async def factory() -> AsyncIterator[BaseCheckpointSaver]:
        saver = DeltaRedisSaver(client, ttl_minutes=60)
        await saver.asetup()
        yield saver

    report = await validate(factory)
    failures = {cap: r.failures for cap, r in report.results.items() if r.failures}
    assert not failures, failures
    detected = {Capability(cap) for cap, r in report.results.items() if r.detected}
    assert detected == CAPABILITIES
    for cap in CAPABILITIES:
        result = report.results[cap.value]
        assert result.passed is True and result.tests_passed > 0, (cap, result)


async def test_conformance_on_redis_stack(redis_url: str) -> None:
    client = Redis.from_url(redis_url)
    try:
        await _conformance(client, "DeltaRedisSaver/stack")
    finally:
        await client.aclose()


async def test_conformance_on_plain_redis(plain_redis_url: str) -> None:
    client = Redis.from_url(plain_redis_url)
    try:
        await _conformance(client, "DeltaRedisSaver/plain")
    finally:
        await client.aclose()


async def test_conformance_on_redis_cluster(cluster_redis_url: str) -> None:
    client = RedisCluster.from_url(cluster_redis_url)
    try:
        await _conformance(client, "DeltaRedisSaver/cluster")
    finally:
        await client.aclose()
