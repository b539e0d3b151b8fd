"""Checkpoint cost of a long thread: Redis saver vs the in-memory fallback, on the real turn path.

    python -m bench.checkpoint [--turns 200] [--json out.json] [--profile]

Runs `--turns` turns on one session through `ChatService.run_turn` (no HTTP) with the offline
echo model, once on a runtime backed by a fresh throwaway Redis (JSON + Search) and once on a
runtime without Redis (in-memory saver), in the same process. Optionally (on by default, turn
off with `--prune-every 0`) a third run on another fresh Redis calls
`ConformantRedisSaver.aprune_thread(session, keep_last=N)` every M turns: an option to
evaluate, not what the service does today.

Reported per run: median ms per turn at turns 5-15 and over the last 10 turns (and the ratio
Redis/memory at both points), Redis commands per turn from `INFO commandstats` deltas (total and
per command, with the server-side time), stored bytes for the thread (`MEMORY USAGE` summed
over the keys the measured turns created, by key family, and the key count) next to the text
size of the conversation (plus the growth of `INFO used_memory`, which counts strings RedisJSON
shares between keys once), and a rough split of the turn's wall time by component. `--profile`
adds a cProfile of one more Redis turn at the end of the thread.

Nothing is asserted: the numbers are printed (and written as JSON with `--json`) and the script
exits 0 unless a run fails outright. Warm-up turns run on another session first and are not
measured; their keys are not counted.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import functools
import json
import logging
import os
import platform
import pstats
import re
import signal
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import redis

from agents.service import Caller, TurnRequest
from agents.spec import AgentSpec
from app.runtime import Runtime, build_runtime
from app.settings import Settings

WORKSPACE = "bench"
AGENT_ID = "bench-echo"
CALLER = Caller(WORKSPACE, "bench-user", "admin")

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

_FILLER = (
    "The quick brown fox jumps over the lazy dog while the checkpoint saver writes another "
    "snapshot of the whole conversation to storage. "
)


def make_message(turn: int, chars: int) -> str:
    """A deterministic user message of exactly `chars` characters (at least the prefix)."""
    head = f"turn {turn}: "
    body = (_FILLER * (chars // len(_FILLER) + 2))[: max(chars - len(head), 0)]
    return head + body


# --- instrumentation (timing wrappers; behaviour unchanged) ----------------------------------


FLUSH_PHASE = "stream buffer: flush (20 ms debounce)"


class PhaseTimer:
    """Wall time spent inside wrapped async methods, per turn. Phases may overlap."""

    def __init__(self) -> None:
        self.current: dict[str, float] = defaultdict(float)
        self.per_turn: list[dict[str, float]] = []

    def wrap(self, obj: Any, attr: str, name: str) -> None:
        original: Callable[..., Awaitable[Any]] = getattr(obj, attr)

        @functools.wraps(original)
        async def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return await original(*args, **kwargs)
            finally:
                self.current[name] += (time.perf_counter() - start) * 1000

        setattr(obj, attr, timed)

    def begin(self) -> None:
        self.current = defaultdict(float)

    def end(self, total_ms: float) -> None:
        row = dict(self.current)
        row["total"] = total_ms
        self.per_turn.append(row)


def instrument(runtime: Runtime, timer: PhaseTimer) -> None:
    chat = runtime.chat
    timer.wrap(chat, "start_turn", "start_turn (agent, claim, context, lock)")
    timer.wrap(chat.buffer, "_set_turn", "stream buffer: turn record")
    timer.wrap(chat.buffer, "flush", FLUSH_PHASE)
    timer.wrap(chat.sessions, "unlock", "session unlock + touch")
    timer.wrap(chat.sessions, "touch", "session unlock + touch")
    saver = runtime.checkpoints.active().saver
    timer.wrap(saver, "aget_tuple", "saver.aget_tuple")
    timer.wrap(saver, "aput", "saver.aput")
    timer.wrap(saver, "aput_writes", "saver.aput_writes")


# --- Redis inspection (sync client, outside the timed sections) ------------------------------


def command_stats(client: redis.Redis) -> dict[str, tuple[int, int]]:
    info = client.info("commandstats")
    return {
        name.removeprefix("cmdstat_"): (int(v["calls"]), int(v["usec"])) for name, v in info.items()
    }


def stats_delta(
    before: dict[str, tuple[int, int]], after: dict[str, tuple[int, int]]
) -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    for name, (calls, usec) in after.items():
        if name.lower() in ("info", "memory|usage", "scan"):  # the bench's own
            continue
        b_calls, b_usec = before.get(name, (0, 0))
        if calls - b_calls > 0:
            out[name] = (calls - b_calls, usec - b_usec)
    return out


CHECKPOINT_FAMILIES = ("checkpoint", "checkpoint_write", "checkpoint_latest", "write_keys_zset")
COMPONENTS = {
    "orchestrator": "stream buffer (SSE resume)",
    "session": "sessions (claim, context, lock)",
    "agent": "agent specs",
}


def component(family: str) -> str:
    if family in CHECKPOINT_FAMILIES:
        return "checkpointer"
    return COMPONENTS.get(family.split(":", 1)[0], family or "other")


class CommandCounter:
    """Counts the commands the asyncio clients send, by component (from the key they touch).

    Patches `redis.asyncio` connections' `pack_command` (single commands and each command of a
    pipeline go through it) while active; the bench's own sync client is not counted.
    """

    def __init__(self) -> None:
        self.counts: dict[str, int] = defaultdict(int)
        self._original: Any = None

    def __enter__(self) -> CommandCounter:
        from redis.asyncio.connection import AbstractConnection

        self._original = original = AbstractConnection.pack_command
        counts = self.counts

        def pack_command(conn: Any, *args: Any) -> Any:
            counts[component(_family_of(args))] += 1
            return original(conn, *args)

        AbstractConnection.pack_command = pack_command  # type: ignore[method-assign,assignment]
        return self

    def __exit__(self, *exc: object) -> None:
        from redis.asyncio.connection import AbstractConnection

        AbstractConnection.pack_command = self._original  # type: ignore[method-assign]


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


def _family_of(args: tuple[Any, ...]) -> str:
    if not args:
        return ""
    name = _text(args[0]).split()[0].upper()
    if name in ("EVAL", "EVALSHA") and len(args) > 3:
        return key_family(_text(args[3]))
    if name in ("CLIENT", "HELLO", "AUTH", "SELECT"):
        return "connection setup"
    if name in ("MULTI", "EXEC", "PING") or len(args) < 2:
        return name.lower()
    return key_family(_text(args[1]))


def all_keys(client: redis.Redis) -> set[str]:
    return {k.decode() if isinstance(k, bytes) else k for k in client.scan_iter(count=1000)}


def key_family(key: str) -> str:
    parts = key.split(":")
    if parts[0] in ("orchestrator", "session") and len(parts) > 1:
        return f"{parts[0]}:{parts[1]}"
    return parts[0]


def memory_usage(client: redis.Redis, keys: list[str]) -> dict[str, int]:
    pipe = client.pipeline(transaction=False)
    for key in keys:
        pipe.execute_command("MEMORY", "USAGE", key, "SAMPLES", "0")
    return {k: int(v or 0) for k, v in zip(keys, pipe.execute(), strict=True)}


def _bytes_in(obj: Any) -> int:
    if isinstance(obj, bytes | bytearray):
        return len(obj)
    if isinstance(obj, dict):
        return sum(_bytes_in(v) for v in obj.values())
    if isinstance(obj, tuple | list):
        return sum(_bytes_in(v) for v in obj)
    return 0


def memory_saver_bytes(saver: Any, thread_id: str) -> tuple[int, int]:
    """Serialized bytes the InMemorySaver holds for a thread, and its checkpoint count."""
    storage = saver.storage.get(thread_id, {})
    checkpoints = sum(len(by_id) for by_id in storage.values())
    total = _bytes_in(storage)
    total += sum(_bytes_in(v) for k, v in saver.writes.items() if k[0] == thread_id)
    total += sum(_bytes_in(v) for k, v in saver.blobs.items() if k[0] == thread_id)
    return total, checkpoints


# --- one run --------------------------------------------------------------------------------


@dataclass
class Prune:
    every: int
    keep_last: int


@dataclass
class RunResult:
    name: str
    backend: str
    turns: int
    turn_ms: list[float] = field(default_factory=list)
    prune_ms: list[float] = field(default_factory=list)
    pruned_checkpoints: int = 0
    phases: list[dict[str, float]] = field(default_factory=list)
    commands: dict[str, tuple[int, int]] = field(default_factory=dict)
    by_component: dict[str, int] = field(default_factory=dict)
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
    def t10(self) -> float:
        return statistics.median(self.turn_ms[4:15])

    @property
    def t_last(self) -> float:
        return statistics.median(self.turn_ms[-10:])

    @property
    def median(self) -> float:
        return statistics.median(self.turn_ms)

    @property
    def cmds_per_turn(self) -> float:
        return sum(c for c, _ in self.commands.values()) / self.turns

    @property
    def checkpointer_cmds_per_turn(self) -> float:
        return self.by_component.get("checkpointer", 0) / self.turns

    @property
    def checkpoint_bytes(self) -> int:
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
        return {
            "name": self.name,
            "backend": self.backend,
            "turns": self.turns,
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
                "per_turn": self.cmds_per_turn if self.commands else None,
                "server_us_per_turn": self.server_us_per_turn if self.commands else None,
                "checkpointer_per_turn": (
                    self.checkpointer_cmds_per_turn if self.commands else None
                ),
                "by_component_per_turn": {c: n / self.turns for c, n in self.by_component.items()},
                "by_command": {
                    name: {"calls": c, "calls_per_turn": c / self.turns, "usec": u}
                    for name, (c, u) in sorted(self.commands.items(), key=lambda kv: -kv[1][0])
                },
            },
            "stored": {
                "bytes": self.stored_bytes,
                "checkpointer_bytes": self.checkpoint_bytes,
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


def phase_names(result: RunResult) -> list[str]:
    names: list[str] = []
    for row in result.phases:
        for name in row:
            if name != "total" and name not in names:
                names.append(name)
    return names


def make_settings(redis_url: str | None) -> Settings:
    return Settings(
        env="test",
        redis_url=redis_url,
        require_redis=redis_url is not None,
        model={"default_provider": "echo"},
        auth={"mode": "local"},
    )


async def run_one(
    name: str,
    redis_url: str | None,
    *,
    turns: int,
    chars: int,
    warmup: int,
    agent: dict[str, Any],
    prune: Prune | None = None,
    profile: bool = False,
) -> RunResult:
    runtime = await build_runtime(make_settings(redis_url))
    client = redis.Redis.from_url(redis_url) if redis_url else None
    try:
        backend = runtime.checkpoints.backend
        if (redis_url is not None) != (backend == "redis"):
            raise RuntimeError(
                f"{name}: expected the {'redis' if redis_url else 'memory'} "
                f"checkpointer, got {backend}"
            )
        chat = runtime.chat
        await chat.agents.put(
            AgentSpec(**{"name": "bench echo", **agent, "id": AGENT_ID, "workspace": WORKSPACE})
        )
        session = "bench-" + re.sub(r"[^A-Za-z0-9._:-]+", "-", name).strip("-")
        for i in range(1, warmup + 1):
            await chat.run_turn(
                CALLER, TurnRequest(AGENT_ID, make_message(i, chars), f"{session}-warmup")
            )

        result = RunResult(name=name, backend=backend, turns=turns)
        timer = PhaseTimer()
        instrument(runtime, timer)
        keys_before = all_keys(client) if client else set()
        stats_before = command_stats(client) if client else {}
        mem_before = int(client.info("memory")["used_memory"]) if client else 0

        counter = CommandCounter()
        with counter:
            last = await measured_turns(chat, runtime, session, result, timer, turns, chars, prune)
        result.by_component = dict(sorted(counter.counts.items(), key=lambda kv: -kv[1]))
        result.phases = timer.per_turn

        if client is not None:
            result.commands = stats_delta(stats_before, command_stats(client))
            result.used_memory_delta = int(client.info("memory")["used_memory"]) - mem_before
            new_keys = sorted(all_keys(client) - keys_before)
            usage = memory_usage(client, new_keys)
            fams: dict[str, list[int]] = defaultdict(lambda: [0, 0])
            for key, size in usage.items():
                fams[key_family(key)][0] += 1
                fams[key_family(key)][1] += size
            result.stored_by_family = {
                f: (k, b) for f, (k, b) in sorted(fams.items(), key=lambda kv: -kv[1][1])
            }
            result.stored_bytes = sum(usage.values())
            result.stored_keys = len(usage)
            result.checkpoints = result.stored_by_family.get("checkpoint", (0, 0))[0]
        else:
            result.memory_saver_bytes, result.checkpoints = memory_saver_bytes(
                runtime.checkpoints.memory, session
            )

        history = (await chat.messages(CALLER, session))["messages"]
        result.messages = len(history)
        result.listed_text_bytes = sum(len(m["content"].encode()) for m in history)
        seen = re.match(r"I have seen (\d+) messages", str(last.get("reply", "")))
        result.model_saw = int(seen.group(1)) if seen else -1
        result.complete_history = len(history) == 2 * turns
        if last.get("checkpointer") != backend:
            raise RuntimeError(f"{name}: the last turn ran on {last.get('checkpointer')!r}")

        if profile:
            result.profile = await profile_turn(runtime, session, turns + 1, chars)
        return result
    finally:
        await runtime.aclose()
        if client is not None:
            client.close()


async def measured_turns(
    chat: Any,
    runtime: Runtime,
    session: str,
    result: RunResult,
    timer: PhaseTimer,
    turns: int,
    chars: int,
    prune: Prune | None,
) -> dict[str, Any]:
    """The timed turns (prune calls timed apart); returns the last turn's result."""
    last: dict[str, Any] = {}
    for turn in range(1, turns + 1):
        request = TurnRequest(AGENT_ID, make_message(turn, chars), session)
        timer.begin()
        start = time.perf_counter()
        last = await chat.run_turn(CALLER, request)
        elapsed = (time.perf_counter() - start) * 1000
        timer.end(elapsed)
        result.turn_ms.append(elapsed)
        result.text_bytes += len(request.message.encode()) + len(str(last["reply"]).encode())
        if prune is not None and turn % prune.every == 0:
            saver = runtime.checkpoints.redis
            assert saver is not None
            start = time.perf_counter()
            result.pruned_checkpoints += await saver.aprune_thread(
                session, keep_last=prune.keep_last
            )
            result.prune_ms.append((time.perf_counter() - start) * 1000)
    return last


