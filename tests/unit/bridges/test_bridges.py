"""The Dify and n8n bridge clients against fake servers speaking the documented wire formats.

The fakes are real HTTP servers on 127.0.0.1 with their own per-conversation memory; the
id store here is the in-memory one (tests/integration/storage/test_bridge_store.py covers Redis).
"""

from __future__ import annotations

import asyncio
import time
import tracemalloc
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import agents.bridges.common as bridge_common
import agents.bridges.config as bridge_config
from agents.bridges import Bridges, make_bridge
from agents.bridges.common import TurnDeadline, open_reply
from agents.bridges.dify import DifyBridge, dify_user
from agents.bridges.errors import BridgeConfigError, BridgeError, BridgeUnavailable
from agents.bridges.n8n import N8nBridge
from agents.bridges.store import ConversationStore, ExternalConversation
from agents.definition.spec import AgentSpec
from agents.errors import AgentRTError, RedisUnavailable
from agents.policy.egress import EgressPolicy
from agents.policy.secrets import SecretPolicy
from agents.ports import Bridge, TurnScope
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from tests.support.fakes.fake_dify import FakeDify
from tests.support.fakes.fake_n8n import FakeN8n
from tests.support.harness.redis_server import free_port

DIFY_KEY = "app-Sup3rSecretDifyKey0123456789"
N8N_SECRET = "Basic c2VjcmV0OnBhc3N3b3Jk"
ENV = {"DIFY_KEY": DIFY_KEY, "N8N_AUTH": N8N_SECRET}
# The operator lets agents name these two variables (tests/unit/bridges/test_outbound_policy.py
# covers names outside the policy).
SECRETS = SecretPolicy.build(allow=ENV)
SCOPE = TurnScope(workspace="acme", user_id="u1", session_id="s_1", agent_id="bot")


@pytest.fixture
def dify() -> Iterator[FakeDify]:
    with FakeDify(api_key=DIFY_KEY).running() as server:
        yield server


@pytest.fixture
def n8n() -> Iterator[FakeN8n]:
    with FakeN8n().running() as server:
        yield server


@pytest.fixture
async def http() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient() as client:
        yield client


@pytest.fixture
def store() -> ConversationStore:
    return ConversationStore(RedisState(None), Keys())


def dify_spec(base_url: str, agent_id: str = "bot", **config: Any) -> AgentSpec:
    return AgentSpec(
        id=agent_id,
        workspace="acme",
        name="Dify bot",
        kind="dify",
        dify={"base_url": base_url, "api_key_env": "DIFY_KEY", **config},
    )


def n8n_spec(webhook_url: str, agent_id: str = "bot", **config: Any) -> AgentSpec:
    return AgentSpec(
        id=agent_id,
        workspace="acme",
        name="n8n bot",
        kind="n8n",
        n8n={"webhook_url": webhook_url, **config},
    )


def bridge_for(
    spec: AgentSpec,
    http: httpx.AsyncClient,
    store: ConversationStore,
    env: dict[str, str] | None = None,
) -> Bridge:
    return make_bridge(
        spec,
        state=store.state,
        keys=store.keys,
        http=http,
        store=store,
        env=ENV if env is None else env,
        secrets=SECRETS,
    )


async def ask(bridge: Bridge, text: str, scope: TurnScope = SCOPE) -> str:
    return "".join([delta async for delta in bridge.astream(scope, text)])


async def fails(bridge: Bridge, text: str, scope: TurnScope = SCOPE) -> AgentRTError:
    with pytest.raises(AgentRTError) as info:
        await ask(bridge, text, scope)
    return info.value


def closed_port_url() -> str:
    return f"http://127.0.0.1:{free_port()}"


# Dify -------------------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["streaming", "blocking"])
async def test_dify_continues_its_conversation(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore, mode: str
) -> None:
    bridge = bridge_for(dify_spec(dify.base_url, response_mode=mode), http, store)
    assert await ask(bridge, "我叫张三") == "好的，张三，我记住了"
    record = await store.get("dify", SCOPE.workspace, SCOPE.session_id)
    assert record is not None and record.user == "acme:u1"
    assert await ask(bridge, "我叫什么") == "你叫张三"
    assert dify.sent("conversation_id") == ["", record.external_id]
    assert dify.sent("user") == ["acme:u1", "acme:u1"]
    assert dify.sent("response_mode") == [mode, mode]
    assert dify.sent("inputs") == [{}, {}]
    assert all(r.headers["authorization"] == f"Bearer {DIFY_KEY}" for r in dify.requests)


