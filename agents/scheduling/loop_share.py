"""Fair order of the event loop's ready callbacks between workspaces.

An asyncio loop runs its ready callbacks first in, first out: a task of a quiet workspace
that becomes ready behind the many ready tasks of a flooding workspace waits for all of them,
at every await of its request. `FairReady` replaces the loop's queue of ready callbacks
(`BaseEventLoop._ready`, a deque) with one queue per workspace, and each time the loop takes
the next callback it takes it from the workspace that has used the least of the loop lately
(its callbacks' run time, decaying with a half-life): a quiet workspace's step runs next,
before the flood's queued ones, while a workspace alone loses nothing (it is work
conserving: a callback is never held back while the loop would idle).

Which workspace a callback is of comes from the context it runs in: every callback of a task
runs in the task's context, where `admission.work_for` names the workspace. A socket ready to
read or write is its protocol's `fair_key` (an HTTP connection names the caller of the request
it carries, so a flood's bytes are parsed on the flood's account, not on everyone's). Callbacks
of no workspace (accepting connections, a pooled Redis connection, which serves every
workspace whichever task opened it, the service's own jobs) share one queue of their own.
Within a queue the order stays first in, first out, so what one task or one connection
schedules still runs in order.

Callbacks scheduled from other threads (`call_soon_threadsafe`) go to an inbox taken over
by the loop's thread, so the queues are only touched there. Installed by the service at
start-up (`install`) on asyncio's own loops; another loop (uvloop) is left as it is.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import deque
from collections.abc import Callable, Hashable
from types import MethodType

Key = Callable[[asyncio.Handle], Hashable]

HALF_LIFE = 0.5  # seconds: how long a workspace's use of the loop counts half
BUSY = 8  # ready handles at the start of a round past which they are ordered by workspace
_REBASE = 400.0  # half-lives after which usage is rescaled (2**400 stays a finite float)
# Callbacks whose context says nothing: a transport's (its protocol's `fair_key`) and the loop's.
_CONTEXTLESS = (asyncio.BaseTransport, asyncio.AbstractEventLoop)


def _protocol_key(owner: object) -> Hashable:
    """The `fair_key` of a transport's protocol (through TLS, of the protocol inside)."""
    protocol = getattr(owner, "_protocol", None)
    key = getattr(protocol, "fair_key", None)
    if key is None and protocol is not None:
        key = getattr(getattr(protocol, "_app_protocol", None), "fair_key", None)
    return key


