"""Turn events → Server-Sent Events (sse-starlette), with keep-alive pings and send timeout.

Headers say no caching and no proxy buffering, so each token reaches the client at once.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

from sse_starlette import EventSourceResponse, ServerSentEvent

from agents.events import TurnEvent

SSE_HEADERS = {"Cache-Control": "no-store", "X-Accel-Buffering": "no"}


async def _encode(events: AsyncIterator[TurnEvent]) -> AsyncIterator[ServerSentEvent]:
    async for event in events:
        yield ServerSentEvent(
            data=json.dumps(event.data, ensure_ascii=False), event=event.event, id=event.id
        )


def sse_response(
    events: AsyncIterator[TurnEvent], *, ping: float, send_timeout: float, **headers: Any
) -> EventSourceResponse:
    return EventSourceResponse(
        _encode(events),
        ping=int(max(1, ping)),
        send_timeout=send_timeout,
        headers={**SSE_HEADERS, **headers},
    )
