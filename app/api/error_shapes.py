"""The shape of an error response: `{code, message[, details]}`, or OpenAI's
`{"error": {message, type, param, code}}` on the OpenAI-compatible routes (/v1/…), so the
`openai` SDK reads what went wrong whichever layer answered (a route, a body check, a size
limit)."""

from __future__ import annotations

from typing import Any

from fastapi.responses import JSONResponse

# The OpenAI-compatible routes' prefix (app/api/routes/openai_compat.py).
OPENAI_PREFIX = "/v1/"

# OpenAI's error types by status.
_OPENAI_TYPES = {
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    409: "conflict_error",
    429: "rate_limit_error",
}


def error_response(
    status: int,
    code: str,
    message: str,
    details: Any = None,
    headers: dict[str, str] | None = None,
) -> JSONResponse:
    body: dict[str, Any] = {"code": code, "message": message}
    if details is not None:
        body["details"] = details
    return JSONResponse(body, status_code=status, headers=headers)


def shaped_error(
    path: str,
    status: int,
    code: str,
    message: str,
    details: Any = None,
    headers: dict[str, str] | None = None,
) -> JSONResponse:
    """`error_response`, or for a path of the OpenAI-compatible routes OpenAI's error shape."""
    if not path.startswith(OPENAI_PREFIX):
        return error_response(status, code, message, details, headers)
    kind = _OPENAI_TYPES.get(status) or ("invalid_request_error" if status < 500 else "api_error")
    body = {"error": {"message": message, "type": kind, "param": None, "code": code}}
    return JSONResponse(body, status_code=status, headers=headers)
