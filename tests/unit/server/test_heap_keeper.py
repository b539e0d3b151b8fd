"""The collector's schedule in `agentrt serve` (app/heap.py): what is alive once the server
has started is frozen, and a burst of objects that outlive the young generations (one
workspace's flood of turns) no longer starts a full collection, which would pause every
workspace; full collections run on the keeper's schedule instead."""

from __future__ import annotations

import gc
import sys
import time
import weakref
from collections.abc import Iterator
from typing import Any

import pytest

from app.heap import NEVER, HeapKeeper


@pytest.fixture
def full_collections() -> Iterator[list[float]]:
    """Start times of the full collections that run during the test."""
    seen: list[float] = []

    def callback(phase: str, info: dict[str, Any]) -> None:
        if phase == "start" and info["generation"] == 2:
            seen.append(time.monotonic())

    gc.callbacks.append(callback)
    yield seen
    gc.callbacks.remove(callback)


@pytest.fixture
def restore_gc() -> Iterator[None]:
    thresholds = gc.get_threshold()
    yield
    gc.set_threshold(*thresholds)
    gc.unfreeze()


def _burst(rounds: int = 40, size: int = 20_000) -> list[list[dict[str, int]]]:
    """Containers that live long enough to reach the oldest generation, as a running turn's
    do, and are let go in turn (what a flood of turns does to the heap)."""
    alive: list[list[dict[str, int]]] = []
    for r in range(rounds):
        alive.append([{"round": r, "i": i} for i in range(size)])
        if len(alive) > 4:
            alive.pop(0)
    return alive


@pytest.mark.usefixtures("restore_gc")
def test_a_burst_starts_full_collections_on_pythons_schedule(
    full_collections: list[float],
) -> None:
    # The baseline the keeper is measured against: the process frozen as before (the heap
    # the collector walks is small, as the test process's own would not be), Python's
    # schedule: the same burst starts full collections.
    gc.collect()
    gc.freeze()
    # Python starts a full collection only once the old generation has grown by a quarter
    # of what the last one left: collect once more, so that is the (small) unfrozen heap.
    gc.collect()
    full_collections.clear()
    _burst()
    assert len(full_collections) >= 2


@pytest.mark.usefixtures("restore_gc")
def test_after_settling_a_burst_starts_no_full_collection(
    full_collections: list[float],
) -> None:
    keeper = HeapKeeper(full_seconds=30)
    keeper.settle()
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold()[2] == NEVER
    full_collections.clear()
    before = gc.get_stats()[1]["collections"]
    _burst()
    assert full_collections == []
    assert gc.get_stats()[1]["collections"] > before  # the young generations still are


@pytest.mark.usefixtures("restore_gc")
def test_a_full_collection_runs_when_due(full_collections: list[float]) -> None:
    keeper = HeapKeeper(full_seconds=0.2)
    keeper.settle()
    full_collections.clear()
    keeper.step()  # not due yet, nothing imported since
    assert full_collections == [] and keeper.full_collections == 0

    class Cycle:
        other: Any = None

    a, b = Cycle(), Cycle()
    a.other, b.other = b, a
    gone = weakref.ref(a)
    gc.collect(1)  # survivors of a young collection move to the oldest generation
    del a, b
    gc.collect(1)
    assert gone() is not None  # the young collections no longer look at it
    time.sleep(0.25)
    keeper.step()
    assert keeper.full_collections == 1 and len(full_collections) == 1
    assert gone() is None  # the cycle the young collections no longer look at is collected


@pytest.mark.usefixtures("restore_gc")
def test_modules_imported_later_are_frozen_only_while_no_turn_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    running = [1]
    keeper = HeapKeeper(full_seconds=30, quiet=lambda: running[0] == 0)
    keeper.step()  # a turn runs: nothing is frozen with it
    assert keeper.settles == 0
    running[0] = 0
    keeper.step()
    assert keeper.settles == 1
    keeper.step()  # nothing imported since
    assert keeper.settles == 1
    monkeypatch.setitem(sys.modules, "agentrt_lazily_imported", type(sys)("lazy"))
    running[0] = 2
    keeper.step()
    assert keeper.settles == 1
    running[0] = 0
    keeper.step()
    assert keeper.settles == 2


@pytest.mark.usefixtures("restore_gc")
def test_the_thread_starts_once_the_server_has_started() -> None:
    started = [False]
    keeper = HeapKeeper(full_seconds=30, check_seconds=0.02)
    keeper.start(lambda: started[0])
    try:
        time.sleep(0.15)
        assert keeper.settles == 0
        started[0] = True
        deadline = time.monotonic() + 5
        while keeper.settles == 0 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert keeper.settles == 1
    finally:
        keeper.stop(restore=True)
    assert gc.get_freeze_count() == 0


@pytest.mark.usefixtures("restore_gc")
def test_zero_keeps_pythons_schedule() -> None:
    thresholds = gc.get_threshold()
    HeapKeeper(full_seconds=0).settle()
    assert gc.get_threshold() == thresholds
