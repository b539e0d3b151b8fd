"""GraphRecall (the LongTermMemory port) and LangGraph's store injection of the memory store."""

from __future__ import annotations

import logging
from typing import Any, TypedDict

import pytest
from langgraph.graph import END, START, StateGraph
from langgraph.store.base import BaseStore

from agents.definition.spec import AgentSpec
from agents.memory.graph import (
    HEADER,
    MAX_QUERY,
    GraphMemoryStore,
    GraphRecall,
    HashingEmbeddings,
    MemoryScope,
    entities_namespace,
)
from agents.memory.service import MemoryService
from agents.memory.settings import MemorySettingsStore, WorkspaceMemoryConfig
from agents.ports import TurnScope
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from tests.support.memory import StoreHandle, handle_fixture, store_fixture  # noqa: F401

TURN = TurnScope(workspace="w", user_id="u1", session_id="s1", agent_id="bot")


def _spec(**long_term: Any) -> AgentSpec:
    return AgentSpec(id="bot", workspace="w", name="Bot", memory_config={"long_term": long_term})


async def _seed(store: GraphMemoryStore) -> None:
    scope = MemoryScope("w", "u1")
    apollo = await store.acreate_entity(
        scope, name="Project Apollo", entity_type="project", description="payments rewrite"
    )
    pg = await store.acreate_entity(scope, name="PostgreSQL", entity_type="product")
    await store.acreate_relation(scope, source_id=apollo.id, target_id=pg.id, relation_type="uses")
    for i in range(12):
        await store.acreate_entity(scope, name=f"Project note {i}", entity_type="concept")
    await store.acreate_entity(
        MemoryScope("w", "u10"), name="Project Apollo", entity_type="project"
    )


async def _on(_: str) -> bool:
    return True


async def test_recall_is_off_unless_enabled(store: GraphMemoryStore) -> None:
    await _seed(store)
    assert await GraphRecall(store).recall(_spec(), TURN, "Project Apollo") is None
    assert await GraphRecall(store).recall(_spec(enabled=False), TURN, "Apollo") is None
    inherit = GraphRecall(store, workspace_enabled=_on)
    assert await inherit.recall(_spec(), TURN, "Project Apollo") is not None
    assert await inherit.recall(_spec(enabled=False), TURN, "Project Apollo") is None

    async def user_off(workspace: str, user: str) -> bool:
        return False

    off = GraphRecall(store, workspace_enabled=_on, user_enabled=user_off)
    assert await off.recall(_spec(enabled=True), TURN, "Project Apollo") is None


async def test_recall_renders_hits_and_their_relations(store: GraphMemoryStore) -> None:
    await _seed(store)
    result = await GraphRecall(store).recall(
        _spec(enabled=True, max_memories=3), TURN, "What does Project Apollo use?"
    )
    assert result is not None
    assert result.recalled.startswith(HEADER) and "not" in HEADER and "instruction" in HEADER
    assert "[project] Project Apollo: payments rewrite" in result.recalled
    assert "Project Apollo —uses→ PostgreSQL" in result.recalled
    assert len(result.items) == 3
    assert result.items[0]["name"] == "PostgreSQL" and result.items[0]["via"] == "uses"
    assert {"id", "name", "entity_type", "score", "kind"} <= set(result.items[1])
    empty = await GraphRecall(store).recall(_spec(enabled=True), TURN, "   ")
    assert empty is not None and empty.recalled == "" and empty.items == []
    assert await GraphRecall(store).capture(_spec(enabled=True), TURN, []) == []


async def test_recall_failure_is_logged_and_returns_none(
    store: GraphMemoryStore, caplog: pytest.LogCaptureFixture
) -> None:
    async def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("index exploded")

    store.arecall = broken  # type: ignore[method-assign]
    with caplog.at_level(logging.WARNING, logger="agentrt.memory"):
        result = await GraphRecall(store).recall(_spec(enabled=True), TURN, "Apollo")
    assert result is None
    record = next(r for r in caplog.records if r.name == "agentrt.memory")
    assert "memory_recall_failed" in record.getMessage() and "index exploded" in record.getMessage()


class _State(TypedDict, total=False):
    user: str
    question: str
    found: list[str]


async def test_a_graph_node_uses_the_store_through_injection(handle: StoreHandle) -> None:
    store = handle.new_store(embeddings=HashingEmbeddings())
    await store.setup()

    async def remember(state: _State, store: BaseStore) -> _State:
        ns = entities_namespace("w", state["user"])
        await store.aput(ns, "pg", {"name": "PostgreSQL", "entity_type": "product"})
        await store.aput(ns, "k8s", {"name": "Kubernetes", "entity_type": "product"})
        return {}

    async def recall(state: _State, store: BaseStore) -> _State:
        items = await store.asearch(entities_namespace("w", state["user"]), query=state["question"])
        return {"found": [i.key for i in items]}

    builder = StateGraph(_State)
    builder.add_node("remember", remember)
    builder.add_node("recall", recall)
    builder.add_edge(START, "remember")
    builder.add_edge("remember", "recall")
    builder.add_edge("recall", END)
    graph = builder.compile(store=store)

    out = await graph.ainvoke({"user": "u.1", "question": "postgresql"})
    assert out["found"][0] == "pg"
    assert (await store.aget_entity(MemoryScope("w", "u.1"), "k8s")).name == "Kubernetes"
    other = await graph.ainvoke({"user": "u.10", "question": "postgresql"})
    assert other["found"][0] == "pg"  # its own copy; u.1's is untouched and unseen
    assert (await store.alist_entities(MemoryScope("w", "u.1"))).total == 2
    await store.aclose()


class CountingEmbeddings(HashingEmbeddings):
    """Hashing embeddings that record every text they embed."""

    def __init__(self) -> None:
        super().__init__()
        self.embedded: list[str] = []

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.embedded += texts
        return super().embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        self.embedded.append(text)
        return super().embed_query(text)


async def test_a_turn_s_recall_embeds_its_cut_question_once(
    handle: StoreHandle, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Item recall embedded the question, then graph recall embedded it again (every encode of
    the built-in model waits on one lock); and only the graph cut it to MAX_QUERY."""
    embeddings = CountingEmbeddings()
    store = handle.new_store(embeddings=embeddings)
    await store.setup()
    settings = MemorySettingsStore(store.state or RedisState(None), Keys())
    await settings.set_workspace("w", WorkspaceMemoryConfig(enabled=True))
    memory = MemoryService(store, settings)
    try:
        await memory.add("w", "u1", {"category": "fact", "content": "The user's cat is Miso"})
        await store.acreate_entity(
            MemoryScope("w", "u1"), name="Miso", entity_type="concept", description="a cat"
        )
        searched: list[str] = []
        real = memory.items.search

        async def spy(ws: str, user: str, query: str, **kwargs: Any) -> Any:
            searched.append(query)
            return await real(ws, user, query, **kwargs)

        monkeypatch.setattr(memory.items, "search", spy)
        spec = AgentSpec(id="bot", workspace="w", name="Bot")
        for question in ("  What is my cat Miso like?  ", "my cat Miso " * 1000):
            embeddings.embedded.clear()
            result = await memory.recall(spec, TURN, question)
            assert result is not None
            assert "- [fact] The user's cat is Miso" in result.recalled
            assert "[concept] Miso: a cat" in result.recalled
            cut = question.strip()[:MAX_QUERY]
            assert embeddings.embedded == [cut]
            assert searched[-1] == cut
    finally:
        await memory.aclose()
        await store.aclose()
