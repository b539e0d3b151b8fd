"""Chatting over SSE and JSON: sessions remember, events are well-formed, bad input is 4xx."""

from __future__ import annotations

import threading

import httpx
import pytest

from tests.api.conftest import create_agent, reply_text, stream_turn

pytestmark = pytest.mark.redis


def test_stream_events_have_ids_and_order(client: httpx.Client) -> None:
    create_agent(client)
    events = stream_turn(client, {"agent_id": "bot", "message": "hello there"})
    names = [e["event"] for e in events]
    assert names[0] == "session" and names[-1] == "done"
    assert set(names[1:-1]) == {"token"} and len(names) > 3
    ids = [e["id"] for e in events]
    assert all(ids) and len(set(ids)) == len(ids)
    turn_id = events[0]["data"]["turn_id"]
    session_id = events[0]["data"]["session_id"]
    assert all(i.startswith(turn_id + ".") for i in ids) and session_id not in turn_id
    assert reply_text(events) == "I have seen 1 messages. You said: hello there"
    done = events[-1]["data"]
    assert done["message_id"].startswith("msg_") and done["checkpointer"] == "redis"
    assert done["usage"]["output_tokens"] > 0


def test_session_remembers_across_turns_and_transports(client: httpx.Client) -> None:
    create_agent(client)
    first = stream_turn(client, {"agent_id": "bot", "message": "one"})
    sid = first[0]["data"]["session_id"]
    second = client.post(
        "/api/v1/chat", json={"agent_id": "bot", "message": "two", "session_id": sid}
    )
    assert second.status_code == 200
    assert second.json()["reply"] == "I have seen 3 messages. You said: two"
    third = stream_turn(client, {"agent_id": "bot", "message": "three", "session_id": sid})
    assert reply_text(third) == "I have seen 5 messages. You said: three"
    history = client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
    assert [m["role"] for m in history] == ["user", "assistant"] * 3
    assert history[2]["content"] == "two"
    assert history[-1]["id"] == third[-1]["data"]["message_id"]


def test_memory_type_none_is_stateless(client: httpx.Client) -> None:
    create_agent(client, memory_type="none")
    sid = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "a"}).json()["session_id"]
    again = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "b", "session_id": sid})
    assert again.json()["reply"] == "I have seen 1 messages. You said: b"


def test_enable_memory_false_is_stateless(client: httpx.Client) -> None:
    create_agent(client, enable_memory=False)
    sid = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "a"}).json()["session_id"]
    again = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "b", "session_id": sid})
    assert again.json()["reply"] == "I have seen 1 messages. You said: b"


def test_delete_session_forgets_it(client: httpx.Client) -> None:
    create_agent(client)
    sid = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "a"}).json()["session_id"]
    assert client.delete(f"/api/v1/sessions/{sid}").status_code == 204
    assert client.get(f"/api/v1/sessions/{sid}/messages").status_code == 404
    fresh = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "b", "session_id": sid})
    assert fresh.json()["reply"] == "I have seen 1 messages. You said: b"


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"agent_id": "nope", "message": "hi"}, 404, "agent_not_found"),
        ({"agent_id": "bot", "message": "   "}, 422, "empty_message"),
        ({"agent_id": "bot", "message": "x" * 40_000}, 413, "message_too_large"),
        ({"agent_id": "bot", "message": "hi", "session_id": "bad id!"}, 422, "invalid_session_id"),
        ({"agent_id": "bot"}, 422, "invalid_request"),
        ({"agent_id": "bot", "message": 5}, 422, "invalid_request"),
        ({"agent_id": "bot", "message": "hi", "extra": 1}, 422, "invalid_request"),
    ],
)
def test_bad_chat_input_is_a_clear_4xx(
    client: httpx.Client, body: dict[str, object], status: int, code: str
) -> None:
    create_agent(client)
    for path in ("/api/v1/chat", "/api/v1/chat/stream"):
        response = client.post(path, json=body)
        assert response.status_code == status, response.text
        assert response.json()["code"] == code
        assert response.json()["message"]


def test_malformed_json_and_unknown_routes_are_json_errors(client: httpx.Client) -> None:
    response = client.post(
        "/api/v1/chat", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 422 and response.json()["code"] == "invalid_request"
    missing = client.get("/api/v1/nothing")
    assert missing.status_code == 404 and missing.json()["code"] == "not_found"
    huge = client.post(
        "/api/v1/chat", content=b"x" * 1_100_000, headers={"content-type": "application/json"}
    )
    assert huge.status_code == 413


def test_template_variables_render_from_session_context(client: httpx.Client, server) -> None:  # type: ignore[no-untyped-def]
    create_agent(client, system_prompt="You talk to {{user.name}} ({{user.id}}) on {{channel}}.")
    body = {"agent_id": "bot", "message": "hi", "user_name": "Ann", "channel": "web"}
    sid = client.post("/api/v1/chat", json=body, headers={"X-User-Id": "u1"}).json()["session_id"]
    # The next turn names nothing: user and channel come from session:context.
    turn = server.call(
        server.runtime.chat.start_turn(
            __import__("agents.service", fromlist=["Caller"]).Caller("local", "u1", "admin"),
            __import__("agents.service", fromlist=["TurnRequest"]).TurnRequest("bot", "again", sid),
        )
    )
    try:
        assert turn.system_prompt == 'You talk to "Ann" (u1) on "web".'
    finally:
        server.call(server.runtime.chat.sessions.unlock("local", sid, turn.turn_id))


def test_session_belongs_to_its_agent(client: httpx.Client) -> None:
    create_agent(client, "a1")
    create_agent(client, "a2")
    sid = client.post("/api/v1/chat", json={"agent_id": "a1", "message": "x"}).json()["session_id"]
    other = client.post("/api/v1/chat", json={"agent_id": "a2", "message": "x", "session_id": sid})
    assert other.status_code == 422 and other.json()["code"] == "session_agent_mismatch"


def test_double_texting_gets_409(start_server, redis_url: str) -> None:  # type: ignore[no-untyped-def]
    server = start_server(redis_url, delay=0.05)
    with server.client() as client:
        create_agent(client)
        sid = client.post("/api/v1/chat", json={"agent_id": "bot", "message": "a"}).json()[
            "session_id"
        ]
        results: list[int] = []

        def send() -> None:
            with server.client() as c:
                r = c.post(
                    "/api/v1/chat",
                    json={"agent_id": "bot", "message": "b c d e", "session_id": sid},
                )
                results.append(r.status_code)

        threads = [threading.Thread(target=send) for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(results) == [200, 409]
        history = client.get(f"/api/v1/sessions/{sid}/messages").json()["messages"]
        assert len(history) == 4  # exactly one pair per accepted run


def test_the_session_is_free_when_done_is_sent(client: httpx.Client, server) -> None:  # type: ignore[no-untyped-def]
    """A client that sends its next turn the moment it reads `done` (to any replica) found
    the session still locked now and then (409): `done` went out before the session was
    released (found by bench.load continuing at `done`: 1-37 turns in 2,400)."""
    from agents.service import Caller, TurnRequest

    create_agent(client)
    chat = server.runtime.chat

    async def locked_at_done() -> bool:
        turn = await chat.start_turn(Caller("local", "u1", "admin"), TurnRequest("bot", "hi"))
        events = chat.stream(turn)
        try:
            async for event in events:
                if event.event == "done":  # the turn's generator is suspended right here
                    return await chat.sessions.holds_lock(*turn.session, turn.turn_id)
        finally:
            await events.aclose()  # type: ignore[attr-defined]
        raise AssertionError("no done")

    assert server.call(locked_at_done()) is False
