"""A person's first recall on a running replica vs their warm recalls, over HTTP.

    python -m bench.first_recall [--people 60] [--memories 200] [--relations 100]
                                 [--modes first,prewarmed,snapshot] [--warm 5] [--pause 1.0]
                                 [--json out.json]

A throwaway Redis (JSON + Search, tests/support/harness/redis_server.py) holds `--people` people of
one workspace, each with `--memories` memories written as the service writes them
(GraphMemoryStore.aimport_entities, default embedding model) and `--relations` relations
between them (about a tenth from the self entity): generated sentences about per-person
friends, employers, places, projects, events, foods and products, each with a question about
it in words ("who works at Northwind Clinic?"), so a question's words hit and its one-hop
subgraph (the search API's default `expand_depth` 1) is not empty.

Each run starts a new `agentrt serve` (keys mode, echo model, memory worker off, the default
embedding model in its CPU worker process, as deployed) that has never seen these people and
asks an unmeasured warm-up person first (the model's first use, the index's readiness). Then,
per person, on one kept-alive connection, timed by the client: one question over `POST
/api/v1/memories/search` ("first": answered from the Redis index, agents/memory/graph/cold/,
while the copy is built in the background); `--pause` seconds (the copy is built); `--warm`
questions ("warm"): the first again (its hits must equal the first answer's), then others.
`--modes` runs a fresh server on the same data once per mode, in order (default: first,
prewarmed, snapshot): `first`, a replica that is the first to read these people (no snapshot,
cold/snapshot.py, exists yet, and no replica has noted them: only as the first run); then new
replicas after others served them: `prewarmed` with the default settings, which load the
copies of the people who recalled lately before the first question (cold/prewarm.py; the run
starts once `/health` no longer says `memory_prewarm: running`), and `snapshot` with
AGENTRT_MEMORY__PREWARM_PEOPLE=0, whose first recalls run the cold path from the snapshots
(what a person outside the prewarmed ones gets).

Printed per run and pooled by mode: first and warm p50 / p95 (ms), first / warm at p50 and
p95, whether first p95 ≤ warm p95 (the target: a new replica's first recall within a warm
one's p95), how many snapshots each run found, how many people it prewarmed and how long that
took, the first answers' hits and subgraph size, how many equal the warm answers, the load
average around each run, the machine; and how many first questions an in-process replica that
never builds the copy answers from the index (the server exposes no such counter).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx

from agents.memory.graph import GraphMemoryStore, MemoryScope
from agents.memory.graph.embeddings import UniversalSentenceEncoderEmbeddings
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from agents.storage.redis import make_async_redis
from bench.load import replica_env, start_replicas, stop_replica
from bench.noisy import auth, create_key
from tests.support.harness.redis_server import RedisServer

WORKSPACE = "bench"
WARMUP = "warmup-person"
SEARCH = "/api/v1/memories/search"
NOW = datetime.now(UTC)

# Each memory fills its template's slots with a draw from each list (comma-separated).
SLOTS = {
    "first": "Lena,Marco,Priya,Tomas,Aiko,Farah,Jonas,Mei,Diego,Sanna,Oskar,Nadia,Ravi,Ines,"
    "Kenji,Amara,Felix,Yara,Bruno,Hana,Emil,Zofia,Idris,Leila,Matteo,Noor,Pablo,Rosa,Soren",
    "last": "Okafor,Lindqvist,Moreau,Castellano,Tanaka,Haddad,Novak,Brennan,Silva,Petrov,Mbeki,"
    "Fischer,Quispe,Romano,Halvorsen,Nakamura,Duarte,Kowalski,Abara,Vance",
    "role": "colleague,neighbour,cousin,dentist,landlord,mentor,tutor,accountant,bandmate",
    "place": "Lisbon,Osaka,Nairobi,Montreal,Tallinn,Valparaiso,Krakow,Hobart,Porto,Bergen,Cusco,"
    "Marrakesh,Ljubljana,Halifax,Tbilisi,Adelaide",
    "topic": "sourdough,trail running,jazz piano,birdwatching,pottery,chess openings,beekeeping,"
    "rock climbing,watercolor painting,sailing,astronomy,woodworking,salsa dancing",
    "org": "Brightwater,Northwind,Bluepeak,Redfern,Silverline,Oakridge,Cobalt,Harbor,Juniper",
    "kind": "Labs,Logistics,Bank,Studio,Clinic,Foods,Systems,Press,Brewery,Architects",
    "project": "kitchen renovation,river survey,payments migration,garden shed,photo archive,"
    "marathon training,wedding planning,tax return,thesis draft,podcast launch,bike rebuild",
    "event": "book club,team offsite,half marathon,school reunion,cousin's wedding,film night,"
    "jazz festival,pottery fair,hackathon",
    "food": "ramen,falafel,pierogi,ceviche,dumplings,paella,injera,tacos,laksa,risotto,baklava",
    "product": "Fujifilm camera,Vitamix blender,Garmin watch,ThinkPad,Kindle,espresso machine,"
    "e-bike,sewing machine,telescope",
    "month": "January,February,March,April,May,June,July,August,September,October,November",
}
# type, name, description, question: filled from one memory's slots
TEMPLATES = [
    ("person", "{first} {last}", "my {role} from {place}; we talk about {topic}",
     "who is my {role} from {place}?"),
    ("organization", "{org} {kind}", "a company in {place} where {first} {last} works",
     "who works at {org} {kind}?"),
    ("project", "{project}", "with {first} {last}, due in {month} {year}",
     "when is the {project} with {first} due?"),
    ("location", "{place}", "I lived in {place} in {year} and loved the {food}",
     "what did I eat in {place}?"),
    ("event", "{event} in {place}", "on {month} {day} with {first} {last}",
     "when is the {event} in {place}?"),
    ("preference", "{food}", "I prefer {food} over {food2}, especially in {place}",
     "do I like {food} or {food2}?"),
    ("product", "{product}", "I use my {product} for {topic}, bought in {year}",
     "what do I use the {product} for?"),
    ("skill", "{topic}", "learning {topic} since {year} with {first}",
     "how long have I been learning {topic}?"),
]  # fmt: skip
REL_BY_TARGET = {"person": "knows", "organization": "works_at", "project": "works_on",
                 "location": "located_in", "product": "uses", "preference": "prefers",
                 "event": "part_of"}  # fmt: skip


Edge = tuple[str, str, str]  # source id, target id, relation type


def make_person(
    index: int, memories: int, relations: int
) -> tuple[list[dict[str, Any]], list[Edge], list[str]]:
    """One person's entities, relations (source, target, type) and one question per memory."""
    rng = random.Random(1000 + index)
    pick = {k: v.split(",") for k, v in SLOTS.items()}
    entities: list[dict[str, Any]] = []
    questions: list[str] = []
    for i in range(memories):
        kind, name, desc, question = TEMPLATES[i % len(TEMPLATES)]
        slots: dict[str, Any] = {k: rng.choice(v) for k, v in pick.items()}
        slots.update(food2=rng.choice(pick["food"]), year=rng.randint(2012, 2026),
                     day=rng.randint(1, 28))  # fmt: skip
        age = rng.uniform(0, 365)
        entities.append({"id": f"m{i}", "name": name.format(**slots), "entity_type": kind,
                         "description": desc.format(**slots),
                         "created_at": NOW - timedelta(days=age + 1),
                         "updated_at": NOW - timedelta(days=age)})  # fmt: skip
        questions.append(question.format(**slots))
    ids = [e["id"] for e in entities]
    kinds = {e["id"]: e["entity_type"] for e in entities}
    edges: set[Edge] = set()
    for n in range(relations * 20):
        if len(edges) >= relations:
            break
        source = "self" if n % 10 == 0 else rng.choice(ids)
        target = rng.choice(ids)
        if source != target:
            edges.add((source, target, REL_BY_TARGET.get(kinds[target], "related_to")))
    return entities, sorted(edges), questions


