"""A record's row (agents/memory/graph/backends/row_hash.py): the fields ranking scores read
back exactly as the record holds them, whatever the strings contain."""

from __future__ import annotations

import json
from typing import Any

import pytest

from agents.memory.graph.backends.row_hash import row_text, split_row


@pytest.mark.parametrize(
    "record",
    [
        {"kind": "entity", "updated_ts": 1780000000.123456, "entity_type": "project",
         "vector_model": "hashing-256", "value": {"name": "tab\there"}},
        {"kind": "entity", "updated_ts": 0.1 + 0.2, "entity_type": "a\tb%20=c",
         "vector_model": "model\twith=tabs%"},
        {"kind": "entity", "updated_ts": 1700000000, "entity_type": "", "vector_model": None},
        {"kind": "relation", "value": {"source_id": "a", "target_id": "b"}},
        {"kind": "entity", "updated_ts": "1700000000.5", "entity_type": 7},
    ],
)  # fmt: skip
def test_a_row_reads_back_the_record_and_its_scored_fields(record: dict[str, Any]) -> None:
    text = json.dumps(record, ensure_ascii=False)
    split = split_row(row_text(record, text).encode())
    assert split is not None
    fields, body = split
    assert json.loads(body) == record
    ts = record.get("updated_ts")
    assert fields[0] == (None if ts is None else float(ts))
    for got, name in zip(fields[1:], ("entity_type", "vector_model"), strict=True):
        value = record.get(name)
        assert got == (value if isinstance(value, str) else None)


def test_a_value_that_is_no_row_is_refused() -> None:
    assert split_row(b'{"kind": "entity"}') is None
    assert split_row(b"1.0\t=a\t{}") is None
