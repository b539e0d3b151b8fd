"""What the turns cost Redis: commands counted client-side (by run and component) and
server-side (`INFO commandstats`), key families, and the bytes stored (also what an in-memory
saver holds). The bench's own sync clients run outside the timed sections and are not counted.
"""

from __future__ import annotations

import contextvars
from collections import defaultdict
from typing import Any

import redis


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


# Key families of every saver: the delta saver's `ckpt:{t:...}:part` keys, and the JSON
# documents, pointers and index names of langgraph-checkpoint-redis.
CHECKPOINT_FAMILIES = (
    "ckpt",
    "checkpoint",
    "checkpoint_blob",
    "checkpoint_write",
    "checkpoint_latest",
    "write_keys_zset",
)
COMPONENTS = {
    "orchestrator": "stream buffer (SSE resume)",
    "session": "sessions (claim, context, lock)",
    "agent": "agent specs",
    "agents": "agent specs",
    "extract": "memory extraction queue",
    "memory": "long-term memory",
    "memory-settings": "memory settings",
    "tenant": "workspace settings",
}
CHECKPOINTER = "checkpointer"


def component(family: str) -> str:
    if family in CHECKPOINT_FAMILIES:
        return CHECKPOINTER
    return COMPONENTS.get(family.split(":", 1)[0], family or "other")


# The Redis port of the run whose measured turn this is, in that turn and every task it starts
# (a task copies the context it starts in): a command sent there was caused by the turn; one
# sent elsewhere (the memory extraction worker's polls, the health probe) is background.
IN_TURN: contextvars.ContextVar[int] = contextvars.ContextVar("bench_in_turn", default=0)

Counts = dict[str, int]


def _by_count(counts: Counts) -> Counts:
    return dict(sorted(counts.items(), key=lambda kv: -kv[1]))


class CommandCounter:
    """What the asyncio clients send, per run (the Redis port a connection talks to) and
    component (from the key each command touches).

    Patches `redis.asyncio` connections while active: `pack_command` (a single command and
    each command of a pipeline go through it) notes the command on its connection, and
    `send_packed_command` (one socket write: one round trip) counts what was noted. A round
    trip counts for the component of its first command; MULTI/EXEC count with the commands
    they wrap. The bench's own sync clients are not counted.
    """

    def __init__(self, runs: dict[int, str]) -> None:
        self.runs = runs  # port -> run
        self.commands: dict[int, Counts] = defaultdict(lambda: defaultdict(int))
        self.round_trips: dict[int, Counts] = defaultdict(lambda: defaultdict(int))
        self.background: dict[int, Counts] = defaultdict(lambda: defaultdict(int))
        self._originals: tuple[Any, Any, Any] | None = None

    def commands_of(self, port: int) -> Counts:
        """Commands the run's turns sent, by component."""
        return _by_count(self.commands[port])

    def round_trips_of(self, port: int) -> Counts:
        return _by_count(self.round_trips[port])

    def background_of(self, port: int) -> Counts:
        """Commands sent to the run's Redis by nothing a measured turn started."""
        return _by_count(self.background[port])

    def __enter__(self) -> CommandCounter:
        from redis.asyncio.connection import AbstractConnection

        from agents.storage.packing import PackedConnection

        pack, send = AbstractConnection.pack_command, AbstractConnection.send_packed_command
        packed = PackedConnection.pack_command  # the runtime's clients: packs without `pack`
        self._originals = (pack, send, packed)
        counter = self

        def noting(pack: Any) -> Any:
            def pack_command(conn: Any, *args: Any) -> Any:
                conn.__dict__.setdefault("_bench_noted", []).append(_family_of(args))
                return pack(conn, *args)

            return pack_command

        async def send_packed_command(conn: Any, command: Any, check_health: bool = True) -> Any:
            noted = conn.__dict__.pop("_bench_noted", None)
            if noted:
                counter.count(getattr(conn, "port", 0), noted)
            return await send(conn, command, check_health)

        AbstractConnection.pack_command = noting(pack)  # type: ignore[method-assign]
        PackedConnection.pack_command = noting(packed)  # type: ignore[method-assign]
        AbstractConnection.send_packed_command = send_packed_command  # type: ignore[method-assign,assignment]
        return self

    def count(self, port: int, families: list[str]) -> None:
        if port not in self.runs:
            return
        wrapped = [f for f in families if f not in ("multi", "exec")]
        main = component(wrapped[0]) if wrapped else "other"
        if IN_TURN.get() != port:
            self.background[port][main] += len(families)
            return
        self.round_trips[port][main] += 1
        for family in families:
            self.commands[port][main if family in ("multi", "exec") else component(family)] += 1

    def __exit__(self, *exc: object) -> None:
        from redis.asyncio.connection import AbstractConnection

        from agents.storage.packing import PackedConnection

        assert self._originals is not None
        pack, send, packed = self._originals
        AbstractConnection.pack_command = pack  # type: ignore[method-assign]
        PackedConnection.pack_command = packed  # type: ignore[method-assign]
        AbstractConnection.send_packed_command = send  # type: ignore[method-assign]


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


def _family_of(args: tuple[Any, ...]) -> str:
    if not args:
        return ""
    words = _text(args[0]).split()
    name = words[0].upper()
    args = tuple(words[1:]) + args[1:]  # "SCRIPT LOAD" may come as one argument
    if name in ("EVAL", "EVALSHA") and len(args) > 2:
        return key_family(_text(args[2]))
    if name in ("CLIENT", "HELLO", "AUTH", "SELECT"):
        return "connection setup"
    if name == "XREADGROUP":
        texts = [_text(a).upper() for a in args]
        if "STREAMS" in texts and texts.index("STREAMS") + 1 < len(args):
            return key_family(_text(args[texts.index("STREAMS") + 1]))
    if name in ("XGROUP", "XINFO", "OBJECT", "MEMORY") and len(args) > 1:
        return key_family(_text(args[1]))
    if name == "SCRIPT":
        return "script load"
    if name in ("MULTI", "EXEC", "PING") or not args:
        return name.lower()
    return key_family(_text(args[0]))


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
    """Serialized bytes an InMemorySaver holds for a thread, and its checkpoint count."""
    storage = saver.storage.get(thread_id, {})
    checkpoints = sum(len(by_id) for by_id in storage.values())
    total = _bytes_in(storage)
    total += sum(_bytes_in(v) for k, v in saver.writes.items() if k[0] == thread_id)
    total += sum(_bytes_in(v) for k, v in saver.blobs.items() if k[0] == thread_id)
    return total, checkpoints
