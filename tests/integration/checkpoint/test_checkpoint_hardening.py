"""A crafted constructor envelope written into a checkpoint instantiates nothing outside the
allow-list (RELIABILITY item 13)."""

from __future__ import annotations

import sys

import pytest
from langchain_core.messages import HumanMessage

from agents.storage.redis_saver import CachedConstructorSerializer


def test_constructor_envelopes_outside_the_allow_list_are_refused() -> None:
    serde = CachedConstructorSerializer()
    with pytest.raises(ValueError, match="not allowed"):
        serde._constructor_class({"id": ["json", "decoder", "JSONDecoder"]})
    sys.modules.pop("this", None)
    crafted = {"lc": 1, "type": "constructor", "id": ["this", "Whatever"], "kwargs": {}}
    with pytest.raises(ValueError, match="not allowed"):  # refused, not instantiated
        serde._revive_if_needed({"value": crafted})
    assert "this" not in sys.modules  # and the module was never imported (no side effects)
    # dataclasses of the standard library are refused too
    envelope = {
        "lc": 1,
        "type": "constructor",
        "id": ["logging", "LogRecord"],
        "kwargs": {"name": "x"},
    }
    with pytest.raises(ValueError, match="not allowed"):
        serde._revive_if_needed(envelope)


def test_langchain_messages_still_load() -> None:
    serde = CachedConstructorSerializer()
    blob = serde.dumps_typed({"messages": [HumanMessage("hi", id="m1")]})
    loaded = serde.loads_typed(blob)
    assert loaded["messages"][0] == HumanMessage("hi", id="m1")
