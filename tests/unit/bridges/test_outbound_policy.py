"""What a workspace admin can make the server send out: the secret policy (which environment
variables an agent may name) and the egress policy (which addresses it may reach), in the
bridges and the OpenAI-compatible model client. Fake peers on loopback; no network."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import httpx
import pytest
from langchain_core.messages import HumanMessage
from langchain_openai import ChatOpenAI

from agents.bridges import make_bridge
from agents.bridges.common import make_http_client
from agents.bridges.errors import BridgeConfigError, BridgeError
from agents.bridges.store import ConversationStore
from agents.definition.spec import AgentFields, AgentSpec, ModelSpec
from agents.errors import AgentRTError, ModelConfigError, RedisUnavailable
from agents.models import clear_model_cache, factory, make_chat_model
from agents.policy.egress import ALLOW_SETTING, EgressDenied, EgressPolicy
from agents.policy.secrets import SecretNotAllowed, SecretPolicy
from agents.ports import TurnScope
from agents.storage.health import RedisState
from agents.storage.keys import Keys
from tests.support.fakes.fake_dify import FakeDify
from tests.support.fakes.fake_openai import FakeOpenAI
from tests.support.fakes.fake_peer import FakePeer, html_page, redirect_to

SCOPE = TurnScope(workspace="acme", user_id="u1", session_id="s_1", agent_id="bot")
DIFY_KEY = "app-OutboundPolicyDifyKey0123456789"
REDIS_SECRET = "redis://:hunter2-canary@10.0.0.5:6379/0"


@pytest.fixture(autouse=True)
def fresh_model_cache() -> Iterator[None]:
    clear_model_cache()
    yield
    clear_model_cache()


@pytest.fixture
def store() -> ConversationStore:
    return ConversationStore(RedisState(None), Keys())


def dify_spec(base_url: str, key_env: str) -> AgentSpec:
    return AgentSpec(
        id="bot",
        workspace="acme",
        name="Dify bot",
        kind="dify",
        dify={"base_url": base_url, "api_key_env": key_env, "response_mode": "blocking"},
    )


async def ask(bridge: object, text: str = "hi") -> str:
    return "".join([d async for d in bridge.astream(SCOPE, text)])  # type: ignore[attr-defined]


async def fails(bridge: object) -> AgentRTError:
    with pytest.raises(AgentRTError) as info:
        await ask(bridge)
    return info.value


# secret policy ----------------------------------------------------------------------------
def test_secret_policy_allows_prefix_names_and_workspace_names() -> None:
    policy = SecretPolicy.build(allow=["DIFY_KEY"], workspaces={"acme": ["ACME_N8N"]})
    assert policy.allows("acme", "AGENTRT_SECRET_OPENAI")
    assert not policy.allows("acme", "AGENTRT_SECRET_")  # the prefix alone names nothing
    assert policy.allows("other", "DIFY_KEY")
    assert policy.allows("acme", "ACME_N8N") and not policy.allows("other", "ACME_N8N")
    assert policy.allows("acme", "ACME_N8N")  # a caller always says whose agent it serves
    for name in ("AGENTRT_REDIS_URL", "AWS_SECRET_ACCESS_KEY", "OPENAI_API_KEY", "dify_key"):
        assert not policy.allows("acme", name)
    assert not SecretPolicy.build(prefix="").allows("acme", "AGENTRT_SECRET_X")


def test_secret_refusal_does_not_depend_on_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fields = AgentFields(
        name="x", model=ModelSpec(provider="openai", api_key_env="AGENTRT_REDIS_URL")
    )
    messages = []
    for value in (None, REDIS_SECRET):
        if value is None:
            monkeypatch.delenv("AGENTRT_REDIS_URL", raising=False)
        else:
            monkeypatch.setenv("AGENTRT_REDIS_URL", value)
        with pytest.raises(SecretNotAllowed) as info:
            SecretPolicy().check_agent("acme", fields)
        assert info.value.status == 422 and info.value.code == "secret_not_allowed"
        messages.append(info.value.message)
    assert messages[0] == messages[1]
    assert "AGENTRT_SECRET_" in messages[0] and "AGENTRT_SECRETS__ALLOW" in messages[0]
    assert "hunter2" not in messages[0]


def test_implicit_openai_key_is_exempt_only_without_base_url() -> None:
    policy = SecretPolicy()
    policy.check_agent("acme", AgentFields(name="x", model=ModelSpec(provider="openai")))
    policy.check_agent(
        "acme",
        AgentFields(name="x", model=ModelSpec(provider="openai", api_key_env="OPENAI_API_KEY")),
    )
    with pytest.raises(SecretNotAllowed, match="model.api_key_env names OPENAI_API_KEY"):
        policy.check_agent(
            "acme",
            AgentFields(
                name="x",
                model=ModelSpec(
                    provider="openai",
                    base_url="https://evil.example/v1",
                    api_key_env="OPENAI_API_KEY",
                ),
            ),
        )


async def test_bridge_refuses_a_secret_outside_the_policy_when_a_turn_reads_it(
    store: ConversationStore,
) -> None:
    """An agent stored before the policy (or before the operator narrowed it) names a server
    variable: the turn fails with a configuration error, and nothing is sent."""
    with FakeDify(api_key=DIFY_KEY).running() as dify:
        spec = dify_spec(dify.base_url, "AGENTRT_REDIS_URL")
        async with httpx.AsyncClient() as http:
            bridge = make_bridge(
                spec,
                state=store.state,
                keys=store.keys,
                http=http,
                store=store,
                env={"AGENTRT_REDIS_URL": REDIS_SECRET},
                secrets=SecretPolicy(),
            )
            error = await fails(bridge)
        assert isinstance(error, BridgeConfigError) and error.code == "secret_not_allowed"
        assert "hunter2" not in str(error.to_dict())
        assert dify.requests == []


def test_model_factory_refuses_a_secret_outside_the_policy(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("AGENTRT_REDIS_URL", REDIS_SECRET)
    spec = ModelSpec(
        provider="openai", base_url="https://llm.example.com/v1", api_key_env="AGENTRT_REDIS_URL"
    )
    with pytest.raises(ModelConfigError) as info:
        make_chat_model(spec, workspace="acme")
    assert info.value.code == "secret_not_allowed" and "hunter2" not in info.value.message
    # Allowed for the agent's workspace only: another workspace's model is refused.
    policy = SecretPolicy.build(workspaces={"acme": ["AGENTRT_REDIS_URL"]})
    make_chat_model(spec, secrets=policy, workspace="acme")
    with pytest.raises(ModelConfigError):
        make_chat_model(spec, secrets=policy, workspace="other")


def test_model_factory_without_a_workspace_refuses_a_workspace_secret(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A name allowed for one workspace was accepted for a model built for no workspace (as
    if allowed for all): the policy fails closed instead."""
    monkeypatch.setenv("ACME_MODEL_KEY", "sk-acme-only")
    spec = ModelSpec(
        provider="openai", base_url="https://llm.example.com/v1", api_key_env="ACME_MODEL_KEY"
    )
    policy = SecretPolicy.build(workspaces={"acme": ["ACME_MODEL_KEY"]})
    with pytest.raises(ModelConfigError) as info:
        make_chat_model(spec, secrets=policy)
    assert info.value.code == "secret_not_allowed" and "sk-acme-only" not in info.value.message
    make_chat_model(spec, secrets=policy, workspace="acme")


