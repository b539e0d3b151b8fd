"""The safety gate every memory write passes: injections, role imitation, invisible unicode and
credentials are refused (and redacted in what is audited).

Where each part lives:

- `gate.py`: `SafetyVerdict`, `check_memory_text`, `redact_secrets`; the small engine that
  applies the tables below;
- `rules.py`: the reason codes (`REASON_CODES` is their order in a verdict) and the two row
  types, `Pattern` and `SecretRule`;
- `injection_rules_en.py`, `injection_rules_zh.py`: prompt-injection rows (and the English
  vocabulary they share);
- `role_rules.py`: role / system-prompt imitation rows;
- `secret_rules.py`: credential rows and the cheap `SECRET_HINT` gate;
- `redaction.py`: the value checks the credential rows name (`VALUE_CHECKS`, `luhn_valid`),
  finding secret spans, redaction;
- `normalize.py`: invisible characters, the normalized and squashed copies rules match on.

To add a rule, add a row to the table it belongs to, e.g. in injection_rules_en.py

    Pattern(
        PROMPT_INJECTION, "en", "ignore all previous instructions",
        r"...",
    ),

(a `SecretRule` row may name a value check from `VALUE_CHECKS`), then add a case: an attack to
tests/data/safety/attacks.jsonl and a near miss to tests/data/safety/benign.jsonl, or a case to
tests/unit/test_safety.py. No control flow changes for a new rule.
"""

from agents.memory.safety.gate import SafetyVerdict, check_memory_text, redact_secrets
from agents.memory.safety.redaction import luhn_valid
from agents.memory.safety.rules import (
    INVISIBLE_UNICODE,
    PROMPT_INJECTION,
    REASON_CODES,
    ROLE_IMITATION,
)

__all__ = [
    "INVISIBLE_UNICODE",
    "PROMPT_INJECTION",
    "REASON_CODES",
    "ROLE_IMITATION",
    "SafetyVerdict",
    "check_memory_text",
    "luhn_valid",
    "redact_secrets",
]
