"""A learned second opinion on instructions: a logistic model over word and character n-grams.

The pattern rows (rules/intent/shapes.py, rules/override/, …) catch the shapes someone
wrote down; wording nobody wrote down slips past them. This model scores how much a text reads
like an order to the assistant, an override or a role message, from hashed features that work in
both languages: Latin words and word pairs, CJK characters and their pairs and triples
(traditional characters read as simplified ones), digit-run lengths. A text the rules allow but
the model scores at or above the shipped threshold is refused as `prompt_injection`. Secrets are
not its business (they are structural: redaction.py).

The weights are data (`injection_model.bin`, about 150 KB), trained by
`python -m scripts.train_safety_model` on the tuning corpora only (tests/support/safety_corpus:
never the held-back half), deterministically: a test retrains and compares. Scoring is linear
in the text and needs nothing but the standard library.
"""

from __future__ import annotations

import math
import re
import struct
import unicodedata
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from agents.memory.safety.copies.traditional import to_simplified

__all__ = ["MODEL_PATH", "InjectionModel", "features", "injection_score", "load_model"]

MODEL_PATH = Path(__file__).with_name("injection_model.bin")
BUCKETS = 1 << 18
MIN_FEATURES = 8  # "password: ****" is not enough text to read an intent from
_MAGIC = b"AGRTINJ1"
# Words, digit runs and CJK runs; punctuation is left to the rules (a name like "U.*" or a
# heading of asterisks must not read as an order by itself).
_TOKENS = re.compile(r"[a-z][a-z0-9']*|\d+|[\u3400-\u9fff]+")


def _hash(token: str) -> int:
    return zlib.crc32(token.encode()) % BUCKETS


def features(text: str) -> set[int]:
    """The hashed n-gram features of `text` (NFKC, casefolded, traditional Chinese folded to
    simplified)."""
    norm = to_simplified(unicodedata.normalize("NFKC", text).casefold())
    tokens: list[str] = []
    words: list[str] = []
    for m in _TOKENS.finditer(norm):
        w = m.group()
        if "\u3400" <= w[0] <= "\u9fff":
            tokens.extend(w)
            tokens.extend(w[i : i + 2] for i in range(len(w) - 1))
            tokens.extend(w[i : i + 3] for i in range(len(w) - 2))
            words.append(w)
        elif w.isdigit():
            tokens.append(f"<d{min(len(w), 6)}>")
            words.append("<d>")
        else:
            tokens.append(w)
            words.append(w)
    tokens.extend(f"{a} {b}" for a, b in zip(words, words[1:], strict=False))
    return {_hash(t) for t in tokens}


@dataclass(frozen=True, slots=True)
class InjectionModel:
    """Weights by feature bucket, a bias, and the score at or above which a text is refused."""

    weights: dict[int, float]
    bias: float
    threshold: float

    def score(self, text: str) -> float:
        """P(instruction); 0 for a text too short to judge (fewer than MIN_FEATURES n-grams)."""
        feats = features(text)
        if len(feats) < MIN_FEATURES:
            return 0.0
        z = self.bias + sum(self.weights.get(i, 0.0) for i in feats)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def to_bytes(self) -> bytes:
        keys = sorted(self.weights)
        body = struct.pack(f"<{len(keys)}I", *keys) + struct.pack(
            f"<{len(keys)}e", *(self.weights[k] for k in keys)
        )
        head = _MAGIC + struct.pack("<Iff", len(keys), self.bias, self.threshold)
        return head + zlib.compress(body, 9)

    @classmethod
    def from_bytes(cls, raw: bytes) -> InjectionModel:
        if raw[: len(_MAGIC)] != _MAGIC:
            raise ValueError("not an agentrt injection model")
        count, bias, threshold = struct.unpack_from("<Iff", raw, len(_MAGIC))
        body = zlib.decompress(raw[len(_MAGIC) + 12 :])
        keys = struct.unpack_from(f"<{count}I", body)
        values = struct.unpack_from(f"<{count}e", body, 4 * count)
        return cls(dict(zip(keys, values, strict=True)), bias, threshold)


def train(
    rows: Iterable[tuple[str, int]],
    *,
    epochs: int = 15,
    rate: float = 0.2,
    l2: float = 1e-5,
    keep: float = 0.05,
    threshold: float = 0.8,
) -> InjectionModel:
    """Logistic regression by AdaGrad over `rows` of (text, 1 = attack / 0 = benign), in a
    fixed order (deterministic); weights smaller than `keep` are dropped."""
    data = [(sorted(features(text)), label) for text, label in rows]
    weights: dict[int, float] = {}
    squares: dict[int, float] = {}
    bias = 0.0
    for epoch in range(epochs):
        # A fixed, epoch-dependent order without random state.
        order = sorted(range(len(data)), key=lambda i: zlib.crc32(f"{epoch}:{i}".encode()))
        for i in order:
            feats, label = data[i]
            z = bias + sum(weights.get(f, 0.0) for f in feats)
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            grad = p - label
            for f in feats:
                w = weights.get(f, 0.0)
                g = grad + l2 * w
                squares[f] = squares.get(f, 1e-8) + g * g
                weights[f] = w - rate * g / math.sqrt(squares[f])
            bias -= rate * grad * 0.1
    kept = {f: w for f, w in weights.items() if abs(w) >= keep}
    return InjectionModel(kept, bias, threshold)


@cache
def load_model() -> InjectionModel | None:
    """The shipped model (None when the file is absent: the rules alone then decide)."""
    try:
        return InjectionModel.from_bytes(MODEL_PATH.read_bytes())
    except FileNotFoundError:
        return None


def injection_score(text: str) -> float:
    """How much `text` reads like an instruction to the assistant (0..1; 0 without a model)."""
    model = load_model()
    return 0.0 if model is None else model.score(text)
