"""The in-process twin of the Redis backend: same records, same semantics, no Redis.

Serves when Redis is not configured or is down. Each namespace is one `Collection`; the
cascade on entity delete and the endpoint check on relation create happen without an `await`
in between, so they are atomic on the event loop like MULTI/EXEC is in Redis.
Here the collections are the data, not a cache: nothing can be evicted, and what bounds the
memory held is the per-person GraphLimits every graph write is checked against (limits.py).
"""

from __future__ import annotations

from typing import Any

from agents.errors import NotFound
from agents.memory.graph.backends.base import ListQuery, list_order, ns_tag
from agents.memory.graph.model import MemoryScope
from agents.memory.graph.ranking.index import Collection, FloatArray

MAX_OFFSET = 1_000_000  # as RediSearch: deeper pages are empty


class InMemoryBackend:
    name = "memory"

    def __init__(self) -> None:
        self._data: dict[str, Collection] = {}

    def _coll(self, namespace: tuple[str, ...], create: bool = False) -> Collection | None:
        tag = ns_tag(namespace)
        coll = self._data.get(tag)
        if coll is None and create:
            coll = self._data[tag] = Collection(tuple(namespace))
        return coll

    def _drop_if_empty(self, namespace: tuple[str, ...]) -> None:
        coll = self._coll(namespace)
        if coll is not None and not coll.records:
            del self._data[ns_tag(namespace)]

    async def setup(self) -> None:
        return None

    def clear(self) -> None:
        self._data.clear()

    def __len__(self) -> int:
        return sum(len(c) for c in self._data.values())

    async def get(self, namespace: tuple[str, ...], keys: list[str]) -> list[dict[str, Any] | None]:
        coll = self._coll(namespace)
        return [None if coll is None else coll.records.get(k) for k in keys]

    async def put(
        self,
        namespace: tuple[str, ...],
        items: list[tuple[str, dict[str, Any], FloatArray | None]],
    ) -> None:
        if not items:
            return
        coll = self._coll(namespace, create=True)
        assert coll is not None
        for key, record, vector in items:
            coll.upsert(key, record, vector)

    async def create(
        self,
        namespace: tuple[str, ...],
        key: str,
        record: dict[str, Any],
        vector: FloatArray | None,
    ) -> bool:
        coll = self._coll(namespace, create=True)
        assert coll is not None
        if key in coll.records:
            return False
        coll.upsert(key, record, vector)
        return True

    async def delete(self, namespace: tuple[str, ...], key: str) -> bool:
        coll = self._coll(namespace)
        found = coll is not None and coll.remove(key) is not None
        self._drop_if_empty(namespace)
        return found

    async def collections(self, namespaces: list[tuple[str, ...]]) -> list[Collection]:
        return [self._coll(ns) or Collection(tuple(ns)) for ns in namespaces]

    async def put_relation(self, scope: MemoryScope, key: str, record: dict[str, Any]) -> None:
        value = record["value"]
        entities = self._coll(scope.entities)
        for end in ("source_id", "target_id"):
            if entities is None or value[end] not in entities.records:
                raise NotFound(
                    f"{end.removesuffix('_id')} entity {value[end]!r} not found for this user",
                    code="entity_not_found",
                )
        coll = self._coll(scope.relations, create=True)
        assert coll is not None
        coll.upsert(key, record, None)

    async def delete_relation(self, scope: MemoryScope, key: str) -> bool:
        coll = self._coll(scope.relations)
        found = coll is not None and coll.remove(key) is not None
        self._drop_if_empty(scope.relations)
        return found

    async def delete_entity(self, scope: MemoryScope, key: str) -> list[str] | None:
        entities = self._coll(scope.entities)
        if entities is None or key not in entities.records:
            return None
        removed: list[str] = []
        relations = self._coll(scope.relations)
        if relations is not None:
            out, inc = relations.adjacency()
            removed = sorted(out.get(key, set()) | inc.get(key, set()))
            for rel in removed:
                relations.remove(rel)
        entities.remove(key)
        self._drop_if_empty(scope.entities)
        self._drop_if_empty(scope.relations)
        return removed

    async def list(
        self, namespace: tuple[str, ...], query: ListQuery
    ) -> tuple[list[dict[str, Any]], int]:
        coll = self._coll(namespace)
        if coll is None:
            return [], 0
        found = sorted((r for r in coll.records.values() if query.matches(r)), key=list_order)
        if query.offset + query.limit > MAX_OFFSET:  # the same page limit as Redis
            return [], len(found)
        return found[query.offset : query.offset + query.limit], len(found)

    async def namespaces(self, prefix: tuple[str, ...]) -> set[tuple[str, ...]]:
        n = len(prefix)
        return {c.namespace for c in self._data.values() if c.namespace[:n] == tuple(prefix)}

    async def aclose(self) -> None:
        return None
