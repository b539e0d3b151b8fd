"""What a memory backend does, and the record format both backends store.

`GraphMemoryStore` validates, embeds and ranks; a backend only stores records atomically and
hands back `Collection`s (one namespace each) to rank over. Two backends: Redis
(`redis_backend.RedisBackend`) and the in-process twin (`memory_backend.InMemoryBackend`), which
share this record format, the ranking code and the test suite.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol
from urllib.parse import unquote

from langgraph.store.base import MatchCondition

from agents.memory.graph.model import MemoryScope, iso, to_ts
from agents.memory.graph.ranking.index import Collection, FloatArray
from agents.memory.graph.ranking.terms import doc_terms
from agents.storage.keys import Keys, encode_part
from agents.text import cjk_chars, is_cjk_char

NS_KEYS = Keys()  # namespace encoding does not depend on the deployment prefix


def ns_tag(namespace: tuple[str, ...]) -> str:
    """The exact-match TAG value of a namespace (one value, never a text prefix)."""
    return NS_KEYS.memory_namespace(namespace)


def ns_from_tag(tag: str) -> tuple[str, ...]:
    head, _, rest = tag.partition("}")
    parts = head.lstrip("{").split(":") + [p for p in rest.split(":") if p]
    return tuple(unquote(p) for p in parts)


def term_tags(terms: list[str]) -> list[str]:
    """The exact-terms TAG values of a record's lexical terms (cold recall's `term_tags`
    field): each %-encoded, as every TAG value the index holds, so a query escapes it with
    `escape_tag` alone (a backslash-escaped CJK character would match nothing)."""
    return [encode_part(t) for t in terms]


def build_record(
    namespace: tuple[str, ...],
    key: str,
    value: dict[str, Any],
    *,
    kind: str,
    text: str,
    created_at: datetime,
    updated_at: datetime,
    vector_model: str | None,
) -> dict[str, Any]:
    """The stored form of one item: its value plus what the index and the ranking need."""
    terms = doc_terms(text)
    record: dict[str, Any] = {
        "ns": ns_tag(namespace),
        "nsp": [ns_tag(namespace[: i + 1]) for i in range(len(namespace))],
        "namespace": list(namespace),
        "key": key,
        "key_tag": encode_part(key),
        "kind": kind,
        "value": value,
        "created_at": iso(created_at),
        "updated_at": iso(updated_at),
        "updated_ts": to_ts(updated_at),
        "terms": terms,
        "term_tags": term_tags(terms),
        "tq": sorted({encode_part(t) for t in terms} | {encode_part(c) for c in cjk_chars(text)}),
        "vector_model": vector_model,
    }
    if kind == "entity":
        record["entity_type"] = value.get("entity_type")
    elif kind == "relation":
        record["relation_type"] = value.get("relation_type")
        record["src"] = encode_part(str(value.get("source_id")))
        record["dst"] = encode_part(str(value.get("target_id")))
    return record


def is_prefix_term(term: str) -> bool:
    """Listing search: words and numbers match as prefixes, CJK terms and 1-char terms exactly."""
    return not is_cjk_char(term[:1]) and len(term) >= 2


def list_order(record: dict[str, Any]) -> tuple[float, str]:
    """Listing order shared by both backends: newest first, then by encoded key."""
    return (-float(record.get("updated_ts") or 0.0), str(record.get("key_tag") or ""))


def namespace_matches(namespace: tuple[str, ...], conditions: tuple[MatchCondition, ...]) -> bool:
    """LangGraph's list_namespaces conditions: label-wise prefix/suffix, '*' matches a label."""
    for cond in conditions or ():
        path = tuple(cond.path)
        if len(path) > len(namespace):
            return False
        part = namespace[: len(path)] if cond.match_type == "prefix" else namespace[-len(path) :]
        if not path:
            continue
        if not all(p == "*" or p == n for p, n in zip(path, part, strict=True)):
            return False
    return True


def select_namespaces(
    found: set[tuple[str, ...]],
    conditions: tuple[MatchCondition, ...],
    max_depth: int | None,
    limit: int,
    offset: int,
) -> list[tuple[str, ...]]:
    chosen = {n for n in found if namespace_matches(n, conditions)}
    if max_depth is not None:
        chosen = {n[:max_depth] for n in chosen}
    return sorted(chosen)[offset : offset + limit]


@dataclass
class ListQuery:
    """A listing of one namespace: optional type filter and terms that must all occur."""

    entity_type: str | None = None
    relation_type: str | None = None
    terms: tuple[str, ...] = ()
    entity_id: str | None = None
    direction: str = "both"
    offset: int = 0
    limit: int = 20

    def matches(self, record: dict[str, Any]) -> bool:
        value = record.get("value") or {}
        if self.entity_type is not None and record.get("entity_type") != self.entity_type:
            return False
        if self.relation_type is not None and record.get("relation_type") != self.relation_type:
            return False
        if self.terms:
            have = record.get("tq") or ()
            for term in self.terms:
                enc = encode_part(term)
                if not is_prefix_term(term):
                    if enc not in have:
                        return False
                elif not any(h.startswith(enc) for h in have):
                    return False
        if self.entity_id is not None:
            out = value.get("source_id") == self.entity_id
            inc = value.get("target_id") == self.entity_id
            if not {"outgoing": out, "incoming": inc, "both": out or inc}[self.direction]:
                return False
        return True


class MemoryBackend(Protocol):
    """Atomic storage of records; every method is scoped to exact namespaces."""

    name: str

    async def setup(self) -> None: ...

    async def get(self, namespace: tuple[str, ...], keys: list[str]) -> list[dict[str, Any] | None]:
        """The records of `keys` (None where absent)."""
        ...

    async def put(
        self,
        namespace: tuple[str, ...],
        items: list[tuple[str, dict[str, Any], FloatArray | None]],
    ) -> None:
        """Upsert records with their vectors (None = no vector), in one transaction."""
        ...

    async def create(
        self,
        namespace: tuple[str, ...],
        key: str,
        record: dict[str, Any],
        vector: FloatArray | None,
    ) -> bool:
        """Store a new item atomically; False (nothing written) when the key is taken."""
        ...

    async def delete(self, namespace: tuple[str, ...], key: str) -> bool:
        """Delete a plain item (not an entity or relation); False when it was absent."""
        ...

    async def collections(self, namespaces: list[tuple[str, ...]]) -> list[Collection]:
        """Current contents of each namespace, to rank over (treat as read-only)."""
        ...

    async def put_relation(self, scope: MemoryScope, key: str, record: dict[str, Any]) -> None:
        """Store a relation; raises NotFound when an endpoint entity does not exist."""
        ...

    async def delete_relation(self, scope: MemoryScope, key: str) -> bool: ...

    async def delete_entity(self, scope: MemoryScope, key: str) -> list[str] | None:
        """Delete an entity, its relations both ways and its vector, atomically.

        Returns the deleted relation ids, or None when the entity did not exist."""
        ...

    async def list(
        self, namespace: tuple[str, ...], query: ListQuery
    ) -> tuple[list[dict[str, Any]], int]:
        """One page of records (newest first) and the total matching."""
        ...

    async def namespaces(self, prefix: tuple[str, ...]) -> set[tuple[str, ...]]:
        """Every non-empty namespace starting with `prefix` (label-wise)."""
        ...

    async def aclose(self) -> None: ...
