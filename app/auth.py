"""API keys bound to a workspace with a scope, stored hashed in Redis.

Scopes nest: `admin` (manage agents and the workspace) ⊇ `full` (personal memory management,
any user of the workspace) ⊇ `chat`. With no key configured the service runs in local
single-workspace mode, which only binds to loopback.
"""

from __future__ import annotations

import hashlib
import ipaddress
import json
import secrets
import time
import uuid
from dataclasses import dataclass
from typing import Literal

from agents.errors import Forbidden, InvalidInput, Unauthorized, Unavailable
from agents.service import Caller
from agents.spec import ID_RE
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import is_redis_down

Scope = Literal["chat", "full", "admin"]
SCOPES: tuple[Scope, ...] = ("chat", "full", "admin")
KEY_PREFIX = "art_"


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def scope_allows(have: str, need: str) -> bool:
    return SCOPES.index(have) >= SCOPES.index(need)  # type: ignore[arg-type]


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True)
class KeyRecord:
    id: str
    workspace: str
    scope: Scope
    created_at: float


class KeyStore:
    """Create and verify keys. Verified keys are remembered so auth survives a Redis outage."""

    def __init__(self, state: RedisState, keys: Keys) -> None:
        self.state = state
        self.keys = keys
        self._verified: dict[str, KeyRecord] = {}

    async def count(self) -> int:
        if self.state.client is None:
            return 0
        return int(await self.state.client.scard(self.keys.api_key_index()))

    async def create(self, workspace: str, scope: str) -> tuple[str, KeyRecord]:
        """A new key (shown once) and its record. Needs Redis."""
        if scope not in SCOPES:
            raise InvalidInput(f"scope must be one of {', '.join(SCOPES)}", code="invalid_scope")
        if not ID_RE.match(workspace):
            raise InvalidInput(
                "workspace must be 1-128 letters, digits or . _ : -", code="invalid_workspace"
            )
        if self.state.client is None:
            raise Unavailable(
                "API keys are stored in Redis: set AGENTRT_REDIS_URL", code="redis_required"
            )
        secret = KEY_PREFIX + secrets.token_urlsafe(32)
        record = KeyRecord(f"k_{uuid.uuid4().hex[:12]}", workspace, scope, time.time())  # type: ignore[arg-type]
        digest = hash_key(secret)
        async with self.state.client.pipeline(transaction=True) as pipe:
            pipe.set(self.keys.api_key(digest), json.dumps(record.__dict__))
            pipe.sadd(self.keys.api_key_index(), digest)
            await pipe.execute()
        return secret, record

    async def verify(self, secret: str) -> KeyRecord:
        digest = hash_key(secret)
        raw = None
        if self.state.available:
            try:
                raw = await self.state.client.get(self.keys.api_key(digest))  # type: ignore[union-attr]
                if raw is None:
                    self._verified.pop(digest, None)
                    raise Unauthorized("unknown API key", code="invalid_api_key")
            except Unauthorized:
                raise
            except Exception as exc:
                if not is_redis_down(exc):
                    raise
                self.state.mark_down(exc)
        if raw is not None:
            record = KeyRecord(**json.loads(raw))
            self._verified[digest] = record
            return record
        cached = self._verified.get(digest)
        if cached is None:
            raise Unavailable(
                "keys cannot be checked while Redis is unreachable", code="auth_unavailable"
            )
        return cached


class Authenticator:
    """Turns request credentials into a Caller."""

    def __init__(self, store: KeyStore, *, local_mode: bool, local_workspace: str) -> None:
        self.store = store
        self.local_mode = local_mode
        self.local_workspace = local_workspace

    async def caller(
        self,
        authorization: str | None,
        user_header: str | None,
        user_in_body: str | None = None,
        need: Scope = "chat",
    ) -> Caller:
        user_id = _bound_user(user_header, user_in_body)
        if self.local_mode:
            return Caller(self.local_workspace, user_id or "local", "admin")
        if not authorization or not authorization.lower().startswith("bearer "):
            raise Unauthorized(
                "send an API key as 'Authorization: Bearer <key>'", code="missing_api_key"
            )
        record = await self.store.verify(authorization[7:].strip())
        if not scope_allows(record.scope, need):
            raise Forbidden(
                f"this needs a key with scope {need!r}; this key has {record.scope!r}",
                code="scope_too_small",
            )
        return Caller(record.workspace, user_id or record.id, record.scope)


def _bound_user(header: str | None, body: str | None) -> str | None:
    """The caller's user id; header and body must agree when both are given."""
    for value in (header, body):
        if value is not None and not ID_RE.match(value):
            raise InvalidInput(
                "user id must be 1-128 letters, digits or . _ : - ", code="invalid_user_id"
            )
    if header is not None and body is not None and header != body:
        raise Forbidden("user_id in the body differs from X-User-Id", code="identity_mismatch")
    return header or body
