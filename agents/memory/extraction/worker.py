"""The extraction worker: the scheduler and a consumer of the job stream, in one loop.

It runs in each service process (`AGENTRT_MEMORY__WORKER=inprocess`, the default) or on its
own (`agentrt worker`); any number of them share the work through the stream's consumer group.
On a Redis that cannot hold long-term memory (no JSON or Search module) it runs no jobs: they
stay queued, and are run once memory is on again.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
import os
import socket
import time
import uuid
from collections.abc import Awaitable, Callable

from redis.exceptions import ResponseError

from agents.errors import RedisUnavailable
from agents.memory.extraction.queue import Entry, ExtractionQueue, SessionRef

log = logging.getLogger("agentrt.memory.extract")


# Runs one session's extraction job (`AutoExtractor.process`); returns what happened.
JobRunner = Callable[[SessionRef], Awaitable[str]]
# Why jobs cannot run now (e.g. "Redis ... has no Search module"), or None when they can.
BlockedReason = Callable[[], str | None]


def consumer_name() -> str:
    return f"{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:6]}"


class ExtractionWorker:
    """The scheduler and a consumer of the job stream, in one loop.

    Each round: move due sessions onto the stream, take over jobs other workers left idle
    for `claim_idle_seconds` (at start-up and then every so often), read new jobs, run them,
    ack them. A job that raises is scheduled again (with back-off) before it is acked; a job
    interrupted (cancelled, process killed) stays unacked and is claimed later.
    """

    def __init__(
        self,
        queue: ExtractionQueue,
        run_job: JobRunner,
        *,
        claim_idle_seconds: float = 300.0,
        retry_seconds: float = 5.0,
        poll_seconds: float = 1.0,
        consumer: str | None = None,
        jobs_per_round: int = 10,
        schedule: bool = True,
        blocked: BlockedReason | None = None,
    ) -> None:
        self.queue = queue
        self.run_job = run_job
        self.claim_idle_seconds = claim_idle_seconds
        self.retry_seconds = retry_seconds
        self.poll_seconds = poll_seconds
        self.consumer = consumer or consumer_name()
        self.jobs_per_round = jobs_per_round
        self.schedule = schedule
        self.blocked: BlockedReason = blocked or (lambda: None)
        self._blocked_logged: str | None = None
        self.claim_every = max(0.5, claim_idle_seconds / 2)
        self._group_at: float | None = None  # when the group was last ensured (monotonic)
        self._last_claim: float | None = None
        self._stop = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self.outcomes: dict[str, int] = {}

    async def run_once(self, now: float | None = None) -> int:
        """One round; returns how many jobs it ran. `now` moves the scheduler's clock."""
        clock = time.monotonic()
        refresh_every = max(1.0, self.queue.state_ttl_s / 4)
        if self._group_at is None or clock - self._group_at >= refresh_every:
            await self.queue.ensure_group()
            self._group_at = clock
        if self.schedule:
            await self.queue.dispatch(now)
        try:
            entries = await self._take(clock)
        except ResponseError as exc:
            if "NOGROUP" not in str(exc):
                raise
            # The stream expired (no worker ran for a TTL, or someone deleted it): make it
            # again; jobs queued since are read from its start.
            await self.queue.ensure_group()
            self._group_at = clock
            entries = await self._take(clock)
        for entry_id, ref in entries:
            await self._run(entry_id, ref)
        return len(entries)

    async def _take(self, clock: float) -> list[Entry]:
        """Jobs another worker left idle (every `claim_every`), then new ones."""
        entries: list[Entry] = []
        if self._last_claim is None or clock - self._last_claim >= self.claim_every:
            self._last_claim = clock
            entries += await self.queue.claim(
                self.consumer, self.claim_idle_seconds, self.jobs_per_round
            )
        entries += await self.queue.read(self.consumer, self.jobs_per_round)
        return entries

    async def _run(self, entry_id: str, ref: SessionRef | None) -> None:
        if ref is None:
            # A job queued before sessions were per workspace names no workspace: it cannot be
            # checked against its session, so it is dropped (migration 0015 queued its
            # session again under its workspace).
            log.warning("memory extraction job %s names no workspace; dropped", entry_id)
            self.outcomes["legacy"] = self.outcomes.get("legacy", 0) + 1
            await self.queue.ack(entry_id)
            return
        try:
            outcome = await self.run_job(ref)
        except asyncio.CancelledError:
            raise
        except RedisUnavailable:
            raise  # unacked: claimed again once Redis is back (memory refusals included)
        except Exception:
            log.exception("memory extraction job for session %s failed", ref.session_id)
            outcome = "failed"
            await self.queue.retry(ref, delay_s=self.retry_seconds * 4, count="errors")
        self.outcomes[outcome] = self.outcomes.get(outcome, 0) + 1
        await self.queue.ack(entry_id, ref)

    def _may_run(self) -> bool:
        """False while memory cannot be used on this Redis (logged once per reason)."""
        reason = self.blocked()
        if reason is not None and reason != self._blocked_logged:
            log.warning("memory extraction paused, jobs stay queued: %s", reason)
        elif reason is None and self._blocked_logged is not None:
            log.warning("memory extraction resumed")
        self._blocked_logged = reason
        return reason is None

    async def drain(self, now: float | None = None, rounds: int = 100) -> int:
        """Run rounds until one finds nothing to do (tests, the CLI's --once); none while
        memory cannot be used (`blocked`)."""
        total = 0
        if not self._may_run():
            return 0
        for _ in range(rounds):
            ran = await self.run_once(now)
            total += ran
            if not ran:
                break
        return total

    async def run(self) -> None:
        """Until `stop()`: rounds back to back while there is work, else every poll."""
        log.info("memory extraction worker %s started", self.consumer)
        while not self._stop.is_set():
            ran = 0
            # During an outage the probe brings Redis back (and looks at its modules again).
            if self.queue.state.available and self._may_run():
                try:
                    ran = await self.run_once()
                except asyncio.CancelledError:
                    raise
                except RedisUnavailable as exc:
                    self.queue.state.mark_down(exc)
                    log.warning("memory extraction paused: redis is down (%s)", exc.reason)
                except Exception:  # noqa: BLE001 - keep the loop alive
                    log.exception("memory extraction round failed")
            if not ran:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._stop.wait(), self.poll_seconds)
        log.info("memory extraction worker %s stopped", self.consumer)

    @property
    def running(self) -> bool:
        """True while `start()`'s task runs (the in-process worker)."""
        return self._task is not None and not self._task.done()

    def start(self) -> asyncio.Task[None]:
        self._task = asyncio.create_task(
            self.run(), name=f"memory-extract-{self.consumer}", context=contextvars.Context()
        )
        return self._task

    def request_stop(self) -> None:
        self._stop.set()

    async def stop(self, grace_seconds: float = 5.0) -> None:
        """Stop after the current job (cancelled after `grace_seconds`: it is redone later)."""
        self._stop.set()
        task, self._task = self._task, None
        if task is None:
            return
        try:
            await asyncio.wait_for(asyncio.shield(task), grace_seconds)
        except TimeoutError:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        except (asyncio.CancelledError, Exception):
            pass
