"""Text helpers the engine and the reader share: spans, topic slugs, third-person rewriting.

`topic_slug` turns a value into the topic of a `preference:<slug>` key, so that "I like
trains" and "I don't like trains" share one key; `en_person` / `zh_person` rewrite what the
user said in the third person ("I like my dog" → "the user likes their dog", "我女儿" →
"用户女儿").
"""

from __future__ import annotations

import re

from agents.memory.extraction.explicit.vocab import CJK, CJK_RX, EN_PAST

# Trimmed from both ends of a clause or value.
EDGE_PUNCT = " \t\r\n,.;:!?，。；：！？、~～…"


def norm_ws(s: str) -> str:
    """Runs of whitespace as one space, no space at the ends."""
    return " ".join(s.split())


def trim_span(text: str, s: int, e: int, chars: str = EDGE_PUNCT) -> tuple[int, int]:
    """The span text[s:e] without `chars` at either end."""
    while s < e and text[s] in chars:
        s += 1
    while e > s and text[e - 1] in chars:
        e -= 1
    return s, e


# Closing brackets and quotes a trailing run may hold, and what opens each.
CLOSERS = dict(zip(")]}）」』】”»", "([{（「『【“«", strict=True))


def keep_closers(text: str, s: int, t: int, e: int) -> int:
    """Where a trailing run found at `t` (in text[t:e], to be cut from the value text[s:t])
    really starts: past each closing bracket or quote in it that closes one the value opened,
    so "my list is [Dune, Piranesi] now" keeps its "]" (and only the "now" is cut)."""
    value = text[s:t]
    open_ = {o: value.count(o) - value.count(c) for c, o in CLOSERS.items()}
    quote = value.count('"') % 2 == 1
    end = t
    for i in range(t, e):
        ch = text[i]
        opener = CLOSERS.get(ch)
        if opener is not None and open_[opener] > 0:
            open_[opener] -= 1
            end = i + 1
        elif ch == '"' and quote:
            quote = False
            end = i + 1
    return end


def is_cjk(ch: str) -> bool:
    """The character is a CJK ideograph (the clause is read with the Chinese rules)."""
    return CJK_RX.match(ch) is not None


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
_SLUG_TOK = re.compile(f"[a-z0-9]+|[{CJK}]+")


def topic_slug(value: str) -> str:
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


def conj(word: str) -> str:
    """Third-person singular of a verb after 'the user' ('like' → 'likes', 'have' → 'has')."""
    low = word.lower().replace("’", "'")
    if low in _EN_IRREG:  # have → has, don't → doesn't
        return _EN_IRREG[low]
    if low in _EN_MODALS or low in EN_PAST or low.endswith("ed") or not low.isalpha():
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


def en_person(s: str, *, first: bool) -> str:
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
                out.append(conj(tok))
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


def en_obj(s: str) -> str:
    """A value in the third person, every mention 'they/their/them' ('my mom' → 'their mom')."""
    return en_person(s, first=False)


def en_sentence(s: str) -> str:
    """A statement in the third person ('I have two kids' → 'The user has two kids')."""
    t = en_person(s, first=True)
    return t[:1].upper() + t[1:] if t else t


_ZH_PRON = re.compile("我们|咱们|(?<!自)我|你们|您|你")


def zh_person(s: str) -> str:
    """我/我们 → 用户, 你/您 → 助手."""
    return _ZH_PRON.sub(lambda m: "助手" if m.group(0)[0] in "你您" else "用户", s)
