"""Every Redis key agentrt writes is built here: one separator, one configurable prefix.

Checkpoint keys belong to langgraph-checkpoint-redis and keep its own prefixes. The spec's
names (DESIGN section 2) are kept after the prefix, with the session named by its workspace
too (issue 11: session ids are per workspace): `orchestrator:stream:{ws:session}`,
`session:context:{ws:session}`, `external:{kind}:conversation:{ws:session}`.
"""

from __future__ import annotations

from urllib.parse import quote, unquote

SEP = ":"


def encode_part(value: str) -> str:
    """A key-safe, injective form of one id: everything but [A-Za-z0-9_.~-] is %-escaped.

    Ids may contain the separator, glob characters and braces (`a:b`, `u*`, `{x}`); escaped,
    two different (workspace, user, id) tuples can never build the same key or hash tag.
    """
    return quote(value, safe="")


def session_thread(workspace: str, session_id: str) -> str:
    """The LangGraph thread id of a session created in `workspace`: `{ws}/{session}`, both
    encoded. Not a Redis key (the saver builds its own), but an id inside its keys and index:
    it never equals another workspace's thread, nor a legacy thread (the bare session id,
    which cannot contain `/`)."""
    return f"{encode_part(workspace)}/{encode_part(session_id)}"


def extract_member(workspace: str, session_id: str) -> str:
    """A session as a member of `extract:due` (and a job of `extract:jobs`): `ws:session`."""
    return f"{encode_part(workspace)}{SEP}{encode_part(session_id)}"