@asynccontextmanager
async def open_store(url: str) -> AsyncIterator[GraphMemoryStore]:
    """A GraphMemoryStore on `url` with the service's default embedding model. It does not
    write snapshots after its writes (the service does, `ColdRecall.written`): the `first`
    mode's replica finds none, as after a person's snapshot expired."""
    client = make_async_redis(url, socket_timeout=60, max_connections=16)
    state = RedisState(client)
    store = GraphMemoryStore(
        state, embeddings=UniversalSentenceEncoderEmbeddings(), snapshot_settle=1e6
    )
    try:
        await store.setup()
        yield store
    finally:
        await store.aclose()
        await state.aclose()
        await client.aclose()


async def write_people(url: str, people: list[str], memories: int, relations: int) -> None:
    gate = asyncio.Semaphore(4)
    async with open_store(url) as store:

        async def one(index: int, person: str) -> None:
            async with gate:
                scope = MemoryScope(WORKSPACE, person)
                entities, edges, _ = make_person(index, memories, relations)
                await store.aensure_self(scope, f"Sam {person}")
                await store.aimport_entities(scope, entities)
                for a, b, kind in edges:
                    await store.acreate_relation(
                        scope, source_id=a, target_id=b, relation_type=kind
                    )

        await asyncio.gather(*(one(i, p) for i, p in enumerate(people)))


