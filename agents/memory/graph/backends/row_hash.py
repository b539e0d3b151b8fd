"""A namespace's rows: every record once more, in one hash a first recall reads whole.

A replica's first recall of a small namespace (cold/small.py) reads every entity, its vector
and every relation. From the JSON documents that took a second round trip after the probe
(the member ids first, then a JSON.MGET of their keys) and RedisJSON's serialisation of each
record (~0.6 ms of Redis for 200 records, against ~0.1 ms for the same bytes from a hash).
So each record is also kept as a row of one hash per namespace, `keys.memory_rows`
(`memory:row:{ns}`: item key -> row), written in the same MULTI/EXEC as the document and
removed with it; HRANDFIELD with a count returns the whole hash when it holds no more, in the
probe's own round trip.

A row is the fields ranking scores from every entity, then the record's JSON text, as the
document was set:

    updated_ts TAB entity_type TAB vector_model TAB {json}

`updated_ts` as `repr(float)` (exact), the two strings %-encoded (`encode_part`, so no tab can
occur) behind a `=`, or empty when the record has no such string. Reading the three fields
costs one split, not a JSON parse: only the records ranking reads are parsed (settle.py).

Whether every record has its row is part of what the version hash's COMPLETE_FIELD says
(vector_docs.py): a namespace written before rows existed, or by an older replica, is
backfilled before its rows are read.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

from agents.storage.keys import encode_part

SEP = b"\t"


def _field(value: Any) -> str:
    return "=" + encode_part(value) if isinstance(value, str) else ""


_DECODED: dict[bytes, str | None] = {}  # a namespace holds few kinds and models


def _unfield(raw: bytes) -> str | None:
    if raw in _DECODED:
        return _DECODED[raw]
    text = raw[1:].decode() if raw.startswith(b"=") else None
    value = unquote(text) if text is not None and "%" in text else text
    if len(_DECODED) < 1024:
        _DECODED[raw] = value
    return value


def row_text(record: dict[str, Any], text: str) -> str:
    """The row of `record`, whose JSON document is `text`."""
    ts = record.get("updated_ts")
    try:
        stamp = "" if ts is None else repr(float(ts))
    except (TypeError, ValueError):
        stamp = ""
    head = f"{stamp}\t{_field(record.get('entity_type'))}\t{_field(record.get('vector_model'))}"
    return f"{head}\t{text}"


def split_row(raw: bytes) -> tuple[list[Any], bytes] | None:
    """([updated_ts, entity_type, vector_model], the JSON text) of a row, each field None
    where the record has none; None for a value that is no row."""
    parts = raw.split(SEP, 3)
    if len(parts) != 4:
        return None
    stamp, kind, model, text = parts
    return [float(stamp) if stamp else None, _unfield(kind), _unfield(model)], text
