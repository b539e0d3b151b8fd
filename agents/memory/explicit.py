"""Explicit memory extraction: what a user asks to remember, or states in an explicit pattern.

The `explicit_only` write mode (DESIGN 4.2, seed 002: "只记录明确要求记住的内容，不运行后台 LLM
蒸馏") records what the user asked to be remembered, without a model call; seed 004 adds the
explicit sentence patterns it trusts ("更喜欢地铁附近" → preference, "不考虑顶楼" → constraint,
names). This module is that extractor, in Chinese and English: pure, deterministic, no I/O.

    extract_explicit("记住，我不考虑顶楼")
    → [ExplicitFact(category="constraint", key="preference:顶楼", content="用户不考虑顶楼",
                    value="顶楼", source_text="记住，我不考虑顶楼", confidence=1.0,
                    explicit_request=True)]

How a message is read:

- it is cut into sentences (。！？!?；; newline, a '.' that ends a sentence) and each sentence
  into clauses (Chinese commas; in English a comma or "and"/"but" only where a new statement
  starts: "I'm Sam and I live in Berlin");
- a clause counts only when the statement *starts* it, after greetings and discourse markers
  ("Hi,", "对了，", "btw"): the subject is the user ("I", "we", "my", "我", "我们") or the clause
  is an instruction ("call me…", "不要…", "never…"). So "my friend likes trains", "他叫张三",
  "He said I like trains" and quoted text yield nothing;
- questions ("do I like trains?", "我喜欢什么？", "what is my name"), hypotheticals ("if I were
  vegetarian", "如果我住在上海") and what follows a reporting verb ("she said:") yield nothing;
  polite requests ("can you remember that…", "你能记住…吗") are not questions;
- "remember …" / "记住…" / "note that …" / "别忘了…" make the rest of the sentence a request: its
  clauses are read with the patterns (confidence 1.0, `explicit_request=True`); what no pattern
  explains is kept as a "fact" (or an "event" when it carries a date), rewritten in the third
  person;
- negation flips the category: "I like X" is a preference, "I don't like X" a constraint, and
  both get the same key (`preference:<slug of X>`), so the newer statement supersedes the older
  one in a store that keys on it. Single-valued profile fields have fixed keys
  (`profile:name`, `profile:location`, …); allergies and free facts have no key (multi-valued).

Every `content` is produced by a fixed template from the matched text, so extracting the same
message twice gives equal facts, in the same order, and a store can dedupe on (key or content).

Deliberately not covered (left to `auto` extraction): lowercase-only self-introductions
("i'm sam"), statements without a first-person subject or cue ("vegetarian here"), past or
changed states ("I no longer eat meat", "我以前喜欢"), English bare imperatives that may be
one-off ("don't use recursion", "no pets": kept only inside a remember request or with a
standing marker such as "please", "ever", "from now on"), and anything needing a gazetteer
beyond the short list below ("我在X" counts only for known places or names ending in 市/省/区…).
"I'm from X" is a hometown (`profile:hometown`), kept apart from where the user lives.
Credentials and injections are not this module's business: the safety gate sees every write.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

__all__ = ["CATEGORIES", "ExplicitFact", "extract_explicit"]

CATEGORIES: tuple[str, ...] = ("profile", "preference", "constraint", "fact", "todo", "event")

CONF_REQUEST = 1.0  # the user asked to remember it
CONF_PATTERN = 0.9  # an explicit first-person pattern
CONF_HEDGED = 0.8  # the same, hedged ("I think I prefer…", "我觉得我更喜欢…")

MAX_SCAN_CHARS = 20_000  # a longer message is read up to here (pasted documents are not facts)
MAX_VALUE_CHARS = 160  # a pattern value longer than this is a run-on, not a fact
MAX_REQUEST_CHARS = 500  # the longest "remember …" content kept verbatim
MAX_CLAUSE_CHARS = 600  # a clause is read up to here: explicit statements are short
MAX_CONTINUATIONS = 8  # elided-subject statements chained onto one clause


@dataclass(frozen=True)
class ExplicitFact:
    """One explicit fact found in a user message."""

    category: str  # one of CATEGORIES
    key: str | None  # stable key of a single-valued fact ("profile:name"); None if multi-valued
    content: str  # normalized third-person statement ("The user's name is Sam", "用户不考虑顶楼")
    value: str  # the extracted value ("Sam", "顶楼")
    source_text: str  # the exact span of the message it came from
    confidence: float  # 1.0 for remember requests, 0.9 for patterns, 0.8 hedged
    explicit_request: bool  # the user asked to remember it


# --------------------------------------------------------------------------------------------
# Shared vocabulary
# --------------------------------------------------------------------------------------------

_A = "['’]"  # ASCII or typographic apostrophe
_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CJK_RX = re.compile(f"[{_CJK}]")

_EN_ADV = (
    r"(?:really|also|just|actually|definitely|absolutely|totally|generally|usually|normally|"
    r"typically|still|personally|honestly|truly|kind\s+of|kinda|sort\s+of|much|do|always|"
    r"simply|strongly|certainly|mostly|especially|particularly|very\s+much|quite|now|already|"
    r"only|currently|both|all|even|genuinely|seriously)"
)
_ZH_ADV = (
    "(?:也|还是|还|都|很|非常|比较|特别|挺|真的|真|一直|向来|从来|平时|一般|通常|其实|本人|确实|"
    "实在|绝对|完全|就|只|更加|蛮|超级|超|十分|相当|目前|现在|已经|平常|基本上|基本|主要|本来|一向|"
    "始终|总是)*"
)

# Subject placeholders in rule patterns: the full form (the statement starts with its subject)
# and the continuation form (subject elided after a first statement: "…, and allergic to nuts",
# "…，也喜欢靠近地铁").
_SUBJECTS_FULL = {
    "{IHAVE}": rf"(?:i|we)(?:\s+{_EN_ADV})*(?:\s+have(?:\s+got)?|{_A}ve\s+got|{_A}ve)\s+",
    "{BES}": rf"(?:i{_A}m|i\s+am|im)(?:\s+{_EN_ADV})*\s+",
    "{BE}": rf"(?:i{_A}m|i\s+am|im|we{_A}re|we\s+are)(?:\s+{_EN_ADV})*\s+",
    "{ID}": rf"(?:i{_A}d|i\s+would|we{_A}d|we\s+would)(?:\s+{_EN_ADV})*\s+",
    "{IS}": rf"i(?:\s+{_EN_ADV})*\s+",
    "{I}": rf"(?:i|we)(?:\s+{_EN_ADV})*\s+",
    "{ZI}": f"我{_ZH_ADV}",
    "{Z}": f"(?:我们|咱们|我){_ZH_ADV}",
}
_SUBJECTS_CONT = {
    "{IHAVE}": rf"(?:(?:i|we)\s+)?(?:{_EN_ADV}\s+)*(?:have(?:\s+got)?|{_A}ve\s+got)\s+",
    "{BES}": rf"(?:(?:i{_A}m|i\s+am|im|am)\s+)?(?:{_EN_ADV}\s+)*",
    "{BE}": rf"(?:(?:i{_A}m|i\s+am|im|we{_A}re|we\s+are|am|are)\s+)?(?:{_EN_ADV}\s+)*",
    "{ID}": rf"(?:(?:i{_A}d|i\s+would|we{_A}d|we\s+would|would)\s+)(?:{_EN_ADV}\s+)*",
    "{IS}": rf"(?:i\s+)?(?:{_EN_ADV}\s+)*",
    "{I}": rf"(?:(?:i|we)\s+)?(?:{_EN_ADV}\s+)*",
    "{ZI}": f"(?:我)?{_ZH_ADV}",
    "{Z}": f"(?:我们|咱们|我)?{_ZH_ADV}",
}

_EN_LANG = (
    r"(?:English|Chinese|Mandarin|Cantonese|Spanish|French|German|Japanese|Korean|Italian|"
    r"Portuguese|Russian|Arabic|Hindi|Dutch|Swedish|Norwegian|Danish|Finnish|Polish|Turkish|"
    r"Vietnamese|Thai|Indonesian|Malay|Hebrew|Greek|Czech|Ukrainian|Persian|Farsi|Urdu|Bengali|"
    r"Tagalog|Swahili|Hungarian|Romanian)"
)
_EN_LANGS = rf"{_EN_LANG}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*/\s*){_EN_LANG})*"
_ZH_LANG = (
    "(?:简体中文|繁体中文|中文|汉语|普通话|国语|粤语|广东话|英语|英文|日语|日文|韩语|韩文|法语|法文|"
    "德语|德文|西班牙语|俄语|意大利语|葡萄牙语|阿拉伯语|泰语|越南语|印尼语|马来语|上海话|四川话|"
    "闽南语|客家话|潮汕话|东北话|繁体|简体)"
)
_ZH_LANGS = f"{_ZH_LANG}(?:\\s*[和、与及跟/]\\s*{_ZH_LANG})*"

_EN_TZ = (
    r"(?:(?:UTC|GMT)\s*[+\-−]\s*\d{1,2}(?::?\d{2})?|UTC|GMT|(?-i:[A-Z]{2,4}T)|"
    r"(?-i:[A-Z][a-z]+/[A-Z][A-Za-z_]+(?:/[A-Z][A-Za-z_]+)?)|"
    r"(?:pacific|eastern|central|mountain|atlantic|alaska|hawaii)"
    r"(?:\s+(?:standard|daylight))?(?:\s+time)?|CET|CEST|EET|EEST|WET|IST|JST|KST|SGT|AEST|AEDT|"
    r"HKT|CST)"
)
_ZH_TZ = (
    r"(?:东[一二三四五六七八九十]{1,2}区|西[一二三四五六七八九十]{1,2}区|"
    r"(?:UTC|GMT)\s*[+\-−]\s*\d{1,2}(?::?\d{2})?|北京时间|东京时间|美(?:国)?东(?:部)?时间|"
    r"美(?:国)?西(?:部)?时间|美(?:国)?中(?:部)?时间)"
)

_EN_DIET = (
    r"(?:vegetarian|vegan|pescatarian|pescetarian|lacto[- ]ovo[- ]vegetarian|lacto[- ]vegetarian|"
    r"ovo[- ]vegetarian|flexitarian|plant[- ]based|teetotal(?:l?er)?)"
)
_EN_OCC = (
    r"(?:engineer|developer|programmer|designer|teacher|doctor|nurse|lawyer|accountant|manager|"
    r"student|consultant|analyst|scientist|researcher|architect|writer|journalist|artist|"
    r"photographer|chef|pilot|pharmacist|dentist|professor|entrepreneur|founder|ceo|cto|cfo|"
    r"freelancer|translator|editor|salesperson|realtor|agent|therapist|psychologist|surgeon|"
    r"physician|mechanic|electrician|plumber|farmer|retiree|musician|student|intern|officer|"
    r"veterinarian|vet|paramedic|firefighter|soldier|librarian|economist|banker|trader)"
)
_ZH_OCC = (
    "(?:工程师|程序员|设计师|医生|医师|护士|律师|老师|教师|会计|司机|经理|总监|主管|老板|学生|研究生|"
    "博士生|博士|大学生|研究员|销售|厨师|记者|作家|画家|演员|歌手|警察|军人|公务员|自由职业者|"
    "创业者|运营|分析师|科学家|教授|药剂师|建筑师|摄影师|翻译|编辑|店主|农民|工人|程序猿|码农|宝妈)"
)

# English value shapes.
_NAME_TOK = r"[^\W\d_][\w'’.\-]*"
_NAME_FREE = rf"{_NAME_TOK}(?:\s+{_NAME_TOK}){{0,3}}"
_NAME_END = (
    r"(?=\s*$|\s*[,.!?;:)]|\s+(?:and|but|please|from|here|instead|thanks|thank|btw|by|if|for|"
    r"now|though|too|speaking|again|nice|-|–|—)\b)"
)
_NAME_CAP = (
    r"(?:(?-i:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?(?-i:[A-Z])[\w'’\-]*(?:\s+(?-i:[A-Z])[\w'’\-]*){0,2}"
)
# A place stops before when/with whom ("Lisbon last year", "Berlin with my wife").
_PLACE_CUT = re.compile(
    r"\s+(?:last|this|next|since|ago|recently|yesterday|now|currently|with|for|near|in\s+\d|"
    r"a\s+(?:few|couple)|\d+\s+(?:years?|months?|weeks?|days?))\b",
    re.I,
)
_PLACE = r"(?:the\s+)?[^\W\d_][\w'’.\-]*(?:\s+[\w'’.\-]+){0,5}"

# Chinese value shapes.
_ZH_NAME = (
    f"(?:[{_CJK}·•]{{1,6}}?|[A-Za-z][A-Za-z'’.\\-]*(?:\\s[A-Za-z][A-Za-z'’.\\-]*){{0,2}})"
    "(?=$|[\\s，,。.！!？?；;、~～…]|今年|来自|住|现在|目前|家住|啊|呀|哈|哦|呢|吧|啦|嘛)"
)
_ZH_PLACE = (
    f"[{_CJK}A-Za-z·]{{1,15}}?"
    "(?=$|[\\s，,。.！!？?；;、~～…]|附近|这边|那边|一带|工作|上班|生活|定居|读书|上学|发展|住|的|了|"
    "来的|过来|啊|呀|哦|呢|吧|啦)"
)
_ZH_PLACE_STRICT = (
    f"[{_CJK}A-Za-z·]{{2,15}}?"
    "(?=$|[\\s，,。.！!？?；;、~～…]|工作|上班|生活|定居|读书|上学|发展|住|了|啊|呀|哦|呢|吧|啦)"
)
_ZH_TIME = (
    "(?:[今明后]天|大后天|今晚|明早|明晚|今早|下午|上午|晚上|早上|中午|傍晚|下(?:个)?(?:周|星期|礼拜)"
    "[一二三四五六日天]?|(?:周|星期|礼拜)[一二三四五六日天]|\\d{1,2}[点:：]\\d{0,2}分?|"
    "[一二三四五六七八九十]{1,3}点(?:半|钟)?|到时候?|届时|回头|待会儿?|一会儿?)+"
)
_ZH_NUM = (
    "[0-9０-９一二三四五六七八九十百千万亿两.,，]+\\s*"
    "(?:万元|万|千|百|亿|元|块钱|块|美元|美金|欧元|k|K|w|W)*"
)

_ZH_GAZETTEER = frozenset(
    (
        "北京 上海 天津 重庆 广州 深圳 杭州 南京 苏州 成都 武汉 西安 长沙 "
        "郑州 青岛 厦门 宁波 无锡 合肥 福州 济南 大连 沈阳 哈尔滨 长春 昆明 "
        "南宁 贵阳 南昌 太原 石家庄 兰州 海口 三亚 珠海 东莞 佛山 香港 澳门 "
        "台北 台湾 新加坡 东京 大阪 首尔 纽约 伦敦 巴黎 柏林 悉尼 墨尔本 "
        "洛杉矶 旧金山 硅谷 多伦多 温哥华 浦东 浦西 海淀 南山 福田 徐汇 静安 "
        "闵行 西湖 滨江 天河 越秀 番禺 朝阳 东城 西城 日本 韩国 美国 英国 "
        "德国 法国 加拿大 澳洲 澳大利亚 国内 国外 海外 "
    ).split()
)
_ZH_PLACE_SUFFIX = tuple("市省区县镇乡村州国岛")
_ZH_NOT_PLACE = frozenset(
    "小区 社区 园区 景区 市区 郊区 山区 校区 厂区 城区 片区 这个区 那个区".split()
)


# --------------------------------------------------------------------------------------------
# Sentence and clause structure
# --------------------------------------------------------------------------------------------

_SKIP_BLOCKS = re.compile(r"```.*?(?:```|\Z)|`[^`\n]*`|^[ \t]*>[^\n]*", re.S | re.M)
# A long run of blanks is a paragraph break; splitting there also keeps every later regex
# away from quadratic backtracking over huge whitespace runs.
_TERM = re.compile(r"[。！？!?；;\n]+|\.+(?=\s|$)|\s{32,}")
_ABBREV = frozenset(
    "mr mrs ms dr prof st jr sr vs etc e.g i.e no approx ca mt ft inc ltd co".split()
)

_EN_CLAUSE_START = (
    r"(?:and\s+|but\s+|so\s+|also\s+|plus\s+|though\s+|oh\s+)?"
    rf"(?:i\b|i{_A}|im\b|we\b|we{_A}|my\b|our\b|please\b|don{_A}?t\b|do\s+not\b|never\b|avoid\b|"
    r"no\b|call\s+me\b|remember\b|note\b|remind\b|keep\s+in\s+mind\b|what\b|who\b|where\b|"
    r"when\b|how\b|why\b|which\b|can\s+you\b|could\s+you\b|would\s+you\b|will\s+you\b|"
    r"do\s+you\b|are\s+you\b|is\s+it\b)"
)
_CLAUSE_SPLIT = re.compile(
    r"\s*[，；：]\s*"
    rf"|\s*[,;:]\s*(?=[{_CJK}]|{_EN_CLAUSE_START})"
    r"|\s+[-–—]+\s+"
    rf"|\s+(?:and|but|so|though|while|whereas|plus)\s+(?=(?:also\s+)?(?:i\b|i{_A}|im\b|we\b|my\b))"
    rf"|(?<=[{_CJK}])\s+(?=[{_CJK}])",
    re.I,
)
_BULLET = re.compile(
    r"(?:[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200d]+|[-*•●▪◦–—]+|\d{1,2}[)、]|"
    r"[（(]\d{1,2}[)）])\s*"
)
_EDGE_PUNCT = " \t\r\n,.;:!?，。；：！？、~～…"

_EN_PREFIX = re.compile(
    r"(?:(?:hi|hello|hey|hiya|yo|greetings|good\s+(?:morning|afternoon|evening|day)|there|"
    r"ok(?:ay)?|so|well|oh|ah|yes|yeah|yep|and|but|also|plus|btw|by\s+the\s+way|actually|"
    r"honestly|frankly|anyway|anyhow|um+|uh+|hmm+|er+|fyi|just\s+so\s+you\s+know|"
    rf"for\s+what\s+it{_A}?s\s+worth|one\s+more\s+thing|to\s+be\s+honest|tbh|personally|"
    r"generally|in\s+general|for\s+me|as\s+for\s+me|please|pls|plz|kindly|just|again|sorry|"
    r"thanks|thank\s+you|great|cool|nice|sure|right|alright|all\s+right|now|then|"
    r"first(?:ly)?|second(?:ly)?|finally|lastly|ps)\b[\s,!.:;\-–—]*)*",
    re.I,
)
_EN_HEDGE = re.compile(
    rf"(?:i\s+think|i\s+guess|i\s+believe|i\s+suppose|i\s+feel\s+like|i{_A}d\s+say)"
    r"(?:\s+that)?[\s,]*",
    re.I,
)
_EN_REQUEST = re.compile(
    rf"(?:can|could|would|will|won{_A}t)\s+(?:you|u)\s+(?:please\s+|kindly\s+|also\s+|just\s+)*",
    re.I,
)
_EN_QUESTION = re.compile(
    r"(?:what|who|whom|whose|where|when|which|why|how|does|did|am|is|are|was|were|can|could|"
    r"would|will|should|shall|have|has|had|may|might|must|"
    r"do(?!\s+(?:remember|note|keep|not\s+forget|call\s+me|avoid|never))|"
    rf"isn{_A}t|aren{_A}t|didn{_A}t|doesn{_A}t|won{_A}t|wouldn{_A}t|shouldn{_A}t|couldn{_A}t|"
    rf"don{_A}t\s+(?:you|i)\b)\b",
    re.I,
)
_EN_HYPO = re.compile(
    rf"(?:if|suppose|supposing|imagine|imagining|assume|assuming|let{_A}?s\s+say|let\s+us\s+say|"
    r"say|what\s+if|in\s+case|hypothetically|pretend|pretending|even\s+if|unless|i\s+wish|wish|"
    r"as\s+if|were\s+i|had\s+i|maybe|perhaps|probably|possibly|once|should\s+i)\b",
    re.I,
)
_EN_REPORTED = re.compile(
    r"\b(?:said|says|told\s+(?:me|us)|tells\s+(?:me|us)|thinks|thought|believes|claims|claimed|"
    r"mentioned|wrote|writes|asked|asks|replied|according\s+to|quote|quoted)\b"
    r"(?:\s+(?:that|me|us))?\s*[:,]?\s*$",
    re.I,
)
_EN_HEAD = re.compile(r"[a-z]+", re.I)
_EN_USER_SUBJECT = re.compile(rf"(?:i|i{_A}m|im|we|we{_A}re|my|our)\b", re.I)

_ZH_PREFIX = re.compile(
    "(?:(?:你好|您好|嗨|哈喽|哈啰|喂|对了|另外|还有就是|还有|而且|并且|但是|不过|其实|说实话|老实说|"
    "说真的|顺便说一下|顺便说|顺便|哦|噢|嗯+|啊|呃|额|好的|好吧|好|那么|那|然后|所以|总之|反正|此外|"
    "就是说|就是|首先|其次|最后|补充一下|补充|一般来说|平时|个人来说|对我来说|我这边|我们这边|"
    "ok|OK|hi|hello)[\\s，,。.!！:：、~～]*)*"
)
_ZH_HEDGE = re.compile("(?:我觉得|我感觉|我认为)[\\s，,]*")
_ZH_REQUEST = re.compile("(?:你|您)?(?:能不能|可不可以|能否|可以|能|帮忙)(?:帮我)?")
_ZH_QUESTION = re.compile(
    "什么|啥|哪|谁|多少|几[个点岁时号月天年位]|怎么|怎样|如何|为什么|为啥|是不是|有没有|对不对|"
    "行不行|好不好|要不要|能不能|可不可以|会不会|是否|吗|(?:呢|么|嘛)\\s*[？?]?\\s*$"
)
_ZH_HYPO = re.compile(
    "如果|假如|假设|(?<!主)要是|万一|假使|倘若|若是|即使|就算|哪怕|假装|想象|设想|如若|"
    "可能|也许|或许|好像|似乎|要不是"
)
_ZH_EXAMPLE = re.compile("比如|例如|譬如|举个例子")
_ZH_END_Q = re.compile("(?:吗|么)\\s*$")
# A tag that asks for agreement does not make a request a question ("remember X, ok?").
_TAG_Q = re.compile(
    r"[,，]?\s*(?:ok(?:ay)?|right|alright|all\s+right|got\s+it|好吗|好不好|行吗|行不行|可以吗|"
    r"好嘛|明白吗|知道吗|懂吗|ok吗|OK吗)\s*$",
    re.I,
)
_ZH_REPORTED = re.compile(
    "(?:说|道|讲|表示|告诉我|提到|认为|觉得|以为|听说|据说|写道|问我|问)\\s*[：:]?\\s*$"
)

_EN_CUE = re.compile(
    rf"(?:(?:i\s+(?:want|need)\s+you\s+to|i(?:{_A}d|\s+would)\s+like\s+you\s+to|"
    r"you\s+(?:should|need\s+to|have\s+to|must)|make\s+sure\s+(?:you|to)|do|please|pls|plz|"
    r"also|and|just|kindly)\s+)*"
    r"(?P<cue>remember|memori[sz]e|take\s+note(?:\s+of)?|make\s+a\s+note(?:\s+of)?|note|"
    rf"keep\s+in\s+mind|bear\s+in\s+mind|don{_A}?t\s+(?:ever\s+)?forget|do\s+not\s+forget|"
    r"never\s+forget|for\s+(?:the|your)\s+records?|for\s+future\s+reference|save\s+this|"
    r"store\s+this)\b"
    r"(?P<tail>(?:\s*[:：,，\-–—]\s*)?(?:\s*\b(?:that|this|the\s+following)\b)?\s*[:：,，\-–—]?\s*)",
    re.I,
)
_EN_CUE_NOT = re.compile(
    r"(?:when|how|what|where|who|why|if|whether|me|us|you|the\s+time|the\s+day|him|her|it)\b",
    re.I,
)
_EN_CUE_TO = re.compile(r"to\b\s*", re.I)
_ZH_CUE = re.compile(
    "(?:(?:请你|请|麻烦你|麻烦|帮我|你要|你得|你一定要|你必须|你|以后|务必|一定要|一定|千万|也|还有|并且|"
    "另外)\\s*)*"
    "(?P<cue>帮我记住|帮我记|记住|记一下|记下来|记下|记好|记着|牢记|记得|千万别忘了|别忘了|别忘记|"
    "不要忘了|不要忘记|备注一下|备注)"
    "(?P<tail>(?:了|哦|啊|呀|哈|一下|下)?\\s*[：:，,、\\s]*)"
)
_ZH_WEAK_CUES = frozenset("记得 千万别忘了 别忘了 别忘记 不要忘了 不要忘记".split())

# Where a free value stops: at a conjunction that starts another thought.
_EN_CUT = re.compile(
    r"\s*,?\s*\b(?:but|because|since|though|although|unless|except|if|when|whenever|while|"
    r"whereas|so\s+that|as\s+long\s+as|which|who|cause|cuz|coz)\b"
    r"|\s+and\s+(?=(?:also\s+|really\s+|i\s+)?(?:hate|dislike|love|like|prefer|enjoy|"
    rf"don{_A}t|do\s+not|can{_A}t|cannot|never|avoid|am|live|speak|work|want|i{_A}m|my|allergic)\b)"
    rf"|\s*,\s*(?=(?:also\s+|really\s+)?(?:hate|dislike|love|like|prefer|enjoy|don{_A}t|"
    rf"can{_A}t|never|avoid|allergic)\b)",
    re.I,
)
_ZH_CUT = re.compile(
    "但是|但|不过|而且|并且|同时|然后|可是|只是|因为|所以|如果|要是"
    "|(?:也|还|又)(?=不|很|更|最|比较|喜欢|爱|要|想|考虑|吃|喝|住|在|对|是|讨厌)"
)
_EN_TRAIL = re.compile(
    r"(?:[\s,.;:!?~…)\]}\"'”’»]+|\b(?:please|pls|plz|thanks|thank\s+you|thx|ty|though|too|"
    r"as\s+well|anyway|anyways|lol|haha|btw|ok|okay|for\s+now|by\s+the\s+way|a\s+lot|so\s+much|"
    r"very\s+much|the\s+most|more|at\s+all|now|again|really|for\s+me|ever|anymore|any\s+more|"
    r"from\s+now\s+on|in\s+(?:the\s+)?future|going\s+forward|in\s+general|whatsoever|"
    r"fluently|natively)\b)+$",
    re.I,
)
_ZH_TRAIL = re.compile(
    '(?:[\\s，,。.！!？?~～…；;：:)）」』"”]+|了|啊|呀|哦|噢|哈+|呢|吧|啦|嘛|哟|喔|吗|谢谢(?:你|您)?|'
    "谢啦|多谢|的话|就好|就行|即可|一下)+$"
)
_LEAD_PUNCT = " \t:：,，-–—\"'“‘「『(（"
_EN_STANDING = re.compile(
    r"\b(?:ever|again|anymore|any\s+more|from\s+now\s+on|in\s+(?:the\s+)?future|"
    r"going\s+forward|in\s+general|at\s+all|whatsoever|please|pls|for\s+me|thanks|"
    r"thank\s+you)\b",
    re.I,
)

_EN_BAD_VALUE = re.compile(
    r"(?:it|its|this|that|these|those|them|him|her|you|your|yours|what|how|when|where|why|"
    r"which|who|whom|everything|anything|nothing|something|everyone|anyone|someone|both|"
    r"either|neither|here|there|so|very|too|one|a\s+lot|the\s+(?:idea|way|sound|look|answer|"
    r"response|result|first|second|third|last|other|former|latter|previous|current|latest|"
    r"new|old|same|above|below|next)|(?:option|choice|plan|version|approach|solution|answer|"
    r"number)s?(?:\s+[a-z0-9])?|to\s+(?:know|see|hear|ask|think|say|confirm|check|add|point|"
    r"mention|clarify|understand|learn|try|thank|bother|be|sound|waste|interrupt|help|go\s+now|"
    r"stop)|doing\s+(?:that|this|it)|being)\b",
    re.I,
)
_ZH_BAD_VALUE = re.compile(
    "你|您|他|她|它|这|那|哪|什么|谁|啥|第|方案|选项|上面|下面|前者|后者|刚才|之前|的|了|吗|呢|吧|啊|"
    "一下|死|上了|过|着|得|怎么|如何|不|没|是"
)

# Date and time expressions: a remembered statement that carries one is an event.
_EN_DATE = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|"
    r"sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|"
    r"\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\btomorrow\b|\btonight\b|\bnext\s+(?:week|month|year|"
    r"\w+day)\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b",
    re.I,
)
_ZH_DATE = re.compile(
    "[今明后]天|今晚|明早|明晚|下(?:个)?(?:周|星期|礼拜|月)|(?:周|星期|礼拜)[一二三四五六日天]|"
    "\\d{1,2}月\\d{1,2}[日号]|[一二三四五六七八九十]+月[一二三四五六七八九十]+[日号]|\\d{1,2}[日号]|"
    "\\d{1,2}点|\\d{4}年"
)
_EN_MONTH = re.compile(
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d|$)", re.I
)

_NAME_STOP = frozenset(
    """
    a an the not so very just also still really actually here there back home done ready sure
    ok okay fine good great well alright happy glad sad sorry new hungry tired bored busy free
    sick late early away off out over in on at from into with about almost only always never
    now currently pretty quite too going trying looking working thinking wondering interested
    confused lost stuck available kidding joking serious afraid curious excited worried
    feeling getting having doing using running building writing based located living staying
    moving calling asking hoping planning gonna wanna male female single married pregnant
    retired unemployed online offline human ai bot yes no certain positive unsure aware able
    unable like angry upset frustrated disappointed satisfied impressed grateful thankful
    vegetarian vegan allergic american british english chinese german french japanese korean
    italian spanish indian canadian australian russian dutch swiss swedish irish scottish
    mexican brazilian european asian african christian muslim jewish buddhist hindu catholic
    atheist gay straight okay pakistani israeli iraqi saudi bangladeshi nepali kuwaiti omani
    qatari emirati yemeni somali thai indonesian malaysian nigerian egyptian iranian norwegian
    hungarian romanian ukrainian argentinian argentine colombian peruvian chilean venezuelan
    persian syrian algerian tunisian kenyan ethiopian ghanaian belgian austrian croatian serbian
    bulgarian estonian latvian lithuanian georgian armenian mongolian cambodian filipino
    singaporean kiwi aussie brit scot dane swede finn pole czech slovak greek turk hispanic
    latino latina asian-american yours mine back later tomorrow today tonight soon anytime asap
    maybe when if by after before please again sometime crazy whatever anything what whenever
    once up right immediately this that it every any old-fashioned something nothing everything
    nobody somebody anybody someone anyone everyone dear honey babe sir madam
    still nearly finally probably definitely totally absolutely the-one you me him her them us
    """.split()
)
_NAME_TAIL_STOP = frozenset(
    "team department dept company office group side support sales marketing engineering hr it "
    "accounting finance legal admin staff corp corporation inc llc ltd co gmbh labs lab "
    "technologies solutions systems bank agency studio university school".split()
)
_ZH_NAME_STOP_FIRST = frozenset("了过着个一他她你它人车醒来去上到起住声们什啥的不没干这那谁几嘛")
_EN_PAST = frozenset(
    """
    was were had did went got made took came saw said knew thought bought left felt kept met
    ran sent spent told wrote found gave lost paid sat slept sold stood understood won ate
    drank began broke chose drove fell flew forgot grew hid rode rang rose sang spoke stole
    swam threw woke wore became brought built caught fought taught heard held led meant been
    used tried
    """.split()
)
_NEVER_STOP = frozenset(
    "mind again been ever heard thought knew said seen seem seems gonna going let say".split()
)
# A value ending in one of these points at something in the conversation ("the shorter
# version", "the second option"), not at a standing preference.
_EN_ARTIFACT = frozenset(
    """
    one ones version versions option options approach approaches solution solutions answer
    answers draft drafts choice choices alternative alternatives suggestion suggestions reply
    replies response responses example examples
    """.split()
)
_DONT_STOP = frozenset(
    """
    worry know mind bother forget be get think care panic hesitate apologize apologise rush
    stress feel you i we they it that this judge laugh understand see remember want like need
    have do go make tell say believe agree mean look
    """.split()
)
_NO_STOP = frozenset(
    """
    problem problems worries worry thanks thank idea clue way need matter luck doubt kidding
    joke offense offence rush hurry pressure comment one body thing more longer further wonder
    sweat biggie prob probs response answer reply change difference results result errors
    error issue issues bugs bug output data access internet signal it that this i you we they
    he she not really way worries than
    """.split()
)
_ALWAYS_VERBS = (
    r"(?:use|answer|reply|respond|write|include|show|give|add|ask|check|cite|keep|format|put|"
    r"call|send|book|choose|pick|recommend|suggest|double-check|mention|explain|provide|make|"
    r"speak|talk|address|sign|start|end|remind|confirm|quote|round|convert|spell)"
)


# --------------------------------------------------------------------------------------------
# Text helpers
# --------------------------------------------------------------------------------------------


def _norm_ws(s: str) -> str:
    return " ".join(s.split())


def _trim_span(text: str, s: int, e: int, chars: str = _EDGE_PUNCT) -> tuple[int, int]:
    while s < e and text[s] in chars:
        s += 1
    while e > s and text[e - 1] in chars:
        e -= 1
    return s, e


def _is_cjk(ch: str) -> bool:
    return _CJK_RX.match(ch) is not None


_SLUG_ZH_VERB = re.compile(
    "^再?(?:给我推荐|推荐|选择|选|住在|住|吃|喝|用|坐|去|看|听|玩|穿|买|要|安排|订)(?=.)"
)
_SLUG_EN_LEAD = re.compile(
    r"^(?:to\s+)?(?:(?:eat|eating|drink|drinking|have|having|take|taking|use|using|get|getting|"
    r"book|booking|ride|riding|stay|staying|live|living|buy|buying|go\s+to|going\s+to|"
    r"recommend|recommending|suggest|suggesting|schedule|scheduling)\s+)?"
    r"(?:(?:a|an|the|some|any|my|your|their|our|more|much|many|too|so|very)\s+)*",
    re.I,
)
_SLUG_TOK = re.compile(f"[a-z0-9]+|[{_CJK}]+")


def _slug(value: str) -> str:
    """A topic slug: 'the trains' and 'trains' and 'taking trains' → 'train'; '住顶楼' → '顶楼'."""
    s = value.lower().replace("’", "'")
    s = _SLUG_ZH_VERB.sub("", s, count=1)
    s = _SLUG_EN_LEAD.sub("", s, count=1)
    toks = _SLUG_TOK.findall(s)
    if not toks:
        return ""
    last = toks[-1]
    if last.isascii() and len(last) > 3 and last.endswith("s") and not last.endswith("ss"):
        toks[-1] = last[:-3] + "y" if last.endswith("ies") else last[:-1]
    return "-".join(toks)[:48].rstrip("-")


_EN_TOK = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)?|[^A-Za-z]+")
_EN_MODALS = frozenset(
    """
    can could will would shall should may might must can't cannot couldn't won't wouldn't
    shouldn't mustn't ought
    """.split()
)
_EN_IRREG = {
    "have": "has",
    "do": "does",
    "go": "goes",
    "be": "is",
    "am": "is",
    "are": "is",
    "don't": "doesn't",
    "haven't": "hasn't",
    "aren't": "isn't",
}
_EN_SKIP_ADV = frozenset(
    """
    really also just still never always usually often sometimes only even actually already
    generally typically mostly rarely seldom definitely absolutely totally probably personally
    not
    """.split()
)


def _conj(word: str) -> str:
    """Third-person singular of a verb after 'the user' ('like' → 'likes', 'have' → 'has')."""
    low = word.lower().replace("’", "'")
    if low in _EN_IRREG:  # have → has, don't → doesn't
        return _EN_IRREG[low]
    if low in _EN_MODALS or low in _EN_PAST or low.endswith("ed") or not low.isalpha():
        return word
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return word + "es"
    if len(low) > 1 and low.endswith("y") and low[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


_EN_FIRST = {
    "i": "the user",
    "we": "the user",
    "i'm": "the user is",
    "we're": "the user is",
    "i've": "the user has",
    "we've": "the user has",
    "i'd": "the user would",
    "we'd": "the user would",
    "i'll": "the user will",
    "we'll": "the user will",
    "my": "the user's",
    "our": "the user's",
    "mine": "the user's",
    "ours": "the user's",
    "me": "the user",
    "us": "the user",
    "myself": "themselves",
    "ourselves": "themselves",
}
_EN_LATER = {
    "i": "they",
    "we": "they",
    "i'm": "they are",
    "we're": "they are",
    "i've": "they have",
    "we've": "they have",
    "i'd": "they would",
    "we'd": "they would",
    "i'll": "they will",
    "we'll": "they will",
    "my": "their",
    "our": "their",
    "mine": "theirs",
    "ours": "theirs",
    "me": "them",
    "us": "them",
    "myself": "themselves",
    "ourselves": "themselves",
}
_EN_YOU = {
    "you": "the assistant",
    "your": "the assistant's",
    "yours": "the assistant's",
    "you're": "the assistant is",
    "you've": "the assistant has",
    "you'll": "the assistant will",
    "you'd": "the assistant would",
    "yourself": "itself",
}


def _en_person(s: str, *, first: bool) -> str:
    """First person → third ('I like my dog' → 'the user likes their dog'); 'you' → assistant.

    With first=True the first mention is 'the user' (its verb conjugated), later ones
    'they/their/them'; with first=False every mention is 'they/their/them'.
    """
    out: list[str] = []
    seen = not first
    conj_next = False
    for tok in _EN_TOK.findall(s):
        if not tok[0].isalpha():
            out.append(tok)
            continue
        low = tok.lower().replace("’", "'")
        if conj_next:
            if low in _EN_SKIP_ADV or (low.endswith("ly") and len(low) > 4):
                out.append(tok)
                continue
            conj_next = False
            if low not in _EN_FIRST and low not in _EN_YOU:
                out.append(_conj(tok))
                continue
        if tok == "US":
            out.append(tok)
        elif low in _EN_FIRST:
            if seen:
                out.append(_EN_LATER[low])
            else:
                out.append(_EN_FIRST[low])
                conj_next = low in ("i", "we")
            seen = True
        elif low in _EN_YOU:
            out.append(_EN_YOU[low])
        else:
            out.append(tok)
    return "".join(out)


def _en_obj(s: str) -> str:
    return _en_person(s, first=False)


def _en_sentence(s: str) -> str:
    t = _en_person(s, first=True)
    return t[:1].upper() + t[1:] if t else t


_ZH_PRON = re.compile("我们|咱们|(?<!自)我|你们|您|你")


def _zh_person(s: str) -> str:
    return _ZH_PRON.sub(lambda m: "助手" if m.group(0)[0] in "你您" else "用户", s)


# --------------------------------------------------------------------------------------------
# Rules
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Hit:
    category: str
    key: str | None
    content: str
    value: str
    end: int  # end of the statement in the message
    rest: int  # where the text after it (a possible continuation) begins


@dataclass(frozen=True)
class _Ctx:
    explicit: bool  # inside a remember request
    clause_start: int  # start of the clause (before "please", greetings)
    sent_end: int  # end of the sentence (standing markers may follow the clause)


_Build = Callable[[re.Match[str], int, _Ctx], "_Hit | None"]


@dataclass(frozen=True)
class _Rule:
    rx: re.Pattern[str]
    cont: re.Pattern[str] | None  # the subject-optional variant, for continuations
    build: _Build
    needles: tuple[str, ...]
    imperative: bool = False  # allowed after "can you…" / "你能…"


def _value(
    m: re.Match[str],
    lang: str,
    group: str = "v",
    free: bool = True,
    extra_cut: re.Pattern[str] | None = None,
) -> tuple[int, int, int] | None:
    """The trimmed span of a value group and where the text after it resumes."""
    vs, ve = m.span(group)
    if vs < 0:
        return None
    text = m.string
    rest = m.end() if not free else ve
    if free:
        cut = (_EN_CUT if lang == "en" else _ZH_CUT).search(text, vs, ve)
        if cut is not None and cut.start() > vs:
            ve = rest = cut.start()
        if extra_cut is not None:
            cut = extra_cut.search(text, vs, ve)
            if cut is not None and cut.start() > vs:
                ve = cut.start()
    vs, ve = _trim_span(text, vs, ve, _LEAD_PUNCT + " ")
    trail = (_EN_TRAIL if lang == "en" else _ZH_TRAIL).search(text, vs, ve)
    if trail is not None:
        ve = trail.start()
    vs, ve = _trim_span(text, vs, ve)
    if ve <= vs:
        return None
    if free:
        if ve - vs > MAX_VALUE_CHARS:
            return None
        bad = (_EN_BAD_VALUE if lang == "en" else _ZH_BAD_VALUE).match(text, vs, ve)
        if bad is not None and (lang == "zh" or bad.end() == ve or not text[bad.end()].isalnum()):
            return None
        if lang == "en" and text[vs:ve].rsplit(None, 1)[-1].lower() in _EN_ARTIFACT:
            return None
    return vs, ve, max(rest, ve)


_GROUP_REF = re.compile(r"\{g:(\w+)\}")


def _verb(m: re.Match[str], group: str = "verb") -> str:
    return _norm_ws(m.group(group) or "").lower().replace("’", "'")


def _tpl(
    category: str,
    template: str,
    *,
    lang: str = "en",
    key: str | None = None,
    keyed: bool = False,
    free: bool = True,
    verbs: dict[str, str] | None = None,
    check: Callable[[str, re.Match[str]], bool] | None = None,
    cut: re.Pattern[str] | None = None,
) -> _Build:
    """A builder: value from group 'v', content from `template` ({v}, {verb} placeholders)."""

    def build(m: re.Match[str], end: int, ctx: _Ctx) -> _Hit | None:
        span = _value(m, lang, free=free, extra_cut=cut)
        if span is None:
            return None
        vs, ve, rest = span
        value = _norm_ws(m.string[vs:ve])
        if check is not None and not check(value, m):
            return None
        verb = ""
        if verbs is not None:
            raw = _verb(m)
            verb = verbs.get(raw, raw)
        shown = _en_obj(value) if lang == "en" else _zh_person(value)
        content = template.replace("{verb}", verb).replace("{v}", shown)
        if "{g:" in template:
            content = _GROUP_REF.sub(lambda g: _norm_ws(m.group(g.group(1)) or ""), content)
            content = _norm_ws(content)
        k = key
        if keyed:
            slug = _slug(value)
            k = f"preference:{slug}" if slug else None
        stmt_end = ve if free else _trim_span(m.string, vs, m.end())[1]
        return _Hit(category, k, content, value, stmt_end, rest)

    return build


_EN_BY_HEAD: dict[str, list[_Rule]] = {}
_EN_CONT: list[_Rule] = []
_ZH_RULES: list[_Rule] = []
_ZH_CONT: list[_Rule] = []
_ALL_NEEDLES: set[str] = set()


def _compile(pattern: str, subjects: dict[str, str]) -> re.Pattern[str]:
    for token, sub in subjects.items():
        pattern = pattern.replace(token, sub)
    return re.compile(pattern, re.I)


def _en(
    heads: str,
    pattern: str,
    build: _Build,
    needles: str,
    *,
    imperative: bool = False,
    cont: bool = False,
) -> None:
    rule = _Rule(
        _compile(pattern, _SUBJECTS_FULL),
        _compile(pattern, _SUBJECTS_CONT) if cont else None,
        build,
        tuple(needles.split("|")),
        imperative,
    )
    for head in heads.split():
        _EN_BY_HEAD.setdefault(head, []).append(rule)
    if cont:
        _EN_CONT.append(rule)
    _ALL_NEEDLES.update(rule.needles)


def _zh(pattern: str, build: _Build, needles: str, *, imperative: bool = False) -> None:
    has_subject = "{Z}" in pattern or "{ZI}" in pattern
    rule = _Rule(
        _compile(pattern, _SUBJECTS_FULL),
        _compile(pattern, _SUBJECTS_CONT) if has_subject else None,
        build,
        tuple(needles.split("|")),
        imperative,
    )
    _ZH_RULES.append(rule)
    if has_subject:
        _ZH_CONT.append(rule)
    _ALL_NEEDLES.update(rule.needles)


# Value checks ------------------------------------------------------------------------------


def _name_ok(value: str, m: re.Match[str]) -> bool:
    toks = value.replace("’", "'").lower().split()
    if not toks or len(toks) > 4 or any(ch.isdigit() for ch in value):
        return False
    if any(t.strip(".'-") in _NAME_STOP for t in toks[:1]) or toks[-1] in _NAME_TAIL_STOP:
        return False
    return not any(t in ("and", "but", "or", "the", "a", "an") for t in toks)


def _cap_name_ok(value: str, m: re.Match[str]) -> bool:
    toks = value.replace("’", "'").lower().split()
    if any(t.endswith(("ese", "ish")) for t in toks):  # Japanese, Danish: nationality
        return False
    return _name_ok(value, m) and not any(t.strip(".'-") in _NAME_STOP for t in toks)


def _place_ok(value: str, m: re.Match[str]) -> bool:
    words = value.split()
    if not words or len(words) > 6:
        return False
    head = words[1] if words[0].lower() == "the" and len(words) > 1 else words[0]
    if not (head[:1].isupper() or _is_cjk(head[:1])):
        return False
    return words[-1].lower() not in _NAME_TAIL_STOP and head.lower() not in _PLACE_STOP


_PLACE_STOP = frozenset("a an my your this that it here there home".split())


def _words_max(n: int) -> Callable[[str, re.Match[str]], bool]:
    return lambda value, m: len(value.split()) <= n


def _age_ok(value: str, m: re.Match[str]) -> bool:
    return value.isdigit() and 1 <= int(value) <= 120


def _date_ok(value: str, m: re.Match[str]) -> bool:
    return any(ch.isdigit() for ch in value) or _EN_MONTH.search(value) is not None


def _zh_name_ok(value: str, m: re.Match[str]) -> bool:
    if not value or value[0] in _ZH_NAME_STOP_FIRST:
        return False
    if _is_cjk(value[0]):
        return len(value) <= 4 or "·" in value
    return _name_ok(value, m)


def _zh_place_ok(value: str, m: re.Match[str]) -> bool:
    if value in _ZH_NOT_PLACE or value[0] in "这那哪":
        return False
    return value in _ZH_GAZETTEER or (len(value) >= 2 and value.endswith(_ZH_PLACE_SUFFIX))


def _zh_date_ok(value: str, m: re.Match[str]) -> bool:
    return re.search("[0-9月号日初]|农历|阴历|除夕|春节|元旦|圣诞", value) is not None


def _first_word_not(stop: frozenset[str]) -> Callable[[str, re.Match[str]], bool]:
    def check(value: str, m: re.Match[str]) -> bool:
        first = value.split()[0].lower().replace("’", "'") if value.split() else ""
        return bool(first) and first not in stop

    return check


def _never_ok(value: str, m: re.Match[str]) -> bool:
    first = value.split()[0].lower() if value.split() else ""
    return (
        bool(first)
        and first not in _NEVER_STOP
        and first not in _EN_PAST
        and not (first.endswith("ed") and len(first) > 4)
    )


# Builders with special shapes --------------------------------------------------------------


def _build_prefer(m: re.Match[str], end: int, ctx: _Ctx) -> _Hit | None:
    span = _value(m, "en")
    if span is None:
        return None
    vs, ve, rest = span
    value = _norm_ws(m.string[vs:ve])
    main, cmp_, alt = value, "", ""
    low = value.lower()
    if not low.startswith(("to ", "not ")):
        split = re.search(r"\s(over|rather than|instead of|more than|to)\s", value, re.I)
        if split is not None:
            main, cmp_, alt = value[: split.start()], split.group(1).lower(), value[split.end() :]
    verb = "would rather" if m.group("verb").lower().endswith("rather") else "prefers"
    if verb == "would rather":
        split = re.search(r"\sthan\s", value, re.I)
        if split is not None:
            main, cmp_, alt = value[: split.start()], "than", value[split.end() :]
    content = f"The user {verb} {_en_obj(main)}"
    if cmp_:
        content += f" {cmp_} {_en_obj(alt)}"
    slug = _slug(main)
    return _Hit("preference", f"preference:{slug}" if slug else None, content, main, ve, rest)


def _build_born_in(m: re.Match[str], end: int, ctx: _Ctx) -> _Hit | None:
    span = _value(m, "en")
    if span is None:
        return None
    vs, ve, rest = span
    value = _norm_ws(m.string[vs:ve])
    if _EN_MONTH.match(value) or value[:1].isdigit():
        return _Hit("profile", "profile:birthday", f"The user was born in {value}", value, ve, rest)
    if _place_ok(value, m):
        return _Hit("profile", "profile:hometown", f"The user is from {value}", value, ve, rest)
    return None


def _build_standing(
    category: str, template: str, stop: frozenset[str], markers_needed: bool
) -> _Build:
    """An imperative constraint ("no onions, please", "don't ever use emojis"): a standing
    instruction when it says so (please / ever / from now on…), else only inside a request."""
    inner = _tpl(category, template, keyed=True, check=_first_word_not(stop))

    def build(m: re.Match[str], end: int, ctx: _Ctx) -> _Hit | None:
        if markers_needed and not ctx.explicit:
            window_end = max(end, ctx.sent_end)
            if _EN_STANDING.search(m.string, ctx.clause_start, window_end) is None:
                return None
        hit = inner(m, end, ctx)
        if hit is None or len(hit.value.split()) > 6:
            return None
        return hit

    return build


def _build_zh_diet(m: re.Match[str], end: int, ctx: _Ctx) -> _Hit | None:
    raw = m.group("v")
    if "清真" in raw:
        value, content = "清真", "用户只吃清真食品"
    elif "纯素" in raw or "全素" in raw:
        value, content = "纯素", "用户吃纯素"
    else:
        value, content = "素食", "用户吃素"
    return _Hit("profile", "profile:diet", content, value, m.end("v"), m.end())


def _build_budget(lang: str) -> _Build:
    def build(m: re.Match[str], end: int, ctx: _Ctx) -> _Hit | None:
        vs, ve = m.span("v")
        tail_end = m.end()
        vs, ve = _trim_span(m.string, vs, ve)
        if ve <= vs:
            return None
        value = _norm_ws(m.string[vs:ve])
        said = _norm_ws(m.string[m.end("kw") : tail_end]).strip(" :：,，")
        if lang == "en":
            said = re.sub(rf"^(?:is|{_A}s|of|will\s+be)\s+", "", said, flags=re.I)
            content = f"The user's budget is {said}"
        else:
            said = re.sub("^(?:是|为|在)\\s*(?=\\S)", "", said)
            content = f"用户预算{said}"
        return _Hit("constraint", "constraint:budget", content, value, tail_end, tail_end)

    return build


def _build_remind(lang: str) -> _Build:
    def build(m: re.Match[str], end: int, ctx: _Ctx) -> _Hit | None:
        span = _value(m, lang)
        if span is None:
            return None
        vs, ve, rest = span
        value = _norm_ws(m.string[vs:ve])
        if lang == "en":
            when = _norm_ws(m.group("when") or "")
            rel = m.group("rel").lower()
            lead = f"Remind the user {when} " if when else "Remind the user "
            content = f"{lead}{rel} {_en_obj(value)}"
        else:
            when = _norm_ws((m.group("t") or "") + (m.group("t2") or ""))
            content = f"{when}提醒用户{_zh_person(value)}"
        return _Hit("todo", None, content, value, ve, rest)

    return build


def _build_never(m: re.Match[str], end: int, ctx: _Ctx) -> _Hit | None:
    span = _value(m, "en")
    if span is None:
        return None
    vs, ve, rest = span
    value = _norm_ws(m.string[vs:ve])
    if not _never_ok(value, m):
        return None
    first, _, tail = value.partition(" ")
    verb = _conj(first)
    content = f"The user never {verb} {_en_obj(tail)}".rstrip()
    slug = _slug(value)
    return _Hit("constraint", f"preference:{slug}" if slug else None, content, value, ve, rest)


def _build_dont_eat(m: re.Match[str], end: int, ctx: _Ctx) -> _Hit | None:
    span = _value(m, "en")
    if span is None:
        return None
    vs, ve, rest = span
    value = _norm_ws(m.string[vs:ve])
    verb = _verb(m)
    neg = _verb(m, "neg")
    phrase = f"never {_conj(verb)}" if neg == "never" else f"does not {verb}"
    slug = _slug(value)
    content = f"The user {phrase} {_en_obj(value)}"
    return _Hit("constraint", f"preference:{slug}" if slug else None, content, value, ve, rest)


# English rules -----------------------------------------------------------------------------
# Heads are the first word of the statement; rules under one head are tried in order.

_I = "i im we"

_en(
    "i",
    rf"{{IS}}go\s+by\s+(?P<v>{_NAME_FREE}){_NAME_END}",
    _tpl(
        "profile",
        "The user prefers to be called {v}",
        key="profile:preferred_name",
        free=False,
        check=_name_ok,
    ),
    "go by",
)
_en(
    "i we",
    rf"(?:{{ID}}(?:like|prefer|love)\s+(?:to\s+be\s+called|you\s+to\s+call\s+me|being\s+called)"
    rf"|{{IS}}prefer\s+(?:to\s+be\s+called|being\s+called))\s+(?P<v>{_NAME_FREE}){_NAME_END}",
    _tpl(
        "profile",
        "The user prefers to be called {v}",
        key="profile:preferred_name",
        free=False,
        check=_name_ok,
    ),
    "call",
)
_en(
    "i im",
    rf"{{BES}}(?:called|named)\s+(?P<v>{_NAME_FREE}){_NAME_END}",
    _tpl("profile", "The user's name is {v}", key="profile:name", free=False, check=_name_ok),
    "called|named",
)
_en(
    _I,
    rf"(?:{{I}}|{{ID}})prefer\s+(?:to\s+(?:talk|chat|communicate|speak|be\s+answered)|answers|"
    rf"replies|responses|it)\s+in\s+(?P<v>{_EN_LANGS})\b",
    _tpl(
        "preference", "The user wants replies in {v}", key="preference:reply-language", free=False
    ),
    "prefer",
    cont=True,
)
_en(
    _I,
    rf"(?:{{I}}(?:live|reside)\s+(?:in|at)|{{BE}}(?:based|located|living|settled)\s+"
    rf"(?:in|at|out\s+of)|(?:{{I}}(?:have\s+)?|(?:i|we){_A}ve\s+)(?:just\s+|recently\s+)?"
    rf"(?:moved|relocated)\s+to)\s+(?P<v>{_PLACE})",
    _tpl(
        "profile", "The user lives in {v}", key="profile:location", check=_place_ok, cut=_PLACE_CUT
    ),
    "live|reside|based|located|living|settled|moved|relocated",
    cont=True,
)
_en(
    _I,
    rf"(?:{{BE}}(?:originally\s+)?from|{{I}}(?:originally\s+)?(?:come|hail)\s+from|"
    rf"{{IS}}grew\s+up\s+in|i\s+was\s+(?:born\s+and\s+raised|raised)\s+in)\s+(?P<v>{_PLACE})",
    _tpl(
        "profile", "The user is from {v}", key="profile:hometown", check=_place_ok, cut=_PLACE_CUT
    ),
    "from|grew up|raised",
    cont=True,
)
_en(
    "i",
    r"i\s+was\s+born\s+on\s+(?P<v>.+)",
    _tpl("profile", "The user's birthday is {v}", key="profile:birthday", check=_date_ok),
    "born",
)
_en("i", r"i\s+was\s+born\s+in\s+(?P<v>.+)", _build_born_in, "born")
_en(
    _I,
    rf"{{I}}(?:can\s+)?speak\s+(?P<v>{_EN_LANGS})\b",
    _tpl("profile", "The user speaks {v}", key="profile:language", free=False),
    "speak",
    cont=True,
)
_en(
    _I,
    rf"{{BE}}(?:an?\s+)?(?P<verb>native|fluent)\s+(?P<v>{_EN_LANG})\s+speaker",
    _tpl(
        "profile", "The user is a {verb} {v} speaker", key="profile:language", free=False, verbs={}
    ),
    "speaker",
    cont=True,
)
_en(
    "i im",
    rf"{{BES}}(?:in|on|using)\s+(?:the\s+)?(?P<v>{_EN_TZ})(?:\s+time\s*zone|\s+time)?"
    r"(?=\s*$|\s*[,.;!]|\s+(?:so|and|but|btw|now)\b)",
    _tpl("profile", "The user's timezone is {v}", key="profile:timezone", free=False),
    "in|on|using",
)
_en(
    "i im",
    r"{BES}(?P<v>\d{1,3})(?:\s*(?:years?|yrs?)(?:\s+old)?|\s*y/?o)?"
    r"(?=\s*(?:now|this\s+year)?\s*$)",
    _tpl("profile", "The user is {v} years old", key="profile:age", free=False, check=_age_ok),
    "'m|’m| am|im ",
)
_en(
    _I,
    rf"{{BE}}(?:an?\s+)?(?:strict\s+|full[- ]time\s+|practicing\s+|committed\s+)?"
    rf"(?P<v>{_EN_DIET})\b",
    _tpl("profile", "The user is {v}", key="profile:diet", free=False),
    "veg|pesc|flexi|plant|teetotal",
    cont=True,
)
_en(
    _I,
    r"(?:{I}(?:only\s+)?eat|{I}keep)\s+(?P<v>halal|kosher)\b",
    _tpl("profile", "The user eats only {v} food", key="profile:diet", free=False),
    "halal|kosher",
    cont=True,
)
_en(
    _I,
    r"{BE}(?:severely\s+|very\s+|highly\s+|deathly\s+|mildly\s+|slightly\s+)?allergic\s+to\s+"
    r"(?P<v>.+)",
    _tpl("constraint", "The user is allergic to {v}"),
    "allergic",
    cont=True,
)
_en(
    _I,
    r"(?:{IHAVE}(?:an?\s+)?(?:severe\s+|mild\s+|serious\s+)?(?P<v>[\w-]+(?:\s+[\w-]+)?)\s+"
    r"allergy)",
    _tpl("constraint", "The user is allergic to {v}", free=False),
    "allergy",
    cont=True,
)
_en(
    _I,
    r"{IHAVE}(?:an?\s+)?allerg(?:y|ies)\s+to\s+(?P<v>.+)",
    _tpl("constraint", "The user is allergic to {v}"),
    "allerg",
    cont=True,
)
_en(
    _I,
    r"{BE}(?P<v>(?:lactose|gluten|fructose|histamine)[- ]intolerant|diabetic|celiac|coeliac)\b",
    _tpl("constraint", "The user is {v}", free=False),
    "intolerant|diabetic|celiac|coeliac",
    cont=True,
)
_en(
    _I,
    rf"(?:{{I}}(?:can{_A}?t|cannot|can\s+not)|{{BE}}(?:not\s+able|unable)\s+to)\s+"
    r"(?P<verb>eat|drink|have|tolerate|digest)\s+(?P<v>.+)",
    _tpl("constraint", "The user can't {verb} {v}", keyed=True, verbs={}),
    "eat|drink|have|tolerate|digest",
    cont=True,
)
_en(
    _I,
    rf"{{I}}(?P<neg>don{_A}?t|do\s+not|never)\s+(?P<verb>eat|drink|touch)\s+(?P<v>.+)",
    _build_dont_eat,
    "eat|drink|touch",
    cont=True,
)
_en(
    _I,
    rf"{{I}}(?P<verb>(?:don{_A}?t|do\s+not)\s+(?:really\s+|much\s+|particularly\s+)?"
    rf"(?:like|love|enjoy|want|care\s+for)|hate|dislike|detest|loathe|can{_A}?t\s+stand|"
    r"cannot\s+stand)\s+(?P<v>.+)",
    _tpl(
        "constraint",
        "The user {verb} {v}",
        keyed=True,
        verbs={
            "hate": "hates",
            "dislike": "dislikes",
            "detest": "detests",
            "loathe": "loathes",
            "can't stand": "can't stand",
            "cant stand": "can't stand",
            "cannot stand": "can't stand",
            **{
                f"{neg} {adv}{verb}": f"does not {verb}"
                for neg in ("don't", "dont", "do not")
                for adv in ("", "really ", "much ", "particularly ")
                for verb in ("like", "love", "enjoy", "want", "care for")
            },
        },
    ),
    "like|love|enjoy|want|care|hate|dislike|detest|loathe|stand",
    cont=True,
)
_en(
    _I,
    r"{BE}not\s+(?P<verb>a\s+(?:big\s+|huge\s+|great\s+)?fan\s+of|into|keen\s+on|fond\s+of|"
    r"interested\s+in)\s+(?P<v>.+)",
    _tpl("constraint", "The user is not {verb} {v}", keyed=True, verbs={}),
    "fan|into|keen|fond|interested",
    cont=True,
)
_en(
    _I,
    r"(?:{ID}rather\s+not|{ID}prefer\s+not\s+to|{I}prefer\s+not\s+to)\s+(?P<v>.+)",
    _tpl("constraint", "The user would rather not {v}", keyed=True),
    "rather not|prefer not",
    cont=True,
)
_en(_I, r"{I}never\s+(?P<v>.+)", _build_never, "never", cont=True)
_en(
    _I,
    r"(?:{I}(?:(?:try|tend|prefer|like|want|need)\s+to\s+)?avoid|"
    r"{ID}(?:like\s+to|rather|prefer\s+to)\s+avoid)\s+(?P<v>.+)",
    _tpl("constraint", "The user avoids {v}", keyed=True),
    "avoid",
    cont=True,
)
_en(_I, r"(?:{I}|{ID})(?P<verb>prefer)\s+(?P<v>.+)", _build_prefer, "prefer", cont=True)
_en(_I, r"{ID}(?P<verb>rather)\s+(?P<v>.+)", _build_prefer, "rather", cont=True)
_en(
    _I,
    r"{I}(?P<verb>like|love|enjoy|adore)\s+(?P<v>.+)",
    _tpl(
        "preference",
        "The user {verb} {v}",
        keyed=True,
        verbs={"like": "likes", "love": "loves", "enjoy": "enjoys", "adore": "adores"},
    ),
    "like|love|enjoy|adore",
    cont=True,
)
_en(
    _I,
    r"{BE}(?P<verb>a\s+(?:big\s+|huge\s+|great\s+)?fan\s+of|into|fond\s+of|keen\s+on|"
    r"passionate\s+about|obsessed\s+with)\s+(?P<v>.+)",
    _tpl("preference", "The user is {verb} {v}", keyed=True, verbs={}),
    "fan|into|fond|keen|passionate|obsessed",
    cont=True,
)
_en(
    _I,
    r"{I}work\s+as\s+(?P<art>an?\s+)(?P<v>.+)",
    _tpl("profile", "The user works as {g:art} {v}", key="profile:occupation", check=_words_max(6)),
    "work as",
    cont=True,
)
_en(
    _I,
    rf"{{BES}}(?P<art>an?)\s+(?P<v>(?:[\w-]+\s+){{0,3}}?{_EN_OCC}s?)"
    r"(?=\s*$|\s*,|\s+(?:at|for|in|from|by|with|based|working|and|but)\b)",
    _tpl("profile", "The user is {g:art} {v}", key="profile:occupation", free=False),
    "i",
    cont=True,
)
_en(
    _I,
    r"{I}work\s+(?:at|for)\s+(?P<v>(?-i:[A-Z0-9])[\w&.'’-]*(?:\s+(?-i:[A-Z0-9&])[\w&.'’-]*){0,3})",
    _tpl("profile", "The user works at {v}", key="profile:employer", free=False),
    "work",
    cont=True,
)
_en(
    "i im",
    rf"(?:i{_A}m|i\s+am|im)\s+(?P<v>{_NAME_CAP}){_NAME_END}",
    _tpl("profile", "The user's name is {v}", key="profile:name", free=False, check=_cap_name_ok),
    "'m|’m| am|im ",
)

# "my …" / "our …"
_en(
    "my",
    rf"my\s+(?:(?:first|given|full)\s+)?name(?:\s+is|{_A}s)\s+(?P<v>{_NAME_FREE}){_NAME_END}",
    _tpl("profile", "The user's name is {v}", key="profile:name", free=False, check=_name_ok),
    "name",
)
_en(
    "my",
    rf"my\s+(?:last|family|sur)\s*name(?:\s+is|{_A}s)\s+(?P<v>{_NAME_FREE}){_NAME_END}",
    _tpl("profile", "The user's surname is {v}", key="profile:surname", free=False, check=_name_ok),
    "name",
)
_en(
    "my",
    rf"my\s+(?:nick\s*name|preferred\s+name)(?:\s+is|{_A}s)\s+(?P<v>{_NAME_FREE}){_NAME_END}",
    _tpl(
        "profile",
        "The user prefers to be called {v}",
        key="profile:preferred_name",
        free=False,
        check=_name_ok,
    ),
    "name",
)


def _build_favorite(lang: str) -> _Build:
    def build(m: re.Match[str], end: int, ctx: _Ctx) -> _Hit | None:
        span = _value(m, lang)
        if span is None:
            return None
        vs, ve, rest = span
        value = _norm_ws(m.string[vs:ve])
        topic = _norm_ws(m.group("t"))
        slug = _slug(topic) if lang == "en" else topic
        if lang == "en":
            content = f"The user's favorite {_en_obj(topic)} is {_en_obj(value)}"
        else:
            content = f"用户最喜欢的{topic}是{_zh_person(value)}"
        return _Hit("preference", f"preference:favorite-{slug}", content, value, ve, rest)

    return build


_en(
    "my our",
    rf"(?:my|our)\s+(?:all[- ]time\s+|absolute\s+)?favou?rite\s+(?P<t>[a-z][\w'’\- ]{{0,40}}?)\s+"
    rf"(?:is|are|{_A}s|would\s+be|has\s+to\s+be)\s+(?P<v>.+)",
    _build_favorite("en"),
    "favorite|favourite",
)
_en(
    "my",
    rf"my\s+(?:birthday|bday|b-day|date\s+of\s+birth|birth\s*date|dob)(?:\s+is|{_A}s|"
    r"\s+falls\s+on|:)\s*(?:on\s+)?(?P<v>.+)",
    _tpl("profile", "The user's birthday is {v}", key="profile:birthday", check=_date_ok),
    "birth|bday|b-day|dob",
)
_en(
    "my",
    rf"my\s+(?:time\s*zone|tz)(?:\s+is|{_A}s|:)\s*(?P<v>.+)",
    _tpl("profile", "The user's timezone is {v}", key="profile:timezone", check=_words_max(5)),
    "zone|tz",
)
_en(
    "my",
    rf"my\s+(?:native\s+language|first\s+language|mother\s+tongue|native\s+tongue)"
    rf"(?:\s+is|{_A}s)\s+(?P<v>{_EN_LANGS})\b",
    _tpl("profile", "The user's native language is {v}", key="profile:language", free=False),
    "language|tongue",
)
_en(
    "my",
    r"my\s+(?:preferred\s+)?pronouns\s+are\s+(?P<v>\w+(?:\s*/\s*\w+){0,2})",
    _tpl("profile", "The user's pronouns are {v}", key="profile:pronouns", free=False),
    "pronoun",
)
_en(
    "my",
    r"my\s+(?:occupation|profession)\s+is\s+(?P<v>.+)",
    _tpl("profile", "The user's occupation is {v}", key="profile:occupation", check=_words_max(6)),
    "occupation|profession",
)
_EN_BUDGET = (
    rf"(?P<kw>(?:(?:my|our)\s+)?(?:total\s+|overall\s+|max(?:imum)?\s+|monthly\s+|rough\s+)?"
    rf"budget)(?:\s+is|{_A}s|:|\s+of|\s+will\s+be)?\s*(?:(?:under|below|at\s+most|up\s+to|"
    r"max(?:imum)?|no\s+more\s+than|not\s+more\s+than|less\s+than|around|about|roughly|"
    r"approximately|approx\.?|~)\s*)?(?P<v>[$€£¥]?\s?\d[\d,.]*\s?(?:k|m|million|thousand|grand|"
    r"bucks|dollars|euros?|pounds|usd|eur|gbp|cny|rmb|yuan|jpy|yen)?\b"
    r"(?:\s*(?:per|a|/)\s*(?:month|night|year|week|day|person))?)"
)
_en("my our budget", _EN_BUDGET, _build_budget("en"), "budget")

# Instructions.
_en(
    "call you",
    rf"(?:you\s+(?:can|may|could|should)\s+)?(?:just\s+)?call\s+me\s+(?P<v>{_NAME_FREE}){_NAME_END}",
    _tpl(
        "profile",
        "The user prefers to be called {v}",
        key="profile:preferred_name",
        free=False,
        check=_name_ok,
    ),
    "call me",
    imperative=True,
)
_en(
    "don do never",
    rf"(?:don{_A}?t|do\s+not|never)\s+(?:ever\s+)?call\s+me\s+(?P<v>{_NAME_FREE}){_NAME_END}",
    _tpl("constraint", "The user does not want to be called {v}", free=False, check=_name_ok),
    "call me",
    imperative=True,
)
_en(
    "always answer reply respond talk speak write communicate chat",
    r"(?:always\s+)?(?:answer|reply|respond|talk|speak|write|communicate|chat)"
    rf"(?:\s+(?:to|with)\s+me)?\s+(?:only\s+|always\s+)?in\s+(?P<v>{_EN_LANGS})\b",
    _tpl(
        "preference", "The user wants replies in {v}", key="preference:reply-language", free=False
    ),
    "answer|reply|respond|talk|speak|write|communicate|chat",
    imperative=True,
)
_en(
    "use",
    rf"use\s+(?P<v>{_EN_LANGS})(?:\s+only)?(?:\s+(?:with|for)\s+me)?(?:\s*,?\s*please)?\s*$",
    _tpl(
        "preference", "The user wants replies in {v}", key="preference:reply-language", free=False
    ),
    "use",
    imperative=True,
)
_en(
    "never",
    r"never\s+(?:ever\s+)?(?P<v>.+)",
    _tpl(
        "constraint",
        "The user wants the assistant to never {v}",
        keyed=True,
        check=lambda v, m: _never_ok(v, m),
    ),
    "never",
    imperative=True,
)
_en(
    "avoid",
    r"avoid\s+(?P<v>.+)",
    _tpl("constraint", "The user wants to avoid {v}", keyed=True),
    "avoid",
    imperative=True,
)
_en(
    "no",
    r"no\s+(?:more\s+)?(?P<v>.+)",
    _build_standing("constraint", "The user wants no {v}", _NO_STOP, markers_needed=True),
    "no",
    imperative=True,
)
_en(
    "don do",
    rf"(?:don{_A}?t|do\s+not)\s+(?:ever\s+)?(?P<v>.+)",
    _build_standing("constraint", "The user does not want the assistant to {v}", _DONT_STOP, True),
    "don|do not",
    imperative=True,
)
_en(
    "always",
    rf"always\s+(?P<v>{_ALWAYS_VERBS}\b.+)",
    _tpl("preference", "The user wants the assistant to always {v}", keyed=True),
    "always",
    imperative=True,
)
_en(
    "remind",
    r"remind\s+me\s+(?P<when>(?:(?:tomorrow|tonight|today|later|next\s+\w+|this\s+\w+|"
    r"on\s+\w+(?:\s+\d+\w*)?|at\s+[\w:.]+(?:\s*[ap]\.?m\.?)?|in\s+\d+\s+\w+|every\s+\w+)\s+)*)"
    r"(?P<rel>to|that|about|of)\s+(?P<v>.+)",
    _build_remind("en"),
    "remind me",
    imperative=True,
)

# Chinese rules -----------------------------------------------------------------------------
# Tried in order at the start of a clause (after greetings and connectives).

_zh(
    "{Z}(?:最喜欢|最爱)的\\s*(?P<t>[^，,。！？\\s]{1,10}?)\\s*(?:就是|是)\\s*(?P<v>.+)",
    _build_favorite("zh"),
    "最喜欢的|最爱的",
)
_zh(
    f"我(?:的)?名字(?:是|叫)\\s*(?P<v>{_ZH_NAME})",
    _tpl(
        "profile", "用户的名字是{v}", lang="zh", key="profile:name", free=False, check=_zh_name_ok
    ),
    "名字",
)
_zh(
    f"{{ZI}}(?:叫做|名叫|叫)\\s*(?P<v>{_ZH_NAME})",
    _tpl(
        "profile", "用户的名字是{v}", lang="zh", key="profile:name", free=False, check=_zh_name_ok
    ),
    "叫",
)
_zh(
    f"{{ZI}}姓\\s*(?P<v>[{_CJK}]{{1,2}}?)(?=$|[\\s，,。！!？?；;、]|叫|名|的)",
    _tpl(
        "profile",
        "用户姓{v}",
        lang="zh",
        key="profile:surname",
        free=False,
        check=lambda v, m: v[0] not in "什啥",
    ),
    "姓",
)
_zh(
    f"(?:你|您|大家|以后)?(?:可以|就|以后|直接|请|都|也)*(?:叫|称呼|喊)我(?:为|做)?\\s*(?P<v>{_ZH_NAME})",
    _tpl(
        "profile",
        "用户希望被称呼为{v}",
        lang="zh",
        key="profile:preferred_name",
        free=False,
        check=_zh_name_ok,
    ),
    "叫我|称呼我|喊我",
    imperative=True,
)
_zh(
    f"(?:请|千万|以后)?(?:不要|别)(?:再)?(?:叫|称呼|喊)我\\s*(?P<v>{_ZH_NAME})",
    _tpl("constraint", "用户不希望被称呼为{v}", lang="zh", free=False, check=_zh_name_ok),
    "叫我|称呼我|喊我",
    imperative=True,
)
_zh(
    f"(?P<t>{_ZH_TIME}\\s*)?(?:请|麻烦你|麻烦|你|帮我|记得|要)*\\s*(?P<t2>{_ZH_TIME})?\\s*"
    "提醒我(?:一下)?\\s*(?P<v>.+)",
    _build_remind("zh"),
    "提醒我",
    imperative=True,
)
_zh(
    "(?P<kw>(?:我们|我)?(?:的)?(?:总|整体)?预算)(?:大概|大约|在|是|为|控制在|只有|就|也就)*\\s*"
    "(?:不超过|不超|不高于|不能超过|低于|最多|最高|顶多|上限是?|大概|大约)?\\s*"
    f"(?P<v>{_ZH_NUM})\\s*(?:以内|以下|之内|左右|上下|封顶)?",
    _build_budget("zh"),
    "预算",
)
_zh(
    f"(?:我(?:希望|想|想要|要)?你?|请|以后|麻烦|你|都|一直|始终|尽量)*用\\s*(?P<v>{_ZH_LANGS})\\s*"
    "(?:来)?(?:跟我|和我|与我|给我)?(?:回答|回复|交流|沟通|说话|聊天|对话|答复|说|聊|写)",
    _tpl("preference", "用户希望用{v}回复", lang="zh", key="preference:reply-language", free=False),
    "用",
    imperative=True,
)
_zh(
    "{ZI}(?:的)?时区(?:是|为|在)?\\s*(?P<v>.+)",
    _tpl("profile", "用户的时区是{v}", lang="zh", key="profile:timezone"),
    "时区",
)
_zh(
    f"(?:我(?:这边|这里|们)?)?(?:是|在|用|按)\\s*(?P<v>{_ZH_TZ})(?:时区)?",
    _tpl("profile", "用户的时区是{v}", lang="zh", key="profile:timezone", free=False),
    "区|时间|UTC|GMT|utc|gmt",
)
_zh(
    "{ZI}(?:今年|已)*\\s*(?P<v>\\d{1,3}|[一二三四五六七八九十两]{1,3})\\s*(?:周)?岁"
    "(?=$|[\\s，,。！!？?；;]|了|啦|哦|啊)",
    _tpl("profile", "用户{v}岁", lang="zh", key="profile:age", free=False),
    "岁",
)
_zh(
    "{ZI}(?:的)?生日(?:是|在|为)?\\s*(?P<v>.+)",
    _tpl("profile", "用户的生日是{v}", lang="zh", key="profile:birthday", check=_zh_date_ok),
    "生日",
)
_zh(
    "{Z}(?:是)?(?:一[个名位])?(?P<v>吃全素|吃纯素|吃素|纯素食者|纯素主义者|素食主义者|素食者|吃清真|只吃清真)",
    _build_zh_diet,
    "素|清真",
)
_zh(
    "{Z}对\\s*(?P<v>[^，,。！？；]{1,20}?)\\s*(?:严重|有点|有些|轻微)?过敏",
    _tpl("constraint", "用户对{v}过敏", lang="zh", free=False),
    "过敏",
)
_zh(
    f"{{Z}}(?P<v>[{_CJK}A-Za-z]{{1,10}}?)(?:严重|有点|有些|轻微)?过敏",
    _tpl(
        "constraint",
        "用户对{v}过敏",
        lang="zh",
        free=False,
        check=lambda v, m: v[0] not in "对有会很是也都",
    ),
    "过敏",
)
_zh(
    "{Z}(?:有)?(?P<v>乳糖不耐受?|麸质不耐受?)",
    _tpl("constraint", "用户{v}", lang="zh", free=False),
    "不耐",
)
_zh(
    "{Z}对\\s*(?P<v>[^，,。！？；]{1,20}?)\\s*(?:不感兴趣|没兴趣|没有兴趣|没什么兴趣)",
    _tpl(
        "constraint",
        "用户对{v}不感兴趣",
        lang="zh",
        free=False,
        keyed=True,
        check=lambda v, m: v[0] not in "你您他她它这那",
    ),
    "兴趣",
)
_zh(
    "{Z}对\\s*(?P<v>[^，,。！？；]{1,20}?)\\s*(?:很|非常|特别|比较)?感兴趣",
    _tpl(
        "preference",
        "用户对{v}感兴趣",
        lang="zh",
        free=False,
        keyed=True,
        check=lambda v, m: v[0] not in "你您他她它这那什啥",
    ),
    "兴趣",
)
_zh(
    "{Z}(?P<verb>一点也不吃|完全不吃|从来不吃|从不吃|不太能吃|不能吃|不能喝|吃不了|喝不了|吃不得|不吃|"
    "不喝|不碰|不沾|忌口)\\s*(?P<v>.+)",
    _tpl("constraint", "用户{verb}{v}", lang="zh", keyed=True, verbs={"从来不吃": "从不吃"}),
    "吃|喝|碰|沾|忌口",
)
_zh(
    "(?:{Z})?(?:暂时|目前|绝对|坚决|完全|肯定|一定|也|都|还)*"
    "(?P<verb>不考虑|不接受|不想要|不要|不买|不选|不住|不看)\\s*"
    "(?!紧|客气|担心|着急|急|怕|害怕|忘|生气|介意|误会|难过|放弃|管|理|这样|那样|了|再说|说了|乱|骗|慌|"
    "紧张|以为|觉得|太客气)(?P<v>.+)",
    _tpl(
        "constraint",
        "用户{verb}{v}",
        lang="zh",
        keyed=True,
        verbs={},
        check=lambda v, m: not (v.startswith("再") and len(v) <= 2),  # "不要再发了"
    ),
    "不考虑|不接受|不想要|不要|不买|不选|不住|不看",
    imperative=True,
)
_zh(
    "(?:千万|请|也|一定|就|都|以后)*别\\s*"
    "(?!人|的|处|墅|名|致|扭|针|具|克|称|样|说|急|担心|客气|管|忘|介意|生气|着急|误会|闹|怕|慌|紧张|"
    "难过|走|动|提了|理|再说|以为|逗|傻|这样|那样|开玩笑|问|哭|笑|废话)(?P<v>.+)",
    _tpl("constraint", "用户要求不要{v}", lang="zh", keyed=True, check=lambda v, m: len(v) >= 2),
    "别",
    imperative=True,
)
_zh(
    "{Z}(?P<verb>最不喜欢|不喜欢|不太喜欢|不是很喜欢|不怎么喜欢|不爱|不太爱|讨厌|反感|受不了|"
    "接受不了|忍受不了|不习惯|厌恶)(?:的是)?\\s*(?P<v>.+)",
    _tpl(
        "constraint",
        "用户{verb}{v}",
        lang="zh",
        keyed=True,
        verbs={"不太爱": "不太喜欢", "不爱": "不喜欢"},
    ),
    "喜欢|爱|讨厌|反感|受不了|接受不了|忍受不了|不习惯|厌恶",
)
_zh(
    "{Z}(?P<verb>更喜欢|更爱|更倾向于|更倾向|更偏向于|更偏向|更偏好|更偏爱|最喜欢|最爱|喜欢|喜爱|"
    "热爱|爱好|爱(?!人|上|过|死)|偏好|偏爱|倾向于|倾向|偏向于|偏向|钟意|中意|习惯|看重|在意|注重|"
    "只考虑|只接受|只吃|只喝|只用|只看|只住)(?:的是)?\\s*(?P<v>.+)",
    _tpl(
        "preference",
        "用户{verb}{v}",
        lang="zh",
        keyed=True,
        verbs={
            "爱": "喜欢",
            "喜爱": "喜欢",
            "钟意": "喜欢",
            "中意": "喜欢",
            "更爱": "更喜欢",
            "最爱": "最喜欢",
            "倾向": "倾向于",
            "更倾向": "更倾向于",
            "偏向": "偏向于",
            "更偏向": "更偏向于",
        },
    ),
    "喜欢|爱|偏|倾向|钟意|中意|习惯|看重|在意|注重|只",
)
_zh(
    f"{{ZI}}在\\s*(?P<v>[{_CJK}A-Za-z]{{2,20}}?(?:公司|集团|银行|大学|医院|学校|研究所|研究院|事务所|"
    "工作室|政府|局|厂))(?:工作|上班|任职|实习)",
    _tpl("profile", "用户在{v}工作", lang="zh", key="profile:employer", free=False),
    "在",
)
_zh(
    f"{{ZI}}是(?:一名|一个|一位|个|名)?\\s*(?P<v>[{_CJK}A-Za-z]{{0,10}}?{_ZH_OCC})"
    "(?=$|[\\s，,。！!？?；;、]|啊|呀|哦|呢|吧|啦)",
    _tpl(
        "profile",
        "用户是{v}",
        lang="zh",
        key="profile:occupation",
        free=False,
        check=lambda v, m: "的" not in v and v not in ("男生", "女生"),
    ),
    "是",
)
_zh(
    f"{{Z}}(?:住在|住于|定居在|定居于|定居|生活在|常住在|常住|现居|现住在|现住|家住在|家住|家在)\\s*"
    f"(?P<v>{_ZH_PLACE})",
    _tpl(
        "profile",
        "用户住在{v}",
        lang="zh",
        key="profile:location",
        free=False,
        check=lambda v, m: v[0] not in "这那哪哪",
    ),
    "住|定居|生活|现居|家在",
)
_zh(
    f"{{Z}}在\\s*(?P<v>{_ZH_PLACE_STRICT})(?P<verb>工作|上班|生活|定居|读书|上学|发展|住)?",
    _tpl(
        "profile",
        "用户在{v}{verb}",
        lang="zh",
        key="profile:location",
        free=False,
        verbs={},
        check=_zh_place_ok,
    ),
    "在",
)
_zh(
    f"{{Z}}(?:来自|是从)\\s*(?P<v>{_ZH_PLACE})(?:来的)?",
    _tpl(
        "profile",
        "用户来自{v}",
        lang="zh",
        key="profile:hometown",
        free=False,
        check=lambda v, m: v[0] not in "这那哪",
    ),
    "来自|是从",
)
_zh(
    f"{{ZI}}是\\s*(?P<v>[{_CJK}]{{2,10}}?)人(?=$|[\\s，,。！!？?；;、]|啊|呀|哦|呢|吧|啦)",
    _tpl(
        "profile", "用户是{v}人", lang="zh", key="profile:hometown", free=False, check=_zh_place_ok
    ),
    "人",
)
_zh(
    f"我(?:的)?老家(?:是|在)\\s*(?P<v>{_ZH_PLACE})",
    _tpl("profile", "用户的老家在{v}", lang="zh", key="profile:hometown", free=False),
    "老家",
)
_zh(
    f"{{ZI}}(?:的)?母语(?:是)?\\s*(?P<v>{_ZH_LANGS})",
    _tpl("profile", "用户的母语是{v}", lang="zh", key="profile:language", free=False),
    "母语",
)
_zh(
    f"{{ZI}}(?:会说|会讲|说|讲|会)\\s*(?P<v>{_ZH_LANGS})(?![{_CJK}])",
    _tpl("profile", "用户会说{v}", lang="zh", key="profile:language", free=False),
    "说|讲|会",
)

_CUE_NEEDLES = (
    "remember rememb memori note forget mind record reference save store 记 忘 备注".split()
)
_PREFILTER = re.compile(
    "|".join(re.escape(n) for n in sorted(_ALL_NEEDLES | set(_CUE_NEEDLES), key=len, reverse=True)),
    re.I,
)


# --------------------------------------------------------------------------------------------
# The scan
# --------------------------------------------------------------------------------------------


@dataclass
class _Sentence:
    """State carried across the clauses of one sentence."""

    hypo: bool = False  # a hypothetical opened ("if I were…", "如果…")
    reported: bool = False  # reported speech opened ("she said:")
    user: bool = False  # the previous clause was a statement by the user (for elided subjects)


@dataclass
class _Out:
    facts: list[ExplicitFact] = field(default_factory=list)
    seen: set[tuple[str, str | None, str]] = field(default_factory=set)
    pending_request: bool = False  # "remember the following:" with the items on later lines

    def add(self, hit: _Hit, source: str, confidence: float, explicit: bool) -> None:
        ident = (hit.category, hit.key, hit.content)
        if ident in self.seen:
            return
        self.seen.add(ident)
        self.facts.append(
            ExplicitFact(
                category=hit.category,
                key=hit.key,
                content=hit.content,
                value=hit.value,
                source_text=source,
                confidence=confidence,
                explicit_request=explicit,
            )
        )


def _blocks(text: str) -> Iterator[tuple[int, int]]:
    """The parts of the message that are prose (not code blocks, inline code or quotes)."""
    if "`" not in text and ">" not in text:
        yield 0, len(text)
        return
    pos = 0
    for m in _SKIP_BLOCKS.finditer(text):
        if m.start() > pos:
            yield pos, m.start()
        pos = m.end()
    if pos < len(text):
        yield pos, len(text)


def _sentences(text: str, lo: int, hi: int) -> Iterator[tuple[int, int, str]]:
    start = lo
    for m in _TERM.finditer(text, lo, hi):
        term = m.group()
        if term[0] == ".":
            j = m.start()
            while j > lo and (text[j - 1].isalpha() or text[j - 1] == "."):
                j -= 1
            word = text[j : m.start()]
            if word.lower() in _ABBREV or (len(word) == 1 and word.isupper()):
                continue
        yield start, m.start(), term
        start = m.end()
    if start < hi:
        yield start, hi, ""


def _clauses(text: str, lo: int, hi: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    start = lo
    for m in _CLAUSE_SPLIT.finditer(text, lo, hi):
        if m.start() > start:
            out.append((start, m.start()))
        start = m.end()
    if start < hi:
        out.append((start, hi))
    return out


def _try_rules(
    rules: list[_Rule],
    text: str,
    low: str,
    pos: int,
    end: int,
    ctx: _Ctx,
    *,
    cont: bool,
    request: bool,
) -> _Hit | None:
    window = low[pos:end]
    for rule in rules:
        if request and not rule.imperative:
            continue
        rx = rule.cont if cont else rule.rx
        if rx is None:
            continue
        for needle in rule.needles:
            if needle in window:
                break
        else:
            continue
        m = rx.match(text, pos, end)
        if m is None:
            continue
        hit = rule.build(m, end, ctx)
        if hit is not None:
            return hit
    return None


_CONNECTOR = re.compile(
    r"[\s,，、;；]*(?:(?:and|but|also|plus|though|however|yet|or)\b|但是|但|不过|而且|并且|同时|然后|"
    r"可是|另外)?[\s,，、;；]*",
    re.I,
)


def _scan_clause(
    text: str,
    low: str,
    cs: int,
    ce: int,
    sent_end: int,
    qmark: bool,
    sent_q: bool,
    st: _Sentence,
    out: _Out,
    explicit: bool,
    request_span: tuple[int, int] | None,
) -> tuple[bool, bool]:
    """Read one clause. Returns (hit, consumed): consumed when a remember cue took the rest of
    the sentence as its content."""
    b = _BULLET.match(text, cs, ce)
    if b is not None and b.end() > cs:
        cs = b.end()
    cs, ce = _trim_span(text, cs, ce)
    if cs >= ce:
        return False, False
    first = text[cs]
    zh = _is_cjk(first)
    if not zh and not first.isascii():
        return False, False
    if not zh and not first.isalpha():
        return False, False

    ctx = _Ctx(explicit=explicit, clause_start=cs, sent_end=sent_end)
    hedged = False
    request = False
    if zh:
        p = _ZH_PREFIX.match(text, cs, ce).end()  # type: ignore[union-attr]
        h = _ZH_HEDGE.match(text, p, ce)
        if h is not None:
            hedged, p = True, h.end()
        r = _ZH_REQUEST.match(text, p, ce)
        if r is not None and r.end() > p:
            request, p = True, r.end()
    else:
        p = _EN_PREFIX.match(text, cs, ce).end()  # type: ignore[union-attr]
        h = _EN_HEDGE.match(text, p, ce)
        if h is not None:
            hedged = True
            p = _EN_PREFIX.match(text, h.end(), ce).end()  # type: ignore[union-attr]
        r = _EN_REQUEST.match(text, p, ce)
        if r is not None:
            request, p = True, r.end()
    if p >= ce:
        return False, False
    ce = min(ce, p + MAX_CLAUSE_CHARS)

    clause_text = text[cs:ce]
    if zh:
        if _ZH_HYPO.search(text, cs, ce) is not None or _ZH_EXAMPLE.match(text, p, ce):
            st.hypo = True
    elif _EN_HYPO.match(text, p, ce) is not None:
        st.hypo = True
    if st.hypo or st.reported:
        st.user = False
        return False, False

    # A remember request: the rest of the sentence is its content.
    if not explicit:
        cue = (_ZH_CUE if zh else _EN_CUE).match(text, p, sent_end)
        if cue is not None and _cue_ok(text, cue, zh, sent_end):
            if sent_q and not request:  # "do you remember…?", "你记得我…吗"
                st.user = False
                return False, True
            _scan_request(text, low, cue, cs, zh, sent_end, out)
            return True, True

    # Questions are not facts; polite requests ("can you call me Sam?") are not questions.
    if zh:
        question = (qmark or _ZH_QUESTION.search(text, p, ce) is not None) and not explicit
    else:
        question = _EN_QUESTION.match(text, p, ce) is not None or (qmark and not explicit)
    if question and not request:
        st.user = False
        return False, False

    conf = CONF_REQUEST if explicit else (CONF_HEDGED if hedged else CONF_PATTERN)
    if zh:
        hit = _try_rules(_ZH_RULES, text, low, p, ce, ctx, cont=False, request=request)
        if hit is None and st.user:
            hit = _try_rules(_ZH_CONT, text, low, p, ce, ctx, cont=True, request=request)
    else:
        head = _EN_HEAD.match(text, p, ce)
        rules = _EN_BY_HEAD.get(head.group().lower(), []) if head is not None else []
        hit = _try_rules(rules, text, low, p, ce, ctx, cont=False, request=request)

    if hit is None:
        if (_ZH_REPORTED if zh else _EN_REPORTED).search(clause_text) is not None:
            st.reported = True
        st.user = False
        return False, False

    stmt_start = p
    chained = 0
    while hit is not None:
        source = (
            text[request_span[0] : request_span[1]]
            if request_span is not None
            else text[stmt_start : hit.end]
        )
        out.add(hit, source, conf, explicit)
        # A continuation with its subject elided: "I'm vegetarian and allergic to nuts".
        c = _CONNECTOR.match(text, hit.rest, ce)
        nxt = c.end() if c is not None else hit.rest
        chained += 1
        if nxt >= ce or nxt <= stmt_start or chained > MAX_CONTINUATIONS:
            break
        stmt_start = nxt
        cont_rules = _ZH_CONT if _is_cjk(text[nxt]) else _EN_CONT
        hit = _try_rules(cont_rules, text, low, nxt, ce, ctx, cont=True, request=False)
    st.user = True
    return True, False


def _cue_ok(text: str, cue: re.Match[str], zh: bool, sent_end: int) -> bool:
    word = cue.group("cue")
    after = cue.end()
    if zh:
        return True
    low = word.lower()
    tail = cue.group("tail")
    if low == "note" and ":" not in tail and "：" not in tail and "that" not in tail.lower():
        start = cue.start("cue")
        before = text[cue.start() : start].lower()
        if "please" not in before and "pls" not in before:
            return False
    if after < sent_end and _EN_CUE_NOT.match(text, after, sent_end) is not None:
        return "that" in tail.lower() or ":" in tail
    return True


def _scan_request(
    text: str,
    low: str,
    cue: re.Match[str],
    req_start: int,
    zh: bool,
    sent_end: int,
    out: _Out,
) -> None:
    """The content of a remember request: its patterns, else the statement itself."""
    cs = cue.end()
    word = cue.group("cue").lower()
    patterns_only = False
    if not zh:
        to = _EN_CUE_TO.match(text, cs, sent_end)
        if to is not None and "that" not in cue.group("tail").lower():
            cs, patterns_only = to.end(), True
    cs, ce = _trim_span(text, cs, sent_end)
    if cs >= ce or _FOLLOWING.match(text, cs, ce):
        tail = cue.group("tail").lower() + text[cs:ce]
        if ":" in tail or "：" in tail or "following" in tail or cs < ce:
            out.pending_request = True
        return
    tail = cue.group("tail").lower()
    lenient = "that" in tail or ":" in tail or "：" in tail
    _scan_content(text, low, req_start, cs, ce, word, patterns_only, lenient, out)


def _scan_content(
    text: str,
    low: str,
    req_start: int,
    cs: int,
    ce: int,
    cue_word: str,
    patterns_only: bool,
    lenient: bool,
    out: _Out,
    subject_only: bool = False,
) -> None:
    """Read what follows a remember cue: its patterns, else the statement as a fact."""
    span = (req_start, ce)
    before = len(out.facts)
    st = _Sentence()
    unmatched: list[tuple[int, int]] = []
    for a, b in _clauses(text, cs, ce):
        hit, _ = _scan_clause(text, low, a, b, ce, False, False, st, out, True, span)
        if not hit:
            unmatched.append((a, b))
    if patterns_only:
        return
    if cue_word in _ZH_WEAK_CUES and not text.startswith("我", cs):
        return  # "记得带伞" is a reminder to act, not a statement to keep
    if not lenient and _EN_CUE_NOT.match(text, cs, ce) and not text.startswith("my", cs):
        return
    if len(out.facts) == before:
        if not subject_only or _user_subject(text, cs, ce):
            _fallback(text, cs, ce, span, out)
        return
    for a, b in unmatched:
        a, b = _trim_span(text, a, b)
        if _user_subject(text, a, b):
            _fallback(text, a, b, span, out)


def _user_subject(text: str, cs: int, ce: int) -> bool:
    """The text starts with the user as its subject ("I…", "my…", "我…")."""
    cs, ce = _trim_span(text, cs, ce)
    if cs >= ce:
        return False
    if _is_cjk(text[cs]):
        return text.startswith("我", cs)
    return _EN_USER_SUBJECT.match(text, cs, ce) is not None


# "remember the following:", "记住以下几点：": the items come on the next lines.
_FOLLOWING = re.compile(
    r"(?:(?:these|those|the\s+following|the\s+below|following)(?:\s+[\w-]+){0,2}"
    r"|(?:以下|下面|如下|这几点|这些)[^，,。]{0,6})\s*[:：]?\s*$",
    re.I,
)
_BARE_NOUN = re.compile(
    r"(?:(?:my|our|the|this|that)\s+[\w'’-]+|我(?:们)?的[^，。\s]{1,6}|(?:this|that|it))$", re.I
)
_EN_THAT = re.compile(r"(?:that|this)\b[\s:,]*", re.I)


def _fallback(text: str, cs: int, ce: int, span: tuple[int, int], out: _Out) -> None:
    """A remembered statement no pattern explains: kept as a fact (an event if dated)."""
    cs, ce = _trim_span(text, cs, ce)
    if cs >= ce:
        return
    zh = _is_cjk(text[cs])
    if not zh:
        m = _EN_THAT.match(text, cs, ce)
        if m is not None:
            cs = m.end()
    cs, ce = _trim_span(text, cs, ce)
    trail = (_ZH_TRAIL if zh else _EN_TRAIL).search(text, cs, ce)
    if trail is not None:
        ce = trail.start()
    cs, ce = _trim_span(text, cs, ce)
    if ce - cs < 2 or ce - cs > MAX_REQUEST_CHARS:
        return
    value = _norm_ws(text[cs:ce])
    if not any(ch.isalnum() for ch in value) or _BARE_NOUN.match(value):
        return  # "remember my name": nothing stated
    if zh:
        content = _zh_person(value)
        dated = _ZH_DATE.search(value) is not None or _EN_DATE.search(value) is not None
    else:
        content = _en_sentence(value)
        dated = _EN_DATE.search(value) is not None
    hit = _Hit("event" if dated else "fact", None, content, value, ce, ce)
    out.add(hit, text[span[0] : span[1]], CONF_REQUEST, True)


def extract_explicit(text: str) -> list[ExplicitFact]:
    """The explicit facts of one user message, in the order they appear.

    Pure and deterministic: no model, no I/O; the same message always gives the same facts.
    """
    if not text:
        return []
    if len(text) > MAX_SCAN_CHARS:
        text = text[:MAX_SCAN_CHARS]
    if _PREFILTER.search(text) is None:
        return []
    low = text.lower()
    out = _Out()
    for lo, hi in _blocks(text):
        for s, e, term in _sentences(text, lo, hi):
            qmark = "?" in term or "？" in term
            if out.pending_request:
                # The items of "remember the following:": bullet lines, or statements by the
                # user; a question ends the list.
                s2, e2 = _trim_span(text, s, e)
                b = _BULLET.match(text, s2, e2)
                bullet = b is not None and b.end() > s2
                if bullet and b is not None:
                    s2 = b.end()
                if qmark or _EN_QUESTION.match(text, s2, e2) or _ZH_QUESTION.search(text, s2, e2):
                    out.pending_request = False
                else:
                    if s2 < e2:
                        _scan_content(
                            text, low, s2, s2, e2, "remember", False, True, out, not bullet
                        )
                    continue
            sent_q = (qmark or _ZH_END_Q.search(text, s, e) is not None) and (
                _TAG_Q.search(text, s, e) is None
            )
            st = _Sentence()
            clauses = _clauses(text, s, e)
            for i, (a, b_) in enumerate(clauses):
                last = i == len(clauses) - 1
                _, consumed = _scan_clause(
                    text, low, a, b_, e, qmark and last, sent_q, st, out, False, None
                )
                if consumed:
                    break
    return out.facts
