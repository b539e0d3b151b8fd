"""n8n workflows through the Chat Trigger (or a Webhook node speaking the same contract).

Request: `POST {webhook_url}` with `{"action": "sendMessage", "sessionId": ..., "chatInput": ...}`
(plus an optional auth header whose value comes from an environment variable). Reply, by the
trigger's response mode: one JSON object `{"output": "..."}`, or ("Streaming") chunked NDJSON
lines `{"type": "begin"}`, `{"type": "item", "content": "..."}`..., `{"type": "end"}`. Either
is read within a bridged reply's limits (agents/bridges/common.py): 8 MiB in all, a one-line
object included, and the turn's deadline.

The `sessionId` keys the workflow's own memory. agentrt never sends its session id there: the
first turn of an (agent, session) gets a fresh opaque id, stored under
`external:n8n:conversation:{session_id}` with its owners and the webhook URL, so memory keys of
different workflows, tenants or users can never collide.
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import AsyncIterator, Mapping
from typing import TYPE_CHECKING, Any

import httpx

from agents.bridges.common import (
    ReplyReader,
    TurnDeadline,
    open_reply,
    parse_json,
    request_timeout,
)
from agents.bridges.config import N8nConfig
from agents.bridges.errors import (
    BridgeConfigError,
    BridgeError,
    BridgeUnavailable,
    scrub,
    status_error,
    transport_error,
)
from agents.bridges.store import ConversationStore, ExternalConversation
from agents.policy.secrets import SecretPolicy

if TYPE_CHECKING:
    from agents.ports import TurnScope

log = logging.getLogger("agentrt.bridges.n8n")

KIND = "n8n"
STREAM_TYPES = frozenset({"begin", "item", "end", "error"})


def new_session_key() -> str:
    """An opaque n8n sessionId: unique per (agent, session), meaningless outside it."""
    return f"agentrt-{uuid.uuid4().hex}"


class N8nBridge:
    """One n8n agent's bridge; cheap to create, sharing the process's client and store."""

    kind = KIND

    def __init__(
        self,
        agent_id: str,
        config: N8nConfig,
        *,
        store: ConversationStore,
        http: httpx.AsyncClient,
        env: Mapping[str, str] | None = None,
        secrets: SecretPolicy | None = None,
    ) -> None:
        self.agent_id = agent_id
        self.config = config
        self.store = store
        self.http = http
        self.env = env
        self.secrets = secrets if secrets is not None else SecretPolicy()
        self.url = config.webhook_url

    async def astream(self, scope: TurnScope, message: str) -> AsyncIterator[str]:
        """The workflow's reply to `message`, as text deltas."""
        deadline = TurnDeadline("n8n", self.url, self.config.turn_deadline_s)
        headers = {"Accept": "application/json, application/x-ndjson"}
        secret: str | None = None
        if self.config.auth_header_env:
            # Checked on every turn: settings change, agents outlive them. Never in a message.
            secret = self.secrets.read(
                scope.workspace,
                self.config.auth_header_env,
                "n8n.auth_header_env",
                error=BridgeConfigError,
                env=self.env,
            )
            headers[self.config.auth_header_name] = secret
        record = await self.store.get(KIND, scope.workspace, scope.session_id)
        if record is not None and record.matches(
            workspace=scope.workspace,
            user_id=scope.user_id,
            agent_id=self.agent_id,
            endpoint=self.url,
            user=None,
        ):
            session_key = record.external_id
        else:
            if record is not None:
                log.info(
                    "session %s: stored n8n session belongs to another user, agent or workflow; "
                    "starting a new one",
                    scope.session_id,
                )
            session_key = new_session_key()
        body = {"action": "sendMessage", "sessionId": session_key, "chatInput": message}
        # Raised outside the `except`: the domain error must not carry the socket error as its
        # context (the service would take a refused connection for Redis being down).
        failure: Exception | None = None
        try:
            async with open_reply(
                self.http,
                self.url,
                deadline,
                json_body=body,
                headers=headers,
                timeout=request_timeout(self.config.timeout_s),
            ) as reply:
                if reply.response.status_code != 200:
                    status = reply.response.status_code
                    error_body = (
                        parse_json(await reply.prefix()) if status not in (401, 403) else None
                    )
                    raise status_error(
                        "n8n",
                        status,
                        error_body,
                        url=self.url,
                        config_hint="check the header value in the environment variable named "
                        "by n8n.auth_header_env (and n8n.auth_header_name)",
                        secrets=(secret,),
                    )
                async for delta in _reply(reply, secret):
                    yield delta
        except httpx.RequestError as exc:
            failure = transport_error("n8n", self.url, exc)
        if failure is not None:
            raise failure
        await self.store.put(
            ExternalConversation(
                kind=KIND,
                external_id=session_key,
                workspace=scope.workspace,
                user_id=scope.user_id,
                agent_id=self.agent_id,
                endpoint=self.url,
            ),
            scope.session_id,
        )


