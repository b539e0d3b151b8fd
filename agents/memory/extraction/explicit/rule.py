"""The shape of a rule row, and what a rule sees and builds.

A rule is data: a `Rule` row holds a regex pattern (with subject placeholders such as `{I}`,
`{BE}`, `{Z}` from `vocab.py`), the cheap substrings that must occur before the regex is
tried, and how a match becomes a fact: a `Template`, or the name of one of the special builders
in `builders.py`. The tables (`rules_en.py`, `rules_zh.py`) are tuples of rows; the engine
(`engine.py`) compiles and applies them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Template:
    """A fact built from a fixed template over the matched value.

    The value is the pattern's group `v`; `text` may use `{v}` (the value in the third person),
    `{verb}` (group `verb`, lower-cased, mapped through `verbs` when listed there) and
    `{g:<group>}` (any other group, as matched).
    """

    category: str  # one of CATEGORIES
    text: str  # the content template ("The user's name is {v}", "用户不考虑{v}")
    key: str | None = None  # a fixed key for a single-valued fact ("profile:name")
    keyed: bool = False  # key the fact by its topic instead: preference:<slug of the value>
    # A free value runs to the end of the clause and is cut at a conjunction ("trains but…");
    # a bounded one (free=False) is exactly what the pattern matched.
    free: bool = True
    verbs: Mapping[str, str] = field(default_factory=dict)  # raw verb → verb in the content
    # Value checks by name, space-separated, all must pass: see builders.CHECKS ("name",
    # "place", "date", "zh_name", …) and the parametric "words<=N", "len>=N",
    # "first_not:<characters>".
    check: str = ""
    cut: str | None = None  # a regex (case-insensitive) where the value also stops
    # An imperative that counts outside a remember request only with a standing marker
    # ("no onions, please", "don't ever use emojis", "from now on").
    standing: bool = False


@dataclass(frozen=True, kw_only=True)
class Rule:
    """One extraction rule: a row of `rules_en.EN_RULES` or `rules_zh.ZH_RULES`.

    English rules are indexed by `heads`, the first word of the statement ("i", "im", "my",
    "call", …); rules under one head are tried in table order. Chinese rules are tried in table
    order at the start of every clause. The first rule whose builder returns a fact wins.
    """

    pattern: str  # matched at the start of the statement, case-insensitive
    build: Template | str  # a template, or the name of a special builder (builders.SPECIAL)
    needles: str  # "|"-separated lower-case substrings; one must occur before the regex runs
    heads: str = ""  # English only: space-separated first words the rule is indexed under
    imperative: bool = False  # also read after "can you…" / "你能…" (a polite request)
    # English only: the rule also reads a statement whose subject is elided after a first one
    # ("I'm vegetarian and allergic to nuts"). A Chinese rule does so whenever its pattern
    # has a subject placeholder ({Z}, {ZI}): "我喜欢安静，也喜欢靠近地铁".
    cont: bool = False


@dataclass(frozen=True)
class Hit:
    """A statement a rule found, before the reader attaches its source span and confidence."""

    category: str
    key: str | None
    content: str
    value: str
    end: int  # end of the statement in the message
    rest: int  # where the text after it (a possible continuation) begins


@dataclass(frozen=True)
class ClauseContext:
    """Where a rule is applied: what a builder may look at beyond its match."""

    explicit: bool  # inside a remember request
    clause_start: int  # start of the clause (before "please", greetings)
    sent_end: int  # end of the sentence (standing markers may follow the clause)