# egress policy: addresses -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("address", "public_only", "local_mode"),
    [
        ("8.8.8.8", True, True),
        ("2606:4700::1111", True, True),
        ("127.0.0.1", False, True),
        ("127.0.0.2", False, True),
        ("::1", False, True),
        ("10.1.2.3", False, True),
        ("192.168.1.10", False, True),
        ("fc00::1", False, True),
        ("0.0.0.0", False, True),
        ("169.254.169.254", False, False),  # cloud metadata: never without allow_hosts
        ("fe80::1", False, False),
        ("100.64.0.1", False, False),
        ("224.0.0.1", False, False),
        ("::ffff:127.0.0.1", False, True),
        ("::ffff:169.254.169.254", False, False),
        ("64:ff9b::a9fe:a9fe", False, False),  # NAT64 of the metadata address
        ("2002:7f00:1::", False, True),  # 6to4 of 127.0.0.1
        ("::127.0.0.1", False, True),  # IPv4-compatible (deprecated, still parsed)
        ("::a9fe:a9fe", False, False),  # ... of the metadata address
    ],
)
def test_egress_addresses(address: str, public_only: bool, local_mode: bool) -> None:
    import ipaddress

    ip = ipaddress.ip_address(address)
    assert EgressPolicy().allows_address(ip) is public_only
    assert EgressPolicy(allow_private=True).allows_address(ip) is local_mode


