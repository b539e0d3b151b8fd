"""The memory path's CPU work in worker processes (agents/scheduling/cpu.py): it runs there,
in another process, survives a worker's death, and the whole memory path still works through it."""

from __future__ import annotations

import asyncio
import os
import signal
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from agents.memory.service import explicit_facts
from agents.scheduling import cpu


@pytest.fixture
def pool() -> Iterator[None]:
    cpu.configure(1)
    try:
        yield
    finally:
        cpu.configure(0)


async def test_work_runs_in_another_process(pool: None) -> None:
    assert await cpu.run(os.getpid) != os.getpid()
    facts, rejected = await cpu.run(explicit_facts, "remember that I prefer green tea")
    assert [f.content for f in facts] and not rejected


async def test_a_dead_worker_costs_no_call(pool: None) -> None:
    pid = await cpu.run(os.getpid)
    os.kill(pid, signal.SIGKILL)
    # The call that meets the broken pool runs in a thread, the next ones in new workers:
    # none fails, and none runs in the dead one.
    assert await cpu.run(os.getpid) != pid
    assert await cpu.run(os.getpid) not in (os.getpid(), pid)


async def test_without_workers_it_is_a_thread() -> None:
    cpu.configure(0)
    assert await cpu.run(os.getpid) == os.getpid()


async def test_a_call_hands_over_through_no_thread(pool: None) -> None:
    """The loop writes the call to the worker's pipe and reads the answer itself: no thread
    of this process is started or woken for it (a thread there waits for the interpreter lock
    while the loop is busy, and the answer with it)."""
    await cpu.run(os.getpid)  # the worker is up
    before = {t.ident for t in threading.enumerate()}
    for _ in range(20):
        assert await cpu.run(len, "x" * 1000) == 1000
    assert {t.ident for t in threading.enumerate()} == before


async def test_an_answer_waits_in_the_pipe_while_the_loop_is_busy(pool: None) -> None:
    """The worker starts as soon as the call is written, not when the loop is next free."""
    await cpu.run(os.getpid)
    call = asyncio.ensure_future(cpu.run(time.sleep, 0.2))
    await asyncio.sleep(0)  # the call is written
    busy_until = time.monotonic() + 0.3
    while time.monotonic() < busy_until:  # the loop's thread is busy meanwhile
        pass
    started = time.monotonic()
    await call
    assert time.monotonic() - started < 0.15


async def test_a_call_bigger_than_the_pipe(pool: None) -> None:
    text = "ab" * 2_000_000  # ~4 MB of pickle: written as the worker makes room
    results = await asyncio.gather(cpu.run(len, text), cpu.run(len, "abc"), cpu.run(len, text))
    assert results == [4_000_000, 3, 4_000_000]


async def test_a_worker_s_errors_are_the_caller_s(pool: None) -> None:
    with pytest.raises(ValueError):
        await cpu.run(int, "not a number")
    with pytest.raises(RuntimeError, match="does not pickle"):
        await cpu.run(threading.Lock)
    assert await cpu.run(len, "still serving") == 13


async def test_a_cancelled_call_leaves_the_worker_serving(pool: None) -> None:
    call = asyncio.ensure_future(cpu.run(time.sleep, 0.3))
    await asyncio.sleep(0.05)
    call.cancel()
    with pytest.raises(asyncio.CancelledError):
        await call
    assert await cpu.run(len, "next") == 4


async def test_a_worker_killed_mid_call_costs_no_call(pool: None) -> None:
    pid = await cpu.run(os.getpid)
    call = asyncio.ensure_future(cpu.run(time.sleep, 1.0))
    await asyncio.sleep(0.1)
    os.kill(pid, signal.SIGKILL)
    assert await asyncio.wait_for(call, 5) is None  # run again in a thread
    assert await cpu.run(os.getpid) not in (os.getpid(), pid)


