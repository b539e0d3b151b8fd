"""How a message is cut and what opens a clause: the reader's markers, as regexes and word sets.

Sentence terminators and clause splitters, the greetings and discourse markers a statement may
follow ("Hi,", "对了，"), hedges ("I think"), polite requests ("can you…"), what makes a clause a
question, a hypothetical or reported speech, the remember cues ("remember that", "记住") and the
date expressions that make a remembered statement an event. `reading.py` applies them.
"""

from __future__ import annotations

import re

from agents.memory.extraction.explicit.vocab import CJK, A

# --------------------------------------------------------------------------------------------
# Sentences and clauses
# --------------------------------------------------------------------------------------------

SKIP_BLOCKS = re.compile(r"```.*?(?:```|\Z)|`[^`\n]*`|^[ \t]*>[^\n]*", re.S | re.M)
# A long run of blanks is a paragraph break; splitting there also keeps every later regex
# away from quadratic backtracking over huge whitespace runs.
TERM = re.compile(r"[。！？!?；;\n]+|\.+(?=\s|$)|\s{32,}")
ABBREV = frozenset(
    "mr mrs ms dr prof st jr sr vs etc e.g i.e no approx ca mt ft inc ltd co".split()
)

_EN_CLAUSE_START = (
    r"(?:and\s+|but\s+|so\s+|also\s+|plus\s+|though\s+|oh\s+)?"
    rf"(?:i\b|i{A}|im\b|we\b|we{A}|my\b|our\b|please\b|don{A}?t\b|do\s+not\b|never\b|avoid\b|"
    r"no\b|call\s+me\b|remember\b|note\b|remind\b|keep\s+in\s+mind\b|what\b|who\b|where\b|"
    r"when\b|how\b|why\b|which\b|can\s+you\b|could\s+you\b|would\s+you\b|will\s+you\b|"
    r"do\s+you\b|are\s+you\b|is\s+it\b)"
)
CLAUSE_SPLIT = re.compile(
    r"\s*[，；：]\s*"
    rf"|\s*[,;:]\s*(?=[{CJK}]|{_EN_CLAUSE_START})"
    r"|\s+[-–—]+\s+"
    rf"|\s+(?:and|but|so|though|while|whereas|plus)\s+(?=(?:also\s+)?(?:i\b|i{A}|im\b|we\b|my\b))"
    rf"|(?<=[{CJK}])\s+(?=[{CJK}])",
    re.I,
)
BULLET = re.compile(
    r"(?:[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200d]+|[-*•●▪◦–—]+|\d{1,2}[)、]|"
    r"[（(]\d{1,2}[)）])\s*"
)

# What joins a statement to the next one whose subject is elided.
CONNECTOR = re.compile(
    r"[\s,，、;；]*(?:(?:and|but|also|plus|though|however|yet|or)\b|但是|但|不过|而且|并且|同时|然后|"
    r"可是|另外)?[\s,，、;；]*",
    re.I,
)


# --------------------------------------------------------------------------------------------
# What may open a clause: greetings, hedges, polite requests
# --------------------------------------------------------------------------------------------

