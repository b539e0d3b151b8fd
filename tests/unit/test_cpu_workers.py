"""The memory path's CPU work in worker processes (agents/scheduling/cpu.py): it runs there,
in another process, survives a worker's death, and the whole memory path still works through it."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator

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
