"""Relation-aware expansion of ranked hits, and which of two facts is current (recall, index.py).

After every memory is scored, expansion walks the relations around the best hits:

- Seeds are every hit scoring at least SEED_RATIO of the best (up to MAX_SEEDS), not a fixed
  top three; a first-person question ("where do I work?", "我老公是做什么的") also seeds from
  the person's self entity, as strongly as the best hit.
- The question's relation words ("works at", "上班", "老公" → knows) pick the edges that
  answer it: the other end of such an edge is ranked just above its seed (an answer can
  outrank the entity the question names), and it seeds one more hop ("where does my wife
  work?": self → wife → company). Other edges carry a share of the seed's similarity
  (`relation_carry`); a neighbour of the self entity is lifted a little.
- Currency: a fact another one `supersedes`, or whose `valid_to` has passed, loses to its
  replacement (which takes its place), unless the question asks about the past ("where did I
  use to live?"), when the old one wins instead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from agents.memory.graph.model import MAX_SEEDS, SELF_ID, entity_text
from agents.memory.graph.ranking.scoring import ScoreParts, ScoringConfig, rank_score
from agents.memory.graph.ranking.terms import (
    asks_about_past,
    asks_about_self,
    asks_who,
    relation_cues,
    role_match,
)

__all__ = ["SEED_RATIO", "Expansion", "Hit"]

SEED_RATIO = 0.8  # a hit seeds expansion when it scores at least this share of the best
SELF_LIFT = 0.15  # a neighbour of the self entity moves this share closer to 1
STALE = 0.5  # a superseded or expired fact keeps this share of its similarity (not asked
# about the past); asked about the past, the current one keeps it instead
SUPERSEDES = "supersedes"


@dataclass
class Hit:
    """One ranked memory: the record, its score parts, and how it was reached."""

    key: str
    record: dict[str, Any]
    parts: ScoreParts
    via: dict[str, Any] | None = None


class _Relations(Protocol):
    @property
    def records(self) -> Mapping[str, dict[str, Any]]: ...

    def adjacency(self) -> tuple[Mapping[str, set[str]], Mapping[str, set[str]]]: ...


@dataclass
class Expansion:
    """What expansion needs from the ranking: rows, similarities and how to build parts."""

    records: Mapping[str, dict[str, Any]]
    row: Mapping[str, int]
    similarity: Callable[[int], float]  # a row's own similarity to the question
    allowed: Callable[[int], bool]
    parts: Callable[[int, float], ScoreParts]  # a row's parts with a given similarity
    config: ScoringConfig
    floor: float
    now_ts: float
    query: str = ""

    def run(self, hits: dict[str, Hit], relations: _Relations, query: str) -> None:
        """Expand `hits` in place over `relations`, then settle which facts are current."""
        out, inc = relations.adjacency()
        self.query = query
        cues = relation_cues(query)
        who = asks_who(query)
        ordered = sorted(hits.values(), key=lambda h: (-rank_score(h.parts.score), h.key))
        best = ordered[0]
        seeds = [h for h in ordered if h.parts.score >= SEED_RATIO * best.parts.score]
        frontier: list[tuple[Hit, bool, str]] = [(h, False, "") for h in seeds[:MAX_SEEDS]]
        i_self = self.row.get(SELF_ID)
        if asks_about_self(query) and i_self is not None and self.allowed(i_self):
            me = hits.get(SELF_ID) or Hit(SELF_ID, self.records[SELF_ID], best.parts)
            frontier.insert(0, (me, True, ""))
        answers: list[list[tuple[str, float]]] = []  # per hop: (key, own similarity)
        for _hop in range(2):
            reached: list[tuple[str, float, str]] = []
            for seed, is_self, used in frontier:
                reached += self._walk(hits, relations, out, inc, seed, is_self, cues, who, used)
            if not reached:
                break
            # A role the question names ("my sister") narrows the answers to that person.
            named = [r for r in reached if self._names_role(r[0])]
            reached = named or reached
            answers.append([(key, own) for key, own, _ in reached])
            # One more hop from what the question's relation word reached, along another
            # relation word ("where does my wife work?": self —knows→ wife —works_at→ …).
            frontier = [(hits[key], False, rtype) for key, _, rtype in reached]
            if len(cues) < 2:
                break
        self._lift(hits, answers)
        self._settle(hits, relations, out, inc, asks_about_past(query))

    def _lift(self, hits: dict[str, Hit], answers: list[list[tuple[str, float]]]) -> None:
        """Answers reached through an edge the question names rank above every other hit
        (a later hop above the one before it), the closer to the question the higher."""
        chosen = {key for hop in answers for key, _ in hop}
        rest = [h.parts.score for k, h in hits.items() if k not in chosen]
        floor = max(rest, default=0.0)
        for hop in answers:
            top = floor
            for key, own in hop:
                i = self.row[key]
                target = floor + 0.001 + 0.01 * max(0.0, own)
                needed = self._similarity_for(i, target)
                hit = hits[key]
                if needed > hit.parts.similarity:
                    hit.parts = self.parts(i, needed)
                top = max(top, hit.parts.score)
            floor = top

    def _similarity_for(self, i: int, score: float) -> float:
        """The similarity (at most 1) that, with row `i`'s own recency, gives `score`."""
        w = self.config.recency_weight
        if w >= 1:
            return 1.0
        return min(1.0, (score - w * self.parts(i, 0.0).recency) / (1.0 - w))

    def _names_role(self, key: str) -> bool:
        return role_match(self.query, entity_text(self.records[key].get("value") or {}))

    def _walk(
        self,
        hits: dict[str, Hit],
        relations: _Relations,
        out: Mapping[str, set[str]],
        inc: Mapping[str, set[str]],
        seed: Hit,
        is_self: bool,
        cues: frozenset[str],
        who: bool,
        used: str,
    ) -> list[tuple[str, float, str]]:
        """One hop from `seed`: neighbours inherit part of its similarity; returns those
        reached through an edge the question names (key, own similarity, relation type)."""
        edges = [(r, "outgoing") for r in sorted(out.get(seed.key, ()))] + [
            (r, "incoming") for r in sorted(inc.get(seed.key, ()))
        ]
        answered: list[tuple[str, float, str]] = []
        for rel_key, direction in edges[:50]:
            value = relations.records[rel_key].get("value") or {}
            rtype = str(value.get("relation_type"))
            if rtype == SUPERSEDES:
                continue  # currency, not a path to an answer (see _settle)
            other = str(
                value.get("target_id") if direction == "outgoing" else value.get("source_id")
            )
            i_other = self.row.get(other)
            if i_other is None or not self.allowed(i_other) or other == SELF_ID:
                continue
            own_sim = self.similarity(i_other)
            answer_end = is_self or direction == ("incoming" if who else "outgoing")
            via = {
                "relation_id": rel_key,
                "relation_type": rtype,
                "from_id": seed.key,
                "direction": direction,
            }
            if rtype in cues and rtype != used and answer_end:
                if other not in hits:
                    hits[other] = Hit(other, self.records[other], self.parts(i_other, own_sim))
                hits[other].via = via
                answered.append((other, own_sim, rtype))
                continue
            if is_self:
                inherited = own_sim + SELF_LIFT * (1.0 - own_sim)
            else:
                inherited = seed.parts.similarity * self.config.relation_carry
            current = hits.get(other)
            own = current.parts.similarity if current else own_sim
            if inherited <= own or inherited < self.floor:
                continue
            hits[other] = Hit(other, self.records[other], self.parts(i_other, inherited), via)
        return answered

    def _stale(self, key: str, inc: Mapping[str, set[str]], relations: _Relations) -> bool:
        """Whether a newer fact supersedes `key`, or its `valid_to` has passed."""
        for rel_key in inc.get(key, ()):
            if (relations.records[rel_key].get("value") or {}).get("relation_type") == SUPERSEDES:
                return True
        props = (self.records[key].get("value") or {}).get("properties") or {}
        until = props.get("valid_to") if isinstance(props, dict) else None
        if isinstance(until, str):
            try:
                return datetime.fromisoformat(until).timestamp() <= self.now_ts
            except ValueError:
                return False
        return False

    def _settle(
        self,
        hits: dict[str, Hit],
        relations: _Relations,
        out: Mapping[str, set[str]],
        inc: Mapping[str, set[str]],
        past: bool,
    ) -> None:
        """The current fact wins over what it replaced (the old one, asked about the past)."""
        for key in list(hits):
            pairs: list[tuple[str, str]] = []  # (newer, older) around this hit
            for rel_key in sorted(inc.get(key, ())):
                value = relations.records[rel_key].get("value") or {}
                if value.get("relation_type") == SUPERSEDES:
                    pairs.append((str(value.get("source_id")), key))
            for rel_key in sorted(out.get(key, ())):
                value = relations.records[rel_key].get("value") or {}
                if value.get("relation_type") == SUPERSEDES:
                    pairs.append((key, str(value.get("target_id"))))
            for newer, older in pairs:
                winner, loser = (older, newer) if past else (newer, older)
                self._replace(hits, winner, loser)
            if not pairs and self._stale(key, inc, relations) and not past:
                self._demote(hits, key)

    def _replace(self, hits: dict[str, Hit], winner: str, loser: str) -> None:
        """`winner` takes the place of `loser` if it ranked lower; `loser` is demoted."""
        i_win = self.row.get(winner)
        if i_win is None or not self.allowed(i_win):
            return
        lost = hits.get(loser)
        won = hits.get(winner)
        if lost is None:
            return
        if won is None or won.parts.score <= lost.parts.score:
            # The winner takes the loser's rank: the similarity that, with its own recency,
            # scores just above the loser's.
            needed = self._similarity_for(i_win, lost.parts.score + 0.001)
            own = won.parts.similarity if won is not None else self.similarity(i_win)
            hits[winner] = Hit(
                winner,
                self.records[winner],
                self.parts(i_win, max(needed, own)),
                via={"relation_type": SUPERSEDES, "from_id": loser},
            )
        self._demote(hits, loser)

    def _demote(self, hits: dict[str, Hit], key: str) -> None:
        hit = hits[key]
        i = self.row[key]
        hit.parts = self.parts(i, hit.parts.similarity * STALE)
