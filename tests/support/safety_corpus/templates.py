"""Texts from templates x slot values, as the fourth to sixth and eighth to eleventh tuning corpora
write them.

A slot is written ``{name}`` (lower case); slot values may hold slots themselves, and a slot
named twice in one text takes the same value both times. Each template draws from its own
``random.Random`` seeded from the corpus's seed, its (kind, lang) and the template, and
yields at most ``per_template`` distinct texts: generation is deterministic.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

_SLOT_RE = re.compile(r"\{([a-z][a-z0-9_]*)\}")


def _fill(template: str, slots: dict[str, list[str]], rng: random.Random) -> str:
    picked: dict[str, str] = {}

    def sub(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in picked:
            picked[name] = rng.choice(slots[name])
        return picked[name]

    text = template
    for _ in range(4):  # slot values may hold slots; nesting is shallow
        filled = _SLOT_RE.sub(sub, text)
        if filled == text:
            break
        text = filled
    return text


def expand(
    table: dict[tuple[str, str], list[str]],
    slots: dict[str, list[str]],
    *,
    seed: str,
    per_template: int,
) -> list[dict[str, str]]:
    """Every template's texts as ``{"text", "kind", "lang"}``, no text twice."""
    seen: set[str] = set()
    out: list[dict[str, str]] = []
    for (kind, lang), templates in table.items():
        for template in templates:
            rng = random.Random(f"{seed}|{kind}|{lang}|{template}")
            made = 0
            for _ in range(per_template * 10):
                text = _fill(template, slots, rng)
                if text not in seen:
                    seen.add(text)
                    out.append({"text": text, "kind": kind, "lang": lang})
                    made += 1
                if made >= per_template:
                    break
    return out


Rows = list[dict[str, str]]


def corpus(
    attack_templates: dict[tuple[str, str], list[str]],
    benign_templates: dict[tuple[str, str], list[str]],
    slots: dict[str, list[str]],
    *,
    seed: str,
    per_template: int,
) -> tuple[Callable[[], Rows], Callable[[], Rows]]:
    """A corpus module's `attacks()` (texts the gate must refuse to store) and `benign()`
    (texts it must keep), expanded from its template tables."""

    def attacks() -> Rows:
        return expand(attack_templates, slots, seed=seed, per_template=per_template)

    def benign() -> Rows:
        return expand(benign_templates, slots, seed=seed, per_template=per_template)

    return attacks, benign
