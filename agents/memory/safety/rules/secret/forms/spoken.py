"""Credential rows for values as a chat or a dictation gives them (many languages).

- a login's account, then its password after "and then" ("the login for my work vpn is
  j.rossi and then dr@gonfly8", "账号 mei_w 然后 abc123", "usuario ana y luego Kite-42"): the
  second value is the password, as after "with" or "/" (secret/rules.py);
- a code named by the text message it came in, then its value ("o código que chegou por sms é
  817-204", "the code that came by text is 903118", "le code reçu par SMS c'est 551039");
- a social security number said without its dashes after "social" or "SSN" ("my social is
  531449027", which the transcribed copy also gives for "five three one four four nine oh two
  seven"; dictated.py joins a dictated value).

- a code word a phone line or an account's recovery asks for, and its value ("my code word for
  the bank's phone line: winter apples taste of smoke", "code word for account recovery =
  BlueBird_1987", "电话客服要核对的暗语是“外婆家的桂花树”"); a family's safe word kept offline,
  or a shortcut the person means by a word, names no account and is kept.

A value dictated a character at a time is joined in the transcribed copy (dictated.py) and read
by these rows and those of secret/rules.py.
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import CREDENTIAL_PASSWORD, IDENTITY_NUMBER, SecretRule

__all__ = ["ACCOUNT_WORD", "LAUGHTER", "SPOKEN_SECRET_RULES"]

# Laughter typed as digits in a Chinese chat ("…任何密码 233333"): how a message ends, never a
# row's value (redaction.py skips it).
LAUGHTER = re.compile(r"^2333+$")

_I = re.IGNORECASE
# An account named by its word, in the languages the gate reads.
ACCOUNT_WORD = (
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

# What asks for a code word: a phone line, an account, its recovery, a bank's support.
_EN_CODE_WORD = (
    r"(?:code ?word|pass ?phrase|verbal password|voice password|security word|secret word"
    r"|password word)"
)
_EN_ASKED_BY = (
    r"(?:phone line|phone|call|calls|account|recovery|bank|support|helpdesk|help desk|hotline"
    r"|verification|verify|login|sign-?in)"
)
# Where the value is said to be kept, rather than the value: "… is in my password manager".
_NOT_A_PLACE = (
    r"(?!(?:in|on|at|stored|kept|saved|written|somewhere|not|the same|my password manager"
    # (nor a sentence about it: "… : I always forget it")
    r"|i|i'm|i've|we|you|it|it's|they|forgot|forget|unknown|n/?a|none|tbd)\b)"
)
_ZH_ASKED_BY = r"(?:客服|电话|银行|账户|账号|帐号|核对|核实|验证|身份|找回|申诉)"

SPOKEN_SECRET_RULES: tuple[SecretRule, ...] = (
    SecretRule(
        CREDENTIAL_PASSWORD,
        "my code word for the bank's phone line: winter apples taste of smoke",
        rf"(?<![\w]){_EN_CODE_WORD}s?\b[^.!?\n:=]{{0,60}}?\b{_EN_ASKED_BY}\b[^.!?\n:=]{{0,30}}?"
        rf"(?:\bis\b|:|=|：)[ \t]*{_NOT_A_PLACE}[\"'“‘]?(?P<v>[^\s\"'“‘”’,.;][^\n\"”’,;]{{2,60}}?)"
        r"(?=[\"”’]|[,;.]|$)",
        _I | re.MULTILINE,
        check="answer",
        hint=r"word|phrase|password",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD,
        "电话客服要核对的暗语是“外婆家的桂花树”",
        rf"{_ZH_ASKED_BY}[^。！？\n]{{0,12}}?(?:暗语|暗号|口令|密语|通关密语)(?:是|为|[:：])[ \t]*"
        r"[“\"「『‘'](?P<v>[^”\"」』’'\n]{1,30})[”\"」』’']",
        0,
        check="answer",
        hint=r"暗语|暗号|口令|密语",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD,
        "the login for my work vpn is j.rossi and then dr@gonfly8",
        rf"(?<![\w]){ACCOUNT_WORD}(?![a-z])[^.!?\n]{{0,60}}?(?:\bis\b|:|：|是)?\s*[\w.@+-]{{2,40}}"
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
