"""The background extraction tests' environment (write_mode auto, on the real Redis, with
scripted models): a memory service with an extraction queue on the test's Redis, the threads
and sessions the extractor reads, and one chat turn at a time (`Env`, the `env` fixture).

Time is injected: the queue's clock is a `Clock` the tests move, and the worker's rounds are
run by hand (`run_once` / `drain`), so a 5 s extraction delay costs no waiting."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage

from agents.definition.spec import AgentSpec, ModelSpec
from agents.errors import NotFound
from agents.memory.extraction import (
    AutoExtractor,
    ExtractionQueue,
    ExtractionWorker,
    ExtractSettings,
    SessionRef,
)
from agents.memory.graph import GraphMemoryStore, HashingEmbeddings
from agents.memory.items import MemoryItem
from agents.memory.service import MemoryService
from agents.memory.settings import MemorySettingsStore, WorkspaceMemoryConfig
from agents.ports import TurnScope
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from tests.support.fakes.fake_models import ScriptedModel

WS = "w"
T0 = 1_800_000_000.0
LINE = re.compile(r"^\[(?P<id>[^\]]+)\] (?P<role>user|assistant): (?P<text>.*)$", re.M)


class Clock:
    def __init__(self, now: float = T0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def transcript(messages: list[BaseMessage]) -> list[dict[str, str]]:
    """The [id] role: text lines the extract model was given."""
    return [m.groupdict() for m in LINE.finditer(str(messages[-1].content))]


def copy_every_user_message(messages: list[BaseMessage]) -> str:
    """A naive extract model: one fact per user message, its text copied verbatim."""
    items = [
        {
            "category": "fact",
            "content": f"The user said: {line['text']}",
            "confidence": 0.7,
            "source_message_ids": [line["id"]],
        }
        for line in transcript(messages)
        if line["role"] == "user"
    ]
    return "Here is what I found:\n```json\n" + json.dumps({"items": items}) + "\n```"


@dataclass
class FakeSession:
    """A session record as the extractor checks it (SessionMeta's shape)."""

    workspace: str
    user_id: str
    agent_id: str
    current_thread: str
    epochs: list[str] = field(default_factory=list)

    def thread_ids(self) -> list[str]:
        return [*self.epochs, self.current_thread]


def ref(session: str, workspace: str = WS) -> SessionRef:
    return SessionRef(workspace, session)


@dataclass
class Env:
    memory: MemoryService
    queue: ExtractionQueue
    clock: Clock
    model: ScriptedModel
    threads: dict[str, dict[str, Any]]
    spec: AgentSpec
    settings: ExtractSettings
    deleted_agents: set[str] = field(default_factory=set)
    sessions: dict[tuple[str, str], FakeSession] = field(default_factory=dict)
    counter: int = 0

    def extractor(self, settings: ExtractSettings | None = None) -> AutoExtractor:
        async def agents(ws: str, agent_id: str) -> AgentSpec:
            if agent_id in self.deleted_agents:
                raise NotFound("agent gone")
            return self.spec

        async def threads(thread_id: str) -> dict[str, Any]:
            return self.threads.get(thread_id, {})

        async def session_of(workspace: str, session_id: str) -> FakeSession | None:
            return self.sessions.get((workspace, session_id))

        def model_for(which: ModelSpec | str, workspace: str) -> Any:
            return self.model

        return AutoExtractor(
            self.queue,
            self.memory,
            agents=agents,
            threads=threads,
            session_of=session_of,
            model_for=model_for,
            settings=settings or self.settings,
        )

    def worker(self, consumer: str = "w1", **settings: Any) -> ExtractionWorker:
        base = ExtractSettings(**{**self.settings.__dict__, **settings})
        return self.extractor(base).worker(consumer=consumer, poll_seconds=0.01)

    async def configure(self, **config: Any) -> None:
        values = {
            "enabled": True,
            "write_mode": "auto",
            "extract_delay_seconds": 5,
            "extract_min_interval_seconds": 0,
            **config,
        }
        await self.memory.settings.set_workspace(WS, WorkspaceMemoryConfig(**values))
        self.memory.forget_switches(WS)

    async def turn(
        self, session: str, text: str, *, user: str = "u1", write_thread: bool = True
    ) -> tuple[str, str]:
        """One chat turn: the thread gets the user message and a reply; capture notes it."""
        self.counter += 1
        human = HumanMessage(text, id=f"m{self.counter:04d}u")
        reply = AIMessage(f"noted ({self.counter})", id=f"m{self.counter:04d}a")
        if write_thread:
            self.append(session, human, reply)
        record = self.sessions.setdefault(
            (WS, session), FakeSession(WS, user, self.spec.id, session)
        )
        scope = TurnScope(WS, record.user_id, session, self.spec.id, session)
        await self.memory.capture(self.spec, scope, [human, reply])
        await self.memory.settled(WS, user)
        return str(human.id), str(reply.id)

    def append(self, session: str, *messages: BaseMessage) -> None:
        thread = self.threads.setdefault(session, {"messages": []})
        thread["messages"] = [*thread["messages"], *messages]

    async def items(self, user: str = "u1", **filters: Any) -> list[MemoryItem]:
        return await self.memory.items.list_items(WS, user, **filters)

    async def audit(self, action: str, user: str = "u1") -> list[dict[str, Any]]:
        log = await self.memory.items.audit_log(WS, user)
        return [a for a in log if a["action"] == action]


@pytest.fixture
async def env(redis_url: str) -> AsyncIterator[Env]:
    client = make_async_redis(redis_url, socket_timeout=5.0)
    state = RedisState(client, probe_interval=0.05)
    keys = Keys()
    store = GraphMemoryStore(state, keys=keys, embeddings=HashingEmbeddings())
    await store.setup()
    memory = MemoryService(store, MemorySettingsStore(state, keys))
    clock = Clock()
    queue = ExtractionQueue(state, keys, state_ttl_s=3600, clock=clock)
    memory.extraction = queue
    env = Env(
        memory=memory,
        queue=queue,
        clock=clock,
        model=ScriptedModel(answer=copy_every_user_message),
        threads={},
        spec=AgentSpec(id="bot", workspace=WS, name="Bot"),
        settings=ExtractSettings(retry_seconds=0, claim_idle_seconds=0.3, thread_wait_seconds=0),
    )
    await env.configure()
    try:
        yield env
    finally:
        await memory.aclose()
        await store.aclose()
        await state.aclose()
        await client.aclose()
