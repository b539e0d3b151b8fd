"""One process per run, in lockstep.

Every run lives in a worker process of its own, forked before anything runs: no saver's heap,
garbage collector or background tasks land on another's turns (in production a service runs
one saver). The main process drives them over pipes in lockstep: turn t on every run, in an
order that rotates each round, then turn t+1. Whatever else the box does meanwhile lands on
all runs alike, so the ratios between them hold on a busy machine.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import sys
import traceback
from collections.abc import Callable
from typing import Any

from bench.checkpoint.timing import short_path


class WorkerFailed(RuntimeError):
    pass


class Worker:
    """A child process serving one run: `ask(op, arg)` sends a request and waits for its
    answer; `stop()` asks it to close (it stops its Redis) and makes sure it is gone."""

    _parent_ends: list[Any] = []  # closed in every later child: EOF reaches the right one

    def __init__(self, serve: Callable[[Any], None]) -> None:
        context = multiprocessing.get_context("fork")
        self.conn, child = context.Pipe()
        others = list(Worker._parent_ends)
        self.proc = context.Process(target=_child, args=(serve, child, others), daemon=True)
        self.proc.start()
        child.close()
        Worker._parent_ends.append(self.conn)

    def ask(self, op: str, arg: Any = None, timeout: float = 300.0) -> Any:
        try:
            self.conn.send((op, arg))
            if not self.conn.poll(timeout):
                raise WorkerFailed(f"no answer to {op!r} within {timeout:.0f} s")
            status, value = self.conn.recv()
        except (EOFError, OSError):
            raise WorkerFailed(
                f"the worker process ended during {op!r} (exit code {self.proc.exitcode})"
            ) from None
        if status != "ok":
            raise WorkerFailed(value)
        return value

    def stop(self) -> None:
        if self.proc.is_alive():
            with contextlib.suppress(WorkerFailed):
                self.ask("close", timeout=30)
            self.proc.join(10)
        if self.proc.is_alive():
            self.proc.terminate()  # SIGTERM: the child's handler still stops its Redis
            self.proc.join(10)
        if self.conn in Worker._parent_ends:
            Worker._parent_ends.remove(self.conn)
        self.conn.close()


def _child(serve: Callable[[Any], None], conn: Any, others: list[Any]) -> None:
    for other in others:
        other.close()
    # The in-memory runs are "degraded" on purpose; keep their start-up warnings out.
    logging.getLogger("agentrt").setLevel(logging.ERROR)
    serve(conn)


def lockstep(runs: list[tuple[Any, Any]], turns: int, step: Callable[[Any, int], Any]) -> None:
    """`step(run, t)` for t = 1..turns on every (result, run), rotating the order each round;
    a step that raises records the error on its result and drops the run."""
    live = list(runs)
    for turn in range(1, turns + 1):
        shift = turn % len(live) if live else 0
        for result, run in live[shift:] + live[:shift]:
            try:
                step(run, turn)
            except Exception as exc:  # noqa: BLE001 - reported; the other savers still run
                result.error = str(exc) if isinstance(exc, WorkerFailed) else error_text(exc)
                live.remove((result, run))
                with contextlib.suppress(Exception):
                    (run.stop if isinstance(run, Worker) else run.close)()


async def receive(conn: Any) -> Any:
    """The next request on the pipe, without blocking the loop (background tasks run on)."""
    loop = asyncio.get_running_loop()
    readable = asyncio.Event()
    loop.add_reader(conn.fileno(), readable.set)
    try:
        while not conn.poll():
            readable.clear()
            await readable.wait()
    finally:
        loop.remove_reader(conn.fileno())
    return conn.recv()


def error_text(exc: BaseException) -> str:
    """An exception as a run's error: type, message, and the file and line it came from."""
    last = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
    where = f" at {short_path(last[0].filename)}:{last[0].lineno}" if last else ""
    return f"{type(exc).__name__}: {exc}{where}"


def progress(text: str) -> None:
    """A line on stderr while the bench runs (the report goes to stdout)."""
    print(f"[bench.checkpoint] {text}", file=sys.stderr, flush=True)


def interrupt(signum: int, frame: Any) -> None:
    """SIGTERM handler: unwind like Ctrl-C, so every Redis the bench started is stopped."""
    raise KeyboardInterrupt
