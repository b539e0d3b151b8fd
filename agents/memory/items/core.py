"""MemoryCore: what capture, recall and governance share.

The switches (cached briefly), the per-person queue of background writes and `settled`,
upserts with supersede history, core snapshot versions, the active-item cap, expiry, and the
safety gate on every write.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from collections.abc import Callable
from datetime import datetime
from typing import Any

from agents.definition.spec import AgentSpec
from agents.errors import AgentRTError, InvalidInput
from agents.memory.conversations import ConversationArchive
from agents.memory.graph import GraphMemoryStore, GraphRecall, MemoryScope
from agents.memory.items.model import (
    CORE_CATEGORIES,
    ItemStore,
    MemoryItem,
    now_utc,
    ns,
)
from agents.memory.safety import check_memory_text
from agents.memory.settings import MemorySettingsStore, WorkspaceMemoryConfig
from agents.ports import TurnScope

log = logging.getLogger("agentrt.memory")

CORE_HEADINGS = {
    "profile": "Profile",
    "preference": "Preferences",
    "constraint": "Constraints",
    "interest": "Interests",
}
SWITCH_CACHE_SECONDS = 2.0


# Core snapshot versions kept per person (the newest ones; "current" besides).
SNAPSHOT_VERSIONS_KEPT = 20


def core_layout(items: list[MemoryItem]) -> tuple[str, list[dict[str, Any]]]:
    """The core snapshot's text of `items` (sorted already) and where each item's line sits in
    it: `{"id", "category", "start", "end"}` (character offsets of its `- content` line)."""
    lines: list[str] = []
    entries: list[dict[str, Any]] = []
    at = 0  # offset of the next line: the lines are joined with one "\n"
    for category in CORE_CATEGORIES:
        chosen = [i for i in items if i.category == category]
        if not chosen:
            continue
        heading = f"{CORE_HEADINGS[category]}:"
        lines.append(heading)
        at += len(heading) + 1
        for item in chosen:
            line = f"- {item.content}"
            lines.append(line)
            entries.append(
                {"id": item.id, "category": item.category, "start": at, "end": at + len(line)}
            )
            at += len(line) + 1
    return "\n".join(lines), entries


def clip_core(text: str, char_limit: int) -> str:
    """The core text as a turn's context carries it (the context builder clips the same way)."""
    return text if len(text) <= char_limit else text[: char_limit - 1] + "…"


def core_shown(text: str, entries: list[dict[str, Any]], char_limit: int) -> list[dict[str, Any]]:
    """The items of a core snapshot that a context clipped to `char_limit` carries, for the
    SSE `memory` event: `{"kind": "item", "id", "category", "content", "source": "core"}`, and
    `"clipped": true` when the item's line was cut; items past the cut are left out."""
    kept = len(text) if len(text) <= char_limit else char_limit - 1
    shown: list[dict[str, Any]] = []
    for entry in entries:
        start, end = int(entry["start"]), int(entry["end"])
        if start + 2 >= kept:  # not a character of its content is left
            break
        item: dict[str, Any] = {
            "kind": "item",
            "id": entry["id"],
            "category": entry["category"],
            "content": text[start + 2 : min(end, kept)],  # the line without its "- "
            "source": "core",
        }
        if end > kept:
            item["clipped"] = True
        shown.append(item)
    return shown


def _written(items: list[MemoryItem], item: MemoryItem) -> None:
    """`item` was just written: first in `items`, where a fresh read would list it."""
    items[:] = [item, *(i for i in items if i.id != item.id)]


class MemoryRefused(InvalidInput):
    code = "memory_capture_rejected"


async def _true() -> bool:
    return True


