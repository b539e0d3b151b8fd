"""Transport-neutral turn events. SSE, JSON and bridges all consume these."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

TERMINAL = frozenset({"done", "error", "expired"})


@dataclass(frozen=True)
class TurnEvent:
    """One event of a turn. `id` is `{turn_id}.{seq}`: unique per turn, never the session id."""

    event: str
    data: dict[str, Any] = field(default_factory=dict)
    id: str = ""

    @property
    def terminal(self) -> bool:
        return self.event in TERMINAL

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "event": self.event, "data": self.data}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TurnEvent:
        return cls(event=data["event"], data=data.get("data") or {}, id=data.get("id", ""))

    @classmethod
    def from_json(cls, raw: bytes | str) -> TurnEvent:
        return cls.from_dict(json.loads(raw))


def event_id(turn_id: str, seq: int) -> str:
    return f"{turn_id}.{seq}"


def event_seq(event: TurnEvent) -> int:
    """The sequence number of an event within its turn (0 when its id is not one of ours)."""
    parsed = parse_event_id(event.id)
    return parsed[1] if parsed else 0


def parse_event_id(value: str) -> tuple[str, int] | None:
    """`(turn_id, seq)` from an event id, or None when it is not one of ours."""
    turn_id, sep, seq = value.strip().rpartition(".")
    # isascii: str.isdigit() also accepts '²' and other digits int() refuses.
    if not sep or not turn_id or not (seq.isascii() and seq.isdigit()) or len(value) > 200:
        return None
    return turn_id, int(seq)


def lost_event(turn_id: str, seq: int) -> TurnEvent:
    """What a resume gets when the process running the turn stopped mid-turn (killed, its
    machine gone): the turn wrote nothing to the conversation; the client sends it again."""
    return TurnEvent(
        "error",
        {
            "code": "turn_lost",
            "message": "the server running this turn stopped before it ended; nothing of it "
            "was kept: send the message again",
            "retryable": True,
        },
        event_id(turn_id, seq),
    )


def expired_event(last_event_id: str) -> TurnEvent:
    """What a resume gets when the turn's events are no longer buffered."""
    return TurnEvent(
        "expired",
        {
            "code": "stream_expired",
            "message": "this turn's events are no longer buffered; fetch the session's "
            "messages instead",
            "retryable": False,
        },
        last_event_id,
    )
