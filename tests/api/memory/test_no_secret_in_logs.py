"""A log line never carries a secret the gate refused: canary secrets sent through every memory
write path we can reach (items API, graph API, chat capture, import, auto extraction) appear in
no log record of any logger, at DEBUG, and in no audit record."""

from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from langchain_core.messages import BaseMessage

from tests.api.conftest import create_agent, make_settings, stream_turn
from tests.support.fakes.fake_models import ScriptedModel
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis

U1 = {"X-User-Id": "u1"}
ITEMS = "/api/v1/memories/items"
GRAPH = "/api/v1/memories"


class Canary:
    """A text the gate refuses and the secret in it (the part that must never be logged)."""

    def __init__(self, name: str, text: str, *secret: str) -> None:
        self.name, self.text, self.secret = name, text, secret

    def __repr__(self) -> str:
        return self.name


_PEM_BODY = "MIIEpQIBAAKCAQEAcanaryPemBodyQk9Xf2Lm7Tz"
CANARIES = [
    Canary("password", "my password is Zq8CanaryPw", "Zq8CanaryPw"),
    Canary("api_key", "my key is sk-proj-Canary" + "a1B2c3D4" * 5, "Canary" + "a1B2c3D4" * 2),
    Canary(
        "card", "my card number is 4111 1111 1111 1111", "4111 1111 1111 1111", "4111111111111111"
    ),
    Canary(
        "pem",
        f"-----BEGIN RSA PRIVATE KEY-----\n{_PEM_BODY}\n-----END RSA PRIVATE KEY-----",
        _PEM_BODY,
    ),
    Canary("zh_password", "我的密码是 Jx5Canary2024", "Jx5Canary2024"),
]


@pytest.fixture(params=CANARIES, ids=repr)
def canary(request: pytest.FixtureRequest) -> Canary:
    return request.param  # type: ignore[no-any-return]


@pytest.fixture
def logs(caplog: pytest.LogCaptureFixture) -> Iterator[pytest.LogCaptureFixture]:
    """Every record of every logger at DEBUG, those that do not propagate (uvicorn's) too."""
    caplog.set_level(logging.DEBUG)
    quiet = [
        lg
        for lg in logging.Logger.manager.loggerDict.values()
        if isinstance(lg, logging.Logger) and not lg.propagate
    ]
    levels = [lg.level for lg in quiet]
    for lg in quiet:
        lg.addHandler(caplog.handler)
        lg.setLevel(logging.DEBUG)
    yield caplog
    for lg, level in zip(quiet, levels, strict=True):
        lg.removeHandler(caplog.handler)
        lg.setLevel(level)


def _assert_clean(caplog: pytest.LogCaptureFixture, client: httpx.Client, canary: Canary) -> None:
    formatter = logging.Formatter()
    seen = 0
    for record in list(caplog.records):
        seen += 1
        texts = [record.getMessage(), record.exc_text or "", record.stack_info or ""]
        if record.exc_info:
            texts.append(formatter.formatException(record.exc_info))
        for secret in canary.secret:
            for text in texts:
                assert secret not in text, f"{record.name}: {text[:500]}"
    assert seen, "no log record was captured: the capture is not wired"
    audit = client.get(f"{GRAPH}/export", headers=U1).json()["audit"]
    for secret in canary.secret:
        assert secret not in json.dumps(audit, ensure_ascii=False), audit


def _wait_for(check: Any, timeout: float = 15.0) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError("timed out")


LINE = re.compile(r"^\[(?P<id>[^\]]+)\] user: (?P<text>.*)$", re.M)


def _extractor(canary: Canary) -> Any:
    """Chat turns get a short reply; the extraction request proposes the secret as a fact,
    an entity and a relation's end (as a model that saw it elsewhere would)."""

    def answer(messages: list[BaseMessage]) -> str:
        if "long-term memory about the user" not in str(messages[0].content):
            return "Noted."
        ids = [m["id"] for m in LINE.finditer(str(messages[-1].content))]
        items = [
            {
                "category": "fact",
                "content": f"The user said: {canary.text}",
                "confidence": 0.9,
                "source_message_ids": ids,
            },
            {
                "category": "fact",
                "content": "Lives in Lisbon",
                "key": canary.text,
                "confidence": 0.9,
                "source_message_ids": ids,
            },
        ]
        entities = [
            {"name": "Lisbon", "entity_type": "location", "description": canary.text},
            {"name": canary.text, "entity_type": "concept"},
            {"name": "Porto", "entity_type": "location"},
        ]
        relations = [
            {"source": "Porto", "target": canary.text, "relation_type": "knows"},
            {"source": canary.text, "target": "Porto", "relation_type": "knows"},
        ]
        return json.dumps({"items": items, "entities": entities, "relations": relations})

    return answer


