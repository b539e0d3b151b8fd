"""Text with its disguises taken off: a copy the rules and the secret rows also read.

An order or a secret can be typed so that it reads the same to a person but not to a pattern:
HTML entities ("&#100;isregard", "&#24573;&#30053;"), percent-encoding ("%69%67%6E%6F%72%65",
"%E5%AF%86码", "%73end"; quoted-printable's "=66rom"), markdown escapes ("ignore\\_previous"),
letters from another script that look Latin ("раѕѕwоrd"), accents and combining marks on Latin
letters ("ÁPI ḱey", "d́isregard"), letters spaced, dotted or marked apart ("p a s s w o r d",
"f.o.r.w.a.r.d", "r-u-n", "i🔸g🔸n🔸o🔸r🔸e", a value's "M 4 p l e ! L e a f"), a keycap's
digits, a credential's word in leetspeak ("pa$$w0rd", "p1n"), a list's numbers between words, a
value in curly quotes inside a field's straight ones, a dot between the characters of a Chinese
word ("密·码"), an address defanged as security notes write one so that it cannot be clicked
("hxxps://exfil[.]example/up", "ops[at]drop[.]example"). `unmasked_copy` gives the text again
with each of those undone, its case kept (a secret's value is judged and redacted as written), or
'' when there was nothing to undo. The gate matches the rules on its normalized form and the
secret rows on it as it is, beside the text itself, as it does the transcribed copy:
nothing the text alone is refused for is allowed because of it.

The cost is bounded: only the first `_SCAN_MAX` characters are read, one scan per disguise.
"""

from __future__ import annotations

import html
import re
import unicodedata
from urllib.parse import unquote

from agents.text import CJK_IDEOGRAPHS

__all__ = ["unmasked_copy"]

_SCAN_MAX = 20_000

