"""CPU-bound work of the memory path, run outside the event loop's process.

Capture, the safety gate, redaction and embeddings are CPU work. In a worker thread they
still hold the interpreter lock most of the time (a regular expression scanning 27 KB never
releases it), so the event loop serving every other workspace waits behind them: in
bench.noisy, one workspace sending 27 KB messages with memory on put another's p95 at 8x its
p95 alone, and at 2.3x with memory off. With `workers` > 0 (`agentrt serve` sets
`AGENTRT_SERVER__CPU_WORKERS`, default 1) such work runs in a small pool of worker processes;
with 0 (the default in a library or a test process) it runs in a thread as before.

Only top-level functions with picklable arguments and results are run here. The pool starts
on first use (or at `warm()`), from a forkserver whose workers ignore SIGINT (the parent
handles shutdown), run at a lower priority (nice 10: serving comes first) and exit when the
serving process is gone, however it ended; a pool that broke (a worker was killed) is
replaced, and the call that failed runs in a thread, so a caller never sees the pool's
failure.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import select
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

log = logging.getLogger("agentrt.cpu")

T = TypeVar("T")

# Modules a worker imports before its first task (the forkserver preloads them once).
PRELOAD = ("agents.memory.safety", "agents.memory.extraction", "agents.memory.conversations")

_lock = threading.Lock()
_workers = 0
_pool: ProcessPoolExecutor | None = None


def configure(workers: int) -> None:
    """Use `workers` processes from now on (0: threads). An existing pool is replaced."""
    global _workers
    with _lock:
        _workers = max(0, int(workers))
    shutdown()


def workers() -> int:
    return _workers


# Workers yield the CPU to the serving process: on a small box they would otherwise take the
# core the event loop (and every other workspace) needs.
WORKER_NICENESS = 10


def _init_worker(server_pid: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        os.nice(WORKER_NICENESS)
    except OSError:  # not permitted here: the worker runs at the parent's priority
        pass
    threading.Thread(
        target=_exit_with, args=(server_pid,), name="agentrt-cpu-watch", daemon=True
    ).start()


def _exit_with(server_pid: int) -> None:
    """End this worker when the serving process is gone. A server killed outright (SIGKILL,
    the OOM killer) cannot stop its pool, and a worker waits on its task queue forever (it
    holds that pipe's other end itself); it also holds the forkserver's and the resource
    tracker's pipes open, so they would stay too. Their exits follow this one."""
    try:
        handle = os.pidfd_open(server_pid)  # readable once the process has exited
    except ProcessLookupError:
        os._exit(0)
    except OSError:  # no pidfd here: look once a second
        while True:
            time.sleep(1.0)
            try:
                os.kill(server_pid, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:
                pass
    select.select([handle], [], [])
    os._exit(0)


def _ensure() -> ProcessPoolExecutor | None:
    global _pool
    with _lock:
        if _workers <= 0:
            return None
        if _pool is None:
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(list(PRELOAD))
            _pool = ProcessPoolExecutor(
                max_workers=_workers,
                mp_context=context,
                initializer=_init_worker,
                initargs=(os.getpid(),),
            )
        return _pool


def _drop(broken: ProcessPoolExecutor) -> None:
    global _pool
    with _lock:
        if _pool is broken:
            _pool = None
    broken.shutdown(wait=False, cancel_futures=True)


async def run(fn: Callable[..., T], *args: Any) -> T:
    """`fn(*args)` in a worker process (or a thread when there are no workers)."""
    pool = _ensure()
    if pool is None:
        return await asyncio.to_thread(fn, *args)
    try:
        return await asyncio.get_running_loop().run_in_executor(pool, fn, *args)
    except BrokenProcessPool:
        log.warning("a CPU worker process died; starting new ones (this call runs in a thread)")
        _drop(pool)
        return await asyncio.to_thread(fn, *args)


def warm(task: Callable[[], Any]) -> None:
    """Start the workers and have each run `task` (a top-level function that loads what they
    use: rules, models) in the background, so the first real call does not pay for it."""
    pool = _ensure()
    if pool is not None:
        for _ in range(_workers):
            pool.submit(task)


def shutdown(wait: bool = False) -> None:
    """Stop the workers (`wait`: until they have exited)."""
    global _pool
    with _lock:
        pool, _pool = _pool, None
    if pool is not None:
        pool.shutdown(wait=wait, cancel_futures=True)
