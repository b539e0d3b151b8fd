"""External conversation ids: `external:{kind}:conversation:{ws:session}` in Redis, 24 h.

The only agentrt state of a bridged session besides its checkpointed history. Each record
says whom it belongs to (workspace, user, agent, the external endpoint and, for Dify, the exact
`user` string); a bridge only continues a record that matches the turn in every one of them,
so an id never crosses tenants, users, agents or workflows. The key names the session by its
workspace and id (session ids are per workspace): another workspace's session of the same id
never overwrites or deletes the record.

Redis is the truth while it is up (a key cleared there makes the next turn a first turn).
While it is down (a `RedisUnavailable`), a bridged turn is what a turn needs to run: its
record lives in an in-process copy keyed like the Redis key, so by (workspace, session), and
bounded; it is written back when Redis returns unless Redis holds a newer one.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from agents.errors import RedisUnavailable
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.ttl_cache import TTLCache

log = logging.getLogger("agentrt.bridges")

DEFAULT_TTL_S = 24 * 3600
KINDS = ("dify", "n8n")


@dataclass(frozen=True)
class ExternalConversation:
    """One session's conversation on an external system."""

    kind: str
    external_id: str  # Dify conversation_id / n8n sessionId
    workspace: str
    user_id: str
    agent_id: str
    endpoint: str  # which Dify API / n8n workflow the id is valid on
    user: str | None = None  # Dify: the exact `user` string the conversation belongs to
    updated_at: float = field(default_factory=time.time)

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False)

    @classmethod
    def from_json(cls, raw: bytes | str) -> ExternalConversation | None:
        try:
            data = json.loads(raw)
            return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})
        except (ValueError, TypeError, KeyError):
            return None

    def matches(
        self, *, workspace: str, user_id: str, agent_id: str, endpoint: str, user: str | None
    ) -> bool:
        return (
            self.workspace == workspace
            and self.user_id == user_id
            and self.agent_id == agent_id
            and self.endpoint == endpoint
            and self.user == user
            and bool(self.external_id)
        )


class ConversationStore:
    """Get, put and delete external conversation records (Redis, in-memory while it is down)."""

    def __init__(
        self, state: RedisState, keys: Keys, *, ttl_s: int = DEFAULT_TTL_S, max_local: int = 50_000
    ) -> None:
        if ttl_s < 1:
            raise ValueError("ttl_s must be at least 1 second")
        self.state = state
        self.keys = keys
        self.ttl_s = int(ttl_s)
        self.max_local = max_local
        self._unsynced: dict[str, str | None] = {}  # None = deleted while Redis was down
        # key -> record json: serves while Redis is down (an evicted copy is not written back)
        self._local = TTLCache(max_local, on_evict=lambda key: self._unsynced.pop(key, None))
        state.on_recover(self.sync)

    def key(self, kind: str, workspace: str, session_id: str) -> str:
        if kind not in KINDS:
            raise ValueError(f"unknown bridge kind {kind!r}")
        return self.keys.external_conversation(kind, workspace, session_id)

    @property
    def backend(self) -> str:
        return "redis" if self.state.available else "memory"

    # operations ------------------------------------------------------------------------
    async def get(self, kind: str, workspace: str, session_id: str) -> ExternalConversation | None:
        key = self.key(kind, workspace, session_id)
        raw: bytes | str | None = None
        if self.state.available and key not in self._unsynced:
            try:
                raw = await self.state.client.get(key)  # type: ignore[union-attr]
            except RedisUnavailable:
                raw = self._local.get(key)  # the state is marked down
            except Exception as exc:  # noqa: BLE001
                # e.g. WRONGTYPE: something else wrote the key; treat it as no record
                log.warning("cannot read the external conversation at %s: %s", key, exc)
                return None
            else:
                if raw is None:
                    self._local.pop(key)  # cleared or expired in Redis: a first turn
        else:
            raw = self._local.get(key)
        if raw is None:
            return None
        record = ExternalConversation.from_json(raw)
        if record is None or record.kind != kind:
            log.warning("ignoring an unreadable external conversation record at %s", key)
            return None
        return record

    async def put(self, record: ExternalConversation, session_id: str) -> None:
        """Store (or refresh) a session's record (of `record.workspace`) with the full TTL."""
        key = self.key(record.kind, record.workspace, session_id)
        raw = record.to_json()
        self._local.set(key, raw, self.ttl_s)
        if self.state.available:
            try:
                await self.state.client.set(key, raw, ex=self.ttl_s)  # type: ignore[union-attr]
                self._unsynced.pop(key, None)
                return
            except RedisUnavailable:
                pass  # the state is marked down; written back on recovery
        if self.state.configured:
            self._unsynced[key] = raw

    async def delete(self, kind: str, workspace: str, session_id: str) -> None:
        key = self.key(kind, workspace, session_id)
        self._local.pop(key)
        if self.state.available:
            try:
                await self.state.client.delete(key)  # type: ignore[union-attr]
                self._unsynced.pop(key, None)
                return
            except RedisUnavailable:
                pass  # the state is marked down; deleted on recovery
        if self.state.configured:
            self._unsynced[key] = None

    async def forget(self, workspace: str, session_id: str) -> None:
        """Drop every external conversation of a session (the session was deleted)."""
        for kind in KINDS:
            await self.delete(kind, workspace, session_id)

    async def sync(self) -> None:
        """Write back what changed while Redis was down (recovery hook); newer records win."""
        client: Any = self.state.client
        for key, raw in list(self._unsynced.items()):
            if raw is None:
                await client.delete(key)
            else:
                remaining = int(self._local.ttl_left(key))
                if remaining > 0:
                    mine = ExternalConversation.from_json(raw)
                    current = await client.get(key)
                    theirs = ExternalConversation.from_json(current) if current else None
                    if theirs is None or mine is None or theirs.updated_at <= mine.updated_at:
                        await client.set(key, raw, ex=remaining)
            self._unsynced.pop(key, None)
