"""The memory graph's vocabulary: scopes, entities, relations, and how they map to store items.

An entity is a store item in the namespace `(workspace, user, "entities")`, a relation one in
`(workspace, user, "relations")`; both go through `GraphMemoryStore`, so a LangGraph node with
the injected store reads them with `store.asearch(entities_namespace(...), query=...)`.
LangGraph forbids '.' in namespace labels while our ids allow it, so labels are escaped here.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Generic, Literal, TypeVar, get_args

from langgraph.store.base.embed import get_text_at_path

from agents.errors import InvalidInput
from agents.memory.safety import check_memory_text

EntityType = Literal[
    "person",
    "organization",
    "project",
    "product",
    "location",
    "event",
    "concept",
    "preference",
    "skill",
    "document",
]
RelationType = Literal[
    "knows",
    "works_at",
    "works_on",
    "uses",
    "prefers",
    "located_in",
    "part_of",
    "related_to",
    "depends_on",
    "supersedes",  # newer → older: the older fact is no longer current (kept for "used to")
]
ENTITY_TYPES: tuple[str, ...] = get_args(EntityType)
RELATION_TYPES: tuple[str, ...] = get_args(RelationType)
Direction = Literal["incoming", "outgoing", "both"]
DIRECTIONS: tuple[str, ...] = ("incoming", "outgoing", "both")

ENTITIES = "entities"
RELATIONS = "relations"
MAX_SEEDS = 5
# Every person's graph has one self entity: first-person questions ("where do I work?") start
# from it. Created on the person's first graph write; named from their `profile:name` item.
SELF_ID = "self"
SELF_NAME = "me"
SELF_DESCRIPTION = "the person this memory belongs to (I, me, my; 我, 我的)"
MAX_DEPTH = 3
MAX_NAME = 200
MAX_DESCRIPTION = 4000
MAX_PROPERTIES_BYTES = 16_000
# Nesting of a value stored in memory; RedisJSON refuses deeper than 128, and a refusal half-way
# through a write would leave an id without its document. Checked before anything is written.
MAX_VALUE_DEPTH = 16
MAX_ID = 128


def encode_label(value: str) -> str:
    """A namespace label for an id: LangGraph refuses '.', so '%' and '.' are %-escaped."""
    return value.replace("%", "%25").replace(".", "%2E")


def decode_label(label: str) -> str:
    return label.replace("%2E", ".").replace("%25", "%")


@dataclass(frozen=True)
class MemoryScope:
    """Whose memory: one user of one workspace. Nothing is ever read across scopes."""

    workspace: str
    user_id: str

    def __post_init__(self) -> None:
        for name, value in (("workspace", self.workspace), ("user_id", self.user_id)):
            if not isinstance(value, str) or not value or "\x00" in value:
                raise InvalidInput(f"memory scope {name} must be a non-empty string")

    @property
    def entities(self) -> tuple[str, str, str]:
        return (encode_label(self.workspace), encode_label(self.user_id), ENTITIES)

    @property
    def relations(self) -> tuple[str, str, str]:
        return (encode_label(self.workspace), encode_label(self.user_id), RELATIONS)


def entities_namespace(workspace: str, user_id: str) -> tuple[str, str, str]:
    """The BaseStore namespace holding one person's entities."""
    return MemoryScope(workspace, user_id).entities


def relations_namespace(workspace: str, user_id: str) -> tuple[str, str, str]:
    """The BaseStore namespace holding one person's relations."""
    return MemoryScope(workspace, user_id).relations


def graph_kind(namespace: tuple[str, ...]) -> str | None:
    """'entities' / 'relations' when the namespace is a person's graph, else None."""
    if len(namespace) == 3 and namespace[2] in (ENTITIES, RELATIONS):
        return namespace[2]
    return None


def scope_of(namespace: tuple[str, ...]) -> MemoryScope:
    """The scope of a graph namespace; its labels must be as `entities_namespace` builds them."""
    scope = MemoryScope(decode_label(namespace[0]), decode_label(namespace[1]))
    if scope.entities[:2] != tuple(namespace[:2]):
        raise InvalidInput(
            f"namespace {namespace!r} is not in canonical form; build memory namespaces with "
            "entities_namespace(workspace, user) / relations_namespace(workspace, user)",
            code="invalid_namespace",
        )
    return scope


def now_utc() -> datetime:
    return datetime.now(UTC)


def to_ts(value: datetime) -> float:
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.timestamp()


def iso(value: datetime) -> str:
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC).isoformat()


