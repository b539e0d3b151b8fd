"""ChatService: the one entry every transport (SSE, JSON, bridges) calls to run a turn.

A turn is validated and its session locked before anything streams (so bad input is a plain
4xx); its events (agents/turn.py) are also appended to the session's stream buffer for resume.
Checkpoints go to Redis; if Redis is unavailable (a `RedisUnavailable` from the storage layer,
nothing else) before or during the turn, the turn finishes on the in-memory fallback
(agents/fallback.py) and says so. Sessions, their epochs and resume live here too.
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable
from contextlib import aclosing
from datetime import UTC, datetime
from functools import partial
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, HumanMessage
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import BaseCheckpointSaver

from agents.checkpoint import WRITE_GUARD, CheckpointProvider
from agents.context.builder import ArchivedMessage
from agents.context.tokens import load_encoding
from agents.definition.spec import ID_RE, AgentSpec, ModelSpec
from agents.definition.templates import render, template_values
from agents.errors import (
    InvalidInput,
    NotFound,
    PayloadTooLarge,
    RedisUnavailable,
)
from agents.events import TurnEvent, expired_event, parse_event_id
from agents.fallback import CheckpointFallback, memory_thread, thread_config
from agents.graph import (
    ANSWER_NODES,
    RESPOND,
    AgentRuntime,
    TurnInput,
    build_bridge_graph,
    build_graph,
    new_message_id,
)
from agents.nodes.summarize import summarize
from agents.ports import Bridge, LongTermMemory, TurnScope
from agents.scheduling.admission import (
    FairPace,
    FairShare,
    ProcessSlots,
    Slot,
    WorkspaceSlots,
    unlimited,
)
from agents.scheduling.followers import FollowerSlot, FollowerSlots
from agents.storage.agents_repo import AgentRepository
from agents.storage.sessions import SessionMeta, SessionStore, title_of
from agents.storage.stream_buffer import StreamBuffer
from agents.text import message_text, whole, whole_data
from agents.turn import (
    Caller,
    ChatLimits,
    Turn,
    TurnRequest,
    TurnRunner,
    message_view,
)

__all__ = ["Caller", "ChatLimits", "ChatService", "ModelFactory", "TurnRequest"]

log = logging.getLogger("agentrt.chat")

ModelFactory = Callable[[ModelSpec], BaseChatModel]
# The runtime's factory also gets the workspace: secret names may be allowed per workspace.
WorkspaceModelFactory = Callable[[ModelSpec, str], BaseChatModel]
MAX_CLOSED_EPOCHS = 50
# Fair-share units (agents/scheduling/admission.py) of starting a turn: about the loop time of
# ten of its streamed events (each one unit).
TURN_START_UNITS = 10.0
BridgeFactory = Callable[[AgentSpec], Bridge]
ContextLoader = Callable[[AgentSpec], str]


class ChatService:
    def __init__(
        self,
        *,
        agents: AgentRepository,
        sessions: SessionStore,
        buffer: StreamBuffer,
        checkpoints: CheckpointProvider,
        model_factory: WorkspaceModelFactory,
        bridge_factory: BridgeFactory | None = None,
        memory: LongTermMemory | None = None,
        context_loader: ContextLoader | None = None,
        limits: ChatLimits | None = None,
        followers: FollowerSlots | None = None,
        turn_slots: WorkspaceSlots | None = None,
        process_slots: ProcessSlots | None = None,
        fair: FairShare | None = None,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.agents = agents
        self.sessions = sessions
        self.buffer = buffer
        self.checkpoints = checkpoints
        self.model_factory = model_factory
        self.bridge_factory = bridge_factory
        self.memory = memory
        self.context_loader = context_loader
        self.limits = limits or ChatLimits()
        # Resume streams open at once, per session and per caller (429 past either).
        self.followers = followers or FollowerSlots()
        # Turns running at once per workspace (429 past it): a slot is taken before a turn
        # starts and given back when its task ends, however long it runs without a client.
        self.turn_slots = turn_slots or unlimited()
        # Turns running at once in this process, every workspace together (503 past it).
        self.process_slots = process_slots or ProcessSlots(1_000_000_000, what="running turns")
        # The event loop's time, shared fairly between the workspaces with turns running.
        self.fair = fair or FairShare()
        # turn id -> its turn slot and fair-share activity, until the turn's task ends
        self._slots: dict[str, tuple[Slot, ...]] = {}
        self.clock = clock
        self._graphs: dict[tuple[Any, ...], Any] = {}
        # Checkpoints while Redis is away, by (workspace, session); carried back on recovery.
        self.fallback = CheckpointFallback(
            checkpoints, recent_limit=self.limits.recent_sessions_cached
        )
        checkpoints.state.on_recover(self._carry_over_all)
        self._running: dict[str, TurnRunner] = {}
        # What else is keyed by a session and goes when it is deleted: (workspace, session id)
        # -> None (the runtime adds the bridges' external conversation ids and the memory
        # extraction state).
        self.session_cleanups: list[Callable[[str, str], Awaitable[None]]] = []

    def stream(self, turn: Turn) -> AsyncIterator[TurnEvent]:
        """Start the turn in the background and read its events from the start."""
        runner = TurnRunner(
            turn,
            detach_grace=self.limits.detach_grace_seconds,
            on_exit=lambda: self._forget_runner(turn.turn_id),
        )
        self._running[turn.turn_id] = runner
        # A done callback, not the task's own `finally`: it runs even if the task is
        # cancelled before its first step.
        runner.task.add_done_callback(lambda _: self._release_slot(turn.turn_id))
        return runner.attach(0)

    def _forget_runner(self, turn_id: str) -> None:
        self._running.pop(turn_id, None)

    def _release_slot(self, turn_id: str) -> None:
        for slot in self._slots.pop(turn_id, ()):
            slot.release()

    async def aclose(self) -> None:
        """Cancel running turns (shutdown): each ends with a buffered `cancelled` event."""
        await _cancel(list(self._running.values()))
        await self.buffer.aclose()

    # starting a turn -------------------------------------------------------------------
    async def start_turn(self, caller: Caller, request: TurnRequest) -> Turn:
        """Validate, claim the session and take its lock. Raises domain errors (4xx)."""
        text = request.message
        if not text.strip():
            raise InvalidInput("message is empty", code="empty_message")
        if len(text) > self.limits.max_message_chars:
            raise PayloadTooLarge(
                f"message has {len(text)} characters; the limit is {self.limits.max_message_chars}",
                code="message_too_large",
            )
        # Before any await: past the workspace's cap the caller hears so at once.
        whole = self.process_slots.take()
        try:
            slot = self.turn_slots.take(caller.workspace)
        except BaseException:
            whole.release()
            raise
        active = self.fair.enter(caller.workspace)
        try:
            # A workspace ahead of its share of the process waits here, before any work.
            await self.fair.charge(caller.workspace, TURN_START_UNITS)
            turn = await self._start_turn(caller, request)
        except BaseException:
            for held in (whole, slot, active):
                held.release()
            raise
        self._slots[turn.turn_id] = (whole, slot, active)
        return turn

    async def _start_turn(self, caller: Caller, request: TurnRequest) -> Turn:
        spec = await self.agents.get(caller.workspace, request.agent_id)
        session_id = request.session_id or f"s_{uuid.uuid4().hex}"
        if not ID_RE.match(session_id):
            raise InvalidInput(
                "session_id must be 1-128 letters, digits or . _ : - (starting with a letter "
                "or digit)",
                code="invalid_session_id",
            )
        # Session ids are per workspace: the same id in another workspace is another session.
        new = SessionMeta.new(session_id, caller.workspace, caller.user_id, spec.id)
        new.title = title_of(request.message or "")
        claimed = await self.sessions.claim_with_context(new)
        meta, context = claimed.meta, claimed.context
        self._check_user(caller, meta)
        if meta.agent_id != spec.id:
            raise InvalidInput(
                f"session {session_id!r} belongs to agent {meta.agent_id!r}; start a new "
                "session to talk to another agent",
                code="session_agent_mismatch",
            )
        model = self.model_factory(spec.model, spec.workspace) if spec.kind == "langgraph" else None
        if spec.kind != "langgraph" and self.bridge_factory is None:
            raise InvalidInput(
                f"agents of kind {spec.kind!r} are not available here", code="kind_unavailable"
            )
        project_context = self.context_loader(spec) if self.context_loader else ""
        update = {
            "user_id": caller.user_id,
            "user_name": request.user_name,
            "channel": request.channel,
        }
        merged = {**context, **{k: v for k, v in update.items() if v is not None}}
        turn = Turn(
            service=self,
            caller=caller,
            spec=spec,
            meta=meta,
            model=model,
            message=HumanMessage(request.message, id=new_message_id()),
            system_prompt=render(spec.system_prompt, template_values(merged, self.clock())),
            project_context=project_context,
            stream_tail=claimed.stream_tail,
        )
        await self.sessions.lock(caller.workspace, session_id, turn.turn_id)
        try:
            if merged != context or not context:
                await self.sessions.set_context(caller.workspace, session_id, merged)
        except BaseException:
            await self.sessions.unlock(caller.workspace, session_id, turn.turn_id)
            raise
        return turn

    def _check_user(self, caller: Caller, meta: SessionMeta) -> None:
        if meta.user_id != caller.user_id and not caller.can_manage_users:
            raise NotFound(f"session {meta.session_id!r} not found", code="session_not_found")

    # running the graph -----------------------------------------------------------------
    def _graph(self, turn: Turn, backend: str | None) -> Any:
        spec = turn.spec
        key = (spec.workspace, spec.id, spec.updated_at, backend)
        graph = self._graphs.get(key)
        if graph is None:
            if len(self._graphs) > 512:
                self._graphs.clear()
            saver: BaseCheckpointSaver | None = None
            if backend == "redis":
                saver = self.checkpoints.redis
            elif backend == "memory":
                saver = self.checkpoints.memory
            if spec.kind == "langgraph":
                assert turn.model is not None
                graph = build_graph(AgentRuntime(spec, turn.model, self.memory), saver)
            else:
                assert self.bridge_factory is not None
                graph = build_bridge_graph(self.bridge_factory(spec), saver)
            self._graphs[key] = graph
        return graph

    def _config(self, turn: Turn) -> RunnableConfig:
        scope = TurnScope(
            turn.caller.workspace, turn.meta.user_id, turn.session_id, turn.spec.id, turn.thread_id
        )
        thread_id = turn.thread_id
        if turn.backend == "memory":  # the fallback names threads by workspace too
            thread_id = memory_thread(turn.meta.workspace, thread_id)
        return {
            "configurable": {
                "thread_id": thread_id,
                "scope": scope,
                "turn": TurnInput(turn.message, turn.system_prompt, turn.project_context),
                WRITE_GUARD: turn.may_write,
            },
            # Each streamed token counts against the workspace's share of the process.
            "callbacks": [FairPace(self.fair, turn.caller.workspace)],
        }

    async def run_graph(self, turn: Turn) -> AsyncGenerator[tuple[str, dict[str, Any]], None]:
        """The turn's graph events. Every generator below is closed when this one is (the
        caller closes it): one left suspended may hold the session's outage lock."""
        if turn.spec.kind == "langgraph":
            await load_encoding(turn.spec.model.name)  # the graph counts with it, on the loop
        if not turn.spec.uses_checkpointer:
            turn.backend = None
            async with aclosing(self._stream(self._graph(turn, None), turn)) as items:
                async for item in items:
                    yield item
            return
        turn.backend = self.checkpoints.active().backend
        if turn.backend == "memory":
            async with aclosing(self._run_in_memory(turn)) as items:
                async for item in items:
                    yield item
            return
        try:
            if self.fallback.pending(turn.meta):  # what an outage left of this session
                async with self.fallback.session_lock(turn.meta):
                    await self.fallback.carry_session(turn.meta)
            graph = self._graph(turn, "redis")
            epoch = await self._maybe_new_epoch(turn, graph)
            if epoch is not None:
                yield "epoch", epoch
            async with aclosing(self._stream(graph, turn)) as items:
                async for item in items:
                    yield item
        except RedisUnavailable:
            # Only the storage layer raises this: Redis went away during the turn.
            turn.backend = "memory"
            if turn.reply is not None:
                # The turn answered; only saving it failed. Keep it in memory.
                await self.fallback.keep_answered(turn.meta, turn.state_before)
            elif not turn.tokens_sent:
                async with aclosing(self._run_in_memory(turn)) as items:
                    async for item in items:
                        yield item
            else:
                raise

    async def _run_in_memory(self, turn: Turn) -> AsyncGenerator[tuple[str, dict[str, Any]], None]:
        """The turn on the in-memory fallback (Redis unavailable, or not configured)."""
        async with self.fallback.session_lock(turn.meta):
            await self.fallback.open(turn.meta)
            graph = self._graph(turn, "memory")
            epoch = await self._maybe_new_epoch(turn, graph)
            if epoch is not None:
                await self.fallback.open(turn.meta)  # the new epoch's thread
                yield "epoch", epoch
            async with aclosing(self._stream(graph, turn)) as items:
                async for item in items:
                    yield item

    async def _carry_over_all(self) -> None:
        """Recovery hook: carry every outage thread into Redis, except those of sessions
        answering right now (carried at their next turn)."""
        busy = {r.turn.session for r in self._running.values() if not r.task.done()}
        await self.fallback.carry_all(self.sessions.stored_meta, lambda s: s in busy)

    async def _stream(
        self, graph: Any, turn: Turn
    ) -> AsyncGenerator[tuple[str, dict[str, Any]], None]:
        config = self._config(turn)
        # One checkpoint per turn, written when it ends; a failed turn changes no history.
        options = {"durability": "exit"} if graph.checkpointer else {}
        # An empty write to `messages` starts the run: the first `values` chunk is then the
        # history before the turn (the turn's own input travels in the run config).
        run = graph.astream(
            {"messages": []},
            config,
            stream_mode=["messages", "updates", "values", "custom"],
            **options,
        )
        async with aclosing(run) as chunks:
            async for mode, chunk in chunks:
                if mode == "messages":
                    message, metadata = chunk
                    if metadata.get("langgraph_node") != RESPOND or not isinstance(
                        message, AIMessage
                    ):
                        continue
                    # Streamed chunks are the tokens; a whole message only counts when the
                    # model did not stream (LangGraph re-emits the final message otherwise).
                    if isinstance(message, AIMessageChunk) or not turn.tokens_sent:
                        delta = whole(message_text(message))
                        if delta:
                            turn.tokens_sent = True
                            yield "token", {"delta": delta}
                elif mode == "custom" and isinstance(chunk, dict):
                    if "delta" in chunk:
                        if chunk["delta"]:
                            turn.tokens_sent = True
                            yield "token", {"delta": whole(str(chunk["delta"]))}
                    elif "event" in chunk:
                        yield str(chunk["event"]), whole_data(dict(chunk.get("data") or {}))
                elif mode == "updates":
                    for node in ANSWER_NODES:
                        update = chunk.get(node) if isinstance(chunk, dict) else None
                        if update:
                            turn.reply = update["messages"][-1]
                elif mode == "values":
                    if turn.state_before is None:
                        turn.state_before = list(chunk.get("messages", []))
                    elif turn.spec.uses_checkpointer and turn.reply is not None:
                        self.fallback.remember(turn.meta.workspace, turn.thread_id, dict(chunk))

    # JSON turn -------------------------------------------------------------------------
    async def run_turn(self, caller: Caller, request: TurnRequest) -> dict[str, Any]:
        """The same turn as the stream, as one JSON result; errors raise."""
        turn = await self.start_turn(caller, request)
        reply: list[str] = []
        done: dict[str, Any] = {}
        async for event in self.stream(turn):
            if event.event == "token":
                reply.append(event.data["delta"])
            elif event.event == "done":
                done = event.data
        if turn.error is not None:
            raise turn.error
        text = message_text(turn.reply) if turn.reply is not None else "".join(reply)
        return {
            "session_id": turn.session_id,
            "turn_id": turn.turn_id,
            "message_id": done.get("message_id"),
            "reply": text,
            "usage": done.get("usage", {}),
            "checkpointer": done.get("checkpointer"),
        }

    # sessions --------------------------------------------------------------------------
    async def _owned(self, caller: Caller, session_id: str) -> SessionMeta:
        meta = await self.sessions.owned(caller.workspace, session_id)
        self._check_user(caller, meta)
        return meta

    async def thread_values(self, workspace: str, thread_id: str) -> dict[str, Any]:
        """The checkpointed values of a session's thread (with what the fallback holds of
        it); during an outage, what this process knows, or RedisUnavailable (503)."""
        redis = self.checkpoints.redis
        if self.checkpoints.backend == "redis" and redis is not None:
            try:
                found = await redis.aget_tuple(thread_config(thread_id))
            except RedisUnavailable:
                return await self._outage_values(workspace, thread_id)
            values: dict[str, Any] = dict(found.checkpoint["channel_values"]) if found else {}
            extra = await self.fallback.values(workspace, thread_id)
            if extra is not None:  # written during an outage, not carried over yet
                messages = list(values.get("messages", []))
                known = {m.id for m in messages}
                messages += [m for m in extra.get("messages", []) if m.id not in known]
                values = {**values, **extra, "messages": messages}
            return values
        return await self._outage_values(workspace, thread_id)

    async def _outage_values(self, workspace: str, thread_id: str) -> dict[str, Any]:
        values = await self.fallback.values(workspace, thread_id)
        if values is None and self.checkpoints.state.configured:
            values = self.fallback.recent(workspace, thread_id)
            if values is None:
                raise RedisUnavailable(
                    "thread not known in memory",
                    message="this session's messages are kept in storage (Redis), which is "
                    "unreachable right now; retry in a few seconds",
                )
        return values or {}

    async def stored_thread(self, thread_id: str) -> dict[str, Any]:
        """A thread's values as Redis holds them (never the fallback: for the memory
        extractor); RedisUnavailable during an outage."""
        redis = self.checkpoints.redis
        if redis is None or self.checkpoints.backend != "redis":
            raise RedisUnavailable(self.checkpoints.state.reason or "redis is down")
        found = await redis.aget_tuple(thread_config(thread_id))
        return dict(found.checkpoint["channel_values"]) if found else {}

    async def messages(self, caller: Caller, session_id: str) -> dict[str, Any]:
        """The session as the model sees it: raw messages of the current epoch, the summary
        of what was compressed, and the compressed messages themselves (as text)."""
        meta = await self._owned(caller, session_id)
        values = await self.thread_values(meta.workspace, meta.current_thread)
        # Reading refreshed the checkpoints' TTL: the session record must outlive them.
        await self.sessions.refresh(meta)
        return {
            "session_id": session_id,
            "agent_id": meta.agent_id,
            "thread_id": meta.current_thread,
            "epoch": meta.epoch,
            "messages": [message_view(m) for m in values.get("messages", [])],
            "summary": values.get("summary") or None,
            "earlier": list(values.get("archive") or []),
            "epochs": meta.epochs,
        }

    async def delete_session(self, caller: Caller, session_id: str) -> None:
        """Forget a session: its threads, buffer, context, bridge ids and extraction state.

        A turn of it still running loses: the session is tombstoned first (a turn's final
        write of the meta checks it and undoes what the turn wrote), and a turn running in
        this process is cancelled and awaited before anything is deleted. While Redis is
        unreachable the tombstone cannot be stored, and the delete is refused (503); when
        Redis fails midway, too (the record stays, so the retry finds and deletes it)."""
        meta = await self._owned(caller, session_id)
        await self.sessions.mark_deleted(meta)
        await self._cancel_turns(meta)
        try:
            await self.purge(meta, strict=True)
            await self.sessions.forget(meta.workspace, session_id, strict=True)
        except RedisUnavailable as exc:
            raise RedisUnavailable(
                exc.reason,
                message="the session was not deleted completely: storage (Redis) became "
                "unreachable; retry in a few seconds",
            ) from exc

    async def cancel_turn(self, caller: Caller, session_id: str) -> bool:
        """Stop the session's running turn (the stop button): at once when it runs in this
        process, else through Redis on the replica that runs it (its lock keeper reads the
        request within a few seconds). The turn ends with a `cancelled` error event and
        commits nothing, so the session goes on from before it. False: no turn was running."""
        meta = await self._owned(caller, session_id)
        runners = [
            r
            for r in self._running.values()
            if (r.turn.caller.workspace, r.turn.session_id) == (meta.workspace, meta.session_id)
            and not r.task.done()
        ]
        if runners:
            for runner in runners:
                runner.turn.stopped = True
            await _cancel(runners)
            return True
        return await self.sessions.request_cancel(meta) is not None

    async def sessions_of(
        self, caller: Caller, *, agent_id: str | None = None, limit: int = 20
    ) -> dict[str, Any]:
        """The caller's person's live sessions, the most recently used first (`sessions`), and
        whether the list is whole (`complete`: False while Redis is unreachable, when only the
        sessions this replica knows are listed)."""
        metas, complete = await self.sessions.person_sessions(
            caller.workspace, caller.user_id, agent_id=agent_id, limit=limit
        )
        sessions = [
            {
                "session_id": m.session_id,
                "agent_id": m.agent_id,
                "title": m.title,
                "turns": m.turns,
                "created_at": _iso(m.created_at),
                "updated_at": _iso(m.updated_at),
            }
            for m in metas
        ]
        return {"sessions": sessions, "complete": complete}

    async def _cancel_turns(self, meta: SessionMeta) -> None:
        runners = [
            r
            for r in self._running.values()
            if (r.turn.caller.workspace, r.turn.session_id) == (meta.workspace, meta.session_id)
        ]
        for runner in runners:
            runner.turn.deleted = True
        await _cancel(runners)

    async def purge(
        self, meta: SessionMeta, *, keep: SessionMeta | None = None, strict: bool = False
    ) -> None:
        """Delete what is keyed by a session, except its meta: every thread it used, its SSE
        buffer, its external conversation ids and its pending memory extraction.

        `keep` is a newer life of the session id with data of its own (a late turn of the
        deleted life `meta` purges after it): the keys are named alike, so only the threads of
        `meta` that `keep` does not use go; the rest is the newer life's.

        `strict` (a delete the client waits for): RedisUnavailable when Redis is configured and
        a delete in it fails, instead of leaving the rest to its TTL."""
        active = self.checkpoints.active()
        state = self.checkpoints.state
        if strict and state.configured and active.backend != "redis":
            raise RedisUnavailable(state.reason or "redis is down")
        theirs = set(keep.thread_ids()) if keep is not None else set()
        for thread_id in meta.thread_ids():
            if thread_id in theirs:
                continue
            if active.backend == "redis":
                try:
                    await active.saver.adelete_thread(thread_id)
                except RedisUnavailable:
                    if strict:
                        raise
                    # A turn's own clean-up: the delete's tombstone is in Redis, and the
                    # checkpoints' TTL runs out.
            self.fallback.forget(meta.workspace, thread_id)
        if keep is not None:
            log.warning(
                "session %s/%s: a turn of a deleted life ended after the next life started; "
                "only the deleted life's own threads were purged",
                meta.workspace,
                meta.session_id,
            )
            return
        await self.buffer.forget((meta.workspace, meta.session_id), strict=strict)
        for cleanup in self.session_cleanups:
            await cleanup(meta.workspace, meta.session_id)

    async def session_record(self, workspace: str, session_id: str) -> SessionMeta | None:
        """A session's record (None when there is none), its TTL refreshed: for readers
        outside a turn (the memory extractor) that are about to read its thread."""
        meta = await self.sessions.get_meta(workspace, session_id)
        if meta is not None:
            await self.sessions.refresh(meta)
        return meta

    # epochs ----------------------------------------------------------------------------
    async def _maybe_new_epoch(self, turn: Turn, graph: Any) -> dict[str, Any] | None:
        """Start a new thread from the summary when the epoch is too old or too long."""
        cfg = turn.spec.memory.epochs
        meta = turn.meta
        age_hours = (time.time() - meta.epoch_started_at) / 3600
        if not cfg.enabled or turn.model is None:
            return None
        if meta.epoch_turns < cfg.max_turns and age_hours < cfg.max_age_hours:
            return None
        reason = "max_turns" if meta.epoch_turns >= cfg.max_turns else "max_age"
        parent = turn.thread_id
        old = await graph.aget_state(self._config(turn))
        values = old.values or {}
        messages = list(values.get("messages") or [])
        rt = AgentRuntime(turn.spec, turn.model)
        summary = values.get("summary") or ""
        if messages:
            summary = await summarize(
                turn.model, summary, messages, rt.config.summarization, rt.counter
            )
        archive = list(values.get("archive") or []) + [
            ArchivedMessage.of(m).to_dict() for m in messages
        ]
        archive = archive[-rt.config.context.history_scan_limit :] if archive else []
        now = time.time()
        meta.epochs = [
            *meta.epochs,
            {
                "epoch": meta.epoch,
                "thread_id": parent,
                "parent_thread_id": meta.epochs[-1]["thread_id"] if meta.epochs else None,
                "started_at": meta.epoch_started_at,
                "ended_at": now,
                "turns": meta.epoch_turns,
                "reason": reason,
            },
        ][-MAX_CLOSED_EPOCHS:]
        meta.epoch += 1
        meta.thread_id = f"{meta.root_thread_id or meta.session_id}:e{meta.epoch}"
        meta.epoch_started_at = now
        meta.epoch_turns = 0
        seed: dict[str, Any] = {"summary": summary, "archive": archive}
        if messages:
            seed["summary_watermark"] = str(messages[-1].id)
        await graph.aupdate_state(self._config(turn), seed, as_node=RESPOND)
        await self.sessions.save(meta)
        return {
            "epoch": meta.epoch,
            "thread_id": meta.thread_id,
            "parent_thread_id": parent,
            "reason": reason,
            "turns": meta.epochs[-1]["turns"],
        }

    # resume ----------------------------------------------------------------------------
    async def resume(
        self, caller: Caller, last_event_id: str, *, session_id: str | None = None
    ) -> AsyncIterator[TurnEvent]:
        """Events of the turn named by `last_event_id` after it; `expired` if it is gone."""
        parsed = parse_event_id(last_event_id)
        if parsed is None:
            raise InvalidInput(
                "Last-Event-ID is not an event id of this service", code="invalid_event_id"
            )
        turn_id, seq = parsed
        if session_id is not None:  # the session's record only: its events are not read here
            await self._owned(caller, session_id)
        info = await self.buffer.turn_info(turn_id)
        if info is not None and (
            info.get("workspace") != caller.workspace
            or (info.get("user_id") != caller.user_id and not caller.can_manage_users)
            or (session_id is not None and info.get("session_id") != session_id)
        ):
            raise NotFound("stream not found", code="stream_not_found")
        slot = None
        if info is not None:  # taken now: past a cap the caller gets a plain 429
            slot = self.followers.take(
                (caller.workspace, str(info.get("session_id"))),
                (caller.workspace, caller.user_id),
            )
        return self._follow(info, turn_id, seq, last_event_id, slot)

    async def _follow(
        self,
        info: dict[str, Any] | None,
        turn_id: str,
        seq: int,
        last_event_id: str,
        slot: FollowerSlot | None,
    ) -> AsyncIterator[TurnEvent]:
        if info is None:
            yield expired_event(last_event_id)
            return
        runner = self._running.get(turn_id)
        events = (
            runner.attach(seq)
            if runner
            else self.buffer.follow(
                (info["workspace"], info["session_id"]),
                turn_id,
                seq,
                info=info,
                # Run by another process: it still is while it holds the session's lock
                # (renewed every third of its TTL); a killed one lets it lapse.
                alive=partial(self._held, info["workspace"], info["session_id"], turn_id),
                check_every=max(0.5, min(5.0, self.sessions.lock_ttl_s / 2)),
            )
        )
        try:
            async for event in events:
                yield event
        finally:
            if slot is not None:
                slot.release()
            # Closed now, not when collected: a follower leaves nothing registered.
            await events.aclose()  # type: ignore[attr-defined]

    async def _held(self, workspace: str, session_id: str, turn_id: str) -> bool:
        """Whether some process still runs `turn_id` (holds its session's lock). While Redis
        is away nobody can tell: yes (the follower waits, as it would for any quiet turn)."""
        if not self.sessions.state.available:
            return True
        return await self.sessions.holds_lock(workspace, session_id, turn_id)

    async def session_events(
        self, caller: Caller, session_id: str, after: str | None
    ) -> list[TurnEvent]:
        await self._owned(caller, session_id)
        return await self.buffer.events_after((caller.workspace, session_id), after)


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, UTC).isoformat()


async def _cancel(runners: list[TurnRunner]) -> None:
    """Cancel the turns and wait until each has ended (its clean-up included)."""
    for runner in runners:
        runner.task.cancel()
    for runner in runners:
        try:
            await runner.task
        except (asyncio.CancelledError, Exception):
            pass
