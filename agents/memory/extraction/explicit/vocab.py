"""The shared vocabulary of the explicit extractor, as data.

Regex fragments that rule patterns embed (adverbs, languages, time zones, diets, occupations,
name and place shapes), the subject placeholders the engine substitutes into them (`{I}`,
`{BE}`, `{Z}`, …), the Chinese gazetteer, where a value stops and what is not a value, and the
stop-word sets the value checks use. Nothing here is code that reads a message: a new word is a
new entry, and `tests/unit/memory/test_explicit_extract.py` should get a case that needs it.
"""

from __future__ import annotations

import re

from agents.text import CJK_IDEOGRAPHS

# --------------------------------------------------------------------------------------------
# Scripts, adverbs and the subject placeholders of rule patterns
# --------------------------------------------------------------------------------------------

A = "['’]"  # ASCII or typographic apostrophe
CJK = CJK_IDEOGRAPHS
CJK_RX = re.compile(f"[{CJK}]")

EN_ADV = (
    r"(?:really|also|just|actually|definitely|absolutely|totally|generally|usually|normally|"
    r"typically|still|personally|honestly|truly|kind\s+of|kinda|sort\s+of|much|do|always|"
    r"simply|strongly|certainly|mostly|especially|particularly|very\s+much|quite|now|already|"
    r"only|currently|both|all|even|genuinely|seriously)"
)
ZH_ADV = (
    "(?:也|还是|还|都|很|非常|比较|特别|挺|真的|真|一直|向来|从来|平时|一般|通常|其实|本人|确实|"
    "实在|绝对|完全|就|只|更加|蛮|超级|超|十分|相当|目前|现在|已经|平常|基本上|基本|主要|本来|一向|"
    "始终|总是)*"
)

# Subject placeholders in rule patterns: the full form (the statement starts with its subject)
# and the continuation form (subject elided after a first statement: "…, and allergic to nuts",
# "…，也喜欢靠近地铁").
SUBJECTS_FULL: dict[str, str] = {
    "{IHAVE}": rf"(?:i|we)(?:\s+{EN_ADV})*(?:\s+have(?:\s+got)?|{A}ve\s+got|{A}ve)\s+",
    "{BES}": rf"(?:i{A}m|i\s+am|im)(?:\s+{EN_ADV})*\s+",
    "{BE}": rf"(?:i{A}m|i\s+am|im|we{A}re|we\s+are)(?:\s+{EN_ADV})*\s+",
    "{ID}": rf"(?:i{A}d|i\s+would|we{A}d|we\s+would)(?:\s+{EN_ADV})*\s+",
    "{IS}": rf"i(?:\s+{EN_ADV})*\s+",
    "{I}": rf"(?:i|we)(?:\s+{EN_ADV})*\s+",
    "{ZI}": f"我{ZH_ADV}",
    "{Z}": f"(?:我们|咱们|我){ZH_ADV}",
}
SUBJECTS_CONT: dict[str, str] = {
    "{IHAVE}": rf"(?:(?:i|we)\s+)?(?:{EN_ADV}\s+)*(?:have(?:\s+got)?|{A}ve\s+got)\s+",
    "{BES}": rf"(?:(?:i{A}m|i\s+am|im|am)\s+)?(?:{EN_ADV}\s+)*",
    "{BE}": rf"(?:(?:i{A}m|i\s+am|im|we{A}re|we\s+are|am|are)\s+)?(?:{EN_ADV}\s+)*",
    "{ID}": rf"(?:(?:i{A}d|i\s+would|we{A}d|we\s+would|would)\s+)(?:{EN_ADV}\s+)*",
    "{IS}": rf"(?:i\s+)?(?:{EN_ADV}\s+)*",
    "{I}": rf"(?:(?:i|we)\s+)?(?:{EN_ADV}\s+)*",
    "{ZI}": f"(?:我)?{ZH_ADV}",
    "{Z}": f"(?:我们|咱们|我)?{ZH_ADV}",
}


# --------------------------------------------------------------------------------------------
# Word lists: languages, time zones, diets, occupations, instruction verbs
# --------------------------------------------------------------------------------------------

