"""Live events of followed sessions: one reader per process, fanned out to each follower.

A resume follower (a client back with `Last-Event-ID` for a turn that runs in another process)
waits on its own wake-up, never on a lock shared with other followers: one cancelled at any
await leaves nothing behind that could block an append or another follower. One task per
process reads the new entries of every followed session's stream with one `XREAD BLOCK`, from
the last id it read, so an entry is read and decoded once however many followers it has and
however long the stream is, and an idle follower costs Redis nothing. The task runs while some
session is followed. A follower more than `limit` events behind is ended; its client resumes
from the last event it got.

On a Redis Cluster one XREAD may only name streams of one slot, and sessions are spread over
all of them: there the task reads every slot's followed streams without BLOCK, in one round
trip per node, and waits `CLUSTER_POLL` seconds when nothing came.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import logging
from collections import deque
from typing import Any

from redis.asyncio import Redis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from agents.errors import RedisUnavailable
from agents.events import TurnEvent, parse_event_id
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import slot_groups

log = logging.getLogger("agentrt.stream")

# (workspace, session id): session ids are per workspace.
Session = tuple[str, str]

READ_COUNT = 100  # stream entries (batches of events) per session per read
MAX_BLOCK = 0.5  # a session followed meanwhile joins the next read, this much later at most
CLUSTER_POLL = 0.05  # on a Redis Cluster (no BLOCK over slots): the pause after an empty read


def decode_entry(fields: dict[bytes, bytes]) -> list[TurnEvent]:
    """The events of one stream entry (a batch `b`, or one event `e`)."""
    if b"b" in fields:
        return [TurnEvent.from_dict(d) for d in json.loads(fields[b"b"])]
    return [TurnEvent.from_json(fields[b"e"])]


class Follower:
    """One follower's inbox: the events of its turn, and its own wake-up."""

    def __init__(self, session: Session, turn_id: str, limit: int) -> None:
        self.session = session
        self.turn_id = turn_id
        self.limit = limit
        self.events: deque[TurnEvent] = deque()
        self.overflowed = False
        self._wake = asyncio.Event()

    def push(self, events: list[TurnEvent]) -> None:
        if self.overflowed:
            return
        if len(self.events) + len(events) > self.limit:
            self.overflowed = True  # behind: end it once what it has is sent
        else:
            self.events.extend(events)
        self._wake.set()

    async def wait(self, timeout: float) -> None:
        """Until something was pushed (or overflow), at most `timeout` seconds. An Event and
        a timer of its own: cancelling it anywhere strands nothing."""
        if self.events or self.overflowed:
            return
        self._wake.clear()
        timer = asyncio.get_running_loop().call_later(max(0.0, timeout), self._wake.set)
        try:
            await self._wake.wait()
        finally:
            timer.cancel()


