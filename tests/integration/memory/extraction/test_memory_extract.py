"""Background memory extraction (write_mode auto) on the real Redis, with scripted models:
when jobs are made and run, bursts and crashes that lose or repeat no message, answers that
do not parse. What extraction may write: test_memory_extract_items.py; the environment
(`Env`, the `env` fixture, an injected `Clock`): conftest.py."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage

from agents.memory.extraction import ExtractionQueue, ExtractionWorker, SessionRef, thread_messages
from agents.memory.extraction.queue import BUSY_DEFER_SECONDS
from agents.memory.items import MemoryItem
from agents.ports import TurnScope
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from tests.integration.memory.extraction.conftest import (
    T0,
    WS,
    Env,
    copy_every_user_message,
    ref,
    transcript,
)
from tests.support.fakes.fake_models import ScriptedModel

pytestmark = pytest.mark.redis


def user_ids_in_calls(model: ScriptedModel) -> list[str]:
    return [
        line["id"] for call in model.calls for line in transcript(call) if line["role"] == "user"
    ]


async def assert_each_user_message_extracted_once(env: Env, session: str) -> None:
    messages = thread_messages(env.threads[session])
    user_ids = [m.id for m in messages if m.role == "user"]
    items = await env.items()
    evidence = [i for item in items for i in item.source_message_ids]
    assert sorted(evidence) == sorted(user_ids), "every user message exactly once in the items"
    cursor = await env.queue.cursor(ref(session))
    assert cursor["message_id"] == messages[-1].id
    assert int(cursor["extracted"]) == len(messages)


# -- scheduling ----------


async def test_turns_within_the_delay_make_one_job(env: Env) -> None:
    u1, _ = await env.turn("s1", "the sky over the harbour is grey today")
    env.clock.now = T0 + 2
    u2, _ = await env.turn("s1", "my dog is called Biscuit")
    worker = env.worker()
    # Due at the last turn + delay (T0 + 7), not the first (T0 + 5).
    assert await worker.run_once(now=T0 + 6) == 0
    assert env.model.calls == []
    env.clock.now = T0 + 7.5
    assert await worker.drain() == 1
    assert len(env.model.calls) == 1
    assert user_ids_in_calls(env.model) == [u1, u2]
    pending = await env.items(status="pending")
    assert sorted(i.source_message_ids[0] for i in pending) == sorted([u1, u2])
    assert await env.queue.pending(ref("s1")) is None  # nothing left to do
    assert (await env.queue.stats())["unacked"] == 0


async def test_a_job_stream_that_expired_is_made_again_within_the_round(
    env: Env, caplog: pytest.LogCaptureFixture
) -> None:
    """The job stream has a TTL: once it expired (or was deleted) the worker's next rounds
    failed with NOGROUP, logged as errors, and the jobs queued meanwhile waited a round."""
    worker = env.worker()
    assert await worker.run_once(now=T0) == 0
    client = env.queue.state.client
    assert client is not None
    jobs = env.queue.keys.extract_jobs()
    assert 0 < await client.ttl(jobs) <= 3600
    await client.delete(jobs)
    u1, _ = await env.turn("s1", "my dog is called Biscuit")
    env.clock.now = T0 + 6
    with caplog.at_level("ERROR", logger="agentrt.memory.extract"):
        assert await worker.run_once(now=T0 + 6) == 1  # queued into a stream with no group
    assert not caplog.records
    assert [i.source_message_ids for i in await env.items(status="pending")] == [[u1]]
    assert 0 < await client.ttl(jobs) <= 3600


async def test_a_running_worker_keeps_its_job_stream_alive(redis_url: str) -> None:
    """The stream outlives a quiet spell longer than its TTL while a worker runs: the
    worker gives it its TTL again every quarter of it."""
    client = make_async_redis(redis_url)
    state = RedisState(client)
    keys = Keys(prefix="keepalive")
    queue = ExtractionQueue(state, keys, state_ttl_s=4)

    async def never(_: SessionRef) -> str:
        raise AssertionError("no job was queued")

    worker = ExtractionWorker(queue, never, poll_seconds=0.05)
    try:
        await worker.run_once()
        jobs = keys.extract_jobs()
        for _ in range(12):  # 6 s: one and a half TTLs
            await asyncio.sleep(0.5)
            await worker.run_once()
            assert await client.exists(jobs), "the job stream expired under a running worker"
    finally:
        await client.delete(*[k async for k in client.scan_iter("keepalive*")])
        await state.aclose()
        await client.aclose()


async def test_an_extraction_reads_the_person_s_items_once(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every inferred item's upsert listed all active and pending items again (1 + k reads
    per written segment). One read builds the prompt, one decides the writes."""
    for n in range(4):
        await env.turn("s1", f"note number {n}: the greenhouse needs more light")
    reads: list[Any] = []
    real = env.memory.items.list_items

    async def counting(*args: Any, **kwargs: Any) -> list[MemoryItem]:
        reads.append(kwargs)
        return await real(*args, **kwargs)

    monkeypatch.setattr(env.memory.items, "list_items", counting)
    env.clock.now = T0 + 10
    assert await env.worker().drain() == 1
    assert reads == [{"status": "active"}, {"status": ["active", "pending"]}]
    assert len(await env.items(status="pending")) == 4


