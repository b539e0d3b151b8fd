"""Credential rules, one `SecretRule` row per rule (zh and en), and the fragments they share.

API keys (vendor prefixes, AWS key ids, `api_key = …`, "密钥是 …"), bearer and basic
authorization headers, JWTs, PEM and PuTTY private keys, passwords (also as prose, "my password
is hunter2", "密码是 abc123"), PINs, URLs with a password and Luhn-valid card numbers. A row
whose value needs judging names its check in `check`; the checks live in redaction.py
(`VALUE_CHECKS`). Rows run on the NFKC text, case kept, so that their spans can be redacted.

A new rule is a new row here, its cheapest literal in `SECRET_HINT` (below the table), and a
case in tests/unit/test_safety.py (`test_redaction_removes_the_secret`) or
tests/data/safety/attacks.jsonl.
"""

from __future__ import annotations

import re

from agents.memory.safety.rules import (
    CARD_NUMBER,
    CREDENTIAL_API_KEY,
    CREDENTIAL_BEARER,
    CREDENTIAL_CONNECTION_STRING,
    CREDENTIAL_JWT,
    CREDENTIAL_PASSWORD,
    CREDENTIAL_PRIVATE_KEY,
    SecretRule,
)
from agents.memory.safety.secret_vocab import (
    ACCOUNT_WORD,
    CODE_WORD,
    CONNECTOR,
    KEY_WORD,
    PASSWORD_WORD,
)

__all__ = ["SECRET_HINT", "SECRET_RULES"]

_I = re.IGNORECASE | re.ASCII
_D = re.DOTALL | re.ASCII

# Fragments shared by several rows.
_AB = r"(?<![A-Za-z0-9_])"  # ASCII start boundary
_AE = r"(?![A-Za-z0-9_])"
_PW_VALUE = r"(?P<v>\"[^\"\n]{1,100}\"|'[^'\n]{1,100}'|“[^”\n]{1,100}”|[^\s]+)"
_PW_KEY = (
    r"(?:password|passwd|passcode|passphrase|pass phrase|pass code|pwd|pw|wi-?fi (?:password|key)"
    r"|login password|admin password|root password)"
)
_PW_CONNECT = (
    r"(?:(?:'s|is|was|are)(?: now| still| currently| actually| just| probably| always)?|=|:|:=|->"
    r"|=>|(?:has been |was |is )?(?:changed|set|reset|updated) to)"
)
_ZH_PW_KEY = (
    r"(?:密码|口令|暗码|pin码|支付密码|登录密码|开机密码|取款密码|wifi密码|wi-fi密码|无线密码"
    r"|锁屏密码|解锁密码)"
)
# An ASCII value only when it ends there: "Qw9金丝雀x" is one value, not "Qw9" and a tail.
_ZH_PW_VALUE = (
    r"(?P<v>[\"“「'‘][^\"”」'’\n]{1,100}[\"”」'’]"
    r"|[!-~]{3,}(?![^\s,.;!?。，；！？、:：()（）])|[^\s,.;!?。，；！？、:：()（）]{2,12})"
)

# A value after a credential word: quoted, digit groups ("118 204"), or one printable run.
_ANY_VALUE = (
    r"(?P<v>[\"“「'][^\"”」'\n]{1,100}[\"”」']|\d{2,6}(?:[ -]\d{2,6}){1,3}(?![\d])"
    r"|(?![@/:.,;)\]}>])[!-~]{3,64})"
)
# Separators only (no word): "PIN-4417", "密码 886622", "passwordHunter2!".
_SEPARATOR = r"[ \t]*(?:[:=：＝#>→\-–—]+[ \t]*)?"
# A credential word is not the tail of another word ("bypass", "spin").
_CB = r"(?<![A-Za-z0-9_\-<{\[$%])"

