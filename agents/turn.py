"""One turn of a conversation: who asks, what, and the events it produces.

`Turn` is a validated, locked turn (ChatService.start_turn makes it); `TurnRunner` runs it in
its own task so a client can drop and re-attach with Last-Event-ID.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import AsyncGenerator, AsyncIterator, Callable
from contextlib import aclosing
from dataclasses import dataclass, field
from typing import Any, Protocol

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, ToolMessage

from agents.checkpoint import CheckpointProvider
from agents.definition.spec import AgentSpec
from agents.errors import AgentRTError, ModelError
from agents.events import TurnEvent, event_id, event_seq
from agents.storage.sessions import SessionMeta, SessionStore
from agents.storage.stream_buffer import StreamBuffer
from agents.text import message_text

log = logging.getLogger("agentrt.chat")


@dataclass(frozen=True)
class Caller:
    """Who is asking: their workspace, their user id, and the scope of their key."""

    workspace: str
    user_id: str
    scope: str = "admin"

    @property
    def can_manage_users(self) -> bool:
        return self.scope in ("admin", "full")


@dataclass
class TurnRequest:
    agent_id: str
    message: str
    session_id: str | None = None
    user_name: str | None = None
    channel: str | None = None


@dataclass
class ChatLimits:
    max_message_chars: int = 32_000
    recent_sessions_cached: int = 256
    detach_grace_seconds: float = 5.0


def message_view(message: BaseMessage) -> dict[str, Any]:
    """A message as the API shows it; a tool call and its result say which they are."""
    role = {"human": "user", "ai": "assistant"}.get(message.type, message.type)
    view: dict[str, Any] = {"id": message.id, "role": role, "content": message_text(message)}
    if isinstance(message, AIMessage) and message.tool_calls:
        view["tool_calls"] = [
            {"id": c["id"], "name": c["name"], "args": c["args"]} for c in message.tool_calls
        ]
    if isinstance(message, ToolMessage):
        view.update(tool_call_id=message.tool_call_id, name=message.name, status=message.status)
    return view


class TurnHost(Protocol):
    """What a turn needs from the service that accepted it (`ChatService` is one)."""

    sessions: SessionStore
    buffer: StreamBuffer
    checkpoints: CheckpointProvider

    def run_graph(self, turn: Turn) -> AsyncGenerator[tuple[str, dict[str, Any]], None]:
        """The turn's graph events as (name, data)."""
        ...

    async def purge(self, meta: SessionMeta, *, keep: SessionMeta | None = None) -> None:
        """Delete what is keyed by a session (its threads, buffer, ...), except its meta;
        with `keep` (a newer life of the id with data of its own), only `meta`'s threads
        that `keep` does not use."""
        ...


