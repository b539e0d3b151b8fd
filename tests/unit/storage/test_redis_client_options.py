"""The Redis clients' options across the redis-py releases pyproject admits (7.4 to 8.x)."""

from __future__ import annotations

from typing import Any

import redis.asyncio.connection as aconn

from agents.storage.redis import _no_maintenance_notifications, make_async_redis


class _Redis7AsyncConnection:
    """redis-py 7's asyncio connection: no maintenance notifications, no such keyword."""

    def __init__(self, *, host: str = "localhost", socket_timeout: float | None = None) -> None:
        self.host = host


def test_the_option_is_left_out_where_the_asyncio_connection_does_not_take_it() -> None:
    # redis-py 7.4 took it for sync connections only: passing it made every client fail
    # ("AbstractConnection.__init__() got an unexpected keyword argument").
    assert _no_maintenance_notifications(_Redis7AsyncConnection) == {}


def test_the_installed_connection_accepts_what_the_clients_pass() -> None:
    kwargs: dict[str, Any] = _no_maintenance_notifications()
    aconn.Connection(host="127.0.0.1", port=1, **kwargs)  # raises on an unknown keyword
    if kwargs:  # redis-py 8: the notifications are off
        assert kwargs["maint_notifications_config"].enabled is False


async def test_a_client_is_made_on_the_installed_release() -> None:
    client = make_async_redis("redis://127.0.0.1:1")
    try:
        connection = client.connection_pool.make_connection()
        assert connection.host == "127.0.0.1"
    finally:
        await client.aclose()
