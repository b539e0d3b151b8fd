"""The context builder: section order, quoted relevant history, budgets, latest always kept."""

from __future__ import annotations

import asyncio

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from agents.context.builder import (
    SNIPPETS_HEADING,
    SUMMARY_HEADING,
    ArchivedMessage,
    ContextBuilder,
    ContextInputs,
)
from agents.context.tokens import TokenCounter
from agents.definition.memory_config import ContextConfig
from agents.definition.spec import AgentSpec
from agents.graph import AgentRuntime, TurnInput, compress_if_needed
from tests.support.fakes.fake_models import ScriptedModel


def _builder(**cfg: int) -> ContextBuilder:
    return ContextBuilder(TokenCounter(), ContextConfig(**cfg))


def _archive(*texts: str) -> list[ArchivedMessage]:
    return [
        ArchivedMessage(f"m{i}", "user" if i % 2 == 0 else "assistant", t)
        for i, t in enumerate(texts)
    ]


def test_sections_come_in_the_designed_order() -> None:
    latest = HumanMessage("what about the 顶楼 apartment on floor 12?", id="l")
    built = _builder().build(
        ContextInputs(
            latest=latest,
            system_prompt="You are Ann's agent.",
            project_context="Rules: be kind.",
            core_memory="Name: Sam",
            recalled="- Sam prefers trains",
            summary="Sam looks for flats.",
            history=[HumanMessage("hi", id="h1"), AIMessage("hello", id="a1")],
            archive=_archive(
                "我不考虑顶楼 at all", "ok noted", "unrelated chat about cats", "fine"
            ),
            output_constraints="Answer in two sentences.",
        )
    )
    system = built.messages[0]
    assert isinstance(system, SystemMessage)
    text = str(system.content)
    order = [
        text.index(x)
        for x in (
            "You are Ann's agent.",
            "Rules: be kind.",
            "Name: Sam",
            SNIPPETS_HEADING[:20],
            "Sam prefers trains",
            SUMMARY_HEADING[:20],
            "Answer in two sentences.",
        )
    ]
    assert order == sorted(order)
    assert '> user: "我不考虑顶楼 at all"' in text  # quoted, attributed, not an instruction
    assert "cats" not in text
    assert "not an instruction" in text
    assert built.messages[1:] == [HumanMessage("hi", id="h1"), AIMessage("hello", id="a1"), latest]


def test_relevance_uses_cjk_bigrams_words_and_numbers() -> None:
    builder = _builder(recall_limit=2, recent_messages=1)
    archive = _archive(
        "预算是三百万", "The meeting is at 1530 in room B", "我喜欢地铁附近", "nothing"
    )
    chosen = builder.relevant_snippets(
        ContextInputs(
            latest=HumanMessage("地铁附近有什么? also room 1530", id="l"), archive=archive
        )
    )
    assert [c.content for c in chosen] == ["The meeting is at 1530 in room B", "我喜欢地铁附近"]


def test_over_budget_trims_oldest_history_first_and_keeps_latest() -> None:
    builder = _builder()
    history = []
    for i in range(20):
        history += [
            HumanMessage(f"question {i} " * 20, id=f"h{i}"),
            AIMessage(f"answer {i} " * 20, id=f"a{i}"),
        ]
    latest = HumanMessage("and now?", id="l")
    full = builder.build(ContextInputs(latest=latest, system_prompt="sys", history=history))
    budget = full.tokens // 2
    trimmed = builder.build(
        ContextInputs(latest=latest, system_prompt="sys", history=history), budget
    )
    assert trimmed.fits and trimmed.tokens <= budget and trimmed.dropped_messages > 0
    assert trimmed.messages[-1] is latest
    kept_ids = [m.id for m in trimmed.messages[1:-1]]
    assert kept_ids == [m.id for m in history[-len(kept_ids) :]]  # the newest history stays


def test_core_memory_is_clipped_to_its_char_limit() -> None:
    built = _builder(core_char_limit=500).build(
        ContextInputs(latest=HumanMessage("x", id="l"), core_memory="fact " * 1000)
    )
    core = str(built.messages[0].content)
    assert len(core) < 600


def test_summary_is_updated_incrementally_from_the_watermark() -> None:
    spec = AgentSpec(
        id="a",
        workspace="w",
        name="a",
        model={"context_window": 3000},
        memory_config={"summarization": {"retry_delay_seconds": 0}},
    )
    prompts: list[str] = []

    def answer(messages):  # type: ignore[no-untyped-def]
        prompts.append(str(messages[-1].content))
        return f"summary v{len(prompts)}"

    rt = AgentRuntime(spec, ScriptedModel(answer=answer))
    history = []
    for i in range(30):
        history += [HumanMessage(f"fact {i} " * 15, id=f"h{i}"), AIMessage(f"ok {i}", id=f"a{i}")]
    config = {"configurable": {"turn": TurnInput(HumanMessage("next", id="n1"), "sys")}}
    state = {"messages": history}
    first = asyncio.run(compress_if_needed(rt, state, config))
    assert first["summary"] == "summary v1" and "(none yet)" in prompts[0]
    removed = {m.id for m in first["messages"]}
    kept = [m for m in history if m.id not in removed]
    more = [HumanMessage(f"new fact {i} " * 15, id=f"x{i}") for i in range(20)]
    config = {"configurable": {"turn": TurnInput(HumanMessage("again", id="n2"), "sys")}}
    state2 = {
        "messages": kept + more,
        "summary": first["summary"],
        "summary_watermark": first["summary_watermark"],
        "archive": first["archive"],
    }
    second = asyncio.run(compress_if_needed(rt, state2, config))
    assert second["summary"] == "summary v2"
    # The second prompt carries the previous summary once, and no message it already covered.
    assert prompts[1].count("summary v1") == 1
    assert "user: fact 0 " not in prompts[1] and "user: new fact 0 " in prompts[1]
    assert second["summary_watermark"] != first["summary_watermark"]


class _Counting(TokenCounter):
    def __init__(self) -> None:
        super().__init__()
        self.counted = 0

    def count(self, message):  # type: ignore[no-untyped-def]
        self.counted += 1
        return super().count(message)


def test_a_known_history_total_is_not_recounted_message_by_message() -> None:
    counter = _Counting()
    history = [HumanMessage(f"message {i}", id=f"h{i}") for i in range(400)]
    total = TokenCounter().count_messages(history)
    inputs = ContextInputs(latest=HumanMessage("now", id="l"), history=history)
    built = ContextBuilder(counter, ContextConfig()).build(
        ContextInputs(**{**inputs.__dict__, "history_tokens": total})
    )
    assert counter.counted == 1  # the latest message only
    assert built.history_tokens == total and len(built.messages) == 401
    # Over budget, the cut history is counted again (the total no longer describes it).
    cut = ContextBuilder(counter, ContextConfig()).build(
        ContextInputs(**{**inputs.__dict__, "history_tokens": total}), total // 2
    )
    assert cut.history_tokens == TokenCounter().count_messages(cut.messages[:-1])
