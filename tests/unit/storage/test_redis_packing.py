"""hiredis packs the asyncio clients' commands (agents/storage/packing.py): the same bytes as
redis-py's own packer, the same error for what it cannot send."""

from __future__ import annotations

from typing import Any

import pytest
from redis.asyncio.connection import Connection
from redis.exceptions import DataError

from agents.storage.packing import PackedConnection

ARGS: list[tuple[Any, ...]] = [
    ("SET", "k", "v"),
    ("ZADD", "z", 0.1, "m", 1e100, "n", -0.0, "o", float("inf"), "p"),
    ("HSET", b"h", "é ü 中文", b"\xff\x00", 123456789012345678901234567890, -7),
    ("JSON.MGET", *[f"memory:doc:{{w:p}}:entities:e{i}" for i in range(300)], "$"),
    ("CONFIG GET", "maxmemory"),  # a command name of two words
    (b"CLIENT SETNAME", b"x"),
    ("HSET", "vec", "e1", memoryview(b"\x00\x01" * 1024)),
    ("SET", "big", b"x" * 200_000),  # over redis-py's buffer cutoff: chunked there
]


@pytest.mark.parametrize("args", ARGS, ids=range(len(ARGS)))
def test_commands_are_packed_as_redis_py_packs_them(args: tuple[Any, ...]) -> None:
    ours = b"".join(bytes(part) for part in PackedConnection().pack_command(*args))
    theirs = b"".join(bytes(part) for part in Connection().pack_command(*args))
    assert ours == theirs


def test_a_pipeline_of_commands_is_packed_as_redis_py_packs_it() -> None:
    ours = b"".join(bytes(p) for p in PackedConnection().pack_commands(ARGS))
    theirs = b"".join(bytes(p) for p in Connection().pack_commands(ARGS))
    assert ours == theirs


@pytest.mark.parametrize("bad", [True, None, [1], {"a": 1}, object()])
def test_what_redis_cannot_take_is_refused_as_redis_py_refuses_it(bad: Any) -> None:
    with pytest.raises(DataError):
        Connection().pack_command("SET", "k", bad)
    with pytest.raises(DataError):
        PackedConnection().pack_command("SET", "k", bad)
