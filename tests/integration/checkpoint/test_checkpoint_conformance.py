"""LangGraph's checkpointer conformance suite against every saver the runtime can select.

`ConformantRedisSaver` (real Redis, JSON + Search) and the in-memory fallback must pass every
capability they implement. The stock `AsyncRedisSaver` is run too, to pin down what the
subclass fixes: when an upgrade makes upstream pass, that test names the override to drop.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from uuid import uuid4

import pytest
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.conformance import checkpointer_test, validate
from langgraph.checkpoint.conformance.capabilities import (
    BASE_CAPABILITIES,
    Capability,
)
from langgraph.checkpoint.conformance.report import CapabilityReport
from langgraph.checkpoint.conformance.test_utils import (
    generate_checkpoint,
    generate_config,
    generate_metadata,
)
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.redis.aio import AsyncRedisSaver
from redis.asyncio import Redis

from agents.checkpoint import BoundedMemorySaver, CheckpointProvider
from agents.storage.health import RedisState
from agents.storage.redis import make_async_redis
from agents.storage.redis_saver import ConformantRedisSaver

pytestmark = pytest.mark.redis

TTL = {"default_ttl": 60, "refresh_on_read": True}

# Neither langgraph-checkpoint-redis 0.5.2 nor InMemorySaver (langgraph-checkpoint 4.3.2)
# implements copy_thread or delete_for_runs; the suite reports them "not implemented".
REDIS_CAPABILITIES = frozenset(BASE_CAPABILITIES | {Capability.PRUNE})
MEMORY_CAPABILITIES = frozenset(BASE_CAPABILITIES)

# What stock AsyncRedisSaver 0.5.2 fails, and which ConformantRedisSaver override fixes it.
STOCK_FAILURES = {
    "list": {
        "test_list_by_namespace",  # alist: root namespace lists subgraphs
        "test_list_multiple_namespaces",  # alist: root namespace lists subgraphs
        "test_list_before",  # alist: `before` ignored for uuid6 ids
        "test_list_limit_plus_before",  # alist: `before` ignored for uuid6 ids
        "test_list_metadata_custom_keys",  # alist: "Unsupported filter key: score"
    },
    "prune": {
        "test_prune_keep_latest_across_namespaces",  # alist (root listing), not aprune
        "test_prune_empty_list_noop",  # aprune: raises on []
    },
}


@pytest.fixture
async def client(redis_url: str) -> AsyncIterator[Redis]:
    client = make_async_redis(redis_url)
    try:
        yield client
    finally:
        await client.aclose()


async def _run_suite(name: str, make_saver) -> CapabilityReport:
    """Validate a fresh saver per capability, as the suite's own runner does."""

    @checkpointer_test(name=name)
    async def factory() -> AsyncIterator[BaseCheckpointSaver]:
        yield await make_saver()

    return await validate(factory)


def _failed_tests(report: CapabilityReport) -> dict[str, set[str]]:
    return {
        cap: {failure.split(":", 1)[0] for failure in result.failures}
        for cap, result in report.results.items()
        if result.failures
    }


def _assert_conformant(report: CapabilityReport, implemented: frozenset[Capability]) -> None:
    failures = {cap: r.failures for cap, r in report.results.items() if r.failures}
    assert not failures, f"{report.checkpointer_name} failed: {failures}"
    detected = {Capability(cap) for cap, r in report.results.items() if r.detected}
    assert detected == implemented, f"capabilities changed: {sorted(detected)}"
    for cap in implemented:
        result = report.results[cap.value]
        assert result.passed is True and result.tests_passed > 0, (cap, result)
    assert report.passed_all()


async def test_redis_saver_passes_conformance_suite(client: Redis) -> None:
    async def make() -> ConformantRedisSaver:
        saver = ConformantRedisSaver(redis_client=client, ttl=TTL)
        await saver.asetup()
        return saver

    report = await _run_suite("ConformantRedisSaver", make)
    _assert_conformant(report, REDIS_CAPABILITIES)


async def test_in_memory_fallback_passes_conformance_suite() -> None:
    async def make() -> BoundedMemorySaver:
        return CheckpointProvider(RedisState(None)).memory  # as the runtime builds it

    report = await _run_suite("BoundedMemorySaver", make)
    _assert_conformant(report, MEMORY_CAPABILITIES)


async def test_stock_in_memory_saver_passes_conformance_suite() -> None:
    async def make() -> InMemorySaver:
        return InMemorySaver()

    report = await _run_suite("InMemorySaver", make)
    _assert_conformant(report, MEMORY_CAPABILITIES)


async def test_stock_saver_fails_exactly_what_the_subclass_fixes(client: Redis) -> None:
    async def make() -> AsyncRedisSaver:
        saver = AsyncRedisSaver(redis_client=client, ttl=TTL)
        await saver.asetup()
        return saver

    report = await _run_suite("AsyncRedisSaver", make)
    assert _failed_tests(report) == STOCK_FAILURES


