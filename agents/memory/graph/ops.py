"""The memory graph's operations: entities, relations, subgraphs and recall.

A mixin of `GraphMemoryStore` (store.py), which supplies storage (`_run` on Redis or
the in-memory twin), embeddings and the scoring config; this module is the graph API that
routes, the recall port and graph nodes call.
"""

from __future__ import annotations

import asyncio
import hashlib
import uuid
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, TypeVar

import numpy as np

from agents.errors import Conflict, InvalidInput, NotFound
from agents.memory.graph.backends.base import ListQuery, MemoryBackend, build_record, list_order
from agents.memory.graph.limits import Changes, GraphLimits, batch_changes, check_room
from agents.memory.graph.model import (
    MAX_NAME,
    MAX_SEEDS,
    SELF_DESCRIPTION,
    SELF_ID,
    SELF_NAME,
    Direction,
    Entity,
    MemoryScope,
    Page,
    Relation,
    Subgraph,
    check_depth,
    check_direction,
    check_entity_type,
    check_id,
    check_relation_type,
    entity_text,
    entity_value,
    now_utc,
    parse_time,
    properties_bytes,
    relation_value,
)
from agents.memory.graph.ranking.expand import Hit
from agents.memory.graph.ranking.index import (
    Collection,
    FloatArray,
    as_vector,
    entity_of,
    rank,
    relation_of,
    subgraph,
)
from agents.memory.graph.ranking.scoring import ScoreParts, ScoringConfig
from agents.memory.graph.ranking.terms import search_terms
from agents.scheduling import cpu

T = TypeVar("T")
MAX_LIMIT = 50
MAX_PAGE = 200
CLOCK_SKEW = timedelta(minutes=5)


def _aware(value: datetime | None) -> datetime | None:
    return None if value is None else parse_time(value)


def _stamp(value: Any, key: Any, what: str) -> datetime | None:
    """An imported entity's timestamp (None when absent); 422 when it is not one."""
    try:
        return _aware(value)
    except (TypeError, ValueError, OverflowError, OSError) as exc:
        raise InvalidInput(
            f"entity {key!r}: {what} must be an ISO 8601 timestamp", code="invalid_timestamp"
        ) from exc


@dataclass
class _ImportRow:
    index: int  # in the import (its vector's index)
    key: str
    value: dict[str, Any]
    created: datetime
    updated: datetime
    text: str


def _import_rows(
    entities: list[tuple[int, Any]], now: datetime, skip_refused: bool
) -> tuple[list[_ImportRow], list[dict[str, Any]]]:
    """Validate and gate (index, entity) pairs of an import (`aimport_entities`): the rows to
    write, and those the safety gate refused when `skip_refused` (else a refusal fails them
    all)."""
    rows: list[_ImportRow] = []
    refused: list[dict[str, Any]] = []
    for index, raw in entities:
        if not isinstance(raw, dict):
            raise InvalidInput("an entity must be a JSON object")
        fields = dict(raw)
        key = fields.pop("id", None) or f"e_{uuid.uuid4().hex[:16]}"
        created = _stamp(fields.pop("created_at", None), key, "created_at") or now
        updated = _stamp(fields.pop("updated_at", None), key, "updated_at") or created
        try:
            value = entity_value(fields)
        except InvalidInput as exc:
            if not skip_refused or exc.code != "memory_capture_rejected":
                raise
            refused.append({"id": raw.get("id"), "reason": ",".join(exc.details["reasons"])})
            continue
        if max(created, updated) > now + CLOCK_SKEW or updated < created:
            raise InvalidInput(f"entity {key!r}: timestamps in the future or out of order")
        key = check_id(key, "entity id")
        rows.append(_ImportRow(index, key, value, created, updated, entity_text(value)))
    return rows, refused


def _import_records(
    namespace: tuple[str, ...],
    rows: list[_ImportRow],
    vectors: list[FloatArray | None],
    vector_model: str | None,
) -> list[tuple[str, dict[str, Any], FloatArray | None]]:
    """The stored records of an import's rows (CPU work: lexical terms of every text)."""
    return [
        (
            row.key,
            build_record(
                namespace,
                row.key,
                row.value,
                kind="entity",
                text=row.text,
                created_at=row.created,
                updated_at=row.updated,
                vector_model=vector_model if vector is not None else None,
            ),
            vector,
        )
        for row, vector in zip(rows, vectors, strict=True)
    ]


