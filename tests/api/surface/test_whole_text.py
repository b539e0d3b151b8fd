"""Half a surrogate pair (`"\\ud83d"`, as a client that cuts a string inside an emoji sends it)
is no text: a body holding one anywhere is refused with 422 `invalid_body` before any route
runs (app/api/bodies.py), in the OpenAI shape on /v1/…; text from outside that the service does
not refuse (a model's reply, its tool calls' arguments) has each one replaced by U+FFFD
(agents/text.py), so nothing stored can break a later read of the session."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.api.bodies import LoneSurrogate, WholeTextBodies
from tests.api.conftest import create_agent, make_settings, reply_text, stream_turn
from tests.support.fakes.fake_openai import FakeOpenAI
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis

USER = {"X-User-Id": "gina"}
HALF = "\\ud83d"  # as it appears in a JSON body: an escape, not a character
PAIR = "\\ud83d\\ude00"  # 😀 as two escapes: whole


def raw(client: httpx.Client, path: str, body: str, **headers: str) -> httpx.Response:
    """POST `body` exactly as written (its escapes are JSON's, not Python's)."""
    sent = {"content-type": "application/json", **USER, **headers}
    return client.post(path, content=body.encode(), headers=sent)


@pytest.fixture(params=["redis", "memory"])
def live(request: pytest.FixtureRequest, redis_url: str, start_server: Any) -> LiveServer:
    server: LiveServer = start_server(redis_url if request.param == "redis" else None)
    return server


@pytest.fixture
def client(live: LiveServer) -> Iterator[httpx.Client]:
    with live.client() as c:
        assert c.put("/api/v1/tenants/kv/memory-config", json={"enabled": True}).is_success
        create_agent(c, model={"provider": "echo"}, tools=["memory_search", "memory_save"])
        yield c


BODIES = [
    ("/v1/chat/completions", '{"model":"bot","user":"gina","messages":[{"role":"user",'
     f'"content":"half an emoji {HALF}"}}]}}'),
    ("/v1/chat/completions", '{"model":"bot","user":"gina","messages":[{"role":"user",'
     f'"content":[{{"type":"text","text":"q{HALF}"}}]}}]}}'),
    ("/api/v1/chat", f'{{"agent_id":"bot","message":"hi {HALF}"}}'),
    ("/api/v1/chat/stream", f'{{"agent_id":"bot","message":"hi {HALF}"}}'),
    ("/api/v1/memories/entities",
     f'{{"name":"Rex","entity_type":"concept","properties":{{"note":"{HALF}"}}}}'),
    ("/api/v1/memories/entities",
     f'{{"name":"Rex","entity_type":"concept","properties":{{"n{HALF}":"a"}}}}'),
    ("/api/v1/memories/entities",
     '{"name":"Rex","entity_type":"concept","properties":{"l":[[1,["\\udc00"]]]}}'),
    ("/api/v1/memories/import",
     f'{{"entities":[{{"id":"e1","name":"n","entity_type":"concept","properties":{{"d":"{HALF}"}}}}]}}'),
    ("/api/v1/memories/items", f'{{"content":"I like tea {HALF}","category":"preference"}}'),
]  # fmt: skip


@pytest.mark.parametrize(("path", "body"), BODIES, ids=lambda v: v[:40])
def test_a_body_with_half_a_pair_is_refused_before_anything_runs(
    client: httpx.Client, path: str, body: str
) -> None:
    response = raw(client, path, body)
    assert response.status_code == 422, response.text
    error = response.json()
    if path.startswith("/v1/"):  # the OpenAI SDK reads its own shape
        assert error["error"]["code"] == "invalid_body", error
        assert "surrogate" in error["error"]["message"]
    else:
        assert error["code"] == "invalid_body" and "surrogate" in error["message"], error
    # Nothing was kept: the person's sessions and memory read as before, without errors.
    sessions = client.get("/api/v1/sessions", headers=USER)
    assert sessions.status_code == 200 and sessions.json()["sessions"] == [], sessions.text
    entities = client.get("/api/v1/memories/entities", headers=USER)
    assert entities.status_code == 200 and entities.json()["items"] == [], entities.text


def test_a_whole_pair_and_an_escaped_backslash_are_text(client: httpx.Client) -> None:
    created = raw(
        client,
        "/api/v1/memories/entities",
        f'{{"name":"Rex {PAIR}","entity_type":"concept","properties":{{"regex":"a\\\\ud800b"}}}}',
    )
    assert created.status_code == 201, created.text
    assert created.json()["name"] == "Rex 😀"
    assert created.json()["properties"] == {"regex": "a\\ud800b"}  # a backslash, then letters
    chat = f'{{"model":"bot","user":"gina","messages":[{{"role":"user","content":"{PAIR}"}}]}}'
    answer = raw(client, "/v1/chat/completions", chat)
    assert answer.status_code == 200, answer.text
    assert "😀" in answer.json()["choices"][0]["message"]["content"]


def test_a_tool_call_whose_arguments_decode_to_half_a_pair_streams_to_the_end(
    client: httpx.Client,
) -> None:
    # The message is whole text; the echo model decodes the JSON in it into its tool call.
    message = '/tool memory_search {"query": "x\\ud800y"}'
    events = stream_turn(client, {"agent_id": "bot", "message": message}, headers=USER)
    assert events[-1]["event"] == "done", events[-1]
    calls = [e["data"] for e in events if e["event"] == "tool_call"]
    assert calls and calls[0]["args"]["query"] == "x\ufffdy"
    session = events[0]["data"]["session_id"]
    history = client.get(f"/api/v1/sessions/{session}/messages", headers=USER)
    assert history.status_code == 200, history.text
    assert client.get("/api/v1/sessions", headers=USER).status_code == 200


def test_a_models_reply_with_half_a_pair_is_kept_with_a_replacement_character(
    redis_url: str,
) -> None:
    fake = FakeOpenAI(lambda body: "fine \ud83d thanks").start()
    server = LiveServer(make_settings(redis_url, egress={"allow_hosts": ["127.0.0.1"]})).start()
    try:
        model = {"provider": "openai", "name": "tiny", "base_url": fake.base_url}
        with server.client() as client:
            create_agent(client, "llm", model=model)
            for path, body in (
                ("/api/v1/chat", {"agent_id": "llm", "message": "hi"}),
                ("/api/v1/chat/stream", {"agent_id": "llm", "message": "hi"}),
                ("/v1/chat/completions",
                 {"model": "llm", "user": "gina", "messages": [{"role": "user", "content": "hi"}]}),
                ("/v1/chat/completions",
                 {"model": "llm", "user": "gina", "stream": True,
                  "messages": [{"role": "user", "content": "hi"}]}),
            ):  # fmt: skip
                if path.endswith("/stream"):
                    events = stream_turn(client, body, headers=USER)
                    assert events[-1]["event"] == "done", events[-1]
                    assert reply_text(events) == "fine \ufffd thanks"
                    continue
                response = client.post(path, json=body, headers=USER)
                assert response.status_code == 200, response.text
                if body.get("stream"):
                    assert "fine \\ufffd thanks" in response.text or "\ufffd" in response.text
                elif path.startswith("/v1/"):
                    assert response.json()["choices"][0]["message"]["content"] == (
                        "fine \ufffd thanks"
                    )
                else:
                    assert response.json()["reply"] == "fine \ufffd thanks"
            sessions = client.get("/api/v1/sessions", headers=USER)
            assert sessions.status_code == 200 and len(sessions.json()["sessions"]) == 4
            for s in sessions.json()["sessions"]:
                got = client.get(f"/api/v1/sessions/{s['session_id']}/messages", headers=USER)
                assert got.status_code == 200, got.text
    finally:
        server.stop()
        fake.stop()


async def test_an_escape_cut_between_two_parts_of_a_chunked_body_is_found() -> None:
    body = json.dumps({"message": "x"})[:-2].encode() + b'\\ud83d"}'
    cut = body.index(b"\\ud8") + 3  # "\ud8" | "3d..."
    parts = [body[:cut], body[cut:]]
    seen: list[bytes] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        while True:
            message = await receive()
            seen.append(message.get("body", b""))
            if not message.get("more_body"):
                return

    async def receive() -> dict[str, Any]:
        part = parts.pop(0)
        return {"type": "http.request", "body": part, "more_body": bool(parts)}

    with pytest.raises(LoneSurrogate):
        await WholeTextBodies(app)({"type": "http"}, receive, None)  # type: ignore[arg-type]
    assert seen == [body[:cut]]  # the last part never reached the app
