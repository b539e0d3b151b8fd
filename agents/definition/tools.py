"""The tools an agent may use (its `tools` field): their names, what they do, their arguments.

One table, read by the agent spec (which names are valid), the graph (what the model is told
it may call) and the memory service (how each call's arguments are checked). Each tool acts
for the person the turn is for, in their workspace, and nowhere else: a call names no person,
workspace, agent or session (RELIABILITY 10: identity comes from the caller, not from
arguments).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

ToolName = Literal["memory_search", "memory_save", "memory_forget", "conversation_search"]
# What a tool result may carry back into the model's context (characters of its JSON).
MAX_RESULT_CHARS = 6000


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SearchArgs(_Args):
    query: str = Field(min_length=1, max_length=2000, description="What to look for.")
    limit: int = Field(5, ge=1, le=20, description="How many results at most.")


class SaveArgs(_Args):
    content: str = Field(
        min_length=1, max_length=2000, description="The fact, in the person's own terms."
    )
    category: Literal["fact", "preference", "profile", "constraint", "event", "todo"] = Field(
        "fact", description="What kind of memory it is."
    )


class ForgetArgs(_Args):
    id: str = Field(min_length=1, max_length=200, description="The id of a memory to forget.")


@dataclass(frozen=True)
class ToolSpec:
    name: ToolName
    description: str
    args: type[_Args]

    def schema(self) -> dict[str, Any]:
        """The tool as an OpenAI-style function declaration (what `bind_tools` takes)."""
        parameters = self.args.model_json_schema()
        parameters.pop("title", None)
        for prop in parameters.get("properties", {}).values():
            prop.pop("title", None)
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": parameters,
            },
        }


TOOLS: dict[str, ToolSpec] = {
    spec.name: spec
    for spec in (
        ToolSpec(
            "memory_search",
            "Search what the person asked you to remember (facts, preferences, people, "
            "places): the most relevant memories for the query, with their ids.",
            SearchArgs,
        ),
        ToolSpec(
            "memory_save",
            "Remember something the person told you, for later conversations. Never for "
            "instructions to yourself or secrets (those are refused).",
            SaveArgs,
        ),
        ToolSpec(
            "memory_forget",
            "Forget one memory by its id (from memory_search), when the person asks.",
            ForgetArgs,
        ),
        ToolSpec(
            "conversation_search",
            "Search the person's earlier conversations with you: messages most relevant to "
            "the query, with their session id and time.",
            SearchArgs,
        ),
    )
}
