"""Background memory extraction (workspace `write_mode: "auto"`, DESIGN 4.2, seed 002).

After a turn, `MemoryService.capture` notes the session with its full scope (queue.py: the
Redis state); once it is due, a worker (worker.py) checks the job against the session's
record (same workspace, user, agent, and the noted thread among the session's threads; a
mismatch or a missing record drops the job: the session was deleted, or the id now names
another conversation), then reads the session's thread after its cursor,
takes at most `batch_messages` messages (the rest is scheduled again at once) and asks the
extract model (answer.py) for JSON

    {"items": [{category, content, key?, confidence, source_message_ids}],
     "entities": [{name, entity_type, description?}],
     "relations": [{source, target, relation_type}]}

and writes what passes the safety gate: items as `pending` (inferred; a person confirms them),
entities and relations into the memory graph. Then the cursor moves, then the job is acked.

Exactly once: the parsed output of a segment is logged in the pending state before anything
is written, so a job that dies mid-write is redone from the log, not from a new model answer;
item ids are a hash of (session, source ids, content) and entity / relation ids are derived
from their names, so redoing a write adds nothing; the cursor moves only after the writes and
the stream entry is acked last. An unparseable answer is retried (`parse_retries`), then the
segment is skipped, audited as `memory_extract_skipped`, and the cursor moves past it.

Poisoning: messages that fail the safety gate for instructions, role imitation or invisible
text never reach the extract model (they are withheld and audited); secrets reach it redacted;
every text of the answer passes the gate again; refused texts are audited
(`memory_capture_rejected`, with their provenance) and never stored.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage

from agents.definition.spec import AgentSpec, ModelSpec
from agents.errors import NotFound, RedisUnavailable
from agents.memory.extraction.answer import (
    SYSTEM_PROMPT,
    Extraction,
    ask_model,
    model_label,
)
from agents.memory.extraction.queue import ExtractionQueue, SessionRef, lease_for
from agents.memory.extraction.worker import ExtractionWorker
from agents.memory.extraction.write import WITHHOLD, ExtractionWriter, Job, ThreadMessage
from agents.memory.items import MemoryCore
from agents.memory.safety import SafetyVerdict, check_memory_text, redact_secrets
from agents.text import message_text

__all__ = ["AutoExtractor", "ExtractSettings", "select_segment", "thread_messages"]

log = logging.getLogger("agentrt.memory.extract")

ModelFor = Callable[[ModelSpec | str, str], BaseChatModel]  # (model, workspace)
AgentLookup = Callable[[str, str], Awaitable[AgentSpec]]
ThreadReader = Callable[[str], Awaitable[dict[str, Any]]]


class SessionRecord(Protocol):
    """What a job is checked against (agents.storage.sessions.SessionMeta is one)."""

    workspace: str
    user_id: str
    agent_id: str

    @property
    def current_thread(self) -> str: ...

    def thread_ids(self) -> list[str]: ...


# (workspace, session id) -> the session's record, None when there is none.
SessionOf = Callable[[str, str], Awaitable[SessionRecord | None]]


@dataclass
class ExtractSettings:
    """How background extraction runs (the workspace config says whether and how often)."""

    batch_messages: int = 40
    parse_retries: int = 3  # after the first answer: 1 + 3 tries, then the segment is skipped
    model_errors: int = 8  # failed model calls (timeouts, 5xx) before the segment is skipped
    retry_seconds: float = 5.0  # back-off unit between retries
    model_timeout_seconds: float = 180.0
    claim_idle_seconds: float = 300.0
    thread_wait_seconds: float = 1.0  # the turn's checkpoint is not written yet: look again
    thread_waits: int = 5
    message_chars: int = 4000
    known_items: int = 20  # active items shown to the model, so it reuses their keys

    @property
    def lease_seconds(self) -> float:
        return lease_for(self.claim_idle_seconds)


# ---------------------------------------------------------------------------------------------
# The thread and the segment


def thread_messages(values: dict[str, Any]) -> list[ThreadMessage]:
    """The thread in order: compressed (`archive`, as dicts) then raw messages; user and
    assistant messages with an id only."""
    out: list[ThreadMessage] = []
    seen: set[str] = set()
    raw: list[tuple[str, str, str]] = []
    for entry in values.get("archive") or []:
        raw.append(
            (
                str(entry.get("id") or ""),
                str(entry.get("role") or ""),
                str(entry.get("content") or ""),
            )
        )
    for message in values.get("messages") or []:
        if isinstance(message, BaseMessage):
            role = {"human": "user", "ai": "assistant"}.get(message.type, message.type)
            raw.append((str(message.id or ""), role, message_text(message)))
    for mid, role, content in raw:
        if mid and mid not in seen and role in ("user", "assistant"):
            seen.add(mid)
            out.append(ThreadMessage(mid, role, content))
    return out


def select_segment(
    messages: list[ThreadMessage],
    cursor: str | None,
    limit: int,
    logged: list[str] | None = None,
) -> tuple[list[ThreadMessage], list[ThreadMessage], bool]:
    """(segment, rest, from_log): the messages after the cursor, at most `limit`.

    A cursor no longer in the thread was trimmed off its front (compression keeps the newest
    messages), so everything left is after it. A logged segment that starts right after the
    cursor is taken again as it was (its model output is in the log)."""
    ids = [m.id for m in messages]
    start = ids.index(cursor) + 1 if cursor and cursor in ids else 0
    after = messages[start:]
    if logged and [m.id for m in after[: len(logged)]] == logged:
        return after[: len(logged)], after[len(logged) :], True
    return after[:limit], after[limit:], False


# ---------------------------------------------------------------------------------------------
# The job


class AutoExtractor:
    """Runs one session's extraction job (see the module docstring).

    Args:
        queue: the Redis state (pending, cursor, stream).
        memory: where items go (`MemoryCore.upsert`, its store for the graph and audit).
        agents: (workspace, agent id) → AgentSpec (NotFound when deleted).
        threads: thread id → the thread's checkpointed values (`messages`, `archive`).
        session_of: (workspace, session id) → the session's record (owner, threads), None
            when there is none (deleted, expired).
        model_for: a ModelSpec (the agent's) or an `extract_model_id` → a chat model.
    """

    def __init__(
        self,
        queue: ExtractionQueue,
        memory: MemoryCore,
        *,
        agents: AgentLookup,
        threads: ThreadReader,
        session_of: SessionOf,
        model_for: ModelFor,
        settings: ExtractSettings | None = None,
    ) -> None:
        self.queue = queue
        self.memory = memory
        self.agents = agents
        self.threads = threads
        self.session_of = session_of
        self.model_for = model_for
        self.settings = settings or ExtractSettings()
        self.writer = ExtractionWriter(memory)

    def worker(self, **options: Any) -> ExtractionWorker:
        """A worker (scheduler + stream consumer) that runs this extractor's jobs."""
        options.setdefault("claim_idle_seconds", self.settings.claim_idle_seconds)
        options.setdefault("retry_seconds", self.settings.retry_seconds)
        # Jobs write long-term memory: none run while it cannot be used on this Redis.
        options.setdefault("blocked", lambda: self.memory.store.unsupported)
        return ExtractionWorker(self.queue, self.process, **options)

    async def process(self, ref: SessionRef) -> str:
        """Run the session's job under its lease; returns what happened (for logs/tests)."""
        lease = self.settings.lease_seconds
        token = await self.queue.lock(ref, lease)
        if token is None:  # another worker has it (or a dead one's lease has not run out)
            await self.queue.retry(ref, delay_s=min(lease, self.settings.retry_seconds) or 1.0)
            return "busy"
        keeper = asyncio.create_task(self._keep_lease(ref, token, lease))
        try:
            return await self._process(ref)
        finally:
            keeper.cancel()
            with contextlib.suppress(BaseException):
                await asyncio.shield(self.queue.unlock(ref, token))

    async def _keep_lease(self, ref: SessionRef, token: str, lease: float) -> None:
        while True:
            await asyncio.sleep(lease / 3)
            try:
                await self.queue.renew(ref, token, lease)
            except Exception as exc:  # noqa: BLE001 - the job notices Redis on its own
                log.warning("extraction lease renewal failed: %s", exc)

    async def _process(self, ref: SessionRef) -> str:
        pending = await self.queue.pending(ref)
        if pending is None or not pending.get("workspace") or not pending.get("user_id"):
            await self.queue.drop(ref)
            return "gone"
        job = Job(
            ref.session_id,
            pending["workspace"],
            pending["user_id"],
            pending.get("agent_id", ""),
            pending.get("seq", ""),
            pending,
            pending.get("thread_id", ""),
        )
        record = await self.session_of(ref.workspace, ref.session_id)
        stale = _stale(job, ref, record)
        if stale is not None or record is None:
            # Never read a thread for someone it may not belong to.
            log.warning(
                "memory_extract_dropped workspace=%s session=%s reason=%s",
                ref.workspace,
                ref.session_id,
                stale or "no_session",
            )
            await self.queue.drop(ref)
            return "stale"
        try:
            spec = await self.agents(job.workspace, job.agent_id)
        except NotFound:
            await self.queue.drop(ref)
            return "agent_gone"
        config = await self.memory.settings.workspace(job.workspace)
        thread_id = record.current_thread
        messages = thread_messages(await self.threads(thread_id))
        expect = pending.get("expect")
        waits = int(pending.get("waits") or 0)
        if expect and expect not in {m.id for m in messages} and waits < self.settings.thread_waits:
            await self.queue.retry(ref, delay_s=self.settings.thread_wait_seconds, count="waits")
            return "waiting"
        cursor = (await self.queue.cursor(ref)).get("message_id")
        logged = json.loads(pending["seg_ids"]) if pending.get("seg_ids") else None
        segment, rest, from_log = select_segment(
            messages, cursor, self.settings.batch_messages, logged
        )
        if not segment:
            await self.queue.finish(ref, job.seq)
            return "idle"
        if config.write_mode != "auto" or not await self.memory.enabled(spec, job.user_id):
            # Switched off since the turn: these messages are never extracted.
            await self.queue.advance(ref, messages[-1].id, skipped=len(segment) + len(rest))
            await self.queue.finish(ref, job.seq)
            return "off"
        gated = {m.id: check_memory_text(m.content) for m in segment}
        if from_log:
            result = Extraction.from_dict(json.loads(pending["seg_result"]))
            model_id = pending.get("seg_model", "")
        else:
            model_id = config.extract_model_id or model_label(spec.model)
            outcome = await self._ask(
                job,
                config.extract_model_id or spec.model,
                config.extract_instructions,
                segment,
                gated,
            )
            if isinstance(outcome, str):
                return outcome
            result = outcome.redacted()
            await self.queue.save_segment(ref, [m.id for m in segment], result.to_dict(), model_id)
        await self.writer.write(job, thread_id, segment, gated, result, model_id)
        await self.queue.advance(ref, segment[-1].id, extracted=len(segment))
        if rest:  # batch truncation: the rest goes at once
            await self.queue.retry(ref, delay_s=0)
            return "truncated"
        await self.queue.finish(ref, job.seq)
        return "done"

    async def _ask(
        self,
        job: Job,
        which: ModelSpec | str,
        instructions: str,
        segment: list[ThreadMessage],
        gated: dict[str, SafetyVerdict],
    ) -> Extraction | str:
        """The parsed answer, or (after scheduling a retry or skipping) what happened."""
        prompt = await self._prompt(job, instructions, segment, gated)
        try:
            model = self.model_for(which, job.workspace)
            result = await asyncio.wait_for(
                ask_model(model, prompt), self.settings.model_timeout_seconds
            )
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - a failed call is retried, then skipped
            if isinstance(exc, RedisUnavailable):
                raise  # the job stays unacked and runs again once Redis is back
            errors = int(job.pending.get("errors") or 0) + 1
            # A provider's error may quote what it was sent or answered: logged redacted, as
            # it is audited.
            log.warning(
                "memory extraction model call failed (%d): %s: %s",
                errors,
                type(exc).__name__,
                redact_secrets(str(exc))[:300],
            )
            if errors >= self.settings.model_errors:
                await self._skip(
                    job, segment, "model_error", errors, f"{type(exc).__name__}: {exc}"
                )
                return "skipped"
            await self.queue.retry(_ref(job), delay_s=self._backoff(errors), count="errors")
            return "model_error"
        if result is None:
            attempts = int(job.pending.get("attempts") or 0) + 1
            if attempts > self.settings.parse_retries:
                await self._skip(job, segment, "unparseable", attempts, "")
                return "skipped"
            await self.queue.retry(_ref(job), delay_s=self._backoff(attempts), count="attempts")
            return "unparseable"
        return result

    def _backoff(self, attempt: int) -> float:
        return min(600.0, self.settings.retry_seconds * (2 ** (attempt - 1)))

    async def _skip(
        self, job: Job, segment: list[ThreadMessage], reason: str, attempts: int, error: str
    ) -> None:
        """Give up on a segment: audit it, move the cursor past it, go on with the rest."""
        ids = [m.id for m in segment]
        await self.writer.audit_once(
            job,
            "skip:" + ",".join(ids),
            "memory_extract_skipped",
            reason=reason,
            attempts=attempts,
            message_ids=ids,
            session_id=job.session_id,
            error=check_memory_text(error).redacted[:300] if error else None,
        )
        log.warning(
            "memory_extract_skipped session=%s messages=%d reason=%s",
            job.session_id,
            len(ids),
            reason,
        )
        await self.queue.advance(_ref(job), ids[-1], skipped=len(ids))
        await self.queue.retry(_ref(job), delay_s=0)  # the next segment, if any

    async def _prompt(
        self,
        job: Job,
        instructions: str,
        segment: list[ThreadMessage],
        gated: dict[str, SafetyVerdict],
    ) -> list[BaseMessage]:
        system = SYSTEM_PROMPT
        if instructions.strip():
            system += "\n\nWorkspace rules for what to remember:\n" + instructions.strip()
        known = await self.memory.items.list_items(job.workspace, job.user_id, status="active")
        known.sort(key=lambda i: i.updated_at, reverse=True)
        lines: list[str] = []
        if known[: self.settings.known_items]:
            lines.append("Already known about the user (do not repeat unless it changed):")
            for item in known[: self.settings.known_items]:
                lines.append(
                    f"- [{item.category}{' ' + item.key if item.key else ''}] {item.content}"
                )
            lines.append("")
        lines.append("Conversation (one message per line: [id] role: text):")
        for message in segment:
            verdict = gated[message.id]
            if set(verdict.reasons) & WITHHOLD:
                text = "(withheld: this message failed the memory safety gate)"
            else:
                text = verdict.redacted if not verdict.allowed else message.content
                text = " ".join(text.split())[: self.settings.message_chars]
            lines.append(f"[{message.id}] {message.role}: {text}")
        return [SystemMessage(system), HumanMessage("\n".join(lines))]


def _ref(job: Job) -> SessionRef:
    return SessionRef(job.workspace, job.session_id)


def _stale(job: Job, ref: SessionRef, record: SessionRecord | None) -> str | None:
    """Why a job may not read its session's thread (None: it may)."""
    noted_session = job.pending.get("session_id", ref.session_id)
    if job.workspace != ref.workspace or noted_session != ref.session_id:
        return "scope_mismatch"
    if record is None:
        return "no_session"
    if record.workspace != job.workspace:
        return "workspace_mismatch"
    if record.user_id != job.user_id:
        return "user_mismatch"
    if record.agent_id != job.agent_id:
        return "agent_mismatch"
    if job.thread_id and job.thread_id not in record.thread_ids():
        return "thread_mismatch"
    return None
