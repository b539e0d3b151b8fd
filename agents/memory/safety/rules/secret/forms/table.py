"""Credential rows for a pasted table: a column whose header names a credential ("site,username,
password", "账号\t密码", "| site | password |") or a card ("name,card_number,expiry", "卡号")
and the cell under it, judged as a value (a card's digits whatever their checksum)
(`secret/rules.py` adds these rows to its table; a cell that is words with a remark, "yes
(authenticator app)", is no value: redaction.py).
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import CARD_NUMBER, CREDENTIAL_PASSWORD, SecretRule
from agents.memory.safety.rules.secret.vocab import CODE_WORD, PASSWORD_WORD

__all__ = ["TABLE_SECRET_RULES"]

_I = re.IGNORECASE | re.ASCII
_WORD_HINT = PASSWORD_WORD + "|" + CODE_WORD


# A card column's header ("card_number", "Card No.", "cc", "卡号") and its cell: a card's digits,
# grouped any way, whatever their checksum.
_CARD_HEADER = (
    r"(?:(?:credit[ _-]?|debit[ _-]?|bank[ _-]?)?card(?:[ _-]?(?:number|no\.?|num|#))?|cc(?:[ _-]?"
    r"(?:number|no\.?|num))?|pan|卡号|银行卡号|信用卡号|银行卡|信用卡|卡号码)"
)
_CARD_CELL = r"\d(?:[ -]?\d){12,18}"


def _column_rows(
    kind: str, example: str, header: str, value: str | None, check: str, hint: str
) -> tuple[SecretRule, ...]:
    """A table whose header names a column (`header`): the cell under it in the rows below is
    judged as a value (`value`: what the cell must be, None: any cell). One row per separator
    and per column (the first four), since a regex cannot count cells."""
    rows = []
    for sep, cell in ((",", r"[^,\n]"), ("\t", r"[^\t\n]"), (r"\|", r"[^|\n]"), (";", r"[^;\n]")):
        for k in range(4):
            before = rf"(?:{cell}*{sep}){{{k}}}"
            rows.append(
                SecretRule(
                    kind,
                    example,
                    rf"^[ \t]*{before}[ \t\"']*{header}[ \t\"']*"
                    rf"(?:{sep}[^\n]*)?\r?\n(?:[ \t|:-]*\n)?(?:[^\n]*\n){{0,3}}?[ \t]*{before}"
                    rf"[ \t\"']*(?P<v>{value or cell + '+?'})[ \t\"']*(?:{sep}|$)",
                    _I | re.MULTILINE,
                    check=check,
                    hint=hint,
                )
            )
    return tuple(rows)


TABLE_SECRET_RULES: tuple[SecretRule, ...] = _column_rows(
    CREDENTIAL_PASSWORD,
    "site,username,password\nPayPal,j.amaro,Nimbus^Toad31",
    f"(?:{PASSWORD_WORD}|{CODE_WORD})",
    None,
    "secret_value",
    _WORD_HINT,
) + _column_rows(
    CARD_NUMBER,
    "name,card_number,expiry\nSven,4111-2222-3333-4444,08/27",
    _CARD_HEADER,
    _CARD_CELL,
    "grouped_card",
    r"card|cc|pan|卡",
)
