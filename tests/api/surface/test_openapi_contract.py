"""What the API fuzz run (test_api_fuzz.py) found, pinned by small fast tests: responses the
OpenAPI schema did not describe, and request rules the schema did not declare."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from agents.definition.spec import ID_PATTERN
from app.main import create_app
from tests.api.conftest import make_settings
from tests.support.harness.live import LiveServer


@pytest.fixture
def local(start_server: Callable[..., LiveServer]) -> LiveServer:
    return start_server(None)


def _schema() -> dict[str, Any]:
    return create_app(make_settings(None, auth={"mode": "keys"})).openapi()


def test_405_names_the_allowed_methods_in_allow(local: LiveServer) -> None:
    with local.client() as client:
        for method, path, allowed in (
            ("TRACE", "/health", {"GET"}),
            ("DELETE", "/api/v1/agents", {"GET", "POST"}),
        ):
            response = client.request(method, path)
            assert response.status_code == 405, response.text
            assert response.json()["code"] == "method_not_allowed"
            assert {m.strip() for m in response.headers["allow"].split(",")} == allowed


@pytest.mark.parametrize("body", [b"\x80{}", b'{"agent_id": "\xc3\x28"}'])
def test_body_that_is_not_utf8_is_the_documented_422(local: LiveServer, body: bytes) -> None:
    with local.client() as client:
        response = client.post(
            "/api/v1/chat", content=body, headers={"Content-Type": "application/json"}
        )
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "invalid_body"


def test_statuses_the_service_answers_are_documented_on_every_operation() -> None:
    for path, ops in _schema()["paths"].items():
        for method, op in ops.items():
            # 421: local mode refuses foreign Host/Origin before any route runs.
            assert {"421", "422"} <= set(op["responses"]), (method, path)


def test_person_parameters_declare_the_id_pattern() -> None:
    schema = _schema()
    seen = 0
    for path, ops in schema["paths"].items():
        for method, op in ops.items():
            for param in op.get("parameters", []):
                if param["name"].lower() in ("x-user-id", "user_id"):
                    seen += 1
                    assert param["schema"].get("pattern") == ID_PATTERN, (method, path, param)
    assert seen > 40
    chat = schema["components"]["schemas"]["ChatRequest"]["properties"]["user_id"]
    assert chat["anyOf"][0]["pattern"] == ID_PATTERN


@pytest.mark.parametrize("path", ["/api/v1/chat/stream", "/api/v1/sessions/{session_id}/stream"])
def test_streams_are_declared_text_event_stream(path: str) -> None:
    ops = _schema()["paths"][path]
    (op,) = ops.values()
    assert list(op["responses"]["200"]["content"]) == ["text/event-stream"]


def test_schema_declares_what_the_server_refuses() -> None:
    """Rules the server enforced that the schema did not say (found by positive_data_acceptance):
    an empty chat message, an empty item edit, an unknown item category or status, more than 5
    graph seeds, an unknown field in an agent merge patch."""
    schema = _schema()
    components, paths = schema["components"]["schemas"], schema["paths"]
    assert components["ChatRequest"]["properties"]["message"]["minLength"] == 1
    assert components["ItemPatch"]["minProperties"] == 1
    params = {p["name"]: p["schema"] for p in paths["/api/v1/memories/items"]["get"]["parameters"]}
    assert "fact" in params["category"]["anyOf"][0]["enum"]
    assert "pending" in params["status"]["anyOf"][0]["enum"]
    graph = {p["name"]: p["schema"] for p in paths["/api/v1/memories/graph"]["get"]["parameters"]}
    assert graph["entity_ids"]["anyOf"][0]["maxItems"] == 5
    patch = paths["/api/v1/agents/{agent_id}"]["patch"]["requestBody"]["content"]
    body = patch["application/json"]["schema"]
    assert body["additionalProperties"] is False and "system_prompt" in body["properties"]
    # Values too: `name` cannot be removed (null), `kind` is one of the kinds.
    assert body["properties"]["name"]["type"] == "string"
    assert "dify" in body["properties"]["kind"]["anyOf"][0]["enum"]


@pytest.mark.redis
@pytest.mark.parametrize("field", ["content", "category", "importance"])
def test_item_edit_with_null_for_a_required_field_is_a_422(server: LiveServer, field: str) -> None:
    """`{"category": null}` gave a 500 and `{"content": null}` stored the text "None"."""
    with server.client() as client:
        made = client.post(
            "/api/v1/memories/items", json={"category": "fact", "content": "likes green tea"}
        )
        assert made.status_code == 201, made.text
        item = made.json()
        edited = client.patch(f"/api/v1/memories/items/{item['id']}", json={field: None})
        assert edited.status_code == 422, edited.text
        after = client.get(f"/api/v1/memories/items/{item['id']}").json()
    assert (after["content"], after["category"]) == ("likes green tea", "fact")


@pytest.mark.redis
def test_event_id_with_a_non_ascii_digit_is_a_422_not_a_500(server: LiveServer) -> None:
    """`str.isdigit()` holds for '²', which `int()` refuses (agents/events.py): the API checks
    the declared event id pattern first."""
    with server.client() as client:
        create = client.post("/api/v1/agents", json={"id": "bot", "name": "Bot"})
        assert create.status_code == 201, create.text
        chat = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "hi"})
        session = chat.json()["session_id"]
        for response in (
            client.post(
                "/api/v1/chat/stream",
                json={"agent_id": "bot", "message": "hi"},
                headers=[("Last-Event-ID", "t.\u00b2".encode("latin-1"))],
            ),
            client.get(f"/api/v1/sessions/{session}/stream", params={"after": "t.\u00b2"}),
        ):
            assert response.status_code == 422, response.text


def test_creating_a_relation_that_exists_documents_its_200() -> None:
    responses = _schema()["paths"]["/api/v1/memories/relations"]["post"]["responses"]
    assert {"200", "201"} <= set(responses)
    assert responses["200"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/RelationOut"
    }
