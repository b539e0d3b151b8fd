"""Credential rows for values as a chat or a dictation gives them (many languages).

- a login's account, then its password after "and then" ("the login for my work vpn is
  j.rossi and then dr@gonfly8", "账号 mei_w 然后 abc123", "usuario ana y luego Kite-42"): the
  second value is the password, as after "with" or "/" (secret/rules.py);
- a code named by the text message it came in, then its value ("o código que chegou por sms é
  817-204", "the code that came by text is 903118", "le code reçu par SMS c'est 551039");
- a social security number said without its dashes after "social" or "SSN" ("my social is
  531449027", which the transcribed copy also gives for "five three one four four nine oh two
  seven"; dictated.py joins a dictated value).

A value dictated a character at a time is joined in the transcribed copy (dictated.py) and read
by these rows and those of secret/rules.py.
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import CREDENTIAL_PASSWORD, IDENTITY_NUMBER, SecretRule

__all__ = ["LAUGHTER", "SPOKEN_SECRET_RULES"]

# Laughter typed as digits in a Chinese chat ("…任何密码 233333"): how a message ends, never a
# row's value (redaction.py skips it).
LAUGHTER = re.compile(r"^2333+$")

_I = re.IGNORECASE
# An account named by its word, in the languages the gate reads.
_ACCOUNT = (
    r"(?:login|log-in|account|user ?name|user|usuario|usuário|utilisateur|benutzername|логин"
    r"|akun|tài khoản|tai khoan|kullanıcı adı|账号|帐号|用户名)"
)
# "and then" between two values, in those languages.
_AND_THEN = (
    r"(?:and then|then|y luego|y despues|y después|e depois|et puis|et ensuite|und dann"
    r"|а потом|потом|terus|lalu|rồi|roi|sonra|phir|然后|再)"
)
# A password's value: no word of prose, judged by the row's check.
_VALUE = r"(?P<v>(?![@/:.,;)\]}>?&=])[!-~]{4,64}+)"
# The word for a code, and for a text message, in those languages.
_CODE = r"(?:code|código|codigo|codice|код|kode|kod|mã|コード|코드)"
_SMS = r"(?:sms|text|texto|mensagem|mensaje|смс|сообщени[ея]|tin nhắn|mesaj|短信)"
_IS = r"(?:is|was|é|es|est|c'est|ist|это|adalah|là|:|：|=|—)"

SPOKEN_SECRET_RULES: tuple[SecretRule, ...] = (
    SecretRule(
        CREDENTIAL_PASSWORD,
        "the login for my work vpn is j.rossi and then dr@gonfly8",
        rf"(?<![\w]){_ACCOUNT}(?![a-z])[^.!?\n]{{0,60}}?(?:\bis\b|:|：|是)?\s*[\w.@+-]{{2,40}}"
        rf"\s+{_AND_THEN}\s+{_VALUE}",
        _I,
        check="secret_value",
        hint=r"then|luego|despu|depois|puis|ensuite|dann|потом|terus|lalu|rồi|roi|sonra|phir|然后|再",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD,
        "o código que chegou por sms é 817-204",
        rf"(?<![\w]){_CODE}(?![a-z])[^.!?\n\d]{{0,40}}?{_SMS}[^.!?\n\d]{{0,16}}?{_IS}\s*"
        r"(?P<v>(?:[A-Z]{1,2}-?)?\d{4,8}|\d{3}[ -]\d{3})(?![\d])",
        _I,
        check="secret_value",
        hint=r"sms|text|texto|mensa|смс|сообщени|tin nh|mesaj|短信",
    ),
    SecretRule(
        IDENTITY_NUMBER,
        "my social is 531449027",
        r"(?<![\w])(?:ssn|social security(?: number)?|social)(?![a-z])[^.!?\n\d]{0,12}?"
        r"(?:\bis\b|:|=|'s)\s*(?P<v>\d{9})(?!\d)",
        _I,
        hint=r"ssn|social",
    ),
)
