"""How a bridged turn fails: every upstream problem becomes one of three domain errors.

- `BridgeUnavailable` (retryable): the external system could not be reached, timed out, cut
  the stream, or answered 5xx / 429. The stored conversation id is left untouched.
- `BridgeConfigError` (not retryable): the agent's bridge config is wrong (key missing or
  refused, wrong address). Messages never contain a secret.
- `BridgeError` (not retryable): the external system refused the request itself (4xx),
  reported a failure of its own, or answered more than a bridged reply may hold.
"""

from __future__ import annotations

from typing import Any

import httpx

from agents.bridges.config import MAX_TURN_DEADLINE_S, TURN_DEADLINE_FACTOR
from agents.errors import AgentRTError


class BridgeUnavailable(AgentRTError):
    status = 502
    code = "bridge_unavailable"
    retryable = True


class BridgeConfigError(AgentRTError):
    status = 422
    code = "bridge_config_error"
    retryable = False


class BridgeError(AgentRTError):
    status = 502
    code = "bridge_error"
    retryable = False


def scrub(text: str, *secrets: str | None, limit: int = 300) -> str:
    """`text` shortened, with any secret in it masked (upstreams sometimes echo headers)."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, "***")
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def transport_error(system: str, url: str, exc: httpx.RequestError) -> BridgeUnavailable:
    """A connect error, timeout or broken connection, said without secrets."""
    if isinstance(exc, httpx.TimeoutException):
        what = "did not answer in time"
    elif isinstance(exc, httpx.ConnectError):
        what = "could not be reached"
    else:
        what = f"broke the connection ({type(exc).__name__})"
    return BridgeUnavailable(f"{system} at {_origin(url)} {what}; try again")


def deadline_error(system: str, url: str, seconds: float) -> BridgeUnavailable:
    """The turn's overall deadline passed (the upstream may still be sending pings)."""
    return BridgeUnavailable(
        f"{system} at {_origin(url)} did not finish its answer within {seconds:g} s (a bridged "
        f"turn's limit: {TURN_DEADLINE_FACTOR:g} x the agent's timeout_s, at most "
        f"{MAX_TURN_DEADLINE_S:g} s); try again",
        details={"deadline_s": seconds},
    )


def reply_too_large(system: str, limit: int) -> BridgeError:
    """The reply passed the byte limit of a bridged reply; nothing of it is kept."""
    return BridgeError(
        f"{system}'s reply was over {limit} bytes, the most agentrt takes from a bridged "
        "agent; nothing of it was kept",
        details={"limit_bytes": limit},
    )


def status_error(
    system: str,
    status: int,
    body: Any,
    *,
    url: str,
    config_hint: str,
    secrets: tuple[str | None, ...] = (),
) -> AgentRTError:
    """The domain error for an upstream HTTP error status (never quoting a 401/403 body)."""
    if status in (401, 403):
        return BridgeConfigError(
            f"{system} refused the credentials (HTTP {status}); {config_hint}",
            details={"upstream_status": status},
        )
    detail = _upstream_message(body, secrets)
    suffix = f": {detail}" if detail else ""
    if status >= 500 or status in (408, 429):
        return BridgeUnavailable(
            f"{system} failed (HTTP {status}){suffix}; try again",
            details={"upstream_status": status},
        )
    if status in (404, 405) or 300 <= status < 400:
        return BridgeConfigError(
            f"{system} at {_origin(url)} answered HTTP {status}{suffix}; check the agent's address",
            details={"upstream_status": status},
        )
    return BridgeError(
        f"{system} refused the request (HTTP {status}){suffix}",
        details={"upstream_status": status},
    )


def _upstream_message(body: Any, secrets: tuple[str | None, ...]) -> str:
    """The `code` and `message` of a JSON error object, shortened and scrubbed. Anything else
    (an HTML error page, text from whatever answered at that address) is never echoed."""
    if not isinstance(body, dict):
        return ""
    parts = [str(body[k]) for k in ("code", "message") if isinstance(body.get(k), (str, int))]
    text = ": ".join(p for p in parts if p)
    return scrub(text, *secrets, limit=200) if text else ""


def _origin(url: str) -> str:
    """scheme://host[:port] of a URL: enough to find it, without paths that may hold ids."""
    try:
        parsed = httpx.URL(url)
    except Exception:  # noqa: BLE001 - only used in messages
        return "the configured address"
    port = f":{parsed.port}" if parsed.port else ""
    return f"{parsed.scheme}://{parsed.host}{port}"
