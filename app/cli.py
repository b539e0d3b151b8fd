"""The `agentrt` command: serve, worker, migrate, chat (a terminal client over SSE), keys."""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import os
import sys
from typing import Any

from app.settings import Settings


def _quiet(app: Any, server: Any) -> bool:
    """No request in progress (streams and resumes included) and no turn running (a turn
    runs on after its client went away): nothing of a caller's would be frozen."""
    runtime = getattr(app.state, "runtime", None)
    return (
        runtime is not None
        and not server.server_state.tasks
        and runtime.chat.process_slots.in_use() == 0
    )


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from agents.memory.service import warm_up
    from agents.scheduling import cpu
    from app.auth import is_loopback
    from app.heap import HeapKeeper
    from app.log_limit import limit_repeated_logs
    from app.main import create_app
    from app.server import server_config

    os.environ["AGENTRT_HOST"] = args.host
    settings = Settings(host=args.host, port=args.port)
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    if not is_loopback(args.host):
        logging.getLogger("agentrt").info("binding to %s: API keys are required", args.host)
    app = create_app(settings)
    config = server_config(app, settings, host=args.host, port=args.port)
    # uvicorn's handlers are limited by server_config; ours and asyncio's (accept() errors)
    # reach the root logger's handler: limit it too.
    limit_repeated_logs(
        burst=settings.server.log_repeat_burst,
        interval=settings.server.log_repeat_seconds,
        loggers=("",),
    )
    # CPU work off the loop (memory capture, the safety gate, embeddings) runs in threads;
    # with Python's default 5 ms the loop waits that long for the GIL after each I/O call.
    sys.setswitchinterval(settings.server.switch_interval_ms / 1000)
    # What start-up built lives as long as the process: out of the collector's sight, a full
    # collection (which holds the loop) walks only what requests allocate.
    gc.collect()
    gc.freeze()
    # The memory path's CPU work runs in worker processes, not in threads that would hold
    # the interpreter lock the event loop needs (agents/scheduling/cpu.py); they start now.
    cpu.configure(settings.server.cpu_workers)
    cpu.warm(warm_up)
    server = uvicorn.Server(config)
    # Once started: what start-up and the first requests' imports built is frozen too, and
    # full collections run on a schedule (app/heap.py), not after every burst of turns.
    heap = HeapKeeper(
        full_seconds=settings.server.gc_full_seconds, quiet=lambda: _quiet(app, server)
    )
    heap.start(lambda: server.started)
    try:
        server.run()
    finally:
        heap.stop()
        cpu.shutdown()
    return 0 if server.started else 3  # uvicorn's exit code when start-up failed


async def _with_redis(settings: Settings) -> Any:
    from agents.storage.redis import open_redis

    if not settings.redis_url:
        print("AGENTRT_REDIS_URL is not set: this command needs Redis", file=sys.stderr)
        raise SystemExit(2)
    try:  # a single server or a Redis Cluster, like the service
        return await open_redis(
            settings.redis_url,
            cluster=settings.redis.cluster,
            connect_timeout=settings.redis.connect_timeout,
            socket_timeout=max(5.0, settings.redis.socket_timeout),
        )
    except ValueError as exc:
        print(exc, file=sys.stderr)
        raise SystemExit(2) from None


def _migrate(args: argparse.Namespace) -> int:
    from agents.storage.keys import Keys
    from migrations.runner import current_version, migrate

    async def run() -> int:
        settings = Settings()
        client = await _with_redis(settings)
        keys = Keys(settings.redis.key_prefix)
        try:
            applied = await migrate(client, keys)
            for step in applied:
                print(f"applied {step.version:04d} {step.name}: {step.changed} changed")
            print(
                f"at version {await current_version(client, keys):04d}"
                + ("" if applied else " (nothing to do)")
            )
            return 0
        finally:
            await client.aclose()

    return asyncio.run(run())


def _keys_create(args: argparse.Namespace) -> int:
    from agents.errors import AgentRTError
    from agents.storage.health import RedisState
    from agents.storage.keys import Keys
    from app.auth import KeyStore

    async def run() -> int:
        settings = Settings()
        client = await _with_redis(settings)
        try:
            store = KeyStore(RedisState(client), Keys(settings.redis.key_prefix))
            secret, record = await store.create(args.workspace, args.scope)
        except AgentRTError as exc:
            print(exc.message, file=sys.stderr)
            return 2
        finally:
            await client.aclose()
        print(secret)
        print(
            f"key {record.id}: workspace {record.workspace!r}, scope {record.scope!r} "
            "(shown once; store it now)",
            file=sys.stderr,
        )
        return 0

    return asyncio.run(run())


