"""The RediSearch query check of the API fuzz run (tests/support/harness/redis_watch.py)."""

from __future__ import annotations

import pytest

from tests.support.harness.redis_watch import monitor_args, unescaped_in_tags


def test_monitor_line_is_split_into_unescaped_arguments() -> None:
    line = b'1.2 [0 127.0.0.1:1] "FT.SEARCH" "idx" "@t:{a\\\\:b \\"x\\"}" "\\xc3\\xa9"'
    assert monitor_args(line) == ["FT.SEARCH", "idx", '@t:{a\\:b "x"}', "\u00e9"]


@pytest.mark.parametrize(
    "query",
    [
        r"@ns:{ws\:u1} @entity_type:{concept}",
        r"(@src:{e\%2D1} | @dst:{e\%2D1})",
        r"@tq:{tea*} @thread_id:{a_b\-c}",
        r"@checkpoint_id:{1|2 | 3}",
        "*",
    ],
)
def test_escaped_tag_values_pass(query: str) -> None:
    assert unescaped_in_tags(query) == []


@pytest.mark.parametrize(
    "query, clause",
    [
        ("@ns:{ws:u1}", "{ws:u1}"),
        ("@thread_id:{a-b} @x:{ok}", "{a-b}"),
        ("@tq:{te*a}", "{te*a}"),
        ("@ns:{unterminated", "{unterminated"),
    ],
)
def test_unescaped_tag_values_are_found(query: str, clause: str) -> None:
    assert unescaped_in_tags(query) == [clause]
