"""The tool loop's bounds and failure paths with scripted models: steps are bounded, calls
whose arguments do not parse get an error result, and a turn cancelled while a tool runs
leaves no call without its result in the history (RELIABILITY 7)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from typing import Any

import pytest
from httpx_sse import connect_sse
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.messages.ai import UsageMetadata
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable

from agents.context.pairing import pairing_errors
from tests.api.chat.test_agent_tools import as_messages, history, of
from tests.api.conftest import create_agent, make_settings, stream_turn
from tests.support.fakes.fake_openai import FakeOpenAI, ToolCall
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis
USAGE = UsageMetadata(input_tokens=10, output_tokens=2, total_tokens=12)


class ToolHungryModel(BaseChatModel):
    """Calls `memory_search` whenever it is offered tools (`bad_args`: with arguments that do
    not parse); answers in words when told to. Refuses a request with unpaired calls."""

    requests: list[list[BaseMessage]] = []
    bad_args: bool = False

    @property
    def _llm_type(self) -> str:
        return "tool-hungry"

    def bind_tools(
        self, tools: Sequence[Any], *, tool_choice: Any = None, **kwargs: Any
    ) -> Runnable[Any, Any]:
        return self.bind(offered=tool_choice != "none", **kwargs)

    def _reply(self, messages: list[BaseMessage], offered: bool) -> ChatResult:
        self.requests.append(list(messages))
        problems = pairing_errors(messages)
        if problems:  # what a provider answers with a 400
            raise ValueError(f"invalid request: {problems}")
        n = len(self.requests)
        if not offered:
            message = AIMessage(f"answer after {n} requests", usage_metadata=USAGE)
        elif self.bad_args:
            message = AIMessage(
                "",
                invalid_tool_calls=[
                    {"id": f"c{n}", "name": "memory_search", "args": "{oops", "error": "json"}
                ],
            )
        else:
            message = AIMessage(
                "",
                tool_calls=[{"id": f"c{n}", "name": "memory_search", "args": {"query": "q"}}],
                usage_metadata=USAGE,
            )
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        return self._reply(messages, bool(kwargs.get("offered")))

    async def _agenerate(
        self, messages: list[BaseMessage], *args: Any, **kwargs: Any
    ) -> ChatResult:
        return self._reply(messages, bool(kwargs.get("offered")))


def _serve(redis_url: str, model: BaseChatModel, **overrides: Any) -> LiveServer:
    server = LiveServer(make_settings(redis_url, **overrides), lambda spec: model).start()
    with server.client() as c:
        assert c.put("/api/v1/tenants/kv/memory-config", json={"enabled": True}).is_success
    return server


def test_tool_steps_are_bounded(redis_url: str) -> None:
    model = ToolHungryModel(requests=[])
    server = _serve(redis_url, model)
    try:
        with server.client() as client:
            create_agent(client, tools=["memory_search"], max_tool_steps=3)
            events = stream_turn(client, {"agent_id": "bot", "message": "search away"})
            assert events[-1]["event"] == "done"
            assert len(of(events, "tool_call")) == 3 and len(of(events, "tool_result")) == 3
            assert all(r["ok"] for r in of(events, "tool_result"))
            # 3 steps with tools, then one told to answer in words.
            assert len(model.requests) == 4
            views = history(client, events[0]["data"]["session_id"])
            assert [v["role"] for v in views] == ["user", *["assistant", "tool"] * 3, "assistant"]
            assert views[-1]["content"] == "answer after 4 requests"
            # The turn's usage counts all 4 model requests.
            assert events[-1]["data"]["usage"]["total_tokens"] == 4 * 12
            assert pairing_errors(as_messages(views)) == []
    finally:
        server.stop()


def test_unparsed_arguments_get_an_error_result(redis_url: str) -> None:
    model = ToolHungryModel(requests=[], bad_args=True)
    server = _serve(redis_url, model)
    try:
        with server.client() as client:
            create_agent(client, tools=["memory_search"], max_tool_steps=1)
            events = stream_turn(client, {"agent_id": "bot", "message": "search"})
            [result] = of(events, "tool_result")
            assert result["ok"] is False
            assert result["result"]["error"]["code"] == "invalid_arguments"
            assert events[-1]["event"] == "done"
    finally:
        server.stop()


def test_a_turn_cancelled_while_a_tool_runs_leaves_no_unpaired_call(redis_url: str) -> None:
    model = ToolHungryModel(requests=[])
    server = _serve(redis_url, model, chat={"detach_grace_seconds": 0.3})
    started = []

    async def hanging_tool(*args: Any, **kwargs: Any) -> dict[str, Any]:
        started.append(time.monotonic())
        await asyncio.sleep(60)
        return {}

    try:
        with server.client() as client:
            create_agent(client, tools=["memory_search"])
            first = stream_turn(client, {"agent_id": "bot", "message": "before"})
            sid = first[0]["data"]["session_id"]
            server.runtime.memory.run_tool = hanging_tool
            body = {"agent_id": "bot", "message": "hang", "session_id": sid}
            with connect_sse(client, "POST", "/api/v1/chat/stream", json=body) as source:
                for sse in source.iter_sse():
                    if sse.event == "tool_call":
                        break  # the client goes away while the tool runs
                deadline = time.monotonic() + 5
                while not started and time.monotonic() < deadline:
                    time.sleep(0.02)  # still connected while the tool starts
            assert started
            del server.runtime.memory.run_tool
            deadline = time.monotonic() + 10
            while True:
                r = client.post(
                    "/api/v1/chat", json={"agent_id": "bot", "message": "after", "session_id": sid}
                )
                if r.status_code != 409 or time.monotonic() > deadline:
                    break
                time.sleep(0.1)
            assert r.status_code == 200, r.text
            views = history(client, sid)
            assert "hang" not in [v["content"] for v in views]  # the cancelled turn: not kept
            assert pairing_errors(as_messages(views)) == []
    finally:
        server.stop()


def test_client_tools_on_the_openai_api_do_not_run(redis_url: str) -> None:
    """The agent's own tools run on the server; tools a client declares are not called."""
    model = ToolHungryModel(requests=[])
    server = _serve(redis_url, model)
    try:
        with server.client() as client:
            create_agent(client)
            r = client.post(
                "/v1/chat/completions",
                json={
                    "model": "bot",
                    "messages": [{"role": "user", "content": "hi"}],
                    "tools": [{"type": "function", "function": {"name": "x", "parameters": {}}}],
                },
            )
            assert r.status_code == 200, r.text
            assert r.json()["choices"][0]["message"]["content"] == "answer after 1 requests"
    finally:
        server.stop()


