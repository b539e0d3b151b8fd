"""Memory items governance API (DESIGN 4.2, seed 002): personal memory management.

Needs scope `full`: a full (or admin) key acting for any person of its workspace (named by
`X-User-Id` or `?user_id=`, which must agree), or a full person token for its own person.
Every action is audited and refreshes the core snapshot.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, Response
from pydantic import BaseModel, ConfigDict, Field, field_validator
from pydantic.json_schema import SkipJsonSchema

from agents.errors import InvalidInput, Unavailable
from agents.memory.graph import MemoryScope
from agents.memory.items import MAX_CONTENT, Category, MemoryItem
from agents.memory.items.model import Status
from agents.memory.service import MemoryService
from agents.memory.settings import UserMemorySettings
from app.api.deps import FullCallerDep, RuntimeDep

router = APIRouter(prefix="/api/v1/memories", tags=["memory items"])


async def personal_scope(caller: FullCallerDep) -> MemoryScope:
    """The person the caller acts for (app/api/deps.py resolves who is named where)."""
    return MemoryScope(caller.workspace, caller.user_id)


async def memory_service(runtime: RuntimeDep) -> MemoryService:
    if runtime.memory is None:
        raise Unavailable(
            "long-term memory is not set up in this service", code="memory_unavailable"
        )
    return runtime.memory


PersonDep = Annotated[MemoryScope, Depends(personal_scope)]
MemoryDep = Annotated[MemoryService, Depends(memory_service)]


class ItemCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    category: Category
    content: str = Field(min_length=1, max_length=MAX_CONTENT)
    key: str | None = Field(default=None, max_length=200)
    importance: float = Field(0.8, ge=0, le=1)
    expires_at: datetime | None = None
    entity_ids: list[str] = Field(default_factory=list, max_length=50)


class ItemPatch(BaseModel):
    """Fields to change. `key` and `expires_at` may be null (cleared); the others may not."""

    # At least one field: an empty edit is refused (422 invalid_edit).
    model_config = ConfigDict(extra="forbid", json_schema_extra={"minProperties": 1})

    content: str | SkipJsonSchema[None] = Field(default=None, min_length=1, max_length=MAX_CONTENT)
    category: Category | SkipJsonSchema[None] = None
    key: str | None = Field(default=None, max_length=200)
    importance: Annotated[float, Field(ge=0, le=1)] | SkipJsonSchema[None] = None
    expires_at: datetime | None = None

    @field_validator("content", "category", "importance", mode="before")
    @classmethod
    def _not_null(cls, value: Any) -> Any:
        # Only given values are validated: an omitted field keeps its value.
        if value is None:
            raise ValueError("may be left out, not null")
        return value


class InterestAction(BaseModel):
    model_config = ConfigDict(extra="forbid")

    topic: str = Field(min_length=1, max_length=200)
    action: str = Field(pattern="^(promote|stop)$")


@router.get("/items")
async def list_items(
    person: PersonDep,
    memory: MemoryDep,
    category: Category | None = None,
    status: Status | None = None,
) -> dict[str, Any]:
    items = await memory.list_items(
        person.workspace, person.user_id, category=category, status=status
    )
    return {"items": [i.view() for i in items], "total": len(items)}


@router.post("/items", status_code=201)
async def add_item(body: ItemCreate, person: PersonDep, memory: MemoryDep) -> dict[str, Any]:
    """Add a fact by hand (created_by=human; extraction never overwrites it)."""
    data = body.model_dump(exclude_none=True)
    return (await memory.add(person.workspace, person.user_id, data)).view()


@router.get("/items/{item_id}")
async def get_item(item_id: str, person: PersonDep, memory: MemoryDep) -> dict[str, Any]:
    return (await memory.get_item(person.workspace, person.user_id, item_id)).view()


@router.patch("/items/{item_id}")
async def edit_item(
    item_id: str, body: ItemPatch, person: PersonDep, memory: MemoryDep
) -> dict[str, Any]:
    patch = body.model_dump(exclude_unset=True)
    if not patch:
        raise InvalidInput("nothing to change", code="invalid_edit")
    return (await memory.edit(person.workspace, person.user_id, item_id, patch)).view()


@router.delete("/items/{item_id}", status_code=204)
async def delete_item(item_id: str, person: PersonDep, memory: MemoryDep) -> Response:
    await memory.delete(person.workspace, person.user_id, item_id)
    return Response(status_code=204)


@router.post("/items/{item_id}/confirm")
async def confirm_item(item_id: str, person: PersonDep, memory: MemoryDep) -> dict[str, Any]:
    """pending → active (replacing the item it revises); a stale item answers 409."""
    return (await memory.confirm(person.workspace, person.user_id, item_id)).view()


@router.post("/items/{item_id}/reject")
async def reject_item(item_id: str, person: PersonDep, memory: MemoryDep) -> dict[str, Any]:
    """→ rejected, with a suppression record so the same inference is not extracted again."""
    return (await memory.reject(person.workspace, person.user_id, item_id)).view()


@router.post("/consolidate")
async def consolidate(person: PersonDep, memory: MemoryDep) -> dict[str, Any]:
    """Merge near-duplicates and archive expired todos now; says why when it did nothing."""
    return await memory.consolidate(person.workspace, person.user_id)


@router.get("/export")
async def export(person: PersonDep, memory: MemoryDep) -> dict[str, Any]:
    """The person's whole memory as JSON: items, entities, relations, snapshot, audit."""
    return await memory.export(person.workspace, person.user_id)


@router.post("/import")
async def import_(
    person: PersonDep,
    memory: MemoryDep,
    body: dict[str, Any] = Body(...),  # noqa: B008
) -> dict[str, Any]:
    """Take an export back (restore, or move between deployments); idempotent by id."""
    return await memory.import_(person.workspace, person.user_id, body)


@router.delete("", status_code=200)
async def clear(person: PersonDep, memory: MemoryDep) -> dict[str, Any]:
    """Delete everything in the person's memory."""
    return {"deleted": await memory.clear(person.workspace, person.user_id)}


@router.get("/snapshot")
async def snapshot(person: PersonDep, memory: MemoryDep) -> dict[str, Any]:
    """The current core snapshot (what every turn's context carries)."""
    return await memory.snapshot(person.workspace, person.user_id)


@router.get("/settings")
async def get_settings(person: PersonDep, runtime: RuntimeDep) -> dict[str, Any]:
    settings = runtime.memory_settings
    if settings is None:
        raise Unavailable("long-term memory is not set up", code="memory_unavailable")
    return (await settings.user(person.workspace, person.user_id)).model_dump()


@router.put("/settings")
async def put_settings(
    settings: UserMemorySettings, person: PersonDep, runtime: RuntimeDep
) -> dict[str, Any]:
    """The person's own switch: `{"enabled": false}` stops all long-term reads and writes."""
    if runtime.memory_settings is None:
        raise Unavailable("long-term memory is not set up", code="memory_unavailable")
    await runtime.memory_settings.set_user(person.workspace, person.user_id, settings)
    if runtime.memory is not None:
        runtime.memory.forget_switches(person.workspace)
    return settings.model_dump()


@router.get("/interests")
async def interests(person: PersonDep, memory: MemoryDep) -> dict[str, Any]:
    return await memory.interests(person.workspace, person.user_id)


@router.post("/interests")
async def interest_action(
    body: InterestAction, person: PersonDep, memory: MemoryDep
) -> dict[str, Any]:
    """`promote` a topic to an interest now, or `stop` tracking it."""
    return await memory.interest_action(person.workspace, person.user_id, body.topic, body.action)


_ = MemoryItem