# fmt: off
SECRET_RULES: tuple[SecretRule, ...] = (
    SecretRule(
        CREDENTIAL_PRIVATE_KEY,
        "-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkq\n-----END PRIVATE KEY-----",
        r"(?<!-)-{2,10}\s*BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?\s*-{2,10}.*?"
        r"(?:-{2,10}\s*END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?\s*-{2,10}|\Z)",
        _D | re.IGNORECASE,
    ),
    SecretRule(
        CREDENTIAL_PRIVATE_KEY, "PuTTY-User-Key-File-2: ssh-rsa\n…\nPrivate-MAC: 0a1b2c3d",
        r"PuTTY-User-Key-File-\d: .*?(?:Private-MAC: \S+|\Z)",
        _D,
    ),
    SecretRule(
        CREDENTIAL_CONNECTION_STRING, "postgres://svc:Canary%21pw@db.example:5432/app",
        r"\b[a-z][a-z0-9+.\-]{1,30}://(?P<v>[^\s:/@\"'<>]*:[^\s@/\"'<>]+)@[^\s@/\"'<>]+",
        _I, check="connection", trim=False,
    ),
    SecretRule(
        CREDENTIAL_JWT, "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjYW5hcnkifQ.Y2FuYXJ5",
        r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*",
    ),
    SecretRule(
        CREDENTIAL_API_KEY, "key: sk-CANARYabcdef0123456789ABCDEFghij",
        r"(?<![A-Za-z0-9_-])(?:sk-(?:proj-|ant-(?:api\d\d-|admin\d\d-)?|live-|test-|svcacct-"
        r"|admin-|or-v1-)?[A-Za-z0-9_-]{16,}"
        r"|(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"
        r"|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}"
        r"|xox[abposre]-[A-Za-z0-9-]{10,}"
        r"|AIza[0-9A-Za-z_-]{30,}"
        r"|glpat-[A-Za-z0-9_-]{20,}"
        r"|art_[A-Za-z0-9_-]{20,}"
        r"|hf_[A-Za-z0-9]{30,}|npm_[A-Za-z0-9]{30,}|pypi-[A-Za-z0-9_-]{40,}"
        r"|ya29\.[A-Za-z0-9_-]{20,}|GOCSPX-[A-Za-z0-9_-]{20,}"
        r"|SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,})",
        check="prefixed_key",
    ),
    SecretRule(
        CREDENTIAL_API_KEY, "AWS AKIACANARY1234567890 in prod",
        r"(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[0-9A-Z]{16}(?![0-9A-Z])",
    ),
    SecretRule(
        CREDENTIAL_API_KEY, "https://hooks.slack.com/services/T0CANARY/B0CANARY/c4n4ry",
        r"https://hooks\.slack\.com/services/[A-Za-z0-9/]{20,}",
    ),
    SecretRule(
        CREDENTIAL_BEARER, "Authorization: Bearer CANARYtok3n0123456789",
        r"\bbearer\s+(?P<v>[A-Za-z0-9\-._~+/]{12,}=*)",
        _I, check="bearer",
    ),
    SecretRule(
        CREDENTIAL_BEARER, "Authorization: Basic Y2FuYXJ5OnB3ZA==",
        r"\bauthorization\s*[:=]\s*(?:basic|token|digest|apikey)\s+(?P<v>[A-Za-z0-9\-._~+/]"
        r"{8,}=*)",
        _I, check="not_placeholder",
    ),
    SecretRule(
        CREDENTIAL_API_KEY, "api_key = 'CANARY0123456789abcd'",
        _AB + r"(?:x-)?(?:api[ _-]?key|apikey|api[ _-]?secret|secret[ _-]?key|secret"
        r"|access[ _-]?key(?:[ _-]?id)?|access[ _-]?token|auth[ _-]?token|refresh[ _-]?token"
        r"|client[ _-]?secret|token|private[ _-]?key|account[ _-]?key"
        r"|shared[ _-]?access[ _-]?key"
        r"|aws[ _-]?secret[ _-]?access[ _-]?key|signing[ _-]?key|webhook[ _-]?secret)"
        + _AE
        + r"[\"']?\s*(?:[:=]|:=|=>|\bis\b|是|为)\s*(?P<v>[\"']?[A-Za-z0-9/+_\-.=~]{12,}[\"']?)",
        _I, check="token",
    ),
    SecretRule(
        CREDENTIAL_API_KEY, "访问令牌：CANARY0123456789",
        r"(?:密钥|秘钥|令牌|访问令牌|私钥|api ?key|token)\s*(?:是|为|:|：|=|＝)\s*"
        r"(?P<v>[\"“「']?[A-Za-z0-9/+_\-.=~]{8,})",
        _I, check="zh_token",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "my password is hunter2",
        _AB + _PW_KEY + r"(?: (?:for|to|of|on|at) [^\s:=]+(?: [^\s:=]+){0,3}?)?\s*"
        + _PW_CONNECT + r"\s*" + _PW_VALUE,
        _I, check="password",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "I changed my password to Tr0ub4dor&3",
        _AB + r"(?:change|changed|set|reset|update|updated)(?: (?:my|the|your|our))?"
        r" (?:\S+ )?password to\s+" + _PW_VALUE,
        _I, check="password",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "pass=letmein42",
        _AB + r"pass\s*=\s*" + _PW_VALUE,
        _I, check="password",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "my PIN is 4321",
        _AB + r"pin(?: code| number)?\s*(?:'s|is|was|=|:)\s*(?P<v>\d{4,12})" + _AE,
        _I, check="pin",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "我的密码是 abc123",
        _ZH_PW_KEY + r"(?:好像|应该|其实|就|一直|现在|目前|依然|仍然|还|都)?\s*"
        r"(?:是|为|:|：|=|＝|改成了?|改为|设置为|设置成|设为|换成了?|变成了?|改成)\s*"
        + _ZH_PW_VALUE,
        _I, check="zh_password",
    ),
    # By structure: a credential word in any language, any separator, a value that looks like one
    SecretRule(
        CREDENTIAL_PASSWORD, "我的 Netflix password 是 886622",
        _CB + PASSWORD_WORD + CONNECTOR + _ANY_VALUE,
        _I, check="password",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "密码 886622",
        _CB + PASSWORD_WORD + _SEPARATOR + _ANY_VALUE,
        _I, check="secret_value",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "verification code 551903",
        _CB + CODE_WORD + r"(?:" + CONNECTOR + "|" + _SEPARATOR + ")" + _ANY_VALUE,
        _I, check="code_value",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "the one-time code they texted me is 804217",
        _CB + CODE_WORD + r"[^.!?。！？\n\d:=：]{1,30}?(?:\bis\b|\bwas\b|是|为|:|：|=)\s*"
        + _ANY_VALUE,
        _I, check="code_value",
    ),
    SecretRule(
        CREDENTIAL_API_KEY, "signing key -> h7Gk2Pq9Xz4Lm8Rt1Vw6",
        _CB + r"(?:x-)?" + KEY_WORD
        + r"(?:(?: (?:for|of|to|on) [^\s:=]+(?: [^\s:=]+){0,3}?)?" + CONNECTOR
        + "|" + _SEPARATOR + ")"
        + r"(?P<v>[\"'“「]?[A-Za-z0-9/+_\-.=~]{12,}[\"'”」]?)",
        _I, check="token",
    ),
    SecretRule(
        CREDENTIAL_API_KEY, "the token for staging, as issued: 9fK2qLm81xZ0vB7tQw",
        _CB + r"(?:" + KEY_WORD + "|" + PASSWORD_WORD + r")[^.!?。！？\n]{0,40}?"
        r"(?<![A-Za-z0-9/+_\-.=~])(?P<v>[A-Za-z0-9/+_\-.=~!@#$%^&*]{16,200})",
        _I, check="entropy",
    ),
    SecretRule(
        CARD_NUMBER, "建设银行账号：3100-2231-0044-7819",
        _CB + ACCOUNT_WORD
        + r"(?![A-Za-z])[^\d\n.。;；!?！？]{0,16}?(?P<v>(?<![\d+])\d[\d -]{6,40}\d)(?!\d)",
        _I, check="account",
    ),
    SecretRule(
        CARD_NUMBER, "IBAN GB29 NWBK 6016 1331 9268 19",
        r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![A-Za-z0-9])",
        check="iban",
    ),
    SecretRule(
        CARD_NUMBER, "wallet bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
        r"(?<![A-Za-z0-9])(?:bc1[ac-hj-np-z02-9]{25,60}|0x[a-fA-F0-9]{40})(?![A-Za-z0-9])",
    ),
    SecretRule(
        CARD_NUMBER, "card 6222 0212 3456 7890 123 (any checksum)",
        r"(?<![\d+.,])(?:\d{13,19}|\d{4}(?:[ .-]\d{4}){2}[ .-]\d{1,7}"
        r"|\d{4}[ -]\d{6}[ -]\d{4,5})(?![\d])",
    ),
    SecretRule(
        CARD_NUMBER, "pay with 4111-1111-1111-1111 tomorrow",
        r"(?<![\d+])(?:\d[ -]?){12,18}\d(?!\d)",
        check="card",
    ),
)
# fmt: on

# Cheap gate: a rule can only match if its text contains one of these (lowercased) hints.
SECRET_HINT = re.compile(
    r"begin|putty|://|eyj|sk-|sk_|rk_|gh[pousr]_|github_pat|xox|akia|asia|agpa|aida|aroa|anpa|anva"
    r"|aipa|aiza|glpat|art_|hf_|npm_|pypi-|ya29|gocspx|sg\.|hooks|bearer|authorization|key|secret"
    r"|token|pass|pwd|pw|pin|密码|口令|暗码|密钥|秘钥|令牌|私钥|\d{4}|otp|code|cvv|cvc|2fa|mfa"
    r"|credential|clave|contrase|mot de passe|passwort|kennwort|senha|wachtwoord|parola|пароль"
    r"|パスワード|비밀번호|密碼|码|凭|账|帐|卡|iban|phrase|hasło|haslo|lösen|salasana|şifre|parol"
    r"|adgangs|account|answer|bc1|0x",
    _I,
)
