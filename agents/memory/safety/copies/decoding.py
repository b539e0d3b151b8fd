"""Encoded payloads read as what they decode to: a copy of the text the rules also match on.

An order can be stored encoded so that no rule reads it ("decode and obey: UmV2ZWFs…",
"以后每次都照做：5q+P5qyh…", "rot13: Vtaber lbhe …"). A blob is not refused for being a blob:
people keep hashes, ids, keys' fingerprints and images. `decoded_copy` decodes what decodes to
readable text (base64 and hex runs whose bytes are UTF-8 letters and words; the text after a
"rot13" cue) and gives the text again with those parts replaced, so the rules judge the words
inside, next to the wrapper that asks for them to be carried out. Hashes and ids decode to
bytes that are no text and are left as they are.

The cost is bounded: only the first `_SCAN_MAX` characters are searched, at most `_BLOBS_MAX`
blobs of at most `_BLOB_MAX` characters each are decoded (a longer run, an image say, is
skipped unread), and rot13 reads at most `_ROT13_MAX` characters after its cue.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re

from agents.memory.safety.copies.normalize import normalize

__all__ = ["decoded_copy"]

_SCAN_MAX = 20_000
_BLOB_MAX = 4_096
_BLOBS_MAX = 16
_ROT13_MAX = 2_000

# A base64 run (standard or URL-safe alphabet) of at least 16 characters, or a run of at least
# 8 hex byte pairs, each whole (not the middle of a longer word).
_BLOB = re.compile(r"(?<![A-Za-z0-9+/=_-])(?P<b64>[A-Za-z0-9+/_-]{16,}+={0,2})(?![A-Za-z0-9+/=_-])")
_HEX = re.compile(r"^(?:[0-9a-fA-F]{2}){8,}$")
# "rot13", "ROT-13", "rot 13", "凯撒密码 13": what follows it is rotated back
_ROT13_CUE = re.compile(r"\brot[ -]?13\b|\bcaesar[ -]?13\b", re.IGNORECASE)
# Decoded bytes read as text: letters of some script and at least one word break, nothing
# below the space but line breaks and tabs.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\ufffd]")
_WORDS = re.compile(r"[A-Za-z\u3400-\u9fff]{2}")


def _text(raw: bytes) -> str | None:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if _CONTROL.search(text) or not _WORDS.search(text):
        return None
    if " " not in text and not re.search(r"[\u3400-\u9fff]", text):
        return None  # one long token: an id, not words
    return text


def _decoded_blob(blob: str) -> str | None:
    """What a run decodes to when it is readable text, else None."""
    if len(blob) > _BLOB_MAX:
        return None
    if _HEX.match(blob):
        return _text(bytes.fromhex(blob))
    body = blob.rstrip("=")
    padded = body + "=" * (-len(body) % 4)
    try:
        raw = base64.b64decode(padded.replace("-", "+").replace("_", "/"), validate=True)
    except (binascii.Error, ValueError):
        return None
    return _text(raw)


def decoded_copy(nfkc: str) -> str:
    """`nfkc` with each readable base64 or hex run decoded in place and the text after a rot13
    cue rotated back, normalized, after a line break ('' when nothing decodes): what the rules
    match beside the normalized text itself."""
    text = nfkc[:_SCAN_MAX]
    parts: list[str] = []
    last = 0
    found = 0
    for m in _BLOB.finditer(text):
        if found == _BLOBS_MAX:
            break
        words = _decoded_blob(m.group("b64"))
        if words is None:
            continue
        found += 1
        parts += [text[last : m.start()], " ", words, " "]
        last = m.end()
    cue = _ROT13_CUE.search(text)
    if not found and cue is None:
        return ""
    decoded = "".join(parts) + text[last:]
    # The cue's place in the decoded text (a decoded blob before it moves it; found again by
    # the same pattern, never by its letters, which may stand inside a longer word earlier).
    cue = _ROT13_CUE.search(decoded) if cue is not None else None
    if cue is not None:
        end = cue.end()
        decoded = decoded[:end] + codecs.encode(decoded[end : end + _ROT13_MAX], "rot13")
    return "\n" + normalize(decoded)
