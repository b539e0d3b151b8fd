"""Credential rules, one `SecretRule` row per rule (zh and en), and the fragments they share.

API keys (vendor prefixes, AWS key ids, `api_key = …`, "密钥是 …"), bearer and basic
authorization headers, JWTs, PEM and PuTTY private keys, passwords (also as prose, "my password
is hunter2", "密码是 abc123", also with a long clause before the value or the value in
brackets), PINs, dial combinations, recovery codes, security answers, environment lines
(`export SMTP_PASS=…`), URLs with a password and Luhn-valid card numbers. A row whose value
needs judging names its check in `check`; the checks live in redaction.py (`VALUE_CHECKS`). Rows
run on the NFKC text, case kept, so that their spans can be redacted.

A new rule is a new row here, its cheapest literal in `SECRET_HINT` (below the table), and a
case in tests/unit/test_safety.py (`test_redaction_removes_the_secret`) or
tests/data/safety/attacks.jsonl.
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import (
    CARD_NUMBER,
    CREDENTIAL_API_KEY,
    CREDENTIAL_BEARER,
    CREDENTIAL_CONNECTION_STRING,
    CREDENTIAL_JWT,
    CREDENTIAL_PASSWORD,
    CREDENTIAL_PRIVATE_KEY,
    IDENTITY_NUMBER,
    SecretRule,
)
from agents.memory.safety.rules.secret_vocab import (
    ACCOUNT_WORD,
    CODE_WORD,
    CONNECTOR,
    COPULA,
    KEY_WORD,
    LOOSE_PASSWORD,
    PASSWORD_WORD,
    SECURITY_WORD,
    SEED_WORD,
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
    rf"|login password|admin password|root password|{LOOSE_PASSWORD})"
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
    r"(?P<v>[\"“「'][^\"”」'\n]{1,100}[\"”」']|\d(?:[ \t]*[-–][ \t]*\d|[ \t]\d){2,11}(?![\d])"
    r"|\d{2,6}(?:[ -]\d{2,6}){1,3}(?![\d])|(?:(?:zero|one|two|three|four|five|six|seven|eight"
    r"|nine|oh|零|〇|一|幺|二|两|三|四|五|六|七|八|九|壹|贰|貳|叁|參|肆|伍|陆|陸|柒|捌|玖)[\s,-]*)"
    r"{4,12}(?![a-z])"
    r"|(?![@/:.,;)\]}>?&=])[!-+\--~]{3,64})"
)
# A value that must look like a secret by itself (the strict check decides).
_STRICT_VALUE = r"(?P<v>(?![@/:.,;)\]}>?&=])[!-+\--~]{4,64}+)"
# Separators only (no word): "PIN-4417", "密码 886622", "passwordHunter2!".
# Punctuation, arrows, pointing emoji and table bars ("PIN 👉 4417", "| 密码 | 886622 |"), and a
# line break: a label on one line, its value on the next ("密码\nhunter2hunter2").
_SEPARATOR = r"[ \t]*(?:[:=：＝#>→⇒➜➡►▶👉|\-–—]+[ \t]*)?(?:\r?\n[ \t]*)?"
# A credential word is not the tail of another word ("bypass", "spin"); a Chinese one may follow
# a Latin name ("VPN密钥", "WiFi密码").
_CB = r"(?:(?<![A-Za-z0-9_<{\[$%])|(?=[^\x00-\x7f]))"

# Hints (see SecretRule.hint): a credential word, a digit.
_WORD_HINT = PASSWORD_WORD + "|" + CODE_WORD
_DIGIT = r"\d"

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
        _CB + CODE_WORD + r"(?:" + CONNECTOR + "|" + _SEPARATOR + r"|\s*,\s*)" + _ANY_VALUE,
        _I, check="code_value",
        hint=CODE_WORD,
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "the one-time code they texted me is 804217",
        _CB + CODE_WORD + r"[^.!?。！？\n\d:=：]{1,30}?(?:\bis\b|\bwas\b|是|为|:|：|=)\s*"
        + _ANY_VALUE,
        _I, check="code_value",
        hint=CODE_WORD,
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
        hint=_DIGIT,
    ),
    SecretRule(
        CARD_NUMBER, "IBAN GB29 NWBK 6016 1331 9268 19",
        r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![A-Za-z0-9])",
        check="iban",
        hint=_DIGIT,
    ),
    # the value first, the credential word after it ("hunter2! <- that's my password")
    SecretRule(
        CREDENTIAL_PASSWORD, "Blue$ky2023 <- that's my password",
        r"(?<![A-Za-z0-9_@!#$%^&*+=~\-])" + _STRICT_VALUE
        + r"[ \t]*(?:<-+|←|--+|-|—|=|:|\(|,)?[^.!?。！？\n]{0,40}?"
        + _CB + r"(?:" + PASSWORD_WORD + "|" + CODE_WORD + r")(?![A-Za-z])",
        _I, check="strong_value",
        hint=_WORD_HINT,
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "8618 是我的取款密码",
        r"(?<![A-Za-z0-9_@!#$%^&*+=~\-])(?P<v>(?:[A-Z]-)?\d(?:[\d \t*#-]{2,18})[\d*#])"
        r"[ \t]*(?:<-+|←|--+|-|—|=|:|是|为|就是"
        r"|is|was)[^.!?。！？\n，,]{0,20}?(?:" + PASSWORD_WORD + "|" + CODE_WORD + r")(?![A-Za-z])",
        _I, check="code_value",
        hint=_DIGIT,
    ),
    # a clause between the word and its value ("the password for the router, …, is Hx_42$pq")
    SecretRule(
        CREDENTIAL_PASSWORD, "the password for the router, which I forget, is Hx_42$pq",
        _CB + r"(?:" + PASSWORD_WORD + "|" + CODE_WORD + r")[^.!?。！？\n]{0,120}?" + COPULA
        + r"\s*(?:\.{2,3}|…)?\s*(?=\S{0,63}[^A-Za-z\s])" + _STRICT_VALUE,
        _I, check="secret_value",
        hint=_WORD_HINT,
    ),
    # a door, gate, alarm or one-time "code" with its digits (not a zip, area or error code)
    SecretRule(
        CREDENTIAL_PASSWORD, "the code to get into the building is #577816",
        r"(?<!zip )(?<!postal )(?<!area )(?<!country )(?<!error )(?<!status )(?<!promo )"
        r"(?<!discount )(?<!coupon )(?<!tracking )(?<!product )(?<!course )(?<!source )"
        r"(?<!exit )(?<!http )(?<!response )(?<!return )(?<!dress )(?<!qr )(?<!bar )"
        r"\bcodes?\b(?:[^.!?\n]{0,100}?\b(?:is|was)\b|\s*[:：]?)\s*"
        r"(?P<v>[#*]?\d[\d \-]{1,10}[\d#*])(?![\d])",
        _I, check="code_value",
        hint=_DIGIT,
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "the safe in the closet opens with 24-23-15",
        r"\b(?:safe|lock|padlock|locker|vault|combination|combo)\b[^.!?\n]{0,30}?"
        r"\b(?:opens? with|is|:)\s*(?P<v>\d{1,2}(?:[- ]\d{1,2}){2,4})(?![\d])",
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
        r"(?:[^\n:：]{0,40}[:：])?[^A-Za-z0-9]{0,12}(?:\d{1,2}[.)][ \t]*)?"
        r"(?P<v>[A-Za-z0-9]{4,5}-[A-Za-z0-9]{4,5})",
        _I,
    ),
    # a token that can only be a password: upper and lower case, digits and a symbol
    SecretRule(
        CREDENTIAL_PASSWORD, "Qw!7zLm#42 is the wifi one",
        r"(?<![!-~])(?P<v>(?![#@])[!-+\--~]{6,64})(?![!-~])",
        check="password_shape",
        hint=_DIGIT,
    ),
    # settings files: DB_PASSWORD=…, "apiKey": "…", password: '…'
    SecretRule(
        CREDENTIAL_PASSWORD, "DB_PASSWORD=s3cr3tPass99",
        r"(?<![A-Za-z0-9])[A-Za-z0-9_]*(?:password|passwd|pwd|secret|token|api_?key|access_?key"
        r"|private_?key|credentials?)[A-Za-z0-9_]*[\"']?\s*[:=]\s*[\"']?(?P<v>[^\s\"',}]{4,100})",
        _I, check="password",
    ),
    # environment names with a secret segment: export SMTP_PASS="…", REDIS_AUTH=…
    SecretRule(
        CREDENTIAL_PASSWORD, 'export SMTP_PASS="nT5$kettle*"',
        r"(?<![A-Za-z0-9_])(?:export[ \t]+|set[ \t]+|setx[ \t]+|\$env:)?"
        r"[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*_(?:pass|auth|key|pin|pw|pat|creds?|secret_key)"
        r"(?![A-Za-z0-9_])[ \t]*[:=][ \t]*[\"']?"
        r"(?P<v>[^\s\"',}]{4,200})",
        _I, check="secret_value",
    ),
    # login pairs: "login: ann@x.example / Summer2024!", "用户名 zhangsan 密码 zs@123456"
    SecretRule(
        CREDENTIAL_PASSWORD, "login: ann@x.example / Summer2024!",
        r"(?:login|user(?:name)?|account|acct|用户名|账号|帐号|admin|root|pass)\s*[:=：]?\s*"
        r"(?:[^\s/|]{1,60}[ \t]*)?(?:/|\||\bwith\b|,|，|密码[:：]?|\n\s*pass(?:word)?\s*[:：=]"
        r"|\r?\n)\s*"
        + _STRICT_VALUE,
        _I, check="secret_value",
    ),
    # security questions and recovery phrases
    SecretRule(
        CREDENTIAL_PASSWORD, "mother's maiden name: Hernandez",
        SECURITY_WORD
        + r"[^\n]{0,40}?(?:[:：]|\bis\b|是|设成了?|为)\s*(?P<v>[^\s,，。.;；!?]{2,40})",
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
        SEED_WORD + r"[^\n:：]{0,30}[:：是]?\s*(?P<v>(?:\d{1,2}[.)]\s*+)?[a-z]{3,10}+"
        r"(?:[\s,]++(?:\d{1,2}[.)]\s*+)?[a-z]{3,10}+){11,23}+)",
        _I,
    ),
    # identity numbers: SSN, Chinese resident id, passport
    SecretRule(
        IDENTITY_NUMBER, "SSN 430-34-2282",
        r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])",
        hint=_DIGIT,
    ),
    SecretRule(
        IDENTITY_NUMBER, "SSN 402 87 9902",
        r"(?:ssn|social security(?: number)?|social)\D{0,20}?(?P<v>\d{3} \d{2} \d{4})(?!\d)",
        _I,
        hint=_DIGIT,
    ),
    SecretRule(
        IDENTITY_NUMBER, "身份证号 11010519491231002X",
        r"(?<![\dA-Za-z])[1-9]\d{16}[\dXx](?![\dA-Za-z])",
        hint=_DIGIT,
    ),
    SecretRule(
        IDENTITY_NUMBER, "National Insurance number QQ 12 34 56 C",
        r"(?<![A-Za-z])[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![A-Za-z0-9])",
        hint=r"national insurance|\bni\b|\bnino\b|国民保险",
    ),
    SecretRule(
        IDENTITY_NUMBER, "passport number A53567580",
        r"(?:passport|护照)(?: number| no\.?| #|号码?)?\s*[:：]?\s*(?P<v>[A-Z]{0,2}\d{6,9})",
        _I,
        hint=_DIGIT,
    ),
    SecretRule(
        CARD_NUMBER, "wallet bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
        r"(?<![A-Za-z0-9])(?:bc1[ac-hj-np-z02-9]{25,60}|0x[a-fA-F0-9]{40})(?![A-Za-z0-9])",
    ),
    SecretRule(
        CARD_NUMBER, "card 6222 0212 3456 7890 123 (any checksum)",
        r"(?<![A-Za-z0-9_+.,])(?:\d{13,19}|\d{4}(?:[ .-]\d{4}){2}[ .-]\d{1,7}"
        r"|\d{4}[ -]\d{6}[ -]\d{4,5})(?![A-Za-z0-9_])",
        hint=_DIGIT,
    ),
    SecretRule(
        CARD_NUMBER, "pay with 4111-1111-1111-1111 tomorrow",
        r"(?<![A-Za-z0-9_+])(?:\d[ -]?){12,18}\d(?![A-Za-z0-9_])",
        check="card",
        hint=_DIGIT,
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
    r"|adgangs|account|answer|bc1|0x|combo|keypad|maiden|security|secret|seed|recovery|mnemonic"
    r"|助记|密保|护照|passport|门禁|login|user|\d{3}-\d{2}-\d{4}|\d{17}|contraseña|hasło"
    r"|combination|ssn|social|insurance|\bni\b|senha|şifre|\d[ -]\d[ -]\d|code|safe|lock"
    r"|phrase|口令"
    r"|[!$%^&*#@?~+=][^\s]{0,30}\d|\d[^\s]{0,30}[!$%^&*#@?~+=]|\d\s*(?:(?:left|right|l|r|cw)\b|左|右)"
    r"|_auth|_pat\b|_cred|dop_|shp|eaa|key-|glsa|glc_|sk[0-9a-f]{8}|atatt|lin_api|figd|whsec"
    r"|sntrys|dapi|sq0|xapp",
    _I,
)
