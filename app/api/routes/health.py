from __future__ import annotations

from fastapi import APIRouter

from app.api.deps import RuntimeDep
from app.api.schemas import Feature, Health
from app.runtime import Runtime

router = APIRouter(tags=["health"])


@router.get("/health", response_model=Health)
async def health(runtime: RuntimeDep) -> Health:
    """`degraded` when Redis is configured but unreachable (turns run on the in-memory
    fallback), else `ok`: without AGENTRT_REDIS_URL conversations are kept in memory by
    choice (`checkpointer: memory`, `redis: disabled`). A turn's `done` event says the same
    (`degraded`). Status words and fixed texts only (why Redis is down is in the service
    log). `features` says what this deployment cannot do and why, e.g. long-term memory on a
    Redis without modules; `memory_redis` how the Redis of long-term memory answers when it is
    one of its own (AGENTRT_MEMORY_REDIS_URL)."""
    state = runtime.state
    if state.configured and not state.available:
        await state.check()  # a cheap ping: report recovery as soon as it happens
    backend = runtime.checkpoints.backend
    redis = "disabled" if not state.configured else ("up" if state.available else "down")
    memory_redis = "shared"
    own = runtime.memory_state
    if own is not None and own is not state:
        if not own.available:
            await own.check()
        memory_redis = "up" if own.available else "down"
    return Health(
        status="degraded" if state.configured and backend == "memory" else "ok",
        checkpointer=backend,
        redis=redis,
        default_model=runtime.default_model,
        auth="local" if runtime.auth.local_mode else "keys",
        store=runtime.memory_store.backend if runtime.memory_store is not None else None,
        memory_redis=memory_redis,
        memory_prewarm=(
            runtime.memory_store.prewarm_state if runtime.memory_store is not None else None
        ),
        features={"long_term_memory": _long_term_memory(runtime)},
    )


def _long_term_memory(runtime: Runtime) -> Feature:
    store = runtime.memory_store
    if store is None:
        return Feature(available=False, reason="long-term memory is not set up in this service")
    reason = store.unavailable_reason
    return Feature(available=reason is None, reason=reason)
