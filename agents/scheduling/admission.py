"""Per-workspace caps on work one process runs at once, and fair shares of its event loop,
so one workspace (one leaked or abused key) cannot take all of it from the others.

`WorkspaceSlots` counts slots of one kind per workspace: `take()` gives a `Slot` or, at the
cap, raises `WorkspaceBusy` (429 with Retry-After) at once, holding nothing. A slot is given
back with `Slot.release()` (idempotent) wherever the work really ends: a turn's slot when
the turn's task ends (it runs on for a grace period after its client goes away), a stream's
slot when the request ends. Counters are per process; several processes have a cap each.

`FairShare` paces a workspace's work when it uses more of the event loop than its share
while another workspace has work running (below). Work is charged where it happens: a
request, a turn's start, each graph step and streamed token, and each Redis command of the
work (`work_for` names whose work the current task does; `pace` charges it).
"""

from __future__ import annotations

import asyncio
import math
from collections import Counter, deque
from contextvars import ContextVar
from typing import Any, Protocol

from langchain_core.callbacks import AsyncCallbackHandler

from agents.errors import ServerBusy, TooManyRequests


class WorkspaceBusy(TooManyRequests):
    code = "workspace_busy"


class _Owner(Protocol):
    def _give_back(self, workspace: str) -> None: ...


class Slot:
    """One unit of a workspace's cap; `release()` gives it back (once, however often called)."""

    __slots__ = ("_owner", "workspace")

    def __init__(self, owner: _Owner | None, workspace: str) -> None:
        self._owner = owner
        self.workspace = workspace

    def release(self) -> None:
        owner, self._owner = self._owner, None
        if owner is not None:
            owner._give_back(self.workspace)


class WorkspaceSlots:
    """A cap of `cap` slots per workspace for one kind of work (`what`, for messages)."""

    def __init__(self, cap: int, *, what: str, retry_after: int = 1) -> None:
        if cap < 1:
            raise ValueError("a workspace cap is at least 1")
        self.cap = cap
        self.what = what
        self.retry_after = retry_after
        self._counts: Counter[str] = Counter()

    def take(self, workspace: str) -> Slot:
        """A slot for `workspace`, or WorkspaceBusy when it holds `cap` already."""
        if self._counts[workspace] >= self.cap:
            raise WorkspaceBusy(
                f"this workspace has {self.cap} {self.what} already, its limit on this "
                f"server; retry in {self.retry_after} s",
                retry_after=self.retry_after,
            )
        self._counts[workspace] += 1
        return Slot(self, workspace)

    def _give_back(self, workspace: str) -> None:
        self._counts[workspace] -= 1
        if self._counts[workspace] <= 0:
            del self._counts[workspace]

    def in_use(self) -> dict[str, int]:
        """workspace -> slots held now (for tests and diagnostics)."""
        return dict(self._counts)


class ProcessSlots:
    """A cap of `cap` slots for one kind of work over the whole process (every workspace
    together): past it `take()` raises ServerBusy (503, Retry-After) at once, holding
    nothing. A replica at its capacity says so instead of slowing every turn down."""

    def __init__(self, cap: int, *, what: str, retry_after: int = 1) -> None:
        if cap < 1:
            raise ValueError("a process cap is at least 1")
        self.cap = cap
        self.what = what
        self.retry_after = retry_after
        self._count = 0

    def take(self) -> Slot:
        if self._count >= self.cap:
            raise ServerBusy(
                f"this server has {self.cap} {self.what} already, its limit; retry in "
                f"{self.retry_after} s",
                retry_after=self.retry_after,
            )
        self._count += 1
        return Slot(self, "")

    def _give_back(self, workspace: str) -> None:
        self._count -= 1

    def in_use(self) -> int:
        return self._count


def unlimited() -> WorkspaceSlots:
    """Slots with no practical cap (a service built without settings, as in unit tests)."""
    return WorkspaceSlots(1_000_000_000, what="slots")


