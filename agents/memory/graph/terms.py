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
        ("know", "friend", "colleague", "met", "meet", "acquaintance", "buddy", "mentor"),
        ("认识", "朋友", "同事", "熟人", "导师", "同学"),
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
        ),
        ("工作", "公司", "上班", "任职", "就职", "单位"),
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
        ("part of", "belong", "member", "team", "group", "division"),
        ("属于", "部分", "成员", "团队", "部门", "小组"),
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
