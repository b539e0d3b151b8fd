"""Project context files (seed 004): an agent names Markdown files in its knowledge folder.

A line that is exactly `@context other.md#Heading` is replaced by that section of other.md
(or the whole file without `#Heading`). Paths are resolved inside the folder; one that
escapes it (`..`, absolute, a symlink out) is refused and left out.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from pathlib import Path

log = logging.getLogger("agentrt.context")

_INCLUDE = re.compile(r"^@context\s+(?P<path>[^#\s]+)(?:#(?P<heading>.+?))?\s*$")
_HEADING = re.compile(r"^(?P<level>#{1,6})\s+(?P<title>.+?)\s*#*\s*$")
MAX_DEPTH = 3


class ContextFileError(ValueError):
    pass


def resolve_inside(root: Path, relative: str) -> Path:
    """`root/relative`, refusing anything that ends up outside `root`."""
    base = root.resolve()
    path = (base / relative).resolve()
    if not path.is_relative_to(base):
        raise ContextFileError(f"context file {relative!r} is outside the knowledge folder")
    return path


def section(text: str, heading: str) -> str:
    """The Markdown section under `heading` (until the next heading of the same or a higher
    level); empty when there is no such heading."""
    lines = text.splitlines()
    wanted = heading.strip().lower()
    for index, line in enumerate(lines):
        match = _HEADING.match(line)
        if match and match.group("title").strip().lower() == wanted:
            level = len(match.group("level"))
            out = [line]
            for following in lines[index + 1 :]:
                nxt = _HEADING.match(following)
                if nxt and len(nxt.group("level")) <= level:
                    break
                out.append(following)
            return "\n".join(out).strip()
    return ""


class ContextFiles:
    """Loads and expands context files, caching each file by its modification time."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._cache: dict[Path, tuple[float, str]] = {}

    def _read(self, path: Path) -> str:
        mtime = path.stat().st_mtime
        cached = self._cache.get(path)
        if cached is not None and cached[0] == mtime:
            return cached[1]
        text = path.read_text(encoding="utf-8", errors="replace")
        self._cache[path] = (mtime, text)
        return text

    def expand(
        self, root: Path, relative: str, depth: int = 0, seen: frozenset[Path] = frozenset()
    ) -> str:
        path = resolve_inside(root, relative)
        if path in seen or depth > MAX_DEPTH:
            return ""
        if not path.is_file():
            raise ContextFileError(f"context file {relative!r} does not exist")
        out: list[str] = []
        for line in self._read(path).splitlines():
            match = _INCLUDE.match(line.strip())
            if not match:
                out.append(line)
                continue
            try:
                included = self.expand(root, match.group("path"), depth + 1, seen | {path})
            except ContextFileError as exc:
                log.warning("skipping @context in %s: %s", relative, exc)
                continue
            heading = match.group("heading")
            out.append(section(included, heading) if heading else included)
        return "\n".join(out).strip()

    def load(self, workspace: str, files: Sequence[str], char_limit: int) -> str:
        """The agent's project context: its files in order, within `char_limit` characters."""
        if not files:
            return ""
        root = self.root / workspace
        parts: list[str] = []
        for relative in files:
            try:
                parts.append(self.expand(root, relative))
            except (ContextFileError, OSError) as exc:
                log.warning("context file left out: %s", exc)
        text = "\n\n".join(p for p in parts if p)
        return text if len(text) <= char_limit else text[:char_limit].rstrip() + "…"
