"""Bridged agents: an agent whose brain is a Dify app or an n8n workflow.

The graph calls a `Bridge` (agents/ports.py) for agents of kind `dify` / `n8n`; this package
builds them. `Bridges` is the runtime's lifecycle object: one HTTP client and one store of
external conversation ids per process, a `bridge_factory` for ChatService, closed on shutdown.

This module only imports light modules at import time: `agents.definition.spec` imports
`agents.bridges.config`, and the bridges themselves import the spec's neighbours.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from typing import TYPE_CHECKING

from agents.bridges.config import DifyConfig, N8nConfig

if TYPE_CHECKING:
    import httpx

    from agents.bridges.store import ConversationStore
    from agents.definition.spec import AgentSpec
    from agents.policy.egress import EgressPolicy
    from agents.policy.secrets import SecretPolicy
    from agents.ports import Bridge
    from agents.storage.health import RedisState
    from agents.storage.keys import Keys

__all__ = ["Bridges", "DifyConfig", "N8nConfig", "make_bridge"]

BRIDGE_KINDS = ("dify", "n8n")
DEFAULT_TTL_S = 24 * 3600

# One store per (RedisState, key prefix), so make_bridge() callers share the in-memory fallback.
_stores: weakref.WeakKeyDictionary[RedisState, dict[str, ConversationStore]] = (
    weakref.WeakKeyDictionary()
)


def shared_store(state: RedisState, keys: Keys, *, ttl_s: int = DEFAULT_TTL_S) -> ConversationStore:
    from agents.bridges.store import ConversationStore

    by_prefix = _stores.setdefault(state, {})
    store = by_prefix.get(keys.prefix)
    if store is None or store.ttl_s != ttl_s:
        store = by_prefix[keys.prefix] = ConversationStore(state, keys, ttl_s=ttl_s)
    return store


def make_bridge(
    spec: AgentSpec,
    *,
    state: RedisState,
    keys: Keys,
    http: httpx.AsyncClient,
    store: ConversationStore | None = None,
    env: Mapping[str, str] | None = None,
    ttl_s: int = DEFAULT_TTL_S,
    secrets: SecretPolicy | None = None,
) -> Bridge:
    """The bridge of a `dify` / `n8n` agent. `env` (default: os.environ) holds its secrets;
    `secrets` says which variables the agent's workspace may name (default: the
    `AGENTRT_SECRET_` prefix only). Where it may connect is up to `http`'s transport."""
    from agents.bridges.dify import DifyBridge
    from agents.bridges.errors import BridgeConfigError
    from agents.bridges.n8n import N8nBridge

    store = store or shared_store(state, keys, ttl_s=ttl_s)
    if spec.kind == "dify":
        if spec.dify is None:
            raise BridgeConfigError(f"agent {spec.id!r} is kind 'dify' but has no dify config")
        return DifyBridge(spec.id, spec.dify, store=store, http=http, env=env, secrets=secrets)
    if spec.kind == "n8n":
        if spec.n8n is None:
            raise BridgeConfigError(f"agent {spec.id!r} is kind 'n8n' but has no n8n config")
        return N8nBridge(spec.id, spec.n8n, store=store, http=http, env=env, secrets=secrets)
    raise BridgeConfigError(f"agent {spec.id!r} is kind {spec.kind!r}, not a bridged agent")


class Bridges:
    """The process's bridges: call it with an AgentSpec to get its Bridge (`bridge_factory`).

    `secrets`: the operator's secret policy; `egress`: where the HTTP client it creates may
    connect (both default to the strict policies). A client passed in is used as it is."""

    def __init__(
        self,
        state: RedisState,
        keys: Keys,
        *,
        ttl_s: int = DEFAULT_TTL_S,
        http: httpx.AsyncClient | None = None,
        env: Mapping[str, str] | None = None,
        secrets: SecretPolicy | None = None,
        egress: EgressPolicy | None = None,
    ) -> None:
        from agents.bridges.common import make_http_client

        self.state = state
        self.keys = keys
        self.env = env
        self.secrets = secrets
        self.store = shared_store(state, keys, ttl_s=ttl_s)
        self._own_http = http is None
        self.http = http if http is not None else make_http_client(egress)

    def __call__(self, spec: AgentSpec) -> Bridge:
        return make_bridge(
            spec,
            state=self.state,
            keys=self.keys,
            http=self.http,
            store=self.store,
            env=self.env,
            secrets=self.secrets,
        )

    async def forget(self, workspace: str, session_id: str) -> None:
        """Forget a session's external conversations (call when the session is deleted)."""
        await self.store.forget(workspace, session_id)

    async def aclose(self) -> None:
        if self._own_http:
            await self.http.aclose()
