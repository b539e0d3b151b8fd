"""Every request counts against its workspace's fair share before its own work starts
(app/api/fairness.py `FairRequests`), and so does each Redis command of that work
(agents/scheduling/admission.py `pace`).

Found with bench.noisy's turn-flood: a flood of a workspace's requests was paced only once a
turn had started, so each burst of 60 requests was parsed, validated and authenticated (and
44 of them answered 429) at full speed ahead of another workspace's turn; and a turn waiting
on Redis stopped counting as running, so the flood ran unpaced while it waited.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
import uvicorn
from fastapi import FastAPI, Request
from httpx import ASGITransport, AsyncClient
from redis.asyncio import Redis

from agents.scheduling.admission import _WORK_FOR, FairShare, pace, work_for
from agents.storage.redis import make_async_redis
from app.api.bodies import BodySizeLimit
from app.api.fairness import (
    ANONYMOUS,
    UNPROVEN,
    CredentialWorkspaces,
    FairRequests,
    ReleaseSlots,
    remember_credential,
)
from app.server import server_config
from app.settings import Settings

pytestmark = pytest.mark.asyncio


def _app(
    fair: FairShare, *, local_workspace: str | None = None, body_limit: int | None = None
) -> tuple[FastAPI, list[Any]]:
    """An app with the service's two middlewares; each request records whose work it does
    and, when it names one, proves its credential to be of that workspace."""
    seen: list[Any] = []
    app = FastAPI()
    app.state.runtime = SimpleNamespace(chat=SimpleNamespace(fair=fair))
    app.state.credential_workspaces = CredentialWorkspaces()

    @app.post("/work")
    async def work(request: Request, workspace: str | None = None, fail: bool = False) -> dict:
        current = _WORK_FOR.get()
        seen.append(current[1] if current else None)
        if fail:
            remember_credential(request, None)
        elif workspace is not None:
            remember_credential(request, workspace)
        return {}

    @app.post("/upload")
    async def upload(request: Request) -> dict:
        return {"bytes": len(await request.body())}

    if body_limit is not None:  # inside FairRequests, as the service has it
        app.add_middleware(BodySizeLimit, max_bytes=body_limit)
    app.add_middleware(FairRequests, local_workspace=local_workspace)
    app.add_middleware(ReleaseSlots)
    return app, seen


@pytest.fixture
def fair() -> Iterator[FairShare]:
    yield FairShare(burst=50, quantum=2, recent=10, max_wait=10)


def _client(app: FastAPI, secret: str | None = None) -> AsyncClient:
    headers = {"Authorization": f"Bearer {secret}"} if secret else {}
    return AsyncClient(transport=ASGITransport(app=app), base_url="http://t", headers=headers)


async def test_a_request_counts_for_the_workspace_its_credential_proved(
    fair: FairShare,
) -> None:
    app, seen = _app(fair)
    async with _client(app, "art_b_secret") as client:
        await client.post("/work", params={"workspace": "ws-b"})  # proves the key: ws-b
        await client.post("/work")
        await client.post("/work", params={"fail": True})  # revoked since: forgotten
        await client.post("/work")
    async with _client(app) as client:
        await client.post("/work")
    assert seen == [UNPROVEN, "ws-b", "ws-b", UNPROVEN, ANONYMOUS]
    times = fair.virtual_times()
    assert times[UNPROVEN] > 0 and times["ws-b"] > 0 and times[ANONYMOUS] > 0
    assert "ws-a" not in times  # nobody else's share was touched


async def test_a_forged_key_never_counts_for_a_workspace(fair: FairShare) -> None:
    app, seen = _app(fair)
    async with _client(app, "art_real") as client:
        await client.post("/work", params={"workspace": "ws-a"})
    for forged in ("art_forged_1", "art_forged_2", "art_real "):
        async with _client(app, forged) as client:
            await client.post("/work")
    # "art_real " is the same secret once trimmed, as authentication reads it.
    assert seen == [UNPROVEN, UNPROVEN, UNPROVEN, "ws-a"]


async def test_a_connection_s_reads_are_the_caller_s_of_its_request(fair: FairShare) -> None:
    """Over the service's own HTTP protocol, a connection names the share of the request it
    carries, so the loop charges its reads and writes to that caller
    (agents/scheduling/loop_share.py)."""
    app, _ = _app(fair)
    config = server_config(app, Settings(), host="127.0.0.1", port=0, log_level="warning")
    config.lifespan = "off"
    server = uvicorn.Server(config)
    serving = asyncio.create_task(server.serve())
    while not server.started:
        await asyncio.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        names = []
        headers = {"Authorization": "Bearer art_b_secret"}
        async with AsyncClient(base_url=f"http://127.0.0.1:{port}", headers=headers) as client:
            for params in ({"workspace": "ws-b"}, {}):
                assert (await client.post("/work", params=params)).status_code == 200
                (connection,) = server.server_state.connections
                names.append(connection.fair_key)  # type: ignore[attr-defined]
        assert names == [UNPROVEN, "ws-b"]  # proved by its first request, then ws-b's
    finally:
        server.should_exit = True
        await serving


async def test_local_mode_counts_every_request_for_the_local_workspace(fair: FairShare) -> None:
    app, seen = _app(fair, local_workspace="local")
    async with _client(app, "anything") as client:
        await client.post("/work")
    assert seen == ["local"]


async def test_a_workspace_past_its_share_waits_before_its_request_runs(
    fair: FairShare,
) -> None:
    app, seen = _app(fair)
    async with _client(app, "art_b") as client:
        await client.post("/work", params={"workspace": "ws-b"})
        b = fair.enter("ws-b")
        await fair.charge("ws-b", 500)  # ws-b has had far more than its share ...
        a = fair.enter("ws-a")  # ... and ws-a has work running
        await fair.charge("ws-a")
        request = asyncio.create_task(client.post("/work"))
        await asyncio.sleep(0.2)
        assert not request.done() and len(seen) == 1  # waiting before the route ran
        a.release()  # ws-a's work ends: ws-b goes on at once
        async with asyncio.timeout(2):
            assert (await request).status_code == 200
        b.release()
    assert seen == [UNPROVEN, "ws-b"]


async def test_each_part_of_a_body_counts_for_its_workspace(fair: FairShare) -> None:
    """A flood of big bodies (parts streamed one by one) waits its turn part by part."""
    app, _ = _app(fair, body_limit=1_000_000)
    held: list[Any] = []
    sent: list[int] = []

    async def parts() -> Any:
        yield b"x" * 1000
        sent.append(1)
        # Mid-body, ws-b has had far more than its share and ws-a has work running.
        held.append(fair.enter("ws-b"))
        await fair.charge("ws-b", 500)
        held.append(fair.enter("ws-a"))
        await fair.charge("ws-a")
        for _ in range(3):
            yield b"x" * 1000
            sent.append(1)

    async with _client(app, "art_b") as client:
        await client.post("/work", params={"workspace": "ws-b"})
        request = asyncio.create_task(client.post("/upload", content=parts()))
        await asyncio.sleep(0.3)
        assert not request.done() and len(sent) < 4  # ws-b's next part waits
        held[1].release()  # ws-a's work ends: ws-b goes on at once
        async with asyncio.timeout(2):
            answer = await request
        held[0].release()
    assert answer.status_code == 200 and answer.json() == {"bytes": 4000}


@pytest.mark.redis
async def test_every_redis_command_of_a_workspace_s_work_is_charged_to_it(
    redis_url: str,
) -> None:
    fair = FairShare(recent=10, max_wait=10)
    client: Redis = make_async_redis(redis_url)
    try:
        await client.set("fair:k", "1")  # nobody's work: charged to nobody
        assert fair.virtual_times() == {}
        slot = fair.enter("ws-b")

        async def work() -> None:
            work_for(fair, "ws-b")
            await client.get("fair:k")
            async with client.pipeline(transaction=False) as pipe:
                pipe.get("fair:k")
                pipe.get("fair:k")
                await pipe.execute()
            await pace()

        before = fair.virtual_times()["ws-b"]
        await asyncio.create_task(work())
        assert fair.virtual_times()["ws-b"] - before == 3  # a command, a pipeline, a pace
        assert _WORK_FOR.get() is None  # set in that task only
        slot.release()
    finally:
        await client.aclose()
