"""Which server environment variables an agent may name: the operator's secret policy.

An agent names the variable that holds its key (`model.api_key_env`, `dify.api_key_env`,
`n8n.auth_header_env`) and the value goes to an address the workspace admin chose. So the
operator decides which names workspaces may use: every name starting with a prefix
(`AGENTRT_SECRET_` by default), names allowed for every workspace, and names allowed for one
workspace. Anything else is refused when an agent is created or changed (422
`secret_not_allowed`) and again when a turn reads the secret (settings change; agents stored
before the policy existed). The refusal never looks at the environment, so it says nothing
about whether the variable exists.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from agents.errors import AgentRTError, InvalidInput

if TYPE_CHECKING:
    from agents.definition.spec import AgentFields, ModelSpec

DEFAULT_PREFIX = "AGENTRT_SECRET_"
# The OpenAI key an agent uses implicitly: only ever sent to OpenAI itself (no base_url).
OPENAI_DEFAULT_ENV = "OPENAI_API_KEY"


class SecretNotAllowed(InvalidInput):
    code = "secret_not_allowed"


def _names(values: Iterable[str]) -> frozenset[str]:
    return frozenset(v.strip() for v in values if v and v.strip())


@dataclass(frozen=True)
class SecretPolicy:
    """The names agents may use. Pure: built once from settings, never reads the environment
    except in `read`."""

    prefix: str = DEFAULT_PREFIX
    allow: frozenset[str] = frozenset()
    workspaces: Mapping[str, frozenset[str]] = field(default_factory=dict)

    @classmethod
    def build(
        cls,
        *,
        prefix: str = DEFAULT_PREFIX,
        allow: Iterable[str] = (),
        workspaces: Mapping[str, Iterable[str]] | None = None,
    ) -> SecretPolicy:
        return cls(
            prefix=prefix.strip(),
            allow=_names(allow),
            workspaces={ws: _names(names) for ws, names in (workspaces or {}).items()},
        )

    def allows(self, workspace: str, name: str) -> bool:
        """Whether `workspace` may use the variable `name`: a name allowed for another
        workspace is refused (there is no "any workspace" caller)."""
        if self.prefix and name.startswith(self.prefix) and len(name) > len(self.prefix):
            return True
        if name in self.allow:
            return True
        return name in self.workspaces.get(workspace, frozenset())

    def refusal(self, name: str, field_name: str) -> str:
        """Why `name` is refused and how the operator allows a name (never whether it exists)."""
        by_prefix = (
            f"name a variable whose name starts with {self.prefix} (the operator sets it on the "
            "agentrt server), or ask the operator to allow "
            if self.prefix
            else "ask the operator to allow "
        )
        return (
            f"{field_name} names {name}, which agents on this server may not use; {by_prefix}"
            f"{name} with AGENTRT_SECRETS__ALLOW (every workspace) or AGENTRT_SECRETS__WORKSPACES "
            "(one workspace)"
        )

    def check(
        self,
        workspace: str,
        name: str,
        field_name: str,
        error: type[AgentRTError] = SecretNotAllowed,
    ) -> None:
        """Raise `error` (code `secret_not_allowed`) unless `workspace` may use `name`."""
        if not self.allows(workspace, name):
            raise error(self.refusal(name, field_name), code=SecretNotAllowed.code)

    def read(
        self,
        workspace: str,
        name: str,
        field_name: str,
        *,
        error: type[AgentRTError],
        env: Mapping[str, str] | None = None,
    ) -> str:
        """The value of an allowed variable (`env`, default os.environ); `error` when the name
        is not allowed or the variable is unset or empty. Messages never hold the value."""
        self.check(workspace, name, field_name, error)
        return read_env(name, f"named by {field_name}", error=error, env=env)

    def check_agent(self, workspace: str, fields: AgentFields) -> None:
        """Every variable an agent names must be allowed for its workspace (422 otherwise)."""
        for field_name, name in secret_names(fields):
            self.check(workspace, name, field_name)


def read_env(
    name: str, why: str, *, error: type[AgentRTError], env: Mapping[str, str] | None = None
) -> str:
    """The value of the variable `name` (`env`, default os.environ), with no policy check:
    `SecretPolicy.read` after its check, and the implicit OPENAI_API_KEY. `error` when it is
    unset or empty, saying `why` it is read; never the value."""
    value = (env if env is not None else os.environ).get(name, "").strip()
    if not value:
        raise error(
            f"the environment variable {name} is not set on the agentrt server ({why}); set "
            "it and try again"
        )
    return value


def model_secret_name(model: ModelSpec) -> str | None:
    """The variable a model names that the policy governs (None: the implicit OpenAI key,
    which only ever goes to OpenAI itself, or no key at all)."""
    name = model.api_key_env
    if name is None or (name == OPENAI_DEFAULT_ENV and model.base_url is None):
        return None
    return name


def secret_names(fields: AgentFields) -> list[tuple[str, str]]:
    """(field, variable name) of every secret an agent names."""
    names: list[tuple[str, str]] = []
    model_name = model_secret_name(fields.model)
    if model_name is not None:
        names.append(("model.api_key_env", model_name))
    if fields.dify is not None:
        names.append(("dify.api_key_env", fields.dify.api_key_env))
    if fields.n8n is not None and fields.n8n.auth_header_env:
        names.append(("n8n.auth_header_env", fields.n8n.auth_header_env))
    return names
