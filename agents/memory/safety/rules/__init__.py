"""The safety gate's rules, as data: one table of rows per family (`injection/` in English and
Chinese, `intent/` (standing orders: `intent/shapes.py` with `intent/vocab.py`), `cued/` (orders
behind a cue), `permissions/` (what the assistant may do widened), `privilege/` (a rank claimed
for the person's checks to be waived, other people's memory touched), `entrusted/` (other
people's data handed to whoever asks, the business's money moved with the owner's check
waived), `rigged/` (a judgement rigged for one named party), `asked/` (orders asked as a
question, a supposition or a double negative), `carveout/` (exceptions that do the rules'
harm), `override/` joining
`override/en.py` and `override/zh.py` with `override/vocab.py`, `exempt/` (rules dropped for
the person or for good), `roles/` (role markers),
`secret/rules.py` with `secret/vocab.py`, `secret/numbers.py`; `languages/` for other
languages' words, which the normalized copy folds to the rows' words; the package docstring
one level up says what each holds), and what a row is (`rule.py`, re-exported here). The engine that
compiles and applies the tables is one level up (`gate.py`, `redaction.py`).
"""

from agents.memory.safety.rules.rule import (
    CARD_NUMBER,
    CJK,
    CREDENTIAL_API_KEY,
    CREDENTIAL_BEARER,
    CREDENTIAL_CONNECTION_STRING,
    CREDENTIAL_JWT,
    CREDENTIAL_PASSWORD,
    CREDENTIAL_PRIVATE_KEY,
    IDENTITY_NUMBER,
    INVISIBLE_UNICODE,
    NEAR_WINDOW,
    NORMALIZED,
    PATTERN_FLAGS,
    PROMPT_INJECTION,
    REASON_CODES,
    ROLE_IMITATION,
    SQUASHED,
    Pattern,
    SecretRule,
)

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
