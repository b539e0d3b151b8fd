"""Domain errors. Each says what went wrong and how to fix it; the app maps them to HTTP."""

from __future__ import annotations

from typing import Any


class AgentRTError(Exception):
    """Base error: `code` is stable and machine-readable, `message` is for people."""

    status = 400
    code = "bad_request"
    retryable = False

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        retryable: bool | None = None,
        details: Any = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        if retryable is not None:
            self.retryable = retryable
        self.details = details

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.details is not None:
            body["details"] = self.details
        return body


class InvalidInput(AgentRTError):
    status = 422
    code = "invalid_request"


class NotFound(AgentRTError):
    status = 404
    code = "not_found"


class Conflict(AgentRTError):
    status = 409
    code = "conflict"


class PayloadTooLarge(AgentRTError):
    status = 413
    code = "payload_too_large"


class Unauthorized(AgentRTError):
    status = 401
    code = "unauthorized"


class Forbidden(AgentRTError):
    status = 403
    code = "forbidden"


class TooManyRequests(AgentRTError):
    """A per-caller or per-session cap is reached (e.g. resume streams): retry after
    `retry_after` seconds, once one of the caller's others has ended."""

    status = 429
    code = "too_many_requests"
    retryable = True

    def __init__(
        self, message: str, *, code: str | None = None, retry_after: int = 1, details: Any = None
    ) -> None:
        super().__init__(message, code=code, details=details)
        self.retry_after = max(1, retry_after)


class Unavailable(AgentRTError):
    status = 503
    code = "unavailable"
    retryable = True


class ServerBusy(Unavailable):
    """This process runs as many turns as it may, all workspaces together: retry after
    `retry_after` seconds (here, or on another replica behind the load balancer)."""

    code = "server_busy"

    def __init__(self, message: str, *, retry_after: int = 1) -> None:
        super().__init__(message)
        self.retry_after = max(1, retry_after)


class StorageFull(Unavailable):
    """Redis refuses writes: it is at `maxmemory` with `noeviction` (OOM). A turn stops
    there with nothing half written (a checkpoint is one script, which Redis runs whole);
    retry once there is room. Not an outage: Redis answers, so nothing falls back."""

    code = "degraded"

    def __init__(self) -> None:
        super().__init__("storage is full right now (Redis is at its memory limit); retry later")


class RedisUnavailable(Unavailable):
    """Redis cannot be reached right now (refused, reset, timed out, still loading).

    Raised by the storage layer only (agents/storage/redis.py translates redis-py's connection
    and timeout errors at the client; the checkpoint saver and `RedisState.attempt` pass it
    on), so it is the one signal that decides "fall back": an OSError from anywhere else (a
    model provider's network error) never is. `reason` is for the log, never for clients."""

    code = "redis_unavailable"

    def __init__(self, reason: str = "", message: str | None = None) -> None:
        super().__init__(
            message or "storage is unreachable right now (Redis); retry in a few seconds"
        )
        self.reason = reason or "redis unavailable"


class MemoryUnavailable(RedisUnavailable):
    """Long-term memory is skipped while Redis is unreachable: no recall, writes refused."""

    code = "memory_unavailable"

    def __init__(self, what: str = "long-term memory", reason: str = "") -> None:
        super().__init__(
            reason,
            f"{what} is unavailable while storage (Redis) is unreachable; nothing was "
            "changed, retry in a few seconds",
        )


class ModelError(AgentRTError):
    """The chat model failed (provider down, bad key, refused request)."""

    status = 502
    code = "model_error"
    retryable = True


class ModelConfigError(AgentRTError):
    """The agent's model is misconfigured (missing key, unknown provider, missing weights)."""

    status = 422
    code = "model_config_error"
