"""Bridged agent configs: what the admin API accepts for kind dify / n8n, and what it refuses."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from agents.bridges.config import DifyConfig, N8nConfig
from agents.definition.spec import AgentFields

DIFY = {"base_url": "https://api.dify.ai", "api_key_env": "DIFY_API_KEY"}
N8N = {"webhook_url": "https://n8n.example.com/webhook/abc/chat"}


def _fields(**data: Any) -> AgentFields:
    return AgentFields.model_validate({"name": "bridge", **data})


def _error(**data: Any) -> str:
    with pytest.raises(ValidationError) as info:
        _fields(**data)
    return str(info.value)


def test_dify_agent_with_defaults() -> None:
    fields = _fields(kind="dify", dify=DIFY)
    assert fields.dify is not None and fields.n8n is None
    assert fields.dify.response_mode == "streaming"
    assert 1 <= fields.dify.timeout_s <= 600
    assert fields.dify.chat_messages_url == "https://api.dify.ai/v1/chat-messages"


@pytest.mark.parametrize(
    "base", ["https://api.dify.ai/v1", "https://api.dify.ai/v1/", "https://api.dify.ai/"]
)
def test_dify_base_url_with_or_without_v1(base: str) -> None:
    config = DifyConfig(base_url=base, api_key_env="K")
    assert config.chat_messages_url == "https://api.dify.ai/v1/chat-messages"


def test_dify_under_a_path_prefix() -> None:
    config = DifyConfig(base_url="http://gw.local:8080/dify", api_key_env="K")
    assert config.chat_messages_url == "http://gw.local:8080/dify/v1/chat-messages"


def test_n8n_agent_with_defaults() -> None:
    fields = _fields(kind="n8n", n8n=N8N)
    assert fields.n8n is not None and fields.n8n.auth_header_env is None
    assert fields.n8n.auth_header_name == "Authorization"


def test_langgraph_is_still_the_default_kind() -> None:
    fields = _fields()
    assert fields.kind == "langgraph" and fields.dify is None and fields.n8n is None


@pytest.mark.parametrize(
    ("data", "says"),
    [
        ({"kind": "dify"}, 'kind "dify" needs a "dify" config'),
        ({"kind": "n8n"}, 'kind "n8n" needs an "n8n" config'),
        ({"kind": "dify", "dify": DIFY, "n8n": N8N}, "remove 'n8n'"),
        ({"kind": "n8n", "n8n": N8N, "dify": DIFY}, "remove 'dify'"),
        ({"dify": DIFY}, "only applies to kind 'dify'"),
        ({"kind": "langgraph", "n8n": N8N}, "only applies to kind 'n8n'"),
        ({"kind": "flowise"}, "kind"),
    ],
)
def test_kind_and_config_must_match(data: dict[str, Any], says: str) -> None:
    assert says in _error(**data)


@pytest.mark.parametrize(
    ("config", "says"),
    [
        ({**DIFY, "base_url": "ftp://api.dify.ai"}, "http:// or https://"),
        ({**DIFY, "base_url": "api.dify.ai"}, "http:// or https://"),
        ({**DIFY, "base_url": "https://"}, "no host"),
        ({**DIFY, "base_url": "https://user:pw@api.dify.ai"}, "must not carry credentials"),
        ({**DIFY, "base_url": "https://api.dify.ai?x=1"}, "query"),
        ({**DIFY, "base_url": "https://api.dify.ai:99999"}, "not a valid URL"),
        ({**DIFY, "api_key_env": "app-1234567890abcdef"}, "NAME of an environment variable"),
        ({**DIFY, "api_key_env": "1KEY"}, "NAME of an environment variable"),
        ({**DIFY, "api_key_env": ""}, "NAME of an environment variable"),
        ({**DIFY, "response_mode": "sse"}, "response_mode"),
        ({**DIFY, "timeout_s": 0}, "timeout_s"),
        ({**DIFY, "timeout_s": 601}, "timeout_s"),
        ({**DIFY, "api_key": "app-secret"}, "api_key"),
        ({"base_url": "https://api.dify.ai"}, "api_key_env"),
    ],
)
def test_dify_config_refusals(config: dict[str, Any], says: str) -> None:
    assert says in _error(kind="dify", dify=config)


@pytest.mark.parametrize(
    ("config", "says"),
    [
        ({"webhook_url": "not a url"}, "http:// or https://"),
        ({"webhook_url": "https://n8n.example.com/webhook/x/chat#frag"}, "fragment"),
        ({**N8N, "auth_header_env": "Basic dXNlcjpwYXNz"}, "NAME of an environment variable"),
        ({**N8N, "auth_header_name": "Bad Header"}, "HTTP header name"),
        ({**N8N, "timeout_s": 0.5}, "timeout_s"),
        ({**N8N, "timeout_s": 10_000}, "timeout_s"),
        ({**N8N, "session": "x"}, "session"),
        ({}, "webhook_url"),
    ],
)
def test_n8n_config_refusals(config: dict[str, Any], says: str) -> None:
    assert says in _error(kind="n8n", n8n=config)


def test_configs_round_trip_through_json() -> None:
    fields = _fields(
        kind="n8n",
        n8n={**N8N, "auth_header_env": "N8N_AUTH", "auth_header_name": "X-Key", "timeout_s": 30},
    )
    again = AgentFields.model_validate_json(fields.model_dump_json())
    assert again == fields
    assert N8nConfig.model_validate(fields.model_dump()["n8n"]).auth_header_name == "X-Key"


@pytest.mark.parametrize(("timeout_s", "deadline_s"), [(1, 10), (3, 30), (120, 1200), (600, 3600)])
def test_a_bridged_turn_ends_after_ten_timeouts_at_most_an_hour(
    timeout_s: float, deadline_s: float
) -> None:
    assert DifyConfig(**DIFY, timeout_s=timeout_s).turn_deadline_s == deadline_s
    assert N8nConfig(**N8N, timeout_s=timeout_s).turn_deadline_s == deadline_s
    # Defaults: Dify 60 s a wait, 10 min a turn; n8n 120 s a wait, 20 min a turn.
    assert DifyConfig(**DIFY).turn_deadline_s == 600
    assert N8nConfig(**N8N).turn_deadline_s == 1200
    # Not a stored field: agents saved by this release read the same in the one before.
    assert "turn_deadline_s" not in DifyConfig(**DIFY).model_dump()
