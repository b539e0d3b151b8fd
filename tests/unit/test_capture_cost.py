"""One message cannot freeze the process: explicit capture is capped and linear, and the gate
reads each character a bounded number of times (issue: 27 KB of "I prefer route N and …" kept
the event loop busy for 86 s)."""

from __future__ import annotations

from typing import Any

import pytest

from agents.memory import service
from agents.memory.extraction import extract_explicit
from agents.memory.extraction.explicit.reading import MAX_FACTS


def _flood(n: int) -> str:
    return "remember that " + " and ".join(f"I prefer route {i}" for i in range(n))


def test_facts_per_message_are_capped() -> None:
    facts = extract_explicit(_flood(1200))
    assert len(facts) == MAX_FACTS
    assert [f.value for f in facts[:3]] == ["route 0", "route 1", "route 2"]


@pytest.mark.parametrize("n", [50, 400, 1500])
def test_the_gate_reads_a_message_a_bounded_number_of_times(
    n: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _flood(n)
    read: list[int] = []
    real = service.check_memory_text

    def counting(value: str) -> Any:
        read.append(len(value))
        return real(value)

    monkeypatch.setattr(service, "check_memory_text", counting)
    kept, rejected = service.explicit_facts(text)
    assert len(kept) == MAX_FACTS and rejected == []
    # The whole message once, then each (capped) fact with a bounded span.
    assert sum(read) <= len(text) + MAX_FACTS * (service.MAX_GATED_SPAN + 700)
