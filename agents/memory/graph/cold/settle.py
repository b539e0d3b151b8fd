"""Rank a partial copy until a run reads nothing it lacks (recall.py, module doc step 3).

`index.rank` and `index.subgraph` run unchanged over the candidates (partial.py's tracked
rows, records and relations): every lookup of something not fetched yet is noted, fetched
(entities with their vectors, full records, an entity's relation sets and the relations in
them), and ranking runs again until a run misses nothing. That run read exactly what the warm
path would have read, so it returns the same hits, parts and subgraph. A small namespace comes
with every entity's record (unparsed until read) and, up to small.RELATIONS_MAX, every
relation: its first run misses nothing. `prepare` builds the partial copy, which needs no
vector, so a small namespace's is ready before the question's vector is.
"""

from __future__ import annotations

import logging
from collections.abc import MutableMapping
from dataclasses import dataclass
from typing import Any

from agents.memory.graph.backends.redis_backend import RedisBackend
from agents.memory.graph.cold.partial import (
    Misses,
    PartialRelations,
    TrackedRecords,
    TrackedRows,
    candidate_of,
    light_record,
)
from agents.memory.graph.cold.small import doc_keys
from agents.memory.graph.model import MAX_SEEDS, Direction, MemoryScope, Subgraph
from agents.memory.graph.ranking.expand import Hit
from agents.memory.graph.ranking.index import Collection, FloatArray, rank, subgraph
from agents.memory.graph.ranking.scoring import ScoringConfig

log = logging.getLogger("agentrt.memory")

ROUNDS = 10  # fetch rounds for the relations and records that ranking touches


@dataclass
class Partial:
    """A partial copy ready to rank (`prepare`): the collection, records and relations as
    ranking reads them, noting what it lacks in `misses`."""

    coll: Collection
    light: MutableMapping[str, dict[str, Any]]
    records: TrackedRecords
    relations: PartialRelations
    misses: Misses
    absent: set[str]


def prepare(
    full: dict[str, dict[str, Any]],
    n_relations: int,
    every_relation: dict[str, dict[str, Any]] | None,
    raw: dict[str, Any],
    coll: Collection,
    light: MutableMapping[str, dict[str, Any]],
    relation_texts: tuple[dict[str, bytes], dict[str, tuple[str, str]]] | None = None,
) -> Partial:
    """The candidates as a partial copy; needs no vector, so a small namespace's is built
    while the question is embedded."""
    misses = Misses()
    absent: set[str] = set()
    rows = TrackedRows(misses, absent)
    dict.update(rows, coll.row)
    coll.row = rows
    records = TrackedRecords(misses, absent, light, raw)
    records.update(full)
    relations = PartialRelations(misses, n_relations)
    if every_relation is not None:
        relations.know_all(every_relation)
    elif relation_texts is not None:  # a snapshot's: parsed as ranking reads them
        relations.know_texts(*relation_texts)
    return Partial(coll, light, records, relations, misses, absent)


async def settle(
    backend: RedisBackend,
    scope: MemoryScope,
    partial: Partial,
    q_terms: list[str],
    query: str,
    vector: FloatArray | None,
    *,
    now_ts: float,
    config: ScoringConfig,
    limit: int,
    time_window_days: float | None,
    min_similarity: float | None,
    expand_depth: int,
    direction: Direction,
) -> tuple[list[Hit], Subgraph | None] | None:
    """Rank until a run reads nothing that was not fetched (module doc, step 3)."""
    coll, light, records = partial.coll, partial.light, partial.records
    relations, misses, absent = partial.relations, partial.misses, partial.absent
    for _ in range(ROUNDS):
        misses.clear()
        hits = rank(
            coll,
            query,
            vector,
            now_ts=now_ts,
            config=config,
            limit=limit,
            time_window_days=time_window_days,
            relations=relations,
            min_similarity=min_similarity,
            records=records,
        )
        sub = None
        if expand_depth and hits:
            sub = subgraph(
                records,
                relations,
                [h.key for h in hits[:MAX_SEEDS]],
                max_depth=expand_depth,
                direction=direction,
                max_nodes=100,
            )
        if not misses:
            return hits, sub
        await _fetch(backend, scope, misses, coll, light, records, relations, absent, q_terms)
    log.info("cold recall gave up after %d rounds; ranking over the loaded copy", ROUNDS)
    return None


async def _fetch(
    b: RedisBackend,
    scope: MemoryScope,
    misses: Misses,
    coll: Collection,
    light: MutableMapping[str, dict[str, Any]],
    records: TrackedRecords,
    relations: PartialRelations,
    absent: set[str],
    q_terms: list[str],
) -> None:
    """Fetch what a ranking run missed: records (and vectors) of entities, the relation
    sets of entities and the relations in them."""
    ents = scope.entities
    want = sorted((misses.entities | misses.records) - absent - set(records))
    new = [k for k in want if not dict.__contains__(coll.row, k)]  # rows need vectors
    nodes = sorted(misses.edges - relations.out.loaded)
    async with b.client.pipeline(transaction=False) as pipe:
        if want:
            pipe.execute_command("JSON.MGET", *doc_keys(b.keys, ents, want), "$")
        if new:
            pipe.hmget(b.keys.memory_vectors(ents), new)
        for node in nodes:
            pipe.smembers(b.keys.memory_out_edges(ents, node))
            pipe.smembers(b.keys.memory_in_edges(ents, node))
        replies = await pipe.execute()
    at = 0
    vectors: dict[str, Any] = {}
    if want:
        raws = replies[0]
        at = 1
        if new:
            vectors = dict(zip(new, replies[1], strict=True))
            at = 2
        for key, raw in zip(want, raws, strict=True):
            record = b.parse_record(raw)
            if record is None:
                absent.add(key)
                continue
            dict.__setitem__(records, key, record)
            if key in vectors:
                row = light[key] = light_record(candidate_of(record, q_terms), q_terms)
                coll.upsert(key, row, b.vector_of(row, vectors[key]))
    sets: list[tuple[str, set[str], set[str]]] = []
    for node in nodes:
        out = {m.decode() if isinstance(m, bytes) else m for m in replies[at]}
        inc = {m.decode() if isinstance(m, bytes) else m for m in replies[at + 1]}
        at += 2
        sets.append((node, out, inc))
    rel_ids = sorted({r for _, o, i in sets for r in o | i} - set(relations.records))
    for start in range(0, len(rel_ids), 500):
        chunk = rel_ids[start : start + 500]
        for rel_id, record in zip(chunk, await b.get(scope.relations, chunk), strict=True):
            if record is not None:
                relations.records[rel_id] = record
    for node, out, inc in sets:
        # As the warm copy's adjacency: from the relation records themselves.
        mine_out = {
            r
            for r in out
            if r in relations.records
            and str((relations.records[r].get("value") or {}).get("source_id")) == node
        }
        mine_in = {
            r
            for r in inc
            if r in relations.records
            and str((relations.records[r].get("value") or {}).get("target_id")) == node
        }
        if mine_out:
            dict.__setitem__(relations.out, node, mine_out)
        if mine_in:
            dict.__setitem__(relations.inc, node, mine_in)
        relations.out.loaded.add(node)
        relations.inc.loaded.add(node)
