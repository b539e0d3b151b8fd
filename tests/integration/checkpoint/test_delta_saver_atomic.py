"""A write of `DeltaRedisSaver` lands whole or not at all (the issue: "a process killed between
any two steps leaves the thread at the previous or the next checkpoint, never torn").

Failures are injected, not imagined: (a) a child process doing puts, writes and prunes in a loop
is killed with SIGKILL at random moments; (b) a proxy between the saver and Redis cuts the
connection in the middle of a script call (Redis never runs it) or after it (the reply is lost),
with redis-py's retries off (the caller sees the error) and on (the script may run twice);
(c) a put or write the serializer refuses. After each, a fresh saver reads the thread, the
saver that failed must read the same (its hot cache never claims what Redis does not hold), and
the next put and read work.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any, cast
from urllib.parse import urlparse

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import Checkpoint, CheckpointMetadata, CheckpointTuple
from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError

from agents.storage.delta_saver import DeltaRedisSaver, HotCache
from agents.storage.keys import Keys

pytestmark = pytest.mark.redis

REPO = Path(__file__).resolve().parents[3]
THREAD = "atomic"
ROOT: RunnableConfig = {"configurable": {"thread_id": THREAD, "checkpoint_ns": ""}}
KILLS = 10


# The conversation after `step` puts, the same in the child that writes it and in the test
# that checks it. --------------------------------------------------------------------------
def conversation(step: int) -> list[tuple[str, str, str]]:
    """(type, id, content) of each message: a turn (3 KB each way) per step, a summary that
    replaces the older half every 10 steps, an edit in the middle every 7."""
    messages: list[tuple[str, str, str]] = []
    for s in range(1, step + 1):
        messages.append(("human", f"h{s}", f"question {s} " + "q" * 3000))
        messages.append(("ai", f"a{s}", f"answer {s} " + "a" * 3000))
        if s % 10 == 0:
            messages = [("system", f"sum{s}", f"summary up to {s}")] + messages[
                len(messages) // 2 :
            ]
        if s % 7 == 0:
            kind, mid, _ = messages[len(messages) // 2]
            messages[len(messages) // 2] = (kind, mid, f"edited at {s} " + "e" * 2000)
    return messages


def expected_values(step: int) -> dict[str, Any]:
    """channel_values of the checkpoint of `step`, messages as (type, id, content)."""
    values: dict[str, Any] = {
        "messages": conversation(step),
        "count": step,
        "docs": [{"n": i, "step": step - step % 4} for i in range(step % 4)],
    }
    if step % 5:  # emptied every 5th step
        values["topic"] = f"topic {step // 3}"
    return values


def expected_writes(step: int) -> list[tuple[str, str, Any]]:
    return [("task", "messages", f"pending {step}"), ("task", "count", step)]


def checkpoint_id(step: int) -> str:
    return f"{step:08x}-0000-6000-8000-000000000000"


def plain(values: dict[str, Any]) -> dict[str, Any]:
    """Read channel values in the form of `expected_values`."""
    out = dict(values)
    if "messages" in out:
        out["messages"] = [(m.type, m.id, m.content) for m in out["messages"]]
    return out


_KINDS = {"human": HumanMessage, "ai": AIMessage, "system": SystemMessage}


class Writer:
    """Builds the checkpoint of each step on top of the previous one, as a graph would: the
    message objects of the previous checkpoint are reused, only new or edited ones are new."""

    def __init__(self, saver: DeltaRedisSaver, latest: CheckpointTuple | None) -> None:
        self.saver = saver
        self.config: RunnableConfig = latest.config if latest else ROOT
        self.step = int(latest.metadata["step"]) if latest else 0
        self.values: dict[str, Any] = dict(latest.checkpoint["channel_values"]) if latest else {}
        self.versions: dict[str, Any] = (
            dict(latest.checkpoint["channel_versions"]) if latest else {}
        )

    async def put(self) -> str:
        step = self.step + 1
        want = expected_values(step)
        known = {m.id: m for m in self.values.get("messages", [])}
        messages: list[BaseMessage] = []
        for kind, mid, content in want["messages"]:
            old = known.get(mid)
            if old is not None and old.content == content:
                messages.append(old)  # the same object, as LangGraph hands it on
            else:
                messages.append(_KINDS[kind](content=content, id=mid))
        values = {**want, "messages": messages}
        new_versions: dict[str, str | int | float] = {}
        for channel in ("messages", "count", "docs", "topic"):
            if channel in values and self.values.get(channel) == values[channel]:
                continue  # unchanged: the parent's version is carried
            if channel not in values and channel not in self.values:
                continue
            new_versions[channel] = self.saver.get_next_version(self.versions.get(channel), None)
        versions = {**self.versions, **new_versions}
        checkpoint = _checkpoint(checkpoint_id(step), values, versions)
        metadata: CheckpointMetadata = {"source": "loop", "step": step}
        self.config = await self.saver.aput(self.config, checkpoint, metadata, new_versions)
        self.step, self.values, self.versions = step, values, versions
        return checkpoint["id"]

    async def put_writes(self) -> None:
        writes = [(channel, value) for _, channel, value in expected_writes(self.step)]
        await self.saver.aput_writes(self.config, writes, "task")


def _checkpoint(cid: str, values: dict[str, Any], versions: dict[str, Any]) -> Checkpoint:
    """A checkpoint with every key LangGraph's `create_checkpoint` sets."""
    return cast(
        Checkpoint,
        {
            "v": 4,
            "id": cid,
            "ts": "2025-01-01T00:00:00+00:00",
            "channel_values": values,
            "channel_versions": versions,
            "versions_seen": {"agent": dict(versions)},
            "pending_sends": [],
            "updated_channels": None,
        },
    )