class _PruneThroughAPruneThread(ConformantRedisSaver):
    """Routes the suite's `aprune` calls to `aprune_thread`, so the suite proves it too."""

    async def aprune(
        self,
        thread_ids: Sequence[str],
        *,
        strategy: str = "keep_latest",
        keep_last: int | None = None,
        max_results: int = 10000,
    ) -> None:
        keep = keep_last if keep_last is not None else (0 if strategy == "delete" else 1)
        for thread_id in thread_ids:
            await self.aprune_thread(thread_id, keep)


async def test_aprune_thread_passes_prune_suite(client: Redis) -> None:
    @checkpointer_test(name="aprune_thread")
    async def factory() -> AsyncIterator[BaseCheckpointSaver]:
        saver = _PruneThroughAPruneThread(redis_client=client, ttl=TTL)
        await saver.asetup()
        yield saver

    report = await validate(factory, capabilities={Capability.PRUNE.value})
    assert report.results["prune"].passed is True, report.results["prune"].failures


async def _put_chain(saver: BaseCheckpointSaver, thread_id: str, ns: str, n: int) -> list[str]:
    """n checkpoints on one namespace, each with one pending write; returns their ids."""
    ids: list[str] = []
    parent: str | None = None
    for step in range(n):
        config = generate_config(thread_id, checkpoint_ns=ns, checkpoint_id=parent)
        stored = await saver.aput(config, generate_checkpoint(), generate_metadata(step=step), {})
        await saver.aput_writes(stored, [("ch", step)], str(uuid4()))
        parent = stored["configurable"]["checkpoint_id"]
        ids.append(parent)
    return ids


async def _keys(client: Redis) -> set[str]:
    return {key.decode() async for key in client.scan_iter(count=1000)}


async def test_aprune_thread_counts_and_leaves_no_orphan_keys(client: Redis) -> None:
    saver = ConformantRedisSaver(redis_client=client, ttl=TTL)
    await saver.asetup()
    root = await _put_chain(saver, "thread-1", "", 3)
    child = await _put_chain(saver, "thread-1", "child:1", 2)
    await _put_chain(saver, "thread-10", "", 2)  # a neighbour whose id extends ours
    neighbour_keys = {k for k in await _keys(client) if ":thread-10:" in k}

    assert await saver.aprune_thread("thread-1", keep_last=1) == 3
    keys = await _keys(client)
    for gone in root[:-1] + child[:-1]:
        assert not [k for k in keys if gone in k], f"keys of pruned {gone} remain"
    for kept, ns, step in ((root[-1], "", 2), (child[-1], "child:1", 1)):
        tup = await saver.aget_tuple(generate_config("thread-1", checkpoint_ns=ns))
        assert tup is not None and tup.checkpoint["id"] == kept
        assert [w[2] for w in tup.pending_writes or []] == [step]  # its write survives

    assert await saver.aprune_thread("thread-1", keep_last=1) == 0
    assert await saver.aprune_thread("thread-1", keep_last=0) == 2
    assert await _keys(client) == neighbour_keys
    assert await saver.aprune_thread("no-such-thread", keep_last=0) == 0
    with pytest.raises(ValueError, match="keep_last"):
        await saver.aprune_thread("thread-10", keep_last=-1)


async def test_list_without_namespace_still_lists_every_namespace(client: Redis) -> None:
    saver = ConformantRedisSaver(redis_client=client, ttl=TTL)
    await saver.asetup()
    await _put_chain(saver, "thread-1", "", 2)
    await _put_chain(saver, "thread-1", "child:1", 1)

    every_ns = [t async for t in saver.alist({"configurable": {"thread_id": "thread-1"}})]
    root = [t async for t in saver.alist(generate_config("thread-1", checkpoint_ns=""))]

    assert sorted(t.config["configurable"]["checkpoint_ns"] for t in every_ns) == [
        "",
        "",
        "child:1",
    ]
    assert [t.config["configurable"]["checkpoint_ns"] for t in root] == ["", ""]


async def test_list_filter_and_before_page_through_a_long_thread(client: Redis) -> None:
    """`limit` counts matches after the Python checks, so small limits must still page."""
    saver = ConformantRedisSaver(redis_client=client, ttl=TTL)
    await saver.asetup()
    ids = await _put_chain(saver, "thread-1", "", 30)
    config = generate_config("thread-1")

    page = [
        t.checkpoint["id"]
        async for t in saver.alist(
            config, before=generate_config("thread-1", checkpoint_id=ids[5]), limit=2
        )
    ]
    assert page == [ids[4], ids[3]]
    step1_upper = [
        t.metadata["step"] async for t in saver.alist(config, filter={"step": 1, "source": "LOOP"})
    ]
    assert step1_upper == []  # the tag index matches case-insensitively; metadata does not
    steps = [
        t.metadata["step"]
        async for t in saver.alist(config, filter={"source": "loop", "parents": {}}, limit=3)
    ]
    assert steps == [29, 28, 27]
    assert [t async for t in saver.alist(config, limit=0)] == []


async def test_saver_does_not_close_a_client_it_was_given(client: Redis) -> None:
    async with ConformantRedisSaver(redis_client=client, ttl=TTL) as saver:
        await _put_chain(saver, "thread-1", "", 1)
    assert await client.ping()