class FairReady:
    """A drop-in for the loop's deque of ready handles (`append`, `popleft`, `len`,
    `bool`, `clear`: what asyncio's loop uses of it), ordered fairly between keys."""

    def __init__(self, key: Key, *, half_life: float = HALF_LIFE, busy: int = BUSY) -> None:
        self._key = key
        self._half = half_life
        self._busy = busy
        self._thread = threading.get_ident()
        # Until a round starts with more than `busy` handles ready, one plain queue (what
        # waits in it is short, and a quiet loop pays next to nothing); from then until a
        # round starts with at most half as many, one queue per key.
        self._fifo: deque[asyncio.Handle] = deque()
        self._keyed = False
        self._queues: dict[Hashable, deque[asyncio.Handle]] = {}  # only non-empty ones
        self._n = 0  # handles in `_queues`
        self._inbox: deque[asyncio.Handle] = deque()  # appended from other threads
        # key -> its use of the loop, scaled by 2**((t - base) / half) at the time t of
        # each charge (`_scale`, set once a round): comparing scaled values compares the
        # decayed ones at any one time. Counted while the queues are keyed.
        self._used: dict[Hashable, float] = {}
        self._base = time.perf_counter()
        self._scale = 1.0
        self._running: Hashable = None  # the key of the handle taken last
        self._since = 0.0
        self._taken = False  # a handle was taken and not charged yet

    def append(self, handle: asyncio.Handle) -> None:
        if threading.get_ident() != self._thread:
            self._inbox.append(handle)  # deque.append is atomic
        elif self._keyed:
            self._put(handle)
        else:
            self._fifo.append(handle)

    def _put(self, handle: asyncio.Handle) -> None:
        # A socket's readiness (a transport reading or writing) is its protocol's
        # `fair_key`: an HTTP connection's is the caller of the request it carries. A
        # pooled connection has none (it serves every workspace, whichever context it was
        # opened in), nor has the loop's own work: nobody's.
        callback = handle._callback  # type: ignore[attr-defined]
        if type(callback) is MethodType and isinstance(callback.__self__, _CONTEXTLESS):
            key: Hashable = _protocol_key(callback.__self__)
        else:
            key = self._key(handle)
        queue = self._queues.get(key)
        if queue is None:
            queue = self._queues[key] = deque()
        queue.append(handle)
        self._n += 1

    def _charge(self) -> None:
        """The handle taken last has run: count its time to its key."""
        now = time.perf_counter()
        self._taken = False
        key = self._running
        self._used[key] = self._used.get(key, 0.0) + (now - self._since) * self._scale
        self._rescale(now)

    def _rescale(self, now: float) -> None:
        """`_scale` for the charges of the next round (rescaling everything now and then)."""
        elapsed = now - self._base
        if elapsed > _REBASE * self._half:
            factor = 2.0 ** (elapsed / self._half)
            self._base = now
            self._used = {k: v / factor for k, v in self._used.items() if v / factor > 1e-9}
            elapsed = 0.0
        self._scale = 2.0 ** (elapsed / self._half)

    def _settle(self) -> None:
        """Between rounds: charge the last handle, take in other threads' handles, and
        choose how the next round is ordered."""
        if self._taken:
            self._charge()
        inbox = self._inbox
        if self._keyed:
            while inbox:
                self._put(inbox.popleft())
            if self._n <= self._busy // 2:  # short again: one plain queue, least used first
                used = self._used
                for key in sorted(self._queues, key=lambda k: used.get(k, 0.0)):
                    self._fifo.extend(self._queues[key])
                self._queues.clear()
                self._n = 0
                self._keyed = False
        else:
            fifo = self._fifo
            while inbox:
                fifo.append(inbox.popleft())
            if len(fifo) > self._busy:
                self._keyed = True
                self._rescale(time.perf_counter())  # not charged while plain: may be stale
                while fifo:
                    self._put(fifo.popleft())

    def __bool__(self) -> bool:
        # The loop asks whether to poll without waiting, after its round.
        self._settle()
        return bool(self._n or self._fifo)

    def __len__(self) -> int:
        # ... and how many handles to run, at the start of the next.
        self._settle()
        return self._n + len(self._fifo)

    def popleft(self) -> asyncio.Handle:
        if not self._keyed:
            return self._fifo.popleft()
        now = time.perf_counter()
        used = self._used
        if self._taken:  # the previous handle of this round has run
            key = self._running
            used[key] = used.get(key, 0.0) + (now - self._since) * self._scale
        queues = self._queues
        if len(queues) == 1:
            key, queue = next(iter(queues.items()))
        else:
            key = min(queues, key=lambda k: used.get(k, 0.0))
            queue = queues[key]
        handle = queue.popleft()
        if not queue:
            del queues[key]
        self._n -= 1
        self._running = key
        self._since = now
        self._taken = True
        return handle

    def drained(self) -> deque[asyncio.Handle]:
        """Every handle still queued, in the order this queue would have run them."""
        out: deque[asyncio.Handle] = deque()
        while len(self):
            out.append(self.popleft())
        self._taken = False
        return out

    def clear(self) -> None:
        self._fifo.clear()
        self._queues.clear()
        self._inbox.clear()
        self._n = 0

    def usage(self) -> dict[Hashable, float]:
        """key -> its decayed use of the loop now, in seconds (for tests and diagnostics)."""
        scale = 2.0 ** ((time.perf_counter() - self._base) / self._half)
        return {k: v / scale for k, v in self._used.items()}


def install(loop: asyncio.AbstractEventLoop, key: Key, *, busy: int = BUSY) -> FairReady | None:
    """Give `loop` a fair ready queue (from a callback or task running on it); None when the
    loop is not asyncio's own (its ready queue is not a deque)."""
    ready = getattr(loop, "_ready", None)
    if not isinstance(ready, deque):
        return ready if isinstance(ready, FairReady) else None
    fair = FairReady(key, busy=busy)
    fair._fifo.extend(ready)
    loop._ready = fair  # type: ignore[attr-defined]
    return fair


def uninstall(loop: asyncio.AbstractEventLoop) -> None:
    """Give `loop` back a plain ready queue, with what is ready in it (shutdown)."""
    fair = getattr(loop, "_ready", None)
    if isinstance(fair, FairReady):
        loop._ready = fair.drained()  # type: ignore[attr-defined]


__all__ = ["BUSY", "HALF_LIFE", "FairReady", "install", "uninstall"]
