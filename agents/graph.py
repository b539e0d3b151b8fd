"""AgentSpec → compiled LangGraph graph (DESIGN section 1).

    langgraph agents:  recall ─► summarize ─► respond ─► capture
                                                 ▲   │
                                                 └ tools  (while the model calls tools)
    bridged agents:    bridge  (Dify / n8n answer; the turn still lands in our history)

Tools (the agent's `tools`, agents/definition/tools.py): the model may call them for up to
`max_tool_steps` steps; every call gets a result (an error result when it fails), and the
turn commits the whole exchange, calls and results with the reply, at once: a cancelled or
failed turn leaves no call without its result (RELIABILITY 7).

The turn's message arrives in the run's `TurnInput` and is committed to `messages` together
with the reply, so a turn that fails (or is cancelled) leaves the stored history exactly as it
was. Per-turn values (the message, what recall found, the rendered system prompt, project
context) come in one `TurnInput` object in `config["configurable"]`, never as state nor as
plain strings there: LangGraph copies string values of `configurable` into every checkpoint's
metadata, and a checkpoint holds the conversation, not a turn's working data (a memory the
person deleted, a name the caller sent). One compiled graph serves every session of an agent.
Side channel events (`compression_start`/`_end`, `memory`) go out through the custom stream.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any, TypedDict

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import (
    AIMessage,
    AnyMessage,
    BaseMessage,
    RemoveMessage,
    ToolMessage,
)
from langchain_core.messages.ai import add_usage
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.config import get_stream_writer
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from langgraph.graph.state import CompiledStateGraph
from langgraph.types import Command

from agents.context.budget import Budget, compute_budget
from agents.context.builder import (
    ArchivedMessage,
    BuiltContext,
    ContextBuilder,
    ContextInputs,
    message_text,
)
from agents.context.tokens import TokenCounter, encoding_name_for_model
from agents.definition.memory_config import MemoryConfig
from agents.definition.spec import AgentSpec
from agents.definition.tools import MAX_RESULT_CHARS, TOOLS
from agents.errors import AgentRTError
from agents.nodes.summarize import (
    ContextLengthError,
    clip_tokens,
    plan_compression,
    summarize,
    summary_cap,
)
from agents.ports import Bridge, LongTermMemory, TurnScope
from agents.text import whole, whole_message

log = logging.getLogger("agentrt.graph")

RECALL = "recall"
SUMMARIZE = "summarize"
RESPOND = "respond"
CAPTURE = "capture"
TOOLS_NODE = "tools"
BRIDGE = "bridge"
# One tool call's time limit: a tool that hangs answers the model with an error instead.
TOOL_TIMEOUT_SECONDS = 30.0
# The share of the model's input budget each memory section may take (core, recalled): a
# person's many memories never crowd their conversation out of a small window.
MEMORY_SHARE = 1 / 4
ANSWER_NODES = frozenset({RESPOND, BRIDGE})


class AgentState(TypedDict, total=False):
    """What a checkpoint keeps of a conversation."""

    messages: Annotated[list[AnyMessage], add_messages]
    summary: str
    summary_watermark: str
    archive: list[dict[str, str]]
    # Running token total of `messages`, so the per-turn trigger check costs O(1).
    token_count: dict[str, Any]


@dataclass
class TurnInput:
    """One run's working data, passed as `config["configurable"]["turn"]`, never stored."""

    incoming: AnyMessage
    system_prompt: str = ""  # rendered: it quotes the caller's name and channel
    project_context: str = ""
    memory: dict[str, Any] = field(default_factory=dict)
    # This turn's tool exchange so far (model calls, then their results): committed with the
    # reply, or not at all.
    pending: list[BaseMessage] = field(default_factory=list)
    steps: int = 0
    unparsed_calls: set[str] = field(default_factory=set)  # calls whose arguments did not parse


def turn_input(config: RunnableConfig) -> TurnInput:
    turn = (config.get("configurable") or {}).get("turn")
    if not isinstance(turn, TurnInput):
        raise RuntimeError("the turn's input is missing from the run config")
    return turn