async def index_answers(url: str, asked: dict[str, str]) -> tuple[int, int]:
    """How many first questions an in-process replica that never builds the copy answers
    from the index (the server's decision for the same data and question), and how many of
    those by reading the whole (small) namespace (cold/small.py)."""
    async with open_store(url) as store:
        assert store.cold is not None
        store.cold.warm_up = False
        for person, query in asked.items():
            await store.arecall(MemoryScope(WORKSPACE, person), query, min_similarity=0.0)
        return store.cold.answered, store.cold.scanned


def ask(client: httpx.Client, key: str, person: str, query: str) -> tuple[float, dict[str, Any]]:
    t0 = time.perf_counter()
    r = client.post(SEARCH, json={"query": query}, headers=auth(key, person))
    elapsed = time.perf_counter() - t0
    if r.status_code != 200:
        raise RuntimeError(f"search for {person}: {r.status_code} {r.text[:200]}")
    return elapsed, r.json()


def pct(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1] * 1e3


def stats(first: list[float], warm: list[float]) -> dict[str, Any]:
    out = {f"{n}_p{q}_ms": round(pct(v, q), 2) for n, v in (("first", first), ("warm", warm))
           for q in (50, 95)}  # fmt: skip
    out["ratio_p50"] = round(out["first_p50_ms"] / out["warm_p50_ms"], 2)
    out["ratio_p95"] = round(out["first_p95_ms"] / out["warm_p95_ms"], 2)
    out["first_p95_within_warm_p95"] = out["first_p95_ms"] <= out["warm_p95_ms"]
    return out


async def snapshots_present(url: str, people: list[str]) -> int:
    """How many of the people have their entities' snapshot (cold/snapshot.py) in Redis."""
    client = make_async_redis(url)
    keys = Keys()
    try:
        found = 0
        for person in people:
            found += bool(
                await client.exists(keys.memory_snapshot(MemoryScope(WORKSPACE, person).entities))
            )
        return found
    finally:
        await client.aclose()


MODES = {  # what each kind of run sets in the replica's environment
    "first": {},
    "prewarmed": {},
    "snapshot": {"AGENTRT_MEMORY__PREWARM_PEOPLE": "0"},
}


def prewarmed(client: httpx.Client, timeout: float = 120.0) -> tuple[str | None, float]:
    """Wait until the replica is done loading the people who recalled lately: its `/health`
    state then and how long it took (s) since this call."""
    started = time.perf_counter()
    while True:
        state = client.get("/health").json().get("memory_prewarm")
        if state != "running" or time.perf_counter() - started > timeout:
            return state, time.perf_counter() - started
        time.sleep(0.02)


def one_run(env: dict[str, str], key: str, people: list[str], plan: dict[str, list[str]],
            args: argparse.Namespace, log_dir: Path, redis_url: str,
            mode: str) -> dict[str, Any]:  # fmt: skip
    snapshots = asyncio.run(snapshots_present(redis_url, people))
    load_before = os.getloadavg()[0]
    log_dir.mkdir()
    replica = asyncio.run(start_replicas({**env, **MODES[mode]}, 1, log_dir))[0]
    url = replica.url
    first: list[float] = []
    warm: list[float] = []
    same = nodes = edges = hits = 0
    try:
        with httpx.Client(base_url=url, timeout=30) as client:
            state, took_prewarm = prewarmed(client)
            for query in plan[WARMUP][:3]:  # the model's first use, the index's readiness
                ask(client, key, WARMUP, query)
                time.sleep(args.pause)
            for person in people:
                qs = plan[person]
                took, found = ask(client, key, person, qs[0])
                first.append(took)
                hits += len(found["hits"])
                sub = found.get("subgraph") or {"nodes": [], "edges": []}
                nodes += len(sub["nodes"])
                edges += len(sub["edges"])
                time.sleep(args.pause)
                for j, query in enumerate([qs[0], *qs[1 : args.warm]]):
                    took, again = ask(client, key, person, query)
                    warm.append(took)
                    if j == 0:
                        same += [h["id"] for h in again["hits"]] == [h["id"] for h in found["hits"]]
    finally:
        stop_replica(replica)
    n = len(people)
    return {
        **stats(first, warm),
        "mode": mode,
        "snapshots_before": snapshots,
        "prewarm": state,
        "prewarm_s": round(took_prewarm, 2),
        "first_answers_equal_warm": same,
        "first_mean_hits": round(hits / n, 1),
        "first_mean_subgraph_nodes": round(nodes / n, 1),
        "first_mean_subgraph_edges": round(edges / n, 1),
        "load_before": round(load_before, 2),
        "load_after": round(os.getloadavg()[0], 2),
        "first_ms": [round(t * 1e3, 3) for t in first],
        "warm_ms": [round(t * 1e3, 3) for t in warm],
    }


