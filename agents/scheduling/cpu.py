"""CPU-bound work of the memory path, run outside the event loop's process.

Capture, the safety gate, redaction and embeddings are CPU work. In a worker thread they
still hold the interpreter lock most of the time (a regular expression scanning 27 KB never
releases it), so the event loop serving every other workspace waits behind them: in
bench.noisy, one workspace sending 27 KB messages with memory on put another's p95 at 8x its
p95 alone, and at 2.3x with memory off. With `workers` > 0 (`agentrt serve` sets
`AGENTRT_SERVER__CPU_WORKERS`, default 1) such work runs in a small pool of worker processes
(cpu_child.py); with 0 (the default in a library or a test process) it runs in a thread.

No thread of this process stands between a call and its worker: the event loop writes the
call to the worker's pipe itself and reads the answer when its selector says it is there. (A
ProcessPoolExecutor hands each call over through two threads and takes the answer back
through a third; each needs the interpreter lock, so while the loop thread was busy, an
embedding that takes ~2.4 ms in the worker was answered ~8 ms after it was asked:
bench/first_recall.py.) A call too big for the pipe at once has its rest written by a short
thread that waits for room.

Only top-level functions with picklable arguments and results are run here. The pool starts
on first use (or at `warm()`); workers ignore SIGINT (the server handles shutdown), run at a
lower priority (nice 10: serving comes first) and exit when their pipe ends, so when the
serving process is gone, however it ended. A worker that died (killed) is replaced on the
next call, and the calls it had run in a thread, so a caller never sees a worker's failure.
Every event loop that has called watches the worker's pipe; whichever wakes first reads the
answers (under a lock) and hands each to its caller's loop, so a loop that stops or closes
leaves the others served.
"""

from __future__ import annotations

import asyncio
import contextvars
import itertools
import json
import logging
import os
import pickle
import select
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from agents.scheduling.cpu_child import BOOT, HEADER, NICENESS, frame

log = logging.getLogger("agentrt.cpu")

T = TypeVar("T")

# Modules a worker imports before its first call.
PRELOAD = ("agents.memory.safety", "agents.memory.extraction", "agents.memory.conversations")
WORKER_NICENESS = NICENESS
READ_CHUNK = 1 << 20
# Items of a list one call of `run_parts` takes: an import's entity or item through the gate
# is ~1-10 ms of work, so a part holds a worker for tens of milliseconds.
PART = 16

_lock = threading.RLock()
_workers = 0
_pool: list[_Worker] | None = None
_ids = itertools.count(1)


class _Lost(Exception):
    """The worker ended before it answered."""


