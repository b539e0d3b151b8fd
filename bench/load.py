"""Load: N replicas of the service share one Redis; M sessions chat at once, T turns each.

Starts `--replicas` `agentrt serve` processes (echo model, keys mode, memory worker off) on
one throwaway Redis, then runs `--sessions` sessions at once, each `--turns` turns one after
another (closed loop) over `POST /api/v1/chat/stream`. Turn t of session s goes to replica
(s + t) mod N, so every turn continues a session another replica answered before. Each reply
is checked: the echo model answers "I have seen N messages. You said: <msg>", and N must grow
by 2 per turn of a session; a wrong reply counts as an error.

A session sends its next turn once the previous response has ended (the server closes it
after `done` and after releasing the session); `--next-on-done` sends it as soon as `done`
arrives and closes the response, as an impatient client would. Before the measured run,
every session slot runs one warm-up session that visits every replica (connection pools grow
to the run's concurrency); it is not counted.

Printed: throughput (correct turns per second of the run), turn latency (request sent to
`done`) p50 / p95 / p99, time to the first `token` event p50 / p95, errors by kind, Redis
commands per turn (`INFO stats` and `INFO commandstats` deltas over the run), Redis's and each
replica's CPU per turn (utime + stime in /proc/<pid>/stat), the client's own CPU per turn,
how busy the whole box was and how much of that was the bench (other jobs slow a run: its
first figures to check), and how each replica stopped on SIGTERM.

The goal (issue 19, "Outgrowing one machine"), on this 2-core box with 3 replicas and 20
concurrent sessions: at least 100 turns/s and p95 at most 300 ms, with 0 errors.

    python -m bench.load                          # 3 replicas, 20 sessions x 8 turns
    python -m bench.load --sessions 5 --turns 4   # a quick look
    python -m bench.load --redis plain --json     # Redis without modules; one JSON line too
    python -m bench.load --rounds 10              # each session slot runs 10 sessions in turn
    python -m bench.load --next-on-done           # next turn at `done`, not at the response's end

Sessions are spread over workspaces, one per 10 sessions, so no workspace reaches the
per-process cap of running turns (AGENTRT_FAIRNESS__MAX_RUNNING_TURNS_PER_WORKSPACE, 16).
Every request goes to 127.0.0.1; every loop is bounded in count and time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import redis

from bench.noisy import HOST, auth, create_key, free_port

SESSIONS_PER_WORKSPACE = 10
TURN_TIMEOUT = 30.0
REPLY = re.compile(r"I have seen (\d+) messages\. You said: (.*)", re.S)
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
GOAL = "at least 100 turns/s, p95 at most 300 ms, 0 errors (3 replicas, 20 sessions, 2 cores)"


# -- processes: CPU from /proc --------------------------------------------------------------


def cpu_seconds(pid: int) -> float:
    """utime + stime of one process (all its threads), 0.0 once it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0.0
    fields = stat.rsplit(")", 1)[1].split()  # the command name may hold spaces
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def box_cpu() -> tuple[float, float, float]:
    """Seconds of (busy, idle, stolen) CPU of the whole box so far, all cores (/proc/stat)."""
    ticks = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = ticks[3] + ticks[4]  # idle, iowait
    steal = ticks[7] if len(ticks) > 7 else 0
    busy = sum(ticks[:8]) - idle - steal  # guest time is counted in user already
    return busy / CLOCK_TICKS, idle / CLOCK_TICKS, steal / CLOCK_TICKS


def descendants(pid: int) -> list[int]:
    """Every process below `pid` (the replica's CPU worker pool, for one)."""
    found: list[int] = []
    todo = [pid]
    while todo and len(found) < 1000:
        parent = todo.pop()
        for task in Path(f"/proc/{parent}/task").glob("*/children"):
            try:
                kids = [int(k) for k in task.read_text().split()]
            except OSError:
                continue
            found += kids
            todo += kids
    return found


