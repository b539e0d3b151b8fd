"""Auto extraction over the real API: config auto, a chat turn, the in-process worker
extracts, and the inferred item waits as pending with its source message id."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.api.conftest import create_agent, make_settings, stream_turn
from tests.support.fakes.fake_models import ScriptedModel, traffic_preference
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis

U1 = {"X-User-Id": "u1"}


@pytest.fixture
def model() -> ScriptedModel:
    return ScriptedModel(answer=traffic_preference)


@pytest.fixture
def live(redis_url: str, model: ScriptedModel) -> Iterator[LiveServer]:
    settings = make_settings(redis_url, memory={"poll_seconds": 0.05})
    server = LiveServer(settings, lambda spec: model).start()
    yield server
    server.stop()


@pytest.fixture
def client(live: LiveServer) -> Iterator[httpx.Client]:
    with live.client() as c:
        yield c


def _wait_for(check: Any, timeout: float = 15.0) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError("timed out")


def test_auto_mode_turn_is_extracted_by_the_worker_as_pending(
    client: httpx.Client, live: LiveServer, model: ScriptedModel
) -> None:
    create_agent(client)
    config = {
        "enabled": True,
        "write_mode": "auto",
        "extract_delay_seconds": 5,
        "extract_min_interval_seconds": 0,
    }
    r = client.put("/api/v1/tenants/kv/memory-config", json=config)
    assert r.status_code == 200 and r.json()["write_mode"] == "auto"
    events = stream_turn(
        client,
        {"agent_id": "bot", "message": "The traffic noise outside my window keeps me awake."},
        headers=U1,
    )
    assert events[-1]["event"] == "done"
    message_id = events[0]["data"]["message_id"]
    worker = live.runtime.extraction_worker
    assert worker is not None and worker.running  # started in the lifespan
    # Due 5 s after the turn: move the scheduler's clock instead of waiting. The running
    # in-process worker then picks the job off the stream.
    queued = live.call(worker.queue.dispatch(now=time.time() + 6))
    assert queued["queued"] == 1

    def pending() -> list[dict[str, Any]]:
        r = client.get("/api/v1/memories/items", params={"status": "pending"}, headers=U1)
        assert r.status_code == 200, r.text
        return list(r.json()["items"])

    (item,) = _wait_for(pending)
    assert item["content"] == "Prefers quiet flats away from main roads"
    assert item["source_message_ids"] == [message_id]
    assert item["created_by"] == "extractor" and item["status"] == "pending"
    assert item["provenance"]["trust_lane"] == "inferred"
    active = client.get("/api/v1/memories/items", params={"status": "active"}, headers=U1)
    assert all(i["id"] != item["id"] for i in active.json()["items"])
    # Not used before it is confirmed; used after.
    stream_turn(client, {"agent_id": "bot", "message": "Any flats you can suggest?"}, headers=U1)
    assert "quiet flats" not in str(model.calls[-1][0].content)
    confirmed = client.post(f"/api/v1/memories/items/{item['id']}/confirm", headers=U1)
    assert confirmed.status_code == 200, confirmed.text
    stream_turn(client, {"agent_id": "bot", "message": "Any flats you can suggest?"}, headers=U1)
    assert "quiet flats" in str(model.calls[-1][0].content)
