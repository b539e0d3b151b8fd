"""Reading a message: sentences, clauses, what opens them, remember requests, continuations.

`extract_explicit` cuts the message into prose blocks (code and quotes are skipped), sentences
and clauses (`markers.py`), drops the greetings and discourse markers a clause opens with,
refuses questions, hypotheticals and reported speech, and hands the statement to the rule engine
(`engine.try_rules`). A remember cue ("remember that…", "记住…") makes the rest of the sentence
a request: its clauses are read with the rules at confidence 1.0, and what no rule explains is
kept as a fact (an event when dated) in the third person. A statement whose subject is elided
after a first one ("I'm vegetarian and allergic to nuts") is read with the continuation rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from agents.memory.extraction.explicit.engine import (
    EN_BY_HEAD,
    EN_CONT,
    NEEDLES,
    ZH_ALL,
    ZH_CONT,
    try_rules,
)
from agents.memory.extraction.explicit.fact import ExplicitFact
from agents.memory.extraction.explicit.markers import (
    ABBREV,
    BARE_NOUN,
    BULLET,
    CLAUSE_SPLIT,
    CONNECTOR,
    CUE_NEEDLES,
    EN_CUE,
    EN_CUE_NOT,
    EN_CUE_TO,
    EN_DATE,
    EN_HEAD,
    EN_HEDGE,
    EN_HYPO,
    EN_PREFIX,
    EN_QUESTION,
    EN_REPORTED,
    EN_REQUEST,
    EN_THAT,
    EN_USER_SUBJECT,
    FOLLOWING,
    SKIP_BLOCKS,
    TAG_Q,
    TERM,
    ZH_CUE,
    ZH_DATE,
    ZH_END_Q,
    ZH_EXAMPLE,
    ZH_HEDGE,
    ZH_HYPO,
    ZH_PREFIX,
    ZH_QUESTION,
    ZH_REPORTED,
    ZH_REQUEST,
    ZH_WEAK_CUES,
)
from agents.memory.extraction.explicit.rule import ClauseContext, Hit
from agents.memory.extraction.explicit.text import (
    en_sentence,
    is_cjk,
    keep_closers,
    norm_ws,
    trim_span,
    zh_person,
)
from agents.memory.extraction.explicit.vocab import EN_TRAIL, ZH_TRAIL

CONF_REQUEST = 1.0  # the user asked to remember it
CONF_PATTERN = 0.9  # an explicit first-person pattern
CONF_HEDGED = 0.8  # the same, hedged ("I think I prefer…", "我觉得我更喜欢…")

MAX_SCAN_CHARS = 20_000  # a longer message is read up to here (pasted documents are not facts)
MAX_REQUEST_CHARS = 500  # the longest "remember …" content kept verbatim
MAX_CLAUSE_CHARS = 600  # a clause is read up to here: explicit statements are short
MAX_CONTINUATIONS = 8  # elided-subject statements chained onto one clause
# Facts taken from one message: what a person asks to remember at once is short; a message
# listing hundreds of "I prefer …" is not a list of memories, and each fact costs a gate check.
MAX_FACTS = 20

_PREFILTER = re.compile(
    "|".join(re.escape(n) for n in sorted(NEEDLES | set(CUE_NEEDLES), key=len, reverse=True)),
    re.I,
)


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

    @property
    def full(self) -> bool:
        return len(self.facts) >= MAX_FACTS

    def add(self, hit: Hit, source: str, confidence: float, explicit: bool) -> None:
        ident = (hit.category, hit.key, hit.content)
        if ident in self.seen or self.full:
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
    for m in SKIP_BLOCKS.finditer(text):
        if m.start() > pos:
            yield pos, m.start()
        pos = m.end()
    if pos < len(text):
        yield pos, len(text)


def _sentences(text: str, lo: int, hi: int) -> Iterator[tuple[int, int, str]]:
    start = lo
    for m in TERM.finditer(text, lo, hi):
        term = m.group()
        if term[0] == ".":
            j = m.start()
            while j > lo and (text[j - 1].isalpha() or text[j - 1] == "."):
                j -= 1
            word = text[j : m.start()]
            if word.lower() in ABBREV or (len(word) == 1 and word.isupper()):
                continue
        yield start, m.start(), term
        start = m.end()
    if start < hi:
        yield start, hi, ""


def _clauses(text: str, lo: int, hi: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    start = lo
    for m in CLAUSE_SPLIT.finditer(text, lo, hi):
        if m.start() > start:
            out.append((start, m.start()))
        start = m.end()
    if start < hi:
        out.append((start, hi))
    return out


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
    b = BULLET.match(text, cs, ce)
    if b is not None and b.end() > cs:
        cs = b.end()
    cs, ce = trim_span(text, cs, ce)
    if cs >= ce:
        return False, False
    first = text[cs]
    zh = is_cjk(first)
    if not zh and not first.isascii():
        return False, False
    if not zh and not first.isalpha():
        return False, False

    ctx = ClauseContext(explicit=explicit, clause_start=cs, sent_end=sent_end)
    hedged = False
    request = False
    if zh:
        p = ZH_PREFIX.match(text, cs, ce).end()  # type: ignore[union-attr]
        h = ZH_HEDGE.match(text, p, ce)
        if h is not None:
            hedged, p = True, h.end()
        r = ZH_REQUEST.match(text, p, ce)
        if r is not None and r.end() > p:
            request, p = True, r.end()
    else:
        p = EN_PREFIX.match(text, cs, ce).end()  # type: ignore[union-attr]
        h = EN_HEDGE.match(text, p, ce)
        if h is not None:
            hedged = True
            p = EN_PREFIX.match(text, h.end(), ce).end()  # type: ignore[union-attr]
        r = EN_REQUEST.match(text, p, ce)
        if r is not None:
            request, p = True, r.end()
    if p >= ce:
        return False, False
    ce = min(ce, p + MAX_CLAUSE_CHARS)

    clause_text = text[cs:ce]
    if zh:
        if ZH_HYPO.search(text, cs, ce) is not None or ZH_EXAMPLE.match(text, p, ce):
            st.hypo = True
    elif EN_HYPO.match(text, p, ce) is not None:
        st.hypo = True
    if st.hypo or st.reported:
        st.user = False
        return False, False

    # A remember request: the rest of the sentence is its content.
    if not explicit:
        cue = (ZH_CUE if zh else EN_CUE).match(text, p, sent_end)
        if cue is not None and _cue_ok(text, cue, zh, sent_end):
            if sent_q and not request:  # "do you remember…?", "你记得我…吗"
                st.user = False
                return False, True
            _scan_request(text, low, cue, cs, zh, sent_end, out)
            return True, True

    # Questions are not facts; polite requests ("can you call me Sam?") are not questions.
    if zh:
        question = (qmark or ZH_QUESTION.search(text, p, ce) is not None) and not explicit
    else:
        question = EN_QUESTION.match(text, p, ce) is not None or (qmark and not explicit)
    if question and not request:
        st.user = False
        return False, False

    conf = CONF_REQUEST if explicit else (CONF_HEDGED if hedged else CONF_PATTERN)
    if zh:
        hit = try_rules(ZH_ALL, text, low, p, ce, ctx, cont=False, request=request)
        if hit is None and st.user:
            hit = try_rules(ZH_CONT, text, low, p, ce, ctx, cont=True, request=request)
    else:
        head = EN_HEAD.match(text, p, ce)
        rules = EN_BY_HEAD.get(head.group().lower(), []) if head is not None else []
        hit = try_rules(rules, text, low, p, ce, ctx, cont=False, request=request)

    if hit is None:
        if (ZH_REPORTED if zh else EN_REPORTED).search(clause_text) is not None:
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
        c = CONNECTOR.match(text, hit.rest, ce)
        nxt = c.end() if c is not None else hit.rest
        chained += 1
        if nxt >= ce or nxt <= stmt_start or chained > MAX_CONTINUATIONS:
            break
        stmt_start = nxt
        cont_rules = ZH_CONT if is_cjk(text[nxt]) else EN_CONT
        hit = try_rules(cont_rules, text, low, nxt, ce, ctx, cont=True, request=False)
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
    if after < sent_end and EN_CUE_NOT.match(text, after, sent_end) is not None:
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
        to = EN_CUE_TO.match(text, cs, sent_end)
        if to is not None and "that" not in cue.group("tail").lower():
            cs, patterns_only = to.end(), True
    cs, ce = trim_span(text, cs, sent_end)
    if cs >= ce or FOLLOWING.match(text, cs, ce):
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
    if cue_word in ZH_WEAK_CUES and not text.startswith("我", cs):
        return  # "记得带伞" is a reminder to act, not a statement to keep
    if not lenient and EN_CUE_NOT.match(text, cs, ce) and not text.startswith("my", cs):
        return
    if len(out.facts) == before:
        if not subject_only or _user_subject(text, cs, ce):
            _fallback(text, cs, ce, span, out)
        return
    for a, b in unmatched:
        a, b = trim_span(text, a, b)
        if _user_subject(text, a, b):
            _fallback(text, a, b, span, out)


def _user_subject(text: str, cs: int, ce: int) -> bool:
    """The text starts with the user as its subject ("I…", "my…", "我…")."""
    cs, ce = trim_span(text, cs, ce)
    if cs >= ce:
        return False
    if is_cjk(text[cs]):
        return text.startswith("我", cs)
    return EN_USER_SUBJECT.match(text, cs, ce) is not None


def _fallback(text: str, cs: int, ce: int, span: tuple[int, int], out: _Out) -> None:
    """A remembered statement no pattern explains: kept as a fact (an event if dated)."""
    cs, ce = trim_span(text, cs, ce)
    if cs >= ce:
        return
    zh = is_cjk(text[cs])
    if not zh:
        m = EN_THAT.match(text, cs, ce)
        if m is not None:
            cs = m.end()
    cs, ce = trim_span(text, cs, ce)
    trail = (ZH_TRAIL if zh else EN_TRAIL).search(text, cs, ce)
    if trail is not None:
        ce = keep_closers(text, cs, trail.start(), ce)
    cs, ce = trim_span(text, cs, ce)
    if ce - cs < 2 or ce - cs > MAX_REQUEST_CHARS:
        return
    value = norm_ws(text[cs:ce])
    if not any(ch.isalnum() for ch in value) or BARE_NOUN.match(value):
        return  # "remember my name": nothing stated
    if zh:
        content = zh_person(value)
        dated = ZH_DATE.search(value) is not None or EN_DATE.search(value) is not None
    else:
        content = en_sentence(value)
        dated = EN_DATE.search(value) is not None
    hit = Hit("event" if dated else "fact", None, content, value, ce, ce)
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
            if out.full:
                return out.facts
            qmark = "?" in term or "？" in term
            if out.pending_request:
                # The items of "remember the following:": bullet lines, or statements by the
                # user; a question ends the list.
                s2, e2 = trim_span(text, s, e)
                b = BULLET.match(text, s2, e2)
                bullet = b is not None and b.end() > s2
                if bullet and b is not None:
                    s2 = b.end()
                if qmark or EN_QUESTION.match(text, s2, e2) or ZH_QUESTION.search(text, s2, e2):
                    out.pending_request = False
                else:
                    if s2 < e2:
                        _scan_content(
                            text, low, s2, s2, e2, "remember", False, True, out, not bullet
                        )
                    continue
            sent_q = (qmark or ZH_END_Q.search(text, s, e) is not None) and (
                TAG_Q.search(text, s, e) is None
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
