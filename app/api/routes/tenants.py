from __future__ import annotations

from typing import Literal

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict

from agents.errors import Unavailable
from agents.memory.settings import MemorySettingsStore, WorkspaceMemoryConfig
from app.api.deps import AdminCallerDep, ChatCallerDep, RuntimeDep
from app.runtime import Runtime

router = APIRouter(prefix="/api/v1/tenants", tags=["workspace"])


class MemoryConfigView(BaseModel):
    """What a non-admin caller sees of the workspace memory config: whether memory is on and
    how it is written (not the extraction model, instructions or limits)."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool
    write_mode: Literal["explicit_only", "auto"]


@router.get("/kv/memory-config", response_model=WorkspaceMemoryConfig | MemoryConfigView)
async def get_memory_config(
    caller: ChatCallerDep, runtime: RuntimeDep
) -> WorkspaceMemoryConfig | MemoryConfigView:
    """The workspace's long-term memory settings (defaults when never set): every field for
    admin keys, `enabled` and `write_mode` for others."""
    config = await _settings(runtime).workspace(caller.workspace)
    if caller.scope == "admin":
        return config
    return MemoryConfigView(enabled=config.enabled, write_mode=config.write_mode)


@router.put("/kv/memory-config", response_model=WorkspaceMemoryConfig)
async def put_memory_config(
    config: WorkspaceMemoryConfig, caller: AdminCallerDep, runtime: RuntimeDep
) -> WorkspaceMemoryConfig:
    """Replace the workspace's memory settings; fields left out take their defaults.

    Out-of-range values are refused with a 422 naming the field and its range; an unknown
    `write_mode` is stored as `explicit_only`.
    """
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
