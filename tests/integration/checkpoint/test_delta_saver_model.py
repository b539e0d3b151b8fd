"""`DeltaRedisSaver` against LangGraph's `InMemorySaver` as a model: random sequences of puts
(appends, summaries that cut the front, edits in the middle, replaced and emptied lists, forks,
the same message objects reused as LangGraph does and fresh copies), writes, reads by id and
latest, listings, deletes and prunes, through TWO savers that share one Redis but each keep their
own hot cache (two replicas), so every read also checks that a cache never serves a checkpoint
another replica replaced. Runs on Redis Stack and on a 3-master Redis Cluster.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator, Coroutine
from typing import Any, TypeVar, cast

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    rule,
    run_state_machine_as_test,
)
from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import Checkpoint, CheckpointMetadata, CheckpointTuple
from langgraph.checkpoint.memory import InMemorySaver
from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster

from agents.storage.delta_saver import DeltaRedisSaver, HotCache
from agents.storage.delta_saver import saver as saver_module
from agents.storage.keys import Keys

pytestmark = pytest.mark.redis

T = TypeVar("T")

THREADS = ("thread-a", "thread b/ü:{x}")
NAMESPACES = ("", "inner:7c1f")
TASKS = ("task-1", "task-2")
TASK_PATHS = ("", "~1:0", "~0:2")
TAGS = ("red", "blue")

_ABSENT = object()  # a channel emptied by a put: in new_versions, not in channel_values
_examples = itertools.count()
_counter = itertools.count(1)

texts = st.text(alphabet="ab é\n☃", max_size=6)


def _weighted(*choices: tuple[int, st.SearchStrategy[Any]]) -> st.SearchStrategy[Any]:
    """One of the strategies, each `weight` times as likely (the first is the simplest)."""
    return st.sampled_from([s for weight, s in choices for _ in range(weight)]).flatmap(lambda s: s)


# What a put does to the `messages` channel of its parent checkpoint. Appends dominate, so
# conversations grow long enough for deltas with both a kept prefix and a kept suffix.
message_ops = _weighted(
    (8, st.tuples(st.just("append"), st.integers(1, 3), texts)),
    (3, st.just(("keep",))),  # not in new_versions: the parent's version is carried
    (2, st.tuples(st.just("summarize"), st.integers(1, 4), st.booleans())),  # cut the front
    (3, st.tuples(st.just("edit"), st.integers(0, 99), texts)),  # same id, new content
    (1, st.tuples(st.just("replace"), st.integers(0, 3))),
    (1, st.just(("empty",))),  # absent from channel_values, present in new_versions
    (1, st.just(("empty_list",))),  # [] stored as a value
    (1, st.just(("copy",))),  # a new version with equal content in fresh objects
    (1, st.just(("same",))),  # a new version of the very same list
)
doc_ops = _weighted(
    (3, st.tuples(st.just("append"), st.integers(0, 2))),  # small ints: equal dicts repeat
    (2, st.just(("keep",))),
    (1, st.tuples(st.just("drop"), st.integers(1, 2))),
    (1, st.just(("empty",))),
)
# The parent of a put: the newest checkpoint (-1), a fork from any (an index), or none (a root).
parents = _weighted((6, st.just(-1)), (3, st.integers(0, 20)), (1, st.none()))
scalar_ops = st.one_of(st.just(("keep",)), st.tuples(st.just("set"), texts), st.just(("empty",)))
rarely = st.integers(0, 9).map(lambda d: d == 7)  # about 1 in 10 (not hypothesis's favourite 0)
write_values = st.one_of(
    texts,
    st.integers(-5, 5),
    st.dictionaries(st.sampled_from("xyz"), st.integers(0, 3), max_size=2),
    texts.map(lambda s: AIMessage(content=s, id=f"w{next(_counter)}")),
)
# The arguments of a put (DeltaSaverModel.advance).
ADVANCE: dict[str, st.SearchStrategy[Any]] = {
    "thread": st.sampled_from(THREADS),
    "ns": st.sampled_from(NAMESPACES),
    "saver": st.integers(0, 1),
    "parent": parents,
    "source": st.sampled_from(["own", "read0", "read1"]),  # or continue from a read
    "messages": message_ops,
    "docs": doc_ops,
    "topic": scalar_ops,
    "bump": st.booleans(),  # change the int and dict channels
    "tag": st.sampled_from(TAGS),
}
writes = st.lists(
    st.tuples(st.sampled_from(["messages", "topic", "__error__", "__interrupt__"]), write_values),
    max_size=3,
)


def _run(loop: asyncio.AbstractEventLoop, coro: Coroutine[Any, Any, T]) -> T:
    return loop.run_until_complete(coro)


def _new_id() -> str:
    """Checkpoint ids that sort in creation order, as uuid6 ids do."""
    return f"{next(_counter):08x}-0000-6000-8000-000000000000"


def _message(text: str, kind: int = 0) -> BaseMessage:
    """A message of one of the shapes a chat turn produces, with a fresh id."""
    n = next(_counter)
    content, mid = f"{text}#{n}", f"m{n}"
    shape = (kind + n) % 5
    if shape == 1:
        return AIMessage(content=content, id=mid, response_metadata={"n": n})
    if shape == 2:
        call = {"name": "lookup", "args": {"q": text, "n": n}, "id": f"call{n}"}
        return AIMessage(content="", id=mid, tool_calls=[call])
    if shape == 3:
        return ToolMessage(content=content, id=mid, tool_call_id=f"call{n - 1}", name="lookup")
    if shape == 4:
        return HumanMessage(content=[{"type": "text", "text": content}], id=mid, name="ann")
    return HumanMessage(content=content, id=mid)


def _checkpoint(
    checkpoint_id: str,
    values: dict[str, Any],
    versions: dict[str, Any],
    *,
    ts: str = "2025-01-01T00:00:00+00:00",
    versions_seen: dict[str, Any] | None = None,
    updated_channels: list[str] | None = None,
) -> Checkpoint:
    """A checkpoint with every key LangGraph's `create_checkpoint` sets."""
    return cast(
        Checkpoint,
        {
            "v": 4,
            "id": checkpoint_id,
            "ts": ts,
            "channel_values": values,
            "channel_versions": versions,
            "versions_seen": versions_seen or {},
            "pending_sends": [],
            "updated_channels": updated_channels,
        },
    )


