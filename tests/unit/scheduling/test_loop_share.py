"""The event loop's ready callbacks in a fair order between workspaces
(agents/scheduling/loop_share.py): a quiet workspace's next step runs before a flooding
workspace's queued ones, each workspace's own callbacks keep their order, callbacks from other
threads arrive, and the loop gets its plain queue back."""

from __future__ import annotations

import asyncio
import contextvars
import ssl
import threading
import time
from collections import deque
from contextvars import ContextVar
from types import SimpleNamespace

import pytest

from agents.scheduling import loop_share
from agents.scheduling.admission import FairShare, work_for, workspace_of

WHO: ContextVar[tuple[object, str] | None] = ContextVar("who", default=None)


def _key(handle: asyncio.Handle) -> str | None:
    current = handle._context.get(WHO)  # type: ignore[attr-defined]
    return None if current is None else current[1]


def _busy(seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        pass


async def _flood_and_quiet(steps: list[str], *, flood: int = 40, rounds: int = 15) -> None:
    """`flood` tasks of workspace B each do `rounds` busy steps (0.3 ms); one task of A does
    `rounds` steps that cost nothing. `steps` records who ran, in order."""

    async def b() -> None:
        WHO.set((None, "B"))
        for _ in range(rounds):
            _busy(0.0003)
            steps.append("B")
            await asyncio.sleep(0)

    async def a() -> None:
        WHO.set((None, "A"))
        await asyncio.sleep(0)  # A starts once the flood is under way
        for _ in range(rounds):
            steps.append("A")
            await asyncio.sleep(0)

    await asyncio.gather(*(b() for _ in range(flood)), a())


def _most_b_between_a(steps: list[str]) -> int:
    first = steps.index("A")
    gaps, run = [], 0
    for who in steps[first:]:
        if who == "A":
            gaps.append(run)
            run = 0
        else:
            run += 1
    return max(gaps)


def test_a_quiet_workspace_s_steps_go_before_a_flood_s_queued_ones() -> None:
    fifo: list[str] = []
    asyncio.run(_flood_and_quiet(fifo))
    # first come first served, A waits for every ready step of B each time
    assert _most_b_between_a(fifo) >= 39

    fair: list[str] = []

    async def main() -> None:
        assert loop_share.install(asyncio.get_running_loop(), _key) is not None
        await _flood_and_quiet(fair)

    asyncio.run(main())
    assert _most_b_between_a(fair) <= 2, fair
    assert fair.count("B") == 40 * 15 and fair.count("A") == 15  # nothing lost


def test_each_workspace_s_callbacks_keep_their_order_and_none_is_lost() -> None:
    ran: list[tuple[str | None, int]] = []

    async def main() -> None:
        loop = asyncio.get_running_loop()
        fair = loop_share.install(loop, _key)
        assert fair is not None
        for i in range(300):
            who = ("A", "B", None)[i % 3]

            def call(who: str | None = who, i: int = i) -> None:
                ran.append((who, i))
                _busy(0.00005 if who == "B" else 0)

            # each callback in a context of its workspace
            context = contextvars.copy_context()
            if who is not None:
                context.run(WHO.set, (None, who))
            loop.call_soon(call, context=context)
        await asyncio.sleep(0.05)

    asyncio.run(main())
    assert len(ran) == 300
    for who in ("A", "B", None):
        mine = [i for w, i in ran if w == who]
        assert mine == sorted(mine)


def test_callbacks_from_other_threads_arrive() -> None:
    async def main() -> int:
        loop = asyncio.get_running_loop()
        assert loop_share.install(loop, _key) is not None
        done = asyncio.Event()
        count = 0

        def bump() -> None:
            nonlocal count
            count += 1
            if count == 400:
                done.set()

        def worker() -> None:
            for _ in range(100):
                loop.call_soon_threadsafe(bump)

        threads = [threading.Thread(target=worker) for _ in range(4)]
        for t in threads:
            t.start()
        await asyncio.wait_for(done.wait(), 5)
        for t in threads:
            t.join()
        # and what threads compute comes back (to_thread's futures are set that way)
        assert await asyncio.to_thread(sum, range(10)) == 45
        return count

    assert asyncio.run(main()) == 400


def test_uninstall_gives_the_loop_a_plain_queue_with_what_was_ready() -> None:
    ran: list[int] = []

    async def main() -> None:
        loop = asyncio.get_running_loop()
        assert loop_share.install(loop, _key) is not None
        assert loop_share.install(loop, _key) is loop._ready  # type: ignore[attr-defined]
        for i in range(5):
            loop.call_soon(ran.append, i)
        loop_share.uninstall(loop)
        assert isinstance(loop._ready, deque)  # type: ignore[attr-defined]
        await asyncio.sleep(0)

    asyncio.run(main())
    assert ran == [0, 1, 2, 3, 4]


def test_a_workspace_s_use_is_counted_and_decays() -> None:
    async def main() -> dict[object, float]:
        loop = asyncio.get_running_loop()
        fair = loop_share.install(loop, _key, busy=0)
        assert fair is not None
        WHO.set((None, "B"))
        for _ in range(20):
            _busy(0.001)
            await asyncio.sleep(0)
        used = fair.usage()
        assert used.get("B", 0) > 0.01
        time.sleep(0.1)  # a fifth of the half-life: 2**-0.2 = 0.87
        assert fair.usage()["B"] < 0.95 * used["B"]
        return used

    used = asyncio.run(main())
    assert used.get("A", 0.0) == 0.0


def test_a_quiet_loop_keeps_one_plain_queue_and_goes_back_to_it_after_a_flood() -> None:
    async def main() -> None:
        loop = asyncio.get_running_loop()
        fair = loop_share.install(loop, _key)
        assert fair is not None
        WHO.set((None, "B"))
        for _ in range(20):  # one task: a round never holds more than BUSY handles
            await asyncio.sleep(0)
        assert not fair._keyed and fair.usage() == {}
        steps: list[str] = []
        flood = asyncio.ensure_future(_flood_and_quiet(steps))
        while not fair._keyed:
            await asyncio.sleep(0)
        await flood
        for _ in range(3):
            await asyncio.sleep(0)
        assert not fair._keyed  # every queue ran empty
        assert "B" in fair.usage()

    asyncio.run(main())


def test_the_service_s_key_is_the_workspace_a_task_works_for() -> None:
    async def main() -> list[str | None]:
        loop = asyncio.get_running_loop()
        fair = loop_share.install(loop, workspace_of, busy=0)
        assert fair is not None
        seen: list[str | None] = []

        async def turn(workspace: str | None) -> None:
            if workspace is not None:
                work_for(FairShare(), workspace)
            await asyncio.sleep(0)
            seen.append(workspace)

        await asyncio.gather(turn("ws-a"), turn(None))
        keys = set(fair.usage())
        assert "ws-a" in keys and None in keys
        return seen

    assert sorted(asyncio.run(main()), key=str) == [None, "ws-a"]


@pytest.mark.parametrize("value", [object(), 1, "x"])
def test_another_loop_s_queue_is_left_alone(value: object) -> None:
    class Loop:
        _ready = value

    assert loop_share.install(Loop(), _key) is None  # type: ignore[arg-type]
    assert Loop._ready is value


def test_a_socket_s_readiness_is_nobody_s_whoever_opened_the_connection() -> None:
    """A pooled connection opened by one workspace's task serves the others: its reads must
    not queue behind that workspace's steps."""

    async def main() -> set[object]:
        loop = asyncio.get_running_loop()
        fair = loop_share.install(loop, _key, busy=0)
        assert fair is not None
        server = await asyncio.start_server(lambda r, w: w.write(b"x" * 10), "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        WHO.set((None, "B"))  # the connection is opened in B's context
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        WHO.set(None)
        keys: set[object] = set()
        original = fair._key

        def spy(handle: asyncio.Handle) -> object:
            key = original(handle)
            keys.add(key)
            return key

        fair._key = spy  # type: ignore[method-assign]
        assert await reader.readexactly(10) == b"x" * 10
        writer.close()
        server.close()
        await server.wait_closed()
        return keys

    keys = asyncio.run(main())
    assert "B" not in keys  # the socket's read ran in nobody's queue, not B's


def test_a_connection_whose_protocol_names_a_key_is_charged_to_it() -> None:
    """An HTTP connection names the caller of the request it carries (`fair_key`): its
    reads are that caller's, so a flood's bytes do not slow every other connection's."""

    class Named(asyncio.Protocol):
        fair_key = "B"

        def __init__(self) -> None:
            self.got = b""
            self.done = asyncio.get_running_loop().create_future()

        def data_received(self, data: bytes) -> None:
            _busy(0.002)  # parsing what came
            self.got += data
            if len(self.got) >= 10 and not self.done.done():
                self.done.set_result(self.got)

    async def main() -> dict[object, float]:
        loop = asyncio.get_running_loop()
        fair = loop_share.install(loop, _key, busy=0)
        assert fair is not None
        server = await asyncio.start_server(lambda r, w: w.write(b"x" * 10), "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        transport, protocol = await loop.create_connection(Named, "127.0.0.1", port)
        assert await protocol.done == b"x" * 10
        transport.close()
        server.close()
        await server.wait_closed()
        return fair.usage()

    usage = asyncio.run(main())
    assert usage.get("B", 0.0) >= 0.0015, usage  # the read (2 ms of parsing) was B's


def test_through_tls_the_key_is_the_protocol_inside_s() -> None:
    """A TLS connection's socket transport carries asyncio's SSL protocol, which carries the
    HTTP protocol that names the caller."""

    class Named(asyncio.Protocol):
        fair_key = "B"

    async def main() -> tuple[object, object]:
        loop = asyncio.get_running_loop()
        inner = asyncio.sslproto.SSLProtocol(loop, Named(), ssl.create_default_context(), None)
        wrapped = SimpleNamespace(_protocol=inner)
        plain = SimpleNamespace(_protocol=asyncio.Protocol())
        return loop_share._protocol_key(wrapped), loop_share._protocol_key(plain)

    assert asyncio.run(main()) == ("B", None)
