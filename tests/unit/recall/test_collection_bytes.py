"""A Collection keeps running totals of its size: property bytes (the per-person cap) and an
estimate of the memory it holds (the Redis backend's cache bound). Both must stay exact under
upserts, replacements and removals, and the estimate must track what Python really allocates."""

from __future__ import annotations

import json
import random
import tracemalloc
from datetime import UTC, datetime
from typing import Any

import numpy as np

from agents.memory.graph.backends.base import build_record
from agents.memory.graph.model import entity_text, properties_bytes, relation_value
from agents.memory.graph.ranking.index import Collection, as_vector

NOW = datetime(2026, 1, 1, tzinfo=UTC)
NS = ("w", "u", "entities")


def _entity(i: int, rng: random.Random, desc_words: int, props: int) -> dict[str, Any]:
    value = {  # as entity_value() builds it, without the (slow) safety gate
        "name": f"Entity {i} {rng.randrange(10**6)}",
        "entity_type": "concept",
        "description": " ".join(f"w{rng.randrange(10**6)}" for _ in range(desc_words)),
        "properties": {"blob": "x" * props, "n": i} if props else {"n": i},
    }
    record = build_record(
        NS,
        f"e{i}",
        value,
        kind="entity",
        text=entity_text(value),
        created_at=NOW,
        updated_at=NOW,
        vector_model="m",
    )
    return json.loads(json.dumps(record))  # as a backend reads it back


def _recount(coll: Collection) -> int:
    return sum(
        properties_bytes((r.get("value") or {}).get("properties")) for r in coll.records.values()
    )


def test_property_bytes_total_stays_exact_under_upsert_replace_and_remove() -> None:
    rng = random.Random(3)
    coll = Collection(NS)
    for i in range(200):
        coll.upsert(f"e{i}", _entity(i, rng, 3, rng.randrange(0, 300)), None)
    for _ in range(300):
        i = rng.randrange(250)
        if rng.random() < 0.4:
            coll.remove(f"e{i}")
        else:
            coll.upsert(f"e{i}", _entity(i, rng, 3, rng.randrange(0, 300)), None)
        assert coll.property_bytes == _recount(coll)
    for key in list(coll.records):
        assert coll.property_size(key) == properties_bytes(coll.records[key]["value"]["properties"])
        coll.remove(key)
    assert coll.property_bytes == 0 and coll.property_size("e1") is None
    assert coll.record_bytes == 0


def test_relation_properties_count_too() -> None:
    value = relation_value(
        {"source_id": "a", "target_id": "b", "relation_type": "uses", "properties": {"k": "点点"}}
    )
    record = build_record(
        ("w", "u", "relations"),
        "r1",
        value,
        kind="relation",
        text="",
        created_at=NOW,
        updated_at=NOW,
        vector_model=None,
    )
    coll = Collection(("w", "u", "relations"))
    coll.upsert("r1", record, None)
    assert coll.property_bytes == len('{"k": "点点"}'.encode()) == properties_bytes({"k": "点点"})


def test_estimate_tracks_what_python_allocates() -> None:
    """Within a factor of 1.6 either way of tracemalloc's count, for small and large records,
    with and without vectors (the cache bound is only as good as this estimate)."""
    rng = random.Random(5)
    for desc_words, props, dims in (
        (0, 0, 0),
        (5, 0, 128),
        (40, 0, 512),
        (5, 8000, 0),
        (100, 2000, 64),
    ):
        records = [_entity(i, rng, desc_words, props) for i in range(300)]
        texts = [json.dumps(r) for r in records]
        vectors = [
            as_vector(np.random.default_rng(i).standard_normal(dims)) if dims else None
            for i in range(300)
        ]
        tracemalloc.start()
        coll = Collection(NS)
        for text, vector in zip(texts, vectors, strict=True):
            record = json.loads(text)
            coll.upsert(record["key"], record, vector)
        real, _ = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        ratio = coll.approx_bytes / real
        assert 1 / 1.6 < ratio < 1.6, (desc_words, props, dims, coll.approx_bytes, real)
