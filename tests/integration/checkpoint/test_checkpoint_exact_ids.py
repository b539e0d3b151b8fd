"""Thread ids are exact in the Redis saver: the checkpoint index matches `thread_id` as a
case-insensitive TAG, so every search result is checked against the exact id before it is
returned or deleted (issue 11: ten turns on the upper-cased session id of another workspace
emptied its history)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from uuid import uuid4

import pytest
from langgraph.checkpoint.conformance.test_utils import (
    generate_checkpoint,
    generate_config,
    generate_metadata,
)
from redis.asyncio import Redis

from agents.storage.redis import make_async_redis
from agents.storage.redis_saver import ConformantRedisSaver

pytestmark = pytest.mark.redis

TTL = {"default_ttl": 60, "refresh_on_read": True}

# Pairs the index cannot tell apart (case, punctuation it tokenizes or escapes) or that look
# like prefixes/globs of each other.
PAIRS = [
    ("abc", "ABC"),
    ("a-b", "a_b"),
    ("a:b", "a.b"),
    ("s*", "s1"),
    ("{x}", "x"),
    ("ws/A/s1", "ws/a/s1"),
    ("w%3Ax/s%2E1", "W%3AX/s%2E1"),  # session_thread() of ids with `:` and `.`
    ("t.1", "T.1"),
]


@pytest.fixture
async def saver(redis_url: str) -> AsyncIterator[ConformantRedisSaver]:
    client: Redis = make_async_redis(redis_url)
    saver = ConformantRedisSaver(redis_client=client, ttl=TTL)
    await saver.asetup()
    try:
        yield saver
    finally:
        await client.aclose()


async def _chain(saver: ConformantRedisSaver, thread_id: str, n: int, ns: str = "") -> list[str]:
    """n checkpoints of a thread, each with one pending write; returns their ids."""
    ids: list[str] = []
    parent: str | None = None
    for step in range(n):
        config = generate_config(thread_id, checkpoint_ns=ns, checkpoint_id=parent)
        stored = await saver.aput(config, generate_checkpoint(), generate_metadata(step=step), {})
        await saver.aput_writes(stored, [("ch", f"{thread_id}:{step}")], str(uuid4()))
        parent = stored["configurable"]["checkpoint_id"]
        ids.append(parent)
    return ids


async def _listed(saver: ConformantRedisSaver, thread_id: str, **kw) -> list[str]:  # type: ignore[no-untyped-def]
    config = {"configurable": {"thread_id": thread_id}}
    return [t.checkpoint["id"] async for t in saver.alist(config, **kw)]  # type: ignore[arg-type]


async def _writes(saver: ConformantRedisSaver, thread_id: str) -> list[str]:
    tup = await saver.aget_tuple(generate_config(thread_id))
    return [] if tup is None else [w[2] for w in tup.pending_writes or []]


@pytest.mark.parametrize(("mine", "theirs"), PAIRS)
async def test_list_and_get_never_return_a_case_variant_thread(
    saver: ConformantRedisSaver, mine: str, theirs: str
) -> None:
    own = await _chain(saver, mine, 3)
    other = await _chain(saver, theirs, 4)
    assert await _listed(saver, mine) == own[::-1]
    assert await _listed(saver, mine, limit=2) == own[::-1][:2]
    assert await _listed(saver, mine, filter={"source": "loop"}) == own[::-1]
    root = [
        t.checkpoint["id"]
        async for t in saver.alist(generate_config(mine, checkpoint_ns=""), limit=3)
    ]
    assert root == own[::-1]
    assert await _listed(saver, theirs) == other[::-1]
    assert await _writes(saver, mine) == [f"{mine}:2"]
    for cid in own:
        tup = await saver.aget_tuple(generate_config(mine, checkpoint_id=cid))
        assert tup is not None and tup.config["configurable"]["thread_id"] == mine
    # Another thread's checkpoint id is not found under this thread's id.
    assert await saver.aget_tuple(generate_config(mine, checkpoint_id=other[0])) is None


@pytest.mark.parametrize(("mine", "theirs"), PAIRS)
async def test_prune_of_one_thread_never_touches_a_case_variant_thread(
    saver: ConformantRedisSaver, mine: str, theirs: str
) -> None:
    await _chain(saver, mine, 3)
    other = await _chain(saver, theirs, 4)
    other_child = await _chain(saver, theirs, 2, ns="child:1")
    assert await saver.aprune_thread(mine, keep_last=1) == 2
    assert await saver.aprune_thread(mine, keep_last=0) == 1
    await saver.aprune([mine], keep_last=0)
    await saver.aprune([mine], strategy="keep_latest")
    assert await _listed(saver, theirs) == sorted(other + other_child, reverse=True)
    assert await _writes(saver, theirs) == [f"{theirs}:3"]
    assert await _listed(saver, mine) == []


@pytest.mark.parametrize(("mine", "theirs"), PAIRS)
async def test_delete_of_one_thread_never_touches_a_case_variant_thread(
    saver: ConformantRedisSaver, mine: str, theirs: str
) -> None:
    await _chain(saver, mine, 2)
    other = await _chain(saver, theirs, 3)
    keys_before = {k async for k in saver._redis.scan_iter(count=1000)}
    await saver.adelete_thread(mine)
    assert await _listed(saver, mine) == []
    assert await saver.aget_tuple(generate_config(mine)) is None
    assert await _listed(saver, theirs) == other[::-1]
    assert await _writes(saver, theirs) == [f"{theirs}:2"]
    keys_after = {k async for k in saver._redis.scan_iter(count=1000)}
    theirs_keys = {k for k in keys_before if f":{theirs}:".encode() in k}
    assert theirs_keys and theirs_keys <= keys_after


async def test_a_search_without_return_fields_is_checked_too(
    saver: ConformantRedisSaver,
) -> None:
    from redisvl.query import FilterQuery
    from redisvl.query.filter import Tag

    await _chain(saver, "abc", 1)
    await _chain(saver, "ABC", 2)
    found = await saver.checkpoints_index.search(FilterQuery(Tag("thread_id") == "abc"))
    assert len(found.docs) == 1


async def test_ten_turns_on_an_upper_cased_id_leave_the_other_history_alone(
    saver: ConformantRedisSaver,
) -> None:
    """The reported attack: prune every 10 turns on `S_ABC` emptied `s_abc`."""
    victim = await _chain(saver, "s_abc", 6)
    for _ in range(10):
        await _chain(saver, "S_ABC", 1)
        await saver.aprune_thread("S_ABC", keep_last=0)
    assert await _listed(saver, "s_abc") == victim[::-1]