@dataclass
class Turn:
    """One accepted turn: validated, its session claimed and locked."""

    service: TurnHost
    caller: Caller
    spec: AgentSpec
    meta: SessionMeta
    model: BaseChatModel | None
    message: HumanMessage
    system_prompt: str
    project_context: str = ""
    turn_id: str = field(default_factory=lambda: f"t{uuid.uuid4().hex[:20]}")
    # The session's SSE stream's last entry, read when the turn was claimed (None: not read).
    stream_tail: list[tuple[Any, dict[Any, Any]]] | None = None
    seq: int = 0
    backend: str | None = None
    state_before: list[AnyMessage] | None = None
    reply: AIMessage | None = None
    tokens_sent: bool = False
    error: AgentRTError | None = None
    cancel_event: TurnEvent | None = None
    deleted: bool = False  # the session was deleted while the turn ran
    stopped: bool = False  # someone asked the turn to stop (POST /sessions/{id}/cancel)
    context: dict[str, Any] | None = None  # the request's size against the budget (done event)
    _kept: bool | None = None  # the session written back and released (None: not yet)

    @property
    def session(self) -> tuple[str, str]:
        """(workspace, session id): session ids are per workspace."""
        return (self.meta.workspace, self.meta.session_id)

    @property
    def session_id(self) -> str:
        return self.meta.session_id

    @property
    def thread_id(self) -> str:
        """The LangGraph thread of the session's current epoch."""
        return self.meta.current_thread

    def _event(self, name: str, data: dict[str, Any]) -> TurnEvent:
        self.seq += 1
        return TurnEvent(name, data, event_id(self.turn_id, self.seq))

    async def events(self) -> AsyncIterator[TurnEvent]:
        """The turn's events: `session`, `token`..., then `done` or `error`."""
        svc = self.service
        buffer = svc.buffer
        finished = False
        keeper = asyncio.create_task(self._keep_lock(asyncio.current_task()))
        try:
            await buffer.open_turn(
                self.turn_id,
                {
                    "session_id": self.session_id,
                    "workspace": self.meta.workspace,
                    "user_id": self.meta.user_id,
                },
                stream_tail=self.stream_tail,
            )
            first = self._event(
                "session",
                {
                    "session_id": self.session_id,
                    "turn_id": self.turn_id,
                    "thread_id": self.thread_id,
                    "agent_id": self.spec.id,
                    "message_id": self.message.id,
                },
            )
            await buffer.append(self.session, first)
            yield first
            # Closed here, however the turn ends: a cancel while this awaits the buffer must
            # not leave the graph's generators suspended (holding the session's outage lock)
            # until a garbage collection.
            async with aclosing(svc.run_graph(self)) as graph_events:
                async for name, data in graph_events:
                    if name == "context":  # reported in `done`
                        self.context = data
                        continue
                    event = self._event(name, data)
                    await buffer.append(self.session, event)
                    yield event
            assert self.reply is not None
            done = self._event(
                "done",
                {
                    "message_id": self.reply.id,
                    "usage": dict(self.reply.usage_metadata or {}),
                    "checkpointer": self.backend,
                    # This turn fell back to memory because Redis is configured but away.
                    "degraded": self.backend == "memory" and svc.checkpoints.state.configured,
                    **({"context": self.context} if self.context is not None else {}),
                },
            )
            finished = True
            await buffer.append(self.session, done)
            # The session is free before its client hears `done`: a client that sends the
            # next turn at once (to any replica) must not find it still locked (409).
            keeper.cancel()
            await _shielded(self._release())
            yield done
        except asyncio.CancelledError:
            if not finished:
                self.cancel_event = self._event(
                    "error",
                    {
                        "code": "session_deleted",
                        "message": "the session was deleted while it answered",
                        "retryable": False,
                    }
                    if self.deleted
                    else {
                        "code": "cancelled",
                        "message": "the turn was stopped; the session goes on from before it",
                        "retryable": True,
                    }
                    if self.stopped
                    else {
                        "code": "cancelled",
                        "message": "the turn was cancelled (the client went away); send the "
                        "message again",
                        "retryable": True,
                    },
                )
                await _shielded(buffer.append(self.session, self.cancel_event))
            raise
        except GeneratorExit:
            raise
        except Exception as exc:  # noqa: BLE001 - every failure becomes an error event
            error = _as_domain_error(exc)
            self.error = error
            if not isinstance(exc, AgentRTError):
                log.exception("turn %s failed", self.turn_id)
            event = self._event(
                "error",
                {
                    "code": error.code,
                    "message": error.message,
                    "retryable": error.retryable,
                },
            )
            await buffer.append(self.session, event)
            yield event
        finally:
            keeper.cancel()
            await _shielded(self._finish())

    async def _keep_lock(self, task: asyncio.Task[Any] | None) -> None:
        """Renew the session lock while the turn runs (a turn may outlast its TTL), and
        cancel the turn when its session is deleted meanwhile (by any replica)."""
        sessions = self.service.sessions
        interval = max(0.05, min(sessions.lock_ttl_s / 3, 5.0))
        while True:
            await asyncio.sleep(interval)
            try:
                if not await sessions.renew(*self.session, self.turn_id):
                    log.warning("turn %s lost its session lock", self.turn_id)
                reason = await sessions.stop_reason(self.meta, self.turn_id)
                if reason is not None:
                    self.deleted = reason == "deleted"
                    self.stopped = reason == "cancelled"
                    if task is not None:
                        task.cancel()
                    return
            except Exception as exc:  # noqa: BLE001 - the turn goes on; the lock may lapse
                log.warning("renewing the lock of turn %s failed: %s", self.turn_id, exc)

    async def _release(self) -> None:
        """Write the session back and release it (one script), once. A session deleted
        while the turn ran stays deleted: nothing is written, and what the turn wrote is
        purged."""
        if self._kept is not None:
            return
        svc = self.service
        kept = await svc.sessions.finish(self.meta, self.turn_id)
        self._kept = kept
        if not kept:
            self.deleted = True
            await svc.purge(self.meta, keep=await self._next_life())
            await svc.sessions.unlock(*self.session, self.turn_id)

    async def _finish(self) -> None:
        """Release the session (if `done` did not already) and close the turn's stream."""
        svc = self.service
        await self._release()
        await svc.buffer.close_turn(self.session, self.turn_id)
        if self._kept and self.reply is not None and self.spec.uses_checkpointer:
            svc.checkpoints.maybe_prune(self.thread_id, self.meta.turns)

    async def may_write(self) -> bool:
        """Whether the turn may still write its thread: not once its life of the session
        was deleted (the thread's name is the session's, so the id's next life would read
        what this one wrote). Asked by the Redis saver before each write."""
        if not self.deleted and await self.service.sessions.deleted(self.meta):
            self.deleted = True
        return not self.deleted

    async def _next_life(self) -> SessionMeta | None:
        """The session id's next life (deleted and created again meanwhile) when it may hold
        data of its own: it finished a turn, or this turn no longer holds the session lock (so
        one of the next life may be running). None otherwise: then everything keyed by the
        session that exists now was written by this (deleted) life, and goes."""
        sessions = self.service.sessions
        current = await sessions.get_meta(*self.session)
        if current is None or current.incarnation == self.meta.incarnation:
            return None
        if current.turns == 0 and await sessions.holds_lock(*self.session, self.turn_id):
            return None  # only claimed: its first turn waits for this turn's lock
        return current


