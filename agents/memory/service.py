"""MemoryService: long-term memory of people, behind the `LongTermMemory` port.

- recall: the core snapshot (profile, preferences, constraints, interests) for every turn;
  facts, events and todos relevant to the question; active hypotheses only as "to confirm";
  pending items never; plus the memory graph's hits and their relations.
- capture: explicit extraction (no model call) of the person's latest message, through the
  safety gate, deduplicated by stable key or content, with the message id as evidence.
- governance: add, edit, confirm, reject, delete, consolidate, export, import, clear — each
  audited and followed by a new core snapshot version (reused when unchanged).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import re
import time
from collections.abc import Callable
from datetime import datetime
from typing import Any

from langchain_core.messages import BaseMessage, HumanMessage

from agents.context.builder import message_text
from agents.context.lexical import STOPWORDS
from agents.errors import Conflict, InvalidInput, NotFound
from agents.memory.explicit import extract_explicit
from agents.memory.extract_queue import ExtractionQueue
from agents.memory.graph_store import GraphMemoryStore
from agents.memory.items import (
    CATEGORIES,
    CORE_CATEGORIES,
    RECALL_CATEGORIES,
    STATUSES,
    ItemStore,
    MemoryItem,
    content_hash,
    now_utc,
    ns,
)
from agents.memory.model import MemoryScope
from agents.memory.recall import GraphRecall
from agents.memory.safety import check_memory_text
from agents.memory.workspace import MemorySettingsStore
from agents.ports import RecallResult, TurnScope
from agents.spec import AgentSpec

log = logging.getLogger("agentrt.memory")

CORE_HEADINGS = {
    "profile": "Profile",
    "preference": "Preferences",
    "constraint": "Constraints",
    "interest": "Interests",
}
SWITCH_CACHE_SECONDS = 2.0


class MemoryRefused(InvalidInput):
    code = "memory_capture_rejected"


class MemoryService:
    def __init__(
        self,
        store: GraphMemoryStore,
        settings: MemorySettingsStore,
        *,
        clock: Callable[[], datetime] = now_utc,
    ) -> None:
        self.store = store
        self.items = ItemStore(store)
        self.settings = settings
        self.clock = clock
        self.graph = GraphRecall(store, workspace_enabled=lambda ws: _true(), user_enabled=None)
        self._switches: dict[tuple[str, str, str], tuple[float, bool]] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._writes: dict[tuple[str, str], asyncio.Task[None]] = {}
        # Background extraction (write_mode auto, extract.py); the runtime sets it.
        self.extraction: ExtractionQueue | None = None

    # switches --------------------------------------------------------------------------
    async def enabled(self, spec: AgentSpec, user_id: str) -> bool:
        """All switches on (workspace, agent, person); cached for two seconds per turn path."""
        key = (spec.workspace, spec.id + str(spec.updated_at), user_id)
        cached = self._switches.get(key)
        if cached is not None and cached[0] > time.monotonic():
            return cached[1]
        on = await self.settings.enabled_for(spec, user_id)
        if len(self._switches) > 10_000:
            self._switches.clear()
        self._switches[key] = (time.monotonic() + SWITCH_CACHE_SECONDS, on)
        return on

    def forget_switches(self, workspace: str) -> None:
        for key in [k for k in self._switches if k[0] == workspace]:
            self._switches.pop(key, None)

    # LongTermMemory port ---------------------------------------------------------------
    async def recall(self, spec: AgentSpec, scope: TurnScope, query: str) -> RecallResult | None:
        if not await self.enabled(spec, scope.user_id):
            return None
        ws, user = scope.workspace, scope.user_id
        await self.settled(ws, user)
        await self._expire(ws, user)
        core = await self.core_text(ws, user, spec.memory.context.core_char_limit)
        limit = spec.memory.long_term.max_memories
        lines: list[str] = []
        shown: list[dict[str, Any]] = []
        if query.strip():
            for item, score in await self.items.search(
                ws, user, query, categories=list(RECALL_CATEGORIES), limit=limit
            ):
                if score <= 0.05:
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
        graph = await self.graph.recall(spec, scope, query) if query.strip() else None
        recalled = "\n".join(lines)
        if graph is not None and graph.recalled:
            recalled = f"{recalled}\n{graph.recalled}".strip()
            shown += graph.items
        return RecallResult(core=core, recalled=recalled, items=shown)

    async def capture(
        self, spec: AgentSpec, scope: TurnScope, messages: list[Any]
    ) -> list[dict[str, Any]]:
        """Explicit capture from the turn's human message; returns what was remembered."""
        if not await self.enabled(spec, scope.user_id):
            return []
        human = next((m for m in messages if isinstance(m, HumanMessage)), None)
        if human is None:
            return []
        config = await self.settings.workspace(spec.workspace)
        text = message_text(human)
        # Topics for interests are counted off the reply path.
        self._background(self.track_topics(scope, text, config.interest_threshold))
        captured = await self.capture_text(
            scope, text, str(human.id or ""), max_items=config.active_item_cap
        )
        # -- auto extraction (extract.py): note the session, one Redis script call; the
        # extract model runs later in a worker. A failure here never costs the capture.
        if config.write_mode == "auto" and self.extraction is not None and spec.uses_checkpointer:
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

    async def capture_text(
        self, scope: TurnScope, text: str, message_id: str, *, max_items: int = 200
    ) -> list[dict[str, Any]]:
        """Extract (no model call) and gate on the reply path; store in the background.

        What a turn captures is known at once (for the SSE `memory` event); the writes, dedupe
        and snapshot run after the reply, queued per person, and every read of that person's
        memory in this process waits for them first (`settled`).
        """
        accepted: list[MemoryItem] = []
        rejected: list[tuple[tuple[str, ...], str]] = []
        facts = extract_explicit(text)
        whole = check_memory_text(text) if facts else None
        if whole is not None and not whole.allowed:
            # The extractor drops invisible characters and quotes only a span: a message that
            # carries an injection, a hidden payload or a secret anywhere gives no memory.
            rejected.append((whole.reasons, whole.redacted))
            log.info("memory_capture_rejected %s", ",".join(whole.reasons))
            facts = []
        for fact in facts:
            verdict = check_memory_text(f"{fact.content}\n{fact.source_text}")
            if not verdict.allowed:
                rejected.append((verdict.reasons, check_memory_text(fact.content).redacted))
                log.info("memory_capture_rejected %s", ",".join(verdict.reasons))
                continue
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
        for item in accepted:
            if await self.items.suppressed(ws, user, item.content):
                continue
            stored = await self.upsert(ws, user, item)
            if stored is not None:
                stored_ids.append(stored.id)
        if stored_ids:
            await self._enforce_cap(ws, user, max_items)
            await self.items.audit(
                ws,
                user,
                "capture",
                items=stored_ids,
                session_id=scope.session_id,
                message_id=message_id,
            )
            await self.snapshot(ws, user)

    def _queue(self, scope: TurnScope, coro: Any) -> None:
        """Run `coro` after the person's earlier queued writes (order kept per person)."""
        key = (scope.workspace, scope.user_id)
        previous = self._writes.get(key)

        async def run() -> None:
            if previous is not None:
                await asyncio.gather(previous, return_exceptions=True)
            try:
                await coro
            except Exception as exc:  # noqa: BLE001 - capture never blocks a reply
                log.warning(
                    "memory_capture_failed %s/%s: %s: %s",
                    scope.workspace,
                    scope.user_id,
                    type(exc).__name__,
                    exc,
                )

        task = asyncio.create_task(run())
        self._writes[key] = task
        self._tasks.add(task)

        def done(t: asyncio.Task[None]) -> None:
            self._tasks.discard(t)
            if self._writes.get(key) is t:
                self._writes.pop(key, None)

        task.add_done_callback(done)

    async def settled(self, ws: str, user: str) -> None:
        """Wait for this person's queued memory writes (reads see what was captured)."""
        task = self._writes.get((ws, user))
        if task is not None:
            await asyncio.gather(task, return_exceptions=True)

    async def upsert(self, ws: str, user: str, item: MemoryItem) -> MemoryItem | None:
        """Store a new fact: same content → add evidence; same key → supersede (history kept);
        an item a person edited is never overwritten by extraction. None = nothing changed."""
        active = await self.items.list_items(ws, user, status=["active", "pending"])
        same = [
            i for i in active if i.fingerprint == item.fingerprint and i.category == item.category
        ]
        if same:
            existing = same[0]
            new_ids = [m for m in item.source_message_ids if m not in existing.source_message_ids]
            if not new_ids:
                return None
            existing.source_message_ids += new_ids
            existing.updated_at = self.clock()
            await self.items.put(ws, user, existing)
            return existing
        if item.key:
            for old in (i for i in active if i.key == item.key and i.status == "active"):
                if old.created_by == "human" and item.created_by in ("extractor", "user", "agent"):
                    if item.created_by != "user":
                        return None  # manual edits win over inference
                if item.status == "pending":
                    item.revises = old.id  # replaces the old one only when confirmed
                    continue
                old.status = "superseded"
                old.superseded_by = item.id
                old.updated_at = self.clock()
                item.supersedes = old.id
                item.version = old.version + 1
                await self.items.put(ws, user, old)
        await self.items.put(ws, user, item)
        return item

    # snapshots ---------------------------------------------------------------------------
    async def core_text(self, ws: str, user: str, char_limit: int = 4000) -> str:
        current = await self.store.aget(ns(ws, user, "snapshots"), "current")
        text = str((current.value if current else {}).get("text") or "")
        return text if len(text) <= char_limit else text[: char_limit - 1] + "…"

    async def snapshot(self, ws: str, user: str) -> dict[str, Any]:
        """Write a new core snapshot version, or reuse the current one when unchanged."""
        if asyncio.current_task() not in self._tasks:  # not from inside a queued write
            await self.settled(ws, user)
        items = await self.items.list_items(
            ws, user, category=list(CORE_CATEGORIES), status="active"
        )
        now = self.clock()
        items = [i for i in items if not i.expired(now)]
        items.sort(key=lambda i: (CORE_CATEGORIES.index(i.category), -i.importance, i.created_at))
        parts: list[str] = []
        for category in CORE_CATEGORIES:
            chosen = [i for i in items if i.category == category]
            if chosen:
                parts.append(f"{CORE_HEADINGS[category]}:")
                parts += [f"- {i.content}" for i in chosen]
        text = "\n".join(parts)
        digest = hashlib.blake2b(text.encode(), digest_size=12).hexdigest()
        namespace = ns(ws, user, "snapshots")
        current = await self.store.aget(namespace, "current")
        if current is not None and current.value.get("hash") == digest:
            return dict(current.value)
        version = int(current.value.get("version", 0)) + 1 if current is not None else 1
        value = {
            "version": version,
            "hash": digest,
            "text": text,
            "items": [i.id for i in items],
            "created_at": now.isoformat(),
        }
        await self.store.aput(namespace, f"v{version:06d}", value, index=False)
        await self.store.aput(namespace, "current", value, index=False)
        return value

    # governance --------------------------------------------------------------------------
    async def _cap(self, workspace: str) -> int:
        return (await self.settings.workspace(workspace)).active_item_cap

    async def _enforce_cap(self, ws: str, user: str, cap: int) -> None:
        active = await self.items.list_items(ws, user, status="active")
        if len(active) <= cap:
            return
        active.sort(key=lambda i: (i.created_by == "human", i.importance, i.updated_at))
        for item in active[: len(active) - cap]:
            item.status = "archived"
            item.updated_at = self.clock()
            await self.items.put(ws, user, item)
        await self.items.audit(ws, user, "archive_over_cap", count=len(active) - cap)

    async def _expire(self, ws: str, user: str) -> None:
        """Items past `expires_at` leave the active set (checked at most every 30 s)."""
        key = ("expire", ws, user)
        cached = self._switches.get(key)  # type: ignore[arg-type]
        if cached is not None and cached[0] > time.monotonic():
            return
        self._switches[key] = (time.monotonic() + 30, True)  # type: ignore[index]
        now = self.clock()
        expired = [
            i for i in await self.items.list_items(ws, user, status="active") if i.expired(now)
        ]
        for item in expired:
            item.status = "superseded"
            item.updated_at = now
            await self.items.put(ws, user, item)
        if expired:
            await self.items.audit(ws, user, "expire", items=[i.id for i in expired])
            await self.snapshot(ws, user)

    def _gate(self, text: str) -> None:
        verdict = check_memory_text(text)
        if not verdict.allowed:
            raise MemoryRefused(
                "this text cannot be stored in memory ("
                + ", ".join(verdict.reasons)
                + "); remove instructions or secrets",
                details={"reasons": list(verdict.reasons)},
            )

    async def _gated(self, ws: str, user: str, text: str, action: str) -> None:
        try:
            self._gate(text)
        except MemoryRefused as exc:
            await self.items.audit(
                ws,
                user,
                "memory_capture_rejected",
                via=action,
                reasons=exc.details["reasons"],
                text=check_memory_text(text).redacted[:200],
            )
            raise

    async def get_item(self, ws: str, user: str, item_id: str) -> MemoryItem:
        await self.settled(ws, user)
        item = await self.items.get(ws, user, item_id)
        if item is None:
            raise NotFound(f"memory item {item_id!r} not found", code="item_not_found")
        return item

    async def list_items(
        self, ws: str, user: str, *, category: str | None = None, status: str | None = None
    ) -> list[MemoryItem]:
        if category is not None and category not in CATEGORIES:
            raise InvalidInput(
                f"category must be one of {', '.join(CATEGORIES)}", code="invalid_category"
            )
        if status is not None and status not in STATUSES:
            raise InvalidInput(
                f"status must be one of {', '.join(STATUSES)}", code="invalid_status"
            )
        await self.settled(ws, user)
        await self._expire(ws, user)
        items = await self.items.list_items(ws, user, category=category, status=status)
        return sorted(items, key=lambda i: i.updated_at, reverse=True)

    async def add(self, ws: str, user: str, data: dict[str, Any]) -> MemoryItem:
        await self._gated(ws, user, str(data.get("content", "")), "add")
        item = MemoryItem.model_validate(
            {
                "importance": 0.8,
                **data,
                "status": "active",
                "created_by": "human",
                "confidence": 1.0,
                "provenance": {"source": "api", "trust_lane": "human"},
            }
        )
        stored = await self.upsert(ws, user, item) or item
        await self._enforce_cap(ws, user, await self._cap(ws))
        await self.items.audit(ws, user, "add", item=stored.id)
        await self.snapshot(ws, user)
        return stored

    async def edit(self, ws: str, user: str, item_id: str, patch: dict[str, Any]) -> MemoryItem:
        item = await self.get_item(ws, user, item_id)
        allowed = {"content", "category", "expires_at", "importance", "key"}
        unknown = set(patch) - allowed
        if unknown:
            raise InvalidInput(
                f"cannot edit {', '.join(sorted(unknown))}; editable: {', '.join(sorted(allowed))}",
                code="invalid_edit",
            )
        if "content" in patch:
            await self._gated(ws, user, str(patch["content"]), "edit")
        merged = MemoryItem.model_validate(
            {
                **item.view(),
                **patch,
                "created_by": "human",
                "version": item.version + 1,
                "updated_at": self.clock(),
            }
        )
        await self.items.put(ws, user, merged)
        await self.items.audit(ws, user, "edit", item=item_id, fields=sorted(patch))
        await self.snapshot(ws, user)
        return merged

    async def confirm(self, ws: str, user: str, item_id: str) -> MemoryItem:
        item = await self.get_item(ws, user, item_id)
        if item.status != "pending":
            raise Conflict(
                f"item {item_id!r} is {item.status}, not pending; refresh the list",
                code="item_stale",
            )
        now = self.clock()
        if item.revises:
            old = await self.items.get(ws, user, item.revises)
            if old is None or old.status != "active":
                raise Conflict(
                    "the item this one revises has changed since; refresh the list",
                    code="item_stale",
                )
            old.status, old.superseded_by, old.updated_at = "superseded", item.id, now
            item.supersedes, item.version = old.id, old.version + 1
            await self.items.put(ws, user, old)
        if item.category == "hypothesis":
            item.category = "fact"
        item.status, item.confidence, item.updated_at = "active", 1.0, now
        await self.items.put(ws, user, item)
        await self.items.audit(ws, user, "confirm", item=item_id, replaced=item.supersedes)
        await self.snapshot(ws, user)
        return item

    async def reject(self, ws: str, user: str, item_id: str) -> MemoryItem:
        item = await self.get_item(ws, user, item_id)
        if item.status not in ("pending", "active"):
            raise Conflict(
                f"item {item_id!r} is {item.status}; only pending or active items can be rejected",
                code="item_stale",
            )
        item.status, item.updated_at = "rejected", self.clock()
        await self.items.put(ws, user, item)
        await self.items.suppress(ws, user, item)
        await self.items.audit(ws, user, "reject", item=item_id)
        await self.snapshot(ws, user)
        return item

    async def delete(self, ws: str, user: str, item_id: str) -> None:
        await self.get_item(ws, user, item_id)
        await self.items.delete(ws, user, item_id)
        await self.items.audit(ws, user, "forget", item=item_id)
        await self.snapshot(ws, user)

    async def consolidate(self, ws: str, user: str) -> dict[str, Any]:
        """Merge near-duplicates and archive expired todos now."""
        now = self.clock()
        active = await self.items.list_items(ws, user, status="active")
        merged: list[dict[str, Any]] = []
        archived: list[str] = []
        groups: dict[tuple[str, str], list[MemoryItem]] = {}
        for item in active:
            if item.category == "todo" and item.expired(now):
                item.status, item.updated_at = "archived", now
                await self.items.put(ws, user, item)
                archived.append(item.id)
                continue
            group = (item.category, item.key or content_hash(item.content))
            groups.setdefault(group, []).append(item)
        for items in groups.values():
            if len(items) < 2:
                continue
            items.sort(key=lambda i: (i.created_by == "human", i.updated_at), reverse=True)
            keep, rest = items[0], items[1:]
            for other in rest:
                keep.source_message_ids += [
                    m for m in other.source_message_ids if m not in keep.source_message_ids
                ]
                other.status, other.superseded_by, other.updated_at = "superseded", keep.id, now
                await self.items.put(ws, user, other)
            keep.updated_at = now
            await self.items.put(ws, user, keep)
            merged.append({"kept": keep.id, "merged": [o.id for o in rest]})
        result: dict[str, Any] = {"merged": merged, "archived": archived}
        if not merged and not archived:
            result["skipped"] = (
                "no near-duplicates and no expired todos" if active else "no active items"
            )
        await self.items.audit(ws, user, "consolidate", merged=len(merged), archived=len(archived))
        await self.snapshot(ws, user)
        return result

    async def export(self, ws: str, user: str) -> dict[str, Any]:
        await self.settled(ws, user)
        scope = MemoryScope(ws, user)
        graph = await self.store.agraph(scope, max_nodes=100_000)
        current = await self.store.aget(ns(ws, user, "snapshots"), "current")
        return {
            "format": "agentrt.memory.v1",
            "workspace": ws,
            "user_id": user,
            "exported_at": self.clock().isoformat(),
            "items": [i.view() for i in await self.items.list_items(ws, user)],
            "entities": [e.to_dict() for e in graph.entities],
            "relations": [r.to_dict() for r in graph.relations],
            "snapshot": dict(current.value) if current else None,
            "audit": await self.items.audit_log(ws, user),
            "settings": (await self.settings.user(ws, user)).model_dump(),
        }

    async def import_(self, ws: str, user: str, data: dict[str, Any]) -> dict[str, Any]:
        """Take an export back: ids, timestamps, statuses and evidence kept; idempotent by id;
        every text through the safety gate (refused ones are reported, not stored)."""
        if data.get("format") not in (None, "agentrt.memory.v1"):
            raise InvalidInput(
                "unknown export format; expected agentrt.memory.v1", code="invalid_import"
            )
        refused: list[dict[str, Any]] = []
        imported = unchanged = 0
        for raw in data.get("items") or []:
            try:
                item = MemoryItem.model_validate(raw)
            except Exception as exc:  # noqa: BLE001 - report the bad row, keep going
                refused.append(
                    {
                        "id": raw.get("id") if isinstance(raw, dict) else None,
                        "reason": f"invalid item: {str(exc)[:200]}",
                    }
                )
                continue
            verdict = check_memory_text(item.content)
            if not verdict.allowed:
                refused.append({"id": item.id, "reason": ",".join(verdict.reasons)})
                continue
            existing = await self.items.get(ws, user, item.id)
            if existing is not None and existing.view() == item.view():
                unchanged += 1
                continue
            await self.items.put(ws, user, item)
            imported += 1
        entities = []
        for raw in data.get("entities") or []:
            text = f"{raw.get('name', '')}\n{raw.get('description', '')}"
            verdict = check_memory_text(text)
            if not verdict.allowed:
                refused.append({"id": raw.get("id"), "reason": ",".join(verdict.reasons)})
                continue
            entities.append(
                {
                    k: raw[k]
                    for k in (
                        "id",
                        "name",
                        "entity_type",
                        "description",
                        "properties",
                        "created_at",
                        "updated_at",
                    )
                    if k in raw
                }
            )
        scope = MemoryScope(ws, user)
        if entities:
            await self.store.aimport_entities(scope, entities)
        relations = 0
        for raw in data.get("relations") or []:
            try:
                await self.store.acreate_relation(
                    scope,
                    source_id=str(raw["source_id"]),
                    target_id=str(raw["target_id"]),
                    relation_type=str(raw["relation_type"]),
                    properties=raw.get("properties") or None,
                    id=raw.get("id"),
                )
                relations += 1
            except Exception as exc:  # noqa: BLE001
                refused.append({"id": raw.get("id"), "reason": str(exc)[:200]})
        await self.items.audit(
            ws,
            user,
            "import",
            items=imported,
            entities=len(entities),
            relations=relations,
            refused=len(refused),
        )
        await self.snapshot(ws, user)
        return {
            "items": imported,
            "unchanged": unchanged,
            "entities": len(entities),
            "relations": relations,
            "refused": refused,
        }

    def _background(self, coro: Any) -> None:
        task = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.warning("memory background task failed: %s", task.exception())

    async def aclose(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    # interests -----------------------------------------------------------------------------
    async def track_topics(self, scope: TurnScope, text: str, threshold: int) -> list[str]:
        """Count the sessions each topic of the message appears in; a topic seen in
        `threshold` sessions becomes an interest. Returns topics promoted now."""
        ws, user = scope.workspace, scope.user_id
        namespace = ns(ws, user, "topics")
        promoted: list[str] = []
        for topic in topics_of(text):
            found = await self.store.aget(namespace, topic)
            value = (
                dict(found.value)
                if found
                else {
                    "topic": topic,
                    "sessions": [],
                    "status": "tracking",
                    "first_seen": self.clock().isoformat(),
                }
            )
            if value["status"] == "stopped" or scope.session_id in value["sessions"]:
                continue
            value["sessions"] = [*value["sessions"], scope.session_id][-20:]
            value["last_seen"] = self.clock().isoformat()
            if value["status"] == "tracking" and len(value["sessions"]) >= threshold:
                value["status"] = "promoted"
                await self._interest(ws, user, topic, "extractor")
                promoted.append(topic)
            await self.store.aput(namespace, topic, value, index=False)
        if promoted:
            await self.items.audit(ws, user, "interest", topics=promoted)
            await self.snapshot(ws, user)
        return promoted

    async def _interest(self, ws: str, user: str, topic: str, by: str) -> MemoryItem:
        item = MemoryItem(
            category="interest",
            content=f"Interested in {topic}",
            key=f"interest:{topic}",
            created_by=by,  # type: ignore[arg-type]
            confidence=1.0 if by == "human" else 0.7,
            importance=0.5,
            provenance={"source": "topics", "trust_lane": by},
        )
        return await self.upsert(ws, user, item) or item

    async def interests(self, ws: str, user: str) -> dict[str, Any]:
        topics = await self.store.asearch(ns(ws, user, "topics"), limit=1000)
        return {
            "topics": sorted(
                (
                    {
                        "topic": t.value["topic"],
                        "sessions": len(t.value["sessions"]),
                        "status": t.value["status"],
                    }
                    for t in topics
                ),
                key=lambda t: (-t["sessions"], t["topic"]),
            ),
            "interests": [
                i.view()
                for i in await self.items.list_items(ws, user, category="interest", status="active")
            ],
        }

    async def interest_action(self, ws: str, user: str, topic: str, action: str) -> dict[str, Any]:
        self._gate(topic)
        namespace = ns(ws, user, "topics")
        found = await self.store.aget(namespace, topic)
        value = (
            dict(found.value)
            if found
            else {"topic": topic, "sessions": [], "first_seen": self.clock().isoformat()}
        )
        if action == "promote":
            value["status"] = "promoted"
            await self._interest(ws, user, topic, "human")
        else:
            value["status"] = "stopped"
            for item in await self.items.list_items(ws, user, category="interest", status="active"):
                if item.key == f"interest:{topic}":
                    item.status, item.updated_at = "archived", self.clock()
                    await self.items.put(ws, user, item)
        await self.store.aput(namespace, topic, value, index=False)
        await self.items.audit(ws, user, f"interest_{action}", topic=topic)
        await self.snapshot(ws, user)
        return {"topic": topic, "status": value["status"]}

    async def clear(self, ws: str, user: str) -> dict[str, int]:
        """Delete everything this person's memory holds (an audit record of the clear stays)."""
        scope = MemoryScope(ws, user)
        counts = {"items": 0, "entities": 0}
        for item in await self.items.list_items(ws, user):
            await self.items.delete(ws, user, item.id)
            counts["items"] += 1
        while True:
            page = await self.store.alist_entities(scope, limit=100)
            if not page.items:
                break
            for entity in page.items:
                await self.store.adelete_entity(scope, entity.id)
                counts["entities"] += 1
        for kind in ("suppressed", "snapshots", "topics"):
            for found in await self.store.asearch(ns(ws, user, kind), limit=100_000):
                await self.store.adelete(ns(ws, user, kind), found.key)
        await self.items.audit(ws, user, "clear", **counts)
        return counts


_LATIN = re.compile(r"[A-Za-z][A-Za-z-]{4,30}")
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]{2,6}")
MAX_TOPICS_PER_MESSAGE = 3


def topics_of(text: str) -> list[str]:
    """Salient topics of a message: longer words and short CJK runs, stopwords dropped."""
    found: list[str] = []
    for word in _LATIN.findall(text):
        w = word.lower()
        if w not in STOPWORDS and w not in _COMMON and w not in found:
            found.append(w)
    for run in _CJK_RUN.findall(text):
        if run not in found and len(run) <= 4:
            found.append(run)
    return found[:MAX_TOPICS_PER_MESSAGE]


_COMMON = frozenset(
    "about after again always before being could doing every first going great having "
    "hello maybe never other really right since still thank thanks there these thing "
    "think those today under until where which while would years yesterday tomorrow "
    "please remember".split()
)


async def _true() -> bool:
    return True


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


def human_message_of(messages: list[BaseMessage]) -> HumanMessage | None:
    return next((m for m in messages if isinstance(m, HumanMessage)), None)
