"""The cold path builds its partial collection in bulk (agents/memory/graph/cold/rows.py,
`Collection.from_rows`; cold/light.py, `Collection.from_light`, from a read's columns) and
decodes its replies with its own parsers (cold/replies.py). Ranking
is exact only if all of it equals the row-by-row way: vectors bit for bit as `as_vector`
makes them, and a collection equal to the one `upsert` builds, also after later writes."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import Any

import numpy as np
import pytest

from agents.memory.graph.backends.base import build_record
from agents.memory.graph.backends.redis_backend import ft_rows
from agents.memory.graph.cold.light import LightRecords, light_collection
from agents.memory.graph.cold.partial import Candidate
from agents.memory.graph.cold.replies import json_records, json_values, search_rows
from agents.memory.graph.cold.rows import partial_collection, unit_rows
from agents.memory.graph.ranking.index import Collection, CorpusStats, as_vector

NOW = datetime(2026, 1, 1, tzinfo=UTC)
NS = ("w", "u", "entities")
WORDS = "kafka postgres berlin tennis 咖啡 上海 42 v2".split()


def _raws(rng: np.random.Generator, n: int, dims: int) -> list[bytes | None]:
    rows = rng.standard_normal((n, dims)).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    rows *= np.float32(1.0000003)  # stored vectors are unit only to float32's precision
    return [r.tobytes() for r in rows]


def _expected(raws: list[bytes | None]) -> list[np.ndarray | None]:
    """What `Collection.upsert` keeps of each row, in order (the first vector's size wins)."""
    out: list[np.ndarray | None] = []
    dims = None
    for raw in raws:
        vec = as_vector(raw) if raw and len(raw) % 4 == 0 else None
        if vec is not None and dims is None:
            dims = vec.shape[0]
        out.append(vec if vec is not None and vec.shape[0] == dims else None)
    return out


@pytest.mark.parametrize("dims", [7, 384, 512, 1536])
def test_unit_rows_equal_as_vector_bit_for_bit(dims: int) -> None:
    rng = np.random.default_rng(dims)
    raws = _raws(rng, 300, dims)
    raws[3] = None
    raws[5] = b""
    raws[8] = np.zeros(dims, dtype=np.float32).tobytes()
    raws[9] = np.full(dims, np.inf, dtype=np.float32).tobytes()
    vectors, has = unit_rows(raws)
    assert vectors is not None
    for i, want in enumerate(_expected(raws)):
        assert bool(has[i]) == (want is not None), i
        if want is not None:
            assert vectors[i].tobytes() == want.tobytes(), i


def test_unit_rows_keep_the_size_of_the_first_row_that_has_a_vector() -> None:
    rng = np.random.default_rng(1)
    small, large = _raws(rng, 4, 3), _raws(rng, 4, 5)
    zero = np.zeros(5, dtype=np.float32).tobytes()
    raws = [None, zero, small[0], large[0], small[1], b"abc", large[1]]
    vectors, has = unit_rows(raws)
    assert vectors is not None and vectors.shape == (7, 3)
    assert has.tolist() == [False, False, True, False, True, False, False]
    none, has = unit_rows([None, zero])
    assert none is None and not has.any()


def _record(i: int, rng: random.Random, kind: str = "entity") -> dict[str, Any]:
    if kind == "relation":
        value = {
            "source_id": f"e{rng.randrange(20)}",
            "target_id": f"e{rng.randrange(20)}",
            "relation_type": "uses",
            "properties": {},
        }
        text = "uses"
    else:
        value = {
            "name": " ".join(rng.sample(WORDS, rng.randrange(0, 3))),
            "entity_type": rng.choice(["", "person", "location", None]),
            "description": " ".join(rng.sample(WORDS, 3)),
            "properties": {"n": i} if rng.random() < 0.5 else {},
        }
        text = f"{value['name']} {value['description']}"
    record = build_record(
        NS,
        f"k{i}",
        value,
        kind=kind,
        text=text,
        created_at=NOW,
        updated_at=NOW,
        vector_model="m",
    )
    if rng.random() < 0.3:  # a light record, as the cold path scores from index fields
        return {
            "kind": "entity",
            "value": {},
            "entity_type": None,
            "updated_ts": rng.uniform(0, 2e9),
            "terms": [],
            "vector_model": "m",
        }
    record["updated_ts"] = rng.uniform(0, 2e9)
    return record


def _state(coll: Collection) -> dict[str, Any]:
    n = len(coll.keys)
    has = coll._has[:n].copy()
    vec = None if coll._vec is None else coll._vec[:n][has].tobytes()
    return {
        "keys": list(coll.keys),
        "row": dict(coll.row),
        "records": dict(coll.records),
        "terms": dict(coll._terms),
        "names": dict(coll._names),
        "types": dict(coll._types),
        "postings": {t: set(r) for t, r in coll._postings.items() if r},
        "name_postings": {t: set(r) for t, r in coll._name_postings.items() if r},
        "type_rows": {t: set(r) for t, r in coll._type_rows.items() if r},
        "out": {k: set(v) for k, v in coll._out.items() if v},
        "in": {k: set(v) for k, v in coll._in.items() if v},
        "ts": coll._ts[:n].tolist(),
        "name_len": coll._name_len[:n].tolist(),
        "has": has.tolist(),
        "vec": vec,
        "dim": coll._dim if coll._vec is not None else None,
        "sizes": dict(coll._sizes),
        "bytes": (coll.property_bytes, coll.record_bytes),
    }


@pytest.mark.parametrize("seed", range(4))
def test_from_rows_builds_what_upserts_build_and_stays_equal_after_writes(seed: int) -> None:
    rng = random.Random(seed)
    nrng = np.random.default_rng(seed)
    n = rng.choice([0, 1, 15, 16, 17, 200])
    keys = sorted(f"k{i}" for i in range(n))
    kinds = ["relation" if rng.random() < 0.2 else "entity" for _ in keys]
    records = [_record(i, rng, kind) for i, kind in enumerate(kinds)]
    raws = _raws(nrng, n, 8)
    for i in range(n):
        if rng.random() < 0.3:
            raws[i] = None
    by_rows = Collection.from_rows(NS, keys, records, *unit_rows(raws))
    one_by_one = Collection(NS)
    for key, record, raw in zip(keys, records, raws, strict=True):
        one_by_one.upsert(key, record, as_vector(raw))
    assert _state(by_rows) == _state(one_by_one)
    _same_after_writes(by_rows, one_by_one, rng, nrng, keys=n + 20, steps=60)


def _same_after_writes(
    a: Collection,
    b: Collection,
    rng: random.Random,
    nrng: np.random.Generator,
    *,
    keys: int,
    steps: int,
) -> None:
    """The same random upserts and removes on both collections leave them equal."""
    for step in range(steps):
        key = f"k{rng.randrange(keys)}"
        if rng.random() < 0.3:
            assert a.remove(key) == b.remove(key)
        else:
            record = _record(1000 + step, rng)
            raw = _raws(nrng, 1, 8)[0] if rng.random() < 0.7 else None
            a.upsert(key, record, as_vector(raw))
            b.upsert(key, record, as_vector(raw))
        assert _state(a) == _state(b), step


def test_from_rows_refuses_duplicate_keys() -> None:
    record = {"kind": "entity", "value": {}, "updated_ts": 1.0, "terms": []}
    with pytest.raises(ValueError, match="duplicate"):
        Collection.from_rows(NS, ["a", "a"], [record, record], None, np.zeros(2, dtype=bool))


def test_search_rows_read_resp3_and_resp2_as_ft_rows_does() -> None:
    resp3 = {
        b"attributes": [],
        b"total_results": 7,
        b"format": b"STRING",
        b"results": [
            {b"id": b"doc:1", b"extra_attributes": {b"dist": b"0.25", b"ty": b"person"}},
            {b"id": b"doc:%C3%A7", b"extra_attributes": {}},
        ],
        b"warning": [],
    }
    resp2 = [7, b"doc:1", [b"dist", b"0.25", b"ty", b"person"], b"doc:%C3%A7", []]
    want = (7, [("doc:1", {"dist": "0.25", "ty": "person"}), ("doc:%C3%A7", {})])
    assert search_rows(resp3) == want == ft_rows(resp3)
    assert search_rows(resp2) == want == ft_rows(resp2)
    nocontent = [2, b"doc:1", b"doc:2"]
    assert search_rows(nocontent) == ft_rows(nocontent)


def test_search_rows_keep_a_vector_field_as_bytes() -> None:
    vector = np.array([0.5, -1.0], dtype=np.float32).tobytes() + b"\xff\xfe"
    resp3 = {
        b"total_results": 1,
        b"results": [{b"id": b"vdoc:1", b"extra_attributes": {b"ts": b"1.5", b"v": vector}}],
    }
    resp2 = [1, b"vdoc:1", [b"ts", b"1.5", b"v", vector]]
    for reply in (resp3, resp2):
        assert search_rows(reply, binary="v") == (1, [("vdoc:1", {"ts": "1.5", "v": vector})])


def test_json_values_read_one_path_of_each_document() -> None:
    raws: list[Any] = [b"[1766497483.85661]", None, b"[]", b'["concept"]', b"[null]"]
    assert json_values(raws) == [1766497483.85661, None, None, "concept", None]
    parsed: list[Any] = [[1.5], None, [], ["x"]]  # a client on which client.json() was called
    assert json_values(parsed) == [1.5, None, None, "x"]
    assert json_values([]) == []


def test_json_values_of_a_path_union_keep_every_value() -> None:
    raws: list[Any] = [b'[1.5,"concept","m"]', None, b"[2.5]", b"[]"]
    assert json_values(raws, first=False) == [[1.5, "concept", "m"], None, [2.5], []]


def test_json_text_orjson_refuses_is_read_as_json_reads_it() -> None:
    # RedisJSON prints 64-bit integers of either sign, and stores larger ones as floats;
    # a lone surrogate escape is JSON that orjson refuses and `json` reads.
    raws: list[Any] = [
        b"[18446744073709551615]",
        b"[-9223372036854775808]",
        b"[1.2345678901234568e29]",
        b'["\\ud800"]',
        b"[1e400]",
    ]
    expected = [18446744073709551615, -9223372036854775808, 1.2345678901234568e29, "\ud800"]
    assert json_values(raws) == [*expected, float("inf")]
    assert [json_values([r])[0] for r in raws] == [*expected, float("inf")]
    records = json_records([b'[{"a":1}]', None, b"[]", b'[{"b":"\\ud800"}]'])
    assert records == [{"a": 1}, None, None, {"b": "\ud800"}]


def test_one_record_reads_what_json_records_reads() -> None:
    from agents.memory.graph.cold.replies import one_record

    for raw in (
        b'[{"a": 1, "b": [1.5, "\\u00e9"]}]',
        '[{"x": "y"}]',
        b"[]",
        b"[1]",
        b'[{"big": 123456789012345678901234567890}]',
        [{"parsed": True}],
    ):
        assert one_record(raw) == json_records([raw])[0], raw


def _columns(rng: random.Random, n: int) -> tuple[Any, ...]:
    """A namespace read whole as columns (small.py): members, stamps, kinds, models, the
    question's term matches (some not members, some without terms or name) and its terms."""
    members = sorted(f"k{i}" for i in range(n))
    stamps = [rng.choice([None, 0.0, rng.uniform(0, 2e9), b"1700000000.5"]) for _ in members]
    kinds = [rng.choice(["", None, "person", "location", b"event"]) for _ in members]
    models = [rng.choice(["m", None, "other"]) for _ in members]
    q_terms = ["kafka", "berlin", "42", "咖啡"]
    lexical: dict[str, Candidate] = {}
    for key in [*rng.sample(members, min(n, 12)), "not-a-member"]:
        lexical[key] = Candidate(
            ts=0.0,
            entity_type="person",
            vector_model="m",
            name=rng.choice([None, "", "Kafka in Berlin", "上海 咖啡"]),
            terms=set(rng.sample([*q_terms, "other"], rng.randrange(0, 4))),
        )
    return members, stamps, kinds, models, lexical, q_terms


def _light_as_built(cols: tuple[Any, ...], types: bool) -> list[dict[str, Any]]:
    """Each member's light record as the cold path built them all up front."""
    members, stamps, kinds, models, lexical, q_terms = cols
    out = []
    for key, ts, kind, vm in zip(members, stamps, kinds, models, strict=True):
        c = lexical.get(key)
        out.append(
            {
                "kind": "entity",
                "value": {"name": c.name} if c is not None and c.name else {},
                "entity_type": (kind or None) if types else None,
                "updated_ts": float(ts or 0.0),
                "terms": tuple(t for t in q_terms if t in c.terms) if c is not None else (),
                "vector_model": vm,
            }
        )
    return out


@pytest.mark.parametrize("seed", range(6))
def test_light_records_are_built_when_read_as_they_were_built_up_front(seed: int) -> None:
    rng = random.Random(seed)
    cols = _columns(rng, rng.choice([0, 1, 17, 300]))
    types = seed % 2 == 0
    members, stamps, kinds, models, lexical, q_terms = cols
    light = LightRecords(members, stamps, kinds if types else None, models, lexical, q_terms)
    want = dict(zip(members, _light_as_built(cols, types), strict=True))
    assert len(light) == len(want) and list(light) == members
    for key in rng.sample(members, len(members)):
        assert light[key] == want[key] and light.get(key) == want[key]
    assert "not-a-member" not in light and light.get("not-a-member") is None
    with pytest.raises(KeyError):
        light["not-a-member"]
    # Writes and deletes (a fetched row, a removed one), apart from a twin's.
    twin = light.twin()
    light["new"] = {"kind": "entity", "value": {"name": "new"}}
    assert "new" in light and light["new"]["value"] == {"name": "new"} and "new" not in twin
    if members:
        gone = members[0]
        del light[gone]
        assert gone not in light and gone in twin and twin[gone] == want[gone]
        with pytest.raises(KeyError):
            del light[gone]
        assert list(light) == [*members[1:], "new"] and len(light) == len(members)
        light[gone] = want[gone]
        assert gone in light and len(light) == len(members) + 1
    del light["new"]
    assert "new" not in light and len(light) == len(members)


@pytest.mark.parametrize("seed", range(6))
def test_from_light_builds_what_from_rows_builds_and_stays_equal_after_writes(seed: int) -> None:
    rng = random.Random(seed)
    nrng = np.random.default_rng(seed)
    cols = _columns(rng, rng.choice([0, 1, 15, 16, 17, 300]))
    members, stamps, kinds, models, lexical, q_terms = cols
    types = seed % 3 != 0
    raws = _raws(nrng, len(members), 8)
    for i in range(len(members)):
        if rng.random() < 0.3:
            raws[i] = None
    stats = CorpusStats(len(members) + 5, {"kafka": 3})
    by_rows = partial_collection(NS, members, _light_as_built(cols, types), raws, stats)
    light = LightRecords(members, stamps, kinds if types else None, models, lexical, q_terms)
    by_columns = light_collection(NS, light, raws, stats)
    assert by_columns.stats == by_rows.stats
    assert _state(by_columns) == _state(by_rows)
    assert by_columns.records is not light  # the cold path's own light records stay apart
    _same_after_writes(by_columns, by_rows, rng, nrng, keys=len(members) + 10, steps=40)


def test_from_light_refuses_duplicate_keys() -> None:
    light = LightRecords(["a", "a"], [1.0, 1.0], None, [None, None], {}, [])
    with pytest.raises(ValueError, match="duplicate"):
        Collection.from_light(
            NS, ["a", "a"], light, light.updated(), None, {}, None, np.zeros(2, bool)
        )
