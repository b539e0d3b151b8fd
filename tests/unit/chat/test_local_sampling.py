"""The local model's guards against loops: stop strings from the chat template, the loop cut,
and that both reach llama's create_chat_completion (a fake Llama: no weights needed)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from langchain_core.messages import HumanMessage

from agents.models import local
from agents.models.local import (
    LOCAL_DEFAULT_TEMPERATURE,
    LOCAL_REPEAT_PENALTY,
    LOOP_MIN_SPAN,
    LocalChatModel,
    loop_start,
    template_stops,
)

CHATML = (
    "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + "
    "message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}"
)


def test_stops_come_from_the_template_in_use() -> None:
    assert template_stops(CHATML) == ["<|im_start|>", "<|im_end|>", "<|endoftext|>"]
    assert "<end_of_turn>" in template_stops("<start_of_turn>user\n{{ x }}<end_of_turn>")
    assert "<|eot_id|>" in template_stops("<|start_header_id|>user<|end_header_id|>")
    assert template_stops(None) == []
    assert template_stops("plain {{ messages }}") == []


@pytest.mark.parametrize(
    "text",
    [
        "YES, " * 20,
        "Sure! " + "👏" * 80,
        "Intro. " + "You're here to learn about the capital of France, my friend. " * 3,
        "我叫王芳。" + "你可以看我看我。" * 10,
    ],
)
def test_a_repeated_tail_is_a_loop_and_its_first_copy_is_kept(text: str) -> None:
    start = loop_start(text)
    assert start is not None
    assert loop_start(text[:start]) is None


@pytest.mark.parametrize(
    "text",
    [
        "",
        "The sky on a clear day is a brilliant shade of blue.",
        "Your name is Ann and you live in Lisbon.",
        "1. eggs\n2. milk\n3. bread\n4. butter\n5. flour\n6. sugar\n7. salt\n8. yeast\n",
        "Ha ha ha!",
        "-" * (LOOP_MIN_SPAN - 1),
    ],
)
def test_ordinary_answers_are_not_loops(text: str) -> None:
    assert loop_start(text) is None


class _FakeLlama:
    """Streams `pieces` like llama_cpp.Llama.create_chat_completion(stream=True)."""

    metadata = {"tokenizer.chat_template": CHATML}

    def __init__(self, pieces: list[str]) -> None:
        self.pieces = pieces
        self.calls: list[dict[str, Any]] = []
        self.produced = 0

    def tokenize(self, data: bytes, add_bos: bool = False, special: bool = False) -> list[int]:
        return list(range(len(data.split())))

    def create_chat_completion(self, **kwargs: Any) -> Iterator[dict[str, Any]]:
        self.calls.append(kwargs)

        def events() -> Iterator[dict[str, Any]]:
            for piece in self.pieces:
                self.produced += 1
                yield {"choices": [{"delta": {"content": piece}, "finish_reason": None}]}
            yield {"choices": [{"delta": {}, "finish_reason": "length"}]}

        return events()


def _run(monkeypatch: pytest.MonkeyPatch, fake: _FakeLlama, **kwargs: Any) -> tuple[str, Any]:
    loaded = local._LoadedLlama(fake, threading.Lock())
    monkeypatch.setattr(local, "_load_llama", lambda *args: loaded)
    model = LocalChatModel(model_path=__file__, max_tokens=256, **kwargs)
    chunks = list(model._chunks([HumanMessage("hi")], None, threading.Event()))
    text = "".join(str(c.message.content) for c in chunks)
    return text, chunks[-1].message.response_metadata["finish_reason"]


def test_sampling_settings_and_template_stops_reach_llama(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake = _FakeLlama(["Hello", " Ann."])
    text, _ = _run(monkeypatch, fake)
    assert text == "Hello Ann."
    call = fake.calls[0]
    assert call["repeat_penalty"] == LOCAL_REPEAT_PENALTY
    # The model built directly samples as the factory's does (0.7 ran replies to the cap).
    assert call["temperature"] == LOCAL_DEFAULT_TEMPERATURE
    assert {"<|im_start|>", "<|im_end|>"} <= set(call["stop"])


def test_a_looping_generation_is_cut_before_the_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = _FakeLlama(["YES", ","] + [" YES", ","] * 200)
    text, finish = _run(monkeypatch, fake)
    assert finish == "stop"
    assert fake.produced < 60  # generation ended at the loop, not after 400 pieces
    assert len(text) < 3 * LOOP_MIN_SPAN
