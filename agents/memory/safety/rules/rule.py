"""What a safety rule is: the reason codes it refuses for and the two kinds of table row.

A rule is a row of data, not control flow. `Pattern` is a row of the prompt-injection and
role-imitation tables (`injection/en.py`, `injection/zh.py`, `roles/markers.py`);
`SecretRule` is a row of the credential tables (`secret/rules.py`, `secret/numbers.py`). The
engine in `gate.py` (and `redaction.py` for secrets) compiles every table once at import and
applies it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "CARD_NUMBER",
    "CREDENTIAL_API_KEY",
    "CREDENTIAL_BEARER",
    "CREDENTIAL_CONNECTION_STRING",
    "CREDENTIAL_JWT",
    "CREDENTIAL_PASSWORD",
    "CREDENTIAL_PRIVATE_KEY",
    "CJK",
    "IDENTITY_NUMBER",
    "INVISIBLE_UNICODE",
    "NEAR_WINDOW",
    "NORMALIZED",
    "PATTERN_FLAGS",
    "PROMPT_INJECTION",
    "REASON_CODES",
    "ROLE_IMITATION",
    "SQUASHED",
    "Pattern",
    "SecretRule",
]

PROMPT_INJECTION = "prompt_injection"
ROLE_IMITATION = "role_imitation"
INVISIBLE_UNICODE = "invisible_unicode"
CREDENTIAL_API_KEY = "credential_api_key"
CREDENTIAL_BEARER = "credential_bearer"
CREDENTIAL_JWT = "credential_jwt"
CREDENTIAL_PRIVATE_KEY = "credential_private_key"
CREDENTIAL_PASSWORD = "credential_password"
CREDENTIAL_CONNECTION_STRING = "credential_connection_string"
CARD_NUMBER = "card_number"
IDENTITY_NUMBER = "identity_number"  # national id, social security, passport numbers

# Stable order of `SafetyVerdict.reasons`.
REASON_CODES: tuple[str, ...] = (
    PROMPT_INJECTION,
    ROLE_IMITATION,
    INVISIBLE_UNICODE,
    CREDENTIAL_API_KEY,
    CREDENTIAL_BEARER,
    CREDENTIAL_JWT,
    CREDENTIAL_PRIVATE_KEY,
    CREDENTIAL_PASSWORD,
    CREDENTIAL_CONNECTION_STRING,
    CARD_NUMBER,
    IDENTITY_NUMBER,
)

# The copy of the text a `Pattern` is matched on (built in normalize.py).
Copy = Literal["normalized", "squashed"]
NORMALIZED: Copy = "normalized"  # NFKC, casefolded, look-alikes folded, spaces collapsed
SQUASHED: Copy = "squashed"  # letters and digits only, also tried with leetspeak folded

# Every `Pattern` is compiled with these flags. \b, \w, \s are ASCII: a CJK character next to a
# Latin word is a word boundary. ^ matches at every line start (line breaks are kept).
PATTERN_FLAGS = re.ASCII | re.MULTILINE


@dataclass(frozen=True, slots=True)
class Pattern:
    """A row of a pattern table: text whose `copy` contains `pattern` is refused for `kind`.

    `example` is a text the row refuses, for the reader. The copy is already casefolded, so a
    pattern is written in lower case.
    """

    kind: str  # the reason code: PROMPT_INJECTION or ROLE_IMITATION
    lang: Literal["en", "zh", "any"]  # any: chat-template tokens, or words of both languages
    example: str
    pattern: str
    copy: Copy = NORMALIZED
    # A regex every match of this row contains (a target: a URL, an address, a command …).
    # The engine then matches the row only within NEAR_WINDOW characters of its matches, so a
    # text full of markers but with no target costs one scan, not one scan per marker.
    near: str = ""


NEAR_WINDOW = 400
# A run of Chinese characters: the `near` of a row that cannot match without one, so that text
# with none (most English text) skips it.
CJK = r"[\u3400-\u9fff]+"


@dataclass(frozen=True, slots=True)
class SecretRule:
    """A row of the credential table: a match of `pattern` whose value passes `check` is a secret.

    The value is the named group `v` when the pattern has one, else the whole match. `check`
    names a value check in `values.VALUE_CHECKS` (None: every match is a secret). The value
    is what is redacted, without its quotes and trailing punctuation unless `trim` is false.
    Secret patterns run on the NFKC text with its case kept, so that spans can be redacted.
    """

    kind: str
    example: str
    pattern: str
    flags: int = 0
    check: str | None = None
    trim: bool = True
    # A cheap regex (case ignored) the text must contain for the row to run at all, e.g. a
    # digit for rows about numbers: most rows then cost one fast scan on text without one.
    hint: str = ""
    # A label (regex, case ignored) that says what a number is ("tracking number", "快递单号",
    # a courier's name): a match right after it, in the same clause with no digit between, is
    # that thing and not a secret.
    unless_after: str = ""
