"""Every memory setting a workspace or agent can send does what it says, or is refused."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
from langchain_core.embeddings import Embeddings
from langchain_core.messages import AIMessage, HumanMessage
from pydantic import ValidationError

from agents.definition.spec import AgentSpec
from agents.memory.service import MemoryService
from agents.memory.settings import WorkspaceMemoryConfig
from agents.ports import TurnScope
from agents.storage.keys import Keys
from tests.support.memory import memory_service

pytestmark = pytest.mark.redis
WS, USER = "w1", "u1"


class SameVector(Embeddings):
    """Every text means the same: only vector recall can match unrelated words."""

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [[1.0, 0.0, 0.0] for _ in texts]

    def embed_query(self, text: str) -> list[float]:
        return [1.0, 0.0, 0.0]


class Notes:
    def __init__(self) -> None:
        self.calls: list[Any] = []

    async def note(self, scope: TurnScope, **kwargs: Any) -> None:
        self.calls.append((scope, kwargs))


@pytest.fixture
async def memory(redis_url: str) -> AsyncIterator[MemoryService]:
    async with memory_service(redis_url, SameVector()) as service:
        yield service


async def _configure(memory: MemoryService, **values: Any) -> None:
    config = WorkspaceMemoryConfig(enabled=True, **values)
    await memory.settings.set_workspace(WS, config)
    memory.forget_switches(WS)


def _scope() -> TurnScope:
    return TurnScope(workspace=WS, user_id=USER, agent_id="bot", session_id="s1")


async def test_vector_recall_off_recalls_by_words_only(memory: MemoryService) -> None:
    spec = AgentSpec(id="bot", workspace=WS, name="Bot")
    await memory.add(WS, USER, {"category": "fact", "content": "The user's bike is red"})
    await _configure(memory)
    on = await memory.recall(spec, _scope(), "quarterly tax deadline")
    assert on is not None and "bike" in on.recalled  # the vector says everything matches
    for off in ({"vector_recall": False}, {"embedding_model_id": "none"}):
        await _configure(memory, **off)
        result = await memory.recall(spec, _scope(), "quarterly tax deadline")
        assert result is None or "bike" not in result.recalled
        result = await memory.recall(spec, _scope(), "what colour is my bike")
        assert result is not None and "bike" in result.recalled


async def test_an_agent_can_opt_out_of_background_extraction(memory: MemoryService) -> None:
    await _configure(memory, write_mode="auto")
    notes = Notes()
    memory.extraction = notes  # type: ignore[assignment]
    messages = [HumanMessage("hello there", id="m1"), AIMessage("hi", id="m2")]
    inferring = AgentSpec(id="bot", workspace=WS, name="Bot")
    await memory.capture(inferring, _scope(), messages)
    assert len(notes.calls) == 1
    quiet = AgentSpec.model_validate(
        {
            "id": "quiet",
            "workspace": WS,
            "name": "Quiet",
            "memory_config": {"long_term": {"auto_extract": False}},
        }
    )
    await memory.capture(quiet, _scope(), messages)
    assert len(notes.calls) == 1


def test_retired_and_unknown_settings_are_refused() -> None:
    with pytest.raises(ValidationError, match="retrieval_conditioning was removed"):
        WorkspaceMemoryConfig.model_validate({"retrieval_conditioning": True})
    with pytest.raises(ValidationError, match="embedding_model_id"):
        WorkspaceMemoryConfig.model_validate({"embedding_model_id": "text-embedding-3-large"})
    assert WorkspaceMemoryConfig(embedding_model_id="None").embedding_model_id == "none"


async def test_stored_configs_with_retired_or_narrowed_fields_still_load(
    memory: MemoryService,
) -> None:
    raw = {"enabled": True, "retrieval_conditioning": False, "embedding_model_id": "x-model"}
    await memory.settings._set(Keys().workspace_memory_config(WS), json.dumps(raw))
    config = await memory.settings.workspace(WS)
    assert config.enabled and config.embedding_model_id == ""
