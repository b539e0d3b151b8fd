"""Whose rules a name of rules with no owner reads as, for the language tables that fold one
("systémové pokyny", "järjestelmäohjeet", "rajoitukset" said alone).

The system's rules (system instructions, a system prompt, system rules) are the assistant's:
"your system instructions"; any other name is "the …", whoever's it is (a club's, a team's).
"""

from __future__ import annotations

__all__ = ["said_bare"]


def said_bare(rules: str) -> str:
    """`rules` (English, no article) as a name said with no owner reads."""
    return f"your {rules}" if rules.startswith("system") else f"the {rules}"
