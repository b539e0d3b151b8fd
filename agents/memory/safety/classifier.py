"""A learned second opinion on instructions: a logistic model over word and character n-grams.

The pattern rows (rules/intent/shapes.py, rules/override/, …) catch the shapes someone
wrote down; wording nobody wrote down slips past them. This model scores how much a text reads
like an order to the assistant, an override or a role message, from hashed features that work in
both languages: Latin words and word pairs, CJK characters and their pairs and triples
(traditional characters read as simplified ones), digit-run lengths. A text the rules allow but
the model scores at or above the shipped threshold is refused as `prompt_injection`. Secrets are
not its business (they are structural: redaction.py).

The weights are data (`injection_model.bin`, 215 KB, and `injection_model_wide.bin`, 700 KB:
see `load_model`), trained by
`python -m scripts.train_safety_model` on the tuning corpora and the authors already read
(tests/support/safety_corpus: never the held-back half, never a blind author),
deterministically (~13 min). The file records the digest of the rows it was trained on, which
a test compares with the corpora's (retraining is the script's `--retrain-check`). Scoring is
linear in the text: a sorted look-up of its n-grams' weights.
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import re
import struct
import unicodedata
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from agents.memory.safety.copies.traditional import to_simplified

__all__ = [
    "MODEL_PATH",
    "THRESHOLD",
    "WIDE_MIN_FEATURES",
    "WIDE_PATH",
    "WIDE_THRESHOLD",
    "EitherModel",
    "InjectionModel",
    "features",
    "injection_score",
    "load_model",
    "rows_digest",
]

MODEL_PATH = Path(__file__).with_name("injection_model.bin")  # the first eleven authors'
WIDE_PATH = Path(__file__).with_name("injection_model_wide.bin")  # and every author read since
BUCKETS = 1 << 18
MIN_FEATURES = 8  # "password: ****" is not enough text to read an intent from
THRESHOLD = 0.8  # the first model's: at or above it a text reads as an order
# The wide model's stricter reading: a second opinion over wording no rule lists refuses only
# when it is sure (0.95: at the shared 0.8 it doubled the tuning half's benign refusals, 173 to
# 346 of 55,638, and refused plain memories: descriptions, short names), and never from a few
# n-grams (a name or a four-character noun phrase, whose characters it knows from attacks).
WIDE_THRESHOLD = 0.95
WIDE_MIN_FEATURES = 12
_MAGIC = b"AGRTINJ2"  # 2: the training rows' digest after the head
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


@dataclass(frozen=True, slots=True, eq=False)
class InjectionModel:
    """Weights by feature bucket (`keys` sorted, `values` beside them: ~1.3 MB for 218k
    weights, where a dict of them took ~22 MB), a bias, the score at or above which a text is
    refused, and the digest of the rows it was trained on (`rows_digest`)."""

    keys: np.ndarray  # uint32, sorted
    values: np.ndarray  # float32
    bias: float
    threshold: float
    digest: bytes = bytes(32)
    min_features: int = MIN_FEATURES  # how it is read, not stored: fewer n-grams score 0

    @classmethod
    def of(
        cls, weights: dict[int, float], bias: float, threshold: float, digest: bytes = bytes(32)
    ) -> InjectionModel:
        keys = sorted(weights)
        return cls(
            np.array(keys, dtype=np.uint32),
            np.array([weights[k] for k in keys], dtype=np.float16).astype(np.float32),
            bias,
            threshold,
            digest,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, InjectionModel) and self.to_bytes() == other.to_bytes()

    def __hash__(self) -> int:
        return hash(self.to_bytes())

    def logit(self, feats: set[int]) -> float | None:
        """The score's log-odds (clamped to ±30) for a text's `features`; None for a text too
        short to judge (fewer than `min_features` n-grams)."""
        if len(feats) < self.min_features:
            return None
        if not len(self.keys):
            return max(-30.0, min(30.0, self.bias))
        wanted = np.fromiter(feats, dtype=np.uint32, count=len(feats))
        at = np.searchsorted(self.keys, wanted)
        at[at == len(self.keys)] = 0
        at = at[self.keys[at] == wanted]
        # summed in Python, in the features' order, as when the weights were a dict
        z = self.bias + sum(self.values[at].tolist())
        return max(-30.0, min(30.0, z))

    def score(self, text: str) -> float:
        """P(instruction); 0 for a text too short to judge."""
        z = self.logit(features(text))
        return 0.0 if z is None else _sigmoid(z)

    def to_bytes(self) -> bytes:
        body = self.keys.astype("<u4").tobytes() + self.values.astype("<f2").tobytes()
        head = _MAGIC + struct.pack("<Iff", len(self.keys), self.bias, self.threshold)
        return head + self.digest + zlib.compress(body, 9)

    @classmethod
    def from_bytes(cls, raw: bytes) -> InjectionModel:
        if raw[: len(_MAGIC)] != _MAGIC:
            raise ValueError("not an agentrt injection model")
        count, bias, threshold = struct.unpack_from("<Iff", raw, len(_MAGIC))
        start = len(_MAGIC) + 12
        digest = raw[start : start + 32]
        body = zlib.decompress(raw[start + 32 :])
        keys = np.frombuffer(body, dtype="<u4", count=count).astype(np.uint32)
        values = np.frombuffer(body, dtype="<f2", count=count, offset=4 * count)
        return cls(keys, values.astype(np.float32), bias, threshold, digest)


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z))


def _log_odds(p: float) -> float:
    return math.log(p / (1.0 - p))


def rows_digest(rows: Iterable[tuple[str, int]]) -> bytes:
    """SHA-256 of training rows in their order: the shipped model records the one it was
    trained on, so a test can tell a stale model from the corpora without retraining it."""
    digest = hashlib.sha256()
    for text, label in rows:
        digest.update(f"{label}\t{len(text)}\t{text}".encode())
    return digest.digest()


def train(
    rows: Iterable[tuple[str, int]],
    *,
    epochs: int = 15,
    rate: float = 0.2,
    l2: float = 1e-5,
    keep: float = 0.05,
    threshold: float = THRESHOLD,
) -> InjectionModel:
    """Logistic regression by AdaGrad over `rows` of (text, 1 = attack / 0 = benign), in a
    fixed order (deterministic); weights smaller than `keep` are dropped."""
    rows = list(rows)
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
    return InjectionModel.of(kept, bias, threshold, rows_digest(rows))


@dataclass(frozen=True, slots=True)
class EitherModel:
    """Models read together: a text is refused when any of them reads it as an order, each at
    its own threshold, so each keeps what the other finds, and a text is kept only when every
    one keeps it. The score is on the first model's scale: another model's log-odds are moved
    by the distance between the two thresholds, so it reaches the first's threshold exactly
    when it reaches its own (and a bar above the threshold, the gate's for one sentence of
    several, is as far above its own)."""

    models: tuple[InjectionModel, ...]

    @property
    def threshold(self) -> float:
        return self.models[0].threshold

    def score(self, text: str) -> float:
        shared = _log_odds(self.threshold)
        feats = features(text)  # the models share their n-grams: counted once
        best: float | None = None
        for model in self.models:
            z = model.logit(feats)
            if z is None:
                continue
            z += shared - _log_odds(model.threshold)
            best = z if best is None else max(best, z)
        return 0.0 if best is None else _sigmoid(best)


@cache
def load_model() -> EitherModel | None:
    """The shipped models (None when neither file is there: the rules alone then decide).

    The first (MODEL_PATH) is trained on the first eleven authors, the wide one (WIDE_PATH)
    also on every author read since and read more strictly (its file's threshold,
    WIDE_THRESHOLD, and WIDE_MIN_FEATURES): it refuses far more of wording no author of the
    tuning half wrote, the first a few held-back attacks the wide one lets through."""
    models = []
    for path, min_features in ((MODEL_PATH, MIN_FEATURES), (WIDE_PATH, WIDE_MIN_FEATURES)):
        try:
            model = InjectionModel.from_bytes(path.read_bytes())
        except FileNotFoundError:
            continue
        models.append(dataclasses.replace(model, min_features=min_features))
    return EitherModel(tuple(models)) if models else None


def injection_score(text: str) -> float:
    """How much `text` reads like an instruction to the assistant (0..1; 0 without a model)."""
    model = load_model()
    return 0.0 if model is None else model.score(text)
