"""Where agentrt keeps files it can rebuild: `$XDG_CACHE_HOME/agentrt/…`, else
`~/.cache/agentrt/…` (the BPE files tiktoken counts with, what the safety gate's rows need).

Stdlib only, so the safety gate, which imports nothing else, can use it.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["user_cache_dir"]


def user_cache_dir(*parts: str) -> Path | None:
    """`agentrt/<parts…>` under the user's cache folder; None when the process has no home (a
    container's arbitrary user id with HOME unset) and XDG_CACHE_HOME is not set either."""
    base = os.environ.get("XDG_CACHE_HOME")
    if not base:
        try:
            base = os.path.join(Path.home(), ".cache")
        except RuntimeError:  # no HOME and no password entry for this uid
            return None
    return Path(base, "agentrt", *parts)
