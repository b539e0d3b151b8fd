"""Who is calling: API keys, person-bound tokens, local mode, and the person a request names.

Trust, top down: the operator (runs the service, creates keys with `agentrt keys`) > a
workspace's `admin` key (agents, workspace settings) > `full` key (personal memory of any
person of the workspace) > `chat` key, or a person token (minted by a full key for one person;
app/tokens.py) > the end user. Keys belong to trusted backends and may act for any person of
their workspace (`X-User-Id`, `user_id` in a body, `?user_id=`; all given must agree); a
token acts for its own person only and never has admin scope.

Local mode (one person on their own machine: every caller an admin) is an explicit choice:
`AGENTRT_AUTH__MODE=local`, or `auto` without `AGENTRT_REDIS_URL`. It only binds to loopback.
"""

from __future__ import annotations

import ipaddress
import json
import secrets
import time
import uuid
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from agents.definition.spec import ID_RE
from agents.errors import Forbidden, InvalidInput, Unauthorized
from agents.service import Caller
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from app.credentials import (
    KEY_PREFIX,
    SCOPES,
    TOKEN_PREFIX,
    Scope,
    VerifiedCache,
    hash_secret,
    need_redis,
    read_verified,
    scope_allows,
    text,
)

if TYPE_CHECKING:
    from app.settings import Settings
    from app.tokens import TokenStore


def is_loopback(host: str) -> bool:
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def local_mode(settings: Settings) -> bool:
    """Local mode is chosen, never a consequence of an outage or of no key existing yet."""
    if settings.auth.mode == "auto":
        return not settings.redis_url
    return settings.auth.mode == "local"


@dataclass(frozen=True)
class KeyRecord:
    id: str
    workspace: str
    scope: Scope
    created_at: float


def _key_record(raw: str | bytes) -> KeyRecord:
    return KeyRecord(**json.loads(raw))


class KeyStore:
    """Create, verify, list and revoke API keys (stored hashed in Redis, no expiry)."""

    def __init__(self, state: RedisState, keys: Keys, *, cache_seconds: float = 30.0) -> None:
        self.state = state
        self.keys = keys
        self._verified: VerifiedCache[KeyRecord] = VerifiedCache(cache_seconds)

    async def create(self, workspace: str, scope: str) -> tuple[str, KeyRecord]:
        """A new key (shown once) and its record. Needs Redis."""
        if scope not in SCOPES:
            raise InvalidInput(f"scope must be one of {', '.join(SCOPES)}", code="invalid_scope")
        if not ID_RE.match(workspace):
            raise InvalidInput(
                "workspace must be 1-128 letters, digits or . _ : -", code="invalid_workspace"
            )
        client = need_redis(self.state, "API keys")
        secret = KEY_PREFIX + secrets.token_urlsafe(32)
        record = KeyRecord(f"k_{uuid.uuid4().hex[:12]}", workspace, scope, time.time())  # type: ignore[arg-type]
        digest = hash_secret(secret)
        # MULTI on a single server; on a cluster the record and the index are in two slots (one
        # round trip, not atomic: if it fails, nobody got the secret of a half-written key).
        async with client.pipeline(transaction=not self.state.cluster) as pipe:
            pipe.set(self.keys.api_key(digest), json.dumps(asdict(record)))
            pipe.sadd(self.keys.api_key_index(), digest)
            await pipe.execute()
        return secret, record

    async def verify(self, secret: str) -> KeyRecord:
        digest = hash_secret(secret)
        record = await read_verified(
            self.state, self.keys.api_key(digest), digest, self._verified, _key_record
        )
        if record is None:
            raise Unauthorized("unknown API key", code="invalid_api_key")
        return record

    async def _all(self) -> list[tuple[str, KeyRecord]]:
        client = need_redis(self.state, "API keys")
        members = await client.smembers(self.keys.api_key_index())  # type: ignore[misc]
        digests = sorted(text(d) for d in members)
        if not digests:
            return []
        raws = await client.mget([self.keys.api_key(d) for d in digests])
        return [(d, _key_record(raw)) for d, raw in zip(digests, raws, strict=True) if raw]

    async def list(self, workspace: str | None = None) -> list[KeyRecord]:
        """Every key's record (never its secret), oldest first; of one workspace if given."""
        found = [r for _, r in await self._all() if workspace is None or r.workspace == workspace]
        return sorted(found, key=lambda r: r.created_at)

    async def revoke(self, key_id: str) -> KeyRecord | None:
        """Delete the key with this id (record and index entry); None if there is none."""
        for digest, record in await self._all():
            if record.id == key_id:
                client = need_redis(self.state, "API keys")
                if self.state.cluster:
                    # Two slots, no MULTI: the record first (that ends the key), then the index
                    # entry, so a failure between them never leaves a live key unlisted.
                    await client.delete(self.keys.api_key(digest))
                    await client.srem(self.keys.api_key_index(), digest)  # type: ignore[misc]
                else:
                    async with client.pipeline(transaction=True) as pipe:
                        pipe.delete(self.keys.api_key(digest))
                        pipe.srem(self.keys.api_key_index(), digest)
                        await pipe.execute()
                self._verified.drop(digest)
                return record
        return None


