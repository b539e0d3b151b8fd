"""A CPU worker process of agents/scheduling/cpu.py: calls in on stdin, answers on stdout.

Each frame is a header (the pickle's length and the call's id, little-endian) and a pickle: a
call's is `(fn, args)`, an answer's `(ok, value)`, the call's result or the exception it raised
(a call that does not unpickle is answered with that error). Calls run
one at a time, in the order they came. The worker ignores SIGINT (its server handles
shutdown), runs at a lower priority, and exits when its stdin ends: when the server closes it,
or when the server is gone however it ended (its end of the pipe is closed with it); quietly
too when the server went away while an answer was being written; and, whatever it is doing
(importing what it preloads, which takes seconds on a busy box, or a long call), as soon as its
server is gone: a watch thread sees it orphaned (`ORPHAN_CHECK_SECONDS`).

Started by cpu.py as `python -c BOOT path preload…` (BOOT puts the server's `sys.path` first,
so this module and the functions it is sent import as they do in the server).
"""

from __future__ import annotations

import importlib
import os
import pickle
import signal
import struct
import sys
import threading
import time
from typing import Any, BinaryIO

HEADER = struct.Struct("<IQ")  # length, call id

# Workers yield the CPU to the serving process: on a small box they would otherwise take the
# core the event loop (and every other workspace) needs.
NICENESS = 10
# How often a worker looks whether its server is still its parent.
ORPHAN_CHECK_SECONDS = 0.25

BOOT = (
    "import json, sys; sys.path[:0] = json.loads(sys.argv[1]); "
    "from agents.scheduling.cpu_child import main; main(sys.argv[2:])"
)


def frame(call_id: int, payload: bytes) -> bytes:
    return HEADER.pack(len(payload), call_id) + payload


def answer(body: bytes) -> bytes:
    """The pickled answer to one call's pickle: its result, or the exception it raised (one
    that does not pickle is sent as a RuntimeError naming it)."""
    result: tuple[bool, Any]
    try:
        fn, args = pickle.loads(body)
        result = (True, fn(*args))
    except BaseException as exc:  # noqa: BLE001 - every failure is the caller's to see
        result = (False, exc)
    try:
        return pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - a result or exception that does not pickle
        return pickle.dumps((False, RuntimeError(f"{result[1]!r} does not pickle")))


def serve(calls: BinaryIO, answers: BinaryIO) -> None:
    """Answer calls until `calls` ends."""
    while True:
        head = calls.read(HEADER.size)
        if len(head) < HEADER.size:
            return
        size, call_id = HEADER.unpack(head)
        body = calls.read(size)
        if len(body) < size:
            return
        answers.write(frame(call_id, answer(body)))
        answers.flush()


def _leave_when_orphaned(server: int) -> None:
    """Exit once the server is no longer this process's parent (killed outright, it closed no
    pipe this process is reading yet)."""
    while os.getppid() == server:
        time.sleep(ORPHAN_CHECK_SECONDS)
    os._exit(0)


def main(preload: list[str]) -> None:
    threading.Thread(
        target=_leave_when_orphaned, args=(os.getppid(),), name="orphan-watch", daemon=True
    ).start()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        os.nice(NICENESS)
    except OSError:  # not permitted here: the worker runs at the server's priority
        pass
    answers = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # anything printed goes to stderr, never into the answers
    for module in preload:
        importlib.import_module(module)
    try:
        serve(sys.stdin.buffer, answers)
    except BrokenPipeError:
        # The server is gone while an answer was on its way (it failed to start, say, and
        # exited): nobody reads it. Leave without the traceback, and without the flush at
        # exit that would print one.
        os._exit(0)
