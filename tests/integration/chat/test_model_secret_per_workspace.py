"""A model secret allowed for one workspace is refused to another when a turn builds the model
(agents stored before the policy, or a policy narrowed since)."""

from __future__ import annotations

import pytest

from agents.definition.spec import ModelSpec
from agents.errors import AgentRTError
from app.runtime import build_runtime
from tests.api.conftest import make_settings


async def test_a_workspace_secret_is_refused_to_another_workspace_at_turn_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ACME_MODEL_KEY", "sk-canary-acme")
    settings = make_settings(
        None,
        model={"default_provider": "openai"},
        secrets={"workspaces": {"acme": ["ACME_MODEL_KEY"]}},
    )
    runtime = await build_runtime(settings, start_worker=False)
    try:
        spec = ModelSpec(
            provider="openai",
            name="m",
            base_url="https://93.184.216.34/v1",
            api_key_env="ACME_MODEL_KEY",
        )
        assert runtime.chat.model_factory(spec, "acme") is not None
        with pytest.raises(AgentRTError) as refused:
            runtime.chat.model_factory(spec, "other")
        assert refused.value.code == "secret_not_allowed"
        assert "canary" not in refused.value.message
    finally:
        await runtime.aclose()
