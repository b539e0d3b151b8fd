"""AgentSpec: what an agent is. Validated once at the edge; the runtime trusts it after."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, ClassVar, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from agents.bridges.config import DifyConfig, N8nConfig, parsed_http_url
from agents.definition.memory_config import MemoryConfig
from agents.definition.templates import template_problem
from agents.definition.tools import TOOLS, ToolName

ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$"  # pydantic (Rust regex: `$` ends the text)
# Python's `$` also matches before a final newline ("bob\n" would pass and name a person
# nobody can name again): `\Z` is the true end.
ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}\Z")


class MemoryType(StrEnum):
    NONE = "none"
    SUMMARIZE_AT_LIMIT = "summarize_at_limit"


# Legacy values (before migration 0014) and what replaces them.
LEGACY_MEMORY_TYPES: dict[str, MemoryType] = {
    "CONVERSATION_BUFFER": MemoryType.SUMMARIZE_AT_LIMIT,
    "CONVERSATION_SUMMARY": MemoryType.SUMMARIZE_AT_LIMIT,
    "CONVERSATION_BUFFER_WINDOW": MemoryType.SUMMARIZE_AT_LIMIT,
    "VECTOR_STORE": MemoryType.SUMMARIZE_AT_LIMIT,
    "NONE": MemoryType.NONE,
}


def legacy_replacement(value: Any) -> MemoryType | None:
    """The current memory type a legacy value maps to, or None if it is not legacy."""
    if isinstance(value, str):
        return (
            LEGACY_MEMORY_TYPES.get(value.strip().upper())
            if value
            not in (
                MemoryType.NONE.value,
                MemoryType.SUMMARIZE_AT_LIMIT.value,
            )
            else None
        )
    return None


ModelProvider = Literal["openai", "local", "echo"]


class ModelSpec(BaseModel):
    """Which chat model an agent talks to. provider None = the service's default model."""

    model_config = ConfigDict(extra="forbid")

    provider: ModelProvider | None = None
    name: str | None = Field(default=None, max_length=200)
    base_url: str | None = Field(default=None, max_length=2000)
    api_key_env: str | None = Field(default=None, pattern=r"^[A-Za-z_][A-Za-z0-9_]{0,127}$")
    context_window: int | None = Field(default=None, ge=256, le=10_000_000)
    max_output_tokens: int | None = Field(default=None, ge=1, le=1_000_000)
    temperature: float | None = Field(default=None, ge=0, le=2)

    @field_validator("base_url")
    @classmethod
    def _http_url(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is None:
            return value
        if (info.context or {}).get("stored"):
            # An agent stored before the address was checked as a client reads it still
            # loads (its turns answer 422 model_config_error until an admin fixes it).
            if not re.match(r"^https?://", value):
                raise ValueError("base_url must start with http:// or https://")
            return value
        parsed_http_url(value, "base_url")
        return value


AgentKind = Literal["langgraph", "dify", "n8n"]


class AgentFields(BaseModel):
    """What a client may set on an agent (the admin API's body)."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=200)
    kind: AgentKind = "langgraph"
    system_prompt: str = Field(default="", max_length=100_000)
    model: ModelSpec = Field(default_factory=ModelSpec)
    enable_memory: bool = True
    memory_type: MemoryType = MemoryType.SUMMARIZE_AT_LIMIT
    memory_config: dict[str, Any] = Field(default_factory=dict)
    # Project context files (seed 004), relative to the workspace's knowledge folder.
    context_files: list[str] = Field(default_factory=list, max_length=20)
    # Bridged agents (kind dify / n8n): where their brain lives.
    dify: DifyConfig | None = None
    n8n: N8nConfig | None = None
    # Tools the model may call during a turn (agents/definition/tools.py), and how many model steps
    # with tool calls one turn may take before the model must answer in words.
    tools: list[ToolName] = Field(default_factory=list, max_length=len(TOOLS))
    max_tool_steps: int = Field(default=4, ge=1, le=16)

    # Template variables are checked where an agent is created or changed; an agent read
    # back from storage (AgentSpec, `fields()`) loads as it was stored.
    check_templates: ClassVar[bool] = True

    @field_validator("system_prompt")
    @classmethod
    def _known_template_variables(cls, value: str, info: ValidationInfo) -> str:
        if not cls.check_templates or (info.context or {}).get("stored"):
            return value
        problem = template_problem(value)
        if problem is not None:
            # A custom error: its message is the problem as written (no "Value error, ").
            raise PydanticCustomError("template_error", "{problem}", {"problem": problem})
        return value

    @field_validator("memory_config")
    @classmethod
    def _valid_memory_config(cls, value: dict[str, Any]) -> dict[str, Any]:
        MemoryConfig.model_validate(value)  # errors name the field and its range
        return value

    @field_validator("tools")
    @classmethod
    def _each_tool_once(cls, value: list[str]) -> list[str]:
        if len(set(value)) != len(value):
            raise ValueError("each tool may be named once")
        return value

    @field_validator("context_files")
    @classmethod
    def _relative_paths(cls, value: list[str]) -> list[str]:
        for path in value:
            parts = path.replace("\\", "/").split("/")
            if not path or path.startswith("/") or ".." in parts or len(path) > 300:
                raise ValueError(
                    f"context file {path!r} must be a relative path inside the knowledge folder"
                )
        return value

    _memory: tuple[int, MemoryConfig] | None = PrivateAttr(default=None)

    @property
    def memory(self) -> MemoryConfig:
        """The typed memory_config (defaults filled in). Parsed once per memory_config object:
        a turn reads it in several places (context files, epochs, memory switches)."""
        cached = self._memory
        if cached is None or cached[0] != id(self.memory_config):
            cached = self._memory = (
                id(self.memory_config),
                MemoryConfig.model_validate(self.memory_config),
            )
        return cached[1]

    @model_validator(mode="before")
    @classmethod
    def _refuse_legacy_memory_type(cls, data: Any) -> Any:
        if isinstance(data, dict) and "memory_type" in data:
            replacement = legacy_replacement(data["memory_type"])
            if replacement is not None:
                raise ValueError(
                    f"memory_type {data['memory_type']!r} was retired by migration 0014; "
                    f"use {replacement.value!r} instead"
                )
        return data

    @model_validator(mode="after")
    def _bridge_config_matches_kind(self) -> AgentFields:
        configs = {"dify": self.dify, "n8n": self.n8n}
        for name, config in configs.items():
            if config is not None and self.kind != name:
                raise ValueError(
                    f"the {name!r} config only applies to kind {name!r}; this agent is kind "
                    f'{self.kind!r}: remove {name!r} (PATCH with "{name}": null) or set '
                    f"kind to {name!r}"
                )
        if self.tools and self.kind != "langgraph":
            raise ValueError(
                f"tools run in langgraph agents; this agent is kind {self.kind!r} (its brain "
                "is elsewhere): remove 'tools'"
            )
        if self.kind == "dify" and self.dify is None:
            raise ValueError(
                'kind "dify" needs a "dify" config: {"base_url": "https://api.dify.ai", '
                '"api_key_env": "AGENTRT_SECRET_DIFY_KEY"} (optional: response_mode, timeout_s)'
            )
        if self.kind == "n8n" and self.n8n is None:
            raise ValueError(
                'kind "n8n" needs an "n8n" config: {"webhook_url": '
                '"https://n8n.example.com/webhook/<id>/chat"} (optional: auth_header_env, '
                "auth_header_name, timeout_s)"
            )
        return self

    @property
    def uses_checkpointer(self) -> bool:
        """False when every request stands alone (memory off or memory_type none)."""
        return self.enable_memory and self.memory_type is not MemoryType.NONE


class AgentSpec(AgentFields):
    """An agent as stored and served; `id`, `workspace` and the timestamps are the service's."""

    check_templates: ClassVar[bool] = False

    id: str = Field(pattern=ID_PATTERN)
    workspace: str = Field(min_length=1)
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    updated_at: datetime = Field(default_factory=lambda: datetime.now(UTC))

    def fields(self) -> AgentFields:
        """The client-settable fields, as stored (a merge patch starts from them)."""
        return AgentFields.model_validate(
            self.model_dump(include=set(AgentFields.model_fields)), context={"stored": True}
        )
