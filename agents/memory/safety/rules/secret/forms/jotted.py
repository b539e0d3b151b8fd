"""Credential rows for secrets as people jot them down: the label after the value, the value on
the line below a label that says what it opens, an account's address between the label and the
value, a Thai label glued to what it is for, a list of backup codes, a key's fragment.

"hunter2hunter2 is the wifi password", "Xk9pass2 是公司邮箱的密码"; "Passwort fürs NAS" and the
value on the next line; "Contraseña del correo ann@x.example: …"; "รหัสผ่านอีเมล …" (Thai writes
"password" and "e-mail" as one word); "Backup codes (Noa's account): zczm 5nmv / 9ate 83u9 /
…"; "ssh key for the homelab box:" and a run of base64 on the next line.

A value that is a word is prose ("sunflower is the wifi password we used to have" names no
secret: the value must hold a digit), a label with nothing after it is none ("the password for
the NAS" / "is on the fridge"), and backup codes are groups of one length with no word of prose.
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import (
    CREDENTIAL_PASSWORD,
    CREDENTIAL_PRIVATE_KEY,
    SecretRule,
)
from agents.memory.safety.rules.secret.vocab import PASSWORD_WORD, WORD_START

__all__ = ["JOTTED_SECRET_RULES"]

_I = re.IGNORECASE | re.ASCII
_M = re.IGNORECASE | re.ASCII | re.MULTILINE

# A value shaped like a password: printable, with a letter and a digit somewhere in it.
_VALUE = r"(?P<v>(?=[^\s]{0,63}\d)(?=[^\s]{0,63}[A-Za-z])(?![@/:.,;)\]}>?&=(\[{])[!-~]{6,64})"
# Whose and which password, after the value: "the wifi password", "my bank pw", "Mum's pin".
_WHOSE = r"(?:the|my|our|his|her|their|[a-z]{2,12}'s)"
# What a password is for, as words between its label and its value ("fürs NAS", "del correo").
_FOR = r"(?:[ \t]+[^\s\d:=：|/,.;!?]{1,24}){0,4}?"
_ADDRESS = r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+"
# One group of a backup code: four or five letters and digits.
_GROUP = r"[a-z0-9]{4,5}"

# fmt: off
JOTTED_SECRET_RULES: tuple[SecretRule, ...] = (
    # the value first, its label after: "hunter2hunter2 is the wifi password"
    SecretRule(
        CREDENTIAL_PASSWORD, "hunter2hunter2 is the wifi password",
        r"(?<![!-~])" + _VALUE + r"[ \t]+(?:is|was|=)[ \t]+" + _WHOSE
        + r"(?:[ \t]+[\w-]{1,20}){0,3}?[ \t]+(?:password|passcode|passwort|pw|pass|passphrase)\b",
        _I, check="secret_value",
        hint="pass|pw",
    ),
    # … and in Chinese: "hunter2hunter2 是公司邮箱的密码"
    SecretRule(
        CREDENTIAL_PASSWORD, "hunter2hunter2 是公司邮箱的密码",
        # (not a value glued to a Chinese label, "工单AUTH-2588", nor what something is about:
        # "…是关于忘记密码的问题")
        r"(?<![!-~\u3400-\u9fff])" + _VALUE + r"[ \t]*是(?!关于)[\u3400-\u9fff]{0,10}?的密码",
        0, check="secret_value",
        hint="密码",
    ),
    # the label and what it opens on one line, the value alone on the next: "Passwort fürs NAS"
    SecretRule(
        CREDENTIAL_PASSWORD, "Passwort fürs NAS\nmaple-Lynx-2291",
        WORD_START + PASSWORD_WORD + r"(?![A-Za-z])" + _FOR + r"[ \t]*[:：]?[ \t]*\r?\n[ \t]*"
        + _VALUE + r"[ \t]*$",
        _M, check="secret_value",
        hint=r"\n",  # (the value is on the next line: most text, one line, skips the row)
    ),
    # an account's address between the label and the value: "Contraseña del correo a@x.es: …"
    SecretRule(
        CREDENTIAL_PASSWORD, "Contraseña del correo ann@x.example: hunter2hunter2",
        WORD_START + PASSWORD_WORD + r"(?![A-Za-z])" + _FOR + r"[ \t]+" + _ADDRESS
        + r"[ \t]*[:：=][ \t]*" + _VALUE,
        _I, check="secret_value",
        hint="@",
    ),
    # a Thai label glued to what it is for: "รหัสผ่านอีเมล hunter2hunter2"
    SecretRule(
        CREDENTIAL_PASSWORD, "รหัสผ่านอีเมล hunter2hunter2",
        r"(?:รหัสผ่าน|รหัสพิน|รหัส)[\u0e00-\u0e7f]{0,24}[ \t]*[:：]?[ \t]*" + _VALUE,
        0, check="secret_value",
        hint="รหัส",
    ),
    # a list of backup codes: "Backup codes (Noa's account): zczm 5nmv / 9ate 83u9 / …"
    SecretRule(
        CREDENTIAL_PASSWORD, "Backup codes: zczm 5nmv / 9ate 83u9 / 8872 q5tu",
        r"\b(?:backup|recovery|scratch|one-time|2fa|mfa)[ _-]?codes?\b[^:\n]{0,48}[:：][ \t]*"
        r"(?P<v>" + _GROUP + r"[ -]?" + _GROUP + r"(?:[ \t]*[/,;|][ \t]*" + _GROUP + r"[ -]?"
        + _GROUP + r"){2,15})",
        _I,
        hint="code",
    ),
    # a key's fragment on the line after its label: "ssh key for the homelab box:\n<base64>"
    SecretRule(
        CREDENTIAL_PRIVATE_KEY,
        "ssh key for the homelab box:\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB",
        r"\b(?:ssh|private|pgp|gpg|ed25519|rsa|deploy)[ _-]?keys?\b[^\n]{0,48}\r?\n[ \t]*"
        r"(?P<v>[A-Za-z0-9+/=]{40,4096})",
        _I, check="entropy",
        hint="key",
    ),
)
# fmt: on
