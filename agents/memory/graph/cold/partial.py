"""A partial copy of one person's namespace that notes what ranking reads beyond it (recall.py).

Ranking (ranking/: `index.rank`, `index.subgraph`, expand.py) runs unchanged over these: a lookup
of an entity, a full record or an entity's relation sets that has not been fetched yet is noted as a
miss (and answered as if absent, so the run can go on and note what else it needs). The cold
path fetches the misses and runs again until a run misses nothing: that run read exactly what
it would have read from the whole namespace.
"""

from __future__ import annotations

from collections.abc import MutableMapping
from dataclasses import dataclass, field
from typing import Any

from agents.memory.graph.cold.replies import one_record


@dataclass
class Misses:
    entities: set[str] = field(default_factory=set)  # not a row yet
    records: set[str] = field(default_factory=set)  # a row, but its full record is not here
    edges: set[str] = field(default_factory=set)  # entity whose relation sets are not here

    def __bool__(self) -> bool:
        return bool(self.entities or self.records or self.edges)

    def clear(self) -> None:
        self.entities.clear()
        self.records.clear()
        self.edges.clear()


class TrackedRows(dict[str, int]):
    """A partial collection's row map: a lookup of an entity it lacks is noted as a miss."""

    def __init__(self, misses: Misses, absent: set[str]) -> None:
        super().__init__()
        self.misses = misses
        self.absent = absent

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        if dict.__contains__(self, key):
            return dict.__getitem__(self, key)
        if key not in self.absent:
            self.misses.entities.add(key)
        return default


class TrackedRecords(dict[str, dict[str, Any]]):
    """Full records fetched so far; a lookup of another is noted (and answered with the
    row's index fields meanwhile, so the run can go on and note what else it needs)."""

    def __init__(
        self,
        misses: Misses,
        absent: set[str],
        light: MutableMapping[str, dict[str, Any]],
        raw: dict[str, Any] | None = None,
    ):
        super().__init__()
        self.misses = misses
        self.absent = absent
        self.light = light
        self.raw = raw or {}  # records read but not parsed yet (JSON.MGET replies)

    def __missing__(self, key: str) -> dict[str, Any]:
        raw = self.raw.pop(key, None)
        record = one_record(raw) if raw is not None else None
        if record is not None:
            dict.__setitem__(self, key, record)
            return record
        self.misses.records.add(key)
        return self.light.get(key) or {"value": {}}

    def __contains__(self, key: object) -> bool:
        if dict.__contains__(self, key) or key in self.raw:
            return True
        if isinstance(key, str) and key not in self.absent:
            self.misses.entities.add(key)
        return False


class TextRecords(dict[str, dict[str, Any]]):
    """Records kept as their JSON texts (a snapshot's) and parsed when first read."""

    def __init__(self, texts: dict[str, bytes]) -> None:
        super().__init__()
        self.texts = texts

    def __missing__(self, key: str) -> dict[str, Any]:
        text = self.texts.get(key)
        record = one_record(text) if text is not None else None
        if record is None:
            raise KeyError(key)
        dict.__setitem__(self, key, record)
        return record


class TrackedEdges(dict[str, set[str]]):
    """Relation ids leaving (or reaching) entities whose sets were fetched; others are noted."""

    def __init__(self, misses: Misses) -> None:
        super().__init__()
        self.misses = misses
        self.loaded: set[str] = set()
        self.everything = False  # the person has no relation: nothing to fetch

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        if self.everything or key in self.loaded:
            return dict.get(self, key, default)
        self.misses.edges.add(key)
        return default


class PartialRelations:
    """The person's relations as far as fetched (`index.RelationSource`)."""

    def __init__(self, misses: Misses, count: int) -> None:
        self.records: dict[str, dict[str, Any]] = {}
        self.out = TrackedEdges(misses)
        self.inc = TrackedEdges(misses)
        self.count = count
        if count == 0:
            self.out.everything = self.inc.everything = True

    def know_all(self, records: dict[str, dict[str, Any]]) -> None:
        """Every relation of the person, read at once: the adjacency from the records
        themselves, as the warm copy builds it; no entity's sets are fetched."""
        self.records.update(records)
        for rel_id, record in records.items():
            if record.get("kind") != "relation":
                continue
            value = record.get("value") or {}
            self.out.setdefault(str(value.get("source_id")), set()).add(rel_id)
            self.inc.setdefault(str(value.get("target_id")), set()).add(rel_id)
        self.out.everything = self.inc.everything = True

    def know_texts(self, texts: dict[str, bytes], ends: dict[str, tuple[str, str]]) -> None:
        """Every relation of the person as a snapshot holds them: the records' texts,
        parsed when ranking reads one, and each relation's (source, target) for the
        adjacency (what `know_all` takes from the records)."""
        records = TextRecords(texts)
        records.update(self.records)
        self.records = records
        for rel_id, (source, target) in ends.items():
            self.out.setdefault(source, set()).add(rel_id)
            self.inc.setdefault(target, set()).add(rel_id)
        self.out.everything = self.inc.everything = True

    def adjacency(self) -> tuple[TrackedEdges, TrackedEdges]:
        return self.out, self.inc

    def __len__(self) -> int:
        return self.count


@dataclass
class Candidate:
    ts: float
    entity_type: str
    vector_model: str | None
    name: str | None = None  # known for lexical candidates (only they can be "named")
    terms: set[str] = field(default_factory=set)  # the question's terms it holds
    listed: bool = True  # found in the memory index (False: only a KNN hit of a vector doc)


def light_record(c: Candidate, q_terms: list[str]) -> dict[str, Any]:
    """The record fields ranking reads, for a row scored from index fields."""
    return light_fields(c, q_terms, c.entity_type, c.ts, c.vector_model)


def light_fields(
    c: Candidate | None, q_terms: list[str], kind: Any, ts: float, model: Any
) -> dict[str, Any]:
    """A light record: the name and the question's terms a lexical match `c` holds (none
    without one), beside the row's kind, update time and vector model."""
    return {
        "kind": "entity",
        "value": {"name": c.name} if c is not None and c.name else {},
        "entity_type": kind or None,
        "updated_ts": ts,
        "terms": tuple(t for t in q_terms if t in c.terms) if c is not None else (),
        "vector_model": model,
    }


def candidate_of(record: dict[str, Any], q_terms: list[str]) -> Candidate:
    have = {t for t in q_terms if t in set(record.get("terms") or ())}
    name = (record.get("value") or {}).get("name")
    return Candidate(
        ts=float(record.get("updated_ts") or 0.0),
        entity_type=str(record.get("entity_type") or ""),
        vector_model=record.get("vector_model"),
        name=name if have and isinstance(name, str) else None,
        terms=have,
    )