async def test_dify_streams_deltas_as_they_come(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    bridge = bridge_for(dify_spec(dify.base_url), http, store)
    deltas = [d async for d in bridge.astream(SCOPE, "我叫张三")]
    assert len(deltas) > 1 and "".join(deltas) == "好的，张三，我记住了"


async def test_dify_agent_app_closing_message_is_not_repeated(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    dify.agent_app = True
    bridge = bridge_for(dify_spec(dify.base_url), http, store)
    assert await ask(bridge, "我叫张三") == "好的，张三，我记住了"
    assert await ask(bridge, "我叫什么") == "你叫张三"


async def test_dify_base_url_with_v1(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    bridge = bridge_for(dify_spec(dify.base_url + "/v1"), http, store)
    assert await ask(bridge, "hello") == "收到：hello（第1轮）"


async def test_dify_expired_conversation_starts_exactly_one_new_one(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    bridge = bridge_for(dify_spec(dify.base_url), http, store)
    await ask(bridge, "我叫张三")
    old = await store.get("dify", SCOPE.workspace, SCOPE.session_id)
    assert old is not None
    dify.expire(old.external_id)
    assert await ask(bridge, "我叫什么") == "我还不知道你叫什么"
    assert dify.statuses() == [200, 404, 200]
    assert dify.sent("conversation_id") == ["", old.external_id, ""]
    new = await store.get("dify", SCOPE.workspace, SCOPE.session_id)
    assert new is not None and new.external_id != old.external_id
    assert new.external_id in dify.conversations
    assert await ask(bridge, "我叫李四") == "好的，李四，我记住了"
    assert dify.sent("conversation_id")[-1] == new.external_id


async def test_dify_wrong_address_is_a_config_error_after_one_retry(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    bridge = bridge_for(dify_spec(dify.base_url + "/nowhere"), http, store)
    error = await fails(bridge, "hi")
    assert error.code == "bridge_config_error" and not error.retryable
    assert "dify.base_url" in error.message
    # With a stored id: the 404 is taken for an expired conversation, retried once, no more.
    await store.put(
        ExternalConversation(
            kind="dify",
            external_id="c-old",
            workspace="acme",
            user_id="u1",
            agent_id="bot",
            endpoint=f"{dify.base_url}/nowhere/v1/chat-messages",
            user="acme:u1",
        ),
        SCOPE.session_id,
    )
    requests_before = len(dify.requests)
    error = await fails(bridge, "hi")
    assert error.code == "bridge_config_error"
    assert len(dify.requests) == requests_before  # the fake never saw them: its router 404s
    record = await store.get("dify", SCOPE.workspace, SCOPE.session_id)
    assert record is not None and record.external_id == "c-old"


async def test_dify_counts_requests_on_a_404_retry(
    http: httpx.AsyncClient, store: ConversationStore
) -> None:
    """Exactly two requests for a turn whose stored conversation is gone, never a third."""
    calls: list[dict[str, Any]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        import json

        calls.append(json.loads(request.content))
        return httpx.Response(
            404, json={"code": "not_found", "message": "Conversation Not Exists."}
        )

    mocked = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    spec = dify_spec("http://dify.invalid", response_mode="blocking")
    assert spec.dify is not None
    await store.put(
        ExternalConversation(
            kind="dify",
            external_id="c-gone",
            workspace="acme",
            user_id="u1",
            agent_id="bot",
            endpoint=spec.dify.chat_messages_url,
            user="acme:u1",
        ),
        SCOPE.session_id,
    )
    error = await fails(bridge_for(spec, mocked, store), "hi")
    await mocked.aclose()
    assert error.code == "bridge_config_error"
    assert [c["conversation_id"] for c in calls] == ["c-gone", ""]


async def test_dify_never_sends_another_users_conversation(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    bridge = bridge_for(dify_spec(dify.base_url), http, store)
    await ask(bridge, "我叫张三")
    other = TurnScope(workspace="acme", user_id="u2", session_id=SCOPE.session_id, agent_id="bot")
    assert await ask(bridge, "我叫什么", other) == "我还不知道你叫什么"
    assert dify.sent("conversation_id")[-1] == ""
    assert dify.sent("user")[-1] == "acme:u2"
    # the same user in another workspace is another tenant
    tenant = TurnScope(workspace="acme2", user_id="u2", session_id=SCOPE.session_id, agent_id="bot")
    assert await ask(bridge, "我叫什么", tenant) == "我还不知道你叫什么"
    assert dify.sent("conversation_id")[-1] == ""


async def test_dify_stored_user_string_must_match(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    bridge = bridge_for(dify_spec(dify.base_url), http, store)
    await ask(bridge, "我叫张三")
    record = await store.get("dify", SCOPE.workspace, SCOPE.session_id)
    assert record is not None
    forged = ExternalConversation(**{**record.__dict__, "user": "acme:someone-else"})
    await store.put(forged, SCOPE.session_id)
    assert await ask(bridge, "我叫什么") == "我还不知道你叫什么"
    assert dify.sent("conversation_id")[-1] == ""


async def test_dify_conversation_of_another_dify_user_is_recovered(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    """A stored id that Dify binds to another `user` answers 404; one new conversation."""
    bridge = bridge_for(dify_spec(dify.base_url), http, store)
    await ask(bridge, "我叫张三")
    record = await store.get("dify", SCOPE.workspace, SCOPE.session_id)
    assert record is not None
    dify.conversations[record.external_id].user = "acme:u9"
    assert await ask(bridge, "我叫什么") == "我还不知道你叫什么"
    assert dify.statuses()[-2:] == [404, 200]


@pytest.mark.parametrize("status", [500, 502, 503, 429])
async def test_dify_5xx_is_retryable_and_keeps_the_id(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore, status: int
) -> None:
    bridge = bridge_for(dify_spec(dify.base_url), http, store)
    await ask(bridge, "我叫张三")
    before = await store.get("dify", SCOPE.workspace, SCOPE.session_id)
    dify.fail_next = [status]
    error = await fails(bridge, "我叫什么")
    assert isinstance(error, BridgeUnavailable) and error.retryable
    assert error.code == "bridge_unavailable" and str(status) in error.message
    assert await store.get("dify", SCOPE.workspace, SCOPE.session_id) == before
    assert await ask(bridge, "我叫什么") == "你叫张三"  # the retry continues


async def test_dify_unreachable_is_retryable_and_not_taken_for_redis(
    http: httpx.AsyncClient, store: ConversationStore
) -> None:
    bridge = bridge_for(dify_spec(closed_port_url()), http, store)
    error = await fails(bridge, "hi")
    assert error.code == "bridge_unavailable" and error.retryable
    assert "could not be reached" in error.message
    # The service falls back to memory when an error looks like "Redis down"; a refused
    # connection to Dify must not look like that.
    assert not isinstance(error, RedisUnavailable)
    assert await store.get("dify", SCOPE.workspace, SCOPE.session_id) is None


async def test_dify_timeout(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    dify.delay_s = 3
    bridge = bridge_for(dify_spec(dify.base_url, timeout_s=1), http, store)
    started = time.monotonic()
    error = await fails(bridge, "hi")
    assert time.monotonic() - started < 2.5
    assert error.code == "bridge_unavailable" and "did not answer in time" in error.message
    assert not isinstance(error, RedisUnavailable)


async def test_dify_stream_cut_midway(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    bridge = bridge_for(dify_spec(dify.base_url), http, store)
    await ask(bridge, "我叫张三")
    before = await store.get("dify", SCOPE.workspace, SCOPE.session_id)
    dify.drop_stream = True
    error = await fails(bridge, "我叫什么")
    assert error.code == "bridge_unavailable" and error.retryable
    assert await store.get("dify", SCOPE.workspace, SCOPE.session_id) == before


@pytest.mark.parametrize(("status", "retryable"), [(400, False), (500, True)])
async def test_dify_error_event(
    dify: FakeDify,
    http: httpx.AsyncClient,
    store: ConversationStore,
    status: int,
    retryable: bool,
) -> None:
    dify.stream_error = {"status": status, "code": "completion_request_error", "message": "boom"}
    bridge = bridge_for(dify_spec(dify.base_url), http, store)
    error = await fails(bridge, "hi")
    assert error.retryable is retryable
    assert "completion_request_error" in error.message and "boom" in error.message
    assert await store.get("dify", SCOPE.workspace, SCOPE.session_id) is None


async def test_dify_refused_key_is_a_config_error_without_the_key(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    wrong = "app-WrongKeyButStillSecret987"
    bridge = bridge_for(dify_spec(dify.base_url), http, store, env={"DIFY_KEY": wrong})
    error = await fails(bridge, "hi")
    assert isinstance(error, BridgeConfigError) and not error.retryable
    assert error.code == "bridge_config_error" and "401" in error.message
    assert "dify.api_key_env" in error.message
    text = f"{error.message} {error.to_dict()}"
    assert wrong not in text and DIFY_KEY not in text


async def test_dify_key_variable_missing(
    dify: FakeDify, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    bridge = bridge_for(dify_spec(dify.base_url), http, store, env={})
    error = await fails(bridge, "hi")
    assert error.code == "bridge_config_error" and "DIFY_KEY" in error.message
    assert dify.requests == []


def test_dify_user_is_tenant_qualified_and_unambiguous() -> None:
    assert dify_user("acme", "u1") == "acme:u1"
    assert dify_user("a:b", "c") != dify_user("a", "b:c")
    long = dify_user("w" * 128, "u" * 128)
    assert len(long) <= 200 and long == dify_user("w" * 128, "u" * 128)
    assert long != dify_user("w" * 128, "u" * 127 + "v")


_IDENT = st.from_regex(r"[A-Za-z0-9][A-Za-z0-9._:%-]{0,20}", fullmatch=True)


@settings(max_examples=300, deadline=None)
@given(st.tuples(_IDENT, _IDENT), st.tuples(_IDENT, _IDENT))
def test_dify_user_never_collides(a: tuple[str, str], b: tuple[str, str]) -> None:
    if a != b:
        assert dify_user(*a) != dify_user(*b)


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(["u1", "u10", "U1", "t-a", "t-a-b", "a:b", "a.b", "x"]),
    st.sampled_from(["u1", "u10", "U1", "t-a", "t-a-b", "a:b", "a.b", "x"]),
    st.sampled_from(["w", "w1", "W", "w:1", "w-1"]),
    st.sampled_from(["w", "w1", "W", "w:1", "w-1"]),
    st.sampled_from(["bot", "bot2"]),
)
def test_a_record_only_matches_its_own_owner(
    user_a: str, user_b: str, ws_a: str, ws_b: str, agent_b: str
) -> None:
    record = ExternalConversation(
        kind="dify",
        external_id="c1",
        workspace=ws_a,
        user_id=user_a,
        agent_id="bot",
        endpoint="e",
        user=dify_user(ws_a, user_a),
    )
    same = (ws_a, user_a, "bot") == (ws_b, user_b, agent_b)
    assert (
        record.matches(
            workspace=ws_b,
            user_id=user_b,
            agent_id=agent_b,
            endpoint="e",
            user=dify_user(ws_b, user_b),
        )
        is same
    )


# n8n --------------------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["json", "streaming"])
async def test_n8n_continues_its_session(
    n8n: FakeN8n, http: httpx.AsyncClient, store: ConversationStore, mode: Any
) -> None:
    n8n.mode = mode
    bridge = bridge_for(n8n_spec(n8n.webhook_url()), http, store)
    assert await ask(bridge, "我叫张三") == "好的，张三，我记住了"
    assert await ask(bridge, "我叫什么") == "你叫张三"
    first, second = n8n.session_ids()
    assert first == second and first != SCOPE.session_id and SCOPE.session_id not in first
    record = await store.get("n8n", SCOPE.workspace, SCOPE.session_id)
    assert record is not None and record.external_id == first
    assert [r.body["action"] for r in n8n.requests] == ["sendMessage", "sendMessage"]
    assert [r.body["chatInput"] for r in n8n.requests] == ["我叫张三", "我叫什么"]


async def test_n8n_streaming_yields_deltas(
    n8n: FakeN8n, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    n8n.mode = "streaming"
    bridge = bridge_for(n8n_spec(n8n.webhook_url()), http, store)
    deltas = [d async for d in bridge.astream(SCOPE, "我叫张三")]
    assert len(deltas) > 1 and "".join(deltas) == "好的，张三，我记住了"


async def test_n8n_session_ids_never_collide(
    n8n: FakeN8n, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    """Workflows share their memory by sessionId; agentrt never reuses one across owners."""
    a = bridge_for(n8n_spec(n8n.webhook_url("wf-a"), agent_id="a"), http, store)
    b = bridge_for(n8n_spec(n8n.webhook_url("wf-b"), agent_id="b"), http, store)
    scope_a = TurnScope("acme", "u1", "s_same", "a")
    await ask(a, "我叫张三", scope_a)
    # Same session id, other agent (workflow), tenant or user: a fresh sessionId each time.
    for bridge, scope in [
        (b, TurnScope("acme", "u1", "s_same", "b")),
        (a, TurnScope("acme", "u2", "s_same", "a")),
        (a, TurnScope("other", "u1", "s_same", "a")),
        (a, TurnScope("acme", "u1", "s_other", "a")),
    ]:
        assert await ask(bridge, "我叫什么", scope) == "我还不知道你叫什么"
    assert len(set(n8n.session_ids())) == 5


async def test_n8n_new_webhook_url_starts_a_new_session(
    n8n: FakeN8n, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    await ask(bridge_for(n8n_spec(n8n.webhook_url("wf-a")), http, store), "我叫张三")
    moved = bridge_for(n8n_spec(n8n.webhook_url("wf-b")), http, store)
    assert await ask(moved, "我叫什么") == "我还不知道你叫什么"
    assert len(set(n8n.session_ids())) == 2


async def test_n8n_cleared_key_makes_a_first_turn(
    n8n: FakeN8n, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    bridge = bridge_for(n8n_spec(n8n.webhook_url()), http, store)
    await ask(bridge, "我叫张三")
    await store.delete("n8n", SCOPE.workspace, SCOPE.session_id)
    assert await ask(bridge, "我叫什么") == "我还不知道你叫什么"
    assert len(set(n8n.session_ids())) == 2


async def test_n8n_auth_header(http: httpx.AsyncClient, store: ConversationStore) -> None:
    with FakeN8n(auth=("X-N8N-Key", N8N_SECRET)).running() as n8n:
        spec = n8n_spec(n8n.webhook_url(), auth_header_env="N8N_AUTH", auth_header_name="X-N8N-Key")
        assert await ask(bridge_for(spec, http, store), "我叫张三") == "好的，张三，我记住了"
        assert n8n.requests[-1].headers["x-n8n-key"] == N8N_SECRET

        wrong = bridge_for(spec, http, store, env={"N8N_AUTH": "Basic d3Jvbmc6d3Jvbmc="})
        error = await fails(wrong, "hi")
        assert error.code == "bridge_config_error" and "403" in error.message
        assert "d3Jvbmc6d3Jvbmc=" not in f"{error.message} {error.to_dict()}"

        unset = bridge_for(n8n_spec(n8n.webhook_url()), http, store)  # no header configured
        error = await fails(unset, "hi")
        assert error.code == "bridge_config_error" and "401" in error.message

        missing = bridge_for(spec, http, store, env={})
        error = await fails(missing, "hi")
        assert error.code == "bridge_config_error" and "N8N_AUTH" in error.message


@pytest.mark.parametrize("status", [500, 503])
async def test_n8n_5xx_is_retryable_and_keeps_the_session(
    n8n: FakeN8n, http: httpx.AsyncClient, store: ConversationStore, status: int
) -> None:
    bridge = bridge_for(n8n_spec(n8n.webhook_url()), http, store)
    await ask(bridge, "我叫张三")
    before = await store.get("n8n", SCOPE.workspace, SCOPE.session_id)
    n8n.fail_next = [status]
    error = await fails(bridge, "我叫什么")
    assert error.code == "bridge_unavailable" and error.retryable
    assert await store.get("n8n", SCOPE.workspace, SCOPE.session_id) == before
    assert await ask(bridge, "我叫什么") == "你叫张三"


async def test_n8n_unreachable_and_timeout(
    n8n: FakeN8n, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    error = await fails(
        bridge_for(n8n_spec(closed_port_url() + "/webhook/x/chat"), http, store), "hi"
    )
    assert (
        error.code == "bridge_unavailable"
        and error.retryable
        and not isinstance(error, RedisUnavailable)
    )
    n8n.delay_s = 3
    started = time.monotonic()
    error = await fails(bridge_for(n8n_spec(n8n.webhook_url(), timeout_s=1), http, store), "hi")
    assert time.monotonic() - started < 2.5
    assert error.code == "bridge_unavailable" and not isinstance(error, RedisUnavailable)
    assert await store.get("n8n", SCOPE.workspace, SCOPE.session_id) is None


async def test_n8n_stream_cut_and_error_chunk(
    n8n: FakeN8n, http: httpx.AsyncClient, store: ConversationStore
) -> None:
    n8n.mode = "streaming"
    bridge = bridge_for(n8n_spec(n8n.webhook_url()), http, store)
    n8n.drop_stream = True
    error = await fails(bridge, "hi")
    assert error.code == "bridge_unavailable" and error.retryable
    n8n.drop_stream = False
    n8n.error_chunk = "the model provider failed"
    error = await fails(bridge, "hi")
    assert isinstance(error, BridgeError) and error.retryable
    assert "the model provider failed" in error.message
    assert await store.get("n8n", SCOPE.workspace, SCOPE.session_id) is None


@pytest.mark.parametrize(
    ("body", "content_type", "reply"),
    [
        (b'{\n  "output": "pretty"\n}', "application/json", "pretty"),
        (b'[{"output": "all entries"}]', "application/json", "all entries"),
        (b'{"output": {"a": 1}}', "application/json", '{"a": 1}'),
        (b"plain words", "text/plain", "plain words"),
        (
            b'{"type":"begin"}\n{"type":"item","content":"a"}\n{"type":"end"}\n'
            b'{"type":"begin"}\n{"type":"item","content":"b"}\n{"type":"end"}\n',
            "application/json",
            "ab",
        ),
    ],
)
async def test_n8n_reply_shapes(
    store: ConversationStore, body: bytes, content_type: str, reply: str
) -> None:
    mocked = httpx.AsyncClient(
        transport=httpx.MockTransport(
            lambda r: httpx.Response(200, content=body, headers={"content-type": content_type})
        )
    )
    bridge = bridge_for(n8n_spec("http://n8n.invalid/webhook/x/chat"), mocked, store)
    assert await ask(bridge, "hi") == reply
    await mocked.aclose()


async def test_n8n_reply_without_output(store: ConversationStore) -> None:
    mocked = httpx.AsyncClient(
        transport=httpx.MockTransport(lambda r: httpx.Response(200, json={"text": "x"}))
    )
    error = await fails(
        bridge_for(n8n_spec("http://n8n.invalid/webhook/x/chat"), mocked, store), "hi"
    )
    await mocked.aclose()
    assert isinstance(error, BridgeError) and "output" in error.message
    assert await store.get("n8n", SCOPE.workspace, SCOPE.session_id) is None


# limits of a reply and a turn ---------------------------------------------------------------
def streamed(chunks: AsyncIterator[bytes], content_type: str = "text/event-stream") -> Any:
    """An HTTP client whose every answer is 200 with `chunks` as its body, pulled as read."""
    return httpx.AsyncClient(
        transport=httpx.MockTransport(
            lambda r: httpx.Response(200, content=chunks, headers={"content-type": content_type})
        )
    )


async def read_lines(client: httpx.AsyncClient, deadline_s: float = 30) -> list[str]:
    url = "http://upstream.invalid/v1/chat-messages"
    deadline = TurnDeadline("Dify", url, deadline_s)
    async with open_reply(
        client, url, deadline, json_body={}, headers={}, timeout=httpx.Timeout(5)
    ) as reply:
        return [line async for line in reply.lines()]


async def test_reply_reader_refuses_a_line_longer_than_the_limit_without_holding_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    limit, piece = 1024 * 1024, b"x" * (16 * 1024)
    monkeypatch.setattr(bridge_common, "MAX_REPLY_BYTES", limit)
    pulled = 0

    async def one_line() -> AsyncIterator[bytes]:  # 3 MiB in one SSE `data:` line
        nonlocal pulled
        yield b"data: "
        for _ in range(3 * limit // len(piece)):
            pulled += len(piece)
            yield piece

    async with streamed(one_line()) as client:
        tracemalloc.start()
        try:
            with pytest.raises(BridgeError) as info:
                await read_lines(client)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
    assert f"over {limit} bytes" in info.value.message and not info.value.retryable
    assert pulled <= limit + len(piece)  # the limit and one chunk: never more was read
    assert peak < 2 * limit, peak  # the line was held up to the limit, never whole


async def test_reply_reader_ends_lines_at_cr_and_lf_only() -> None:
    async def chunks() -> AsyncIterator[bytes]:
        for chunk in (b"a\r", b"\nb\rc\n", b"d\xe2\x80\xa8e\xe4\xbd", b"\xa0\r\n\r\n", b"tail"):
            yield chunk

    async with streamed(chunks()) as client:
        # U+2028 may stand in a JSON string as it is; a character cut between chunks is whole.
        assert await read_lines(client) == ["a", "b", "c", "d\u2028e你", "", "tail"]


async def test_n8n_stream_that_never_ends_stops_at_the_turn_deadline(
    store: ConversationStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bridge_config, "TURN_DEADLINE_FACTOR", 1.5)  # timeout_s 1: 1.5 s

    async def trickle() -> AsyncIterator[bytes]:  # every read well within timeout_s
        yield b'{"type": "begin"}\n'
        for _ in range(600):
            await asyncio.sleep(0.05)
            yield b'{"type": "item", "content": "."}\n'

    async with streamed(trickle(), "application/json") as client:
        bridge = bridge_for(
            n8n_spec("http://n8n.invalid/webhook/x/chat", timeout_s=1), client, store
        )
        started = time.monotonic()
        arrived: list[float] = []
        with pytest.raises(BridgeUnavailable) as info:
            async for _ in bridge.astream(SCOPE, "hi"):
                arrived.append(time.monotonic() - started)
    took = time.monotonic() - started
    assert 1.4 <= took < 3, took
    assert info.value.retryable and "did not finish its answer within 1.5 s" in info.value.message
    assert not isinstance(info.value, RedisUnavailable) and info.value.__context__ is None
    # Deltas still arrived as they came, long before the turn ended.
    assert len(arrived) > 5 and arrived[0] < 0.5
    assert await store.get("n8n", SCOPE.workspace, SCOPE.session_id) is None


# factory and lifecycle --------------------------------------------------------------------
async def test_bridges_factory_and_lifecycle(dify: FakeDify) -> None:
    bridges = Bridges(
        RedisState(None), Keys(), env=ENV, secrets=SECRETS, egress=EgressPolicy(["127.0.0.1"])
    )
    bridge = bridges(dify_spec(dify.base_url))
    assert isinstance(bridge, DifyBridge)
    assert isinstance(bridges(n8n_spec("http://n8n.invalid/webhook/x/chat")), N8nBridge)
    with pytest.raises(BridgeConfigError):
        bridges(AgentSpec(id="lg", workspace="acme", name="plain"))
    assert await ask(bridge, "我叫张三") == "好的，张三，我记住了"
    assert await bridges.store.get("dify", SCOPE.workspace, SCOPE.session_id) is not None
    await bridges.forget(SCOPE.workspace, SCOPE.session_id)
    assert await bridges.store.get("dify", SCOPE.workspace, SCOPE.session_id) is None
    await bridges.aclose()
    assert bridges.http.is_closed


async def test_make_bridge_shares_one_store_per_state(
    dify: FakeDify, http: httpx.AsyncClient
) -> None:
    state, keys = RedisState(None), Keys()
    first = make_bridge(
        dify_spec(dify.base_url), state=state, keys=keys, http=http, env=ENV, secrets=SECRETS
    )
    await ask(first, "我叫张三")
    again = make_bridge(
        dify_spec(dify.base_url), state=state, keys=keys, http=http, env=ENV, secrets=SECRETS
    )
    assert await ask(again, "我叫什么") == "你叫张三"