class _Worker:
    """One worker process and the calls it has not answered yet."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", BOOT, json.dumps(sys.path), *PRELOAD],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            close_fds=True,
        )
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.w = self.proc.stdin.fileno()
        self.r = self.proc.stdout.fileno()
        os.set_blocking(self.w, False)
        os.set_blocking(self.r, False)
        # call id -> (future, its loop), or None for a call nobody waits for (warm)
        self.pending: dict[int, tuple[asyncio.Future[Any], asyncio.AbstractEventLoop] | None] = {}
        self.unsent = bytearray()  # what the pipe had no room for yet
        self.flushing = False
        self.received = bytearray()  # answers read, not yet whole (under `_lock`)
        self.readers: list[asyncio.AbstractEventLoop] = []  # loops watching for answers
        self.detaching = 0  # loops still to stop watching before the pipe is closed
        self.dead = False

    # -- calls --------------------------------------------------------------------------
    def send(self, call_id: int, payload: bytes) -> None:
        """Write one call (under `_lock`). Raises OSError when the worker is gone."""
        data = frame(call_id, payload)
        if not self.unsent:
            try:
                n = os.write(self.w, data)
            except BlockingIOError:
                n = 0
            if n == len(data):
                return
            data = data[n:]
        self.unsent += data
        if not self.flushing:
            self.flushing = True
            threading.Thread(target=self._flush, name="agentrt-cpu-write", daemon=True).start()

    def _flush(self) -> None:
        """Write what did not fit, as the worker makes room."""
        while True:
            with _lock:
                if self.dead or not self.unsent:
                    self.flushing = False
                    if self.dead:
                        _close_quietly(self.proc.stdin)
                    return
                chunk = bytes(self.unsent[:READ_CHUNK])
            try:
                select.select([], [self.w], [], 1.0)
                n = os.write(self.w, chunk)
            except BlockingIOError:
                continue
            except OSError:
                with _lock:
                    self.flushing = False
                self.lose()  # closes its input, as nothing writes any more
                return
            with _lock:
                del self.unsent[:n]

    # -- answers ------------------------------------------------------------------------
    def attach(self, loop: asyncio.AbstractEventLoop) -> None:
        """Have `loop` watch for answers too (under `_lock`). Every loop that has called
        watches: whichever wakes first reads, under the lock, and hands each answer to its
        caller's loop, so answers keep coming while any caller's loop runs."""
        self.readers = [r for r in self.readers if not r.is_closed()]
        if loop in self.readers:
            return
        # In a context of its own: reading answers is nobody's work (loop_share.py keys a
        # callback by the workspace of the context it was registered in).
        contextvars.Context().run(loop.add_reader, self.r, self._readable)
        self.readers.append(loop)

    def _readable(self) -> None:
        answers: list[tuple[tuple[asyncio.Future[Any], asyncio.AbstractEventLoop], bytes]] = []
        ended = False
        with _lock:
            if self.dead:
                return
            while True:
                try:
                    data = os.read(self.r, READ_CHUNK)
                except BlockingIOError:
                    break
                except OSError:
                    data = b""
                if not data:
                    ended = True
                    break
                self.received += data
                if len(data) < READ_CHUNK:
                    break
            buf = self.received
            while len(buf) >= HEADER.size:
                size, call_id = HEADER.unpack_from(buf)
                end = HEADER.size + size
                if len(buf) < end:
                    break
                body = bytes(buf[HEADER.size : end])
                del buf[:end]
                waiting = self.pending.pop(call_id, None)
                if waiting is not None:
                    answers.append((waiting, body))
        for waiting, body in answers:
            try:
                ok, value = pickle.loads(body)
            except Exception as exc:  # noqa: BLE001 - an answer that does not unpickle
                ok, value = False, exc
            _settle(*waiting, (ok, value))
        if ended:
            self.lose()

    def lose(self) -> None:
        """The worker is gone (or being stopped): its calls run in threads, it is reaped."""
        with _lock:
            if self.dead:
                return
            self.dead = True
            pending, self.pending = self.pending, {}
            self.unsent.clear()
            if not self.flushing:  # else the writing thread closes it when it sees this
                _close_quietly(self.proc.stdin)  # the worker's input ends: it exits
            readers, self.readers = self.readers, []
            here = _current_loop()
            elsewhere = [
                r for r in readers if not r.is_closed() and r.is_running() and r is not here
            ]
            self.detaching = len(elsewhere)
            for loop in readers:  # this thread's loop, or one that has stopped
                if not loop.is_closed() and loop not in elsewhere:
                    loop.remove_reader(self.r)
            for loop in elsewhere:  # their own threads remove it; the pipe is closed after
                try:
                    loop.call_soon_threadsafe(self._detach, loop)
                except RuntimeError:  # closed meanwhile: nothing watches there any more
                    self.detaching -= 1
            closing = self.detaching == 0
        for waiting in pending.values():
            if waiting is not None:
                _settle(*waiting, _Lost())
        if closing:
            self._close()

    def _detach(self, loop: asyncio.AbstractEventLoop) -> None:
        loop.remove_reader(self.r)
        with _lock:
            self.detaching -= 1
            closing = self.detaching == 0
        if closing:
            self._close()

    def _close(self) -> None:
        _close_quietly(self.proc.stdout)
        if self.proc.poll() is None:  # its pipe ends: it exits by itself; this reaps it
            threading.Thread(target=self._reap, name="agentrt-cpu-reap", daemon=True).start()

    def _reap(self) -> None:
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def _close_quietly(pipe: Any) -> None:
    if pipe is not None:
        try:
            pipe.close()
        except OSError:  # a broken pipe's buffer cannot be flushed: nothing is in it
            pass


def _current_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _settle(fut: asyncio.Future[Any], loop: asyncio.AbstractEventLoop, outcome: Any) -> None:
    """Give a call's future its outcome, on its own loop."""

    def give() -> None:
        if fut.done():  # the caller was cancelled
            return
        if isinstance(outcome, BaseException):
            fut.set_exception(outcome)
        else:
            fut.set_result(outcome)

    if _current_loop() is loop:
        give()
    elif not loop.is_closed():
        try:
            loop.call_soon_threadsafe(give)
        except RuntimeError:  # closed meanwhile: nobody waits any more
            pass