async def _shielded(coro: Any) -> None:
    """Run clean-up even when the turn's task is being cancelled."""
    task = asyncio.ensure_future(coro)
    try:
        await asyncio.shield(task)
    except asyncio.CancelledError:
        await task
        raise


def _as_domain_error(exc: BaseException) -> AgentRTError:
    if isinstance(exc, AgentRTError):
        return exc
    name = type(exc).__name__
    if name in ("AuthenticationError", "PermissionDeniedError"):
        return AgentRTError(
            "the model provider refused the credentials; check the agent's api_key_env",
            code="model_config_error",
        )
    if name in ("NotFoundError", "BadRequestError"):
        return AgentRTError(f"the model provider refused the request ({name})", code="model_error")
    return ModelError(f"the model call failed ({name}); try again")


class TurnRunner:
    """Runs a turn in its own task so a client can drop and re-attach (Last-Event-ID).

    Clients attach to read events; when the last one detaches, the turn keeps going for
    `detach_grace` seconds, then it is cancelled (the model call stops, the session stays
    consistent and the buffer ends with a `cancelled` error event).
    """

    def __init__(self, turn: Turn, *, detach_grace: float, on_exit: Callable[[], None]) -> None:
        self.turn = turn
        self.detach_grace = detach_grace
        self.history: list[TurnEvent] = []
        self._subscribers: set[asyncio.Queue[TurnEvent | None]] = set()
        self._grace: asyncio.TimerHandle | None = None
        self._on_exit = on_exit
        self.task = asyncio.create_task(self._produce(), name=f"turn-{turn.turn_id}")

    async def _produce(self) -> None:
        try:
            async for event in self.turn.events():
                self._publish(event)
        except asyncio.CancelledError:
            if self.turn.cancel_event is not None:
                self._publish(self.turn.cancel_event)
        finally:
            for queue in self._subscribers:
                queue.put_nowait(None)
            self._on_exit()

    def _publish(self, event: TurnEvent) -> None:
        self.history.append(event)
        for queue in self._subscribers:
            queue.put_nowait(event)

    async def attach(self, after_seq: int = 0) -> AsyncIterator[TurnEvent]:
        """Events after `after_seq`: the ones already produced, then live ones."""
        queue: asyncio.Queue[TurnEvent | None] = asyncio.Queue()
        # No await between the snapshot and subscribing: nothing is missed or repeated.
        backlog = [e for e in self.history if event_seq(e) > after_seq]
        done = self.task.done()
        self._subscribers.add(queue)
        if self._grace is not None:
            self._grace.cancel()
            self._grace = None
        try:
            for event in backlog:
                yield event
            if done:
                return
            while True:
                item = await queue.get()
                if item is None:
                    return
                yield item
        finally:
            self._subscribers.discard(queue)
            if not self._subscribers and not self.task.done():
                self._grace = asyncio.get_running_loop().call_later(
                    self.detach_grace, self.task.cancel
                )