EN_LANG = (
    r"(?:English|Chinese|Mandarin|Cantonese|Spanish|French|German|Japanese|Korean|Italian|"
    r"Portuguese|Russian|Arabic|Hindi|Dutch|Swedish|Norwegian|Danish|Finnish|Polish|Turkish|"
    r"Vietnamese|Thai|Indonesian|Malay|Hebrew|Greek|Czech|Ukrainian|Persian|Farsi|Urdu|Bengali|"
    r"Tagalog|Swahili|Hungarian|Romanian)"
)
EN_LANGS = rf"{EN_LANG}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*/\s*){EN_LANG})*"
ZH_LANG = (
    "(?:简体中文|繁体中文|中文|汉语|普通话|国语|粤语|广东话|英语|英文|日语|日文|韩语|韩文|法语|法文|"
    "德语|德文|西班牙语|俄语|意大利语|葡萄牙语|阿拉伯语|泰语|越南语|印尼语|马来语|上海话|四川话|"
    "闽南语|客家话|潮汕话|东北话|繁体|简体)"
)
ZH_LANGS = f"{ZH_LANG}(?:\\s*[和、与及跟/]\\s*{ZH_LANG})*"

EN_TZ = (
    r"(?:(?:UTC|GMT)\s*[+\-−]\s*\d{1,2}(?::?\d{2})?|UTC|GMT|(?-i:[A-Z]{2,4}T)|"
    r"(?-i:[A-Z][a-z]+/[A-Z][A-Za-z_]+(?:/[A-Z][A-Za-z_]+)?)|"
    r"(?:pacific|eastern|central|mountain|atlantic|alaska|hawaii)"
    r"(?:\s+(?:standard|daylight))?(?:\s+time)?|CET|CEST|EET|EEST|WET|IST|JST|KST|SGT|AEST|AEDT|"
    r"HKT|CST)"
)
ZH_TZ = (
    r"(?:东[一二三四五六七八九十]{1,2}区|西[一二三四五六七八九十]{1,2}区|"
    r"(?:UTC|GMT)\s*[+\-−]\s*\d{1,2}(?::?\d{2})?|北京时间|东京时间|美(?:国)?东(?:部)?时间|"
    r"美(?:国)?西(?:部)?时间|美(?:国)?中(?:部)?时间)"
)

EN_DIET = (
    r"(?:vegetarian|vegan|pescatarian|pescetarian|lacto[- ]ovo[- ]vegetarian|lacto[- ]vegetarian|"
    r"ovo[- ]vegetarian|flexitarian|plant[- ]based|teetotal(?:l?er)?)"
)
EN_OCC = (
    r"(?:engineer|developer|programmer|designer|teacher|doctor|nurse|lawyer|accountant|manager|"
    r"student|consultant|analyst|scientist|researcher|architect|writer|journalist|artist|"
    r"photographer|chef|pilot|pharmacist|dentist|professor|entrepreneur|founder|ceo|cto|cfo|"
    r"freelancer|translator|editor|salesperson|realtor|agent|therapist|psychologist|surgeon|"
    r"physician|mechanic|electrician|plumber|farmer|retiree|musician|student|intern|officer|"
    r"veterinarian|vet|paramedic|firefighter|soldier|librarian|economist|banker|trader)"
)
ZH_OCC = (
    "(?:工程师|程序员|设计师|医生|医师|护士|律师|老师|教师|会计|司机|经理|总监|主管|老板|学生|研究生|"
    "博士生|博士|大学生|研究员|销售|厨师|记者|作家|画家|演员|歌手|警察|军人|公务员|自由职业者|"
    "创业者|运营|分析师|科学家|教授|药剂师|建筑师|摄影师|翻译|编辑|店主|农民|工人|程序猿|码农|宝妈)"
)
# What "always …" may ask of the assistant ("always answer in French", "always cite sources").
ALWAYS_VERBS = (
    r"(?:use|answer|reply|respond|write|include|show|give|add|ask|check|cite|keep|format|put|"
    r"call|send|book|choose|pick|recommend|suggest|double-check|mention|explain|provide|make|"
    r"speak|talk|address|sign|start|end|remind|confirm|quote|round|convert|spell)"
)


# --------------------------------------------------------------------------------------------
# Value shapes: names, places, times, amounts
# --------------------------------------------------------------------------------------------

