"""The dialogue sets of `python -m bench.local_model`: what a dialogue is, and the tuning set
(the local model's defaults are chosen on it; `bench/local_model_heldback.py` holds the set
that confirms them)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Dialogue:
    name: str
    turns: tuple[str, ...]
    # check name -> predicate on the last reply
    checks: tuple[str, ...]


DIALOGUES = (
    Dialogue(
        "recall_en",
        (
            "My name is Ann and I live in Lisbon.",
            "What is the capital of France?",
            "What is my name, and in which city do I live?",
        ),
        ("name_en", "place_en"),
    ),
    Dialogue(
        "recall_zh",
        ("我叫王芳，我住在成都。", "法国的首都是哪里？", "我叫什么名字？我住在哪个城市？"),
        ("name_zh", "place_zh"),
    ),
    Dialogue(
        "three_words",
        ("Answer in exactly three words: what colour is the sky on a clear day?",),
        ("three_words",),
    ),
    Dialogue("yes_only", ("Reply with only the word YES, nothing else.",), ("yes_only",)),
)
CHECKS = (
    "name_en",
    "place_en",
    "name_zh",
    "place_zh",
    "three_words",
    "yes_only",
    "no_loop",
)


def words(text: str) -> list[str]:
    return re.findall(r"[\w'-]+", text.lower())


PREDICATES: dict[str, Callable[[str], bool]] = {
    "name_en": lambda reply: re.search(r"\bann\b", reply, re.IGNORECASE) is not None,
    "place_en": lambda reply: "lisbon" in reply.lower(),
    "name_zh": lambda reply: "王芳" in reply,
    "place_zh": lambda reply: "成都" in reply,
    "three_words": lambda reply: len(words(reply)) == 3,
    "yes_only": lambda reply: words(reply) == ["yes"],
}


@dataclass(frozen=True)
class DialogueSet:
    name: str
    dialogues: tuple[Dialogue, ...]
    checks: tuple[str, ...]  # column order; "no_loop" last
    predicates: dict[str, Callable[[str], bool]]


TUNING = DialogueSet("tuning", DIALOGUES, CHECKS, PREDICATES)