def test_egress_allow_hosts_names_addresses_and_ranges() -> None:
    import ipaddress

    policy = EgressPolicy(["llm.internal", "*.corp.example", "10.0.0.0/8", "169.254.169.254"])
    assert policy.allows_name("LLM.internal.") and policy.allows_name("a.b.corp.example")
    assert not policy.allows_name("corp.example.evil") and not policy.allows_name("llm")
    assert policy.allows_address(ipaddress.ip_address("10.9.8.7"))
    assert policy.allows_address(ipaddress.ip_address("169.254.169.254"))
    assert not policy.allows_address(ipaddress.ip_address("192.168.0.1"))
    with pytest.raises(ValueError, match=ALLOW_SETTING):
        EgressPolicy(["http://llm.internal:8080/v1"])


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8080/v1",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]:11434",
        "http://localhost:11434/v1",
        "http://app.localhost/",
        "http://10.0.0.5/webhook/x",
        "http://[::ffff:a9fe:a9fe]/",
    ],
)
def test_egress_refuses_literal_internal_addresses_in_a_config(url: str) -> None:
    with pytest.raises(EgressDenied) as info:
        EgressPolicy().check_url(url, "dify.base_url")
    error = info.value
    assert error.status == 422 and error.code == "egress_denied" and not error.retryable
    assert "dify.base_url" in error.message and ALLOW_SETTING in error.message
    EgressPolicy(
        ["127.0.0.0/8", "::/0", "localhost", "*.localhost", "10.0.0.5", "169.254.0.0/16"]
    ).check_url(url, "dify.base_url")


def test_egress_leaves_names_to_request_time() -> None:
    EgressPolicy().check_url("https://dify.example.com/v1", "dify.base_url")
    EgressPolicy().check_url("http://internal-name/v1", "dify.base_url")


# egress policy: connections ---------------------------------------------------------------
@pytest.fixture
def peer() -> Iterator[FakePeer]:
    with FakePeer().running() as server:
        yield server


async def test_bridge_client_refuses_loopback_in_keys_mode(peer: FakePeer) -> None:
    async with make_http_client() as http:
        with pytest.raises(EgressDenied) as info:
            await http.get(peer.base_url)
    assert "127.0.0.1" in info.value.message and ALLOW_SETTING in info.value.message
    assert not isinstance(info.value, RedisUnavailable)
    assert peer.requests == []


async def test_a_name_resolving_to_loopback_is_refused(peer: FakePeer) -> None:
    names = {"public-looking.example": ["127.0.0.1"]}
    policy = EgressPolicy(resolver=lambda host: names[host])
    async with make_http_client(policy) as http:
        with pytest.raises(EgressDenied) as info:
            await http.get(f"http://public-looking.example:{peer.port}/")
    assert "public-looking.example" in info.value.message
    assert "127.0.0.1" not in info.value.message  # what it resolved to stays internal
    assert peer.requests == []


async def test_a_name_with_any_internal_address_is_refused(peer: FakePeer) -> None:
    policy = EgressPolicy(resolver=lambda host: ["93.184.216.34", "127.0.0.1"])
    async with make_http_client(policy) as http:
        with pytest.raises(EgressDenied):
            await http.get(f"http://mixed.example:{peer.port}/")
    assert peer.requests == []