async def child_main(url: str) -> None:
    """The child of (a): puts forever, printing each step before and after, flushed. Every
    3rd step also writes, every 4th drops its hot cache (the next put sends whole lists), every
    8th prunes the thread to its 4 newest checkpoints."""
    client = Redis.from_url(url)
    saver = DeltaRedisSaver(client, ttl_minutes=60)
    writer = Writer(saver, await saver.aget_tuple(ROOT))
    while True:
        print(f"put {writer.step + 1}", flush=True)
        await writer.put()
        print(f"done {writer.step}", flush=True)
        if writer.step % 3 == 0:
            await writer.put_writes()
            print(f"written {writer.step}", flush=True)
        if writer.step % 4 == 0:
            saver.cache.clear()
        if writer.step % 8 == 0:
            await saver.aprune_thread(THREAD, 4)


# (a) SIGKILL ------------------------------------------------------------------------------
async def _check_thread(
    saver: DeltaRedisSaver, steps: set[int], written: set[int]
) -> CheckpointTuple:
    """The newest checkpoint is one of `steps`, exactly as its put wrote it, and so are the
    three before it; its writes are all there when the child reported them, else all or none."""
    latest = await saver.aget_tuple(ROOT)
    assert latest is not None
    step = int(latest.metadata["step"])
    assert step in steps, (step, steps)
    found: CheckpointTuple | None = latest
    for at in range(step, max(step - 4, 0), -1):
        assert found is not None, f"checkpoint of step {at} is gone"
        assert found.config["configurable"]["checkpoint_id"] == checkpoint_id(at)
        assert found.metadata["step"] == at
        assert plain(found.checkpoint["channel_values"]) == expected_values(at), at
        writes = expected_writes(at) if at % 3 == 0 else []
        if at in written or not writes:
            assert found.pending_writes == writes, at
        else:
            assert found.pending_writes in ([], writes), at
        if found.parent_config is None:
            assert at == 1
            break
        assert found.parent_config["configurable"]["checkpoint_id"] == checkpoint_id(at - 1)
        found = await saver.aget_tuple(found.parent_config)
    return latest


