"""`DeltaRedisSaver` through real graphs on real Redis: TTL on every key, deletion, bytes per
turn, two instances (replicas) on one thread, the hot cache, time travel, and threads of the
previous saver moved on first read."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage
from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.graph.state import CompiledStateGraph
from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster

from agents.checkpoint import CheckpointProvider
from agents.storage.delta_saver import DeltaRedisSaver, HotCache
from agents.storage.delta_saver.legacy import LegacyThreads
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from agents.storage.redis_saver import ConformantRedisSaver

pytestmark = pytest.mark.redis

TTL_MINUTES = 1440


class Counting:
    """Counts the commands (and script calls) a saver sends, and the bytes of their args."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.calls = 0
        self.sent = 0
        original = client.execute_command

        async def execute(*args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            self.sent += sum(len(a) if isinstance(a, bytes | str) else 8 for a in args)
            return await original(*args, **kwargs)

        client.execute_command = execute


def _echo(state: MessagesState) -> dict[str, list[AIMessage]]:
    return {"messages": [AIMessage(content=f"echo: {state['messages'][-1].content}")]}


def _graph(saver: DeltaRedisSaver) -> CompiledStateGraph:
    builder = StateGraph(MessagesState)
    builder.add_node("echo", _echo)
    builder.add_edge(START, "echo")
    builder.add_edge("echo", END)
    return builder.compile(checkpointer=saver)


def _config(thread_id: str) -> RunnableConfig:
    return {"configurable": {"thread_id": thread_id}}


async def _turn(graph: CompiledStateGraph, thread_id: str, text: str) -> Any:
    return await graph.ainvoke(
        {"messages": [HumanMessage(content=text)]}, _config(thread_id), durability="exit"
    )


@pytest.fixture
async def client(redis_url: str) -> AsyncIterator[Redis]:
    client = make_async_redis(redis_url)
    try:
        yield client
    finally:
        await client.aclose()


async def _saver(client: Any, **kwargs: Any) -> DeltaRedisSaver:
    saver = DeltaRedisSaver(client, ttl_minutes=TTL_MINUTES, **kwargs)
    await saver.asetup()
    return saver


async def _thread_keys(client: Any, thread_id: str) -> list[str]:
    return [k for k in Keys().checkpoint_keys(thread_id) if await client.exists(k)]


async def test_every_key_expires_reads_refresh_and_delete_leaves_none(client: Redis) -> None:
    graph = _graph(await _saver(client))
    await _turn(graph, "t1", "hello")
    await _turn(graph, "t1", "again")
    await _turn(graph, "t2", "other")
    keys = await _thread_keys(client, "t1")
    assert len(keys) == 5  # ids, records, blobs, elements, generation (no pending writes)
    for key in keys:
        assert 0 < await client.ttl(key) <= TTL_MINUTES * 60
        await client.expire(key, 100)
    state = await graph.aget_state(_config("t1"))
    assert [m.content for m in state.values["messages"]][-1] == "echo: again"
    for key in keys:
        assert await client.ttl(key) > 100  # the read refreshed every key of the thread
    await graph.checkpointer.adelete_thread("t1")  # type: ignore[union-attr]
    assert [k async for k in client.scan_iter(match="*t:t1}*")] == []
    assert len(await _thread_keys(client, "t2")) == 5  # the other thread is untouched
    assert await graph.aget_state(_config("t1")) is not None
    assert (await graph.aget_state(_config("t1"))).values == {}


async def test_a_turn_writes_what_it_adds_in_one_round_trip_each_way(client: Redis) -> None:
    saver = await _saver(client)
    graph = _graph(saver)
    text = "x" * 2000
    counts: list[tuple[int, int]] = []
    for turn in range(60):
        counter = Counting(client)
        await _turn(graph, "long", f"{turn} {text}")
        counts.append((counter.calls, counter.sent))
        client.execute_command = type(client).execute_command.__get__(client)  # type: ignore[method-assign]
    # One script call to read, one to write, whatever the length of the thread.
    assert {calls for calls, _ in counts[1:]} == {2}
    early, late = counts[5][1], counts[-1][1]
    assert late < early * 1.2, (early, late)  # bytes sent do not grow with the history
    cold = await _saver(client)  # another process: no cache
    state = await _graph(cold).aget_state(_config("long"))
    assert len(state.values["messages"]) == 120
    assert state.values["messages"][-1].content == f"echo: 59 {text}"


async def test_two_instances_alternating_turns_see_each_others_writes(client: Redis) -> None:
    a, b = await _saver(client), await _saver(client)
    graph_a, graph_b = _graph(a), _graph(b)
    for turn in range(12):
        graph = graph_a if turn % 2 == 0 else graph_b
        result = await _turn(graph, "shared", f"m{turn}")
        assert [m.content for m in result["messages"]][-2:] == [f"m{turn}", f"echo: m{turn}"]
        assert len(result["messages"]) == 2 * (turn + 1)
    for graph in (graph_a, graph_b):
        state = await graph.aget_state(_config("shared"))
        assert len(state.values["messages"]) == 24
    # A write of one instance makes the other's cache stale: its next read says so.
    await graph_b.aupdate_state(_config("shared"), {"messages": [HumanMessage("edit", id="e")]})
    state = await graph_a.aget_state(_config("shared"))
    assert state.values["messages"][-1].content == "edit"


async def test_time_travel_fork_and_history_stay_addressable(client: Redis) -> None:
    graph = _graph(await _saver(client))
    for turn in range(40):  # past the snapshot depth: chains of deltas are cut and resumed
        await _turn(graph, "tt", f"m{turn}")
    history = [s async for s in graph.aget_state_history(_config("tt"))]
    assert len(history) == 40
    sizes = sorted(len(s.values["messages"]) for s in history)
    assert sizes == [2 * (i + 1) for i in range(40)]
    old = next(s for s in history if len(s.values["messages"]) == 10)
    forked = await graph.ainvoke({"messages": [HumanMessage("fork")]}, old.config)
    assert [m.content for m in forked["messages"]][-2:] == ["fork", "echo: fork"]
    assert len(forked["messages"]) == 12
    latest = await graph.aget_state(_config("tt"))
    assert len(latest.values["messages"]) == 12  # the fork is now the newest checkpoint
    cold = await _graph(await _saver(client)).aget_state(old.config)
    assert [m.content for m in cold.values["messages"]] == [
        m.content for m in old.values["messages"]
    ]


async def test_removed_and_edited_messages_by_id(client: Redis) -> None:
    saver = await _saver(client)
    graph = _graph(saver)
    for turn in range(5):
        await _turn(graph, "rm", f"m{turn}")
    state = await graph.aget_state(_config("rm"))
    first, second = state.values["messages"][:2]
    await graph.aupdate_state(
        _config("rm"),
        {"messages": [RemoveMessage(id=first.id), HumanMessage("edited", id=second.id)]},
    )
    for reader in (saver, await _saver(client)):  # cached and cold
        values = (await _graph(reader).aget_state(_config("rm"))).values
        assert [m.content for m in values["messages"]][:2] == ["edited", "m1"]
        assert len(values["messages"]) == 9


async def test_runs_on_a_redis_cluster(cluster_redis_url: str) -> None:
    client = RedisCluster.from_url(cluster_redis_url)
    try:
        saver = await _saver(client)
        graph = _graph(saver)
        for thread in ("a", "b", "c", "d"):
            for turn in range(3):
                await _turn(graph, thread, f"{thread}{turn}")
        for thread in ("a", "b", "c", "d"):
            state = await _graph(await _saver(client)).aget_state(_config(thread))
            assert [m.content for m in state.values["messages"]][-1] == f"echo: {thread}2"
            await saver.adelete_thread(thread)
            assert (await _graph(saver).aget_state(_config(thread))).values == {}
    finally:
        await client.aclose()


async def test_cache_bound_and_a_disabled_cache_give_the_same_answers(client: Redis) -> None:
    small = await _saver(client, cache=HotCache(max_threads=1))
    off = await _saver(client, cache=HotCache(max_threads=0))
    for turn in range(4):
        for thread in ("p", "q", "r"):
            await _turn(_graph(small if turn % 2 else off), thread, f"{thread}{turn}")
    assert len(small.cache) <= 1 and len(off.cache) == 0
    for thread in ("p", "q", "r"):
        values = (await _graph(small).aget_state(_config(thread))).values
        assert [m.content for m in values["messages"]][-1] == f"echo: {thread}3"


async def test_threads_of_the_previous_saver_are_moved_on_first_read(client: Redis) -> None:
    old = ConformantRedisSaver(
        redis_client=client, ttl={"default_ttl": TTL_MINUTES, "refresh_on_read": True}
    )
    await old.asetup()
    old_graph = _graph(old)  # type: ignore[arg-type]
    for turn in range(3):
        await old_graph.ainvoke({"messages": [HumanMessage(f"old{turn}")]}, _config("legacy"))
    before = [s async for s in old_graph.aget_state_history(_config("legacy"))]

    provider = CheckpointProvider(RedisState(client), ttl_minutes=TTL_MINUTES)
    await provider.setup()
    assert provider.redis is not None and provider.redis.legacy is not None
    graph = _graph(provider.redis)
    state = await graph.aget_state(_config("legacy"))
    assert [m.content for m in state.values["messages"]][-1] == "echo: old2"
    moved = [s async for s in graph.aget_state_history(_config("legacy"))]
    assert [s.config["configurable"]["checkpoint_id"] for s in moved] == [
        s.config["configurable"]["checkpoint_id"] for s in before
    ]
    assert await old.aget_tuple(_config("legacy")) is None  # the old documents are gone
    result = await _turn(graph, "legacy", "new")
    assert [m.content for m in result["messages"]][-2:] == ["new", "echo: new"]
    assert len(result["messages"]) == 8
    assert isinstance(provider.redis.legacy, LegacyThreads)
