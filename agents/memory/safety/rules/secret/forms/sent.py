"""Credential rows for secrets as services and tools write them (en and zh), as a person pastes
a message, a mail's settings or a shell history into memory:

- a one-time code in a service's message, the verb and the purpose around its digits: "Use
  729455 to sign in. It expires in 10 minutes.", "Enter 4471 to verify your phone";
- an app password (a mail client's 授权码, Google's app password): sixteen random letters, in
  one piece or in four groups, after its name ("授权码=sdegguwuarbqsgcj");
- a database client's password flag, glued to the value as MySQL's clients take it
  ("mysql -u root -pcorrect-horse-42 crm", "mysqldump -p'…'"), and `sshpass -p …`.

A code whose digits are a year, and letters that read as words, are none (redaction.py's
`short_code` and `app_password` checks).
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import CREDENTIAL_PASSWORD, SecretRule

__all__ = ["SENT_SECRET_RULES"]

_I = re.IGNORECASE | re.ASCII
# What a one-time code is for, after "to" or "for".
_CODE_PURPOSE = (
    r"(?:sign|log)[ -]?(?:in|on)|login|verify|verification|confirm|complete|finish|reset"
    r"|access|authenticate|unlock|activate|approve|continue|recover"
)
# A database client that takes its password glued to -p.
_DB_CLIENT = (
    r"(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mysqlshow|mysqlsh|mariadb"
    r"|mariadb-dump|mariadb-admin)"
)
_QUOTED_OR_BARE = r"(?P<v>'[^'\n]{1,100}'|\"[^\"\n]{1,100}\"|[^\s'\"]{3,100})"

# fmt: off
SENT_SECRET_RULES: tuple[SecretRule, ...] = (
    SecretRule(
        CREDENTIAL_PASSWORD, "Use 729455 to sign in. It expires in 10 minutes.",
        r"\b(?:use|enter|type|input|key in)[ \t]+(?:the[ \t]+)?(?:code[ \t]+)?"
        r"(?P<v>(?<![\d-])\d(?:[ -]?\d){3,7})(?![\d-])[ \t]+(?:to|for)[ \t]+(?:(?:your|the)[ \t]+)?"
        rf"(?:{_CODE_PURPOSE})\b",
        _I, check="short_code",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "授权码=sdegguwuarbqsgcj",
        r"(?:客户端授权码|smtp授权码|imap授权码|授权码|应用专用密码|应用密码|专用密码"
        r"|\bapp[ _-]?(?:specific[ _-]?)?password|\bapplication[ _-]password)"
        r"[\"']?[ \t]*(?:[:=：＝]|是|为)?[ \t]*[\"']?"
        r"(?P<v>(?<![A-Za-z])[A-Za-z]{16}|[A-Za-z]{4}(?:[ -][A-Za-z]{4}){3})(?![A-Za-z])",
        re.IGNORECASE, check="app_password",
        hint=r"授权码|密码|password",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "mysql -u root -pcorrect-horse-42 crm",
        rf"(?<![\w-]){_DB_CLIENT}(?![\w-])[^\n|;&]{{0,120}}?(?<![\w-])-p" + _QUOTED_OR_BARE,
        _I, check="password",
        hint=r"mysql|mariadb",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "sshpass -p 'Harbor-19' ssh pi@nas.local",
        r"(?<![\w-])sshpass[ \t]+-p[ \t]*" + _QUOTED_OR_BARE,
        _I, check="password",
    ),
)
# fmt: on