async def profile_turn(runtime: Runtime, session: str, turn: int, chars: int) -> str:
    """cProfile one more turn; the top functions by own time, and own time by package."""
    request = TurnRequest(AGENT_ID, make_message(turn, chars), session)
    profiler = cProfile.Profile()
    start = time.perf_counter()
    profiler.enable()
    await runtime.chat.run_turn(CALLER, request)
    profiler.disable()
    wall = (time.perf_counter() - start) * 1000
    stats: dict[Any, Any] = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    by_pkg: dict[str, float] = defaultdict(float)
    rows = []
    for (filename, line, func), (_cc, ncalls, tottime, cumtime, _) in stats.items():
        pkg = _package(filename, func)
        by_pkg[pkg] += tottime * 1000
        rows.append((tottime * 1000, ncalls, cumtime * 1000, f"{_short(filename)}:{line}({func})"))
    total = sum(by_pkg.values())
    lines = [
        f"cProfile of turn {turn} on the Redis thread: {wall:.1f} ms wall "
        f"(profiled; {total:.1f} ms of own time recorded)",
        "  own time by package:",
    ]
    for pkg, ms in sorted(by_pkg.items(), key=lambda kv: -kv[1])[:12]:
        lines.append(f"    {ms:8.2f} ms  {100 * ms / total:5.1f}%  {pkg}")
    lines.append("  checkpoint work (cumulative ms, profiled):")
    for (filename, _line, func), (_cc, _ncalls, _tot, cumtime, _) in sorted(
        stats.items(), key=lambda kv: -kv[1][3]
    ):
        label = _SELECTED.get((filename.rsplit("site-packages/", 1)[-1], func))
        if label:
            lines.append(f"    {label:<38} {cumtime * 1000:8.2f}")
    lines.append("  top functions by own time:  own ms   calls   cum ms")
    for tot, ncalls, cum, where in sorted(rows, reverse=True)[:15]:
        lines.append(f"    {tot:8.2f} {ncalls:7d} {cum:8.2f}  {where}")
    return "\n".join(lines)


