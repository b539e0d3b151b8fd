"""When Python's cyclic garbage collector runs in `agentrt serve`.

A collection holds the whole process, every workspace's requests with it, while it walks the
container objects it tracks. A full (oldest-generation) collection walks every one alive
outside the frozen set: what start-up built (the runtime, its clients) and every module
imported since (the first turn, the first memory write and the first bridge call import
hundreds), tens of thousands of objects, 20-140 ms a time. Under load it runs every second
or two: one workspace's flood of turns promotes their short-lived objects to the oldest
generation, and that starts the next full collection. Every other workspace pays it.

`HeapKeeper`, once the server has started:

- freezes what is alive then (`gc.freeze`): the collector no longer walks it. It freezes
  again when modules were imported since (lazily, by a request), but only while `quiet()`
  (in `agentrt serve`: no request in progress and no turn running), so what it freezes is
  the process's own long-lived state, never a caller's (a frozen object that later became
  cyclic garbage would never be collected);
- replaces the automatic full collections with one every `full_seconds` (the young
  generations are collected as Python does it, which is where almost all cyclic garbage
  dies): the pause is shorter (less to walk) and rare, not a second's rhythm.

`full_seconds=0` leaves the collector's schedule as Python's (the freezes still happen).
"""

from __future__ import annotations

import gc
import logging
import sys
import threading
import time
from collections.abc import Callable

log = logging.getLogger("agentrt.heap")

NEVER = 1 << 30  # a threshold the oldest generation's counter does not reach


class HeapKeeper:
    """Runs on a daemon thread of its own: a collection holds the interpreter lock whichever
    thread runs it, so it pauses the loop no more than Python's own would."""

    def __init__(
        self,
        *,
        full_seconds: float,
        check_seconds: float = 1.0,
        quiet: Callable[[], bool] = lambda: True,
    ) -> None:
        self.full_seconds = full_seconds
        self.check_seconds = check_seconds
        self.quiet = quiet
        self.settles = 0  # freezes done
        self.full_collections = 0  # full collections run on schedule
        self._modules = -1  # len(sys.modules) at the last freeze
        self._last_full = time.monotonic()
        self._thresholds = gc.get_threshold()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, ready: Callable[[], bool]) -> None:
        """Start once `ready()` says the server has started (checked every `check_seconds`)."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(
            target=self._run, args=(ready,), name="agentrt-heap", daemon=True
        )
        self._thread.start()

    def stop(self, *, restore: bool = False) -> None:
        """Stop the thread; `restore`: Python's schedule back and nothing frozen (tests)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
        if restore:
            gc.set_threshold(*self._thresholds)
            gc.unfreeze()

    def _run(self, ready: Callable[[], bool]) -> None:
        while not self._stop.wait(self.check_seconds):
            if not ready():
                continue
            try:
                self.step()
            except Exception:  # the collector's schedule must never stop the service
                log.exception("heap keeper step failed")

    def step(self) -> None:
        """One check: freeze when modules were imported since the last freeze (and it is
        quiet), else a full collection when one is due."""
        if len(sys.modules) != self._modules and self.quiet():
            self.settle()
            return
        if self.full_seconds > 0 and time.monotonic() - self._last_full >= self.full_seconds:
            gc.collect()
            self._last_full = time.monotonic()
            self.full_collections += 1

    def settle(self) -> None:
        """Collect everything, then freeze what survived; from the first freeze on, the
        oldest generation is collected on this keeper's schedule only."""
        modules = len(sys.modules)
        gc.collect()
        gc.freeze()
        self._modules = modules
        self._last_full = time.monotonic()
        self.settles += 1
        if self.full_seconds > 0:
            young, middle, _ = gc.get_threshold()
            gc.set_threshold(young, middle, NEVER)
        log.info(
            "heap frozen (%d objects, %d modules); full collections %s",
            gc.get_freeze_count(),
            modules,
            f"every {self.full_seconds:g} s" if self.full_seconds > 0 else "on Python's schedule",
        )


__all__ = ["HeapKeeper"]
