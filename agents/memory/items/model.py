"""Memory items (DESIGN 4.2): what a person told an agent, with evidence and a lifecycle.

Items live in the memory store (the `GraphMemoryStore`, a LangGraph BaseStore) under the
person's own namespaces, so they share its isolation guarantees:

    (workspace, user, "items")        the items (content indexed for recall)
    (workspace, user, "suppressed")   rejected inferences, never extracted again
    (workspace, user, "audit")        one record per governance action
    (workspace, user, "snapshots")    core snapshot versions; key "current" points to the latest
    (workspace, user, "topics")       topics seen per session (interests)

Status: pending → active | rejected; active → superseded | archived.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from agents.memory.graph import FloatArray, GraphMemoryStore, encode_label
from agents.text import overlap_score, term_set

Category = Literal[
    "profile", "preference", "constraint", "fact", "event", "todo", "interest", "hypothesis"
]
Status = Literal["pending", "active", "rejected", "superseded", "archived"]
Creator = Literal["user", "extractor", "human", "agent"]
CATEGORIES: tuple[str, ...] = (
    "profile",
    "preference",
    "constraint",
    "fact",
    "event",
    "todo",
    "interest",
    "hypothesis",
)
STATUSES: tuple[str, ...] = ("pending", "active", "rejected", "superseded", "archived")
CORE_CATEGORIES = ("profile", "preference", "constraint", "interest")
RECALL_CATEGORIES = ("fact", "event", "todo")
MAX_CONTENT = 2000


def now_utc() -> datetime:
    return datetime.now(UTC)


def new_item_id() -> str:
    return f"mem_{uuid.uuid4().hex[:20]}"


def normalize(text: str) -> str:
    """Case-, width- and punctuation-insensitive form used to find duplicates."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return re.sub(r"[\s\W_]+", " ", folded).strip()


def content_hash(text: str) -> str:
    return hashlib.blake2b(normalize(text).encode(), digest_size=12).hexdigest()