_SELECTED = {
    ("langgraph/checkpoint/redis/aio.py", "aget_tuple"): "saver.aget_tuple",
    ("langgraph/checkpoint/redis/aio.py", "aput"): "saver.aput",
    ("langgraph/checkpoint/redis/aio.py", "aput_writes"): "saver.aput_writes",
    ("langgraph/checkpoint/redis/base.py", "_dump_checkpoint"): "  serialize checkpoint (aput)",
    (
        "langgraph/checkpoint/redis/base.py",
        "_recursive_deserialize",
    ): "  deserialize channel values (get)",
    (
        "langgraph/checkpoint/redis/jsonplus_redis.py",
        "_constructor_class",
    ): "    failing import per message",
    ("redisvl/index/index.py", "load"): "  redisvl index load (JSON.SET)",
}


def _short(filename: str) -> str:
    for marker in ("site-packages/", "/lib/python3"):
        if marker in filename:
            return filename.split(marker, 1)[1]
    return filename.replace(os.getcwd() + "/", "")


def _package(filename: str, func: str) -> str:
    if filename == "~":
        if "poll" in func or "select" in func:
            return "event loop wait (epoll: waiting on Redis)"
        return f"builtin {func.split(' of ')[0].strip('<>{}')}"[:60]
    if filename.startswith("<frozen "):
        return "stdlib " + filename.removeprefix("<frozen ").split(".")[0].rstrip(">")
    if "site-packages/" in filename:
        return "lib " + filename.split("site-packages/", 1)[1].split("/", 1)[0]
    if "/lib/python3" in filename:
        rest = filename.split("/lib/python3", 1)[1].split("/", 2)
        return "stdlib " + (rest[1].removesuffix(".py") if len(rest) > 1 else "?")
    return "agentrt " + _short(filename).split("/", 1)[0]


