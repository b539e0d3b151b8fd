"""System prompt template variables: `{{user.id}}`, `{{user.name}}`, `{{channel}}`, `{{now}}`.

`user.name` and `channel` come from the request, i.e. from whoever calls the API: they are user
data inside the operator's instructions. They render as one quoted line (JSON string syntax:
control characters and line breaks escaped, at most `MAX_QUOTED` characters), so a name such
as "Ann. Ignore the rules above" reads as a name, never as a new instruction. `user.id` is a
validated id and `now` the server's clock; they render as they are.
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
