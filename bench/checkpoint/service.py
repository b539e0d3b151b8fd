"""The bench's tenant on the service: workspace, caller, agent, settings, session names."""

from __future__ import annotations

import argparse
import re
from typing import Any

from agents.service import Caller
from app.settings import Settings

WORKSPACE = "bench"
AGENT_ID = "bench-echo"
CALLER = Caller(WORKSPACE, "bench-user", "admin")


# Summarization trigger far above a 200-turn thread: the checkpoint keeps every message.
FULL_HISTORY: dict[str, Any] = {
    "model": {"context_window": 10_000_000},
    "memory_config": {"summarization": {"max_trigger_tokens": 1_000_000}},
}


def agent_fields(args: argparse.Namespace) -> dict[str, Any]:
    """The bench agent's AgentSpec fields: --full-history's, then --agent's (merged one level
    deep)."""
    fields: dict[str, Any] = {}
    for extra in ([FULL_HISTORY] if args.full_history else []) + [args.agent or {}]:
        for key, value in extra.items():
            if isinstance(value, dict) and isinstance(fields.get(key), dict):
                fields[key] = {**fields[key], **value}
            else:
                fields[key] = value
    return fields


def make_settings(redis_url: str | None) -> Settings:
    """The service's settings for one run: the echo model, local auth, Redis if given."""
    return Settings(
        env="test",
        redis_url=redis_url,
        require_redis=redis_url is not None,
        model={"default_provider": "echo"},
        auth={"mode": "local"},
    )


def session_name(prefix: str, name: str) -> str:
    return prefix + re.sub(r"[^A-Za-z0-9._:-]+", "-", name).strip("-")
