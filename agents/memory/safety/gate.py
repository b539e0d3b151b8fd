"""The memory write safety gate (DESIGN 4.2; RELIABILITY 11-12).

Every memory write path (explicit capture, background extraction, human edits, summaries)
passes its text through `check_memory_text`. It is pure, stdlib-only and fast (patterns are
compiled once at import), and refuses, in Chinese and English:

- prompt injection and memory poisoning: "ignore previous instructions", "忽略之前的指令",
  "from now on you must", "你现在是", DAN/jailbreak, instructions addressed to the assistant
  that change its behaviour ("whenever the user asks X, tell them Y", "以后无论用户问什么都…"),
  AgentPoison-style triggers, exfiltration requests (injection_rules_en.py,
  injection_rules_zh.py);
- role / system-prompt imitation: "system:" / "assistant:" at a line start, chat-template tokens
  (`<|im_start|>`, `[INST]`, `<<SYS>>`), "### System", `<system>` tags, "开发者模式", "系统提示"
  (role_rules.py);
- invisible, bidi and zero-width characters (and control characters), which hide text from a
  reviewer; an emoji ZWJ sequence and the three RGI subdivision flags are not refused
  (normalize.py);
- credentials: API keys, bearer tokens, JWTs, PEM private keys, passwords (also as prose,
  "my password is hunter2", "密码是 abc123"), Luhn-valid card numbers, URLs with a password
  (secret_rules.py, judged and redacted by redaction.py).

This module is the engine that applies those tables: it drops invisible characters, builds the
normalized and squashed copies (normalize.py), matches one compiled union per reason and copy,
asks redaction.py for the secrets, and orders the reasons as `REASON_CODES` does.

`redacted` (and `redact_secrets`) replaces every secret with `[REDACTED:<kind>]`, `<kind>` being
the reason code. Text that is allowed comes back unchanged. Invisible characters are dropped
from the redacted text, since they could split a secret past the patterns; when a secret is
only visible after NFKC (full-width digits, say) the redacted text is the NFKC form.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from agents.memory.safety.injection_rules_en import EN_INJECTION_RULES
from agents.memory.safety.injection_rules_zh import ZH_INJECTION_RULES
from agents.memory.safety.normalize import normalize, squashed_copies, strip_invisible
from agents.memory.safety.redaction import redact, secret_kinds
from agents.memory.safety.role_rules import ROLE_RULES
from agents.memory.safety.rules import (
    INVISIBLE_UNICODE,
    NORMALIZED,
    PATTERN_FLAGS,
    REASON_CODES,
    SQUASHED,
    Pattern,
)

__all__ = ["PATTERN_RULES", "SafetyVerdict", "check_memory_text", "redact_secrets"]

# Every pattern row the gate applies, in the order their unions are built.
PATTERN_RULES: tuple[Pattern, ...] = EN_INJECTION_RULES + ZH_INJECTION_RULES + ROLE_RULES

_ORDER = {code: i for i, code in enumerate(REASON_CODES)}


@dataclass(frozen=True, slots=True)
class SafetyVerdict:
    """The gate's answer: `allowed` iff `reasons` is empty; `redacted` never holds a secret."""

    allowed: bool
    reasons: tuple[str, ...]
    redacted: str


class _ReasonMatcher(NamedTuple):
    """The rows of one reason code, compiled: one union per copy of the text (None: no rows)."""

    kind: str
    normalized: re.Pattern[str] | None
    squashed: re.Pattern[str] | None


def _union(rows: Iterable[Pattern]) -> re.Pattern[str] | None:
    patterns = [row.pattern for row in rows]
    if not patterns:
        return None
    return re.compile("|".join(f"(?:{p})" for p in patterns), PATTERN_FLAGS)


def _reason_matchers(rows: tuple[Pattern, ...]) -> tuple[_ReasonMatcher, ...]:
    unknown = sorted({row.kind for row in rows} - set(REASON_CODES))
    if unknown:
        raise ValueError(f"pattern rows use unknown reason codes {unknown}; see REASON_CODES")
    return tuple(
        _ReasonMatcher(
            kind,
            _union(row for row in rows if row.kind == kind and row.copy == NORMALIZED),
            _union(row for row in rows if row.kind == kind and row.copy == SQUASHED),
        )
        for kind in dict.fromkeys(row.kind for row in rows)
    )


_MATCHERS = _reason_matchers(PATTERN_RULES)


def _pattern_reasons(norm: str) -> set[str]:
    """Reasons whose rows match the normalized text, or else one of its squashed copies."""
    reasons: set[str] = set()
    for kind, normalized, squashed in _MATCHERS:
        if normalized is not None and normalized.search(norm):
            reasons.add(kind)
        elif squashed is not None and any(squashed.search(s) for s in squashed_copies(norm)):
            reasons.add(kind)
    return reasons


def redact_secrets(text: str) -> str:
    """`text` with every secret replaced by `[REDACTED:<kind>]` (invisible characters dropped)."""
    cleaned, _ = strip_invisible(text)
    return redact(cleaned, unicodedata.normalize("NFKC", cleaned))


def check_memory_text(text: str) -> SafetyVerdict:
    """Whether `text` may be written to memory, why not, and a copy safe to audit or log."""
    cleaned, invisible = strip_invisible(text)
    nfkc = unicodedata.normalize("NFKC", cleaned)
    reasons = _pattern_reasons(normalize(nfkc))
    if invisible:
        reasons.add(INVISIBLE_UNICODE)
    kinds = secret_kinds(nfkc)
    reasons |= kinds
    redacted = redact(cleaned, nfkc) if kinds else cleaned
    if not reasons:
        redacted = text
    return SafetyVerdict(
        allowed=not reasons,
        reasons=tuple(sorted(reasons, key=_ORDER.__getitem__)),
        redacted=redacted,
    )
