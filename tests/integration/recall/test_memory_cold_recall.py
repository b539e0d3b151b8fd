"""A person's first recall on a replica is answered from the Redis index (agents/memory/graph/
cold/recall.py) and equals what ranking over the loaded copy answers: same hits, order, score parts,
relation paths and subgraph, both when the person's namespace is small enough to be read whole
(cold/small.py) and when candidates come from the index (`path`), on generated people and on
the recall sets. The index is asked while the question is embedded, and a copy is built in the
background after a cold recall. Older data and indexes: test_memory_cold_index.py; a small
namespace read whole: test_memory_cold_small.py; the people, replicas and checks: conftest.py."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from agents.memory.graph import HashingEmbeddings, MemoryScope
from agents.memory.graph.cold import small
from tests.integration.recall.conftest import (
    NOW,
    OPTIONS,
    PERSON,
    QUESTIONS,
    Replicas,
    _ask,
    assert_same,
    scanned_as,
)

pytestmark = pytest.mark.redis


async def test_cold_recall_equals_warm_recall(replicas: Replicas, person: Any, path: str) -> None:
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    asked = 0
    for options in OPTIONS:
        for question in QUESTIONS:
            expected = await _ask(warm, question, **options)
            got = await _ask(cold, question, **options)
            assert_same(got, expected, f"{question!r} {options}")
            assert {h.entity.id for h in got.hits} <= {f"e{i}" for i in range(300)} | {"self"}
            asked += 1
    assert cold.cold is not None and cold.cold.answered == asked  # never fell back
    assert scanned_as(path, cold.cold.scanned, asked)
    assert cold.redis is not None and cold.redis.cached_namespaces == 0  # no copy was built


async def test_cold_recall_equals_warm_with_query_vectors(
    replicas: Replicas, person: Any, path: str
) -> None:
    """Dense-only questions (the bench's shape): the KNN candidates carry the ranking."""
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    embed = HashingEmbeddings()
    for question in QUESTIONS[:8]:
        vector = embed.embed_query(question)
        for limit in (1, 10, 50):
            expected = await warm.arecall(PERSON, "", query_vector=vector, limit=limit, now=NOW)
            got = await cold.arecall(PERSON, "", query_vector=vector, limit=limit, now=NOW)
            assert_same(got, expected, f"{question!r} vector, limit {limit}")
    assert cold.cold is not None and cold.cold.answered == 24
    assert scanned_as(path, cold.cold.scanned, 24)


def _embeds_after(probed: asyncio.Event) -> HashingEmbeddings:
    """The tests' embeddings (the same model id, so the same vectors count), embedding a
    question only once the cold recall's first round trip has run: recall that embedded first
    and asked the index after would wait here for ever."""
    model = HashingEmbeddings()
    embed = model.aembed_query

    async def after_the_probe(text: str) -> list[float]:
        await probed.wait()
        return await embed(text)

    model.aembed_query = after_the_probe  # type: ignore[method-assign]
    return model


async def test_the_index_is_asked_while_the_question_is_embedded(
    replicas: Replicas, person: Any, path: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new replica's first recall: the probe (members, version, the question's words) needs
    no vector, so it runs while the question is embedded; the answer is the copy's."""
    from agents.memory.graph.cold.recall import ColdRecall

    probed = asyncio.Event()
    search = ColdRecall._search

    async def probe_then_signal(self: ColdRecall, *args: Any, **kwargs: Any) -> Any:
        found = await search(self, *args, **kwargs)
        if kwargs.get("probe"):
            probed.set()
        return found

    monkeypatch.setattr(ColdRecall, "_search", probe_then_signal)
    warm = replicas.store(cold_recall=False)
    for question in QUESTIONS[:4]:
        probed.clear()
        cold = replicas.cold(embeddings=_embeds_after(probed))
        async with asyncio.timeout(10):
            got = await _ask(cold, question, limit=10, min_similarity=0.0)
        assert cold.cold is not None and cold.cold.answered == 1
        assert_same(got, await _ask(warm, question, limit=10, min_similarity=0.0), question)


async def test_a_small_namespace_is_read_while_the_question_is_embedded(
    replicas: Replicas, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A small namespace is read whole right after the probe, and neither needs a vector:
    its rows are built while the question is embedded, from a replica's very first question
    on, and the answer is still the copy's."""
    from agents.memory.graph.cold.recall import ColdRecall

    monkeypatch.setattr(small, "SCAN_FIRST", small.SCAN_MAX)  # every recall here scans
    scanned = asyncio.Event()
    rows = ColdRecall._rows

    def rows_then_signal(self: ColdRecall, *args: Any, **kwargs: Any) -> Any:
        built = rows(self, *args, **kwargs)
        scanned.set()
        return built

    monkeypatch.setattr(ColdRecall, "_rows", rows_then_signal)
    cold = replicas.cold(embeddings=_embeds_after(scanned))  # each question, once rows exist
    warm = replicas.store(cold_recall=False)
    for n, question in enumerate(QUESTIONS[:4]):
        scanned.clear()
        async with asyncio.timeout(10):
            got = await _ask(cold, question, limit=10, min_similarity=0.0)
        assert cold.cold is not None and cold.cold.answered == n + 1
        assert cold.cold.scanned == n + 1
        assert_same(got, await _ask(warm, question, limit=10, min_similarity=0.0), question)


async def test_first_recall_builds_the_copy_in_the_background(
    replicas: Replicas, person: Any
) -> None:
    reader = replicas.store()
    first = await _ask(reader, "Where do I work?")
    assert reader.cold is not None and reader.cold.answered == 1
    await reader.await_background()
    assert reader.redis is not None and reader.redis.has_copy(PERSON.entities)
    second = await _ask(reader, "Where do I work?")
    assert reader.cold.answered == 1  # the copy answered
    assert_same(first, second, "before and after the copy")


@pytest.mark.slow
@pytest.mark.parametrize("half", ["tuning", "heldback"])
async def test_cold_recall_equals_warm_on_the_recall_sets(
    replicas: Replicas, half: str, path: str
) -> None:
    """The bilingual recall sets (recall@5, MRR@10, by kind, leaks) with the real default
    embedding model: every question's answer is the same from the index as from the copy,
    so every quality figure is too."""
    from agents.memory.graph.embeddings import UniversalSentenceEncoderEmbeddings
    from tests.support.recall_set import SELF, heldback, tuning

    people = (tuning if half == "tuning" else heldback).PEOPLE
    queries = (tuning if half == "tuning" else heldback).QUERIES
    model = UniversalSentenceEncoderEmbeddings()
    writer = replicas.store(embeddings=model)
    await writer.setup()
    for user, p in people.items():
        scope = MemoryScope("kv", user)
        await writer.aensure_self(scope, p.name or None)
        for e in p.entities:
            props = dict(e.properties)
            if e.valid_to_days is not None:
                props["valid_to"] = (NOW - timedelta(days=e.valid_to_days)).isoformat()
            await writer.acreate_entity(
                scope,
                id=e.key,
                name=e.name,
                entity_type=e.entity_type,
                description=e.description,
                properties=props,
                created_at=datetime.now(UTC) - timedelta(days=e.days),
            )
        links = list(p.relations) + [
            (e.key, "supersedes", e.supersedes) for e in p.entities if e.supersedes
        ]
        for source, rtype, target in links:
            await writer.acreate_relation(
                scope, source_id=source, target_id=target, relation_type=rtype
            )
    warm = replicas.store(embeddings=model, cold_recall=False)
    answered = scanned = 0
    for q in queries:
        scope = MemoryScope("kv", q.user)
        vector = await warm.embed_query(q.text)
        for options in ({"limit": 10, "min_similarity": 0.0}, {"limit": 5}):
            cold = replicas.cold(embeddings=model)  # a new replica per question
            expected = await warm.arecall(scope, q.text, query_vector=vector, **options)
            got = await cold.arecall(scope, q.text, query_vector=vector, **options)
            assert_same(got, expected, f"{q.text!r} {options}")
            own = {e.key for e in people[q.user].entities} | {SELF}
            assert {h.entity.id for h in got.hits} <= own
            assert cold.cold is not None
            answered += cold.cold.answered
            scanned += cold.cold.scanned
    assert answered == 2 * len(queries)
    assert scanned_as(path, scanned, answered)
