"""Recall that knows who "I" is and which fact is current, measured on the bilingual recall
sets (tests/support/recall_set): a tuning half and a held-back half that recall is never tuned
on, both written through the HTTP API and asked through POST /api/v1/memories/search with the
real default embedding model. Both halves' figures go to the terminal summary and the README.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.support.recall_set import heldback, tuning
from tests.support.recall_set.evaluate import RESULTS, measure, write_people

pytestmark = pytest.mark.redis

# The issue's targets, reached on the tuning half.
TUNING_RECALL_AT_5 = 0.97
TUNING_MRR = 0.85
# The issue's targets on the held-back half (measured 0.975 / 0.879 when first run).
HELD_BACK_RECALL_AT_5 = 0.97
HELD_BACK_MRR = 0.85
KIND_RECALL_AT_5 = 0.90
KIND_MRR = 0.70


def _post(client: httpx.Client) -> Any:
    def post(path: str, body: dict[str, Any], user: str) -> tuple[int, dict[str, Any]]:
        response = client.post(path, json=body, headers={"X-User-Id": user})
        return response.status_code, response.json()

    return post


def test_tuning_half(client: httpx.Client) -> None:
    post = _post(client)
    write_people(post, tuning.PEOPLE)
    for user, person in tuning.PEOPLE.items():  # the self entity carries the profile name
        me = client.get("/api/v1/memories/entities/self", headers={"X-User-Id": user})
        assert me.status_code == 200, me.text
        assert me.json()["name"] == (person.name or "me")
    scores = measure(post, tuning.PEOPLE, tuning.QUERIES)
    RESULTS["tuning"] = scores.line()
    assert scores.leaks == 0
    assert scores.newer_first >= 0.9
    assert scores.recall5 >= TUNING_RECALL_AT_5, scores.line()
    assert scores.mrr10 >= TUNING_MRR, scores.line()


def test_held_back_half(client: httpx.Client) -> None:
    """Never tuned on; its failing questions are not printed (reading them is tuning)."""
    post = _post(client)
    write_people(post, heldback.PEOPLE)
    scores = measure(post, heldback.PEOPLE, heldback.QUERIES)
    RESULTS["held-back"] = scores.line()
    assert scores.leaks == 0
    assert scores.newer_first >= 0.9, scores.line()
    assert scores.recall5 >= HELD_BACK_RECALL_AT_5, scores.line()
    assert scores.mrr10 >= HELD_BACK_MRR, scores.line()
    for kind, (recall, mrr) in scores.by_kind.items():
        assert recall >= KIND_RECALL_AT_5 and mrr >= KIND_MRR, (kind, scores.line())
