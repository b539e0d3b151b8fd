"""`agentrt worker` as its own process: SIGKILL it mid-batch, start another, and every message
is extracted exactly once; SIGTERM stops it cleanly. The models are a fake OpenAI-compatible
endpoint, so the worker process runs the real model factory."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import redis

from agents.storage.keys import Keys, extract_member
from tests.api.conftest import create_agent, make_settings, stream_turn
from tests.support.fakes.fake_openai import BLOCK, FakeOpenAI
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis

U1 = {"X-User-Id": "u1"}
KEYS = Keys()
LINE = re.compile(r"^\[(?P<id>[^\]]+)\] user: (?P<text>.*)$", re.M)


class Brain:
    """Chat turns get "Noted."; the first extraction request hangs; the others answer one
    item per user message."""

    def __init__(self) -> None:
        self.extractions = 0

    def __call__(self, body: dict[str, Any]) -> str:
        messages = body["messages"]
        if "long-term memory about the user" not in str(messages[0]["content"]):
            return "Noted."
        self.extractions += 1
        if self.extractions == 1:
            return BLOCK
        items = [
            {
                "category": "fact",
                "content": f"Mentioned: {m['text']}",
                "confidence": 0.6,
                "source_message_ids": [m["id"]],
            }
            for m in LINE.finditer(str(messages[-1]["content"]))
        ]
        return json.dumps({"items": items, "entities": [], "relations": []})


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    server = FakeOpenAI(Brain()).start()
    yield server
    server.stop()


@pytest.fixture
def live(redis_url: str) -> Iterator[LiveServer]:
    # The real model factory (no override); no in-process worker: only `agentrt worker` runs.
    server = LiveServer(make_settings(redis_url, memory={"worker": "off"})).start()
    yield server
    server.stop()


def _worker(redis_url: str) -> subprocess.Popen[str]:
    env = {
        **os.environ,
        "AGENTRT_REDIS_URL": redis_url,
        "AGENTRT_MEMORY__CLAIM_IDLE_SECONDS": "1",
        "AGENTRT_MEMORY__POLL_SECONDS": "0.1",
        "AGENTRT_MEMORY__RETRY_SECONDS": "0",
        "AGENTRT_MODEL__DEFAULT_PROVIDER": "echo",
        # Like the service it serves (make_settings): local mode, so loopback models are reachable.
        "AGENTRT_AUTH__MODE": "local",
    }
    return subprocess.Popen(
        [sys.executable, "-m", "app", "worker"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def _wait(check: Any, timeout: float, what: str) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def _due_now(r: redis.Redis, session_id: str) -> None:
    """The session's extraction is due 5 s after its turn: make it due now."""
    member = extract_member("local", session_id)
    assert r.zscore("extract:due", member) is not None
    r.zadd("extract:due", {member: 0})


def test_worker_killed_mid_batch_then_restarted_extracts_every_message_once(
    redis_url: str, live: LiveServer, fake: FakeOpenAI
) -> None:
    r = redis.Redis.from_url(redis_url, decode_responses=True)
    in_process = live.runtime.extraction_worker
    assert in_process is not None and not in_process.running  # AGENTRT_MEMORY__WORKER=off
    with live.client(timeout=httpx.Timeout(30.0)) as client:
        model = {"provider": "openai", "name": "fake", "base_url": fake.base_url}
        create_agent(client, model=model)
        config = {"enabled": True, "write_mode": "auto", "extract_min_interval_seconds": 0}
        assert client.put("/api/v1/tenants/kv/memory-config", json=config).status_code == 200
        sid = None
        for text in ("I sing in a choir", "Our choir meets on Thursdays", "I play the oboe too"):
            events = stream_turn(
                client,
                {"agent_id": "bot", "message": text, **({"session_id": sid} if sid else {})},
                headers=U1,
            )
            assert events[-1]["event"] == "done", events
            sid = events[0]["data"]["session_id"]
        assert sid is not None
        _due_now(r, sid)

        first = _worker(redis_url)
        try:
            assert fake.blocked.wait(30), "the worker never called the extract model"
            # A turn arrives while the batch is in the model call...
            stream_turn(
                client,
                {"agent_id": "bot", "message": "and I tune pianos", "session_id": sid},
                headers=U1,
            )
            first.send_signal(signal.SIGKILL)  # ...and the worker dies mid-batch.
            first.wait(10)
        finally:
            if first.poll() is None:
                first.kill()
        fake.release()
        assert r.hgetall(KEYS.extract_cursor("local", sid)) == {}  # nothing was extracted
        _due_now(r, sid)

        second = _worker(redis_url)
        try:
            thread = client.get(f"/api/v1/sessions/{sid}/messages", headers=U1).json()
            last = thread["messages"][-1]["id"]
            _wait(
                lambda: r.hget(KEYS.extract_cursor("local", sid), "message_id") == last,
                45,
                "the restarted worker to extract the whole session",
            )
            second.send_signal(signal.SIGTERM)
            assert second.wait(15) == 0  # a clean stop on SIGTERM
        finally:
            if second.poll() is None:
                second.kill()
            output = second.stdout.read() if second.stdout else ""
        assert "extracting memory" in output, output

        items = client.get("/api/v1/memories/items", params={"status": "pending"}, headers=U1)
        evidence = sorted(i for item in items.json()["items"] for i in item["source_message_ids"])
        user_ids = sorted(m["id"] for m in thread["messages"] if m["role"] == "user")
        assert evidence == user_ids  # every user message exactly once
        extracted = r.hget(KEYS.extract_cursor("local", sid), "extracted")
        assert int(extracted or 0) == len(thread["messages"])
        assert r.xpending("extract:jobs", "extractors")["pending"] == 0
        assert r.zcard("extract:due") == 0 and not r.exists(KEYS.extract_pending("local", sid))
        asks = [b for b in fake.requests if "long-term memory" in str(b["messages"][0])]
        assert asks and all(b.get("response_format") == {"type": "json_object"} for b in asks)
        for key in r.scan_iter("extract:*"):
            assert 0 < r.ttl(key) <= 24 * 3600 + 3600, key  # every key expires
