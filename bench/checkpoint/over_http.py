"""Part 2, over HTTP: the real service per saver (uvicorn in a thread of the run's worker,
`tests.support.harness.live.LiveServer`), `POST /api/v1/chat` turns from a client in the main
process, timed there, in lockstep."""

from __future__ import annotations

import contextlib
import functools
import signal
import time
from typing import Any

import httpx

from bench.checkpoint.results import HttpResult
from bench.checkpoint.savers import SAVERS, SaverKind, start_redis
from bench.checkpoint.service import AGENT_ID, make_settings, session_name
from bench.checkpoint.text import make_message
from bench.checkpoint.worker import Worker, error_text, interrupt, lockstep, progress


def serve_http(conn: Any, key: str) -> None:
    """A worker's side of an HTTP run: on `start`, a fresh Redis and the real service
    (uvicorn in a thread, `tests.support.harness.live`), answering its URL; on `close`, stop
    both."""
    from tests.support.harness.live import LiveServer

    kind = SAVERS[key]
    server = live = None
    signal.signal(signal.SIGTERM, interrupt)
    try:
        while True:
            try:
                op, _ = conn.recv()
            except EOFError:
                break
            if op == "close":
                break
            try:
                server = start_redis(kind)
                url = server.url if server is not None else None
                live = LiveServer(make_settings(url)).start()
                if kind.swap is not None:
                    live.call(kind.swap(live.runtime))  # before a turn builds a graph
                conn.send(("ok", live.url))
            except Exception as exc:  # noqa: BLE001 - answered; the bench reports it
                conn.send(("error", error_text(exc)))
    except KeyboardInterrupt:
        pass
    finally:
        if live is not None:
            live.stop()
        if server is not None:
            server.stop()
    with contextlib.suppress(OSError):
        conn.send(("ok", None))


class HttpRun:
    """The client side of one HTTP run: `POST /api/v1/chat` to its service, timed here."""

    def __init__(
        self, kind: SaverKind, *, chars: int, warmup: int, agent: dict[str, Any], turns: int
    ) -> None:
        self.kind, self.chars, self.warmup, self.agent = kind, chars, warmup, agent
        self.result = HttpResult(name=kind.label, saver=kind.key, turns=turns)
        self.session = session_name("http-", kind.key)
        self.worker: Worker | None = None
        self.client: httpx.Client | None = None

    def start(self) -> None:
        self.worker = Worker(functools.partial(serve_http, key=self.kind.key))
        url = self.worker.ask("start", timeout=180)
        self.client = httpx.Client(base_url=url, timeout=httpx.Timeout(10.0, read=60.0))
        body = {"name": "bench echo", **self.agent, "id": AGENT_ID}
        created = self.client.post("/api/v1/agents", json=body)
        if created.status_code != 201:
            raise RuntimeError(f"creating the agent: {created.status_code} {created.text}")
        for i in range(1, self.warmup + 1):
            self._check(self._post(make_message(i, self.chars, "warmup"), f"{self.session}-w"))

    def turn(self, turn: int) -> None:
        message = make_message(turn, self.chars)
        start = time.perf_counter()
        response = self._post(message, self.session)
        self.result.turn_ms.append((time.perf_counter() - start) * 1000)
        self._check(response)

    def _post(self, message: str, session: str) -> httpx.Response:
        assert self.client is not None
        body = {"agent_id": AGENT_ID, "message": message, "session_id": session}
        return self.client.post("/api/v1/chat", json=body)

    def _check(self, response: httpx.Response) -> None:
        if response.status_code != 200:
            raise RuntimeError(f"POST /api/v1/chat: {response.status_code} {response.text[:300]}")
        ran_on = response.json().get("checkpointer")
        if ran_on != self.kind.backend:
            raise RuntimeError(f"a turn ran on the {ran_on!r} checkpointer")

    def close(self) -> None:
        client, worker = self.client, self.worker
        self.client = self.worker = None
        try:
            if client is not None:
                client.close()
        finally:
            if worker is not None:
                worker.stop()


def run_over_http(runs: list[HttpRun], turns: int) -> None:
    """Start every service, then the measured requests in lockstep; a run that fails keeps
    its error and drops out."""
    live = []
    try:
        for run in runs:
            progress(f"over HTTP: starting {run.result.name}")
            try:
                run.start()
                live.append((run.result, run))
            except Exception as exc:  # noqa: BLE001 - reported; the other savers still run
                run.result.error = error_text(exc)
                run.close()
        progress(f"over HTTP: {turns} turns on {len(live)} services, in lockstep")
        lockstep(live, turns, lambda run, turn: run.turn(turn))
    finally:
        for run in runs:
            run.close()
