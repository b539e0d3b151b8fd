"""Per-workspace caps on work one process runs at once, so one workspace (one leaked or
abused key) cannot take all of it from the others.

`WorkspaceSlots` counts slots of one kind per workspace: `take()` gives a `Slot` or, at the
cap, raises `WorkspaceBusy` (429 with Retry-After) at once, holding nothing. A slot is given
back with `Slot.release()` (idempotent) wherever the work really ends: a turn's slot when
the turn's task ends (it runs on for a grace period after its client goes away), a stream's
slot when the request ends. Counters are per process; several processes have a cap each.
"""

from __future__ import annotations

from collections import Counter

from agents.errors import TooManyRequests


class WorkspaceBusy(TooManyRequests):
    code = "workspace_busy"


class Slot:
    """One unit of a workspace's cap; `release()` gives it back (once, however often called)."""

    __slots__ = ("_owner", "workspace")

    def __init__(self, owner: WorkspaceSlots | None, workspace: str) -> None:
        self._owner = owner
        self.workspace = workspace

    def release(self) -> None:
        owner, self._owner = self._owner, None
        if owner is not None:
            owner._give_back(self.workspace)


class WorkspaceSlots:
    """A cap of `cap` slots per workspace for one kind of work (`what`, for messages)."""

    def __init__(self, cap: int, *, what: str, retry_after: int = 1) -> None:
        if cap < 1:
            raise ValueError("a workspace cap is at least 1")
        self.cap = cap
        self.what = what
        self.retry_after = retry_after
        self._counts: Counter[str] = Counter()

    def take(self, workspace: str) -> Slot:
        """A slot for `workspace`, or WorkspaceBusy when it holds `cap` already."""
        if self._counts[workspace] >= self.cap:
            raise WorkspaceBusy(
                f"this workspace has {self.cap} {self.what} already, its limit on this "
                f"server; retry in {self.retry_after} s",
                retry_after=self.retry_after,
            )
        self._counts[workspace] += 1
        return Slot(self, workspace)

    def _give_back(self, workspace: str) -> None:
        self._counts[workspace] -= 1
        if self._counts[workspace] <= 0:
            del self._counts[workspace]

    def in_use(self) -> dict[str, int]:
        """workspace -> slots held now (for tests and diagnostics)."""
        return dict(self._counts)


def unlimited() -> WorkspaceSlots:
    """Slots with no practical cap (a service built without settings, as in unit tests)."""
    return WorkspaceSlots(1_000_000_000, what="slots")
