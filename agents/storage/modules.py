"""Which Redis modules this server offers, found by running their commands (managed Redis
often refuses MODULE LIST). Long-term memory needs JSON and Search; conversations need none.
"""

from __future__ import annotations

from typing import Any

from redis.exceptions import NoPermissionError, ResponseError

_COMMANDS = {"JSON": "JSON.*", "Search": "FT.*"}


async def command_refused(client: Any, *args: Any) -> str | None:
    """Run a probe command: "unknown" when the server has no such command, "forbidden" when
    the user's ACL refuses it, None when it ran (any other error also shows it exists).
    `RedisUnavailable` (from a guarded client) when Redis cannot be reached."""
    try:
        await client.execute_command(*args)
    except NoPermissionError:
        return "forbidden"
    except ResponseError as exc:
        return "unknown" if "unknown command" in str(exc).lower() else None
    return None


async def json_and_search_missing(client: Any, probe_key: str) -> str | None:
    """Why this Redis cannot run JSON and Search commands, or None when it can: a fixed text
    naming no address (shown on `/health`). `probe_key` is a key that never exists."""
    probes = {
        "JSON": await command_refused(client, "JSON.MGET", probe_key, "$"),
        "Search": await command_refused(client, "FT._LIST"),
    }
    unknown = [m for m, refused in probes.items() if refused == "unknown"]
    if unknown:
        return (
            f"Redis at AGENTRT_REDIS_URL has no {' and no '.join(unknown)} module "
            f"({', '.join(_COMMANDS[m] for m in unknown)} unknown)"
        )
    forbidden = [m for m, refused in probes.items() if refused == "forbidden"]
    if forbidden:
        return (
            "the Redis user of AGENTRT_REDIS_URL may not run "
            f"{' or '.join(_COMMANDS[m] for m in forbidden)} commands (ACL)"
        )
    return None