async def test_killed_writer_leaves_the_previous_or_the_next_checkpoint(redis_url: str) -> None:
    seed = int.from_bytes(os.urandom(4), "big")
    rng = random.Random(seed)
    client = Redis.from_url(redis_url)
    code = (
        "import asyncio, sys\n"
        "from tests.integration.checkpoint.test_delta_saver_atomic import child_main\n"
        "asyncio.run(child_main(sys.argv[1]))\n"
    )
    done_total = 0
    written: set[int] = set()
    try:
        for _ in range(KILLS):
            child = await asyncio.create_subprocess_exec(
                sys.executable,
                "-c",
                code,
                redis_url,
                cwd=REPO,
                stdout=asyncio.subprocess.PIPE,
            )
            assert child.stdout is not None
            head = b""
            while not head.endswith(b"\n") or not head.splitlines()[-1].startswith(b"done"):
                line = await asyncio.wait_for(child.stdout.readline(), 60)
                assert line, "the child died before its first put"
                head += line
            await asyncio.sleep(rng.uniform(0.0, 0.3))  # then kill it anywhere
            child.send_signal(signal.SIGKILL)
            rest = await child.stdout.read()
            assert await child.wait() == -signal.SIGKILL
            lines = (head + rest).decode().split()
            events = list(zip(lines[::2], map(int, lines[1::2]), strict=True))
            done = {step for event, step in events if event == "done"}
            written |= {step for event, step in events if event == "written"}
            begun = max(step for event, step in events if event == "put")
            done_total += len(done)

            # The put in flight landed whole or not at all.
            steps = {begun, begun - 1} if begun not in done else {begun}
            fresh = DeltaRedisSaver(client, ttl_minutes=60, cache=HotCache())
            latest = await _check_thread(fresh, steps, written)

            # The thread goes on: a put and a read through a new saver.
            writer = Writer(DeltaRedisSaver(client, ttl_minutes=60), latest)
            await writer.put()
            await _check_thread(writer.saver, {writer.step}, written)
            await _check_thread(fresh, {writer.step}, written)
        assert done_total >= 2 * KILLS, "the children wrote too little to test"
    except AssertionError as err:
        err.add_note(f"kill delays drawn with random.Random({seed})")
        raise
    finally:
        await client.aclose()