def parse_extract_member(member: str) -> tuple[str, str] | None:
    """(workspace, session id) of an `extract_member`; None for a legacy member (no workspace)."""
    workspace, sep, session_id = member.partition(SEP)
    if not sep or not workspace or not session_id:
        return None
    return unquote(workspace), unquote(session_id)


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

    # person-bound tokens (app/tokens.py): stored hashed, every key expires with its token
    def person_token(self, token_hash: str) -> str:
        """JSON record of one token, by the hash of its secret."""
        return self._k("ptoken", encode_part(token_hash))

    def person_token_id(self, workspace: str, token_id: str) -> str:
        """A token's id -> the hash of its secret (to list and revoke by id)."""
        return self._k("ptoken-id", encode_part(workspace), encode_part(token_id))

    def person_token_index(self, workspace: str) -> str:
        """Sorted set: the workspace's token ids, scored by when they expire."""
        return self._k("ptokens", encode_part(workspace))

    # sessions: every key of one session is named by (workspace, session id) and carries the
    # hash tag `{ws:session}` (both encoded), so a session id is per workspace and all keys
    # of one session share a cluster slot.
    def session_tag(self, workspace: str, session_id: str) -> str:
        return "{" + encode_part(workspace) + SEP + encode_part(session_id) + "}"

    def session_meta(self, workspace: str, session_id: str) -> str:
        return self._k("session", "meta", self.session_tag(workspace, session_id))

    def session_context(self, workspace: str, session_id: str) -> str:
        return self._k("session", "context", self.session_tag(workspace, session_id))

    def session_lock(self, workspace: str, session_id: str) -> str:
        return self._k("session", "lock", self.session_tag(workspace, session_id))

    def session_deleted(self, workspace: str, session_id: str) -> str:
        """A deleted session's tombstone: a turn still running must not write it back."""
        return self._k("session", "deleted", self.session_tag(workspace, session_id))

    def session_cancel(self, workspace: str, session_id: str) -> str:
        """The id of a running turn someone asked to stop (its keeper, on any replica, reads it)."""
        return self._k("session", "cancel", self.session_tag(workspace, session_id))

    def person_sessions(self, workspace: str, user_id: str) -> str:
        """Sorted set: a person's session ids, scored by when each was created (to list them)."""
        return self._k("sessions", encode_part(workspace), encode_part(user_id))

    # SSE buffers
    def stream(self, workspace: str, session_id: str) -> str:
        return self._k("orchestrator", "stream", self.session_tag(workspace, session_id))

    def stream_turn(self, turn_id: str) -> str:
        """A turn's record. Turn ids are random and made by the server (never chosen by a
        client), and the record names its workspace: a resume with another workspace's
        event id is told 404, not `expired`."""
        return self._k("orchestrator", "turn", encode_part(turn_id))

    # checkpoints (agents/storage/delta_saver): every key of one LangGraph thread carries the
    # hash tag `{t:thread}` (encoded, never empty), so a thread lives in one cluster slot.
    CHECKPOINT_PARTS = ("ids", "cp", "blob", "el", "writes", "gen")

    def checkpoint_keys(self, thread_id: str) -> list[str]:
        """The thread's keys, in the order the saver's scripts take them."""
        tag = "{t:" + encode_part(thread_id) + "}"
        return [self._k("ckpt", tag, part) for part in self.CHECKPOINT_PARTS]

    def checkpoint_scan_pattern(self) -> str:
        """SCAN pattern matching one key (`ids`) of every thread."""
        return self._k("ckpt", "{t:*}", "ids")

    @staticmethod
    def checkpoint_thread_of(ids_key: str) -> str | None:
        """The thread id named by a thread's `ids` key."""
        start, end = ids_key.find("{t:"), ids_key.rfind("}")
        return unquote(ids_key[start + 3 : end]) if 0 <= start < end else None

    # bridges
    def external_conversation(self, kind: str, workspace: str, session_id: str) -> str:
        return self._k(
            "external",
            encode_part(kind),
            "conversation",
            self.session_tag(workspace, session_id),
        )

    # keys of sessions written before they were per workspace (migration 0015 moves them)
    def legacy_session_pattern(self, family: str) -> str:
        """SCAN pattern of one legacy family: `session:meta`, `extract:pending`, ..."""
        return self._k(family, "*")

    def legacy_session_key(self, family: str, session_id: str) -> str:
        return self._k(family, encode_part(session_id))

    def legacy_external_conversation(self, kind: str, session_id: str) -> str:
        return self._k("external", encode_part(kind), "conversation", encode_part(session_id))

    # long-term memory settings (durable)
    def workspace_memory_config(self, workspace: str) -> str:
        return self._k("tenant", "memory-config", encode_part(workspace))

    def user_memory_settings(self, workspace: str, user_id: str) -> str:
        return self._k("memory-settings", encode_part(workspace), encode_part(user_id))

    # background memory extraction (agents/memory/extraction/queue.py); every key has a TTL
    def extract_due(self) -> str:
        """Sorted set: `extract_member(workspace, session)` -> when its extraction is due."""
        return self._k("extract", "due")

    def extract_jobs(self) -> str:
        """Stream of extraction jobs, read by a consumer group of workers."""
        return self._k("extract", "jobs")

    def extract_inflight(self, workspace: str) -> str:
        """Sorted set: a workspace's jobs on the stream and not acked yet (entry id -> when
        queued): its cap of extraction jobs in flight."""
        return self._k("extract", "inflight", encode_part(workspace))

    def extract_pending(self, workspace: str, session_id: str) -> str:
        """Hash: a session's pending extraction (owner, timing, retry counters, segment log)."""
        return self._k("extract", "pending", self.session_tag(workspace, session_id))

    def extract_cursor(self, workspace: str, session_id: str) -> str:
        """Hash: the id of the last message of a session extracted (or skipped), and counts."""
        return self._k("extract", "cursor", self.session_tag(workspace, session_id))

    def extract_lock(self, workspace: str, session_id: str) -> str:
        """One worker at a time per session (a lease renewed while the job runs)."""
        return self._k("extract", "lock", self.session_tag(workspace, session_id))

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

    def memory_rows(self, namespace: tuple[str, ...]) -> str:
        """Hash: item key -> its row (the fields ranking scores, then the record's JSON text;
        agents/memory/graph/backends/row_hash.py), read whole by a replica's first recall."""
        return self._k("memory", "row", self.memory_namespace(namespace))

    def memory_snapshot(self, namespace: tuple[str, ...]) -> str:
        """String: the namespace read whole, as a new replica's first recall reads it
        (agents/memory/graph/cold/snapshot.py); deleted by every write, expires unused."""
        return self._k("memory", "snap", self.memory_namespace(namespace))

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

    def memory_active(self) -> str:
        """Sorted set: each person's entity namespace (its tag) -> when they last recalled,
        what a new replica loads first (agents/memory/graph/cold/prewarm.py)."""
        return self._k("memory", "active")

    def memory_index(self) -> str:
        """Name of the RediSearch index over memory documents (versioned with its schema)."""
        return self._k("memory", "idx", "v1")

    def memory_vector_doc_prefix(self) -> str:
        """Prefix of the per-entity vector documents (the vector indexes cover these)."""
        return self._k("memory", "vdoc") + SEP

    def memory_vector_doc(self, namespace: tuple[str, ...], key: str) -> str:
        """Hash {ns, vm, ts, ty, d, v}: one entity's embedding, searchable by KNN (cold recall)."""
        return (
            self.memory_vector_doc_prefix()
            + self.memory_namespace(namespace)
            + SEP
            + encode_part(key)
        )

    def memory_vector_index(self, dims: int) -> str:
        """Name of the KNN index over the vector documents of `dims` dimensions."""
        return self._k("memory", "vidx", "v1", str(int(dims)))
