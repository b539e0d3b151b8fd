"""Threads written by the previous saver (langgraph-checkpoint-redis JSON documents).

On a Redis with the JSON and Search modules, a thread the delta saver does not hold but the
previous saver does is moved on its first read: every checkpoint (oldest first, with its
parent, metadata and pending writes) is written through the delta saver, then the old
documents are deleted. The read that found it then answers from the moved thread. A Redis
without modules (or a cluster) never held such threads, so no reader is built there.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from typing import TYPE_CHECKING, Any

from langchain_core.runnables import RunnableConfig

from agents.storage.modules import json_and_search_missing
from agents.storage.redis_saver import ConformantRedisSaver

if TYPE_CHECKING:
    from agents.storage.delta_saver.saver import DeltaRedisSaver

log = logging.getLogger("agentrt.checkpoint")


class LegacyThreads:
    """The previous saver, read-only except for deleting what was moved."""

    def __init__(self, saver: ConformantRedisSaver) -> None:
        self.saver = saver

    def pointer(self, thread_id: str, ns: str) -> str:
        """The previous saver's latest-checkpoint key of (thread, namespace)."""
        return str(self.saver._make_redis_checkpoint_latest_key(thread_id, ns))

    async def has_thread(self, thread_id: str) -> bool:
        config: RunnableConfig = {"configurable": {"thread_id": thread_id}}
        async for _ in self.saver.alist(config, limit=1):
            return True
        return False

    async def migrate(self, thread_id: str, into: DeltaRedisSaver | None) -> int:
        """Move (or, `into` None, only delete) a thread; returns its checkpoint count."""
        config: RunnableConfig = {"configurable": {"thread_id": thread_id}}
        found = [t async for t in self.saver.alist(config)]
        if into is not None:
            for tup in sorted(found, key=lambda t: t.checkpoint["id"]):
                conf = tup.config["configurable"]
                parent = (
                    tup.parent_config["configurable"]["checkpoint_id"]
                    if tup.parent_config
                    else None
                )
                target = await into.aput(
                    {
                        "configurable": {
                            "thread_id": thread_id,
                            "checkpoint_ns": conf.get("checkpoint_ns", ""),
                            "checkpoint_id": parent,
                        }
                    },
                    tup.checkpoint,
                    tup.metadata,
                    dict(tup.checkpoint["channel_versions"]),
                )
                by_task: dict[str, list[tuple[str, Any]]] = defaultdict(list)
                for task_id, channel, value in tup.pending_writes or []:
                    by_task[task_id].append((channel, value))
                for task_id, writes in by_task.items():
                    await into.aput_writes(target, writes, task_id)
            if found:
                log.info("moved %d checkpoints of a thread to the delta saver", len(found))
        await self.saver.adelete_thread(thread_id)
        return len(found)


async def has_json_and_search(client: Any) -> bool:
    """True when the server runs JSON and Search commands (the previous saver's needs)."""
    return await json_and_search_missing(client, "agentrt:probe:none") is None
