"""Credential rules, one `SecretRule` row per rule (zh and en), and the fragments they share.

API keys (vendor prefixes, AWS key ids, `api_key = …`, "密钥是 …"), bearer and basic
authorization headers, JWTs, key blocks (any but a public key's) and PuTTY keys, passwords (also
as prose, "my password is hunter2", "密码是 abc123", "我嘅密码係 …", "la mia password è …", also
with a long clause before the value or the value in brackets, or in the column of a table whose
header names it), credentials on a command line (`curl -u`, `mysql -p…`) or in a Wi-Fi QR text,
PINs and codes (also a word or two after their word: "PIN fallback 0912"), keypad entries
between "#" and "*", dial combinations either way round, a phone's unlock pattern, recovery
codes and seed phrases (also from the Chinese word list), security answers, a value in brackets
after it ("7145 (that's the PIN)"), a code "the same as" another number and that number, a
made-up password's shape ("pa55-mango-river") near a credential word, login or wifi, either
side, a PIN in another script's digits ("٤٧١٩"), a password spelled out character by character
("spelled out: s-u-n-n-y, dash, capital O", "密码是：大写K、数字9、井号"), user:password@host
with no scheme, environment lines
(`export SMTP_PASS=…`) and URLs with a password. Cards, accounts and identity documents are in
secret/numbers.py. A row whose value needs judging names its check in `check`; the checks live in
redaction.py (`VALUE_CHECKS`). Rows run on the NFKC text, case kept, so that their spans can be
redacted.

A new rule is a new row here, its cheapest literal in `SECRET_HINT` (secret/hint.py), and a
case in tests/unit/safety/test_safety_text_forms.py (`test_redaction_removes_the_secret`) or
tests/data/safety/attacks.jsonl.
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import (
    CREDENTIAL_API_KEY,
    CREDENTIAL_BEARER,
    CREDENTIAL_CONNECTION_STRING,
    CREDENTIAL_JWT,
    CREDENTIAL_PASSWORD,
    CREDENTIAL_PRIVATE_KEY,
    SecretRule,
)
from agents.memory.safety.rules.secret.forms.config import CONFIG_SECRET_RULES
from agents.memory.safety.rules.secret.forms.table import TABLE_SECRET_RULES
from agents.memory.safety.rules.secret.sentence import SENTENCE_SECRET_RULES
from agents.memory.safety.rules.secret.vocab import (
    CODE_WORD,
    CONNECTOR,
    COPULA,
    COPULA_ADVERB,
    DIAL_WORD,
    KEY_WORD,
    LOCK_WORD,
    LOOSE_PASSWORD,
    NAME_LABEL,
    NOT_AFTER_NAME_LABEL,
    PASSWORD_WORD,
    SECURITY_WORD,
    SEED_WORD,
    TICKET_PASS,
    UNLOCK_PATTERN_WORD,
    WORD_START,
    code_not_after,
)

__all__ = ["SECRET_RULES"]

_I = re.IGNORECASE | re.ASCII
_D = re.DOTALL | re.ASCII

# Fragments shared by several rows.
_AB = r"(?<![A-Za-z0-9_])"  # ASCII start boundary
_AE = r"(?![A-Za-z0-9_])"
_PW_VALUE = r"(?P<v>\"[^\"\n]{1,100}\"|'[^'\n]{1,100}'|“[^”\n]{1,100}”|[^\s]+)"
_PW_KEY = (
    r"(?:password|passwd|passcode|passphrase|pass phrase|pass code|pwd|pw|wi-?fi (?:password|key)"
    rf"|login password|admin password|root password|{LOOSE_PASSWORD})"
)
_PW_CONNECT = (
    rf"(?:(?:'s|is|was|are)(?: now| {COPULA_ADVERB})?(?![A-Za-z])|=|:|:=|->"
    r"|=>|(?:has been |was |is )?(?:changed|set|reset|updated) to)"
)
_ZH_PW_KEY = (
    r"(?:密码|口令|暗码|pin码|支付密码|登录密码|开机密码|取款密码|wifi密码|wi-fi密码|无线密码"
    r"|锁屏密码|解锁密码|密马|密[ \t]码)"
)
# An ASCII value only when it ends there: "Qw9金丝雀x" is one value, not "Qw9" and a tail.
_ZH_PW_VALUE = (
    r"(?P<v>[\"“「'‘][^\"”」'’\n]{1,100}[\"”」'’]"
    r"|[!-~]{3,}(?![^\s,.;!?。，；！？、:：()（）])|[^\s,.;!?。，；！？、:：()（）]{2,12})"
)

# What a settings key goes on to name after its credential word, when that is not the credential.
_NOT_THE_CREDENTIAL = (
    r"(?![_-]?(?:managers?|vault|apps?|hint|polic(?:y|ies)|length|min|max|limit|count|generator"
    r"|strength|rules?|requirements?|expiry|age|history|store|provider|type)(?![a-z]))"
)
# A value after a credential word: quoted, digit groups ("118 204"), or one printable run.
# A Chinese unit or measure word right after a number makes it a quantity, not a code: a year
# ("2023年入职"), a date, an age, a price, a count, a floor ("验证码，2023年入职的").
_NOT_A_QUANTITY = r"(?![年月日号岁元块角分个次天周位层楼室期届级版折倍斤克米])"
_ANY_VALUE = (
    r"(?P<v>[\"“「'][^\"”」'\n]{1,100}[\"”」']|\d(?:[ \t]*[-–][ \t]*\d|[ \t]\d){2,11}(?![\d])"
    r"|\d{2,6}(?:[ -]\d{2,6}){1,3}(?![\d])|(?:(?:zero|one|two|three|four|five|six|seven|eight"
    r"|nine|oh|零|〇|洞|一|幺|二|两|三|四|五|六|七|拐|八|九|壹|贰|貳|叁|參|肆|伍|陆|陸|柒|捌|玖)"
    r"[\s,-]*){4,12}(?![a-z年月日号届级])"
    r"|(?![@/:.,;)\]}>?&=])[!-+\--~]{3,64}+" + _NOT_A_QUANTITY + r")"
)
# A value that must look like a secret by itself (the strict check decides).
_STRICT_VALUE = r"(?P<v>(?![@/:.,;)\]}>?&=])[!-+\--~]{4,64}+)"
# Separators only (no word): "PIN-4417", "密码 886622", "passwordHunter2!".
# Punctuation, arrows, pointing emoji and table bars ("PIN 👉 4417", "| 密码 | 886622 |"), and a
# line break: a label on one line, its value on the next ("密码\nhunter2hunter2").
_SEPARATOR = r"[ \t]*(?:[:=：＝#>→⇒➜➡►▶👉|\-–—]+[ \t]*)?(?:\r?\n[ \t]*)?"
_CB = WORD_START

# A number right after a word that says what else it is (a room, a gate, a flight, the last
# digits of a phone: "access code for room 1204", "验证码发到尾号8866的手机").
_NOT_A_LABELLED_NUMBER = "".join(
    rf"(?<!{w} )(?<!{w})" if not w.isascii() else rf"(?<!\b{w} )"
    for w in "room rm gate unit suite apt apartment flight bus line route platform ext extension"
    " floor level block building seat table number no no. # ending ends last page step version"
    " order ticket case invoice zip area 尾号 末尾 后四位 末四位 房间 航班 订单 单号".split()
)

# A made-up password's shape (eight or more characters, a digit, a lower-case letter: the
# check made_up_password decides), in the regex so that the scan goes on to the next word.
_MADE_UP = (
    r"(?P<v>(?=[\w-]{8})(?=[\w-]{0,40}?\d)(?=[\w-]{0,40}?(?-i:[a-z]))[A-Za-z0-9]+"
    r"(?:[-_][A-Za-z0-9]+){0,4})"
)
# A seed word's place in the list, however it is numbered ("1.", "(2)", "3-", "#4", "十一 "):
# the words after it are the seed's.
_ENUM = (
    r"(?:(?:\(?|#)\d{1,2}[.):-]?\s*+|(?:十[一二]?|[一二三四五六七八九])[.、:：)-]?\s++"
    r"|二十[一二三四]?[.、:：)-]?\s++)?"
)
# Hints (see SecretRule.hint): a credential word, a digit.
_WORD_HINT = PASSWORD_WORD + "|" + CODE_WORD
_DIGIT = r"\d"

# fmt: off
SECRET_RULES: tuple[SecretRule, ...] = (
    SecretRule(
        CREDENTIAL_PRIVATE_KEY,
        "-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkq\n-----END PRIVATE KEY----- (any key but a"
        " public one: OpenVPN static keys, PGP private key blocks)",
        r"(?<!-)-{2,10}\s*BEGIN (?![A-Z0-9 ]{0,40}(?:PUBLIC|CERTIFICATE))[A-Z0-9 ]{0,40}KEY"
        r"(?: BLOCK| V\d)?\s*-{2,10}.*?(?:-{2,10}\s*END [A-Z0-9 ]{0,40}KEY(?: BLOCK| V\d)?"
        r"\s*-{2,10}|\Z)",
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
        r"|(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}"
        r"|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}"
        r"|xox[abposre]-[A-Za-z0-9-]{10,}"
        r"|AIza[0-9A-Za-z_-]{20,}"
        r"|glpat-[A-Za-z0-9_-]{16,}"
        r"|art_[A-Za-z0-9_-]{20,}"
        r"|hf_[A-Za-z0-9]{20,}|npm_[A-Za-z0-9]{20,}|pypi-[A-Za-z0-9_-]{40,}"
        r"|ya29\.[A-Za-z0-9_-]{20,}|GOCSPX-[A-Za-z0-9_-]{20,}"
        r"|SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}"
        r"|do[opr]_v1_[a-f0-9]{64}|shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}|EAA[A-Za-z0-9]{30,}"
        r"|gl(?:sa|c|ptt|dt|rt)_[A-Za-z0-9_+/=-]{20,}|key-[a-f0-9]{32}|SK[0-9a-f]{32}"
        r"|ATATT[A-Za-z0-9_=-]{20,}|lin_api_[A-Za-z0-9]{20,}|figd_[A-Za-z0-9_-]{20,}"
        r"|whsec_[A-Za-z0-9]{20,}|sntrys_[A-Za-z0-9_=-]{20,}|dapi[a-f0-9]{32}"
        r"|sq0(?:atp|csp)-[A-Za-z0-9_-]{20,}|xapp-[A-Za-z0-9-]{20,})",
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
        # (an "'s" after what the password is for is that word's own: "password on New Year's
        # Day")
        _AB + _PW_KEY + r"(?: (?:for|to|of|on|at) [^\s:=]+(?: [^\s:=]+){0,3}?(?!'s))?\s*"
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
        r"(?:是|为|:|：|=|＝|改成了?|改为|设置为|设置成|设为|设成|设定为|换成了?|变成了?|改成)\s*"
        + _ZH_PW_VALUE,
        _I, check="zh_password",
    ),
    # By structure: a credential word in any language, any separator, a value that looks like one
    SecretRule(
        CREDENTIAL_PASSWORD, "我的 Netflix password 是 886622",
        _CB + PASSWORD_WORD + CONNECTOR + _ANY_VALUE,
        _I, check="password",
        hint=PASSWORD_WORD,
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "密码 886622",
        _CB + PASSWORD_WORD + _SEPARATOR + _ANY_VALUE,
        _I, check="secret_value",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "网银U盾密码（4402）",
        _CB + r"(?:" + PASSWORD_WORD + "|" + CODE_WORD + r")[ \t]*[(\[{][ \t]*"
        r"(?P<v>[!-'*-Z^-z|~]{3,64})[ \t]*[)\]}]",
        _I, check="secret_value",
        hint=_WORD_HINT,
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "verification code 551903; share a PIN, seven two four zero",
        # a Latin word is not the head of a longer one ("pinegrove.example"); 验证码G-7391 is;
        # an error's name is not a code's ("Error code 2FA-409", "报错2FA-409")
        _CB + code_not_after(("code", "error")) + r"(?<!报错)(?<!错误码)(?<!错误代码)" + CODE_WORD
        + r"(?!(?<=[A-Za-z])[A-Za-z])"
        r"(?:" + CONNECTOR + "|" + _SEPARATOR + r"|\s*,\s*)" + _ANY_VALUE,
        _I, check="code_value",
        hint=CODE_WORD,
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "the one-time code they texted me is 804217",
        _CB + CODE_WORD + r"[^.!?。！？\n\d:=：]{1,30}?(?:[?？]\s*)?(?:\bis\b|\bwas\b"
        r"|\b(?:it|that)(?:'s|’s| is| was)\b|是|为|:|：|=)\s*"
        + _ANY_VALUE,
        _I, check="code_value",
        hint=CODE_WORD,
    ),
    # a word or two naming which code it is, then its digits: "PIN fallback 091274", "SIM PIN
    # 5538", "PUK for my SIM 41827735" (a year is not a code: "PIN letter arrived 2024")
    SecretRule(
        CREDENTIAL_PASSWORD, "PIN fallback 091274",
        _CB + CODE_WORD + r"(?:[ \t]+(?:for |of )?(?:my |the )?[A-Za-z\u3040-\u30ff\u4e00-\u9fff]"
        r"{2,12}){1,2}[ \t]*[:：#=]?[ \t]*(?P<v>(?<![\d.,/:-])\d{4,8})(?![\d.,:/%-])",
        _I, check="pin_not_year",
        hint=CODE_WORD,
    ),
    # a code's digits at the end of a clause that names it, grouped any way ("my one-time code
    # for the school app just came in 884-120", "verification code, arrived by text: 5 1 8 2 0 7")
    SecretRule(
        CREDENTIAL_PASSWORD, "my one-time code for Netflix just came in 739 104",
        _CB + CODE_WORD + r"(?![A-Za-z])[^.!?。！？\n\d]{1,60}?"
        r"(?P<v>" + _NOT_A_LABELLED_NUMBER + r"(?<![\d.,/:#-])\d(?:[ \t-]?\d){3,7})"
        r"(?![\d.,:/%]|[ \t-]\d)",
        _I, check="short_code",
        hint=CODE_WORD,
    ),
    # a code named by where it came from, a text from a sender, alone after a colon: "Text from
    # Monzo just now: 913508", "SMS from HSBC: 4417 2290", "刚收到招行的短信：482913"
    SecretRule(
        CREDENTIAL_PASSWORD, "Text from Monzo just now: 913508. Hang on to it",
        r"(?:\b(?i:texts?|sms|txt|message|msg|notification)(?i: message)? (?i:from|by)"
        r" [A-Z][\w&'.-]*(?: [A-Z][\w&'.-]*){0,2}"
        r"(?i: (?:just now|earlier|today|a (?:minute|moment) ago))?"
        r"|(?:收到|发来)的?[^，,。！？\n]{0,8}?短信)[ \t]*[:：][ \t]*"
        r"(?P<v>(?<![\d.,/-])\d{3,4}[ \t-]?\d{2,4})(?![\d:/%]|[.,]\d|[ \t-]\d)"
        r"(?=[ \t]*(?:[.,;!。，；！]|$))",
        check="short_code",
    ),
    # a Wi-Fi network's key, on its line or the next: "network OrangeBox-21, key\nSaffron-2291"
    SecretRule(
        CREDENTIAL_PASSWORD, "Wi-Fi at the cabin: network OrangeBox-21, key\nSaffron-Kite-2291",
        r"(?:\bwi-?fi\b|\bwlan\b|\bssid\b|\bnetwork\b|\bhotspot\b|\brouter\b|无线|热点|路由器)"
        r"[^\n]{0,60}?(?<![A-Za-z])(?:key|passkey|psk|wpa2?(?: key)?|pass|密钥)(?![A-Za-z])"
        + _SEPARATOR + r"(?P<v>(?![@/:.,;)\]}>?&=])[!-+\--~]{5,64})",
        _I, check="secret_value",
    ),
    # random letters in groups after a credential word (an app password: "应用专用密码 vbnq ertz
    # plkm wyxs"): groups with no vowel are no words
    SecretRule(
        CREDENTIAL_PASSWORD, "应用专用密码 vbnq ertz plkm wyxs",
        _CB + r"(?:" + PASSWORD_WORD + "|" + CODE_WORD + r")(?:" + CONNECTOR + "|" + _SEPARATOR
        + r")(?P<v>(?<![A-Za-z])[A-Za-z]{3,6}(?:[ \t_-][A-Za-z]{3,6}){2,5})(?![A-Za-z0-9])",
        _I, check="letter_groups",
        hint=_WORD_HINT,
    ),
    # a Wi-Fi QR code's text: WIFI:S:<network>;T:WPA;P:<password>;;
    SecretRule(
        CREDENTIAL_PASSWORD, "WIFI:S:Casa-Amaro;T:WPA;P:Lantern#77kite;;",
        r"\bWIFI:(?:[^;\n]{0,64};){0,6}?P:(?P<v>(?:\\.|[^;\\\n]){1,100});",
        _I, check="not_placeholder",
    ),
    # credentials on a command line: "curl -u ann:Pw9!x", "mysql -pS3cret!", "docker login -p …"
    SecretRule(
        CREDENTIAL_PASSWORD, "curl -u j.amaro:ember-Quokka42 https://api.example.org/v1/me",
        r"(?<![\w-])(?:-u|--user)[ =](?P<v>[^\s:@/]+:[^\s@]+)(?=\s|$)",
        check="connection",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "mysql -h 192.0.2.5 -u root -pRivet$Moss8 shop",
        r"(?<![\w-])(?:-p|--password|--passwd|--pass)(?:[ =])?(?P<v>[^\s-]\S*)",
        check="strong_value",
    ),
    # "mm", chat slang for 密码 after a Chinese word: "支付宝的mm是…", "微信 mm：…"
    SecretRule(
        CREDENTIAL_PASSWORD, "微信 mm：Rivet$Moss8",
        r"(?:[\u3400-\u9fff][^\n\u3400-\u9fff]{0,20}?(?<![A-Za-z0-9])mm[ \t]*(?:是|为|:|=)"
        r"|(?<![A-Za-z0-9])mm[ \t]*(?:是|为|:)(?=[^\n]{0,80}?[\u3400-\u9fff]))[ \t]*"
        + _ZH_PW_VALUE,
        _I, check="zh_password",
    ),
    SecretRule(
        CREDENTIAL_API_KEY, "signing key -> h7Gk2Pq9Xz4Lm8Rt1Vw6",
        _CB + r"(?:x-)?" + KEY_WORD
        + r"(?:(?: (?:for|of|to|on) [^\s:=]+(?: [^\s:=]+){0,5}?)?" + CONNECTOR
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
    # the value first, the credential word after it ("hunter2! <- that's my password")
    SecretRule(
        CREDENTIAL_PASSWORD, "Blue$ky2023 <- that's my password",
        r"(?<![A-Za-z0-9_@!#$%^&*+=~\-])" + _STRICT_VALUE + _NOT_A_QUANTITY
        + r"[ \t]*(?:<-+|←|--+|-|—|=|:|\(|,)?[^.!?。！？\n]{0,40}?"
        # (a password said not to be given is none: "Bitwarden（未提供密码）")
        + r"(?<!未提供)(?<!没提供)(?<!不提供)(?<!没有)(?<!not provided)(?<!no )"
        + _CB + r"(?:" + PASSWORD_WORD + "|" + CODE_WORD + r")(?![A-Za-z])",
        _I, check="strong_value",
        hint=_WORD_HINT,
        unless_after=NAME_LABEL,
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "8618 是我的取款密码",
        # (the year and month of a date are no code: "我2024-03-12改过微信的密码")
        r"(?<![A-Za-z0-9_@!#$%^&*+=~\-])(?P<v>(?:[A-Z]-)?\d(?:[\d \t*#-]{2,18})[\d*#])(?![-/.]\d)"
        r"[ \t]*(?:<-+|←|--+|-|—|=|:|是|为|就是"
        # or a pointer back to it: "6619，这是我的支付密码", "8812, that's my PIN"
        r"|is|was|[,，][ \t]*(?:这|那|这个|那个|这就|那就|it|that|this)(?:'s|’s| is| was|是)"
        # or a remark in brackets: "7145 (that's the PIN, same as the garage)",
        # "4471（这是网银密码，跟车库一样）"
        r"|[(（][ \t]*(?:(?:这|那|这个|那个|it|that|this)(?:'s|’s| is| was|是))?)"
        r"[^.!?。！？\n，,]{0,20}?(?:" + PASSWORD_WORD + "|" + CODE_WORD + r")(?![A-Za-z])",
        _I, check="code_value",
        hint=_WORD_HINT,  # its word must be there: digits alone cost it nothing
    ),
    # the word (and what it is for) on one line, its value alone on the next: "pwd for the wifi\n
    # tiger77!", "密 码\nM1lo-the-cat"
    SecretRule(
        CREDENTIAL_PASSWORD, "pasword for the wifi\ntiger77!",
        _CB + r"(?:" + PASSWORD_WORD + r")(?: (?:for|to|of|on) [^\n:=]{1,40}?)?[ \t]*[:：]?[ \t]*\n"
        r"[ \t]*" + _STRICT_VALUE + r"[ \t]*(?:\n|$)",
        _I, check="secret_value",
        hint=_WORD_HINT,
    ),
    # "pass" alone as the word, with its value: "pass: M1lo-the-cat", "the pass is summer@beach88"
    SecretRule(
        CREDENTIAL_PASSWORD, "the pass is summer@beach88",
        _AB + r"(?:(?:the|my|your|our|wifi|wi-fi|login|account|bank) )?pass(?:code)?"
        r"(?: for [^\n:=]{1,40}?)?[ \t]*(?:[:=：]|\bis\b|\bwas\b|\n)[ \t]*" + _STRICT_VALUE,
        _I, check="secret_value",
        hint=r"pass",
    ),
    # a clause between the word and its value ("the password for the router, …, is Hx_42$pq")
    SecretRule(
        CREDENTIAL_PASSWORD, "the password for the router, which I forget, is Hx_42$pq",
        # (not the head of a longer word: "pinned post … is my commission sheet")
        _CB + r"(?:" + PASSWORD_WORD + "|" + CODE_WORD + r")(?![a-rt-z])[^.!?。！？\n]{0,120}?"
        + COPULA
        + r"\s*(?:\.{2,3}|…)?\s*(?=\S{0,63}[^A-Za-z\s])" + _STRICT_VALUE,
        _I, check="secret_value",
        hint=_WORD_HINT,
    ),
    # a door, gate, alarm or one-time "code" with its digits (not a zip, area or error code)
    SecretRule(
        CREDENTIAL_PASSWORD, "the code to get into the building is #577816",
        code_not_after()
        # ("its" as a voice note spells "it's": "the cupboard code its 4471 ok got it")
        + r"\bcodes?\b(?:[^.!?\n]{0,100}?\b(?:is|was|its|it's)\b|\s*[:：]?)\s*"
        r"(?P<v>[#*]?\d[\d \-]{1,10}[\d#*])(?![\d])",
        _I, check="code_value",
        hint=_DIGIT,
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "the safe in the closet opens with 24-23-15",
        LOCK_WORD + r"[^.!?。！？\n]{0,30}?(?:\bopens? with|\bis\b|:|：|是|为|=)\s*"
        r"(?P<v>\d{1,2}(?:[- ]\d{1,2}){2,4})(?![\d])",
        _I, check="code_value",
        hint=_DIGIT,
    ),
    # a lock's dial numbers split by slashes, after a colon or "is" ("Safe combination in the
    # back office: 66/14/90"; "Lock replaced: 12/03/24" is a date, "Winning combination: 3/5/7"
    # a draw's)
    SecretRule(
        CREDENTIAL_PASSWORD, "Safe combination in the back office: 66/14/90",
        r"(?:\b(?:safe|lock|padlock|locker|vault|dial)\b[^.!?\n]{0,12}?\b(?:combination|combo)\b"
        r"|保险柜|保险箱|密码锁|密码箱|转盘)[^.!?。！？\n]{0,40}?(?:\bis\b|:|：|是|为|=)\s*"
        r"(?P<v>\d{1,2}(?:/\d{1,2}){2,4})(?![\d/])",
        _I,
        hint=_DIGIT,
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "保险箱转盘：6619",
        DIAL_WORD + r"[^.!?。！？\n]{0,12}?(?:[:：=]|是|为|\bis\b)[ \t]*(?P<v>\d{4,8})"
        r"(?![\d.,]|[ \t]?(?:mm|cm|km|kg|m|g|%|元|块|次|天|年)(?![A-Za-z]))",
        _I, check="code_value",
        hint=_DIGIT,
    ),
    # the direction first: "右9左24右11", "left to 17, right to 33, left to 5", "R24 L61 R8"
    SecretRule(
        CREDENTIAL_PASSWORD, "保险箱转盘：左转到17，右转到33，再左到5",
        LOCK_WORD + r"[^.!?。！？\n]{0,40}?(?P<v>(?:左|右|\b(?:left|right|c?cw|[lr](?= ?\d)))"
        r"(?:转到|转|到| to)?[ \t]*\d{1,2}(?:[ \t]*[,，、;/]?[ \t]*(?:再|then )?(?:左|右|left|right"
        r"|c?cw|[lr](?= ?\d))(?:转到|转|到| to)?[ \t]*\d{1,2}){2,4})(?![0-9])",
        _I,
        hint=_DIGIT,
    ),
    # a phone's unlock pattern: its dots ("unlock pattern: 1-4-7-8-9", "解锁图案是L形：1-4-7-8-9")
    SecretRule(
        CREDENTIAL_PASSWORD, "手机解锁图案是L形：1-4-7-8-9",
        UNLOCK_PATTERN_WORD + r"[^\n.。!?！？]{0,24}?(?P<v>(?<![\d])[1-9](?:[ \t]*(?:-|→|->|>|,)"
        r"[ \t]*[1-9]){3,8})(?![\d])",
        _I,
        hint=_DIGIT,
    ),
    # digits keyed in between keypad keys: "press ✱, then 2719, then #", "先按#，再输6621，再按#"
    SecretRule(
        CREDENTIAL_PASSWORD, "Back gate keypad: press ✱, then 2719, then #",
        r"[#✱＊*][^\n.。!?！？\d]{0,16}?(?:\b(?:then|enter|type|key in|punch in|dial|press)\b"
        r"|输入?|按|拨)[^\n.。!?！？\d]{0,6}?(?P<v>\d{4,8})(?!\d)[^\n.。!?！？\d]{0,16}?[#✱＊*]",
        _I, check="code_value",
        hint=_DIGIT,
    ),
    # a dial combination ("Safe combination: 28 left, 5 right, 19 left", "保险柜密码：…")
    SecretRule(
        CREDENTIAL_PASSWORD, "Safe combination: 28 left, 5 right, 19 left",
        r"(?:\b(?:safe|lock|padlock|locker|vault|combination|combo|dial)\b|保险柜|保险箱|密码锁|密码)"
        r"[^.!?。！？\n]{0,30}?(?P<v>\d{1,2}[ \t]*(?:left|right|l|r|cw|ccw|左|右)"
        r"(?:[ \t]*[,，;/-]?[ \t]*\d{1,2}[ \t]*(?:left|right|l|r|cw|ccw|左|右)){2,4})"
        r"(?![A-Za-z0-9])",
        _I,
        hint=_DIGIT,
    ),
    # a code said to be the same as another number, and that number: "Garage PIN? Same four
    # digits as my bike lock: 4471", "My login is the same as my locker number 3918"
    SecretRule(
        CREDENTIAL_PASSWORD, "Garage PIN? Same four digits as my bike lock: 4471",
        _CB + r"(?:" + PASSWORD_WORD + "|" + CODE_WORD + r"|login)(?![A-Za-z])[^.!\n]{0,40}?"
        r"\bsame\b[^.!?\n]{0,40}?(?<![\d.,/:-])(?P<v>\d{4,8})(?![\d,:/%-]|\.\d)",
        _I, check="code_value",
        hint=r"same",
    ),
    # a credential word, then a few words, then a value shaped like a made-up password (letters
    # and digits run together, or joined by "-" / "_"): "login (pa55-mango-river)", "The door
    # code I told Lucas yesterday, marmot-8841-Q, still works", "wifi bluefern2031", "Mein
    # Passwort lautet kestrel_19_ruby", and the value first: "kestrel_19_ruby is what I use as
    # my password", "我所有账号都用lvcha5520当登录密码"
    SecretRule(
        CREDENTIAL_PASSWORD, "login (pa55-mango-river)",
        _CB + r"(?:" + PASSWORD_WORD + "|" + CODE_WORD + r"|login|wi-?fi)(?![A-Za-z])"
        # (a name is not a password: "network is called OrangeBox-21", "SSID Cafe-Lumen-5G")
        r"[^.!?。！？\n]{0,40}?(?<![\w@./:'-])" + NOT_AFTER_NAME_LABEL + r"['\"‘“(]?" + _MADE_UP
        + r"(?![\w@/:-]|\.\w)",
        _I, check="made_up_password",
        hint=r"login|wi-?fi|" + _WORD_HINT,
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "kestrel_19_ruby is what I use as my password",
        r"(?<![\w@./:'-])" + NOT_AFTER_NAME_LABEL + _MADE_UP + r"(?![\w@/:-]|\.\w)"
        r"[^.!?。！？\n]{0,40}?" + _CB + r"(?:" + PASSWORD_WORD + "|" + CODE_WORD
        + r")(?![A-Za-z])",
        _I, check="made_up_password",
        hint=_WORD_HINT,
        unless_after=NAME_LABEL,
    ),
    # user:password@host with no scheme: "ssh into root:kestrel_19_ruby@files.example.invalid"
    SecretRule(
        CREDENTIAL_PASSWORD, "ssh into dev:bluefern2031@203.0.113.40",
        # (a record's field before an address is no user: "EMAIL:ann@x.example", "mailto:…")
        r"(?<![\w./:@-])(?!(?i:e-?mail|mail|mailto|email;[^:]*|from|to|cc|bcc|reply-to|sender"
        r"|contact|x-[\w-]+):)(?P<v>[A-Za-z][\w.-]{0,30}:[^\s@:/]{4,64})@(?:[A-Za-z0-9-]+\.)+"
        r"[A-Za-z0-9-]+",
        check="connection",
        hint="@",
    ),
    # a login with a clause before it ("my bank login, in case …, is jdoe with Aa123456@")
    SecretRule(
        CREDENTIAL_PASSWORD, "my bank login, in case I get locked out, is jdoe with Aa123456@",
        r"\blogin\b[^.!?\n]{0,60}?\bis\s+\S{1,40}\s+(?:with|/|and)\s+" + _STRICT_VALUE,
        _I, check="secret_value",
    ),
    # a passphrase of words before its word ("correct-horse-battery-staple -- the passphrase")
    SecretRule(
        CREDENTIAL_PASSWORD, "correct-horse-battery-staple -- that's the passphrase",
        r"(?<![\w-])(?P<v>[A-Za-z]+(?:[-_./][A-Za-z0-9]+){3,7})(?![\w-])[^.!?。！？\n]{0,40}?"
        r"(?:passphrase|pass phrase|口令|密码短语)",
        _I,
    ),
    SecretRule(
        CREDENTIAL_PRIVATE_KEY, "whisper oak … (12 words) that's my metamask seed",
        r"(?<![a-z])(?P<v>(?:\d{1,2}[.)]\s*+)?[a-z]{3,10}+(?:[\s,]++(?:\d{1,2}[.)]\s*+)?"
        r"[a-z]{3,10}+){11,23}+)\s*[^.!?。！？]{0,40}?(?:seed|recovery phrase|secret phrase"
        r"|mnemonic|助记词)",
        _I,
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "the answer to 'name of your first school' is St. Mary's",
        r"\banswer to [\"'“‘][^\"'”’\n]{3,80}[\"'”’] (?:is|was|=|:)\s*(?P<v>[^\n.!?]{2,40})",
        _I, check="not_placeholder",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "backup codes:\nadgq-hurm\ngqk2-lyrl",
        r"(?:(?:backup|recovery|one-time|2fa) codes?|备用(?:验证)?码|恢复码)"
        r"(?:[^\n:：]{0,40}[:：]|[^\n.!?。！？]{0,40}?\b(?:are|is|were|was)\b)?[^A-Za-z0-9]{0,12}"
        r"(?:\d{1,2}[.)][ \t]*)?"
        # hyphenated groups, or digit groups apart or whole ("9921 0047 / 3365 1208", "84620193"),
        # and the codes listed after the first ("… are K2P-7QX and M4R-9TZ", "…和…")
        r"(?P<v>(?:(?>[A-Za-z0-9]{3,5}(?:-[A-Za-z0-9]{3,5}){1,4})(?:(?:,? and |[,，、;&和及与] ?)"
        r"(?=[A-Za-z0-9]{3,5}-))?)++|\d{3,5}(?: \d{3,5}){1,4}|\d{6,10}(?!\d)"
        # (groups of letters and digits apart, each with a digit: "HX4P 2MZT, 904-362")
        r"|(?=[A-Za-z]{0,4}\d)[A-Za-z0-9]{4,5}(?: (?=[A-Za-z]{0,4}\d)[A-Za-z0-9]{4,5}){1,4}"
        r"(?![A-Za-z0-9]))",
        _I,
    ),
    # a token that can only be a password: upper and lower case, digits and a symbol (alone, or a
    # cell of a comma-separated row: "Netflix,ann@x.example,Hunter2!x"; a name that runs into a
    # bracketed date is none, "Li（2023年6月1日）", here or before a credential word)
    SecretRule(
        CREDENTIAL_PASSWORD, "Qw!7zLm#42 is the wifi one",
        r"(?<![!-+\--~])(?P<v>(?![#@])[!-+\--~]{6,64})(?![!-+\--~])" + _NOT_A_QUANTITY,
        check="password_shape",
        hint=_DIGIT,
    ),
    # settings files: DB_PASSWORD=…, "apiKey": "…", password: '…' (not a shell expansion's
    # default or error: "${DB_PASSWORD:?unset}"; nor a key naming something else than the
    # credential, "password_manager: 1Password", "passwordPolicy", "token_limit")
    SecretRule(
        CREDENTIAL_PASSWORD, "DB_PASSWORD=s3cr3tPass99",
        r"(?<![A-Za-z0-9])[A-Za-z0-9_]*(?:password|passwd|pwd|secret|token|api_?key|access_?key"
        r"|private_?key|credentials?)" + _NOT_THE_CREDENTIAL
        + r"[A-Za-z0-9_]*[\"']?\s*(?::=|[:=](?![?+=-]))\s*[\"']?(?P<v>[^\s\"',}]{4,100})",
        _I, check="password",
    ),
    # environment names with a secret segment: export SMTP_PASS="…", REDIS_AUTH=…, and a JSON
    # key of that shape ("bank_pin": "7184")
    SecretRule(
        CREDENTIAL_PASSWORD, 'export SMTP_PASS="nT5$kettle*"',
        r"(?<![A-Za-z0-9_])(?:export[ \t]+|set[ \t]+|setx[ \t]+|\$env:)?"
        r"[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*_(?:pass|auth|key|pin|pw|pat|creds?|secret_key)"
        r"(?![A-Za-z0-9_])[\"']?[ \t]*[:=][ \t]*[\"']?"
        r"(?P<v>[^\s\"',}]{4,200})",
        _I, check="secret_value",
    ),
    # login pairs: "login: ann@x.example / Summer2024!", "用户名 zhangsan 密码 zs@123456"; a
    # URL's path segment ("https://x.example/user/1029384756") is no login, nor a key naming the
    # file a password is read from ("POSTGRES_PASSWORD_FILE=/run/…"), nor a longer word that
    # starts with a label ("accountant, 2019-2024", "roots, 2021-2023": a job or a word, then
    # a year range)
    SecretRule(
        CREDENTIAL_PASSWORD, "login: ann@x.example / Summer2024!",
        r"(?<![/A-Za-z])(?:(?:login|user(?:name)?|account|acct|admin|root)(?![a-z])|用户名|账号|帐号"
        # (登录 is also the verb: only a label when a space or a colon follows it)
        r"|(?:登录|登陆|登入)(?=[ \t:：])"
        rf"|{TICKET_PASS}pass(?![a-z_]*file\b))\s*[:=：]?\s*"
        r"(?:[^\s/|]{1,60}[ \t]*)?(?:/|\||\bwith\b|,|，|密码[:：]?|\n\s*pass(?:word)?\s*[:：=]"
        r"|\r?\n)\s*"
        + _STRICT_VALUE,
        _I, check="secret_value",
    ),
    # a login's two labelled halves, "pass" for a label: "user t.nowak, pass sunflower-Riga-1987",
    # "login mei_l and pw tangerine!!31", "u: admin / p: Cobalt!Fox93", "账号 zw_88，pass …" (a
    # pass alone is a bus's)
    SecretRule(
        CREDENTIAL_PASSWORD, "Login for the mail admin panel: user ann.k, pass correcthorse!!42",
        r"(?<![A-Za-z])(?:user(?:[ _-]?name)?|login|account|acct|id|u(?=[ \t]*[:：=])|账号"
        r"|帐号|用户名|登录名|登录账号)[ \t]*[:=：]?"
        r"[ \t]*[^\s,;/|，；]{1,60}[ \t]*(?:[,;/|，；]|\band\b)?[ \t]*"
        r"(?:pass(?:word|wd|code)?|pwd|pw|p(?=[ \t]*[:：=]))(?![A-Za-z])[ \t]*[:=：]?[ \t]*"
        + _STRICT_VALUE,
        _I, check="secret_value",
        hint=r"pass|pw|p[ \t]*[:：=]",
    ),
    # a login's two labels around a password that is one plain word ("user nurse_jess / pass
    # tabbycat", "the account is mbank.manager and the pass is tabbycat"): the user is a
    # handle (a digit, "_", "." or "@" in it), the word is none prose puts after "pass"
    SecretRule(
        CREDENTIAL_PASSWORD, "user nurse_jess / pass tabbycat",
        r"(?<![A-Za-z])(?:user(?:[ _-]?name)?|login|account|acct)(?:[ \t]+is)?[ \t]*[:=：]?[ \t]*"
        r"(?=[\w.@+-]{0,60}[_.@\d])[A-Za-z0-9][\w.@+-]{1,60}[ \t]*(?:[,;/|，；]|\band\b)[ \t]*"
        r"(?:(?:the|my) )?(?:pass(?:word|wd|code)?|pwd|pw)(?![A-Za-z])[ \t]*(?:is\b|[:=：])?"
        r"[ \t]*(?P<v>[A-Za-z]{5,24})(?![\w@+-])",
        _I, check="plain_password",
        hint=r"pass|pw",
    ),
    # "pw" (or "passwd") and one plain word ending the clause: "network Willow Lane Staff, pw
    # tabbycat"
    SecretRule(
        CREDENTIAL_PASSWORD, "Staff wifi: network Willow Lane Staff, pw tabbycat",
        # (a label, not a thing someone has: "I reset my pw yesterday")
        r"(?<![A-Za-z0-9_])(?<!my )(?<!the )(?<!your )(?<!our )(?<!his )(?<!her )(?<!their )"
        r"(?<!a )(?<!new )(?<!old )(?<!reset )(?<!change )(?<!changed )"
        r"(?:pw|passwd|pswd)(?![A-Za-z0-9_])[ \t]*[:=：-]?[ \t]*"
        r"(?P<v>[A-Za-z]{5,24})(?=[ \t]*(?:$|[\n,.;!)]))",
        _I, check="plain_password",
        hint=r"pw|passwd|pswd",
    ),
    # a system's login written as fields: "收银系统 / zhangxm / anxin#888", "Login -> VetLink |
    # nurse_jess | p4wpr1nt" (a lower-case user, then a value shaped like a secret)
    SecretRule(
        CREDENTIAL_PASSWORD, "收银系统 / zhangxm / anxin#888",
        r"(?:系统|平台|后台|门户|账号|帐号|\blogin\b|\bportal\b|\bsystem\b|\bconsole\b|\bpanel\b)"
        r"[^\n/|]{0,20}?[ \t]*[/|][ \t]*(?:[^\s/|]{1,30}[ \t]*[/|][ \t]*)?"
        # (the value ends the fields: the line, another field or a note in Chinese after it)
        r"(?-i:[a-z0-9][a-z0-9_.@+-]{2,40})[ \t]*[/|][ \t]*(?P<v>[!-.0-{}~]{4,40})"
        r"(?=[ \t]*(?:$|\n|[|/]|[^\x00-\x7f]))",
        _I, check="secret_value",
    ),
    # an authenticator's shared key after its word: "Google Authenticator密钥 AFFB LR7H AMG5
    # G2DZ …", "2FA seed KRSXG5CTMVRXEZLU"
    SecretRule(
        CREDENTIAL_API_KEY, "Google Authenticator key AFFB LR7H AMG5 G2DZ FO6D ZXSB QWCI SD4C",
        # (or any key's word: "Authy key for the team inbox: MFRG GZDF MZTW Q2LK")
        r"(?:authenticator|authy|\b2fa\b|\bmfa\b|\b(?:t|h)?otp\b|two[ -]factor|two-step|2-step"
        r"|\bkeys?\b|\bsecret\b|\bseed\b|密钥|秘钥|二次验证"
        r"|两步验证|二步验证|双重验证|双因素|身份验证器|验证器)[^\n]{0,30}?"
        # (of one case, and not starting at its label: "seed KRSX…" is the label and the key)
        r"(?P<v>(?<![A-Za-z0-9])(?!(?:seed|code|keys?|secret)\b)"
        r"(?-i:[A-Z2-7]{4}(?:[ -]?[A-Z2-7]{4}){3,15}|[a-z2-7]{4}(?:[ -]?[a-z2-7]{4}){3,15}))"
        r"(?![A-Za-z0-9])",
        _I, check="base32_key",
    ),
    # security questions and recovery phrases
    SecretRule(
        CREDENTIAL_PASSWORD, "mother's maiden name: Hernandez",
        SECURITY_WORD + r"[^\n]{0,40}?(?:[:：]|\bis\b|是|设成了?|为)\s*"
        + r"(?:(?:an?|the) )?(?P<v>[^\s,，。.;；!?]{2,40})",
        _I, check="answer",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "For the security question (mother's maiden name) I used Brennan",
        SECURITY_WORD
        + r"[^\n]{0,60}?(?:\bi (?:used|put|chose|picked|entered|gave|wrote|typed|set)(?: down| in)?"
        r"|\banswered(?: with)?|填的是|填了|写的是|用的是|答的是|设的是|填写的是)[ \t]*[\"“'‘]?"
        r"(?P<v>(?-i:[A-Z])[A-Za-z'’-]{1,39}|(?![我你他她它这那])[\u3400-\u9fff]{1,4}(?![\u3400-\u9fff])"
        r"|[^\s,，。.;；!?\"”'’]*\d[^\s,，。.;；!?\"”'’]*)",
        _I, check="answer",
    ),
    SecretRule(
        CREDENTIAL_PRIVATE_KEY, "recovery phrase: whisper umbrella anchor … (12 words)",
        SEED_WORD + r"[^\n:：]{0,30}[:：是]?\s*[\"'“]?(?P<v>" + _ENUM + r"[a-z]{3,10}+"
        r"(?:[\s,]++" + _ENUM + r"[a-z]{3,10}+){11,23}+)",
        _I,
    ),
    # … or a part of one, eight words or more, after a label and its colon ("Backup seed
    # phrase for my Trezor wallet: 1. pond 2. zebra 3. cousin …")
    SecretRule(
        CREDENTIAL_PRIVATE_KEY, "seed phrase for my wallet: 1. pond 2. zebra … (8 words)",
        SEED_WORD + r"[^\n:：]{0,40}[:：]\s*[\"'“]?(?P<v>" + _ENUM + r"[a-z]{3,10}+"
        r"(?:[\s,]++" + _ENUM + r"[a-z]{3,10}+){7,23}+)(?![^\n.!?]{0,3}[a-z])",
        _I,
    ),
    # a seed phrase from the Chinese word list: twelve or more single characters
    SecretRule(
        CREDENTIAL_PRIVATE_KEY, "助记词：霸、凭、摇、晶、罢、乳、铃、焰、粘、湾、卓、琴",
        # (each word a single character: the list ends where prose goes on, "…一，千万别弄丢")
        SEED_WORD + r"[^\n:：]{0,30}[:：是]?\s*(?P<v>(?:\d{1,2}[.、)]\s*+)?[\u4e00-\u9fff]"
        r"(?:[\s,，、]++(?:\d{1,2}[.、)]\s*+)?[\u4e00-\u9fff](?![\u4e00-\u9fff])){11,23}+)",
    ),
)
# fmt: on


SECRET_RULES += TABLE_SECRET_RULES + CONFIG_SECRET_RULES

SECRET_RULES += SENTENCE_SECRET_RULES
