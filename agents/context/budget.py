"""The two limits of DESIGN section 3, as pure arithmetic.

- Trigger (when to summarize) and tail (what stays raw), seed 003: 15 % of the window
  (unknown window → 15,000 tokens), never above 80K; keep the last 10 messages, never more than
  30 messages or 20,000 tokens, and always less than the trigger so a compression frees room.
- Hard budget (never send more than fits), seed 000: input budget = window − output reserve −
  safety margin; output reserve = min(4,000, model max output, window ÷ 3); safety margin =
  1,000, or a quarter of a window under 4,000 (the seed's fixed 1,000 left a 2,048 window 366
  tokens and one under ~1,500 none at all); unknown window → 32,000; preflight budget =
  min(window − max(15 % × window, output reserve), input budget).
"""

from __future__ import annotations

from dataclasses import dataclass

from agents.definition.memory_config import SummarizationConfig

UNKNOWN_WINDOW = 32_000
SAFETY_MARGIN = 1_000
MAX_OUTPUT_RESERVE = 4_000
MAX_KEEP_MESSAGES = 30
MAX_KEEP_TOKENS = 20_000


@dataclass(frozen=True)
class Budget:
    window: int
    window_known: bool
    output_reserve: int
    input_budget: int
    preflight_budget: int
    trigger_tokens: int
    trigger_fraction: float
    keep_messages: int
    keep_tokens: int


def compute_budget(
    context_window: int | None, max_output_tokens: int | None, cfg: SummarizationConfig
) -> Budget:
    window = context_window or UNKNOWN_WINDOW
    reserve = min(MAX_OUTPUT_RESERVE, max_output_tokens or MAX_OUTPUT_RESERVE, window // 3)
    input_budget = max(0, window - reserve - min(SAFETY_MARGIN, window // 4))
    preflight = min(window - max(int(cfg.trigger_fraction * window), reserve), input_budget)
    if context_window:
        trigger = int(cfg.trigger_fraction * context_window)
    else:
        trigger = cfg.unknown_window_trigger_tokens
    trigger = max(1, min(trigger, cfg.max_trigger_tokens, preflight))
    keep_tokens = min(cfg.keep_tokens, MAX_KEEP_TOKENS, max(1, trigger // 2))
    return Budget(
        window=window,
        window_known=context_window is not None,
        output_reserve=reserve,
        input_budget=input_budget,
        preflight_budget=preflight,
        trigger_tokens=trigger,
        trigger_fraction=cfg.trigger_fraction,
        keep_messages=min(cfg.keep_messages, MAX_KEEP_MESSAGES),
        keep_tokens=keep_tokens,
    )
