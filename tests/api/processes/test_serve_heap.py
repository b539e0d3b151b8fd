"""`agentrt serve` freezes its heap once it has started and again after a turn's imports,
never while a turn runs, and takes full collections off Python's schedule (app/heap.py):
seen from the process's own log."""

from __future__ import annotations

import re
import time

import httpx
import pytest

from tests.support.harness.redis_server import free_port
from tests.support.harness.replicas import ready, serve, stop

pytestmark = pytest.mark.redis


def test_serve_freezes_its_heap_after_start_and_after_a_turns_imports(
    plain_redis_url: str,
) -> None:
    port = free_port()
    proc = serve(
        plain_redis_url, port, AGENTRT_LOG_LEVEL="INFO", AGENTRT_SERVER__GC_FULL_SECONDS="5"
    )
    try:
        ready(port, proc)
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=20) as client:
            time.sleep(1.5)  # the keeper checks once a second
            assert client.post("/api/v1/agents", json={"id": "bot", "name": "Bot"}).is_success
            reply = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "hello"})
            assert reply.status_code == 200, reply.text
            time.sleep(2.5)
    finally:
        stop([proc])
    log = proc.stderr.read() if proc.stderr else ""
    frozen = re.findall(r"heap frozen \((\d+) objects, (\d+) modules\); full collections (.*)", log)
    assert len(frozen) >= 2, log[-3000:]
    assert frozen[0][2].strip() == "every 5 s"
    # The first turn imported modules the start did not: frozen too, once it had ended.
    assert int(frozen[-1][1]) > int(frozen[0][1])
    assert int(frozen[-1][0]) > int(frozen[0][0])
