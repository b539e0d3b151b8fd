"""Recall quality on the bilingual recall sets (tests/support/recall_set): both halves.

    python -m bench.recall --quality

Each half's four people are written through the HTTP API of an in-process service (embedded
defaults: in-memory store, the offline multilingual embedding model), then its 80 questions are
asked through POST /api/v1/memories/search. Prints recall@5, MRR@10, by kind, first-person
questions, newer-fact-first and leaks, for the tuning half and the held-back half (never tuned
on). Targets on the held-back half: recall@5 ≥ 0.97, MRR@10 ≥ 0.85, every kind ≥ 0.90 / 0.70,
newer-first ≥ 0.9, 0 leaks.
"""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient

from app.main import create_app
from app.settings import Settings
from tests.support.recall_set import heldback, tuning
from tests.support.recall_set.evaluate import measure, write_people


def run() -> str:
    lines = []
    for name, half in (("tuning", tuning), ("held-back", heldback)):
        started = time.perf_counter()
        app = create_app(Settings())
        with TestClient(app, base_url="http://127.0.0.1") as client:
            client.put("/api/v1/tenants/kv/memory-config", json={"enabled": True})

            def post(path: str, body: dict[str, Any], user: str) -> tuple[int, Any]:
                response = client.post(path, json=body, headers={"X-User-Id": user})  # noqa: B023
                return response.status_code, response.json()

            write_people(post, half.PEOPLE)
            scores = measure(post, half.PEOPLE, half.QUERIES)
        lines.append(f"{name}: {scores.line()} ({time.perf_counter() - started:.0f} s)")
    return "\n".join(lines)
