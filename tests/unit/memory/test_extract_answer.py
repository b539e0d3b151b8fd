"""Reading the extract model's answer: robust to fences and chatter, strict about shape."""

from __future__ import annotations

import json

import pytest
from langchain_core.messages import HumanMessage

from agents.memory.extraction.answer import (
    _supports_structured_output,
    ask_model,
    model_spec_of,
    parse_extraction,
)
from agents.models import EchoChatModel
from tests.support.fakes.fake_models import ScriptedModel

ANSWER = {
    "items": [
        {
            "category": "Preference",
            "content": " Prefers tea over coffee ",
            "key": "preference:drink",
            "confidence": "0.9",
            "source_message_ids": ["m1"],
        }
    ],
    "entities": [{"name": "Sam", "entity_type": "person"}],
    "relations": [{"source": "Sam", "target": "Acme", "relation_type": "works_at"}],
}


@pytest.mark.parametrize(
    "text",
    [
        json.dumps(ANSWER),
        "```json\n" + json.dumps(ANSWER) + "\n```",
        "Sure! Here is the memory:\n```\n" + json.dumps(ANSWER, indent=2) + "\n```\nAnything else?",
        "Result: " + json.dumps(ANSWER) + " -- done",
        "{not json} then " + json.dumps(ANSWER),
    ],
)
def test_answers_with_fences_and_chatter_parse(text: str) -> None:
    parsed = parse_extraction(text)
    assert parsed is not None
    (item,) = parsed.items
    assert item == {
        "category": "preference",
        "content": "Prefers tea over coffee",
        "key": "preference:drink",
        "confidence": 0.9,
        "source_message_ids": ["m1"],
    }
    assert parsed.entities == [{"name": "Sam", "entity_type": "person", "description": ""}]
    assert parsed.relations[0]["relation_type"] == "works_at"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "I have seen 1 messages. You said: hello",
        "{unclosed",
        '{"answer": 42}',
        '{"items": "not a list"}',
        "null",
    ],
)
def test_answers_without_the_shape_are_unparseable(text: str) -> None:
    assert parse_extraction(text) is None


def test_bad_entries_are_dropped_and_unknown_types_mapped() -> None:
    parsed = parse_extraction(
        json.dumps(
            {
                "items": [
                    {"content": ""},
                    "just a string",
                    {"content": "Likes jazz", "category": "vibes", "confidence": 7},
                    {"content": "Has a cat", "source_message_ids": "m2", "confidence": "high"},
                ],
                "entities": [{"name": "Blue Note", "entity_type": "venue"}, {"entity_type": "x"}],
                "relations": [{"source": "a", "target": "b", "relation_type": "loves"}],
            }
        )
    )
    assert parsed is not None
    assert [(i["category"], i["confidence"]) for i in parsed.items] == [
        ("fact", 1.0),
        ("fact", 0.6),
    ]
    assert parsed.items[1]["source_message_ids"] == ["m2"]
    assert parsed.entities == [{"name": "Blue Note", "entity_type": "concept", "description": ""}]
    assert parsed.relations[0]["relation_type"] == "related_to"


def test_a_bare_list_is_a_list_of_items() -> None:
    parsed = parse_extraction('[{"category": "fact", "content": "Runs marathons"}]')
    assert parsed is not None and parsed.items[0]["content"] == "Runs marathons"


def test_extract_model_ids() -> None:
    assert model_spec_of("echo").provider == "echo"
    spec = model_spec_of("openai:gpt-4o-mini")
    assert (spec.provider, spec.name) == ("openai", "gpt-4o-mini")
    spec = model_spec_of("qwen2.5-7b-instruct")
    assert (spec.provider, spec.name) == ("openai", "qwen2.5-7b-instruct")


async def test_models_without_structured_output_are_asked_plainly() -> None:
    assert not _supports_structured_output(EchoChatModel())
    scripted = ScriptedModel(answer=lambda messages: "```json\n" + json.dumps(ANSWER) + "```")
    assert not _supports_structured_output(scripted)
    parsed = await ask_model(scripted, [HumanMessage("x")])
    assert parsed is not None and parsed.items[0]["key"] == "preference:drink"
    assert await ask_model(EchoChatModel(), [HumanMessage("hello")]) is None


def test_openai_models_use_json_mode() -> None:
    from langchain_openai import ChatOpenAI

    assert _supports_structured_output(ChatOpenAI(api_key="not-needed", model="x"))  # type: ignore[arg-type]