# An HTML character reference, numeric or named ("&#121;", "&#x79;", "&amp;").
_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z]{2,8});")
# Two or more percent-escaped bytes in a row, or one before a letter ("%E5%AF%86码"); or, where
# three or more stand alone, each ("%61lways%2C%20%73end"); and quoted-printable's escapes
# of printable characters, three or more ("=66rom=20now=20on").
_PERCENT = re.compile(r"(?:%[0-9A-Fa-f]{2}){2,}")
_PERCENT_ONE = re.compile(r"%(2[0-9A-Fa-f]|[3-6][0-9A-Fa-f]|7[0-9A-Ea-e])")
_QUOTED_PRINTABLE = re.compile(r"=(2[0-9A-F]|[3-6][0-9A-F]|7[0-9A-E])")
_ESCAPES_MIN = 3
# A markdown escape: a backslash before punctuation ("\_", "\*", "\[").
_MD_ESCAPE = re.compile(r"\\(?=[!-/:-@\[-`{-~])")
# Cyrillic and Greek letters that look Latin, both cases, in a word that has a Latin letter.
_LOOKALIKES = {
    "а": "a", "е": "e", "і": "i", "ј": "j", "к": "k", "о": "o", "р": "p", "с": "c", "у": "y",
    "х": "x", "ѕ": "s", "ԁ": "d", "ԝ": "w", "һ": "h", "ӏ": "l", "α": "a", "ε": "e", "ι": "i",
    "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C",
    "Т": "T", "Х": "X", "Ѕ": "S", "І": "I", "Ј": "J", "Α": "A", "Β": "B", "Ε": "E", "Η": "H",
    "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Χ": "X",
}  # fmt: skip
_LOOKALIKE_TABLE = str.maketrans(_LOOKALIKES)
_LOOKALIKE = re.compile("[" + "".join(_LOOKALIKES) + "]")
# (a word is read once, from its start: a lookahead from every letter of a long run re-reads it)
_WORD = re.compile(r"(?<![^\W\d_])[^\W\d_]+")
_LATIN = re.compile("[A-Za-z]")
# A Latin letter with an accent or a combining mark, in a word of ASCII letters otherwise:
# "ÁPI", "ḱey", "d́isregard" (a word of its own language, "contraseña", keeps its marks).
_LATIN_RUN = "A-Za-z\u00c0-\u024f\u1e00-\u1eff\u0300-\u036f"
_MARKED_WORD = re.compile(f"(?<![{_LATIN_RUN}])[{_LATIN_RUN}]+")
_MARK = re.compile("[\u00c0-\u024f\u1e00-\u1eff\u0300-\u036f]")
# Letters written apart: three or more single letters with one space between ("A P I   k e y":
# a wider gap between words), or four or more with a dot, hyphen, underscore or middle dot.
# (a value spelled apart keeps its digits and symbols: "M 4 p l e ! L e a f", "4 8 2 9"; and a
# word of two letters among words spelled apart is one: "f r o m  n o w  o n")
_SPACED = re.compile(
    r"(?<![\w.])(?:[A-Za-z] ){2,60}[A-Za-z](?![\w])"
    r"|(?<![\w.!@#$%&*?])(?:[A-Za-z0-9!@#$%&*?] ){3,60}[A-Za-z0-9!@#$%&*?](?![\w!@#$%&*?])"
    r"|(?<=\w[ \t]{2})[A-Za-z] [A-Za-z](?![\w])"
)
_GAP = re.compile(r"(?<=\w)[ \t]{2,}(?=\w)")
_DOTTED = re.compile(r"(?<![\w.])(?:[A-Za-z][.·_*-]){3,60}[A-Za-z](?![\w])")
# … or three or more letters and digits with the same mark between them, an emoji or a
# hyphen ("i🔸g🔸n🔸o🔸r🔸e", "r-u-n", "h-u-n-t-e-r-2", "2·6·9·3"); no slash or colon (a path's,
# an address's).
_MARKED_APART = re.compile(
    r"(?<![\w.])[A-Za-z0-9]([^\w\s/:])[A-Za-z0-9](?:\1[A-Za-z0-9]){1,60}(?!\w)"
)
# A value in curly quotes inside a field's straight ones ('"密码": "“Hh_1993”"'): its own.
_QUOTED_TWICE = re.compile(r"\"[“‘「]([^\"”’」\n]{1,200})[”’」]\"")
# A digit as a keycap emoji ("5️⃣").
_KEYCAP = re.compile("(?<=[0-9#*])\ufe0f?\u20e3")
# A credential's word in leetspeak ("pa$$w0rd", "PA55WORD", "p@ssw0rd", "p1n").
_LEET_CREDENTIAL = re.compile(
    r"(?<![A-Za-z0-9])(?:(p[a@4][s5$]{2}w[o0]rd)|(p[1!|]n))(?![A-Za-z0-9])", re.IGNORECASE
)
# A list's numbers between its words ("1. pond 2. zebra 3. cousin …"): four or more.
_ENUMERATOR = re.compile(r"(?<!\S)\d{1,2}[.)][ \t]+(?=[A-Za-z])")
_ENUMERATED_MIN = 4
# A dot between two Chinese characters ("密·码"; a foreign name's "·" in "约翰·史密斯" joined
# says nothing more).
_CJK_DOT = re.compile(f"(?<=[{CJK_IDEOGRAPHS}])[·・•.](?=[{CJK_IDEOGRAPHS}])")
# A defanged address: its scheme ("hxxps://", "h**p://", "hxxp[:]//"), dots ("[.]", "(.)",
# "[dot]") and at sign ("[at]", "[@]") written so that no link is made of it.
_DEFANGED_SCHEME = re.compile(
    r"(?<![A-Za-z])(?:hxxp|hxtp|htxp|h\*\*p|h__p|hxxxp)(s?)\[?:\]?//", re.IGNORECASE
)
_DEFANGED_MARK = re.compile(
    r"(?<=\w)[ \t]?(?:\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)|\{dot\}|\[at\]|\(at\)|\[@\]|\{at\})"
    r"[ \t]?(?=\w)",
    re.IGNORECASE,
)
_DEFANGED_HINT = re.compile(r"xx|\*\*p|__p|[\[({](?:\.|dot|at|@)[\])}]", re.IGNORECASE)


