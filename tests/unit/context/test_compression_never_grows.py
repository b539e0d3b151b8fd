"""Compression never grows the request, whatever length of text the summarizer returns.

Regression: with the echo model the first summary (869 tokens) replaced 8 messages and the
request went from 1,334 to 1,918 tokens (`summary_saved_tokens: -584`).
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langgraph.checkpoint.memory import InMemorySaver

from agents.context.tokens import TokenCounter
from agents.definition.spec import AgentSpec
from agents.graph import AgentRuntime, AgentState, TurnInput, build_graph, compress_if_needed
from agents.nodes.summarize import (
    SUMMARY_FRACTION,
    SUMMARY_SYSTEM,
    ContextLengthError,
    clip_tokens,
)
from tests.support.fakes.fake_models import ScriptedModel

WINDOW = 4000
SYSTEM = "You are a patient assistant."
LONG_ENGLISH = " ".join(
    f"The user said that note number {i} is about the {'red' if i % 2 else 'blue'} plan."
    for i in range(400)
)
LONG_CHINESE = "".join(
    f"用户说第{i}条笔记是关于{'红色' if i % 2 else '蓝色'}计划的。" for i in range(400)
)


def _spec(max_output_tokens: int | None = None, **summarization: object) -> AgentSpec:
    return AgentSpec(
        id="a",
        workspace="w",
        name="a",
        model={
            "provider": "echo",
            "context_window": WINDOW,
            "max_output_tokens": max_output_tokens,
        },
        memory_config={"summarization": {"retry_delay_seconds": 0, **summarization}},
    )


def _is_summary_request(messages: list[BaseMessage]) -> bool:
    first = messages[0] if messages else None
    return isinstance(first, SystemMessage) and str(first.content).startswith(SUMMARY_SYSTEM[:40])


def _long_summarizer(text: str, answers: list[list[BaseMessage]]) -> ScriptedModel:
    """Summary requests get `text` (far longer than anything it replaces); answering requests
    are recorded in `answers`."""

    def answer(messages: list[BaseMessage]) -> str:
        if _is_summary_request(messages):
            return text
        answers.append(messages)
        return "noted"

    return ScriptedModel(answer=answer)


def _echo_history(turns: int) -> list[BaseMessage]:
    """Like the echo-model session of the report: notes, and replies that repeat them."""
    history: list[BaseMessage] = []
    for i in range(turns):
        note = f"turn {i}: my note number {i} is about the red plan " * 3
        history += [
            HumanMessage(note, id=f"h{i}"),
            AIMessage(f"I have seen {2 * i + 1} messages. You said: {note}", id=f"a{i}"),
        ]
    return history


async def _one_turn(
    rt: AgentRuntime, history: list[BaseMessage], summary: str = ""
) -> tuple[list[dict[str, Any]], AgentState]:
    graph = build_graph(rt, InMemorySaver())
    config: Any = {
        "configurable": {
            "thread_id": "t",
            "turn": TurnInput(HumanMessage("and the next note?", id="latest"), SYSTEM),
        }
    }
    events = [
        chunk
        async for chunk in graph.astream(
            {"messages": history, "summary": summary}, config, stream_mode="custom"
        )
    ]
    state = await graph.aget_state(config)
    return events, state.values


@pytest.mark.parametrize(
    ("text", "sentence_end"), [(LONG_ENGLISH, "."), (LONG_CHINESE, "。")], ids=["en", "zh"]
)
async def test_a_summary_longer_than_what_it_replaces_is_capped(
    text: str, sentence_end: str
) -> None:
    answers: list[list[BaseMessage]] = []
    rt = AgentRuntime(_spec(), _long_summarizer(text, answers))
    counter = rt.counter
    assert counter.count_text(text) > 4000  # longer than the whole window
    events, state = await _one_turn(rt, _echo_history(12))

    ends = [e["data"] for e in events if e["event"] == "compression_end"]
    assert len(ends) == 1, events
    end = ends[0]
    assert end["after_tokens"] < end["before_tokens"]
    assert end["summary_saved_tokens"] == end["before_tokens"] - end["after_tokens"] > 0
    # The summary stands for at most half of what it replaced, cut at a sentence end.
    summary = state["summary"]
    compressed = _echo_history(12)[: end["messages_compressed"]]
    assert counter.count_text(summary) <= counter.count_messages(compressed) * SUMMARY_FRACTION
    assert summary.endswith(sentence_end) and text.startswith(summary)
    # The event tells the truth: the answering request is exactly `after_tokens` long.
    assert counter.count_messages(answers[-1]) == end["after_tokens"]
    print(
        f"{sentence_end} before={end['before_tokens']} after={end['after_tokens']} "
        f"saved={end['summary_saved_tokens']} summary={end['summary_tokens']} "
        f"compressed={end['messages_compressed']}"
    )


async def test_a_long_previous_summary_is_not_squeezed_below_half_of_itself() -> None:
    """The share is of everything the summary replaces, the previous summary included."""
    answers: list[list[BaseMessage]] = []
    rt = AgentRuntime(_spec(), _long_summarizer(LONG_ENGLISH, answers))
    previous = clip_tokens(LONG_ENGLISH, 400, rt.counter)
    events, state = await _one_turn(rt, _echo_history(12), summary=previous)
    end = next(e["data"] for e in events if e["event"] == "compression_end")
    assert end["after_tokens"] < end["before_tokens"]
    assert rt.counter.count_text(state["summary"]) > 200


async def test_no_model_call_when_no_summary_could_shrink_the_request() -> None:
    """Four tiny messages to fold away cost less than the summary's heading: the history
    stays as it is (a later turn folds more) and the turn goes on; if the request does not
    fit the input budget either, the turn fails with context_length_exceeded."""
    answers: list[list[BaseMessage]] = []
    model = _long_summarizer(LONG_ENGLISH, answers)
    # A preflight budget (2,000) below the input budget (2,900): a long system prompt can
    # pass the first and still fit the second.
    rt = AgentRuntime(_spec(max_output_tokens=100, trigger_fraction=0.5), model)
    assert (rt.budget.preflight_budget, rt.budget.input_budget) == (2000, 2900)
    history: list[BaseMessage] = []
    for i in range(2):
        history += [HumanMessage("ok", id=f"h{i}"), AIMessage("ok", id=f"a{i}")]
    state: AgentState = {"messages": history}
    latest = HumanMessage("and now?", id="latest")
    config: Any = {"configurable": {"turn": TurnInput(latest, "rule " * 2200)}}
    assert await compress_if_needed(rt, state, config) == {}
    assert model.calls == []
    config = {"configurable": {"turn": TurnInput(latest, "rule " * 3000)}}
    with pytest.raises(ContextLengthError):
        await compress_if_needed(rt, state, config)
    assert model.calls == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The user is Sam. He lives in Oslo and budgets 3.14 million. More text here " * 9,
            "The user is Sam. He lives in Oslo and budgets 3.14 million.",
        ),
        (
            "用户叫萨姆。他住在奥斯陆，预算三百万！他不考虑顶楼吗？还有很多别的话要说" * 9,
            "用户叫萨姆。他住在奥斯陆，预算三百万！他不考虑顶楼吗？",
        ),
    ],
    ids=["en", "zh"],
)
def test_clip_tokens_cuts_at_a_sentence_end(text: str, expected: str) -> None:
    counter = TokenCounter()
    limit = counter.count_text(expected) + 3  # a little past the sentence end
    clipped = clip_tokens(text, limit, counter)
    assert clipped == expected and counter.count_text(clipped) <= limit


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    sizes=st.lists(st.integers(1, 120), min_size=2, max_size=40),
    latest_words=st.integers(1, 1500),
    previous_words=st.integers(0, 300),
    chinese=st.booleans(),
)
def test_after_is_smaller_than_before_for_any_message_sizes(
    sizes: list[int], latest_words: int, previous_words: int, chinese: bool
) -> None:
    answers: list[list[BaseMessage]] = []
    rt = AgentRuntime(_spec(), _long_summarizer(LONG_CHINESE if chinese else LONG_ENGLISH, answers))
    history: list[BaseMessage] = [
        (HumanMessage if i % 2 == 0 else AIMessage)(f"plan {i} " * n, id=f"m{i}")
        for i, n in enumerate(sizes)
    ]
    state: AgentState = {"messages": history, "summary": "Sam likes trains. " * previous_words}
    config: Any = {
        "configurable": {"turn": TurnInput(HumanMessage("word " * latest_words, id="l"), SYSTEM)}
    }
    before = rt.builder.build(rt.inputs(state, config)).tokens
    try:
        update = asyncio.run(compress_if_needed(rt, state, config))
    except ContextLengthError:
        assert before > rt.budget.input_budget
        return
    if not update:
        return
    removed = {m.id for m in update["messages"]}
    after_state: AgentState = {
        "messages": [m for m in history if m.id not in removed],
        "summary": update["summary"],
        "archive": update["archive"],
    }
    after = rt.builder.build(rt.inputs(after_state, config)).tokens
    assert after < before
