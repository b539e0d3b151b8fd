from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Body
from pydantic import ValidationError

from agents.errors import InvalidInput, Unavailable
from agents.memory.workspace import MemorySettingsStore, WorkspaceMemoryConfig
from app.api.deps import AdminCallerDep, ChatCallerDep, RuntimeDep
from app.runtime import Runtime

router = APIRouter(prefix="/api/v1/tenants", tags=["workspace"])


def _range_message(exc: ValidationError) -> str:
    parts = []
    for error in exc.errors()[:3]:
        field = ".".join(str(p) for p in error.get("loc", ()))
        ctx = error.get("ctx") or {}
        bounds = [
            f"{k.replace('_', ' ')} {v}"
            for k, v in ctx.items()
            if k in ("ge", "le", "gt", "lt", "max_length")
        ]
        rule = f" ({', '.join(bounds)})" if bounds else ""
        parts.append(f"{field}: {error['msg']}{rule}")
    return "; ".join(parts)


@router.get("/kv/memory-config", response_model=WorkspaceMemoryConfig)
async def get_memory_config(caller: ChatCallerDep, runtime: RuntimeDep) -> WorkspaceMemoryConfig:
    """The workspace's long-term memory settings (defaults when never set)."""
    return await _settings(runtime).workspace(caller.workspace)


@router.put("/kv/memory-config", response_model=WorkspaceMemoryConfig)
async def put_memory_config(
    caller: AdminCallerDep,
    runtime: RuntimeDep,
    body: dict[str, Any] = Body(...),  # noqa: B008
) -> WorkspaceMemoryConfig:
    """Replace the workspace's memory settings; fields left out take their defaults.

    Out-of-range values are refused with a 422 naming the range; an unknown `write_mode`
    is stored as `explicit_only`.
    """
    try:
        config = WorkspaceMemoryConfig.model_validate(body)
    except ValidationError as exc:
        raise InvalidInput(_range_message(exc), code="invalid_memory_config") from exc
    await _settings(runtime).set_workspace(caller.workspace, config)
    if runtime.memory is not None:
        runtime.memory.forget_switches(caller.workspace)
    return config


def _settings(runtime: Runtime) -> MemorySettingsStore:
    if runtime.memory_settings is None:
        raise Unavailable(
            "long-term memory is not set up in this service", code="memory_unavailable"
        )
    return runtime.memory_settings
