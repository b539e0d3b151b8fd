"""Recall that understands the question's shape (agents/memory/graph/ranking/expand.py): the self
entity, relation words, several seeds, which fact is current, deterministic ties."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from agents.memory.graph import GraphMemoryStore, HashingEmbeddings, MemoryScope
from agents.memory.graph.ranking.terms import asks_about_past, asks_about_self, role_match

SCOPE = MemoryScope("ws", "ann")
NOW = datetime.now(UTC)


async def _store() -> GraphMemoryStore:
    store = GraphMemoryStore(embeddings=HashingEmbeddings())
    entities = [
        ("acme", "ACME Robotics", "organization", "robot vacuum maker", 5),
        ("initech", "Initech", "organization", "software consultancy", 400),
        ("tom", "Tom", "person", "husband, a firefighter", 30),
        ("lena", "Lena", "person", "sister, a nurse", 30),
        ("houston", "Houston", "location", "city in Texas", 30),
        ("lyon", "Lyon", "location", "city in France", 3),
        ("paris", "Paris", "location", "capital of France", 200),
        ("rust", "Rust", "skill", "programming language", 10),
    ]
    for key, name, kind, description, days in entities:
        await store.acreate_entity(
            SCOPE, id=key, name=name, entity_type=kind, description=description,
            created_at=NOW - timedelta(days=days),
        )  # fmt: skip
    for source, rtype, target in [
        ("self", "works_at", "acme"),
        ("self", "works_at", "initech"),
        ("acme", "supersedes", "initech"),
        ("self", "knows", "tom"),
        ("self", "knows", "lena"),
        ("lena", "located_in", "houston"),
        ("self", "located_in", "lyon"),
        ("self", "located_in", "paris"),
        ("lyon", "supersedes", "paris"),
        ("self", "uses", "rust"),
    ]:
        await store.acreate_relation(SCOPE, source_id=source, target_id=target, relation_type=rtype)
    return store


async def _ids(store: GraphMemoryStore, query: str) -> list[str]:
    found = await store.arecall(SCOPE, query, limit=10)
    return [hit.entity.id for hit in found.hits]


def test_question_shapes() -> None:
    assert asks_about_self("Which company do I work for?")
    assert asks_about_self("我老公是做什么工作的")
    assert not asks_about_self("Where does Bob work?")
    assert asks_about_past("Where did I use to live?") and asks_about_past("我以前住哪")
    assert not asks_about_past("Where do I live now?")
    assert role_match("我老公在哪上班", "husband, a firefighter")
    assert not role_match("my sister", "husband, a firefighter")


async def test_a_relation_naming_self_creates_the_self_entity_once() -> None:
    store = await _store()
    me = await store.aget_entity(SCOPE, "self")
    assert me.entity_type == "person"
    assert (await store.aensure_self(SCOPE)).created_at == me.created_at
    named = await store.aensure_self(SCOPE, name="Ann Lee")
    assert named.name == "Ann Lee"


async def test_first_person_questions_start_from_the_self_entity() -> None:
    store = await _store()
    assert (await _ids(store, "Which company do I work for?"))[0] == "acme"
    assert (await _ids(store, "我老公是谁？"))[0] == "tom"
    assert (await _ids(store, "Where does my sister live?"))[0] == "houston"
    assert "self" not in await _ids(store, "Which company do I work for?")


async def test_the_current_fact_wins_and_the_old_one_answers_the_past() -> None:
    store = await _store()
    now = await _ids(store, "Where do I live?")
    assert now.index("lyon") < now.index("paris")
    before = await _ids(store, "Where did I use to live?")
    assert before.index("paris") < before.index("lyon")
    job = await _ids(store, "Which company do I work for?")
    assert job.index("acme") < job.index("initech")


@pytest.mark.parametrize("query", ["Where do I live?", "Rust", "我老公是谁？", "company"])
async def test_the_same_query_gives_the_same_order(query: str) -> None:
    store = await _store()
    first = await store.arecall(SCOPE, query, limit=10)
    for _ in range(3):
        again = await store.arecall(SCOPE, query, limit=10)
        assert [h.entity.id for h in again.hits] == [h.entity.id for h in first.hits]


async def test_scores_that_differ_in_the_last_bits_tie_and_the_newer_wins(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two scores equal as the API shows them (6 places) but apart in the last bits, as the
    cold path's float32 dot products or two neighbours' inherited scores leave them, are a
    tie: the newer memory ranks first, whichever of the two the noise favoured."""
    import dataclasses
    import math

    from agents.memory.graph.ranking.expand import Expansion

    store = await _store()
    run = Expansion.run

    def noisy(self: Expansion, hits: dict, relations: object, query: str) -> None:  # type: ignore[type-arg]
        run(self, hits, relations, query)  # type: ignore[arg-type]
        base = 0.5
        # Paris (200 days old) gets the larger score by one ulp, Lyon (3 days) the smaller.
        for key, score in (("paris", math.nextafter(base, 1.0)), ("lyon", base)):
            if key in hits:
                hit = hits[key]
                hits[key] = dataclasses.replace(
                    hit, parts=dataclasses.replace(hit.parts, score=score)
                )

    monkeypatch.setattr(Expansion, "run", noisy)
    ids = await _ids(store, "France")
    assert ids.index("lyon") < ids.index("paris")
