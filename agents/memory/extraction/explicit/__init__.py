"""Explicit memory extraction: what a user asks to remember, or states in an explicit pattern.

The `explicit_only` write mode (DESIGN 4.2, seed 002: "只记录明确要求记住的内容，不运行后台 LLM
蒸馏") records what the user asked to be remembered, without a model call; seed 004 adds the
explicit sentence patterns it trusts ("更喜欢地铁附近" → preference, "不考虑顶楼" → constraint,
names). This package is that extractor, in Chinese and English: pure, deterministic, no I/O.

    extract_explicit("记住，我不考虑顶楼")
    → [ExplicitFact(category="constraint", key="preference:顶楼", content="用户不考虑顶楼",
                    value="顶楼", source_text="记住，我不考虑顶楼", confidence=1.0,
                    explicit_request=True)]

How a message is read:

- it is cut into sentences (。！？!?；; newline, a '.' that ends a sentence) and each sentence
  into clauses (Chinese commas; in English a comma or "and"/"but" only where a new statement
  starts: "I'm Sam and I live in Berlin");
- a clause counts only when the statement *starts* it, after greetings and discourse markers
  ("Hi,", "对了，", "btw"): the subject is the user ("I", "we", "my", "我", "我们") or the clause
  is an instruction ("call me…", "不要…", "never…"). So "my friend likes trains", "他叫张三",
  "He said I like trains" and quoted text yield nothing;
- questions ("do I like trains?", "我喜欢什么？", "what is my name"), hypotheticals ("if I were
  vegetarian", "如果我住在上海") and what follows a reporting verb ("she said:") yield nothing;
  polite requests ("can you remember that…", "你能记住…吗") are not questions;
- "remember …" / "记住…" / "note that …" / "别忘了…" make the rest of the sentence a request: its
  clauses are read with the patterns (confidence 1.0, `explicit_request=True`); what no pattern
  explains is kept as a "fact" (or an "event" when it carries a date), rewritten in the third
  person;
- negation flips the category: "I like X" is a preference, "I don't like X" a constraint, and
  both get the same key (`preference:<slug of X>`), so the newer statement supersedes the older
  one in a store that keys on it. Single-valued profile fields have fixed keys
  (`profile:name`, `profile:location`, …); allergies and free facts have no key (multi-valued).

Every `content` is produced by a fixed template from the matched text, so extracting the same
message twice gives equal facts, in the same order, and a store can dedupe on (key or content).

Deliberately not covered (left to `auto` extraction): lowercase-only self-introductions
("i'm sam"), statements without a first-person subject or cue ("vegetarian here"), past or
changed states ("I no longer eat meat", "我以前喜欢"), English bare imperatives that may be
one-off ("don't use recursion", "no pets": kept only inside a remember request or with a
standing marker such as "please", "ever", "from now on"), and anything needing a gazetteer
beyond the short list in `vocab.py` ("我在X" counts only for known places or names ending in
市/省/区…).
"I'm from X" is a hometown (`profile:hometown`), kept apart from where the user lives.
Credentials and injections are not this package's business: the safety gate sees every write.

Where each part lives:

- `fact.py`: `ExplicitFact` and `CATEGORIES`, the public surface;
- `reading.py`: `extract_explicit`: blocks, sentences, clauses, remember requests, continuations;
- `markers.py`: how a message is cut and what opens a clause (greetings, hedges, questions,
  hypotheticals, reported speech, remember cues, dates), as regexes;
- `rules_en.py`, `rules_zh.py`: the rule tables, one `Rule` row per sentence pattern; a new
  rule is a new row and a case in `tests/unit/memory/test_explicit_extract.py`;
- `rule.py`: the `Rule` and `Template` rows, and the `Hit` a rule builds;
- `engine.py`: compiles the tables (subject placeholders, head index) and applies them;
- `builders.py`: the value span, the template builder, the special builders and value checks
  a row names;
- `vocab.py`: the shared vocabulary (adverbs, subjects, languages, time zones, diets,
  occupations, name and place shapes, gazetteer, stop words), as data;
- `text.py`: spans, topic slugs and third-person rewriting.
"""

from __future__ import annotations

from agents.memory.extraction.explicit.fact import CATEGORIES, ExplicitFact
from agents.memory.extraction.explicit.reading import extract_explicit

__all__ = ["CATEGORIES", "ExplicitFact", "extract_explicit"]
