"""The engine that applies the rule tables: compiled once at import, tried per clause.

`compile_rule` substitutes the subject placeholders (`vocab.SUBJECTS_FULL`, and
`vocab.SUBJECTS_CONT` for the elided-subject variant) and resolves the row's builder through
`builders.builder`. English rules are indexed by head word (`EN_BY_HEAD`); Chinese rules are one
ordered list (`ZH_ALL`); the rules that may read a continuation are listed apart (`EN_CONT`,
`ZH_CONT`), in table order. `try_rules` returns the first fact a rule builds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agents.memory.extraction.explicit.builders import Build, builder
from agents.memory.extraction.explicit.rule import ClauseContext, Hit, Rule
from agents.memory.extraction.explicit.rules_en import EN_RULES
from agents.memory.extraction.explicit.rules_zh import ZH_RULES
from agents.memory.extraction.explicit.vocab import SUBJECTS_CONT, SUBJECTS_FULL


@dataclass(frozen=True)
class CompiledRule:
    """A rule row, ready to apply."""

    rx: re.Pattern[str]
    cont: re.Pattern[str] | None  # the subject-optional variant, for continuations
    build: Build
    needles: tuple[str, ...]
    imperative: bool = False  # allowed after "can you…" / "你能…"


def _compile(pattern: str, subjects: dict[str, str]) -> re.Pattern[str]:
    for token, sub in subjects.items():
        pattern = pattern.replace(token, sub)
    return re.compile(pattern, re.I)


def compile_rule(rule: Rule, lang: str) -> CompiledRule:
    """Compile one row of the `lang` table ("en" or "zh")."""
    if lang == "en":
        if not rule.heads:
            raise ValueError(f"English rule {rule.pattern!r} has no heads: it would never run")
        cont = rule.cont
    else:
        cont = "{Z}" in rule.pattern or "{ZI}" in rule.pattern
    return CompiledRule(
        _compile(rule.pattern, SUBJECTS_FULL),
        _compile(rule.pattern, SUBJECTS_CONT) if cont else None,
        builder(rule.build, lang),
        tuple(rule.needles.split("|")),
        rule.imperative,
    )


def _index_en(rows: tuple[Rule, ...]) -> tuple[dict[str, list[CompiledRule]], list[CompiledRule]]:
    by_head: dict[str, list[CompiledRule]] = {}
    cont: list[CompiledRule] = []
    for row in rows:
        rule = compile_rule(row, "en")
        for head in row.heads.split():
            by_head.setdefault(head, []).append(rule)
        if rule.cont is not None:
            cont.append(rule)
    return by_head, cont


def _index_zh(rows: tuple[Rule, ...]) -> tuple[list[CompiledRule], list[CompiledRule]]:
    rules = [compile_rule(row, "zh") for row in rows]
    return rules, [rule for rule in rules if rule.cont is not None]


EN_BY_HEAD, EN_CONT = _index_en(EN_RULES)  # head word → its rules; the continuation rules
ZH_ALL, ZH_CONT = _index_zh(ZH_RULES)  # every Chinese rule; the continuation rules

# Every needle of every rule: a message with none of them (and no remember cue) is skipped.
NEEDLES: frozenset[str] = frozenset(
    needle for row in (*EN_RULES, *ZH_RULES) for needle in row.needles.split("|")
)


def try_rules(
    rules: list[CompiledRule],
    text: str,
    low: str,
    pos: int,
    end: int,
    ctx: ClauseContext,
    *,
    cont: bool,
    request: bool,
) -> Hit | None:
    """The first fact a rule builds from the statement at text[pos:end], or None.

    `low` is `text.lower()` (needles are looked up there); `cont` applies the elided-subject
    variants; `request` (after "can you…") keeps only the imperative rules.
    """
    window = low[pos:end]
    for rule in rules:
        if request and not rule.imperative:
            continue
        rx = rule.cont if cont else rule.rx
        if rx is None:
            continue
        for needle in rule.needles:
            if needle in window:
                break
        else:
            continue
        m = rx.match(text, pos, end)
        if m is None:
            continue
        hit = rule.build(m, end, ctx)
        if hit is not None:
            return hit
    return None
