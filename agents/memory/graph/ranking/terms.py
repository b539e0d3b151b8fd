"""Lexical side of recall: the terms of a memory or a question, and relation cues.

Built on agents/text.py (CJK bigrams, words, numbers), plus what recall needs on
top: question words that carry no topic ("什么", "哪里") dropped from queries, a light English
plural fold, and the words that name a relation ("run on" ↔ uses, "在哪工作" ↔ works_at).
"""

from __future__ import annotations

import re

from agents.text import terms

# CJK bigrams that only shape a question or a sentence; they would match everything.
CJK_STOP_BIGRAMS = frozenset(
    "什么 哪里 哪儿 哪个 哪些 怎么 怎样 如何 是否 是不 不是 一个 一下 这个 那个 这些 那些 "
    "我的 你的 他的 她的 我们 你们 他们 她们 可以 没有 知道 告诉 还是 现在 之前 以前 "
    "的是 是什 么的 用的 了吗 的吗 吗？ 呢？ 在哪 有什 我是 我在 我有 我想 我要 请问 "
    "记得 记住 一直 目前 最近 用什 做什 干什 叫什 么名 个项 关于".split()
)

# English question scaffolding beyond lexical.STOPWORDS.
EN_QUESTION_WORDS = frozenset(
    "how many much whom whose tell know remember recall please does did do any some "
    "user user's users person someone thing things something".split()
)

_WORD = re.compile(r"^[a-z]+$")
_VOWELS = "aeiouy"


def _fold(term: str) -> str:
    """A light English stem, the same on both sides of a match: trains/training → train,
    studies/studying → study, running → run, moved/moving/move → mov."""
    if len(term) < 4 or not _WORD.match(term):
        return term
    w = term
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("ied") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("ing") and len(w) > 5:
        w = w[:-3]
    elif w.endswith("ed") and len(w) > 4:
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if w != term and len(w) >= 3 and w[-1] == w[-2] and w[-1] not in _VOWELS + "lsz":
        w = w[:-1]  # running → run, stopped → stop
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    return w


def doc_terms(text: str) -> list[str]:
    """Terms of a stored memory (every term, folded)."""
    return [_fold(t) for t in terms(text)]


def search_terms(text: str) -> list[str]:
    """Terms of a listing search box: all must occur (latin words and numbers as prefixes)."""
    return list(dict.fromkeys(_fold(t) for t in terms(text)))


def query_terms(text: str) -> list[str]:
    """Distinct topical terms of a question, in order."""
    out: list[str] = []
    seen: set[str] = set()
    for term in terms(text):
        term = _fold(term)
        if term in CJK_STOP_BIGRAMS or term in EN_QUESTION_WORDS or term in seen:
            continue
        seen.add(term)
        out.append(term)
    return out


def is_number(term: str) -> bool:
    return term[:1].isdigit()