# --- report ---------------------------------------------------------------------------------


def load_average() -> str:
    """The 1-minute load average (other work on the box skews timings), or '?'."""
    try:
        with open("/proc/loadavg") as fh:
            return fh.read().split()[0]
    except OSError:
        return "?"


def mb(n: float) -> str:
    return f"{n / 1e6:.2f}"


def report(
    results: list[RunResult], args: argparse.Namespace, elapsed: float, load: tuple[str, str]
) -> str:
    mem = next((r for r in results if r.backend == "memory"), None)
    out: list[str] = []
    w = out.append
    w(
        f"checkpoint bench: {args.turns} turns on one session via ChatService.run_turn, echo "
        f"model, {args.message_chars}-char user messages, {args.warmup} warm-up turns on another "
        f"session first; python {platform.python_version()}, {os.cpu_count()} cpus, load "
        f"average {load[0]} at the start and {load[1]} at the end"
    )
    w(f"agent: the default AgentSpec with {json.dumps(agent_fields(args))}")
    w("")
    w("Time per turn (wall ms of run_turn; x mem = ratio to the in-memory run at that point)")
    head = (
        f"  {'run':<34} {'turns 5-15':>10} {'last 10':>8} {'all':>7} {'x mem 5-15':>10} "
        f"{'x mem last10':>12} {'kept':>5} {'saw':>4} | {'excl. flush wait: 5-15':>22} "
        f"{'last 10':>8}"
    )
    w(head)
    w("  " + "-" * (len(head) - 2))
    for r in results:
        ratio10 = f"{r.t10 / mem.t10:.1f}" if mem and r is not mem else "-"
        ratio_last = f"{r.t_last / mem.t_last:.1f}" if mem and r is not mem else "-"
        w(
            f"  {r.name:<34} {r.t10:10.2f} {r.t_last:8.2f} {r.median:7.2f} {ratio10:>10} "
            f"{ratio_last:>12} {r.messages:5d} {r.model_saw:4d} | "
            f"{r.excl_flush(slice(4, 15)):22.2f} {r.excl_flush(slice(-10, None)):8.2f}"
        )
    b_m, b_r = BASELINE["memory"], BASELINE["redis"]
    w(
        f"  {'baseline InMemorySaver (FACTS)':<34} {b_m['t10']:10.2f} {b_m['t200']:8.2f} "
        f"{b_m['median']:7.2f}"
    )
    w(
        f"  {'baseline RedisSaver (FACTS)':<34} {b_r['t10']:10.2f} {b_r['t200']:8.2f} "
        f"{b_r['median']:7.2f} {b_r['t10'] / b_m['t10']:10.1f} {b_r['t200'] / b_m['t200']:12.1f}"
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
    w("")
    w(
        "Redis commands and storage (commands: INFO commandstats deltas over the measured turns "
        "/ turns; ckpt = the checkpointer's share, counted client-side by key)"
    )
    head = (
        f"  {'run':<34} {'cmds/turn':>9} {'ckpt cmds':>9} {'srv us/t':>8} {'keys':>6} "
        f"{'ckpts':>5} {'stored MB':>9} {'ckpt MB':>8} {'used_mem+ MB':>12} {'text MB':>7} "
        f"{'ckpt/text':>9}"
    )
    w(head)
    w("  " + "-" * (len(head) - 2))
    for r in results:
        if r.backend == "redis":
            w(
                f"  {r.name:<34} {r.cmds_per_turn:9.1f} {r.checkpointer_cmds_per_turn:9.1f} "
                f"{r.server_us_per_turn:8.0f} {r.stored_keys:6d} {r.checkpoints:5d} "
                f"{mb(r.stored_bytes):>9} {mb(r.checkpoint_bytes):>8} "
                f"{mb(r.used_memory_delta):>12} {mb(r.text_bytes):>7} "
                f"{r.checkpoint_bytes / max(r.text_bytes, 1):8.0f}x"
            )
        else:
            w(
                f"  {r.name:<34} {0:9.1f} {0:9.1f} {'-':>8} {'-':>6} {r.checkpoints:5d} "
                f"{'-':>9} {mb(r.memory_saver_bytes):>8} {'-':>12} {mb(r.text_bytes):>7} "
                f"{r.memory_saver_bytes / max(r.text_bytes, 1):8.0f}x"
            )
    w(
        f"  {'baseline RedisSaver (FACTS)':<34} {'':>9} {b_r['cmds_per_turn']:9d} {'':>8} "
        f"{'':>6} {'':>5} {'':>9} {b_r['stored_mb']:8.2f} {'':>12} {b_r['text_mb']:7.2f} "
        f"{b_r['stored_mb'] / b_r['text_mb']:8.0f}x"
    )
    w(
        "  stored MB = sum of MEMORY USAGE (SAMPLES 0) over the keys the measured turns created; "
        "ckpt MB = the checkpointer's keys among them; used_mem+ = growth of INFO used_memory "
        "over the measured turns (allocator view: search index included, and strings RedisJSON "
        "shares between keys counted once, so it can be far below the MEMORY USAGE sum when every "
        "checkpoint repeats the same messages). For the memory run, ckpt MB = serialized bytes "
        "the InMemorySaver holds for the thread (not RSS). text MB = UTF-8 bytes of every "
        "message sent and every reply over the n turns (what the thread said, whether or not "
        "summarization compacted it)."
    )
    for r in results:
        if r.prune_ms:
            w(
                f"  {r.name}: on top of the service's default pruning (keep 5 every 10 turns), "
                f"aprune_thread(keep_last="
                f"{args.prune_keep}) every {args.prune_every} turns; {len(r.prune_ms)} calls, "
                f"median {statistics.median(r.prune_ms):.1f} ms, max {max(r.prune_ms):.1f} ms, "
                f"amortized {sum(r.prune_ms) / r.turns:.2f} ms/turn (not in the turn times); "
                f"{r.pruned_checkpoints} checkpoints deleted; its cmds/turn include the prune "
                "calls."
            )

    for r in results:
        if not r.commands:
            continue
        w("")
        total_calls = sum(c for c, _ in r.commands.values())
        w(
            f"Redis commands per turn, {r.name} ({r.cmds_per_turn:.1f}/turn, server "
            f"{r.server_us_per_turn:.0f} us/turn):"
        )
        w(
            "  by component (client-side count): "
            + ", ".join(f"{c} {n / r.turns:.1f}" for c, n in r.by_component.items())
        )
        w(f"  {'command':<22} {'per turn':>8} {'share':>6} {'us/call':>8} {'srv us/turn':>11}")
        for cmd, (calls, usec) in sorted(r.commands.items(), key=lambda kv: -kv[1][0]):
            w(
                f"  {cmd:<22} {calls / r.turns:8.2f} {100 * calls / total_calls:5.1f}% "
                f"{usec / calls:8.1f} {usec / r.turns:11.1f}"
            )
        w(
            f"  stored by key family ({r.stored_keys} keys, {mb(r.stored_bytes)} MB; Redis "
            f"used_memory grew {mb(r.used_memory_delta)} MB, which includes the search index):"
        )
        for fam, (keys, size) in r.stored_by_family.items():
            w(
                f"    {fam:<26} {keys:6d} keys {mb(size):>8} MB  "
                f"{size / max(keys, 1) / 1e3:8.1f} kB/key"
            )

    w("")
    w(
        "Where a turn's wall time goes (median ms of time inside wrapped calls; a call's wall "
        "time includes waiting while other tasks run, and calls can overlap):"
    )
    names = []
    for r in results:
        for n in phase_names(r):
            if n not in names:
                names.append(n)
    cols = "".join(f" {r.name[:21]:>21}" for r in results)
    w(f"  {'':<42}{cols}")
    w(f"  {'':<42}" + "".join(f" {'@5-15':>10} {'@last10':>10}" for _ in results))
    for n in names + ["total"]:
        cells = "".join(
            f" {r.phase_median(n, slice(4, 15)):10.2f} {r.phase_median(n, slice(-10, None)):10.2f}"
            for r in results
        )
        w(f"  {n:<42}{cells}")

    for r in results:
        if r.profile:
            w("")
            w(r.profile)
    w("")
    w(f"finished in {elapsed:.1f} s")
    return "\n".join(out)


# --- main -----------------------------------------------------------------------------------


async def main_async(args: argparse.Namespace) -> list[RunResult]:
    from tests.support.redis_server import RedisServer

    # SIGTERM cancels the run like Ctrl-C does, so every `finally` stops its Redis.
    main_task = asyncio.current_task()
    assert main_task is not None
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, main_task.cancel)
    kwargs = {
        "turns": args.turns,
        "chars": args.message_chars,
        "warmup": args.warmup,
        "agent": agent_fields(args),
    }
    results = [await run_one("memory (fallback)", None, **kwargs)]
    server = RedisServer().start()
    try:
        # The service prunes by default (keep the newest 5 checkpoints, every 10 turns).
        results.append(await run_one("redis", server.url, profile=args.profile, **kwargs))
    finally:
        server.stop()
    if args.prune_every > 0:
        server = RedisServer().start()
        try:
            results.append(
                await run_one(
                    f"redis+prune(keep {args.prune_keep}/{args.prune_every}t) OPTION",
                    server.url,
                    prune=Prune(args.prune_every, args.prune_keep),
                    **kwargs,
                )
            )
        finally:
            server.stop()
    return results


