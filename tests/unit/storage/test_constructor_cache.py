"""The previous saver's serializer remembers refused constructor classes without keeping
every refusal's frames alive (one cached exception re-raised grew its traceback forever:
~830 MB after 200 turns of a long thread)."""

from __future__ import annotations

import gc
import weakref

import pytest

from agents.storage.redis_saver import CachedConstructorSerializer

LEGACY = {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", "X"]}


class _Local:
    pass


def _refused(serde: CachedConstructorSerializer) -> weakref.ref[_Local]:
    local = _Local()  # a local of the frame that sees the refusal
    with pytest.raises(ValueError):
        serde._constructor_class(LEGACY)
    return weakref.ref(local)


def test_a_remembered_refusal_keeps_no_frame_alive() -> None:
    serde = CachedConstructorSerializer()
    refs = [_refused(serde) for _ in range(50)]
    gc.collect()
    assert [r for r in refs if r() is not None] == []
    with pytest.raises(ValueError, match="langchain"):
        serde._constructor_class(LEGACY)
