"""Workspace and user isolation of sessions, as a property over ids that are prefixes of each
other, case variants or carry separators (RELIABILITY item 9), on Redis and in memory. A
session id is per workspace: another workspace using it gets its own session."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agents.errors import NotFound
from agents.service import Caller, TurnRequest
from app.runtime import build_runtime
from tests.api.conftest import make_settings, scripted_models

pytestmark = pytest.mark.redis

ALPHABET = "ab1-.:_"
ids = st.text(alphabet=ALPHABET, min_size=1, max_size=5).map(lambda s: "w" + s)


def _pairs() -> st.SearchStrategy[tuple[str, str]]:
    """Two different ids, often one a prefix or case variant of the other."""
    return st.one_of(
        st.tuples(ids, ids),
        ids.flatmap(
            lambda a: st.tuples(
                st.just(a), st.sampled_from([a + "0", a + ":x", a + "-b", a.upper(), a + "."])
            )
        ),
    ).filter(lambda p: p[0] != p[1])


@pytest.mark.parametrize("backend", ["redis", "memory"])
def test_sessions_never_cross_workspaces_or_users(backend: str, redis_url: str) -> None:
    loop = asyncio.new_event_loop()
    runtime = loop.run_until_complete(_runtime(redis_url if backend == "redis" else None))
    leaks: list[str] = []

    @settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
    @given(workspaces=_pairs(), users=_pairs(), session=ids)
    def check(workspaces: tuple[str, str], users: tuple[str, str], session: str) -> None:
        leaks.extend(loop.run_until_complete(_probe(runtime, workspaces, users, session)))

    try:
        check()
    finally:
        loop.run_until_complete(runtime.aclose())
        loop.close()
    assert leaks == []


async def _runtime(redis_url: str | None):  # type: ignore[no-untyped-def]
    return await build_runtime(make_settings(redis_url), scripted_models())


async def _probe(runtime, workspaces, users, session):  # type: ignore[no-untyped-def]
    from agents.definition.spec import AgentSpec

    chat = runtime.chat
    ws_a, ws_b = workspaces
    u1, u2 = users
    leaks = []
    for ws in (ws_a, ws_b):
        await chat.agents.put(AgentSpec(id="bot", workspace=ws, name="bot"))
    sid = f"{session}-{ws_a}-{u1}"
    owner = Caller(ws_a, u1, "chat")
    await chat.run_turn(owner, TurnRequest("bot", "secret of a", sid))
    strangers = [Caller(ws_b, u1, "admin"), Caller(ws_b, u2, "admin"), Caller(ws_a, u2, "chat")]
    for caller in strangers:
        for probe in (
            chat.messages(caller, sid),
            chat.session_events(caller, sid, None),
            chat.delete_session(caller, sid),
        ):
            try:
                result = await probe
                leaks.append(f"{caller} reached {sid}: {str(result)[:80]}")
            except NotFound:
                pass
    for caller in strangers[:2]:
        # Session ids are per workspace: the same id in workspace B is B's own session.
        await chat.run_turn(caller, TurnRequest("bot", f"turn of {caller.user_id}", sid))
        seen = [m["content"] for m in (await chat.messages(caller, sid))["messages"]]
        events = await chat.session_events(caller, sid, None)
        if any("secret of a" in text for text in seen) or any(
            "secret of a" in str(e.data) for e in events
        ):
            leaks.append(f"{caller} saw A's session {sid}: {seen}")
        await chat.delete_session(caller, sid)
    try:
        await chat.run_turn(strangers[2], TurnRequest("bot", "steal", sid))
        leaks.append(f"{strangers[2]} took over {sid}")
    except NotFound:
        pass
    own = await chat.messages(owner, sid)
    if [m["content"] for m in own["messages"]][:1] != ["secret of a"] or len(own["messages"]) != 2:
        leaks.append(f"owner's session changed: {own['messages']}")
    await chat.delete_session(owner, sid)
    return leaks


async def test_eight_replicas_boot_at_once_on_an_empty_redis(redis_url: str) -> None:
    runtimes = await asyncio.gather(*(build_runtime(make_settings(redis_url)) for _ in range(8)))
    try:
        assert all(r.checkpoints.backend == "redis" for r in runtimes)
    finally:
        for r in runtimes:
            await r.aclose()
