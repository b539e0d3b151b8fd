"""Annotated dependencies: routes ask for what they need, tests override one seam."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Header, Request

from agents.errors import Unavailable
from agents.memory.graph import GraphMemoryStore
from agents.service import Caller, ChatService
from app.runtime import Runtime


def get_runtime(request: Request) -> Runtime:
    runtime: Runtime = request.app.state.runtime
    return runtime


RuntimeDep = Annotated[Runtime, Depends(get_runtime)]


def get_chat(runtime: RuntimeDep) -> ChatService:
    return runtime.chat


ChatServiceDep = Annotated[ChatService, Depends(get_chat)]


def get_memory_store(runtime: RuntimeDep) -> GraphMemoryStore:
    if runtime.memory_store is None:
        raise Unavailable(
            "long-term memory is not set up in this service", code="memory_unavailable"
        )
    return runtime.memory_store


MemoryStoreDep = Annotated[GraphMemoryStore, Depends(get_memory_store)]


def _caller_dep(need: str):  # type: ignore[no-untyped-def]
    async def caller(
        runtime: RuntimeDep,
        authorization: Annotated[str | None, Header()] = None,
        x_user_id: Annotated[str | None, Header()] = None,
    ) -> Caller:
        return await runtime.auth.caller(authorization, x_user_id, None, need)  # type: ignore[arg-type]

    return caller


ChatCallerDep = Annotated[Caller, Depends(_caller_dep("chat"))]
FullCallerDep = Annotated[Caller, Depends(_caller_dep("full"))]
AdminCallerDep = Annotated[Caller, Depends(_caller_dep("admin"))]
