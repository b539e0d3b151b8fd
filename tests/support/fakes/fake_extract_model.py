"""A fake OpenAI-compatible model for background extraction across replicas.

Chat turns are answered at once ("Noted."). Extraction requests (recognised by the
extractor's system prompt) are logged with the API key they came with, so a test that gives
each replica its own key knows which replica runs the job, and each is held until the test
lets it go (`ExtractCall.release()`), so a replica can be killed while its worker waits on
the model. A released call is answered with `reply(call)`.
"""

from __future__ import annotations

import asyncio
import re
import threading
import time
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from agents.memory.extraction.answer import SYSTEM_PROMPT
from tests.support.fakes.fake_openai import FakeOpenAI

CHAT_REPLY = "Noted."
# The first line of the extractor's system prompt: what tells an extraction request apart.
EXTRACT_MARK = SYSTEM_PROMPT.splitlines()[0]
# A segment line of the extraction prompt: `[id] role: text`.
SEGMENT_LINE = re.compile(r"^\[(?P<id>[^\]]+)\] (?P<role>user|assistant): (?P<text>.*)$", re.M)

# What FakeOpenAI's `answer(body)` returns for the request being handled: set by `_chat`
# (one task per request) just before FakeOpenAI writes the response, in either wire format.
_reply: ContextVar[str] = ContextVar("extract_reply", default=CHAT_REPLY)


@dataclass
class ExtractCall:
    """One extraction request: its number (0 = the first), the key it came with, when it
    arrived (monotonic) and the segment it carries as (id, role, text)."""

    index: int
    key: str
    at: float
    segment: list[tuple[str, str, str]]
    _released: threading.Event = field(default_factory=threading.Event, repr=False)

    def release(self) -> None:
        """Let the request be answered."""
        self._released.set()

    @property
    def released(self) -> bool:
        return self._released.is_set()


def is_extraction(body: dict[str, Any]) -> bool:
    messages = body.get("messages") or []
    return bool(messages) and EXTRACT_MARK in str(messages[0].get("content", ""))


class FakeExtractModel(FakeOpenAI):
    """See the module docstring. `reply(call)` is the extraction answer (a JSON string)."""

    def __init__(self, reply: Callable[[ExtractCall], str]) -> None:
        super().__init__(lambda body: _reply.get())
        self.reply = reply
        self.calls: list[ExtractCall] = []
        self._arrived = threading.Condition()
        self._closing = threading.Event()

    async def _chat(self, request: Request) -> Response:
        body = await request.json()
        if not is_extraction(body):
            _reply.set(CHAT_REPLY)
            return await super()._chat(request)
        prompt = str(body["messages"][-1].get("content", ""))
        key = request.headers.get("authorization", "").removeprefix("Bearer ")
        with self._arrived:
            call = ExtractCall(
                len(self.calls),
                key,
                time.monotonic(),
                [(m["id"], m["role"], m["text"]) for m in SEGMENT_LINE.finditer(prompt)],
            )
            self.calls.append(call)
            self._arrived.notify_all()
        while not call.released and not self._closing.is_set():
            await asyncio.sleep(0.02)
        _reply.set(self.reply(call))
        return await super()._chat(request)

    def wait_for_call(self, index: int, timeout: float) -> ExtractCall:
        """The `index`-th extraction request, once it has arrived (AssertionError if it does
        not within `timeout` seconds)."""
        with self._arrived:
            if not self._arrived.wait_for(lambda: len(self.calls) > index, timeout):
                raise AssertionError(
                    f"extraction request {index} did not arrive within {timeout} s "
                    f"({len(self.calls)} arrived)"
                )
            return self.calls[index]

    def stop(self) -> None:
        self._closing.set()
        super().stop()
