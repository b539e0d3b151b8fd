"""The in-memory fallback of checkpoints while Redis is unreachable, and carrying it back.

One rule: during an outage only a session's conversation falls back (the checkpoints, and what
a turn needs to run: its meta, lock and stream buffer, kept by their own stores), always named
by (workspace, session). Long-term memory is skipped and agent or settings writes are refused
elsewhere; nothing else is replayed.

- The fallback saver names a thread by its workspace too (`memory_thread`): two workspaces
  never share an outage thread, whatever their thread ids.
- A session's first outage turn seeds its memory thread with the last state this process saw
  in Redis (`remember`, bounded), so the conversation goes on with its context.
- When Redis is back the outage threads are carried over (on recovery, and at the session's
  next turn for one that was busy then): written into the same (workspace, session) thread,
  and only into the same life of that session (its incarnation); a conflict drops the outage
  copy instead of writing into someone else's thread. When Redis still holds the state the
  seed came from, the outage state replaces it (a summary made meanwhile included); when it
  moved on meanwhile (another replica), the outage's messages are merged in by id.
- Writes go through a one-node graph over the same state schema (`carry_graph`), so they
  work alike for model and bridged agents, whatever nodes their graphs have.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from langchain_core.messages import RemoveMessage
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import REMOVE_ALL_MESSAGES

from agents.checkpoint import CheckpointProvider
from agents.errors import RedisUnavailable
from agents.graph import AgentState
from agents.storage.keys import encode_part
from agents.storage.sessions import SessionMeta

log = logging.getLogger("agentrt.fallback")

CARRY = "carry"
Session = tuple[str, str]  # (workspace, session id)


def memory_thread(workspace: str, thread_id: str) -> str:
    """The fallback saver's name of a session thread: `{encoded workspace}/{thread id}`.
    Injective (an encoded workspace has no `/`), so a legacy thread id (the bare session id)
    of one workspace never meets another workspace's."""
    return f"{encode_part(workspace)}/{thread_id}"


