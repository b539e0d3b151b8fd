from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

from fastapi import APIRouter, Body, Response
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from agents.definition.spec import (
    ID_PATTERN,
    AgentFields,
    AgentKind,
    AgentSpec,
    MemoryType,
    ModelProvider,
)
from agents.errors import Conflict, InvalidInput, NotFound
from agents.service import Caller
from app.api.deps import AdminCallerDep, ChatCallerDep, ChatServiceDep, RuntimeDep
from app.api.schemas import validation_details
from app.runtime import Runtime

router = APIRouter(prefix="/api/v1/agents", tags=["agents"])


class AgentCreate(AgentFields):
    """An agent to create; `id` is generated when omitted."""

    model_config = ConfigDict(extra="forbid")

    id: str | None = Field(default=None, pattern=ID_PATTERN)


class AgentModelView(BaseModel):
    provider: ModelProvider | None = None
    name: str | None = None


class AgentView(BaseModel):
    """What a non-admin caller sees of an agent: enough to pick it and to show its memory
    switches; never its system prompt, addresses (tokens live in URLs) or secret names."""

    model_config = ConfigDict(extra="forbid")

    id: str
    name: str
    kind: AgentKind
    model: AgentModelView
    enable_memory: bool
    memory_type: MemoryType
    # Only `long_term.enabled` (None = inherits the workspace switch).
    memory_config: dict[str, Any]

    @classmethod
    def of(cls, spec: AgentSpec) -> AgentView:
        return cls(
            id=spec.id,
            name=spec.name,
            kind=spec.kind,
            model=AgentModelView(provider=spec.model.provider, name=spec.model.name),
            enable_memory=spec.enable_memory,
            memory_type=spec.memory_type,
            memory_config={"long_term": {"enabled": spec.memory.long_term.enabled}},
        )


class AgentList(BaseModel):
    # Admin callers get every field (AgentSpec); others the redacted AgentView.
    agents: list[AgentSpec | AgentView]


def _view(caller: Caller, spec: AgentSpec) -> AgentSpec | AgentView:
    return spec if caller.scope == "admin" else AgentView.of(spec)


def _check_outbound(runtime: Runtime, workspace: str, fields: AgentFields) -> None:
    """The operator's policies: secret names the workspace may use (422
    `secret_not_allowed`), literal addresses it may reach (422 `egress_denied`)."""
    runtime.secrets.check_agent(workspace, fields)
    runtime.egress.check_agent(fields)


def _patch_schema() -> dict[str, Any]:
    """A merge patch (RFC 7396) of AgentFields, as JSON Schema: the fields' own schemas (an
    object field takes any part of its object, checked after merging); null removes a field,
    so only optional fields may be null."""
    fields = AgentFields.model_json_schema()
    defs, required = fields.get("$defs", {}), set(fields.get("required", []))

    def plain(schema: dict[str, Any]) -> dict[str, Any]:
        ref = schema.get("$ref", "")
        if ref:
            schema = defs[ref.rsplit("/", 1)[-1]]
        if schema.get("type") == "object" or "anyOf" in schema:  # objects (or null) merge
            return {"type": "object"}
        return {k: v for k, v in schema.items() if k not in ("title", "default", "description")}

    properties: dict[str, Any] = {}
    for name, schema in fields["properties"].items():
        value = plain(schema)
        properties[name] = value if name in required else {"anyOf": [value, {"type": "null"}]}
    return {"properties": properties, "additionalProperties": False}


_PATCH_SCHEMA = _patch_schema()


def _merge_patch(target: Any, patch: Any) -> Any:
    """RFC 7396 JSON merge patch: objects merge, null deletes, anything else replaces."""
    if not isinstance(patch, dict):
        return patch
    result = dict(target) if isinstance(target, dict) else {}
    for key, value in patch.items():
        if value is None:
            result.pop(key, None)
        else:
            result[key] = _merge_patch(result.get(key), value)
    return result


def _stored(
    caller_ws: str, agent_id: str, fields: AgentFields, created: datetime | None
) -> AgentSpec:
    now = datetime.now(UTC)
    return AgentSpec(
        **fields.model_dump(),
        id=agent_id,
        workspace=caller_ws,
        created_at=created or now,
        updated_at=now,
    )


@router.post("", status_code=201, response_model=AgentSpec)
async def create_agent(
    body: AgentCreate, caller: AdminCallerDep, chat: ChatServiceDep, runtime: RuntimeDep
) -> AgentSpec:
    """Create an agent in the caller's workspace."""
    agent_id = body.id or f"a_{uuid.uuid4().hex[:12]}"
    try:
        await chat.agents.get(caller.workspace, agent_id)
    except NotFound:
        pass
    else:
        raise Conflict(f"agent {agent_id!r} already exists", code="agent_exists")
    fields = AgentFields.model_validate(body.model_dump(exclude={"id"}))
    _check_outbound(runtime, caller.workspace, fields)
    return await chat.agents.put(_stored(caller.workspace, agent_id, fields, None))


@router.get("", response_model=AgentList)
async def list_agents(caller: ChatCallerDep, chat: ChatServiceDep) -> AgentList:
    """The workspace's agents: every field for admin keys, the redacted view for others."""
    return AgentList(agents=[_view(caller, a) for a in await chat.agents.list(caller.workspace)])


@router.get("/{agent_id}", response_model=AgentSpec | AgentView)
async def get_agent(
    agent_id: str, caller: ChatCallerDep, chat: ChatServiceDep
) -> AgentSpec | AgentView:
    """One agent: every field for admin keys, the redacted view for others."""
    return _view(caller, await chat.agents.get(caller.workspace, agent_id))


@router.put("/{agent_id}", response_model=AgentSpec)
async def replace_agent(
    agent_id: str,
    body: AgentFields,
    caller: AdminCallerDep,
    chat: ChatServiceDep,
    runtime: RuntimeDep,
) -> AgentSpec:
    """Replace every field of an agent (fields left out take their defaults)."""
    current = await chat.agents.get(caller.workspace, agent_id)
    _check_outbound(runtime, caller.workspace, body)
    return await chat.agents.put(_stored(caller.workspace, agent_id, body, current.created_at))


@router.patch("/{agent_id}", response_model=AgentSpec)
async def patch_agent(
    agent_id: str,
    caller: AdminCallerDep,
    chat: ChatServiceDep,
    runtime: RuntimeDep,
    patch: dict[str, Any] = Body(..., json_schema_extra=_PATCH_SCHEMA),  # noqa: B008
) -> AgentSpec:
    """Change some fields (JSON merge patch: objects merge, null removes a key)."""
    current = await chat.agents.get(caller.workspace, agent_id)
    merged = _merge_patch(current.fields().model_dump(mode="json"), patch)
    try:
        fields = AgentFields.model_validate(merged)
    except ValidationError as exc:
        raise InvalidInput(
            _first_error(exc),
            code="invalid_agent",
            details=validation_details(exc.errors()),  # never the value sent
        ) from exc
    _check_outbound(runtime, caller.workspace, fields)
    return await chat.agents.put(_stored(caller.workspace, agent_id, fields, current.created_at))


@router.delete("/{agent_id}", status_code=204)
async def delete_agent(agent_id: str, caller: AdminCallerDep, chat: ChatServiceDep) -> Response:
    await chat.agents.delete(caller.workspace, agent_id)
    return Response(status_code=204)


def _first_error(exc: ValidationError) -> str:
    error = exc.errors()[0]
    where = ".".join(str(p) for p in error.get("loc", ()) if p != "body")
    return f"{where}: {error['msg']}" if where else str(error["msg"])