class StreamFanout:
    """Followers by session, and the one reader task that feeds them."""

    def __init__(
        self,
        state: RedisState,
        keys: Keys,
        *,
        limit: int = 4_096,
        block_seconds: float | None = None,
    ) -> None:
        self.state = state
        self.keys = keys
        self.limit = limit
        self.block_seconds = block_seconds
        self._followers: dict[Session, set[Follower]] = {}
        self._read_ids: dict[Session, Any] = {}  # last stream id read, per followed session
        self._task: asyncio.Task[None] | None = None
        # On a cluster: reads without BLOCK, on the guarded client (a timeout there is Redis's).
        self._cluster = state.cluster
        # Unguarded, on the same pool: a blocking read that times out (a busy event loop reads
        # its answer late) is retried; it must not mark Redis down for everyone.
        pool = None if self._cluster else getattr(state.client, "connection_pool", None)
        self._client = Redis(connection_pool=pool) if pool is not None else None
        self._socket_timeout = float(
            getattr(pool, "connection_kwargs", {}).get("socket_timeout") or 1.0
        )

    def add(self, session: Session, turn_id: str) -> Follower:
        """Register before reading the backlog: nothing read later is missed."""
        follower = Follower(session, turn_id, self.limit)
        self._followers.setdefault(session, set()).add(follower)
        return follower

    def start(self, follower: Follower, after_id: Any) -> None:
        """Read the follower's session on from stream id `after_id` (where its backlog read
        ended), unless it is read already."""
        if follower.session not in self._followers:
            return
        self._read_ids.setdefault(follower.session, after_id)
        if self._task is None or self._task.done():
            # Every session's followers: the service's work, not the first follower's
            # workspace's (a fresh context: no fair share charged for its reads).
            self._task = asyncio.create_task(
                self._run(), name="stream-followers", context=contextvars.Context()
            )

    def remove(self, follower: Follower) -> None:
        followers = self._followers.get(follower.session)
        if followers is None:
            return
        followers.discard(follower)
        if not followers:
            del self._followers[follower.session]
            self._read_ids.pop(follower.session, None)

    def count(self, session: Session) -> int:
        return len(self._followers.get(session, ()))

    async def aclose(self) -> None:
        task, self._task = self._task, None
        if task is not None and not task.done():
            task.cancel()
            try:
                await task
            except asyncio.CancelledError:
                pass

    # the reader ------------------------------------------------------------------------
    def _block_ms(self) -> int:
        seconds = self.block_seconds
        if seconds is None:
            # Below the pool's socket timeout: a longer BLOCK would time out every time.
            seconds = min(MAX_BLOCK, self._socket_timeout / 2)
        return max(1, int(seconds * 1000))

    async def _run(self) -> None:
        while self._read_ids:
            client = self.state.client if self._cluster else self._client
            if client is None or not self.state.available:
                await asyncio.sleep(self._block_ms() / 1000)  # the probe brings Redis back
                continue
            by_key = {self.keys.stream(*s).encode(): s for s in self._read_ids}
            streams = {key: self._read_ids[s] for key, s in by_key.items()}
            reply: Any
            try:
                if self._cluster:
                    reply = await self._read_slots(client, streams)
                else:
                    reply = await client.xread(streams, count=READ_COUNT, block=self._block_ms())  # type: ignore[arg-type]
            except (RedisUnavailable, RedisConnectionError, RedisTimeoutError, OSError):
                await asyncio.sleep(self._block_ms() / 1000)  # late, or Redis is away: again
                continue
            except Exception:  # noqa: BLE001 - never let one bad read end every follower
                log.exception("reading followed streams failed")
                await asyncio.sleep(1.0)
                continue
            self._deliver(reply, by_key)
            if self._cluster and not reply:
                await asyncio.sleep(CLUSTER_POLL)

    @staticmethod
    async def _read_slots(client: Redis, streams: dict[bytes, Any]) -> list[Any]:
        """XREAD (no BLOCK) of the followed streams, one command per cluster slot, in one
        round trip per node; the (stream, entries) pairs of those that have new entries."""
        async with client.pipeline(transaction=False) as pipe:
            for group in slot_groups(streams):
                pipe.xread({key: streams[key] for key in group}, count=READ_COUNT)  # type: ignore[misc]
            replies = await pipe.execute()
        found: list[Any] = []
        for reply in replies:
            found.extend(reply.items() if isinstance(reply, dict) else (reply or []))
        return found

    def _deliver(self, reply: Any, by_key: dict[bytes, Session]) -> None:
        # No await in here: a follower registered now reads its backlog after these entries.
        items = reply.items() if isinstance(reply, dict) else (reply or [])
        for key, entries in items:
            session = by_key.get(key if isinstance(key, bytes) else str(key).encode())
            if session is None or session not in self._read_ids:
                continue  # no longer followed
            for entry_id, fields in entries:
                self._read_ids[session] = entry_id
                followers = self._followers.get(session)
                if not followers:
                    continue
                try:
                    events = decode_entry(fields)
                except Exception:  # noqa: BLE001 - a bad entry is skipped, not fatal
                    log.warning("undecodable stream entry %r of session %s", entry_id, session)
                    continue
                by_turn: dict[str, list[TurnEvent]] = {}
                for event in events:
                    parsed = parse_event_id(event.id)
                    if parsed is not None:
                        by_turn.setdefault(parsed[0], []).append(event)
                for follower in list(followers):
                    mine = by_turn.get(follower.turn_id)
                    if mine:
                        follower.push(mine)
