"""The delta saver's byte layouts: list deltas rebuild any edit of a list, and every kind of
langchain message comes back equal from its compact element form."""

from __future__ import annotations

from typing import Any

from hypothesis import example, given
from hypothesis import strategies as st
from langchain_core.messages import (
    AIMessage,
    ChatMessage,
    FunctionMessage,
    HumanMessage,
    RemoveMessage,
    SystemMessage,
    ToolMessage,
)

from agents.storage.delta_saver import codec
from agents.storage.delta_saver.saver import DeltaRedisSaver

refs = st.lists(st.sampled_from([bytes([i]) * codec.REF_BYTES for i in range(6)]), max_size=12)


@given(refs, refs)
def test_a_delta_against_any_base_rebuilds_the_list(base: list[bytes], new: list[bytes]) -> None:
    prefix, suffix, middle = codec.diff(base, new)
    delta = codec.ListDelta(prefix, suffix, 3, b"\x01base", tuple(middle))
    decoded = codec.ListDelta.decode(delta.encode())
    assert decoded == delta
    assert decoded.apply(base) == new


@given(st.binary(max_size=2000), st.text(max_size=20))
@example(b"", "~")  # a type that starts with the compression mark
@example(b"x" * 500, "=y")
def test_elements_round_trip_compressed_or_not(data: bytes, type_: str) -> None:
    type_ = type_.replace("\0", "") or "msgpack"
    assert codec.unpack_element(codec.pack_element(type_, data)) == (type_, data)


def test_records_and_writes_round_trip() -> None:
    body = b"x" * 500
    record = codec.encode_record([b"\0a\0001", b"\0b\0002"], body)
    assert codec.decode_record(record) == body
    writes = codec.encode_write("task", -1, b"p\0q") + codec.encode_write("t2", 3, b"")
    assert codec.decode_writes(writes) == [("task", -1, b"p\0q"), ("t2", 3, b"")]


class _NoClient:
    def register_script(self, script: str) -> Any:
        return None


MESSAGES = [
    HumanMessage("hi", id="h1", name="ann"),
    AIMessage(
        "",
        id="a1",
        tool_calls=[{"name": "search", "args": {"q": "x"}, "id": "c1", "type": "tool_call"}],
        usage_metadata={"input_tokens": 3, "output_tokens": 4, "total_tokens": 7},
        response_metadata={"model_name": "m"},
    ),
    AIMessage("plain", id="a2", additional_kwargs={"refusal": None}),
    SystemMessage("rules", id="s1"),
    ToolMessage("42", tool_call_id="c1", id="t1", status="error"),
    RemoveMessage(id="gone"),
    ChatMessage("custom", role="critic", id="c1"),
    FunctionMessage("out", name="fn", id="f1"),
    HumanMessage([{"type": "text", "text": "multi"}], id="h2"),
]


def test_every_message_kind_comes_back_equal_and_compact() -> None:
    saver = DeltaRedisSaver(_NoClient())
    for message in MESSAGES:
        type_, data = saver._dump_item(message)
        assert len(type_) <= 3, type_  # `m` + class code, not the class path
        loaded = saver._load_item(type_, data)
        assert type(loaded) is type(message) and loaded == message
    generic = saver._dump_item({"plain": "dict"})
    assert saver._load_item(*generic) == {"plain": "dict"}
