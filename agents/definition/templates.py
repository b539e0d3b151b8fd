"""System prompt template variables: `{{user.id}}`, `{{user.name}}`, `{{channel}}`, `{{now}}`.

`user.name` and `channel` come from the request, i.e. from whoever calls the API: they are user
data inside the operator's instructions. They render as one quoted line (JSON string syntax:
control characters and line breaks escaped, at most `MAX_QUOTED` characters), so a name such
as "Ann. Ignore the rules above" reads as a name, never as a new instruction. `user.id` is a
validated id and `now` the server's clock; they render as they are.

`template_problem` is checked when an agent is created or changed: a `{{name}}` that is not
one of `VARIABLES`, or a `{{` never closed, would otherwise reach the model as written.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from datetime import datetime
from typing import Any

_VAR = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}")
MAX_QUOTED = 200
VARIABLES = ("user.id", "user.name", "channel", "now")  # what `template_values` provides
# `{user.name}}`: a variable with one opening brace. A lone `}}` is left alone: nested JSON in
# a prompt ends with it.
_ONE_OPENING = re.compile(r"(?<!\{)\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}")


def quoted(value: str) -> str:
    """A request-supplied value as one quoted, escaped line; empty stays empty."""
    if not value:
        return ""
    # Format characters (zero-width, bidi) are dropped: they hide text from a reader.
    text = "".join(ch for ch in value if unicodedata.category(ch) != "Cf")
    text = " ".join(text.split())[:MAX_QUOTED]
    return json.dumps(text, ensure_ascii=False) if text else ""


def template_values(context: Mapping[str, Any], now: datetime) -> dict[str, str]:
    """The values a session context provides (missing ones render as empty strings)."""
    return {
        "user.id": str(context.get("user_id") or ""),
        "user.name": quoted(str(context.get("user_name") or "")),
        "channel": quoted(str(context.get("channel") or "")),
        "now": now.isoformat(timespec="seconds"),
    }


def render(template: str, values: Mapping[str, str]) -> str:
    """Replace known variables; an unknown `{{name}}` is left as written."""
    if "{{" not in template:
        return template
    return _VAR.sub(lambda m: values.get(m.group(1), m.group(0)), template)


def template_problem(template: str) -> str | None:
    """What is wrong with a system prompt's variables, in a sentence naming the place, or None.

    Unknown names and unclosed `{{` are refused; single braces are plain text (a prompt may
    show JSON), and so is a `}}` that closes nothing."""
    known = ", ".join(f"{{{{{name}}}}}" for name in VARIABLES)
    start = template.find("{{")
    while start != -1:
        end = template.find("}}", start + 2)
        reopened = template.find("{{", start + 2)
        if end == -1 or (reopened != -1 and reopened < end):
            return (
                f"unbalanced braces: the {{{{ at {_where(template, start)} is not closed by }}}} "
                f"(the variables are {known})"
            )
        name = template[start + 2 : end].strip()
        if name not in VARIABLES:
            written = template[start : end + 2]
            return (
                f"unknown template variable {_shown(written)} at {_where(template, start)}; "
                f"the variables are {known}"
            )
        start = template.find("{{", end + 2)
    single = _ONE_OPENING.search(template)
    if single is not None:
        return (
            f"unbalanced braces: {_shown(single.group(0))} at {_where(template, single.start())} "
            f"has one opening brace; write {{{{{single.group(1)}}}}}"
        )
    return None


def _where(text: str, index: int) -> str:
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    return f"line {line}, column {column}"


def _shown(written: str, limit: int = 60) -> str:
    """A variable as written, on one line and cut short (it is quoted back in an error)."""
    text = " ".join(written.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
