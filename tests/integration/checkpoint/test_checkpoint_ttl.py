"""Checkpoint TTLs through a real graph: every key the saver writes expires, reads refresh it,
and threads stay apart."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.graph.state import CompiledStateGraph
from redis.asyncio import Redis

from agents.storage.redis import make_async_redis
from agents.storage.redis_saver import ConformantRedisSaver

pytestmark = pytest.mark.redis

TTL_MINUTES = 1440
TTL_SECONDS = TTL_MINUTES * 60
# Key families langgraph-checkpoint-redis 0.5.2 writes for a graph with node writes.
SAVER_KEY_FAMILIES = {"checkpoint", "checkpoint_latest", "checkpoint_write", "write_keys_zset"}


def _echo(state: MessagesState) -> dict[str, list[AIMessage]]:
    return {"messages": [AIMessage(content=f"echo: {state['messages'][-1].content}")]}


@pytest.fixture
async def client(redis_url: str) -> AsyncIterator[Redis]:
    client = make_async_redis(redis_url)
    try:
        yield client
    finally:
        await client.aclose()


@pytest.fixture
async def graph(client: Redis) -> CompiledStateGraph:
    saver = ConformantRedisSaver(
        redis_client=client, ttl={"default_ttl": TTL_MINUTES, "refresh_on_read": True}
    )
    await saver.asetup()
    builder = StateGraph(MessagesState)
    builder.add_node("echo", _echo)
    builder.add_edge(START, "echo")
    builder.add_edge("echo", END)
    return builder.compile(checkpointer=saver)


def _config(thread_id: str) -> RunnableConfig:
    return {"configurable": {"thread_id": thread_id}}


async def _turns(graph: CompiledStateGraph, thread_id: str, *texts: str) -> None:
    for text in texts:
        await graph.ainvoke({"messages": [HumanMessage(content=text)]}, _config(thread_id))


async def _ttls(client: Redis) -> dict[str, int]:
    keys = [key.decode() async for key in client.scan_iter(count=1000)]
    pipe = client.pipeline(transaction=False)
    for key in keys:
        pipe.ttl(key)
    return dict(zip(keys, await pipe.execute(), strict=True))


async def test_every_key_the_saver_writes_expires_within_the_ttl(
    graph: CompiledStateGraph, client: Redis
) -> None:
    await _turns(graph, "thread-1", "one", "two", "three")

    ttls = await _ttls(client)  # the database was empty: every key is the saver's
    assert {key.split(":", 1)[0] for key in ttls} == SAVER_KEY_FAMILIES
    wrong = {key: ttl for key, ttl in ttls.items() if not 0 < ttl <= TTL_SECONDS}
    assert not wrong, f"keys without the configured TTL: {wrong}"


async def test_reading_state_refreshes_ttl(graph: CompiledStateGraph, client: Redis) -> None:
    await _turns(graph, "thread-1", "one")
    pointer = next(k for k in await _ttls(client) if k.startswith("checkpoint_latest:thread-1:"))
    latest_raw = await client.get(pointer)
    assert isinstance(latest_raw, bytes), pointer
    latest = latest_raw.decode()
    for key in (pointer, latest):
        await client.expire(key, 60)

    state = await graph.aget_state(_config("thread-1"))

    assert [m.content for m in state.values["messages"]] == ["one", "echo: one"]
    for key in (pointer, latest):
        ttl = await client.ttl(key)
        assert TTL_SECONDS - 60 < ttl <= TTL_SECONDS, f"{key} not refreshed: {ttl}"


async def test_a_thread_never_sees_another_threads_checkpoints(
    graph: CompiledStateGraph,
) -> None:
    # "thread-10" extends "thread-1": a prefix match would leak it into thread-1.
    await _turns(graph, "thread-1", "one", "two")
    await _turns(graph, "thread-10", "secret")

    state = await graph.aget_state(_config("thread-1"))
    history = [s async for s in graph.aget_state_history(_config("thread-1"))]

    assert [m.content for m in state.values["messages"]] == ["one", "echo: one", "two", "echo: two"]
    assert history and {s.config["configurable"]["thread_id"] for s in history} == {"thread-1"}
    seen = {m.content for s in history for m in s.values.get("messages", [])}
    assert not any("secret" in text for text in seen)
    other = await graph.aget_state(_config("thread-10"))
    assert [m.content for m in other.values["messages"]] == ["secret", "echo: secret"]