# English value shapes.
_NAME_TOK = r"[^\W\d_][\w'’.\-]*"
NAME_FREE = rf"{_NAME_TOK}(?:\s+{_NAME_TOK}){{0,3}}"
NAME_END = (
    r"(?=\s*$|\s*[,.!?;:)]|\s+(?:and|but|please|from|here|instead|thanks|thank|btw|by|if|for|"
    r"now|though|too|speaking|again|nice|-|–|—)\b)"
)
NAME_CAP = (
    r"(?:(?-i:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?(?-i:[A-Z])[\w'’\-]*(?:\s+(?-i:[A-Z])[\w'’\-]*){0,2}"
)
# A place stops before when/with whom ("Lisbon last year", "Berlin with my wife").
PLACE_CUT = (
    r"\s+(?:last|this|next|since|ago|recently|yesterday|now|currently|with|for|near|in\s+\d|"
    r"a\s+(?:few|couple)|\d+\s+(?:years?|months?|weeks?|days?))\b"
)
PLACE = r"(?:the\s+)?[^\W\d_][\w'’.\-]*(?:\s+[\w'’.\-]+){0,5}"

# Chinese value shapes.
ZH_NAME = (
    f"(?:[{CJK}·•]{{1,6}}?|[A-Za-z][A-Za-z'’.\\-]*(?:\\s[A-Za-z][A-Za-z'’.\\-]*){{0,2}})"
    "(?=$|[\\s，,。.！!？?；;、~～…]|今年|来自|住|现在|目前|家住|啊|呀|哈|哦|呢|吧|啦|嘛)"
)
ZH_PLACE = (
    f"[{CJK}A-Za-z·]{{1,15}}?"
    "(?=$|[\\s，,。.！!？?；;、~～…]|附近|这边|那边|一带|工作|上班|生活|定居|读书|上学|发展|住|的|了|"
    "来的|过来|啊|呀|哦|呢|吧|啦)"
)
ZH_PLACE_STRICT = (
    f"[{CJK}A-Za-z·]{{2,15}}?"
    "(?=$|[\\s，,。.！!？?；;、~～…]|工作|上班|生活|定居|读书|上学|发展|住|了|啊|呀|哦|呢|吧|啦)"
)
ZH_TIME = (
    "(?:[今明后]天|大后天|今晚|明早|明晚|今早|下午|上午|晚上|早上|中午|傍晚|下(?:个)?(?:周|星期|礼拜)"
    "[一二三四五六日天]?|(?:周|星期|礼拜)[一二三四五六日天]|\\d{1,2}[点:：]\\d{0,2}分?|"
    "[一二三四五六七八九十]{1,3}点(?:半|钟)?|到时候?|届时|回头|待会儿?|一会儿?)+"
)
ZH_NUM = (
    "[0-9０-９一二三四五六七八九十百千万亿两.,，]+\\s*"
    "(?:万元|万|千|百|亿|元|块钱|块|美元|美金|欧元|k|K|w|W)*"
)