async def revoke_key(
    keys: KeyStore, tokens: TokenStore, key_id: str
) -> tuple[KeyRecord | None, int]:
    """Revoke a key and every person token it minted; (its record, tokens revoked)."""
    record = await keys.revoke(key_id)
    if record is None:
        return None, 0
    return record, await tokens.revoke_minted_by(record.workspace, record.id)


@dataclass(frozen=True)
class Principal(Caller):
    """The authenticated caller. `kind`: local | key | token; `named`: whether the request
    named its person (else a key acts as itself, its id as the user id)."""

    kind: str = "local"
    credential_id: str = ""
    named: bool = False

    @property
    def can_manage_users(self) -> bool:
        # A person token never acts for anyone else, whatever its scope.
        return self.kind != "token" and super().can_manage_users


def named_person(header: str | None, body: str | None, query: str | None) -> str | None:
    """The person a request names: X-User-Id, `user_id` in the body, `?user_id=`; every one
    given must agree (403 identity_mismatch otherwise)."""
    given = [v for v in (header, body, query) if v is not None]
    for value in given:
        if not ID_RE.match(value):
            raise InvalidInput(
                "user id must be 1-128 letters, digits or . _ : - ", code="invalid_user_id"
            )
    if len(set(given)) > 1:
        raise Forbidden(
            "the user ids of X-User-Id, the body's user_id and ?user_id= differ",
            code="identity_mismatch",
        )
    return given[0] if given else None


class Authenticator:
    """Turns request credentials and the person a request names into a Principal."""

    def __init__(
        self,
        store: KeyStore,
        tokens: TokenStore,
        *,
        local_mode: bool,
        local_workspace: str,
    ) -> None:
        self.store = store
        self.tokens = tokens
        self.local_mode = local_mode
        self.local_workspace = local_workspace

    async def caller(
        self,
        authorization: str | None,
        user_header: str | None,
        user_in_body: str | None = None,
        need: Scope = "chat",
        *,
        user_in_query: str | None = None,
        keys_only: bool = False,
    ) -> Principal:
        """`need`: the smallest scope the route takes; `keys_only`: refuse person tokens.
        A credential is checked (401) before the persons a request names (403)."""
        if self.local_mode:
            named = named_person(user_header, user_in_body, user_in_query)
            return Principal(
                self.local_workspace, named or "local", "admin", named=named is not None
            )
        if not authorization or not authorization.lower().startswith("bearer "):
            raise Unauthorized(
                "send an API key or person token as 'Authorization: Bearer <secret>'",
                code="missing_api_key",
            )
        secret = authorization[7:].strip()
        if secret.startswith(TOKEN_PREFIX):
            token = await self.tokens.verify(secret)
            named = named_person(user_header, user_in_body, user_in_query)
            if named is not None and named != token.user_id:
                raise Forbidden(
                    "a person token acts for its own person only; do not name another",
                    code="identity_mismatch",
                )
            if keys_only:
                raise Forbidden("this needs an API key, not a person token", code="key_required")
            _check_scope(token.scope, need, "token")
            return Principal(
                token.workspace,
                token.user_id,
                token.scope,
                kind="token",
                credential_id=token.id,
                named=True,
            )
        record = await self.store.verify(secret)
        named = named_person(user_header, user_in_body, user_in_query)
        _check_scope(record.scope, need, "key")
        return Principal(
            record.workspace,
            named or record.id,
            record.scope,
            kind="key",
            credential_id=record.id,
            named=named is not None,
        )


def _check_scope(have: str, need: str, what: str) -> None:
    if not scope_allows(have, need):
        raise Forbidden(
            f"this needs a {what} with scope {need!r}; this {what} has {have!r}",
            code="scope_too_small",
        )
