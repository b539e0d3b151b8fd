"""A small namespace's snapshot (agents/memory/graph/cold/snapshot.py) on a real Redis: written
by the replica that read the rows, read by the next replica's probe in the same round trip
with no row, answering what the copy answers; deleted by every write, never written over a
newer state, ignored when stale, broken or of another model; and a replica that keeps finding
none asks for the rows in its probe again."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import numpy as np
import pytest

from agents.memory.graph import GraphMemoryStore, MemoryScope
from agents.memory.graph.cold import snapshot
from agents.memory.graph.ranking.index import Collection
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from tests.integration.recall.conftest import (
    NOW,
    OPTIONS,
    QUESTIONS,
    Pipelines,
    Replicas,
    _write_person,
    assert_same,
)

pytestmark = pytest.mark.redis
KEYS = Keys()
ME = MemoryScope("w", "snap")
OTHERS = [MemoryScope("w", f"snap{i}") for i in range(6)]


@pytest.fixture(name="client")
async def client_fixture(redis_url: str) -> AsyncIterator[Any]:
    c = make_async_redis(redis_url)
    try:
        yield c
    finally:
        await c.aclose()


async def _person(replicas: Replicas, scope: MemoryScope = ME, n: int = 120) -> GraphMemoryStore:
    writer = replicas.store()
    await writer.setup()
    await _write_person(writer, scope, n, seed=7)
    return writer


async def _snapshots(client: Any, scope: MemoryScope) -> list[bool]:
    return [
        bool(await client.exists(KEYS.memory_snapshot(ns)))
        for ns in (scope.entities, scope.relations)
    ]


async def _first_recall_by_rows(replicas: Replicas, scope: MemoryScope = ME) -> None:
    """A replica's first recall of the person, by rows; its snapshots written after it."""
    first = replicas.cold()
    await first.arecall(scope, "kafka", now=NOW)
    assert first.cold is not None
    await first.cold.wait()


