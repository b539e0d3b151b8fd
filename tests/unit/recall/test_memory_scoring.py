"""Pure parts of memory recall: scoring, lexical terms, relation cues, key encoding."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from agents.memory.graph import decode_label, encode_label
from agents.memory.graph.backends.base import ns_from_tag, ns_tag
from agents.memory.graph.backends.redis_backend import escape_tag
from agents.memory.graph.ranking.scoring import (
    DAY,
    ScoringConfig,
    final_score,
    hybrid_similarity,
    hybrid_similarity_array,
    recency,
    recency_array,
    score_parts,
    within_window,
)
from agents.memory.graph.ranking.terms import (
    answer_types,
    asks_who,
    query_terms,
    relation_cues,
    search_terms,
)
from agents.storage.keys import Keys

NOW = 1_800_000_000.0


def test_recency_halves_every_half_life() -> None:
    assert recency(NOW, NOW, 30) == 1.0
    assert math.isclose(recency(NOW - 30 * DAY, NOW, 30), 0.5)
    assert math.isclose(recency(NOW - 60 * DAY, NOW, 30), 0.25)
    assert math.isclose(recency(NOW - 7 * DAY, NOW, 7), 0.5)
    assert recency(NOW + DAY, NOW, 30) == 1.0  # clock skew: a future update counts as now
    arr = recency_array(np.array([NOW, NOW - 30 * DAY]), NOW, 30)
    assert np.allclose(arr, [1.0, 0.5])


def test_score_is_the_seed_formula() -> None:
    config = ScoringConfig()
    parts = score_parts(
        dense=0.8, lexical=0.0, updated_ts=NOW - 30 * DAY, now_ts=NOW, config=config
    )
    assert math.isclose(parts.score, 0.85 * 0.8 + 0.15 * 0.5)
    heavy = ScoringConfig(recency_weight=0.5, half_life_days=10)
    parts = score_parts(dense=0.4, lexical=0.0, updated_ts=NOW - 10 * DAY, now_ts=NOW, config=heavy)
    assert math.isclose(parts.score, 0.5 * 0.4 + 0.5 * 0.5)
    assert final_score(1.0, 0.0, 0.15) == 0.85
    with pytest.raises(ValueError):
        ScoringConfig(recency_weight=1.5)
    with pytest.raises(ValueError):
        ScoringConfig(half_life_days=0)


def test_hybrid_similarity_lifts_exact_words_and_keeps_paraphrases() -> None:
    assert hybrid_similarity(0.6, 0.0, 0.5) == 0.6  # paraphrase: the vector alone
    assert hybrid_similarity(0.4, 1.0, 0.5) == 0.7  # exact name lifts a weaker vector
    assert hybrid_similarity(None, 0.3, 0.5) == 0.3  # no embeddings: lexical only
    assert hybrid_similarity(-0.2, 0.0, 0.5) == 0.0
    arr = hybrid_similarity_array(np.array([0.6, 0.4]), np.array([0.0, 1.0]), 0.5)
    assert np.allclose(arr, [0.6, 0.7])


def test_time_window() -> None:
    assert within_window(NOW - 5 * DAY, NOW, 7)
    assert not within_window(NOW - 8 * DAY, NOW, 7)
    assert within_window(NOW - 800 * DAY, NOW, None)


def test_query_terms_drop_question_scaffolding() -> None:
    assert "在哪" not in query_terms("用户住在哪个城市？")
    assert "城市" in query_terms("用户住在哪个城市？")
    assert "什么" not in query_terms("用户喜欢什么茶？") and "喜欢" in query_terms(
        "用户喜欢什么茶？"
    )
    assert query_terms("Which databases does the user use?") == ["databas", "use"]
    assert query_terms("trains training") == ["train"]
    assert search_terms("PostgreSQL 16") == ["postgresql", "16"]


def test_relation_cues() -> None:
    assert relation_cues("What does Apollo run on?") == {"uses"}
    assert relation_cues("What does the user like?") == {"prefers"}  # 'user' is not 'use'
    assert relation_cues("Which company does Alice work for?") == {"works_at"}
    assert relation_cues("王芳在哪个城市？") == {"located_in"}
    assert "uses" not in relation_cues("用户现在住在哪里？")  # 用户 (user) is not 用 (use)
    assert "uses" in relation_cues("风控项目用什么数据库？")
    assert relation_cues("hello there") == frozenset()
    assert asks_who("Who uses Kafka?") and asks_who("谁住在成都？") and not asks_who("What is it?")


LABELS = st.text(min_size=1, max_size=8).filter(lambda s: "\x00" not in s)


@given(st.lists(LABELS, min_size=1, max_size=4), st.lists(LABELS, min_size=1, max_size=4))
def test_namespace_tags_are_injective_and_reversible(a: list[str], b: list[str]) -> None:
    assert ns_from_tag(ns_tag(tuple(a))) == tuple(a)
    if a != b:
        assert ns_tag(tuple(a)) != ns_tag(tuple(b))
        assert Keys().memory_doc(tuple(a), "k") != Keys().memory_doc(tuple(b), "k")


@given(LABELS, LABELS)
def test_doc_keys_are_injective(key_a: str, key_b: str) -> None:
    keys = Keys("p")
    if key_a != key_b:
        assert keys.memory_doc(("w", "u"), key_a) != keys.memory_doc(("w", "u"), key_b)
    assert decode_label(encode_label(key_a)) == key_a and "." not in encode_label(key_a)


def test_escape_tag_neutralises_query_syntax() -> None:
    assert escape_tag("a-b.c:d") == "a\\-b\\.c\\:d"
    assert escape_tag("{x}|y*@z") == "\\{x\\}\\|y\\*\\@z"
    assert escape_tag("plain1") == "plain1"
    assert escape_tag("_") == "\\_"  # a bare "_" tag is a syntax error otherwise


def test_answer_types() -> None:
    assert answer_types("Where does Bob live?") == {"location"}
    assert answer_types("王芳在哪个城市？") == {"location"}
    assert answer_types("Who leads the team?") == {"person"}
    assert answer_types("瑜伽课是星期几？") == {"event"}
    assert answer_types("Which company does Alice work for?") == {"organization"}
    assert answer_types("What tea does the user drink?") == frozenset()


def test_embeddings_factory(monkeypatch: pytest.MonkeyPatch) -> None:
    from agents.errors import ModelConfigError
    from agents.memory.graph.embeddings import (
        HashingEmbeddings,
        UniversalSentenceEncoderEmbeddings,
        make_embeddings,
    )

    assert make_embeddings("none") is None and make_embeddings("NONE") is None
    assert isinstance(make_embeddings(""), UniversalSentenceEncoderEmbeddings)  # lazy: no load
    fake = make_embeddings("fake")
    assert isinstance(fake, HashingEmbeddings)
    a, b, c = fake.embed_documents(["green tea", "green tea please", "kafka cluster"])
    assert a == fake.embed_query("green tea")
    assert np.dot(a, b) > 0.5 > abs(np.dot(a, c))
    with pytest.raises(ModelConfigError, match="API key"):
        make_embeddings("text-embedding-3-small", api_key_env="AGENTRT_TEST_NO_SUCH_KEY")
    monkeypatch.setenv("AGENTRT_TEST_EMBED_KEY", "sk-test")
    remote = make_embeddings(
        "text-embedding-3-small",
        base_url="http://127.0.0.1:9/v1",
        api_key_env="AGENTRT_TEST_EMBED_KEY",
    )
    assert type(remote).__name__ == "OpenAIEmbeddings"
