"""What a run measured: `RunResult` (in process) and `HttpResult` (over HTTP), their derived
figures, and their JSON form. A `RunResult` crosses the worker pipe, pickled."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Any

from bench.checkpoint.counting import CHECKPOINT_FAMILIES, CHECKPOINTER
from bench.checkpoint.timing import FLUSH_PHASE


@dataclass
class Prune:
    every: int
    keep_last: int


def _t10(ms: list[float]) -> float:
    """Turn 10: the median of turns 5-15."""
    return statistics.median(ms[4:15])


def _t_last(ms: list[float]) -> float:
    """Turn 200 (the last turn): the median of the last 10 turns."""
    return statistics.median(ms[-10:])


@dataclass
class RunResult:
    name: str
    key: str  # short name: the saver's, or the option's ("delta+prune")
    saver: str
    backend: str
    turns: int
    error: str = ""
    turn_ms: list[float] = field(default_factory=list)
    prune_ms: list[float] = field(default_factory=list)
    pruned_checkpoints: int = 0
    phases: list[dict[str, float]] = field(default_factory=list)
    commands: dict[str, tuple[int, int]] = field(default_factory=dict)
    by_component: dict[str, int] = field(default_factory=dict)
    round_trips: dict[str, int] = field(default_factory=dict)
    background: dict[str, int] = field(default_factory=dict)
    stored_bytes: int = 0
    stored_keys: int = 0
    stored_by_family: dict[str, tuple[int, int]] = field(default_factory=dict)
    used_memory_delta: int = 0
    memory_saver_bytes: int = 0
    checkpoints: int = 0
    text_bytes: int = 0
    listed_text_bytes: int = 0
    messages: int = 0
    complete_history: bool = False
    model_saw: int = -1
    profile: str = ""

    @property
    def ok(self) -> bool:
        return not self.error and len(self.turn_ms) == self.turns

    @property
    def t10(self) -> float:
        return _t10(self.turn_ms)

    @property
    def t_last(self) -> float:
        return _t_last(self.turn_ms)

    @property
    def median(self) -> float:
        return statistics.median(self.turn_ms)

    @property
    def cmds_per_turn(self) -> float:
        """Commands the turns sent (client-side)."""
        return sum(self.by_component.values()) / self.turns

    @property
    def round_trips_per_turn(self) -> float:
        return sum(self.round_trips.values()) / self.turns

    @property
    def checkpointer_cmds_per_turn(self) -> float:
        return self.by_component.get(CHECKPOINTER, 0) / self.turns

    @property
    def checkpointer_round_trips_per_turn(self) -> float:
        return self.round_trips.get(CHECKPOINTER, 0) / self.turns

    @property
    def background_per_turn(self) -> float:
        return sum(self.background.values()) / self.turns

    @property
    def server_cmds_per_turn(self) -> float:
        """Commands Redis ran (INFO commandstats: also those inside Lua scripts, and the
        background's)."""
        return sum(c for c, _ in self.commands.values()) / self.turns

    @property
    def checkpoint_bytes(self) -> int:
        if self.backend == "memory":
            return self.memory_saver_bytes
        return sum(b for f, (_, b) in self.stored_by_family.items() if f in CHECKPOINT_FAMILIES)

    @property
    def server_us_per_turn(self) -> float:
        return sum(u for _, u in self.commands.values()) / self.turns

    def excl_flush(self, window: slice) -> float:
        """Median turn time minus the stream buffer's flush wait (derived)."""
        return statistics.median(p["total"] - p.get(FLUSH_PHASE, 0.0) for p in self.phases[window])

    def phase_median(self, name: str, window: slice) -> float:
        return statistics.median(p.get(name, 0.0) for p in self.phases[window])

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "key": self.key,
            "saver": self.saver,
            "backend": self.backend,
            "turns": self.turns,
            "error": self.error or None,
        }
        if not self.ok:
            return out
        redis_run = self.backend == "redis"
        per_turn = {c: n / self.turns for c, n in self.by_component.items()}
        return {
            **out,
            "ms_per_turn": {
                "turns_5_15_median": self.t10,
                "last_10_median": self.t_last,
                "all_median": self.median,
                "turns_5_15_median_excl_flush_wait": self.excl_flush(slice(4, 15)),
                "last_10_median_excl_flush_wait": self.excl_flush(slice(-10, None)),
                "per_turn": [round(x, 3) for x in self.turn_ms],
            },
            "prune": {
                "calls": len(self.prune_ms),
                "ms_median": statistics.median(self.prune_ms) if self.prune_ms else None,
                "ms_max": max(self.prune_ms) if self.prune_ms else None,
                "checkpoints_deleted": self.pruned_checkpoints,
            },
            "redis_commands": {
                # server-side, as before: INFO commandstats (counts commands inside Lua too)
                "per_turn": self.server_cmds_per_turn if redis_run else None,
                "server_us_per_turn": self.server_us_per_turn if redis_run else None,
                # client-side: what the turns sent over the wire (the goal's figure)
                "client_side_per_turn": self.cmds_per_turn if redis_run else None,
                "round_trips_per_turn": self.round_trips_per_turn if redis_run else None,
                "checkpointer_per_turn": self.checkpointer_cmds_per_turn if redis_run else None,
                "checkpointer_round_trips_per_turn": (
                    self.checkpointer_round_trips_per_turn if redis_run else None
                ),
                "by_component_per_turn": per_turn,
                "round_trips_by_component_per_turn": {
                    c: n / self.turns for c, n in self.round_trips.items()
                },
                "background_by_component_per_turn": {
                    c: n / self.turns for c, n in self.background.items()
                },
                "by_command": {  # server-side
                    name: {"calls": c, "calls_per_turn": c / self.turns, "usec": u}
                    for name, (c, u) in sorted(self.commands.items(), key=lambda kv: -kv[1][0])
                },
            },
            "stored": {
                "bytes": self.stored_bytes,
                "checkpointer_bytes": self.checkpoint_bytes,
                "checkpointer_bytes_per_text_byte": self.checkpoint_bytes / max(self.text_bytes, 1),
                "keys": self.stored_keys,
                "by_family": {
                    f: {"keys": k, "bytes": b} for f, (k, b) in self.stored_by_family.items()
                },
                "redis_used_memory_delta": self.used_memory_delta,
                "memory_saver_serialized_bytes": self.memory_saver_bytes,
                "checkpoints": self.checkpoints,
            },
            "conversation": {
                "messages": self.messages,
                "text_bytes": self.text_bytes,
                "listed_text_bytes": self.listed_text_bytes,
                "complete_history": self.complete_history,
                "last_turn_model_saw_messages": self.model_saw,
            },
            "phases_ms_median": {
                name: {
                    "turns_5_15": self.phase_median(name, slice(4, 15)),
                    "last_10": self.phase_median(name, slice(-10, None)),
                }
                for name in phase_names(self)
            },
        }


@dataclass
class HttpResult:
    name: str
    saver: str
    turns: int

    @property
    def key(self) -> str:
        return self.saver

    error: str = ""
    turn_ms: list[float] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.error and len(self.turn_ms) == self.turns

    @property
    def t10(self) -> float:
        return _t10(self.turn_ms)

    @property
    def t_last(self) -> float:
        return _t_last(self.turn_ms)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "saver": self.saver, "turns": self.turns}
        if not self.ok:
            return {**out, "error": self.error or "incomplete"}
        return {
            **out,
            "error": None,
            "ms_per_request": {
                "turns_5_15_median": self.t10,
                "last_10_median": self.t_last,
                "all_median": statistics.median(self.turn_ms),
                "per_turn": [round(x, 3) for x in self.turn_ms],
            },
        }


def phase_names(result: RunResult) -> list[str]:
    names: list[str] = []
    for row in result.phases:
        for name in row:
            if name != "total" and name not in names:
                names.append(name)
    return names
