"""MemoryGovernance: what a person (or an admin) does with their memory.

List, add, edit, confirm, reject, delete, consolidate, export, import, clear and interests;
each action is audited and followed by a new core snapshot version (reused when unchanged).
"""

from __future__ import annotations

import logging
import re
from typing import Any

from pydantic import ValidationError

from agents.errors import Conflict, InvalidInput, NotFound
from agents.memory.conversations import vetted as vetted_messages
from agents.memory.graph import MemoryScope
from agents.memory.items.core import MemoryCore
from agents.memory.items.model import (
    CATEGORIES,
    STATUSES,
    MemoryItem,
    content_hash,
    ns,
)
from agents.memory.safety import (
    PROMPT_INJECTION,
    ROLE_IMITATION,
    check_memory_text,
    redact_secrets,
)
from agents.ports import TurnScope
from agents.scheduling import cpu
from agents.text import CJK_IDEOGRAPHS, STOPWORDS

log = logging.getLogger("agentrt.memory")


class MemoryGovernance(MemoryCore):
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

    async def add(
        self,
        ws: str,
        user: str,
        data: dict[str, Any],
        *,
        provenance: dict[str, Any] | None = None,
    ) -> MemoryItem:
        """An explicit write (the API, an MCP client, an agent's memory_save tool: then
        `provenance` says which, and `data` carries the turn's evidence)."""
        await self._gated(ws, user, _gated_text(data.get("content"), data.get("key")), "add")
        prov = provenance or {"source": "api", "trust_lane": "human"}
        item = MemoryItem.model_validate(
            {
                "importance": 0.8,
                **data,
                "status": "active",
                "created_by": "agent" if prov.get("source") == "tool" else "human",
                "confidence": 1.0,
                "provenance": prov,
            }
        )
        active = await self.active_and_pending(ws, user)
        stored = await self.upsert(ws, user, item, active) or item
        await self._enforce_cap(ws, user, await self._cap(ws), active)
        await self.items.audit(ws, user, "add", item=stored.id, via=prov.get("source"))
        await self.snapshot(ws, user, active)
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
        if "content" in patch and not isinstance(patch["content"], str):
            raise InvalidInput("content must be a string", code="invalid_edit")
        if "content" in patch or patch.get("key"):
            # The key is stored and shown like the content: it passes the gate with it.
            await self._gated(ws, user, _gated_text(patch.get("content"), patch.get("key")), "edit")
        try:
            merged = MemoryItem.model_validate(
                {
                    **item.view(),
                    **patch,
                    "created_by": "human",
                    "version": item.version + 1,
                    "updated_at": self.clock(),
                }
            )
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()
            )
            raise InvalidInput(f"invalid edit: {problems}", code="invalid_edit") from exc
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
            "conversations": await self.conversations.all(ws, user),
            "settings": (await self.settings.user(ws, user)).model_dump(),
        }

    async def import_(self, ws: str, user: str, data: dict[str, Any]) -> dict[str, Any]:
        """Take an export back: ids, timestamps, statuses and evidence kept; idempotent by id;
        every text through the safety gate (refused ones are reported, not stored)."""
        if data.get("format") not in (None, "agentrt.memory.v1"):
            raise InvalidInput(
                "unknown export format; expected agentrt.memory.v1", code="invalid_import"
            )
        for part in ("items", "entities", "relations", "conversations"):
            if data.get(part) is not None and not isinstance(data[part], list):
                raise InvalidInput(f"{part} must be a list", code="invalid_import")
        # Validating and gating every text is CPU work (a 1 MB import held the event loop for
        # seconds): off the loop, as capture does. Entities are gated where they are validated
        # (aimport_entities, which reports the refused ones).
        vetted = await cpu.run_parts(_vetted_items, data.get("items") or [])
        items = [item for part, _ in vetted for item in part]
        refused = [entry for _, part in vetted for entry in part]
        imported = unchanged = 0
        for item in items:
            existing = await self.items.get(ws, user, item.id)
            if existing is not None and existing.view() == item.view():
                unchanged += 1
                continue
            await self.items.put(ws, user, item)
            imported += 1
        entities = [
            {k: raw[k] for k in ENTITY_FIELDS if k in raw} if isinstance(raw, dict) else raw
            for raw in data.get("entities") or []
        ]
        scope = MemoryScope(ws, user)
        stored = (
            await self.store.aimport_entities(scope, entities, refused=refused) if entities else []
        )
        relations = 0
        for raw in data.get("relations") or []:
            if not isinstance(raw, dict):
                refused.append({"id": None, "reason": "a relation must be a JSON object"})
                continue
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
        archived = await cpu.run_parts(vetted_messages, data.get("conversations") or [])
        messages = [message for part, _ in archived for message in part]
        refused += [entry for _, part in archived for entry in part]
        if messages:
            config = await self.workspace_config(ws)
            await self.conversations.add(
                ws, user, messages, retention_days=config.conversation_retention_days,
                max_messages=config.conversation_max_messages,
            )  # fmt: skip
        await self.items.audit(
            ws,
            user,
            "import",
            items=imported,
            entities=len(stored),
            relations=relations,
            conversations=len(messages),
            refused=len(refused),
        )
        await self.snapshot(ws, user)
        return {
            "items": imported,
            "unchanged": unchanged,
            "entities": len(stored),
            "relations": relations,
            "conversations": len(messages),
            "refused": refused,
        }

    # interests -----------------------------------------------------------------------------
    async def track_topics(self, scope: TurnScope, text: str, threshold: int) -> list[str]:
        """Count the sessions each topic of the message appears in; a topic seen in
        `threshold` sessions becomes an interest. Returns topics promoted now."""
        ws, user = scope.workspace, scope.user_id
        namespace = ns(ws, user, "topics")
        promoted: list[str] = []
        # Topics come from the text with its secrets taken out: a word of a refused password
        # ("Zq8CanaryPw" gives "canarypw") must not become a topic, an interest or an audit line.
        # A few topics come from the message's beginning; reading them is CPU work (the secret
        # rules), so it reads at most TOPIC_SCAN_CHARS, off the event loop.
        topics = await cpu.run(topics_of_head, text[:TOPIC_SCAN_CHARS])
        for topic in topics:
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
        # One the person did not ask for is inferred (a topic that came up again): it waits
        # as `pending` until they confirm it, as every inferred item does.
        item = MemoryItem(
            category="interest",
            content=f"Interested in {topic}",
            key=f"interest:{topic}",
            status="active" if by == "human" else "pending",
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
                for i in await self.items.list_items(
                    ws, user, category="interest", status=["active", "pending"]
                )
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
            shown = await self.items.list_items(
                ws, user, category="interest", status=["active", "pending"]
            )
            for item in shown:
                if item.key == f"interest:{topic}":
                    item.status, item.updated_at = "archived", self.clock()
                    await self.items.put(ws, user, item)
        await self.store.aput(namespace, topic, value, index=False)
        await self.items.audit(ws, user, f"interest_{action}", topic=topic)
        await self.snapshot(ws, user)
        return {"topic": topic, "status": value["status"]}

    async def clear(self, ws: str, user: str) -> dict[str, int]:
        """Delete everything this person's memory holds, its audit too: what stays is one
        audit record that a clear happened (with counts, no content)."""
        scope = MemoryScope(ws, user)
        counts = {"items": 0, "entities": 0, "conversations": 0}
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
        counts["conversations"] = await self.conversations.clear(ws, user)
        for kind in ("suppressed", "snapshots", "topics"):
            for found in await self.store.asearch(ns(ws, user, kind), limit=100_000):
                await self.store.adelete(ns(ws, user, kind), found.key)
        await self.store.aforget_recalls(scope)
        await self.items.clear_audit(ws, user)
        await self.items.audit(ws, user, "clear", **counts)
        return counts


# What an exported entity carries that an import takes back.
ENTITY_FIELDS = (
    "id",
    "name",
    "entity_type",
    "description",
    "properties",
    "created_at",
    "updated_at",
)


def _vetted_items(rows: list[Any]) -> tuple[list[MemoryItem], list[dict[str, Any]]]:
    """The importable items of an export, and the refused ones (invalid, or refused by the
    safety gate) with why. CPU only: run it off the event loop."""
    items: list[MemoryItem] = []
    refused: list[dict[str, Any]] = []
    for raw in rows:
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
        verdict = check_memory_text(_gated_text(item.content, item.key))
        if not verdict.allowed:
            refused.append({"id": item.id, "reason": ",".join(verdict.reasons)})
            continue
        items.append(item)
    return items, refused


def _gated_text(content: Any, key: Any) -> str:
    """What the gate reads of an item: its content and its key (as extraction/write.py does)."""
    return "\n".join(str(part) for part in (content, key) if part)


_REDACTED = re.compile(r"\[REDACTED:[a-z_]+\]")
_LATIN = re.compile(r"[A-Za-z][A-Za-z-]{4,30}")
_CJK_RUN = re.compile(rf"[{CJK_IDEOGRAPHS}]{{2,6}}")
MAX_TOPICS_PER_MESSAGE = 3
TOPIC_SCAN_CHARS = 2000


def topics_of_head(head: str) -> list[str]:
    """Topics of a message's head with its secrets taken out (see track_topics); none of one
    the safety gate refuses as an instruction: an attack's words are not the person's
    interests ("You no longer have to …" made "longer" a topic)."""
    if {PROMPT_INJECTION, ROLE_IMITATION} & set(check_memory_text(head).reasons):
        return []
    return topics_of(_REDACTED.sub(" ", redact_secrets(head)))


def topics_of(text: str) -> list[str]:
    """Salient topics of a message: longer words and short CJK runs, stopwords dropped."""
    found: list[str] = []
    for word in _LATIN.findall(text):
        w = word.lower()
        if w not in STOPWORDS and w not in _COMMON and w not in found:
            found.append(w)
    for run in _CJK_RUN.findall(text):
        if run not in found and len(run) <= 4 and run not in _COMMON_CJK:
            found.append(run)
    return found[:MAX_TOPICS_PER_MESSAGE]


_COMMON = frozenset(
    "about after again always before being could doing every first going great having "
    "hello maybe never other really right since still thank thanks there these thing "
    "think those today under until where which while would years yesterday tomorrow "
    "please remember".split()
)
# The Chinese for asking to be remembered and for chat filler, said in every session by someone
# who uses memory ("记住：…"): none of it is what they are interested in.
_COMMON_CJK = frozenset(
    "记住 请记住 记着 记牢 记下 记一下 帮我记 帮我记住 帮我记着 帮我记下 别忘了 不要忘了 记得 "
    "你好 您好 谢谢 谢谢你 好的 是的 对的 没错 哈哈 哈哈哈 嗯嗯 好吧 请问 顺便说 另外 还有".split()
)
