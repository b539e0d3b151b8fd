"""The people a new replica loads before its first question (a database's autoprewarm, for
people's memory).

A person's first recall on a replica without their copy runs the cold path (recall.py): from a
snapshot, still ~1.4x a warm recall. After a deploy or a scale-out the people who ask next are
mostly the ones who asked just before, so every replica notes, at most once every
recall.REFRESH_SECONDS per person, when a person last recalled (`keys.memory_active()`: a
sorted set of their entity namespaces' tags by time, its entries older than the window or past
ACTIVE_MAX trimmed as it is written), and a starting replica loads the newest ones' copies in
the background: the ordinary copy load (backends/redis_backend.py, each person from their own
keys as any recall reads them), newest first with the workspaces taking turns (`by_turns`:
one workspace's many people do not crowd the others out), up to a number of people and never
past CACHE_SHARE of its copy cache, so that prewarming evicts nothing and leaves room for
traffic.
`/health` says `memory_prewarm: running` until it is done, for a load balancer to wait on.

The set holds which people recalled and when, never what they said; erasing a person's memory
takes their entry out of it (`forget`), and a replica noting them again only after they recall.
"""

from __future__ import annotations

from typing import Any

from agents.memory.graph.backends.base import ns_from_tag, ns_tag
from agents.memory.graph.model import ENTITIES, RELATIONS, MemoryScope
from agents.storage.keys import Keys

WINDOW = 24 * 3600  # seconds a recall keeps its person among those a new replica loads
PEOPLE = 1_000  # people a starting replica loads at most
ACTIVE_MAX = 100_000  # entries the set keeps (the newest)
CACHE_SHARE = 0.5  # of the copy cache's byte budget that prewarming may fill
FETCH = 4  # entries read per person to load: the workspaces' turns are taken among them

Pair = tuple[tuple[str, ...], tuple[str, ...]]  # a person's (entities, relations) namespaces


def queue_note(pipe: Any, keys: Keys, scope: MemoryScope, now: float, window: float) -> None:
    """Queue: `scope` recalled at `now`; entries older than `window` or past ACTIVE_MAX go."""
    key = keys.memory_active()
    pipe.zadd(key, {ns_tag(scope.entities): now})
    pipe.zremrangebyscore(key, "-inf", f"({now - window}")
    pipe.zremrangebyrank(key, 0, -(ACTIVE_MAX + 1))


async def forget(client: Any, keys: Keys, scope: MemoryScope) -> None:
    """`scope` leaves the set (their memory is erased)."""
    await client.zrem(keys.memory_active(), ns_tag(scope.entities))


def pairs_of(members: list[Any]) -> list[Pair]:
    """Each member's (entities, relations) namespaces, in order; anything that is not an
    entity namespace's tag is skipped."""
    out: list[Pair] = []
    for member in members:
        ns = ns_from_tag(member.decode() if isinstance(member, bytes) else str(member))
        if len(ns) != 3 or ns[2] != ENTITIES or not ns[0] or not ns[1]:
            continue
        out.append((ns, (ns[0], ns[1], RELATIONS)))
    return out


def by_turns(pairs: list[Pair], limit: int) -> list[Pair]:
    """Up to `limit` of `pairs` (newest first), the workspaces taking turns: each workspace's
    newest, then each one's next, ..., the workspaces in the order of their newest. A
    workspace with many people recalling cannot crowd the others out of a new replica."""
    queues: dict[str, list[Pair]] = {}
    for pair in pairs:
        queues.setdefault(pair[0][0], []).append(pair)
    out: list[Pair] = []
    depth = 0
    while len(out) < limit and any(len(q) > depth for q in queues.values()):
        out.extend(q[depth] for q in queues.values() if len(q) > depth)
        depth += 1
    return out[:limit]


async def recent(client: Any, keys: Keys, now: float, window: float, limit: int) -> list[Pair]:
    """The people who recalled within `window` before `now`, at most `limit`, taken from the
    newest FETCH × `limit` by `by_turns` (a member that names no person's entities does
    not count)."""
    if limit <= 0:
        return []
    members = await client.zrevrangebyscore(
        keys.memory_active(), "+inf", now - window, start=0, num=min(limit * FETCH, ACTIVE_MAX)
    )
    return by_turns(pairs_of(list(members)), limit)