EN_PREFIX = re.compile(
    r"(?:(?:hi|hello|hey|hiya|yo|greetings|good\s+(?:morning|afternoon|evening|day)|there|"
    r"ok(?:ay)?|so|well|oh|ah|yes|yeah|yep|and|but|also|plus|btw|by\s+the\s+way|actually|"
    r"honestly|frankly|anyway|anyhow|um+|uh+|hmm+|er+|fyi|just\s+so\s+you\s+know|"
    rf"for\s+what\s+it{A}?s\s+worth|one\s+more\s+thing|to\s+be\s+honest|tbh|personally|"
    r"generally|in\s+general|for\s+me|as\s+for\s+me|please|pls|plz|kindly|just|again|sorry|"
    r"thanks|thank\s+you|great|cool|nice|sure|right|alright|all\s+right|now|then|"
    r"first(?:ly)?|second(?:ly)?|finally|lastly|ps)\b[\s,!.:;\-–—]*)*",
    re.I,
)
EN_HEDGE = re.compile(
    rf"(?:i\s+think|i\s+guess|i\s+believe|i\s+suppose|i\s+feel\s+like|i{A}d\s+say)"
    r"(?:\s+that)?[\s,]*",
    re.I,
)
EN_REQUEST = re.compile(
    rf"(?:can|could|would|will|won{A}t)\s+(?:you|u)\s+(?:please\s+|kindly\s+|also\s+|just\s+)*",
    re.I,
)
# The first word of an English statement: the head its rules are indexed under.
EN_HEAD = re.compile(r"[a-z]+", re.I)
# The user is the subject ("I…", "my…"): a remembered clause no rule explains is kept.
EN_USER_SUBJECT = re.compile(rf"(?:i|i{A}m|im|we|we{A}re|my|our)\b", re.I)
ZH_PREFIX = re.compile(
    "(?:(?:你好|您好|嗨|哈喽|哈啰|喂|对了|另外|还有就是|还有|而且|并且|但是|不过|其实|说实话|老实说|"
    "说真的|顺便说一下|顺便说|顺便|哦|噢|嗯+|啊|呃|额|好的|好吧|好|那么|那|然后|所以|总之|反正|此外|"
    "就是说|就是|首先|其次|最后|补充一下|补充|一般来说|平时|个人来说|对我来说|我这边|我们这边|"
    "ok|OK|hi|hello)[\\s，,。.!！:：、~～]*)*"
)
ZH_HEDGE = re.compile("(?:我觉得|我感觉|我认为)[\\s，,]*")
ZH_REQUEST = re.compile("(?:你|您)?(?:能不能|可不可以|能否|可以|能|帮忙)(?:帮我)?")

# Questions, hypotheticals and reported speech are not the user's statements.
EN_QUESTION = re.compile(
    r"(?:what|who|whom|whose|where|when|which|why|how|does|did|am|is|are|was|were|can|could|"
    r"would|will|should|shall|have|has|had|may|might|must|"
    r"do(?!\s+(?:remember|note|keep|not\s+forget|call\s+me|avoid|never))|"
    rf"isn{A}t|aren{A}t|didn{A}t|doesn{A}t|won{A}t|wouldn{A}t|shouldn{A}t|couldn{A}t|"
    rf"don{A}t\s+(?:you|i)\b)\b",
    re.I,
)
EN_HYPO = re.compile(
    rf"(?:if|suppose|supposing|imagine|imagining|assume|assuming|let{A}?s\s+say|let\s+us\s+say|"
    r"say|what\s+if|in\s+case|hypothetically|pretend|pretending|even\s+if|unless|i\s+wish|wish|"
    r"as\s+if|were\s+i|had\s+i|maybe|perhaps|probably|possibly|once|should\s+i)\b",
    re.I,
)
EN_REPORTED = re.compile(
    r"\b(?:said|says|told\s+(?:me|us)|tells\s+(?:me|us)|thinks|thought|believes|claims|claimed|"
    r"mentioned|wrote|writes|asked|asks|replied|according\s+to|quote|quoted)\b"
    r"(?:\s+(?:that|me|us))?\s*[:,]?\s*$",
    re.I,
)
ZH_QUESTION = re.compile(
    "什么|啥|哪|谁|多少|几[个点岁时号月天年位]|怎么|怎样|如何|为什么|为啥|是不是|有没有|对不对|"
    "行不行|好不好|要不要|能不能|可不可以|会不会|是否|吗|(?:呢|么|嘛)\\s*[？?]?\\s*$"
)
ZH_HYPO = re.compile(
    "如果|假如|假设|(?<!主)要是|万一|假使|倘若|若是|即使|就算|哪怕|假装|想象|设想|如若|"
    "可能|也许|或许|好像|似乎|要不是"
)
ZH_EXAMPLE = re.compile("比如|例如|譬如|举个例子")
ZH_END_Q = re.compile("(?:吗|么)\\s*$")
# A tag that asks for agreement does not make a request a question ("remember X, ok?").
TAG_Q = re.compile(
    r"[,，]?\s*(?:ok(?:ay)?|right|alright|all\s+right|got\s+it|好吗|好不好|行吗|行不行|可以吗|"
    r"好嘛|明白吗|知道吗|懂吗|ok吗|OK吗)\s*$",
    re.I,
)
ZH_REPORTED = re.compile(
    "(?:说|道|讲|表示|告诉我|提到|认为|觉得|以为|听说|据说|写道|问我|问)\\s*[：:]?\\s*$"
)


