"""Commands packed by hiredis on asyncio connections.

redis-py's synchronous client packs commands with hiredis when it is installed; its asyncio
client always packs them in Python, one encode and one join per argument. A cold recall sends
commands of a few hundred keys (cold/small.py: ~0.3 ms each in Python, ~0.05 with hiredis),
and a checkpoint write sends large values. `PackedConnection` packs with hiredis: the same
bytes (str as UTF-8, int and float as `repr`, bytes and memoryviews as they are), and the
same DataError for anything else.
"""

from __future__ import annotations

from typing import Any

import hiredis
from redis.asyncio.connection import Connection
from redis.exceptions import DataError


class PackedConnection(Connection):
    """A TCP connection whose commands hiredis packs (module doc)."""

    def pack_command(self, *args: Any) -> list[bytes]:
        if self.encoder.encoding.lower().replace("-", "") != "utf8":
            return super().pack_command(*args)
        if isinstance(args[0], str):  # "CONFIG GET": the words of a command name apart
            args = tuple(args[0].encode().split()) + args[1:]
        elif isinstance(args[0], bytes) and b" " in args[0]:
            args = tuple(args[0].split()) + args[1:]
        try:
            return [hiredis.pack_command(args)]
        except TypeError as exc:  # bool, None, containers: as redis-py's own packer says
            raise DataError(f"Invalid input in {args[0]!r}: {exc}") from exc