def _keys_list(args: argparse.Namespace) -> int:
    from datetime import UTC, datetime

    from agents.storage.health import RedisState
    from agents.storage.keys import Keys
    from app.auth import KeyStore

    async def run() -> int:
        settings = Settings()
        client = await _with_redis(settings)
        try:
            store = KeyStore(RedisState(client), Keys(settings.redis.key_prefix))
            records = await store.list(args.workspace)
        finally:
            await client.aclose()
        print("id\tworkspace\tscope\tcreated")
        for r in records:
            created = datetime.fromtimestamp(r.created_at, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
            print(f"{r.id}\t{r.workspace}\t{r.scope}\t{created}")
        return 0

    return asyncio.run(run())


def _keys_revoke(args: argparse.Namespace) -> int:
    from agents.storage.health import RedisState
    from agents.storage.keys import Keys
    from app.auth import KeyStore, revoke_key
    from app.tokens import TokenStore

    async def run() -> int:
        settings = Settings()
        client = await _with_redis(settings)
        try:
            state, keys = RedisState(client), Keys(settings.redis.key_prefix)
            record, tokens = await revoke_key(
                KeyStore(state, keys), TokenStore(state, keys), args.id
            )
        finally:
            await client.aclose()
        if record is None:
            print(f"no key with id {args.id!r} (see `agentrt keys list`)", file=sys.stderr)
            return 1
        print(
            f"revoked key {record.id} (workspace {record.workspace!r}, scope {record.scope!r}) "
            f"and {tokens} person token(s) it minted",
            file=sys.stderr,
        )
        return 0

    return asyncio.run(run())


def _worker(args: argparse.Namespace) -> int:
    """Background memory extraction: the scheduler and a job consumer, until SIGTERM/SIGINT.

    Any number of these (and of in-process workers) share the jobs; a job this process was
    running when it died is taken over by another after `memory.claim_idle_seconds`."""
    import signal

    from app.runtime import build_runtime

    # The worker serves no HTTP: the service's host setting (and its loopback rule) is moot.
    settings = Settings(host="127.0.0.1")
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    if not settings.redis_url:
        print("AGENTRT_REDIS_URL is not set: the worker needs Redis", file=sys.stderr)
        return 2

    async def run() -> int:
        runtime = await build_runtime(settings, start_worker=False)
        worker = runtime.extraction_worker
        try:
            if worker is None:
                print(
                    "memory extraction needs a single Redis: AGENTRT_REDIS_URL, or "
                    "AGENTRT_MEMORY_REDIS_URL when conversations are on a cluster",
                    file=sys.stderr,
                )
                return 2
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGTERM, signal.SIGINT):
                loop.add_signal_handler(sig, worker.request_stop)
            print(f"agentrt worker {worker.consumer}: extracting memory", file=sys.stderr)
            if args.once:
                ran = await worker.drain()
                print(f"ran {ran} jobs", file=sys.stderr)
            else:
                await worker.run()
            return 0
        finally:
            await runtime.aclose()

    return asyncio.run(run())


def _chat(args: argparse.Namespace) -> int:
    from app.chat_client import run_chat

    return run_chat(
        url=args.url,
        agent=args.agent,
        key=args.key or os.environ.get("AGENTRT_API_KEY"),
        user=args.user,
        session=args.session,
        message=args.message,
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="agentrt", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    serve = sub.add_parser("serve", help="run the HTTP service (uvicorn)")
    serve.add_argument("--host", default=os.environ.get("AGENTRT_HOST", "127.0.0.1"))
    serve.add_argument("--port", type=int, default=int(os.environ.get("AGENTRT_PORT", "8000")))
    serve.set_defaults(func=_serve)

    worker = sub.add_parser(
        "worker", help="run background memory extraction against AGENTRT_REDIS_URL"
    )
    worker.add_argument(
        "--once", action="store_true", help="run the jobs due now, then exit (cron, tests)"
    )
    worker.set_defaults(func=_worker)

    mig = sub.add_parser("migrate", help="apply data migrations to Redis")
    mig.set_defaults(func=_migrate)

    chat = sub.add_parser("chat", help="chat with an agent in the terminal (streams over SSE)")
    chat.add_argument("--url", default="http://127.0.0.1:8000")
    chat.add_argument("--agent", help="agent id (default: the first agent; one is created if none)")
    chat.add_argument("--key", help="API key (default: $AGENTRT_API_KEY)")
    chat.add_argument("--user", help="your user id (X-User-Id)")
    chat.add_argument("--session", help="continue this session id")
    chat.add_argument(
        "-m",
        "--message",
        action="append",
        help="send this message and exit (repeatable); otherwise read prompts",
    )
    chat.set_defaults(func=_chat)

    keys = sub.add_parser("keys", help="manage API keys (create, list, revoke)")
    keys_sub = keys.add_subparsers(dest="keys_command", required=True)
    create = keys_sub.add_parser("create", help="create a key (printed once)")
    create.add_argument("--workspace", required=True)
    create.add_argument("--scope", required=True, choices=["admin", "full", "chat"])
    create.set_defaults(func=_keys_create)
    listing = keys_sub.add_parser("list", help="list keys: id, workspace, scope, created")
    listing.add_argument("--workspace", help="only this workspace's keys")
    listing.set_defaults(func=_keys_list)
    revoke = keys_sub.add_parser(
        "revoke", help="delete a key by id (and the person tokens it minted)"
    )
    revoke.add_argument("id", help="the key id, k_… (from `agentrt keys list`)")
    revoke.set_defaults(func=_keys_revoke)
    return parser


def main(argv: list[str] | None = None) -> None:
    args = build_parser().parse_args(argv)
    try:
        code = args.func(args)
    except KeyboardInterrupt:
        code = 130
    except Exception as exc:  # a clear one-line message instead of a traceback
        if os.environ.get("AGENTRT_DEBUG"):
            raise
        print(f"agentrt: {exc}", file=sys.stderr)
        code = 1
    raise SystemExit(code)
