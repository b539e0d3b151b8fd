"""Per-workspace caps on open event streams, so one workspace cannot hold every stream of a
process (running turns are capped where a turn runs: ChatService's turn slots).

A streaming route takes a slot with `hold_stream(request, workspace)` before it starts: past
the cap the caller gets 429 `workspace_busy` with Retry-After at once, and nothing is held.
The slot is held until the request ends: the stream ends or its client goes away.
`ReleaseSlots` (middleware) gives every slot of a request back when the request ends,
however it ends (answer, error, cancellation).

`FairRequests` (middleware) counts every request against its workspace's fair share of the
event loop before any of the request's own work (routing, reading and validating the body,
checking the credential): a workspace past its share waits there. Which workspace a request
is of comes from its credential, as a request of that credential last proved it
(`remember_credential`, after authentication); a credential not proved yet counts for a share
of its own (one for all of them), so an unknown, forged or revoked key never runs on a
workspace's share.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from fastapi import Request
from starlette.types import ASGIApp, Receive, Scope, Send

from agents.scheduling.admission import FairShare, Slot, WorkspaceBusy, WorkspaceSlots, work_for
from app.api.schemas import ErrorBody
from app.credentials import hash_secret

__all__ = [
    "BUSY_RESPONSE",
    "CredentialWorkspaces",
    "FairRequests",
    "ReleaseSlots",
    "SHARE_KEY",
    "WorkspaceBusy",
    "hold_share",
    "hold_stream",
    "remember_credential",
]

_SLOTS = "agentrt.slots"  # the request scope's list of slots it holds
SHARE_KEY = "agentrt.share"  # (credential digest or None, workspace the request is counted for)
# Shares that are no workspace's (a workspace id starts with a letter or digit):
UNPROVEN = "?"  # credentials no request has proved (yet, or any longer)
ANONYMOUS = "-"  # requests without a credential
# For the routes that take turn or stream slots (OpenAPI).
BUSY_RESPONSE: dict[int | str, dict[str, Any]] = {
    429: {
        "model": ErrorBody,
        "description": "the workspace is at its cap of running turns or open streams on this "
        "server (`workspace_busy`): retry after Retry-After seconds",
    },
    503: {
        "model": ErrorBody,
        "description": "this server runs as many turns as it may, all workspaces together "
        "(`server_busy`), or storage is unavailable: retry after Retry-After seconds",
    },
}


def hold_stream(request: Request, workspace: str) -> None:
    """Hold one of `workspace`'s stream slots until this request ends (429 at the cap)."""
    streams: WorkspaceSlots = request.app.state.stream_slots
    held: list[Slot] = request.scope[_SLOTS]
    held.append(streams.take(workspace))


async def hold_share(request: Request, fair: FairShare, workspace: str) -> None:
    """`workspace` has work running until this request ends (its answer is sent), for the
    fair share of the event loop: its turn's own share ends with the turn's task, and what
    is left of the request (the JSON answer, the last events) must not wait behind another
    workspace's work that resumes then. The request is a unit of work: a workspace past its
    share (a flood of requests) waits here, before its caps are even checked. A request
    `FairRequests` already counted for `workspace` holds that share already."""
    work_for(fair, workspace)
    counted = request.scope.get(SHARE_KEY)
    if counted is not None and counted[1] == workspace:
        return
    held: list[Slot] = request.scope[_SLOTS]
    held.append(fair.enter(workspace))
    await fair.charge(workspace)


class CredentialWorkspaces:
    """credential digest -> the workspace a request with it was last authenticated for (the
    newest `limit`). Only for counting requests against a share before they are checked:
    never for deciding what a request may do."""

    def __init__(self, limit: int = 10_000) -> None:
        self.limit = limit
        self._known: OrderedDict[str, str] = OrderedDict()

    def get(self, digest: str) -> str | None:
        return self._known.get(digest)

    def put(self, digest: str, workspace: str) -> None:
        if self._known.get(digest) == workspace:
            return
        self._known[digest] = workspace
        self._known.move_to_end(digest)
        while len(self._known) > self.limit:
            self._known.popitem(last=False)

    def forget(self, digest: str) -> None:
        self._known.pop(digest, None)


def _bearer(scope: Scope) -> str | None:
    for name, value in scope.get("headers") or ():
        if name == b"authorization":
            text = value.decode("latin-1")
            if text[:7].lower() == "bearer ":
                return text[7:].strip()
            return None
    return None


def remember_credential(request: Request, workspace: str | None) -> None:
    """The request's credential proved to be of `workspace` (None: it failed): its next
    requests count there (or with the unproven ones)."""
    counted = request.scope.get(SHARE_KEY)
    known: CredentialWorkspaces | None = getattr(request.app.state, "credential_workspaces", None)
    if counted is None or counted[0] is None or known is None:
        return
    if workspace is None:
        known.forget(counted[0])
    else:
        known.put(counted[0], workspace)


class FairRequests:
    """Count each request against its workspace's fair share before its own work starts;
    past the share it waits here (see the module's docstring)."""

    def __init__(self, app: ASGIApp, *, local_workspace: str | None = None) -> None:
        self.app = app
        self.local_workspace = local_workspace

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        state = scope["app"].state
        runtime = getattr(state, "runtime", None)
        known: CredentialWorkspaces | None = getattr(state, "credential_workspaces", None)
        if runtime is None or known is None:
            await self.app(scope, receive, send)
            return
        digest: str | None = None
        if self.local_workspace is not None:
            share = self.local_workspace
        else:
            secret = _bearer(scope)
            if secret is None:
                share = ANONYMOUS
            else:
                digest = hash_secret(secret)  # the key store's own digest of it
                share = known.get(digest) or UNPROVEN
        fair: FairShare = runtime.chat.fair
        scope[SHARE_KEY] = (digest, share)
        scope[_SLOTS].append(fair.enter(share))
        work_for(fair, share)
        await fair.charge(share)
        await self.app(scope, receive, send)


class ReleaseSlots:
    """Give back what a request held when it ends: answered, failed, or its client gone."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        held: list[Slot] = []
        scope[_SLOTS] = held
        try:
            await self.app(scope, receive, send)
        finally:
            for slot in held:
                slot.release()
            held.clear()