def thread_config(thread_id: str) -> RunnableConfig:
    return {"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}}


def carry_graph(saver: BaseCheckpointSaver) -> Any:
    """A graph over the conversation state with one node, `carry`, compiled on `saver`:
    `aupdate_state(..., as_node=CARRY)` writes values through the state's reducers into any
    agent's thread (langgraph and bridged graphs alike)."""
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(AgentState)
    builder.add_node(CARRY, _no_change)
    builder.add_edge(START, CARRY)
    builder.add_edge(CARRY, END)
    return builder.compile(checkpointer=saver)


def _no_change(state: AgentState) -> dict[str, Any]:
    return {}


def _ids(values: dict[str, Any] | None) -> list[str]:
    return [str(m.id) for m in (values or {}).get("messages") or []]


@dataclass(frozen=True)
class OutageThread:
    """A thread a session wrote in memory during an outage, not carried over yet."""

    workspace: str
    session_id: str
    incarnation: str  # the life of the session it belongs to (SessionMeta.incarnation)
    thread_id: str  # its thread in Redis
    seed_ids: tuple[str, ...] | None  # message ids of the state it started from; None: none


StoredMeta = Callable[[str, str], Awaitable[SessionMeta | None]]


@dataclass
class _SessionLock:
    """A session's outage lock and how many hold it or wait for it: it leaves the table
    only when none do (`locked()` is already False while a woken waiter has not run)."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    users: int = 0


class CheckpointFallback:
    """Outage threads of sessions, their seeds, and carrying them back into Redis."""

    def __init__(self, checkpoints: CheckpointProvider, *, recent_limit: int = 256) -> None:
        self.checkpoints = checkpoints
        self.memory = checkpoints.memory
        self.recent_limit = recent_limit
        # (workspace, thread id) -> the latest state seen of that thread (values).
        self._recent: OrderedDict[tuple[str, str], dict[str, Any]] = OrderedDict()
        # memory thread id -> what it is; bounded with the fallback saver (it evicts both).
        self._outage: dict[str, OutageThread] = {}
        self._locks: dict[Session, _SessionLock] = {}
        self._carriers: dict[str, tuple[BaseCheckpointSaver, Any]] = {}
        self.memory.on_evict = self._evicted

    def _carrier(self, saver: BaseCheckpointSaver) -> Any:
        """The carry graph of one of our two savers (compiled once per saver)."""
        name = "memory" if saver is self.memory else "redis"
        cached = self._carriers.get(name)
        if cached is None or cached[0] is not saver:
            cached = self._carriers[name] = (saver, carry_graph(saver))
        return cached[1]

    # what is known -----------------------------------------------------------------------
    def remember(self, workspace: str, thread_id: str, values: dict[str, Any]) -> None:
        """The latest state of a thread as a turn left it (seeds the fallback if needed)."""
        key = (workspace, thread_id)
        self._recent[key] = dict(values)
        self._recent.move_to_end(key)
        while len(self._recent) > self.recent_limit:
            self._recent.popitem(last=False)

    def recent(self, workspace: str, thread_id: str) -> dict[str, Any] | None:
        return self._recent.get((workspace, thread_id))

    def pending(self, meta: SessionMeta) -> list[OutageThread]:
        """The session's outage threads not carried over yet."""
        session = (meta.workspace, meta.session_id)
        return [r for r in self._outage.values() if (r.workspace, r.session_id) == session]

    def _evicted(self, mem_thread: str) -> None:
        record = self._outage.pop(mem_thread, None)
        if record is not None:
            log.warning(
                "outage thread of session %s/%s expired before Redis came back",
                record.workspace,
                record.session_id,
            )

    @asynccontextmanager
    async def session_lock(self, meta: SessionMeta) -> AsyncIterator[None]:
        """One user of a session's outage threads at a time: a turn running in memory, or
        carrying them over."""
        session = (meta.workspace, meta.session_id)
        entry = self._locks.get(session)
        if entry is None:
            entry = self._locks[session] = _SessionLock()
        entry.users += 1
        try:
            async with entry.lock:
                yield
        finally:
            entry.users -= 1
            if not entry.users and not self.pending(meta) and self._locks.get(session) is entry:
                del self._locks[session]

    # an outage turn ------------------------------------------------------------------------
    async def open(self, meta: SessionMeta) -> str:
        """The memory thread of the session's current thread, seeded on first use with the
        last state seen (Redis is away). Returns its id."""
        thread_id = meta.current_thread
        mem_thread = memory_thread(meta.workspace, thread_id)
        record = self._outage.get(mem_thread)
        if record is not None and record.incarnation != meta.incarnation:
            await self.memory.adelete_thread(mem_thread)  # an older life of the id
            self._outage.pop(mem_thread, None)
            record = None
        if not self.checkpoints.state.configured:
            return mem_thread  # no Redis: memory is the store, nothing to seed or carry
        if record is None or not self.memory.has_thread(mem_thread):
            seed = self.recent(meta.workspace, thread_id)
            await self._write(mem_thread, seed, replace=True)
            self._outage[mem_thread] = OutageThread(
                meta.workspace,
                meta.session_id,
                meta.incarnation,
                thread_id,
                tuple(_ids(seed)) if seed is not None else None,
            )
        return mem_thread

    async def keep_answered(self, meta: SessionMeta, before: list[Any] | None) -> None:
        """Redis failed when the turn's answer was being saved: keep the turn's final state
        (`remember`ed from the run) in memory; it is carried over like any outage turn."""
        thread_id = meta.current_thread
        mem_thread = memory_thread(meta.workspace, thread_id)
        await self.memory.adelete_thread(mem_thread)
        await self._write(mem_thread, self.recent(meta.workspace, thread_id), replace=True)
        self._outage[mem_thread] = OutageThread(
            meta.workspace,
            meta.session_id,
            meta.incarnation,
            thread_id,
            tuple(str(m.id) for m in before) if before is not None else None,
        )

    async def values(self, workspace: str, thread_id: str) -> dict[str, Any] | None:
        """The memory thread's values (None when it holds nothing)."""
        found = await self.memory.aget_tuple(thread_config(memory_thread(workspace, thread_id)))
        return dict(found.checkpoint["channel_values"]) if found is not None else None

    async def _write(
        self, mem_thread: str, values: dict[str, Any] | None, *, replace: bool
    ) -> None:
        if not values:
            return
        update = dict(values)
        if replace:
            update["messages"] = [
                RemoveMessage(id=REMOVE_ALL_MESSAGES),
                *(values.get("messages") or []),
            ]
        await self._carrier(self.memory).aupdate_state(
            thread_config(mem_thread), update, as_node=CARRY
        )

    # carrying back -------------------------------------------------------------------------
    async def carry_session(self, meta: SessionMeta) -> int:
        """Carry the session's outage threads into Redis (the caller holds its lock); `meta`
        is the session's record as Redis has it. Returns how many threads were written."""
        carried = 0
        for record in self.pending(meta):
            carried += await self._carry(record, meta)
        return carried

    async def carry_all(self, stored_meta: StoredMeta, busy: Callable[[Session], bool]) -> None:
        """Recovery hook: carry every outage thread whose session is not answering right now
        (those are carried at their next turn). `stored_meta` reads a meta from Redis."""
        by_session: dict[Session, list[OutageThread]] = {}
        for record in self._outage.values():
            by_session.setdefault((record.workspace, record.session_id), []).append(record)
        for session, records in by_session.items():
            entry = self._locks.get(session)
            if busy(session) or (entry is not None and entry.users):
                continue
            try:
                await self._carry_records(session, records, stored_meta)
            except RedisUnavailable:
                raise  # gone again: the next recovery goes on from here
            except Exception:  # noqa: BLE001 - one bad record never keeps Redis "down"
                log.exception("session %s/%s: outage threads could not be carried", *session)
                for record in records:
                    if memory_thread(record.workspace, record.thread_id) in self._outage:
                        self._drop(record, "it could not be carried over")

    async def _carry_records(
        self, session: Session, records: list[OutageThread], stored_meta: StoredMeta
    ) -> None:
        meta = await stored_meta(*session)
        if meta is None:
            # Deleted, expired, or never written back: nobody may find these messages.
            for record in records:
                self._drop(record, "the session is gone from Redis")
            return
        async with self.session_lock(meta):
            for record in records:
                await self._carry(record, meta)

    async def _carry(self, record: OutageThread, meta: SessionMeta) -> int:
        mem_thread = memory_thread(record.workspace, record.thread_id)
        if (meta.workspace, meta.session_id, meta.incarnation) != (
            record.workspace,
            record.session_id,
            record.incarnation,
        ):
            self._drop(record, "Redis holds another life of this session id")
            return 0
        values = await self.values(record.workspace, record.thread_id)
        if values is None:
            self._outage.pop(mem_thread, None)
            return 0
        redis = self.checkpoints.redis
        assert redis is not None
        config = thread_config(record.thread_id)
        current = await redis.aget_tuple(config)
        theirs = dict(current.checkpoint["channel_values"]) if current is not None else {}
        if not theirs.get("messages") or (
            record.seed_ids is not None and tuple(_ids(theirs)) == record.seed_ids
        ):
            update = dict(values)  # Redis holds what the outage started from: replace it
            update["messages"] = [
                RemoveMessage(id=REMOVE_ALL_MESSAGES),
                *values.get("messages", []),
            ]
        else:
            log.warning(
                "session %s/%s moved on in Redis during the outage; its outage messages are "
                "merged in",
                record.workspace,
                record.session_id,
            )
            update = {"messages": list(values.get("messages") or [])}
        await self._carrier(redis).aupdate_state(config, update, as_node=CARRY)
        await self.memory.adelete_thread(mem_thread)
        self._outage.pop(mem_thread, None)
        log.info(
            "session %s/%s: thread %s carried from memory to redis (%d messages)",
            record.workspace,
            record.session_id,
            record.thread_id,
            len(values.get("messages") or []),
        )
        return 1

    def _drop(self, record: OutageThread, why: str) -> None:
        mem_thread = memory_thread(record.workspace, record.thread_id)
        self.memory.delete_thread(mem_thread)
        self._outage.pop(mem_thread, None)
        log.warning(
            "outage thread of session %s/%s dropped: %s", record.workspace, record.session_id, why
        )

    # deleting --------------------------------------------------------------------------------
    def forget(self, workspace: str, thread_id: str) -> None:
        """Drop what the fallback holds of a thread (the session is being deleted)."""
        mem_thread = memory_thread(workspace, thread_id)
        self.memory.delete_thread(mem_thread)
        self._outage.pop(mem_thread, None)
        self._recent.pop((workspace, thread_id), None)
