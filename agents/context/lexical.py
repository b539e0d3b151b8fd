"""Local lexical matching: character bigrams for CJK, lower-cased words and numbers otherwise.

No model call; used by the context builder (older relevant history) and by memory recall
(so exact names and numbers still win over paraphrases).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

_CJK = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
_TOKEN = re.compile(rf"[{_CJK}]+|[0-9]+(?:[.,][0-9]+)*|[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE)
_CJK_RUN = re.compile(rf"^[{_CJK}]+$")

# Very common English words carry no signal for relevance.
STOPWORDS = frozenset(
    "a an and are as at be but by do does did for from had has have he her his i if in into "
    "is it its me my no not of on or our she so that the their them then there these they "
    "this to was we were what when where which who why will with you your can could would "
    "should about just than too very also been being am im i'm it's".split()
)


def terms(text: str) -> list[str]:
    """Matching terms of a text: CJK bigrams (single chars for 1-char runs), words, numbers."""
    out: list[str] = []
    for match in _TOKEN.finditer(text.lower()):
        token = match.group(0)
        if _CJK_RUN.match(token):
            if len(token) == 1:
                out.append(token)
            else:
                out.extend(token[i : i + 2] for i in range(len(token) - 1))
        elif token not in STOPWORDS and (len(token) > 1 or token.isdigit()):
            out.append(token)
    return out


@lru_cache(maxsize=50_000)
def term_set(text: str) -> frozenset[str]:
    """The distinct terms of a text, memoized: archived messages are scanned every turn."""
    return frozenset(terms(text))


def overlap_score(query: Iterable[str], doc: Iterable[str]) -> float:
    """Share of the query's distinct terms found in the doc (0..1), numbers weighted double."""
    q = set(query)
    if not q:
        return 0.0
    d = set(doc)
    weight = {t: 2.0 if t[0].isdigit() else 1.0 for t in q}
    total = sum(weight.values())
    return sum(w for t, w in weight.items() if t in d) / total