class FairShare:
    """Work-conserving fair sharing of one process's event loop between workspaces.

    Work is charged in units to its workspace (a request, a turn start, each graph step, token
    and Redis command of a turn), adding to the workspace's virtual time. A workspace competes
    while it has work running (`enter()` ... `Slot.release()`) and has charged within the last
    `recent` seconds: one waiting on a slow model holds nobody back. A charge that leaves its
    workspace more than `quantum` units ahead of the least advanced competitor waits until it
    no longer is (each charge by its own position: a workspace's waiting charges go on one by
    one as the others advance, not all at once), at most `max_wait` seconds.

    A workspace that was idle catches up: it is at most `credit_rate` units per idle second
    (and never more than `burst` units) behind the least advanced competitor. So a workspace
    alone has the whole process, two busy ones get equal shares, and a quiet workspace's
    short turn runs first instead of queueing behind another's flood; while a workspace
    trickling tiny requests earns almost no credit, so it cannot hold the others back.

    Waiting charges are woken, never polled: when a competitor charges or stops competing,
    and by one timer at the moment the next competitor goes quiet.

    "Within the last `recent` seconds" stretches with the loop's own delay: a task that
    charged and then awaited anything (a Redis reply, the next step) runs again only after
    every callback ready before it, so on a loop kept busy by another workspace's many tasks
    its next charge comes late however little it waits. Counted by the clock alone, it would
    look quiet after each await, and the busy workspace would run unchecked exactly when it
    holds the loop. The loop's delay is measured by the charges themselves (a callback
    scheduled at a charge, timed when it runs; a moving mean, so one pause such as a garbage
    collection does not stretch it), and a workspace competes while it charged within
    `recent` + `DELAY_FACTOR` x that delay (the delay's share at most `MAX_STRETCH`).
    """

    _MAX_REMEMBERED = 10_000  # workspaces whose virtual time is kept
    DELAY_FACTOR = 4.0  # a competitor may be this many loop delays late with its next charge
    DELAY_WEIGHT = 0.05  # the newest probe's weight in the loop's mean delay
    MAX_STRETCH = 0.1  # seconds: the most the loop's delay adds to `recent`

    def __init__(
        self,
        *,
        burst: float = 100.0,
        credit_rate: float = 200.0,
        quantum: float = 4.0,
        recent: float = 0.002,
        max_wait: float = 0.25,
    ) -> None:
        self.burst = burst
        self.credit_rate = credit_rate
        self.quantum = quantum
        self.recent = recent
        self.max_wait = max_wait
        self._vt: dict[str, float] = {}
        self._last: dict[str, float] = {}  # workspace -> when it last charged (loop time)
        self._lag: dict[str, float] = {}  # workspace -> how far behind it was then
        self._active: Counter[str] = Counter()
        # workspace -> its waiting charges, oldest first: (the virtual time it would leave
        # its workspace at, its units, its waiter). A charge counts in the virtual time once
        # it goes on (`_serve`); until then its units are `_queued`.
        self._waiting: dict[str, deque[tuple[float, float, asyncio.Future[None]]]] = {}
        self._queued: dict[str, float] = {}
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at = math.inf
        self._delay = 0.0  # the loop's mean delay, from probes (seconds)
        self._probing = False  # a probe callback is scheduled

    def enter(self, workspace: str) -> Slot:
        """`workspace` has work running until the returned slot is released."""
        now = asyncio.get_running_loop().time()
        if self._active[workspace] == 0:
            self._forget_some()
        self._catch_up(workspace, now)
        self._last[workspace] = now
        self._active[workspace] += 1
        return Slot(self, workspace)

    def _give_back(self, workspace: str) -> None:
        self._active[workspace] -= 1
        if self._active[workspace] <= 0:
            del self._active[workspace]
            self._release()  # who waited for this workspace to catch up goes on

    async def charge(self, workspace: str, units: float = 1.0) -> None:
        """Count `units` of work of `workspace`; wait while it is ahead of its share."""
        loop = asyncio.get_running_loop()
        now = loop.time()
        if not self._probing:
            self._probing = True
            loop.call_soon(self._probed, now)
        floor = self._catch_up(workspace, now)
        self._last[workspace] = now
        position = self._vt[workspace] + self._queued.get(workspace, 0.0) + units
        if not self._over(workspace, position, now):
            self._serve(workspace, units)
            if floor is not None and self._vt[workspace] - units <= floor:
                self._release()  # the least advanced moved on: who waited may go on
            return
        waiter: asyncio.Future[None] = loop.create_future()
        self._waiting.setdefault(workspace, deque()).append((position, units, waiter))
        self._queued[workspace] = self._queued.get(workspace, 0.0) + units
        self._arm(now)
        timed_out = False
        try:
            # A timeout around a future: no lock a cancellation could strand.
            async with asyncio.timeout(self.max_wait):
                await waiter
        except TimeoutError:
            timed_out = True
        finally:
            if not waiter.done() or waiter.cancelled():  # not let go by `_release`
                waiter.cancel()
                self._drop(workspace, (position, units, waiter))
                if timed_out:  # it goes on regardless; a cancelled charge did no work
                    self._serve(workspace, units)

    def _drop(self, workspace: str, entry: tuple[float, float, asyncio.Future[None]]) -> None:
        """Take a charge that no longer waits out of its workspace's queue, with its units.
        `_release` may have dropped it already: its future is cancelled before the charge's
        task runs again (a timeout or a cancellation cancels it at once), and any callback
        in between may release the queue."""
        queue = self._waiting.get(workspace)
        if queue is None:
            return
        try:
            queue.remove(entry)
        except ValueError:
            return
        self._queued[workspace] -= entry[1]
        if not queue:
            del self._waiting[workspace]
            self._queued.pop(workspace, None)

    def _probed(self, scheduled: float) -> None:
        """A probe scheduled at `scheduled` runs: the loop's delay is how late it is."""
        self._probing = False
        delay = asyncio.get_running_loop().time() - scheduled
        self._delay += self.DELAY_WEIGHT * (delay - self._delay)

    def _window(self, now: float) -> float:
        """How long after its last charge a workspace still competes."""
        return self.recent + min(self.MAX_STRETCH, self.DELAY_FACTOR * self._delay)

    def _serve(self, workspace: str, units: float) -> None:
        self._vt[workspace] = self._vt.get(workspace, 0.0) + units
        if workspace in self._lag:
            self._lag[workspace] -= units

    def virtual_times(self) -> dict[str, float]:
        """workspace -> virtual time (for tests and diagnostics)."""
        return dict(self._vt)

    def waiting(self) -> int:
        """Charges waiting now (for tests and diagnostics)."""
        return sum(1 for q in self._waiting.values() for _, _, w in q if not w.done())

    def _catch_up(self, workspace: str, now: float) -> float | None:
        """Bring `workspace` to at most its credit behind the least advanced competitor and
        return that competitor's virtual time (None: no other workspace competes).

        Its credit is how far behind it was when it last charged, plus `credit_rate` per
        second it has been idle since (beyond `recent`), at most `burst`; a workspace never
        seen has the whole burst. One that was ahead comes back level with the floor. One that
        charged within `recent` stays where it is: it competed all along, and the others were
        ahead only by what it let them do."""
        floor = self._floor(workspace, now)
        vt = self._vt.get(workspace)
        if floor is None:
            self._vt[workspace] = 0.0 if vt is None else vt
            self._lag.pop(workspace, None)
            return None
        if vt is None or workspace not in self._last:
            credit = self.burst
        else:
            idle = now - self._last[workspace] - self._window(now)
            if idle <= 0:  # competing all along: behind by what the others were let do
                self._lag[workspace] = floor - vt
                return floor
            credit = min(
                self.burst, max(0.0, self._lag.get(workspace, 0.0)) + self.credit_rate * idle
            )
        # Back from idle, it starts at most level with the floor: what it did while nobody
        # else competed (alone, it has the whole process) is no debt to those who came since.
        vt = max(-math.inf if vt is None else min(vt, floor), floor - credit)
        self._vt[workspace] = vt
        self._lag[workspace] = floor - vt
        return floor

    def _floor(self, workspace: str, now: float) -> float | None:
        """The least virtual time of the other competing workspaces (None: none)."""
        floor: float | None = None
        window = self._window(now)
        for other in self._active:
            if other != workspace and now - self._last.get(other, now) <= window:
                vt = self._vt.get(other, 0.0)
                floor = vt if floor is None else min(floor, vt)
        return floor

    def _over(self, workspace: str, position: float, now: float) -> bool:
        """Whether a charge of `workspace` that left it at `position` is past its share."""
        if workspace not in self._active:
            return False
        floor = self._floor(workspace, now)
        return floor is not None and position - floor > self.quantum

    def _release(self) -> None:
        """Let go every waiting charge no longer past its share (oldest first per workspace),
        then set the timer for the next moment a competitor goes quiet."""
        if not self._waiting:
            return
        now = asyncio.get_running_loop().time()
        for workspace in list(self._waiting):
            queue = self._waiting[workspace]
            while queue:
                position, units, waiter = queue[0]
                if not waiter.done():
                    if self._over(workspace, position, now):
                        break
                    waiter.set_result(None)
                    self._serve(workspace, units)
                self._queued[workspace] -= units  # released, or cancelled and not dropped yet
                queue.popleft()
            if not queue:
                del self._waiting[workspace]
                self._queued.pop(workspace, None)
        self._arm(now)

    def _arm(self, now: float) -> None:
        """While charges wait: one timer, at the next moment a competitor stops counting as
        one (its last charge `recent` seconds old), when the floor may rise or vanish."""
        if not self._waiting:
            return
        window = self._window(now)
        due = min(
            (
                self._last[w] + window
                for w in self._active
                if w in self._last and self._last[w] + window >= now
            ),
            default=math.inf,
        )
        if due == math.inf or (self._timer is not None and self._timer_at <= due):
            return
        if self._timer is not None:
            self._timer.cancel()
        self._timer_at = due
        self._timer = asyncio.get_running_loop().call_at(due + 1e-4, self._on_timer)

    def _on_timer(self) -> None:
        self._timer = None
        self._timer_at = math.inf
        self._release()

    def _forget_some(self) -> None:
        if len(self._vt) <= self._MAX_REMEMBERED:
            return
        idle = sorted((self._last.get(w, 0.0), w) for w in self._vt if w not in self._active)
        for _, workspace in idle[: len(self._vt) - self._MAX_REMEMBERED // 2]:
            self._vt.pop(workspace, None)
            self._last.pop(workspace, None)
            self._lag.pop(workspace, None)


# Whose work the current task (and the tasks it starts) does: a request's, then its turn's.
_WORK_FOR: ContextVar[tuple[FairShare, str] | None] = ContextVar("agentrt_work_for", default=None)


def work_for(fair: FairShare, workspace: str) -> None:
    """The current task (and every task it starts from now on) works for `workspace`."""
    _WORK_FOR.set((fair, workspace))


def workspace_of(handle: asyncio.Handle) -> str | None:
    """The workspace a loop callback works for (its context's `work_for`), None: nobody's."""
    current = handle._context.get(_WORK_FOR)  # type: ignore[attr-defined]
    return None if current is None else current[1]


async def pace() -> None:
    """Charge one unit to the workspace the current task works for (nothing for work of
    nobody's, e.g. the service's own background jobs). Each Redis command calls it: a turn
    waiting on Redis keeps counting as running, and a workspace past its share waits before
    its next command, not only at its next graph step."""
    current = _WORK_FOR.get()
    if current is not None:
        await current[0].charge(current[1])


class FairPace(AsyncCallbackHandler):
    """Charges each runnable a turn's graph starts and each token a model streams to the
    turn's workspace: past its share, the graph waits there (its tasks do not wait for the
    turn's reader, so pacing the reader alone would not slow it)."""

    run_inline = True

    def __init__(self, fair: FairShare, workspace: str) -> None:
        self.fair = fair
        self.workspace = workspace

    async def on_llm_new_token(self, token: Any, **kwargs: Any) -> None:
        await self.fair.charge(self.workspace)

    async def on_chain_start(self, *args: Any, **kwargs: Any) -> None:
        # Every runnable the graph starts: the graph, its nodes and their inner steps.
        await self.fair.charge(self.workspace)

    async def on_chat_model_start(self, *args: Any, **kwargs: Any) -> None:
        # Implemented (as nothing) on purpose: without it langchain falls back to
        # `on_llm_start` and first renders every message of the request as one string
        # (get_buffer_string), a cost that grows with the conversation on every turn.
        return None
