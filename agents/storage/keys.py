"""Every Redis key agentrt writes is built here: one separator, one configurable prefix.

Checkpoint keys belong to langgraph-checkpoint-redis and keep its own prefixes. The spec's
names (DESIGN section 2) are kept verbatim after the prefix: `orchestrator:stream:{session_id}`,
`session:context:{session_id}`, `external:{kind}:conversation:{session_id}`.
"""

from __future__ import annotations

SEP = ":"


class Keys:
    """Key builders. `prefix` ('' by default) isolates deployments sharing one Redis."""

    def __init__(self, prefix: str = "") -> None:
        self.prefix = f"{prefix}{SEP}" if prefix and not prefix.endswith(SEP) else prefix

    def _k(self, *parts: str) -> str:
        return self.prefix + SEP.join(parts)

    # agents
    def agent(self, workspace: str, agent_id: str) -> str:
        return self._k("agent", workspace, agent_id)

    def agent_index(self, workspace: str) -> str:
        return self._k("agents", workspace)

    def agent_pattern(self) -> str:
        return self._k("agent", "*")

    # API keys (stored hashed)
    def api_key(self, key_hash: str) -> str:
        return self._k("apikey", key_hash)

    def api_key_index(self) -> str:
        return self._k("apikeys")

    # sessions
    def session_meta(self, session_id: str) -> str:
        return self._k("session", "meta", session_id)

    def session_context(self, session_id: str) -> str:
        return self._k("session", "context", session_id)

    def session_lock(self, session_id: str) -> str:
        return self._k("session", "lock", session_id)

    def session_index(self, workspace: str) -> str:
        return self._k("sessions", workspace)

    # SSE buffers
    def stream(self, session_id: str) -> str:
        return self._k("orchestrator", "stream", session_id)

    def stream_turn(self, turn_id: str) -> str:
        return self._k("orchestrator", "turn", turn_id)

    # bridges
    def external_conversation(self, kind: str, session_id: str) -> str:
        return self._k("external", kind, "conversation", session_id)

    # migrations
    def migration_version(self) -> str:
        return self._k("agentrt", "migrations", "version")

    def migration_lock(self) -> str:
        return self._k("agentrt", "migrations", "lock")

    def app_prefixes(self) -> list[str]:
        """Glob patterns of every key family agentrt itself writes (for TTL audits)."""
        return [
            self._k("session", "*"),
            self._k("orchestrator", "*"),
            self._k("external", "*"),
        ]
