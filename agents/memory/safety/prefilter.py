"""What a row cannot match without: the literal strings one of which every match contains.

The gate runs several hundred rows over every text, and most rows cannot match most texts: a
row about "instructions" has nothing to find in a note about a dentist. sre only skips ahead by
a row's first literal, and most rows begin with a word boundary, a look-behind or a choice of
words, so each of them walks the whole text. Here each row is read once, at import, for the
strings its matches must contain ("instruction", "rule" or "指令"), and a text is looked at
once for which of those strings it holds; a row none of whose strings is there is not run.

It may only ever skip a row that cannot match: a string is required only when every match of
the row contains it, whatever branch, repeat or group the match takes. Where that is not sure
(a look-around, a back-reference, a class of many characters, a repeat that may be empty)
the part requires nothing, and a row that requires nothing always runs. Text and strings are
compared case-folded, with the characters sre's IGNORECASE treats as one letter
("ı" and "i", "ſ" and "s") folded to one, so a row with or without IGNORECASE is never skipped
for the case of a letter. A line break is never part of a required string: the gate joins the
parts near a word with line breaks, and a string across such a join is in no text it looked at.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib
import json
import os
import re
import sys
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from agents.cache_dir import user_cache_dir

# sre's own parser, its opcodes and its IGNORECASE pairs (stdlib modules without type stubs).
_parser: Any = importlib.import_module("re._parser")
sre: Any = importlib.import_module("re._constants")
_casefix: Any = importlib.import_module("re._casefix")

Required = frozenset[str] | None  # None: the row requires nothing, it always runs

# More choices than this and a part requires nothing: past it the index grows faster than the
# rows it spares (measured on the shared corpus: 48 -> 128 -> 400 choices, 0.95 -> 0.89 -> 0.87
# ms a text; more spares no row).
MAX_CHOICES = 400
# A class of at most this many characters ("[-_ ]") is a choice of one-character strings.
MAX_CLASS = 6

_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)


def _fold_table() -> dict[int, int]:
    """Each character sre's IGNORECASE matches beyond its simple lower case, mapped to the
    smallest of its kind ("ı" -> "i", "ſ" -> "s", "ς" -> "ς" for σ and ς)."""
    table: dict[int, int] = {}
    for char, others in _casefix._EXTRA_CASES.items():
        kind = {char, *others}
        first = min(kind)
        table.update({c: first for c in kind if c != first})
    return table


_FOLD = _fold_table()


def fold(text: str) -> str:
    """`text` lower-cased, with sre's extra case pairs made one character."""
    return text.lower().translate(_FOLD)


def _best(choices: Iterable[Required]) -> Required:
    """Of the requirements of a sequence's parts (each one holds), the most telling: the one
    whose shortest string is longest, then the one with fewest strings."""
    known = [c for c in choices if c]
    if not known:
        return None
    return max(known, key=lambda c: (min(map(len, c)), -len(c)))


def _sequence(items: Sequence[tuple[Any, Any]]) -> Required:
    choices: list[Required] = []
    run: list[str] = []
    for op, arg in items:
        if op is sre.LITERAL and arg != ord("\n"):
            run.append(chr(arg))
            continue
        if run:
            choices.append(frozenset(["".join(run)]))
            run = []
        choices.append(_node(op, arg))
    if run:
        choices.append(frozenset(["".join(run)]))
    return _best(choices)


def _union(parts: Iterable[Required]) -> Required:
    out: set[str] = set()
    for part in parts:
        if not part:
            return None  # one way through requires nothing
        out |= part
        if len(out) > MAX_CHOICES:
            return None
    return frozenset(out)


def _class(items: Sequence[tuple[Any, Any]]) -> Required:
    chars: list[str] = []
    for op, arg in items:
        if op is sre.LITERAL:
            chars.append(chr(arg))
        elif op is sre.RANGE and arg[1] - arg[0] < MAX_CLASS:
            chars.extend(chr(c) for c in range(arg[0], arg[1] + 1))
        else:
            return None  # a negated class, a category (\d, \w), a wide range
    if not chars or "\n" in chars or len(chars) > MAX_CLASS:
        return None
    return frozenset(chars)


