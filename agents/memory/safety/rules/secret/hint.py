"""The secret rows' cheap first scan: a text none of whose lower-cased words matches `SECRET_HINT`
holds no secret any row of secret/ finds, and is not read by them (redaction.py). A new row's
cheapest literal goes here, or the table of words that leads it (the foreign credential words,
an account's words, "what I type"). tests/unit/safety/test_safety_secret_hint.py runs every row
without this scan, on its own example, on every corpus's secrets and on text made from the row
itself, and fails where the row finds a secret this scan would have skipped.
"""

from __future__ import annotations

import re
import unicodedata

from agents.memory.safety.rules.secret.described import WHAT_I_ENTER
from agents.memory.safety.rules.secret.forms.spoken import ACCOUNT_WORD
from agents.memory.safety.rules.secret.numbers import ID_DOCUMENT
from agents.memory.safety.rules.secret.vocab import (
    CODE_WORD,
    DIAL_WORD,
    FOREIGN_CREDENTIAL_WORD,
    KEY_WORD,
    LOCK_WORD,
    PASSWORD_WORD,
    UNLOCK_PATTERN_WORD,
    WORD_START,
)

__all__ = ["SECRET_HINT", "may_hold_secret"]

_I = re.IGNORECASE | re.ASCII

SECRET_HINT = re.compile(
    # (no alternative that another one here already finds: "authorization" is read by "auth",
    # "passport" by "pass", 密码 by 码, an SSN's or a card's digits by any three digits)
    r"begin|putty|://|eyj|sk-|sk_|rk_|gh[pousr]_|github_pat|xox|akia|asia|agpa|aida|aroa|anpa|anva"
    r"|aipa|aiza|glpat|art_|hf_|npm_|pypi-|ya29|gocspx|sg\.|hooks|bearer|auth|key|secret"
    r"|token|pass|pasw|psw|pw|pin|码|密马|mima|mi[ _-]ma|yzm|口令|暗码|密钥|秘钥|令牌"
    r"|登录|登陆|登入|私钥|密押|otp|code|cvv|cvc|2fa|mfa|mysql|mariadb"
    r"|cred|clave|contrase|mot de passe|passwort|kennwort|senha|wachtwoord|parola|пароль"
    r"|パスワード|비밀번호|凭|账|帐|卡|iban|phrase|hasło|haslo|lösen|salasana|şifre|parol"
    r"|adgangs|account|answer|bc1|0x|combo|maiden|security|hidden|private|seed"
    r"|recovery|mnemonic|digit|位数|位的?数字|[59klc][1-9a-z]{50}|[输打敲按填]的|texted|sms"
    r"|[那这]一?串|安全问题|恢复|短语|钱包|暗语|暗号|密语"
    r"|助记|密保|护照|门禁|login|banking|网银|网上银行|logs? (?:you )?(?:out|off)|logged"
    r"|掉线|登出|登不上|被踢|user|admin|root|memorable"
    r"|combination|ssn|social|insurance|\bni\b|safe|lock"
    r"|<<|✱|[\u3400-\u9fff][^\n]{0,20}mm|mm[ \t]*[:：是为]|[左右]\D{0,3}\d"
    r"|[!$%^&*#@?~+=\"'()<>\[\]{}|\\/;][^\s]{0,30}\d|\d[^\s]{0,30}[!$%^&*#@?~+=\"'()<>\[\]{}|\\/;]"
    r"|\d\s*(?:(?:left|right|l|r|cw)\b|左|右)"
    r"|psk|\.[a-z]{2,12},[^\s,]{1,64},|_pat\b|dop_|shp|eaa|glsa|glc_|sk[0-9a-f]{8}|atatt"
    r"|lin_api|figd|whsec|sntrys|dapi|sq0|xapp|\d[ \t-]?\d[ \t-]?\d"
    r"|zero|one|two|three|four|five|six|seven|eight|nine|wi-?fi|@"
    r"|系统|后台|平台|门户|portal|panel|dms|system|console|backend"
    # (found by running every row without this scan on text made from the row itself: a safe's
    # dial, a texted code, a security answer, an unlock pattern, what the person types, a Thai
    # or Japanese code word, a hotspot's key, an eSIM's matching ID, a network's "magic word",
    # four digits split in two "19 92")
    r"|保险柜|保险箱|转盘|挂锁|车锁|短信|acct|答案|コード|pattern|图案|手势|\btype|输入|รหัส"
    r"|matching id|hotspot|ssid|router|curl|(?<![\w-])-u\b|codic|c[óo]dig"
    r"|\b[a-z]{2}\d{2} ?[a-z0-9]{4}|[a-z]prv|half|[前后]半|一半"
    # (an authenticator's key by its Chinese word: 二次验证, 两步验证, 双因素, 身份验证器)
    r"|验证器|[二两]步验证|二次验证|双重验证|双因素"
    r"|\bsent\b|emailed|wlan|wireless|network"
    r"|\b(?:gate|garage|door|alarm)\b"
    rf"|{FOREIGN_CREDENTIAL_WORD}"
    # the rows' own tables where a row is led by them: an account's word in any language the
    # rows read, and "what I type", "the words I punch in"
    rf"|{ACCOUNT_WORD}|{WHAT_I_ENTER}"
    # and every word table of vocab.py, so a word added there is never skipped here ("鎖屏碼",
    # traditional script, was: only 码 was listed)
    rf"|{PASSWORD_WORD}|{CODE_WORD}|{KEY_WORD}|{LOCK_WORD}|{DIAL_WORD}|{UNLOCK_PATTERN_WORD}"
    # and an identity document's name, whose number follows it (免許証, as "护照" was listed)
    rf"|{WORD_START}{ID_DOCUMENT}",
    _I,
)


# A digit of any script, which the rows read as a digit ("PIN ٤٧١٩").
_ANY_DIGIT = re.compile(r"\d")


def _ascii_digit(m: re.Match[str]) -> str:
    return str(unicodedata.decimal(m.group(), 0))


def may_hold_secret(text: str) -> bool:
    """Whether some word of `text`, lower-cased, matches `SECRET_HINT`. Lower-cased by str.lower,
    not by the pattern's IGNORECASE, which under ASCII folds no other letter: "Şifrem" (Turkish,
    "my password") is "şifrem" here, as the hint lists it; and a digit of another script is read
    as its ASCII digit, as the rows read it ("00٠-00-00٠0" is an SSN's shape)."""
    folded = text.lower()
    if not folded.isascii():
        folded = _ANY_DIGIT.sub(_ascii_digit, folded)
    return SECRET_HINT.search(folded) is not None
