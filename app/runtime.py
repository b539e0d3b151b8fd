"""Lifespan wiring: build every resource once, in order, and close what we opened."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel

from agents.bridges import Bridges
from agents.checkpoint import CheckpointProvider
from agents.context.files import ContextFiles
from agents.context.tokens import load_encoding
from agents.definition.spec import ModelSpec
from agents.errors import RedisUnavailable
from agents.memory.extraction import (
    AutoExtractor,
    ExtractionQueue,
    ExtractionWorker,
    ExtractSettings,
    model_spec_of,
)
from agents.memory.graph import GraphLimits, GraphMemoryStore, make_embeddings
from agents.memory.service import MemoryService
from agents.memory.settings import MemorySettingsStore
from agents.models import default_provider, local_model_available, make_chat_model
from agents.models import local as local_models
from agents.policy.egress import EgressPolicy
from agents.policy.secrets import SecretPolicy
from agents.scheduling.admission import ProcessSlots, WorkspaceSlots
from agents.scheduling.followers import FollowerSlots
from agents.service import ChatLimits, ChatService, ModelFactory, WorkspaceModelFactory
from agents.storage.agents_repo import AgentRepository
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import open_redis
from agents.storage.sessions import SessionStore, session_record_ttl
from agents.storage.stream_buffer import StreamBuffer
from app.auth import Authenticator, KeyStore, is_loopback, local_mode
from app.settings import Settings
from app.tokens import TokenStore
from migrations.runner import migrate

log = logging.getLogger("agentrt")


@dataclass
class Runtime:
    settings: Settings
    state: RedisState
    keys: Keys
    checkpoints: CheckpointProvider
    chat: ChatService
    key_store: KeyStore
    token_store: TokenStore
    auth: Authenticator
    default_model: str
    bridges: Bridges | None = None
    memory_store: GraphMemoryStore | None = None
    # The Redis of long-term memory: `state` unless AGENTRT_MEMORY_REDIS_URL names another.
    memory_state: RedisState | None = None
    memory_settings: MemorySettingsStore | None = None
    memory: MemoryService | None = None
    # Background memory extraction (None without Redis); running unless memory.worker=off.
    extraction_worker: ExtractionWorker | None = None
    # What agents may name and reach (issue 11): the operator's secret and egress policies.
    secrets: SecretPolicy = field(default_factory=SecretPolicy)
    egress: EgressPolicy = field(default_factory=EgressPolicy)

    async def aclose(self) -> None:
        if self.extraction_worker is not None:
            await self.extraction_worker.stop()
        await self.chat.aclose()
        await self.checkpoints.aclose()
        if self.bridges is not None:
            await self.bridges.aclose()
        if self.memory is not None:
            await self.memory.aclose()
        if self.memory_store is not None:
            await self.memory_store.aclose()
        for state in {id(s): s for s in (self.state, self.memory_state) if s is not None}.values():
            await state.aclose()
            if state.client is not None:
                await state.client.aclose()


class StartupError(RuntimeError):
    pass


async def _open_state(
    settings: Settings, url: str | None, name: str, keys: Keys, *, cluster: Any = None
) -> tuple[Any, RedisState]:
    """The client of the Redis at `url` (None: not configured) and its up/down state, pinged
    and migrated; unreachable at start: marked down (or StartupError with require_redis).
    `cluster`: as AGENTRT_REDIS__CLUSTER says unless given."""
    client = None
    if url:
        # A single server or a Redis Cluster (asked once, unless AGENTRT_REDIS__CLUSTER says).
        try:
            client = await open_redis(
                url,
                cluster=settings.redis.cluster if cluster is None else cluster,
                connect_timeout=settings.redis.connect_timeout,
                socket_timeout=settings.redis.socket_timeout,
                max_connections=settings.redis.max_connections,
            )
        except ValueError as exc:  # a URL a cluster cannot serve (a database other than 0)
            raise StartupError(f"{name}: {exc}") from exc
    state = RedisState(client, probe_interval=settings.redis.probe_interval)
    if client is not None:
        try:
            await client.ping()
        except RedisUnavailable as exc:
            if settings.require_redis:
                await client.aclose()
                raise StartupError(
                    f"Redis at {name} is unreachable ({exc.reason}) and AGENTRT_REQUIRE_REDIS=true"
                ) from exc
            state.mark_down(exc)
    elif settings.require_redis and name == "AGENTRT_REDIS_URL":
        raise StartupError("AGENTRT_REQUIRE_REDIS=true but AGENTRT_REDIS_URL is not set")
    if state.available and settings.run_migrations:
        try:
            for step in await migrate(client, keys):  # type: ignore[arg-type]
                log.info("applied migration %04d %s on %s", step.version, step.name, name)
        except RedisUnavailable as exc:
            state.mark_down(exc)
    return client, state


async def build_runtime(
    settings: Settings,
    model_factory: ModelFactory | None = None,
    *,
    start_worker: bool | None = None,
) -> Runtime:
    """Connect to Redis (or not), migrate, and assemble the ChatService.

    `start_worker`: run the memory extraction worker in this process (None = as
    `settings.memory.worker` says; `agentrt worker` builds with False and runs it itself)."""
    local = _auth_mode(settings)
    secrets, egress = _outbound_policies(settings, local)
    keys = Keys(settings.redis.key_prefix)
    client, state = await _open_state(settings, settings.redis_url, "AGENTRT_REDIS_URL", keys)
    # Long-term memory on its own Redis when AGENTRT_MEMORY_REDIS_URL names another one.
    memory_url = settings.memory_redis_url
    memory_state = state
    if memory_url and memory_url != settings.redis_url:
        # A single server: the Search module's indexes do not span a cluster.
        _, memory_state = await _open_state(
            settings, memory_url, "AGENTRT_MEMORY_REDIS_URL", keys, cluster=False
        )

    checkpoints = CheckpointProvider(
        state,
        ttl_minutes=settings.checkpoint.ttl_minutes,
        refresh_on_read=settings.checkpoint.refresh_on_read,
        keep_last=settings.checkpoint.keep_last,
        prune_every=settings.checkpoint.prune_every,
        memory_keep_last=settings.checkpoint.memory_keep_last,
        memory_max_threads=settings.checkpoint.memory_max_threads,
        keys=keys,
        cache_threads=settings.checkpoint.cache_threads,
        cache_mb=settings.checkpoint.cache_mb,
    )
    await checkpoints.setup()

    # Long-term memory graph; the offline embedding model loads on first use. It needs the JSON
    # and Search modules: on a Redis without them `setup()` leaves memory off (logged, on
    # `/health`, 503 on its API) and conversations go on; the recovery hook looks again.
    memory_store = GraphMemoryStore(
        memory_state,
        keys=keys,
        embeddings=make_embeddings(""),
        cache_bytes=settings.memory.cache_bytes,
        snapshot_ttl=settings.memory.snapshot_seconds,
        prewarm_seconds=settings.memory.prewarm_seconds,
        limits=GraphLimits(
            max_entities=settings.memory.max_entities,
            max_relations=settings.memory.max_relations,
            max_property_bytes=settings.memory.max_property_bytes,
        ),
    )
    await memory_store.setup()
    memory_store.start_prewarm(settings.memory.prewarm_people)
    memory_state.on_recover(memory_store.on_redis_recovered)
    memory_settings = MemorySettingsStore(state, keys)
    memory = MemoryService(memory_store, memory_settings)

    model_settings = settings.model
    # Whether the local model can answer here is asked of a child process (~1 s, cached per
    # file; agents/models/local_probe.py). An agent of any workspace may name the local model,
    # and its model is built on the event loop at its turn: ask now, off the loop, so that no
    # turn waits for the child.
    await asyncio.to_thread(
        local_model_available,
        model_settings.local_model_path or local_models.find_local_model_path(),
    )
    provider = default_provider(settings.model.default_provider)
    # The token counter loads its encoding on first use: ~0.1 s of BPE ranks (cl100k_base,
    # what every model outside the gpt-4o family counts with) on the event loop, in front of
    # every workspace's requests, at a new process's first turn. Loaded now, before traffic.
    await load_encoding(None)

    def default_factory(spec: ModelSpec, workspace: str) -> BaseChatModel:
        return make_chat_model(
            spec,
            default_provider=provider,
            local_model_path=model_settings.local_model_path,
            local_threads=model_settings.local_threads,
            local_ctx=model_settings.local_ctx,
            secrets=secrets,
            egress=egress,
            workspace=workspace,
        )

    def models(spec: ModelSpec, workspace: str) -> BaseChatModel:
        # A factory given by the caller (tests: scripted models) replaces the providers.
        if model_factory is not None:
            return model_factory(spec)
        return default_factory(spec, workspace)

    chat_settings = settings.chat
    record_ttl_s = session_record_ttl(
        settings.checkpoint.ttl_minutes * 60,
        chat_settings.context_ttl_seconds,
        chat_settings.stream_ttl_seconds,
    )
    # Dify / n8n agents: one HTTP client and one external-conversation-id store per process;
    # the ids live as long as the checkpoints (24 h by default).
    bridges = Bridges(
        state, keys, ttl_s=settings.checkpoint.ttl_minutes * 60, secrets=secrets, egress=egress
    )
    context_files = ContextFiles(Path(settings.knowledge_dir))
    chat = ChatService(
        agents=AgentRepository(state, keys),
        sessions=SessionStore(
            state,
            keys,
            meta_ttl_s=record_ttl_s,
            context_ttl_s=chat_settings.context_ttl_seconds,
            lock_ttl_s=chat_settings.session_lock_seconds,
        ),
        buffer=StreamBuffer(
            state,
            keys,
            ttl_s=chat_settings.stream_ttl_seconds,
            maxlen=chat_settings.stream_maxlen,
            follow_seconds=chat_settings.stream_follow_seconds,
        ),
        checkpoints=checkpoints,
        model_factory=models,
        bridge_factory=bridges,
        memory=memory,
        context_loader=lambda spec: context_files.load(
            spec.workspace, spec.context_files, spec.memory.context.context_char_limit
        ),
        limits=ChatLimits(
            max_message_chars=chat_settings.max_message_chars,
            detach_grace_seconds=chat_settings.detach_grace_seconds,
        ),
        followers=FollowerSlots(
            per_session=chat_settings.max_followers_per_session,
            per_caller=chat_settings.max_followers_per_caller,
        ),
        turn_slots=WorkspaceSlots(
            settings.fairness.max_running_turns_per_workspace,
            what="running turns",
            retry_after=settings.fairness.retry_after_seconds,
        ),
        process_slots=ProcessSlots(
            settings.fairness.max_running_turns,
            what="running turns",
            retry_after=settings.fairness.retry_after_seconds,
        ),
    )

    chat.session_cleanups.append(bridges.forget)  # a deleted session's external conversations
    auth = settings.auth
    key_store = KeyStore(state, keys, cache_seconds=auth.key_cache_seconds)
    token_store = TokenStore(
        state,
        keys,
        cache_seconds=auth.key_cache_seconds,
        default_ttl=auth.token_ttl_seconds,
        max_ttl=auth.token_max_ttl_seconds,
    )
    log.info(
        "agentrt ready: checkpointer=%s, long-term memory=%s, default model=%s, auth=%s",
        checkpoints.backend,
        memory_store.backend,
        provider,
        "local" if local else "keys",
    )
    if not state.configured:
        # In memory by choice (the default): not degraded, nothing to warn about.
        log.info("conversations are kept in memory (lost on restart): AGENTRT_REDIS_URL is not set")
    elif not state.available:
        log.warning(
            "running degraded (in-memory): Redis at AGENTRT_REDIS_URL is unreachable (%s); "
            "new turns use it once it answers",
            state.reason,
        )
    extraction_worker = None
    # The extraction queue lives with long-term memory: on the memory Redis when
    # AGENTRT_MEMORY_REDIS_URL names one (always a single server), else on the conversations'.
    if memory_state.client is not None and memory_state.cluster:
        # Its scripts take the global due set and job stream with a session's keys (several
        # slots), and memory needs the Search module, which a cluster does not have.
        log.warning(
            "background memory extraction is off: Redis at AGENTRT_REDIS_URL is a cluster; "
            "set AGENTRT_MEMORY_REDIS_URL to a Redis with Search for memory and its extraction "
            "queue (conversations are not affected)"
        )
    elif memory_state.client is not None:
        extraction_worker = _extraction_worker(
            settings, memory_state, keys, memory, chat, models, record_ttl_s
        )
        if settings.memory.worker == "inprocess" if start_worker is None else start_worker:
            extraction_worker.start()
    return Runtime(
        settings=settings,
        state=state,
        keys=keys,
        checkpoints=checkpoints,
        chat=chat,
        key_store=key_store,
        token_store=token_store,
        auth=Authenticator(
            key_store, token_store, local_mode=local, local_workspace=auth.local_workspace
        ),
        default_model=provider,
        bridges=bridges,
        secrets=secrets,
        egress=egress,
        memory_store=memory_store,
        memory_state=memory_state,
        memory_settings=memory_settings,
        memory=memory,
        extraction_worker=extraction_worker,
    )


def _extraction_worker(
    settings: Settings,
    state: RedisState,
    keys: Keys,
    memory: MemoryService,
    chat: ChatService,
    model_factory: WorkspaceModelFactory,
    record_ttl_s: int,
) -> ExtractionWorker:
    """Background extraction: `capture` notes sessions on the queue; the worker runs the jobs
    with the conversation's model (or the workspace's `extract_model_id`)."""
    # The extraction state lives as long as the threads it describes (like session meta).
    queue = ExtractionQueue(
        state,
        keys,
        state_ttl_s=record_ttl_s,
        jobs_per_workspace=settings.fairness.max_extraction_jobs_per_workspace,
    )
    memory.extraction = queue
    chat.session_cleanups.append(queue.forget)  # a deleted session's jobs die with it

    def model_for(which: ModelSpec | str, workspace: str) -> BaseChatModel:
        spec = which if isinstance(which, ModelSpec) else model_spec_of(which)
        return model_factory(spec, workspace)

    async def read_thread(thread_id: str) -> dict[str, Any]:
        # Never the in-memory fallback: an empty thread there would look like nothing to do.
        # During an outage this raises RedisUnavailable, and the job waits.
        return await chat.stored_thread(thread_id)

    extractor = AutoExtractor(
        queue,
        memory,
        agents=chat.agents.get,
        threads=read_thread,
        session_of=chat.session_record,  # a job is checked against its session's record
        model_for=model_for,
        settings=ExtractSettings(
            batch_messages=settings.memory.batch_messages,
            claim_idle_seconds=settings.memory.claim_idle_seconds,
            retry_seconds=settings.memory.retry_seconds,
        ),
    )
    return extractor.worker(poll_seconds=settings.memory.poll_seconds)


def _auth_mode(settings: Settings) -> bool:
    """Whether local mode is in force (app/auth.py `local_mode`), refusing what cannot be
    served safely: local mode off loopback, API keys without Redis to keep them."""
    local = local_mode(settings)
    if local and not is_loopback(settings.host):
        raise StartupError(
            f"agentrt runs in local mode (every caller an admin), which only binds to loopback; "
            f"refusing {settings.host!r}. Set AGENTRT_REDIS_URL and create a key with "
            "`agentrt keys create --workspace W --scope admin` to serve others."
        )
    if not local and not settings.redis_url:
        raise StartupError(
            "AGENTRT_AUTH__MODE=keys needs AGENTRT_REDIS_URL: API keys are kept in Redis"
        )
    return local


def _outbound_policies(settings: Settings, local: bool) -> tuple[SecretPolicy, EgressPolicy]:
    """Which environment variables agents may name, and where outbound requests may go (in
    local mode, one person on their own machine, loopback and private addresses too)."""
    secrets = SecretPolicy.build(
        prefix=settings.secrets.prefix,
        allow=settings.secrets.allow,
        workspaces=settings.secrets.workspaces,
    )
    try:
        egress = EgressPolicy(
            settings.egress.allow_hosts,
            allow_private=local and settings.egress.local_mode_allows_private,
        )
    except ValueError as exc:
        raise StartupError(str(exc)) from None
    return secrets, egress
