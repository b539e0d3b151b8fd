"""What the bench measures against: the FACTS baseline, and the issue's goals for the service's
default saver (delta on a Redis without modules), pass or fail, with the other Redis savers'
figures beside."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bench.checkpoint.results import HttpResult, RunResult
from bench.checkpoint.savers import GOAL_SAVER, SAVERS

# Reference numbers measured once on a 2-core box with the stock savers (200-turn thread,
# no model time): InMemorySaver and the stock RedisSaver.
BASELINE = {
    "memory": {"t10": 1.8, "t200": 6.8, "median": 4.8},
    "redis": {
        "t10": 6.9,
        "t200": 49.7,
        "median": 28.4,
        "cmds_per_turn": 18,
        "stored_mb": 47.7,
        "text_mb": 0.36,
    },
}

IN_PROCESS, OVER_HTTP = "in process", "over HTTP"


@dataclass(frozen=True)
class GoalRule:
    goal: str  # its row in the report; `{turns}` is the last turn
    limit: float  # pass when the measured figure is at most this
    unit: str  # "x" for a ratio
    part: str  # IN_PROCESS or OVER_HTTP: which runs it is measured on
    # (run, the part's in-memory reference run or None) -> the figure, None if not measurable
    measure: Callable[[Any, Any], float | None]

    @property
    def target(self) -> str:
        return f"<= {self.limit}{self.unit}"


# The goals, for the service's default saver (delta on a Redis without modules).
GOALS = (
    # its turn 200 within this factor of the in-memory turn 200
    GoalRule(
        "turn {turns} / in-memory turn {turns}, in process",
        1.1,
        "x",
        IN_PROCESS,
        lambda r, mem: r.t_last / mem.t_last if mem else None,
    ),
    GoalRule(
        "turn {turns} / in-memory turn {turns}, over HTTP",
        1.1,
        "x",
        OVER_HTTP,
        lambda r, mem: r.t_last / mem.t_last if mem else None,
    ),
    # its turn 200 within this factor of its own turn 10
    GoalRule(
        "turn {turns} / its own turn 10, in process",
        1.3,
        "x",
        IN_PROCESS,
        lambda r, mem: r.t_last / r.t10,
    ),
    GoalRule(
        "turn {turns} / its own turn 10, over HTTP",
        1.3,
        "x",
        OVER_HTTP,
        lambda r, mem: r.t_last / r.t10,
    ),
    GoalRule(
        "Redis commands a whole turn sends (client-side)",
        12,
        "",
        IN_PROCESS,
        lambda r, mem: r.cmds_per_turn,
    ),
    GoalRule(
        "  of which the checkpointer's, in round trips",
        2,
        "",
        IN_PROCESS,
        lambda r, mem: r.checkpointer_round_trips_per_turn,
    ),
    # checkpoint bytes stored / raw text of the conversation
    GoalRule(
        "checkpoint bytes stored / raw text",
        2.0,
        "x",
        IN_PROCESS,
        lambda r, mem: r.checkpoint_bytes / max(r.text_bytes, 1),
    ),
)


def reference(runs: Sequence[RunResult | HttpResult]) -> RunResult | HttpResult | None:
    """The in-memory run the ratios divide by: the service's fallback, else InMemorySaver."""
    for key in ("memory", "inmemory"):
        for run in runs:
            if run.saver == key and run.ok:
                return run
    return None


def goal_run(runs: Sequence[Any]) -> Any:
    """The service's default saver's run (not an option's variant), if it completed."""
    return next((r for r in runs if r.key == GOAL_SAVER and r.ok), None)


@dataclass
class Goal:
    goal: str
    target: str
    measured: float | None
    limit: float
    unit: str
    others: dict[str, float] = field(default_factory=dict)  # the other Redis savers' figure

    @property
    def status(self) -> str:
        if self.measured is None:
            return "not run"
        return "pass" if self.measured <= self.limit else "FAIL"

    def to_json(self) -> dict[str, Any]:
        return {
            "goal": self.goal,
            "target": self.target,
            "measured": self.measured,
            "pass": None if self.measured is None else self.measured <= self.limit,
            "other_savers": self.others,
        }


def goals(results: list[RunResult], http: list[HttpResult], turns: int) -> list[Goal]:
    """The issue's goals, measured on the default saver (others' figures for comparison)."""
    runs: dict[str, Sequence[Any]] = {
        IN_PROCESS: [r for r in results if r.backend == "redis" and r.ok and r.key == r.saver],
        OVER_HTTP: [h for h in http if SAVERS[h.saver].backend == "redis" and h.ok],
    }
    memory = {IN_PROCESS: reference(results), OVER_HTTP: reference(http)}
    out: list[Goal] = []
    for rule in GOALS:
        part, mem = runs[rule.part], memory[rule.part]
        values = {r.key: rule.measure(r, mem) for r in part}
        measured = values.pop(GOAL_SAVER) if goal_run(part) is not None else None
        others = {k: v for k, v in values.items() if v is not None}
        goal = rule.goal.format(turns=turns)
        out.append(Goal(goal, rule.target, measured, rule.limit, rule.unit, others))
    return out
