"""Rules declared void, recognized by concepts rather than phrases (zh and en).

An override says, in whatever words, that what governs the assistant no longer holds, or that it
is to hold less from now on: a governance concept (content policy, safety layer, refusal logic,
审核机制, 拒答策略 …) next to a suspension concept (suspended, retired, rolled back, null and void,
暂停执行, 作废, 下线 …), a freedom idiom said to the assistant (no holds barred, 百无禁忌), an
unrestricted mode switched on, the person exempted, the governance called a show, gone as a
metaphor or ranked below something else, a settings line that switches it off, or its restraint
said absent and ordered to last. A governance word on something else (a road's guardrails, a
kid's tablet's content filter, a club's rules, a company's 条条框框) is not the assistant's.

Where the parts live:

- `vocab.py`: the concepts, one vocabulary table each; `device.py`: the tables that leave a
  mode of the person's own device to the person ("developer mode on my Pixel");
- `near.py`: the words every match of a costly row contains (its `near`);
- `en.py`: the rows in English words (and flags, precedence lists, orders kept
  from "the user");
- `zh.py`: the rows in Chinese words, or Chinese mixed with English;
- `refusal.py`: the rows, in both languages, about the assistant's refusing and what it is said
  to be (no refusal for all the person asks, promises and bets, personas without rules, builds
  made before the rules, redefined words, settings lines for someone);
- `declining.py`: the rows, in both languages, about the assistant's declining ruled out for
  good in any container and under any name (never turning the person down, its hesitation a
  defect or a habit, its rules alluded to and set aside, all the person asks handed over).
- `chat.py`: the rows, in both languages, of an override said as one plain clause of a chatty
  message (the assistant's rules named by how it got them and said not to bind the person, its
  refusing ruled out for them).
- `framed/`: the rows of an override framed as something else (whose word the assistant
  follows, pressure or a pretext in a long message, an outcome reported, a persona or a game,
  a claim about the assistant's maker); its own docstring says which module holds which.

This module joins the rows in the order the gate tries them (roles/markers.py reads the device
tables from `device.py`).
"""

from __future__ import annotations

from agents.memory.safety.rules.override.chat import CHAT_OVERRIDE_RULES
from agents.memory.safety.rules.override.declining import DECLINING_OVERRIDE_RULES
from agents.memory.safety.rules.override.en import EN_OVERRIDE_RULES
from agents.memory.safety.rules.override.framed import FRAMED_OVERRIDE_RULES
from agents.memory.safety.rules.override.refusal import REFUSAL_OVERRIDE_RULES
from agents.memory.safety.rules.override.zh import ZH_OVERRIDE_RULES
from agents.memory.safety.rules.rule import Pattern

__all__ = ["OVERRIDE_RULES"]

OVERRIDE_RULES: tuple[Pattern, ...] = (
    EN_OVERRIDE_RULES
    + ZH_OVERRIDE_RULES
    + REFUSAL_OVERRIDE_RULES
    + DECLINING_OVERRIDE_RULES
    + CHAT_OVERRIDE_RULES
    + FRAMED_OVERRIDE_RULES
)
