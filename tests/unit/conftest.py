"""Fixtures shared by the unit tests."""

from __future__ import annotations

import pytest

from agents.memory.safety import gate


@pytest.fixture
def rows_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The memory gate's learned model switched off: what is refused is refused by the rows."""
    monkeypatch.setattr(gate, "load_model", lambda: None)
