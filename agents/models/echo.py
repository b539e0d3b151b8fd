"""The echo model: deterministic and offline, for demos and black-box tests."""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any, ClassVar

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.language_models.chat_models import generate_from_stream
from langchain_core.messages import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    HumanMessage,
    ToolMessage,
)
from langchain_core.messages.ai import UsageMetadata
from langchain_core.outputs import ChatGenerationChunk, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.utils.function_calling import convert_to_openai_tool

from agents.context.tokens import TokenCounter


def _usage(input_tokens: int, output_tokens: int) -> UsageMetadata:
    return UsageMetadata(
        input_tokens=input_tokens,
        output_tokens=output_tokens,
        total_tokens=input_tokens + output_tokens,
    )


_ECHO_TOKENS = TokenCounter()
# `/tool NAME {json args}`: the one way to make the echo model call a tool.
_TOOL_COMMAND = re.compile(r"\s*/tool\s+([A-Za-z_][A-Za-z0-9_.-]{0,63})[ \t]*(.*)\Z", re.S)


def tool_command(text: str) -> tuple[str, dict[str, Any]] | None:
    """(name, args) of a `/tool NAME {json}` message; None when it is not one (or its
    arguments are not a JSON object)."""
    match = _TOOL_COMMAND.match(text)
    if match is None:
        return None
    raw = match.group(2).strip()
    try:
        args = json.loads(raw) if raw else {}
    except ValueError:
        return None
    return (match.group(1), args) if isinstance(args, dict) else None


class EchoChatModel(BaseChatModel):
    """Replies `I have seen {n} messages. You said: {last}`, streamed word by word.

    n counts HumanMessage and AIMessage instances (system and tool messages excluded); last
    is the text of the latest HumanMessage ("" if none). Deterministic and offline.

    Tools: bound with `bind_tools`, a latest message `/tool NAME {json args}` makes it call
    NAME with those arguments (any name: what the agent does with a tool it lacks is for the
    agent to show); after a tool's result it replies `Tool NAME said: {result}`.
    """

    model_name: str = "echo"
    # It calls tools only when told to by `/tool`: it cannot answer in a schema.
    structured_output: ClassVar[bool] = False

    @property
    def _llm_type(self) -> str:
        return "agentrt-echo"

    @staticmethod
    def reply_for(messages: Sequence[BaseMessage]) -> str:
        """The exact text the model answers to `messages`."""
        seen = sum(isinstance(m, (HumanMessage, AIMessage)) for m in messages)
        last = next((m.text for m in reversed(messages) if isinstance(m, HumanMessage)), "")
        return f"I have seen {seen} messages. You said: {last}"

    def bind_tools(
        self, tools: Sequence[Any], *, tool_choice: Any = None, **kwargs: Any
    ) -> Runnable[Any, Any]:
        if tool_choice == "none":  # told to answer in words
            return self.bind(**kwargs)
        names = [convert_to_openai_tool(t)["function"]["name"] for t in tools]
        return self.bind(tools=names, **kwargs)

    @staticmethod
    def tool_reply(messages: Sequence[BaseMessage]) -> str | None:
        """`Tool NAME said: {result}` when the latest message is a tool's result."""
        last = messages[-1] if messages else None
        if not isinstance(last, ToolMessage):
            return None
        return f"Tool {last.name or 'tool'} said: {last.text}"

    @staticmethod
    def tool_call(messages: Sequence[BaseMessage]) -> dict[str, Any] | None:
        """The call `/tool NAME {json}` in the latest message asks for (tools bound)."""
        last = messages[-1] if messages else None
        if not isinstance(last, HumanMessage):
            return None
        command = tool_command(last.text)
        if command is None:
            return None
        name, args = command
        digest = hashlib.sha256(f"{len(messages)}:{last.text}".encode()).hexdigest()[:16]
        return {"name": name, "args": args, "id": f"call_{digest}"}

    def _chunks(
        self, messages: list[BaseMessage], tools: Sequence[str] | None = None
    ) -> Iterator[ChatGenerationChunk]:
        call = self.tool_call(messages) if tools else None
        if call is not None:
            usage = _usage(_ECHO_TOKENS.count_messages(messages), 8)
            yield ChatGenerationChunk(
                message=AIMessageChunk(
                    content="",
                    tool_call_chunks=[
                        {
                            "name": call["name"],
                            "args": json.dumps(call["args"], ensure_ascii=False),
                            "id": call["id"],
                            "index": 0,
                        }
                    ],
                    usage_metadata=usage,
                    response_metadata={"model_name": self.model_name},
                    chunk_position="last",
                )
            )
            return
        reply = self.tool_reply(messages) or self.reply_for(messages)
        # Each word with the whitespace after it; leading whitespace is its own piece.
        pieces = re.findall(r"\s+|\S+\s*", reply)
        usage = _usage(_ECHO_TOKENS.count_messages(messages), _ECHO_TOKENS.count_text(reply))
        for index, piece in enumerate(pieces):
            last = index == len(pieces) - 1
            yield ChatGenerationChunk(
                message=AIMessageChunk(
                    content=piece,
                    usage_metadata=usage if last else None,
                    response_metadata={"model_name": self.model_name} if last else {},
                    chunk_position="last" if last else None,
                )
            )

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return generate_from_stream(self._chunks(messages, kwargs.get("tools")))

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return generate_from_stream(self._chunks(messages, kwargs.get("tools")))

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        # BaseChatModel reports each chunk to the callbacks itself; doing it here would double.
        yield from self._chunks(messages, kwargs.get("tools"))

    async def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[ChatGenerationChunk]:
        for chunk in self._chunks(messages, kwargs.get("tools")):
            yield chunk
            await asyncio.sleep(0)  # let a disconnect or cancellation in between words


# ---------------------------------------------------------------------------------------------
# Local (llama-cpp-python + SmolLM2 GGUF)
