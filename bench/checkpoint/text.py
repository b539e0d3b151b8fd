"""The bench's user messages: seeded, non-repetitive pseudo-English.

Repeating one sentence compressed to a few percent, flattering a saver that zlib-compresses
what it stores. These messages are words drawn (Zipf: rank r weighs 1/(r+2.7)) from a fixed
vocabulary of English function words and ~4000 pseudo-words made of common syllables, in
sentences of 6-18 words: zlib (level 6) keeps ~57 % of an 880-character message and ~63 % of
a 400-character one; English prose of those sizes keeps 50-65 %. Seeded: every run, and
every saver, sends the same text.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import random
import statistics
import zlib

TEXT_SEED = "agentrt-bench-checkpoint"
_FUNCTION_WORDS = (
    "the of and to a in is that it for was on are as with be at by this have from or not but "
    "an they which you one were all we can her has there been if more when will would who so "
    "no out up into than them some could only other new just about"
).split()
_ONSETS = (
    "t s  m b c d h l r w p f n th st g pr tr ch sh br gr v cl fl sp k pl cr dr j fr wh y sl "
    "str qu z"
).split(" ")
_VOWELS = "e a o i u ea ou ai ee oo y ie".split()
_CODAS = (" n r s t l nd st d m ng ll rt ck nt x").split(" ")


def _weights(n: int) -> list[float]:
    return [0.8**i for i in range(n)]  # earlier syllable parts are the common ones


@functools.cache
def vocabulary(size: int = 4000) -> tuple[list[str], list[float]]:
    """The words, most frequent first, and their cumulative Zipf weights."""
    rng = random.Random(f"{TEXT_SEED}:vocabulary")
    words = list(_FUNCTION_WORDS)
    seen = set(words)
    parts = [(p, _weights(len(p))) for p in (_ONSETS, _VOWELS, _CODAS)]
    while len(words) < size:
        word = "".join(
            "".join(rng.choices(p, w)[0] for p, w in parts)
            for _ in range(rng.choice((1, 1, 1, 2, 2, 2, 2, 3, 3)))
        )
        if 2 <= len(word) <= 12 and word not in seen:
            seen.add(word)
            words.append(word)
    cumulative = list(itertools.accumulate(1 / (rank + 2.7) ** 1.05 for rank in range(size)))
    return words, cumulative


def make_message(turn: int, chars: int, stream: str = "") -> str:
    """A deterministic user message of exactly `chars` characters (at least the prefix):
    `turn N: ` then pseudo-English drawn from a generator seeded by (stream, turn)."""
    words, cumulative = vocabulary()
    rng = random.Random(f"{TEXT_SEED}:{stream}:{turn}")
    out = [f"turn {turn}: "]
    size = len(out[0])
    left, start = rng.randint(6, 18), True
    while size < chars:
        word = words[bisect.bisect(cumulative, rng.random() * cumulative[-1])]
        if start:
            word, start = word.capitalize(), False
        left -= 1
        if left == 0:
            word += rng.choice(".......?!")
            left, start = rng.randint(6, 18), True
        elif rng.random() < 0.07:
            word += ","
        out.append(word + " ")
        size += len(word) + 1
    return "".join(out)[:chars]


def zlib_kept(chars: int, turns: int) -> float:
    """The mean share of a message's bytes zlib (level 6, as the saver) keeps."""
    sizes = [make_message(t, chars).encode() for t in range(1, turns + 1)]
    return statistics.mean(len(zlib.compress(m, 6)) / max(len(m), 1) for m in sizes)
