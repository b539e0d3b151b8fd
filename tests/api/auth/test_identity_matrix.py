"""Who may reach what: every credential × every API route × own / other / disagreeing person.

The routes come from `app.openapi()`, so a new route fails `test_every_route_has_a_row` until
it is given a row in ROUTES (the scope it needs and what it points at). The rules:

- keys belong to trusted backends and act for any person of their workspace (X-User-Id,
  `user_id` in the body, `?user_id=`; when several are given they must agree: 403);
- a person token acts for its own person only (naming anyone else anywhere: 403), and never
  manages tokens;
- personal memory (/api/v1/memories/*) needs scope full; agents and the workspace memory
  config are changed with admin; chatting and reading sessions need chat;
- nothing of another workspace is reachable (404); another person's session is reachable by a
  full or admin key only (a chat key or any token: 404).
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
import redis

from app.credentials import scope_allows
from app.main import create_app
from tests.api.conftest import make_settings, scripted_models
from tests.support.harness.live import LiveServer
from tests.support.harness.redis_server import RedisServer

pytestmark = pytest.mark.redis

WS, OTHER_WS = "ws", "ws2"
U1, U2 = "u1", "u2"  # every resource a route points at belongs to (WS, U1)


@dataclass(frozen=True)
class Cred:
    workspace: str | None  # None: no credential at all
    kind: str  # key | token | none
    scope: str
    own: str  # the person it acts for when it names its own
    other: str  # the other person of the workspace it may try to name


CREDS: dict[str, Cred] = {
    "admin_key": Cred(WS, "key", "admin", U1, U2),
    "full_key": Cred(WS, "key", "full", U1, U2),
    "chat_key": Cred(WS, "key", "chat", U1, U2),
    "full_token": Cred(WS, "token", "full", U1, U2),
    "chat_token": Cred(WS, "token", "chat", U1, U2),
    "other_persons_token": Cred(WS, "token", "full", U2, U1),
    "other_workspace_key": Cred(OTHER_WS, "key", "admin", U1, U2),
    "no_credential": Cred(None, "none", "", U1, U2),
}
PERSONS = ("own", "other", "mismatch")

# What a route points at:
#   list     the caller's workspace or the acting person's collection (always reachable)
#   agent    WS's agent "bot" (or a fresh one): 404 from another workspace
#   ws_item  a resource of WS by id (a token): 404 from another workspace
#   person   U1's memory resource by id: 404 unless acting for U1 in WS
#   session  U1's session: 404 from another workspace, and for a chat key or token acting
#            for someone else
ROUTES: dict[tuple[str, str], tuple[str, str]] = {
    ("POST", "/api/v1/agents"): ("admin", "list"),
    ("GET", "/api/v1/agents"): ("chat", "list"),
    ("GET", "/api/v1/agents/{agent_id}"): ("chat", "agent"),
    ("PUT", "/api/v1/agents/{agent_id}"): ("admin", "agent"),
    ("PATCH", "/api/v1/agents/{agent_id}"): ("admin", "agent"),
    ("DELETE", "/api/v1/agents/{agent_id}"): ("admin", "agent"),
    ("POST", "/api/v1/chat"): ("chat", "agent"),
    ("POST", "/api/v1/chat/stream"): ("chat", "agent"),
    ("GET", "/api/v1/sessions"): ("chat", "list"),
    ("POST", "/api/v1/sessions/{session_id}/cancel"): ("chat", "session"),
    ("GET", "/api/v1/sessions/{session_id}/messages"): ("chat", "session"),
    ("DELETE", "/api/v1/sessions/{session_id}"): ("chat", "session"),
    ("GET", "/api/v1/sessions/{session_id}/events"): ("chat", "session"),
    ("GET", "/api/v1/sessions/{session_id}/stream"): ("chat", "session"),
    ("GET", "/api/v1/tenants/kv/memory-config"): ("chat", "list"),
    ("PUT", "/api/v1/tenants/kv/memory-config"): ("admin", "list"),
    ("GET", "/api/v1/memories/items"): ("full", "list"),
    ("POST", "/api/v1/memories/items"): ("full", "list"),
    ("GET", "/api/v1/memories/items/{item_id}"): ("full", "person"),
    ("PATCH", "/api/v1/memories/items/{item_id}"): ("full", "person"),
    ("DELETE", "/api/v1/memories/items/{item_id}"): ("full", "person"),
    ("POST", "/api/v1/memories/items/{item_id}/confirm"): ("full", "person"),
    ("POST", "/api/v1/memories/items/{item_id}/reject"): ("full", "person"),
    ("POST", "/api/v1/memories/consolidate"): ("full", "list"),
    ("GET", "/api/v1/memories/export"): ("full", "list"),
    ("POST", "/api/v1/memories/import"): ("full", "list"),
    ("DELETE", "/api/v1/memories"): ("full", "list"),
    ("GET", "/api/v1/memories/snapshot"): ("full", "list"),
    ("GET", "/api/v1/memories/settings"): ("full", "list"),
    ("PUT", "/api/v1/memories/settings"): ("full", "list"),
    ("GET", "/api/v1/memories/interests"): ("full", "list"),
    ("POST", "/api/v1/memories/interests"): ("full", "list"),
    ("GET", "/api/v1/memories/entities"): ("full", "list"),
    ("POST", "/api/v1/memories/entities"): ("full", "list"),
    ("GET", "/api/v1/memories/entities/{entity_id}"): ("full", "person"),
    ("PUT", "/api/v1/memories/entities/{entity_id}"): ("full", "person"),
    ("DELETE", "/api/v1/memories/entities/{entity_id}"): ("full", "person"),
    ("GET", "/api/v1/memories/relations"): ("full", "list"),
    ("POST", "/api/v1/memories/relations"): ("full", "person"),  # between U1's entities
    ("DELETE", "/api/v1/memories/relations/{relation_id}"): ("full", "person"),
    ("GET", "/api/v1/memories/graph"): ("full", "list"),
    ("POST", "/api/v1/memories/search"): ("full", "list"),
    # Managing person tokens: a full or admin API key (never a token).
    ("POST", "/api/v1/tokens"): ("full-key", "list"),
    ("GET", "/api/v1/tokens"): ("full-key", "list"),
    ("DELETE", "/api/v1/tokens/{token_id}"): ("full-key", "ws_item"),
    # The OpenAI-compatible face: the same scopes as /api/v1/agents and /api/v1/chat.
    ("GET", "/v1/models"): ("chat", "list"),
    ("POST", "/v1/chat/completions"): ("chat", "agent"),
}


def openapi_routes() -> list[tuple[str, str]]:
    """Every operation of the API schema but /health (the pages are not in the schema)."""
    schema = create_app(make_settings(None)).openapi()
    return sorted(
        (method.upper(), path)
        for path, ops in schema["paths"].items()
        if path != "/health"
        for method in ops
    )


def expected(cred: Cred, route: tuple[str, str], person: str) -> int:
    """The status class (200 for any 2xx) the matrix requires."""
    need, target = ROUTES[route]
    if cred.kind == "none":
        return 401
    if person == "mismatch" or (cred.kind == "token" and person == "other"):
        return 403
    if need == "full-key":
        if cred.kind == "token":
            return 403
        need = "full"
    if not scope_allows(cred.scope, need):
        return 403
    acting = cred.own if person == "own" else cred.other
    in_ws = cred.workspace == WS
    if target == "list":
        return 200
    if target in ("agent", "ws_item"):
        return 200 if in_ws else 404
    if target == "person":
        return 200 if in_ws and acting == U1 else 404
    assert target == "session"
    if not in_ws:
        return 404
    manages_others = cred.kind == "key" and cred.scope in ("full", "admin")
    return 200 if acting == U1 or manages_others else 404


# -- the world every case runs against ---------------------------------------------------------


class World:
    """One keyed server with WS's agent, U1's session, and every credential of CREDS."""

    def __init__(self, server: LiveServer) -> None:
        self.server = server
        self.client = server.client()
        self.n = itertools.count()
        store = server.runtime.key_store
        self.keys = {
            name: server.call(store.create(ws, scope))[0]
            for name, ws, scope in (
                ("admin_key", WS, "admin"),
                ("full_key", WS, "full"),
                ("chat_key", WS, "chat"),
                ("other_workspace_key", OTHER_WS, "admin"),
            )
        }
        self.keys["full_token"] = self.mint(U1, "full")
        self.keys["chat_token"] = self.mint(U1, "chat")
        self.keys["other_persons_token"] = self.mint(U2, "full")
        ok = self.admin("POST", "/api/v1/agents", json={"id": "bot", "name": "Bot"})
        assert ok.status_code == 201, ok.text
        self.session_id, self.first_event = self.new_session()

    def admin(self, method: str, path: str, person: str = U1, **kw: Any) -> httpx.Response:
        headers = {"Authorization": f"Bearer {self.keys['admin_key']}", "X-User-Id": person}
        return self.client.request(method, path, headers=headers, **kw)

    def mint(self, user: str, scope: str) -> str:
        response = self.client.post(
            "/api/v1/tokens",
            json={"user_id": user, "scope": scope},
            headers={"Authorization": f"Bearer {self.keys['full_key']}"},
        )
        assert response.status_code == 201, response.text
        return str(response.json()["token"])

    def unique(self, prefix: str) -> str:
        return f"{prefix}{next(self.n)}"

    def new_session(self) -> tuple[str, str]:
        with self.client.stream(
            "POST",
            "/api/v1/chat/stream",
            json={"agent_id": "bot", "message": "hello"},
            headers={"Authorization": f"Bearer {self.keys['chat_key']}", "X-User-Id": U1},
        ) as response:
            assert response.status_code == 200
            lines = [line for line in response.iter_lines() if line.startswith(("id:", "data:"))]
        first_id = lines[0].split(":", 1)[1].strip()
        session = json.loads(lines[1].split(":", 1)[1])["session_id"]
        return session, first_id

    def entity(self) -> str:
        made = self.admin(
            "POST", "/api/v1/memories/entities", json={"name": "Tea", "entity_type": "concept"}
        )
        assert made.status_code == 201, made.text
        return str(made.json()["id"])

    def item(self, pending: bool = False) -> str:
        if pending:
            item_id = self.unique("mem_pending")
            body = {
                "items": [
                    {"id": item_id, "category": "fact", "content": "likes tea", "status": "pending"}
                ]
            }
            assert self.admin("POST", "/api/v1/memories/import", json=body).status_code == 200
            return item_id
        # Distinct content: an equal one would be merged into an earlier (maybe deleted) item.
        content = f"likes tea, note {self.unique('n')}"
        made = self.admin(
            "POST", "/api/v1/memories/items", json={"category": "fact", "content": content}
        )
        assert made.status_code == 201, made.text
        return str(made.json()["id"])

    def relation(self) -> str:
        body = {"source_id": self.entity(), "target_id": self.entity(), "relation_type": "knows"}
        made = self.admin("POST", "/api/v1/memories/relations", json=body)
        assert made.status_code == 201, made.text
        return str(made.json()["id"])

    def token_id(self) -> str:
        response = self.client.post(
            "/api/v1/tokens",
            json={"user_id": U1},
            headers={"Authorization": f"Bearer {self.keys['full_key']}"},
        )
        assert response.status_code == 201, response.text
        return str(response.json()["id"])

    def request(self, route: tuple[str, str], named: str) -> dict[str, Any]:
        """The path (ids of fresh or shared resources of U1) and body a route is called with."""
        method, path = route
        body: Any = None
        params: dict[str, str] = {}
        if "{agent_id}" in path:
            agent = "bot"
            if method != "GET":
                agent = self.unique("agent")
                self.admin("POST", "/api/v1/agents", json={"id": agent, "name": "A"})
            path = path.replace("{agent_id}", agent)
        if "{session_id}" in path:
            sid = self.new_session()[0] if method == "DELETE" else self.session_id
            path = path.replace("{session_id}", sid)
            if path.endswith("/stream"):
                params["after"] = self.first_event
        if "{item_id}" in path:
            path = path.replace("{item_id}", self.item(pending=path.endswith("/confirm")))
        if "{entity_id}" in path:
            path = path.replace("{entity_id}", self.entity())
        if "{relation_id}" in path:
            path = path.replace("{relation_id}", self.relation())
        if "{token_id}" in path:
            path = path.replace("{token_id}", self.token_id())
        bodies: dict[tuple[str, str], Any] = {
            ("POST", "/api/v1/agents"): {"id": self.unique("new"), "name": "New"},
            ("PUT", "/api/v1/agents/{agent_id}"): {"name": "Replaced"},
            ("PATCH", "/api/v1/agents/{agent_id}"): {"name": "Patched"},
            ("POST", "/api/v1/chat"): {"agent_id": "bot", "message": "hi"},
            ("POST", "/api/v1/chat/stream"): {"agent_id": "bot", "message": "hi"},
            ("PUT", "/api/v1/tenants/kv/memory-config"): {"enabled": True},
            ("POST", "/api/v1/memories/items"): {"category": "fact", "content": "likes tea"},
            ("PATCH", "/api/v1/memories/items/{item_id}"): {"content": "likes green tea"},
            ("POST", "/api/v1/memories/import"): {"items": []},
            ("PUT", "/api/v1/memories/settings"): {"enabled": True},
            ("POST", "/api/v1/memories/interests"): {"topic": "tea", "action": "stop"},
            ("POST", "/api/v1/memories/entities"): {"name": "Tea", "entity_type": "concept"},
            ("PUT", "/api/v1/memories/entities/{entity_id}"): {"name": "Green tea"},
            ("POST", "/api/v1/memories/search"): {"query": "tea"},
            ("POST", "/api/v1/tokens"): {"user_id": named, "scope": "chat"},
            ("POST", "/v1/chat/completions"): {
                "model": "bot",
                "messages": [{"role": "user", "content": "hi"}],
            },
        }
        if route in bodies:
            body = bodies[route]
        if route == ("POST", "/api/v1/memories/relations"):
            body = {
                "source_id": self.entity(),
                "target_id": self.entity(),
                "relation_type": "knows",
            }
        return {"method": method, "url": path, "params": params, "json": body}

    def call(self, cred_name: str, route: tuple[str, str], person: str) -> httpx.Response:
        cred = CREDS[cred_name]
        named = cred.own if person == "own" else cred.other
        spec = self.request(route, named)
        headers = {"X-User-Id": cred.own if person == "mismatch" else named}
        if person == "mismatch":
            spec["params"]["user_id"] = cred.other
        if cred.kind != "none":
            headers["Authorization"] = f"Bearer {self.keys[cred_name]}"
        if spec["json"] is None:
            del spec["json"]
        # Read only the status of a stream: the matrix is about who gets in, not the events.
        with self.client.stream(headers=headers, **spec) as response:
            if not _is_stream(response):
                response.read()
            return response


def _is_stream(response: httpx.Response) -> bool:
    return response.headers.get("content-type", "").startswith("text/event-stream")


@pytest.fixture(scope="module")
def world(redis_server: RedisServer) -> Iterator[World]:
    client = redis.Redis.from_url(redis_server.url)
    client.flushall()
    client.close()
    server = LiveServer(
        make_settings(redis_server.url, auth={"mode": "keys"}), scripted_models()
    ).start()
    built = World(server)
    try:
        yield built
    finally:
        built.client.close()
        server.stop()


ROUTE_LIST = openapi_routes()


def test_every_route_has_a_row() -> None:
    missing, gone = set(ROUTE_LIST) - set(ROUTES), set(ROUTES) - set(ROUTE_LIST)
    assert not missing and not gone, (
        f"classify new routes in ROUTES (scope, target): missing {sorted(missing)}, "
        f"gone {sorted(gone)}"
    )


@pytest.mark.parametrize("person", PERSONS)
@pytest.mark.parametrize("route", ROUTE_LIST, ids=lambda r: f"{r[0]} {r[1]}")
@pytest.mark.parametrize("cred", list(CREDS))
def test_identity_matrix(world: World, cred: str, route: tuple[str, str], person: str) -> None:
    want = expected(CREDS[cred], route, person)
    response = world.call(cred, route, person)
    got = 200 if 200 <= response.status_code < 300 else response.status_code
    body = "" if _is_stream(response) else response.text[:300]
    assert got == want, f"{cred} {route} {person}: {response.status_code} {body}"
    if want == 403:
        error = response.json()
        code = error["error"]["code"] if "error" in error else error["code"]  # /v1: OpenAI's
        assert code in ("identity_mismatch", "scope_too_small", "key_required")