def _shape(t: CheckpointTuple | None) -> Any:
    """A CheckpointTuple as plain data, so a failing comparison shows the difference."""
    if t is None:
        return None
    return {
        "config": t.config,
        "checkpoint": dict(t.checkpoint),
        "metadata": t.metadata,
        "parent_config": t.parent_config,
        "pending_writes": t.pending_writes,
    }


class DeltaSaverModel(RuleBasedStateMachine):
    """Two replicas and the model, fed the same calls; `loop` and `clients` (one per
    replica) are set by the test."""

    loop: asyncio.AbstractEventLoop
    clients: tuple[Any, Any]

    def __init__(self) -> None:
        super().__init__()
        keys = Keys(f"model{next(_examples)}")  # one prefix per example: nothing to flush
        # The second replica's cache holds 2 of the 4 (thread, namespace) pairs: it evicts.
        caches = (HotCache(), HotCache(max_threads=2))
        self.savers = [
            DeltaRedisSaver(client, keys=keys, ttl_minutes=60, cache=cache)
            for client, cache in zip(self.clients, caches, strict=True)
        ]
        self.model = InMemorySaver()
        # (thread, ns) -> checkpoint id -> the Checkpoint handed to aput, values and all:
        # its message objects are reused by the puts built on it, as LangGraph reuses them.
        self.written: dict[tuple[str, str], dict[str, Checkpoint]] = {}

    def _ids(self, thread: str, ns: str) -> list[str]:
        return sorted(self.written.get((thread, ns), {}))

    def _pick(self, thread: str, ns: str, pick: int) -> str | None:
        ids = self._ids(thread, ns)
        return ids[pick % len(ids)] if ids else None

    def _compare(self, got: CheckpointTuple | None, want: CheckpointTuple | None) -> None:
        assert _shape(got) == _shape(want)

    # writing -------------------------------------------------------------------------
    @initialize(size=st.integers(0, 3), turns=st.lists(message_ops, max_size=6))
    def seed(self, size: int, turns: list[tuple[Any, ...]]) -> None:
        """A short history in every (thread, namespace), so that examples in which
        hypothesis switches the put rules off still read, list and prune something."""
        for i, (thread, ns) in enumerate(itertools.product(THREADS, NAMESPACES)):
            grow = ("append", size, "seed") if size else ("empty_list",)
            self.advance(
                thread, ns, i % 2, None, "own", grow, ("append", i), ("set", ns), True, "red"
            )
            for turn, op in enumerate(turns):
                tag = TAGS[turn % 2]
                self.advance(thread, ns, turn % 2, -1, "own", op, ("keep",), ("keep",), False, tag)

    @rule(**ADVANCE)
    def advance(
        self,
        thread: str,
        ns: str,
        saver: int,
        parent: int | None,
        source: str,
        messages: tuple[Any, ...],
        docs: tuple[Any, ...],
        topic: tuple[Any, ...],
        bump: bool,
        tag: str,
    ) -> None:
        ids = self._ids(thread, ns)
        parent_id = None
        if parent is not None and ids:
            parent_id = ids[-1] if parent < 0 else ids[parent % len(ids)]
        if parent_id is None:
            base: Checkpoint | None = None
        elif source == "own":
            base = self.written[(thread, ns)][parent_id]
        else:
            # Continue from what a replica reads, as a graph resumes: its objects are reused.
            config = _config(thread, ns, parent_id)
            got = _run(self.loop, self.savers[int(source[-1])].aget_tuple(config))
            self._compare(got, _run(self.loop, self.model.aget_tuple(config)))
            assert got is not None
            base = got.checkpoint
        values: dict[str, Any] = dict(base["channel_values"]) if base else {}
        versions: dict[str, Any] = dict(base["channel_versions"]) if base else {}
        new_versions: dict[str, Any] = {}

        def change(channel: str, value: Any) -> None:
            new_versions[channel] = self.savers[0].get_next_version(versions.get(channel), None)
            versions[channel] = new_versions[channel]
            if value is _ABSENT:
                values.pop(channel, None)
            else:
                values[channel] = value

        old = list(values.get("messages", []))
        op = messages[0]
        if op == "append":
            change("messages", old + [_message(messages[2], i) for i in range(messages[1])])
        elif op == "summarize":
            kept = old[messages[1] :]
            summary = [SystemMessage(content=f"summary {len(old)}", id="summary")]
            change("messages", (summary if messages[2] else []) + kept)
        elif op == "edit" and old:
            at = messages[1] % len(old)
            edited = old[at].model_copy(update={"content": f"edited {messages[2]}"})
            change("messages", old[:at] + [edited] + old[at + 1 :])
        elif op == "replace":
            change("messages", [_message("new", i) for i in range(messages[1])])
        elif op == "empty":
            change("messages", _ABSENT)
        elif op == "empty_list":
            change("messages", [])
        elif op == "copy":
            change("messages", [m.model_copy() for m in old])
        elif op == "same" and "messages" in values:
            change("messages", values["messages"])

        old_docs = list(values.get("docs", []))
        if docs[0] == "append":
            change("docs", old_docs + [{"n": docs[1], "tags": ["x", docs[1]]}])
        elif docs[0] == "drop":
            change("docs", old_docs[docs[1] :])
        elif docs[0] == "empty":
            change("docs", _ABSENT)

        if topic[0] == "set":
            change("topic", topic[1])
        elif topic[0] == "empty":
            change("topic", _ABSENT)
        if bump or base is None:
            change("count", values.get("count", 0) + 1)
            change("state", {"count": values.get("count", 0), "nested": {"tag": tag}})

        step = len(ids)
        checkpoint = _checkpoint(
            _new_id(),
            values,
            versions,
            ts=f"2025-01-01T00:00:{step:02d}+00:00",
            versions_seen={"agent": dict(versions), "__input__": {}},
            updated_channels=sorted(new_versions) or None,
        )
        metadata = cast(CheckpointMetadata, {"source": "loop", "step": step, "tag": tag})
        put_config: RunnableConfig = {"configurable": {"thread_id": thread, "checkpoint_ns": ns}}
        if parent_id:
            put_config["configurable"]["checkpoint_id"] = parent_id
        stored = self.savers[saver].aput(put_config, checkpoint, metadata, new_versions)
        got_config = _run(self.loop, stored)
        want_config = _run(
            self.loop, self.model.aput(put_config, checkpoint, metadata, new_versions)
        )
        assert got_config == want_config
        self.written.setdefault((thread, ns), {})[checkpoint["id"]] = checkpoint

    # Puts build the state the other rules read: three rules of them, for weight, with
    # distinct names, as hypothesis's swarm testing turns rules off per example by name.
    @rule(**ADVANCE)
    def advance_again(self, **kwargs: Any) -> None:
        self.advance(**kwargs)

    @rule(**ADVANCE)
    def advance_more(self, **kwargs: Any) -> None:
        self.advance(**kwargs)

    @rule(
        thread=st.sampled_from(THREADS),
        ns=st.sampled_from(NAMESPACES),
        saver=st.integers(0, 1),
        pick=st.integers(-1, 20),
        task=st.sampled_from(TASKS),
        task_path=st.sampled_from(TASK_PATHS),
        batch=writes,
    )
    def put_writes(
        self,
        thread: str,
        ns: str,
        saver: int,
        pick: int,
        task: str,
        task_path: str,
        batch: list[tuple[str, Any]],
    ) -> None:
        checkpoint_id = self._pick(thread, ns, pick)
        if checkpoint_id is None:
            return
        config = _config(thread, ns, checkpoint_id)
        _run(self.loop, self.savers[saver].aput_writes(config, batch, task, task_path))
        _run(self.loop, self.model.aput_writes(config, batch, task, task_path))

    # reading -------------------------------------------------------------------------
    @rule(
        thread=st.sampled_from(THREADS),
        ns=st.sampled_from(NAMESPACES),
        saver=st.integers(0, 1),
        pick=st.one_of(st.none(), st.integers(-1, 20)),  # None: latest; else by id
        missing=rarely,
    )
    def get(self, thread: str, ns: str, saver: int, pick: int | None, missing: bool) -> None:
        config: RunnableConfig = {"configurable": {"thread_id": thread, "checkpoint_ns": ns}}
        if pick is not None:
            checkpoint_id = self._pick(thread, ns, pick)
            if checkpoint_id is None or missing:
                checkpoint_id = "00000000-0000-6000-8000-00000000dead"
            config = _config(thread, ns, checkpoint_id)
        got = _run(self.loop, self.savers[saver].aget_tuple(config))
        self._compare(got, _run(self.loop, self.model.aget_tuple(config)))

    @rule(
        thread=st.one_of(st.none(), st.sampled_from(THREADS)),  # None: every thread
        ns=st.one_of(st.none(), st.sampled_from(NAMESPACES)),  # None: every namespace
        saver=st.integers(0, 1),
        limit=st.one_of(st.none(), st.integers(0, 4)),
        before=st.one_of(st.none(), st.integers(0, 20)),
        tag=st.one_of(st.none(), st.sampled_from(TAGS)),
        exact=st.one_of(st.none(), st.integers(0, 20)),
    )
    def list(
        self,
        thread: str | None,
        ns: str | None,
        saver: int,
        limit: int | None,
        before: int | None,
        tag: str | None,
        exact: int | None,
    ) -> None:
        """Within one namespace the order (newest first) is defined, so are `limit` and
        `before`; across namespaces and threads it is not: compared as sets, unlimited."""
        flt = {"tag": tag, "source": "loop"} if tag is not None else None
        if thread is None or ns is None:
            config: RunnableConfig | None = (
                {"configurable": {"thread_id": thread}} if thread is not None else None
            )
            got = _run(self.loop, _collect(self.savers[saver].alist(config, filter=flt)))
            want = _run(self.loop, _collect(self.model.alist(config, filter=flt)))
            assert _by_key(got) == _by_key(want)
            return
        config = {"configurable": {"thread_id": thread, "checkpoint_ns": ns}}
        if exact is not None and (exact_id := self._pick(thread, ns, exact)):
            config = _config(thread, ns, exact_id)
        kwargs: dict[str, Any] = {"limit": limit, "filter": flt}
        if before is not None and (before_id := self._pick(thread, ns, before)):
            kwargs["before"] = _config(thread, ns, before_id)
        got = _run(self.loop, _collect(self.savers[saver].alist(config, **kwargs)))
        want = _run(self.loop, _collect(self.model.alist(config, **kwargs)))
        assert [_shape(t) for t in got] == [_shape(t) for t in want]

    # housekeeping --------------------------------------------------------------------
    @rule(
        thread=st.sampled_from(THREADS),
        saver=st.integers(0, 1),
        action=st.integers(0, 9).map(lambda d: {3: "delete", 7: "prune"}.get(d)),
    )
    def housekeeping(self, thread: str, saver: int, action: str | None) -> None:
        """Rarely (a delete wipes what the other rules built): delete or prune a thread."""
        if action == "delete":
            _run(self.loop, self.savers[saver].adelete_thread(thread))
            _run(self.loop, self.model.adelete_thread(thread))
            for ns in NAMESPACES:
                self.written.pop((thread, ns), None)
            keys = self.savers[0].keys.checkpoint_keys(thread)
            assert _run(self.loop, self.clients[0].exists(*keys)) == 0
        elif action == "prune":
            _run(self.loop, self.savers[saver].aprune([thread], strategy="keep_latest"))
            # InMemorySaver has no prune: keep the newest checkpoint of each namespace and
            # its writes. Its blobs stay, but nothing left reads the pruned versions.
            for ns in NAMESPACES:
                for checkpoint_id in self._ids(thread, ns)[:-1]:
                    del self.model.storage[thread][ns][checkpoint_id]
                    self.model.writes.pop((thread, ns, checkpoint_id), None)
                    del self.written[(thread, ns)][checkpoint_id]
            # What no read shows: the pruned records and their writes are gone from Redis.
            _, records, _, _, writes_key, _ = self.savers[0].keys.checkpoint_keys(thread)
            kept = {
                f"{ns}\0{checkpoint_id}".encode()
                for ns in NAMESPACES
                for checkpoint_id in self._ids(thread, ns)
            }
            assert set(_run(self.loop, self.clients[0].hkeys(records))) == kept
            assert set(_run(self.loop, self.clients[0].hkeys(writes_key))) <= kept


