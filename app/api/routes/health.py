from __future__ import annotations

from fastapi import APIRouter

from app.api.deps import RuntimeDep
from app.api.schemas import Health

router = APIRouter(tags=["health"])


@router.get("/health", response_model=Health)
async def health(runtime: RuntimeDep) -> Health:
    """`ok` on Redis, `degraded` when turns run on the in-memory fallback. Status words
    only (why Redis is down is in the service log)."""
    state = runtime.state
    if state.configured and not state.available:
        await state.check()  # a cheap ping: report recovery as soon as it happens
    backend = runtime.checkpoints.backend
    redis = "disabled" if not state.configured else ("up" if state.available else "down")
    return Health(
        status="ok" if backend == "redis" else "degraded",
        checkpointer=backend,
        redis=redis,
        default_model=runtime.default_model,
        auth="local" if runtime.auth.local_mode else "keys",
        store=runtime.memory_store.backend if runtime.memory_store is not None else None,
    )
