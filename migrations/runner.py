"""Ordered, idempotent data migrations; the applied version is stored in Redis.

Runs at start-up (when Redis is reachable) and with `agentrt migrate`. A short lock keeps
replicas that boot together from running the same step twice at once; every step is written
so that running it again changes nothing. Steps use core commands only (no JSON or Search
module): they run on plain Redis 7, Valkey and managed Redis alike.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from redis.asyncio import Redis

from agents.storage.keys import Keys
from migrations import m0014_memory_type, m0015_session_namespaces

log = logging.getLogger("agentrt.migrations")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    apply: Callable[[Redis, Keys], Awaitable[int]]


MIGRATIONS: list[Migration] = [
    Migration(m0014_memory_type.VERSION, m0014_memory_type.NAME, m0014_memory_type.apply),
    Migration(
        m0015_session_namespaces.VERSION,
        m0015_session_namespaces.NAME,
        m0015_session_namespaces.apply,
    ),
]


@dataclass(frozen=True)
class Applied:
    version: int
    name: str
    changed: int


async def current_version(client: Redis, keys: Keys) -> int:
    raw = await client.get(keys.migration_version())
    return int(raw) if raw is not None else 0


async def migrate(client: Redis, keys: Keys, *, lock_timeout: float = 30.0) -> list[Applied]:
    """Apply every step newer than the stored version, in order; returns what ran."""
    token = uuid.uuid4().hex
    lock = keys.migration_lock()
    deadline = asyncio.get_running_loop().time() + lock_timeout
    while not await client.set(lock, token, nx=True, ex=int(lock_timeout) + 30):
        if asyncio.get_running_loop().time() > deadline:
            raise TimeoutError("another process holds the migration lock; try again later")
        await asyncio.sleep(0.1)
    try:
        done: list[Applied] = []
        version = await current_version(client, keys)
        for step in sorted(MIGRATIONS, key=lambda m: m.version):
            if step.version <= version:
                continue
            changed = await step.apply(client, keys)
            await client.set(keys.migration_version(), step.version)
            log.info("migration %04d %s applied (%d changed)", step.version, step.name, changed)
            done.append(Applied(step.version, step.name, changed))
        return done
    finally:
        if (await client.get(lock)) in (token, token.encode()):
            await client.delete(lock)


def latest_version() -> int:
    return max(m.version for m in MIGRATIONS)
