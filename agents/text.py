"""Text helpers shared by context building and long-term memory: the bottom of `agents/`.

- `message_text`: the plain text of a chat message (string or content parts);
- lexical matching: character bigrams for CJK, lower-cased words and numbers otherwise, with
  English stopwords dropped (`terms`, `term_set`, `overlap_score`); no model call. The context
  builder uses them for older relevant history, memory recall so that exact names and numbers
  still win over paraphrases;
- CJK detection (`is_cjk_char`, `cjk_chars`, `CJK_RANGES`, `CJK_IDEOGRAPHS`);
- whole characters (`has_surrogate`, `whole`, `whole_data`): a lone UTF-16 surrogate (half an
  emoji, from JSON's `\\ud83d`) is no character, and UTF-8 cannot encode it.

Nothing here imports another module of the project.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from langchain_core.messages import BaseMessage

# CJK ideographs: extension A, the unified block and compatibility ideographs.
CJK_IDEOGRAPHS = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
# Kana, CJK ideographs and Hangul.
CJK_RANGES = rf"\u3040-\u30ff{CJK_IDEOGRAPHS}\uac00-\ud7af"
# A space between two ideographs: Chinese writes none (a text folded to Chinese word by word
# reads as Chinese once these are dropped).
HANZI_GAP = re.compile(rf"(?<=[{CJK_IDEOGRAPHS}]) (?=[{CJK_IDEOGRAPHS}])")
_TOKEN = re.compile(
    rf"[{CJK_RANGES}]+|[0-9]+(?:[.,][0-9]+)*|[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE
)
_CJK_RUN = re.compile(rf"^[{CJK_RANGES}]+$")
_CJK_CHAR = re.compile(rf"[{CJK_RANGES}]")

# Very common English words carry no signal for relevance.
STOPWORDS = frozenset(
    "a an and are as at be but by do does did for from had has have he her his i if in into "
    "is it its me my no not of on or our she so that the their them then there these they "
    "this to was we were what when where which who why will with you your can could would "
    "should about just than too very also been being am im i'm it's".split()
)


def is_cjk_char(ch: str) -> bool:
    """Whether one character is kana, a CJK ideograph or Hangul."""
    return bool(ch) and _CJK_CHAR.match(ch) is not None


def cjk_chars(text: str) -> set[str]:
    """The single CJK characters of a text (so a one-character search like "茶" finds "绿茶")."""
    return set(_CJK_CHAR.findall(text))


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


def message_text(message: BaseMessage) -> str:
    """The text of a message: its string content, or its text parts joined."""
    content = message.content
    if isinstance(content, str):
        return content
    parts = []
    for part in content:
        if isinstance(part, str):
            parts.append(part)
        elif isinstance(part, dict) and part.get("type") == "text":
            parts.append(str(part.get("text", "")))
    return "".join(parts)


# A surrogate code point: JSON decoding joins a pair into one character, so any left is lone.
_SURROGATE = re.compile("[\ud800-\udfff]")


def has_surrogate(data: Any) -> bool:
    """Whether a string anywhere in `data` (strings, lists, dicts' keys and values) holds a
    lone surrogate."""
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return False


def whole(text: str) -> str:
    """`text` with each lone surrogate replaced by U+FFFD, as a UTF-8 decoder replaces bytes
    it cannot read: for text from outside (a model's reply, a bridged agent's), which is kept
    and shown, never refused."""
    return _SURROGATE.sub("\ufffd", text) if _SURROGATE.search(text) else text


def whole_data(data: Any) -> Any:
    """`data` with `whole` applied to every string in it (dicts' keys too); the same object
    when nothing needed it."""
    if not has_surrogate(data):
        return data
    if isinstance(data, str):
        return whole(data)
    if isinstance(data, dict):
        return {whole_data(k): whole_data(v) for k, v in data.items()}
    if isinstance(data, list | tuple):
        return type(data)(whole_data(v) for v in data)
    return data


def whole_message(message: BaseMessage) -> BaseMessage:
    """`message` with `whole_data` applied to its content and tool calls (a model's reply:
    its provider's JSON may carry half a pair, `\\ud83d`); the same object when nothing
    needed it."""
    fields = ("content", "tool_calls", "invalid_tool_calls", "additional_kwargs")
    present = {f: getattr(message, f) for f in fields if hasattr(message, f)}
    if not has_surrogate(list(present.values())):
        return message
    return message.model_copy(update={f: whole_data(v) for f, v in present.items()})
