"""Part 1, in process: each saver's runtime in a worker of its own, `ChatService.run_turn`
driven in lockstep (agent lookup, session lock, graph, checkpointer, SSE stream buffer; no
HTTP), then its counts and sizes collected outside the timed turns."""

from __future__ import annotations

import asyncio
import functools
import re
import signal
import time
from collections import defaultdict
from typing import Any

import redis
from langchain_core.runnables import RunnableConfig

from agents.definition.spec import AgentSpec
from agents.fallback import memory_thread
from agents.service import TurnRequest
from agents.storage.keys import session_thread
from app.runtime import Runtime, build_runtime
from bench.checkpoint.counting import (
    IN_TURN,
    CommandCounter,
    all_keys,
    command_stats,
    key_family,
    memory_saver_bytes,
    memory_usage,
    stats_delta,
)
from bench.checkpoint.results import Prune, RunResult
from bench.checkpoint.savers import SAVERS, SaverKind, start_redis
from bench.checkpoint.service import AGENT_ID, CALLER, WORKSPACE, make_settings, session_name
from bench.checkpoint.text import make_message
from bench.checkpoint.timing import PhaseTimer, instrument, profile_turn
from bench.checkpoint.worker import Worker, WorkerFailed, error_text, lockstep, progress, receive


class InProcessRun:
    """One saver's runtime on its own fresh Redis: `start` (warm-up included), `turn` per
    measured turn, `finish` (counts, sizes), `close`. A failure is kept in `result.error`."""

    def __init__(
        self,
        kind: SaverKind,
        *,
        chars: int,
        warmup: int,
        agent: dict[str, Any],
        turns: int,
        key: str | None = None,
        name: str | None = None,
        prune: Prune | None = None,
    ) -> None:
        self.kind = kind
        self.chars, self.warmup, self.agent, self.prune = chars, warmup, agent, prune
        self.result = RunResult(
            name=name or kind.label,
            key=key or kind.key,
            saver=kind.key,
            backend=kind.backend,
            turns=turns,
        )
        self.session = session_name("bench-", self.result.key)
        self.server: Any = None
        self.runtime: Runtime | None = None
        self.client: redis.Redis | None = None
        self.timer = PhaseTimer()
        self.last: dict[str, Any] = {}
        self._keys_before: set[str] = set()
        self._stats_before: dict[str, tuple[int, int]] = {}
        self._mem_before = 0

    @property
    def port(self) -> int | None:
        return None if self.server is None else int(self.server.port)

    async def start(self) -> None:
        self.server = start_redis(self.kind)
        url = self.server.url if self.server is not None else None
        self.runtime = runtime = await build_runtime(make_settings(url))
        self.client = redis.Redis.from_url(url) if url else None
        if self.kind.swap is not None:
            await self.kind.swap(runtime)
        backend = runtime.checkpoints.backend
        if backend != self.kind.backend:
            raise RuntimeError(f"expected the {self.kind.backend} checkpointer, got {backend}")
        spec = {"name": "bench echo", **self.agent, "id": AGENT_ID, "workspace": WORKSPACE}
        await runtime.chat.agents.put(AgentSpec(**spec))
        for i in range(1, self.warmup + 1):
            message = make_message(i, self.chars, "warmup")
            await runtime.chat.run_turn(CALLER, TurnRequest(AGENT_ID, message, f"{self.session}-w"))
        instrument(runtime, self.timer)
        if self.client is not None:
            self._keys_before = all_keys(self.client)
            self._stats_before = command_stats(self.client)
            self._mem_before = int(self.client.info("memory")["used_memory"])

    async def turn(self, turn: int) -> None:
        """One measured turn (and, every `prune.every` turns, a prune call timed apart)."""
        assert self.runtime is not None
        result = self.result
        request = TurnRequest(AGENT_ID, make_message(turn, self.chars), self.session)
        self.timer.begin()
        token = IN_TURN.set(self.port or 0)
        start = time.perf_counter()
        try:
            self.last = await self.runtime.chat.run_turn(CALLER, request)
        finally:
            elapsed = (time.perf_counter() - start) * 1000
            IN_TURN.reset(token)
        self.timer.end(elapsed)
        result.turn_ms.append(elapsed)
        reply = str(self.last["reply"])
        result.text_bytes += len(request.message.encode()) + len(reply.encode())
        if self.prune is not None and turn % self.prune.every == 0:
            saver = self.runtime.checkpoints.redis
            assert saver is not None
            start = time.perf_counter()
            # The session's thread (epoch 0; --full-history never starts another).
            thread_id = session_thread(WORKSPACE, self.session)
            result.pruned_checkpoints += await saver.aprune_thread(
                thread_id, keep_last=self.prune.keep_last
            )
            result.prune_ms.append((time.perf_counter() - start) * 1000)

    async def finish(self, counter: CommandCounter, profile: bool) -> None:
        """Collect counts and sizes after the measured turns (nothing here is timed)."""
        assert self.runtime is not None
        result, client, chat = self.result, self.client, self.runtime.chat
        if self.port is not None:
            result.by_component = counter.commands_of(self.port)
            result.round_trips = counter.round_trips_of(self.port)
            result.background = counter.background_of(self.port)
        result.phases = self.timer.per_turn
        listed = await chat.messages(CALLER, self.session)
        if client is not None:
            result.commands = stats_delta(self._stats_before, command_stats(client))
            result.used_memory_delta = int(client.info("memory")["used_memory"]) - self._mem_before
            usage = memory_usage(client, sorted(all_keys(client) - self._keys_before))
            fams: dict[str, list[int]] = defaultdict(lambda: [0, 0])
            for key, size in usage.items():
                fams[key_family(key)][0] += 1
                fams[key_family(key)][1] += size
            result.stored_by_family = {
                f: (k, b) for f, (k, b) in sorted(fams.items(), key=lambda kv: -kv[1][1])
            }
            result.stored_bytes = sum(usage.values())
            result.stored_keys = len(usage)
            result.checkpoints = await count_checkpoints(self.runtime, listed["thread_id"])
        else:
            result.memory_saver_bytes, result.checkpoints = memory_saver_bytes(
                self.runtime.checkpoints.memory, memory_thread(WORKSPACE, listed["thread_id"])
            )
        history = listed["messages"]
        result.messages = len(history)
        result.listed_text_bytes = sum(len(m["content"].encode()) for m in history)
        seen = re.match(r"I have seen (\d+) messages", str(self.last.get("reply", "")))
        result.model_saw = int(seen.group(1)) if seen else -1
        result.complete_history = len(history) == 2 * result.turns
        if self.last.get("checkpointer") != result.backend:
            raise RuntimeError(f"the last turn ran on {self.last.get('checkpointer')!r}")
        if profile:
            turn = result.turns + 1
            result.profile = await profile_turn(self.runtime, self.session, turn, self.chars)

    async def close(self) -> None:
        """Close the runtime and stop its Redis (again: nothing happens)."""
        runtime, client, server = self.runtime, self.client, self.server
        self.runtime = self.client = self.server = None
        try:
            if runtime is not None:
                await runtime.aclose()
            if client is not None:
                client.close()
        finally:
            if server is not None:
                server.stop()


