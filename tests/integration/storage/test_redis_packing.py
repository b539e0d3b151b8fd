"""The asyncio clients send hiredis-packed commands to a real server (agents/storage/packing.py;
the packing itself: tests/unit/storage/test_redis_packing.py)."""

from __future__ import annotations

import pytest
from redis.exceptions import DataError

from agents.storage.packing import PackedConnection
from agents.storage.redis import make_async_redis
from tests.support.harness.redis_server import RedisServer


async def test_the_clients_use_it_against_a_real_server() -> None:
    server = RedisServer(modules=False).start()
    client = make_async_redis(server.url)
    try:
        assert isinstance(client.connection_pool.make_connection(), PackedConnection)
        keys = [f"k:{i}:é" for i in range(300)]
        async with client.pipeline(transaction=False) as pipe:
            for i, key in enumerate(keys):
                pipe.set(key, i * 0.5)
            pipe.mget(keys)
            replies = await pipe.execute()
        assert replies[-1] == [repr(i * 0.5).encode() for i in range(300)]
        with pytest.raises(DataError):
            await client.set("k", None)  # type: ignore[arg-type]
        assert await client.ping()  # the connection is still usable
    finally:
        await client.aclose()
        server.stop()
