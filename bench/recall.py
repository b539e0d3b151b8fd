"""Memory recall latency and quality: GraphMemoryStore vs langgraph's RedisStore, same Redis.

    python -m bench.recall [--sizes 10000,100000] [--users 200] [--share 0.02]
                           [--heavy-share 0.1] [--queries 300] [--json out.json]
    python -m bench.recall --quality    # quality on the recall sets (bench/recall_quality.py)

For each size N a fresh throwaway Redis (JSON + Search, tests/support/harness/redis_server.py)
holds N memories spread over `--users` people; the measured person holds `--share` of them (the
rest are split evenly among the others). `--heavy-share` adds one more run at the largest size where
the measured person holds that share (a heavy user). Every memory has a random age of 0-365
days and a unit 512-dim vector (the dims of the default model) near one of 100 random topic
directions (cos ≈ 0.5 within a topic, ≈ 0 across); each query is near one topic. Embedding
time is excluded on both sides: vectors are
precomputed and handed over (RedisStore's `embed` looks them up).

Measured per query, warm (after one cold call per store, reported separately; for ours also
the recall right after another replica wrote one memory, which reads just that change). For
ours, "first recall" is a new replica's first: answered from the Redis index (KNN over the
person's vector docs, agents/memory/graph/cold/recall.py) while the person's copy is built in the
background ("copy built": when the warm path takes over); "from the index" is the same path
on COLD_QUERIES questions asked of a replica that never builds the copy:
- ours: `GraphMemoryStore.arecall(scope, "", query_vector=v, limit=10)`: dense similarity with
  time decay over every memory of the person, exact, via its in-process copy validated by one
  Redis GET;
- baseline: `RedisStore.search(("memories", person), query=..., limit=10)` (FLAT index, its
  default), which ranks by cosine only; and the same asking for 50 hits reranked with decay in
  Python, the way one would add decay on top of it.

"exact" is brute force over the person's vectors with the same score (0.85·max(cos, 0) +
0.15·exp(−ln2/30·days)); recall = |top10 ∩ exact top10| / 10. Latencies in ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import platform
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import redis
from langchain_core.embeddings import Embeddings
from langgraph.store.base import PutOp

from agents.memory.graph import GraphLimits, GraphMemoryStore, MemoryScope
from agents.storage.health import RedisState
from agents.storage.redis import make_async_redis
from tests.support.harness.redis_server import RedisServer

DIMS = 512
K = 10
NOW = datetime.now(UTC)
TARGET = "user0000"
TOPICS = 100  # a person's memories fall into topics; a query is about one
COLD_QUERIES = 50  # recalls asked of a replica that stays cold (answered from the index)
WORKSPACE = "bench"


class LookupEmbeddings(Embeddings):
    """Precomputed vectors by text: 'm<i>' → memory i, 'q<j>' → query j (no model time)."""

    model_id = "bench-random-512"

    def __init__(self, memories: np.ndarray, queries: np.ndarray) -> None:
        self.memories = memories
        self.queries = queries

    def _one(self, text: str) -> list[float]:
        table = self.memories if text[0] == "m" else self.queries
        return table[int(text[1:])].tolist()  # type: ignore[no-any-return]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._one(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._one(text)


@dataclass
class Dataset:
    n: int
    owners: list[str]
    vectors: np.ndarray
    ages_days: np.ndarray
    target_rows: np.ndarray
    queries: np.ndarray
    exact: list[list[str]] = field(default_factory=list)


def _unit(rows: np.ndarray) -> np.ndarray:
    return (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype(np.float32)


def make_dataset(n: int, users: int, share: float, n_queries: int, seed: int = 7) -> Dataset:
    """Memories on topics (cos ≈ 0.5 within a topic, ≈ 0 across); queries near a topic."""
    rng = np.random.default_rng(seed + n)
    mine = max(K, int(round(n * share)))
    owners = [TARGET] * mine
    for i in range(n - mine):
        owners.append(f"user{1 + i % (users - 1):04d}")
    order = rng.permutation(n)  # interleave people as real traffic would
    owners = [owners[i] for i in order]
    topics = _unit(rng.standard_normal((TOPICS, DIMS)))
    topic_of = rng.integers(0, TOPICS, n)
    vectors = _unit(topics[topic_of] + _unit(rng.standard_normal((n, DIMS))))
    ages = rng.uniform(0, 365, n)
    target_rows = np.array([i for i, o in enumerate(owners) if o == TARGET])
    picks = rng.integers(0, TOPICS, n_queries)
    queries = _unit(topics[picks] + _unit(rng.standard_normal((n_queries, DIMS))))
    data = Dataset(n, owners, vectors, ages, target_rows, queries)
    sub = vectors[target_rows]
    rec = np.exp(-math.log(2) / 30 * ages[target_rows])
    for q in queries:
        score = 0.85 * np.clip(sub @ q, 0, 1) + 0.15 * rec
        top = np.argsort(-score, kind="stable")[:K]
        data.exact.append([f"m{target_rows[i]}" for i in top])
    return data


def exact_cosine(data: Dataset, q: np.ndarray) -> list[str]:
    sub = data.vectors[data.target_rows]
    top = np.argsort(-(sub @ q), kind="stable")[:K]
    return [f"m{data.target_rows[i]}" for i in top]


def pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1]


def summary(times: list[float], recalls: list[float]) -> dict[str, float]:
    return {
        "p50_ms": round(pct(times, 50) * 1e3, 3),
        "p95_ms": round(pct(times, 95) * 1e3, 3),
        "recall": round(sum(recalls) / len(recalls), 4),
    }


async def bench_ours(url: str, data: Dataset) -> dict[str, Any]:
    client = make_async_redis(url, socket_timeout=30, max_connections=8)
    state = RedisState(client)
    # The heavy run puts more in one person than the default per-person cap allows.
    store = GraphMemoryStore(
        state,
        embeddings=LookupEmbeddings(data.vectors, data.queries),
        limits=GraphLimits(max_entities=1_000_000),
    )
    await store.setup()
    started = time.perf_counter()
    by_owner: dict[str, list[int]] = {}
    for i, owner in enumerate(data.owners):
        by_owner.setdefault(owner, []).append(i)
    for owner, rows in by_owner.items():
        scope = MemoryScope(WORKSPACE, owner)
        for start in range(0, len(rows), 5000):
            chunk = rows[start : start + 5000]
            entities = [
                {
                    "id": f"m{i}",
                    "name": f"m{i}",
                    "entity_type": "concept",
                    "created_at": NOW - timedelta(days=float(data.ages_days[i])),
                }
                for i in chunk
            ]
            await store.aimport_entities(scope, entities, vectors=data.vectors[chunk].tolist())
    load_s = time.perf_counter() - started
    scope = MemoryScope(WORKSPACE, TARGET)
    # A replica that never builds the copy: every recall is answered from the index.
    cold_reader = GraphMemoryStore(state, embeddings=LookupEmbeddings(data.vectors, data.queries))
    assert cold_reader.cold is not None
    cold_reader.cold.warm_up = False
    cold_times, cold_recalls = [], []
    for q, exact in list(zip(data.queries, data.exact, strict=True))[:COLD_QUERIES]:
        t0 = time.perf_counter()
        found = await cold_reader.arecall(
            scope, "", query_vector=q, limit=K, expand_depth=0, now=NOW, min_similarity=0.0
        )
        cold_times.append(time.perf_counter() - t0)
        cold_recalls.append(len({h.entity.id for h in found.hits} & set(exact)) / K)
    answered = cold_reader.cold.answered
    await cold_reader.aclose()
    # A fresh store, as a new replica would start: its first recall is answered from the
    # index, and the person's copy is built in the background for the recalls after it.
    reader = GraphMemoryStore(state, embeddings=LookupEmbeddings(data.vectors, data.queries))
    t0 = time.perf_counter()
    await reader.arecall(scope, "", query_vector=data.queries[0], limit=K, expand_depth=0, now=NOW)
    cold_ms = (time.perf_counter() - t0) * 1e3
    await reader.await_background()
    warm_after_s = time.perf_counter() - t0
    times, recalls = [], []
    for q, exact in zip(data.queries, data.exact, strict=True):
        t0 = time.perf_counter()
        found = await reader.arecall(
            scope, "", query_vector=q, limit=K, expand_depth=0, now=NOW, min_similarity=0.0
        )
        times.append(time.perf_counter() - t0)
        got = [h.entity.id for h in found.hits]
        recalls.append(len(set(got) & set(exact)) / K)
    # Another replica writes one memory before each recall: the reader catches up on it.
    after_write = []
    for j in range(50):
        await store.aimport_entities(
            scope,
            [{"id": f"new{j}", "name": f"new{j}", "entity_type": "concept"}],
            vectors=[data.queries[j % len(data.queries)].tolist()],
        )
        t0 = time.perf_counter()
        question = data.queries[j % len(data.queries)]
        await reader.arecall(scope, "", query_vector=question, limit=K, expand_depth=0)
        after_write.append(time.perf_counter() - t0)
    await store.aclose()
    await reader.aclose()
    await state.aclose()
    await client.aclose()
    return {
        **summary(times, recalls),
        "cold_ms": round(cold_ms, 1),
        "cold_path": {
            **summary(cold_times, cold_recalls),
            "answered": answered,
            "queries": len(cold_times),
        },
        "copy_ready_s": round(warm_after_s, 2),
        "after_write_p50_ms": round(statistics.median(after_write) * 1e3, 3),
        "load_s": round(load_s, 1),
    }


def bench_redis_store(url: str, data: Dataset) -> dict[str, Any]:
    from langgraph.store.redis import RedisStore

    conn = redis.Redis.from_url(url)
    embed = LookupEmbeddings(data.vectors, data.queries)
    store = RedisStore(
        conn,
        index={"dims": DIMS, "embed": embed, "fields": ["text"], "distance_type": "cosine"},  # type: ignore[typeddict-item]
    )
    store.setup()
    started = time.perf_counter()
    ops = [
        PutOp(("memories", owner), f"m{i}", {"text": f"m{i}", "age_days": float(data.ages_days[i])})
        for i, owner in enumerate(data.owners)
    ]
    for start in range(0, len(ops), 2000):
        store.batch(ops[start : start + 2000])
    load_s = time.perf_counter() - started
    ns = ("memories", TARGET)
    t0 = time.perf_counter()
    store.search(ns, query="q0", limit=K)
    cold_ms = (time.perf_counter() - t0) * 1e3
    plain_t, plain_r, plain_rc, decay_t, decay_r = [], [], [], [], []
    for j, (q, exact) in enumerate(zip(data.queries, data.exact, strict=True)):
        t0 = time.perf_counter()
        hits = store.search(ns, query=f"q{j}", limit=K)
        plain_t.append(time.perf_counter() - t0)
        got = [h.key for h in hits]
        plain_r.append(len(set(got) & set(exact)) / K)
        plain_rc.append(len(set(got) & set(exact_cosine(data, q))) / K)
        t0 = time.perf_counter()
        wide = store.search(ns, query=f"q{j}", limit=50)
        reranked = sorted(
            wide,
            key=lambda h: (
                -(
                    0.85 * min(1.0, max(0.0, h.score or 0.0))
                    + 0.15 * math.exp(-math.log(2) / 30 * h.value["age_days"])
                )
            ),
        )[:K]
        decay_t.append(time.perf_counter() - t0)
        decay_r.append(len({h.key for h in reranked} & set(exact)) / K)
    conn.close()
    return {
        "plain": {
            **summary(plain_t, plain_r),
            "recall_vs_cosine": round(sum(plain_rc) / len(plain_rc), 4),
            "cold_ms": round(cold_ms, 1),
            "load_s": round(load_s, 1),
        },
        "k50_decay": summary(decay_t, decay_r),
    }


def run_size(n: int, users: int, share: float, n_queries: int) -> dict[str, Any]:
    data = make_dataset(n, users, share, n_queries)
    server = RedisServer().start()
    try:
        ours = asyncio.run(bench_ours(server.url, data))
        base = bench_redis_store(server.url, data)
    finally:
        server.stop()
    return {
        "memories": n,
        "users": users,
        "person_memories": int(len(data.target_rows)),
        "queries": n_queries,
        "ours": ours,
        "redis_store": base["plain"],
        "redis_store_k50_decay": base["k50_decay"],
    }


def report(rows: list[dict[str, Any]], elapsed: float) -> str:
    lines = [
        f"memory recall, top {K}, time decay (w 0.15, half-life 30 d); embedding excluded",
        f"{platform.machine()} · {platform.python_version()} · {elapsed:.0f} s total",
        "",
        f"{'memories':>9} {'person':>7}  {'store':<28} {'p50 ms':>7} {'p95 ms':>7} "
        f"{'recall':>7}  notes",
    ]
    for row in rows:
        n, mine = row["memories"], row["person_memories"]
        ours, rs, rsd = row["ours"], row["redis_store"], row["redis_store_k50_decay"]
        lines.append(
            f"{n:>9} {mine:>7}  {'GraphMemoryStore':<28} {ours['p50_ms']:>7.3f} "
            f"{ours['p95_ms']:>7.3f} {ours['recall']:>7.3f}  first recall {ours['cold_ms']} ms, "
            f"after another replica's write {ours['after_write_p50_ms']} ms, "
            f"load {ours['load_s']} s"
        )
        cp = ours["cold_path"]
        lines.append(
            f"{'':>9} {'':>7}  {'  from the index (cold)':<28} {cp['p50_ms']:>7.3f} "
            f"{cp['p95_ms']:>7.3f} {cp['recall']:>7.3f}  {cp['answered']} of {cp['queries']} "
            f"answered from the index; copy built {ours['copy_ready_s']} s after the first"
        )
        lines.append(
            f"{'':>9} {'':>7}  {'RedisStore (cosine only)':<28} {rs['p50_ms']:>7.3f} "
            f"{rs['p95_ms']:>7.3f} {rs['recall']:>7.3f}  recall vs its own cosine exact "
            f"{rs['recall_vs_cosine']}, load {rs['load_s']} s"
        )
        lines.append(
            f"{'':>9} {'':>7}  {'RedisStore k=50 + decay':<28} {rsd['p50_ms']:>7.3f} "
            f"{rsd['p95_ms']:>7.3f} {rsd['recall']:>7.3f}"
        )
        speed = rs["p95_ms"] / ours["p95_ms"] if ours["p95_ms"] else float("inf")
        lines.append(f"{'':>9} {'':>7}  p95 RedisStore / ours = {speed:.1f}x")
    lines.append("")
    target = rows[-1] if rows else None
    for row in rows:
        ours, rs = row["ours"], row["redis_store"]
        ok_p95 = ours["p95_ms"] <= 3.0
        ok_base = ours["p95_ms"] <= rs["p95_ms"]
        ok_recall = ours["recall"] >= 0.95
        lines.append(
            f"targets at {row['memories']} ({row['person_memories']} for the person): "
            f"p95 ≤ 3 ms {'met' if ok_p95 else 'MISSED'}; "
            f"no slower than RedisStore {'met' if ok_base else 'MISSED'}; "
            f"recall ≥ 0.95 {'met' if ok_recall else 'MISSED'}"
        )
    del target
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--users", type=int, default=200)
    parser.add_argument("--share", type=float, default=0.02)
    parser.add_argument("--heavy-share", type=float, default=0.1)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--json", default=None)
    parser.add_argument(
        "--quality", action="store_true", help="recall quality on the recall sets, both halves"
    )
    args = parser.parse_args(argv)
    if args.quality:
        from bench.recall_quality import run

        print(run())
        return 0
    started = time.perf_counter()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    rows = []
    for n in sizes:
        rows.append(run_size(n, args.users, args.share, args.queries))
        print(f"done: {n} memories ({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    if args.heavy_share and sizes:
        rows.append(run_size(max(sizes), args.users, args.heavy_share, args.queries))
        print(f"done: heavy person ({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    print(report(rows, time.perf_counter() - started))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"rows": rows, "args": vars(args)}, fh, indent=2, default=str)
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

__all__ = ["main", "asdict"]