async def test_connection_goes_to_the_address_that_was_checked(peer: FakePeer) -> None:
    """DNS rebinding: the name is resolved once per connection, and the checked address is
    the one connected to (a second lookup would answer the metadata address)."""
    answers = iter([["127.0.0.1"], ["169.254.169.254"], ["169.254.169.254"]])
    calls: list[str] = []

    def rebinding(host: str) -> list[str]:
        calls.append(host)
        return next(answers)

    policy = EgressPolicy(["127.0.0.1/32"], resolver=rebinding)
    async with make_http_client(policy) as http:
        response = await http.get(f"http://rebind.example:{peer.port}/")
        assert response.status_code == 200
    assert calls == ["rebind.example"]
    assert peer.requests[0][2]["host"] == f"rebind.example:{peer.port}"


async def test_allow_hosts_lets_an_internal_host_through(peer: FakePeer) -> None:
    async with make_http_client(EgressPolicy(["127.0.0.1"])) as http:
        assert (await http.get(peer.base_url)).status_code == 200
    async with make_http_client(EgressPolicy(allow_private=True)) as http:  # local mode
        assert (await http.get(peer.base_url)).status_code == 200
    assert len(peer.requests) == 2


def test_sync_client_enforces_the_same_policy(peer: FakePeer) -> None:
    with httpx.Client(transport=EgressPolicy().sync_transport()) as http:
        with pytest.raises(EgressDenied):
            http.get(peer.base_url)
    with httpx.Client(transport=EgressPolicy(["127.0.0.1"]).sync_transport()) as http:
        assert http.get(peer.base_url).status_code == 200
    assert len(peer.requests) == 1


# the OpenAI-compatible client -------------------------------------------------------------
@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAI]:
    fake = FakeOpenAI(lambda body: "hello from the fake")
    fake.start()
    yield fake
    fake.stop()


async def test_openai_client_refuses_loopback_without_allow_hosts(fake_openai: FakeOpenAI) -> None:
    spec = ModelSpec(provider="openai", name="tiny", base_url=fake_openai.base_url)
    with pytest.raises(EgressDenied):
        make_chat_model(spec)  # a literal address: refused before any request
    names = {"llm.example": ["127.0.0.1"]}
    policy = EgressPolicy(resolver=lambda host: names[host])
    port = fake_openai.server.port
    named = ModelSpec(provider="openai", name="tiny", base_url=f"http://llm.example:{port}/v1")
    model = make_chat_model(named, egress=policy)
    with pytest.raises(EgressDenied):
        await model.ainvoke([HumanMessage("hi")])
    assert fake_openai.requests == []
    allowed = make_chat_model(spec, egress=EgressPolicy(["127.0.0.1"]))
    assert (await allowed.ainvoke([HumanMessage("hi")])).content == "hello from the fake"