@pytest.fixture
def model(canary: Canary) -> ScriptedModel:
    return ScriptedModel(answer=_extractor(canary))


@pytest.fixture
def live(redis_url: str, model: ScriptedModel) -> Iterator[LiveServer]:
    server = LiveServer(
        make_settings(redis_url, memory={"poll_seconds": 0.05}), lambda spec: model
    ).start()
    yield server
    server.stop()


@pytest.fixture
def client(live: LiveServer) -> Iterator[httpx.Client]:
    with live.client() as c:
        yield c


def _enable(client: httpx.Client, **config: Any) -> None:
    create_agent(client)
    r = client.put("/api/v1/tenants/kv/memory-config", json={"enabled": True, **config})
    assert r.status_code == 200, r.text


def test_items_api(client: httpx.Client, logs: pytest.LogCaptureFixture, canary: Canary) -> None:
    _enable(client)
    r = client.post(ITEMS, headers=U1, json={"category": "fact", "content": canary.text})
    assert r.status_code == 422 and r.json()["code"] == "memory_capture_rejected", r.text
    ok = client.post(ITEMS, headers=U1, json={"category": "fact", "content": "Likes tea"})
    assert ok.status_code == 201, ok.text
    item = ok.json()["id"]
    for patch in ({"content": canary.text}, {"content": canary.text, "importance": 7}):
        r = client.patch(f"{ITEMS}/{item}", headers=U1, json=patch)
        assert r.status_code == 422, r.text
    r = client.patch(f"{ITEMS}/{item}", headers=U1, json={"key": canary.text})
    assert r.status_code == 422, r.text
    _assert_clean(logs, client, canary)


def test_graph_api(client: httpx.Client, logs: pytest.LogCaptureFixture, canary: Canary) -> None:
    _enable(client)
    for body in (
        {"name": canary.text},
        {"name": "Deploy notes", "description": canary.text},
        {"name": "Ops", "properties": {"note": {"deep": [canary.text]}}},
        {"name": "Ops", "properties": {canary.text: 1}},
    ):
        r = client.post(f"{GRAPH}/entities", json={"entity_type": "concept", **body}, headers=U1)
        assert r.status_code == 422 and r.json()["code"] == "memory_capture_rejected", r.text
    a = client.post(f"{GRAPH}/entities", json={"entity_type": "concept", "name": "A"}, headers=U1)
    b = client.post(f"{GRAPH}/entities", json={"entity_type": "concept", "name": "B"}, headers=U1)
    assert a.status_code == b.status_code == 201
    r = client.put(
        f"{GRAPH}/entities/{a.json()['id']}", json={"description": canary.text}, headers=U1
    )
    assert r.status_code == 422, r.text
    r = client.post(
        f"{GRAPH}/relations",
        json={
            "source_id": a.json()["id"],
            "target_id": b.json()["id"],
            "relation_type": "knows",
            "properties": {"why": canary.text},
        },
        headers=U1,
    )
    assert r.status_code == 422, r.text
    r = client.post(
        f"{GRAPH}/relations",
        json={
            "source_id": a.json()["id"],
            "target_id": b.json()["id"],
            "relation_type": canary.text,
        },
        headers=U1,
    )
    assert r.status_code == 422, r.text
    _assert_clean(logs, client, canary)


