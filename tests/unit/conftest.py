"""Fixtures shared by the unit tests."""

from __future__ import annotations

import pytest

from agents.memory.safety import gate


@pytest.fixture
def rows_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The memory gate's learned model switched off: what is refused is refused by the rows."""
    monkeypatch.setattr(gate, "load_model", lambda: None)


class _Reader:
    """A stand-in for the learned model that keeps what it was given and refuses nothing."""

    threshold = 1.0
    given: list[str] = []

    def score(self, text: str) -> float:
        self.given.append(text)
        return 0.0


@pytest.fixture
def given(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the gate gives its learned model (a stand-in that refuses nothing)."""
    seen: list[str] = []
    monkeypatch.setattr(_Reader, "given", seen)
    monkeypatch.setattr(gate, "load_model", _Reader)
    return seen
