"""Scripted chat models for tests: they record what they receive and answer as told."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field

from agents.models import EchoChatModel


class ScriptedModel(BaseChatModel):
    """Answers with `answer(messages)`; raises `fail_with` for the first `failures` calls."""

    answer: Callable[[list[BaseMessage]], str] = lambda messages: "ok"
    failures: int = 0
    fail_with: type[Exception] = RuntimeError
    calls: list[list[BaseMessage]] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def _reply(self, messages: list[BaseMessage]) -> ChatResult:
        self.calls.append(list(messages))
        if self.failures > 0:
            self.failures -= 1
            raise self.fail_with("scripted failure")
        return ChatResult(generations=[ChatGeneration(message=AIMessage(self.answer(messages)))])

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return self._reply(messages)

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return self._reply(messages)


class ContextRecorder(EchoChatModel):
    """The echo model, keeping the system message of every answering request."""

    systems: list[str] = []

    async def _agenerate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any):  # type: ignore[no-untyped-def]
        self.systems.append(str(messages[0].content) if messages else "")
        return await super()._agenerate(messages, *args, **kwargs)

    async def _astream(self, messages: list[BaseMessage], *args: Any, **kwargs: Any):  # type: ignore[no-untyped-def]
        self.systems.append(str(messages[0].content) if messages else "")
        async for chunk in super()._astream(messages, *args, **kwargs):
            yield chunk


_SEGMENT_LINE = re.compile(r"^\[(?P<id>[^\]]+)\] user: (?P<text>.*)$", re.M)


def traffic_preference(messages: list[BaseMessage]) -> str:
    """An answer for `ScriptedModel`: chat turns get a short reply; the extraction request
    gets one preference for each user line of its segment that mentions traffic, citing
    that line's message id."""
    if "long-term memory about the user" not in str(messages[0].content):
        return "Noted."
    lines = [m.groupdict() for m in _SEGMENT_LINE.finditer(str(messages[-1].content))]
    items = [
        {
            "category": "preference",
            "content": "Prefers quiet flats away from main roads",
            "confidence": 0.7,
            "source_message_ids": [line["id"]],
        }
        for line in lines
        if "traffic" in line["text"]
    ]
    return json.dumps({"items": items, "entities": [], "relations": []})
