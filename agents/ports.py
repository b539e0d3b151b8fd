"""The seams the agent graph calls through: long-term recall and external (bridged) agents.

The graph and ChatService depend on these protocols only; `agents/memory/` and
`agents/bridges/` implement them, and the app wires the implementations in its lifespan.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field, replace
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
        snippets and old history, or refuses the request): what does not fit the model's
        budget is cut before the event (`fit`), so `used` is what the model got.
        """
        recalled = [{**i, "source": "recall"} for i in self.items]
        used = [*self.core_items, *recalled]
        if not used:
            return None
        return {"used": used, "recalled": self.items}

    def fit(
        self, count: Callable[[str], int], core_tokens: int, recalled_tokens: int
    ) -> RecallResult:
        """This result cut to whole lines within `core_tokens` and `recalled_tokens` (counted
        by `count`): a person's many memories must not crowd their conversation out of a
        small model's window. A core item is kept with its line; a recalled one while its
        content (an item's) or name (an entity's) is still in the kept text."""
        core, core_lines = _lines_within(self.core, count, core_tokens)
        recalled, _ = _lines_within(self.recalled, count, recalled_tokens)
        if core == self.core and recalled == self.recalled:
            return self
        kept = " ".join(recalled.split())
        items = [i for i in self.items if _shown_in(i, kept)]
        return replace(
            self,
            core=core,
            core_items=self.core_items[: sum(line.startswith("- ") for line in core_lines)],
            recalled=recalled,
            items=items,
        )


def _shown_in(item: dict[str, Any], text: str) -> bool:
    """Whether a recalled item's content (an entity's name) is in `text` (spaces folded, as
    the lines fold them; the beginning only, as they may clip it)."""
    said = " ".join(str(item.get("content") or item.get("name") or "").split())
    return said[:100] in text


def _lines_within(text: str, count: Callable[[str], int], tokens: int) -> tuple[str, list[str]]:
    """The longest run of `text`'s first lines that counts at most `tokens` (a heading left
    with nothing under it dropped), and those lines."""
    if count(text) <= tokens:
        return text, text.split("\n")
    kept: list[str] = []
    used = 0
    for line in text.split("\n"):
        used += count(line) + 1
        if used > tokens:
            break
        kept.append(line)
    while kept and not kept[-1].startswith("- "):
        kept.pop()  # a heading (or a header line) with none of its lines
    return "\n".join(kept), kept


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
