"""The Redis side of background memory extraction: due sessions, pending state, cursors, jobs.

    extract:due                   ZSET `ws:session` -> when its extraction is due
    extract:pending:{ws:session}  HASH scope (workspace, user, agent, session, thread), timing,
                                  retry counters and the segment log (the parsed model output
                                  of the segment in work)
    extract:cursor:{ws:session}   HASH id of the last message extracted or skipped, counts
    extract:last:{ws}:{user}      when the person's last extraction was dispatched
    extract:lock:{ws:session}     one worker per session (a lease, renewed while a job runs)
    extract:jobs                  STREAM of jobs (workspace, session); one consumer group
    extract:inflight:{ws}         ZSET a workspace's jobs not acked yet (entry id -> queued at)

A session is named by its workspace and id everywhere (`SessionRef`): session ids are per
workspace. Deleting a session drops its state here (`forget`), and a job whose scope no
longer matches the session's record is dropped by the extractor (auto.py).

After a turn `note()` records the session as pending and (re)sets its due time to the turn's
time + `extract_delay_seconds`, so turns that arrive close together make one job (never later
than MAX_WAIT_FACTOR delays after the first of them, so a busy session is not starved).
`dispatch()` moves due sessions onto the stream; a person's next batch is pushed back until
`extract_min_interval_seconds` after their last one (retries and the rest of a truncated batch
are part of the batch already started and go at once). A workspace has at most
`jobs_per_workspace` jobs on the stream or running at once: its other due sessions wait
(`BUSY_DEFER_SECONDS` at a time, behind the other workspaces' due sessions), so one workspace
with thousands of sessions does not make the others' extraction wait behind all of them.
Entries stay in the group's pending list until a worker acks them, so a worker that dies
mid-job loses nothing: `claim()` hands its entries to another worker once they have been idle
for `claim_idle`.

Every script takes all its keys as KEYS (one Redis; the session and person keys are not in one
cluster slot). Every key has a TTL, refreshed when written: nothing here outlives the threads
it describes.
"""

from __future__ import annotations

import json
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis
from redis.exceptions import ResponseError

from agents.ports import TurnScope
from agents.storage.health import RedisState
from agents.storage.keys import Keys, extract_member, parse_extract_member

log = logging.getLogger("agentrt.memory.extract")

GROUP = "extractors"
# A session noted again and again is extracted at the latest this many delays after its
# first pending turn.
MAX_WAIT_FACTOR = 4

# KEYS: pending, due, cursor. ARGV: session, now, delay, max wait, ttl, workspace, user,
# agent, expect, interval, due member, thread.
_NOTE = """
local now = tonumber(ARGV[2])
redis.call('HSET', KEYS[1], 'session_id', ARGV[1], 'workspace', ARGV[6], 'user_id', ARGV[7],
  'agent_id', ARGV[8], 'last_turn_at', ARGV[2], 'expect', ARGV[9], 'interval', ARGV[10],
  'waits', 0, 'thread_id', ARGV[12])
redis.call('HSETNX', KEYS[1], 'first_at', ARGV[2])
redis.call('HINCRBY', KEYS[1], 'seq', 1)
redis.call('EXPIRE', KEYS[1], ARGV[5])
local first = tonumber(redis.call('HGET', KEYS[1], 'first_at'))
local due = math.min(now + tonumber(ARGV[3]), first + tonumber(ARGV[4]))
local current = redis.call('ZSCORE', KEYS[2], ARGV[11])
if current and redis.call('HGET', KEYS[1], 'resume') == '1' and tonumber(current) < due then
  due = tonumber(current)
end
redis.call('ZADD', KEYS[2], due, ARGV[11])
redis.call('EXPIRE', KEYS[2], ARGV[5])
redis.call('EXPIRE', KEYS[3], ARGV[5])
return 1
"""

# A workspace's jobs in flight older than this are no longer counted (a job is acked within
# `claim_idle` of its worker dying; this only heals a count nothing else would fix).
INFLIGHT_STALE_SECONDS = 6 * 3600
# A due session of a workspace at its cap of jobs in flight is looked at again this much later.
BUSY_DEFER_SECONDS = 2.0