def parse_time(value: Any) -> datetime:
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    if isinstance(value, int | float):
        return datetime.fromtimestamp(float(value), UTC)
    parsed = datetime.fromisoformat(str(value))
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def check_id(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_ID:
        raise InvalidInput(f"{what} must be a non-empty string of at most {MAX_ID} characters")
    if "\x00" in value:
        raise InvalidInput(f"{what} must not contain NUL bytes")
    return value


def check_entity_type(value: Any) -> str:
    if value not in ENTITY_TYPES:
        raise InvalidInput(
            f"unknown entity_type {value!r}; use one of: {', '.join(ENTITY_TYPES)}",
            code="invalid_entity_type",
        )
    return str(value)


def check_relation_type(value: Any) -> str:
    if value not in RELATION_TYPES:
        raise InvalidInput(
            f"unknown relation_type {value!r}; use one of: {', '.join(RELATION_TYPES)}",
            code="invalid_relation_type",
        )
    return str(value)


def check_direction(value: Any) -> Direction:
    if value not in DIRECTIONS:
        raise InvalidInput(
            f"direction must be one of {', '.join(DIRECTIONS)}, not {value!r}",
            code="invalid_direction",
        )
    return value  # type: ignore[no-any-return]


def check_depth(value: Any, *, allow_zero: bool = False) -> int:
    low = 0 if allow_zero else 1
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= MAX_DEPTH:
        raise InvalidInput(
            f"depth must be an integer from {low} to {MAX_DEPTH}, not {value!r}",
            code="invalid_depth",
        )
    return value


def value_depth(value: Any, limit: int = MAX_VALUE_DEPTH) -> int:
    """How deeply `value` nests (dicts and lists), counted up to `limit` + 1 without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list | tuple):
            depth += 1
            deepest = max(deepest, depth)
            if depth > limit:
                return depth
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth) for child in children)
    return deepest


def properties_bytes(properties: Any) -> int:
    """What a `properties` object counts towards a person's property bytes (limits.py): its JSON in
    UTF-8 bytes (0 for none or an empty object)."""
    if not properties:
        return 0
    return len(json.dumps(properties, ensure_ascii=False).encode())


def check_properties(value: Any) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise InvalidInput("properties must be a JSON object", code="invalid_properties")
    if value_depth(value) > MAX_VALUE_DEPTH:
        raise InvalidInput(
            f"properties nest deeper than {MAX_VALUE_DEPTH} levels", code="invalid_properties"
        )
    try:
        size = len(json.dumps(value, ensure_ascii=False, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise InvalidInput(
            f"properties must be plain JSON: {exc}", code="invalid_properties"
        ) from exc
    if size > MAX_PROPERTIES_BYTES:
        raise InvalidInput(
            f"properties are {size} bytes of JSON; the limit is {MAX_PROPERTIES_BYTES}",
            code="invalid_properties",
        )
    return value


def _text(value: Any, what: str, limit: int, *, required: bool) -> str:
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        raise InvalidInput(f"{what} must be a{' non-empty' if required else ''} string")
    if len(value) > limit:
        raise InvalidInput(f"{what} is {len(value)} characters; the limit is {limit}")
    return value


def _strings(value: Any) -> list[str]:
    """Every string of a JSON value, keys included."""
    out: list[str] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            out.extend(str(k) for k in item)
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return out


def gate_value(value: dict[str, Any]) -> dict[str, Any]:
    """Pass every text of an entity or relation through the memory safety gate (the same as
    items and imports): injections, role imitation, hidden characters and secrets are refused
    with a 422 `memory_capture_rejected` that names the reasons, not the text."""
    reasons: list[str] = []
    for text in _strings(value):
        verdict = check_memory_text(text)
        reasons += [r for r in verdict.reasons if r not in reasons]
    if reasons:
        raise InvalidInput(
            "this text cannot be stored in memory (" + ", ".join(reasons) + "); "
            "remove instructions or secrets",
            code="memory_capture_rejected",
            details={"reasons": reasons},
        )
    return value


def entity_value(raw: Any) -> dict[str, Any]:
    """A validated entity value: name, entity_type, description, properties (gated)."""
    if not isinstance(raw, dict):
        raise InvalidInput("an entity must be a JSON object")
    unknown = set(raw) - {"name", "entity_type", "description", "properties"}
    if unknown:
        raise InvalidInput(f"unknown entity field(s): {', '.join(sorted(unknown))}")
    return gate_value(
        {
            "name": _text(raw.get("name"), "name", MAX_NAME, required=True).strip(),
            "entity_type": check_entity_type(raw.get("entity_type")),
            "description": _text(
                raw.get("description"), "description", MAX_DESCRIPTION, required=False
            ),
            "properties": check_properties(raw.get("properties")),
        }
    )


def relation_value(raw: Any) -> dict[str, Any]:
    """A validated relation value: source_id, target_id, relation_type, properties."""
    if not isinstance(raw, dict):
        raise InvalidInput("a relation must be a JSON object")
    unknown = set(raw) - {"source_id", "target_id", "relation_type", "properties"}
    if unknown:
        raise InvalidInput(f"unknown relation field(s): {', '.join(sorted(unknown))}")
    source = check_id(raw.get("source_id"), "source_id")
    target = check_id(raw.get("target_id"), "target_id")
    if source == target:
        raise InvalidInput(
            "a relation needs two different entities (source_id equals target_id)",
            code="invalid_relation",
        )
    return {
        "source_id": source,
        "target_id": target,
        "relation_type": check_relation_type(raw.get("relation_type")),
        "properties": gate_value(check_properties(raw.get("properties"))),
    }


def _flatten(value: Any, out: list[str], budget: int = 1500) -> None:
    if sum(len(s) for s in out) > budget:
        return
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, bool) or value is None:
        return
    elif isinstance(value, int | float):
        if not (isinstance(value, float) and not math.isfinite(value)):
            out.append(str(value))
    elif isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, str | int | float) and not isinstance(item, bool):
                out.append(f"{key}: {item}")
            else:
                _flatten(item, out, budget)
    elif isinstance(value, list | tuple):
        for item in value:
            _flatten(item, out, budget)


def entity_text(value: dict[str, Any]) -> str:
    """What is embedded and matched for an entity: name, description, short properties."""
    parts = [str(value.get("name") or "")]
    if value.get("description"):
        parts.append(str(value["description"]))
    props: list[str] = []
    _flatten(value.get("properties") or {}, props)
    if props:
        parts.append("; ".join(props))
    return ". ".join(p for p in parts if p)[:2000]


def item_text(value: dict[str, Any], fields: list[str] | None = None) -> str:
    """What is embedded and matched for a generic store item (string leaves of the value)."""
    out: list[str] = []
    if fields and fields != ["$"]:
        for path in fields:
            out.extend(get_text_at_path(value, path))
    else:
        _flatten(value, out)
    return " ".join(out)[:2000]


@dataclass
class Entity:
    id: str
    name: str
    entity_type: str
    description: str
    properties: dict[str, Any]
    created_at: datetime
    updated_at: datetime

    @classmethod
    def from_item(cls, key: str, value: dict[str, Any], created: Any, updated: Any) -> Entity:
        return cls(
            id=key,
            name=str(value.get("name", "")),
            entity_type=str(value.get("entity_type", "")),
            description=str(value.get("description", "")),
            properties=dict(value.get("properties") or {}),
            created_at=parse_time(created),
            updated_at=parse_time(updated),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "entity_type": self.entity_type,
            "description": self.description,
            "properties": self.properties,
            "created_at": iso(self.created_at),
            "updated_at": iso(self.updated_at),
        }


@dataclass
class Relation:
    id: str
    source_id: str
    target_id: str
    relation_type: str
    properties: dict[str, Any]
    created_at: datetime

    @classmethod
    def from_item(cls, key: str, value: dict[str, Any], created: Any) -> Relation:
        return cls(
            id=key,
            source_id=str(value.get("source_id", "")),
            target_id=str(value.get("target_id", "")),
            relation_type=str(value.get("relation_type", "")),
            properties=dict(value.get("properties") or {}),
            created_at=parse_time(created),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "source_id": self.source_id,
            "target_id": self.target_id,
            "relation_type": self.relation_type,
            "properties": self.properties,
            "created_at": iso(self.created_at),
        }


T = TypeVar("T")


@dataclass
class Page(Generic[T]):
    items: list[T]
    total: int
    offset: int
    limit: int


@dataclass
class Subgraph:
    """Entities and the relations between them, reached from `seeds`."""

    seeds: list[str]
    entities: list[Entity] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)
    depth: dict[str, int] = field(default_factory=dict)
    truncated: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "seeds": self.seeds,
            "nodes": [{**e.to_dict(), "depth": self.depth.get(e.id, 0)} for e in self.entities],
            "edges": [r.to_dict() for r in self.relations],
            "truncated": self.truncated,
        }
