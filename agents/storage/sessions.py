"""Session ownership, shared per-session context, and the one-turn-at-a-time lock.

A session id is per workspace: every key is named by (workspace, session id) and carries the
hash tag `{ws:session}` (agents/storage/keys.py), so two workspaces using the same id never
meet, and the LangGraph thread of a new session is `{ws}/{session}` (keys.session_thread).

- meta (`session:meta:{ws:id}`): the user and agent a session belongs to and its thread;
  lives as long as the checkpoints plus as long again (at most an hour more), and at least as
  long as its context and SSE stream (`session_record_ttl`), refreshed whenever they are (a
  turn, a read of its messages), so it outlives every key named by it.
- context (`session:context:{ws:id}`, 1 h): user and channel, for template variables.
- lock (`session:lock:{ws:id}`): double texting gets a 409 instead of forking the thread;
  renewed while a turn runs.
- deleted (`session:deleted:{ws:id}`): a tombstone naming the deleted incarnation (its
  `created_at`), so a turn still running elsewhere never writes the session back.
- cancel (`session:cancel:{ws:id}`, 60 s): the id of a running turn someone asked to stop; the
  turn's lock keeper reads it, on whichever replica runs the turn.
- the person's sessions (`sessions:{ws}:{user}`): a sorted set of their session ids by when
  each was created (the newest MAX_LISTED), for the chat page's list; it lives as long as the
  newest session and is refreshed when listed; an id whose meta is gone is dropped
  when listed.
Each has an in-process twin used while Redis is down (keyed like the Redis keys, so by
workspace and session, and bounded). A meta written only in memory during an outage is written
back when Redis returns, unless that life of the session was deleted or Redis holds another
(or a newer) one. Deleting a session needs Redis (503 during an outage): a delete kept only
in memory would be undone by the next replica or restart.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import OrderedDict
from dataclasses import asdict, dataclass, field
from typing import Any

from agents.errors import Conflict, NotFound, RedisUnavailable
from agents.storage.health import DOWN, RedisState
from agents.storage.keys import Keys, session_thread
from agents.storage.ttl_cache import TTLCache

log = logging.getLogger("agentrt.sessions")

_RELEASE = """
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0
"""

_RENEW = """
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('expire', KEYS[1], ARGV[2]) end
return 0
"""

# KEYS: meta. ARGV: the meta json expected there now, the new meta json, ttl.
_REPLACE = """
if redis.call('get', KEYS[1]) == ARGV[1] then
  redis.call('set', KEYS[1], ARGV[2], 'EX', ARGV[3]) return 1
end
return 0
"""

# KEYS: meta, context, SSE stream. ARGV: the new session's meta json, ttl. Creates the
# session unless it exists -> {created 1/0, the meta stored now, the context json or false,
# the stream's last entry (XREVRANGE COUNT 1: where the turn before starts)}: one round trip.
_CLAIM = """
local created = redis.call('set', KEYS[1], ARGV[1], 'NX', 'EX', ARGV[2])
local meta = ARGV[1]
if not created then meta = redis.call('get', KEYS[1]) end
local made = 0
if created then made = 1 end
return {made, meta, redis.call('get', KEYS[2]),
        redis.call('xrevrange', KEYS[3], '+', '-', 'COUNT', 1)}
