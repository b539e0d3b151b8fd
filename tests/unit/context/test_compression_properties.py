"""Compression invariants over random conversations with tool calls (hypothesis)."""

from __future__ import annotations

import asyncio
import uuid

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage

from agents.context.pairing import newest_turn_start, pairing_errors
from agents.definition.spec import AgentSpec
from agents.graph import AgentRuntime, AgentState, TurnInput, compress_if_needed
from agents.nodes.summarize import ContextLengthError, plan_compression
from tests.support.fakes.fake_models import ScriptedModel

WORDS = ["alpha", "预算", "tool", "42", "redis", "顶楼", "summary", "plan", "Sam", "window"]


@st.composite
def conversations(draw: st.DrawFn) -> list[BaseMessage]:
    """Turns of: a human message, optionally rounds of (parallel) tool calls, an answer."""
    messages: list[BaseMessage] = []
    for _ in range(draw(st.integers(1, 14))):
        text = " ".join(draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=40)))
        messages.append(HumanMessage(text, id=f"h{uuid.uuid4().hex[:8]}"))
        for _ in range(draw(st.integers(0, 2))):
            calls = [
                {
                    "name": "lookup",
                    "args": {"q": draw(st.sampled_from(WORDS))},
                    "id": f"c{uuid.uuid4().hex[:8]}",
                }
                for _ in range(draw(st.integers(1, 3)))
            ]
            messages.append(AIMessage("", tool_calls=calls, id=f"a{uuid.uuid4().hex[:8]}"))
            for call in calls:
                size = draw(st.integers(1, 120))
                messages.append(
                    ToolMessage(
                        " ".join(["result"] * size),
                        tool_call_id=call["id"],
                        name="lookup",
                        id=f"t{uuid.uuid4().hex[:8]}",
                    )
                )
        messages.append(
            AIMessage(
                " ".join(draw(st.lists(st.sampled_from(WORDS), max_size=30))),
                id=f"a{uuid.uuid4().hex[:8]}",
            )
        )
    return messages


def _spec(window: int, **summarization: object) -> AgentSpec:
    return AgentSpec(
        id="a",
        workspace="w",
        name="a",
        model={"provider": "echo", "context_window": window},
        memory_config={"summarization": {"retry_delay_seconds": 0, **summarization}},
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    history=conversations(),
    window=st.sampled_from([1200, 2000, 4000, 16000]),
    keep=st.integers(1, 30),
)
def test_plan_keeps_the_newest_turn_and_tool_groups_whole(
    history: list[BaseMessage], window: int, keep: int
) -> None:
    rt = AgentRuntime(_spec(window, keep_messages=keep), ScriptedModel())
    plan = plan_compression(history, rt.budget, rt.counter, tail_budget=rt.budget.keep_tokens)
    assert list(plan.compressed) + list(plan.kept) == history
    # the newest turn (last human message and after) is always kept raw
    assert plan.split <= newest_turn_start(history)
    # no ToolMessage without its call, no call separated from its results
    assert pairing_errors(plan.kept) == []
    assert pairing_errors(plan.compressed) == []


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    history=conversations(),
    window=st.sampled_from([1500, 3000, 6000, 8000, 32000]),
    latest_words=st.integers(1, 400),
)
def test_request_after_compression_fits_or_raises(
    history: list[BaseMessage], window: int, latest_words: int
) -> None:
    summaries: list[str] = []
    model = ScriptedModel(answer=lambda m: summaries.append("s") or "the user said things " * 20)
    rt = AgentRuntime(_spec(window), model)
    latest = HumanMessage(" ".join(["word"] * latest_words), id="latest")
    state: AgentState = {"messages": history, "summary": "old summary"}
    config = {"configurable": {"turn": TurnInput(latest, "You are helpful.")}}
    try:
        update = asyncio.run(compress_if_needed(rt, state, config))
    except ContextLengthError as exc:
        assert exc.reason == "context_summary_did_not_fit" and exc.retryable is False
        return
    removed = {m.id for m in update.get("messages", [])}
    kept = [m for m in history if m.id not in removed]
    assert pairing_errors(kept) == []
    built = rt.builder.build(
        rt.inputs(
            {**state, "messages": kept, "summary": update.get("summary", "old summary")}, config
        ),
        rt.budget.input_budget,
    )
    assert built.fits and built.tokens <= rt.budget.input_budget
    assert pairing_errors(built.messages[1:]) == []
    assert built.messages[-1] is latest
    if update:
        # incremental: the previous summary is given to the model, not re-summarized as a message
        prompt = model.calls[-1][-1].content
        assert "Current summary:\nold summary" in prompt
        assert update["summary_watermark"] == [m for m in history if m.id in removed][-1].id
