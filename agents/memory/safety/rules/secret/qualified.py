"""Credential rows for a credential word with what it is for between the word and its value,
and any separator (zh, en and the languages of rules/languages/).

People name what a password or a code opens right after its word, in their own word order:
"p4ssw0rd for the NAS » …", "mon mot de passe de la banque  …", "Mein Passwort fürs
Online-Banking <tab> …", "mật khẩu ngân hàng của tôi …", "kata sandi m-banking saya …",
"пароль от почты, …", "كلمة مرور حسابي البنكي = …", "الرقم السري لبطاقتي -> …"; and they separate
the value with whatever is at hand: a space or two, a tab, "»", "::", "/", ",", "->", "=>". The
rows in rules.py take one separator right after the word; these take up to four words of what
it is for (no digit, no sentence's end, no separator among them) and any separator, and then
want a value shaped like a secret: a password with a digit or a symbol (the `secret_value`
check), or a code's four to eight digits, grouped any way, that are not a year (`short_code`).

A year or a date after the words is none ("my password manager since 2019", "kata sandi sejak
2010"), nor is a plain word ("the password for my bank changed yesterday"), nor an e-mail's
address after a mail service's name with no secret after it. A login written as a mail
service's address and its password ("Gmail ann.k@gmail.com / bluefrog1987") is one.
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import CREDENTIAL_PASSWORD, SecretRule
from agents.memory.safety.rules.secret.vocab import CODE_WORD, PASSWORD_WORD, WORD_START

__all__ = ["QUALIFIED_SECRET_RULES"]

_I = re.IGNORECASE | re.ASCII

# Words after a credential word that make it something else than a credential's name, or
# say the value is something else: a password manager, its hashes, where it is read from,
# what it is stored with ("password manager (1Password)", "password hashes with argon2id",
# "reads the password from POSTGRES_PASSWORD_FILE=…").
_NOT_FOR = (
    r"(?:manager|managers|vault|hash|hashes|hashed|hashing|file|files|policy|policies|reset"
    r"|hint|generator|field|requirements?|rules?|length|strength|from|with|via|using|by|into"
    r"|stored|saved|kept|changed|updated|expired|expires|expiry|gestor|gestionnaire"
    r"|gerenciador|verwaltung|yöneticisi|менеджер)"
)
# One word of what the credential is for: no digit, no separator, no sentence's end, not a
# dash alone ("for", "the", "NAS", "de", "banque", "fürs", "Online-Banking", "حسابي", "لبطاقتي").
_FOR_WORD = (
    # (密码管理器, a password manager, typed with spaces too: "密 码 管 理 器")
    rf"[ \t]+(?![-–—])(?!{_NOT_FOR}(?![^\s\d:=|/,.;!?]))(?!管[ \t]?理)"
    r"[^\s\d:=：＝|»›/,，.;!?。！？<>→⇒➜➡►▶#\"'“”‘’()\[\]{}]{1,24}"
    # (and a chat's "4" for "for": "my password 4 everything -> …")
    r"|[ \t]+4(?=[ \t]+[A-Za-z])"
)
# A remark in brackets before the separator: "Wi-Fi password (the one on the fridge)/…".
_REMARK = r"(?:[ \t]*\([^()\n]{1,40}\))?"
# Any separator between it and the value, or only spaces and tabs.
_ANY_SEPARATOR = (
    r"(?:[ \t]*(?:[:=：＝#>→⇒➜➡►▶|»›/,，\-–—]{1,3}|\b(?:is|was|est|ist|es)\b"
    r"|(?<![A-Za-z])[éè](?![A-Za-z]))[ \t]*"
    r"|[ \t]{1,3})"
)
# A password's value: printable, with a digit or a symbol somewhere in it (a word alone is
# prose); the check decides the rest.
# (not a setting's key and its value, "X_FILE=/run/…", nor a name in brackets, "(1Password)")
_SECRET_SHAPED = (
    r"(?P<v>(?=[^\s]{0,63}[\d!@#$%^&*?~+])(?![@/:.,;)\]}>?&=(\[{])[!-<>-~]{4,64})(?![!-~])"
)
# A code's digits, grouped any way ("882 104", "419-337", "73 11 58").
# (a slash before them is a separator unless a number comes before it: "alarm code/2580", not
# "12/2580")
_CODE_DIGITS = r"(?P<v>(?<![\d.,:-])(?<![\d.,]/)\d(?:[ \t-]?\d){3,7})(?![\d.,:/%]|[ \t-]\d)"
# A mail service or a login named before an address (its own, before its password).
_MAIL_LOGIN = (
    r"\b(?:g-?mail|e-?mail|mail|outlook|hotmail|yahoo|icloud|proton(?:mail)?|gmx|yandex"
    r"|login|log-?in|account|acct|sign[- ]?in)\b[ \t:：]*"
)
_ADDRESS = r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+"

# fmt: off
QUALIFIED_SECRET_RULES: tuple[SecretRule, ...] = (
    # a password word, what it is for, any separator, a password: "p4ssw0rd for the NAS » …",
    # "mot de passe de la banque  …", "كلمة مرور حسابي البنكي = …", "server root pw » …"
    SecretRule(
        CREDENTIAL_PASSWORD, "p4ssw0rd for the NAS » Kite-42!x",
        WORD_START + PASSWORD_WORD + r"(?![A-Za-z])(?:" + _FOR_WORD + r"){0,4}?" + _REMARK
        + _ANY_SEPARATOR + _SECRET_SHAPED,
        _I, check="secret_value",
        hint=PASSWORD_WORD,
    ),
    # a code word, what it is for, any separator, its digits: "인증번호 — 66 20 93",
    # "الرقم السري لبطاقتي -> 0071", "PIN ATM saya  4471"
    SecretRule(
        CREDENTIAL_PASSWORD, "the PIN for my debit card » 4471",
        WORD_START + r"(?:" + CODE_WORD + "|" + PASSWORD_WORD + r")(?![A-Za-z])(?:" + _FOR_WORD
        + r"){0,4}?" + _REMARK + _ANY_SEPARATOR + _CODE_DIGITS,
        _I, check="short_code",
        hint=PASSWORD_WORD + "|" + CODE_WORD,  # (rules.py's rows' hint: one scan for all)
    ),
    # a mail service's address and its password: "Gmail ann.k@gmail.com / bluefrog1987"
    SecretRule(
        CREDENTIAL_PASSWORD, "Gmail ann.k@gmail.com / bluefrog1987",
        _MAIL_LOGIN + _ADDRESS + r"[ \t]*(?:/|\||,|;|[ \t]-[ \t]|[ \t])[ \t]*"
        r"(?P<v>(?=[^\s]{0,63}[A-Za-z])(?=[^\s]{0,63}[\d!@#$%^&*?~+=])[!-~]{5,64})(?![!-~])",
        _I, check="secret_value",
        hint="@",
    ),
)
# fmt: on
