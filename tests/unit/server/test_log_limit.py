"""A flood of one log message (e.g. accept() failing with EMFILE) becomes a bounded number of
lines and a count, instead of gigabytes of log (issue 12)."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

from app.log_limit import RepeatedLogFilter, limit_repeated_logs


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Lines(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


@pytest.fixture
def logged() -> Iterator[tuple[logging.Logger, Lines, Clock]]:
    logger = logging.getLogger("agentrt.test_log_limit")
    logger.propagate = False
    handler, clock = Lines(), Clock()
    handler.addFilter(RepeatedLogFilter(burst=5, interval=60.0, clock=clock))
    logger.addHandler(handler)
    try:
        yield logger, handler, clock
    finally:
        logger.removeHandler(handler)
        logger.propagate = True


def test_ten_thousand_identical_records_collapse_into_a_few_lines(
    logged: tuple[logging.Logger, Lines, Clock],
) -> None:
    logger, handler, clock = logged
    error = OSError(24, "Too many open files")
    for _ in range(10_000):
        logger.error("socket.accept() out of system resource", exc_info=error)
    assert len(handler.lines) == 5
    clock.now += 61
    logger.error("socket.accept() out of system resource", exc_info=error)
    assert len(handler.lines) == 6
    assert "repeated 9,995 times" in handler.lines[-1]


def test_different_messages_and_arguments_are_counted_apart(
    logged: tuple[logging.Logger, Lines, Clock],
) -> None:
    logger, handler, clock = logged
    for n in range(100):
        logger.warning("turn %s failed", n)  # one message, whatever its arguments
        logger.warning("lock lost")
    assert len(handler.lines) == 10
    assert handler.lines[:2] == ["turn 0 failed", "lock lost"]


def test_distinct_messages_cannot_grow_the_filter_without_bound() -> None:
    limit = RepeatedLogFilter(burst=1, interval=60.0, max_messages=100)
    for n in range(10_000):
        record = logging.LogRecord("x", logging.ERROR, __file__, 1, f"message {n}", None, None)
        assert limit.filter(record)
    assert len(limit) <= 100


def test_installed_on_the_handlers_of_uvicorn_and_the_root_logger() -> None:
    root_handler, uvicorn_handler = Lines(), Lines()
    uvicorn = logging.getLogger("uvicorn")
    old_root, old_uvicorn = logging.root.handlers[:], uvicorn.handlers[:]
    logging.root.handlers = [root_handler]
    uvicorn.handlers = [uvicorn_handler]
    try:
        limit = limit_repeated_logs(burst=2, interval=60.0, loggers=("", "uvicorn"))
        assert limit in root_handler.filters and limit in uvicorn_handler.filters
        limit_repeated_logs(burst=2, interval=60.0, loggers=("", "uvicorn"))
        assert len(root_handler.filters) == 1  # installing again replaces, never stacks
    finally:
        logging.root.handlers, uvicorn.handlers = old_root, old_uvicorn


def test_access_lines_are_never_collapsed() -> None:
    """Every access line has the same template: limiting it would keep 10 requests a minute."""
    from app.log_limit import SERVER_LOGGERS
    from app.server import server_config
    from app.settings import Settings

    server_config(object(), Settings(), host="127.0.0.1", port=0)  # configures uvicorn's logging
    limit = limit_repeated_logs(burst=2, interval=60.0)
    try:
        access = logging.getLogger("uvicorn.access").handlers
        assert access and "uvicorn.access" not in SERVER_LOGGERS
        assert not [f for h in access for f in h.filters if isinstance(f, RepeatedLogFilter)]
    finally:
        # The root logger's handlers include pytest's own, kept for the whole session: a
        # filter left there would drop later tests' repeated log lines (caplog).
        for name in SERVER_LOGGERS:
            for handler in logging.getLogger(name).handlers:
                handler.removeFilter(limit)