def new_message_id() -> str:
    return f"msg_{uuid.uuid4().hex}"


_COUNTERS: dict[str, TokenCounter] = {}


def without_tool_calls(reply: BaseMessage) -> BaseMessage:
    """The reply as it may be kept when no tool will run (the agent has none, or the turn used
    its steps): a tool call left unanswered in the history would make providers refuse the
    next request (an AIMessage with tool_calls needs a ToolMessage per call). Keep the words."""
    if isinstance(reply, AIMessage) and (reply.tool_calls or reply.invalid_tool_calls):
        log.warning(
            "model asked for tools %s that will not run (none enabled, or the turn's tool "
            "steps are used up); the request is dropped",
            [c.get("name") for c in reply.tool_calls],
        )
        return AIMessage(
            content=reply.content,
            id=reply.id,
            response_metadata=reply.response_metadata,
            usage_metadata=reply.usage_metadata,
        )
    return reply


def counter_for(model_name: str | None) -> TokenCounter:
    """One shared token counter (and its per-message cache) per encoding."""
    name = encoding_name_for_model(model_name)
    counter = _COUNTERS.get(name)
    if counter is None:
        counter = _COUNTERS[name] = TokenCounter(model_name)
    return counter


def _emit(event: str, data: dict[str, Any]) -> None:
    try:
        get_stream_writer()({"event": event, "data": data})
    except Exception:  # noqa: BLE001 - outside a streaming run there is nobody to tell
        pass


@dataclass
class AgentRuntime:
    """What the nodes of one agent's graph need, fixed when the graph is compiled."""

    spec: AgentSpec
    model: BaseChatModel
    memory: LongTermMemory | None = None

    def __post_init__(self) -> None:
        self.tool_model, self.final_model = self._bind_tools()
        self.config: MemoryConfig = self.spec.memory
        self.counter = counter_for(self.spec.model.name)
        self.encoding = encoding_name_for_model(self.spec.model.name)
        self.budget: Budget = compute_budget(
            self.spec.model.context_window,
            self.spec.model.max_output_tokens,
            self.config.summarization,
        )
        self.builder = ContextBuilder(self.counter, self.config.context, self.budget.input_budget)

    def _bind_tools(self) -> tuple[Any, Any]:
        """(the model offered the agent's tools, the model told to answer in words), or
        (None, the model) when the agent has no tools or its model cannot call any."""
        if not self.spec.tools:
            return None, self.model
        schemas = [TOOLS[name].schema() for name in self.spec.tools]
        try:
            return (
                self.model.bind_tools(schemas),
                self.model.bind_tools(schemas, tool_choice="none"),
            )
        except NotImplementedError:
            log.warning(
                "agent %s lists tools %s, but its model (%s) cannot call tools: it answers "
                "without them",
                self.spec.id,
                self.spec.tools,
                type(self.model).__name__,
            )
            return None, self.model

    def token_count(self, messages: Sequence[BaseMessage], tokens: int) -> dict[str, Any]:
        """The running total to store with `messages` (checked against them when read)."""
        last = messages[-1].id if messages else None
        return {
            "encoding": self.encoding,
            "messages": len(messages),
            "last_id": last,
            "tokens": tokens,
        }

    def inputs(self, state: AgentState, config: RunnableConfig, **override: Any) -> ContextInputs:
        turn = turn_input(config)
        memory = turn.memory
        values: dict[str, Any] = {
            "latest": turn.incoming,
            "system_prompt": turn.system_prompt,
            "project_context": turn.project_context,
            "core_memory": memory.get("core") or "",
            "recalled": memory.get("recalled") or "",
            "summary": state.get("summary") or "",
            "history": list(state.get("messages") or []),
            "archive": [ArchivedMessage.from_dict(a) for a in state.get("archive") or []],
        }
        if "history" not in override:  # the running total describes the whole history
            values["history_tokens"] = history_tokens(self, state)
        values.update(override)
        return ContextInputs(**values)


