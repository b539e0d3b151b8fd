"""0015: session keys are named by (workspace, session id) (issue 11: session ids are global).

Sessions written before are keyed by their id alone (`session:meta:{sid}`, ...). Each legacy
session is moved to its workspace (the one stored in its meta), with everything keyed by it:
context, SSE buffer, external conversation ids (moved to the workspace stored in
their own record), and the extraction state (pending state, cursor, due entry; the workspace
stored in the pending state). The meta keeps its thread: `root_thread_id` and `thread_id`
become the bare session id it has always used, so its history stays where it is. Keys keep
their TTLs. A session's meta moves last, so a run that dies half-way is finished by the next
one; a second run finds nothing legacy and changes nothing.

Locks are not moved (they are short and name a turn of the old process); turn records are
keyed by their server-made turn id and name their workspace, so they stay. A legacy job already
on the extraction stream names no workspace: the worker drops it, and this step puts its
session back on `extract:due` under its workspace.
"""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import unquote

from redis.asyncio import Redis

from agents.storage.keys import Keys, extract_member

VERSION = 15
NAME = "session_namespaces"

BRIDGE_KINDS = ("dify", "n8n")


def _s(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


async def _legacy_ids(client: Redis, keys: Keys, family: str) -> list[str]:
    """Session (or turn) ids of the legacy keys of a family: no hash tag, one part."""
    head = keys.legacy_session_key(family, "")
    found: list[str] = []
    async for raw in client.scan_iter(match=keys.legacy_session_pattern(family), count=500):
        rest = _s(raw)[len(head) :]
        if rest and "{" not in rest and ":" not in rest:
            found.append(unquote(rest))
    return found


async def _move(client: Redis, old: str, new: str) -> bool:
    """Rename `old` to `new` (its TTL goes with it); a `new` already there wins. True when
    `old` existed."""
    if not await client.exists(old):
        return False
    if not await client.renamenx(old, new):
        await client.delete(old)
    return True


async def _move_json(client: Redis, old: str, new: str, data: dict[str, Any]) -> None:
    """Write `data` at `new` with `old`'s remaining TTL (unless `new` exists), drop `old`."""
    ttl = await client.pttl(old)
    raw = json.dumps(data, ensure_ascii=False)
    if ttl > 0:
        await client.set(new, raw, px=ttl, nx=True)
    else:
        await client.set(new, raw, nx=True)
    await client.delete(old)


async def _move_extraction(client: Redis, keys: Keys, sid: str, workspace: str | None) -> int:
    """Move a session's pending extraction, cursor and due entry; returns records moved."""
    changed = 0
    pending_old = keys.legacy_session_key("extract:pending", sid)
    owner = await client.hget(pending_old, "workspace")
    workspace = _s(owner) if owner else workspace
    if workspace is None:
        return 0
    due = keys.extract_due()
    score = await client.zscore(due, sid)
    if await _move(client, pending_old, keys.extract_pending(workspace, sid)):
        changed += 1
        # A legacy job on the stream is dropped by the worker: the session goes back on due.
        await client.zadd(due, {extract_member(workspace, sid): score or time.time()})
    if score is not None:
        await client.zrem(due, sid)
    if await _move(
        client,
        keys.legacy_session_key("extract:cursor", sid),
        keys.extract_cursor(workspace, sid),
    ):
        changed += 1
    return changed


async def _move_bridges(client: Redis, keys: Keys, sid: str) -> int:
    changed = 0
    for kind in BRIDGE_KINDS:
        old = keys.legacy_external_conversation(kind, sid)
        raw = await client.get(old)
        if raw is None:
            continue
        try:
            workspace = str(json.loads(raw)["workspace"])
        except (ValueError, KeyError, TypeError):
            await client.delete(old)  # unreadable: no bridge could ever use it
            changed += 1
            continue
        await _move(client, old, keys.external_conversation(kind, workspace, sid))
        changed += 1
    return changed


async def apply(client: Redis, keys: Keys) -> int:
    """Move legacy session keys under their workspace; returns records moved (0 when rerun)."""
    changed = 0
    for sid in await _legacy_ids(client, keys, "session:meta"):
        old = keys.legacy_session_key("session:meta", sid)
        raw = await client.get(old)
        if raw is None:
            continue
        try:
            meta = json.loads(raw)
            workspace = str(meta["workspace"])
        except (ValueError, KeyError, TypeError):
            continue  # not a session record: left alone
        for family, new in (
            ("session:context", keys.session_context(workspace, sid)),
            ("orchestrator:stream", keys.stream(workspace, sid)),
        ):
            if await _move(client, keys.legacy_session_key(family, sid), new):
                changed += 1
        changed += await _move_extraction(client, keys, sid, workspace)
        changed += await _move_bridges(client, keys, sid)
        # Its history stays on the thread it has always used: the bare session id.
        meta["root_thread_id"] = meta.get("root_thread_id") or sid
        meta["thread_id"] = meta.get("thread_id") or sid
        await _move_json(client, old, keys.session_meta(workspace, sid), meta)
        changed += 1
    # What is left has no session record: extraction state and bridge ids name their own
    # workspace; buffers and contexts expire within the hour.
    for sid in await _legacy_ids(client, keys, "extract:pending"):
        changed += await _move_extraction(client, keys, sid, None)
    for kind in BRIDGE_KINDS:
        for sid in await _legacy_ids(client, keys, f"external:{kind}:conversation"):
            changed += await _move_bridges(client, keys, sid)
    return changed
