"""The report: the tables, the goal table and the JSON, from the runs' results."""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
from collections.abc import Callable

from bench.checkpoint.goals import BASELINE, goals, reference
from bench.checkpoint.results import HttpResult, RunResult, phase_names
from bench.checkpoint.savers import GOAL_SAVER, SAVERS
from bench.checkpoint.service import agent_fields
from bench.checkpoint.text import zlib_kept

Write = Callable[[str], None]


def load_average() -> str:
    """The 1-minute load average and, where the kernel reports it, the share of the last
    minute some task waited for a CPU (other work on the box skews timings)."""
    try:
        with open("/proc/loadavg") as fh:
            text = fh.read().split()[0]
    except OSError:
        return "?"
    try:
        with open("/proc/pressure/cpu") as fh:
            some = dict(kv.split("=") for kv in fh.readline().split()[1:])
        text += f" (CPU pressure {float(some['avg60']):.0f} %)"
    except (OSError, KeyError, ValueError):
        pass
    return text


def mb(n: float) -> str:
    return f"{n / 1e6:.2f}"


def _x(a: float, b: float | None) -> str:
    return f"{a / b:.2f}" if b else "-"


def report(
    results: list[RunResult],
    http: list[HttpResult],
    args: argparse.Namespace,
    elapsed: float,
    load: tuple[str, str],
) -> str:
    """The report printed at the end, section by section."""
    out: list[str] = []
    w = out.append
    n = args.turns  # "turn 200" is the last turn
    _header(w, http, args, load)
    _turn_times(w, results, n)
    _commands(w, results)
    _storage(w, results, args)
    if http:
        _over_http(w, http, args)
    _details(w, results)
    _phases(w, results, n)
    _goal_table(w, results, http, args)
    w("")
    w(f"finished in {elapsed:.1f} s")
    return "\n".join(out)


def _header(
    w: Write, http: list[HttpResult], args: argparse.Namespace, load: tuple[str, str]
) -> None:
    w(
        f"checkpoint bench: {args.turns} turns per saver on one session, each saver in a "
        f"process of its own, all in lockstep; echo model, {args.warmup} warm-up turns on "
        f"another session first; python "
        f"{platform.python_version()}, {os.cpu_count()} cpus, load average {load[0]} at the "
        f"start and {load[1]} at the end"
    )
    http_note = ""
    if http:
        http_note = (
            f", {zlib_kept(args.http_message_chars, args.turns):.0%} of a "
            f"{args.http_message_chars}-char one (over HTTP)"
        )
    w(
        f"messages: {args.message_chars} chars in process, {args.http_message_chars} over HTTP; "
        f"seeded pseudo-English; zlib (level 6, as the saver) keeps "
        f"{zlib_kept(args.message_chars, args.turns):.0%} of a {args.message_chars}-char "
        f"message{http_note}; English prose of these sizes: 50-65 %"
    )
    w(f"agent: the default AgentSpec with {json.dumps(agent_fields(args))}")
    w("savers:")
    for key in args.savers:
        w(f"  {SAVERS[key].label:<30} {SAVERS[key].about}")


