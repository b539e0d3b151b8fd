"""The SSE buffer of each session's turns (`orchestrator:stream:{ws:session}`).

Every event of a turn is appended to a capped Redis Stream with a short TTL, so a client that
reconnects with `Last-Event-ID` (on any replica) gets what it missed, then the live rest.
Appends are batched: a turn does not wait for a Redis round trip per token. A bounded copy is
kept in process too, which serves while Redis is down. A session is named by its workspace
and id everywhere (`Session`), like its keys. A turn record is found by its (server-made,
random) turn id and names the workspace it belongs to.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections import OrderedDict, deque
from collections.abc import AsyncIterator
from typing import Any

from agents.errors import RedisUnavailable
from agents.events import TurnEvent, parse_event_id
from agents.storage.health import DOWN, RedisState
from agents.storage.keys import Keys

log = logging.getLogger("agentrt.stream")

FLUSH_DELAY = 0.02

# (workspace, session id): session ids are per workspace.
Session = tuple[str, str]


def _decode(fields: dict[bytes, bytes]) -> list[TurnEvent]:
    if b"b" in fields:
        return [TurnEvent.from_dict(d) for d in json.loads(fields[b"b"])]
    return [TurnEvent.from_json(fields[b"e"])]


class StreamBuffer:
    def __init__(
        self,
        state: RedisState,
        keys: Keys,
        *,
        ttl_s: int = 600,
        maxlen: int = 2_000,
        local_sessions: int = 1_000,
    ) -> None:
        self.state = state
        self.keys = keys
        self.ttl_s = ttl_s
        self.maxlen = maxlen
        self.local_sessions = local_sessions
        self._local: OrderedDict[Session, deque[TurnEvent]] = OrderedDict()
        self._turns: OrderedDict[str, dict[str, Any]] = OrderedDict()
        self._pending: dict[Session, list[TurnEvent]] = {}
        self._flushers: dict[Session, asyncio.Task[None]] = {}
        self._wake: dict[Session, asyncio.Event] = {}
        self._changed = asyncio.Condition()

    # writing ---------------------------------------------------------------------------
    async def open_turn(self, turn_id: str, info: dict[str, Any]) -> None:
        """Register a turn (owner: `workspace`, `user_id`; `session_id`) so a resume can find
        and authorize it."""
        self._turns[turn_id] = dict(info, status="running")
        while len(self._turns) > self.local_sessions * 4:
            self._turns.popitem(last=False)
        await self._set_turn(turn_id)

    async def close_turn(self, session: Session, turn_id: str) -> None:
        await self.flush(session)
        if turn_id in self._turns:
            self._turns[turn_id]["status"] = "finished"
            await self._set_turn(turn_id)

    async def _set_turn(self, turn_id: str) -> None:
        raw = json.dumps(self._turns[turn_id])
        await self.state.attempt(
            lambda c: c.set(self.keys.stream_turn(turn_id), raw, ex=self.ttl_s)
        )

    async def append(self, session: Session, event: TurnEvent) -> None:
        """Buffer one event; it reaches Redis in the next batch (terminal events: now)."""
        events = self._local.get(session)
        if events is None:
            events = self._local[session] = deque(maxlen=self.maxlen)
            while len(self._local) > self.local_sessions:
                self._local.popitem(last=False)
        else:
            self._local.move_to_end(session)
        events.append(event)
        async with self._changed:
            self._changed.notify_all()
        if not self.state.available:
            return
        self._pending.setdefault(session, []).append(event)
        if event.terminal:
            await self.flush(session)
        elif session not in self._flushers or self._flushers[session].done():
            self._flushers[session] = asyncio.create_task(self._flush_soon(session))

    async def _flush_soon(self, session: Session) -> None:
        wake = self._wake.setdefault(session, asyncio.Event())
        try:
            await asyncio.wait_for(wake.wait(), FLUSH_DELAY)
        except TimeoutError:
            pass
        self._wake.pop(session, None)
        await self._write(session)

    async def flush(self, session: Session) -> None:
        """Write what is pending now (the batching delay is cut short)."""
        task = self._flushers.pop(session, None)
        if task is not None and not task.done():
            wake = self._wake.get(session)
            if wake is not None:
                wake.set()
            try:
                await task
            except asyncio.CancelledError:
                pass
        await self._write(session)

    async def _write(self, session: Session) -> None:
        batch = self._pending.pop(session, [])
        if not batch or not self.state.available:
            return
        key = self.keys.stream(*session)
        # One stream entry per batch: a turn of hundreds of tokens costs a few XADDs.
        payload = json.dumps([e.to_dict() for e in batch], ensure_ascii=False)
        try:
            async with self.state.client.pipeline(transaction=False) as pipe:  # type: ignore[union-attr]
                pipe.xadd(key, {"b": payload}, maxlen=self.maxlen, approximate=True)
                pipe.expire(key, self.ttl_s)
                await pipe.execute()
        except RedisUnavailable:
            pass  # the state is marked down; the local copy serves resume meanwhile
        except Exception:  # noqa: BLE001 - the buffer serves resume; never break the turn
            log.exception("stream buffer write failed for session %s", session)

    # reading ---------------------------------------------------------------------------
    async def turn_info(self, turn_id: str) -> dict[str, Any] | None:
        """A turn's record (`workspace`, `user_id`, `session_id`, `status`); None: expired.
        The caller checks the workspace."""
        raw = await self.state.attempt(lambda c: c.get(self.keys.stream_turn(turn_id)))
        if raw is not DOWN and raw is not None:
            return dict(json.loads(raw))
        return self._turns.get(turn_id)

    async def events(self, session: Session) -> list[TurnEvent]:
        """All buffered events of a session, oldest first."""
        local = list(self._local.get(session, ()))
        entries = await self.state.attempt(lambda c: c.xrange(self.keys.stream(*session)))
        if entries is DOWN:
            return local
        stored = [e for _, fields in entries for e in _decode(fields)]
        # Events not yet flushed are only local: append the tail Redis lacks.
        if local and (not stored or stored[-1].id != local[-1].id):
            seen = {e.id for e in stored}
            stored.extend(e for e in local if e.id not in seen)
        return stored

    async def events_after(self, session: Session, after: str | None) -> list[TurnEvent]:
        """Events of a session after the event with id `after` (all of them if None)."""
        events = await self.events(session)
        if after is None:
            return events
        for index, event in enumerate(events):
            if event.id == after:
                return events[index + 1 :]
        return events

    async def follow(
        self, session: Session, turn_id: str, after_seq: int, *, idle_timeout: float = 300.0
    ) -> AsyncIterator[TurnEvent]:
        """Events of one turn after `after_seq`, then live ones until the turn ends."""
        next_seq = after_seq + 1
        loop = asyncio.get_running_loop()
        deadline = loop.time() + idle_timeout
        while True:
            progressed = False
            for event in await self.events(session):
                parsed = parse_event_id(event.id)
                if parsed is None or parsed[0] != turn_id or parsed[1] < next_seq:
                    continue
                next_seq = parsed[1] + 1
                progressed = True
                yield event
                if event.terminal:
                    return
            info = await self.turn_info(turn_id)
            if info is None:
                return
            if progressed:
                deadline = loop.time() + idle_timeout
            elif loop.time() > deadline:
                return
            async with self._changed:
                try:
                    await asyncio.wait_for(self._changed.wait(), 0.25)
                except TimeoutError:
                    pass

    async def forget(self, session: Session) -> None:
        """Drop a session's buffered events, here and in Redis."""
        self._local.pop(session, None)
        self._pending.pop(session, None)
        key = self.keys.stream(*session)
        await self.state.attempt(lambda c: c.delete(key))
