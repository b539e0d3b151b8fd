"""What a new user runs into first: a body that is not JSON, JSON with a typo, a system prompt
with a misspelled variable, and a resume that asked for a body it ignores (issue "The first
hour of a new user"). Every error is `{code, message}` and says what to do."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from httpx_sse import connect_sse

from agents.definition.spec import AgentSpec
from app.main import create_app
from tests.api.conftest import create_agent, make_settings, stream_turn
from tests.support.harness.live import LiveServer

AGENT = {"id": "bot", "name": "Bot"}


@pytest.fixture
def local(start_server: Callable[..., LiveServer]) -> LiveServer:
    return start_server(None)  # the default: no Redis, local mode


@pytest.fixture
def client(local: LiveServer) -> Iterator[httpx.Client]:
    with local.client() as c:
        yield c


def _error(response: httpx.Response, status: int, code: str) -> str:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["code"] == code and body["message"], body
    return str(body["message"])


# -- a body that is not JSON -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "headers"),
    [
        # curl -d without -H: form-encoded
        ("/api/v1/agents", {"Content-Type": "application/x-www-form-urlencoded"}),
        ("/api/v1/chat", {"Content-Type": "text/plain"}),
        ("/api/v1/chat/stream", {"Content-Type": "text/plain"}),
        ("/api/v1/chat/stream", {}),  # no content type at all
    ],
)
def test_a_body_that_is_not_sent_as_json_is_a_415_that_says_to_send_json(
    client: httpx.Client, path: str, headers: dict[str, str]
) -> None:
    """It was a 422 "Input should be a valid dictionary or object" about a field-less `body`."""
    create_agent(client)
    content = b'{"id": "bot2", "name": "Bot", "agent_id": "bot", "message": "hi"}'
    response = client.post(path, content=content, headers=headers)  # raw: no type added
    message = _error(response, 415, "unsupported_media_type")
    assert "Content-Type: application/json" in message
    if headers:
        assert headers["Content-Type"] in message


def test_415_is_documented() -> None:
    schema = create_app(make_settings(None)).openapi()
    assert "415" in schema["paths"]["/api/v1/agents"]["post"]["responses"]


# -- malformed JSON ----------------------------------------------------------------------------


@pytest.mark.parametrize("path", ["/api/v1/agents", "/api/v1/chat", "/api/v1/chat/stream"])
def test_malformed_json_names_line_and_column(client: httpx.Client, path: str) -> None:
    body = b'{\n  "agent_id": "bot",\n  "message": "hi",\n}'  # a trailing comma
    response = client.post(path, content=body, headers={"Content-Type": "application/json"})
    message = _error(response, 422, "invalid_request")
    assert "not valid JSON" in message and "line 4, column 1" in message, message


# -- system prompt templates -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "named"),
    [
        ("You help {{usr.name}}.", "unknown template variable {{usr.name}}"),
        ("You help {{ user.nmae }} on {{channel}}.", "{{ user.nmae }}"),
        ("You help {{user.name}.", "unbalanced braces"),
        ("Hi.\nYou help {{user.name", "line 2, column 10"),
        ("You help {user.name}}.", "write {{user.name}}"),
    ],
)
def test_a_system_prompt_with_a_bad_variable_is_a_422_naming_it(
    client: httpx.Client, prompt: str, named: str
) -> None:
    created = client.post("/api/v1/agents", json={**AGENT, "system_prompt": prompt})
    message = _error(created, 422, "invalid_request")
    assert message.startswith("system_prompt: ") and named in message, message
    assert "{{user.id}}" in message or "{{user.name}}" in message  # what exists
    # Changing an agent is checked the same way.
    create_agent(client)
    replaced = client.put("/api/v1/agents/bot", json={"name": "Bot", "system_prompt": prompt})
    assert named in _error(replaced, 422, "invalid_request")
    patched = client.patch("/api/v1/agents/bot", json={"system_prompt": prompt})
    assert named in _error(patched, 422, "invalid_agent")


def test_every_variable_and_plain_braces_are_accepted(client: httpx.Client) -> None:
    prompt = (
        "You help {{user.name}} ({{ user.id }}) on {{channel}}; it is {{now}}.\n"
        'Answer as JSON: {"answer": {"text": "..."}} and never use {placeholders}.'
    )
    create_agent(client, system_prompt=prompt)


def test_an_agent_stored_before_the_check_still_loads_and_can_be_fixed(
    local: LiveServer, client: httpx.Client
) -> None:
    """Stored agents are not re-checked on read: only creating or changing one is."""
    stored = AgentSpec(id="old", workspace="local", name="Old", system_prompt="Hi {{legacy}}")
    local.call(local.runtime.chat.agents.put(stored))
    assert client.get("/api/v1/agents/old").json()["system_prompt"] == "Hi {{legacy}}"
    renamed = client.patch("/api/v1/agents/old", json={"name": "Older"})
    assert "{{legacy}}" in _error(renamed, 422, "invalid_agent")  # the prompt needs fixing
    fixed = client.patch("/api/v1/agents/old", json={"system_prompt": "Hi {{user.name}}"})
    assert fixed.status_code == 200, fixed.text


# -- resume without a body ---------------------------------------------------------------------


def _resume(client: httpx.Client, last_id: str, **kwargs: Any) -> tuple[int, list[str]]:
    with connect_sse(
        client, "POST", "/api/v1/chat/stream", headers={"Last-Event-ID": last_id}, **kwargs
    ) as source:
        if source.response.status_code != 200:
            source.response.read()
            return source.response.status_code, [source.response.text]
        return 200, [sse.id for sse in source.iter_sse()]


def test_resume_needs_no_body(client: httpx.Client) -> None:
    """A resume ignores the body, yet a full `{agent_id, message}` was required."""
    create_agent(client)
    events = stream_turn(client, {"agent_id": "bot", "message": "alpha beta"})
    rest = [e["id"] for e in events[2:]]
    session = events[0]["data"]["session_id"]
    for kwargs in ({}, {"json": {}}, {"json": {"session_id": session}}):
        assert _resume(client, events[1]["id"], **kwargs) == (200, rest), kwargs
    # What is sent is still checked, and a new turn still needs agent_id and message.
    status, _ = _resume(client, events[1]["id"], json={"agent_id": 5})
    assert status == 422
    new_turn = client.post("/api/v1/chat/stream", json={"session_id": session})
    assert "agent_id" in _error(new_turn, 422, "invalid_request")
    no_body = _error(client.post("/api/v1/chat/stream"), 422, "invalid_request")
    assert "send a JSON body" in no_body


def test_the_stream_body_is_documented_as_optional() -> None:
    op = create_app(make_settings(None)).openapi()["paths"]["/api/v1/chat/stream"]["post"]
    body = op["requestBody"]
    assert body["required"] is False and "Last-Event-ID" in body["description"]
    schemas = body["content"]["application/json"]["schema"]["anyOf"]
    assert schemas[0] == {"$ref": "#/components/schemas/ChatRequest"}
    assert not schemas[1].get("required") and schemas[1]["additionalProperties"] is False
