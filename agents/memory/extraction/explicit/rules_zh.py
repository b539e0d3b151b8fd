"""The Chinese rule table: one `Rule` row per explicit sentence pattern.

Every row is tried, in table order, at the start of each clause (after greetings and
connectives such as "你好，", "对了，"); the first one that builds a fact wins, so a narrower
rule comes before a broader one ("我最喜欢的X是Y" before "我最喜欢X", "我不喜欢" before
"我喜欢"). Subject placeholders are substituted by the engine: `{Z}` (我 / 我们 / 咱们 +
adverbs such as 也, 很, 一直) and `{ZI}` (我 only). A row whose pattern has one also reads a
statement whose subject is elided after a first one ("我喜欢安静的小区，也喜欢靠近地铁").
Inside an f-string a placeholder is written `{{Z}}`.

How to add a rule: add a row in the right place of `ZH_RULES` (a `Template`, or a special
builder / value check from `builders.py` when no template fits), give it needles (cheap
substrings, one of which the message must contain), and add a case to
`tests/unit/memory/test_explicit_extract.py`, with a negative case when the pattern could
over-match.
"""

from __future__ import annotations

from agents.memory.extraction.explicit.rule import Rule, Template
from agents.memory.extraction.explicit.vocab import (
    CJK,
    ZH_LANGS,
    ZH_NAME,
    ZH_NUM,
    ZH_OCC,
    ZH_PLACE,
    ZH_PLACE_STRICT,
    ZH_TIME,
    ZH_TZ,
)

# Templates several rows share.
NAME = Template("profile", "用户的名字是{v}", key="profile:name", free=False, check="zh_name")

_LIKE_VERBS = {
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
}

