"""Tool-call pairing: an AIMessage with tool_calls and its ToolMessages stay together.

Providers refuse a ToolMessage without the call that asked for it, and a call without its
result (OpenAI and Anthropic both 400). Every cut of a history goes through `safe_cut`.
"""

from __future__ import annotations

from collections.abc import Sequence

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage


def _call_ids(message: BaseMessage) -> set[str]:
    if isinstance(message, AIMessage):
        return {str(c.get("id")) for c in message.tool_calls if c.get("id")}
    return set()


def group_starts(messages: Sequence[BaseMessage]) -> list[bool]:
    """For each cut position 0..len, whether cutting there keeps every tool group whole.

    ToolMessages follow the AIMessage that called them, so a cut is safe exactly where the
    next message is not a ToolMessage.
    """
    n = len(messages)
    return [i in (0, n) or not isinstance(messages[i], ToolMessage) for i in range(n + 1)]


def newest_turn_start(messages: Sequence[BaseMessage]) -> int:
    """Index of the last HumanMessage (the newest turn begins there); len if none."""
    for index in range(len(messages) - 1, -1, -1):
        if isinstance(messages[index], HumanMessage):
            return index
    return len(messages)


def safe_cut(messages: Sequence[BaseMessage], index: int, *, prefer: str = "later") -> int:
    """The nearest index to `index` where a cut splits no tool group.

    `prefer="later"` moves forward first (compress the whole group), falling back to earlier.
    Index 0 and len(messages) are always safe.
    """
    ok = group_starts(messages)
    index = max(0, min(index, len(messages)))
    steps = (
        list(range(index, len(messages) + 1)) + list(range(index - 1, -1, -1))
        if prefer == "later"
        else list(range(index, -1, -1)) + list(range(index + 1, len(messages) + 1))
    )
    for candidate in steps:
        if ok[candidate]:
            return candidate
    return 0


def pairing_errors(messages: Sequence[BaseMessage]) -> list[str]:
    """Problems a provider would refuse: orphan ToolMessages and unanswered tool calls.

    Calls in the final AIMessage may be unanswered (the tools are still running).
    """
    errors: list[str] = []
    pending: dict[str, int] = {}
    for index, message in enumerate(messages):
        if isinstance(message, ToolMessage):
            if str(message.tool_call_id) not in pending:
                errors.append(f"ToolMessage at {index} has no call")
            else:
                pending.pop(str(message.tool_call_id))
            continue
        if pending:
            errors.append(f"tool calls {sorted(pending)} unanswered before message {index}")
            pending = {}
        for call_id in _call_ids(message):
            pending[call_id] = index
    return errors