ZH_GAZETTEER = frozenset(
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
ZH_PLACE_SUFFIX = tuple("市省区县镇乡村州国岛")
ZH_NOT_PLACE = frozenset(
    "小区 社区 园区 景区 市区 郊区 山区 校区 厂区 城区 片区 这个区 那个区".split()
)

# --------------------------------------------------------------------------------------------
# Where a value stops, and what is not a value
# --------------------------------------------------------------------------------------------

# Where a free value stops: at a conjunction that starts another thought.
EN_CUT = re.compile(
    r"\s*,?\s*\b(?:but|because|since|though|although|unless|except|if|when|whenever|while|"
    r"whereas|so\s+that|as\s+long\s+as|which|who|cause|cuz|coz)\b"
    r"|\s+and\s+(?=(?:also\s+|really\s+|i\s+)?(?:hate|dislike|love|like|prefer|enjoy|"
    rf"don{A}t|do\s+not|can{A}t|cannot|never|avoid|am|live|speak|work|want|i{A}m|my|allergic)\b)"
    rf"|\s*,\s*(?=(?:also\s+|really\s+)?(?:hate|dislike|love|like|prefer|enjoy|don{A}t|"
    rf"can{A}t|never|avoid|allergic)\b)",
    re.I,
)
ZH_CUT = re.compile(
    "但是|但|不过|而且|并且|同时|然后|可是|只是|因为|所以|如果|要是"
    "|(?:也|还|又)(?=不|很|更|最|比较|喜欢|爱|要|想|考虑|吃|喝|住|在|对|是|讨厌)"
)
EN_TRAIL = re.compile(
    r"(?:[\s,.;:!?~…)\]}\"'”’»]+|\b(?:please|pls|plz|thanks|thank\s+you|thx|ty|though|too|"
    r"as\s+well|anyway|anyways|lol|haha|btw|ok|okay|for\s+now|by\s+the\s+way|a\s+lot|so\s+much|"
    r"very\s+much|the\s+most|more|at\s+all|now|again|really|for\s+me|ever|anymore|any\s+more|"
    r"from\s+now\s+on|in\s+(?:the\s+)?future|going\s+forward|in\s+general|whatsoever|"
    r"fluently|natively)\b)+$",
    re.I,
)
ZH_TRAIL = re.compile(
    '(?:[\\s，,。.！!？?~～…；;：:)）」』"”]+|了|啊|呀|哦|噢|哈+|呢|吧|啦|嘛|哟|喔|吗|谢谢(?:你|您)?|'
    "谢啦|多谢|的话|就好|就行|即可|一下)+$"
)
LEAD_PUNCT = " \t:：,，-–—\"'“‘「『(（"
EN_STANDING = re.compile(
    r"\b(?:ever|again|anymore|any\s+more|from\s+now\s+on|in\s+(?:the\s+)?future|"
    r"going\s+forward|in\s+general|at\s+all|whatsoever|please|pls|for\s+me|thanks|"
    r"thank\s+you)\b",
    re.I,
)

EN_BAD_VALUE = re.compile(
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
ZH_BAD_VALUE = re.compile(
    "你|您|他|她|它|这|那|哪|什么|谁|啥|第|方案|选项|上面|下面|前者|后者|刚才|之前|的|了|吗|呢|吧|啊|"
    "一下|死|上了|过|着|得|怎么|如何|不|没|是"
)

EN_MONTH = re.compile(
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d|$)", re.I
)

# --------------------------------------------------------------------------------------------
# Stop words: what a value must not start or end with
# --------------------------------------------------------------------------------------------

NAME_STOP = frozenset(
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
NAME_TAIL_STOP = frozenset(
    "team department dept company office group side support sales marketing engineering hr it "
    "accounting finance legal admin staff corp corporation inc llc ltd co gmbh labs lab "
    "technologies solutions systems bank agency studio university school".split()
)
ZH_NAME_STOP_FIRST = frozenset("了过着个一他她你它人车醒来去上到起住声们什啥的不没干这那谁几嘛")
EN_PAST = frozenset(
    """
    was were had did went got made took came saw said knew thought bought left felt kept met
    ran sent spent told wrote found gave lost paid sat slept sold stood understood won ate
    drank began broke chose drove fell flew forgot grew hid rode rang rose sang spoke stole
    swam threw woke wore became brought built caught fought taught heard held led meant been
    used tried
    """.split()
)
NEVER_STOP = frozenset(
    "mind again been ever heard thought knew said seen seem seems gonna going let say".split()
)
# A value ending in one of these points at something in the conversation ("the shorter
# version", "the second option"), not at a standing preference.
EN_ARTIFACT = frozenset(
    """
    one ones version versions option options approach approaches solution solutions answer
    answers draft drafts choice choices alternative alternatives suggestion suggestions reply
    replies response responses example examples
    """.split()
)
DONT_STOP = frozenset(
    """
    worry know mind bother forget be get think care panic hesitate apologize apologise rush
    stress feel you i we they it that this judge laugh understand see remember want like need
    have do go make tell say believe agree mean look
    """.split()
)
NO_STOP = frozenset(
    """
    problem problems worries worry thanks thank idea clue way need matter luck doubt kidding
    joke offense offence rush hurry pressure comment one body thing more longer further wonder
    sweat biggie prob probs response answer reply change difference results result errors
    error issue issues bugs bug output data access internet signal it that this i you we they
    he she not really way worries than
    """.split()
)
# A place does not start with these, even capitalized ("I live in My flat", "I'm from Here").
PLACE_STOP = frozenset("a an my your this that it here there home".split())
