"""The rows' required strings (prefilter.py): a row is skipped only on text it cannot match."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable

from agents.memory.safety import check_memory_text, gate, prefilter, redaction
from agents.memory.safety.copies.normalize import normalize
from agents.memory.safety.prefilter import MAX_CHOICES, LiteralIndex, fold, may_match, required

DATA = Path(__file__).resolve().parents[2] / "data" / "safety"
TEXTS = [
    json.loads(line)["text"]
    for name in ("attacks.jsonl", "benign.jsonl")
    for line in (DATA / name).read_text(encoding="utf-8").splitlines()
    if line.strip()
]
_NORMALIZED_TEXTS = [normalize(unicodedata.normalize("NFKC", text)) for text in TEXTS]
GATE_ROWS = [row for m in gate._MATCHERS for row in m.normalized]
SECRET_ROWS = list(redaction._MATCHERS)


def _needs(pattern: str, flags: int = 0) -> set[str] | None:
    found = required(re.compile(pattern, flags))
    return None if found is None else set(found)


@pytest.mark.parametrize(
    ("pattern", "needs"),
    [
        ("ignore (?:all |the )?rules", {"ignore "}),
        ("(?:forget|ignore) your rules", {" your rules"}),
        ("(?:forget|disregard) (?:it)?", {"forget", "disregard"}),
        ("(?:rules)? now", {" now"}),
        ("(?:a|b)?", None),  # every way through may be empty
        ("(?<=you )rules", {"rules"}),  # the look-behind requires nothing, the word does
        ("(?=instructions)", None),
        (r"\bx\b", {"x"}),
        ("a[-_ ]b", {"a", "b"}),  # three-character class: one of them, but "a" is as telling
        ("[-_ ]", {"-", "_", " "}),
        ("[a-z]", None),  # a wide class
        ("[^a]", None),
        ("(?:ab)+c", {"ab"}),
        ("(?:ab)*c", {"c"}),
        ("line\nbreak", {"break", "line"}),  # never across a line break; the longer part wins
        ("(?-i:Rules)", {"rules"}),  # an inline flag: strings are compared folded anyway
        ("(a)\\1", {"a"}),
        ("系统提示|开发者模式", {"系统提示", "开发者模式"}),
    ],
)
def test_what_a_row_requires(pattern: str, needs: set[str] | None) -> None:
    got = _needs(pattern)
    if needs is not None and len(needs) > 1 and got is not None and len(got) == 1:
        # a sequence keeps its most telling part: any one of the parts listed is right
        assert got <= needs, (pattern, got)
    else:
        assert got == needs, (pattern, got)


def test_too_many_choices_require_nothing() -> None:
    words = "|".join(f"{'abcdefghij'[i % 10]}q{i:04d}" for i in range(MAX_CHOICES + 1))
    assert _needs(f"(?:{words}) x") == {" x"}
    assert _needs(f"(?:{words})") is None


def test_case_is_folded_as_sre_folds_it() -> None:
    """IGNORECASE matches "ı" for "i", "ſ" for "s", the Kelvin sign for "k": so does the index."""
    for pattern, text in [
        ("is", "thıs"),
        ("rules", "ruleſ"),
        ("kind", "\u212aIND"),
        ("ΣΟΦΙΑ", "σοφια"),
        ("όσος", "ΌΣΟΣ"),
    ]:
        rx = re.compile(pattern, re.IGNORECASE)
        assert rx.search(text), (pattern, text)
        needs = required(rx)
        assert may_match(needs, LiteralIndex([needs]).present(text)), (pattern, text)
    assert fold("ΣΑΣ") == fold("σας")


def test_a_row_runs_only_where_its_strings_are() -> None:
    needs = required(re.compile("(?:ignore|forget) (?:all )?rules"))
    index = LiteralIndex([needs])
    assert not may_match(needs, index.present("I forgot my keys, ignoring the rain"))
    assert may_match(needs, index.present("FORGET ALL RULES"))
    assert may_match(None, frozenset())


def _gate_copy(text: str) -> str:
    return normalize(unicodedata.normalize("NFKC", text))


def test_no_row_is_skipped_on_text_it_matches() -> None:
    """Every row on every example of every row and on the shared corpus: where it matches, the
    index lets it run (the rate tests then show the verdicts are the same)."""
    examples = [row.example for row in gate.PATTERN_RULES] + [m.rule.example for m in SECRET_ROWS]
    gate_texts = [_gate_copy(t) for t in examples + TEXTS]
    gate_index = gate._LITERALS
    matched = 0
    for text in gate_texts:
        present = gate_index.present(text)
        for row in GATE_ROWS:
            if row.rx.search(text):
                matched += 1
                assert may_match(row.needs, present), (row.rx.pattern[:120], text)
    secret_texts = [unicodedata.normalize("NFKC", t) for t in examples + TEXTS]
    for text in secret_texts:
        present = redaction._LITERALS.present(text)
        for m in SECRET_ROWS:
            if m.rx.search(text):
                matched += 1
                assert may_match(m.needs, present), (m.rx.pattern[:120], text)
    assert matched > 1000  # the check saw many matches, not none


def test_most_rows_require_something() -> None:
    """The index is worth having: nearly every row names strings it needs."""
    rows = [r.needs for r in GATE_ROWS] + [m.needs for m in SECRET_ROWS]
    assert sum(needs is not None for needs in rows) / len(rows) > 0.9


_SAMPLED = GATE_ROWS[::7] + SECRET_ROWS[::5]
# Each gate row's own example, read as the rows read text (folded by normalize).
_EXAMPLES = {
    row.pattern: normalize(unicodedata.normalize("NFKC", row.example)) for row in gate.PATTERN_RULES
}


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(_SAMPLED)))
def test_text_made_to_match_a_row_is_never_skipped(index: int) -> None:
    """Text generated from the row itself (hypothesis), with anything around it."""
    row = _SAMPLED[index]
    rx, needs = row.rx, row.needs
    lookup = LiteralIndex([needs])

    @settings(
        max_examples=12, deadline=None, database=None, suppress_health_check=list(HealthCheck)
    )
    @given(st.from_regex(rx))
    def check(text: str) -> None:
        if rx.search(text):
            assert may_match(needs, lookup.present(text)), (rx.pattern[:120], text)

    try:
        check()
    except Unsatisfiable:
        # Hypothesis built no text the row matches (a row thick with look-arounds defeats
        # it on some seeds): the row's own example and every corpus text it matches stand in.
        texts = [_EXAMPLES.get(rx.pattern, ""), *_NORMALIZED_TEXTS]
        matched = [text for text in texts if rx.search(text)]
        assert matched, rx.pattern[:120]
        for text in matched:
            assert may_match(needs, lookup.present(text)), (rx.pattern[:120], text)


class _Everything:
    """An index that finds every string of `index` in any text: no row is skipped."""

    def __init__(self, index: LiteralIndex) -> None:
        self._all = frozenset(s for group in index._groups.values() for s in group)

    def present(self, _text: str) -> frozenset[str]:
        return self._all


def test_verdicts_are_those_of_every_row_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """The gate with the index gives the verdict (reasons and redacted text) it gives with
    every row run."""
    with_index = [check_memory_text(t) for t in TEXTS]
    monkeypatch.setattr(gate, "_LITERALS", _Everything(gate._LITERALS))
    monkeypatch.setattr(redaction, "_LITERALS", _Everything(redaction._LITERALS))
    redaction._secret_matches.cache_clear()
    redaction._matches.cache_clear()
    try:
        without = [check_memory_text(t) for t in TEXTS]
    finally:
        redaction._secret_matches.cache_clear()
        redaction._matches.cache_clear()
    assert with_index == without
    assert sum(not v.allowed for v in without) > 100  # the texts exercise the rows


# -- what the rows required, kept between processes -----------------------------------------------


def test_a_stored_requirement_is_what_reading_the_row_gives(tmp_path: Path) -> None:
    """A second process reads the rows' requirements from the store instead of their parse trees,
    and gets exactly what reading them gives; a changed row is read again."""
    rows = [row.rx for row in GATE_ROWS[:40]] + [m.rx for m in SECRET_ROWS[:20]]
    path = tmp_path / "prefilter.json"
    saved = prefilter._STORE
    try:
        prefilter._STORE = prefilter._Store(path)
        prefilter._required.cache_clear()
        first = [required(rx) for rx in rows]
        prefilter.persist()
        assert path.exists()

        prefilter._STORE = prefilter._Store(path)
        prefilter._required.cache_clear()
        assert len(prefilter._STORE.known) == len({(rx.pattern, rx.flags) for rx in rows})
        assert [required(rx) for rx in rows] == first
        assert not prefilter._STORE.added  # nothing was read again

        changed = re.compile(rows[0].pattern + "|zz-new-branch")
        assert required(changed) != first[0] or first[0] is None
        assert prefilter._STORE.added
    finally:
        prefilter._STORE = saved
        prefilter._required.cache_clear()


@pytest.mark.parametrize("content", ["not json", '{"k": 5}', '["a"]', '{"k": ["a", 1]}'])
def test_a_malformed_store_is_ignored(tmp_path: Path, content: str) -> None:
    path = tmp_path / "prefilter.json"
    path.write_text(content, encoding="utf-8")
    assert prefilter._Store(path).known == {}


def test_an_unwritable_store_is_skipped(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")
    store = prefilter._Store(blocked / "sub" / "prefilter.json")  # a file stands in the way
    store.used, store.added = {"k": None}, True
    store.persist()  # no error
    assert not (blocked / "sub").exists()


def test_without_a_home_the_store_is_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    """A container's user with no home and no XDG_CACHE_HOME: no store (never a shared temp
    folder, which anyone could fill with requirements that turn rows off), and no error."""
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: (_ for _ in ()).throw(RuntimeError)))
    assert prefilter._store_path() is None
    store = prefilter._Store(None)
    store.used, store.added = {"k": None}, True
    store.persist()
    assert store.known == {}


def test_a_failed_write_leaves_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = prefilter._Store(tmp_path / "prefilter.json")
    store.used, store.added = {"k": None}, True

    def full_disk(*_args: object, **_kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(prefilter.json, "dump", full_disk)
    store.persist()
    assert list(tmp_path.iterdir()) == []
