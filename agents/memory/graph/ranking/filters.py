"""Structured filters (BaseStore `filter=`), JSONB-like: equality on nested values and the
comparison operators `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$in`, `$nin`."""

from __future__ import annotations

from typing import Any


def matches_filter(value: Any, flt: dict[str, Any] | None) -> bool:
    if not flt:
        return True
    if not isinstance(value, dict):
        return False
    return all(_compare(value.get(k), v) for k, v in flt.items())


def _compare(item: Any, expected: Any) -> bool:
    if isinstance(expected, dict):
        if any(str(k).startswith("$") for k in expected):
            return all(_operator(item, op, arg) for op, arg in expected.items())
        return isinstance(item, dict) and all(_compare(item.get(k), v) for k, v in expected.items())
    if isinstance(expected, list | tuple):
        return (
            isinstance(item, list | tuple)
            and len(item) == len(expected)
            and all(_compare(a, b) for a, b in zip(item, expected, strict=True))
        )
    return bool(item == expected)


def _operator(item: Any, op: str, arg: Any) -> bool:
    if op == "$eq":
        return bool(item == arg)
    if op == "$ne":
        return bool(item != arg)
    if op in ("$gt", "$gte", "$lt", "$lte"):
        try:
            a, b = float(item), float(arg)
        except (TypeError, ValueError):
            return False
        return {"$gt": a > b, "$gte": a >= b, "$lt": a < b, "$lte": a <= b}[op]
    if op == "$in":
        return isinstance(arg, list | tuple) and item in arg
    if op == "$nin":
        return isinstance(arg, list | tuple) and item not in arg
    return False