def _media_type(response: httpx.Response) -> str:
    return response.headers.get("content-type", "").split(";", 1)[0].strip().lower()


def _is_chat_content(media_type: str) -> bool:
    """JSON (one object, or the NDJSON chunks of a streaming trigger) or plain text. Anything
    else (an HTML page of whatever answered at that address) is never shown to the person."""
    return media_type in ("", "text/plain") or media_type.endswith(("/json", "+json", "ndjson"))


async def _reply(reply: ReplyReader, secret: str | None) -> AsyncIterator[str]:
    """Text deltas of either reply form: detected from the first line of the body. Both are
    read within the reply's limits (a one-line JSON object as much as a stream of chunks)."""
    media_type = _media_type(reply.response)
    if not _is_chat_content(media_type):
        raise BridgeError(
            f"n8n answered with {scrub(media_type, secret, limit=80)}, not a chat reply; check "
            "n8n.webhook_url (the Chat Trigger's URL) and let the workflow answer "
            '{"output": "..."}'
        )
    lines = reply.lines()
    head: list[str] = []
    first: Any = None
    async for line in lines:
        head.append(line)
        if line.strip():
            first = parse_json(line)
            break
    if isinstance(first, dict) and first.get("type") in STREAM_TYPES:
        async for delta in _stream_chunks(first, lines, secret):
            yield delta
        return
    # One JSON document (perhaps pretty-printed over several lines), or plain text.
    async for line in lines:
        head.append(line)
    text = "\n".join(head)
    data = parse_json(text)
    if isinstance(data, list) and len(data) == 1 and isinstance(data[0], dict):
        data = data[0]  # a Webhook node answering with "All Entries"
    if isinstance(data, dict):
        if "output" not in data:
            # Its fields are not listed: the body is whatever answered at that address.
            raise BridgeError(
                "n8n's reply has no `output` field; set the Chat Trigger's response mode to "
                "'When Last Node Finishes' or 'Streaming' and let the last node return "
                '{"output": "..."}'
            )
        output = data["output"]
        text = output if isinstance(output, str) else json.dumps(output, ensure_ascii=False)
    elif isinstance(data, str) and media_type == "text/plain":
        text = data.strip()
    else:
        raise BridgeError('n8n\'s reply is neither {"output": ...} nor a stream of chunks')
    if text:
        yield text


async def _stream_chunks(
    first: dict[str, Any], lines: AsyncIterator[str], secret: str | None
) -> AsyncIterator[str]:
    begun = ended = 0

    def handle(chunk: dict[str, Any]) -> str | None:
        nonlocal begun, ended
        kind = chunk.get("type")
        if kind == "begin":
            begun += 1
        elif kind == "end":
            ended += 1
        elif kind == "item":
            content = chunk.get("content")
            if isinstance(content, str):
                return content
            if content is not None:
                return json.dumps(content, ensure_ascii=False)
        elif kind == "error":
            detail = scrub(str(chunk.get("content") or chunk.get("message") or "no detail"), secret)
            raise BridgeError(
                f"the n8n workflow reported an error ({detail}); try again", retryable=True
            )
        return None

    delta = handle(first)
    if delta:
        yield delta
    async for line in lines:
        if not line.strip():
            continue
        chunk = parse_json(line)
        if not isinstance(chunk, dict):
            log.warning("n8n sent a stream line that is not a JSON object; skipped")
            continue
        delta = handle(chunk)
        if delta:
            yield delta
    if begun and not ended:
        raise BridgeUnavailable("n8n's stream ended before its `end` chunk; try again")
