"""A small namespace read whole by a cold recall (agents/memory/graph/cold/small.py) on a real
Redis: in one round trip, records that lack a scored field, relations past the cap fetched as
ranking reaches them, entities without vectors or of another model, a write between the probe
and the scan; every answer equal to the copy's."""

from __future__ import annotations

import random
from datetime import timedelta
from typing import Any

import numpy as np
import pytest

from agents.memory.graph import HashingEmbeddings, MemoryScope
from agents.memory.graph.cold import small
from agents.storage.keys import Keys
from tests.integration.recall.conftest import (
    NOW,
    OPTIONS,
    PERSON,
    QUESTIONS,
    TYPES,
    Pipelines,
    Replicas,
    _ask,
    _text,
    assert_same,
)

pytestmark = pytest.mark.redis


async def test_a_small_namespace_is_read_whole_in_one_round_trip(
    replicas: Replicas, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A person under SCAN_FIRST: the probe itself reads every entity's row (the fields
    ranking scores and the whole record) and vector, and every relation's row; nothing is
    fetched after it, and nothing searched (the question has no words, and no vector
    search)."""
    writer = replicas.store()
    await writer.setup()
    scope = MemoryScope("w", "small")
    rng = random.Random(5)
    await writer.aimport_entities(
        scope,
        [
            {
                "id": f"s{i}",
                "name": _text(rng, 2),
                "entity_type": rng.choice(TYPES),
                "description": _text(rng, 5),
                "created_at": NOW - timedelta(days=age + 1),
                "updated_at": NOW - timedelta(days=age),
            }
            for i, age in enumerate(rng.uniform(0, 300) for _ in range(80))
        ],
    )
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    assert cold.cold is not None
    cold.cold.snapshot_ttl = 0  # the rows themselves (a snapshot's read: below)
    pipelines = Pipelines(monkeypatch)
    vector = HashingEmbeddings().embed_query("kafka postgres")
    for limit in (1, 10):
        options = {"query_vector": vector, "limit": limit, "expand_depth": 0}
        got = await pipelines.recall(cold, scope, query="", **options)
        assert len(pipelines.sent) == 1, pipelines.sent
        (probe,) = pipelines.sent
        assert probe.count("HRANDFIELD") == 3 and "FT.SEARCH" not in probe
        assert probe.count("JSON.MGET") == 1  # the self entity's record, as with every probe
        expected = await warm.arecall(scope, "", now=NOW, **options)
        assert_same(got, expected, f"limit {limit}")
    assert cold.cold is not None and cold.cold.scanned == cold.cold.answered == 2


async def test_records_without_some_scored_field_are_rows_without_it(
    replicas: Replicas, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record lacking a field ranking scores (older data: no kind, no vector model, no
    time) has a row that says so (row_hash.py), read as the whole record reads it, never
    misaligned with its neighbours."""
    monkeypatch.setattr(small, "SCAN_FIRST", small.SCAN_MAX)
    writer = replicas.store()
    backend = writer.redis
    assert backend is not None
    keys = Keys()
    names = {}
    for key, field in (("e1", "entity_type"), ("e2", "vector_model"), ("e3", "updated_ts")):
        (record,) = await backend.get(PERSON.entities, [key])
        assert record is not None and field in record
        names[key] = record["value"]["name"]
        del record[field]
        raw = await backend.client.hget(keys.memory_vectors(PERSON.entities), key)
        vector = np.frombuffer(raw, dtype=np.float32) if raw else None
        await backend.put(PERSON.entities, [(key, record, vector)])
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    embed = HashingEmbeddings()
    for key, name in names.items():
        for options in OPTIONS[:2]:
            got = await _ask(cold, name, **options)
            assert_same(got, await _ask(warm, name, **options), f"{name!r} {options}")
        assert key in {h.entity.id for h in got.hits}
        vector = embed.embed_query(name)
        expected = await _ask(warm, "", query_vector=vector, limit=50, min_similarity=-1.0)
        got = await _ask(cold, "", query_vector=vector, limit=50, min_similarity=-1.0)
        assert_same(got, expected, f"{name!r} vector")
    assert cold.cold is not None and cold.cold.scanned == cold.cold.answered == 9