@dataclass
class ScoredEntity:
    """A recalled entity, the parts of its score, and the relation that brought it in."""

    entity: Entity
    parts: ScoreParts
    via: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {**self.entity.to_dict(), **self.parts.to_dict(), "via": self.via}


@dataclass
class RecallHits:
    hits: list[ScoredEntity]
    subgraph: Subgraph | None


def _recall_hits(hits: list[Hit], sub: Subgraph | None) -> RecallHits:
    """Ranked hits (from the index or the loaded copy) as recall returns them."""
    return RecallHits([ScoredEntity(entity_of(h.key, h.record), h.parts, h.via) for h in hits], sub)


# A recall's question vector: known, none, or still being computed.
QueryVector = FloatArray | None | asyncio.Future[FloatArray | None]


class GraphOperations:
    """Entity, relation, subgraph and recall methods (all scoped to one `MemoryScope`)."""

    scoring: ScoringConfig
    vector_model: str | None
    limits: GraphLimits

    async def _run(self, fn: Callable[[MemoryBackend], Awaitable[T]], *, write: bool = False) -> T:
        raise NotImplementedError

    async def _embed(self, texts: list[str]) -> list[FloatArray | None]:
        raise NotImplementedError

    async def embed_query(self, text: str) -> FloatArray | None:
        raise NotImplementedError

    async def _collections(self, namespaces: Sequence[tuple[str, ...]]) -> list[Collection]:
        raise NotImplementedError

    def _recalls_cold(self, scope: MemoryScope) -> bool:
        """Whether recall should try the index first (no copy of the person in process)."""
        return False

    async def _recall_cold(
        self, scope: MemoryScope, query: str, vector: QueryVector, **options: Any
    ) -> tuple[list[Hit], Subgraph | None] | None:
        """Recall answered from the index (cold/recall.py); None: rank over the collections.
        `vector` may still be computing (a future): the index is asked first, meanwhile."""
        return None

    def _recalled_warm(self, scope: MemoryScope) -> None:
        """A recall ranked over this process's copy (cold/snapshot.py keeps the namespace's
        snapshot for the next replica)."""

    # -- limits ------------------------------------------------------------------------------
    async def _check_room(
        self,
        scope: MemoryScope,
        *,
        entities: Changes | None = None,
        relations: Changes | None = None,
        refused: str = "",
    ) -> None:
        """Refuse (409 `memory_limit`) changes that would take the person past a cap.

        Counted on the collections recall ranks over (on Redis: the cached copy, brought
        current with one round trip). Not atomic with the write that follows: concurrent
        writes for one person may each pass and overshoot a cap by a few items; the next
        write then sees the total and is refused.
        """
        ents, rels = await self._collections([scope.entities, scope.relations])
        check_room(
            self.limits,
            ents,
            rels,
            entity_changes=entities,
            relation_changes=relations,
            refused=refused,
        )

    async def _check_puts(
        self, puts: Iterable[tuple[tuple[str, ...], str, dict[str, Any] | None]]
    ) -> None:
        """A batch of BaseStore puts: refused whole when together they pass a person's cap."""
        for scope, (ents, rels) in batch_changes(puts).items():
            # A single put is checked as it is written (`_write_entity`, `_write_relation`).
            if sum(v is not None for v in (*ents.values(), *rels.values())) > 1:
                await self._check_room(scope, entities=ents, relations=rels)

    # -- writes ------------------------------------------------------------------------------
    async def _write(
        self,
        scope: MemoryScope,
        kind: str,
        key: str,
        value: dict[str, Any],
        *,
        now: datetime,
        created: datetime,
        updated: datetime,
        text: str = "",
        vector: FloatArray | None = None,
        embed: bool = False,
        only_new: bool = False,
    ) -> dict[str, Any]:
        """Store one entity or relation record (`kind`) after the checks every graph write
        passes: no timestamp in the future or out of order, room left under the person's caps
        (checked before anything is embedded). Returns the record written."""
        for what, stamp in (("created_at", created), ("updated_at", updated)):
            if stamp > now + CLOCK_SKEW:
                raise InvalidInput(f"{what} is in the future", code="invalid_timestamp")
        if updated < created:
            raise InvalidInput("updated_at is before created_at", code="invalid_timestamp")
        change = {key: properties_bytes(value.get("properties"))}
        if kind == "entity":
            await self._check_room(scope, entities=change)
        else:
            await self._check_room(scope, relations=change)
        if vector is None and embed:
            vector = (await self._embed([text]))[0]
        ns = scope.entities if kind == "entity" else scope.relations
        record = build_record(
            ns,
            key,
            value,
            kind=kind,
            text=text,
            created_at=created,
            updated_at=updated,
            vector_model=self.vector_model if vector is not None else None,
        )
        if kind == "relation":
            await self._run(lambda b: b.put_relation(scope, key, record), write=True)
        elif only_new:
            if not await self._run(lambda b: b.create(ns, key, record, vector), write=True):
                raise Conflict(f"entity {key!r} already exists", code="entity_exists")
        else:
            await self._run(lambda b: b.put(ns, [(key, record, vector)]), write=True)
        return record

    # -- entities ----------------------------------------------------------------------------
    async def _write_entity(
        self,
        scope: MemoryScope,
        key: str,
        value: dict[str, Any],
        *,
        existing: dict[str, Any] | None,
        vector: FloatArray | None = None,
        embed: bool = True,
        created_at: datetime | None = None,
        updated_at: datetime | None = None,
        only_new: bool = False,
    ) -> Entity:
        """Store an entity record. created_at: given, else kept, else now (or the given
        updated_at if earlier); updated_at: given, else (a new entity with a given created_at)
        that, else now."""
        now = now_utc()
        given_updated = _aware(updated_at)
        created = _aware(created_at) or (
            parse_time(existing["created_at"]) if existing else min(now, given_updated or now)
        )
        updated = given_updated or (created if created_at and not existing else now)
        record = await self._write(
            scope,
            "entity",
            key,
            value,
            now=now,
            created=created,
            updated=updated,
            text=entity_text(value),
            vector=vector,
            embed=embed,
            only_new=only_new,
        )
        return entity_of(key, record)

    async def acreate_entity(
        self,
        scope: MemoryScope,
        *,
        name: str,
        entity_type: str,
        description: str = "",
        properties: dict[str, Any] | None = None,
        id: str | None = None,
        created_at: datetime | None = None,
        updated_at: datetime | None = None,
    ) -> Entity:
        """Create an entity (409 when `id` is taken). Timestamps may be given for imports."""
        value = entity_value(
            {
                "name": name,
                "entity_type": entity_type,
                "description": description,
                "properties": properties,
            }
        )
        key = check_id(id, "entity id") if id is not None else f"e_{uuid.uuid4().hex[:16]}"
        entity = await self._write_entity(
            scope,
            key,
            value,
            existing=None,
            created_at=created_at,
            updated_at=updated_at,
            only_new=id is not None,
        )
        return entity

    async def aensure_self(self, scope: MemoryScope, name: str | None = None) -> Entity:
        """The person's self entity (id "self"), created the first time something refers to
        the person (a relation naming `self`, the extractor relating "I" / "the user", their
        `profile:name` item); `name` renames it. First-person questions start expansion from
        it. A graph at its entity cap gets none (409 `memory_limit`, as any entity would)."""
        existing = (await self._run(lambda b: b.get(scope.entities, [SELF_ID])))[0]
        if existing is not None:
            current = entity_of(SELF_ID, existing)
            if not name or current.name == name:
                return current
            value = dict(existing.get("value") or {})
            value["name"] = name
            return await self._write_entity(scope, SELF_ID, entity_value(value), existing=existing)
        value = entity_value(
            {
                "name": (name or SELF_NAME)[:MAX_NAME],
                "entity_type": "person",
                "description": SELF_DESCRIPTION,
                "properties": {"self": True},
            }
        )
        try:
            return await self._write_entity(scope, SELF_ID, value, existing=None, only_new=True)
        except Conflict:  # written meanwhile by another request
            return await self.aget_entity(scope, SELF_ID)

    async def aimport_entities(
        self,
        scope: MemoryScope,
        entities: list[dict[str, Any]],
        *,
        vectors: Sequence[Sequence[float] | None] | None = None,
        refused: list[dict[str, Any]] | None = None,
    ) -> list[Entity]:
        """Upsert many entities in few round trips (imports, migrations, benchmarks).

        Each dict holds the entity fields plus optional `id`, `created_at`, `updated_at`.
        `vectors` (one per entity) skips the embedding model, e.g. vectors made elsewhere
        with the same model. `refused`: when given, an entity the safety gate refuses (422
        `memory_capture_rejected`) is left out and reported there (`{id, reason}`) instead
        of failing the whole import. Validating, gating and building the records is CPU
        work over every string of every entity: it runs off the event loop.
        """
        if vectors is not None and len(vectors) != len(entities):
            raise InvalidInput("give one vector per entity")
        now = now_utc()
        parts = await cpu.run_parts(
            _import_rows, list(enumerate(entities)), now, refused is not None
        )
        rows = [row for part, _ in parts for row in part]
        if refused is not None:
            refused += [entry for _, part in parts for entry in part]
        if not rows:
            return []
        # Checked whole before anything is written: an import over a cap writes nothing.
        changes = {r.key: properties_bytes(r.value.get("properties")) for r in rows}
        why = f"this import of {len(changes)} entities was refused, nothing was written: "
        await self._check_room(scope, entities=changes, refused=why)
        if vectors is None:
            embedded = await self._embed([r.text for r in rows])
        else:
            embedded = [
                None if vectors[r.index] is None else as_vector(vectors[r.index]) for r in rows
            ]
        items = await asyncio.to_thread(
            _import_records, scope.entities, rows, embedded, self.vector_model
        )
        ns = scope.entities
        await self._run(lambda b: b.put(ns, items), write=True)
        return [entity_of(key, record) for key, record, _ in items]

    async def aget_entity(self, scope: MemoryScope, entity_id: str) -> Entity:
        record = (await self._run(lambda b: b.get(scope.entities, [entity_id])))[0]
        if record is None:
            raise NotFound(f"entity {entity_id!r} not found", code="entity_not_found")
        return entity_of(entity_id, record)

    async def aupdate_entity(
        self,
        scope: MemoryScope,
        entity_id: str,
        *,
        name: str | None = None,
        entity_type: str | None = None,
        description: str | None = None,
        properties: dict[str, Any] | None = None,
        updated_at: datetime | None = None,
    ) -> Entity:
        """Change the given fields (properties are replaced as a whole); refreshes updated_at."""
        existing = (await self._run(lambda b: b.get(scope.entities, [entity_id])))[0]
        if existing is None:
            raise NotFound(f"entity {entity_id!r} not found", code="entity_not_found")
        old = existing["value"]
        value = entity_value(
            {
                "name": old.get("name") if name is None else name,
                "entity_type": old.get("entity_type") if entity_type is None else entity_type,
                "description": old.get("description") if description is None else description,
                "properties": old.get("properties") if properties is None else properties,
            }
        )
        return await self._write_entity(
            scope, entity_id, value, existing=existing, updated_at=updated_at
        )

    async def adelete_entity(self, scope: MemoryScope, entity_id: str) -> list[str]:
        """Delete an entity with its relations (both directions) and vector, atomically.
        Returns the ids of the relations removed with it."""
        removed = await self._run(lambda b: b.delete_entity(scope, entity_id), write=True)
        if removed is None:
            raise NotFound(f"entity {entity_id!r} not found", code="entity_not_found")
        return removed

    async def alist_entities(
        self,
        scope: MemoryScope,
        *,
        entity_type: str | None = None,
        q: str | None = None,
        offset: int = 0,
        limit: int = 20,
    ) -> Page[Entity]:
        """Entities newest first; `q` keeps those whose name/description contain every term."""
        if entity_type is not None:
            check_entity_type(entity_type)
        query = ListQuery(
            entity_type=entity_type,
            terms=tuple(search_terms(q or ""))[:20],
            offset=max(0, offset),
            limit=min(max(1, limit), MAX_PAGE),
        )
        records, total = await self._run(lambda b: b.list(scope.entities, query))
        return Page([entity_of(r["key"], r) for r in records], total, query.offset, query.limit)

    # -- relations ---------------------------------------------------------------------------
    @staticmethod
    def relation_id(source_id: str, target_id: str, relation_type: str) -> str:
        """Relations are unique per (source, target, type): the id is derived from them."""
        digest = hashlib.sha256(f"{source_id}\x00{target_id}\x00{relation_type}".encode())
        return f"r_{digest.hexdigest()[:20]}"

    async def _write_relation(
        self,
        scope: MemoryScope,
        key: str,
        value: dict[str, Any],
        *,
        existing: dict[str, Any] | None,
        created_at: datetime | None = None,
    ) -> Relation:
        """Store a relation record (`existing`: its current record, read by the caller).
        created_at: given, else kept, else now; updated now (or at created_at if later)."""
        now = now_utc()
        created = _aware(created_at) or (parse_time(existing["created_at"]) if existing else now)
        record = await self._write(
            scope, "relation", key, value, now=now, created=created, updated=max(now, created)
        )
        return relation_of(key, record)

    async def acreate_relation(
        self,
        scope: MemoryScope,
        *,
        source_id: str,
        target_id: str,
        relation_type: str,
        properties: dict[str, Any] | None = None,
        id: str | None = None,
        created_at: datetime | None = None,
    ) -> tuple[Relation, bool]:
        """Create (or, for an existing source/target/type, update) a directed relation.

        Both entities must exist in this scope (NotFound otherwise). The id is derived from
        (source, target, type) unless given (imports). Returns (relation, created).
        """
        fields = {
            "source_id": source_id,
            "target_id": target_id,
            "relation_type": relation_type,
            "properties": properties,
        }
        # Gating up to 16 KB of properties is CPU work: off the event loop when there are any
        # (an import creates relations one after another).
        value = await cpu.run(relation_value, fields) if properties else relation_value(fields)
        key = (
            check_id(id, "relation id")
            if id is not None
            else self.relation_id(value["source_id"], value["target_id"], value["relation_type"])
        )
        if SELF_ID in (value["source_id"], value["target_id"]):
            await self.aensure_self(scope)
        existing = (await self._run(lambda b: b.get(scope.relations, [key])))[0]
        relation = await self._write_relation(
            scope, key, value, existing=existing, created_at=created_at
        )
        return relation, existing is None

    async def aget_relation(self, scope: MemoryScope, relation_id: str) -> Relation:
        record = (await self._run(lambda b: b.get(scope.relations, [relation_id])))[0]
        if record is None:
            raise NotFound(f"relation {relation_id!r} not found", code="relation_not_found")
        return relation_of(relation_id, record)

    async def alist_relations(
        self,
        scope: MemoryScope,
        *,
        entity_id: str | None = None,
        relation_type: str | None = None,
        direction: Direction = "both",
        offset: int = 0,
        limit: int = 50,
    ) -> Page[Relation]:
        """Relations newest first, optionally those touching `entity_id` in `direction`."""
        if relation_type is not None:
            check_relation_type(relation_type)
        query = ListQuery(
            relation_type=relation_type,
            entity_id=entity_id,
            direction=check_direction(direction),
            offset=max(0, offset),
            limit=min(max(1, limit), MAX_PAGE),
        )
        records, total = await self._run(lambda b: b.list(scope.relations, query))
        return Page([relation_of(r["key"], r) for r in records], total, query.offset, query.limit)

    async def adelete_relation(self, scope: MemoryScope, relation_id: str) -> None:
        if not await self._run(lambda b: b.delete_relation(scope, relation_id), write=True):
            raise NotFound(f"relation {relation_id!r} not found", code="relation_not_found")

    # -- graph -------------------------------------------------------------------------------
    async def asubgraph(
        self,
        scope: MemoryScope,
        seeds: list[str],
        *,
        max_depth: int = 1,
        direction: Direction = "both",
        max_nodes: int = 200,
    ) -> Subgraph:
        """Entities within `max_depth` (1–3) hops of up to 5 seed entities, with the relations
        between them. Unknown seeds are a NotFound."""
        seeds = list(dict.fromkeys(seeds))
        if not seeds or len(seeds) > MAX_SEEDS:
            raise InvalidInput(
                f"give 1 to {MAX_SEEDS} seed entity ids (got {len(seeds)})", code="invalid_seeds"
            )
        check_depth(max_depth)
        check_direction(direction)
        entities, relations = await self._collections([scope.entities, scope.relations])
        missing = [s for s in seeds if s not in entities.records]
        if missing:
            raise NotFound(
                f"entity {missing[0]!r} not found", code="entity_not_found", details=missing
            )
        return subgraph(
            entities,
            relations,
            seeds,
            max_depth=max_depth,
            direction=direction,
            max_nodes=max_nodes,
        )

    async def agraph(self, scope: MemoryScope, *, max_nodes: int = 500) -> Subgraph:
        """The person's whole graph (newest entities first, capped at `max_nodes`)."""
        entities, relations = await self._collections([scope.entities, scope.relations])
        keys = sorted(entities.records, key=lambda k: list_order(entities.records[k]))
        chosen = set(keys[:max_nodes])
        rels = [
            relation_of(k, r)
            for k, r in sorted(relations.records.items())
            if (r.get("value") or {}).get("source_id") in chosen
            and (r.get("value") or {}).get("target_id") in chosen
        ]
        return Subgraph(
            seeds=[],
            entities=[entity_of(k, entities.records[k]) for k in keys[:max_nodes]],
            relations=rels,
            depth={k: 0 for k in chosen},
            truncated=len(keys) > max_nodes,
        )

    async def arecall(
        self,
        scope: MemoryScope,
        query: str,
        *,
        limit: int = 10,
        time_window_days: float | None = None,
        expand_depth: int = 1,
        direction: Direction = "both",
        now: datetime | None = None,
        query_vector: FloatArray | list[float] | None = None,
        min_similarity: float | None = None,
        use_vectors: bool = True,
    ) -> RecallHits:
        """The person's memories most relevant to `query`, with their subgraph.

        Hybrid similarity (vector + lexical), relation-aware expansion of the top hits, then
        score = (1 − w)·similarity + w·recency. `expand_depth` 0 skips the subgraph.
        `query_vector` skips embedding (benchmarks); `use_vectors=False` ranks lexically only
        (a workspace with `vector_recall` off); `now` is injectable for tests.
        """
        if isinstance(limit, bool) or not 1 <= int(limit) <= MAX_LIMIT:
            raise InvalidInput(f"limit must be from 1 to {MAX_LIMIT}", code="invalid_limit")
        if time_window_days is not None and not time_window_days > 0:
            raise InvalidInput("time_window_days must be positive", code="invalid_time_window")
        check_depth(expand_depth, allow_zero=True)
        check_direction(direction)
        wanted = [scope.entities, scope.relations]
        now_ts = (now or now_utc()).timestamp()
        vector: FloatArray | None = None
        if use_vectors and query_vector is not None:
            vector = as_vector(np.asarray(query_vector, dtype=np.float32))
        if self._recalls_cold(scope):
            # No copy of this person here yet: the index answers (same ranking), and the
            # copy is built in the background for the recalls after this one. The question
            # is embedded while the index's first round trip (which needs no vector) runs.
            pending: asyncio.Future[FloatArray | None] | None = None
            if use_vectors and query_vector is None:
                pending = asyncio.ensure_future(self.embed_query(query))
            try:
                found = await self._recall_cold(
                    scope,
                    query,
                    vector if pending is None else pending,
                    now_ts=now_ts,
                    config=self.scoring,
                    limit=int(limit),
                    time_window_days=time_window_days,
                    min_similarity=min_similarity,
                    expand_depth=expand_depth,
                    direction=direction,
                )
                if found is not None:
                    return _recall_hits(*found)
                if pending is not None:
                    vector = await pending
            finally:
                if pending is not None:  # the index answered without it, or failed: not needed
                    pending.cancel()  # (embed_query never raises; a done one is left as it is)
            entities, relations = await self._collections(wanted)
        elif query_vector is not None or not use_vectors:
            entities, relations = await self._collections(wanted)
        else:
            colls, vector = await asyncio.gather(self._collections(wanted), self.embed_query(query))
            entities, relations = colls
        self._recalled_warm(scope)
        hits = rank(
            entities,
            query,
            vector,
            now_ts=now_ts,
            config=self.scoring,
            limit=int(limit),
            time_window_days=time_window_days,
            relations=relations,
            min_similarity=min_similarity,
        )
        sub = None
        if expand_depth and hits:
            sub = subgraph(
                entities,
                relations,
                [h.key for h in hits[:MAX_SEEDS]],
                max_depth=expand_depth,
                direction=direction,
                max_nodes=100,
            )
        return _recall_hits(hits, sub)