# KEYS: due, pending, last run, jobs, inflight. ARGV: due member, now, ttl, workspace,
# session, cap of jobs in flight, busy defer, stale age.
# Returns 1 queued, 2 pushed back (the person's interval), 3 pushed back (the workspace's
# jobs in flight), 0 not due (any more), -1 gone.
_DISPATCH = """
local now = tonumber(ARGV[2])
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if (not score) or tonumber(score) > now then return 0 end
if redis.call('EXISTS', KEYS[2]) == 0 then
  redis.call('ZREM', KEYS[1], ARGV[1])
  return -1
end
redis.call('ZREMRANGEBYSCORE', KEYS[5], '-inf', now - tonumber(ARGV[8]))
if redis.call('ZCARD', KEYS[5]) >= tonumber(ARGV[6]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[7]), ARGV[1])
  return 3
end
if redis.call('HGET', KEYS[2], 'resume') ~= '1' then
  local interval = tonumber(redis.call('HGET', KEYS[2], 'interval') or '0') or 0
  if interval > 0 then
    local last = redis.call('GET', KEYS[3])
    if last and now < tonumber(last) + interval then
      redis.call('ZADD', KEYS[1], tonumber(last) + interval, ARGV[1])
      return 2
    end
    redis.call('SET', KEYS[3], ARGV[2], 'EX', math.ceil(interval) + 60)
  end
end
redis.call('ZREM', KEYS[1], ARGV[1])
local entry = redis.call('XADD', KEYS[4], '*', 'workspace', ARGV[4], 'session', ARGV[5])
redis.call('EXPIRE', KEYS[4], ARGV[3])
redis.call('ZADD', KEYS[5], now, entry)
redis.call('EXPIRE', KEYS[5], ARGV[3])
return 1
"""

# KEYS: pending, due. ARGV: due member, at, counter to increment ('' = none), ttl.
_RETRY = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'resume', '1')
if ARGV[3] ~= '' then redis.call('HINCRBY', KEYS[1], ARGV[3], 1) end
local current = redis.call('ZSCORE', KEYS[2], ARGV[1])
if (not current) or tonumber(current) > tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
end
redis.call('EXPIRE', KEYS[2], ARGV[4])
return 1
"""

# KEYS: pending. ARGV: the seq the job started from. Drops the pending state unless a turn
# was noted meanwhile (then that turn's job is already due; only the batch flags go).
_FINISH = """
if redis.call('HGET', KEYS[1], 'seq') == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return 1
end
if redis.call('EXISTS', KEYS[1]) == 0 then return 1 end
redis.call('HDEL', KEYS[1], 'resume', 'attempts', 'errors', 'waits')
redis.call('HSET', KEYS[1], 'first_at', redis.call('HGET', KEYS[1], 'last_turn_at') or '0')
return 0
"""

_RENEW = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
"""

_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""

# Fields of the segment log and the retry counters: cleared when the cursor moves.
_SEGMENT_FIELDS = ("seg_ids", "seg_result", "seg_model", "attempts", "errors", "waits")


def _s(value: Any) -> Any:
    return value.decode() if isinstance(value, bytes) else value


@dataclass(frozen=True)
class SessionRef:
    """A session as extraction names it: session ids are per workspace."""

    workspace: str
    session_id: str

    @property
    def member(self) -> str:
        """The session's member of `extract:due`."""
        return extract_member(self.workspace, self.session_id)


# A job as read from the stream: its entry id and its session (None: a job written before
# sessions were per workspace; it names no workspace and is dropped).
Entry = tuple[str, SessionRef | None]


def _entries(reply: Any) -> list[Entry]:
    """(entry id, session) pairs from an XREADGROUP / XAUTOCLAIM reply (RESP2 or RESP3)."""
    out: list[Entry] = []
    for entry in reply or []:
        if not entry or entry[1] is None:  # an entry deleted from the stream
            continue
        entry_id, raw = entry[0], entry[1]
        if not isinstance(raw, dict):
            raw = dict(zip(raw[::2], raw[1::2], strict=False))
        fields = {str(_s(k)): str(_s(v)) for k, v in raw.items()}
        if "session" not in fields:
            continue
        ref = None
        if fields.get("workspace"):
            ref = SessionRef(fields["workspace"], fields["session"])
        out.append((str(_s(entry_id)), ref))
    return out


