"""One settings class, read from the environment (prefix AGENTRT_, nested groups with `__`).

Examples: AGENTRT_REDIS_URL=redis://127.0.0.1:6379/0, AGENTRT_REQUIRE_REDIS=true,
AGENTRT_CHECKPOINT__TTL_MINUTES=1440, AGENTRT_MODEL__DEFAULT_PROVIDER=echo,
AGENTRT_MEMORY__WORKER=off.
"""

from __future__ import annotations

import json
from typing import Annotated, Literal

from pydantic import BaseModel, Field, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict


class RedisSettings(BaseModel):
    connect_timeout: float = Field(1.0, gt=0, le=30)
    socket_timeout: float = Field(1.0, gt=0, le=30)
    probe_interval: float = Field(2.0, gt=0, le=60)
    max_connections: int = Field(64, ge=2, le=10_000)
    key_prefix: str = Field("", max_length=64)
    # Whether AGENTRT_REDIS_URL is a Redis Cluster: `auto` asks the node at start-up
    # (INFO cluster); true or false say so without asking (true: the URL is any node's).
    cluster: Literal["auto"] | bool = "auto"


class CheckpointSettings(BaseModel):
    ttl_minutes: int = Field(1440, ge=1, le=525_600)
    refresh_on_read: bool = True
    # Keep the newest N checkpoints of a thread (pruned every `prune_every` turns); 0 = all
    # (the default: a checkpoint stores only what its turn added, so history costs little).
    keep_last: int = Field(0, ge=0, le=10_000)
    prune_every: int = Field(10, ge=1, le=10_000)
    # The in-memory saver (without Redis, or during an outage): the newest N checkpoints per
    # thread, at most M threads (least recently used go first); threads expire like above.
    memory_keep_last: int = Field(5, ge=1, le=1_000)
    memory_max_threads: int = Field(10_000, ge=1, le=1_000_000)
    # The newest checkpoint of hot threads kept in process (checked against Redis on every
    # read): at most this many threads and megabytes; 0 threads = no cache.
    cache_threads: int = Field(1_000, ge=0, le=1_000_000)
    cache_mb: int = Field(64, ge=1, le=65_536)


class ChatSettings(BaseModel):
    max_message_chars: int = Field(32_000, ge=1, le=10_000_000)
    max_body_bytes: int = Field(1_000_000, ge=1024)
    stream_ttl_seconds: int = Field(600, ge=10, le=86_400)
    stream_maxlen: int = Field(10_000, ge=100, le=1_000_000)
    context_ttl_seconds: int = Field(3600, ge=60, le=604_800)
    ping_seconds: float = Field(15.0, gt=0, le=300)
    send_timeout_seconds: float = Field(30.0, gt=0, le=600)
    # A turn whose client went away keeps running this long for a resume, then is cancelled.
    detach_grace_seconds: float = Field(5.0, ge=0, le=3600)
    # A resume stream (Last-Event-ID) of a turn ends after this long without a new event.
    stream_follow_seconds: float = Field(300.0, gt=0, le=86_400)
    # A running turn holds its session with a lock renewed every third of this (at most every
    # 5 s): a replica killed mid-turn frees its sessions this long after, and resumes of its
    # turns on other replicas end with a `turn_lost` error instead of waiting.
    session_lock_seconds: int = Field(30, ge=2, le=3600)
    # Resume streams open at once per session and per caller (workspace, person); past
    # either: 429 `too_many_followers` with Retry-After.
    max_followers_per_session: int = Field(8, ge=1, le=10_000)
    max_followers_per_caller: int = Field(16, ge=1, le=100_000)


class ModelSettings(BaseModel):
    # auto: the embedded local model when installed, else the echo model.
    default_provider: Literal["auto", "local", "echo", "openai"] = "auto"
    local_model_path: str | None = None
    local_threads: int = Field(2, ge=1, le=64)
    local_ctx: int = Field(2048, ge=256, le=32_768)


