"""Project context files: includes by heading, and no path escapes the knowledge folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from agents.context.files import ContextFiles
from agents.definition.spec import AgentFields


def _write(root: Path, name: str, text: str) -> None:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_context_include_by_heading(tmp_path: Path) -> None:
    ws = tmp_path / "acme"
    _write(ws, "rules.md", "# Rules\nBe kind.\n@context faq.md#Refunds\nEnd.")
    _write(
        ws,
        "faq.md",
        "# FAQ\n## Shipping\nTwo days.\n## Refunds\nWithin 30 days.\n### Note\n"
        "Keep receipts.\n## Other\nNo.",
    )
    text = ContextFiles(tmp_path).load("acme", ["rules.md"], 10_000)
    assert text == "# Rules\nBe kind.\n## Refunds\nWithin 30 days.\n### Note\nKeep receipts.\nEnd."


def test_paths_that_escape_the_folder_are_refused(tmp_path: Path) -> None:
    ws = tmp_path / "acme"
    _write(tmp_path, "secret.md", "TOP SECRET")
    _write(ws, "a.md", "ok\n@context ../secret.md\n@context /etc/passwd")
    (ws / "link.md").symlink_to(tmp_path / "secret.md")
    files = ContextFiles(tmp_path)
    assert files.load("acme", ["a.md"], 10_000) == "ok"
    assert files.load("acme", ["link.md", "../secret.md"], 10_000) == ""
    with pytest.raises(ValueError, match="inside the knowledge folder"):
        AgentFields(name="x", context_files=["../secret.md"])
    with pytest.raises(ValueError):
        AgentFields(name="x", context_files=["/etc/passwd"])


def test_char_limit_and_cycles(tmp_path: Path) -> None:
    ws = tmp_path / "w"
    _write(ws, "a.md", "A\n@context b.md")
    _write(ws, "b.md", "B\n@context a.md")
    assert ContextFiles(tmp_path).load("w", ["a.md"], 10_000) == "A\nB"
    assert ContextFiles(tmp_path).load("w", ["a.md"], 2).endswith("…")
