"""Memory graph API (seed 000): entities, relations, subgraphs and recall search.

Personal memory management: every route needs scope `full` (a full or admin key, acting for
any person of its workspace named by `X-User-Id` or `?user_id=`; or a full person token, for
its own person). A chat key or chat token chats; it does not manage memory.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Response
from pydantic import BaseModel, ConfigDict, Field

from agents.definition.spec import ID_PATTERN
from agents.errors import InvalidInput
from agents.memory.graph import MAX_SEEDS, EntityType, MemoryScope, RelationType
from app.api.deps import FullCallerDep, MemoryStoreDep

router = APIRouter(prefix="/api/v1/memories", tags=["memories"])

DirectionParam = Literal["incoming", "outgoing", "both"]
EntityId = Annotated[str, Field(min_length=1, max_length=128)]


async def memory_scope(caller: FullCallerDep) -> MemoryScope:
    """The person whose memory a request manages: the one the caller acts for."""
    return MemoryScope(caller.workspace, caller.user_id)


ScopeDep = Annotated[MemoryScope, Depends(memory_scope)]


class EntityCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str | None = Field(default=None, pattern=ID_PATTERN)
    name: str = Field(min_length=1, max_length=200)
    entity_type: EntityType
    description: str = Field(default="", max_length=4000)
    properties: dict[str, Any] = Field(default_factory=dict)
    # For imports: when the fact was first and last stated (default now).
    created_at: datetime | None = None
    updated_at: datetime | None = None


class EntityUpdate(BaseModel):
    """Fields to change; omitted fields keep their value, `properties` is replaced whole."""

    model_config = ConfigDict(extra="forbid")

    name: str | None = Field(default=None, min_length=1, max_length=200)
    entity_type: EntityType | None = None
    description: str | None = Field(default=None, max_length=4000)
    properties: dict[str, Any] | None = None


class EntityOut(BaseModel):
    id: str
    name: str
    entity_type: str
    description: str
    properties: dict[str, Any]
    created_at: datetime
    updated_at: datetime


class EntityPage(BaseModel):
    items: list[EntityOut]
    total: int
    page: int
    page_size: int


class RelationCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    source_id: EntityId
    target_id: EntityId
    relation_type: RelationType
    properties: dict[str, Any] = Field(default_factory=dict)
    # Normally derived from (source, target, type); given for imports.
    id: str | None = Field(default=None, pattern=ID_PATTERN)
    created_at: datetime | None = None


class RelationOut(BaseModel):
    id: str
    source_id: str
    target_id: str
    relation_type: str
    properties: dict[str, Any]
    created_at: datetime


class RelationPage(BaseModel):
    items: list[RelationOut]
    total: int
    page: int
    page_size: int


class GraphNode(EntityOut):
    depth: int = 0


class GraphOut(BaseModel):
    seeds: list[str]
    nodes: list[GraphNode]
    edges: list[RelationOut]
    truncated: bool


class SearchRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    query: str = Field(min_length=1, max_length=4000)
    limit: int = Field(default=10, ge=1, le=50)
    time_window_days: float | None = Field(default=None, gt=0, le=36_500)
    expand_depth: int = Field(default=1, ge=0, le=3)
    direction: DirectionParam = "both"
    # Drop hits below this similarity (0 = rank everything; the recall node uses 0.1).
    min_similarity: float = Field(default=0.0, ge=0, le=1)


class SearchHit(EntityOut):
    score: float
    similarity: float
    vector: float | None = Field(description="cosine similarity of the embeddings, if any")
    lexical: float
    recency: float
    via: dict[str, Any] | None = Field(
        default=None, description="the relation that brought this hit in from a top hit"
    )


class SearchOut(BaseModel):
    query: str
    hits: list[SearchHit]
    subgraph: GraphOut | None


@router.get("/entities", response_model=EntityPage)
async def list_entities(
    scope: ScopeDep,
    store: MemoryStoreDep,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(ge=1, le=200)] = 20,
    entity_type: EntityType | None = None,
    q: Annotated[str | None, Query(max_length=200)] = None,
) -> dict[str, Any]:
    """The caller's entities, newest first; `q` matches words of names and descriptions."""
    found = await store.alist_entities(
        scope, entity_type=entity_type, q=q, offset=(page - 1) * page_size, limit=page_size
    )
    return {
        "items": [e.to_dict() for e in found.items],
        "total": found.total,
        "page": page,
        "page_size": page_size,
    }


