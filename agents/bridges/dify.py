"""Dify chat apps through the documented service API.

`POST {base}/v1/chat-messages` with `Authorization: Bearer <app key>` and
`{query, inputs, user, conversation_id, response_mode}`. Streaming answers are SSE `data:`
lines whose JSON names the `event`: `message` / `agent_message` carry `answer` deltas,
`message_end` the `conversation_id`, `error` a failure; `ping` keeps the line alive. Blocking
answers are one JSON object with `answer` and `conversation_id`. Both are read within a
bridged reply's limits (agents/bridges/common.py): 8 MiB in all, and the turn's deadline.

The conversation id is stored with the exact `user` string it belongs to; a later turn sends
both, and only when the stored record matches the turn's workspace, user, agent and endpoint.
A 404 "Conversation Not Exists" (expired on Dify, or another user's) starts exactly one new
conversation, whose id replaces the stored one.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import httpx

from agents.bridges.common import (
    ReplyReader,
    TurnDeadline,
    open_reply,
    parse_json,
    request_timeout,
)
from agents.bridges.config import DifyConfig
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

log = logging.getLogger("agentrt.bridges.dify")

KIND = "dify"
MAX_USER_CHARS = 200
MAX_CONVERSATION_ID = 200


def _escape(part: str) -> str:
    return part.replace("%", "%25").replace(":", "%3A")


def dify_user(workspace: str, user_id: str) -> str:
    """The stable, tenant-qualified Dify `user`: `{workspace}:{user_id}` (':' escaped).

    Escaping keeps ("a:b", "c") and ("a", "b:c") apart; very long pairs are hashed.
    """
    value = f"{_escape(workspace)}:{_escape(user_id)}"
    if len(value) > MAX_USER_CHARS:
        value = "agentrt-sha256:" + hashlib.sha256(value.encode()).hexdigest()
    return value


class _ConversationGone(Exception):
    """Dify does not know the conversation id we sent (404 before any answer)."""


def _wrong_address() -> BridgeConfigError:
    return BridgeConfigError(
        "Dify answered 404 for a new conversation; check dify.base_url (the address of the "
        "Dify API, e.g. https://api.dify.ai)"
    )


@dataclass
class _Outcome:
    conversation_id: str | None = None
    finished: bool = False


class DifyBridge:
    """One Dify agent's bridge; cheap to create, sharing the process's client and store."""

    kind = KIND

    def __init__(
        self,
        agent_id: str,
        config: DifyConfig,
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
        self.url = config.chat_messages_url

    async def astream(self, scope: TurnScope, message: str) -> AsyncIterator[str]:
        """The Dify app's reply to `message`, as text deltas."""
        # One deadline for the whole turn, the retry after a 404 included.
        deadline = TurnDeadline("Dify", self.url, self.config.turn_deadline_s)
        # Checked on every turn: settings change, agents outlive them. Never in a message.
        key = self.secrets.read(
            scope.workspace,
            self.config.api_key_env,
            "dify.api_key_env",
            error=BridgeConfigError,
            env=self.env,
        )
        user = dify_user(scope.workspace, scope.user_id)
        record = await self.store.get(KIND, scope.workspace, scope.session_id)
        conversation_id = ""
        if record is not None:
            if record.matches(
                workspace=scope.workspace,
                user_id=scope.user_id,
                agent_id=self.agent_id,
                endpoint=self.url,
                user=user,
            ):
                conversation_id = record.external_id
            else:
                log.info(
                    "session %s: stored dify conversation belongs to another user, agent or "
                    "app; starting a new one",
                    scope.session_id,
                )
        gone = False
        try:
            async for delta in self._attempt(scope, message, key, user, conversation_id, deadline):
                yield delta
        except _ConversationGone:
            gone = True
        if not gone:
            return
        if not conversation_id:
            raise _wrong_address()
        log.info(
            "session %s: dify conversation no longer exists (expired, or another user); "
            "starting a new one",
            scope.session_id,
        )
        gone = False
        try:
            async for delta in self._attempt(scope, message, key, user, "", deadline):
                yield delta
        except _ConversationGone:
            gone = True
        if gone:
            raise _wrong_address()

    async def _attempt(
        self,
        scope: TurnScope,
        message: str,
        key: str,
        user: str,
        conversation_id: str,
        deadline: TurnDeadline,
    ) -> AsyncIterator[str]:
        body = {
            "query": message,
            "inputs": {},
            "user": user,
            "conversation_id": conversation_id,
            "response_mode": self.config.response_mode,
        }
        headers = {"Authorization": f"Bearer {key}"}
        if self.config.response_mode == "streaming":
            headers["Accept"] = "text/event-stream"
        outcome = _Outcome()
        # Errors are raised outside `except` blocks: a domain error must not carry the socket
        # error as its context (the service would take a refused connection for Redis down).
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
                    await self._raise_status(reply, key)
                if self.config.response_mode == "blocking":
                    answer = await self._blocking(reply, key, outcome)
                    if answer:
                        yield answer
                else:
                    async for delta in self._streaming(reply, key, outcome, conversation_id):
                        yield delta
        except httpx.RequestError as exc:
            failure = transport_error("Dify", self.url, exc)
        if failure is not None:
            raise failure
        if not outcome.finished:
            raise BridgeUnavailable("Dify's stream ended before message_end; try again")
        new_id = outcome.conversation_id
        if not new_id or not isinstance(new_id, str) or len(new_id) > MAX_CONVERSATION_ID:
            raise BridgeError("Dify's answer carried no usable conversation_id")
        await self.store.put(
            ExternalConversation(
                kind=KIND,
                external_id=new_id,
                workspace=scope.workspace,
                user_id=scope.user_id,
                agent_id=self.agent_id,
                endpoint=self.url,
                user=user,
            ),
            scope.session_id,
        )

    async def _raise_status(self, reply: ReplyReader, key: str) -> None:
        status = reply.response.status_code
        body = parse_json(await reply.prefix()) if status not in (401, 403) else None
        if status == 404:
            # With an id sent: Dify's "Conversation Not Exists." (expired, or another user's);
            # without one the address is wrong, which the caller reports.
            raise _ConversationGone()
        raise status_error(
            "Dify",
            status,
            body,
            url=self.url,
            config_hint="check the app key in the environment variable named by dify.api_key_env",
            secrets=(key,),
        )

    async def _blocking(self, reply: ReplyReader, key: str, outcome: _Outcome) -> str:
        data = parse_json(await reply.read())
        if not isinstance(data, dict):
            raise BridgeError("Dify's blocking answer is not a JSON object")
        if data.get("event") == "error" or ("answer" not in data and data.get("code")):
            raise self._event_error(data, key)
        answer = data.get("answer")
        if not isinstance(answer, str):
            raise BridgeError("Dify's blocking answer has no text `answer`")
        outcome.conversation_id = data.get("conversation_id")
        outcome.finished = True
        return answer

    async def _streaming(
        self, reply: ReplyReader, key: str, outcome: _Outcome, sent_id: str
    ) -> AsyncIterator[str]:
        sent_text = False
        agent_deltas = False
        async for event in _sse_json(reply):
            name = event.get("event")
            if isinstance(event.get("conversation_id"), str) and event["conversation_id"]:
                outcome.conversation_id = event["conversation_id"]
            if name in ("message", "agent_message"):
                if name == "agent_message":
                    agent_deltas = True
                elif agent_deltas:
                    continue  # the closing full message of an agent app: not a delta
                answer = event.get("answer")
                if isinstance(answer, str) and answer:
                    sent_text = True
                    yield answer
            elif name == "message_replace":
                answer = event.get("answer")
                if isinstance(answer, str) and answer and not sent_text:
                    sent_text = True
                    yield answer
                elif answer:
                    log.warning("dify replaced an answer already streamed; keeping the stream")
            elif name == "message_end":
                outcome.finished = True
                return
            elif name == "error":
                if event.get("status") == 404 and not sent_text and sent_id:
                    raise _ConversationGone()
                raise self._event_error(event, key)
            # ping, workflow_* / node_* progress, message_file, tts_*: nothing to show

    def _event_error(self, event: dict[str, Any], key: str) -> BridgeError | BridgeUnavailable:
        status = event.get("status")
        code = event.get("code") or "error"
        text = scrub(f"{code}: {event.get('message') or ''}", key)
        if isinstance(status, int) and (status >= 500 or status == 429):
            return BridgeUnavailable(f"Dify failed during the answer ({text}); try again")
        return BridgeError(f"Dify reported an error ({text})")


async def _sse_json(reply: ReplyReader) -> AsyncIterator[dict[str, Any]]:
    """The JSON objects of an SSE stream's `data:` fields (comments and `event:` lines skipped).
    An event is held only until it ends, within the reply's limit (a `data:` line longer than
    the limit fails the turn before it is read whole)."""
    data: list[str] = []

    def dispatch() -> dict[str, Any] | None:
        text = "\n".join(data)
        data.clear()
        if not text.strip():
            return None
        try:
            parsed = json.loads(text)
        except ValueError:
            log.warning("dify sent an SSE event that is not JSON; skipped")
            return None
        return parsed if isinstance(parsed, dict) else None

    async for line in reply.lines():
        if line == "":
            parsed = dispatch()
            if parsed is not None:
                yield parsed
        elif line.startswith("data:"):
            value = line[5:]
            data.append(value[1:] if value.startswith(" ") else value)
        # `event: ping`, `id:`, `retry:` and `:` comments carry nothing we use
    parsed = dispatch()
    if parsed is not None:
        yield parsed