def _turn_times(w: Write, results: list[RunResult], n: int) -> None:
    """1. In process: ms per turn at turn 10 and the last turn, and the ratios."""
    mem = reference(results)
    ref_name = f"ratio to {mem.name} at that point" if mem else "no in-memory run to divide by"
    w("")
    w(
        "1. In process (ChatService.run_turn): wall ms per turn; turn 10 = median of turns 5-15, "
        f"turn {n} = median of the last 10; x mem = {ref_name}"
    )
    head = (
        f"  {'run':<34} {'turn 10':>8} {f'turn {n}':>8} {'all':>7} {'x mem@10':>8} "
        f"{f'x mem@{n}':>9} {f'@{n}/@10':>8} {'kept':>5} {'saw':>4} | "
        f"{'excl. flush wait: @10':>21} {f'@{n}':>7}"
    )
    w(head)
    w("  " + "-" * (len(head) - 2))
    for r in results:
        if not r.ok:
            w(f"  {r.name:<34} ERROR {r.error}")
            continue
        other = mem is not None and r is not mem
        w(
            f"  {r.name:<34} {r.t10:8.2f} {r.t_last:8.2f} {r.median:7.2f} "
            f"{_x(r.t10, mem.t10 if other and mem else None):>8} "
            f"{_x(r.t_last, mem.t_last if other and mem else None):>9} "
            f"{r.t_last / r.t10:8.2f} {r.messages:5d} {r.model_saw:4d} | "
            f"{r.excl_flush(slice(4, 15)):21.2f} {r.excl_flush(slice(-10, None)):7.2f}"
        )
    b_m, b_r = BASELINE["memory"], BASELINE["redis"]
    w(
        f"  {'baseline InMemorySaver (FACTS)':<34} {b_m['t10']:8.2f} {b_m['t200']:8.2f} "
        f"{b_m['median']:7.2f}"
    )
    w(
        f"  {'baseline RedisSaver (FACTS)':<34} {b_r['t10']:8.2f} {b_r['t200']:8.2f} "
        f"{b_r['median']:7.2f} {b_r['t10'] / b_m['t10']:8.1f} {b_r['t200'] / b_m['t200']:9.1f}"
    )
    w(
        "  (the FACTS baselines time the saver alone, no model or service; these rows time the "
        "whole turn path)"
    )
    w(
        "  excl. flush wait = turn time minus the time spent in StreamBuffer.flush (derived): "
        "with Redis, the turn's last flush waits out the buffer's 20 ms token-batching delay "
        "counted from the first token, a floor that a real model's latency would hide."
    )
    w(
        "  kept = messages the session holds after n turns (2n unless summarization compacted "
        "it); saw = messages the echo model was sent on the last turn."
    )


def _commands(w: Write, results: list[RunResult]) -> None:
    """2. Redis commands per turn, client-side and server-side."""
    b_r = BASELINE["redis"]
    redis_ok = [r for r in results if r.backend == "redis" and r.ok]
    w("")
    w("2. Redis commands per turn, in process")
    head = (
        f"  {'run':<34} | {'client-side: sent':>17} {'round trips':>11} {'ckpt sent':>9} "
        f"{'ckpt trips':>10} {'background':>10} | {'server-side':>11} {'srv us':>7}"
    )
    w(head)
    w("  " + "-" * (len(head) - 2))
    for r in redis_ok:
        w(
            f"  {r.name:<34} | {r.cmds_per_turn:17.1f} {r.round_trips_per_turn:11.1f} "
            f"{r.checkpointer_cmds_per_turn:9.1f} {r.checkpointer_round_trips_per_turn:10.1f} "
            f"{r.background_per_turn:10.1f} | {r.server_cmds_per_turn:11.1f} "
            f"{r.server_us_per_turn:7.0f}"
        )
    w(f"  {'baseline RedisSaver (FACTS)':<34} | {'':>17} {'':>11} {b_r['cmds_per_turn']:9d}")
    w(
        "  client-side = what crosses the wire, counted at the connection for the commands the "
        "measured turns caused (their tasks included): sent = commands (each command of a "
        "pipeline, MULTI/EXEC too; a Lua script call is one), round trips = socket writes (a "
        "pipeline is one); ckpt = the checkpointer's share (by the key a command touches). "
        "background = commands sent meanwhile by nothing a turn started (memory extraction "
        "worker polls, health probes), per turn. server-side = INFO commandstats deltas over "
        "the measured turns / turns: every command Redis ran, including each command a Lua "
        "script runs and the background's; srv us = its server time per turn."
    )


