"""The two limits of DESIGN section 3, with the seeds' worked examples."""

from __future__ import annotations

import pytest

from agents.context.budget import compute_budget
from agents.definition.memory_config import MemoryConfig, SummarizationConfig

DEFAULT = SummarizationConfig()


def test_unknown_window_uses_the_seed_defaults() -> None:
    b = compute_budget(None, None, DEFAULT)
    # seed 000: window 32,000 → reserve 4,000, margin 1,000, input 27,000, preflight 27,000
    assert (b.window, b.output_reserve, b.input_budget, b.preflight_budget) == (
        32_000,
        4_000,
        27_000,
        27_000,
    )
    assert b.trigger_tokens == 15_000  # seed 003: unknown window → 15,000 tokens
    assert b.keep_messages == 10


@pytest.mark.parametrize(("window", "trigger"), [(128_000, 19_200), (200_000, 30_000)])
def test_trigger_is_fifteen_percent_of_the_window(window: int, trigger: int) -> None:
    assert compute_budget(window, None, DEFAULT).trigger_tokens == trigger


def test_trigger_is_capped_at_80k_and_tail_below_trigger() -> None:
    b = compute_budget(1_000_000, None, DEFAULT)
    assert b.trigger_tokens == 80_000
    assert b.keep_tokens <= 20_000 < b.trigger_tokens
    small = compute_budget(4_000, None, DEFAULT)
    assert small.output_reserve == 1_333 and small.input_budget == 1_667
    assert small.trigger_tokens == 600 and small.keep_tokens < small.trigger_tokens


def test_output_reserve_follows_the_model_max_output() -> None:
    assert compute_budget(100_000, 1_000, DEFAULT).output_reserve == 1_000
    assert compute_budget(100_000, 50_000, DEFAULT).output_reserve == 4_000


def test_keep_messages_never_above_thirty() -> None:
    assert compute_budget(None, None, SummarizationConfig(keep_messages=30)).keep_messages == 30
    with pytest.raises(ValueError):
        SummarizationConfig(keep_messages=31)


@pytest.mark.parametrize(
    "bad",
    [
        {"summarization": {"summary_max_tokens": 127}},
        {"summarization": {"summary_max_tokens": 8001}},
        {"summarization": {"trigger_fraction": 0}},
        {"context": {"core_char_limit": 499}},
        {"context": {"core_char_limit": 8001}},
        {"long_term": {"max_memories": 51}},
        {"summarization": {"nope": 1}},
        {"unknown_section": {}},
    ],
)
def test_memory_config_ranges(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        MemoryConfig.model_validate(bad)


@pytest.mark.parametrize("window", [256, 512, 1_500, 2_048, 3_999])
def test_a_small_window_still_leaves_room_for_a_conversation(window: int) -> None:
    """The seed's fixed 1,000-token margin left nothing of a window under ~1,500 (every turn
    refused) and 366 tokens of 2,048: under 4,000 the margin is a quarter of the window."""
    b = compute_budget(window, None, DEFAULT)
    assert b.input_budget >= window * 0.4
    assert 0 < b.keep_tokens < b.trigger_tokens <= b.preflight_budget <= b.input_budget
    assert b.input_budget + b.output_reserve < window
