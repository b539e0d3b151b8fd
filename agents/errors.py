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


class Unavailable(AgentRTError):
    status = 503
    code = "unavailable"
    retryable = True


class ModelError(AgentRTError):
    """The chat model failed (provider down, bad key, refused request)."""

    status = 502
    code = "model_error"
    retryable = True


class ModelConfigError(AgentRTError):
    """The agent's model is misconfigured (missing key, unknown provider, missing weights)."""

    status = 422
    code = "model_config_error"
