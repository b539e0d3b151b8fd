"""Context bench: the per-turn trigger check and the context build, against a full recount.

    python -m bench.context [--json out.json]

The trigger check is what every turn of a `summarize_at_limit` agent pays before answering:
the stored running total of the history plus the new message. The baseline is what a naive
runtime does: re-tokenize the whole history with tiktoken every turn. Target (issue 3): flat in
history length, >= 100x faster than a recount at 1000 messages.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage

from agents.context.builder import ArchivedMessage
from agents.context.tokens import count_messages, ensure_offline_encodings
from agents.definition.spec import AgentSpec
from agents.graph import AgentRuntime, history_tokens
from agents.models import EchoChatModel

SIZES = (10, 200, 1000)


def _history(n: int) -> list[BaseMessage]:
    out: list[BaseMessage] = []
    for i in range(n):
        text = f"message {i}: the plan for project {i % 17} uses redis 8 and 顶楼 {i} " * 4
        out.append(HumanMessage(text, id=f"h{i}") if i % 2 == 0 else AIMessage(text, id=f"a{i}"))
    return out


def _time(fn: Callable[[], Any], repeat: int) -> float:
    """Median microseconds of `fn` over `repeat` runs."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1e6)
    return statistics.median(samples)


def run(repeat: int = 50) -> dict[str, Any]:
    ensure_offline_encodings()
    spec = AgentSpec(id="bench", workspace="w", name="bench", model={"context_window": 10_000_000})
    rt = AgentRuntime(spec, EchoChatModel())
    rows = []
    for n in SIZES:
        history = _history(n)
        latest = HumanMessage("what did we decide about project 3 and 顶楼?", id=f"latest{n}")
        total = rt.counter.count_messages(history)  # the previous turns stored this total
        state: dict[str, Any] = {
            "messages": history,
            "incoming": latest,
            "token_count": rt.token_count(history, total),
        }

        def trigger_check(state: dict[str, Any] = state, latest: HumanMessage = latest) -> bool:
            tokens = history_tokens(rt, state) + rt.counter.count(latest)  # type: ignore[arg-type]
            return tokens > rt.budget.trigger_tokens

        def recount(history: list[BaseMessage] = history, latest: HumanMessage = latest) -> bool:
            return count_messages([*history, latest]) > rt.budget.trigger_tokens

        archive = [ArchivedMessage.of(m) for m in _history(240)]
        inputs = rt.inputs(
            {**state, "archive": [a.to_dict() for a in archive]},  # type: ignore[arg-type]
            {"configurable": {"system_prompt": "You are a planner."}},
        )
        check_us = _time(trigger_check, repeat * 20)
        recount_us = _time(recount, repeat)
        build_us = _time(lambda inputs=inputs: rt.builder.build(inputs), repeat)
        rows.append(
            {
                "messages": n,
                "trigger_check_us": round(check_us, 2),
                "full_recount_us": round(recount_us, 1),
                "speedup": round(recount_us / check_us, 1),
                "context_build_us": round(build_us, 1),
                "history_tokens": total,
            }
        )
    return {
        "rows": rows,
        "flatness": round(rows[-1]["trigger_check_us"] / rows[0]["trigger_check_us"], 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="write the results here too")
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    result = run(args.repeat)
    print("context bench: per-turn trigger check vs a full tiktoken recount (median µs)")
    print(
        f"{'messages':>9} {'history tok':>12} {'check µs':>10} {'recount µs':>11} "
        f"{'speedup':>9} {'build µs':>10}"
    )
    for r in result["rows"]:
        print(
            f"{r['messages']:>9} {r['history_tokens']:>12} {r['trigger_check_us']:>10} "
            f"{r['full_recount_us']:>11} {r['speedup']:>8}x {r['context_build_us']:>10}"
        )
    print(
        f"trigger check at 1000 vs 10 messages: {result['flatness']}x (1.0 = flat); "
        f"target: >= 100x faster than a recount at 1000 messages"
    )
    if args.json:
        with open(args.json, "w") as out:
            json.dump(result, out, indent=2)


if __name__ == "__main__":
    main()
