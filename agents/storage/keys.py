"""Every Redis key agentrt writes is built here: one separator, one configurable prefix.

Checkpoint keys belong to langgraph-checkpoint-redis and keep its own prefixes. The spec's
names (DESIGN section 2) are kept verbatim after the prefix: `orchestrator:stream:{session_id}`,
`session:context:{session_id}`, `external:{kind}:conversation:{session_id}`.
"""

from __future__ import annotations

from urllib.parse import quote

SEP = ":"


def encode_part(value: str) -> str:
    """A key-safe, injective form of one id: everything but [A-Za-z0-9_.~-] is %-escaped.

    Ids may contain the separator, glob characters and braces (`a:b`, `u*`, `{x}`); escaped,
    two different (workspace, user, id) tuples can never build the same key or hash tag.
    """
    return quote(value, safe="")


class Keys:
    """Key builders. `prefix` ('' by default) isolates deployments sharing one Redis.

    Every id inside a key is passed through `encode_part`, so ids that contain the separator
    (`a:b`) can never make two different owners build the same key.
    """

    def __init__(self, prefix: str = "") -> None:
        self.prefix = f"{prefix}{SEP}" if prefix and not prefix.endswith(SEP) else prefix

    def _k(self, *parts: str) -> str:
        return self.prefix + SEP.join(parts)

    # agents
    def agent(self, workspace: str, agent_id: str) -> str:
        return self._k("agent", encode_part(workspace), encode_part(agent_id))

    def agent_index(self, workspace: str) -> str:
        return self._k("agents", encode_part(workspace))

    def agent_pattern(self) -> str:
        return self._k("agent", "*")

    # API keys (stored hashed)
    def api_key(self, key_hash: str) -> str:
        return self._k("apikey", encode_part(key_hash))

    def api_key_index(self) -> str:
        return self._k("apikeys")

    # sessions
    def session_meta(self, session_id: str) -> str:
        return self._k("session", "meta", encode_part(session_id))

    def session_context(self, session_id: str) -> str:
        return self._k("session", "context", encode_part(session_id))

    def session_lock(self, session_id: str) -> str:
        return self._k("session", "lock", encode_part(session_id))

    # SSE buffers
    def stream(self, session_id: str) -> str:
        return self._k("orchestrator", "stream", encode_part(session_id))

    def stream_turn(self, turn_id: str) -> str:
        return self._k("orchestrator", "turn", encode_part(turn_id))

    # bridges
    def external_conversation(self, kind: str, session_id: str) -> str:
        return self._k("external", encode_part(kind), "conversation", encode_part(session_id))

    # long-term memory settings (durable)
    def workspace_memory_config(self, workspace: str) -> str:
        return self._k("tenant", "memory-config", encode_part(workspace))

    def user_memory_settings(self, workspace: str, user_id: str) -> str:
        return self._k("memory-settings", encode_part(workspace), encode_part(user_id))

    # background memory extraction (agents/memory/extraction/queue.py); every key has a TTL
    def extract_due(self) -> str:
        """Sorted set: session id -> when its extraction is due (epoch seconds)."""
        return self._k("extract", "due")

    def extract_jobs(self) -> str:
        """Stream of extraction jobs, read by a consumer group of workers."""
        return self._k("extract", "jobs")

    def extract_pending(self, session_id: str) -> str:
        """Hash: a session's pending extraction (owner, timing, retry counters, segment log)."""
        return self._k("extract", "pending", encode_part(session_id))

    def extract_cursor(self, session_id: str) -> str:
        """Hash: the id of the last message of a session extracted (or skipped), and counts."""
        return self._k("extract", "cursor", encode_part(session_id))

    def extract_lock(self, session_id: str) -> str:
        """One worker at a time per session (a lease renewed while the job runs)."""
        return self._k("extract", "lock", encode_part(session_id))

    def extract_last_run(self, workspace: str, user_id: str) -> str:
        """When a person's last extraction was dispatched (their minimum interval)."""
        return self._k("extract", "last", encode_part(workspace), encode_part(user_id))

    # migrations
    def migration_version(self) -> str:
        return self._k("agentrt", "migrations", "version")

    def migration_lock(self) -> str:
        return self._k("agentrt", "migrations", "lock")

    # long-term memory (agents/memory): one family per structure, the namespace after it.
    # The first two namespace labels (workspace, user) form the hash tag, so every key of one
    # person's memory lives in one cluster slot and their MULTI/EXEC stays valid on a cluster.
    def memory_namespace(self, namespace: tuple[str, ...]) -> str:
        """The encoded namespace: `{ws:user}:rest...` (also the exact-match TAG value)."""
        enc = [encode_part(p) for p in namespace]
        head = "{" + SEP.join(enc[:2]) + "}"
        return SEP.join([head, *enc[2:]])

    def memory_doc_prefix(self) -> str:
        """Prefix of every memory document (the search index covers exactly these)."""
        return self._k("memory", "doc") + SEP

    def memory_doc(self, namespace: tuple[str, ...], key: str) -> str:
        return self.memory_doc_prefix() + self.memory_namespace(namespace) + SEP + encode_part(key)

    def memory_vectors(self, namespace: tuple[str, ...]) -> str:
        """Hash: item key -> float32 embedding bytes."""
        return self._k("memory", "vec", self.memory_namespace(namespace))

    def memory_members(self, namespace: tuple[str, ...]) -> str:
        """Set of the item keys in one namespace."""
        return self._k("memory", "ids", self.memory_namespace(namespace))

    def memory_version(self, namespace: tuple[str, ...]) -> str:
        """Hash {epoch, seq, floor}: the namespace's write counter (in-process cache check)."""
        return self._k("memory", "ver", self.memory_namespace(namespace))

    def memory_changes(self, namespace: tuple[str, ...]) -> str:
        """Sorted set: item key -> seq of its last write (lets a cache catch up on changes)."""
        return self._k("memory", "chg", self.memory_namespace(namespace))

    def memory_out_edges(self, namespace: tuple[str, ...], entity_id: str) -> str:
        """Set of relation ids leaving an entity (namespace = the entities namespace)."""
        return self._k("memory", "out", self.memory_namespace(namespace), encode_part(entity_id))

    def memory_in_edges(self, namespace: tuple[str, ...], entity_id: str) -> str:
        """Set of relation ids arriving at an entity."""
        return self._k("memory", "in", self.memory_namespace(namespace), encode_part(entity_id))

    def memory_index(self) -> str:
        """Name of the RediSearch index over memory documents (versioned with its schema)."""
        return self._k("memory", "idx", "v1")
