"""System prompt template variables: `{{user.id}}`, `{{user.name}}`, `{{channel}}`, `{{now}}`."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime
from typing import Any

_VAR = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}")


def template_values(context: Mapping[str, Any], now: datetime) -> dict[str, str]:
    """The values a session context provides (missing ones render as empty strings)."""
    return {
        "user.id": str(context.get("user_id") or ""),
        "user.name": str(context.get("user_name") or ""),
        "channel": str(context.get("channel") or ""),
        "now": now.isoformat(timespec="seconds"),
    }


def render(template: str, values: Mapping[str, str]) -> str:
    """Replace known variables; an unknown `{{name}}` is left as written."""
    if "{{" not in template:
        return template
    return _VAR.sub(lambda m: values.get(m.group(1), m.group(0)), template)