def _storage(w: Write, results: list[RunResult], args: argparse.Namespace) -> None:
    """3. What the measured turns left stored, and the prune option's calls."""
    b_r = BASELINE["redis"]
    w("")
    w("3. Storage after the measured turns")
    head = (
        f"  {'run':<34} {'keys':>6} {'ckpts':>5} {'stored MB':>9} {'ckpt MB':>8} "
        f"{'used_mem+ MB':>12} {'text MB':>7} {'ckpt/text':>9}"
    )
    w(head)
    w("  " + "-" * (len(head) - 2))
    for r in results:
        if not r.ok:
            continue
        ratio = f"{r.checkpoint_bytes / max(r.text_bytes, 1):8.2f}x"
        if r.backend == "redis":
            w(
                f"  {r.name:<34} {r.stored_keys:6d} {r.checkpoints:5d} {mb(r.stored_bytes):>9} "
                f"{mb(r.checkpoint_bytes):>8} {mb(r.used_memory_delta):>12} "
                f"{mb(r.text_bytes):>7} {ratio}"
            )
        else:
            w(
                f"  {r.name:<34} {'-':>6} {r.checkpoints:5d} {'-':>9} "
                f"{mb(r.checkpoint_bytes):>8} {'-':>12} {mb(r.text_bytes):>7} {ratio}"
            )
    w(
        f"  {'baseline RedisSaver (FACTS)':<34} {'':>6} {'':>5} {'':>9} "
        f"{b_r['stored_mb']:8.2f} {'':>12} {b_r['text_mb']:7.2f} "
        f"{b_r['stored_mb'] / b_r['text_mb']:8.0f}x"
    )
    w(
        "  stored MB = sum of MEMORY USAGE (SAMPLES 0) over the keys the measured turns created; "
        "ckpt MB = the checkpointer's keys among them (for an in-memory run: the serialized "
        "bytes the saver holds for the thread, not RSS); used_mem+ = growth of INFO used_memory "
        "over the measured turns (allocator view: search indexes included, strings RedisJSON "
        "shares between keys counted once). ckpts = checkpoints the thread holds. text MB = "
        "UTF-8 bytes of every message sent and every reply."
    )
    for r in results:
        if r.ok and r.prune_ms:
            w(
                f"  {r.name}: aprune_thread(keep_last={args.prune_keep}) every "
                f"{args.prune_every} turns; {len(r.prune_ms)} calls, median "
                f"{statistics.median(r.prune_ms):.1f} ms, max {max(r.prune_ms):.1f} ms, amortized "
                f"{sum(r.prune_ms) / r.turns:.2f} ms/turn (not in the turn times); "
                f"{r.pruned_checkpoints} checkpoints deleted; the prune calls are background in "
                "section 2."
            )


def _over_http(w: Write, http: list[HttpResult], args: argparse.Namespace) -> None:
    """4. Over HTTP: ms per request at turn 10 and the last turn."""
    n = args.turns
    hmem = reference(http)
    w("")
    w(
        f"4. Over HTTP (POST /api/v1/chat to the real service, uvicorn in the run's process, "
        f"{args.http_message_chars}-char messages): client wall ms per request; "
        f"x mem = {f'ratio to {hmem.name}' if hmem else 'no in-memory run to divide by'}"
    )
    head = (
        f"  {'run':<34} {'turn 10':>8} {f'turn {n}':>8} {'all':>7} {'x mem@10':>8} "
        f"{f'x mem@{n}':>9} {f'@{n}/@10':>8}"
    )
    w(head)
    w("  " + "-" * (len(head) - 2))
    for h in http:
        if not h.ok:
            w(f"  {h.name:<34} ERROR {h.error or 'incomplete'}")
            continue
        other = hmem is not None and h is not hmem
        w(
            f"  {h.name:<34} {h.t10:8.2f} {h.t_last:8.2f} "
            f"{statistics.median(h.turn_ms):7.2f} "
            f"{_x(h.t10, hmem.t10 if other and hmem else None):>8} "
            f"{_x(h.t_last, hmem.t_last if other and hmem else None):>9} "
            f"{h.t_last / h.t10:8.2f}"
        )