def _refanged(m: re.Match[str]) -> str:
    mark = m.group().strip().lower()
    return "@" if "@" in mark or "at" in mark else "."


def _percent(m: re.Match[str]) -> str:
    decoded = unquote(m.group(), errors="strict") if m.group() else m.group()
    return decoded if decoded.isprintable() else m.group()


def _mixed(m: re.Match[str]) -> str:
    word = m.group()
    if _LATIN.search(word) and _LOOKALIKE.search(word):
        return word.translate(_LOOKALIKE_TABLE)
    return word


def _unmarked(m: re.Match[str]) -> str:
    word = m.group()
    if not _MARK.search(word):
        return word
    bare = "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))
    if not bare.isascii():
        return word
    if any(unicodedata.combining(c) for c in word):
        return bare  # a mark no letter of any language is written with after NFKC ("d́")
    marked = sum(1 for c in word if not c.isascii())
    # (a word of its own language has one or two marks among many letters: "café", "Zürich")
    return bare if marked * 3 >= len(bare) or not word[0].isascii() else word


def unmasked_copy(nfkc: str) -> str:
    """`nfkc` with entities, percent-escapes and markdown escapes decoded, look-alike letters
    read as Latin, marks on an otherwise-ASCII word dropped, spaced or dotted letters joined, a
    dot inside a Chinese word dropped and a defanged address made whole again; '' when there was
    none of those."""
    text = nfkc[:_SCAN_MAX]
    out = text
    if "&" in out:
        out = _ENTITY.sub(lambda m: html.unescape(m.group()), out)
    if "=" in out and len(_QUOTED_PRINTABLE.findall(out)) >= _ESCAPES_MIN:
        out = _QUOTED_PRINTABLE.sub(lambda m: chr(int(m.group(1), 16)), out)
    if "%" in out:
        try:
            out = _PERCENT.sub(_percent, out)
        except UnicodeDecodeError:
            pass
        if len(_PERCENT_ONE.findall(out)) >= _ESCAPES_MIN:
            out = _PERCENT_ONE.sub(lambda m: chr(int(m.group(1), 16)), out)
    if "\\" in out:
        out = _MD_ESCAPE.sub("", out)
    if not out.isascii():
        if _LOOKALIKE.search(out):
            out = _WORD.sub(_mixed, out)
        if _MARK.search(out):
            out = _MARKED_WORD.sub(_unmarked, out)
        out = _CJK_DOT.sub("", out)
    if "\u20e3" in out:
        out = _KEYCAP.sub("", out)
    out = _MARKED_APART.sub(lambda m: m.group().replace(m.group(1), ""), out)
    spaced = _SPACED.sub(lambda m: m.group().replace(" ", ""), out)
    if spaced != out:
        out = _GAP.sub(" ", spaced)  # the wider gap between words spelled apart is a space
    out = _DOTTED.sub(lambda m: re.sub(r"[.·_*-]", "", m.group()), out)
    if '"“' in out or '"‘' in out or '"「' in out:
        out = _QUOTED_TWICE.sub(r'"\1"', out)
    out = _LEET_CREDENTIAL.sub(lambda m: "password" if m.group(1) else "pin", out)
    if len(_ENUMERATOR.findall(out)) >= _ENUMERATED_MIN:
        out = _ENUMERATOR.sub("", out)
    if _DEFANGED_HINT.search(out):
        out = _DEFANGED_SCHEME.sub(lambda m: f"http{m.group(1)}://", out)
        out = _DEFANGED_MARK.sub(_refanged, out)
    return "" if out == text else out