async def test_the_next_replica_reads_the_snapshot_in_the_probe_and_answers_as_the_copy(
    replicas: Replicas, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    await _person(replicas)
    assert await _snapshots(client, ME) == [False, False]
    pipelines = Pipelines(monkeypatch)
    first = replicas.cold()
    await pipelines.recall(first, ME, query="kafka")
    probe, rows = pipelines.sent  # no snapshot yet: the rows and terms in a second round trip
    assert probe.count("GET") == 2 and "HRANDFIELD" not in probe and "FT.SEARCH" not in probe
    assert rows.count("HRANDFIELD") == 3 and rows.count("FT.SEARCH") == 1  # "kafka"
    assert first.cold is not None
    await first.cold.wait()
    assert await _snapshots(client, ME) == [True, True]
    ttl = await client.ttl(KEYS.memory_snapshot(ME.entities))
    assert 0 < ttl <= snapshot.TTL

    warm = replicas.store(cold_recall=False)
    asked = 0
    for options in OPTIONS:
        for question in QUESTIONS:
            nxt = replicas.cold()  # a new replica per question
            got = await pipelines.recall(nxt, ME, query=question, **options)
            (probe,) = pipelines.sent  # one round trip: the snapshots came with the probe,
            # and answered the question's terms too (no search of the index)
            assert probe.count("GET") == 2 and "HRANDFIELD" not in probe, probe
            assert "FT.SEARCH" not in probe and "FT.SEARCH KNN" not in probe, probe
            # nor the members or the self entity's record: the snapshot holds them
            assert "SRANDMEMBER" not in probe and "JSON.MGET" not in probe, probe
            expected = await warm.arecall(ME, question, now=NOW, **options)
            assert_same(got, expected, f"{question!r} {options}")
            assert nxt.cold is not None and nxt.cold.scanned == nxt.cold.answered == 1
            asked += 1
    assert asked == len(OPTIONS) * len(QUESTIONS)


async def test_every_write_deletes_the_snapshot_and_a_deleted_text_stays_deleted(
    replicas: Replicas, client: Any
) -> None:
    writer = await _person(replicas)
    writes = [
        lambda: writer.acreate_entity(ME, id="late", name="zebra crossing", entity_type="concept"),
        lambda: writer.acreate_relation(
            ME, source_id="self", target_id="late", relation_type="knows"
        ),
        lambda: writer.aupdate_entity(ME, "late", description="a secret-free note"),
        lambda: writer.adelete_entity(ME, "late"),
    ]
    for write in writes:
        await _first_recall_by_rows(replicas)
        assert any(await _snapshots(client, ME))
        before = await _snapshots(client, ME)
        await write()
        after = await _snapshots(client, ME)
        assert after != before and not all(after), (before, after)
    # The deleted entity's name is in no snapshot written after it.
    await _first_recall_by_rows(replicas)
    blob = await client.get(KEYS.memory_snapshot(ME.entities))
    assert blob is not None and b"zebra crossing" not in blob
    # Deleting everything leaves no snapshot behind.
    page = await writer.alist_entities(ME, limit=1000)
    for entity in page.items:
        await writer.adelete_entity(ME, entity.id)
    assert await _snapshots(client, ME) == [False, False]


async def test_a_snapshot_read_before_a_write_is_not_written_after_it(
    replicas: Replicas, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The replica that read the rows writes the snapshot in the background; a write landing
    in between moves the version, and the snapshot is not written (it would hold the
    namespace as it was, a removed text included)."""
    writer = await _person(replicas)
    store = snapshot.store

    async def write_first(*args: Any, **kwargs: Any) -> bool:
        await writer.acreate_entity(ME, id="between", name="quokka", entity_type="concept")
        return await store(*args, **kwargs)

    monkeypatch.setattr(snapshot, "store", write_first)
    await _first_recall_by_rows(replicas)
    monkeypatch.setattr(snapshot, "store", store)
    assert await _snapshots(client, ME) == [False, False]
    await _first_recall_by_rows(replicas)  # read again, after the write: written
    assert await _snapshots(client, ME) == [True, True]


@pytest.mark.parametrize("damage", ["stale", "cut", "garbage", "another model"])
async def test_a_snapshot_that_is_not_this_state_is_not_read(
    replicas: Replicas, client: Any, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    await _person(replicas)
    await _first_recall_by_rows(replicas)
    key = KEYS.memory_snapshot(ME.entities)
    blob = await client.get(key)
    snap = snapshot.decode(blob)
    assert snap is not None and snap.unit is not None
    if damage == "stale":  # as a replica without the deletion in BUMP would leave it
        snap.version = (snap.version[0], str(int(snap.version[1]) - 1))
        blob = snapshot.encode(snap)
    elif damage == "cut":
        blob = blob[:-10]
    elif damage == "garbage":
        blob = snapshot.MAGIC + b"\xff" * 40
    else:
        snap.model = "another-model"
        blob = snapshot.encode(snap)
    await client.set(key, blob)
    pipelines = Pipelines(monkeypatch)
    cold = replicas.cold()
    warm = replicas.store(cold_recall=False)
    for question in QUESTIONS[:6]:
        got = await pipelines.recall(cold, ME, query=question, limit=10, min_similarity=0.0)
        assert any(p.count("HRANDFIELD") == 3 for p in pipelines.sent)  # read by rows
        expected = await warm.arecall(ME, question, now=NOW, limit=10, min_similarity=0.0)
        assert_same(got, expected, question)
        assert cold.cold is not None
        await cold.cold.wait()
        if damage == "stale" and question == QUESTIONS[0]:
            # A probe that asked for it deletes it (it may hold removed texts) before the
            # replica writes its own. (Later probes here ask for the rows: snapshots keep not
            # being there, as the test puts the stale one back.)
            kept = snapshot.decode(await client.get(key))
            assert kept is None or kept.version != snap.version
        await client.set(key, blob)  # the replica's own snapshot replaced it: damage it again


async def test_a_replica_that_finds_no_snapshots_asks_for_the_rows_in_its_probe(
    replicas: Replicas, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fleet whose people were never read (or a snapshot-free deployment): after a few
    probes find none, the probe asks for the rows again (one round trip) and only whether a
    snapshot exists; once they are there, for the snapshots again."""
    for scope in OTHERS:
        await _person(replicas, scope, n=30)

    async def written_elsewhere(*args: Any, **kwargs: Any) -> None:
        return None

    cold = replicas.cold()
    assert cold.cold is not None
    pipelines = Pipelines(monkeypatch)
    monkeypatch.setattr(snapshot, "store_read", written_elsewhere)
    trips = []
    for scope in OTHERS:
        await pipelines.recall(cold, scope, query="kafka")
        trips.append(len(pipelines.sent))
        assert "EXISTS" in pipelines.sent[0] or pipelines.sent[0].count("GET") == 2
    assert trips[0] == 2 and trips[-1] == 1, trips
    assert pipelines.sent[0].count("HRANDFIELD") == 3 and "EXISTS" in pipelines.sent[0]
    monkeypatch.undo()
    pipelines = Pipelines(monkeypatch)
    for scope in OTHERS:  # another replica reads them (and writes their snapshots)
        await _first_recall_by_rows(replicas, scope)
    for scope in OTHERS * 2:  # this one notices, and asks for them again
        await pipelines.recall(cold, scope, query="kafka")
    assert pipelines.sent[-1].count("GET") == 2 and "HRANDFIELD" not in pipelines.sent[-1]


async def test_without_snapshots_nothing_is_written_or_asked(
    replicas: Replicas, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    await _person(replicas)
    cold = replicas.cold(snapshot_ttl=0)
    pipelines = Pipelines(monkeypatch)
    await pipelines.recall(cold, ME, query="kafka")
    (probe,) = pipelines.sent
    assert probe.count("HRANDFIELD") == 3 and "GET" not in probe and "EXISTS" not in probe
    assert cold.cold is not None
    await cold.cold.wait()
    assert await _snapshots(client, ME) == [False, False]


def test_a_snapshot_reads_back_what_was_written() -> None:
    rng = np.random.default_rng(1)
    unit = rng.standard_normal((3, 8)).astype(np.float32)
    has = np.array([True, False, True])
    unit[1] = 0.0
    snap = snapshot.Snapshot(
        ("ab12", "7"), "m1", ["a", "b", "c"], [1.5, None, 3.0], ["person", None, "place"],
        ["m1", None, "m1"], unit, has, [b'[{"x":1}]', b"[{}]", b'[{"y":"\\u00e9"}]'],
    )  # fmt: skip
    back = snapshot.decode(snapshot.encode(snap))
    assert back is not None
    assert (back.version, back.model, back.keys, back.stamps, back.kinds, back.models) == (
        snap.version, snap.model, snap.keys, snap.stamps, snap.kinds, snap.models,
    )  # fmt: skip
    assert back.unit is not None and np.array_equal(back.unit, unit)
    assert list(back.has) == list(has) and back.texts == snap.texts
    # The matrix is a read-only view of the string: a collection keeps it until it writes a
    # row, then writes to its own copy.
    assert not back.unit.flags.writeable
    records = [{"kind": "entity", "value": {}, "updated_ts": 1.0, "terms": ()}] * 3
    coll = Collection.from_rows(("w", "u"), back.keys, records, back.unit, back.has, light=True)
    new = np.ones(8, dtype=np.float32) / np.sqrt(np.float32(8))
    coll.upsert("b", {"kind": "entity", "value": {"name": "b"}}, new)
    coll.remove("a")
    assert np.array_equal(back.unit, unit)  # the snapshot's view is unchanged
    got = coll.vector("b")
    assert got is not None and np.allclose(got, new)
    empty = snapshot.Snapshot(("e", "1"), None, [], [], [], [], None, np.zeros(0, bool), [])
    back = snapshot.decode(snapshot.encode(empty))
    assert back is not None and back.keys == [] and back.unit is None and back.texts == []
    blob = snapshot.encode(snap)
    for bad in (blob[:-1], blob + b"x", blob[:20], b"", None, b"not a snapshot"):
        assert snapshot.decode(bad) is None


async def test_a_replica_recalling_from_its_copy_writes_the_snapshot_a_write_deleted(
    replicas: Replicas, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """People active on a replica keep a snapshot for the next one: a warm recall looks for
    theirs (at most every REFRESH_SECONDS) and writes it again when a write deleted it."""
    from agents.memory.graph.cold import recall

    writer = await _person(replicas)
    active = replicas.store()  # builds its copy after its first (cold) recall
    await active.arecall(ME, "kafka", now=NOW)
    assert active.cold is not None
    await active.cold.wait()
    assert await _snapshots(client, ME) == [True, True]
    await writer.acreate_entity(ME, id="fresh", name="okapi sighting", entity_type="event")
    assert await _snapshots(client, ME) == [False, True]  # the relations did not change
    got = await active.arecall(ME, "okapi", now=NOW)  # from its copy, caught up
    assert got.hits[0].entity.id == "fresh"
    await active.cold.wait()
    assert await _snapshots(client, ME) == [True, True]
    snap = snapshot.decode(await client.get(KEYS.memory_snapshot(ME.entities)))
    assert snap is not None and "fresh" in snap.keys
    await writer.adelete_entity(ME, "fresh")
    await active.arecall(ME, "okapi", now=NOW)
    await active.cold.wait()
    assert not (await _snapshots(client, ME))[0]  # checked a moment ago: not yet
    monkeypatch.setattr(recall, "REFRESH_SECONDS", 0.0)
    await active.arecall(ME, "okapi", now=NOW)
    await active.cold.wait()
    snap = snapshot.decode(await client.get(KEYS.memory_snapshot(ME.entities)))
    assert snap is not None and "fresh" not in snap.keys
    nxt = replicas.cold()  # and the next replica reads it
    warm = replicas.store(cold_recall=False)
    assert_same(
        await nxt.arecall(ME, "okapi kafka", now=NOW),
        await warm.arecall(ME, "okapi kafka", now=NOW),
        "okapi kafka",
    )


async def test_no_snapshot_for_a_person_whose_relations_are_not_read_whole(
    replicas: Replicas, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Over small.RELATIONS_MAX the relations are fetched as ranking reaches them: a snapshot
    of the entities alone could not answer a probe, so none is written."""
    from agents.memory.graph.cold import small

    await _person(replicas)
    monkeypatch.setattr(small, "RELATIONS_MAX", 10)
    await _first_recall_by_rows(replicas)
    assert await _snapshots(client, ME) == [False, False]
    cold = replicas.cold()
    warm = replicas.store(cold_recall=False)
    for question in QUESTIONS[:4]:
        assert_same(
            await cold.arecall(ME, question, now=NOW),
            await warm.arecall(ME, question, now=NOW),
            question,
        )


async def test_a_person_over_scan_first_gets_a_snapshot_the_next_replica_reads(
    replicas: Replicas, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Over small.SCAN_FIRST a first recall is answered from the index's candidates, with no
    rows read; the replica that then recalls the person from its copy writes the snapshots
    (up to small.SNAPSHOT_MAX entities), and a new replica's first recall reads them in its
    probe, one round trip, answering as the copy. A replica that already knows the person is
    big asks for them beside the index's answers, in one round trip too."""
    from agents.memory.graph.cold import small

    monkeypatch.setattr(small, "SCAN_FIRST", 50)  # the person has 120 entities
    await _person(replicas)
    active = replicas.store()
    await active.arecall(ME, "kafka", now=NOW)  # from the index; its copy built after
    assert active.cold is not None
    await active.cold.wait()
    assert active.cold.scanned == 0 and active.cold.answered == 1
    assert await _snapshots(client, ME) == [False, False]
    await active.arecall(ME, "kafka", now=NOW)  # from its copy: the snapshots written
    await active.cold.wait()
    assert await _snapshots(client, ME) == [True, True]

    warm = replicas.store(cold_recall=False)
    pipelines = Pipelines(monkeypatch)
    for question in QUESTIONS:
        nxt = replicas.cold()  # a new replica per question
        got = await pipelines.recall(nxt, ME, query=question)
        (probe,) = pipelines.sent
        assert probe.count("GET") == 2 and "HRANDFIELD" not in probe, probe
        assert "FT.SEARCH" not in probe and "FT.SEARCH KNN" not in probe, probe
        assert_same(got, await warm.arecall(ME, question, now=NOW), question)
        assert nxt.cold is not None and nxt.cold.scanned == nxt.cold.answered == 1

    known = replicas.cold()
    await known.arecall(ME, "kafka", now=NOW)  # it learns the person's size
    assert known.cold is not None
    for options in OPTIONS:
        for question in QUESTIONS:
            got = await pipelines.recall(known, ME, query=question, **options)
            (probe,) = pipelines.sent  # the big probe, and the snapshots beside it
            assert probe.count("GET") == 2 and "HRANDFIELD" not in probe, probe
            assert "FT.SEARCH KNN" not in probe, probe
            expected = await warm.arecall(ME, question, now=NOW, **options)
            assert_same(got, expected, f"{question!r} {options}")
    assert known.cold.scanned == known.cold.answered == 1 + len(OPTIONS) * len(QUESTIONS)


def test_a_person_of_a_thousand_memories_gets_a_snapshot() -> None:
    """The cap is 1,000 memories, as the README says: the person's self entity comes beside
    them (a cap of 1,000 entities left every 1,000-memory person to the index's candidates)."""
    from agents.memory.graph.cold import small

    assert small.snapshot_sized(1_000 + 1)


async def test_no_snapshot_for_a_person_over_snapshot_max(
    replicas: Replicas, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Over small.SNAPSHOT_MAX entities no snapshot is written (its GET would cost more than
    the index's candidates) nor asked for beside the probe of a replica that knows it."""
    from agents.memory.graph.cold import small

    monkeypatch.setattr(small, "SCAN_FIRST", 30)
    monkeypatch.setattr(small, "SNAPSHOT_MAX", 60)  # the person has 120 entities
    await _person(replicas)
    active = replicas.store()
    assert active.cold is not None
    for _ in range(2):
        await active.arecall(ME, "kafka", now=NOW)
        await active.cold.wait()
    assert await _snapshots(client, ME) == [False, False]
    known = replicas.cold()
    await known.arecall(ME, "kafka", now=NOW)
    pipelines = Pipelines(monkeypatch)
    warm = replicas.store(cold_recall=False)
    got = await pipelines.recall(known, ME, query=QUESTIONS[0])
    assert "GET" not in pipelines.sent[0], pipelines.sent
    assert_same(got, await warm.arecall(ME, QUESTIONS[0], now=NOW), QUESTIONS[0])


async def test_a_big_persons_snapshot_is_written_again_less_often(
    replicas: Replicas, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A warm recall writes a missing snapshot again at most every REFRESH_SECONDS, and a
    namespace over SCAN_FIRST in proportion to its size (n / SCAN_FIRST times as seldom), so
    a big person who writes all the time does not make their replica read them whole every
    minute."""
    import asyncio

    from agents.memory.graph.cold import recall, small

    monkeypatch.setattr(small, "SCAN_FIRST", 20)  # the person has 120 entities: 6x as seldom
    monkeypatch.setattr(recall, "REFRESH_SECONDS", 0.4)
    writer = await _person(replicas)
    active = replicas.store()
    assert active.cold is not None
    for _ in range(2):  # from the index, then from its copy: written
        await active.arecall(ME, "kafka", now=NOW)
        await active.cold.wait()
    assert await _snapshots(client, ME) == [True, True]
    await writer.acreate_entity(ME, id="fresh", name="okapi sighting", entity_type="event")
    assert not (await _snapshots(client, ME))[0]
    await asyncio.sleep(0.5)  # past REFRESH_SECONDS, not past 6x
    await active.arecall(ME, "okapi", now=NOW)
    await active.cold.wait()
    assert not (await _snapshots(client, ME))[0]
    await asyncio.sleep(2.1)  # past 6x REFRESH_SECONDS since it was written
    await active.arecall(ME, "okapi", now=NOW)
    await active.cold.wait()
    assert (await _snapshots(client, ME))[0]


async def test_the_writing_replica_writes_the_snapshot_again_once_the_writes_settle(
    replicas: Replicas, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A person whose last turn wrote something (which deletes the snapshot) still leaves one
    for a new replica: the replica that wrote writes it again once their writes settle, no
    sooner than REFRESH_SECONDS after it last did, from what Redis holds then (a deleted
    text never comes back), without recalling them."""
    import asyncio

    from agents.memory.graph.cold import recall

    settle = 0.3
    monkeypatch.setattr(recall, "REFRESH_SECONDS", 3.0)
    writer = replicas.store(snapshot_settle=settle)
    await writer.setup()
    await _write_person(writer, ME, 120, seed=7)
    assert writer.cold is not None
    assert await _snapshots(client, ME) == [False, False]  # not while the writes go on
    # Written once they settle: `settle` after the last write, or REFRESH_SECONDS after the
    # first when writing them took longer than that (a loaded box), then again `settle` after
    # the last, REFRESH_SECONDS after it last did.
    loop = asyncio.get_running_loop()
    deadline = loop.time() + settle * 3 + 2 * recall.REFRESH_SECONDS
    while await _snapshots(client, ME) != [True, True] and loop.time() < deadline:
        await asyncio.sleep(0.05)
    await writer.cold.wait()
    assert await _snapshots(client, ME) == [True, True]

    # Written again for them less than REFRESH_SECONDS ago: not yet after the next write.
    await writer.acreate_entity(ME, id="late", name="zebra crossing", entity_type="concept")
    await asyncio.sleep(settle * 3)
    await writer.cold.wait()
    assert await _snapshots(client, ME) == [False, True]
    # Another write, and the first one's deletion, while the rewrite waits: then it is written
    # once, from what Redis holds then.
    await writer.acreate_entity(ME, id="later", name="okapi sighting", entity_type="event")
    await writer.adelete_entity(ME, "late")
    await asyncio.sleep(3.0)
    await writer.cold.wait()
    assert await _snapshots(client, ME) == [True, True]
    blob = await client.get(KEYS.memory_snapshot(ME.entities))
    snap = snapshot.decode(blob)
    assert snap is not None and "later" in snap.keys and "late" not in snap.keys
    assert b"zebra crossing" not in blob

    pipelines = Pipelines(monkeypatch)
    warm = replicas.store(cold_recall=False)
    for question in [*QUESTIONS[:4], "okapi"]:
        nxt = replicas.cold()
        got = await pipelines.recall(nxt, ME, query=question)
        (probe,) = pipelines.sent  # the snapshot answered the probe
        assert probe.count("GET") == 2 and "HRANDFIELD" not in probe, probe
        assert_same(got, await warm.arecall(ME, question, now=NOW), question)


async def test_writes_keep_pushing_the_rewrite_back_but_not_past_refresh_seconds(
    replicas: Replicas, client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A person writing without a pause still gets a snapshot REFRESH_SECONDS after the
    first of their writes, not never; and a replica that is closed leaves no timer behind."""
    import asyncio

    from agents.memory.graph.cold import recall

    monkeypatch.setattr(recall, "REFRESH_SECONDS", 1.0)
    writer = replicas.store(snapshot_settle=0.4)
    await writer.setup()
    clock = asyncio.get_running_loop().time
    started = clock()
    await _write_person(writer, ME, 60, seed=3)
    assert writer.cold is not None
    n = 0
    while not (await _snapshots(client, ME))[0]:
        # A write every 0.1 s: never 0.4 s without one.
        await writer.acreate_entity(ME, id=f"w{n}", name=f"note {n}", entity_type="concept")
        n += 1
        await asyncio.sleep(0.1)
        assert clock() - started < 6.0, "never written"
    assert clock() - started >= 0.9  # the writes never settled: REFRESH_SECONDS decided
    other = replicas.store(snapshot_settle=0.2)
    await other.acreate_entity(OTHERS[0], id="x", name="kept", entity_type="concept")
    assert other.cold is not None and other.cold._timers
    await other.aclose()
    assert not other.cold._timers
