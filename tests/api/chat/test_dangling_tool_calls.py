"""A reply that asks for tools the agent does not run never leaves an unanswered tool call in
the history: the next turn is accepted by any provider (RELIABILITY 7)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from agents.context.pairing import pairing_errors
from tests.api.conftest import create_agent, make_settings
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis


class ToolCallingModel(BaseChatModel):
    """Asks for a tool on the first call, answers in words afterwards; records what it got."""

    seen: list[list[BaseMessage]] = []

    @property
    def _llm_type(self) -> str:
        return "tool-calling"

    def _reply(self, messages: list[BaseMessage]) -> ChatResult:
        self.seen.append(list(messages))
        problems = pairing_errors(messages)
        if problems:  # what a provider answers with a 400
            raise ValueError(f"invalid request: {problems}")
        if len(self.seen) == 1:
            call = {"id": "call_1", "name": "lookup", "args": {"q": "x"}}
            message = AIMessage("", tool_calls=[call])
        else:
            message = AIMessage("plain answer")
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        return self._reply(messages)

    async def _agenerate(
        self, messages: list[BaseMessage], *args: Any, **kwargs: Any
    ) -> ChatResult:
        return self._reply(messages)


def test_unrun_tool_calls_are_not_persisted(redis_url: str) -> None:
    model = ToolCallingModel(seen=[])
    settings = make_settings(redis_url, auth={"mode": "local"})
    server = LiveServer(settings, lambda spec: model).start()
    try:
        with httpx.Client(base_url=server.url, timeout=30) as client:
            create_agent(client)
            first = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "look"})
            assert first.status_code == 200, first.text
            sid = first.json()["session_id"]
            second = client.post(
                "/api/v1/chat", json={"agent_id": "bot", "message": "again", "session_id": sid}
            )
            assert second.status_code == 200, second.text
            assert second.json()["reply"] == "plain answer"
            history = client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
            assert [m["role"] for m in history] == ["user", "assistant", "user", "assistant"]
    finally:
        server.stop()