async def test_a_busy_session_is_not_starved_by_the_delay(env: Env) -> None:
    worker = env.worker()
    for i in range(10):  # a turn every 4 s, delay 5 s: the debounce alone would never fire
        env.clock.now = T0 + 4 * i
        await env.turn("s1", f"message number {i} about gardening")
        await worker.drain()
    assert env.model.calls, "extracted within four delays of the first pending turn"


async def test_min_interval_per_person(env: Env) -> None:
    await env.configure(extract_min_interval_seconds=300)
    await env.turn("a", "I keep bees on the roof")
    await env.turn("b", "my favourite tea is oolong")
    await env.turn("c", "another person's detail", user="u2")
    env.clock.now = T0 + 6
    worker = env.worker()
    await worker.drain()
    # u1 gets one batch (session a); b is pushed back to the end of u1's interval; u2 runs.
    sessions = {line["text"] for call in env.model.calls for line in transcript(call)}
    assert "I keep bees on the roof" in sessions and "another person's detail" in sessions
    assert "my favourite tea is oolong" not in sessions
    env.clock.now = T0 + 200
    assert await worker.drain() == 0
    env.clock.now = T0 + 306.5
    assert await worker.drain() == 1
    assert any("oolong" in line["text"] for line in transcript(env.model.calls[-1]))
    assert len(env.model.calls) == 3


async def test_one_workspace_s_many_sessions_do_not_queue_ahead_of_another_s(env: Env) -> None:
    """Jobs queued or running are capped per workspace (4 here): a workspace with many due
    sessions gets 4 on the stream, the rest wait behind the other workspaces' sessions."""
    for i in range(10):
        scope = TurnScope("busy", "u1", f"s{i}", "bot", f"s{i}")
        await env.queue.note(scope, delay_s=5, min_interval_s=0, now=T0)
    quiet = TurnScope("quiet", "u1", "q", "bot", "q")
    await env.queue.note(quiet, delay_s=5, min_interval_s=0, now=T0 + 1)
    await env.queue.ensure_group()
    counts = await env.queue.dispatch(now=T0 + 10)
    assert (counts["queued"], counts["busy"]) == (5, 6)
    jobs = await env.queue.read("w1", count=100)
    assert [r.workspace for _, r in jobs if r] == ["busy"] * 4 + ["quiet"]
    assert await env.queue.in_flight("busy") == 4
    # Until a job is acked the workspace stays at its cap, over any number of ticks.
    assert (await env.queue.dispatch(now=T0 + 20))["queued"] == 0
    for entry_id, job in jobs:
        await env.queue.ack(entry_id, job)
    assert await env.queue.in_flight("busy") == 0
    assert await env.queue.in_flight("quiet") == 0
    counts = await env.queue.dispatch(now=T0 + 30)
    assert (counts["queued"], counts["busy"]) == (4, 2)


async def test_a_workspace_s_backlog_is_extracted_in_full_through_its_cap(env: Env) -> None:
    for i in range(9):
        await env.turn(f"s{i}", f"note {i}: the greenhouse needs more light")
    worker = env.worker()
    env.clock.now = T0 + 6
    await worker.drain()
    for step in range(1, 10):  # the deferred sessions come back, four at a time
        env.clock.now = T0 + 6 + step * BUSY_DEFER_SECONDS
        await worker.drain()
    assert len(env.model.calls) == 9
    assert await env.queue.in_flight(WS) == 0
    assert (await env.queue.stats())["due"] == 0


# -- bursts, truncation, crashes ----------


async def test_bursts_and_batch_truncation_lose_no_message(env: Env) -> None:
    worker = env.worker(batch_messages=6)
    for i in range(20):
        await env.turn("s1", f"burst message {i}")
    env.clock.now = T0 + 10
    await worker.run_once()  # the first batch of 6
    for i in range(20, 25):  # more arrive while the backlog is worked off
        await env.turn("s1", f"burst message {i}")
    await worker.drain()
    env.clock.now = T0 + 20
    await worker.drain()
    calls = [[line["id"] for line in transcript(c)] for c in env.model.calls]
    assert all(len(c) <= 6 for c in calls)
    flat = [i for c in calls for i in c]
    assert len(flat) == len(set(flat)) == 50  # every message in exactly one batch
    await assert_each_user_message_extracted_once(env, "s1")


class BlockingModel(ScriptedModel):
    """Blocks on its first call until cancelled (a worker killed mid-batch)."""

    entered: Any = None
    blocks: int = 1

    async def _agenerate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        if self.blocks > 0:
            self.blocks -= 1
            self.entered.set()
            await asyncio.sleep(3600)
        return await super()._agenerate(messages, *args, **kwargs)


