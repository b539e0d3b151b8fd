"""MemoryService: long-term memory of people, behind the `LongTermMemory` port.

- recall: the core snapshot (profile, preferences, constraints, interests) for every turn;
  facts, events and todos relevant to the question; active hypotheses only as "to confirm";
  pending items never; plus the memory graph's hits and their relations.
- capture: explicit extraction (no model call) of the person's latest message, through the
  safety gate, deduplicated by stable key or content, with the message id as evidence; and
  the turn (message and reply) into the conversation archive (conversations.py).
- run_tool: the agent's memory tools (tools.py) for the turn's person.
The governance API (items/governance.py) and the shared core (items/core.py: switches, write
queue, upserts, snapshots, the safety gate) are the classes it builds on.

While Redis is unreachable long-term memory is skipped: no recall, no capture (the turn still
answers), and the management API answers 503 `memory_unavailable` (the store refuses).
"""

from __future__ import annotations

import functools
import logging
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from pydantic import ValidationError

from agents.definition.spec import AgentSpec
from agents.definition.tools import TOOLS
from agents.errors import Forbidden, InvalidInput, Unavailable
from agents.memory.conversations import archived_rows
from agents.memory.extraction import ExplicitFact, ExtractionQueue, extract_explicit
from agents.memory.graph import MAX_QUERY
from agents.memory.items import RECALL_CATEGORIES, MemoryGovernance, MemoryItem
from agents.memory.safety import check_memory_text
from agents.memory.settings import WorkspaceMemoryConfig
from agents.memory.tools import ITEM_FLOOR, Evidence, MemoryTools
from agents.ports import RecallResult, TurnScope
from agents.scheduling import cpu
from agents.text import message_text

log = logging.getLogger("agentrt.memory")


# A fact's source span is gated with it when short; a longer span is part of the message,
# which the gate has read whole already (gating every long span again is quadratic).
MAX_GATED_SPAN = 600

__all__ = ["ITEM_FLOOR", "MemoryService", "explicit_facts", "warm_up"]


def warm_up() -> None:
    """Compile the safety rules (what every memory write reads first): a CPU worker runs it
    when it starts (agents/scheduling/cpu.py). The embedding model (~150 MB in memory) loads
    on its first use instead: a deployment whose workspaces keep memory off never pays for it."""
    check_memory_text("warm up")


def explicit_facts(text: str) -> tuple[list[ExplicitFact], list[tuple[tuple[str, ...], str]]]:
    """The explicit facts of a message that pass the safety gate, and what was refused
    (reasons, redacted text). Pure CPU work, linear in the message."""
    facts = extract_explicit(text)
    if not facts:
        return [], []
    rejected: list[tuple[tuple[str, ...], str]] = []
    whole = check_memory_text(text)
    if not whole.allowed:
        # The extractor drops invisible characters and quotes only a span: a message that
        # carries an injection, a hidden payload or a secret anywhere gives no memory.
        log.info("memory_capture_rejected %s", ",".join(whole.reasons))
        return [], [(whole.reasons, whole.redacted)]
    kept: list[ExplicitFact] = []
    for fact in facts:
        span = fact.source_text if len(fact.source_text) <= MAX_GATED_SPAN else ""
        verdict = check_memory_text(f"{fact.content}\n{span}")
        if not verdict.allowed:
            rejected.append((verdict.reasons, check_memory_text(fact.content).redacted))
            log.info("memory_capture_rejected %s", ",".join(verdict.reasons))
            continue
        kept.append(fact)
    return kept, rejected


