"""Hours of chat with a small window: compression events, bounded requests, tool-safe, on
both the Redis saver and the in-memory fallback."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.callbacks import AsyncCallbackManagerForLLMRun
from langchain_core.messages import BaseMessage, SystemMessage
from langchain_core.outputs import ChatGenerationChunk, ChatResult

from agents.context.budget import compute_budget
from agents.definition.memory_config import SummarizationConfig
from agents.graph import counter_for
from agents.models import EchoChatModel
from agents.nodes.summarize import SUMMARY_SYSTEM
from tests.api.conftest import create_agent, make_settings, reply_text, stream_turn
from tests.support.harness.live import LiveServer

WINDOW = 4000
BUDGET = compute_budget(WINDOW, None, SummarizationConfig())


def _is_summary_request(messages: list[BaseMessage]) -> bool:
    return (
        bool(messages)
        and isinstance(messages[0], SystemMessage)
        and str(messages[0].content).startswith(SUMMARY_SYSTEM[:40])
    )


class RecordingEcho(EchoChatModel):
    """The echo model, recording the size of every answering request; can fail summaries."""

    requests: list[dict[str, int]] = []
    fail_summaries: bool = False

    def _record(self, messages: list[BaseMessage]) -> None:
        if _is_summary_request(messages):
            if self.fail_summaries:
                raise RuntimeError("summary model down")
            return
        tokens = counter_for(None).count_messages(messages)
        self.requests.append({"messages": len(messages), "tokens": tokens})

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self._record(messages)
        return await super()._agenerate(messages, stop, run_manager, **kwargs)

    async def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ):  # type: ignore[no-untyped-def]
        self._record(messages)
        async for chunk in super()._astream(messages, stop, run_manager, **kwargs):
            yield chunk


def _server(redis_url: str | None, model: RecordingEcho) -> LiveServer:
    settings = make_settings(redis_url)
    return LiveServer(settings, lambda spec: model).start()


@pytest.mark.parametrize("backend", ["redis", "memory"])
def test_two_hundred_turns_with_a_small_window(
    backend: str, request: pytest.FixtureRequest
) -> None:
    redis_url = request.getfixturevalue("redis_url") if backend == "redis" else None
    model = RecordingEcho(requests=[])
    server = _server(redis_url, model)
    try:
        with server.client() as client:
            create_agent(
                client,
                model={"context_window": WINDOW},
                system_prompt="You are a patient assistant.",
            )
            sid = None
            compressions: list[dict[str, Any]] = []
            for turn in range(200):
                colour = "blue" if turn % 2 else "red"
                text = f"turn {turn}: my note number {turn} is about the {colour} plan " * 3
                # Streamed every 20th turn, and each turn until a compression was seen.
                if turn % 20 == 0 or not compressions:
                    events = stream_turn(
                        client,
                        {
                            "agent_id": "bot",
                            "message": text,
                            **({"session_id": sid} if sid else {}),
                        },
                    )
                    sid = events[0]["data"]["session_id"]
                    assert events[-1]["event"] == "done", events[-1]
                    assert events[-1]["data"]["checkpointer"] == backend
                    compressions += [e["data"] for e in events if e["event"] == "compression_end"]
                    starts = [e for e in events if e["event"] == "compression_start"]
                    assert len(starts) == len(
                        [e for e in events if e["event"] == "compression_end"]
                    )
                    assert reply_text(events).endswith(text)
                else:
                    r = client.post(
                        "/api/v1/chat", json={"agent_id": "bot", "message": text, "session_id": sid}
                    )
                    assert r.status_code == 200, r.text
            assert compressions, "a 4000-token window must compress within 200 turns"
            # Compression never grows the request.
            assert all(e["after_tokens"] < e["before_tokens"] for e in compressions), compressions
            end = compressions[0]
            assert {
                "before_tokens",
                "after_tokens",
                "input_budget",
                "summary_saved_tokens",
                "trigger_ratio",
            } <= set(end)
            assert end["after_tokens"] < end["before_tokens"] <= end["input_budget"] + 4000
            assert end["input_budget"] == BUDGET.input_budget == 1667
            # The provider never received more than the input budget, and the request size
            # stayed bounded while the conversation grew to 400 messages.
            assert max(r["tokens"] for r in model.requests) <= BUDGET.input_budget
            assert max(r["messages"] for r in model.requests) <= 30
            assert len(model.requests) == 200
            state = client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
            assert 0 < len(state) <= 30
    finally:
        server.stop()


def test_summarizer_failure_fails_the_turn_and_keeps_history(redis_url: str) -> None:
    model = RecordingEcho(requests=[], fail_summaries=False)
    server = LiveServer(make_settings(redis_url), lambda spec: model).start()
    try:
        with server.client() as client:
            create_agent(
                client,
                model={"context_window": WINDOW},
                memory_config={"summarization": {"retry_delay_seconds": 0.05}},
            )
            # A history worth summarizing: below ~40 tokens a summary (its heading alone) would
            # not make the request smaller, and compression then rightly does not call the model.
            first = {"agent_id": "bot", "message": "some background on the plan " * 40}
            sid = client.post("/api/v1/chat", json=first).json()["session_id"]
            model.fail_summaries = True
            before = client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
            long_text = "tell me about the plan with many words " * 90
            events = stream_turn(
                client, {"agent_id": "bot", "message": long_text, "session_id": sid}
            )
            assert events[-1]["event"] == "error"
            assert events[-1]["data"]["code"] == "context_summarization_failed"
            after = client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
            assert [m["id"] for m in after] == [m["id"] for m in before]  # nothing changed
            assert "summary" not in str(after).lower()
            # The next turn retries and, with the model back, succeeds.
            model.fail_summaries = False
            ok = stream_turn(client, {"agent_id": "bot", "message": long_text, "session_id": sid})
            assert ok[-1]["event"] == "done"
            assert any(e["event"] == "compression_end" for e in ok)
    finally:
        server.stop()


def test_compression_events_can_be_switched_off(redis_url: str) -> None:
    model = RecordingEcho(requests=[])
    server = _server(redis_url, model)
    try:
        with server.client() as client:
            create_agent(
                client,
                model={"context_window": WINDOW},
                memory_config={"summarization": {"emit_sse_events": False}},
            )
            sid = None
            names: set[str] = set()
            for _ in range(12):
                events = stream_turn(
                    client,
                    {
                        "agent_id": "bot",
                        "message": "words " * 60,
                        **({"session_id": sid} if sid else {}),
                    },
                )
                sid = events[0]["data"]["session_id"]
                names |= {e["event"] for e in events}
            assert "compression_start" not in names and "done" in names
            assert len(client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]) < 24
    finally:
        server.stop()


def test_message_larger_than_the_window_is_refused_in_band(redis_url: str) -> None:
    server = _server(redis_url, RecordingEcho(requests=[]))
    try:
        with server.client() as client:
            create_agent(client, model={"context_window": WINDOW})
            events = stream_turn(client, {"agent_id": "bot", "message": "word " * 3000})
            assert events[-1]["event"] == "error"
            assert events[-1]["data"]["code"] == "context_length_exceeded"
            assert events[-1]["data"]["retryable"] is False
            r = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "word " * 3000})
            assert r.status_code == 422 and r.json()["code"] == "context_length_exceeded"
            assert r.json()["details"]["reason"] == "context_summary_did_not_fit"
    finally:
        server.stop()


_ = ChatGenerationChunk


@pytest.mark.parametrize("window", [600, 1_024, 2_048])
def test_a_small_window_answers_every_turn_of_one_topic(window: int) -> None:
    """The messages a compression summarized came back as quoted snippets of the next request
    (they share the topic's words) and took back the room the summary made: from the fourth
    turn on, every turn of a 600-token window was refused, and a 1,024 one compressed every
    turn and stayed at 2.7x its trigger. Snippets now take at most an eighth of the budget."""
    model = RecordingEcho(requests=[])
    server = _server(None, model)
    budget = compute_budget(window, None, SummarizationConfig())
    try:
        with server.client() as client:
            create_agent(client, model={"context_window": window})
            sid = None
            for turn in range(16):
                text = f"tell me more about the weather in Lisbon please, day {turn} " + (
                    "and the sea " * 6
                )
                body = {"agent_id": "bot", "message": text, **({"session_id": sid} if sid else {})}
                events = stream_turn(client, body)
                sid = events[0]["data"]["session_id"]
                assert events[-1]["event"] == "done", (turn, events[-1])
            assert max(r["tokens"] for r in model.requests) <= budget.input_budget
            # Once compressing, requests stay well below the budget (they stayed at it before:
            # 409 of 427 tokens on a 1,024 window).
            late = [r["tokens"] for r in model.requests[-6:]]
            assert max(late) < budget.input_budget * 0.8, late
    finally:
        server.stop()


def test_a_person_with_many_memories_can_still_say_hi_on_a_small_window() -> None:
    """A person's core memory was not cut for the budget: twelve 150-character items made
    every new chat of a 2,048-token window (366 tokens then) fail. Each memory section now
    takes at most a quarter of the budget, cut at whole lines, and the `memory` event lists
    exactly the items whose lines the model was given."""
    model = RecordingEcho(requests=[])
    server = _server(None, model)
    window = 2_048
    budget = compute_budget(window, None, SummarizationConfig())
    person = {"X-User-Id": "bob"}
    try:
        with server.client() as client:
            assert client.put("/api/v1/tenants/kv/memory-config", json={"enabled": True}).is_success
            create_agent(client, model={"context_window": window})
            contents = [
                f"Bob enjoys cooking recipe number {i} from the old family book, with pasta, "
                f"sauces and desserts that take hours to prepare on a Sunday afternoon {i}"
                for i in range(40)
            ]
            for content in contents:
                body = {"category": "preference", "content": content}
                added = client.post("/api/v1/memories/items", json=body, headers=person)
                assert added.status_code in (200, 201), added.text
            events = stream_turn(client, {"agent_id": "bot", "message": "hi"}, headers=person)
            assert events[-1]["event"] == "done", events[-1]
            used = next(e["data"]["used"] for e in events if e["event"] == "memory")
            core = [u for u in used if u["source"] == "core"]
            assert 0 < len(core) < len(contents)
            assert max(r["tokens"] for r in model.requests) <= budget.input_budget
    finally:
        server.stop()
