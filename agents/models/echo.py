"""The echo model: deterministic and offline, for demos and black-box tests."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.language_models.chat_models import generate_from_stream
from langchain_core.messages import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    HumanMessage,
)
from langchain_core.messages.ai import UsageMetadata
from langchain_core.outputs import ChatGenerationChunk, ChatResult

from agents.context.tokens import TokenCounter


def _usage(input_tokens: int, output_tokens: int) -> UsageMetadata:
    return UsageMetadata(
        input_tokens=input_tokens,
        output_tokens=output_tokens,
        total_tokens=input_tokens + output_tokens,
    )


_ECHO_TOKENS = TokenCounter()


class EchoChatModel(BaseChatModel):
    """Replies `I have seen {n} messages. You said: {last}`, streamed word by word.

    n counts HumanMessage and AIMessage instances (system and tool messages excluded); last
    is the text of the latest HumanMessage ("" if none). Deterministic and offline.
    """

    model_name: str = "echo"

    @property
    def _llm_type(self) -> str:
        return "agentrt-echo"

    @staticmethod
    def reply_for(messages: Sequence[BaseMessage]) -> str:
        """The exact text the model answers to `messages`."""
        seen = sum(isinstance(m, (HumanMessage, AIMessage)) for m in messages)
        last = next((m.text for m in reversed(messages) if isinstance(m, HumanMessage)), "")
        return f"I have seen {seen} messages. You said: {last}"

    def _chunks(self, messages: list[BaseMessage]) -> Iterator[ChatGenerationChunk]:
        reply = self.reply_for(messages)
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
        return generate_from_stream(self._chunks(messages))

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return generate_from_stream(self._chunks(messages))

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        # BaseChatModel reports each chunk to the callbacks itself; doing it here would double.
        yield from self._chunks(messages)

    async def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[ChatGenerationChunk]:
        for chunk in self._chunks(messages):
            yield chunk
            await asyncio.sleep(0)  # let a disconnect or cancellation in between words


# ---------------------------------------------------------------------------------------------
# Local (llama-cpp-python + SmolLM2 GGUF)
