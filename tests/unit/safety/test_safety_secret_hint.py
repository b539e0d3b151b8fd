"""The secret scan's cheap first pass (rules/secret/hint.py): a text it passes over is read by no
secret row, so it must pass over no text a row finds a secret in.

`SECRET_HINT` is a hand-kept list of the words and shapes secrets come with. Each new row's
words had to be added to it by hand, and a word missing there ("banking", "admin", "memorable")
silently switched a row off: the row matched, its test text was refused by something else, and
only a corpus that held that word alone showed the gap. Here every row is run without the first
pass, on its own example, on every corpus's secrets and on text made from the row itself, and
wherever it finds a secret the first pass must have let the text through.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable

from agents.memory.safety import redaction
from agents.memory.safety.rules.secret.hint import may_hold_secret
from tests.support.safety_corpus.registry import MEASURED, TUNING_ATTACKS

ROWS = list(redaction._MATCHERS)


def _finds(matcher: redaction._Matcher, text: str) -> bool:
    """Whether `matcher`'s row, run with no first pass, finds a secret in `text`."""
    if not matcher.rx.search(text):
        return False
    return any(True for _ in redaction._secrets(matcher, text, redaction._placeholders(text)))


def _skipped(texts: Iterable[str]) -> list[tuple[str, str]]:
    """(row example, text) for each text some row finds a secret in but the first pass skips."""
    gaps = []
    for raw in texts:
        text = unicodedata.normalize("NFKC", raw)
        if may_hold_secret(text):
            continue
        gaps += [(m.rule.example, text) for m in ROWS if _finds(m, text)]
    return gaps


def test_every_rows_own_example_passes_the_first_scan() -> None:
    found = [m for m in ROWS if _finds(m, unicodedata.normalize("NFKC", m.rule.example))]
    assert len(found) > 0.8 * len(ROWS)  # most rows find their own example
    assert _skipped(m.rule.example for m in ROWS) == []


@pytest.mark.slow
def test_every_corpus_secret_passes_the_first_scan() -> None:
    texts = [r["text"] for r in TUNING_ATTACKS if r["kind"] == "secret"]
    texts += [r["text"] for m in MEASURED for r in m.attacks() if r["kind"] == "secret"]
    assert len(texts) > 10_000
    assert _skipped(texts) == []


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(ROWS)))
def test_text_made_from_a_row_passes_the_first_scan(index: int) -> None:
    """Text generated from the row itself (hypothesis): where the row finds a secret in it, the
    first pass lets it through."""
    matcher = ROWS[index]

    @settings(
        max_examples=10,
        deadline=None,
        database=None,
        derandomize=True,  # the same texts on every run
        suppress_health_check=list(HealthCheck),
    )
    @given(st.from_regex(matcher.rx))
    def check(made: str) -> None:
        text = unicodedata.normalize("NFKC", made)  # as the rows read it
        if _finds(matcher, text):
            assert may_hold_secret(text), (matcher.rule.example, text)

    try:
        check()
    except Unsatisfiable:
        # no text the row matches was built (a row thick with look-arounds): its example stands
        assert _skipped([matcher.rule.example]) == []
