"""0014: rewrite stored agents that still carry a legacy memory_type (DESIGN section 2).

CONVERSATION_BUFFER, CONVERSATION_SUMMARY, CONVERSATION_BUFFER_WINDOW, VECTOR_STORE →
summarize_at_limit; NONE → none. Agents already on a current value are left untouched.
"""

from __future__ import annotations

import json

from redis.asyncio import Redis

from agents.definition.spec import legacy_replacement
from agents.storage.keys import Keys

VERSION = 14
NAME = "memory_type"


async def apply(client: Redis, keys: Keys) -> int:
    """Rewrite legacy agents; returns how many were changed (0 on a second run)."""
    changed = 0
    async for key in client.scan_iter(match=keys.agent_pattern(), count=500):
        raw = await client.get(key)
        if raw is None:
            continue
        try:
            data = json.loads(raw)
        except ValueError:
            continue
        replacement = legacy_replacement(data.get("memory_type"))
        if replacement is None:
            continue
        data["memory_type"] = replacement.value
        await client.set(key, json.dumps(data, ensure_ascii=False))
        changed += 1
    return changed
