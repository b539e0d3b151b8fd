"""Memory graph REST API: CRUD, graph, search, scoping to workspace and user, clear 4xx."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis
BASE = "/api/v1/memories"
U1 = {"X-User-Id": "u1"}
U10 = {"X-User-Id": "u10"}


def _create(client: httpx.Client, headers: dict[str, str] = U1, **body: Any) -> dict[str, Any]:
    body = {"name": "Thing", "entity_type": "concept", **body}
    response = client.post(f"{BASE}/entities", json=body, headers=headers)
    assert response.status_code == 201, response.text
    return dict(response.json())


def _relate(
    client: httpx.Client, src: str, dst: str, kind: str, headers: dict[str, str] = U1
) -> Any:
    return client.post(
        f"{BASE}/relations",
        json={"source_id": src, "target_id": dst, "relation_type": kind},
        headers=headers,
    )


def _error(response: httpx.Response, status: int) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) >= {"code", "message"} and body["message"]
    return dict(body)


def test_entity_crud_and_listing(client: httpx.Client) -> None:
    apollo = _create(
        client,
        name="Project Apollo",
        entity_type="project",
        description="payments rewrite",
        properties={"deadline": "2026-03"},
    )
    assert apollo["id"].startswith("e_") and apollo["properties"] == {"deadline": "2026-03"}
    assert client.get(f"{BASE}/entities/{apollo['id']}", headers=U1).json() == apollo
    put = client.put(
        f"{BASE}/entities/{apollo['id']}", json={"description": "payments service"}, headers=U1
    )
    assert put.status_code == 200
    assert (
        put.json()["description"] == "payments service" and put.json()["name"] == "Project Apollo"
    )
    for i in range(4):
        _create(client, id=f"pref-{i}", name=f"Pref {i}", entity_type="preference")
    listed = client.get(f"{BASE}/entities", params={"page": 1, "page_size": 2}, headers=U1).json()
    assert listed["total"] == 5 and len(listed["items"]) == 2 and listed["page_size"] == 2
    assert listed["items"][0]["id"] == "pref-3"
    prefs = client.get(f"{BASE}/entities", params={"entity_type": "preference"}, headers=U1)
    assert prefs.json()["total"] == 4
    found = client.get(f"{BASE}/entities", params={"q": "apollo"}, headers=U1).json()
    assert [e["id"] for e in found["items"]] == [apollo["id"]]
    far = client.get(f"{BASE}/entities", params={"page": 100_000, "page_size": 200}, headers=U1)
    assert far.status_code == 200 and far.json()["items"] == [] and far.json()["total"] == 5
    imported = _create(client, id="old", name="Old", updated_at="2024-05-01T00:00:00Z")
    assert imported["created_at"].startswith("2024-05-01") == imported["updated_at"].startswith(
        "2024-05-01"
    )
    assert client.delete(f"{BASE}/entities/{apollo['id']}", headers=U1).status_code == 204
    assert client.get(f"{BASE}/entities/{apollo['id']}", headers=U1).status_code == 404
    assert client.delete(f"{BASE}/entities/{apollo['id']}", headers=U1).status_code == 404


def test_relations_graph_and_cascade(client: httpx.Client) -> None:
    alice = _create(client, id="alice", name="Alice", entity_type="person")
    acme = _create(client, id="acme", name="Acme", entity_type="organization")
    apollo = _create(client, id="apollo", name="Apollo", entity_type="project")
    pg = _create(client, id="pg", name="PostgreSQL", entity_type="product")
    works = _relate(client, "alice", "acme", "works_at")
    assert works.status_code == 201
    assert _relate(client, "alice", "acme", "works_at").status_code == 200  # same triple
    assert _relate(client, "alice", "apollo", "works_on").status_code == 201
    assert _relate(client, "apollo", "pg", "uses").status_code == 201

    rels = client.get(f"{BASE}/relations", params={"entity_id": "alice"}, headers=U1).json()
    assert rels["total"] == 2
    typed = client.get(f"{BASE}/relations", params={"relation_type": "uses"}, headers=U1).json()
    assert [(r["source_id"], r["target_id"]) for r in typed["items"]] == [("apollo", "pg")]
    incoming = client.get(
        f"{BASE}/relations", params={"entity_id": "pg", "direction": "incoming"}, headers=U1
    ).json()
    assert incoming["total"] == 1

    graph = client.get(
        f"{BASE}/graph", params={"entity_ids": ["alice"], "max_depth": 2}, headers=U1
    )
    assert graph.status_code == 200
    body = graph.json()
    assert {n["id"] for n in body["nodes"]} == {"alice", "acme", "apollo", "pg"}
    assert {n["id"]: n["depth"] for n in body["nodes"]}["pg"] == 2 and len(body["edges"]) == 3
    outgoing = client.get(
        f"{BASE}/graph", params={"entity_ids": "pg", "direction": "outgoing"}, headers=U1
    ).json()
    assert [n["id"] for n in outgoing["nodes"]] == ["pg"]
    whole = client.get(f"{BASE}/graph", headers=U1).json()
    assert len(whole["nodes"]) == 4 and len(whole["edges"]) == 3

    given = client.post(
        f"{BASE}/relations",
        json={
            "id": "rel-1",
            "source_id": "acme",
            "target_id": "pg",
            "relation_type": "uses",
            "created_at": "2025-02-03T04:05:06Z",
        },
        headers=U1,
    )
    assert given.status_code == 201 and given.json()["id"] == "rel-1"
    assert given.json()["created_at"].startswith("2025-02-03")
    assert client.delete(f"{BASE}/relations/rel-1", headers=U1).status_code == 204

    rel_id = works.json()["id"]
    assert client.delete(f"{BASE}/relations/{rel_id}", headers=U1).status_code == 204
    assert client.delete(f"{BASE}/relations/{rel_id}", headers=U1).status_code == 404
    assert client.delete(f"{BASE}/entities/{apollo['id']}", headers=U1).status_code == 204
    assert client.get(f"{BASE}/relations", headers=U1).json()["total"] == 0
    assert alice and acme and pg


def test_search_returns_hits_with_score_parts(client: httpx.Client) -> None:
    _create(client, id="apollo", name="Project Apollo", entity_type="project")
    _create(client, id="pg", name="PostgreSQL", entity_type="product", description="database")
    _create(
        client,
        id="old",
        name="Project Apollo kickoff",
        entity_type="event",
        created_at="2025-01-01T00:00:00Z",
    )
    _relate(client, "apollo", "pg", "uses")
    _create(client, U10, id="apollo", name="Project Apollo", entity_type="project")
    response = client.post(
        f"{BASE}/search", json={"query": "What does Project Apollo use?", "limit": 5}, headers=U1
    )
    assert response.status_code == 200, response.text
    body = response.json()
    hits = body["hits"]
    assert [h["id"] for h in hits][:2] == ["pg", "apollo"]
    assert hits[0]["via"]["relation_type"] == "uses"
    for hit in hits:
        assert {"score", "similarity", "lexical", "recency", "vector"} <= set(hit)
        assert abs(hit["score"] - (0.85 * hit["similarity"] + 0.15 * hit["recency"])) < 1e-5
    assert body["subgraph"]["edges"][0]["relation_type"] == "uses"
    windowed = client.post(
        f"{BASE}/search",
        json={"query": "Project Apollo", "time_window_days": 30, "expand_depth": 0},
        headers=U1,
    ).json()
    assert "old" not in [h["id"] for h in windowed["hits"]] and windowed["subgraph"] is None
    other = client.post(f"{BASE}/search", json={"query": "PostgreSQL"}, headers=U10).json()
    assert "pg" not in [h["id"] for h in other["hits"]]


@pytest.mark.parametrize(
    ("method", "path", "kwargs", "status"),
    [
        ("post", "/entities", {"json": {"name": "x", "entity_type": "robot"}}, 422),
        ("post", "/entities", {"json": {"name": "", "entity_type": "person"}}, 422),
        ("post", "/entities", {"json": {"name": "x", "entity_type": "person", "extra": 1}}, 422),
        ("post", "/entities", {"json": {"name": "x", "entity_type": "person", "id": "a b"}}, 422),
        (
            "post",
            "/entities",
            {"json": {"name": "x", "entity_type": "person", "created_at": "2999-01-01T00:00:00Z"}},
            422,
        ),
        ("put", "/entities/nope", {"json": {"name": "x"}}, 404),
        ("put", "/entities/nope", {"json": {"entity_type": "robot"}}, 422),
        ("get", "/entities", {"params": {"entity_type": "robot"}}, 422),
        ("get", "/entities", {"params": {"page_size": 0}}, 422),
        ("get", "/relations", {"params": {"relation_type": "likes"}}, 422),
        ("get", "/graph", {"params": {"entity_ids": "a", "max_depth": 4}}, 422),
        ("get", "/graph", {"params": {"entity_ids": "a", "max_depth": 0}}, 422),
        ("get", "/graph", {"params": {"entity_ids": "a,b,c,d,e,f"}}, 422),
        ("get", "/graph", {"params": {"entity_ids": "a", "direction": "up"}}, 422),
        ("get", "/graph", {"params": {"entity_ids": "missing"}}, 404),
        ("post", "/search", {"json": {"query": "x", "limit": 0}}, 422),
        ("post", "/search", {"json": {"query": "x", "limit": 51}}, 422),
        ("post", "/search", {"json": {"query": "x", "expand_depth": 4}}, 422),
        ("post", "/search", {"json": {"query": ""}}, 422),
        ("post", "/search", {"json": {"query": "x", "time_window_days": 0}}, 422),
        ("get", "/entities", {"params": {"user_id": "bad id!"}}, 422),
    ],
)
def test_bad_requests_are_clear_4xx(
    client: httpx.Client, method: str, path: str, kwargs: dict[str, Any], status: int
) -> None:
    response = getattr(client, method)(f"{BASE}{path}", headers=U1, **kwargs)
    _error(response, status)


def test_relations_to_missing_or_foreign_entities_are_refused(client: httpx.Client) -> None:
    _create(client, id="mine", name="Mine")
    _create(client, U10, id="theirs", name="Theirs")
    body = _error(_relate(client, "mine", "theirs", "knows"), 404)
    assert body["code"] == "entity_not_found" and "theirs" in body["message"]
    assert _error(_relate(client, "ghost", "mine", "knows"), 404)["code"] == "entity_not_found"
    assert _error(_relate(client, "mine", "mine", "knows"), 422)["code"] == "invalid_relation"
    bad_type = client.post(
        f"{BASE}/relations",
        json={"source_id": "mine", "target_id": "theirs", "relation_type": "likes"},
        headers=U1,
    )
    assert "knows" in _error(bad_type, 422)["message"]


def test_users_are_isolated_by_x_user_id(client: httpx.Client) -> None:
    mine = _create(client, id="e1", name="Secret plan", entity_type="project")
    _create(client, U10, id="e1", name="Other plan", entity_type="project")
    assert client.get(f"{BASE}/entities/e1", headers=U10).json()["name"] == "Other plan"
    assert client.get(f"{BASE}/entities", headers=U10).json()["total"] == 1
    assert client.delete(f"{BASE}/entities/e1", headers=U10).status_code == 204
    assert client.get(f"{BASE}/entities/e1", headers=U1).json() == mine
    # Local mode acts with an admin scope: it may name any user of its workspace, by header
    # or by query; when both are given they must agree.
    named = client.get(f"{BASE}/entities", params={"user_id": "u1"}).json()
    assert [e["id"] for e in named["items"]] == ["e1"]
    mixed = client.get(f"{BASE}/entities", params={"user_id": "u1"}, headers=U10)
    assert _error(mixed, 403)["code"] == "identity_mismatch"


@pytest.fixture
def keyed(start_server, redis_url: str) -> LiveServer:  # type: ignore[no-untyped-def]
    return start_server(redis_url, auth={"mode": "keys"})  # type: ignore[no-any-return]


def _key(server: LiveServer, workspace: str, scope: str) -> dict[str, str]:
    secret, _ = server.call(server.runtime.key_store.create(workspace, scope))
    return {"Authorization": f"Bearer {secret}"}


def test_key_scopes_decide_whose_memory_a_caller_may_manage(keyed: LiveServer) -> None:
    chat = _key(keyed, "ws-a", "chat")
    full = _key(keyed, "ws-a", "full")
    other_ws = _key(keyed, "ws-a-b", "admin")
    with keyed.client() as client:
        assert client.get(f"{BASE}/entities", headers=U1).status_code == 401
        # The memory graph is personal memory management: a chat key chats, no more.
        denied = client.get(f"{BASE}/entities", headers={**chat, **U1})
        assert _error(denied, 403)["code"] == "scope_too_small"
        _create(client, {**full, **U1}, id="e1", name="u1's")
        managed = client.get(f"{BASE}/entities", params={"user_id": "u1"}, headers=full).json()
        assert [e["id"] for e in managed["items"]] == ["e1"]
        created = client.post(
            f"{BASE}/entities",
            params={"user_id": "u2"},
            json={"name": "Made by a backend", "entity_type": "concept"},
            headers=full,
        )
        assert created.status_code == 201
        assert (
            client.get(f"{BASE}/entities", headers={**full, "X-User-Id": "u2"}).json()["total"] == 1
        )
        mixed = client.get(f"{BASE}/entities", params={"user_id": "u2"}, headers={**full, **U1})
        assert _error(mixed, 403)["code"] == "identity_mismatch"
        foreign = client.get(f"{BASE}/entities", params={"user_id": "u1"}, headers=other_ws)
        assert foreign.json()["total"] == 0
        assert (
            client.get(
                f"{BASE}/entities/e1", params={"user_id": "u1"}, headers=other_ws
            ).status_code
            == 404
        )


ODD = st.text(min_size=0, max_size=12)
JSONISH = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | ODD,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(ODD, inner, max_size=3),
    max_leaves=6,
)


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    ident=ODD,
    q=ODD,
    body=st.dictionaries(
        st.sampled_from(
            [
                "name",
                "entity_type",
                "description",
                "properties",
                "id",
                "source_id",
                "target_id",
                "relation_type",
                "query",
                "limit",
                "expand_depth",
                "direction",
                "time_window_days",
                "created_at",
            ]
        ),
        JSONISH,
        max_size=6,
    ),
)
def test_fuzzed_ids_and_bodies_never_cause_a_5xx(
    client: httpx.Client, ident: str, q: str, body: dict[str, Any]
) -> None:
    """RELIABILITY 19: no id, keyword or body reaches Redis as broken query syntax."""
    quoted = quote(ident, safe="") or "x"
    calls = [
        client.get(f"{BASE}/entities/{quoted}", headers=U1),
        client.delete(f"{BASE}/relations/{quoted}", headers=U1),
        client.get(f"{BASE}/entities", params={"q": q}, headers=U1),
        client.get(f"{BASE}/relations", params={"entity_id": ident or "x"}, headers=U1),
        client.get(f"{BASE}/graph", params={"entity_ids": ident or "x"}, headers=U1),
        client.post(f"{BASE}/entities", json=body, headers=U1),
        client.post(f"{BASE}/relations", json=body, headers=U1),
        client.post(f"{BASE}/search", json=body, headers=U1),
        client.post(f"{BASE}/search", json={"query": q or "x"}, headers=U1),
    ]
    for response in calls:
        assert response.status_code < 500, response.text
        if response.status_code >= 400:
            assert {"code", "message"} <= set(response.json())