"""

# KEYS: meta, tombstone, lock. ARGV: meta json, ttl, incarnation, lock token. A finished turn:
# writes the meta and releases the lock (if still ours) -> 1; when that incarnation was
# deleted meanwhile, does neither -> 0 (the caller purges what the turn wrote, then unlocks).
_FINISH = """
if redis.call('get', KEYS[2]) == ARGV[3] then return 0 end
redis.call('set', KEYS[1], ARGV[1], 'EX', ARGV[2])
if redis.call('get', KEYS[3]) == ARGV[4] then redis.call('del', KEYS[3]) end
return 1
"""

# KEYS: meta, tombstone. ARGV: meta json, ttl, the incarnation (created_at) it belongs to.
# Writes the meta unless that incarnation was deleted: a delete wins over a running turn.
_SAVE_UNLESS_DELETED = """
if redis.call('get', KEYS[2]) == ARGV[3] then return 0 end
redis.call('set', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1
"""


@dataclass
class SessionMeta:
    session_id: str
    workspace: str
    user_id: str
    agent_id: str
    created_at: float = field(default_factory=time.time)
    updated_at: float = field(default_factory=time.time)
    turns: int = 0
    # Session epochs: the current LangGraph thread, when it started, its turns, and the
    # metadata of the last closed epochs (newest last). `root_thread_id` is the thread of
    # epoch 0 (`{ws}/{session}`; the bare session id for sessions older than issue 11).
    thread_id: str = ""
    root_thread_id: str = ""
    epoch: int = 0
    epoch_started_at: float = field(default_factory=time.time)
    epoch_turns: int = 0
    epochs: list[dict[str, Any]] = field(default_factory=list)
    title: str = ""  # the first message's beginning, for lists of sessions

    @classmethod
    def new(cls, session_id: str, workspace: str, user_id: str, agent_id: str) -> SessionMeta:
        """A new session, on its own thread `{ws}/{session}`."""
        thread = session_thread(workspace, session_id)
        return cls(
            session_id, workspace, user_id, agent_id, thread_id=thread, root_thread_id=thread
        )

    @property
    def current_thread(self) -> str:
        """The LangGraph thread of the current epoch."""
        return self.thread_id or self.root_thread_id or self.session_id

    @property
    def incarnation(self) -> str:
        """Names this life of the session id (a deleted and re-created session differs)."""
        return repr(self.created_at)

    def thread_ids(self) -> list[str]:
        """Every LangGraph thread this session has used that may still hold state."""
        ids = [str(e["thread_id"]) for e in self.epochs if e.get("thread_id")]
        return [*ids, self.current_thread]

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, raw: bytes | str) -> SessionMeta:
        data = json.loads(raw)
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})


def session_record_ttl(checkpoint_ttl_s: int, *named_ttls_s: int) -> int:
    """The TTL of a session's record (and of what lives as long: the person's session list,
    the extraction state): it must outlive every key named by the session, or the id could
    be claimed again while they still hold the old life's data.

    A turn refreshes the checkpoints when it starts and the record when it ends; one that
    never ends (a killed replica) leaves checkpoints up to a TTL younger than the record, so
    the record gets a checkpoint TTL more (at most an hour: a longer turn is not expected).
    Keys of the session with their own TTL (`named_ttls_s`: context, SSE stream) are
    outlived too. Short TTLs give short records: with every TTL at 5 minutes, all of a
    session is gone 10 minutes after its last turn (RELIABILITY check 5), not 65."""
    return max(checkpoint_ttl_s + min(checkpoint_ttl_s, 3600), *named_ttls_s)


# How many of a person's sessions are remembered for listing (newest first).
MAX_LISTED = 200
TITLE_CHARS = 80


def title_of(message: str) -> str:
    """A session's title: its first message, on one line, cut to TITLE_CHARS."""
    line = " ".join(message.split())
    return line if len(line) <= TITLE_CHARS else line[: TITLE_CHARS - 1] + "…"