def test_chat_capture(client: httpx.Client, logs: pytest.LogCaptureFixture, canary: Canary) -> None:
    _enable(client)
    for message in (
        f"remember that {canary.text}",
        f"Remember: {canary.text}",
        f"Please remember that I live in Lisbon. Also {canary.text}",
    ):
        events = stream_turn(client, {"agent_id": "bot", "message": message}, headers=U1)
        assert events[-1]["event"] == "done", events
    # Ordinary words of the messages may become interests; nothing of the secret does.
    stored = json.dumps(client.get(ITEMS, headers=U1).json()["items"], ensure_ascii=False)
    assert "canary" not in stored.lower(), stored

    def rejected() -> list[Any]:
        audit = client.get(f"{GRAPH}/export", headers=U1).json()["audit"]
        return [a for a in audit if a["action"] == "memory_capture_rejected"]

    assert _wait_for(rejected)
    _assert_clean(logs, client, canary)


def test_import(client: httpx.Client, logs: pytest.LogCaptureFixture, canary: Canary) -> None:
    _enable(client)
    body = {
        "format": "agentrt.memory.v1",
        "items": [
            {"id": "i1", "category": "fact", "content": canary.text},
            {"id": "i2", "category": "no-such-category", "content": canary.text},
            {"id": "i3", "category": "fact", "content": "Likes tea", "key": canary.text},
        ],
        "entities": [
            {"id": "e1", "name": "Lisbon", "entity_type": "location", "description": canary.text},
            {"id": "e2", "name": canary.text, "entity_type": "concept"},
            {"id": "e4", "name": "Braga", "entity_type": "location"},
            {"id": "e5", "name": "Faro", "entity_type": "location"},
        ],
        "relations": [
            {"source_id": "e4", "target_id": "e5", "relation_type": "knows",
             "properties": {"why": canary.text}},
            {"source_id": "e4", "target_id": "e5", "relation_type": canary.text},
        ],
    }  # fmt: skip
    r = client.post(f"{GRAPH}/import", headers=U1, json=body)
    assert r.status_code == 200, r.text
    assert client.get(ITEMS, headers=U1).json()["items"] == []
    bad_type = {"entities": [{"id": "e3", "name": "Porto", "entity_type": canary.text}]}
    assert client.post(f"{GRAPH}/import", headers=U1, json=bad_type).status_code == 422
    _assert_clean(logs, client, canary)


def test_auto_extraction(
    client: httpx.Client,
    live: LiveServer,
    model: ScriptedModel,
    logs: pytest.LogCaptureFixture,
    canary: Canary,
) -> None:
    _enable(client, write_mode="auto", extract_delay_seconds=5, extract_min_interval_seconds=0)
    # Said in passing (not "remember that"): only the extract model can propose it.
    message = f"Hi! I'm moving to Lisbon next month, and by the way {canary.text}"
    events = stream_turn(client, {"agent_id": "bot", "message": message}, headers=U1)
    assert events[-1]["event"] == "done"
    worker = live.runtime.extraction_worker
    assert worker is not None and worker.running
    assert live.call(worker.queue.dispatch(now=time.time() + 6))["queued"] == 1

    def extracted() -> list[Any]:
        audit = client.get(f"{GRAPH}/export", headers=U1).json()["audit"]
        return [a for a in audit if a["action"] == "extract"]

    _wait_for(extracted)
    assert any("long-term memory about the user" in str(c[0].content) for c in model.calls)
    items = client.get(ITEMS, headers=U1, params={"status": "pending"}).json()["items"]
    for secret in canary.secret:
        assert secret not in json.dumps(items, ensure_ascii=False)
    _assert_clean(logs, client, canary)


def test_auto_extraction_model_error(
    client: httpx.Client,
    live: LiveServer,
    model: ScriptedModel,
    logs: pytest.LogCaptureFixture,
    canary: Canary,
) -> None:
    """A provider error that quotes the secret (what it was sent, or answered) is audited
    redacted, and logged redacted too."""

    def failing(messages: list[BaseMessage]) -> str:
        if "long-term memory about the user" in str(messages[0].content):
            raise ValueError(f"provider refused the request: {canary.text}")
        return "Noted."

    model.answer = failing
    _enable(client, write_mode="auto", extract_delay_seconds=5, extract_min_interval_seconds=0)
    message = "I'm moving to Lisbon next month"
    assert stream_turn(client, {"agent_id": "bot", "message": message}, headers=U1)
    worker = live.runtime.extraction_worker
    assert worker is not None
    live.call(worker.queue.dispatch(now=time.time() + 6))
    _wait_for(lambda: any("model call failed" in r.getMessage() for r in logs.records))
    _assert_clean(logs, client, canary)
