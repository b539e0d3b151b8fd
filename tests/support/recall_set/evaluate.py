"""Write a recall set through the HTTP API and measure recall on it (the test and
`python -m bench.recall --quality` share this).

`post(path, body, user)` sends a JSON POST for `user` and returns (status, body); any client
works (the test's httpx client, the bench's in-process app).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from tests.support.recall_set import KINDS, SELF, Person, Query

Post = Callable[[str, dict[str, Any], str], tuple[int, dict[str, Any]]]
BASE = "/api/v1/memories"
# What tests/api/recall/test_recall_set.py measured, for the terminal summary (tests/conftest.py).
RESULTS: dict[str, str] = {}


def write_people(post: Post, people: dict[str, Person], now: datetime | None = None) -> None:
    """Every person's entities (backdated), their relations and supersedes links."""
    now = now or datetime.now(UTC)
    for user, person in people.items():
        if person.name:
            status, body = post(
                f"{BASE}/items",
                {"category": "profile", "key": "profile:name", "content": person.name},
                user,
            )
            assert status in (200, 201), body
        for e in person.entities:
            properties = dict(e.properties)
            if e.valid_to_days is not None:
                properties["valid_to"] = (now - timedelta(days=e.valid_to_days)).isoformat()
            status, body = post(
                f"{BASE}/entities",
                {
                    "id": e.key,
                    "name": e.name,
                    "entity_type": e.entity_type,
                    "description": e.description,
                    "properties": properties,
                    "created_at": (now - timedelta(days=e.days)).isoformat(),
                },
                user,
            )
            assert status == 201, (e.key, body)
        links = list(person.relations) + [
            (e.key, "supersedes", e.supersedes) for e in person.entities if e.supersedes
        ]
        for source, relation_type, target in links:
            status, body = post(
                f"{BASE}/relations",
                {"source_id": source, "target_id": target, "relation_type": relation_type},
                user,
            )
            assert status in (200, 201), (source, relation_type, target, body)


@dataclass
class Scores:
    """recall@5 and MRR@10, overall, by kind and for first-person questions."""

    recall5: float
    mrr10: float
    by_kind: dict[str, tuple[float, float]] = field(default_factory=dict)
    first_person: tuple[float, float] = (0.0, 0.0)
    newer_first: float = 0.0
    leaks: int = 0
    queries: int = 0

    def line(self) -> str:
        kinds = ", ".join(f"{k} {r:.2f}/{m:.2f}" for k, (r, m) in self.by_kind.items())
        fp_r, fp_m = self.first_person
        return (
            f"recall@5 {self.recall5:.3f}, MRR@10 {self.mrr10:.3f} over {self.queries} questions;"
            f" first-person {fp_r:.2f}/{fp_m:.2f}; newer-first {self.newer_first:.2f};"
            f" leaks {self.leaks}; by kind (recall@5/MRR@10): {kinds}"
        )


def _rr(ranked: list[str], relevant: tuple[str, ...], k: int = 10) -> float:
    for i, key in enumerate(ranked[:k]):
        if key in relevant:
            return 1.0 / (i + 1)
    return 0.0


def _hit(ranked: list[str], relevant: tuple[str, ...], k: int = 5) -> float:
    return 1.0 if set(ranked[:k]) & set(relevant) else 0.0


def measure(post: Post, people: dict[str, Person], queries: list[Query]) -> Scores:
    """Ask every question through POST /memories/search (limit 10) and score the answers."""
    ranked: list[list[str]] = []
    leaks = 0
    for q in queries:
        status, body = post(f"{BASE}/search", {"query": q.text, "limit": 10}, q.user)
        assert status == 200, body
        keys = [hit["id"] for hit in body["hits"]]
        own = {e.key for e in people[q.user].entities} | {SELF}
        leaks += len(set(keys) - own)
        ranked.append(keys)
    groups: dict[str, list[int]] = defaultdict(list)
    for i, q in enumerate(queries):
        groups[q.kind].append(i)
    superseded = {
        (user, e.supersedes): e.key
        for user, person in people.items()
        for e in person.entities
        if e.supersedes
    }
    newer_total = newer_ok = 0
    for i, q in enumerate(queries):
        if q.kind != "newer":
            continue
        for key in q.relevant:
            olds = [old for (u, old), new in superseded.items() if u == q.user and new == key]
            for old in olds:
                newer_total += 1
                pos = {k: j for j, k in enumerate(ranked[i])}
                newer_ok += pos.get(key, 99) < pos.get(old, 100)
    first = [i for i, q in enumerate(queries) if q.first_person]

    def avg(idx: list[int], fn: Callable[[list[str], tuple[str, ...]], float]) -> float:
        return sum(fn(ranked[i], queries[i].relevant) for i in idx) / len(idx) if idx else 0.0

    every = list(range(len(queries)))
    return Scores(
        recall5=avg(every, _hit),
        mrr10=avg(every, _rr),
        by_kind={k: (avg(groups[k], _hit), avg(groups[k], _rr)) for k in KINDS if groups[k]},
        first_person=(avg(first, _hit), avg(first, _rr)),
        newer_first=newer_ok / newer_total if newer_total else 1.0,
        leaks=leaks,
        queries=len(queries),
    )
