"""The seams the agent graph calls through: long-term recall and external (bridged) agents.

The graph and ChatService depend on these protocols only; `agents/memory/` and
`agents/bridges/` implement them, and the app wires the implementations in its lifespan.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from agents.definition.spec import AgentSpec


@dataclass(frozen=True)
class TurnScope:
    """Who a turn is for: memory and bridges are scoped by these."""

    workspace: str
    user_id: str
    session_id: str
    agent_id: str
    thread_id: str = ""  # the session's current LangGraph thread ('' = not known here)


@dataclass
class RecallResult:
    """What long-term memory contributes to one model request.

    `core` goes into the context builder's core-memory slot (every turn), `recalled` into the
    long-term slot (relevant to the question). `core_items` are the items `core` shows (as
    clipped), `items` what `recalled` shows; `event()` is the SSE `memory` event of both.
    """

    core: str = ""
    recalled: str = ""
    items: list[dict[str, Any]] = field(default_factory=list)
    core_items: list[dict[str, Any]] = field(default_factory=list)

    def event(self) -> dict[str, Any] | None:
        """The data of the turn's SSE `memory` event: every memory the model is given, or
        None when it is given none.

        `used`: the core snapshot's items first, then the recalled ones, each with `source`
        `"core"` or `"recall"`, `kind` (`"item"` or `"entity"`) and `id`; an item also has
        `category` and `content` (a core item whose line the snapshot's character limit cut
        has `clipped: true`; items past the cut are not listed, the model never saw them), an
        entity `name` and `entity_type`. Nothing but the person's own memory is listed.
        `recalled`: the recalled ones alone, as before `used` existed (kept for clients).
        The context builder drops no memory section for the token budget (it drops quoted
        snippets and old history, or refuses the request), so `used` is what the model got.
        """
        recalled = [{**i, "source": "recall"} for i in self.items]
        used = [*self.core_items, *recalled]
        if not used:
            return None
        return {"used": used, "recalled": self.items}


class LongTermMemory(Protocol):
    async def recall(self, spec: AgentSpec, scope: TurnScope, query: str) -> RecallResult | None:
        """Memory relevant to `query` for this person, or None when memory is off for them."""
        ...

    async def capture(
        self, spec: AgentSpec, scope: TurnScope, messages: list[Any]
    ) -> list[dict[str, Any]]:
        """Remember what the turn's messages warrant; returns what was captured (for SSE)."""
        ...

    async def run_tool(
        self,
        spec: AgentSpec,
        scope: TurnScope,
        name: str,
        args: dict[str, Any],
        *,
        message_id: str,
    ) -> dict[str, Any]:
        """Run one of the agent's tools (agents/definition/tools.py) for the turn's person;
        `message_id` is the turn's message (a save's evidence). Raises AgentRTError with what
        the model may be told (bad arguments, memory off for this person, a refused write)."""
        ...


class Bridge(Protocol):
    """An agent whose brain is an external system (Dify, n8n)."""

    def astream(self, scope: TurnScope, message: str) -> AsyncIterator[str]:
        """Stream the external reply to `message` as text deltas; raise AgentRTError on failure."""
        ...
