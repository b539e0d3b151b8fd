"""Request and response bodies of the HTTP API."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from agents.definition.spec import ID_PATTERN


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    agent_id: str = Field(pattern=ID_PATTERN)
    # Blank messages are refused too (422 empty_message).
    message: str = Field(min_length=1)
    session_id: str | None = None
    # The person acted for (must agree with X-User-Id and ?user_id=).
    user_id: str | None = Field(default=None, pattern=ID_PATTERN)
    user_name: str | None = Field(default=None, max_length=200)
    channel: str | None = Field(default=None, max_length=100)


class ChatReply(BaseModel):
    session_id: str
    turn_id: str
    message_id: str | None
    reply: str
    usage: dict[str, Any] = {}
    checkpointer: str | None = None


class ErrorBody(BaseModel):
    code: str
    message: str
    details: Any = None


# What a validation error may not show a client: the value sent (a key pasted into the wrong
# field would come back), pydantic's context (it can hold values too) and its docs URL.
_NOT_SHOWN = frozenset({"input", "ctx", "url"})


def validation_details(errors: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """`ErrorBody.details` of a 422: each error's `loc`, `msg` and `type`, never its input."""
    return [{k: v for k, v in error.items() if k not in _NOT_SHOWN} for error in errors]


class Feature(BaseModel):
    """Whether a feature can be used now, and if not why, in a fixed text (never an address,
    a credential or what a server said: `/health` is unauthenticated)."""

    available: bool
    reason: str | None = None


class Health(BaseModel):
    """Status words only: `/health` is unauthenticated, so error details go to the log."""

    status: str  # ok | degraded
    checkpointer: str  # redis | memory
    redis: str  # up | down | disabled
    default_model: str
    auth: str  # local | keys
    # long-term memory: redis | memory | unavailable (Redis outage, or no JSON/Search module)
    store: str | None = None
    # The Redis of long-term memory (AGENTRT_MEMORY_REDIS_URL): `shared` (the conversations'
    # Redis, above), or its own: up | down
    memory_redis: str = "shared"
    # A starting replica loading the copies of the people who recalled lately (Redis only):
    # running | done; None when it does not (AGENTRT_MEMORY__PREWARM_PEOPLE=0, no Redis).
    memory_prewarm: str | None = None
    # What works on this deployment: `long_term_memory` needs the JSON and Search modules;
    # conversations (checkpointer) never do. `status` speaks for conversations only.
    features: dict[str, Feature] = {}
