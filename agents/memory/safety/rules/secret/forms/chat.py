"""Credential rows for codes as people mention them in a chat box (en and zh).

A code in a chatty message is often named in one clause and given in the next: "Can you hang on
to the garage code for me? It's 6042", "a courier asked for the code from my texts, it's
771046". The value follows "it's", "that's" or "which is", in the same sentence or, for the
code of a door, a gate, a keypad or a lock, in the next one; in Chinese, a code named by the
text it came in ("快递小哥要我短信里的码，是771046"); a safe or a lock said to open with its
digits ("the safe in the wardrobe opens with 3908"); a key or a password renewed in one clause
and given in the next as "the new one" ("rotated the billing key; the new one is …"); a one-time
code whose digits carry the sender's letter and a dash, as some services text them ("the
verification code just came in, K-204913"). A zip, area, error, promo, dress or class code is no
secret, nor is a number that says what it counts (`secret/rules.py` holds the rows that name
the value with "is" or a colon;
`tests/unit/safety/authors/twentyfirst_to_thirtieth/test_safety_chat_messages.py` has both).

A credential may also be bound to a name first, as a variable is, and the name given its value
later: "Let K = my door PIN. K is 5830", "my PIN, call it X … X: 4417", "设 Z 为我的银行卡
密码。Z 是 …", "把网银密码记作 N……N=…". The value after the name is judged as one after the
credential word would be
(`tests/unit/safety/authors/twentyfirst_to_thirtieth/test_safety_twentyninth.py` has both).
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import CREDENTIAL_API_KEY, CREDENTIAL_PASSWORD, SecretRule
from agents.memory.safety.rules.secret.vocab import (
    CODE_WORD,
    KEY_WORD,
    LOCK_WORD,
    NOT_SECRET_CODES,
    PASSWORD_WORD,
    WORD_START,
    code_not_after,
)

__all__ = ["CHAT_SECRET_RULES"]

_I = re.IGNORECASE | re.ASCII

# "code" that is not a zip's, an area's, an error's … (secret/rules.py's code row's kinds),
# nor a colour's, a tax's, a voucher's … (said beside other facts in a chatty message).
_CODE = (
    code_not_after(
        NOT_SECRET_CODES + ("colour", "color", "tax", "sort", "post", "voucher", "referral", "gift")
    )
    + r"\bcodes?\b"
)
# What a code opens: a door, a gate, a keypad, a lock, an alarm.
_PLACE_CODE = (
    r"\b(?:garage|door|front door|back door|side door|shed|alarm|keypad|entry|lock|lockbox"
    r"|key ?safe|key ?box|padlock|building|lobby|intercom|gate|locker|safe|storage unit|cabin"
    r"|house|flat|apartment|office|garden gate)(?: door)? (?:code|pin|combo|combination)\b"
)
# The value said as what the code is ("it's 6042", "that's 305 882", "which is 4471").
_ITS = r"\b(?:it'?s|it is|it was|that'?s|that is|which is|which was)\s*[:,-]?\s*"
_VALUE = (
    r"(?P<v>(?<![\d.,:/$£€¥#-])(?:\d{3,8}|\d{3}[ -]\d{3}|\d(?:[ -]\d){3,7}))"
    r"(?![\d]|[.,:/-]\d|[ \t]?(?:[a-z%]|°))"
)

# A credential bound to a name, as a variable is, and the name given its value later.
_CREDENTIAL = rf"{WORD_START}(?:{PASSWORD_WORD}|{CODE_WORD}|{KEY_WORD})(?![A-Za-z])"
# … or any key, named by what it is for ("the billing key"): a secret only once a value follows
# it as the new one.
_CREDENTIAL_OR_KEY = rf"{WORD_START}(?:{PASSWORD_WORD}|{CODE_WORD}|{KEY_WORD}|keys?)(?![A-Za-z])"
_NAME = r"(?P<n>[A-Za-z][A-Za-z0-9_]{0,15})"
# One of two halves of a credential ("the first half", "part two", "前半段", "后半部分").
_HALF = (
    r"(?:first|second|1st|2nd|other|last|remaining|top|bottom) (?:half|part)"
    r"|part (?:one|two|1|2)"
)
_ZH_HALF = r"前半段|前半部分|前一半|前半截|后半段|后半部分|后一半|后半截"
# The name bound to the credential, one binding per row (a group name cannot repeat in one
# regex): "Let K = my door PIN", "my PIN, call it X", "设 Z 为我的银行卡密码", "把我的网银密码
# 记作 N".
_BINDINGS: tuple[tuple[str, str], ...] = (
    (
        "Let K = my door PIN. K is 5830.",
        rf"\b(?:let|set|define|call|name|label|treat)\s+{_NAME}\s*(?:=|:=|be|as|to be|stands?"
        rf" for|means?)\s*(?:my|the|our)\s+(?:[\w-]+\s+){{0,3}}?{_CREDENTIAL}",
    ),
    (
        "my wifi password, call it W. W is Kestrel-77b",
        rf"\b(?:my|the|our)\s+(?:[\w-]+\s+){{0,3}}?{_CREDENTIAL}[^.!?\n]{{0,20}}?\b(?:call(?:ed)?"
        rf"|name[sd]?|label(?:led)?|refer to|known as)(?: it| this| that)?(?: as)?\s*[\"'“‘]?"
        rf"{_NAME}\b",
    ),
    (
        "设 Z 为我的银行卡密码。Z 是 Tulip_5590。",
        rf"(?:设|令|定义|记)\s*{_NAME}\s*(?:=|为|是|代表|表示)\s*我的[^。！？\n]{{0,10}}?{_CREDENTIAL}",
    ),
    (
        "把我的取款密码记作K。K=7742。",
        rf"我的[^。！？\n]{{0,10}}?{_CREDENTIAL}\s*(?:记作|记为|记成|叫做?|叫它|称为|简称|设为|代号)"
        rf"\s*[\"'“‘]?{_NAME}",
    ),
)
# Then the name given its value: "P is m00n_88", "X: 4417", "P 是 …", "K=…".
_NAMED_VALUE = (
    r"[^\n]{0,120}?(?<![A-Za-z0-9_])(?P=n)(?![A-Za-z0-9_])\s*(?:=|:=|:|：|is|was|equals|->|是|为)"
    r"\s*"
    r"(?P<v>[^\s,;，。；、]+)"
)

# A dictated password names its characters: a symbol by its name beside a lone letter or a
# digit said as a word ("pass with two fives w zero r d underscore mila"); "a long one with a
# dash somewhere" names no character of it.
_SPOKEN_SYMBOL = (
    r"(?:underscore|dash|hyphen|at sign|dollar sign|hashtag|hash sign|exclamation (?:mark|point)"
    r"|question mark|asterisk|ampersand|capital [a-z])"
)
_SPOKEN_CHAR = r"(?:(?![ai]\b)[a-z]|zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_SPOKEN_VALUE = (
    rf"(?=[^.!?\n]{{0,60}}?\b{_SPOKEN_SYMBOL}\b)"
    rf"(?=[^.!?\n]{{0,60}}?\b{_SPOKEN_CHAR}\b)"
)
# A security question's own words, then its answer with no "is" between them, under a header
# that names them ("密保问题答案：我母亲的名字王桂芳，我小学的名字红星小学").
_ZH_ASKED_NAME = r"(?:名字|名称|姓名|全名|小名|昵称|叫什么)(?:是|叫|为)?"

# fmt: off
CHAT_SECRET_RULES: tuple[SecretRule, ...] = (
    # a login asked for in a chat log and given in the next turn as "name / password": "[09:33]
    # Felix: what's the login for the AWS console?\n[13:45] Kate: wanglei01 / 886622",
    # "李娜：企业邮箱的密码是多少？\n林老师：pmehta / 886622"
    SecretRule(
        CREDENTIAL_PASSWORD, "Felix: what's the login for the VPN?\nKate: wanglei01 / 886622",
        r"(?:\blog-?in\b|\bpassword\b|\bcredentials\b|\bcreds\b|密码|账号密码|登录信息)[^\n]{0,40}?"
        r"(?:\?|？|是多少|多少)[ \t]*\r?\n[^\n]{0,40}?[:：][ \t]*[\w.@+-]{2,40}[ \t]*[/|][ \t]*"
        r"(?P<v>[^\s/|]{4,64})",
        re.IGNORECASE, check="password",
        hint=r"login|password|credential|creds|密码|登录",
    ),
    # a password dictated with its characters named: "my password is pass with two fives w zero
    # r d underscore mila"
    SecretRule(
        CREDENTIAL_PASSWORD, "my password is blue with a three instead of the e underscore kite",
        WORD_START + PASSWORD_WORD + r"(?![A-Za-z])[^.!?\n]{0,40}?\b(?:is|was)\s+"
        r"(?P<v>" + _SPOKEN_VALUE + r"[^.!?\n]{3,120})",
        _I, check="not_placeholder",
        hint=r"underscore|dash|hyphen|sign|hashtag|mark|point|asterisk|ampersand|capital",
    ),
    # security questions answered under their header, each answer straight after the question's
    # words: "密保问题答案：我母亲的名字王桂芳，我小学的名字红星小学"
    SecretRule(
        CREDENTIAL_PASSWORD, "密保答案：我奶奶的名字李玉兰",
        r"(?:密保|安全问题)(?:问题)?(?:的)?(?:答案)?[ \t]*[:：][^\n]{0,40}?" + _ZH_ASKED_NAME
        + r"[ \t]*(?P<v>(?![我你他她它这那是叫])[\u3400-\u9fff]{2,6})(?=[，,。；;、\s]|$)",
        _I, check="answer",
        hint=r"密保|安全问题",
    ),
    # a code, then its value as what it is, in the same sentence: "the code from my texts,
    # it's 771046"
    SecretRule(
        CREDENTIAL_PASSWORD, "a courier asked for the code from my texts, it's 771046",
        _CODE + r"[^.!?\n\d]{0,80}?" + _ITS + _VALUE,
        _I, check="code_value",
        hint=r"code",
    ),
    # the code of a door, a gate or a lock, then its value in the next sentence: "Can you hang
    # on to the garage code for me? It's 6042"
    SecretRule(
        CREDENTIAL_PASSWORD, "Can you hang on to the garage code for me? It's 6042",
        _PLACE_CODE + r"[^\d\n]{0,80}?" + _ITS + _VALUE,
        _I, check="code_value",
        hint=r"code|pin|combo|combination",
    ),
    # …, in Chinese: a code named by the text it came in, "快递小哥要我短信里的码，是771046"
    SecretRule(
        CREDENTIAL_PASSWORD, "快递小哥要我短信里的码，是771046",
        r"(?:短信|信息|消息|手机)(?:里|上|中)?(?:收到|发来)?的(?:码|数字码|代码|那串数字|数字)"
        r"[^。！？.!?\n\d]{0,12}?(?:是|为|[:：])\s*" + _VALUE,
        _I, check="code_value",
        hint=r"短信|信息|消息|手机",
    ),
    # a safe or a lock said to open with its digits: "the safe in the wardrobe opens with 3908",
    # "保险柜用3908打开"
    SecretRule(
        CREDENTIAL_PASSWORD, "Please remember the safe in the wardrobe opens with 3908",
        LOCK_WORD + r"[^.!?。！？\n\d]{0,30}?(?:\b(?:opens|unlocks|opened|unlocked) (?:with|to|on)"
        r"|用)\s*" + _VALUE + r"(?:打开|开)?",
        _I, check="code_value",
        hint=r"open|unlock|用",
    ),
    # a key or a password renewed in one clause, its new value given in the next: "we rotated the
    # billing key, and the new one is …", "the router password changed; new value: …"
    SecretRule(
        CREDENTIAL_API_KEY, "rotated the signing key last night; the new one is Vq81Zt40Lp2M",
        _CREDENTIAL_OR_KEY + r"[^.!?\n]{0,60}?\b(?:the )?new (?:one|value|key)\b[ \t]*(?:is|was|=|:"
        r"|->)[ \t]*(?P<v>[\"'“]?[A-Za-z0-9/+_\-.=~!@#$%^&*]{10,200}[\"'”]?)",
        _I, check="token",
        hint=r"new (?:one|value|key)",
    ),
    # a one-time code's digits behind the sender's capital letter and a dash, in the clause that
    # names the code: "Verification code from the bank just came in, K-204913", "验证码是G-8830"
    SecretRule(
        CREDENTIAL_PASSWORD, "the verification code from my bank came through: K-204913",
        WORD_START + CODE_WORD + r"(?![A-Za-z])[^.!?。！？\n]{0,60}?(?<![A-Za-z0-9-])(?-i:[A-Z])-"
        r"(?P<v>\d{4,8})(?![\d%-]|[.,:/]\d)",
        _I, check="short_code",
        hint=r"[A-Z]-\d{4}",
    ),
    # a key or a password split in halves, each given apart: "The first half of my API key is
    # 7QXK2MAKIA … the second half is …", "API 密钥前半段是 …，后半段是 …"
    SecretRule(
        CREDENTIAL_API_KEY, "the first half of my API key is 7QXK2MAKIA",
        rf"(?:\b(?:{_HALF}) of (?:my |the |our )?(?:[\w-]+ ){{0,2}}?{_CREDENTIAL}"
        rf"|{_CREDENTIAL}[ \t]*的?(?:{_ZH_HALF})|(?<![A-Za-z])(?:(?:second|other|last|remaining"
        rf"|2nd) (?:half|part)|后半段|后半部分|后一半|后半截))[^.!?。！？\n]{{0,20}}?"
        r"(?:\bis\b|\bwas\b|:|：|是|为)\s*(?P<v>[A-Za-z0-9_+/=-]{8,64})(?![A-Za-z0-9_+/=-])",
        _I, check="secret_value",
        hint=r"half|part|半",
    ),
)
# fmt: on
# a credential bound to a name, then the name given its value: "Let K = my door PIN. K is 5830",
# "设 Z 为我的银行卡密码。Z 是 …"
CHAT_SECRET_RULES += tuple(
    SecretRule(
        CREDENTIAL_PASSWORD,
        example,
        binding + _NAMED_VALUE,
        _I,
        check="secret_value",
        hint=_CREDENTIAL,
    )
    for example, binding in _BINDINGS
)
