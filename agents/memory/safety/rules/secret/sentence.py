"""Credential rows for a credential word and its value anywhere in one sentence (zh and en).

The value need not follow its word: "My PIN is my mum's birthday, 0303", "柜员让我设密码，我随手设了
583920", a value spelled out digit by digit or character by character ("spelled out: s-u-n-n-y,
dash, capital O", "密码是：大写K、数字9、井号"). secret/rules.py joins these rows after its own.
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.languages import SINCE_WORDS
from agents.memory.safety.rules.rule import (
    CREDENTIAL_PASSWORD,
    SecretRule,
)
from agents.memory.safety.rules.secret.vocab import (
    CODE_WORD,
    PASSWORD_WORD,
    SECURITY_WORD,
    WORD_START,
)

__all__ = ["SENTENCE_SECRET_RULES"]

_CB = WORD_START

# -- a credential word and its value anywhere in the same sentence (or on the next lines) ------
# "My PIN is my mum's birthday, 0303", "the clerk made me pick a PIN and I went with 3158",
# "交易码265901", "柜员让我设密码，我随手设了583920", "The PIN for the card is\n851\nand then\n913":
# the value need not follow its word: any digit value later in the sentence is told with it.
# Digit values take the forms digits are written in: a run, spaced ("4 4 7 1"), grouped
# ("771-046", "66 19 84"), split halves ("first half 739, second half 287", "前三位204，后三位287"),
# spelled out ("four four seven one").
_SENTENCE_WORD = (
    rf"{WORD_START}(?:{PASSWORD_WORD}|{CODE_WORD}|{SECURITY_WORD}|密保|动态口令|口令牌|交易码"
    r"|交易验证码|取款码|提现码|支付码|安全口令|(?:alarm|door|gate|entry|lock|safe|keypad) code"
    r")(?![A-Za-z])"
)
# Anything but a digit or a sentence's end (a line break is no end: values go on the next line).
_SENTENCE_GAP = r"[^.;!?。；！？\d]{0,60}?"
# A digit value is not a year after "in", "since" …, nor a count, a date part, an amount.
_NOT_A_YEAR = (
    r"(?<!\bin )(?<!\bsince )(?<!\bby )(?<!\buntil )(?<!\bfrom )(?<!\bof )(?<!\bbefore )"
    r"(?<!\bafter )(?<!\bin the )(?<!\bsince the )"
    + "".join(f"(?<!{w} )" for w in SINCE_WORDS)
    # (nor a phone line to call: "忘了密码就打信息科分机6603", "call IT on ext 4471")
    + r"(?<!分机)(?<!分机号)(?<!内线)(?<!热线)(?<!电话)(?<!\bext )(?<!\bext\. )(?<!\bextension )"
)
_NOT_A_COUNT = (
    r"(?![ \t]*(?:[年月日号岁元块角个次天周位楼层米斤克%]|digits?\b|times\b|years?\b|days?\b"
    r"|weeks?\b|months?\b|minutes?\b|mins?\b|hours?\b|hrs?\b|seconds?\b|people\b|km\b|miles?\b"
    r"|am\b|pm\b|kg\b|GBP\b|EUR\b|USD\b|dollars?\b|pounds?\b|euros?\b|steps?\b))"
)
# (digits glued to a name's letters are the name's: "tomh_1990")
_DIGIT_VALUE = (
    r"(?P<v>(?<![\d.,:/$£€¥#-])(?<![A-Za-z]_)"
    r"(?:\d{4,8}(?![\d]|[.,:/-]\d)" + _NOT_A_COUNT + r"|\d(?:[ -]\d){3,7}(?![ -]?\d)"
    r"|\d{3}[ -]\d{3}(?![ -]?\d)|\d{2} \d{2} \d{2}(?! ?\d)"
    r"|\d{3}(?!\d)[^\d.;!?。；！？]{1,20}?(?<![\d.,:/])\d{3}(?![\d]|[.,:/-]\d)"
    + _NOT_A_COUNT
    + r"))"
)
_SPELLED_DIGIT = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|niner)"
# Digits written as Chinese numerals, financial ones too, or mixed with digits ("七三九一〇五",
# "肆柒壹玖零贰", "5五1二0四"): four or more in a row, not a count or a date.
_ZH_NUMERALS = r"[零〇一二两三四五六七八九幺洞拐壹贰叁肆伍陆柒捌玖\d]"
_SENTENCE_ROWS: tuple[SecretRule, ...] = (
    SecretRule(
        CREDENTIAL_PASSWORD,
        "My PIN is my mum's birthday, 0303, so I never forget it.",
        _SENTENCE_WORD + _SENTENCE_GAP + _NOT_A_YEAR + _DIGIT_VALUE,
        re.IGNORECASE,
        hint=r"\d[ -]?\d[ -]?\d",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD,
        "If you write my passcode out in words it's four four seven one.",
        _SENTENCE_WORD
        + r"[^.;!?。；！？\d]{0,60}?(?<![A-Za-z])(?P<v>"
        + _SPELLED_DIGIT
        + r"(?:[\s,-]+(?:"
        + _SPELLED_DIGIT
        + r"|\d)){3,11})(?![A-Za-z])",
        re.IGNORECASE,
        hint=r"zero|one|two|three|four|five|six|seven|eight|nine",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD,
        "保险柜开箱码 零九二七三一",
        _SENTENCE_WORD
        + r"[^.;!?。；！？\d零〇一二两三四五六七八九壹贰叁肆伍陆柒捌玖]{0,20}?(?P<v>(?<!"
        + _ZH_NUMERALS
        + r")(?=\S{0,11}?[零〇一二两三四五六七八九壹贰叁肆伍陆柒捌玖])"
        + _ZH_NUMERALS
        + r"{4,12}(?!"
        + _ZH_NUMERALS
        + r"))"
        + _NOT_A_COUNT
        # (nor a word's 一: "2FA-409一般是…", "一般" is "usually")
        + r"(?![十百千万亿])(?!(?<=一)[般样些直定起致切旦共])",
        re.IGNORECASE,
        hint=r"[零〇一二两三四五六七八九壹贰叁肆伍陆柒捌玖]",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD,
        "The code (9 0 2 6) works for the side gate.",
        r"(?<![A-Za-z])(?:codes?|opens? with|unlocks? with|combination)(?![A-Za-z])"
        + _SENTENCE_GAP
        + r"(?P<v>(?<![\d.,:/])\d(?:[ -]\d){3,7}(?![ -]?\d))",
        re.IGNORECASE,
        hint=r"\d[ -]\d[ -]\d",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD,
        "The password hint is first car plus house number, which makes it Clio42",
        rf"{WORD_START}(?:{PASSWORD_WORD})(?![A-Za-z])[^.;!?\n]{{0,120}}?"
        r"\b(?:makes? it|made it|it's|it is|is|was|became|becomes|works? out (?:to|as)|comes? out"
        r" (?:to|as)|comes? to|ends? up as|turns? into|gives|giving)\s+(?P<v>(?-i:[A-Z]?[a-z]{2,}"
        r"[_.-]?\d{2,}[!@#$%^&*]?))(?![A-Za-z0-9])",
        re.IGNORECASE,
        check="password",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD,
        "My security question is 'the street you grew up on' and the answer is Larkspur Lane",
        r"(?:security question|secret question|security answer|密保|安全问题)"
        r"[^.;!?。；！？\n]{0,80}?"
        r"(?:\banswers?\b\s*(?:is|was|=|:|：)|答案\s*(?:是|为|:|：)?)\s*[\"“'‘「]?"
        # (after an article and a word: "my answer is a red Fiesta")
        r"(?:(?:an?|the|my) (?:(?-i:[a-z])[a-z'’-]{1,20} )?)?"
        r"(?P<v>(?-i:[A-Z])[A-Za-z'’-]{1,39}(?: (?-i:[A-Z0-9])[A-Za-z0-9'’-]{1,39})?"
        r"|(?![我你他她它这那忘不没很也都就还什])[\u3400-\u9fff]{2,6}(?![\u3400-\u9fff])"
        r"|[^\s,，。.;；!?\"”'’]*\d[^\s,，。.;；!?\"”'’]*)",
        re.IGNORECASE,
        check="answer",
    ),
)

# A secret written so that no value pattern sees it: a code in another script's digits ("PIN,
# as on the note: ৮৩০২", "٤٧١٩"), a password spelled out character by character ("spelled
# out: s-u-n-n-y, dash, capital O …", "密码是：大写K、小写x、数字9、井号").
_SPELLED_CHAR = (
    r"(?:capital|upper-?case|lower-?case|small|dash|hyphen|underscore|at sign|at-sign|hash"
    r"|pound sign|dollar sign|exclamation(?: marks?| points?)|question mark|asterisk|ampersand"
    r"|percent sign|full stop|(?:the )?digits?|numbers?)"
)
# fmt: off
_SPELLED_ROWS: tuple[SecretRule, ...] = (
    SecretRule(
        CREDENTIAL_PASSWORD, "PIN for my debit card: ٤٧١٩",
        _CB + r"(?:" + CODE_WORD + "|" + PASSWORD_WORD + r")(?![A-Za-z])[^.!?。！？\n]{0,80}?"
        r"(?P<v>(?<!\d)(?:(?![0-9])\d){4,12})(?!\d)",
        re.IGNORECASE, check="foreign_digit_pin",
        hint=r"pin|code|pass|pw|密码",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "Password for my mail, spelled out: k-i-w-i, dash, capital R, nine",
        _CB + PASSWORD_WORD + r"(?![A-Za-z])[^.!?\n]{0,60}?\b(?:spelled|spelt|spelling it|letter by"
        r" letter|character by character|char by char)(?: out)?\b[ \t]*[:：,-][ \t]*"
        r"(?P<v>(?=[^\n]{0,120}?\b" + _SPELLED_CHAR + r"\b)[^\n]{3,200})",
        re.IGNORECASE | re.ASCII,
        hint=r"spel|letter by|character by|char by",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "我邮箱的密码是：大写M、小写k、数字7、感叹号",
        r"(?:密码|口令|密碼)(?:就|其实|现在)?(?:是|为)[ \t]*[:：]?[ \t]*"
        r"(?P<v>(?=[^。！？\n]{0,40}?(?:(?:大写|小写)(?:字母)?[ \t]?[A-Za-z](?![A-Za-z])"
        r"|数字[ \t]?\d|拼音|井号|感叹号|下划线|星号|艾特|美元符号))[^。！？\n]{2,120})",
        re.IGNORECASE,
        hint=r"密码|口令|密碼",
    ),
)
# fmt: on

SENTENCE_SECRET_RULES: tuple[SecretRule, ...] = _SENTENCE_ROWS + _SPELLED_ROWS
