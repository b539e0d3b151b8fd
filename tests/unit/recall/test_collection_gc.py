"""A cached copy of a person's memories costs full garbage collections as little as it can.

A full collection walks every object the collector tracks and holds the event loop while it
does. The Redis backend caches many people's collections (up to `cache_bytes`); with each
record's index lists kept as lists, 200 memories and 100 relations were ~3,300 tracked
objects, ~1.9 ms of every full collection per cached person. Records hold their index lists
as tuples of strings (`index.settled`) and a collection its terms as tuples, which the
collector stops tracking: what is left per record is the record and its value (a dict that
holds a dict is always tracked).
"""

from __future__ import annotations

import gc
import json
from datetime import UTC, datetime
from typing import Any

import numpy as np

from agents.memory.graph.backends.base import build_record
from agents.memory.graph.ranking.index import INDEX_LISTS, Collection, settled

NS = ("ws", "ann", "entities")
NOW = datetime(2026, 1, 2, tzinfo=UTC)


def _record(i: int) -> dict[str, Any]:
    value = {
        "name": f"Fujifilm camera {i}",
        "entity_type": "product",
        "description": f"I use my camera number {i} for rock climbing, bought in 2013",
        "properties": {},
    }
    text = f"{value['name']} {value['description']}"
    # as the backend reads it back from Redis: parsed JSON, every array a list
    record = build_record(
        NS, f"m{i}", value, kind="entity", text=text, created_at=NOW, updated_at=NOW,
        vector_model="m",
    )  # fmt: skip
    return dict(json.loads(json.dumps(record)))


def _tracked(obj: Any) -> int:
    """How many objects the collector tracks in `obj` and the containers it holds."""
    n = int(gc.is_tracked(obj))
    if isinstance(obj, dict):
        return n + sum(_tracked(v) for v in obj.values())
    if isinstance(obj, list | tuple | set | frozenset):
        return n + sum(_tracked(v) for v in obj)
    return n


def test_a_cached_record_is_two_tracked_objects_after_a_full_collection() -> None:
    coll = Collection(NS)
    vector = np.ones(8, dtype=np.float32) / np.sqrt(8)
    for i in range(50):
        coll.upsert(f"m{i}", _record(i), vector)
    gc.collect()
    per_record = [_tracked(coll.records[f"m{i}"]) for i in range(50)]
    assert max(per_record) <= 2, per_record[:5]  # the record and its value
    assert not any(gc.is_tracked(terms) for terms in coll._terms.values())
    assert not any(gc.is_tracked(names) for names in coll._names.values())
    # still the same record to every reader: the index lists as tuples, nothing else changed
    record = coll.records["m7"]
    assert all(isinstance(record[name], tuple) for name in INDEX_LISTS)
    assert {k: list(v) if k in INDEX_LISTS else v for k, v in record.items()} == _record(7)
    assert json.loads(json.dumps(record)) == _record(7)


def test_settled_copies_only_a_record_with_a_list_to_settle() -> None:
    raw = _record(1)
    once = settled(raw)
    assert once is not raw and isinstance(raw["terms"], list)  # the caller's record untouched
    assert settled(once) is once
    plain = {"kind": "item", "value": {"a": [1, 2]}}
    assert settled(plain) is plain  # a plain item's own lists are its data


def test_from_rows_settles_what_it_is_given_like_upsert() -> None:
    keys = [f"m{i}" for i in range(5)]
    records = [_record(i) for i in range(5)]
    coll = Collection.from_rows(NS, keys, records, None, np.zeros(5, dtype=bool))
    assert all(isinstance(coll.records[k]["terms"], tuple) for k in keys)
    assert all(isinstance(r["terms"], list) for r in records)