def history_tokens(rt: AgentRuntime, state: AgentState) -> int:
    """Tokens of the thread's messages: the stored running total when it still describes
    them (same encoding, count and last id), else a recount (cached per message)."""
    messages = state.get("messages") or []
    stored = state.get("token_count") or {}
    last = messages[-1].id if messages else None
    if (
        stored.get("encoding") == rt.encoding
        and stored.get("messages") == len(messages)
        and stored.get("last_id") == last
    ):
        return int(stored["tokens"])
    return rt.counter.count_messages(messages)


def _scope(config: RunnableConfig) -> TurnScope:
    scope = (config.get("configurable") or {}).get("scope")
    if not isinstance(scope, TurnScope):
        raise RuntimeError("the turn's scope is missing from the run config")
    return scope


def build_graph(
    rt: AgentRuntime, checkpointer: BaseCheckpointSaver | None
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The graph of a `langgraph` agent; `checkpointer` None = every request stands alone."""

    async def recall(state: AgentState, config: RunnableConfig) -> dict[str, Any]:
        turn = turn_input(config)
        turn.memory = {}
        turn.pending, turn.steps = [], 0  # a turn re-run on the fallback starts afresh
        if rt.memory is None:
            return {}
        try:
            result = await rt.memory.recall(rt.spec, _scope(config), message_text(turn.incoming))
        except Exception as exc:  # noqa: BLE001 - recall never blocks a reply
            log.warning("memory_recall_failed: %s", exc, exc_info=True)
            result = None
        if result is None:
            return {}
        # Each memory section within its share of the budget: the event lists what is kept.
        share = int(rt.budget.input_budget * MEMORY_SHARE)
        result = result.fit(rt.counter.count_text, share, share)
        event = result.event()  # core and recalled items, with their ids (RecallResult.event)
        if event is not None:
            _emit("memory", event)
        turn.memory = {"core": result.core, "recalled": result.recalled}
        return {}

    async def summarize_node(state: AgentState, config: RunnableConfig) -> dict[str, Any]:
        return await compress_if_needed(rt, state, config)

    after_respond = CAPTURE if rt.memory is not None else END

    async def respond(state: AgentState, config: RunnableConfig) -> Command[Any]:
        turn = turn_input(config)
        built = rt.builder.build(rt.inputs(state, config), rt.budget.input_budget)
        if not built.fits:
            raise _too_long(rt.budget, built)
        exchange = rt.counter.count_messages(turn.pending) if turn.pending else 0
        if built.tokens + exchange > rt.budget.input_budget:
            raise ContextLengthError(
                f"the turn's tool calls and results need {exchange} more tokens than the "
                f"model's input budget of {rt.budget.input_budget} leaves; ask for less"
            )
        _emit(
            "context",
            {
                "tokens": built.tokens + exchange,
                "trigger_tokens": rt.budget.trigger_tokens,
                "input_budget": rt.budget.input_budget,
                "window": rt.budget.window,
            },
        )
        offer = rt.tool_model is not None and turn.steps < rt.spec.max_tool_steps
        model = rt.tool_model if offer else rt.final_model
        # Whole characters only: a lone surrogate could be neither stored nor sent (text.py).
        reply = whole_message(await model.ainvoke([*built.messages, *turn.pending], config))
        if (
            offer
            and isinstance(reply, AIMessage)
            and (reply.tool_calls or reply.invalid_tool_calls)
        ):
            call = _calling(reply, turn.unparsed_calls)
            turn.pending.append(call)
            turn.steps += 1
            for c in call.tool_calls:
                _emit("tool_call", {"id": c["id"], "name": c["name"], "args": c["args"]})
            return Command(goto=TOOLS_NODE)
        reply = without_tool_calls(reply)
        reply.id = new_message_id()
        if turn.pending and isinstance(reply, AIMessage):
            # The turn's usage: every model step of its tool loop, not the last one alone.
            usage = reply.usage_metadata
            for step in turn.pending:
                if isinstance(step, AIMessage) and step.usage_metadata:
                    usage = add_usage(usage, step.usage_metadata)
            reply.usage_metadata = usage
        new = [turn.incoming, *turn.pending, reply]
        messages = [*(state.get("messages") or []), *new]
        total = history_tokens(rt, state) + rt.counter.count_messages(new)
        return Command(
            update={"messages": new, "token_count": rt.token_count(messages, total)},
            goto=after_respond,
        )

    async def tools(state: AgentState, config: RunnableConfig) -> Command[Any]:
        turn = turn_input(config)
        call = turn.pending[-1]
        assert isinstance(call, AIMessage)
        for c in call.tool_calls:
            ok, result = await _run_tool(rt, _scope(config), turn, dict(c))
            _emit("tool_result", {"id": c["id"], "name": c["name"], "ok": ok, "result": result})
            turn.pending.append(
                ToolMessage(
                    content=_result_text(result),
                    tool_call_id=str(c["id"]),
                    name=c["name"],
                    status="success" if ok else "error",
                    id=new_message_id(),
                )
            )
        return Command(goto=RESPOND)

    async def capture(state: AgentState, config: RunnableConfig) -> dict[str, Any]:
        assert rt.memory is not None
        # The person's message and the reply (the tool exchange between them is the
        # assistant's own doing, not something the person said).
        turn = [turn_input(config).incoming, *(state.get("messages") or [])[-1:]]
        try:
            captured = await rt.memory.capture(rt.spec, _scope(config), turn)
        except Exception as exc:  # noqa: BLE001 - capture never blocks a reply
            log.warning("memory_capture_failed: %s: %s", type(exc).__name__, exc)
            return {}
        if captured:
            _emit("memory", {"captured": captured})
        return {}

    builder: StateGraph[Any, Any, Any, Any] = StateGraph(AgentState)
    builder.add_node(RECALL, recall)
    builder.add_node(RESPOND, respond, destinations=(TOOLS_NODE, after_respond))
    builder.add_node(TOOLS_NODE, tools, destinations=(RESPOND,))
    builder.add_edge(START, RECALL)
    if checkpointer is not None:
        builder.add_node(SUMMARIZE, summarize_node)
        builder.add_edge(RECALL, SUMMARIZE)
        builder.add_edge(SUMMARIZE, RESPOND)
    else:
        builder.add_edge(RECALL, RESPOND)
    if rt.memory is not None:
        builder.add_node(CAPTURE, capture)
        builder.add_edge(CAPTURE, END)
    return builder.compile(checkpointer=checkpointer)


def _calling(reply: AIMessage, unparsed: set[str]) -> AIMessage:
    """The model's tool-calling message as kept: a call whose arguments did not parse stays a
    call (with no arguments, its id added to `unparsed`) and gets its error result."""
    calls = [dict(c) for c in reply.tool_calls]
    for bad in reply.invalid_tool_calls:
        call_id = bad.get("id") or f"call_{uuid.uuid4().hex[:16]}"
        unparsed.add(call_id)
        calls.append({"id": call_id, "name": bad.get("name") or "unknown", "args": {}})
    for c in calls:
        c["id"] = c.get("id") or f"call_{uuid.uuid4().hex[:16]}"
    return AIMessage(
        content=reply.content,
        tool_calls=calls,  # type: ignore[arg-type]
        id=new_message_id(),
        response_metadata=reply.response_metadata,
        usage_metadata=reply.usage_metadata,
    )


async def _run_tool(
    rt: AgentRuntime, scope: TurnScope, turn: TurnInput, call: dict[str, Any]
) -> tuple[bool, dict[str, Any]]:
    """(ok, result) of one call; every failure is a result the model reads, never a failed
    turn: an unexpected error's own text stays in the service log (it may name internals)."""
    name, args = str(call.get("name")), call.get("args") or {}

    def error(code: str, message: str) -> tuple[bool, dict[str, Any]]:
        return False, {"error": {"code": code, "message": message}}

    if name not in rt.spec.tools:
        enabled = ", ".join(rt.spec.tools)
        return error("unknown_tool", f"no tool named {name!r}; this agent has: {enabled}")
    if call.get("id") in turn.unparsed_calls:
        return error("invalid_arguments", "the arguments were not valid JSON")
    if rt.memory is None:
        return error("memory_unavailable", "long-term memory is not set up in this service")
    try:
        result = await asyncio.wait_for(
            rt.memory.run_tool(rt.spec, scope, name, args, message_id=str(turn.incoming.id)),
            TOOL_TIMEOUT_SECONDS,
        )
    except AgentRTError as exc:
        return error(exc.code, exc.message)
    except TimeoutError:
        return error("tool_timeout", f"{name} did not answer in {TOOL_TIMEOUT_SECONDS:.0f} s")
    except Exception:
        log.exception("tool %s failed", name)
        return error("internal_error", "the tool failed unexpectedly; see the service log")
    return True, result


def _result_text(result: dict[str, Any]) -> str:
    """A result as the model reads it: JSON, cut to MAX_RESULT_CHARS (a cut says so)."""
    text = json.dumps(result, ensure_ascii=False)
    if len(text) <= MAX_RESULT_CHARS:
        return text
    return text[: MAX_RESULT_CHARS - 40] + " … [result cut: too long]"


def build_bridge_graph(
    bridge: Bridge, checkpointer: BaseCheckpointSaver | None
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The graph of a bridged agent: the external system answers, we keep the history."""

    async def answer(state: AgentState, config: RunnableConfig) -> dict[str, Any]:
        writer = get_stream_writer()
        parts: list[str] = []
        incoming = turn_input(config).incoming
        async for delta in bridge.astream(_scope(config), message_text(incoming)):
            parts.append(whole(delta))
            writer({"delta": parts[-1]})
        reply = AIMessage("".join(parts), id=new_message_id())
        return {"messages": [incoming, reply]}

    builder: StateGraph[Any, Any, Any, Any] = StateGraph(AgentState)
    builder.add_node(BRIDGE, answer)
    builder.add_edge(START, BRIDGE)
    builder.add_edge(BRIDGE, END)
    return builder.compile(checkpointer=checkpointer)


def _too_long(budget: Budget, built: BuiltContext) -> ContextLengthError:
    return ContextLengthError(
        f"the request needs {built.tokens} tokens but the model's input budget is "
        f"{budget.input_budget} (window {budget.window}); shorten the message or the system "
        "prompt, or use a model with a larger context window"
    )


def _no_gain(budget: Budget, before: BuiltContext, messages: int) -> dict[str, Any]:
    """Compression that cannot shrink the request is skipped: the history stays as it is (a
    later turn has more to fold away), or the turn fails if it does not fit as it is."""
    log.info(
        "compression_skipped: a summary of %d messages would not shrink the %d-token request",
        messages,
        before.tokens,
    )
    if before.tokens > budget.input_budget:
        raise _too_long(budget, before)
    return {}


async def compress_if_needed(
    rt: AgentRuntime, state: AgentState, config: RunnableConfig
) -> dict[str, Any]:
    """Summarize older history when it passes the trigger or the request passes the budget."""
    budget = rt.budget
    inputs = rt.inputs(state, config)
    # The cheap check first: the running history total, the new message, the fixed sections.
    quick = history_tokens(rt, state) + rt.counter.count(inputs.latest)
    if quick <= budget.trigger_tokens:
        fixed = "\n".join(
            (
                inputs.system_prompt,
                inputs.project_context,
                inputs.core_memory,
                inputs.recalled,
                inputs.summary,
            )
        )
        if quick + rt.counter.count_text(fixed) + 64 <= budget.preflight_budget // 2:
            return {}
    before = rt.builder.build(inputs)
    conversation_tokens = before.history_tokens + before.sections.get("latest", 0)
    over_trigger = conversation_tokens > budget.trigger_tokens
    over_budget = before.tokens > budget.preflight_budget
    if not (over_trigger or over_budget):
        return {}
    history: list[BaseMessage] = list(inputs.history)
    cfg = rt.config.summarization
    latest_tokens = before.sections.get("latest", 0)
    system_tokens = before.tokens - conversation_tokens - before.sections.get("summary", 0)
    # Room for the summary inside the input budget: its configured size, but never more than
    # a quarter of the budget, so the raw tail keeps some room too.
    summary_room = min(cfg.summary_max_tokens, max(64, budget.input_budget // 4))
    tail_budget = budget.input_budget - system_tokens - summary_room - latest_tokens
    plan = plan_compression([*history, inputs.latest], budget, rt.counter, tail_budget)
    compressed = list(plan.compressed)
    if not compressed:
        if before.tokens > budget.input_budget:
            raise _too_long(budget, before)
        return {}
    kept = history[len(compressed) :]
    archive = [a.to_dict() for a in inputs.archive] + [
        ArchivedMessage.of(m).to_dict() for m in compressed
    ]
    archive = archive[-rt.config.context.history_scan_limit :] if archive else []
    archived = [ArchivedMessage.from_dict(a) for a in archive]

    def build_after(summary: str) -> BuiltContext:
        return rt.builder.build(
            rt.inputs(state, config, summary=summary, history=kept, archive=archived)
        )

    # Compression must never grow the request. A one-token summary measures what the rest of
    # the compressed request costs (heading and joins included): the summary text gets what
    # is left below `before`, the budget's allowance, and half of what it replaces.
    room = before.tokens - build_after("-").tokens
    kept_tokens = rt.counter.count_messages(kept)
    allowance = budget.input_budget - system_tokens - latest_tokens - kept_tokens - 48
    replaced = rt.counter.count_text(inputs.summary) + rt.counter.count_messages(compressed)
    max_tokens = summary_cap(
        configured=cfg.summary_max_tokens, allowance=allowance, replaced=replaced, room=room
    )
    if max_tokens is None:
        return _no_gain(budget, before, len(compressed))
    start = {
        "reason": "history_over_trigger" if over_trigger else "request_over_budget",
        "before_tokens": before.tokens,
        "history_tokens": conversation_tokens,
        "trigger_tokens": budget.trigger_tokens,
        "input_budget": budget.input_budget,
        "trigger_ratio": budget.trigger_fraction,
        "messages_compressed": len(compressed),
    }
    if cfg.emit_sse_events:
        _emit("compression_start", start)
    summary = await summarize(rt.model, inputs.summary, compressed, cfg, rt.counter, max_tokens)
    after = build_after(summary)
    # The measured room is exact up to how tokens merge at the joins: trim until smaller.
    while after.tokens >= before.tokens and summary:
        excess = after.tokens - before.tokens + 1
        summary = clip_tokens(summary, rt.counter.count_text(summary) - excess, rt.counter)
        after = build_after(summary)
    if not summary:  # not reached in practice: `room` left at least MIN_SUMMARY_TOKENS
        if cfg.emit_sse_events:
            _emit("compression_end", {**start, "after_tokens": before.tokens, "skipped": True})
        return _no_gain(budget, before, len(compressed))
    if after.tokens > budget.input_budget:
        raise ContextLengthError(
            f"after compression the request still needs {after.tokens} tokens, over the "
            f"input budget of {budget.input_budget}; shorten the message or the system prompt"
        )
    if cfg.emit_sse_events:
        _emit(
            "compression_end",
            {
                **start,
                "after_tokens": after.tokens,
                "summary_tokens": after.sections.get("summary", 0),
                "summary_saved_tokens": before.tokens - after.tokens,
                "messages_kept": len(kept),
            },
        )
    return {
        "messages": [RemoveMessage(id=str(m.id)) for m in compressed],
        "summary": summary,
        "summary_watermark": str(compressed[-1].id),
        "archive": archive,
        "token_count": rt.token_count(kept, rt.counter.count_messages(kept)),
    }