def _config(thread: str, ns: str, checkpoint_id: str) -> RunnableConfig:
    return {
        "configurable": {"thread_id": thread, "checkpoint_ns": ns, "checkpoint_id": checkpoint_id}
    }


async def _collect(iterator: Any) -> list[CheckpointTuple]:
    return [t async for t in iterator]


def _by_key(tuples: list[CheckpointTuple]) -> dict[tuple[str, str, str], Any]:
    out = {}
    for t in tuples:
        conf = t.config["configurable"]
        out[(conf["thread_id"], conf["checkpoint_ns"], conf["checkpoint_id"])] = _shape(t)
    assert len(out) == len(tuples), "a checkpoint was listed twice"
    return out


MODEL_SETTINGS = settings(
    max_examples=120,
    stateful_step_count=100,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)


def _check(
    clients: tuple[Any, Any], loop: asyncio.AbstractEventLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Snapshots every 4 deltas instead of 32, so examples reach the chain cut.
    monkeypatch.setattr(saver_module, "MAX_DEPTH", 4)
    machine = type("Model", (DeltaSaverModel,), {"loop": loop, "clients": clients})
    run_state_machine_as_test(machine, settings=MODEL_SETTINGS)


# ~20 s; a failure shrinks for up to 5 minutes, which the default timeout would cut.
@pytest.mark.slow
@pytest.mark.timeout(900)
def test_two_replicas_match_in_memory_saver_on_redis_stack(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    loop = asyncio.new_event_loop()
    clients = (Redis.from_url(redis_url), Redis.from_url(redis_url))
    try:
        _check(clients, loop, monkeypatch)
    finally:
        for client in clients:
            loop.run_until_complete(client.aclose())
        loop.close()


# ~20 s; a failure shrinks for up to 5 minutes, which the default timeout would cut.
@pytest.mark.slow
@pytest.mark.timeout(900)
def test_two_replicas_match_in_memory_saver_on_redis_cluster(
    cluster_redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    loop = asyncio.new_event_loop()

    async def connect() -> tuple[Any, Any]:
        return (
            RedisCluster.from_url(cluster_redis_url),
            RedisCluster.from_url(cluster_redis_url),
        )

    clients = loop.run_until_complete(connect())
    try:
        _check(clients, loop, monkeypatch)
    finally:
        for client in clients:
            loop.run_until_complete(client.aclose())
        loop.close()


# Divergences from the model that the machine above does not generate (it never changes an
# object it handed to a saver, and never writes to a deleted thread). Each compares a hot read
# (the writing saver's cache) with a cold one (a fresh saver: a restart, or another replica).


async def _hot_and_cold(client: Redis, saver: DeltaRedisSaver, thread: str) -> tuple[Any, Any]:
    config: RunnableConfig = {"configurable": {"thread_id": thread, "checkpoint_ns": ""}}
    hot = await saver.aget_tuple(config)
    cold = await DeltaRedisSaver(client, cache=HotCache()).aget_tuple(config)
    return _shape(hot), _shape(cold)


@pytest.fixture
async def client(redis_url: str) -> AsyncIterator[Redis]:
    client = Redis.from_url(redis_url)
    yield client
    await client.aclose()


async def test_hot_read_of_a_tuple_value_matches_a_cold_read(client: Redis) -> None:
    saver = DeltaRedisSaver(client, cache=HotCache())
    config: RunnableConfig = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    await saver.aput(config, _checkpoint("1", {"pair": (1, 2)}, {"pair": "1"}), {}, {"pair": "1"})
    hot, cold = await _hot_and_cold(client, saver, "t")
    assert cold["checkpoint"]["channel_values"] == {"pair": [1, 2]}  # as InMemorySaver
    assert hot == cold


async def test_value_changed_by_the_caller_after_put_does_not_change_hot_reads(
    client: Redis,
) -> None:
    saver = DeltaRedisSaver(client, cache=HotCache())
    state = {"k": 1}
    config: RunnableConfig = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    await saver.aput(config, _checkpoint("1", {"state": state}, {"state": "1"}), {}, {"state": "1"})
    state["k"] = 2  # e.g. a reducer that updates its dict in place during the next step
    hot, cold = await _hot_and_cold(client, saver, "t")
    assert cold["checkpoint"]["channel_values"] == {"state": {"k": 1}}
    assert hot == cold


async def test_value_changed_by_a_reader_does_not_change_later_hot_reads(client: Redis) -> None:
    saver = DeltaRedisSaver(client, cache=HotCache())
    config: RunnableConfig = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    values = {"state": {"k": 1}, "docs": [{"n": 1}]}
    stored = await saver.aput(
        config,
        _checkpoint("1", values, {"state": "1", "docs": "1"}),
        {},
        {"state": "1", "docs": "1"},
    )
    await saver.aput_writes(stored, [("w", {"x": 1})], "task")
    await saver.aget_tuple(config)  # cold: fills the cache
    read = await saver.aget_tuple(config)  # hot
    assert read is not None and read.pending_writes
    read.checkpoint["channel_values"]["state"]["k"] = 99
    read.pending_writes[0][2]["x"] = 99
    hot, cold = await _hot_and_cold(client, saver, "t")
    assert hot == cold


async def test_message_changed_in_place_is_stored_by_the_next_put(client: Redis) -> None:
    saver = DeltaRedisSaver(client, cache=HotCache())
    config: RunnableConfig = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    first = HumanMessage("hi", id="1")
    stored = await saver.aput(
        config, _checkpoint("1", {"messages": [first]}, {"messages": "1"}), {}, {"messages": "1"}
    )
    first.content = "changed"  # a node that edits the last message in place
    values = {"messages": [first, AIMessage("ok", id="2")]}
    await saver.aput(stored, _checkpoint("2", values, {"messages": "2"}), {}, {"messages": "2"})
    hot, cold = await _hot_and_cold(client, saver, "t")
    assert [m.content for m in cold["checkpoint"]["channel_values"]["messages"]] == [
        "changed",
        "ok",
    ]
    assert hot == cold


async def test_put_after_another_replica_deleted_the_thread_reads_what_is_stored(
    client: Redis,
) -> None:
    writer = DeltaRedisSaver(client, cache=HotCache())
    model = InMemorySaver()
    config: RunnableConfig = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    first = _checkpoint("1", {"state": {"k": 1}, "topic": "x"}, {"state": "1", "topic": "1"})
    second = _checkpoint("2", {"state": {"k": 1}, "topic": "y"}, {"state": "1", "topic": "2"})
    for saver in (writer, model):
        stored = await saver.aput(config, first, {}, {"state": "1", "topic": "1"})
        # Another replica deletes the session while this one's turn goes on.
        await (DeltaRedisSaver(client) if saver is writer else model).adelete_thread("t")
        await saver.aput(stored, second, {}, {"topic": "2"})
    hot, cold = await _hot_and_cold(client, writer, "t")
    assert cold == _shape(await model.aget_tuple(config))
    assert hot == cold


async def test_forks_from_one_checkpoint_keep_their_own_values(client: Redis) -> None:
    saver = DeltaRedisSaver(client, cache=HotCache())
    config: RunnableConfig = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    first = HumanMessage("question", id="q")
    version = saver.get_next_version(None, None)
    root = _checkpoint(_new_id(), {"messages": [first]}, {"messages": version})
    parent = await saver.aput(config, root, {}, {"messages": version})
    forks = []  # e.g. "regenerate the answer", many times over a session's life
    for n in range(1500):
        fork_version = saver.get_next_version(version, None)
        values = {"messages": [first, AIMessage(f"answer {n}", id=f"a{n}")]}
        fork = _checkpoint(_new_id(), values, {"messages": fork_version})
        forks.append(await saver.aput(parent, fork, {}, {"messages": fork_version}))
    cold = DeltaRedisSaver(client, cache=HotCache())
    wrong = []
    for n, fork_config in enumerate(forks):
        got = await cold.aget_tuple(fork_config)
        assert got is not None
        if got.checkpoint["channel_values"]["messages"][-1].content != f"answer {n}":
            wrong.append(n)
    assert wrong == []
