"""The SSE buffer of each session's turns (`orchestrator:stream:{ws:session}`).

Every event of a turn is appended to a capped Redis Stream with a short TTL, so a client that
reconnects with `Last-Event-ID` (on any replica) gets what it missed, then the live rest.
Appends are batched: a turn does not wait for a Redis round trip per token. A bounded copy is
kept in process too, which serves while Redis is down.

Only what a resume needs is kept: the running turn and the one before it. Each entry names
where its turn starts in the stream (field `t`); a turn learns where the turn before it starts
from the stream's last entry, read in the round trip that writes its record (`open_turn`), so
consecutive turns on different replicas trim alike, and its first batch trims the older turns
in the pipeline that writes it (XTRIM MINID). MAXLEN still caps one long turn. The local copy
drops the older turns when a turn's first event joins it. A session is named by its workspace
and id everywhere (`Session`), like its keys. A turn record is found by its (server-made,
random) turn id and names the workspace it belongs to. A follower reads the turn's backlog
once, from the newest entry back, then only new entries, through the process's one reader
(agents/storage/stream_fanout.py).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import OrderedDict, deque
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from redis.asyncio import Redis
from redis.typing import EncodableT, FieldT

from agents.errors import RedisUnavailable
from agents.events import (
    TurnEvent,
    event_id,
    event_seq,
    expired_event,
    lost_event,
    parse_event_id,
)
from agents.storage.health import DOWN, RedisState
from agents.storage.keys import Keys
from agents.storage.stream_fanout import Session, StreamFanout
from agents.storage.stream_fanout import decode_entry as _decode

log = logging.getLogger("agentrt.stream")

FLUSH_DELAY = 0.02
TAIL_PAGE = 64  # stream entries per backward read of a turn's backlog
# Stream entry field: the id of the first entry of the entry's turn, `THIS_ENTRY` in that first
# entry itself (its id is made by XADD). Entries without it (older releases) are never trimmed
# by turn, only by MAXLEN and the TTL.
TURN_START = "t"
THIS_ENTRY = "*"

__all__ = ["Session", "StreamBuffer"]


async def _newest(client: Redis, *, key: str, upper: str) -> Any:
    """Up to TAIL_PAGE entries of a stream, newest first, up to id `upper` (`(id`: before)."""
    return await client.xrevrange(key, max=upper, min="-", count=TAIL_PAGE)


async def _record_and_last_entry(
    client: Redis, *, record_key: str, record: str, ttl_s: int, stream_key: str
) -> Any:
    """Write a turn's record, and read its session stream's last entry, in one round trip."""
    async with client.pipeline(transaction=False) as pipe:
        pipe.set(record_key, record, ex=ttl_s)
        pipe.xrevrange(stream_key, count=1)
        return await pipe.execute()


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def _turn_start(entries: list[Any]) -> str | None:
    """Where the turn of the last entry (`entries`: XREVRANGE COUNT 1) starts in the stream;
    None when the stream is empty or the entry does not say."""
    if not entries:
        return None
    entry_id, fields = entries[0]
    start = fields.get(TURN_START.encode())
    if start is None:
        return None
    return _text(entry_id) if _text(start) == THIS_ENTRY else _text(start)


def _turn_of(events: list[TurnEvent]) -> str | None:
    """The turn of the newest event of ours in `events` (None: no event id of ours)."""
    for event in reversed(events):
        parsed = parse_event_id(event.id)
        if parsed is not None:
            return parsed[0]
    return None


# An event in the local copy: (event, data's items, id). Tuples of plain values, not the
# TurnEvent and its dict: the copy holds up to `local_sessions` x `maxlen` events, and the
# garbage collector stops tracking a tuple that holds only strings and numbers (never one that
# holds a dict), so its full collections, which pause the event loop for every workspace, do
# not walk every kept event (a token's or most others' data: strings and numbers).
_Kept = tuple[str, tuple[tuple[str, Any], ...], str]


def _keep(event: TurnEvent) -> _Kept:
    return (event.event, tuple(event.data.items()), event.id)


def _kept(kept: _Kept) -> TurnEvent:
    return TurnEvent(kept[0], dict(kept[1]), kept[2])


def _drop_older_turns(events: deque[_Kept], new_turn: str) -> None:
    """Before an event of `new_turn` joins the local copy: keep only the last turn in it."""
    parsed = parse_event_id(events[-1][2]) if events else None
    last = parsed[0] if parsed is not None else None
    if last is None or last == new_turn:
        return
    keep = 0
    for kept in reversed(events):
        parsed = parse_event_id(kept[2])
        if parsed is not None and parsed[0] != last:
            break
        keep += 1
    for _ in range(len(events) - keep):
        events.popleft()


@dataclass
class _TurnStart:
    """A turn of a session, and the id of its first entry in the stream once written."""

    turn_id: str
    entry: str | None = None


@dataclass
class _Window:
    """What this process knows of a session's stream: its current turn, the one before, and
    where older entries end (`cut`: MINID with the current turn's first write)."""

    current: _TurnStart
    previous: _TurnStart | None = None
    cut: str | None = None
    # When this process last gave the stream its TTL during the current turn (monotonic).
    expired_at: float | None = None


class StreamBuffer:
    def __init__(
        self,
        state: RedisState,
        keys: Keys,
        *,
        ttl_s: int = 600,
        maxlen: int = 2_000,
        local_sessions: int = 1_000,
        follow_seconds: float = 300.0,
        follower_limit: int = 4_096,
        read_block_seconds: float | None = None,
    ) -> None:
        self.state = state
        self.keys = keys
        self.ttl_s = ttl_s
        self.maxlen = maxlen
        self.local_sessions = local_sessions
        self._local: OrderedDict[Session, deque[_Kept]] = OrderedDict()
        self._turns: OrderedDict[str, dict[str, Any]] = OrderedDict()
        self._windows: OrderedDict[Session, _Window] = OrderedDict()
        self._pending: dict[Session, list[TurnEvent]] = {}
        # Batches taken from `_pending` whose write to Redis has not finished yet.
        self._inflight: dict[Session, list[list[TurnEvent]]] = {}
        self._flushers: dict[Session, asyncio.Task[None]] = {}
        self._wake: dict[Session, asyncio.Event] = {}
        # A follower ends after this long without a new event of its turn.
        self.follow_seconds = follow_seconds
        self._fanout = StreamFanout(
            state, keys, limit=follower_limit, block_seconds=read_block_seconds
        )

    # writing ---------------------------------------------------------------------------
    async def open_turn(
        self,
        turn_id: str,
        info: dict[str, Any],
        *,
        stream_tail: list[tuple[Any, dict[Any, Any]]] | None = None,
    ) -> None:
        """Register a turn (owner: `workspace`, `user_id`; `session_id`) so a resume can find
        and authorize it. In the same round trip, learn where the turn before it starts in the
        session's stream: the turn's first write trims what is older. `stream_tail`: the
        stream's last entry when the caller read it already (the session claim does)."""
        self._turns[turn_id] = dict(info, status="running")
        while len(self._turns) > self.local_sessions * 4:
            self._turns.popitem(last=False)
        workspace, session_id = info.get("workspace"), info.get("session_id")
        if not isinstance(workspace, str) or not isinstance(session_id, str):
            await self._set_turn(turn_id)
            return
        session = (workspace, session_id)
        # The stream's last entry is the turn before's (turns of a session run one at a time,
        # on any replica): where it starts is where this turn's first write cuts.
        if stream_tail is not None:
            await self._set_turn(turn_id)
            reply: Any = [None, stream_tail]
        else:
            reply = await self.state.attempt(
                partial(
                    _record_and_last_entry,
                    record_key=self.keys.stream_turn(turn_id),
                    record=json.dumps(self._turns[turn_id]),
                    ttl_s=self.ttl_s,
                    stream_key=self.keys.stream(*session),
                )
            )
        known = self._windows.get(session)
        previous = None
        if known is not None:
            previous = known.previous if known.current.turn_id == turn_id else known.current
        if reply is not DOWN:
            cut = _turn_start(reply[1])
        else:  # Redis is away: this process's last turn, if it reached Redis
            cut = previous.entry if previous is not None else None
        self._remember(session, _Window(_TurnStart(turn_id), previous, cut))

    def _remember(self, session: Session, window: _Window) -> None:
        self._windows[session] = window
        self._windows.move_to_end(session)
        while len(self._windows) > self.local_sessions:
            self._windows.popitem(last=False)

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
            turn = _turn_of([event])
            if turn is not None:
                _drop_older_turns(events, turn)
        events.append(_keep(event))
        if not self.state.available:
            return
        self._pending.setdefault(session, []).append(event)
        if event.terminal:
            await self.flush(session)
        elif session not in self._flushers or self._flushers[session].done():
            # The wake-up exists before the task runs: a flush right after cuts the delay short.
            self._wake[session] = asyncio.Event()
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
        fields: dict[FieldT, EncodableT] = {
            "b": json.dumps([e.to_dict() for e in batch], ensure_ascii=False)
        }
        start, cut = self._turn_start_for(session, batch)
        if start is not None:
            fields[TURN_START] = start.entry or THIS_ENTRY
        # The TTL is set by a turn's first write, then again only after half of it: the
        # stream outlives the turn's last event by at least ttl/2, at one EXPIRE a turn.
        window = self._windows.get(session)
        now = time.monotonic()
        refresh = (
            window is None or window.expired_at is None or now - window.expired_at > self.ttl_s / 2
        )
        inflight = self._inflight.setdefault(session, [])
        inflight.append(batch)
        try:
            async with self.state.client.pipeline(transaction=False) as pipe:  # type: ignore[union-attr]
                if cut is not None:  # exact: `~` only drops whole nodes of 100 entries
                    # A turn's first write trims the turns before the previous one in the
                    # same command; MAXLEN caps the stream again from its next write.
                    pipe.xadd(key, fields, minid=cut, approximate=False)
                else:
                    pipe.xadd(key, fields, maxlen=self.maxlen, approximate=True)
                if refresh:
                    pipe.expire(key, self.ttl_s)
                replies = await pipe.execute()
            if refresh and window is not None:
                window.expired_at = now
            if start is not None and start.entry is None:
                start.entry = _text(replies[0])
        except RedisUnavailable:
            pass  # the state is marked down; the local copy serves resume meanwhile
        except Exception:  # noqa: BLE001 - the buffer serves resume; never break the turn
            log.exception("stream buffer write failed for session %s", session)
        finally:
            if batch in inflight:
                inflight.remove(batch)
            if not inflight and self._inflight.get(session) is inflight:
                del self._inflight[session]

    def _turn_start_for(
        self, session: Session, batch: list[TurnEvent]
    ) -> tuple[_TurnStart | None, str | None]:
        """The turn a batch is written for, and the MINID to trim with (the turn's first write
        only). A turn this process did not open cuts where its own last turn starts."""
        turn_id = _turn_of(batch)
        if turn_id is None:
            return None, None
        window = self._windows.get(session)
        if window is not None and window.previous is not None:
            if window.previous.turn_id == turn_id:  # a late batch of the turn before
                return window.previous, None
        if window is None or window.current.turn_id != turn_id:
            previous = window.current if window is not None else None
            cut = previous.entry if previous is not None else None
            window = _Window(_TurnStart(turn_id), previous, cut)
        self._remember(session, window)
        current = window.current
        return current, (window.cut if current.entry is None else None)

    # reading ---------------------------------------------------------------------------
    async def turn_info(self, turn_id: str) -> dict[str, Any] | None:
        """A turn's record (`workspace`, `user_id`, `session_id`, `status`); None: expired.
        The caller checks the workspace."""
        raw = await self.state.attempt(lambda c: c.get(self.keys.stream_turn(turn_id)))
        if raw is not DOWN and raw is not None:
            return dict(json.loads(raw))
        return self._turns.get(turn_id)

    async def events(self, session: Session) -> list[TurnEvent]:
        """All buffered events of a session, oldest first.

        With Redis up, what Redis holds plus this process's events on their way there (batched
        or being written), never the rest of the local copy: that may be of a life of the
        session id deleted meanwhile (on another replica), i.e. of another person."""
        local = [_kept(kept) for kept in self._local.get(session, ())]
        unflushed = self._unflushed(session)
        entries = await self.state.attempt(lambda c: c.xrange(self.keys.stream(*session)))
        if entries is DOWN:
            return local
        stored = [e for _, fields in entries for e in _decode(fields)]
        seen = {e.id for e in stored}
        for event in [*unflushed, *self._unflushed(session)]:  # before and after the read
            if event.id not in seen:
                seen.add(event.id)
                stored.append(event)
        return stored

    def _unflushed(self, session: Session) -> list[TurnEvent]:
        batches = [*self._inflight.get(session, ()), self._pending.get(session, [])]
        return [e for batch in batches for e in batch]

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
        self,
        session: Session,
        turn_id: str,
        after_seq: int,
        *,
        info: dict[str, Any] | None = None,
        idle_timeout: float | None = None,
        alive: Callable[[], Awaitable[bool]] | None = None,
        check_every: float = 5.0,
    ) -> AsyncIterator[TurnEvent]:
        """Events of one turn after `after_seq`, then live ones until the turn ends, or nothing
        new came for `idle_timeout` seconds (`follow_seconds` by default). Ends at once when
        the turn is over and the client has its last event. `info`: the turn's record as the
        caller just read it (`turn_info`); read here when not given. `alive`: asked after
        every `check_every` quiet seconds whether some process still runs the turn (its
        session lock); when none does and the turn's events end without a terminal one, the
        follower ends with a `turn_lost` error instead of waiting out `idle_timeout`."""
        idle = self.follow_seconds if idle_timeout is None else idle_timeout
        loop = asyncio.get_running_loop()
        follower = self._fanout.add(session, turn_id)  # first: nothing appended later is missed
        try:
            if info is None:  # before the backlog: "finished" means complete
                info = await self.turn_info(turn_id)
            if info is None:
                return
            backlog, ended, read_from = await self._turn_tail(session, turn_id, after_seq)
            if not backlog and not ended and info.get("status") == "finished":
                # Its record outlives its events: the buffer keeps only the last two turns.
                yield expired_event(event_id(turn_id, after_seq))
                return
            next_seq = after_seq + 1
            for event in backlog:
                next_seq = event_seq(event) + 1
                yield event
                if event.terminal:
                    return
            if ended or info.get("status") == "finished":
                return
            # Live from here: entries after the backlog's read (pushed here since `add`).
            self._fanout.start(follower, read_from)
            deadline = loop.time() + idle
            checked = loop.time()
            while True:
                while follower.events:
                    event = follower.events.popleft()
                    seq = event_seq(event)
                    if seq < next_seq:  # read twice (backlog and live), or before the client's
                        if event.terminal:
                            return
                        continue
                    next_seq = seq + 1
                    deadline = loop.time() + idle
                    yield event
                    if event.terminal:
                        return
                if follower.overflowed:
                    return  # too far behind: the client resumes from the last event it got
                remaining = deadline - loop.time()
                if remaining <= 0:
                    return
                if alive is not None and loop.time() - checked >= check_every:
                    checked = loop.time()
                    if not await alive():
                        # Nobody holds the turn: what it wrote is all there will be.
                        tail, ended, _ = await self._turn_tail(session, turn_id, next_seq - 1)
                        for event in tail:
                            next_seq = max(next_seq, event_seq(event) + 1)
                            yield event
                            if event.terminal:
                                return
                        if not ended:
                            yield lost_event(turn_id, next_seq)
                        return
                wait = remaining if alive is None else min(remaining, check_every)
                await follower.wait(wait)
        finally:
            self._fanout.remove(follower)

    async def _turn_tail(
        self, session: Session, turn_id: str, after_seq: int
    ) -> tuple[list[TurnEvent], bool, Any]:
        """The turn's buffered events after `after_seq` (oldest first); whether the turn
        ended at or before `after_seq`; the stream id to read live events after. Read from the
        newest entry back until the client's event (or the turn's first) is reached, so a
        resume costs what it missed, not the session's whole stream."""
        key = self.keys.stream(*session)
        newest_first: list[TurnEvent] = []
        ended = False
        read_from: Any = None
        upper = "+"
        reached = False
        while not reached:
            page = await self.state.attempt(partial(_newest, key=key, upper=upper))
            if page is DOWN:
                # Redis is away: the local copy; when it is back, read the stream from the start.
                return self._local_tail(session, turn_id, after_seq, [], False) + ("0-0",)
            if read_from is None:
                read_from = page[0][0] if page else "0-0"
            for entry_id, fields in page:
                for event in reversed(_decode(fields)):
                    parsed = parse_event_id(event.id)
                    if parsed is None or parsed[0] != turn_id:
                        continue
                    if parsed[1] > after_seq:
                        newest_first.append(event)
                    else:
                        reached = True
                        ended = ended or event.terminal
                    reached = reached or parsed[1] <= 1
                upper = "(" + (entry_id.decode() if isinstance(entry_id, bytes) else entry_id)
                if reached:
                    break
            if len(page) < TAIL_PAGE:
                break
        newest_first.reverse()
        return self._local_tail(session, turn_id, after_seq, newest_first, ended) + (read_from,)

    def _local_tail(
        self, session: Session, turn_id: str, after_seq: int, stored: list[TurnEvent], ended: bool
    ) -> tuple[list[TurnEvent], bool]:
        """`stored` and the turn's local events after it (not yet flushed, or Redis is down)."""
        last = event_seq(stored[-1]) if stored else after_seq
        newer: list[TurnEvent] = []
        for kept in reversed(self._local.get(session, ())):
            parsed = parse_event_id(kept[2])
            if parsed is None or parsed[0] != turn_id:
                continue
            event = _kept(kept)
            if parsed[1] <= last:
                ended = ended or (parsed[1] <= after_seq and event.terminal)
                break
            newer.append(event)
        stored.extend(reversed(newer))
        return stored, ended

    def kept_ids(self, session: Session) -> list[str]:
        """Ids of the session's events in this process's copy, oldest first (for tests)."""
        return [kept[2] for kept in self._local.get(session, ())]

    def follower_count(self, session: Session) -> int:
        """Followers of the session reading from this process's buffer."""
        return self._fanout.count(session)

    async def aclose(self) -> None:
        """Stop the followers' reader (shutdown)."""
        await self._fanout.aclose()

    async def forget(self, session: Session, *, strict: bool = False) -> None:
        """Drop a session's buffered events, here and in Redis (`strict`: RedisUnavailable
        when Redis is configured and that fails)."""
        self._local.pop(session, None)
        self._windows.pop(session, None)
        self._pending.pop(session, None)
        self._inflight.pop(session, None)
        key = self.keys.stream(*session)
        if strict:
            await self.state.must(lambda c: c.delete(key))
        else:
            await self.state.attempt(lambda c: c.delete(key))