def configure(workers: int) -> None:
    """Use `workers` processes from now on (0: threads). An existing pool is replaced."""
    global _workers
    with _lock:
        _workers = max(0, int(workers))
    shutdown()


def workers() -> int:
    return _workers


def _ensure() -> list[_Worker] | None:
    """The pool, started (or a dead worker replaced) now."""
    global _pool
    with _lock:
        if _workers <= 0:
            return None
        if _pool is None:
            _pool = []
        _pool[:] = [w for w in _pool if not w.dead]
        while len(_pool) < _workers:
            _pool.append(_Worker())
        return list(_pool)


def _submit(
    pool: list[_Worker],
    payload: bytes,
    waiting: tuple[asyncio.Future[Any], asyncio.AbstractEventLoop] | None,
    worker: _Worker | None = None,
) -> bool:
    """Send one call to `worker` or the least busy one. False: it was gone."""
    with _lock:
        if worker is None:
            worker = min(pool, key=lambda w: (w.dead, len(w.pending)))
        if worker.dead:
            return False
        call_id = next(_ids)
        worker.pending[call_id] = waiting
        if waiting is not None:
            worker.attach(waiting[1])
        try:
            worker.send(call_id, payload)
            return True
        except OSError:
            worker.pending.pop(call_id, None)
    worker.lose()
    return False


async def run(fn: Callable[..., T], *args: Any) -> T:
    """`fn(*args)` in a worker process (or a thread when there are no workers)."""
    pool = _ensure()
    if pool is None:
        return await asyncio.to_thread(fn, *args)
    payload = pickle.dumps((fn, args), protocol=pickle.HIGHEST_PROTOCOL)
    loop = asyncio.get_running_loop()
    fut: asyncio.Future[tuple[bool, Any]] = loop.create_future()
    try:
        if not _submit(pool, payload, (fut, loop)):
            raise _Lost
        ok, value = await fut
    except _Lost:
        log.warning("a CPU worker process died; starting new ones (this call runs in a thread)")
        return await asyncio.to_thread(fn, *args)
    if ok:
        return value  # type: ignore[no-any-return]
    raise value


async def run_parts(fn: Callable[..., T], items: Sequence[Any], *args: Any) -> list[T]:
    """`fn(part, *args)` for each part of PART items of `items`, in turn, each its own call:
    the work over a long list (an import's thousands of texts) never holds a worker for more
    than one part, so another workspace's call waits behind one part at most, not the list."""
    return [await run(fn, list(items[i : i + PART]), *args) for i in range(0, len(items), PART)]


def warm(task: Callable[[], Any]) -> None:
    """Start the workers and have each run `task` (a top-level function that loads what they
    use: rules, models) in the background, so the first real call does not pay for it."""
    pool = _ensure()
    if pool is not None:
        payload = pickle.dumps((task, ()), protocol=pickle.HIGHEST_PROTOCOL)
        for worker in pool:
            _submit(pool, payload, None, worker)


def shutdown(wait: bool = False) -> None:
    """Stop the workers (`wait`: until they have exited)."""
    global _pool
    with _lock:
        pool, _pool = _pool or [], None
    for worker in pool:
        worker.lose()
    if wait:
        for worker in pool:
            try:
                worker.proc.wait(10)
            except subprocess.TimeoutExpired:
                worker.proc.kill()
                worker.proc.wait()
