"""Per-workspace caps on running turns and open event streams, so one workspace (one leaked or
abused chat key) cannot take every turn and stream of a process from the others.

A route takes slots with `hold(request, workspace, "turns", "streams")` before it starts the
work: past a cap the caller gets 429 `workspace_busy` with Retry-After at once, and nothing
is held. A slot is held for the whole request: a JSON turn until it is answered, a stream
until it ends or its client goes away. `ReleaseSlots` (middleware) gives every slot of a
request back when the request ends, however it ends (answer, error, cancellation).
Counters are per process; several processes have a cap each.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal

from fastapi import Request
from starlette.types import ASGIApp, Receive, Scope, Send

from agents.errors import TooManyRequests
from app.api.schemas import ErrorBody
from app.settings import FairnessSettings

Kind = Literal["turns", "streams"]
_WHAT: dict[str, str] = {"turns": "running turns", "streams": "open event streams"}
_SLOTS = "agentrt.slots"  # the request scope's list of (kind, workspace) it holds
# For the routes that hold slots (OpenAPI).
BUSY_RESPONSE: dict[int | str, dict[str, Any]] = {
    429: {
        "model": ErrorBody,
        "description": "the workspace is at its cap of running turns or open streams on this "
        "server (`workspace_busy`): retry after Retry-After seconds",
    }
}


class WorkspaceBusy(TooManyRequests):
    code = "workspace_busy"


class WorkspaceLimiter:
    def __init__(self, settings: FairnessSettings) -> None:
        self.caps: dict[str, int] = {
            "turns": settings.max_running_turns_per_workspace,
            "streams": settings.max_open_streams_per_workspace,
        }
        self.retry_after = settings.retry_after_seconds
        self._counts: Counter[tuple[str, str]] = Counter()

    def acquire(self, workspace: str, *kinds: Kind) -> list[tuple[str, str]]:
        """One slot of each kind, or none (WorkspaceBusy) when any is at its cap."""
        for kind in kinds:
            if self._counts[(kind, workspace)] >= self.caps[kind]:
                raise WorkspaceBusy(
                    f"this workspace has {self.caps[kind]} {_WHAT[kind]} already, its limit "
                    f"on this server; retry in {self.retry_after} s",
                    retry_after=self.retry_after,
                )
        slots: list[tuple[str, str]] = [(kind, workspace) for kind in kinds]
        self._counts.update(slots)
        return slots

    def release(self, slots: list[tuple[str, str]]) -> None:
        for slot in slots:
            self._counts[slot] -= 1
            if self._counts[slot] <= 0:
                del self._counts[slot]

    def in_use(self) -> dict[tuple[str, str], int]:
        """(kind, workspace) → slots held now (for tests and diagnostics)."""
        return dict(self._counts)


def hold(request: Request, workspace: str, *kinds: Kind) -> None:
    """Hold a slot of each kind for `workspace` until this request ends (429 if at a cap)."""
    limiter: WorkspaceLimiter = request.app.state.workspace_limiter
    held: list[tuple[str, str]] = request.scope[_SLOTS]
    held.extend(limiter.acquire(workspace, *kinds))


class ReleaseSlots:
    """Give back what a request held when it ends: answered, failed, or its client gone."""

    def __init__(self, app: ASGIApp, limiter: WorkspaceLimiter) -> None:
        self.app = app
        self.limiter = limiter

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        held: list[tuple[str, str]] = []
        scope[_SLOTS] = held
        try:
            await self.app(scope, receive, send)
        finally:
            self.limiter.release(held)
            held.clear()
