"""Person-bound tokens: what a browser or an end-user client holds instead of an API key.

A full (or admin) key mints one for one person of its workspace, with scope `chat` or `full`
(never above the key's, never `admin`) and a lifetime of at most `auth.token_max_ttl_seconds`.
The secret (`artp_…`) is shown once; Redis keeps its hash, with the token's own TTL. Revoking a
token (or the key that minted it) ends it at once while Redis is up; during an outage a token
verified in the last `auth.key_cache_seconds` keeps working that long.
"""

from __future__ import annotations

import json
import secrets
import time
import uuid
from dataclasses import asdict, dataclass

from agents.definition.spec import ID_RE
from agents.errors import Forbidden, InvalidInput, Unauthorized
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from app.credentials import (
    TOKEN_PREFIX,
    VerifiedCache,
    hash_secret,
    need_redis,
    read_verified,
    scope_allows,
    text,
)

TOKEN_SCOPES = ("chat", "full")


@dataclass(frozen=True)
class TokenRecord:
    id: str
    workspace: str
    user_id: str
    scope: str
    created_at: float
    expires_at: float
    minted_by: str  # the id of the key that minted it


def _record(raw: str | bytes) -> TokenRecord:
    return TokenRecord(**json.loads(raw))


class TokenStore:
    def __init__(
        self,
        state: RedisState,
        keys: Keys,
        *,
        cache_seconds: float = 30.0,
        default_ttl: int = 3600,
        max_ttl: int = 7 * 86_400,
    ) -> None:
        self.state = state
        self.keys = keys
        self.default_ttl = default_ttl
        self.max_ttl = max_ttl
        self._verified: VerifiedCache[TokenRecord] = VerifiedCache(cache_seconds)

    async def mint(
        self,
        *,
        workspace: str,
        minted_by: str,
        key_scope: str,
        user_id: str,
        scope: str = "chat",
        ttl_seconds: int | None = None,
    ) -> tuple[str, TokenRecord]:
        """A new token for `user_id` (its secret, shown once, and its record)."""
        if scope not in TOKEN_SCOPES:
            raise InvalidInput("a token's scope is 'chat' or 'full'", code="invalid_scope")
        if not scope_allows(key_scope, scope):
            raise Forbidden(
                f"a key with scope {key_scope!r} cannot mint a {scope!r} token",
                code="scope_too_small",
            )
        if not ID_RE.match(user_id):
            raise InvalidInput(
                "user id must be 1-128 letters, digits or . _ : - ", code="invalid_user_id"
            )
        ttl = self.default_ttl if ttl_seconds is None else ttl_seconds
        if ttl > self.max_ttl:
            raise InvalidInput(
                f"ttl_seconds is at most {self.max_ttl} here (auth.token_max_ttl_seconds)",
                code="ttl_too_long",
            )
        if ttl < 1:
            raise InvalidInput("ttl_seconds must be at least 1", code="invalid_ttl")
        client = need_redis(self.state, "person tokens")
        secret = TOKEN_PREFIX + secrets.token_urlsafe(32)
        now = time.time()
        record = TokenRecord(
            id=f"t_{uuid.uuid4().hex[:16]}",
            workspace=workspace,
            user_id=user_id,
            scope=scope,
            created_at=now,
            expires_at=now + ttl,
            minted_by=minted_by,
        )
        digest = hash_secret(secret)
        index = self.keys.person_token_index(workspace)
        # MULTI on a single server; on a cluster these keys are in several slots (one round
        # trip, not atomic: if it fails, nobody got the secret of a half-written token).
        async with client.pipeline(transaction=not self.state.cluster) as pipe:
            pipe.set(self.keys.person_token(digest), json.dumps(asdict(record)), ex=ttl)
            pipe.set(self.keys.person_token_id(workspace, record.id), digest, ex=ttl)
            pipe.zadd(index, {record.id: record.expires_at})
            # The index lives as long as its longest-lived token.
            pipe.expire(index, ttl, nx=True)
            pipe.expire(index, ttl, gt=True)
            await pipe.execute()
        return secret, record

    async def verify(self, secret: str) -> TokenRecord:
        digest = hash_secret(secret)
        record = await read_verified(
            self.state, self.keys.person_token(digest), digest, self._verified, _record
        )
        if record is None or record.expires_at <= time.time():
            raise Unauthorized("unknown, expired or revoked person token", code="invalid_token")
        return record

    async def list(self, workspace: str, user_id: str | None = None) -> list[TokenRecord]:
        """The workspace's live tokens (of one person if given), oldest first; no secrets."""
        client = need_redis(self.state, "person tokens")
        index = self.keys.person_token_index(workspace)
        await client.zremrangebyscore(index, "-inf", time.time())
        ids = [text(i) for i in await client.zrange(index, 0, -1)]  # type: ignore[arg-type]
        if not ids:
            return []
        digests = await client.mget([self.keys.person_token_id(workspace, i) for i in ids])
        live = [text(d) for d in digests if d]
        raws = await client.mget([self.keys.person_token(d) for d in live]) if live else []
        found = [_record(raw) for raw in raws if raw]
        return sorted(
            (r for r in found if user_id is None or r.user_id == user_id),
            key=lambda r: r.created_at,
        )

    async def revoke(self, workspace: str, token_id: str) -> bool:
        """End a token of this workspace now; False if there is no such live token."""
        client = need_redis(self.state, "person tokens")
        id_key = self.keys.person_token_id(workspace, token_id)
        digest = await client.get(id_key)
        if digest is None:
            return False
        digest = text(digest)
        if self.state.cluster:
            # Several slots, no MULTI: the record first (that ends the token), then what lists
            # it, so a failure between them never leaves a live token unlisted.
            await client.delete(self.keys.person_token(digest))
            await client.delete(id_key)
            await client.zrem(self.keys.person_token_index(workspace), token_id)
        else:
            async with client.pipeline(transaction=True) as pipe:
                pipe.delete(self.keys.person_token(digest))
                pipe.delete(id_key)
                pipe.zrem(self.keys.person_token_index(workspace), token_id)
                await pipe.execute()
        self._verified.drop(digest)
        return True

    async def revoke_minted_by(self, workspace: str, key_id: str) -> int:
        """End every token a (revoked) key minted; how many."""
        count = 0
        for record in await self.list(workspace):
            if record.minted_by == key_id and await self.revoke(workspace, record.id):
                count += 1
        return count
