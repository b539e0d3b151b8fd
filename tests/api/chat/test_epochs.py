"""Session epochs: after max_turns a session continues on a new thread that starts from the
summary, recording its parent, start time and turns."""

from __future__ import annotations

import httpx
import pytest

from tests.api.conftest import create_agent, reply_text, stream_turn

pytestmark = pytest.mark.redis


def test_epochs_roll_over_after_max_turns(client: httpx.Client) -> None:
    create_agent(client, memory_config={"epochs": {"enabled": True, "max_turns": 3}})
    sid = None
    threads: list[str] = []
    epoch_events = []
    for turn in range(7):
        events = stream_turn(
            client,
            {"agent_id": "bot", "message": f"note {turn}", **({"session_id": sid} if sid else {})},
        )
        assert events[-1]["event"] == "done", events[-1]
        sid = events[0]["data"]["session_id"]
        rolled = [e["data"] for e in events if e["event"] == "epoch"]
        epoch_events += rolled
        # The session event names the thread the turn started on; an epoch event the new one.
        threads.append(rolled[-1]["thread_id"] if rolled else events[0]["data"]["thread_id"])
        if turn == 3:  # the first turn of epoch 1 starts from the summary only
            assert reply_text(events) == "I have seen 1 messages. You said: note 3"
    root = f"local/{sid}"  # a session's thread is named by its workspace too
    assert threads[:3] == [root] * 3
    assert threads[3] == f"{root}:e1" and threads[6] == f"{root}:e2"
    assert [e["epoch"] for e in epoch_events] == [1, 2]
    assert epoch_events[0]["parent_thread_id"] == root and epoch_events[0]["reason"] == "max_turns"
    view = client.get(f"/api/v1/sessions/{sid}/messages").json()
    assert view["epoch"] == 2 and view["thread_id"] == f"{root}:e2"
    assert [e["thread_id"] for e in view["epochs"]] == [root, f"{root}:e1"]
    assert view["epochs"][1]["parent_thread_id"] == root and view["epochs"][0]["turns"] == 3
    assert view["summary"]  # the new thread carries the summary of the old ones
    assert [m["content"] for m in view["earlier"]][:2] == [
        "note 0",
        "I have seen 1 messages. You said: note 0",
    ]
    assert client.delete(f"/api/v1/sessions/{sid}").status_code == 204


def test_epochs_are_off_by_default(client: httpx.Client) -> None:
    create_agent(client)
    sid = None
    for turn in range(14):
        r = client.post(
            "/api/v1/chat",
            json={"agent_id": "bot", "message": f"n{turn}", **({"session_id": sid} if sid else {})},
        )
        sid = r.json()["session_id"]
    assert client.get(f"/api/v1/sessions/{sid}/messages").json()["epoch"] == 0
