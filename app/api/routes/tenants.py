from __future__ import annotations

from fastapi import APIRouter

from agents.errors import Unavailable
from agents.memory.settings import MemorySettingsStore, WorkspaceMemoryConfig
from app.api.deps import AdminCallerDep, ChatCallerDep, RuntimeDep
from app.runtime import Runtime

router = APIRouter(prefix="/api/v1/tenants", tags=["workspace"])


@router.get("/kv/memory-config", response_model=WorkspaceMemoryConfig)
async def get_memory_config(caller: ChatCallerDep, runtime: RuntimeDep) -> WorkspaceMemoryConfig:
    """The workspace's long-term memory settings (defaults when never set)."""
    return await _settings(runtime).workspace(caller.workspace)


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