def machine() -> str:
    info = Path("/proc/cpuinfo")
    names = [
        x for x in (info.read_text() if info.exists() else "").splitlines() if "model name" in x
    ]
    cpu = names[0].split(":", 1)[1].strip() if names else platform.machine()
    return f"{cpu} · {os.cpu_count()} cores · Python {platform.python_version()}"


def row(name: str, s: dict[str, Any]) -> str:
    return (
        f"{name:<12} first {s['first_p50_ms']:6.2f} / {s['first_p95_ms']:6.2f}  "
        f"warm {s['warm_p50_ms']:6.2f} / {s['warm_p95_ms']:6.2f}  first/warm "
        f"{s['ratio_p50']:.2f}x / {s['ratio_p95']:.2f}x  first p95 ≤ warm p95: "
        f"{'yes' if s['first_p95_within_warm_p95'] else 'no'}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--people", type=int, default=60)
    parser.add_argument("--memories", type=int, default=200)
    parser.add_argument("--relations", type=int, default=100, help="per person")
    parser.add_argument("--modes", default="first,prewarmed,snapshot",
                        help="one run per mode, in order: first (only first), prewarmed, "
                        "snapshot")  # fmt: skip
    parser.add_argument("--warm", type=int, default=5, help="warm questions per person")
    parser.add_argument("--pause", type=float, default=1.0, help="seconds after a first recall")
    parser.add_argument("--json", default=None)
    args = parser.parse_args(argv)
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    if not modes or set(modes) - set(MODES) or "first" in modes[1:]:
        parser.error("--modes: first (only as the first run), prewarmed, snapshot")
    started = time.perf_counter()
    people = [f"person{i:03d}" for i in range(args.people)]
    plan = {}
    for i, person in enumerate([*people, WARMUP]):
        questions = make_person(i, args.memories, args.relations)[2]
        plan[person] = random.Random(i).sample(questions, min(len(questions), max(1, args.warm)))
    server = RedisServer().start()
    tmp = Path(tempfile.mkdtemp(prefix="agentrt-first-recall-"))
    runs: list[dict[str, Any]] = []
    try:
        asyncio.run(write_people(server.url, [*people, WARMUP], args.memories, args.relations))
        print(f"written: {len(people) + 1} people ({time.perf_counter() - started:.0f} s)",
              file=sys.stderr)  # fmt: skip
        env = replica_env(server.url)
        key = create_key(env, WORKSPACE, "full")
        for n, mode in enumerate(modes):
            runs.append(
                one_run(env, key, people, plan, args, tmp / f"run-{n + 1}", server.url, mode)
            )
            print(f"run {n + 1}: {row('', runs[-1]).strip()}", file=sys.stderr)
        answered, scanned = asyncio.run(index_answers(server.url, {p: plan[p][0] for p in people}))
    finally:
        server.stop()
    by_mode = {
        mode: stats(
            [t / 1e3 for r in runs if r["mode"] == mode for t in r["first_ms"]],
            [t / 1e3 for r in runs if r["mode"] == mode for t in r["warm_ms"]],
        )
        for mode in dict.fromkeys(modes)
    }
    workers = os.environ.get("AGENTRT_SERVER__CPU_WORKERS", "1 (default)")
    lines = [
        f"a person's first recall on a new replica vs warm, POST {SEARCH} (ms, p50 / p95)",
        f"{args.people} people x {args.memories} memories, {args.relations} relations each; "
        f"{args.warm} warm questions each after {args.pause} s; default embedding model in "
        f"{workers} CPU worker(s)",
        f"{machine()} · {time.perf_counter() - started:.0f} s total",
        "",
    ]
    for n, r in enumerate(runs):
        lines.append(
            f"{row(str(n + 1) + ' ' + r['mode'], r)}  "
            f"(snapshots {r['snapshots_before']}/{args.people}; "
            f"prewarm {r['prewarm']} in {r['prewarm_s']} s; "
            f"load {r['load_before']}->{r['load_after']}; "
            f"first answers = warm: {r['first_answers_equal_warm']}/{args.people}; "
            f"hits {r['first_mean_hits']}, subgraph {r['first_mean_subgraph_nodes']} nodes "
            f"{r['first_mean_subgraph_edges']} edges)"
        )
    if len(by_mode) < len(runs):
        lines += [row(mode, s) + "  (pooled)" for mode, s in by_mode.items()]
    lines.append(
        f"first questions the index answers (in-process check): {answered}/{args.people}, "
        f"{scanned} of them by reading the whole namespace"
    )
    print("\n".join(lines))
    if args.json:
        with open(args.json, "w") as fh:
            out = {"args": vars(args), "machine": machine(), "by_mode": by_mode, "runs": runs}
            json.dump({**out, "index_answered": answered, "index_scanned": scanned}, fh, indent=2)
        print(f"wrote {args.json}")
    print(f"server logs: {tmp}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
