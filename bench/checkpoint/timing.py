"""Where a turn's time goes: wall time inside the runtime's calls, per turn (timing wrappers;
behaviour unchanged), and a cProfile of one more turn."""

from __future__ import annotations

import cProfile
import functools
import gc
import os
import pstats
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable
from typing import Any

from agents.service import TurnRequest
from app.runtime import Runtime
from bench.checkpoint.service import AGENT_ID, CALLER
from bench.checkpoint.text import make_message

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


GC_PHASE = "garbage collector pauses"


def instrument(runtime: Runtime, timer: PhaseTimer) -> None:
    started = [0.0]

    def on_gc(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            timer.current[GC_PHASE] += (time.perf_counter() - started[0]) * 1000

    gc.callbacks.append(on_gc)  # one run per process: every pause is this run's
    chat = runtime.chat
    timer.wrap(chat, "start_turn", "start_turn (agent, claim, context, lock)")
    timer.wrap(chat.buffer, "_set_turn", "stream buffer: turn record")
    timer.wrap(chat.buffer, "flush", FLUSH_PHASE)
    timer.wrap(chat.sessions, "finish", "session record + unlock")
    saver = runtime.checkpoints.active().saver
    timer.wrap(saver, "aget_tuple", "saver.aget_tuple")
    timer.wrap(saver, "aput", "saver.aput")
    timer.wrap(saver, "aput_writes", "saver.aput_writes")


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
        rows.append(
            (tottime * 1000, ncalls, cumtime * 1000, f"{short_path(filename)}:{line}({func})")
        )
    total = sum(by_pkg.values())
    lines = [
        f"cProfile of turn {turn} on the delta saver's thread: {wall:.1f} ms wall "
        f"(profiled; {total:.1f} ms of own time recorded)",
        "  own time by package:",
    ]
    for pkg, ms in sorted(by_pkg.items(), key=lambda kv: -kv[1])[:12]:
        lines.append(f"    {ms:8.2f} ms  {100 * ms / total:5.1f}%  {pkg}")
    lines.append("  checkpoint work (cumulative ms, profiled):")
    for (filename, _line, func), (_cc, _ncalls, _tot, cumtime, _) in sorted(
        stats.items(), key=lambda kv: -kv[1][3]
    ):
        label = next(
            (
                lbl
                for (path, fn), lbl in _SELECTED.items()
                if fn == func and filename.endswith(path)
            ),
            None,
        )
        if label:
            lines.append(f"    {label:<38} {cumtime * 1000:8.2f}")
    lines.append("  top functions by own time:  own ms   calls   cum ms")
    for tot, ncalls, cum, where in sorted(rows, reverse=True)[:15]:
        lines.append(f"    {tot:8.2f} {ncalls:7d} {cum:8.2f}  {where}")
    return "\n".join(lines)


_SELECTED = {
    ("agents/storage/delta_saver/saver.py", "aget_tuple"): "saver.aget_tuple",
    ("agents/storage/delta_saver/saver.py", "aput"): "saver.aput",
    ("agents/storage/delta_saver/saver.py", "aput_writes"): "saver.aput_writes",
    ("agents/storage/delta_saver/saver.py", "_decode"): "  decode a checkpoint (get)",
    ("agents/storage/delta_saver/saver.py", "_plan"): "  plan a write (put)",
    ("agents/storage/delta_saver/saver.py", "_dump_item"): "    serialize a new element",
    ("agents/storage/delta_saver/codec.py", "pack_element"): "    compress an element",
    ("agents/storage/delta_saver/cache.py", "checkpoint_copy"): "  copy the cached checkpoint",
    ("redis/commands/core.py", "__call__"): "  Lua script call (evalsha)",
}


def short_path(filename: str) -> str:
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
    return "agentrt " + short_path(filename).split("/", 1)[0]