@pytest.mark.timeout(60, method="thread")  # a stuck loop waits in a join no signal breaks
def test_loops_in_other_threads_get_their_answers(pool: None) -> None:
    """Every caller's loop watches the worker's pipe and whichever wakes first hands each
    answer to its caller's loop: loops that finish and close first (the first to call among
    them) leave the others served, and a loop that comes after them all is served too."""

    def one_loop(n: int) -> list[int]:
        async def calls() -> list[int]:
            return list(await asyncio.gather(*(cpu.run(len, "x" * i) for i in range(n))))

        return asyncio.run(calls())

    with ThreadPoolExecutor(4) as threads:
        results = list(threads.map(one_loop, [30, 40, 50, 60]))
    assert results == [list(range(n)) for n in (30, 40, 50, 60)]
    assert one_loop(5) == list(range(5))  # every loop above has stopped and closed


@pytest.mark.timeout(60, method="thread")
def test_answers_come_after_the_first_caller_s_loop_closed(pool: None) -> None:
    """The first loop to call closes while another loop's call is still in the worker: the
    other loop reads its own answer."""
    first_answered, second_sent = threading.Event(), threading.Event()

    async def first() -> int:
        pid = await cpu.run(os.getpid)
        first_answered.set()
        second_sent.wait(10)  # then this loop ends and closes
        return pid

    async def second() -> None:
        first_answered.wait(10)
        call = asyncio.ensure_future(cpu.run(time.sleep, 0.5))
        await asyncio.sleep(0.05)  # the call is written
        second_sent.set()
        assert await call is None

    with ThreadPoolExecutor(2) as threads:
        one = threads.submit(asyncio.run, first())
        two = threads.submit(asyncio.run, second())
        assert one.result(20) != os.getpid()
        two.result(20)


def test_a_worker_whose_server_is_gone_mid_answer_leaves_quietly() -> None:
    """A server that fails to start (its port taken) exits while its worker answers the warm-up
    call: the worker leaves with status 0 and no traceback on the server's log."""
    import json
    import pickle
    import subprocess
    import sys

    from agents.scheduling.cpu_child import BOOT, frame

    proc = subprocess.Popen(
        [sys.executable, "-c", BOOT, json.dumps(sys.path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the server's end of the answers: gone
    proc.stdin.write(frame(1, pickle.dumps((time.sleep, (0.05,)))))
    proc.stdin.close()
    assert proc.wait(timeout=30) == 0
    err = proc.stderr.read().decode()
    proc.stderr.close()
    assert "Traceback" not in err and "BrokenPipeError" not in err, err


def test_a_worker_leaves_when_its_server_is_killed_while_it_preloads() -> None:
    """A server killed outright (SIGKILL) while its worker still imports what it preloads
    (seconds on a busy box) leaves no worker behind: the worker is orphaned and exits at once,
    without waiting to read its closed pipe."""
    import json
    import signal
    import subprocess
    import sys

    from agents.scheduling.cpu_child import BOOT

    spawn = (
        "import json, subprocess, sys; "
        f"w = subprocess.Popen([sys.executable, '-c', {BOOT!r}, {json.dumps(sys.path)!r}, "
        "'tests.support.harness.slow_import'], stdin=subprocess.PIPE, stdout=subprocess.PIPE); "
        "print(w.pid, flush=True); import time; time.sleep(60)"
    )
    server = subprocess.Popen([sys.executable, "-c", spawn], stdout=subprocess.PIPE)
    assert server.stdout is not None
    worker = int(server.stdout.readline())
    time.sleep(1.0)  # the worker is importing its preload now
    server.send_signal(signal.SIGKILL)
    server.wait(10)
    server.stdout.close()

    def alive(pid: int) -> bool:
        try:
            with open(f"/proc/{pid}/stat") as f:
                return f.read().rsplit(")", 1)[1].split()[0] != "Z"
        except OSError:
            return False

    deadline = time.monotonic() + 10
    while alive(worker) and time.monotonic() < deadline:
        time.sleep(0.05)
    gone = not alive(worker)
    if not gone:
        os.kill(worker, signal.SIGKILL)
    assert gone, "the worker outlived its server"
