"""The in-memory checkpointer (no Redis, or a Redis outage) stays bounded: newest checkpoints
per thread, threads (LRU), expiry; and the fallback names threads by workspace too."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.conformance.test_utils import (
    generate_checkpoint,
    generate_config,
    generate_metadata,
)

from agents.checkpoint import BoundedMemorySaver
from agents.fallback import memory_thread


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _put(saver: BoundedMemorySaver, thread: str, n: int, ns: str = "") -> list[str]:
    """n checkpoints in a chain, each with a new version of channel `ch` and one write."""
    ids: list[str] = []
    parent: str | None = None
    version: Any = None
    for step in range(n):
        version = saver.get_next_version(version, None)
        checkpoint = generate_checkpoint(channel_values={"ch": f"v{step}"})
        checkpoint["channel_versions"] = {"ch": version}
        config = generate_config(thread, checkpoint_ns=ns, checkpoint_id=parent)
        stored = saver.put(config, checkpoint, generate_metadata(step=step), {"ch": version})
        saver.put_writes(stored, [("ch", step)], f"task-{step}")
        parent = stored["configurable"]["checkpoint_id"]
        ids.append(parent)
    return ids


def test_a_long_outage_thread_keeps_only_its_newest_checkpoints() -> None:
    saver = BoundedMemorySaver(keep_last=3)
    ids = _put(saver, "t", 50)
    assert sorted(saver.storage["t"][""]) == ids[-3:]
    # The blobs and writes of dropped checkpoints went too: three of each remain.
    assert len([k for k in saver.blobs if k[0] == "t"]) == 3
    assert len([k for k in saver.writes if k[0] == "t"]) == 3
    latest = saver.get_tuple(generate_config("t"))
    assert latest is not None and latest.checkpoint["channel_values"] == {"ch": "v49"}
    assert [w[2] for w in latest.pending_writes or []] == [49]


def test_threads_beyond_the_limit_go_least_recently_used_first() -> None:
    evicted: list[str] = []
    saver = BoundedMemorySaver(max_threads=2)
    saver.on_evict = evicted.append
    _put(saver, "a", 1)
    _put(saver, "b", 1)
    assert saver.get_tuple(generate_config("a")) is not None  # a read counts as a use
    _put(saver, "c", 1)
    assert evicted == ["b"] and saver.threads == 2
    assert saver.has_thread("a") and saver.has_thread("c") and not saver.has_thread("b")
    assert not [k for k in (*saver.blobs, *saver.writes) if k[0] == "b"]


def test_an_unused_thread_expires_and_a_read_refreshes_it() -> None:
    clock = Clock()
    saver = BoundedMemorySaver(ttl_s=60, clock=clock)
    _put(saver, "old", 2)
    _put(saver, "read", 2)
    clock.now += 50
    assert saver.get_tuple(generate_config("read")) is not None
    clock.now += 20
    assert not saver.has_thread("old") and saver.has_thread("read")
    assert saver.get_tuple(generate_config("old")) is None
    assert not [k for k in (*saver.blobs, *saver.writes) if k[0] == "old"]


def test_reading_an_unknown_thread_creates_nothing() -> None:
    saver = BoundedMemorySaver()
    assert saver.get_tuple(generate_config("nobody")) is None
    assert list(saver.list(generate_config("nobody"))) == []
    assert "nobody" not in saver.storage and not saver.has_thread("nobody")


def test_bounds_must_be_positive() -> None:
    with pytest.raises(ValueError):
        BoundedMemorySaver(keep_last=0)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (("a", "s1"), ("b", "s1")),  # the same (legacy, bare) thread id in two workspaces
        (("a", "b/s1"), ("a/b", "s1")),  # a `/` never lets one pair pose as another
        (("w:1", "s"), ("w", "1:s")),
    ],
)
def test_outage_threads_are_named_by_workspace_too(a: tuple[str, str], b: tuple[str, str]) -> None:
    assert memory_thread(*a) != memory_thread(*b)
