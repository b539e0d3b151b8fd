"""The OpenAI-compatible API (app/api/routes/openai_compat.py), driven by the official `openai`
Python client against a live server: models, completions (plain and streamed, with usage),
sessions through X-Session-Id, keys and OpenAI-shaped errors."""

from __future__ import annotations

from collections.abc import Callable

import httpx
import openai
import pytest

from tests.api.conftest import create_agent
from tests.support.harness.live import LiveServer

pytestmark = pytest.mark.redis


def _client(server: LiveServer, key: str = "unused", **headers: str) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=f"{server.url}/v1", api_key=key, default_headers=headers, max_retries=0
    )


def test_models_are_the_workspace_s_agents(server: LiveServer, client: httpx.Client) -> None:
    create_agent(client, "bot")
    create_agent(client, "helper")
    ids = sorted(m.id for m in _client(server).models.list())
    assert ids == ["bot", "helper"]


def test_a_completion_runs_a_turn_and_says_its_session(
    server: LiveServer, client: httpx.Client
) -> None:
    create_agent(client, "bot")
    api = _client(server)
    raw = api.chat.completions.with_raw_response.create(
        model="bot", messages=[{"role": "user", "content": "hello there"}], user="ann"
    )
    completion = raw.parse()
    session = raw.headers["x-session-id"]
    assert session
    assert completion.choices[0].message.role == "assistant"
    assert "hello there" in (completion.choices[0].message.content or "")  # the echo model
    assert completion.choices[0].finish_reason == "stop"
    assert completion.usage is not None and completion.usage.total_tokens >= 0
    # The same session continues: the server keeps the history, only the newest user
    # message of `messages` is taken.
    follow = _client(server, **{"X-Session-Id": session})
    raw2 = follow.chat.completions.with_raw_response.create(
        model="bot",
        messages=[
            {"role": "user", "content": "ignored: the server has the history"},
            {"role": "assistant", "content": "…"},
            {"role": "user", "content": "second turn"},
        ],
        user="ann",
    )
    assert raw2.headers["x-session-id"] == session
    history = client.get(f"/api/v1/sessions/{session}/messages", params={"user_id": "ann"})
    assert history.status_code == 200, history.text
    texts = [m["content"] for m in history.json()["messages"]]
    assert "hello there" in texts and "second turn" in texts
    assert "ignored: the server has the history" not in texts


def test_streamed_completion_chunks_then_done(server: LiveServer, client: httpx.Client) -> None:
    create_agent(client, "bot")
    stream = _client(server).chat.completions.create(
        model="bot",
        messages=[{"role": "user", "content": "stream me please"}],
        stream=True,
        stream_options={"include_usage": True},
        user="ann",
    )
    chunks = list(stream)
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert "stream me please" in text
    finishes = [c.choices[0].finish_reason for c in chunks if c.choices]
    assert finishes[-1] == "stop"
    assert chunks[-1].usage is not None and not chunks[-1].choices


def test_errors_have_openai_s_shape(server: LiveServer, client: httpx.Client) -> None:
    api = _client(server)
    with pytest.raises(openai.NotFoundError) as missing:
        api.chat.completions.create(model="nobody", messages=[{"role": "user", "content": "hi"}])
    assert missing.value.body["code"] == "agent_not_found"  # type: ignore[index]
    create_agent(client, "bot")
    with pytest.raises(openai.UnprocessableEntityError) as bad:
        api.chat.completions.create(model="bot", messages=[{"role": "assistant", "content": "x"}])
    assert bad.value.body["type"] == "invalid_request_error"  # type: ignore[index]
    # One turn gives one answer: asking for several choices is refused, not answered with one.
    with pytest.raises(openai.UnprocessableEntityError) as several:
        api.chat.completions.create(model="bot", messages=[{"role": "user", "content": "hi"}], n=2)
    assert "n:" in several.value.body["message"]  # type: ignore[index]
    assert api.chat.completions.create(
        model="bot", messages=[{"role": "user", "content": "hi"}], n=1
    ).choices
    raw = client.post("/v1/chat/completions", json={"model": "bot"})
    assert raw.status_code == 422 and set(raw.json()) == {"error"}
    # ... and so are the errors answered before the route runs: a body that does not parse,
    # one that is not JSON, one over the size limit.
    url, json_type = "/v1/chat/completions", {"content-type": "application/json"}
    for content, headers, status in (
        (b'{"model": "\xff"}', json_type, 422),
        (b"[" * 100_000, json_type, 422),
        (b'{"model": "bot"}', {"content-type": "text/plain"}, 415),
        (b" " * 2_000_000, json_type, 413),
    ):
        answered = client.post(url, content=content, headers=headers)
        assert answered.status_code == status, answered.text
        assert set(answered.json()) == {"error"}, answered.text
        assert answered.json()["error"]["type"] == "invalid_request_error"


def test_keys_are_bearer_keys(start_server: Callable[..., LiveServer], redis_url: str) -> None:
    server = start_server(redis_url, auth={"mode": "keys"})
    secret, _ = server.call(server.runtime.key_store.create("ws", "admin"))
    with server.client(headers={"Authorization": f"Bearer {secret}"}) as admin:
        create_agent(admin, "bot")
    with pytest.raises(openai.AuthenticationError) as denied:
        _client(server, key="wrong").models.list()
    assert denied.value.body["type"] == "authentication_error"  # type: ignore[index]
    assert [m.id for m in _client(server, key=secret).models.list()] == ["bot"]
    reply = _client(server, key=secret).chat.completions.create(
        model="bot", messages=[{"role": "user", "content": "keyed"}], user="ann"
    )
    assert "keyed" in (reply.choices[0].message.content or "")


def test_a_slow_stream_keeps_alive_and_the_client_still_parses_it(
    start_server: Callable[..., LiveServer], redis_url: str
) -> None:
    """As /chat/stream: keep-alive comments while the model is quiet, no proxy buffering."""
    server = start_server(redis_url, delay=0.4, chat={"ping_seconds": 1})
    with server.client() as client:
        create_agent(client, "bot")
        body = {"model": "bot", "stream": True, "messages": [{"role": "user", "content": "a b c"}]}
        with client.stream("POST", "/v1/chat/completions", json=body) as response:
            assert response.headers["x-accel-buffering"] == "no"
            assert response.headers["cache-control"] == "no-store"
            raw = "".join(response.iter_text())
        assert ": ping" in raw and raw.rstrip().endswith("data: [DONE]")
    stream = _client(server).chat.completions.create(
        model="bot", messages=[{"role": "user", "content": "a b c"}], stream=True
    )
    text = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
    assert text.endswith("You said: a b c")