class MemoryService(MemoryGovernance):
    """The `LongTermMemory` port: recall before a turn, capture after it."""

    # Background extraction (write_mode auto, extraction/auto.py); the runtime sets it.
    extraction: ExtractionQueue | None = None

    # LongTermMemory port ---------------------------------------------------------------
    async def recall(self, spec: AgentSpec, scope: TurnScope, query: str) -> RecallResult | None:
        if not self.available or not await self.enabled(spec, scope.user_id):
            return None
        ws, user = scope.workspace, scope.user_id
        await self.settled(ws, user)
        await self._expire(ws, user)
        core, core_items = await self.core_context(ws, user, spec.memory.context.core_char_limit)
        limit = spec.memory.long_term.max_memories
        vectors = (await self.workspace_config(ws)).uses_vectors
        lines: list[str] = []
        shown: list[dict[str, Any]] = []
        # Cut once and embed once: items and graph rank the same question with one vector
        # (every encode of the built-in model shares one lock, so a second one waits).
        text = (query or "").strip()[:MAX_QUERY]
        vector = await self.store.embed_query(text) if text and vectors else None
        if text:
            for item, score in await self.items.search(
                ws,
                user,
                text,
                categories=list(RECALL_CATEGORIES),
                limit=limit,
                vectors=vectors,
                query_vector=vector,
            ):
                if score <= ITEM_FLOOR:
                    continue
                lines.append(f"- [{item.category}] {item.content}")
                shown.append(_shown(item, score))
        hypotheses = await self.items.list_items(
            ws, user, category="hypothesis", status="active", limit=5
        )
        if hypotheses:
            lines.append("To confirm with the user before relying on them (not facts):")
            for item in hypotheses:
                lines.append(f"- (unconfirmed) {item.content}")
                shown.append(_shown(item, None))
        graph = (
            await self.graph.recall(
                spec,
                scope,
                text,
                # No vector (no model, or it failed): the graph ranks by words, as it would
                # after failing to embed the query itself.
                use_vectors=vector is not None,
                query_vector=vector,
            )
            if text
            else None
        )
        recalled = "\n".join(lines)
        if graph is not None and graph.recalled:
            recalled = f"{recalled}\n{graph.recalled}".strip()
            shown += graph.items
        return RecallResult(core=core, recalled=recalled, items=shown, core_items=core_items)

    async def capture(
        self, spec: AgentSpec, scope: TurnScope, messages: list[Any]
    ) -> list[dict[str, Any]]:
        """Explicit capture from the turn's human message; returns what was remembered."""
        if not self.available or not await self.enabled(spec, scope.user_id):
            return []
        human = next((m for m in messages if isinstance(m, HumanMessage)), None)
        if human is None:
            return []
        config = await self.workspace_config(spec.workspace)
        text = message_text(human)
        # Topics for interests are counted off the reply path.
        self._background(self.track_topics(scope, text, config.interest_threshold))
        captured = await self.capture_text(
            scope, text, str(human.id or ""), max_items=config.active_item_cap
        )
        if config.conversation_retention_days > 0:
            self._queue(scope, self._archive(scope, messages, config))
        # -- auto extraction (extraction/auto.py): note the session, one Redis script call; the
        # extract model runs later in a worker. A failure here never costs the capture.
        if (
            config.write_mode == "auto"
            and spec.memory.long_term.auto_extract  # an agent may opt out of inference
            and self.extraction is not None
            and spec.uses_checkpointer
        ):
            try:
                await self.extraction.note(
                    scope,
                    delay_s=config.extract_delay_seconds,
                    min_interval_s=config.extract_min_interval_seconds,
                    expect=str(messages[-1].id or ""),
                )
            except Exception as exc:  # noqa: BLE001 - the reply goes on without it
                log.warning("memory_extract_note_failed: %s: %s", type(exc).__name__, exc)
        # -- end auto extraction
        return captured

    async def _archive(
        self, scope: TurnScope, messages: list[Any], config: WorkspaceMemoryConfig
    ) -> None:
        rows = [
            (str(m.id), "user" if isinstance(m, HumanMessage) else "assistant", message_text(m))
            for m in messages
            if isinstance(m, HumanMessage | AIMessage) and m.id and message_text(m).strip()
        ]
        # Redacting is CPU work (the secret rules read the whole message): off the loop.
        records = await cpu.run(archived_rows, rows, scope.session_id, scope.agent_id, self.clock())
        await self.conversations.add(
            scope.workspace, scope.user_id, records,
            retention_days=config.conversation_retention_days,
            max_messages=config.conversation_max_messages,
        )  # fmt: skip

    # tools -----------------------------------------------------------------------------
    @functools.cached_property
    def tools(self) -> MemoryTools:
        return MemoryTools(self)

    async def run_tool(
        self,
        spec: AgentSpec,
        scope: TurnScope,
        name: str,
        args: dict[str, Any],
        *,
        message_id: str,
    ) -> dict[str, Any]:
        tool = TOOLS.get(name)
        if tool is None:
            raise InvalidInput(f"no tool named {name!r}", code="unknown_tool")
        try:
            parsed = tool.args.model_validate(args).model_dump()
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {e['msg']}"
                for e in exc.errors()
            )
            raise InvalidInput(
                f"invalid arguments for {name}: {problems}", code="invalid_arguments"
            ) from None
        if not self.available:
            raise Unavailable(
                "long-term memory is unreachable right now", code="memory_unavailable"
            )
        if not await self.enabled(spec, scope.user_id):
            raise Forbidden(
                "long-term memory is off for this person (or this agent, or workspace)",
                code="memory_off",
            )
        ws, user, tools = scope.workspace, scope.user_id, self.tools
        evidence = Evidence("tool", scope.session_id, message_id, spec.id)
        runs = {
            "memory_search": lambda a: tools.search(ws, user, a["query"], a["limit"]),
            "memory_save": lambda a: tools.save(ws, user, a["content"], a["category"], evidence),
            "memory_forget": lambda a: tools.forget(ws, user, a["id"]),
            "conversation_search": lambda a: tools.conversations(
                ws, user, a["query"], a["limit"], agent_id=spec.id
            ),
        }
        result: dict[str, Any] = await runs[name](parsed)
        return result

    async def capture_text(
        self, scope: TurnScope, text: str, message_id: str, *, max_items: int = 200
    ) -> list[dict[str, Any]]:
        """Extract (no model call) and gate on the reply path; store in the background.

        What a turn captures is known at once (for the SSE `memory` event); the writes, dedupe
        and snapshot run after the reply, queued per person, and every read of that person's
        memory in this process waits for them first (`settled`).
        """
        accepted: list[MemoryItem] = []
        # Reading and gating are CPU work: off the event loop, so one long message never
        # stalls other turns (both are linear in the message and capped).
        facts, rejected = await cpu.run(explicit_facts, text)
        for fact in facts:
            accepted.append(
                MemoryItem(
                    category=fact.category,  # type: ignore[arg-type]
                    content=fact.content,
                    key=fact.key,
                    status="active",
                    confidence=fact.confidence,
                    importance=0.8 if fact.explicit_request else 0.6,
                    source_message_ids=[message_id] if message_id else [],
                    source_session_id=scope.session_id,
                    created_by="user",
                    provenance={
                        "source": "explicit",
                        "session_id": scope.session_id,
                        "agent_id": scope.agent_id,
                        "message_id": message_id,
                        "trust_lane": "user_said",
                    },
                )
            )
        if accepted or rejected:
            self._queue(
                scope, self._store_captured(scope, accepted, rejected, message_id, max_items)
            )
        return [_shown(item, None) for item in accepted]

    async def _store_captured(
        self,
        scope: TurnScope,
        accepted: list[MemoryItem],
        rejected: list[tuple[tuple[str, ...], str]],
        message_id: str,
        max_items: int,
    ) -> None:
        ws, user = scope.workspace, scope.user_id
        for reasons, redacted in rejected:
            await self.items.audit(
                ws,
                user,
                "memory_capture_rejected",
                reasons=list(reasons),
                text=redacted[:200],
                session_id=scope.session_id,
                message_id=message_id,
            )
        stored_ids: list[str] = []
        # Read once: every upsert, the cap and the snapshot decide against this list, which
        # upsert keeps current (one read per captured message, not one per fact and two more).
        active = await self.active_and_pending(ws, user) if accepted else []
        for item in accepted:
            if await self.items.suppressed(ws, user, item.content):
                continue
            stored = await self.upsert(ws, user, item, active)
            if stored is not None:
                stored_ids.append(stored.id)
        if stored_ids:
            await self._enforce_cap(ws, user, max_items, active)
            await self.items.audit(
                ws,
                user,
                "capture",
                items=stored_ids,
                session_id=scope.session_id,
                message_id=message_id,
            )
            await self.snapshot(ws, user, active)


def _shown(item: MemoryItem, score: float | None) -> dict[str, Any]:
    shown: dict[str, Any] = {
        "kind": "item",
        "id": item.id,
        "category": item.category,
        "content": item.content,
        "status": item.status,
    }
    if item.source_message_ids:
        shown["source_message_ids"] = item.source_message_ids
    if score is not None:
        shown["score"] = round(score, 4)
    return shown