ZH_RULES: tuple[Rule, ...] = (
    # --- favorites and names ----------------------------------------------------------------------
    Rule(
        pattern="{Z}(?:最喜欢|最爱)的\\s*(?P<t>[^，,。！？\\s]{1,10}?)\\s*(?:就是|是)\\s*(?P<v>.+)",
        build="favorite",
        needles="最喜欢的|最爱的",
    ),
    Rule(pattern=f"我(?:的)?名字(?:是|叫)\\s*(?P<v>{ZH_NAME})", build=NAME, needles="名字"),
    Rule(pattern=f"{{ZI}}(?:叫做|名叫|叫)\\s*(?P<v>{ZH_NAME})", build=NAME, needles="叫"),
    Rule(
        pattern=f"{{ZI}}姓\\s*(?P<v>[{CJK}]{{1,2}}?)(?=$|[\\s，,。！!？?；;、]|叫|名|的)",
        build=Template(
            "profile", "用户姓{v}", key="profile:surname", free=False, check="first_not:什啥"
        ),
        needles="姓",
    ),
    Rule(
        pattern=(
            "(?:你|您|大家|以后)?(?:可以|就|以后|直接|请|都|也)*(?:叫|称呼|喊)我(?:为|做)?\\s*"
            f"(?P<v>{ZH_NAME})"
        ),
        build=Template(
            "profile",
            "用户希望被称呼为{v}",
            key="profile:preferred_name",
            free=False,
            check="zh_name",
        ),
        needles="叫我|称呼我|喊我",
        imperative=True,
    ),
    Rule(
        pattern=f"(?:请|千万|以后)?(?:不要|别)(?:再)?(?:叫|称呼|喊)我\\s*(?P<v>{ZH_NAME})",
        build=Template("constraint", "用户不希望被称呼为{v}", free=False, check="zh_name"),
        needles="叫我|称呼我|喊我",
        imperative=True,
    ),
    # --- reminders, budget, reply language, time zone, age, birthday ------------------------------
    Rule(
        pattern=(
            f"(?P<t>{ZH_TIME}\\s*)?(?:请|麻烦你|麻烦|你|帮我|记得|要)*\\s*(?P<t2>{ZH_TIME})?\\s*"
            "提醒我(?:一下)?\\s*(?P<v>.+)"
        ),
        build="remind",
        needles="提醒我",
        imperative=True,
    ),
    Rule(
        pattern=(
            "(?P<kw>(?:我们|我)?(?:的)?(?:总|整体)?预算)"
            "(?:大概|大约|在|是|为|控制在|只有|就|也就)*\\s*"
            "(?:不超过|不超|不高于|不能超过|低于|最多|最高|顶多|上限是?|大概|大约)?\\s*"
            f"(?P<v>{ZH_NUM})\\s*(?:以内|以下|之内|左右|上下|封顶)?"
        ),
        build="budget",
        needles="预算",
    ),
    Rule(
        pattern=(
            "(?:我(?:希望|想|想要|要)?你?|请|以后|麻烦|你|都|一直|始终|尽量)*"
            f"用\\s*(?P<v>{ZH_LANGS})\\s*"
            "(?:来)?(?:跟我|和我|与我|给我)?(?:回答|回复|交流|沟通|说话|聊天|对话|答复|说|聊|写)"
        ),
        build=Template(
            "preference", "用户希望用{v}回复", key="preference:reply-language", free=False
        ),
        needles="用",
        imperative=True,
    ),
    Rule(
        pattern="{ZI}(?:的)?时区(?:是|为|在)?\\s*(?P<v>.+)",
        build=Template("profile", "用户的时区是{v}", key="profile:timezone"),
        needles="时区",
    ),
    Rule(
        pattern=f"(?:我(?:这边|这里|们)?)?(?:是|在|用|按)\\s*(?P<v>{ZH_TZ})(?:时区)?",
        build=Template("profile", "用户的时区是{v}", key="profile:timezone", free=False),
        needles="区|时间|UTC|GMT|utc|gmt",
    ),
    Rule(
        pattern=(
            "{ZI}(?:今年|已)*\\s*(?P<v>\\d{1,3}|[一二三四五六七八九十两]{1,3})\\s*(?:周)?岁"
            "(?=$|[\\s，,。！!？?；;]|了|啦|哦|啊)"
        ),
        build=Template("profile", "用户{v}岁", key="profile:age", free=False),
        needles="岁",
    ),
    Rule(
        pattern="{ZI}(?:的)?生日(?:是|在|为)?\\s*(?P<v>.+)",
        build=Template("profile", "用户的生日是{v}", key="profile:birthday", check="zh_date"),
        needles="生日",
    ),
    # --- diet, allergies, interests ---------------------------------------------------------------
    Rule(
        pattern=(
            "{Z}(?:是)?(?:一[个名位])?"
            "(?P<v>吃全素|吃纯素|吃素|纯素食者|纯素主义者|素食主义者|素食者|吃清真|只吃清真)"
        ),
        build="zh_diet",
        needles="素|清真",
    ),
    Rule(
        pattern="{Z}对\\s*(?P<v>[^，,。！？；]{1,20}?)\\s*(?:严重|有点|有些|轻微)?过敏",
        build=Template("constraint", "用户对{v}过敏", free=False),
        needles="过敏",
    ),
    Rule(
        pattern=f"{{Z}}(?P<v>[{CJK}A-Za-z]{{1,10}}?)(?:严重|有点|有些|轻微)?过敏",
        build=Template("constraint", "用户对{v}过敏", free=False, check="first_not:对有会很是也都"),
        needles="过敏",
    ),
    Rule(
        pattern="{Z}(?:有)?(?P<v>乳糖不耐受?|麸质不耐受?)",
        build=Template("constraint", "用户{v}", free=False),
        needles="不耐",
    ),
    Rule(
        pattern="{Z}对\\s*(?P<v>[^，,。！？；]{1,20}?)\\s*(?:不感兴趣|没兴趣|没有兴趣|没什么兴趣)",
        build=Template(
            "constraint",
            "用户对{v}不感兴趣",
            free=False,
            keyed=True,
            check="first_not:你您他她它这那",
        ),
        needles="兴趣",
    ),
    Rule(
        pattern="{Z}对\\s*(?P<v>[^，,。！？；]{1,20}?)\\s*(?:很|非常|特别|比较)?感兴趣",
        build=Template(
            "preference",
            "用户对{v}感兴趣",
            free=False,
            keyed=True,
            check="first_not:你您他她它这那什啥",
        ),
        needles="兴趣",
    ),
    # --- constraints: negation flips the category, the key stays the topic's ----------------------
    Rule(
        pattern=(
            "{Z}(?P<verb>一点也不吃|完全不吃|从来不吃|从不吃|不太能吃|不能吃|不能喝|吃不了|喝不了|"
            "吃不得|不吃|不喝|不碰|不沾|忌口)\\s*(?P<v>.+)"
        ),
        build=Template("constraint", "用户{verb}{v}", keyed=True, verbs={"从来不吃": "从不吃"}),
        needles="吃|喝|碰|沾|忌口",
    ),
    Rule(
        pattern=(
            "(?:{Z})?(?:暂时|目前|绝对|坚决|完全|肯定|一定|也|都|还)*"
            "(?P<verb>不考虑|不接受|不想要|不要|不买|不选|不住|不看)\\s*"
            "(?!紧|客气|担心|着急|急|怕|害怕|忘|生气|介意|误会|难过|放弃|管|理|这样|那样|了|再说|"
            "说了|乱|骗|慌|紧张|以为|觉得|太客气)(?P<v>.+)"
        ),
        build=Template("constraint", "用户{verb}{v}", keyed=True, check="zh_not_again"),
        needles="不考虑|不接受|不想要|不要|不买|不选|不住|不看",
        imperative=True,
    ),
    Rule(
        pattern=(
            "(?:千万|请|也|一定|就|都|以后)*别\\s*"
            "(?!人|的|处|墅|名|致|扭|针|具|克|称|样|说|急|担心|客气|管|忘|介意|生气|着急|误会|闹|"
            "怕|慌|紧张|难过|走|动|提了|理|再说|以为|逗|傻|这样|那样|开玩笑|问|哭|笑|废话)(?P<v>.+)"
        ),
        build=Template("constraint", "用户要求不要{v}", keyed=True, check="len>=2"),
        needles="别",
        imperative=True,
    ),
    Rule(
        pattern=(
            "{Z}(?P<verb>最不喜欢|不喜欢|不太喜欢|不是很喜欢|不怎么喜欢|不爱|不太爱|讨厌|反感|"
            "受不了|接受不了|忍受不了|不习惯|厌恶)(?:的是)?\\s*(?P<v>.+)"
        ),
        build=Template(
            "constraint",
            "用户{verb}{v}",
            keyed=True,
            verbs={"不太爱": "不太喜欢", "不爱": "不喜欢"},
        ),
        needles="喜欢|爱|讨厌|反感|受不了|接受不了|忍受不了|不习惯|厌恶",
    ),
    # --- preferences ------------------------------------------------------------------------------
    Rule(
        pattern=(
            "{Z}(?P<verb>更喜欢|更爱|更倾向于|更倾向|更偏向于|更偏向|更偏好|更偏爱|最喜欢|最爱|"
            "喜欢|喜爱|热爱|爱好|爱(?!人|上|过|死)|偏好|偏爱|倾向于|倾向|偏向于|偏向|钟意|中意|"
            "习惯|看重|在意|注重|只考虑|只接受|只吃|只喝|只用|只看|只住)(?:的是)?\\s*(?P<v>.+)"
        ),
        build=Template("preference", "用户{verb}{v}", keyed=True, verbs=_LIKE_VERBS),
        needles="喜欢|爱|偏|倾向|钟意|中意|习惯|看重|在意|注重|只",
    ),
    # --- work, places, languages ------------------------------------------------------------------
    Rule(
        pattern=(
            f"{{ZI}}在\\s*(?P<v>[{CJK}A-Za-z]{{2,20}}?"
            "(?:公司|集团|银行|大学|医院|学校|研究所|研究院|事务所|工作室|政府|局|厂))"
            "(?:工作|上班|任职|实习)"
        ),
        build=Template("profile", "用户在{v}工作", key="profile:employer", free=False),
        needles="在",
    ),
    Rule(
        pattern=(
            f"{{ZI}}是(?:一名|一个|一位|个|名)?\\s*(?P<v>[{CJK}A-Za-z]{{0,10}}?{ZH_OCC})"
            "(?=$|[\\s，,。！!？?；;、]|啊|呀|哦|呢|吧|啦)"
        ),
        build=Template(
            "profile", "用户是{v}", key="profile:occupation", free=False, check="zh_occupation"
        ),
        needles="是",
    ),
    Rule(
        pattern=(
            "{Z}(?:住在|住于|定居在|定居于|定居|生活在|常住在|常住|现居|现住在|现住|家住在|家住|"
            f"家在)\\s*(?P<v>{ZH_PLACE})"
        ),
        build=Template(
            "profile", "用户住在{v}", key="profile:location", free=False, check="first_not:这那哪"
        ),
        needles="住|定居|生活|现居|家在",
    ),
    Rule(
        pattern=f"{{Z}}在\\s*(?P<v>{ZH_PLACE_STRICT})(?P<verb>工作|上班|生活|定居|读书|上学|发展|住)?",
        build=Template(
            "profile", "用户在{v}{verb}", key="profile:location", free=False, check="zh_place"
        ),
        needles="在",
    ),
    Rule(
        pattern=f"{{Z}}(?:来自|是从)\\s*(?P<v>{ZH_PLACE})(?:来的)?",
        build=Template(
            "profile", "用户来自{v}", key="profile:hometown", free=False, check="first_not:这那哪"
        ),
        needles="来自|是从",
    ),
    Rule(
        pattern=f"{{ZI}}是\\s*(?P<v>[{CJK}]{{2,10}}?)人(?=$|[\\s，,。！!？?；;、]|啊|呀|哦|呢|吧|啦)",
        build=Template(
            "profile", "用户是{v}人", key="profile:hometown", free=False, check="zh_place"
        ),
        needles="人",
    ),
    Rule(
        pattern=f"我(?:的)?老家(?:是|在)\\s*(?P<v>{ZH_PLACE})",
        build=Template("profile", "用户的老家在{v}", key="profile:hometown", free=False),
        needles="老家",
    ),
    Rule(
        pattern=f"{{ZI}}(?:的)?母语(?:是)?\\s*(?P<v>{ZH_LANGS})",
        build=Template("profile", "用户的母语是{v}", key="profile:language", free=False),
        needles="母语",
    ),
    Rule(
        pattern=f"{{ZI}}(?:会说|会讲|说|讲|会)\\s*(?P<v>{ZH_LANGS})(?![{CJK}])",
        build=Template("profile", "用户会说{v}", key="profile:language", free=False),
        needles="说|讲|会",
    ),
)
