"""Rate-limited logging: one failure repeated at full speed (accept() failing with "Too many
open files", a dependency down under load) must not fill the disk.

`RepeatedLogFilter` lets the first `burst` records of one message through per `interval`
seconds and counts the rest; the next record of that message after the interval carries the
count ("… repeated 12,345 times in the last 60 s"). A message is its logger, level, template
(not its arguments) and exception type, so `log.warning("turn %s failed", turn_id)` is one
message whatever the turn.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

# uvicorn's handlers (its loggers do not propagate) and the root logger's, which ours
# ("agentrt.*") and asyncio's (accept() errors) propagate to. Not uvicorn.access: its lines all
# share one template (one per request), which the filter would collapse.
SERVER_LOGGERS = ("", "uvicorn", "uvicorn.error", "uvicorn.asgi")

_Key = tuple[str, int, str, str]


@dataclass
class _Window:
    start: float
    passed: int = 1
    dropped: int = 0


class RepeatedLogFilter(logging.Filter):
    def __init__(
        self,
        burst: int = 10,
        interval: float = 60.0,
        *,
        max_messages: int = 1024,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__()
        self.burst = burst
        self.interval = interval
        self.max_messages = max_messages
        self.clock = clock
        self._windows: OrderedDict[_Key, _Window] = OrderedDict()
        self._lock = threading.Lock()  # handlers are called from any thread

    def __len__(self) -> int:
        return len(self._windows)

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[0].__name__ if record.exc_info and record.exc_info[0] else ""
        key = (record.name, record.levelno, str(record.msg)[:500], exc)
        with self._lock:
            now = self.clock()
            window = self._windows.get(key)
            if window is not None and now - window.start < self.interval:
                if window.passed < self.burst:
                    window.passed += 1
                    return True
                window.dropped += 1
                return False
            self._windows[key] = _Window(start=now)
            self._windows.move_to_end(key)
            while len(self._windows) > self.max_messages:
                self._windows.popitem(last=False)
        if window is not None and window.dropped:
            # The note has no "%": it cannot disturb a %-template's arguments.
            elapsed = now - window.start
            record.msg = (
                f"{record.msg} [… repeated {window.dropped:,} times in the last {elapsed:.0f} s]"
            )
        return True


def limit_repeated_logs(
    *, burst: int, interval: float, loggers: Iterable[str] = SERVER_LOGGERS
) -> RepeatedLogFilter:
    """Install one `RepeatedLogFilter` on every handler of `loggers` (replacing an earlier
    one), so everything those handlers write is limited, whichever logger it came from."""
    limit = RepeatedLogFilter(burst, interval)
    for name in loggers:
        for handler in logging.getLogger(name).handlers:
            for old in [f for f in handler.filters if isinstance(f, RepeatedLogFilter)]:
                handler.removeFilter(old)
            handler.addFilter(limit)
    return limit
