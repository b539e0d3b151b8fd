"""The cold path's partial collection, built in one go from the rows it read (recall.py).

One `Collection.upsert` per row, with one `as_vector` each, cost more than reading the rows
from Redis (~15 µs a row, a few hundred rows a question). Here the stored vectors are decoded
by one `np.frombuffer` over their joined bytes and normalised together, and the collection is
built by `Collection.from_rows`: the same rows, postings and arrays as those upserts, in the
same order, so ranking over it reads what it would have read row by row.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from agents.memory.graph.ranking.index import Collection, CorpusStats, FloatArray

BoolArray = npt.NDArray[np.bool_]


def unit_rows(raws: Sequence[bytes | None]) -> tuple[FloatArray | None, BoolArray]:
    """Stored float32 vectors as a collection holds them after upserting them in this order:
    each normalised as `index.as_vector` does it (bit for bit: the norm is the same float32
    dot product; rows with no bytes, a zero or non-finite norm have none), and only those
    of the size of the first row that has one (`Collection.upsert` ignores other sizes).
    Returns (rows × dims matrix with zeros where there is none, which rows have one)."""
    n = len(raws)
    has = np.zeros(n, dtype=bool)
    by_size: dict[int, list[int]] = {}
    for i, raw in enumerate(raws):
        if raw and len(raw) % 4 == 0:
            by_size.setdefault(len(raw), []).append(i)
    best: tuple[npt.NDArray[np.int64], FloatArray] | None = None  # (rows, their unit vectors)
    for size, rows in by_size.items():
        m = np.frombuffer(b"".join([raws[i] or b"" for i in rows]), dtype=np.float32)
        m = m.reshape(len(rows), size // 4)
        # A stack of 1×d @ d×1 products: numpy computes each with the same dot kernel as the
        # 1-d `x.dot(x)` inside `np.linalg.norm(x)` (tests/unit/recall/test_memory_cold_rows.py).
        with np.errstate(over="ignore", invalid="ignore"):
            norms = np.sqrt((m[:, None, :] @ m[:, :, None])[:, 0, 0])
        ok = np.isfinite(norms) & (norms != 0.0)
        if not ok.any():
            continue
        where = np.asarray(rows, dtype=np.int64)
        if not ok.all():
            where, m, norms = where[ok], m[ok], norms[ok]
        if best is None or where[0] < best[0][0]:
            best = (where, m / norms[:, None])
    if best is None:
        return None, has
    where, unit = best
    has[where] = True
    if len(where) == n:  # every row has one (the usual case): no scatter
        return unit, has
    out = np.zeros((n, unit.shape[1]), dtype=np.float32)
    out[where] = unit
    return out, has


def partial_collection(
    namespace: tuple[str, ...],
    keys: list[str],
    records: list[dict[str, Any]],
    raw_vectors: Sequence[bytes | None],
    stats: CorpusStats,
    unit: tuple[FloatArray | None, BoolArray] | None = None,
) -> Collection:
    """The rows (in this order, with these light records and stored vector bytes, None for
    a row whose vector does not count) as a collection ranking can read, with the
    namespace's counts. `unit`: `unit_rows` of the vectors, already computed (a snapshot's;
    `raw_vectors` is then not read)."""
    vectors, has = unit_rows(raw_vectors) if unit is None else unit
    coll = Collection.from_rows(namespace, keys, records, vectors, has, light=True)
    coll.stats = stats
    return coll
