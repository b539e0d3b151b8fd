"""A recall result cut to the budget's shares (agents/ports.py `RecallResult.fit`): whole lines,
and the `memory` event lists exactly the memories whose lines are kept."""

from __future__ import annotations

from agents.ports import RecallResult


def _words(text: str) -> int:
    return len(text.split())


CORE = (
    "Profile:\n- Name is Ann\n- Lives in Porto\nPreferences:\n- Likes green tea\n- Hates cilantro"
)
CORE_ITEMS = [{"id": f"c{i}", "kind": "item", "source": "core"} for i in range(4)]
RECALLED = "\n".join(
    [
        "- [fact] Ann's sister lives in Lyon",
        "Long-term memory: facts recalled.",
        "- [organization] Northwind Clinic (updated 2026-01-01)",
        "- [location] Marseille (updated 2026-01-01)",
    ]
)
ITEMS = [
    {"kind": "item", "id": "i1", "content": "Ann's sister lives in Lyon"},
    {"kind": "entity", "id": "e1", "name": "Northwind Clinic"},
    {"kind": "entity", "id": "e2", "name": "Marseille"},
]


def test_what_fits_is_left_as_it_is() -> None:
    result = RecallResult(core=CORE, recalled=RECALLED, items=ITEMS, core_items=CORE_ITEMS)
    assert result.fit(_words, 1000, 1000) is result


def test_lines_past_the_share_go_with_their_memories() -> None:
    result = RecallResult(core=CORE, recalled=RECALLED, items=ITEMS, core_items=CORE_ITEMS)
    cut = result.fit(_words, 12, 20)
    # Core: "Profile:", two items, then "Preferences:" would be left without a line: dropped.
    assert cut.core == "Profile:\n- Name is Ann\n- Lives in Porto"
    assert [i["id"] for i in cut.core_items] == ["c0", "c1"]
    assert cut.recalled.splitlines()[-1].startswith("- [organization] Northwind Clinic")
    assert [i["id"] for i in cut.items] == ["i1", "e1"]
    event = cut.event()
    assert event is not None and [u["id"] for u in event["used"]] == ["c0", "c1", "i1", "e1"]


def test_nothing_fits() -> None:
    result = RecallResult(core=CORE, recalled=RECALLED, items=ITEMS, core_items=CORE_ITEMS)
    cut = result.fit(_words, 0, 0)
    assert (cut.core, cut.recalled, cut.items, cut.core_items) == ("", "", [], [])
    assert cut.event() is None
