"""AgentSpec → compiled LangGraph graph.

The spine has one model node; recall, context building, summarization and capture join it as
their issues land (DESIGN section 1). The rendered system prompt comes in through
`config["configurable"]["system_prompt"]`, so one compiled graph serves every session.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any, TypedDict

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AnyMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from langgraph.graph.state import CompiledStateGraph

RESPOND = "respond"


class AgentState(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]


def new_message_id() -> str:
    return f"msg_{uuid.uuid4().hex}"


def build_graph(
    model: BaseChatModel, checkpointer: BaseCheckpointSaver | None
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """A graph whose one node answers with `model`; `checkpointer` None = stateless."""

    async def respond(state: AgentState, config: RunnableConfig) -> dict[str, Any]:
        system_prompt = (config.get("configurable") or {}).get("system_prompt") or ""
        request: list[AnyMessage] = [SystemMessage(system_prompt)] if system_prompt else []
        request.extend(state["messages"])
        reply = await model.ainvoke(request, config)
        if not reply.id or not str(reply.id).startswith("msg_"):
            reply.id = new_message_id()
        return {"messages": [reply]}

    builder: StateGraph[Any, Any, Any, Any] = StateGraph(AgentState)
    builder.add_node(RESPOND, respond)
    builder.add_edge(START, RESPOND)
    builder.add_edge(RESPOND, END)
    return builder.compile(checkpointer=checkpointer)
