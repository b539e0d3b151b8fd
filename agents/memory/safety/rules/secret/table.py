"""Credential rows for a pasted table: a column whose header names a credential ("site,username,
password", "账号\t密码", "| site | password |") and the cell under it, judged as a value
(`secret/rules.py` adds these rows to its table; a cell that is words with a remark, "yes
(authenticator app)", is no value: redaction.py).
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import CREDENTIAL_PASSWORD, SecretRule
from agents.memory.safety.rules.secret.vocab import CODE_WORD, PASSWORD_WORD

__all__ = ["TABLE_SECRET_RULES"]

_I = re.IGNORECASE | re.ASCII
_WORD_HINT = PASSWORD_WORD + "|" + CODE_WORD


def _column_rows() -> tuple[SecretRule, ...]:
    """A table whose header names a credential column ("site,username,password", "账号\t密码",
    "| site | password |"): the cell under it in the rows below is judged as a value. One row
    per separator and per column (the first four), since a regex cannot count cells."""
    rows = []
    for sep, cell in ((",", r"[^,\n]"), ("\t", r"[^\t\n]"), (r"\|", r"[^|\n]"), (";", r"[^;\n]")):
        for k in range(4):
            before = rf"(?:{cell}*{sep}){{{k}}}"
            rows.append(
                SecretRule(
                    CREDENTIAL_PASSWORD,
                    "site,username,password\nPayPal,j.amaro,Nimbus^Toad31",
                    rf"^[ \t]*{before}[ \t\"']*(?:{PASSWORD_WORD}|{CODE_WORD})[ \t\"']*"
                    rf"(?:{sep}[^\n]*)?\r?\n(?:[ \t|:-]*\n)?(?:[^\n]*\n){{0,3}}?[ \t]*{before}"
                    rf"[ \t\"']*(?P<v>{cell}+?)[ \t\"']*(?:{sep}|$)",
                    _I | re.MULTILINE,
                    check="secret_value",
                    hint=_WORD_HINT,
                )
            )
    return tuple(rows)


TABLE_SECRET_RULES: tuple[SecretRule, ...] = _column_rows()
