"""The safety gate keeps what the service itself stores: entity names and descriptions, relation
notes and item contents (tests/support/safety_corpus/memory_texts.py), in both halves.

The authors' benign texts are things a person says; these are the short names and noun phrases
the memory graph writes, read one string at a time as `gate_value` reads an entity. Both halves'
rates are printed in the terminal summary beside the corpora's.
"""

from __future__ import annotations

from collections import Counter

import pytest

from agents.memory.graph.model import SELF_DESCRIPTION, SELF_NAME
from agents.memory.safety import check_memory_text
from tests.support.safety_corpus import RATES, memory_texts

# At most this share of each half refused (one text in a thousand).
MAX_REFUSED = 0.001


def test_the_halves_are_large_bilingual_and_apart() -> None:
    tuning, held = (set(memory_texts.texts(h)) for h in memory_texts.HALVES)
    for texts in (tuning, held):
        assert len(texts) >= 2000
        cjk = sum(any("\u4e00" <= ch <= "\u9fff" for ch in t) for t in texts)
        assert 0.2 * len(texts) <= cjk <= 0.8 * len(texts)
    # the halves draw on other people, places, employers, jobs and tools, and share no text
    assert not tuning & held
    assert memory_texts.texts("tuning") == memory_texts.texts("tuning")
    with pytest.raises(ValueError):
        memory_texts.texts("other")


def test_the_self_entity_is_kept() -> None:
    assert check_memory_text(SELF_NAME).allowed
    assert check_memory_text(SELF_DESCRIPTION).allowed


@pytest.mark.parametrize("half", memory_texts.HALVES)
def test_what_the_service_stores_is_kept(half: str) -> None:
    texts = memory_texts.texts(half)
    refused = [t for t in texts if not check_memory_text(t).allowed]
    RATES[f"memory texts, {half} half"] = (
        f"kept {1 - len(refused) / len(texts):.2%} ({len(texts) - len(refused)}/{len(texts)}); "
        f"refused {len(refused)}"
    )
    reasons = Counter(r for t in refused for r in check_memory_text(t).reasons)
    assert len(refused) <= MAX_REFUSED * len(texts), (
        f"{len(refused)} refused ({dict(reasons)}), e.g. "
        + "; ".join(repr(t) for t in refused[:10])
    )
