"""The Redis harness leaves no temporary folder behind when a server or cluster fails to start
(tests/support/harness/redis_server.py): `RedisServer.start` removes the folder it made, never
one it was given, and `RedisCluster.start` removes its base folder and kills the nodes it
started."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from tests.support.harness import redis_server
from tests.support.harness.redis_server import RedisCluster, RedisServer

pytestmark = pytest.mark.redis


@pytest.fixture
def tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """tempfile's folder for this test, so what the harness leaves there can be counted."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    return tmp_path


def _leftovers(tmp: Path) -> list[str]:
    return sorted(p.name for p in tmp.glob("agentrt-redis-*"))


def test_server_that_exits_at_start_leaves_no_empty_folder(tmp: Path) -> None:
    server = RedisServer(modules=False, extra_args=("--no-such-directive", "1"))
    with pytest.raises(RuntimeError, match="exited with") as raised:
        server.start()
    assert "no-such-directive" in str(raised.value)  # the log is still quoted
    assert _leftovers(tmp) == []
    assert server.data_dir is None


def test_server_that_cannot_be_launched_leaves_no_empty_folder(
    tmp: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(redis_server, "_stack_dir", lambda: tmp / "no-redis-stack-here")
    with pytest.raises(FileNotFoundError):
        RedisServer().start()
    assert _leftovers(tmp) == []


def test_server_keeps_a_folder_it_was_given(tmp: Path) -> None:
    given = tmp / "agentrt-redis-given"
    given.mkdir()
    with pytest.raises(RuntimeError, match="exited with"):
        RedisServer(data_dir=given, modules=False, extra_args=("--no-such-directive", "1")).start()
    assert given.is_dir()


def test_cluster_that_fails_to_form_leaves_no_folder_or_node(
    tmp: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[RedisServer] = []
    start_node = RedisCluster._start_node

    def record(self: RedisCluster, attempts: int = 3) -> RedisServer:
        node = start_node(self, attempts)
        started.append(node)
        return node

    def refuse(self: RedisCluster, deadline: float) -> None:
        raise RuntimeError("redis-cli --cluster create failed (test)")

    monkeypatch.setattr(RedisCluster, "_start_node", record)
    monkeypatch.setattr(RedisCluster, "_create", refuse)
    cluster = RedisCluster()
    with pytest.raises(RuntimeError, match="cluster create failed"):
        cluster.start()
    assert _leftovers(tmp) == []
    assert len(started) == 3 and not any(node.ping() for node in started)
    assert cluster.nodes == [] and cluster.base_dir is None