# Summarization trigger far above a 200-turn thread: the checkpoint keeps every message.
FULL_HISTORY: dict[str, Any] = {
    "model": {"context_window": 10_000_000},
    "memory_config": {"summarization": {"max_trigger_tokens": 1_000_000}},
}


def agent_fields(args: argparse.Namespace) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    for extra in ([FULL_HISTORY] if args.full_history else []) + [args.agent or {}]:
        for key, value in extra.items():
            if isinstance(value, dict) and isinstance(fields.get(key), dict):
                fields[key] = {**fields[key], **value}
            else:
                fields[key] = value
    return fields


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m bench.checkpoint",
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--turns", type=int, default=200, help="measured turns per run (min 20)")
    p.add_argument(
        "--message-chars",
        type=int,
        default=880,
        help="user message length; 880 gives ~0.36 MB of text in 200 turns, "
        "like the FACTS baseline",
    )
    p.add_argument("--warmup", type=int, default=5, help="unmeasured turns on another session")
    p.add_argument(
        "--prune-every",
        type=int,
        default=10,
        help="prune run: aprune_thread every M turns (0 = skip the prune run)",
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
        help="cProfile one extra turn on the Redis thread after measuring",
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
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    # The memory run is "degraded" on purpose; keep its start-up warning out of the report.
    logging.getLogger("agentrt").setLevel(logging.ERROR)
    load_start = load_average()
    start = time.perf_counter()
    try:
        results = asyncio.run(main_async(args))
    except (KeyboardInterrupt, asyncio.CancelledError):
        print("interrupted; the bench's Redis servers were stopped", file=sys.stderr)
        return 130
    elapsed = time.perf_counter() - start
    load = (load_start, load_average())
    print(report(results, args, elapsed, load))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(
                {
                    "args": vars(args),
                    "elapsed_s": elapsed,
                    "python": platform.python_version(),
                    "cpus": os.cpu_count(),
                    "load_average_start_end": load,
                    "baseline": BASELINE,
                    "runs": [r.to_json() for r in results],
                },
                fh,
                indent=2,
            )
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