def _node(op: Any, arg: Any) -> Required:
    if op is sre.SUBPATTERN:
        # An inline flag changes no required string: strings are compared case-folded, and
        # the parser has already read (?x)'s spaces.
        return _sequence(arg[3])
    if op is sre.ATOMIC_GROUP:
        return _sequence(arg)
    if op is sre.BRANCH:
        return _union(_sequence(branch) for branch in arg[1])
    if op in _REPEATS:
        low, _high, sub = arg
        return _sequence(sub) if low >= 1 else None
    if op is sre.IN:
        return _class(arg)
    return None  # look-arounds, anchors, categories, back-references, conditionals, any char


class _Store:
    """What rows required, kept on disk between processes: reading ~450 rows' parse trees costs
    a process ~2 s at import, and a server, its CPU worker and each test worker import the gate.

    One JSON file per version of this module and of Python (`path`), a row's requirement under
    the hash of its flags and pattern, so a changed row is read again and never given another's
    strings. An unreadable, malformed or unwritable file is ignored: the rows are then read."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.known: dict[str, list[str] | None] = {}
        self.used: dict[str, list[str] | None] = {}
        self.added = False
        if path is None:
            return
        try:
            loaded = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return
        if isinstance(loaded, dict):
            self.known = {
                k: v
                for k, v in loaded.items()
                if v is None or (isinstance(v, list) and all(isinstance(x, str) for x in v))
            }

    def persist(self) -> None:
        """Write the requirements this process used, once, atomically, if any was new."""
        if not self.added or self.path is None:
            return
        self.added = False
        temp = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, temp = tempfile.mkstemp(dir=self.path.parent, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(self.used, out, ensure_ascii=False, sort_keys=True)
            os.replace(temp, self.path)
        except OSError:
            if temp is not None:
                with contextlib.suppress(OSError):
                    os.unlink(temp)  # a half-written file (a full disk) is not left behind


def _store_path() -> Path | None:
    """The store in the user's own cache folder; none without one. Never a shared temp folder:
    what the store holds decides which rows run, so only the operator's account may write it."""
    folder = user_cache_dir("safety")
    if folder is None:
        return None
    version = hashlib.sha256(Path(__file__).read_bytes() + sys.version.encode()).hexdigest()
    return folder / f"prefilter-{version[:16]}.json"


_STORE = _Store(_store_path())


@functools.cache
def _required(pattern: str, flags: int) -> Required:
    key = hashlib.sha256(f"{flags}:{pattern}".encode()).hexdigest()
    if key in _STORE.known:
        stored = _STORE.known[key]
        _STORE.used[key] = stored
        return frozenset(stored) if stored else None
    found = _sequence(_parser.parse(pattern, flags))
    needs = frozenset(fold(s) for s in found) if found else None
    _STORE.used[key] = sorted(needs) if needs else None
    _STORE.added = True
    return needs


def persist() -> None:
    """Keep what the rows required for the next process (gate.py calls it once its tables are
    built)."""
    _STORE.persist()


def required(rx: re.Pattern[str]) -> Required:
    """The strings (case-folded) one of which every match of `rx` contains; None: none known.
    Rows share hints and `near` regexes: each distinct one is read once."""
    return _required(rx.pattern, rx.flags)


class LiteralIndex:
    """The required strings of many rows, to look for in a text once for all of them."""

    def __init__(self, requirements: Iterable[Required]) -> None:
        strings = sorted({s for req in requirements if req for s in req})
        # Grouped by first character: a text's characters pick the groups worth looking at
        # (an English note never looks for a Chinese word).
        groups: dict[str, list[str]] = {}
        for s in strings:
            groups.setdefault(s[0], []).append(s)
        self._groups = {first: tuple(group) for first, group in groups.items()}

    def present(self, text: str) -> frozenset[str]:
        """The indexed strings that occur in `text` (compared folded)."""
        folded = fold(text)
        groups = self._groups
        return frozenset(
            s for first in set(folded).intersection(groups) for s in groups[first] if s in folded
        )


def may_match(req: Required, present: frozenset[str]) -> bool:
    """Whether a row with requirement `req` could match a text holding `present`."""
    return req is None or not req.isdisjoint(present)
