"""Two replicas starting at once against one Redis both create the previous saver's search
indexes; the second create fails with "Index already exists" (seen in CI: a replica of the
extraction-takeover test exited at start-up). Setup is idempotent otherwise, so that error
means another replica won the race, and start-up goes on."""

from __future__ import annotations

import pytest
from redisvl.exceptions import RedisSearchError

from agents.checkpoint import setup_despite_other_replicas


class _Saver:
    def __init__(self, errors: list[Exception]) -> None:
        self.errors = errors
        self.calls = 0

    async def asetup(self) -> None:
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)


async def test_an_index_another_replica_just_created_is_no_error() -> None:
    saver = _Saver(
        [RedisSearchError("Failed to create index 'checkpoint' on Redis: Index already exists")]
    )
    await setup_despite_other_replicas(saver)
    assert saver.calls == 2  # the second pass finds the index and goes on


async def test_other_errors_are_raised_at_once() -> None:
    saver = _Saver([RedisSearchError("Failed to create index: unknown argument")])
    with pytest.raises(RedisSearchError, match="unknown argument"):
        await setup_despite_other_replicas(saver)
    assert saver.calls == 1


async def test_a_race_that_never_settles_is_raised() -> None:
    errors: list[Exception] = [RedisSearchError("Index already exists") for _ in range(10)]
    saver = _Saver(errors)
    with pytest.raises(RedisSearchError, match="already exists"):
        await setup_despite_other_replicas(saver)
    assert saver.calls == 3