async def count_checkpoints(runtime: Runtime, thread_id: str) -> int:
    """The thread's checkpoints, as the saver lists them (outside the measured turns)."""
    saver = runtime.checkpoints.redis
    assert saver is not None
    config: RunnableConfig = {"configurable": {"thread_id": thread_id}}
    return sum([1 async for _ in saver.alist(config)])


def serve_in_process(conn: Any, options: dict[str, Any], profile: bool) -> None:
    """A worker's side of an in-process run: `start`, `turn` n, `finish` (answers the
    RunResult), `close`."""
    try:
        asyncio.run(_serve_in_process(conn, options, profile))
    except KeyboardInterrupt:
        pass


async def _serve_in_process(conn: Any, options: dict[str, Any], profile: bool) -> None:
    # SIGTERM cancels the run like Ctrl-C does, so `close` stops its Redis.
    main_task = asyncio.current_task()
    assert main_task is not None
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, main_task.cancel)
    run = InProcessRun(SAVERS[options.pop("saver")], **options)
    counter = CommandCounter({})
    counting = False
    try:
        while True:
            op, arg = await receive(conn)
            if op == "close":
                break
            value: Any = None
            try:
                if op == "start":
                    await run.start()
                    if run.port is not None:
                        counter.runs[run.port] = run.result.key
                    counter.__enter__()  # the measured turns only: warm-up is done
                    counting = True
                elif op == "turn":
                    await run.turn(int(arg))
                elif op == "finish":
                    counter.__exit__()
                    counting = False
                    await run.finish(counter, profile)
                    value = run.result
                else:
                    raise ValueError(f"unknown request {op!r}")
            except Exception as exc:  # noqa: BLE001 - answered; the bench reports it
                conn.send(("error", error_text(exc)))
                continue
            conn.send(("ok", value))
    finally:
        if counting:
            counter.__exit__()
        await run.close()
    conn.send(("ok", None))


def run_in_process(
    options: list[dict[str, Any]], turns: int, profile: str | None
) -> list[RunResult]:
    """Each run in a worker process; start them all, the measured turns in lockstep, then
    collect. A run that fails keeps its error and drops out; the others go on. `profile`:
    the key of the run to profile one more turn of."""
    results = [
        RunResult(
            name=o["name"] or SAVERS[o["saver"]].label,
            key=o["key"] or o["saver"],
            saver=o["saver"],
            backend=SAVERS[o["saver"]].backend,
            turns=turns,
        )
        for o in options
    ]
    workers: list[Worker] = []
    try:
        for result, opts in zip(results, options, strict=True):
            progress(f"in process: starting {result.name}")
            serve = functools.partial(
                serve_in_process, options=dict(opts), profile=profile == result.key
            )
            worker = Worker(serve)
            workers.append(worker)
            try:
                worker.ask("start", timeout=180)
            except WorkerFailed as exc:
                result.error = str(exc)
                worker.stop()
        live = [(r, w) for r, w in zip(results, workers, strict=True) if not r.error]
        progress(f"in process: {turns} turns on {len(live)} savers, in lockstep")
        lockstep(live, turns, lambda worker, turn: worker.ask("turn", turn))
        for i, (result, worker) in enumerate(zip(results, workers, strict=True)):
            if not result.error:
                try:
                    results[i] = worker.ask("finish", timeout=180)
                except WorkerFailed as exc:
                    result.error = str(exc)
    finally:
        for worker in workers:
            worker.stop()
    return results
