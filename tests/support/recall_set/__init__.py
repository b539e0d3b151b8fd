"""Bilingual recall sets for the memory graph (issue: recall that knows who "I" is and which fact
is current): a tuning half (`tuning.py`) and a held-back half (`heldback.py`), written apart;
recall is never tuned on the held-back half.

Each half exposes `PEOPLE: dict[str, Person]` and `QUERIES: list[Query]`. A person's graph is
written through the HTTP API: entities (`POST /api/v1/memories/entities`, backdated by `days`),
then relations; `SELF` as a relation end is the person's own self entity (id "self"), which the
runtime creates on the first write. `supersedes` names the key of an older entity this one
replaces (a "supersedes" relation from the newer to the older), and `valid_to_days` says the
fact stopped being true that many days ago.

Query kinds (the six): lexical, paraphrase, cross-lingual, newer, relational, near-miss;
`first_person` marks questions asked about oneself ("Where do I work?", "我老公是做什么的").
A query about a superseded fact in the past tense ("where did I use to live?") names the old
entity as relevant.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SELF = "self"
KINDS = ("lexical", "paraphrase", "cross-lingual", "newer", "relational", "near-miss")


@dataclass(frozen=True)
class Entity:
    key: str
    name: str
    entity_type: str  # person organization project product location event concept
    # preference skill document
    description: str = ""
    days: float = 0.0  # last updated (learned) that many days ago
    properties: dict[str, Any] = field(default_factory=dict)
    supersedes: str | None = None  # key of the older entity this one replaces
    valid_to_days: float | None = None  # stopped being true that many days ago


@dataclass(frozen=True)
class Person:
    entities: list[Entity]
    # (source key or SELF, relation type, target key or SELF); relation types: knows works_at
    # works_on uses prefers located_in part_of related_to depends_on
    relations: list[tuple[str, str, str]]
    name: str = ""  # the person's own name, if they told it


@dataclass(frozen=True)
class Query:
    user: str
    text: str
    relevant: tuple[str, ...]
    kind: str
    first_person: bool = False
