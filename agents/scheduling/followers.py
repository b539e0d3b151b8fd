"""Caps on resume streams (followers of a turn): per session and per caller (workspace and
person), so one client cannot open an unbounded number of them.

A slot is taken before the stream starts, so a refusal is still a plain 429 answer, and given
back when the stream ends however it ends; a stream that never started (its client left
before the first event) gives it back when it is dropped.
"""

from __future__ import annotations

from collections import Counter

from agents.errors import TooManyRequests

SessionKey = tuple[str, str]  # (workspace, session id)
CallerKey = tuple[str, str]  # (workspace, user id)


class FollowerSlot:
    """One follower's hold on its session's and its caller's counts. `release` is idempotent."""

    def __init__(self, owner: FollowerSlots, session: SessionKey, caller: CallerKey) -> None:
        self._owner: FollowerSlots | None = owner
        self.session = session
        self.caller = caller

    def release(self) -> None:
        owner, self._owner = self._owner, None
        if owner is not None:
            owner._give_back(self)

    def __del__(self) -> None:  # a stream dropped before it started
        self.release()


class FollowerSlots:
    def __init__(self, *, per_session: int = 8, per_caller: int = 16, retry_after: int = 5) -> None:
        self.per_session = per_session
        self.per_caller = per_caller
        self.retry_after = retry_after
        self._sessions: Counter[SessionKey] = Counter()
        self._callers: Counter[CallerKey] = Counter()

    def take(self, session: SessionKey, caller: CallerKey) -> FollowerSlot:
        """A slot, or TooManyRequests (429 `too_many_followers`) when either cap is reached."""
        if self._sessions[session] >= self.per_session:
            raise self._refuse(f"this session has {self.per_session} resume streams open")
        if self._callers[caller] >= self.per_caller:
            raise self._refuse(f"you have {self.per_caller} resume streams open")
        self._sessions[session] += 1
        self._callers[caller] += 1
        return FollowerSlot(self, session, caller)

    def open_for(self, session: SessionKey) -> int:
        return self._sessions.get(session, 0)

    def _refuse(self, what: str) -> TooManyRequests:
        return TooManyRequests(
            f"{what}, the limit; close one (or wait for it to end) and retry",
            code="too_many_followers",
            retry_after=self.retry_after,
        )

    def _give_back(self, slot: FollowerSlot) -> None:
        for counts, key in ((self._sessions, slot.session), (self._callers, slot.caller)):
            counts[key] -= 1
            if counts[key] <= 0:
                del counts[key]
