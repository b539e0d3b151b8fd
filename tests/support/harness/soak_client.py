"""The soak's client (tests/integration/chat/test_soak.py), in a process of its own.

In the test's process it would share the interpreter lock with the service it drives: on the
2-core box that held the service to 59-67 turns/s, against 104 turns/s from here.

    python -m tests.support.harness.soak_client URL --sessions 1000 --turns 20 --concurrency 20

Session s belongs to person `u{s % people}`. Every turn is `POST /api/v1/chat` over HTTP
keep-alive, and its reply is checked: the echo model answers over the whole history, and the
turn ran on Redis (not the in-memory fallback). One JSON line on stdout after every
`--report-every` finished sessions, `{"sessions": n, "turns": t}`, and a last one with
`"done": true` and `last_write`, when the last reply arrived (time.time()). A failed turn
ends the process with status 1 and the reason on stderr.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from typing import Any

import httpx


class TurnFailed(Exception):
    pass


class SoakClient:
    def __init__(self, url: str, *, turns: int, concurrency: int, people: int) -> None:
        self.url = url
        self.turns = turns
        self.concurrency = concurrency
        self.people = people
        self.turns_done = 0
        self.last_write = 0.0

    async def converse(self, client: httpx.AsyncClient, number: int) -> None:
        """One session: `turns` turns, each reply checked."""
        headers = {"X-User-Id": f"u{number % self.people}"}
        session_id: str | None = None
        for turn in range(self.turns):
            message = f"message {turn} of session {number}"
            body: dict[str, Any] = {"agent_id": "soak", "message": message}
            if session_id is not None:
                body["session_id"] = session_id
            response = await client.post("/api/v1/chat", json=body, headers=headers)
            if response.status_code != 200:
                raise TurnFailed(
                    f"session {number} turn {turn}: {response.status_code} {response.text}"
                )
            data = response.json()
            expected = f"I have seen {2 * turn + 1} messages. You said: {message}"
            if data.get("reply") != expected or data.get("checkpointer") != "redis":
                raise TurnFailed(f"session {number} turn {turn}: {data}")
            session_id = data["session_id"]
            self.turns_done += 1
            self.last_write = time.time()

    async def run(self, sessions: int, report_every: int) -> None:
        """`sessions` sessions, `concurrency` at a time, reporting progress on stdout."""
        limits = httpx.Limits(
            max_connections=self.concurrency, max_keepalive_connections=self.concurrency
        )
        numbers = iter(range(sessions))
        finished = 0
        async with httpx.AsyncClient(
            base_url=self.url, limits=limits, timeout=httpx.Timeout(30.0)
        ) as client:

            async def worker() -> None:
                nonlocal finished
                for number in numbers:  # one iterator: each session is taken once
                    await self.converse(client, number)
                    finished += 1
                    if finished % report_every == 0:
                        _report({"sessions": finished, "turns": self.turns_done})

            await asyncio.gather(*(worker() for _ in range(self.concurrency)))
        _report(
            {
                "done": True,
                "sessions": finished,
                "turns": self.turns_done,
                "last_write": self.last_write,
            }
        )


def _report(line: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(line) + "\n")
    sys.stdout.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("url")
    parser.add_argument("--sessions", type=int, required=True)
    parser.add_argument("--turns", type=int, required=True)
    parser.add_argument("--concurrency", type=int, required=True)
    parser.add_argument("--people", type=int, default=1)
    parser.add_argument("--report-every", type=int, default=100)
    args = parser.parse_args(argv)
    client = SoakClient(
        args.url, turns=args.turns, concurrency=args.concurrency, people=args.people
    )
    try:
        asyncio.run(client.run(args.sessions, args.report_every))
    except (TurnFailed, httpx.HTTPError) as exc:
        print(f"soak client: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