# Words that name a relation type, English (word prefixes) and Chinese (substrings).
RELATION_CUES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "knows": (
        (
            "know",
            "friend",
            "colleague",
            "met",
            "meet",
            "acquaintance",
            "buddy",
            "mentor",
            "wife",
            "husband",
            "spouse",
            "partner",
            "girlfriend",
            "boyfriend",
            "fiance",
            "mom",
            "mum",
            "mother",
            "dad",
            "father",
            "parent",
            "son",
            "daughter",
            "kid",
            "child",
            "children",
            "brother",
            "sister",
            "sibling",
            "grandma",
            "grandpa",
            "grandmother",
            "grandfather",
            "aunt",
            "uncle",
            "cousin",
            "family",
            "boss",
            "manager",
            "coworker",
            "co-worker",
            "teammate",
            "report to",
            "reports to",
            "neighbor",
            "neighbour",
            "roommate",
            "doctor",
            "dentist",
            "teacher",
            "coach",
        ),
        (
            "认识",
            "朋友",
            "同事",
            "熟人",
            "导师",
            "同学",
            "老公",
            "老婆",
            "妻子",
            "丈夫",
            "爱人",
            "对象",
            "女朋友",
            "男朋友",
            "未婚",
            "爸",
            "妈",
            "父亲",
            "母亲",
            "父母",
            "儿子",
            "女儿",
            "孩子",
            "哥",
            "姐",
            "弟",
            "妹",
            "爷爷",
            "奶奶",
            "外公",
            "外婆",
            "姥姥",
            "叔",
            "阿姨",
            "舅",
            "表",
            "家人",
            "领导",
            "老板",
            "上司",
            "经理",
            "主管",
            "组长",
            "邻居",
            "室友",
            "医生",
            "老师",
            "教练",
        ),
    ),
    "works_at": (
        (
            "work at",
            "works at",
            "working at",
            "work for",
            "works for",
            "employer",
            "employed",
            "company",
            "companies",
            "job",
            "workplace",
            "office",
            "work",
            "employ",
        ),
        ("工作", "公司", "上班", "任职", "就职", "单位", "入职", "供职", "雇主"),
    ),
    "works_on": (
        ("work on", "works on", "working on", "project", "build", "develop", "contribute"),
        ("负责", "参与", "项目", "开发", "在做", "做的"),
    ),
    "uses": (
        (
            "use",
            "using",
            "run on",
            "runs on",
            "running on",
            "built with",
            "built on",
            "stack",
            "tool",
            "database",
            "framework",
            "language",
            "powered",
        ),
        (
            "使用",
            "用的",
            "用什么",
            "在用",
            "用了",
            "基于",
            "技术栈",
            "工具",
            "数据库",
            "框架",
            "引擎",
            "跑在",
        ),
    ),
    "prefers": (
        ("prefer", "like", "favorite", "favourite", "love", "enjoy", "fond"),
        ("喜欢", "偏好", "最爱", "爱喝", "爱吃", "爱好", "倾向"),
    ),
    "located_in": (
        ("where", "located", "live", "lives", "based", "city", "country", "address"),
        ("在哪", "位于", "住", "城市", "地址", "哪个城市", "哪里"),
    ),
    "part_of": (
        ("part of", "belong", "member", "team", "group", "division", "school", "class", "club"),
        ("属于", "部分", "成员", "团队", "部门", "小组", "上学", "学校", "读书", "班", "俱乐部"),
    ),
    "related_to": (("related", "about", "connected"), ("相关", "关于", "有关")),
    "depends_on": (
        ("depend", "depends", "dependency", "require", "need", "rely", "relies", "blocked"),
        ("依赖", "需要", "取决", "要求"),
    ),
}


def relation_cues(query: str) -> frozenset[str]:
    """Relation types a question asks about ("what does Apollo run on?" → {'uses'})."""
    low = " " + " ".join(re.findall(r"[a-z']+", query.lower())) + " "
    low = low.replace(" used to ", " ").replace(" use to ", " ")  # a tense, not "uses"
    stems = {_fold(w) for w in low.split()}
    found: set[str] = set()
    for relation, (english, chinese) in RELATION_CUES.items():
        for cue in english:
            if " " in cue.strip():
                hit = f" {cue.strip()} " in low
            else:
                hit = _fold(cue.strip()) in stems
            if hit:
                found.add(relation)
                break
        else:
            if any(cue in query for cue in chinese):
                found.add(relation)
    return frozenset(found)


_WHO = re.compile(r"\b(who|whom|whose)\b|谁|哪位|哪些人", re.IGNORECASE)


def asks_who(query: str) -> bool:
    """Whether a question asks for a person or thing at the source end ("who uses Kafka?")."""
    return bool(_WHO.search(query))


# Words that say what kind of thing answers a question ("where ..." → a location).
_ANSWER_TYPES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("person", re.compile(r"\b(who|whom|whose)\b|谁|哪位", re.IGNORECASE)),
    (
        "location",
        re.compile(
            r"\bwhere\b|\bwhich (city|country|town|place)\b|哪里|哪儿|在哪|哪个城市|哪座城市",
            re.IGNORECASE,
        ),
    ),
    (
        "event",
        re.compile(
            r"\bwhen\b|\bwhat (time|day|date)\b|什么时候|哪天|哪一天|几点|星期几|几号", re.I
        ),
    ),
    (
        "organization",
        re.compile(r"\bwhich (company|organi[sz]ation|employer|team)\b|哪家公司|哪个公司", re.I),
    ),
)


