"""Which saver each run uses, and how it is swapped into the runtime.

The runtime picks its saver in `CheckpointProvider`; for the others the bench swaps
`runtime.checkpoints.redis` (or `.memory`) before the first turn, wrapped as the runtime wraps
its own (`RedisCheckpointSaver`: an unreachable Redis surfaces as `RedisUnavailable`, a run's
write guard may drop its writes). Nothing in agents/ changes.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.redis.aio import AsyncRedisSaver

from agents.checkpoint import RuntimeBoundary
from agents.storage.redis_saver import ConformantRedisSaver
from app.runtime import Runtime


class PreviousSaver(RuntimeBoundary, ConformantRedisSaver):  # type: ignore[misc]
    """The saver the runtime used before the delta saver, wrapped as the runtime would."""


class StockSaver(RuntimeBoundary, AsyncRedisSaver):  # type: ignore[misc]
    """langgraph-checkpoint-redis's own saver, wrapped as the runtime would."""


class PlainMemorySaver(InMemorySaver):
    """langgraph's InMemorySaver, unbounded, answering the one question the fallback asks
    of its saver beyond the saver API (`has_thread`); it never evicts, so `on_evict` is
    never called."""

    on_evict: Callable[[str], None] | None = None

    def has_thread(self, thread_id: str) -> bool:
        return bool(self.storage.get(thread_id))


async def _use_plain_memory(runtime: Runtime) -> None:
    saver = PlainMemorySaver()
    runtime.checkpoints.memory = saver  # type: ignore[assignment]
    runtime.chat.fallback.memory = saver  # type: ignore[assignment]


def _use_redis_saver(cls: type[AsyncRedisSaver]) -> Callable[[Runtime], Awaitable[None]]:
    async def swap(runtime: Runtime) -> None:
        provider = runtime.checkpoints
        saver = cls(
            redis_client=provider.state.client,
            ttl={"default_ttl": provider.ttl_minutes, "refresh_on_read": provider.refresh_on_read},
        )
        await saver.asetup()
        provider.redis = saver  # type: ignore[assignment]

    return swap


@dataclass(frozen=True)
class SaverKind:
    key: str  # its name in --savers
    label: str  # its row in the report
    redis: str | None  # None: no Redis; "plain": no modules; "stack": JSON + Search
    about: str
    # Swaps the runtime's saver before the first turn; None: the runtime's own choice.
    swap: Callable[[Runtime], Awaitable[None]] | None = None

    @property
    def backend(self) -> str:
        return "memory" if self.redis is None else "redis"


SAVERS = {
    kind.key: kind
    for kind in (
        SaverKind(
            "memory",
            "memory (fallback)",
            None,
            "the service without Redis: its in-memory fallback (BoundedMemorySaver)",
        ),
        SaverKind(
            "inmemory",
            "InMemorySaver",
            None,
            "the same runtime on langgraph's InMemorySaver (unbounded)",
            _use_plain_memory,
        ),
        SaverKind(
            "delta",
            "delta, Redis no modules",
            "plain",
            "the service's default: DeltaRedisSaver on a Redis without modules",
        ),
        SaverKind(
            "delta-stack",
            "delta, Redis Stack",
            "stack",
            "DeltaRedisSaver on Redis Stack (each read also checks the previous saver's pointer)",
        ),
        SaverKind(
            "conformant",
            "ConformantRedisSaver (Stack)",
            "stack",
            "the previous saver (langgraph-checkpoint-redis JSON documents, fixed)",
            _use_redis_saver(PreviousSaver),
        ),
        SaverKind(
            "stock",
            "AsyncRedisSaver (Stack)",
            "stack",
            "langgraph-checkpoint-redis 0.5's AsyncRedisSaver as shipped",
            _use_redis_saver(StockSaver),
        ),
    )
}
GOAL_SAVER = "delta"


def start_redis(kind: SaverKind) -> Any:
    """A fresh throwaway Redis for one run (None for the in-memory savers)."""
    from tests.support.harness.redis_server import RedisServer

    if kind.redis is None:
        return None
    return RedisServer(modules=kind.redis == "stack").start()