# (b) a connection cut in the middle of a call ----------------------------------------------
class CuttingProxy:
    """TCP proxy to Redis that cuts the connection of the n-th next EVALSHA (a script call):
    `request` forwards half of it and closes (Redis never runs it); `reply` forwards all of
    it and closes instead of forwarding Redis's answer (it ran; the caller cannot know)."""

    def __init__(self, target_url: str) -> None:
        parsed = urlparse(target_url)
        self.target = (parsed.hostname or "127.0.0.1", parsed.port or 6379)
        self.mode: str | None = None
        self.skip = 0
        self.cuts = 0
        self.url = ""
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> CuttingProxy:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        port = self._server.sockets[0].getsockname()[1]
        self.url = f"redis://127.0.0.1:{port}"
        return self

    async def close(self) -> None:
        assert self._server is not None
        self._server.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def cut(self, mode: str, skip: int = 0) -> None:
        self.mode, self.skip = mode, skip

    def _take(self, data: bytes) -> str | None:
        """The cut to make on this chunk of a request, if it starts a script call."""
        if self.mode is None or b"EVALSHA" not in data.upper():
            return None
        if self.skip:
            self.skip -= 1
            return None
        mode, self.mode = self.mode, None
        self.cuts += 1
        return mode

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        up_reader, up_writer = await asyncio.open_connection(*self.target)
        drop_reply = asyncio.Event()

        async def upstream() -> None:
            while data := await reader.read(1 << 16):
                cut = self._take(data)
                if cut == "request":
                    up_writer.write(data[: len(data) // 2])
                    await up_writer.drain()
                    return
                if cut == "reply":
                    drop_reply.set()
                up_writer.write(data)
                await up_writer.drain()

        async def downstream() -> None:
            while data := await up_reader.read(1 << 16):
                if drop_reply.is_set():
                    return
                writer.write(data)
                await writer.drain()

        try:
            pumps = [asyncio.ensure_future(upstream()), asyncio.ensure_future(downstream())]
            await asyncio.wait(pumps, return_when=asyncio.FIRST_COMPLETED)
            for pump in pumps:
                pump.cancel()
            await asyncio.gather(*pumps, return_exceptions=True)
        finally:
            for w in (writer, up_writer):
                w.close()
            self._tasks.discard(task)


@pytest.fixture
async def proxy(redis_url: str) -> AsyncIterator[CuttingProxy]:
    proxy = await CuttingProxy(redis_url).start()
    yield proxy
    await proxy.close()


async def _snapshot(saver: DeltaRedisSaver) -> list[Any]:
    """Everything a reader can see of the thread: each checkpoint, newest first."""
    return [_shape(t) async for t in saver.alist(ROOT)]


def _shape(t: CheckpointTuple | None) -> Any:
    if t is None:
        return None
    return (
        t.config,
        {**t.checkpoint, "channel_values": plain(t.checkpoint["channel_values"])},
        t.metadata,
        t.parent_config,
        t.pending_writes,
    )


async def _fresh_read(client: Redis) -> tuple[Any, list[Any]]:
    fresh = DeltaRedisSaver(client, cache=HotCache())
    return _shape(await fresh.aget_tuple(ROOT)), await _snapshot(fresh)


OPS = ["put", "put_writes", "prune", "get"]


@pytest.mark.parametrize("retries", [0, 3], ids=["no-retry", "retry"])
@pytest.mark.parametrize("mode", ["request", "reply"])
@pytest.mark.parametrize("op", OPS)
async def test_cut_connection_leaves_previous_or_next_state(
    redis_url: str, proxy: CuttingProxy, op: str, mode: str, retries: int
) -> None:
    direct = Redis.from_url(redis_url)
    cut_client = Redis.from_url(proxy.url, retry=Retry(NoBackoff(), retries))
    try:
        saver = DeltaRedisSaver(cut_client, ttl_minutes=60)
        writer = Writer(saver, None)
        for step in range(1, 6):  # a history, pending writes on step 4, a hot cache
            await writer.put()
            if step == 4:
                await writer.put_writes()
        await saver.aget_tuple(ROOT)
        before_latest, before_all = await _fresh_read(direct)

        proxy.cut(mode)
        step_before = writer.step
        try:
            if op == "put":
                await writer.put()
            elif op == "put_writes":
                await writer.put_writes()
            elif op == "prune":
                await saver.aprune_thread(THREAD, 1)
            else:
                await saver.aget_tuple(ROOT)
            raised = False
        except RedisConnectionError:
            raised = True
        assert proxy.cuts == 1
        assert raised == (retries == 0)

        landed = mode == "reply" or retries > 0
        after_latest, after_all = await _fresh_read(direct)
        if op == "get" or not landed:
            assert (after_latest, after_all) == (before_latest, before_all)
        elif op == "put":
            assert after_latest is not None and after_latest[2]["step"] == step_before + 1
            assert after_latest[1]["channel_values"] == expected_values(step_before + 1)
            assert after_all[1:] == before_all
        elif op == "put_writes":
            # Writes are idempotent: run twice (a retry after a lost reply) they are the same.
            assert after_latest is not None and after_latest[4] == expected_writes(step_before)
            assert after_all[1:] == before_all[1:]
        else:
            assert after_all == [before_latest]

        # The saver that saw the error reads what Redis holds, not what it meant to write.
        assert _shape(await saver.aget_tuple(ROOT)) == after_latest
        assert await _snapshot(saver) == after_all

        # And goes on: the next put and read work, from where Redis is.
        writer = Writer(saver, await saver.aget_tuple(ROOT))
        await writer.put()
        latest = await saver.aget_tuple(ROOT)
        assert latest is not None and latest.metadata["step"] == writer.step
        assert plain(latest.checkpoint["channel_values"]) == expected_values(writer.step)
        assert await _fresh_read(direct) == (_shape(latest), await _snapshot(saver))
    finally:
        await cut_client.aclose()
        await direct.aclose()


@pytest.mark.parametrize("mode", ["request", "reply"])
async def test_cut_on_the_resend_of_a_put_whose_base_was_pruned(
    redis_url: str, proxy: CuttingProxy, mode: str
) -> None:
    """aput's second round trip (its delta base was pruned by another replica, so the lists
    go whole): cut there, the thread is at the previous or the next checkpoint."""
    direct = Redis.from_url(redis_url)
    cut_client = Redis.from_url(proxy.url, retry=Retry(NoBackoff(), 0))
    try:
        stale = Writer(DeltaRedisSaver(cut_client, ttl_minutes=60), None)
        for _ in range(3):
            await stale.put()
        other = Writer(DeltaRedisSaver(direct, ttl_minutes=60), await _latest(direct))
        await other.put()  # step 4, from another replica
        await other.saver.aprune_thread(THREAD, 1)  # drops the lists `stale` holds as bases
        before_latest, before_all = await _fresh_read(direct)

        # `stale` forks from its step 3 (pruned); its new checkpoint id must still sort last.
        stale.step = 4
        proxy.cut(mode, skip=1)  # the first script call answers "base gone"; cut the second
        with pytest.raises(RedisConnectionError):
            await stale.put()
        assert proxy.cuts == 1
        after_latest, after_all = await _fresh_read(direct)
        if mode == "request":
            assert (after_latest, after_all) == (before_latest, before_all)
        else:
            assert after_latest is not None and after_latest[2]["step"] == 5
            assert after_latest[1]["channel_values"] == expected_values(5)
            assert after_all[1:] == before_all
        assert _shape(await stale.saver.aget_tuple(ROOT)) == after_latest
    finally:
        await cut_client.aclose()
        await direct.aclose()


async def _latest(client: Redis) -> CheckpointTuple | None:
    return await DeltaRedisSaver(client, cache=HotCache()).aget_tuple(ROOT)


# (c) a put the serializer refuses -----------------------------------------------------------
async def _raw_thread(client: Redis) -> dict[str, Any]:
    """Every key of the thread, as stored."""
    out: dict[str, Any] = {}
    for key in Keys().checkpoint_keys(THREAD):
        kind = _text(await client.type(key))
        if kind == "hash":
            out[key] = await client.hgetall(key)
        elif kind == "zset":
            out[key] = await client.zrange(key, 0, -1)
        elif kind == "string":
            out[key] = await client.get(key)
        else:
            out[key] = kind
    return out


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


class Unserializable:
    """No serializer takes it."""


@pytest.mark.parametrize("where", ["value", "message", "metadata", "write"])
async def test_put_the_serializer_refuses_writes_nothing(redis_url: str, where: str) -> None:
    client = Redis.from_url(redis_url)
    try:
        saver = DeltaRedisSaver(client, ttl_minutes=60)
        writer = Writer(saver, None)
        for _ in range(3):
            await writer.put()
        await saver.aget_tuple(ROOT)  # the hot cache holds step 3
        raw = await _raw_thread(client)
        before = _shape(await saver.aget_tuple(ROOT))

        values = dict(writer.values)
        versions = dict(writer.versions)
        new_versions: dict[str, Any] = {}
        metadata: dict[str, Any] = {"source": "loop", "step": 4}  # + a value that fails
        for channel in ("messages", "count"):
            new_versions[channel] = saver.get_next_version(versions[channel], None)
        values["count"] = 4
        values["messages"] = [*values["messages"], HumanMessage("new", id="new")]
        if where == "value":
            values["count"] = Unserializable()
        elif where == "message":
            middle = len(values["messages"]) // 2
            values["messages"] = [*values["messages"][:middle], Unserializable()]
        elif where == "metadata":
            metadata["extra"] = Unserializable()
        checkpoint = _checkpoint(checkpoint_id(4), values, {**versions, **new_versions})
        with pytest.raises(TypeError):
            if where == "write":
                await saver.aput_writes(writer.config, [("count", Unserializable())], "task")
            else:
                await saver.aput(
                    writer.config, checkpoint, cast(CheckpointMetadata, metadata), new_versions
                )

        assert await _raw_thread(client) == raw
        assert _shape(await saver.aget_tuple(ROOT)) == before
        assert _shape(await _latest(client)) == before

        await writer.put()  # the same saver goes on
        latest = await saver.aget_tuple(ROOT)
        assert latest is not None and latest.metadata["step"] == 4
        assert _shape(latest) == _shape(await _latest(client))
    finally:
        await client.aclose()
