"""Configuration of bridged agents (kind `dify` / `n8n`), validated by the agent admin API.

Secrets never live in an agent: the config names the environment variable of the agentrt
server that holds the key (`api_key_env`, `auth_header_env`), read when a turn runs. Which
names an agent may use is the operator's secret policy (agents/policy/secrets.py); which addresses
it may reach, the egress policy (agents/policy/egress.py).
"""

from __future__ import annotations

import re
from typing import Literal
from urllib.parse import SplitResult, urlsplit

import httpx
from pydantic import BaseModel, ConfigDict, Field, field_validator

ENV_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,127}$")
# An HTTP header name (RFC 9110 token).
HEADER_NAME_RE = re.compile(r"^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$")

MIN_TIMEOUT_S = 1.0
MAX_TIMEOUT_S = 600.0
# A bridged turn ends after this many times its timeout_s, however the upstream keeps the
# connection alive (pings, a trickle of bytes), and after an hour at most (a session's
# records outlive a turn by an hour: agents/storage/sessions.py).
TURN_DEADLINE_FACTOR = 10.0
MAX_TURN_DEADLINE_S = 3600.0


def turn_deadline_s(timeout_s: float) -> float:
    """How long a whole bridged turn may take, for an agent whose `timeout_s` is this."""
    return min(TURN_DEADLINE_FACTOR * timeout_s, MAX_TURN_DEADLINE_S)


def parsed_http_url(value: str, field: str) -> SplitResult:
    """`value`'s parts, if it is an absolute http(s) URL with a host that an HTTP client can
    reach as written (an address such as 256.1.1.1 or 0177.0.0.1 is refused here, not when a
    turn first sends to it)."""
    if not value:
        raise ValueError(f"{field} is empty; give the full address, e.g. https://host/...")
    try:
        parts = urlsplit(value)
        _ = parts.port  # raises ValueError on a bad port
        httpx.URL(value)  # a host no HTTP client reads (a bad IPv4 or IPv6 literal, ...)
    except (ValueError, httpx.InvalidURL) as exc:
        raise ValueError(f"{field} is not a valid URL ({exc})") from None
    if parts.scheme not in ("http", "https"):
        raise ValueError(f"{field} must start with http:// or https://")
    if not parts.hostname:
        raise ValueError(f"{field} has no host name")
    return parts


def check_http_url(value: str, field: str) -> str:
    """An absolute http(s) URL with a host, without credentials or a fragment."""
    value = value.strip()
    parts = parsed_http_url(value, field)
    port = parts.port
    if parts.username is not None or parts.password is not None:
        raise ValueError(
            f"{field} must not carry credentials; put the secret in an environment variable "
            "of the agentrt server and name that variable in the config"
        )
    if parts.fragment:
        raise ValueError(f"{field} must not have a #fragment")
    if port == 0:
        raise ValueError(f"{field} has port 0")
    if any(ch.isspace() for ch in value):
        raise ValueError(f"{field} must not contain spaces")
    return value


def check_env_name(value: str, field: str, example: str) -> str:
    if not ENV_NAME_RE.match(value):
        raise ValueError(
            f"{field} is the NAME of an environment variable of the agentrt server that holds "
            f"the secret (letters, digits and _, not starting with a digit, e.g. {example}), "
            "never the secret itself"
        )
    return value


class DifyConfig(BaseModel):
    """A Dify chat app reached through its service API (`POST {base_url}/v1/chat-messages`)."""

    model_config = ConfigDict(extra="forbid")

    # The Dify API address, e.g. https://api.dify.ai (a trailing /v1 is accepted too).
    base_url: str = Field(max_length=2000)
    # Name of the environment variable that holds the app's API key (`app-...`).
    api_key_env: str = Field(max_length=128)
    response_mode: Literal["streaming", "blocking"] = "streaming"
    # Longest wait for Dify to answer, or (streaming) to send the next event. The whole turn
    # takes at most `turn_deadline_s`.
    timeout_s: float = Field(60.0, ge=MIN_TIMEOUT_S, le=MAX_TIMEOUT_S)

    @field_validator("base_url")
    @classmethod
    def _url(cls, value: str) -> str:
        value = check_http_url(value, "dify.base_url")
        if urlsplit(value).query:
            raise ValueError("dify.base_url must not have a ?query")
        return value

    @field_validator("api_key_env")
    @classmethod
    def _env(cls, value: str) -> str:
        return check_env_name(value, "dify.api_key_env", "AGENTRT_SECRET_DIFY_KEY")

    @property
    def turn_deadline_s(self) -> float:
        return turn_deadline_s(self.timeout_s)

    @property
    def chat_messages_url(self) -> str:
        base = self.base_url.rstrip("/")
        return f"{base}/chat-messages" if base.endswith("/v1") else f"{base}/v1/chat-messages"


class N8nConfig(BaseModel):
    """An n8n workflow behind a Chat Trigger (or a Webhook node speaking the same contract)."""

    model_config = ConfigDict(extra="forbid")

    # The trigger's production URL, e.g. https://n8n.example.com/webhook/<id>/chat
    webhook_url: str = Field(max_length=2000)
    # Name of the environment variable holding the auth header's value (e.g. "Basic dXNl...").
    auth_header_env: str | None = Field(default=None, max_length=128)
    # Which header carries it (n8n Header Auth credentials use their own name).
    auth_header_name: str = Field(default="Authorization", max_length=100)
    # Longest wait for n8n to answer, or (streaming) to send the next chunk. The whole turn
    # takes at most `turn_deadline_s`.
    timeout_s: float = Field(120.0, ge=MIN_TIMEOUT_S, le=MAX_TIMEOUT_S)

    @field_validator("webhook_url")
    @classmethod
    def _url(cls, value: str) -> str:
        return check_http_url(value, "n8n.webhook_url")

    @property
    def turn_deadline_s(self) -> float:
        return turn_deadline_s(self.timeout_s)

    @field_validator("auth_header_env")
    @classmethod
    def _env(cls, value: str | None) -> str | None:
        if value is None:
            return None
        return check_env_name(value, "n8n.auth_header_env", "AGENTRT_SECRET_N8N_AUTH")

    @field_validator("auth_header_name")
    @classmethod
    def _header(cls, value: str) -> str:
        if not HEADER_NAME_RE.match(value):
            raise ValueError(
                "n8n.auth_header_name must be an HTTP header name, e.g. Authorization or X-N8N-Key"
            )
        return value