class MemoryCore:
    def __init__(
        self,
        store: GraphMemoryStore,
        settings: MemorySettingsStore,
        *,
        clock: Callable[[], datetime] = now_utc,
    ) -> None:
        self.store = store
        self.items = ItemStore(store)
        self.conversations = ConversationArchive(store, clock)
        self.settings = settings
        self.clock = clock
        self.graph = GraphRecall(store, workspace_enabled=lambda ws: _true(), user_enabled=None)
        self._switches: dict[tuple[str, str, str], tuple[float, bool]] = {}
        self._configs: dict[str, tuple[float, WorkspaceMemoryConfig]] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._writes: dict[tuple[str, str], asyncio.Task[None]] = {}

    @property
    def available(self) -> bool:
        """False while Redis is unreachable: memory is skipped (no recall, no capture) and
        its API refuses with 503 `memory_unavailable`, instead of serving a partial copy."""
        return self.store.available

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
        self._configs.pop(workspace, None)

    async def workspace_config(self, workspace: str) -> WorkspaceMemoryConfig:
        """The workspace's memory config, cached as briefly as the switches: capture reads it
        every turn, and a Redis round trip per turn for a setting that rarely changes is waste."""
        cached = self._configs.get(workspace)
        if cached is not None and cached[0] > time.monotonic():
            return cached[1]
        config = await self.settings.workspace(workspace)
        if len(self._configs) > 10_000:
            self._configs.clear()
        self._configs[workspace] = (time.monotonic() + SWITCH_CACHE_SECONDS, config)
        return config

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

    async def active_and_pending(self, ws: str, user: str) -> list[MemoryItem]:
        """The person's active and pending items, newest write first: what `upsert` decides
        against. Read it once for a batch of upserts and pass it to each (and on to
        `_enforce_cap` and `snapshot`); `upsert` keeps it current."""
        return await self.items.list_items(ws, user, status=["active", "pending"])

    async def upsert(
        self, ws: str, user: str, item: MemoryItem, active: list[MemoryItem] | None = None
    ) -> MemoryItem | None:
        """Store a new fact: same content → add evidence; same key → supersede (history kept);
        an item a person edited is never overwritten by extraction. None = nothing changed.

        `active`: the person's active and pending items (`active_and_pending`), read once by
        a caller that upserts several facts; it is updated in place with every write made
        here (the order a fresh read would give: newest write first). None = read it now."""
        if active is None:
            active = await self.active_and_pending(ws, user)
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
            _written(active, existing)
            return existing
        if item.key:
            for old in [i for i in active if i.key == item.key and i.status == "active"]:
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
                active[:] = [i for i in active if i.id != old.id]
        await self.items.put(ws, user, item)
        if item.status in ("active", "pending"):
            _written(active, item)
        if item.key == "profile:name" and item.status == "active":
            await self._name_self(ws, user, item.content)
        return item

    async def _name_self(self, ws: str, user: str, name: str) -> None:
        """The person told their name: their graph's self entity carries it."""
        try:
            await self.store.aensure_self(MemoryScope(ws, user), name=" ".join(name.split())[:120])
        except AgentRTError as exc:  # a full graph, say: the item is stored all the same
            log.info("self entity not named: %s", exc)

    # snapshots ---------------------------------------------------------------------------
    async def core_text(self, ws: str, user: str, char_limit: int = 4000) -> str:
        return (await self.core_context(ws, user, char_limit))[0]

    async def core_context(
        self, ws: str, user: str, char_limit: int = 4000
    ) -> tuple[str, list[dict[str, Any]]]:
        """The current core snapshot's text as a turn's context carries it (clipped to
        `char_limit`), and the items that text shows (`core_shown`), this person's only."""
        current = await self.store.aget(ns(ws, user, "snapshots"), "current")
        value = dict(current.value) if current else {}
        if value.get("text") and not isinstance(value.get("entries"), list):
            # Written before snapshots said where each item sits: write it again, once.
            value = await self.snapshot(ws, user)
        text = str(value.get("text") or "")
        entries = value.get("entries") or []
        return clip_core(text, char_limit), core_shown(text, entries, char_limit)

    async def snapshot(
        self, ws: str, user: str, active: list[MemoryItem] | None = None
    ) -> dict[str, Any]:
        """Write a new core snapshot version, or reuse the current one when unchanged.
        `active`: the person's current active (and pending) items when the caller has them
        (`upsert`'s list); None = read them."""
        if asyncio.current_task() not in self._tasks:  # not from inside a queued write
            await self.settled(ws, user)
        if active is None:
            items = await self.items.list_items(
                ws, user, category=list(CORE_CATEGORIES), status="active"
            )
        else:
            items = [i for i in active if i.status == "active" and i.category in CORE_CATEGORIES]
        now = self.clock()
        items = [i for i in items if not i.expired(now)]
        items.sort(key=lambda i: (CORE_CATEGORIES.index(i.category), -i.importance, i.created_at))
        text, entries = core_layout(items)
        # Reused only when the text and the items behind it are the same: the SSE `memory`
        # event links to those items by id (an item deleted and added again is a new id).
        ids = [i.id for i in items]
        digest = hashlib.blake2b("\n".join([text, *ids]).encode(), digest_size=12).hexdigest()
        namespace = ns(ws, user, "snapshots")
        current = await self.store.aget(namespace, "current")
        if (
            current is not None
            and current.value.get("hash") == digest
            and isinstance(current.value.get("entries"), list)  # older ones are written again
        ):
            return dict(current.value)
        version = int(current.value.get("version", 0)) + 1 if current is not None else 1
        value = {
            "version": version,
            "hash": digest,
            "text": text,
            "items": ids,
            "entries": entries,
            "created_at": now.isoformat(),
        }
        await self.store.aput(namespace, f"v{version:06d}", value, index=False)
        await self.store.aput(namespace, "current", value, index=False)
        if version > SNAPSHOT_VERSIONS_KEPT:  # older versions go: the history is bounded
            await self.store.adelete(namespace, f"v{version - SNAPSHOT_VERSIONS_KEPT:06d}")
        return value

    # governance --------------------------------------------------------------------------
    async def _cap(self, workspace: str) -> int:
        return (await self.workspace_config(workspace)).active_item_cap

    async def _enforce_cap(
        self, ws: str, user: str, cap: int, active: list[MemoryItem] | None = None
    ) -> None:
        """Archive the least important active items over `cap`. `active`: the person's active
        (and pending) items when the caller has them (`upsert`'s list, kept current here);
        None = read them."""
        if active is None:
            items = await self.items.list_items(ws, user, status="active")
        else:
            items = [i for i in active if i.status == "active"]
        if len(items) <= cap:
            return
        items.sort(key=lambda i: (i.created_by == "human", i.importance, i.updated_at))
        for item in items[: len(items) - cap]:
            item.status = "archived"
            item.updated_at = self.clock()
            await self.items.put(ws, user, item)
        if active is not None:
            active[:] = [i for i in active if i.status != "archived"]
        await self.items.audit(ws, user, "archive_over_cap", count=len(items) - cap)

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
