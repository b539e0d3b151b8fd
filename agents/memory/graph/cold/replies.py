"""Decoding the replies the cold path reads, without the generic recursive decode (recall.py).

`backends/redis_backend.ft_rows` decodes any FT.SEARCH / FT.AGGREGATE reply by walking it
value by value; a cold recall reads a few hundred rows per question, and that walk cost more
than Redis took to answer. These read the two shapes the cold path asks for (FT.SEARCH rows
with RETURN, in RESP3 as redis-py 8 speaks it, or RESP2) and JSON.MGET of one path, and
hand anything else to the generic decode.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

from agents.memory.graph.backends.redis_backend import ft_rows

Rows = list[tuple[str | None, dict[str, Any]]]


def _str(value: Any) -> Any:
    return value.decode() if isinstance(value, bytes) else value


def search_rows(reply: Any, binary: str | None = None) -> tuple[int, Rows]:
    """(total, [(doc id, {field: value})]) of an FT.SEARCH with RETURN, values as str but
    the `binary` field's (a vector's bytes), kept as bytes."""
    if isinstance(reply, dict):
        results = reply.get(b"results")
        total = reply.get(b"total_results")
        if results is None or total is None:  # str keys (decode_responses): not ours
            return ft_rows(reply)
        rows: Rows = []
        for r in results:
            attrs = r.get(b"extra_attributes") or {}
            rows.append((_str(r.get(b"id")), _fields(attrs.items(), binary)))
        return int(total), rows
    if isinstance(reply, list) and reply and len(reply) % 2 == 1:
        ids, fields = reply[1::2], reply[2::2]
        if all(isinstance(f, list) for f in fields):
            return int(reply[0]), [
                (_str(doc_id), _fields(zip(f[::2], f[1::2], strict=False), binary))
                for doc_id, f in zip(ids, fields, strict=True)
            ]
    if binary is not None:
        raise ValueError("search_rows: an FT.SEARCH reply of an unknown shape")
    return ft_rows(reply)


def _fields(pairs: Any, binary: str | None) -> dict[str, Any]:
    if binary is None:
        return {_str(k): _str(v) for k, v in pairs}
    out: dict[str, Any] = {}
    for k, v in pairs:
        name = _str(k)
        out[name] = v if name == binary else _str(v)
    return out


def _loads(text: bytes | str) -> Any:
    """`json.loads`, by orjson (~2x faster on records), unless orjson refuses the text (an
    integer beyond 64 bits, a lone surrogate), which `json.loads` reads."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)


def json_values(raws: list[Any], *, first: bool = True) -> list[Any]:
    """The value at one JSONPath (`$.x`) of each JSON.MGET reply: None where the document
    or the path is missing. One `json.loads` for the whole reply when it arrives as text
    (a client on which `client.json()` was called gets it parsed, element by element)."""
    try:
        parsed: list[Any] = _loads(b"[" + b",".join(raws) + b"]")
    except TypeError:  # a missing document (None), text as str, or parsed already
        parsed = [
            None if r is None else _loads(r) if isinstance(r, bytes | str) else r for r in raws
        ]
    if not first:  # every value the path matched (a path union's), as a list
        return [p if isinstance(p, list) else None for p in parsed]
    return [p[0] if isinstance(p, list) and p else None for p in parsed]


def one_record(raw: Any) -> dict[str, Any] | None:
    """`json_records([raw])[0]`, without joining: one JSON.MGET `$` reply (`[{...}]`)."""
    if not isinstance(raw, bytes | str):
        return json_records([raw])[0]
    parsed = _loads(raw)
    value = parsed[0] if isinstance(parsed, list) and parsed else None
    return value if isinstance(value, dict) else None


def json_records(raws: list[Any]) -> list[dict[str, Any] | None]:
    """The whole documents of a JSON.MGET of `$`: None where one is missing. One
    `json.loads` for the whole reply when it can (as `json_values`)."""
    return [v if isinstance(v, dict) else None for v in json_values(raws)]
