"""Isolation property (RELIABILITY 9): scopes whose ids are prefixes or case variants of each
other and full of query syntax never see or change each other's memory, on both backends."""

from __future__ import annotations

import asyncio
import hashlib
from typing import Any

import pytest
import redis
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from agents.errors import NotFound
from agents.memory.graph import (
    GraphMemoryStore,
    HashingEmbeddings,
    MemoryScope,
    encode_label,
    entities_namespace,
)
from agents.storage.health import RedisState
from agents.storage.redis import make_async_redis

ALPHABET = "ab1uU0.:-#*{}@| \\_%,"
base_ids = st.text(ALPHABET, min_size=1, max_size=6).filter(lambda s: s.strip() != "")


@st.composite
def id_pairs(draw: st.DrawFn) -> tuple[str, str]:
    """Two different ids: one extends, truncates or case-flips the other."""
    base = draw(base_ids)
    how = draw(st.sampled_from(["extend", "truncate", "case"]))
    if how == "extend":
        other = base + draw(st.text(ALPHABET, min_size=1, max_size=3))
    elif how == "truncate" and len(base) > 1:
        other = base[: draw(st.integers(1, len(base) - 1))]
    else:
        other = base.swapcase()
    assume(other != base and other.strip() != "")
    return (base, other) if draw(st.booleans()) else (other, base)


@st.composite
def scope_pairs(draw: st.DrawFn) -> tuple[MemoryScope, MemoryScope, str, str]:
    ws_a, ws_b = draw(id_pairs())
    u_a, u_b = draw(id_pairs())
    which = draw(st.sampled_from(["user", "workspace", "both"]))
    a = MemoryScope(ws_a, u_a)
    b = {
        "user": MemoryScope(ws_a, u_b),
        "workspace": MemoryScope(ws_b, u_a),
        "both": MemoryScope(ws_b, u_b),
    }[which]
    e1, e2 = draw(id_pairs())
    return a, b, e1, e2


def _notes(scope: MemoryScope) -> tuple[str, str, str]:
    return (encode_label(scope.workspace), encode_label(scope.user_id), "notes")


def _name(eid: str) -> str:
    """An entity name per id, in letters: the ids mix case, digits and symbols, and a name
    such as "000*aU" reads to the safety gate as a password written down (it is refused, as it
    should be). Isolation is about the ids, which stay as drawn."""
    digest = hashlib.blake2b(eid.encode(), digest_size=6).hexdigest()
    return "shared name " + digest.translate(str.maketrans("0123456789", "ghijklmnop"))


async def _populate(
    store: GraphMemoryStore, scope: MemoryScope, owner: str, e1: str, e2: str
) -> None:
    for eid in (e1, e2):
        await store.acreate_entity(
            scope,
            id=eid,
            name=_name(eid),
            entity_type="concept",
            description="same words in every scope",
            properties={"owner": owner},
        )
    await store.acreate_relation(scope, source_id=e1, target_id=e2, relation_type="related_to")
    await store.aput(_notes(scope), e1, {"owner": owner, "text": "shared note"})


async def _check(store: GraphMemoryStore, scope: MemoryScope, owner: str, e1: str, e2: str) -> None:
    def owners(entities: list[Any]) -> set[str]:
        return {e.properties["owner"] for e in entities}

    listed = await store.alist_entities(scope, limit=50)
    assert owners(listed.items) == {owner} and listed.total == 2
    assert owners((await store.alist_entities(scope, q="shared name")).items) == {owner}
    hits = (await store.arecall(scope, _name(e1), min_similarity=0.0)).hits
    assert {h.entity.properties["owner"] for h in hits} == {owner}
    graph = await store.asubgraph(scope, [e1], max_depth=3)
    assert owners(graph.entities) == {owner} and len(graph.relations) == 1
    assert (await store.alist_relations(scope, entity_id=e1)).total == 1
    searched = await store.asearch(entities_namespace(scope.workspace, scope.user_id), query="x")
    assert {i.value["properties"]["owner"] for i in searched} == {owner}
    assert (await store.aget_entity(scope, e2)).properties["owner"] == owner
    assert {i.value["owner"] for i in await store.asearch(_notes(scope), query="note")} == {owner}
    note = await store.aget(_notes(scope), e1)
    assert note is not None and note.value["owner"] == owner


async def _property(
    store: GraphMemoryStore, a: MemoryScope, b: MemoryScope, e1: str, e2: str
) -> None:
    await store.setup()
    await _populate(store, a, "A", e1, e2)
    await _populate(store, b, "B", e1, e2)
    await _check(store, a, "A", e1, e2)
    await _check(store, b, "B", e1, e2)
    # Deleting in A changes nothing in B.
    await store.adelete_entity(a, e1)
    with pytest.raises(NotFound):
        await store.aget_entity(a, e1)
    await _check(store, b, "B", e1, e2)
    assert (await store.alist_relations(a)).total == 0
    await store.adelete(_notes(a), e1)
    assert await store.aget(_notes(a), e1) is None
    await _check(store, b, "B", e1, e2)


PROPERTY = settings(
    max_examples=250,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@PROPERTY
@given(scope_pairs())
def test_isolation_in_memory(case: tuple[MemoryScope, MemoryScope, str, str]) -> None:
    a, b, e1, e2 = case
    assume(a != b)

    async def run() -> None:
        await _property(GraphMemoryStore(embeddings=HashingEmbeddings(32)), a, b, e1, e2)

    asyncio.run(run())


@pytest.mark.redis
@PROPERTY
@given(case=scope_pairs())
def test_isolation_on_redis(
    redis_url: str, case: tuple[MemoryScope, MemoryScope, str, str]
) -> None:
    a, b, e1, e2 = case
    assume(a != b)
    sync = redis.Redis.from_url(redis_url)
    sync.flushall()
    sync.close()

    async def run() -> None:
        client = make_async_redis(redis_url)
        state = RedisState(client)
        try:
            await _property(GraphMemoryStore(state, embeddings=HashingEmbeddings(32)), a, b, e1, e2)
        finally:
            await state.aclose()
            await client.aclose()

    asyncio.run(run())