def test_the_openai_provider_passes_tools_natively(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A real OpenAI-compatible endpoint (a fake on loopback) gets the agent's tools as
    `tools`, asks for one, and reads its result as a `tool` message."""

    def answer(body: dict[str, Any]) -> str | ToolCall:
        if body["messages"][-1]["role"] == "tool":
            return "Rex, as you told me: " + body["messages"][-1]["content"][:40]
        return ToolCall("memory_search", {"query": "dog name"})

    monkeypatch.setenv("AGENTRT_SECRET_LLM_KEY", "sk-tools-test")
    fake = FakeOpenAI(answer).start()
    settings = make_settings(redis_url, egress={"allow_hosts": ["127.0.0.1"]})
    server = LiveServer(settings).start()  # the runtime's own model factory
    try:
        with server.client() as client:
            assert client.put("/api/v1/tenants/kv/memory-config", json={"enabled": True}).is_success
            model = {"provider": "openai", "name": "tiny", "base_url": fake.base_url,
                     "api_key_env": "AGENTRT_SECRET_LLM_KEY"}  # fmt: skip
            create_agent(client, model=model, tools=["memory_search", "memory_save"])
            events = stream_turn(client, {"agent_id": "bot", "message": "what's my dog called?"})
            assert events[-1]["event"] == "done", events[-1]
            [call] = of(events, "tool_call")
            assert call["name"] == "memory_search" and call["args"] == {"query": "dog name"}
            assert of(events, "tool_result")[0]["ok"] is True
            first, second = fake.requests
            assert [t["function"]["name"] for t in first["tools"]] == [
                "memory_search", "memory_save"
            ]  # fmt: skip
            assert first["tools"][0]["function"]["parameters"]["required"] == ["query"]
            tool_message = second["messages"][-1]
            assert tool_message["role"] == "tool" and tool_message["tool_call_id"] == "call_fake_1"
            assert second["messages"][-2]["tool_calls"][0]["id"] == "call_fake_1"
            assert second.get("tool_choice") in (None, "auto")  # still offered: 1 step of 4
    finally:
        server.stop()
        fake.stop()
