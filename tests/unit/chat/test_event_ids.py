"""Event ids (`{turn_id}.{seq}`) from clients are parsed strictly."""

from __future__ import annotations

from agents.events import parse_event_id


def test_event_ids_with_non_ascii_digits_are_not_ours() -> None:
    assert parse_event_id("t1.3") == ("t1", 3)
    assert parse_event_id("t1.²") is None and parse_event_id("t1.٣") is None
