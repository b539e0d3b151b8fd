"""The conversation archive: what a person and an agent said, kept after the session expires.

Checkpoints live for the session TTL (24 h by default) and summarization folds old messages
away; the archive keeps every turn's person message and reply (text, ids, session, time) for
the workspace's `conversation_retention_days` (default 30), so `conversation_search` can find
"what did we say about the trip last week?" in a session that is long gone.

It is part of the person's long-term memory: written only while their memory switch is on,
listed in their export, taken back by import, deleted by clear; secrets are redacted before a
message is stored (as in every memory record); bounded per person (`conversation_max_messages`,
oldest dropped first) and by age (trimmed as it is written, filtered as it is read).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import Any

from agents.memory.graph import FloatArray, GraphMemoryStore, encode_label
from agents.memory.safety import redact_secrets

KIND = "conversations"
MAX_TEXT = 8000  # characters of one archived message
ROLES = ("user", "assistant")


def ns(workspace: str, user_id: str, kind: str) -> tuple[str, str, str]:
    """The person's namespace on the memory store (as items/model.py names theirs)."""
    return (encode_label(workspace), encode_label(user_id), kind)


def archived(
    *,
    message_id: str,
    session_id: str,
    agent_id: str,
    role: str,
    content: str,
    at: datetime,
) -> dict[str, Any]:
    """One archive record (content redacted and cut to MAX_TEXT)."""
    return {
        "message_id": message_id,
        "session_id": session_id,
        "agent_id": agent_id,
        "role": role,
        # Cut, then redact: the rules read only what is kept (a 27 KB message cost them 27 KB).
        "content": redact_secrets(content[:MAX_TEXT]),
        "at": at.isoformat(),
        "ts": at.timestamp(),
    }


def archived_rows(
    rows: Sequence[tuple[str, str, str]], session_id: str, agent_id: str, at: datetime
) -> list[dict[str, Any]]:
    """Records of a turn's (message id, role, text) rows (CPU work: the secret rules)."""
    return [
        archived(
            message_id=mid,
            session_id=session_id,
            agent_id=agent_id,
            role=role,
            content=text,
            at=at,
        )  # fmt: skip
        for mid, role, text in rows
    ]


class ConversationArchive:
    """One person's archived messages on the memory store, namespace (ws, user, conversations),
    one record per message keyed by its id (a message archived twice is stored once)."""

    trim_every = 20

    def __init__(self, store: GraphMemoryStore, clock: Callable[[], datetime]) -> None:
        self.store = store
        self.clock = clock
        self._writes: dict[tuple[str, str], int] = {}

    async def add(
        self,
        ws: str,
        user: str,
        records: Sequence[dict[str, Any]],
        *,
        retention_days: int,
        max_messages: int,
    ) -> None:
        namespace = ns(ws, user, KIND)
        for record in records:
            await self.store.aput(namespace, record["message_id"], record, index=["content"])
        person = (ws, user)
        writes = self._writes.get(person, 0) + len(records)
        if len(self._writes) > 10_000:
            self._writes.clear()
        self._writes[person] = writes % self.trim_every
        if writes >= self.trim_every:
            await self.trim(ws, user, retention_days=retention_days, max_messages=max_messages)

    def horizon(self, retention_days: int) -> float:
        return (self.clock() - timedelta(days=retention_days)).timestamp()

    async def trim(self, ws: str, user: str, *, retention_days: int, max_messages: int) -> int:
        """Drop messages past the retention, then the oldest past the count bound."""
        namespace = ns(ws, user, KIND)
        found = await self.store.asearch(namespace, limit=1_000_000)
        records = sorted(found, key=lambda i: float(i.value.get("ts") or 0), reverse=True)
        horizon = self.horizon(retention_days)
        keep = {r.key for r in records[:max_messages] if float(r.value.get("ts") or 0) >= horizon}
        dropped = 0
        for record in records:
            if record.key not in keep:
                await self.store.adelete(namespace, record.key)
                dropped += 1
        return dropped

    async def search(
        self,
        ws: str,
        user: str,
        query: str,
        *,
        limit: int,
        retention_days: int,
        agent_id: str | None = None,
        query_vector: FloatArray | None = None,
    ) -> list[dict[str, Any]]:
        """The archived messages most relevant to `query` (by words, and by meaning with
        `query_vector`), within the retention, best first; `agent_id` narrows to one agent."""
        flt: dict[str, Any] = {"ts": {"$gte": self.horizon(retention_days)}}
        if agent_id is not None:
            flt["agent_id"] = agent_id
        found = await self.store.asearch_ranked(
            ns(ws, user, KIND), query, query_vector=query_vector, filter=flt, limit=limit
        )
        return [{**_public(i.value), "score": round(float(i.score or 0.0), 4)} for i in found]

    async def all(self, ws: str, user: str) -> list[dict[str, Any]]:
        """Every archived message, oldest first (the export)."""
        found = await self.store.asearch(ns(ws, user, KIND), limit=1_000_000)
        # A turn's message and reply share a time: the person's message first.
        return sorted(
            (_public(i.value) for i in found), key=lambda r: (str(r["at"]), r["role"] != "user")
        )

    async def clear(self, ws: str, user: str) -> int:
        namespace = ns(ws, user, KIND)
        found = await self.store.asearch(namespace, limit=1_000_000)
        for record in found:
            await self.store.adelete(namespace, record.key)
        return len(found)


def vetted(raw: list[Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Exported archive records made records again (an import), and the refused ones with
    why: each needs string ids, a role of ROLES, text and an ISO time."""
    records: list[dict[str, Any]] = []
    refused: list[dict[str, Any]] = []
    for entry in raw:
        ident = entry.get("message_id") if isinstance(entry, dict) else None
        try:
            if not isinstance(entry, dict):
                raise ValueError("a message must be a JSON object")
            fields: dict[str, str] = {}
            for name in ("message_id", "session_id", "agent_id"):
                value = entry.get(name)
                if not isinstance(value, str) or not 0 < len(value) <= 200:
                    raise ValueError(f"{name} must be a string of 1-200 characters")
                fields[name] = value
            if entry.get("role") not in ROLES:
                raise ValueError(f"role must be one of {', '.join(ROLES)}")
            content = entry.get("content")
            if not isinstance(content, str) or not content.strip():
                raise ValueError("content must be non-empty text")
            at = datetime.fromisoformat(str(entry.get("at")))
            if at.tzinfo is None:
                raise ValueError("at must carry a time zone")
            records.append(archived(**fields, role=entry["role"], content=content, at=at))
        except ValueError as exc:
            refused.append({"id": ident if isinstance(ident, str) else None, "reason": str(exc)})
    return records, refused


def _public(value: dict[str, Any]) -> dict[str, Any]:
    """A record as shown (export, search): without the internal sort key."""
    return {k: v for k, v in value.items() if k != "ts"}