def _details(w: Write, results: list[RunResult]) -> None:
    """Per Redis saver: commands by component and by command, stored bytes by key family."""
    redis_ok = [r for r in results if r.backend == "redis" and r.ok]
    for r in redis_ok:
        w("")
        total_calls = sum(c for c, _ in r.commands.values()) or 1
        w(f"Details, {r.name}:")
        w(
            "  client-side per turn, by component (sent / round trips): "
            + ", ".join(
                f"{c} {n / r.turns:.2f}/{r.round_trips.get(c, 0) / r.turns:.2f}"
                for c, n in r.by_component.items()
            )
        )
        if r.background:
            w(
                "  background per turn: "
                + ", ".join(f"{c} {n / r.turns:.2f}" for c, n in r.background.items())
            )
        w(
            f"  server-side (INFO commandstats, incl. inside Lua): {r.server_cmds_per_turn:.1f} "
            f"per turn, {r.server_us_per_turn:.0f} us"
        )
        w(f"    {'command':<22} {'per turn':>8} {'share':>6} {'us/call':>8} {'srv us/turn':>11}")
        for cmd, (calls, usec) in sorted(r.commands.items(), key=lambda kv: -kv[1][0]):
            w(
                f"    {cmd:<22} {calls / r.turns:8.2f} {100 * calls / total_calls:5.1f}% "
                f"{usec / calls:8.1f} {usec / r.turns:11.1f}"
            )
        w(
            f"  stored by key family ({r.stored_keys} keys, {mb(r.stored_bytes)} MB; Redis "
            f"used_memory grew {mb(r.used_memory_delta)} MB):"
        )
        for fam, (keys, size) in r.stored_by_family.items():
            w(
                f"    {fam:<26} {keys:6d} keys {mb(size):>8} MB  "
                f"{size / max(keys, 1) / 1e3:8.1f} kB/key"
            )


def _phases(w: Write, results: list[RunResult], n: int) -> None:
    """Where a turn's wall time goes, and the profile of one more turn (with --profile)."""
    ok = [r for r in results if r.ok]
    w("")
    w(
        "Where a turn's wall time goes, in process (median ms inside wrapped calls at turn 10 / "
        f"turn {n}; a call's wall time includes waiting while other tasks run; calls can "
        "overlap):"
    )
    names: list[str] = []
    for r in ok:
        names += [name for name in phase_names(r) if name not in names]
    w(f"  {'':<40}" + "".join(f" {r.key:>15}" for r in ok))
    for name in names + ["total"]:
        cells = "".join(
            f" {r.phase_median(name, slice(4, 15)):7.2f}"
            f"/{r.phase_median(name, slice(-10, None)):<7.2f}"
            for r in ok
        )
        w(f"  {name[:40]:<40}{cells}")

    for r in results:
        if r.profile:
            w("")
            w(r.profile)


def _goal_table(
    w: Write, results: list[RunResult], http: list[HttpResult], args: argparse.Namespace
) -> None:
    """The goals of the service's default saver, pass or fail, the other Redis savers beside."""
    w("")
    found = goals(results, http, args.turns)
    others = [k for k in args.savers if SAVERS[k].backend == "redis" and k != GOAL_SAVER]
    w(
        f"Goals, for the service's default saver ({SAVERS[GOAL_SAVER].label}); the other Redis "
        "savers' figures for comparison:"
    )
    head = f"  {'goal':<48} {'target':>7} {'measured':>9} {'result':>7} |" + "".join(
        f" {k:>11}" for k in others
    )
    w(head)
    w("  " + "-" * (len(head) - 2))
    for g in found:
        measured = "-" if g.measured is None else f"{g.measured:.2f}{g.unit}"
        cells = "".join(
            f" {(f'{g.others[k]:.2f}{g.unit}' if k in g.others else '-'):>11}" for k in others
        )
        w(f"  {g.goal:<48} {g.target:>7} {measured:>9} {g.status:>7} |{cells}")
    w(
        "  in-memory = the service without Redis (its fallback saver); commands = client-side, "
        "what a turn sends (section 2); stored bytes = the checkpointer's keys (section 3)."
    )


def write_json(
    path: str,
    results: list[RunResult],
    http: list[HttpResult],
    args: argparse.Namespace,
    elapsed: float,
    load: tuple[str, str],
) -> None:
    """Every number of the report (and the per-turn ms) as JSON."""
    with open(path, "w") as fh:
        json.dump(
            {
                "args": vars(args),
                "elapsed_s": elapsed,
                "python": platform.python_version(),
                "cpus": os.cpu_count(),
                "load_average_start_end": load,
                "baseline": BASELINE,
                "message_zlib_kept": {
                    "in_process": zlib_kept(args.message_chars, args.turns),
                    "http": zlib_kept(args.http_message_chars, args.turns),
                },
                "runs": [r.to_json() for r in results],
                "http_runs": [h.to_json() for h in http],
                "goals": [g.to_json() for g in goals(results, http, args.turns)],
            },
            fh,
            indent=2,
        )