@router.post("/entities", status_code=201, response_model=EntityOut)
async def create_entity(body: EntityCreate, scope: ScopeDep, store: MemoryStoreDep) -> Any:
    entity = await store.acreate_entity(scope, **body.model_dump())
    return entity.to_dict()


@router.get("/entities/{entity_id}", response_model=EntityOut)
async def get_entity(entity_id: str, scope: ScopeDep, store: MemoryStoreDep) -> Any:
    return (await store.aget_entity(scope, entity_id)).to_dict()


@router.put("/entities/{entity_id}", response_model=EntityOut)
async def update_entity(
    entity_id: str, body: EntityUpdate, scope: ScopeDep, store: MemoryStoreDep
) -> Any:
    entity = await store.aupdate_entity(scope, entity_id, **body.model_dump(exclude_none=True))
    return entity.to_dict()


@router.delete("/entities/{entity_id}", status_code=204)
async def delete_entity(entity_id: str, scope: ScopeDep, store: MemoryStoreDep) -> Response:
    """Delete an entity with its incoming and outgoing relations and its embedding."""
    await store.adelete_entity(scope, entity_id)
    return Response(status_code=204)


@router.get("/relations", response_model=RelationPage)
async def list_relations(
    scope: ScopeDep,
    store: MemoryStoreDep,
    entity_id: Annotated[str | None, Query(min_length=1, max_length=128)] = None,
    relation_type: RelationType | None = None,
    direction: DirectionParam = "both",
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(ge=1, le=200)] = 50,
) -> dict[str, Any]:
    found = await store.alist_relations(
        scope,
        entity_id=entity_id,
        relation_type=relation_type,
        direction=direction,
        offset=(page - 1) * page_size,
        limit=page_size,
    )
    return {
        "items": [r.to_dict() for r in found.items],
        "total": found.total,
        "page": page,
        "page_size": page_size,
    }


@router.post(
    "/relations",
    status_code=201,
    response_model=RelationOut,
    responses={200: {"model": RelationOut, "description": "the relation existed already"}},
)
async def create_relation(
    body: RelationCreate, scope: ScopeDep, store: MemoryStoreDep, response: Response
) -> Any:
    """Create a directed relation between two of the caller's entities (200 if it existed)."""
    relation, created = await store.acreate_relation(scope, **body.model_dump())
    if not created:
        response.status_code = 200
    return relation.to_dict()


@router.delete("/relations/{relation_id}", status_code=204)
async def delete_relation(relation_id: str, scope: ScopeDep, store: MemoryStoreDep) -> Response:
    await store.adelete_relation(scope, relation_id)
    return Response(status_code=204)


@router.get("/graph", response_model=GraphOut)
async def get_graph(
    scope: ScopeDep,
    store: MemoryStoreDep,
    entity_ids: Annotated[
        list[str] | None,
        Query(
            max_length=MAX_SEEDS,
            description=f"up to {MAX_SEEDS} seeds, repeated or comma-separated",
        ),
    ] = None,
    max_depth: Annotated[int, Query(ge=1, le=3)] = 1,
    direction: DirectionParam = "both",
) -> Any:
    """The subgraph around up to 5 entities, or (without `entity_ids`) the whole graph."""
    seeds = [part for raw in entity_ids or [] for part in raw.split(",") if part]
    if len(seeds) > MAX_SEEDS:
        raise InvalidInput(
            f"at most {MAX_SEEDS} entity_ids per graph request (got {len(seeds)})",
            code="invalid_seeds",
        )
    if not seeds:
        return (await store.agraph(scope)).to_dict()
    found = await store.asubgraph(scope, seeds, max_depth=max_depth, direction=direction)
    return found.to_dict()


@router.post("/search", response_model=SearchOut)
async def search(body: SearchRequest, scope: ScopeDep, store: MemoryStoreDep) -> Any:
    """Recall: hybrid similarity with time decay, relation-aware; hits carry their score parts."""
    found = await store.arecall(
        scope,
        body.query,
        limit=body.limit,
        time_window_days=body.time_window_days,
        expand_depth=body.expand_depth,
        direction=body.direction,
        min_similarity=body.min_similarity,
    )
    return {
        "query": body.query,
        "hits": [h.to_dict() for h in found.hits],
        "subgraph": found.subgraph.to_dict() if found.subgraph is not None else None,
    }