async def test_worker_killed_mid_batch_then_restarted_extracts_every_message_once(
    env: Env,
) -> None:
    env.model = BlockingModel(answer=copy_every_user_message, entered=asyncio.Event())
    for i in range(4):
        await env.turn("s1", f"before the crash {i}")
    env.clock.now = T0 + 10
    first = env.worker("first")
    task = asyncio.create_task(first.drain())
    await asyncio.wait_for(env.model.entered.wait(), 5)
    await env.turn("s1", "said while the worker was busy")  # noted during the batch
    task.cancel()  # the process dies mid-batch
    with pytest.raises(asyncio.CancelledError):
        await task
    assert await env.items() == []
    assert await env.queue.cursor(ref("s1")) == {}
    assert (await env.queue.stats())["unacked"] == 1  # the job is still owed
    await asyncio.sleep(0.35)  # its idle time passes claim_idle_seconds
    env.clock.now = T0 + 30
    second = env.worker("second")
    await second.drain()
    await assert_each_user_message_extracted_once(env, "s1")
    assert (await env.queue.stats()) == {"due": 0, "unacked": 0, "queued": 0}


async def test_crash_after_the_writes_before_the_cursor_duplicates_nothing(env: Env) -> None:
    for i in range(3):
        await env.turn("s1", f"written then crashed {i}")
    env.clock.now = T0 + 10
    real_advance = env.queue.advance

    async def crash(*args: Any, **kwargs: Any) -> None:
        raise asyncio.CancelledError  # the process is killed right after the writes

    env.queue.advance = crash  # type: ignore[method-assign]
    with pytest.raises(asyncio.CancelledError):
        await env.worker("first").run_once()
    written = sorted(i.id for i in await env.items())
    assert len(written) == 3
    env.queue.advance = real_advance  # type: ignore[method-assign]
    await asyncio.sleep(0.35)
    await env.worker("second").drain()
    assert sorted(i.id for i in await env.items()) == written  # redone from the log: no dups
    assert len(env.model.calls) == 1  # and without asking the model again
    await assert_each_user_message_extracted_once(env, "s1")
    extract_audits = await env.audit("extract")
    assert len(extract_audits) == 1


async def test_a_second_worker_waits_for_the_session_lease(env: Env) -> None:
    await env.turn("s1", "one line about sailing")
    env.clock.now = T0 + 10
    token = await env.queue.lock(ref("s1"), 5)
    assert token is not None
    extractor = env.extractor()
    assert await extractor.process(ref("s1")) == "busy"
    assert env.model.calls == []
    await env.queue.unlock(ref("s1"), token)
    assert await extractor.process(ref("s1")) == "done"


async def test_job_waits_for_the_turns_checkpoint(env: Env) -> None:
    human, reply = await env.turn("s1", "checkpoint comes later", write_thread=False)
    env.clock.now = T0 + 10
    worker = env.worker(thread_wait_seconds=1.0)
    await worker.drain()
    assert worker.outcomes == {"waiting": 1} and env.model.calls == []
    env.append("s1", HumanMessage("checkpoint comes later", id=human), AIMessage("ok", id=reply))
    env.clock.now = T0 + 11.5
    await worker.drain()
    assert [i.source_message_ids for i in await env.items()] == [[human]]


# -- unparseable answers ----------


async def test_unparseable_output_is_retried_three_times_then_skipped(env: Env) -> None:
    def answer(messages: list[BaseMessage]) -> str:
        if any("GARBLE" in line["text"] for line in transcript(messages)):
            return "I am sorry, I cannot produce JSON today {not json"
        return copy_every_user_message(messages)

    env.model = ScriptedModel(answer=answer)
    worker = env.worker(batch_messages=2)
    bad, bad_reply = await env.turn("s1", "GARBLE this one")
    good, _ = await env.turn("s1", "this one is fine")
    env.clock.now = T0 + 10
    await worker.drain()
    garbled = [c for c in env.model.calls if "GARBLE" in str(c[-1].content)]
    assert len(garbled) == 4  # the first answer and three retries
    assert [i.source_message_ids for i in await env.items()] == [[good]]
    skipped = await env.audit("memory_extract_skipped")
    assert len(skipped) == 1
    assert skipped[0]["message_ids"] == [bad, bad_reply]
    assert skipped[0]["reason"] == "unparseable" and skipped[0]["attempts"] == 4
    cursor = await env.queue.cursor(ref("s1"))
    assert int(cursor["skipped"]) == 2 and int(cursor["extracted"]) == 2
    # The skipped segment is not extracted again later.
    await env.turn("s1", "a later message")
    env.clock.now = T0 + 30
    await worker.drain()
    assert len([c for c in env.model.calls if "GARBLE" in str(c[-1].content)]) == 4


async def test_model_errors_are_retried_with_back_off(env: Env) -> None:
    env.model = ScriptedModel(answer=copy_every_user_message, failures=2)
    human, _ = await env.turn("s1", "flaky provider today")
    env.clock.now = T0 + 10
    worker = env.worker()
    await worker.drain()
    assert worker.outcomes.get("model_error") == 2
    assert [i.source_message_ids for i in await env.items()] == [[human]]
