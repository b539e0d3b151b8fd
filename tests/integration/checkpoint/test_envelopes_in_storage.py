"""A constructor envelope written straight into a checkpoint or memory key instantiates nothing
and imports nothing when the runtime loads it (RELIABILITY 13)."""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator
from typing import Any

import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.base import empty_checkpoint

from agents.memory.graph import GraphMemoryStore, HashingEmbeddings, MemoryScope
from agents.storage.delta_saver import DeltaRedisSaver
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from agents.storage.redis_saver import ConformantRedisSaver

pytestmark = pytest.mark.redis
# `this` prints the Zen of Python when imported: a module with an import side effect.
CRAFTED = {"lc": 1, "type": "constructor", "id": ["this", "Zen"], "kwargs": {}}


def _swap_envelopes(value: Any) -> tuple[Any, int]:
    """`value` with every constructor envelope replaced by CRAFTED, and how many."""
    if isinstance(value, dict):
        if value.get("lc") == 1 and value.get("type") == "constructor":
            return dict(CRAFTED), 1
        out, n = {}, 0
        for k, v in value.items():
            out[k], m = _swap_envelopes(v)
            n += m
        return out, n
    if isinstance(value, list):
        items = [_swap_envelopes(v) for v in value]
        return [v for v, _ in items], sum(m for _, m in items)
    return value, 0


@pytest.fixture
async def client(redis_url: str) -> AsyncIterator[Any]:
    c = make_async_redis(redis_url)
    try:
        yield c
    finally:
        await c.aclose()


async def _poison_json_docs(client: Any) -> int:
    swapped = 0
    async for key in client.scan_iter("*"):
        if (await client.type(key)) not in (b"ReJSON-RL", "ReJSON-RL"):
            continue
        doc = await client.execute_command("JSON.GET", key)
        if isinstance(doc, bytes | str):
            doc = json.loads(doc)
        new, n = _swap_envelopes(doc)
        if n:
            await client.json().set(key, "$", new)
            swapped += n
    return swapped


async def test_crafted_envelope_in_a_checkpoint_key_is_refused(client: Any) -> None:
    saver = ConformantRedisSaver(redis_client=client)
    await saver.asetup()
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"] = {"messages": [HumanMessage("hi", id="m1")]}
    checkpoint["channel_versions"] = {"messages": "1"}
    config = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
    await saver.aput(config, checkpoint, {"source": "input", "step": 0}, {"messages": "1"})
    sys.modules.pop("this", None)
    assert await _poison_json_docs(client) >= 1
    try:
        loaded = await saver.aget_tuple(config)
    except ValueError as exc:  # refused
        assert "not allowed" in str(exc)
    else:  # or kept as inert data, never an instance of anything
        assert loaded is not None
        value = loaded.checkpoint["channel_values"]["messages"][0]
        assert isinstance(value, dict) and value.get("id") == ["this", "Zen"]
    assert "this" not in sys.modules


async def test_crafted_envelope_in_a_memory_key_stays_data(client: Any) -> None:
    state = RedisState(client, probe_interval=0.05)
    store = GraphMemoryStore(state, keys=Keys(), embeddings=HashingEmbeddings())
    await store.setup()
    scope = MemoryScope("w1", "u1")
    envelope = {"lc": 1, "type": "constructor", "id": ["langchain", "x"], "kwargs": {}}
    entity = await store.acreate_entity(
        scope, name="Apollo", entity_type="project", properties={"x": envelope}
    )
    sys.modules.pop("this", None)
    assert await _poison_json_docs(client) >= 1
    fresh = GraphMemoryStore(state, keys=Keys(), embeddings=HashingEmbeddings())
    loaded = await fresh.aget_entity(scope, entity.id)
    assert loaded.properties["x"] == CRAFTED  # plain JSON, never revived
    assert "this" not in sys.modules
    await state.aclose()


async def test_crafted_type_in_a_delta_checkpoint_is_refused(client: Any) -> None:
    """A message element rewritten in Redis to name another class (msgpack ext) must not
    import that module nor build that object: the delta saver's serializer is strict."""
    import ormsgpack

    saver = DeltaRedisSaver(client)
    await saver.asetup()
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"] = {"messages": [HumanMessage("hi", id="m1")]}
    checkpoint["channel_versions"] = {"messages": "1"}
    config = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
    await saver.aput(config, checkpoint, {"source": "input", "step": 0}, {"messages": "1"})
    # EXT_CONSTRUCTOR_POS_ARGS (1): (module, name, args) -> `this.Zen()` when revived.
    crafted = ormsgpack.packb(ormsgpack.Ext(1, ormsgpack.packb(("this", "Zen", ()))))
    elements = Keys().checkpoint_keys("t1")[3]
    refs = await client.hkeys(elements)
    assert refs
    for ref in refs:
        await client.hset(elements, ref, b"msgpack\0" + crafted)
    sys.modules.pop("this", None)
    fresh = DeltaRedisSaver(client)
    loaded = await fresh.aget_tuple(config)
    assert loaded is not None
    assert "this" not in sys.modules
    for value in loaded.checkpoint["channel_values"]["messages"]:
        assert not type(value).__module__.startswith("this")