class MemorySettings(BaseModel):
    """Background memory extraction (workspaces in write_mode auto), and what the memory graph
    may hold per person and in process (max_* and cache_bytes).

    worker: "inprocess" runs a worker (scheduler + job consumer) in each service process;
    "off" leaves the jobs to `agentrt worker` processes. Any number of workers share them.
    """

    worker: Literal["inprocess", "off"] = "inprocess"
    poll_seconds: float = Field(1.0, gt=0, le=60)
    # Messages per model call; the rest of a longer backlog goes in the next call.
    batch_messages: int = Field(40, ge=1, le=500)
    # A job not acked for this long (its worker died) is taken over by another worker.
    claim_idle_seconds: float = Field(300.0, ge=0.1, le=86_400)
    # Back-off unit of retries (unparseable answers, model errors).
    retry_seconds: float = Field(5.0, ge=0, le=3600)
    # What one person (workspace, user) may keep in the memory graph; past a limit writes get
    # 409 `memory_limit`. Property bytes: the UTF-8 JSON of all their entities' and relations'
    # `properties` together.
    max_entities: int = Field(5_000, ge=1, le=1_000_000)
    max_relations: int = Field(10_000, ge=0, le=2_000_000)
    max_property_bytes: int = Field(2_000_000, ge=0, le=1_000_000_000)
    # In-process copies of people's graphs (Redis only; recall ranks over them): an estimate of
    # their bytes is kept under this, least recently used evicted first and reloaded when needed.
    cache_bytes: int = Field(256_000_000, ge=1_000_000, le=1_000_000_000_000)
    # How long a small namespace's snapshot (a second copy of it in Redis, read whole by a new
    # replica's first recall: agents/memory/graph/cold/snapshot.py) lives unless read again;
    # 0 keeps none (first recalls then read the rows).
    snapshot_seconds: int = Field(3 * 24 * 3600, ge=0, le=365 * 24 * 3600)
    # A starting replica loads, in the background, the copies of up to `prewarm_people` people
    # who recalled within the last `prewarm_seconds` on any replica (newest first, at most half
    # of cache_bytes; agents/memory/graph/cold/prewarm.py), so their first recall here is warm;
    # /health says `memory_prewarm: running` until done. 0 people: load none; 0 seconds: note
    # no one either.
    prewarm_people: int = Field(1_000, ge=0, le=1_000_000)
    prewarm_seconds: int = Field(24 * 3600, ge=0, le=30 * 24 * 3600)


def _names(value: object) -> object:
    """A list setting is given as one comma-separated string (or a JSON list)."""
    if isinstance(value, str):
        text = value.strip()
        if text.startswith("["):
            return json.loads(text)
        return [part.strip() for part in text.split(",") if part.strip()]
    return value


# A list of names read from one environment variable, comma-separated.
Names = Annotated[list[str], NoDecode]


class AuthSettings(BaseModel):
    # auto: local single-workspace mode when no Redis is configured, API keys otherwise.
    # Local mode is never the consequence of an outage: with keys expected and Redis
    # unreachable, requests get 503 until keys can be verified again.
    mode: Literal["auto", "local", "keys"] = "auto"
    local_workspace: str = "local"
    # A key verified against Redis is trusted this long without asking Redis again while Redis
    # is unreachable (a revoked key stops working within it).
    key_cache_seconds: float = Field(30.0, ge=0, le=3600)
    # Person-bound tokens (minted by a full key for one person): default and longest lifetime.
    token_ttl_seconds: int = Field(3600, ge=60, le=30 * 86_400)
    token_max_ttl_seconds: int = Field(7 * 86_400, ge=60, le=365 * 86_400)
    # Local mode answers only requests whose Host is one of these (besides loopback names and
    # the bound host), against DNS rebinding; Origin must match too when a browser sends one.
    local_hosts: Names = []

    _split_hosts = field_validator("local_hosts", mode="before")(_names)


class SecretsSettings(BaseModel):
    """Which server environment variables an agent may name (`model.api_key_env`,
    `dify.api_key_env`, `n8n.auth_header_env`): the operator decides, workspaces choose among
    them. Anything else is refused with a 422 that does not say whether the variable exists."""

    # Every variable whose name starts with this ("" = none by prefix).
    prefix: str = Field("AGENTRT_SECRET_", max_length=64)
    # And these names, for every workspace (AGENTRT_SECRETS__ALLOW=DIFY_KEY,N8N_TOKEN).
    allow: Names = []
    # And these, for one workspace only (JSON: {"acme": ["ACME_DIFY_KEY"]}).
    workspaces: dict[str, list[str]] = {}

    _split_allow = field_validator("allow", mode="before")(_names)


class EgressSettings(BaseModel):
    """Where outbound requests (Dify, n8n, OpenAI-compatible base URLs) may go: public addresses
    only by default, checked after DNS resolution and on every redirect."""

    # Host names, IP addresses or CIDR ranges allowed besides public addresses
    # (AGENTRT_EGRESS__ALLOW_HOSTS=llm.internal,10.0.0.0/8).
    allow_hosts: Names = []
    # In local mode (one person on their own machine) loopback and private addresses are
    # allowed too, so a local model server (Ollama, LM Studio) works out of the box.
    local_mode_allows_private: bool = True

    _split_egress = field_validator("allow_hosts", mode="before")(_names)


