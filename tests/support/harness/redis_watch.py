"""Watch what a test makes Redis search for: every FT.* command (MONITOR) and their failures
(INFO commandstats), to prove that no request reaches RediSearch with a syntax error or an
unescaped value (RELIABILITY 19)."""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field

import redis

# An argument of a MONITOR line: "..." with \\, \" and \xHH escapes.
_ARG = re.compile(rb'"((?:[^"\\]|\\.)*)"')
_ESCAPE = re.compile(rb"\\(x[0-9a-fA-F]{2}|.)", re.DOTALL)
_STOP = "redis-watch-stop"
# Inside a TAG clause `@field:{...}`, unescaped: letters, digits, '_' and the '|' between
# alternatives (redisvl leaves those bare), and one '*' ending a prefix term.
_BARE = re.compile(r"[A-Za-z0-9_|]")


def _unescape(raw: bytes) -> bytes:
    def one(match: re.Match[bytes]) -> bytes:
        token = match.group(1)
        if token.startswith(b"x") and len(token) == 3:
            return bytes([int(token[1:], 16)])
        return {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"a": b"\a", b"b": b"\b"}.get(token, token)

    return _ESCAPE.sub(one, raw)


def monitor_args(line: bytes) -> list[str]:
    """The command and arguments of one MONITOR line."""
    return [_unescape(m).decode("utf-8", "replace") for m in _ARG.findall(line)]


def unescaped_in_tags(query: str) -> list[str]:
    """The TAG clauses of a RediSearch query holding a character that is neither escaped nor
    allowed bare (each clause as written); [] when every value is escaped."""
    bad: list[str] = []
    for start in (m.end() for m in re.finditer(r"@[A-Za-z_][A-Za-z0-9_]*:\{", query)):
        i, clause_ok = start, True
        while i < len(query) and query[i] != "}":
            char = query[i]
            if char == "\\":
                i += 2
                continue
            prefix_star = char == "*" and i + 1 < len(query) and query[i + 1] in "}|"
            if not (_BARE.match(char) or prefix_star or char == " " and _is_or(query, i)):
                clause_ok = False
            i += 1
        if not clause_ok or i >= len(query):
            bad.append(query[start - 1 : i + 1])
    return bad


def _is_or(query: str, i: int) -> bool:
    """A space around a bare '|' (`{a | b}`) separates alternatives."""
    return query[i - 1 : i] == "|" or query[i + 1 : i + 2] == "|"


@dataclass
class FtWatch:
    """Records FT.* commands sent to Redis at `url` between `start()` and `stop()`."""

    url: str
    commands: list[list[str]] = field(default_factory=list)
    _thread: threading.Thread | None = None
    _ready: threading.Event = field(default_factory=threading.Event)

    def start(self) -> FtWatch:
        client = redis.Redis.from_url(self.url)
        client.config_resetstat()
        client.close()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        assert self._ready.wait(10), "MONITOR did not start"
        return self

    def _run(self) -> None:
        client = redis.Redis.from_url(self.url)
        try:
            with client.monitor() as monitor:
                self._ready.set()
                while True:
                    line = monitor.connection.read_response()
                    args = monitor_args(line if isinstance(line, bytes) else str(line).encode())
                    if args[:2] == ["ECHO", _STOP]:
                        return
                    if args and args[0].upper().startswith("FT."):
                        self.commands.append(args)
        finally:
            client.close()

    def stop(self) -> None:
        client = redis.Redis.from_url(self.url)
        try:
            client.echo(_STOP)
        finally:
            client.close()
        if self._thread is not None:
            self._thread.join(10)

    def failed_calls(self) -> dict[str, int]:
        """FT.* commands that Redis answered with an error since `start()`, by name."""
        client = redis.Redis.from_url(self.url)
        try:
            stats = client.info("commandstats")
        finally:
            client.close()
        return {
            name.removeprefix("cmdstat_"): int(values.get("failed_calls", 0))
            for name, values in stats.items()
            if name.lower().startswith("cmdstat_ft.") and int(values.get("failed_calls", 0))
        }

    def unescaped(self) -> list[tuple[str, str]]:
        """(command, clause) of every recorded query with an unescaped TAG value."""
        found: list[tuple[str, str]] = []
        for args in self.commands:
            if args[0].upper() in ("FT.SEARCH", "FT.AGGREGATE", "FT.EXPLAIN") and len(args) > 2:
                found.extend((args[0], clause) for clause in unescaped_in_tags(args[2]))
        return found