def test_model_clients_are_one_pair_per_policy_and_freed_with_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The clients were cached by policy in a WeakKeyDictionary whose values (their
    transports) hold the policy: no policy, and none of its clients, was ever freed."""
    monkeypatch.setattr(factory, "_MODELS_MAX", 1)
    spec = ModelSpec(provider="openai", name="tiny", base_url="https://llm.example.com/v1")
    other = spec.model_copy(update={"name": "small"})
    policy = EgressPolicy()
    model = make_chat_model(spec, egress=policy)
    assert isinstance(model, ChatOpenAI)
    clients = (model.http_client, model.http_async_client)
    sibling = make_chat_model(other, egress=policy)  # evicts `model` from the model cache
    assert isinstance(sibling, ChatOpenAI)
    assert (sibling.http_client, sibling.http_async_client) == clients  # one pair per policy
    freed = weakref.ref(policy)
    del model, sibling, clients, policy
    make_chat_model(spec, egress=EgressPolicy())  # evicts the last model of the first policy
    gc.collect()
    assert freed() is None


@pytest.fixture
def target() -> Iterator[FakePeer]:
    """A server on another loopback address: what a redirect tries to reach."""
    with FakePeer("127.0.0.2").running() as server:
        yield server


async def test_openai_redirect_to_an_internal_address_is_refused(target: FakePeer) -> None:
    with FakePeer(reply=redirect_to(f"{target.base_url}/v1/chat/completions")).running() as origin:
        spec = ModelSpec(provider="openai", name="tiny", base_url=f"{origin.base_url}/v1")
        model = make_chat_model(spec, egress=EgressPolicy(["127.0.0.1"]))
        with pytest.raises(EgressDenied) as info:
            await model.ainvoke([HumanMessage("hi")])
        assert "127.0.0.2" in info.value.message
        assert len(origin.requests) == 1 and target.requests == []
        # The same redirect with the target allowed is followed: the refusal above was the
        # policy's, on the redirect hop.
        clear_model_cache()
        followed = make_chat_model(spec, egress=EgressPolicy(["127.0.0.0/8"]))
        with pytest.raises(Exception):  # noqa: B017 - the target speaks no OpenAI
            await followed.ainvoke([HumanMessage("hi")])
        assert len(target.requests) >= 1


# upstream bodies are not echoed -----------------------------------------------------------
INTERNAL = "internal admin console: db password rotation"


async def test_dify_html_error_body_is_not_echoed(store: ConversationStore) -> None:
    with FakePeer(reply=html_page(INTERNAL, status=400)).running() as page:
        async with make_http_client(EgressPolicy(["127.0.0.1"])) as http:
            bridge = make_bridge(
                dify_spec(page.base_url, "AGENTRT_SECRET_DIFY"),
                state=store.state,
                keys=store.keys,
                http=http,
                store=store,
                env={"AGENTRT_SECRET_DIFY": DIFY_KEY},
            )
            error = await fails(bridge)
    assert isinstance(error, BridgeError) and "400" in error.message
    assert "internal admin console" not in str(error.to_dict())


async def test_dify_json_error_message_is_still_shown(store: ConversationStore) -> None:
    with FakeDify(api_key=DIFY_KEY).running() as dify:
        dify.fail_next = [400]
        async with make_http_client(EgressPolicy(["127.0.0.1"])) as http:
            bridge = make_bridge(
                dify_spec(dify.base_url, "AGENTRT_SECRET_DIFY"),
                state=store.state,
                keys=store.keys,
                http=http,
                store=store,
                env={"AGENTRT_SECRET_DIFY": DIFY_KEY},
            )
            error = await fails(bridge)
    assert "internal_server_error" in error.message  # the fake's JSON `code`


@pytest.mark.parametrize("status", [200, 404, 502])
async def test_n8n_html_page_is_neither_a_reply_nor_in_the_error(
    store: ConversationStore, status: int
) -> None:
    with FakePeer(reply=html_page(INTERNAL, status=status)).running() as page:
        async with make_http_client(EgressPolicy(["127.0.0.1"])) as http:
            spec = AgentSpec(
                id="bot",
                workspace="acme",
                name="n8n bot",
                kind="n8n",
                n8n={"webhook_url": f"{page.base_url}/webhook/x/chat"},
            )
            bridge = make_bridge(spec, state=store.state, keys=store.keys, http=http, store=store)
            error = await fails(bridge)
    assert "internal admin console" not in str(error.to_dict())
    if status == 200:
        assert isinstance(error, BridgeError) and "text/html" in error.message


async def test_n8n_reply_without_output_does_not_list_upstream_fields(
    store: ConversationStore,
) -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"AccessKeyId": "x", "SecretAccessKey": "y"})

    async with httpx.AsyncClient(transport=httpx.MockTransport(handler)) as http:
        spec = AgentSpec(
            id="bot",
            workspace="acme",
            name="n8n bot",
            kind="n8n",
            n8n={"webhook_url": "http://n8n.invalid/webhook/x/chat"},
        )
        bridge = make_bridge(spec, state=store.state, keys=store.keys, http=http, store=store)
        error = await fails(bridge)
    assert "output" in error.message and "SecretAccessKey" not in error.message
