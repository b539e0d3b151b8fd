"""The memory graph: entities and relations of one person, stored as a LangGraph store.

- `store.py`: `GraphMemoryStore`, the custom `BaseStore` (batched ops, the in-memory fallback);
  `ops.py` its graph operations (entities, relations, subgraph, recall), `limits.py` what one
  person may keep;
- `model.py` the data model and validation, `embeddings.py` the embedding models,
  `recall.py` hits → a prompt section;
- `ranking/`: `index.py` the in-process vector/lexical index, `scoring.py` meaning × words ×
  freshness, `expand.py` relation-aware expansion, `terms.py` recall's lexical cues;
- `backends/`: `base.py` the storage port, `redis_backend.py` (JSON + Search) and
  `memory_backend.py`, `vector_docs.py` the KNN documents and backfill;
- `cold/`: `recall.py` a person's first recall on a replica, answered from the Redis index
  while the copy is built (`partial.py` what it fetched).
"""

from agents.memory.graph.embeddings import DEFAULT_MODEL_ID as DEFAULT_EMBEDDING_MODEL
from agents.memory.graph.embeddings import HashingEmbeddings, make_embeddings
from agents.memory.graph.limits import GraphLimits
from agents.memory.graph.model import (
    ENTITY_TYPES,
    MAX_SEEDS,
    RELATION_TYPES,
    Entity,
    EntityType,
    MemoryScope,
    Relation,
    RelationType,
    Subgraph,
    decode_label,
    encode_label,
    entities_namespace,
    iso,
    now_utc,
    relations_namespace,
)
from agents.memory.graph.ops import RecallHits, ScoredEntity
from agents.memory.graph.ranking.index import FloatArray
from agents.memory.graph.ranking.scoring import ScoringConfig
from agents.memory.graph.recall import HEADER, MAX_QUERY, GraphRecall
from agents.memory.graph.store import GraphMemoryStore, MemoryUnsupported

__all__ = [
    "DEFAULT_EMBEDDING_MODEL",
    "ENTITY_TYPES",
    "HEADER",
    "MAX_QUERY",
    "MAX_SEEDS",
    "RELATION_TYPES",
    "Entity",
    "EntityType",
    "FloatArray",
    "GraphLimits",
    "GraphMemoryStore",
    "GraphRecall",
    "HashingEmbeddings",
    "MemoryScope",
    "MemoryUnsupported",
    "RecallHits",
    "Relation",
    "RelationType",
    "ScoredEntity",
    "ScoringConfig",
    "Subgraph",
    "decode_label",
    "encode_label",
    "entities_namespace",
    "iso",
    "make_embeddings",
    "now_utc",
    "relations_namespace",
]