async def test_relations_over_the_cap_are_fetched_as_ranking_reaches_them(
    replicas: Replicas, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A small namespace's relations are read with it up to RELATIONS_MAX; past it, the
    relation sets ranking and the subgraph touch are fetched on demand, with the same
    answers."""
    monkeypatch.setattr(small, "SCAN_FIRST", small.SCAN_MAX)
    monkeypatch.setattr(small, "RELATIONS_MAX", 10)  # the person has 172
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    pipelines = Pipelines(monkeypatch)
    fetched = 0
    for question in QUESTIONS[:6]:
        for options in OPTIONS[1:3]:
            got = await pipelines.recall(cold, PERSON, query=question, **options)
            fetched += any("SMEMBERS" in p for p in pipelines.sent)
            assert_same(got, await _ask(warm, question, **options), f"{question!r} {options}")
    assert fetched
    assert cold.cold is not None and cold.cold.scanned == cold.cold.answered == 12


async def test_small_namespace_with_entities_without_vectors_or_of_another_model(
    replicas: Replicas, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Entities written without embeddings, or by a replica with another model, are rows
    without a vector, as in the warm copy; words, kinds of answer and relations all count."""
    monkeypatch.setattr(small, "SCAN_FIRST", small.SCAN_MAX)  # 313 entities: read them all
    plain = replicas.store(embeddings=None)
    other = replicas.store(embeddings=HashingEmbeddings(model_id="another-model"))
    for i in range(6):
        await plain.acreate_entity(
            PERSON, id=f"plain{i}", name=f"kafka cluster {i}", entity_type="product",
            description="runs on postgres in berlin",
        )  # fmt: skip
        await other.acreate_entity(
            PERSON, id=f"other{i}", name=f"tokyo office {i}", entity_type="location",
            description="kafka and redis",
        )  # fmt: skip
    await plain.acreate_relation(PERSON, source_id="self", target_id="plain0", relation_type="uses")
    await plain.acreate_relation(
        PERSON, source_id="other1", target_id="e3", relation_type="part_of"
    )
    warm = replicas.store(cold_recall=False)
    cold = replicas.cold()
    assert cold.cold is not None
    cold.cold.snapshot_ttl = 0  # the rows themselves; with snapshots: the next test
    pipelines = Pipelines(monkeypatch)
    embed = HashingEmbeddings()
    asked = 0
    for question in ("who uses kafka", "Where do I work?", "kafka cluster 3", "tokyo office"):
        for options in (
            {"limit": 10, "min_similarity": 0.0, "expand_depth": 1},
            {"limit": 5, "query_vector": embed.embed_query(question)},
            {"limit": 8, "use_vectors": False, "expand_depth": 2, "direction": "incoming"},
        ):
            got = await pipelines.recall(cold, PERSON, query=question, **options)
            assert not any("FT.SEARCH KNN" in p for p in pipelines.sent)
            # Each record's model comes with the probe's rows (another model's vectors do
            # not count), and so does every relation: nothing is fetched after it.
            assert len(pipelines.sent) == 1, pipelines.sent
            expected = await warm.arecall(PERSON, question, now=NOW, **options)
            assert_same(got, expected, f"{question!r} {options}")
            asked += 1
    assert cold.cold is not None and cold.cold.scanned == cold.cold.answered == asked
    hits = (await _ask(cold, "kafka cluster 3", limit=3)).hits
    assert hits[0].entity.id == "plain3"


async def test_a_write_between_the_probe_and_the_scan_makes_it_ask_again(
    replicas: Replicas, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The scan's reads are one state of the namespace: a write landing after the probe read
    the version is noticed (the version moved), and the recall starts over."""
    writer = replicas.store()
    scan = small.scan
    calls = 0

    async def write_first(*args: Any, **kwargs: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == 1:
            await writer.acreate_entity(
                PERSON, id="late", name="zebra crossing", entity_type="concept"
            )
        return await scan(*args, **kwargs)

    monkeypatch.setattr(small, "scan", write_first)
    cold = replicas.cold()
    got = await _ask(cold, "zebra")
    assert calls == 2 and cold.cold is not None and cold.cold.scanned == 1
    assert_same(got, await _ask(replicas.store(cold_recall=False), "zebra"), "zebra")
    assert got.hits[0].entity.id == "late"