@dataclass
class Replica:
    index: int
    url: str
    proc: subprocess.Popen[bytes]
    turns: int = 0  # measured turns sent to it
    cpu: float = 0.0  # at the start of the measured run, then the delta
    helpers_cpu: dict[int, float] = field(default_factory=dict)  # descendants' CPU at start

    def helpers_delta(self) -> float:
        return sum(
            cpu_seconds(p) - self.helpers_cpu.get(p, 0.0) for p in descendants(self.proc.pid)
        )


def replica_env(redis_url: str) -> dict[str, str]:
    return {
        **os.environ,
        "AGENTRT_REDIS_URL": redis_url,
        "AGENTRT_AUTH__MODE": "keys",
        "AGENTRT_MODEL__DEFAULT_PROVIDER": "echo",
        "AGENTRT_MEMORY__WORKER": "off",
        "AGENTRT_LOG_LEVEL": "WARNING",
    }


async def start_replicas(env: dict[str, str], count: int, log_dir: Path) -> list[Replica]:
    """`count` services started at once (as a deployment would), each answering /health."""
    replicas = []
    for index in range(count):
        port = free_port()
        with open(log_dir / f"replica-{index}.log", "wb") as log:  # the child keeps its own
            proc = subprocess.Popen(
                [sys.executable, "-m", "app", "serve", "--host", HOST, "--port", str(port)],
                env={**env, "AGENTRT_PORT": str(port)},
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        replicas.append(Replica(index, f"http://{HOST}:{port}", proc))
    async with httpx.AsyncClient(timeout=2, trust_env=False) as client:
        for replica in replicas:
            for _ in range(300):
                if replica.proc.poll() is not None:
                    raise RuntimeError(f"replica {replica.index} exited; see {log_dir}")
                try:
                    if (await client.get(f"{replica.url}/health")).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                await asyncio.sleep(0.1)
            else:
                raise RuntimeError(f"replica {replica.index} did not start; see {log_dir}")
    return replicas


def stop_replica(replica: Replica) -> tuple[bool, str]:
    """SIGTERM, then (clean, how it stopped)."""
    t0 = time.perf_counter()
    replica.proc.send_signal(signal.SIGTERM)
    try:
        code = replica.proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        replica.proc.kill()
        replica.proc.wait(10)
        return False, "did NOT stop within 30 s of SIGTERM (killed)"
    took = time.perf_counter() - t0
    # uvicorn raises the SIGTERM it caught again once its graceful shutdown is done.
    if code == -signal.SIGTERM:
        return True, f"shut down after {took:.2f} s (then SIGTERM raised again by uvicorn)"
    return code == 0, f"exit code {code} after {took:.2f} s"


# -- Redis: commands and CPU ----------------------------------------------------------------


@dataclass
class RedisStats:
    commands: int  # total_commands_processed: those a Lua script runs are counted too
    calls: Counter[str]  # INFO commandstats: calls by command
    cpu: float

    @classmethod
    def take(cls, client: redis.Redis, pid: int) -> RedisStats:
        info = client.info("all")  # one command: stats and commandstats agree on one instant
        calls = Counter(
            {
                k.removeprefix("cmdstat_"): int(v["calls"])
                for k, v in info.items()
                if k.startswith("cmdstat_")
            }
        )
        return cls(int(info["total_commands_processed"]), calls, cpu_seconds(pid))

    def since(self, before: RedisStats) -> RedisStats:
        calls = self.calls - before.calls
        own = calls.pop("info", 0)  # the bench's own INFO
        return RedisStats(self.commands - before.commands - own, calls, self.cpu - before.cpu)


# -- one turn over SSE, one session ---------------------------------------------------------


@dataclass
class Results:
    latencies: list[float] = field(default_factory=list)  # seconds, turns that ended in `done`
    first_tokens: list[float] = field(default_factory=list)
    ends: list[float] = field(default_factory=list)  # to the end of the response
    errors: Counter[str] = field(default_factory=Counter)
    ok: int = 0


@dataclass
class Turn:
    session_id: str | None = None
    reply: str = ""
    latency: float | None = None  # to `done`
    first_token: float | None = None
    end: float | None = None  # to the end of the response (the server closed it)
    error: str | None = None


@dataclass
class Run:
    """What every session of a run shares."""

    client: httpx.AsyncClient
    replicas: list[Replica]
    deadline: float  # time.monotonic()
    next_on_done: bool  # send the next turn at `done`, closing the response (not at its end)


async def stream_turn(
    client: httpx.AsyncClient,
    url: str,
    headers: dict[str, str],
    body: dict[str, Any],
    next_on_done: bool,
) -> Turn:
    """POST /chat/stream and read its events: `session`, `token`..., `done` | `error`; then
    the rest of the response to its end, unless `next_on_done` (then it is closed at once)."""
    turn = Turn()
    parts: list[str] = []
    t0 = time.perf_counter()
    try:
        async with asyncio.timeout(TURN_TIMEOUT):
            async with client.stream(
                "POST", f"{url}/api/v1/chat/stream", json=body, headers=headers
            ) as response:
                if response.status_code != 200:
                    await response.aread()
                    try:
                        code = response.json().get("code", "")
                    except ValueError:
                        code = ""
                    turn.error = f"http {response.status_code} {code}".strip()
                    return turn
                name, data = "message", ""
                async for line in response.aiter_lines():
                    if line.startswith("event:"):
                        name = line[6:].strip()
                    elif line.startswith("data:"):
                        data += line[5:].removeprefix(" ")
                    elif line == "" and data:
                        event = json.loads(data)
                        if name == "session":
                            turn.session_id = event["session_id"]
                        elif name == "token":
                            if turn.first_token is None:
                                turn.first_token = time.perf_counter() - t0
                            parts.append(event["delta"])
                        elif name == "done":
                            turn.latency = time.perf_counter() - t0
                            if event.get("checkpointer") != "redis" or event.get("degraded"):
                                turn.error = f"done on {event.get('checkpointer')}"
                        elif name == "error":
                            turn.error = f"error event {event.get('code')}"
                        if name in ("done", "error") and next_on_done:
                            break
                        name, data = "message", ""
                else:
                    turn.end = time.perf_counter() - t0
    except TimeoutError:
        done = "its end" if turn.latency is not None else "done"
        turn.error = f"no {done} within {TURN_TIMEOUT:.0f} s"
    except httpx.HTTPError as exc:
        turn.error = type(exc).__name__
    if turn.latency is None and turn.error is None:
        turn.error = "stream ended without done"
    turn.reply = "".join(parts)
    return turn


async def run_session(
    run: Run, key: str, name: str, first: int, turns: int, results: Results
) -> None:
    """One session of `turns` turns, turn t on replica (first + t) mod N; each reply checked."""
    headers = auth(key, f"user-{name}")
    session_id: str | None = None
    expected: int | None = 1  # None after a failed turn: it may or may not be in the history
    last_seen = -1
    for t in range(turns):
        if time.monotonic() > run.deadline:
            results.errors["not run (run deadline)"] += turns - t
            return
        replica = run.replicas[(first + t) % len(run.replicas)]
        replica.turns += 1
        message = f"hello from {name}, turn {t}"
        body: dict[str, Any] = {"agent_id": "bot", "message": message}
        if session_id is not None:
            body["session_id"] = session_id
        turn = await stream_turn(run.client, replica.url, headers, body, run.next_on_done)
        session_id = session_id or turn.session_id
        if turn.latency is not None:
            results.latencies.append(turn.latency)
        if turn.first_token is not None:
            results.first_tokens.append(turn.first_token)
        if turn.end is not None:
            results.ends.append(turn.end)
        if turn.error is not None:
            results.errors[turn.error] += 1
            expected = 1 if session_id is None else None
            continue
        match = REPLY.fullmatch(turn.reply)
        seen = int(match.group(1)) if match else -1
        if match is None or match.group(2) != message:
            results.errors["wrong reply (text)"] += 1
            expected = None
        elif (expected is not None and seen != expected) or seen <= last_seen:
            results.errors["wrong reply (message count)"] += 1
            expected = None
        else:
            results.ok += 1
            expected = seen + 2
        last_seen = max(last_seen, seen)


# -- the run --------------------------------------------------------------------------------


def percentile(values: list[float], p: float) -> float:
    """Nearest rank, in ms (0.0 without values)."""
    if not values:
        return 0.0
    ranked = sorted(values)
    return ranked[max(0, math.ceil(p / 100 * len(ranked)) - 1)] * 1000


async def setup_workspaces(env: dict[str, str], replica: Replica, count: int) -> list[str]:
    """One admin key per workspace (the CLI, as an operator would) and the bench agent."""
    keys = await asyncio.gather(
        *(asyncio.to_thread(create_key, env, f"load-{w}", "admin") for w in range(count))
    )
    async with httpx.AsyncClient(base_url=replica.url, timeout=10, trust_env=False) as client:
        for key in keys:
            r = await client.post(
                "/api/v1/agents",
                json={"id": "bot", "name": "Bot", "system_prompt": "You help."},
                headers=auth(key),
            )
            r.raise_for_status()
    return list(keys)


async def run_load(
    args: argparse.Namespace, replicas: list[Replica], keys: list[str], redis_pid: int
) -> dict[str, Any]:
    limits = httpx.Limits(
        max_connections=args.sessions + 10, max_keepalive_connections=args.sessions + 10
    )
    timeout = httpx.Timeout(TURN_TIMEOUT)
    async with httpx.AsyncClient(timeout=timeout, limits=limits, trust_env=False) as client:
        run = Run(client, replicas, time.monotonic() + args.timeout, args.next_on_done)
        # Warm-up at the run's concurrency (connection pools grow to their size), one session
        # per slot that visits every replica; not measured.
        warm = Results()
        await asyncio.gather(
            *(
                run_session(run, keys[s // SESSIONS_PER_WORKSPACE], f"w{s}", s, len(replicas), warm)
                for s in range(args.sessions)
            )
        )
        for replica in replicas:
            replica.turns = 0
        stats_client = redis.Redis(port=args.redis_port, socket_timeout=10)
        try:
            before = RedisStats.take(stats_client, redis_pid)
            for replica in replicas:
                replica.cpu = cpu_seconds(replica.proc.pid)
                replica.helpers_cpu = {p: cpu_seconds(p) for p in descendants(replica.proc.pid)}
            client_cpu = sum(os.times()[:2])
            box = box_cpu()
            results = Results()
            run.deadline = time.monotonic() + args.timeout
            t0 = time.perf_counter()

            async def slot(s: int) -> None:
                key = keys[s // SESSIONS_PER_WORKSPACE]
                for r in range(args.rounds):
                    await run_session(run, key, f"s{s}r{r}", s + r, args.turns, results)

            await asyncio.gather(*(slot(s) for s in range(args.sessions)))
            seconds = time.perf_counter() - t0
            client_cpu = sum(os.times()[:2]) - client_cpu
            busy, idle, steal = (b - a for a, b in zip(box, box_cpu(), strict=True))
            for replica in replicas:
                replica.cpu = cpu_seconds(replica.proc.pid) - replica.cpu
            helpers = [replica.helpers_delta() for replica in replicas]
            delta = RedisStats.take(stats_client, redis_pid).since(before)
        finally:
            stats_client.close()
    turns = max(1, results.ok + sum(results.errors.values()))  # every turn sent
    return {
        "turns_ok": results.ok,
        "turns_sent": turns,
        "seconds": round(seconds, 3),
        "turns_per_s": round(results.ok / seconds, 1),
        "latency_ms": {
            p: round(percentile(results.latencies, q), 1)
            for p, q in (("p50", 50), ("p95", 95), ("p99", 99), ("max", 100))
        },
        "first_token_ms": {
            "p50": round(percentile(results.first_tokens, 50), 1),
            "p95": round(percentile(results.first_tokens, 95), 1),
        },
        "response_end_ms": {
            "p50": round(percentile(results.ends, 50), 1),
            "p95": round(percentile(results.ends, 95), 1),
        },
        "errors": dict(results.errors),
        "warmup_errors": dict(warm.errors),
        "redis_commands_per_turn": round(delta.commands / turns, 2),
        "redis_commands_by_name": {
            k: round(v / turns, 2) for k, v in delta.calls.most_common() if v > 0
        },
        "redis_cpu_ms_per_turn": round(delta.cpu / turns * 1000, 3),
        "redis_cpu_share": round(delta.cpu / seconds, 3),
        "replica_figures": [
            {
                "pid": replica.proc.pid,
                "turns": replica.turns,
                "cpu_s": round(replica.cpu, 3),
                "cpu_ms_per_turn": round(replica.cpu / max(1, replica.turns) * 1000, 2),
                "cpu_share": round(replica.cpu / seconds, 3),
                "helpers_cpu_s": round(helper, 3),
            }
            for replica, helper in zip(replicas, helpers, strict=True)
        ],
        "replicas_cpu_ms_per_turn": round(sum(r.cpu for r in replicas) / turns * 1000, 2),
        "client_cpu_ms_per_turn": round(client_cpu / turns * 1000, 2),
        # The whole box over the run: all its cores busy, and what the bench's processes used.
        "box_busy_share": round(busy / max(0.01, busy + idle + steal), 3),
        "box_steal_share": round(steal / max(0.01, busy + idle + steal), 3),
        "bench_cpu_share_of_busy": round(
            (sum(r.cpu for r in replicas) + sum(helpers) + delta.cpu + client_cpu)
            / max(0.01, busy),
            3,
        ),
    }


def report(args: argparse.Namespace, figures: dict[str, Any], workspaces: int) -> None:
    lat, ttft = figures["latency_ms"], figures["first_token_ms"]
    print(
        f"\n{args.replicas} replicas, {args.sessions} concurrent sessions x {args.turns} turns"
        f" x {args.rounds} round(s), echo model, Redis {args.redis}; {workspaces} workspace(s),"
        f" one per {SESSIONS_PER_WORKSPACE} sessions (the cap of 16 running turns per"
        " workspace and process is never reached)"
    )
    print(f"load average before: {figures['load_average']}  ({os.cpu_count()} CPUs)")
    print(
        f"throughput     {figures['turns_per_s']:.1f} turns/s  ({figures['turns_ok']} correct"
        f" of {figures['turns_sent']} in {figures['seconds']:.2f} s)"
    )
    print(
        f"turn latency   p50 {lat['p50']:.1f} ms  p95 {lat['p95']:.1f} ms"
        f"  p99 {lat['p99']:.1f} ms  max {lat['max']:.1f} ms"
    )
    print(f"first token    p50 {ttft['p50']:.1f} ms  p95 {ttft['p95']:.1f} ms")
    if not args.next_on_done:
        end = figures["response_end_ms"]
        print(
            f"response end   p50 {end['p50']:.1f} ms  p95 {end['p95']:.1f} ms"
            " (the next turn of the session is sent then)"
        )
    errors = figures["errors"]
    kinds = ", ".join(f"{k}: {v}" for k, v in sorted(errors.items(), key=lambda kv: -kv[1]))
    print(f"errors         {sum(errors.values())}" + (f"  ({kinds})" if kinds else ""))
    if figures["warmup_errors"]:
        print(f"  (warm-up errors, not counted: {figures['warmup_errors']})")
    names = list(figures["redis_commands_by_name"].items())
    top = ", ".join(f"{k} {v}" for k, v in names[:10])
    print(
        f"redis          {figures['redis_commands_per_turn']:.1f} commands/turn, those run by"
        f" Lua scripts included ({top}{', ...' if len(names) > 10 else ''})"
    )
    print(
        f"redis CPU      {figures['redis_cpu_ms_per_turn']:.2f} ms/turn"
        f"  ({figures['redis_cpu_share'] * 100:.0f} % of a core)"
    )
    for i, r in enumerate(figures["replica_figures"]):
        helpers = f", its workers {r['helpers_cpu_s'] * 1000:.0f} ms" if r["helpers_cpu_s"] else ""
        print(
            f"replica {i}      pid {r['pid']}: {r['turns']} turns, CPU {r['cpu_s'] * 1000:.0f} ms"
            f" = {r['cpu_ms_per_turn']:.2f} ms/turn ({r['cpu_share'] * 100:.0f} % of a core)"
            + helpers
        )
    print(f"all replicas   {figures['replicas_cpu_ms_per_turn']:.2f} ms CPU/turn")
    print(f"client         {figures['client_cpu_ms_per_turn']:.2f} ms CPU/turn (this process)")
    print(
        f"box            {figures['box_busy_share'] * 100:.0f} % of all cores busy during the"
        f" run, {figures['bench_cpu_share_of_busy'] * 100:.0f} % of that the bench's processes;"
        f" {figures['box_steal_share'] * 100:.1f} % stolen by the hypervisor"
    )
    met = figures["goal_met"]
    verdict = "not judged: other parameters" if met is None else "met" if met else "NOT met"
    print(f"goal           {GOAL}: {verdict}")
    for i, stop in enumerate(figures["stops"]):
        print(f"SIGTERM        replica {i}: {stop}")


async def run(args: argparse.Namespace) -> int:
    from tests.support.harness.redis_server import RedisServer

    load_average = " ".join(f"{x:.2f}" for x in os.getloadavg())
    server = RedisServer(modules=args.redis == "stack").start()
    assert server.proc is not None
    args.redis_port = server.port
    log_dir = Path(tempfile.mkdtemp(prefix="agentrt-load-"))
    env = replica_env(server.url)
    workspaces = math.ceil(args.sessions / SESSIONS_PER_WORKSPACE)
    replicas: list[Replica] = []
    stops: list[tuple[bool, str]] = []
    finished = False
    try:
        replicas = await start_replicas(env, args.replicas, log_dir)
        pids = " ".join(str(r.proc.pid) for r in replicas)
        print(f"replicas up: pids {pids}; Redis pid {server.proc.pid}", flush=True)
        keys = await setup_workspaces(env, replicas[0], workspaces)
        figures = await run_load(args, replicas, keys, server.proc.pid)
        finished = True
    finally:
        stops = [stop_replica(r) for r in replicas]
        server.stop()
        if finished and all(clean for clean, _ in stops):
            shutil.rmtree(log_dir, ignore_errors=True)
        else:
            print(f"replica logs kept in {log_dir}", file=sys.stderr)
    figures["load_average"] = load_average
    figures["stops"] = [how for _, how in stops]
    figures["goal_met"] = (
        None
        if (args.replicas, args.sessions) != (3, 20)
        else figures["turns_per_s"] >= 100
        and figures["latency_ms"]["p95"] <= 300
        and not figures["errors"]
    )
    report(args, figures, workspaces)
    if args.json:
        names = ("replicas", "sessions", "turns", "rounds", "redis", "next_on_done")
        config = {k: getattr(args, k) for k in names}
        print(json.dumps({**config, "workspaces": workspaces, **figures}))
    return 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--replicas", type=int, default=3, help="service processes")
    parser.add_argument("--sessions", type=int, default=20, help="sessions at once")
    parser.add_argument("--turns", type=int, default=8, help="turns per session")
    parser.add_argument(
        "--rounds", type=int, default=1, help="sessions each slot runs one after another"
    )
    parser.add_argument(
        "--redis",
        choices=["stack", "plain"],
        default="stack",
        help="stack: JSON + Search modules; plain: the same binary without modules",
    )
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds for the whole run")
    parser.add_argument(
        "--next-on-done",
        action="store_true",
        help="send a session's next turn as soon as `done` arrives, closing the response"
        " (default: read the response to its end first, as the connection is then reused)",
    )
    parser.add_argument("--json", action="store_true", help="also print one JSON line")
    args = parser.parse_args()
    if min(args.replicas, args.sessions, args.turns, args.rounds) < 1:
        parser.error("--replicas, --sessions, --turns and --rounds must be at least 1")
    raise SystemExit(asyncio.run(run(args)))


if __name__ == "__main__":
    main()
