"""Local lexical matching: character bigrams for CJK, lower-cased words and numbers otherwise.

No model call; used by the context builder (older relevant history) and by memory recall
(so exact names and numbers still win over paraphrases).
"""

from __future__ import annotations

import math
import re
from collections import Counter
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


class BM25:
    """A small in-process BM25 over documents' terms (for lexical recall without Redis FT)."""

    def __init__(self, docs: list[list[str]], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.docs = [Counter(d) for d in docs]
        self.lengths = [len(d) for d in docs]
        self.avg = (sum(self.lengths) / len(docs)) if docs else 0.0
        df: Counter[str] = Counter()
        for d in self.docs:
            df.update(d.keys())
        n = len(docs)
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}

    def score(self, query: list[str], index: int) -> float:
        doc = self.docs[index]
        length = self.lengths[index] or 1
        total = 0.0
        for term in set(query):
            tf = doc.get(term)
            if not tf:
                continue
            norm = (
                tf
                * (self.k1 + 1)
                / (tf + self.k1 * (1 - self.b + self.b * length / (self.avg or 1)))
            )
            total += self.idf.get(term, 0.0) * norm
        return total
