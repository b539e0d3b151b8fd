"""Where the memory graph is stored: `base.py` what a backend does and the record format,
`redis_backend.py` (JSON + Search, MULTI/EXEC), `memory_backend.py` the in-process twin, and
`vector_docs.py` the per-entity KNN documents Redis keeps for cold recall."""
