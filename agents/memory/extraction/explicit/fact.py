"""What the explicit extractor produces: the public `ExplicitFact` and its categories."""

from __future__ import annotations

from dataclasses import dataclass

CATEGORIES: tuple[str, ...] = ("profile", "preference", "constraint", "fact", "todo", "event")


@dataclass(frozen=True)
class ExplicitFact:
    """One explicit fact found in a user message."""

    category: str  # one of CATEGORIES
    key: str | None  # stable key of a single-valued fact ("profile:name"); None if multi-valued
    content: str  # normalized third-person statement ("The user's name is Sam", "用户不考虑顶楼")
    value: str  # the extracted value ("Sam", "顶楼")
    source_text: str  # the exact span of the message it came from
    confidence: float  # 1.0 for remember requests, 0.9 for patterns, 0.8 hedged
    explicit_request: bool  # the user asked to remember it
