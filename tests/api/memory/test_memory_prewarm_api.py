"""A service started after another one served some people loads their memory before their
first question (agents/memory/graph/cold/prewarm.py): `/health` says `memory_prewarm:
running` until it is done, and then their first search answers from the copy, as the first
service's warm ones did."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

import pytest

from agents.memory.graph import MemoryScope
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis

SEARCH = "/api/v1/memories/search"
PEOPLE = {"X-User-Id": "nadia"}, {"X-User-Id": "tomas"}
FACTS = [
    ("Northwind Clinic", "organization", "where I work as a nurse since 2023"),
    ("Lisbon", "location", "the city I moved to last spring"),
    ("Priya", "person", "my sister, a pilot"),
]


def _prewarmed(server: LiveServer, timeout: float = 20.0) -> dict[str, object]:
    with server.client() as client:
        deadline = time.monotonic() + timeout
        while True:
            health = client.get("/health").json()
            if health["memory_prewarm"] != "running" or time.monotonic() > deadline:
                return dict(health)
            time.sleep(0.05)


def test_a_new_service_loads_the_people_served_before_and_answers_them_warm(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    first = start_server(redis_url)
    answers = {}
    with first.client() as client:
        for headers in PEOPLE:
            for name, kind, description in FACTS:
                body = {"name": name, "entity_type": kind, "description": description}
                created = client.post("/api/v1/memories/entities", json=body, headers=headers)
                assert created.status_code == 201, created.text
        for headers in PEOPLE[:1]:  # only Nadia asks
            for question in ("where do I work?", "who is my sister?"):
                got = client.post(SEARCH, json={"query": question}, headers=headers)
                assert got.status_code == 200, got.text
                answers[question] = got.json()
    # Its notes of who asked are written in the background: done before it stops.
    done = asyncio.run_coroutine_threadsafe(
        first.runtime.memory_store.await_background(), first.loop
    )
    done.result(10)
    first.stop()

    second = start_server(redis_url)
    health = _prewarmed(second)
    assert health["memory_prewarm"] == "done", health
    store = second.runtime.memory_store
    assert store.cold.prewarmed == 1
    nadia, tomas = (MemoryScope("local", h["X-User-Id"]) for h in PEOPLE)
    assert store.redis.has_copy(nadia.entities) and not store.redis.has_copy(tomas.entities)
    with second.client() as client:
        for question, before in answers.items():
            got = client.post(SEARCH, json={"query": question}, headers=PEOPLE[0])
            assert got.status_code == 200, got.text
            assert [(h["id"], h["name"]) for h in got.json()["hits"]] == [
                (h["id"], h["name"]) for h in before["hits"]
            ]
    assert store.cold.answered == 0  # no first recall here ran the cold path


def test_without_redis_or_switched_off_there_is_nothing_to_load(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    with start_server(None).client() as client:
        assert client.get("/health").json()["memory_prewarm"] is None
    off = start_server(redis_url, memory={"prewarm_people": 0})
    with off.client() as client:
        assert client.get("/health").json()["memory_prewarm"] is None


def test_erasing_a_persons_memory_takes_them_off_the_list_a_new_service_loads(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    first = start_server(redis_url)
    store = first.runtime.memory_store
    active = store.redis.keys.memory_active()
    client_of = store.redis.client

    def members() -> list[str]:
        got = asyncio.run_coroutine_threadsafe(client_of.zrange(active, 0, -1), first.loop)
        return sorted(m.decode() for m in got.result(10))

    def settled() -> None:
        asyncio.run_coroutine_threadsafe(store.await_background(), first.loop).result(10)

    with first.client() as client:
        for headers in PEOPLE:
            body = {"name": "Lisbon", "entity_type": "location", "description": "my city"}
            created = client.post("/api/v1/memories/entities", json=body, headers=headers)
            assert created.status_code == 201, created.text
            got = client.post(SEARCH, json={"query": "where do I live?"}, headers=headers)
            assert got.status_code == 200, got.text
        settled()
        assert len(members()) == 2
        erased = client.delete("/api/v1/memories", headers=PEOPLE[0])
        assert erased.status_code == 200, erased.text
        left = members()
        assert len(left) == 1 and "tomas" in left[0] and "nadia" not in left[0]
        # Asking again (an empty memory now) notes Nadia again at once: she is a person who
        # recalled, not a leftover of what was erased.
        got = client.post(SEARCH, json={"query": "where do I live?"}, headers=PEOPLE[0])
        assert got.status_code == 200 and got.json()["hits"] == []
        settled()
        assert len(members()) == 2
