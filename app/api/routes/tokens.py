"""Person-bound tokens (app/tokens.py): a trusted backend holding a full key mints one for a
person, and hands it to that person's browser or client instead of the key."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Header, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from agents.definition.spec import ID_PATTERN
from agents.errors import NotFound
from app.api.deps import FullKeyCallerDep, RuntimeDep, UserHeader, UserQuery, authenticate
from app.tokens import TokenRecord

router = APIRouter(prefix="/api/v1/tokens", tags=["tokens"])


class TokenCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    user_id: str = Field(pattern=ID_PATTERN, max_length=128, description="the token's person")
    scope: Literal["chat", "full"] = Field(
        "chat", description="chat: chat and read own sessions; full: also manage own memory"
    )
    ttl_seconds: int | None = Field(
        default=None, ge=1, description="lifetime (default auth.token_ttl_seconds)"
    )


class TokenOut(BaseModel):
    id: str
    workspace: str
    user_id: str
    scope: str
    created_at: float
    expires_at: float
    minted_by: str


class TokenCreated(TokenOut):
    token: str = Field(description="the secret: shown once, send as 'Authorization: Bearer'")


class TokenList(BaseModel):
    tokens: list[TokenOut]


def _out(record: TokenRecord) -> TokenOut:
    return TokenOut(**record.__dict__)


@router.post("", status_code=201, response_model=TokenCreated)
async def mint_token(
    body: TokenCreate,
    runtime: RuntimeDep,
    request: Request,
    authorization: Annotated[str | None, Header()] = None,
    x_user_id: UserHeader = None,
    user_id: UserQuery = None,
) -> TokenCreated:
    """Mint a token for one person of the key's workspace (needs a full or admin key)."""
    caller = await authenticate(runtime, request, "full", body_user=body.user_id, keys_only=True)
    secret, record = await runtime.token_store.mint(
        workspace=caller.workspace,
        minted_by=caller.credential_id,
        key_scope=caller.scope,
        user_id=body.user_id,
        scope=body.scope,
        ttl_seconds=body.ttl_seconds,
    )
    return TokenCreated(**record.__dict__, token=secret)


@router.get("", response_model=TokenList)
async def list_tokens(caller: FullKeyCallerDep, runtime: RuntimeDep) -> TokenList:
    """The workspace's live tokens (of the named person, if one is named); never secrets."""
    found = await runtime.token_store.list(
        caller.workspace, caller.user_id if caller.named else None
    )
    return TokenList(tokens=[_out(r) for r in found])


@router.delete("/{token_id}", status_code=204)
async def revoke_token(token_id: str, caller: FullKeyCallerDep, runtime: RuntimeDep) -> Response:
    """End a token now (404 if it is not a live token of this workspace)."""
    if not await runtime.token_store.revoke(caller.workspace, token_id):
        raise NotFound(f"token {token_id!r} not found", code="token_not_found")
    return Response(status_code=204)