class ExtractionQueue:
    """Pending extractions, their cursors and the job stream, in Redis.

    Args:
        state: the shared Redis state; its client is used (owned by the caller, never
            closed here), and `note()` does nothing while Redis is known to be down.
        keys: key builders (deployment prefix).
        state_ttl_s: TTL of every key here, refreshed on write; as long as a session's
            thread lives (checkpoint TTL + an hour, like the session's meta).
        jobs_per_workspace: a workspace's cap of jobs queued or running at once.
        clock: epoch seconds; injectable so tests can move time.
    """

    def __init__(
        self,
        state: RedisState,
        keys: Keys,
        *,
        state_ttl_s: int = 24 * 3600 + 3600,
        jobs_per_workspace: int = 4,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if jobs_per_workspace < 1:
            raise ValueError("jobs_per_workspace is at least 1")
        if state.client is None:
            raise ValueError("background extraction needs Redis (AGENTRT_REDIS_URL)")
        client: Redis = state.client
        self.state = state
        self.client = client
        self.keys = keys
        self.state_ttl_s = int(state_ttl_s)
        self.jobs_per_workspace = jobs_per_workspace
        self.clock = clock
        self._note = client.register_script(_NOTE)
        self._dispatch = client.register_script(_DISPATCH)
        self._retry = client.register_script(_RETRY)
        self._finish = client.register_script(_FINISH)
        self._renew = client.register_script(_RENEW)
        self._release = client.register_script(_RELEASE)

    # the reply path ----------------------------------------------------------------------
    async def note(
        self,
        scope: TurnScope,
        *,
        delay_s: float,
        min_interval_s: float,
        expect: str | None = None,
        now: float | None = None,
    ) -> None:
        """Record that `scope`'s session has new messages to extract: one script call. The
        pending state keeps the whole scope (workspace, user, agent, session, thread).

        `expect` is the id of the turn's last message; the job waits (briefly) until the
        session's thread shows it, since the checkpoint is written after this call."""
        if not self.state.available:
            log.warning("memory extraction not noted for %s: Redis is down", scope.session_id)
            return
        now = self.clock() if now is None else now
        ws, sid = scope.workspace, scope.session_id
        keys = [
            self.keys.extract_pending(ws, sid),
            self.keys.extract_due(),
            self.keys.extract_cursor(ws, sid),
        ]
        # A RedisUnavailable marks the state down where it is raised (the guarded client).
        await self._note(
            keys=keys, args=self._note_args(scope, now, delay_s, min_interval_s, expect)
        )

    def _note_args(
        self,
        scope: TurnScope,
        now: float,
        delay_s: float,
        min_interval_s: float,
        expect: str | None,
    ) -> list[Any]:
        return [
            scope.session_id,
            repr(now),
            repr(float(delay_s)),
            repr(float(delay_s) * MAX_WAIT_FACTOR),
            self.state_ttl_s,
            scope.workspace,
            scope.user_id,
            scope.agent_id,
            expect or "",
            repr(float(min_interval_s)),
            extract_member(scope.workspace, scope.session_id),
            scope.thread_id,
        ]

    # scheduling --------------------------------------------------------------------------
    async def due(self, now: float | None = None, limit: int = 100) -> list[str]:
        """Members of `extract:due` due at `now` (`extract_member`s; legacy ones too)."""
        now = self.clock() if now is None else now
        found = await self.client.zrangebyscore(
            self.keys.extract_due(), "-inf", repr(now), start=0, num=limit
        )
        return [str(_s(m)) for m in found]

    async def dispatch(self, now: float | None = None, limit: int = 100) -> dict[str, int]:
        """Move the sessions due at `now` onto the job stream (the scheduler's tick).

        Returns counts: queued, deferred (the person's minimum interval), busy (the
        workspace's cap of jobs in flight), gone."""
        now = self.clock() if now is None else now
        counts = {"queued": 0, "deferred": 0, "busy": 0, "gone": 0}
        refs: list[SessionRef] = []
        for member in await self.due(now, limit):
            parsed = parse_extract_member(member)
            if parsed is None:  # written before sessions were per workspace: no owner
                await self.client.zrem(self.keys.extract_due(), member)
                counts["gone"] += 1
            else:
                refs.append(SessionRef(*parsed))
        if not refs:
            return counts
        async with self.client.pipeline(transaction=False) as pipe:
            for ref in refs:
                pipe.hmget(self.keys.extract_pending(ref.workspace, ref.session_id), ["user_id"])
            owners = await pipe.execute()
        for ref, (user,) in zip(refs, owners, strict=True):
            # No pending state: the script finds it gone (the last-run key is not touched).
            last = self.keys.extract_last_run(ref.workspace, str(_s(user or b"")))
            result = await self._dispatch(
                keys=[
                    self.keys.extract_due(),
                    self.keys.extract_pending(ref.workspace, ref.session_id),
                    last,
                    self.keys.extract_jobs(),
                    self.keys.extract_inflight(ref.workspace),
                ],
                args=[
                    ref.member,
                    repr(now),
                    self.state_ttl_s,
                    ref.workspace,
                    ref.session_id,
                    self.jobs_per_workspace,
                    repr(BUSY_DEFER_SECONDS),
                    INFLIGHT_STALE_SECONDS,
                ],
            )
            result = int(result)
            if result == 1:
                counts["queued"] += 1
            elif result == 2:
                counts["deferred"] += 1
            elif result == 3:
                counts["busy"] += 1
            elif result == -1:
                counts["gone"] += 1
        return counts

    async def retry(
        self, ref: SessionRef, *, delay_s: float, count: str = "", now: float | None = None
    ) -> bool:
        """Schedule the session again in `delay_s` as part of the batch already started
        (no minimum interval), incrementing the `count` field; False if it is gone."""
        now = self.clock() if now is None else now
        done = await self._retry(
            keys=[self._pending(ref), self.keys.extract_due()],
            args=[ref.member, repr(now + max(0.0, delay_s)), count, self.state_ttl_s],
        )
        return bool(int(done))

    async def finish(self, ref: SessionRef, seq: str | None) -> bool:
        """The session has nothing left to extract: drop its pending state, unless a turn
        was noted since the job read it (seq changed). True when dropped."""
        done = await self._finish(keys=[self._pending(ref)], args=[seq or ""])
        return bool(int(done))

    async def drop(self, ref: SessionRef) -> None:
        """Drop the session's pending extraction (its cursor stays until it expires)."""
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.delete(self._pending(ref))
            pipe.zrem(self.keys.extract_due(), ref.member)
            await pipe.execute()

    async def forget(self, workspace: str, session_id: str) -> None:
        """The session was deleted: drop its pending state, cursor, lease and due entry. A job
        of it already on the stream finds nothing pending and is dropped."""
        ref = SessionRef(workspace, session_id)
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.delete(
                self._pending(ref),
                self.keys.extract_cursor(workspace, session_id),
                self.keys.extract_lock(workspace, session_id),
            )
            pipe.zrem(self.keys.extract_due(), ref.member)
            await pipe.execute()

    def _pending(self, ref: SessionRef) -> str:
        return self.keys.extract_pending(ref.workspace, ref.session_id)

    # pending state and cursor ----------------------------------------------------------------
    async def pending(self, ref: SessionRef) -> dict[str, str] | None:
        raw = await self.client.hgetall(self._pending(ref))
        if not raw:
            return None
        return {str(_s(k)): str(_s(v)) for k, v in raw.items()}

    async def cursor(self, ref: SessionRef) -> dict[str, str]:
        """{message_id, extracted, skipped, updated_at} ({} before the first extraction)."""
        raw = await self.client.hgetall(self.keys.extract_cursor(ref.workspace, ref.session_id))
        return {str(_s(k)): str(_s(v)) for k, v in (raw or {}).items()}

    async def save_segment(
        self, ref: SessionRef, message_ids: list[str], result: dict[str, Any], model: str
    ) -> None:
        """Log the parsed model output of the segment before writing it: a job that dies
        while writing is redone from this log, not from a second (different) model answer."""
        await self.client.hset(
            self._pending(ref),
            mapping={
                "seg_ids": json.dumps(message_ids),
                "seg_result": json.dumps(result, ensure_ascii=False),
                "seg_model": model,
            },
        )

    async def advance(
        self,
        ref: SessionRef,
        message_id: str,
        *,
        extracted: int = 0,
        skipped: int = 0,
        now: float | None = None,
    ) -> None:
        """Move the cursor past `message_id` and clear the segment log, atomically."""
        now = self.clock() if now is None else now
        cursor = self.keys.extract_cursor(ref.workspace, ref.session_id)
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.hset(cursor, mapping={"message_id": message_id, "updated_at": repr(now)})
            pipe.hincrby(cursor, "extracted", extracted)
            pipe.hincrby(cursor, "skipped", skipped)
            pipe.expire(cursor, self.state_ttl_s)
            pipe.hdel(self._pending(ref), *_SEGMENT_FIELDS)
            await pipe.execute()

    # the session lease -------------------------------------------------------------------------
    async def lock(self, ref: SessionRef, lease_s: float) -> str | None:
        token = secrets.token_hex(8)
        got = await self.client.set(
            self.keys.extract_lock(ref.workspace, ref.session_id),
            token,
            nx=True,
            px=max(1, int(lease_s * 1000)),
        )
        return token if got else None

    async def renew(self, ref: SessionRef, token: str, lease_s: float) -> bool:
        done = await self._renew(
            keys=[self.keys.extract_lock(ref.workspace, ref.session_id)],
            args=[token, max(1, int(lease_s * 1000))],
        )
        return bool(int(done))

    async def unlock(self, ref: SessionRef, token: str) -> None:
        await self._release(
            keys=[self.keys.extract_lock(ref.workspace, ref.session_id)], args=[token]
        )

    # the job stream ----------------------------------------------------------------------------
    async def ensure_group(self) -> None:
        """Create the stream and its consumer group (idempotent; replicas may race), and
        give the stream its TTL again: a running worker calls this every quarter TTL, so the
        stream and its group outlive any quiet spell while a worker runs, and expire (with
        every session state the group could hold) only once none has run for a TTL."""
        jobs = self.keys.extract_jobs()
        try:
            await self.client.xgroup_create(jobs, GROUP, id="0", mkstream=True)
        except ResponseError as exc:
            if "BUSYGROUP" not in str(exc):
                raise
        await self.client.expire(jobs, self.state_ttl_s)

    async def read(self, consumer: str, count: int = 10) -> list[Entry]:
        """New jobs for `consumer` (no blocking: the client's socket timeout is short)."""
        reply = await self.client.xreadgroup(
            GROUP, consumer, {self.keys.extract_jobs(): ">"}, count=count
        )
        if not reply:
            return []
        if isinstance(reply, dict):  # RESP3
            rows = next(iter(reply.values()), [])
            rows = rows[0] if rows and isinstance(rows[0], list) else rows
            return _entries(rows)
        return _entries(reply[0][1])

    async def claim(self, consumer: str, min_idle_s: float, count: int = 50) -> list[Entry]:
        """Jobs another worker took and has not acked for `min_idle_s` (it died, say)."""
        claimed: list[Entry] = []
        start = "0-0"
        for _ in range(100):
            reply = await self.client.xautoclaim(
                self.keys.extract_jobs(),
                GROUP,
                consumer,
                max(0, int(min_idle_s * 1000)),
                start_id=start,
                count=count,
            )
            start = str(_s(reply[0]))
            claimed += _entries(reply[1])
            if start == "0-0" or len(claimed) >= count:
                break
        return claimed

    async def ack(self, entry_id: str, ref: SessionRef | None = None) -> None:
        """The job is done: ack it and delete it, so the stream stays as small as the work,
        and it no longer counts against its workspace's jobs in flight."""
        jobs = self.keys.extract_jobs()
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.xack(jobs, GROUP, entry_id)
            pipe.xdel(jobs, entry_id)
            if ref is not None:
                pipe.zrem(self.keys.extract_inflight(ref.workspace), entry_id)
            await pipe.execute()

    async def in_flight(self, workspace: str) -> int:
        """The workspace's jobs queued or running now."""
        return int(await self.client.zcard(self.keys.extract_inflight(workspace)))

    async def stats(self) -> dict[str, int]:
        """Due sessions and jobs not yet acked (for tests and health reports)."""
        due = await self.client.zcard(self.keys.extract_due())
        try:
            info = await self.client.xpending(self.keys.extract_jobs(), GROUP)
            waiting = int((info or {}).get("pending", 0))
        except ResponseError:
            waiting = 0
        length = await self.client.xlen(self.keys.extract_jobs())
        return {"due": int(due), "unacked": waiting, "queued": int(length)}


def lease_for(claim_idle_s: float) -> float:
    """The session lease: short enough that a dead worker's lock is gone by the time its job
    is claimed, long enough to renew comfortably (renewed every third of it).

    A lock lives `lease` after its last renewal, while the claim comes `claim_idle` after the
    job was read: at most half the idle time, so a worker that dies in the first half of it,
    even right after renewing, has lost the lock when its job is claimed (a lease as long as
    the idle time made the claimer find the session busy and queue the job again)."""
    return max(1.0, min(30.0, claim_idle_s / 2))