class SessionStore:
    def __init__(
        self,
        state: RedisState,
        keys: Keys,
        *,
        meta_ttl_s: int,
        context_ttl_s: int = 3600,
        lock_ttl_s: int = 600,
    ) -> None:
        self.state = state
        self.keys = keys
        self.meta_ttl_s = meta_ttl_s
        self.context_ttl_s = context_ttl_s
        self.lock_ttl_s = lock_ttl_s
        self._mem = TTLCache()
        # Locks taken in Redis whose release could not reach it: released on recovery, so a
        # session is not left busy for the lock's TTL after an outage.
        self._unreleased: dict[str, str] = {}
        self._releasing: set[asyncio.Task[None]] = set()
        # Metas written in memory only during an outage: (workspace, session id), LRU.
        self._outage: OrderedDict[tuple[str, str], None] = OrderedDict()
        self.max_outage_sessions = 100_000
        # Each person's sessions created while Redis was away (or not used), newest last.
        self._listed: OrderedDict[tuple[str, str], OrderedDict[str, None]] = OrderedDict()
        self.max_listed_people = 10_000
        state.on_recover(self._release_pending)
        state.on_recover(self._write_back)

    # ownership -------------------------------------------------------------------------
    async def get_meta(self, workspace: str, session_id: str) -> SessionMeta | None:
        key = self.keys.session_meta(workspace, session_id)
        raw = await self.state.attempt(lambda c: c.get(key))
        if raw is DOWN:
            raw = self._mem.get(key)
        return None if raw is None else SessionMeta.from_json(raw)

    async def owned(self, workspace: str, session_id: str) -> SessionMeta:
        """The session's meta in `workspace`; 404 when there is none (never says whose)."""
        meta = await self.get_meta(workspace, session_id)
        if meta is None or meta.workspace != workspace:
            raise NotFound(f"session {session_id!r} not found", code="session_not_found")
        return meta

    async def claim(self, meta: SessionMeta) -> SessionMeta:
        """Create the session in its workspace or return the existing one."""
        key = self.keys.session_meta(meta.workspace, meta.session_id)
        raw = meta.to_json()
        created = await self.state.attempt(lambda c: c.set(key, raw, nx=True, ex=self.meta_ttl_s))
        if created is DOWN:
            created = self._mem.setnx(key, raw, self.meta_ttl_s)
            if created:
                self._written_in_outage(meta)
        if created:
            await self._list(meta)
            return meta
        return await self.owned(meta.workspace, meta.session_id)

    async def claim_with_context(self, meta: SessionMeta) -> Claimed:
        """`claim` and `get_context` in one round trip: the session (created unless it exists;
        404 when it is another workspace's), its shared context, and its SSE stream's last
        entry (the stream buffer trims older turns from it; None when Redis was not asked)."""
        key = self.keys.session_meta(meta.workspace, meta.session_id)
        ctx = self.keys.session_context(meta.workspace, meta.session_id)
        stream = self.keys.stream(meta.workspace, meta.session_id)
        raw = meta.to_json()
        got = await self.state.attempt(
            lambda c: c.eval(_CLAIM, 3, key, ctx, stream, raw, self.meta_ttl_s)  # type: ignore[misc]
        )
        if got is DOWN:
            claimed = await self.claim(meta)
            context = await self.get_context(meta.workspace, meta.session_id)
            return Claimed(claimed, context, None)
        created, stored, context, tail = got
        if int(created):
            claimed = meta
            await self._list(meta)
        else:
            found = SessionMeta.from_json(stored) if stored else None
            if found is None or found.workspace != meta.workspace:
                raise NotFound(f"session {meta.session_id!r} not found", code="session_not_found")
            claimed = found
        if not context:
            context = self._mem.get(ctx)
        entries = [(entry_id, _pairs(fields)) for entry_id, fields in tail or []]
        return Claimed(claimed, {} if not context else dict(json.loads(context)), entries)

    # the person's sessions ----------------------------------------------------------------
    async def _list(self, meta: SessionMeta) -> None:
        """Note a new session in its person's list: in Redis, or in this process while Redis
        is away (or not used)."""
        key = self.keys.person_sessions(meta.workspace, meta.user_id)

        async def add(client: Any) -> None:
            async with client.pipeline(transaction=False) as pipe:
                pipe.zadd(key, {meta.session_id: meta.created_at})
                pipe.zremrangebyrank(key, 0, -(MAX_LISTED + 1))
                pipe.expire(key, self.meta_ttl_s)
                await pipe.execute()

        if await self.state.attempt(add) is not DOWN:
            return
        person = (meta.workspace, meta.user_id)
        listed = self._listed.pop(person, None) or OrderedDict()
        listed[meta.session_id] = None
        while len(listed) > MAX_LISTED:
            listed.popitem(last=False)
        self._listed[person] = listed
        while len(self._listed) > self.max_listed_people:
            self._listed.popitem(last=False)

    async def person_sessions(
        self, workspace: str, user_id: str, *, agent_id: str | None = None, limit: int = 20
    ) -> tuple[list[SessionMeta], bool]:
        """The person's live sessions (with `agent_id`: with that agent), the most recently
        used first, and whether the list is whole (False while Redis is unreachable: then only
        the sessions this process knows)."""
        key = self.keys.person_sessions(workspace, user_id)
        ids = list(reversed(self._listed.get((workspace, user_id), {})))
        stored = await self.state.attempt(lambda c: c.zrevrange(key, 0, MAX_LISTED - 1))
        if stored is not DOWN:
            ids = list(dict.fromkeys([*(_text(i) for i in stored), *ids]))
        keys = [self.keys.session_meta(workspace, i) for i in ids]

        async def read(client: Any) -> list[Any]:
            async with client.pipeline(transaction=False) as pipe:
                for k in keys:
                    pipe.get(k)
                return list(await pipe.execute())

        raws = await self.state.attempt(read) if keys else []
        if raws is DOWN:
            raws = [None] * len(keys)
        metas: list[SessionMeta] = []
        gone: list[str] = []
        for session_id, k, raw in zip(ids, keys, raws, strict=True):
            raw = raw if raw is not None else self._mem.get(k)
            meta = None if raw is None else SessionMeta.from_json(raw)
            if meta is None or meta.workspace != workspace or meta.user_id != user_id:
                gone.append(session_id)
            elif agent_id is None or meta.agent_id == agent_id:
                metas.append(meta)
        if gone or stored is not DOWN:

            async def tidy(client: Any) -> None:
                async with client.pipeline(transaction=False) as pipe:
                    if gone:
                        pipe.zrem(key, *gone)
                    pipe.expire(key, self.meta_ttl_s)
                    await pipe.execute()

            await self.state.attempt(tidy)
        listed = self._listed.get((workspace, user_id))
        for session_id in gone:
            if listed is not None:
                listed.pop(session_id, None)
        metas.sort(key=lambda m: m.updated_at, reverse=True)
        return metas[:limit], stored is not DOWN or not self.state.configured

    # stopping a turn -------------------------------------------------------------------------
    async def request_cancel(self, meta: SessionMeta) -> str | None:
        """Ask the session's running turn to stop, wherever it runs: its id (from the lock),
        or None when no turn holds the lock."""
        lock = self.keys.session_lock(meta.workspace, meta.session_id)
        key = self.keys.session_cancel(meta.workspace, meta.session_id)
        token = await self.state.attempt(lambda c: c.get(lock))
        if token is DOWN or token is None:
            token = self._mem.get(lock)
        if token is None:
            return None
        turn_id = _text(token)
        self._mem.set(key, turn_id, 60)
        await self.state.attempt(lambda c: c.set(key, turn_id, ex=60))
        return turn_id

    async def stop_reason(self, meta: SessionMeta, turn_id: str) -> str | None:
        """Why the running turn `turn_id` must stop: "deleted" (the session was), "cancelled"
        (someone asked), or None. One round trip (both keys share the session's slot)."""
        tomb = self.keys.session_deleted(meta.workspace, meta.session_id)
        cancel = self.keys.session_cancel(meta.workspace, meta.session_id)
        got = await self.state.attempt(lambda c: c.mget(tomb, cancel))
        deleted, cancelled = (None, None) if got is DOWN else got
        deleted = deleted if deleted is not None else self._mem.get(tomb)
        cancelled = cancelled if cancelled is not None else self._mem.get(cancel)
        if deleted is not None and _text(deleted) == meta.incarnation:
            return "deleted"
        if cancelled is not None and _text(cancelled) == turn_id:
            return "cancelled"
        return None

    async def finish(self, meta: SessionMeta, token: str) -> bool:
        """Count a finished turn, write the meta and release the lock, in one round trip.
        False when this incarnation was deleted meanwhile: then nothing is written and the
        lock is still held (purge, then unlock)."""
        meta.updated_at = time.time()
        meta.turns += 1
        meta.epoch_turns += 1
        key = self.keys.session_meta(meta.workspace, meta.session_id)
        tomb = self.keys.session_deleted(meta.workspace, meta.session_id)
        lock = self.keys.session_lock(meta.workspace, meta.session_id)
        raw = meta.to_json()
        if self._mem.get(tomb) == meta.incarnation:
            return False
        done = await self.state.attempt(
            lambda c: c.eval(  # type: ignore[misc]
                _FINISH, 3, key, tomb, lock, raw, self.meta_ttl_s, meta.incarnation, token
            )
        )
        if done is not DOWN and not done:
            return False
        self._mem.set(key, raw, self.meta_ttl_s)
        if self._mem.get(lock) == token:
            self._mem.pop(lock)
        if done is DOWN:
            self._written_in_outage(meta)
            self._unreleased[lock] = token
        return True

    async def save(self, meta: SessionMeta) -> bool:
        """Write the session's meta as it is now (epochs change it mid-turn), with the full
        TTL, unless this incarnation was deleted meanwhile; False then."""
        key = self.keys.session_meta(meta.workspace, meta.session_id)
        tomb = self.keys.session_deleted(meta.workspace, meta.session_id)
        raw = meta.to_json()
        if self._mem.get(tomb) == meta.incarnation:
            return False
        done = await self.state.attempt(
            lambda c: c.eval(  # type: ignore[misc]
                _SAVE_UNLESS_DELETED, 2, key, tomb, raw, self.meta_ttl_s, meta.incarnation
            )
        )
        if done is not DOWN and not done:
            return False
        self._mem.set(key, raw, self.meta_ttl_s)
        if done is DOWN:
            self._written_in_outage(meta)
        return True

    def _written_in_outage(self, meta: SessionMeta) -> None:
        if not self.state.configured:
            return  # no Redis: memory is the store, nothing to write back
        session = (meta.workspace, meta.session_id)
        self._outage[session] = None
        self._outage.move_to_end(session)
        while len(self._outage) > self.max_outage_sessions:
            self._outage.popitem(last=False)

    async def stored_meta(self, workspace: str, session_id: str) -> SessionMeta | None:
        """The meta as Redis holds it, asked even while the state is still marked down (the
        recovery hooks run before new turns use Redis); RedisUnavailable if it cannot."""
        if self.state.client is None:
            raise RedisUnavailable("redis is not configured")
        raw = await self.state.client.get(self.keys.session_meta(workspace, session_id))
        return None if raw is None else SessionMeta.from_json(raw)

    async def _write_back(self) -> None:
        """Recovery hook: write the metas kept in memory during the outage into Redis, unless
        that life of the session was deleted, or Redis holds another life or a newer state."""
        for session in list(self._outage):
            try:
                await self._write_back_one(session)
            except RedisUnavailable:
                raise  # gone again: the next recovery goes on from here
            except Exception:  # noqa: BLE001 - one bad record never keeps Redis "down"
                log.exception(
                    "session %s/%s: its outage record could not be written back; dropped",
                    *session,
                )
            self._outage.pop(session, None)

    async def _write_back_one(self, session: tuple[str, str]) -> None:
        client = self.state.client
        assert client is not None
        key = self.keys.session_meta(*session)
        tomb = self.keys.session_deleted(*session)
        raw = self._mem.get(key)
        if raw is None:
            return
        mine = SessionMeta.from_json(raw)
        deleted = await client.get(tomb)
        current = await client.get(key)
        if deleted is not None and _text(deleted) == mine.incarnation:
            return
        if current is None:
            await client.set(key, raw, nx=True, ex=self.meta_ttl_s)
            return
        theirs = SessionMeta.from_json(current)
        if theirs.incarnation == mine.incarnation and theirs.updated_at < mine.updated_at:
            await client.eval(_REPLACE, 1, key, current, raw, self.meta_ttl_s)  # type: ignore[misc]

    async def refresh(self, meta: SessionMeta) -> None:
        """Give the meta its full TTL again: its checkpoints were just read (and refreshed),
        and the record must outlive every key named by the session."""
        key = self.keys.session_meta(meta.workspace, meta.session_id)
        await self.state.attempt(lambda c: c.expire(key, self.meta_ttl_s))

    async def mark_deleted(self, meta: SessionMeta) -> None:
        """Tombstone this incarnation: a turn still running never writes it back. With Redis
        configured the tombstone must reach it (RedisUnavailable otherwise): a delete only
        this process knew of would come back after the outage."""
        tomb = self.keys.session_deleted(meta.workspace, meta.session_id)
        if self.state.configured:
            try:
                client = self.state.require()
                await client.set(tomb, meta.incarnation, ex=self.meta_ttl_s)
            except RedisUnavailable as exc:
                raise RedisUnavailable(
                    exc.reason,
                    message="a session cannot be deleted while storage (Redis) is unreachable "
                    "(the delete would not last); retry in a few seconds",
                ) from exc
        self._mem.set(tomb, meta.incarnation, self.meta_ttl_s)
        self._outage.pop((meta.workspace, meta.session_id), None)

    async def deleted(self, meta: SessionMeta) -> bool:
        """True when this incarnation of the session was deleted."""
        tomb = self.keys.session_deleted(meta.workspace, meta.session_id)
        raw = await self.state.attempt(lambda c: c.get(tomb))
        if raw is DOWN or raw is None:
            raw = self._mem.get(tomb)
        if isinstance(raw, bytes):
            raw = raw.decode()
        return raw == meta.incarnation

    async def forget(self, workspace: str, session_id: str, *, strict: bool = False) -> None:
        """Drop the session's meta and context (its lock runs out on its own); `strict`:
        RedisUnavailable when Redis is configured and that fails."""
        keys = [
            self.keys.session_meta(workspace, session_id),
            self.keys.session_context(workspace, session_id),
        ]
        for key in keys:
            self._mem.pop(key)
        if strict:
            await self.state.must(lambda c: c.delete(*keys))
        else:
            await self.state.attempt(lambda c: c.delete(*keys))

    # context ---------------------------------------------------------------------------
    async def get_context(self, workspace: str, session_id: str) -> dict[str, Any]:
        key = self.keys.session_context(workspace, session_id)
        raw = await self.state.attempt(lambda c: c.get(key))
        if raw is DOWN or raw is None:
            raw = self._mem.get(key)
        return {} if raw is None else dict(json.loads(raw))

    async def set_context(self, workspace: str, session_id: str, context: dict[str, Any]) -> None:
        key = self.keys.session_context(workspace, session_id)
        raw = json.dumps(context, ensure_ascii=False)
        self._mem.set(key, raw, self.context_ttl_s)
        await self.state.attempt(lambda c: c.set(key, raw, ex=self.context_ttl_s))

    # lock ------------------------------------------------------------------------------
    async def lock(self, workspace: str, session_id: str, token: str) -> None:
        """Take the session's turn lock or raise 409 (another turn of it is running)."""
        key = self.keys.session_lock(workspace, session_id)
        # The in-process lock guards this replica even when Redis is up (cheap, no race).
        if not self._mem.setnx(key, token, self.lock_ttl_s):
            raise _busy(session_id)
        try:
            got = await self.state.attempt(lambda c: c.set(key, token, nx=True, ex=self.lock_ttl_s))
        except BaseException:
            # Cancelled (the client went away) or failed before we know whether Redis took
            # it: give both back, or the session answers 409 for the lock's TTL.
            if self._mem.get(key) == token:
                self._mem.pop(key)
            self._release_soon(key, token)
            raise
        if got is not DOWN and not got:
            self._mem.pop(key)
            raise _busy(session_id)

    def _release_soon(self, key: str, token: str) -> None:
        """Release a lock in Redis if it is still ours, in the background (the caller is
        being cancelled); when Redis is away, on recovery."""
        if not self.state.configured:
            return

        async def release() -> None:
            done = await self.state.attempt(lambda c: c.eval(_RELEASE, 1, key, token))  # type: ignore[misc]
            if done is DOWN:
                self._unreleased[key] = token

        task = asyncio.get_running_loop().create_task(release())
        self._releasing.add(task)
        task.add_done_callback(self._releasing.discard)

    async def renew(self, workspace: str, session_id: str, token: str) -> bool:
        """Give a held lock its full TTL again; False when it is no longer ours."""
        key = self.keys.session_lock(workspace, session_id)
        if self._mem.get(key) == token:
            self._mem.set(key, token, self.lock_ttl_s)
        done = await self.state.attempt(
            lambda c: c.eval(_RENEW, 1, key, token, self.lock_ttl_s)  # type: ignore[misc]
        )
        return done is DOWN or bool(done)

    async def holds_lock(self, workspace: str, session_id: str, token: str) -> bool:
        """True when the session's lock is (still) the one taken with `token`."""
        key = self.keys.session_lock(workspace, session_id)
        held = await self.state.attempt(lambda c: c.get(key))
        if held is DOWN:
            held = self._mem.get(key)
        return held is not None and _text(held) == token

    async def unlock(self, workspace: str, session_id: str, token: str) -> None:
        key = self.keys.session_lock(workspace, session_id)
        if self._mem.get(key) == token:
            self._mem.pop(key)
        if await self.state.attempt(lambda c: c.eval(_RELEASE, 1, key, token)) is DOWN:
            self._unreleased[key] = token

    async def _release_pending(self) -> None:
        client = self.state.client
        assert client is not None
        for key, token in list(self._unreleased.items()):
            try:
                await client.eval(_RELEASE, 1, key, token)  # type: ignore[misc]
            except RedisUnavailable:
                raise
            except Exception:  # noqa: BLE001 - e.g. WRONGTYPE: it is not our lock any more
                log.exception("releasing the session lock %s failed; dropped", key)
            self._unreleased.pop(key, None)


@dataclass
class Claimed:
    """What starting a turn reads of its session in one round trip."""

    meta: SessionMeta
    context: dict[str, Any]
    # The SSE stream's last entry as XREVRANGE COUNT 1 gives it ([(id, {field: value})]);
    # None when Redis was not asked (then the stream buffer asks itself).
    stream_tail: list[tuple[Any, dict[Any, Any]]] | None


def _pairs(flat: Any) -> dict[Any, Any]:
    """A stream entry's fields as a dict (a script returns them as a flat list)."""
    if isinstance(flat, dict):
        return flat
    return dict(zip(flat[::2], flat[1::2], strict=True))


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def _busy(session_id: str) -> Conflict:
    return Conflict(
        f"session {session_id!r} is already answering a message; wait for its reply "
        "(or resume its stream with Last-Event-ID) before sending another",
        code="session_busy",
        retryable=True,
    )
