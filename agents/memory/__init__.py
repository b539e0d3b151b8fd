"""Long-term memory: the entity/relation graph as a LangGraph store, and recall over it."""

from agents.memory.embeddings import HashingEmbeddings, make_embeddings
from agents.memory.graph_ops import RecallHits, ScoredEntity
from agents.memory.graph_store import GraphMemoryStore
from agents.memory.model import (
    ENTITY_TYPES,
    RELATION_TYPES,
    Entity,
    MemoryScope,
    Relation,
    Subgraph,
    entities_namespace,
    relations_namespace,
)
from agents.memory.recall import GraphRecall
from agents.memory.scoring import ScoringConfig

__all__ = [
    "ENTITY_TYPES",
    "RELATION_TYPES",
    "Entity",
    "GraphMemoryStore",
    "GraphRecall",
    "HashingEmbeddings",
    "MemoryScope",
    "RecallHits",
    "Relation",
    "ScoredEntity",
    "ScoringConfig",
    "Subgraph",
    "entities_namespace",
    "make_embeddings",
    "relations_namespace",
]
