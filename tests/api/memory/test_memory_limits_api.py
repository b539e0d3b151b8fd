"""A person's memory is capped over HTTP too: past a cap, 409 `memory_limit` naming the setting
and how to free space, with Redis and without it (the in-memory store)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest
from pydantic import ValidationError

from app.settings import MemorySettings
from tests.support.harness.live import LiveServer

BASE = "/api/v1/memories"
U1 = {"X-User-Id": "u1"}
CAPS = {"max_entities": 2, "max_relations": 1, "max_property_bytes": 1000}


def _limit(response: httpx.Response, setting: str) -> dict[str, Any]:
    assert response.status_code == 409, response.text
    body = dict(response.json())
    assert body["code"] == "memory_limit"
    assert f"AGENTRT_MEMORY__{setting.upper()}" in body["message"] and "delete" in body["message"]
    return body


@pytest.mark.parametrize("backend", [pytest.param("redis", marks=pytest.mark.redis), "memory"])
def test_memory_full_is_a_409_memory_limit(
    start_server: Callable[..., LiveServer], request: pytest.FixtureRequest, backend: str
) -> None:
    url = request.getfixturevalue("redis_url") if backend == "redis" else None
    server = start_server(url, memory=CAPS)
    with server.client() as client:

        def create(name: str, **body: Any) -> httpx.Response:
            return client.post(
                f"{BASE}/entities",
                json={"name": name, "entity_type": "concept", **body},
                headers=U1,
            )

        a = create("a", properties={"note": "x" * 500}).json()["id"]
        b = create("b").json()["id"]
        body = _limit(create("c"), "max_entities")
        assert body["details"]["max"] == 2
        assert client.get(f"{BASE}/entities", headers=U1).json()["total"] == 2

        relate = {"source_id": a, "target_id": b, "relation_type": "uses"}
        assert client.post(f"{BASE}/relations", json=relate, headers=U1).status_code == 201
        again = {**relate, "relation_type": "knows"}
        _limit(client.post(f"{BASE}/relations", json=again, headers=U1), "max_relations")

        big = {"properties": {"note": "x" * 1200}}
        _limit(client.put(f"{BASE}/entities/{b}", json=big, headers=U1), "max_property_bytes")

        # Another person of the workspace is not affected; deleting frees room.
        other = client.post(
            f"{BASE}/entities",
            json={"name": "x", "entity_type": "concept"},
            headers={"X-User-Id": "u2"},
        )
        assert other.status_code == 201, other.text
        assert client.delete(f"{BASE}/entities/{b}", headers=U1).status_code == 204
        assert create("c").status_code == 201


def test_memory_limit_settings_have_ranges() -> None:
    defaults = MemorySettings()
    assert (defaults.max_entities, defaults.max_relations) == (5000, 10_000)
    assert defaults.max_property_bytes == 2_000_000 and defaults.cache_bytes == 256_000_000
    for field, bad in (
        ("max_entities", 0),
        ("max_relations", -1),
        ("max_property_bytes", -1),
        ("cache_bytes", 1000),
    ):
        with pytest.raises(ValidationError):
            MemorySettings(**{field: bad})