class ServerSettings(BaseModel):
    """The HTTP server's own limits (app/server.py, for `agentrt serve`): clients that are slow
    to send, and connections beyond the cap, must not hold the process."""

    # The request head (request line and headers) must be complete this long after the
    # connection opened (or after its first byte, on a kept-alive connection): else 408, closed.
    header_timeout_seconds: float = Field(10.0, gt=0, le=600)
    # The whole request body must arrive this long after its head: else 408, closed.
    body_timeout_seconds: float = Field(30.0, gt=0, le=3600)
    # Connections (and requests in progress) at once; beyond it 503 `server_busy` at the head.
    max_connections: int = Field(1000, ge=1, le=1_000_000)
    # An idle kept-alive connection is closed after this long.
    keep_alive_seconds: int = Field(5, ge=1, le=600)
    backlog: int = Field(2048, ge=1, le=65_535)
    graceful_shutdown_seconds: int = Field(10, ge=0, le=600)
    # One log message is written at most `log_repeat_burst` times per `log_repeat_seconds`;
    # the next after that says how often it was left out ("... repeated 12,345 times").
    log_repeat_burst: int = Field(10, ge=1, le=100_000)
    log_repeat_seconds: float = Field(60.0, gt=0, le=86_400)
    # Python's thread switch interval (sys.setswitchinterval) in `agentrt serve`: how long the
    # event loop may wait for the GIL while a thread does CPU work (default 5 ms in Python).
    switch_interval_ms: float = Field(0.5, ge=0.05, le=100)
    # Worker processes for the memory path's CPU work (capture, the safety gate, redaction,
    # embeddings; agents/scheduling/cpu.py); 0 runs it in threads of this process.
    cpu_workers: int = Field(1, ge=0, le=8)
    # Python's full garbage collections (which pause every request) run this often in
    # `agentrt serve`, not whenever a burst of turns promotes objects (app/heap.py); 0:
    # Python's own schedule.
    gc_full_seconds: float = Field(30.0, ge=0, le=3600)


class FairnessSettings(BaseModel):
    """Per-workspace caps in each service process (app/api/fairness.py): one workspace cannot
    take every turn or stream of the process. Past a cap: 429 `workspace_busy`, Retry-After."""

    # Turns running at once (POST /chat, and /chat/stream without Last-Event-ID).
    max_running_turns_per_workspace: int = Field(16, ge=1, le=100_000)
    # Turns running at once in this process, all workspaces together: past it 503
    # `server_busy` with Retry-After at once (a full replica says so; the load balancer or
    # the client tries another), never a turn that slows every other down.
    max_running_turns: int = Field(256, ge=1, le=1_000_000)
    # Event streams open at once (/chat/stream, resumes, /sessions/{id}/stream).
    max_open_streams_per_workspace: int = Field(64, ge=1, le=100_000)
    # Background memory extraction jobs queued or running at once, over all workers (kept in
    # Redis): a workspace's other due sessions wait their turn behind the other workspaces'.
    max_extraction_jobs_per_workspace: int = Field(4, ge=1, le=100_000)
    retry_after_seconds: int = Field(1, ge=1, le=3600)
    # The event loop runs the ready step of the workspace that used it least lately first
    # (agents/scheduling/loop_share.py), not first come first served: a quiet workspace's turn
    # does not queue behind another's flood at every await.
    fair_loop: bool = True
    # ... once more than this many steps are ready at the start of a round (below, the plain
    # queue: what waits in it is short). The test suite runs with 0: always by workspace.
    fair_loop_busy: int = Field(8, ge=0, le=100_000)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="AGENTRT_", env_nested_delimiter="__", extra="ignore"
    )

    env: Literal["development", "production", "test"] = "development"
    redis_url: str | None = None
    # Long-term memory (the graph, memory items, the conversation archive and their search
    # indexes) on a Redis of its own, one with the JSON and Search modules (Redis 8 or Stack),
    # so conversations may live on a cluster or a managed Redis without modules. Default: the
    # same Redis as conversations.
    memory_redis_url: str | None = None
    require_redis: bool = False
    host: str = "127.0.0.1"
    port: int = Field(8000, ge=0, le=65535)
    log_level: str = "INFO"
    run_migrations: bool = True
    # Project context files of agents live in <knowledge_dir>/<workspace>/.
    knowledge_dir: str = "knowledge"

    redis: RedisSettings = RedisSettings()
    checkpoint: CheckpointSettings = CheckpointSettings()
    chat: ChatSettings = ChatSettings()
    model: ModelSettings = ModelSettings()
    auth: AuthSettings = AuthSettings()
    memory: MemorySettings = MemorySettings()
    secrets: SecretsSettings = SecretsSettings()
    egress: EgressSettings = EgressSettings()
    server: ServerSettings = ServerSettings()
    fairness: FairnessSettings = FairnessSettings()

    @model_validator(mode="after")
    def _production_needs_redis(self) -> Settings:
        if self.env == "production" and not self.redis_url:
            raise ValueError("AGENTRT_ENV=production needs AGENTRT_REDIS_URL")
        for name, url in (
            ("AGENTRT_REDIS_URL", self.redis_url),
            ("AGENTRT_MEMORY_REDIS_URL", self.memory_redis_url),
        ):
            if url is not None and not url.startswith(("redis://", "rediss://", "unix://")):
                raise ValueError(f"{name} must start with redis://, rediss:// or unix://")
        return self
