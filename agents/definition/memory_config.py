"""An agent's `memory_config`: typed, validated, with the seed defaults.

```
{"summarization": {...}, "long_term": {...}, "epochs": {...}}
```
Unknown sections are refused so a typo does not silently switch a feature off.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator


class SummarizationConfig(BaseModel):
    """When to compress a conversation and how much to keep raw (DESIGN section 3)."""

    model_config = ConfigDict(extra="forbid")

    # Compress when the history passes this fraction of the model's context window.
    trigger_fraction: float = Field(0.15, gt=0, le=0.9)
    # History tokens that trigger compression when the window is unknown.
    unknown_window_trigger_tokens: int = Field(15_000, ge=256, le=80_000)
    # Safety cap on the trigger.
    max_trigger_tokens: int = Field(80_000, ge=256, le=1_000_000)
    # Recent messages kept raw, and the token cap on that tail.
    keep_messages: int = Field(10, ge=1, le=30)
    keep_tokens: int = Field(20_000, ge=64, le=200_000)
    summary_max_tokens: int = Field(1000, ge=128, le=8000)
    emit_sse_events: bool = True
    attempts: int = Field(3, ge=1, le=10)
    retry_delay_seconds: float = Field(2.0, ge=0, le=60)
    timeout_seconds: float = Field(180.0, gt=0, le=3600)


class LongTermConfig(BaseModel):
    """The agent's long-term memory switch; `enabled` None inherits the workspace setting."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool | None = None
    max_memories: int = Field(10, ge=1, le=50)
    auto_extract: bool = True


class EpochConfig(BaseModel):
    """Session epochs (seed 004 section 5): a long session continues on a fresh thread."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = False
    max_turns: int = Field(12, ge=1, le=10_000)
    max_age_hours: float = Field(24.0, gt=0, le=24 * 365)


class ContextConfig(BaseModel):
    """Per-section budgets of the context builder (DESIGN section 5, seed 004 defaults)."""

    model_config = ConfigDict(extra="forbid")

    core_char_limit: int = Field(4000, ge=500, le=8000)
    recall_limit: int = Field(6, ge=0, le=50)
    recent_messages: int = Field(12, ge=1, le=200)
    history_scan_limit: int = Field(240, ge=0, le=2000)
    context_char_limit: int = Field(12_000, ge=0, le=200_000)
    snippet_char_limit: int = Field(400, ge=50, le=4000)


class MemoryConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    summarization: SummarizationConfig = Field(default_factory=SummarizationConfig)
    long_term: LongTermConfig = Field(default_factory=LongTermConfig)
    epochs: EpochConfig = Field(default_factory=EpochConfig)
    context: ContextConfig = Field(default_factory=ContextConfig)

    @model_validator(mode="after")
    def _tail_smaller_than_trigger(self) -> MemoryConfig:
        s = self.summarization
        if s.keep_tokens >= s.max_trigger_tokens:
            raise ValueError(
                "summarization.keep_tokens must be below max_trigger_tokens, so that a "
                "compression always frees room"
            )
        return self


def parse_memory_config(raw: dict[str, Any] | None) -> MemoryConfig:
    """The typed config of a stored (already validated) memory_config."""
    return MemoryConfig.model_validate(raw or {})