class MemoryItem(BaseModel):
    model_config = ConfigDict(extra="ignore")

    id: str = Field(default_factory=new_item_id)
    category: Category
    content: str = Field(min_length=1, max_length=MAX_CONTENT)
    key: str | None = Field(default=None, max_length=200)
    status: Status = "active"
    confidence: float = Field(1.0, ge=0, le=1)
    importance: float = Field(0.5, ge=0, le=1)
    source_message_ids: list[str] = Field(default_factory=list)
    source_session_id: str | None = None
    created_by: Creator = "user"
    expires_at: datetime | None = None
    entity_ids: list[str] = Field(default_factory=list)
    version: int = 1
    supersedes: str | None = None
    superseded_by: str | None = None
    # A pending item that would replace an active one when confirmed.
    revises: str | None = None
    provenance: dict[str, Any] = Field(default_factory=dict)
    created_at: datetime = Field(default_factory=now_utc)
    updated_at: datetime = Field(default_factory=now_utc)

    @property
    def fingerprint(self) -> str:
        return content_hash(self.content)

    def expired(self, now: datetime) -> bool:
        return self.expires_at is not None and self.expires_at <= now

    def view(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


def ns(workspace: str, user_id: str, kind: str) -> tuple[str, str, str]:
    return (encode_label(workspace), encode_label(user_id), kind)


class ItemStore:
    """Typed access to one person's items on the memory store (its BaseStore interface, and
    its ranked search with a vector made once per turn).

    The audit is bounded: at most `audit_max` records per person, none older than
    `audit_retention_days` (trimmed every `audit_trim_every` writes and on every read).
    """

    audit_max = 1000
    audit_retention_days = 365
    audit_trim_every = 50

    def __init__(self, store: GraphMemoryStore) -> None:
        self.store = store
        self._audit_writes: dict[tuple[str, str], int] = {}

    async def get(self, workspace: str, user_id: str, item_id: str) -> MemoryItem | None:
        found = await self.store.aget(ns(workspace, user_id, "items"), item_id)
        return None if found is None else MemoryItem.model_validate(found.value)

    async def put(self, workspace: str, user_id: str, item: MemoryItem) -> MemoryItem:
        await self.store.aput(
            ns(workspace, user_id, "items"), item.id, item.view(), index=["content"]
        )
        return item

    async def delete(self, workspace: str, user_id: str, item_id: str) -> None:
        await self.store.adelete(ns(workspace, user_id, "items"), item_id)

    async def list_items(
        self,
        workspace: str,
        user_id: str,
        *,
        category: str | list[str] | None = None,
        status: str | list[str] | None = None,
        limit: int = 5000,
    ) -> list[MemoryItem]:
        flt: dict[str, Any] = {}
        if category:
            flt["category"] = {"$in": [category] if isinstance(category, str) else category}
        if status:
            flt["status"] = {"$in": [status] if isinstance(status, str) else status}
        found = await self.store.asearch(
            ns(workspace, user_id, "items"), filter=flt or None, limit=limit
        )
        return [MemoryItem.model_validate(i.value) for i in found]

    async def search(
        self,
        workspace: str,
        user_id: str,
        query: str,
        *,
        categories: list[str],
        limit: int,
        vectors: bool = True,
        query_vector: FloatArray | None = None,
    ) -> list[tuple[MemoryItem, float]]:
        """Active items of `categories` relevant to `query`, best first.

        `vectors=False` ranks by shared words only; with vectors, `query_vector` is the query's
        embedding, made once by the caller (`GraphMemoryStore.embed_query`) for the item and the
        graph recall alike: nothing is embedded here (None ranks by words and freshness, as
        when the model fails)."""
        if not vectors:
            words = term_set(query)
            active = await self.list_items(workspace, user_id, category=categories, status="active")
            scored = [(i, overlap_score(words, term_set(i.content))) for i in active]
            scored = [(i, s) for i, s in scored if s > 0]
            scored.sort(key=lambda pair: -pair[1])
            return scored[:limit]
        found = await self.store.asearch_ranked(
            ns(workspace, user_id, "items"),
            query,
            query_vector=query_vector,
            filter={"status": "active", "category": {"$in": categories}},
            limit=limit,
        )
        return [(MemoryItem.model_validate(i.value), float(i.score or 0.0)) for i in found]

    # suppression -------------------------------------------------------------------------
    async def suppress(self, workspace: str, user_id: str, item: MemoryItem) -> None:
        value = {
            "content": item.content,
            "key": item.key,
            "item_id": item.id,
            "created_at": now_utc().isoformat(),
        }
        await self.store.aput(
            ns(workspace, user_id, "suppressed"), item.fingerprint, value, index=False
        )
        if item.key:
            await self.store.aput(
                ns(workspace, user_id, "suppressed"),
                "key:" + item.key + ":" + item.fingerprint,
                value,
                index=False,
            )

    async def suppressed(self, workspace: str, user_id: str, content: str) -> bool:
        found = await self.store.aget(ns(workspace, user_id, "suppressed"), content_hash(content))
        return found is not None

    # audit -------------------------------------------------------------------------------
    async def audit(self, workspace: str, user_id: str, action: str, **details: Any) -> None:
        at = now_utc()
        key = f"{at.strftime('%Y%m%dT%H%M%S%f')}-{uuid.uuid4().hex[:8]}"
        await self.store.aput(
            ns(workspace, user_id, "audit"),
            key,
            {"action": action, "at": at.isoformat(), **details},
            index=False,
        )
        person = (workspace, user_id)
        writes = self._audit_writes.get(person, 0) + 1
        if len(self._audit_writes) > 10_000:
            self._audit_writes.clear()
        self._audit_writes[person] = writes % self.audit_trim_every
        if writes >= self.audit_trim_every:
            await self.trim_audit(workspace, user_id)

    async def trim_audit(self, workspace: str, user_id: str) -> list[dict[str, Any]]:
        """Drop audit records past the retention or the count bound; the rest, oldest first."""
        namespace = ns(workspace, user_id, "audit")
        found = await self.store.asearch(namespace, limit=100_000)
        records = sorted(found, key=lambda i: str(i.value.get("at")), reverse=True)
        horizon = (now_utc() - timedelta(days=self.audit_retention_days)).isoformat()
        keep = [r for r in records[: self.audit_max] if str(r.value.get("at")) >= horizon]
        kept = {r.key for r in keep}
        for record in records:
            if record.key not in kept:
                await self.store.adelete(namespace, record.key)
        return [dict(r.value) for r in reversed(keep)]

    async def clear_audit(self, workspace: str, user_id: str) -> None:
        namespace = ns(workspace, user_id, "audit")
        for found in await self.store.asearch(namespace, limit=100_000):
            await self.store.adelete(namespace, found.key)

    async def audit_log(
        self, workspace: str, user_id: str, limit: int = 1000
    ) -> list[dict[str, Any]]:
        """The newest `limit` audit records, oldest first (trimming the audit on the way)."""
        return (await self.trim_audit(workspace, user_id))[-limit:]