def answer_types(query: str) -> frozenset[str]:
    """Entity types a question's wording asks for ("where does Bob live?" → location)."""
    return frozenset(kind for kind, pattern in _ANSWER_TYPES if pattern.search(query))


# First-person words: a question about the person themself ("where do I work?", "我老公…").
_SELF = re.compile(
    r"\b(?:i|me|my|mine|myself|i'm|i've|i'd|i'll|im|ive)\b|我(?!们)|咱|俺|本人", re.IGNORECASE
)
# Past-tense cues: the question asks for what used to be true ("where did I use to live?").
_PAST = re.compile(
    r"\b(?:used to|use to|before|previous(?:ly)?|former(?:ly)?|old|older|earlier|past|prior"
    r"|originally|back then|did i|was i|had i|in the past|no longer)\b"
    r"|以前|之前|原来|过去|曾经|早先|先前|从前|当初|老的|旧的|上一[个份台辆部家]",
    re.IGNORECASE,
)


def asks_about_self(query: str) -> bool:
    """Whether a question is about the person asking ("which company do I work for?")."""
    return bool(_SELF.search(query))


def asks_about_past(query: str) -> bool:
    """Whether a question asks what used to be true rather than what is true now."""
    return bool(_PAST.search(query))


_NAME = re.compile(r"\b(?:my name|who am i|call me)\b|我叫什么|我的名字|我是谁", re.IGNORECASE)


def asks_for_name(query: str) -> bool:
    """Whether a question asks who the person is ("what's my name?"): the self entity answers."""
    return bool(_NAME.search(query))


# Words for one role, in both languages: a question naming a role ("我老公", "my boss") prefers
# the neighbour whose own text names the same role ("husband, a firefighter").
ROLE_WORDS: tuple[tuple[str, ...], ...] = (
    ("husband", "老公", "丈夫", "先生", "spouse", "爱人"),
    ("wife", "老婆", "妻子", "太太", "媳妇", "spouse", "爱人"),
    ("partner", "boyfriend", "girlfriend", "男朋友", "女朋友", "对象", "fiance", "未婚"),
    ("daughter", "女儿", "闺女"),
    ("son", "儿子"),
    ("kid", "child", "children", "孩子", "小孩"),
    ("mother", "mom", "mum", "mama", "妈妈", "母亲", "妈", "老妈"),
    ("father", "dad", "papa", "爸爸", "父亲", "爸", "老爸"),
    ("parents", "父母", "爸妈", "双亲"),
    ("sister", "姐姐", "妹妹", "姐", "妹"),
    ("brother", "哥哥", "弟弟", "哥", "弟"),
    ("grandmother", "grandma", "奶奶", "外婆", "姥姥"),
    ("grandfather", "grandpa", "爷爷", "外公", "姥爷"),
    ("manager", "boss", "lead", "supervisor", "领导", "老板", "上司", "经理", "主管", "组长"),
    ("colleague", "coworker", "co-worker", "teammate", "同事", "队友"),
    ("friend", "buddy", "朋友", "好友", "闺蜜", "哥们"),
    ("neighbor", "neighbour", "邻居"),
    ("doctor", "gp", "physician", "医生", "大夫"),
    ("teacher", "老师", "教练", "coach", "tutor"),
    ("dog", "狗", "puppy", "小狗"),
    ("cat", "猫", "kitten", "小猫"),
)


def _role_pattern(group: tuple[str, ...]) -> re.Pattern[str]:
    ascii_words = [re.escape(w) for w in group if w.isascii()]
    others = [re.escape(w) for w in group if not w.isascii()]
    parts = ([rf"\b(?:{'|'.join(ascii_words)})s?\b"] if ascii_words else []) + others
    return re.compile("|".join(parts), re.IGNORECASE)


# One compiled pattern per role: matched once per question and once per candidate answer.
_ROLES = tuple(_role_pattern(group) for group in ROLE_WORDS)


def role_match(query: str, text: str) -> bool:
    """Whether `text` names a role the question names ("my boss" ↔ "manager at Grab")."""
    return any(p.search(query) is not None and p.search(text) is not None for p in _ROLES)
