"""A namespace read whole as light records, each built only when read (small.py, recall.py).

Ranking scores every row from arrays and term postings; it reads a row's record only for its
hits, their neighbours and the self entity, and the cold path reads those from the rows' own
JSON texts first. Building every row's light record (partial.light_record's fields) up front
cost ~0.35 ms at 1,000 memories and indexing them one by one (`Collection.from_rows`) ~1 ms
more, ahead of the question's vector. Here the rows stay as the columns they were read as
(each member's update time, kind and vector model) with the question's term matches beside
them (`lexical`, the few members that hold one of its terms or whose name it may mention), a
record is built when first read, and the partial collection is built from the columns
(`Collection.from_light`), touching only the matching rows one by one.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, MutableMapping, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from agents.memory.graph.cold.partial import Candidate, light_fields
from agents.memory.graph.cold.rows import BoolArray, unit_rows
from agents.memory.graph.ranking.index import Collection, CorpusStats, FloatArray


class LightRecords(MutableMapping[str, dict[str, Any]]):
    """Each member's light record, as `light_record` gives it (`record`), built when read.
    `kinds`: None when they do not count (the question names no kind of answer). Writes (the
    cold path's fetches) and deletes are kept beside the columns."""

    def __init__(
        self,
        members: list[str],
        stamps: Sequence[Any],
        kinds: Sequence[Any] | None,
        models: Sequence[Any],
        lexical: Mapping[str, Candidate],
        q_terms: list[str],
        row: dict[str, int] | None = None,
    ) -> None:
        self.members = members
        self.stamps = stamps
        self.kinds = kinds
        self.models = models
        self.lexical = lexical
        self.q_terms = q_terms
        self.row = dict(zip(members, range(len(members)), strict=True)) if row is None else row
        self._built: dict[str, dict[str, Any]] = {}  # read or written, by key
        self._gone: set[str] = set()  # members deleted
        self._extra = 0  # keys written that are not members

    def twin(self) -> LightRecords:
        """Another mapping over the same columns, with its own reads and writes (a
        collection's records and the cold path's light records are kept apart)."""
        return LightRecords(
            self.members, self.stamps, self.kinds, self.models, self.lexical, self.q_terms,
            self.row,
        )  # fmt: skip

    def record(self, i: int) -> dict[str, Any]:
        """Row `i`'s light record (small.py's fields, in partial.light_record's shape)."""
        kind = self.kinds[i] if self.kinds is not None else None
        c = self.lexical.get(self.members[i])
        return light_fields(c, self.q_terms, kind, float(self.stamps[i] or 0.0), self.models[i])

    def matching(self) -> dict[int, tuple[tuple[str, ...], str | None]]:
        """The rows whose record holds terms or a name: row -> (terms, name)."""
        out: dict[int, tuple[tuple[str, ...], str | None]] = {}
        for key, c in self.lexical.items():
            i = self.row.get(key)
            if i is None:
                continue
            terms = tuple(t for t in self.q_terms if t in c.terms)
            if terms or c.name:
                out[i] = (terms, c.name or None)
        return out

    def updated(self) -> npt.NDArray[np.float64]:
        """Every member's update time, as a collection's row array holds it."""
        n = len(self.members)
        return np.fromiter((float(t or 0.0) for t in self.stamps), dtype=np.float64, count=n)

    def __getitem__(self, key: str) -> dict[str, Any]:
        got = self._built.get(key)
        if got is not None:
            return got
        i = self.row.get(key)
        if i is None or key in self._gone:
            raise KeyError(key)
        got = self._built[key] = self.record(i)
        return got

    def __setitem__(self, key: str, value: dict[str, Any]) -> None:
        if key not in self.row and key not in self._built:
            self._extra += 1
        self._built[key] = value
        self._gone.discard(key)

    def __delitem__(self, key: str) -> None:
        if key not in self:
            raise KeyError(key)
        self._built.pop(key, None)
        if key in self.row:
            self._gone.add(key)
        else:
            self._extra -= 1

    def __contains__(self, key: object) -> bool:
        if key in self._built:
            return True
        return key in self.row and key not in self._gone

    def __iter__(self) -> Iterator[str]:
        gone = self._gone
        yield from (k for k in self.members if k not in gone)
        if self._extra:
            yield from (k for k in list(self._built) if k not in self.row)

    def __len__(self) -> int:
        return len(self.members) - len(self._gone) + self._extra


def light_collection(
    namespace: tuple[str, ...],
    records: LightRecords,
    raw_vectors: Sequence[bytes | None],
    stats: CorpusStats,
    unit: tuple[FloatArray | None, BoolArray] | None = None,
) -> Collection:
    """The partial collection rows.partial_collection builds from every member's light
    record (in `records`' order, with these stored vector bytes or `unit`, as there), built
    from the columns; its records are another mapping over the same columns."""
    vectors, has = unit_rows(raw_vectors) if unit is None else unit
    coll = Collection.from_light(
        namespace,
        records.members,
        records.twin(),
        records.updated(),
        records.kinds,
        records.matching(),
        vectors,
        has,
    )
    coll.stats = stats
    return coll
