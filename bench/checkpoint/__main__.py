"""The command line: `python -m bench.checkpoint --help`."""

from __future__ import annotations

import argparse
import json
import logging
import signal
import sys
import time
from typing import Any

from bench import checkpoint as package
from bench.checkpoint.in_process import run_in_process
from bench.checkpoint.over_http import HttpRun, run_over_http
from bench.checkpoint.report import load_average, report, write_json
from bench.checkpoint.results import HttpResult, Prune, RunResult
from bench.checkpoint.savers import GOAL_SAVER, SAVERS
from bench.checkpoint.service import agent_fields
from bench.checkpoint.worker import interrupt


def in_process_runs(args: argparse.Namespace) -> list[RunResult]:
    """Part 1: one run per saver (and the delta saver's prune option), in lockstep."""
    common = {
        "turns": args.turns,
        "chars": args.message_chars,
        "warmup": args.warmup,
        "agent": agent_fields(args),
    }
    options: list[dict[str, Any]] = []
    for key in args.savers:
        options.append({**common, "saver": key, "key": None, "name": None, "prune": None})
        if key == GOAL_SAVER and args.prune_every > 0:
            options.append(
                {
                    **common,
                    "saver": key,
                    "key": f"{key}+prune",
                    "name": f"delta+prune(keep {args.prune_keep}/{args.prune_every}t) OPTION",
                    "prune": Prune(args.prune_every, args.prune_keep),
                }
            )
    return run_in_process(options, args.turns, GOAL_SAVER if args.profile else None)


def http_runs(args: argparse.Namespace) -> list[HttpResult]:
    """Part 2: one service per saver, requests in lockstep."""
    runs = [
        HttpRun(
            SAVERS[key],
            turns=args.turns,
            chars=args.http_message_chars,
            warmup=args.warmup,
            agent=agent_fields(args),
        )
        for key in args.savers
    ]
    run_over_http(runs, args.turns)
    return [run.result for run in runs]


def saver_list(text: str) -> list[str]:
    keys = [k.strip() for k in text.split(",") if k.strip()]
    if keys == ["all"]:
        return list(SAVERS)
    unknown = [k for k in keys if k not in SAVERS]
    if unknown or not keys:
        raise argparse.ArgumentTypeError(
            f"unknown saver {', '.join(unknown) or '(none)'}; choose from all, " + ", ".join(SAVERS)
        )
    return list(dict.fromkeys(keys))


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m bench.checkpoint",
        description=(package.__doc__ or "").split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--turns", type=int, default=200, help="measured turns per run (min 20)")
    p.add_argument(
        "--savers",
        type=saver_list,
        default=list(SAVERS),
        metavar="LIST",
        help="comma-separated savers to run, in this order (default all): " + ", ".join(SAVERS),
    )
    p.add_argument(
        "--message-chars",
        type=int,
        default=880,
        help="user message length in process; 880 gives ~0.36 MB of text in 200 turns, "
        "like the FACTS baseline",
    )
    p.add_argument(
        "--http-message-chars", type=int, default=400, help="user message length over HTTP"
    )
    p.add_argument("--no-http", action="store_true", help="skip part 2 (the HTTP runs)")
    p.add_argument("--warmup", type=int, default=5, help="unmeasured turns on another session")
    p.add_argument(
        "--prune-every",
        type=int,
        default=10,
        help="extra delta run: aprune_thread every M turns (0 = skip that run)",
    )
    p.add_argument(
        "--prune-keep",
        type=int,
        default=3,
        help="prune run: aprune_thread keep_last (newest checkpoints kept per namespace)",
    )
    p.add_argument(
        "--profile",
        action="store_true",
        help="cProfile one extra turn on the delta saver's thread after measuring",
    )
    p.add_argument(
        "--full-history",
        action="store_true",
        help="raise the agent's summarization trigger above the thread's size, so every "
        "message stays in the checkpoint (the raw growth case of the FACTS baseline)",
    )
    p.add_argument(
        "--agent",
        type=json.loads,
        metavar="JSON",
        help="extra AgentSpec fields for the bench agent, e.g. "
        '\'{"memory_config": {"summarization": {"keep_messages": 20}}}\'',
    )
    p.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = p.parse_args(argv)
    if args.turns < 20:
        p.error("--turns must be at least 20 (turns 5-15 and the last 10 are reported)")
    if args.prune_keep < 1:
        p.error("--prune-keep must be at least 1 (0 would delete the thread's state)")
    if min(args.message_chars, args.http_message_chars) < 1:
        p.error("message lengths must be at least 1")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    # The memory runs are "degraded" on purpose; keep their start-up warnings out of the report.
    logging.getLogger("agentrt").setLevel(logging.ERROR)
    load_start = load_average()
    start = time.perf_counter()
    # SIGTERM unwinds the bench like Ctrl-C: every worker is stopped, and stops its Redis.
    signal.signal(signal.SIGTERM, interrupt)
    try:
        results = in_process_runs(args)
        http = [] if args.no_http else http_runs(args)
    except KeyboardInterrupt:
        print("interrupted; the bench's Redis servers were stopped", file=sys.stderr)
        return 130
    elapsed = time.perf_counter() - start
    load = (load_start, load_average())
    print(report(results, http, args, elapsed, load))
    if args.json:
        write_json(args.json, results, http, args, elapsed, load)
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