# --------------------------------------------------------------------------------------------
# Remember requests: "remember …", "记住…"
# --------------------------------------------------------------------------------------------

EN_CUE = re.compile(
    rf"(?:(?:i\s+(?:want|need)\s+you\s+to|i(?:{A}d|\s+would)\s+like\s+you\s+to|"
    r"you\s+(?:should|need\s+to|have\s+to|must)|make\s+sure\s+(?:you|to)|do|please|pls|plz|"
    r"also|and|just|kindly)\s+)*"
    r"(?P<cue>remember|memori[sz]e|take\s+note(?:\s+of)?|make\s+a\s+note(?:\s+of)?|note|"
    rf"keep\s+in\s+mind|bear\s+in\s+mind|don{A}?t\s+(?:ever\s+)?forget|do\s+not\s+forget|"
    r"never\s+forget|for\s+(?:the|your)\s+records?|for\s+future\s+reference|save\s+this|"
    r"store\s+this)\b"
    r"(?P<tail>(?:\s*[:：,，\-–—]\s*)?(?:\s*\b(?:that|this|the\s+following)\b)?\s*[:：,，\-–—]?\s*)",
    re.I,
)
EN_CUE_NOT = re.compile(
    r"(?:when|how|what|where|who|why|if|whether|me|us|you|the\s+time|the\s+day|him|her|it)\b",
    re.I,
)
EN_CUE_TO = re.compile(r"to\b\s*", re.I)
ZH_CUE = re.compile(
    "(?:(?:请你|请|麻烦你|麻烦|帮我|你要|你得|你一定要|你必须|你|以后|务必|一定要|一定|千万|也|还有|并且|"
    "另外)\\s*)*"
    "(?P<cue>帮我记住|帮我记|记住|记一下|记下来|记下|记好|记着|牢记|记得|千万别忘了|别忘了|别忘记|"
    "不要忘了|不要忘记|备注一下|备注)"
    "(?P<tail>(?:了|哦|啊|呀|哈|一下|下)?\\s*[：:，,、\\s]*)"
)
ZH_WEAK_CUES = frozenset("记得 千万别忘了 别忘了 别忘记 不要忘了 不要忘记".split())

# A message with none of these (and no rule needle) has no remember request.
CUE_NEEDLES = (
    "remember rememb memori note forget mind record reference save store 记 忘 备注".split()
)
# "remember the following:", "记住以下几点：": the items come on the next lines.
FOLLOWING = re.compile(
    r"(?:(?:these|those|the\s+following|the\s+below|following)(?:\s+[\w-]+){0,2}"
    r"|(?:以下|下面|如下|这几点|这些)[^，,。]{0,6})\s*[:：]?\s*$",
    re.I,
)
# "remember my name": a bare noun states nothing.
BARE_NOUN = re.compile(
    r"(?:(?:my|our|the|this|that)\s+[\w'’-]+|我(?:们)?的[^，。\s]{1,6}|(?:this|that|it))$", re.I
)
EN_THAT = re.compile(r"(?:that|this)\b[\s:,]*", re.I)

# Date and time expressions: a remembered statement that carries one is an event.
EN_DATE = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|"
    r"sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|"
    r"\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\btomorrow\b|\btonight\b|\bnext\s+(?:week|month|year|"
    r"\w+day)\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b",
    re.I,
)
ZH_DATE = re.compile(
    "[今明后]天|今晚|明早|明晚|下(?:个)?(?:周|星期|礼拜|月)|(?:周|星期|礼拜)[一二三四五六日天]|"
    "\\d{1,2}月\\d{1,2}[日号]|[一二三四五六七八九十]+月[一二三四五六七八九十]+[日号]|\\d{1,2}[日号]|"
    "\\d{1,2}点|\\d{4}年"
)
