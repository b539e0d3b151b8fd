"""Which people a starting replica loads first (agents/memory/graph/cold/prewarm.py): newest
first, the workspaces taking turns, so one workspace's many people do not crowd the others
out; anything in the set that names no person's entities is skipped."""

from __future__ import annotations

from agents.memory.graph import MemoryScope
from agents.memory.graph.backends.base import ns_tag
from agents.memory.graph.cold.prewarm import by_turns, pairs_of


def _pair(workspace: str, user: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    scope = MemoryScope(workspace, user)
    return scope.entities, scope.relations


def test_the_workspaces_take_turns_newest_first() -> None:
    busy = [_pair("busy", f"u{i}") for i in range(5)]
    quiet = [_pair("quiet", "q0"), _pair("quiet", "q1")]
    other = [_pair("other", "o0")]
    newest_first = busy[:3] + quiet[:1] + busy[3:] + other + quiet[1:]
    assert by_turns(newest_first, 3) == [busy[0], quiet[0], other[0]]
    assert by_turns(newest_first, 5) == [busy[0], quiet[0], other[0], busy[1], quiet[1]]
    assert by_turns(newest_first, 100) == [
        busy[0], quiet[0], other[0], busy[1], quiet[1], busy[2], busy[3], busy[4],
    ]  # fmt: skip
    assert by_turns(newest_first, 0) == [] and by_turns([], 3) == []


def test_members_that_name_no_person_are_skipped() -> None:
    odd = MemoryScope("w:{x}", "u/1 *")  # separators, braces and globs in the ids
    members = [
        ns_tag(odd.entities).encode(),
        b"not a tag",
        ns_tag(odd.relations).encode(),
        "{w}",
        ns_tag(MemoryScope("w", "u").entities),
    ]
    assert pairs_of(members) == [_pair("w:{x}", "u/1 *"), _pair("w", "u")]
