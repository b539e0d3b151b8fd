"""What one person may keep in the memory graph, and the check every graph write passes.

Counts come from the person's `Collection`s (ranking/index.py keeps running totals on every upsert
and remove), so a check is arithmetic on a few changed keys, never a scan or a re-serialization.
Past a limit a write is refused with 409 `memory_limit`, naming the cap and how to make room.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from agents.errors import Conflict
from agents.memory.graph.model import ENTITIES, MemoryScope, graph_kind, properties_bytes, scope_of
from agents.memory.graph.ranking.index import Collection

# A change to one namespace: key -> the new item's property bytes, or None for a delete.
Changes = Mapping[str, int | None]


@dataclass(frozen=True)
class GraphLimits:
    """How much one person (one MemoryScope) may keep in the memory graph.

    Entities and relations are counted per person; property bytes are the UTF-8 JSON of every
    entity's and relation's `properties`, summed over both (names and descriptions are bounded
    per item by MAX_NAME / MAX_DESCRIPTION, so the counts bound them).
    """

    max_entities: int = 5_000
    max_relations: int = 10_000
    max_property_bytes: int = 2_000_000


def size_after(coll: Collection, changes: Changes) -> tuple[int, int]:
    """(items, property bytes) of `coll` once `changes` are applied."""
    count, size = len(coll), coll.property_bytes
    for key, new in changes.items():
        old = coll.property_size(key)
        if old is None and new is not None:
            count, size = count + 1, size + new
        elif old is not None and new is None:
            count, size = count - 1, size - old
        elif old is not None and new is not None:
            size += new - old
    return count, size


def memory_limit(
    what: str, setting: str, now: int, after: int, limit: int, free: str, refused: str = ""
) -> Conflict:
    """409 `memory_limit`: which cap, where the person stands, how to make room."""
    return Conflict(
        f"{refused}this person's memory is full: {what} would go from {now} to {after}, over "
        f"the limit of {limit} ({setting}); delete {free} that are no longer needed, or ask the "
        f"operator to raise AGENTRT_MEMORY__{setting.upper()}",
        code="memory_limit",
        details={"limit": setting, "max": limit, "current": now, "requested": after},
    )


def check_room(
    limits: GraphLimits,
    entities: Collection,
    relations: Collection,
    *,
    entity_changes: Changes | None = None,
    relation_changes: Changes | None = None,
    refused: str = "",
) -> None:
    """Raise `memory_limit` when the changes would take the person past a cap.

    A change that does not grow a total passes even over a cap (an operator may lower one):
    the person can always edit and delete."""
    n_ents, b_ents = size_after(entities, entity_changes or {})
    n_rels, b_rels = size_after(relations, relation_changes or {})
    checks = (
        ("entities", "max_entities", len(entities), n_ents, limits.max_entities, "entities"),
        ("relations", "max_relations", len(relations), n_rels, limits.max_relations, "relations"),
        (
            "property bytes",
            "max_property_bytes",
            entities.property_bytes + relations.property_bytes,
            b_ents + b_rels,
            limits.max_property_bytes,
            "entities or properties",
        ),
    )
    for what, setting, now, after, limit, free in checks:
        if after > limit and after > now:
            raise memory_limit(what, setting, now, after, limit, free, refused)


def batch_changes(
    puts: Iterable[tuple[tuple[str, ...], str, dict[str, Any] | None]],
) -> dict[MemoryScope, tuple[dict[str, int | None], dict[str, int | None]]]:
    """A batch of BaseStore puts and deletes (namespace, key, validated value or None) as the
    (entity changes, relation changes) of each person it touches; other namespaces are left out."""
    by_scope: dict[MemoryScope, tuple[dict[str, int | None], dict[str, int | None]]] = {}
    for ns, key, value in puts:
        kind = graph_kind(ns)
        if kind is None:
            continue
        ents, rels = by_scope.setdefault(scope_of(ns), ({}, {}))
        size = None if value is None else properties_bytes(value.get("properties"))
        (ents if kind == ENTITIES else rels)[key] = size
    return by_scope
