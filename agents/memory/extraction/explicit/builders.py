"""How a rule's match becomes a fact: the value span, the template builder, the special
builders and the value checks, each registered under the name a rule row uses.

- `value_span` finds the value in group `v`: a free value is cut at a conjunction that starts
  another thought ("trains *but* …"), trailing politeness is dropped ("…, please"), and
  values that point at the conversation ("that", "the second option") are refused;
- `template_builder` applies a `Template` row;
- `SPECIAL` holds the builders whose content is not one template ("prefer": "X over Y";
  "born_in": a date or a place; "budget": the amount as said; …);
- `CHECKS` holds the named value checks a `Template` lists in `check`.

A new special builder or check is a function here plus an entry in its registry; prefer a
`Template` with existing checks when one fits.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from agents.memory.extraction.explicit.rule import ClauseContext, Hit, Template
from agents.memory.extraction.explicit.text import (
    conj,
    en_obj,
    is_cjk,
    keep_closers,
    norm_ws,
    topic_slug,
    trim_span,
    zh_person,
)
from agents.memory.extraction.explicit.vocab import (
    DONT_STOP,
    EN_ARTIFACT,
    EN_BAD_VALUE,
    EN_CUT,
    EN_MONTH,
    EN_PAST,
    EN_STANDING,
    EN_TRAIL,
    LEAD_PUNCT,
    NAME_STOP,
    NAME_TAIL_STOP,
    NEVER_STOP,
    NO_STOP,
    PLACE_STOP,
    ZH_BAD_VALUE,
    ZH_CUT,
    ZH_GAZETTEER,
    ZH_NAME_STOP_FIRST,
    ZH_NOT_PLACE,
    ZH_PLACE_SUFFIX,
    ZH_TRAIL,
    A,
)

MAX_VALUE_CHARS = 160  # a pattern value longer than this is a run-on, not a fact

Build = Callable[[re.Match[str], int, ClauseContext], Hit | None]
Special = Callable[[str, re.Match[str], int, ClauseContext], Hit | None]
Check = Callable[[str], bool]


def value_span(
    m: re.Match[str],
    lang: str,
    free: bool = True,
    extra_cut: re.Pattern[str] | None = None,
) -> tuple[int, int, int] | None:
    """The trimmed span of the value group 'v' and where the text after it resumes."""
    vs, ve = m.span("v")
    if vs < 0:
        return None
    text = m.string
    rest = m.end() if not free else ve
    if free:
        cut = (EN_CUT if lang == "en" else ZH_CUT).search(text, vs, ve)
        if cut is not None and cut.start() > vs:
            ve = rest = cut.start()
        if extra_cut is not None:
            cut = extra_cut.search(text, vs, ve)
            if cut is not None and cut.start() > vs:
                ve = cut.start()
    vs, ve = trim_span(text, vs, ve, LEAD_PUNCT + " ")
    trail = (EN_TRAIL if lang == "en" else ZH_TRAIL).search(text, vs, ve)
    if trail is not None:
        ve = keep_closers(text, vs, trail.start(), ve)
    vs, ve = trim_span(text, vs, ve)
    if ve <= vs:
        return None
    if free:
        if ve - vs > MAX_VALUE_CHARS:
            return None
        bad = (EN_BAD_VALUE if lang == "en" else ZH_BAD_VALUE).match(text, vs, ve)
        if bad is not None and (lang == "zh" or bad.end() == ve or not text[bad.end()].isalnum()):
            return None
        if lang == "en" and text[vs:ve].rsplit(None, 1)[-1].lower() in EN_ARTIFACT:
            return None
    return vs, ve, max(rest, ve)


def _verb(m: re.Match[str], group: str = "verb") -> str:
    return norm_ws(m.group(group) or "").lower().replace("’", "'")


def _topic_key(value: str) -> str | None:
    topic = topic_slug(value)
    return f"preference:{topic}" if topic else None


# --------------------------------------------------------------------------------------------
# Value checks
# --------------------------------------------------------------------------------------------


def _name_ok(value: str) -> bool:
    toks = value.replace("’", "'").lower().split()
    if not toks or len(toks) > 4 or any(ch.isdigit() for ch in value):
        return False
    if any(t.strip(".'-") in NAME_STOP for t in toks[:1]) or toks[-1] in NAME_TAIL_STOP:
        return False
    return not any(t in ("and", "but", "or", "the", "a", "an") for t in toks)


def _cap_name_ok(value: str) -> bool:
    toks = value.replace("’", "'").lower().split()
    if any(t.endswith(("ese", "ish")) for t in toks):  # Japanese, Danish: nationality
        return False
    return _name_ok(value) and not any(t.strip(".'-") in NAME_STOP for t in toks)


def _place_ok(value: str) -> bool:
    words = value.split()
    if not words or len(words) > 6:
        return False
    head = words[1] if words[0].lower() == "the" and len(words) > 1 else words[0]
    if not (head[:1].isupper() or is_cjk(head[:1])):
        return False
    return words[-1].lower() not in NAME_TAIL_STOP and head.lower() not in PLACE_STOP


def _age_ok(value: str) -> bool:
    return value.isdigit() and 1 <= int(value) <= 120


def _date_ok(value: str) -> bool:
    return any(ch.isdigit() for ch in value) or EN_MONTH.search(value) is not None


def _never_ok(value: str) -> bool:
    first = value.split()[0].lower() if value.split() else ""
    return (
        bool(first)
        and first not in NEVER_STOP
        and first not in EN_PAST
        and not (first.endswith("ed") and len(first) > 4)
    )


def _first_word_not(stop: frozenset[str]) -> Check:
    def check(value: str) -> bool:
        first = value.split()[0].lower().replace("’", "'") if value.split() else ""
        return bool(first) and first not in stop

    return check


def _zh_name_ok(value: str) -> bool:
    if not value or value[0] in ZH_NAME_STOP_FIRST:
        return False
    if is_cjk(value[0]):
        return len(value) <= 4 or "·" in value
    return _name_ok(value)


def _zh_place_ok(value: str) -> bool:
    if value in ZH_NOT_PLACE or value[0] in "这那哪":
        return False
    return value in ZH_GAZETTEER or (len(value) >= 2 and value.endswith(ZH_PLACE_SUFFIX))


def _zh_date_ok(value: str) -> bool:
    return re.search("[0-9月号日初]|农历|阴历|除夕|春节|元旦|圣诞", value) is not None


def _zh_occupation_ok(value: str) -> bool:
    return "的" not in value and value not in ("男生", "女生")


def _zh_not_again(value: str) -> bool:
    return not (value.startswith("再") and len(value) <= 2)  # "不要再发了"


CHECKS: dict[str, Check] = {
    "name": _name_ok,  # a name of 1–4 words, not "tired", "from the marketing team"
    "cap_name": _cap_name_ok,  # the same, capitalized and not a nationality ("I'm Sam")
    "place": _place_ok,  # a capitalized place of at most 6 words
    "age": _age_ok,  # 1–120
    "date": _date_ok,  # has a digit or a month
    "never": _never_ok,  # "never X" where X is an action ("never mind", "never been" are not)
    "after_no": _first_word_not(NO_STOP),  # "no X" that is a standing wish ("no problem" is not)
    "after_dont": _first_word_not(DONT_STOP),  # "don't X" ("don't worry" is not)
    "zh_name": _zh_name_ok,  # 1–4 characters (or with ·), or a Latin name
    "zh_place": _zh_place_ok,  # a known place, or one ending in 市/省/区…
    "zh_date": _zh_date_ok,  # 5月3日, 初八, 农历…
    "zh_occupation": _zh_occupation_ok,  # not "男生", not a phrase with 的
    "zh_not_again": _zh_not_again,  # "不要再发了" is a reply, not a topic
}


def _words_at_most(n: int) -> Check:
    return lambda value: len(value.split()) <= n


def _length_at_least(n: int) -> Check:
    return lambda value: len(value) >= n


def _first_char_not(chars: str) -> Check:
    return lambda value: value[0] not in chars


_PARAMETRIC: dict[str, Callable[[str], Check]] = {
    "words<=": lambda arg: _words_at_most(int(arg)),
    "len>=": lambda arg: _length_at_least(int(arg)),
    "first_not:": _first_char_not,  # the value does not start with one of these characters
}


def _named_check(name: str) -> Check:
    if name in CHECKS:
        return CHECKS[name]
    for prefix, make in _PARAMETRIC.items():
        if name.startswith(prefix) and len(name) > len(prefix):
            return make(name[len(prefix) :])
    known = ", ".join([*CHECKS, *(f"{p}…" for p in _PARAMETRIC)])
    raise ValueError(f"unknown value check {name!r}: add it to builders.CHECKS or use {known}")


def compile_check(spec: str) -> Check | None:
    """The check a rule names ("name", "after_no words<=6"): all listed checks must pass."""
    checks = [_named_check(name) for name in spec.split()]
    if not checks:
        return None
    if len(checks) == 1:
        return checks[0]
    return lambda value: all(check(value) for check in checks)


# --------------------------------------------------------------------------------------------
# The template builder
# --------------------------------------------------------------------------------------------

_GROUP_REF = re.compile(r"\{g:(\w+)\}")


def template_builder(tpl: Template, lang: str) -> Build:
    """A builder for a `Template` row: value from group 'v', content from the template."""
    # Bound once: the builder runs for every clause a rule's regex matches.
    category, text, key, keyed, free, verbs, standing = (
        tpl.category,
        tpl.text,
        tpl.key,
        tpl.keyed,
        tpl.free,
        tpl.verbs,
        tpl.standing,
    )
    check = compile_check(tpl.check)
    cut = re.compile(tpl.cut, re.I) if tpl.cut is not None else None
    with_verb = "{verb}" in text
    with_groups = "{g:" in text
    en = lang == "en"

    def build(m: re.Match[str], end: int, ctx: ClauseContext) -> Hit | None:
        if standing and not ctx.explicit:
            window_end = max(end, ctx.sent_end)
            if EN_STANDING.search(m.string, ctx.clause_start, window_end) is None:
                return None
        span = value_span(m, lang, free=free, extra_cut=cut)
        if span is None:
            return None
        vs, ve, rest = span
        value = norm_ws(m.string[vs:ve])
        if check is not None and not check(value):
            return None
        verb = ""
        if with_verb:
            raw = _verb(m)
            verb = verbs.get(raw, raw)
        shown = en_obj(value) if en else zh_person(value)
        content = text.replace("{verb}", verb).replace("{v}", shown)
        if with_groups:
            content = _GROUP_REF.sub(lambda g: norm_ws(m.group(g.group(1)) or ""), content)
            content = norm_ws(content)
        stmt_end = ve if free else trim_span(m.string, vs, m.end())[1]
        return Hit(category, _topic_key(value) if keyed else key, content, value, stmt_end, rest)

    return build


# --------------------------------------------------------------------------------------------
# Special builders: (language, match, clause end, context) → Hit
# --------------------------------------------------------------------------------------------


def _build_prefer(lang: str, m: re.Match[str], end: int, ctx: ClauseContext) -> Hit | None:
    """English: "I prefer X (over Y)", "I'd rather X (than Y)"."""
    span = value_span(m, lang)
    if span is None:
        return None
    vs, ve, rest = span
    value = norm_ws(m.string[vs:ve])
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
    content = f"The user {verb} {en_obj(main)}"
    if cmp_:
        content += f" {cmp_} {en_obj(alt)}"
    return Hit("preference", _topic_key(main), content, main, ve, rest)


def _build_born_in(lang: str, m: re.Match[str], end: int, ctx: ClauseContext) -> Hit | None:
    """English: "I was born in 1990" is a birthday, "I was born in Lyon" a hometown."""
    span = value_span(m, lang)
    if span is None:
        return None
    vs, ve, rest = span
    value = norm_ws(m.string[vs:ve])
    if EN_MONTH.match(value) or value[:1].isdigit():
        return Hit("profile", "profile:birthday", f"The user was born in {value}", value, ve, rest)
    if _place_ok(value):
        return Hit("profile", "profile:hometown", f"The user is from {value}", value, ve, rest)
    return None


def _build_never(lang: str, m: re.Match[str], end: int, ctx: ClauseContext) -> Hit | None:
    """English: "I never X" → "The user never Xs"."""
    span = value_span(m, lang)
    if span is None:
        return None
    vs, ve, rest = span
    value = norm_ws(m.string[vs:ve])
    if not _never_ok(value):
        return None
    first, _, tail = value.partition(" ")
    verb = conj(first)
    content = f"The user never {verb} {en_obj(tail)}".rstrip()
    return Hit("constraint", _topic_key(value), content, value, ve, rest)


def _build_dont_eat(lang: str, m: re.Match[str], end: int, ctx: ClauseContext) -> Hit | None:
    """English: "I don't eat X" / "I never drink X" (groups `neg`, `verb`)."""
    span = value_span(m, lang)
    if span is None:
        return None
    vs, ve, rest = span
    value = norm_ws(m.string[vs:ve])
    verb = _verb(m)
    neg = _verb(m, "neg")
    phrase = f"never {conj(verb)}" if neg == "never" else f"does not {verb}"
    content = f"The user {phrase} {en_obj(value)}"
    return Hit("constraint", _topic_key(value), content, value, ve, rest)


def _build_favorite(lang: str, m: re.Match[str], end: int, ctx: ClauseContext) -> Hit | None:
    """Favorites ("my favorite T is X", "我最喜欢的T是X"), keyed by the topic T."""
    span = value_span(m, lang)
    if span is None:
        return None
    vs, ve, rest = span
    value = norm_ws(m.string[vs:ve])
    topic = norm_ws(m.group("t"))
    slug = topic_slug(topic) if lang == "en" else topic
    if lang == "en":
        content = f"The user's favorite {en_obj(topic)} is {en_obj(value)}"
    else:
        content = f"用户最喜欢的{topic}是{zh_person(value)}"
    return Hit("preference", f"preference:favorite-{slug}", content, value, ve, rest)


def _build_budget(lang: str, m: re.Match[str], end: int, ctx: ClauseContext) -> Hit | None:
    """The budget as said, from the keyword (group `kw`) to the end of the amount."""
    vs, ve = m.span("v")
    tail_end = m.end()
    vs, ve = trim_span(m.string, vs, ve)
    if ve <= vs:
        return None
    value = norm_ws(m.string[vs:ve])
    said = norm_ws(m.string[m.end("kw") : tail_end]).strip(" :：,，")
    if lang == "en":
        said = re.sub(rf"^(?:is|{A}s|of|will\s+be)\s+", "", said, flags=re.I)
        content = f"The user's budget is {said}"
    else:
        said = re.sub("^(?:是|为|在)\\s*(?=\\S)", "", said)
        content = f"用户预算{said}"
    return Hit("constraint", "constraint:budget", content, value, tail_end, tail_end)


def _build_remind(lang: str, m: re.Match[str], end: int, ctx: ClauseContext) -> Hit | None:
    """A todo: "remind me (when) to X" (groups `when`, `rel`) / "(t)提醒我X" (`t`, `t2`)."""
    span = value_span(m, lang)
    if span is None:
        return None
    vs, ve, rest = span
    value = norm_ws(m.string[vs:ve])
    if lang == "en":
        when = norm_ws(m.group("when") or "")
        rel = m.group("rel").lower()
        lead = f"Remind the user {when} " if when else "Remind the user "
        content = f"{lead}{rel} {en_obj(value)}"
    else:
        when = norm_ws((m.group("t") or "") + (m.group("t2") or ""))
        content = f"{when}提醒用户{zh_person(value)}"
    return Hit("todo", None, content, value, ve, rest)


def _build_zh_diet(lang: str, m: re.Match[str], end: int, ctx: ClauseContext) -> Hit | None:
    """Chinese: 吃素 / 纯素 / 清真, as one of three fixed diets."""
    raw = m.group("v")
    if "清真" in raw:
        value, content = "清真", "用户只吃清真食品"
    elif "纯素" in raw or "全素" in raw:
        value, content = "纯素", "用户吃纯素"
    else:
        value, content = "素食", "用户吃素"
    return Hit("profile", "profile:diet", content, value, m.end("v"), m.end())


SPECIAL: dict[str, Special] = {
    "prefer": _build_prefer,
    "born_in": _build_born_in,
    "never": _build_never,
    "dont_eat": _build_dont_eat,
    "favorite": _build_favorite,
    "budget": _build_budget,
    "remind": _build_remind,
    "zh_diet": _build_zh_diet,
}


def builder(spec: Template | str, lang: str) -> Build:
    """The builder a rule row names: its `Template`, or a special builder by name."""
    if isinstance(spec, Template):
        return template_builder(spec, lang)
    special = SPECIAL.get(spec)
    if special is None:
        known = ", ".join(SPECIAL)
        raise ValueError(f"unknown builder {spec!r}: use a Template or one of {known}")
    return partial(special, lang)
