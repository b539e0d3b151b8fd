"""Per-workspace caps on open event streams, so one workspace cannot hold every stream of a
process (running turns are capped where a turn runs: ChatService's turn slots).

A streaming route takes a slot with `hold_stream(request, workspace)` before it starts: past
the cap the caller gets 429 `workspace_busy` with Retry-After at once, and nothing is held.
The slot is held until the request ends: the stream ends or its client goes away.
`ReleaseSlots` (middleware) gives every slot of a request back when the request ends,
however it ends (answer, error, cancellation).
"""

from __future__ import annotations

from typing import Any

from fastapi import Request
from starlette.types import ASGIApp, Receive, Scope, Send

from agents.admission import FairShare, Slot, WorkspaceBusy, WorkspaceSlots
from app.api.schemas import ErrorBody

__all__ = ["BUSY_RESPONSE", "ReleaseSlots", "WorkspaceBusy", "hold_share", "hold_stream"]

_SLOTS = "agentrt.slots"  # the request scope's list of slots it holds
# For the routes that take turn or stream slots (OpenAPI).
BUSY_RESPONSE: dict[int | str, dict[str, Any]] = {
    429: {
        "model": ErrorBody,
        "description": "the workspace is at its cap of running turns or open streams on this "
        "server (`workspace_busy`): retry after Retry-After seconds",
    }
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
    share (a flood of requests) waits here, before its caps are even checked."""
    held: list[Slot] = request.scope[_SLOTS]
    held.append(fair.enter(workspace))
    await fair.charge(workspace)


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
