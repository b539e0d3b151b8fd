"""Recall scoring: pure functions with `now` and the weights passed in (DESIGN 4.1).

    score = (1 − w) × similarity + w × exp(−ln2 / half_life × days since update)

`similarity` is the hybrid of the dense cosine and lexical coverage: exact names and numbers
lift a memory, paraphrases still reach it through the vector.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

DAY = 86_400.0


@dataclass(frozen=True)
class ScoringConfig:
    """Weights of recall. Defaults are the seed's (w 0.15, half-life 30 days)."""

    recency_weight: float = 0.15
    half_life_days: float = 30.0
    # How much lexical coverage adds on top of the dense cosine (noisy-or style blend).
    lexical_weight: float = 0.5
    # A neighbour of a top hit inherits this share of the hit's similarity. When the question
    # names the relation and the neighbour is its target ("what does Apollo run on?" asks for
    # the X in Apollo —uses→ X), the neighbour is ranked just above the hit instead.
    relation_carry: float = 0.5
    # A memory of the kind the question asks for ("where" → location, "who" → person) is
    # lifted by this share of its remaining distance to 1.
    answer_type_boost: float = 0.1
    # Hits below this similarity are dropped. Unrelated sentences sit around 0.0–0.25 in the
    # default model, but so do some true paraphrases ("programming language" ↔ "Rust"), so
    # the floor only removes what is plainly unrelated; ranking does the rest.
    min_similarity: float = 0.1

    def __post_init__(self) -> None:
        if not 0.0 <= self.recency_weight <= 1.0:
            raise ValueError("recency_weight must be within 0..1")
        if self.half_life_days <= 0:
            raise ValueError("half_life_days must be positive")


def recency(updated_ts: float, now_ts: float, half_life_days: float) -> float:
    """exp(−ln2 / half_life × days since update); a future timestamp counts as now."""
    days = max(0.0, now_ts - updated_ts) / DAY
    return math.exp(-math.log(2.0) / half_life_days * days)


def recency_array(
    updated_ts: npt.NDArray[np.float64], now_ts: float, half_life_days: float
) -> npt.NDArray[np.float64]:
    days = np.maximum(0.0, now_ts - updated_ts) / DAY
    result: npt.NDArray[np.float64] = np.exp(-math.log(2.0) / half_life_days * days)
    return result


def hybrid_similarity(dense: float | None, lexical: float, lexical_weight: float) -> float:
    """Dense cosine lifted by lexical coverage; lexical alone when there is no vector."""
    lexical = min(1.0, max(0.0, lexical))
    if dense is None:
        return lexical
    dense = min(1.0, max(0.0, dense))
    return dense + lexical_weight * lexical * (1.0 - dense)


def hybrid_similarity_array(
    dense: npt.NDArray[np.float64] | None,
    lexical: npt.NDArray[np.float64],
    lexical_weight: float,
) -> npt.NDArray[np.float64]:
    lexical = np.clip(lexical, 0.0, 1.0)
    if dense is None:
        return lexical
    d = np.clip(dense, 0.0, 1.0)
    result: npt.NDArray[np.float64] = d + lexical_weight * lexical * (1.0 - d)
    return result


def final_score(similarity: float, recency_score: float, recency_weight: float) -> float:
    return (1.0 - recency_weight) * similarity + recency_weight * recency_score


@dataclass(frozen=True)
class ScoreParts:
    """Why a memory ranked where it did."""

    similarity: float
    vector: float | None
    lexical: float
    recency: float
    score: float

    def to_dict(self) -> dict[str, float | None]:
        return {
            "similarity": round(self.similarity, 6),
            "vector": None if self.vector is None else round(self.vector, 6),
            "lexical": round(self.lexical, 6),
            "recency": round(self.recency, 6),
            "score": round(self.score, SCORE_PLACES),
        }


SCORE_PLACES = 6  # what the API shows, and how finely ranking tells two scores apart


def rank_score(score: float) -> float:
    """A score as ranking compares it. Scores computed two ways (over the whole copy, or over
    the index's candidates with float32 dot products in another order) differ in the last bits,
    and so do two neighbours' inherited scores; comparing them exactly would let that noise pick
    the order. Scores equal to SCORE_PLACES decimals (equal as the API shows them) are a tie,
    broken by recency, then id."""
    return round(score, SCORE_PLACES)


def score_parts(
    *,
    dense: float | None,
    lexical: float,
    updated_ts: float,
    now_ts: float,
    config: ScoringConfig,
) -> ScoreParts:
    """All parts of one memory's score (the array code in the index computes the same)."""
    sim = hybrid_similarity(dense, lexical, config.lexical_weight)
    rec = recency(updated_ts, now_ts, config.half_life_days)
    return ScoreParts(sim, dense, lexical, rec, final_score(sim, rec, config.recency_weight))


def within_window(updated_ts: float, now_ts: float, time_window_days: float | None) -> bool:
    """Whether a memory was created or updated within the last `time_window_days`."""
    return time_window_days is None or updated_ts >= now_ts - time_window_days * DAY
