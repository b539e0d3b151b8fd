"""Agent settings round trip in the browser, and the pages' credential handling: an API key or
a person token, asked for unless the service is in local mode, kept in sessionStorage, re-asked
on 401, and a credential whose scope is too small is reported as such."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import BASE, js_errors, seed_sample, wait_ready
from tests.support.harness.live import LiveServer

pytestmark = [pytest.mark.e2e, pytest.mark.redis]


def _card(page: Any, agent_id: str) -> Any:
    return page.locator(f"form.agent[data-agent-id='{agent_id}']")


def _values(card: Any) -> tuple[bool, str, str, str]:
    return (
        card.locator("input[name=enable_memory]").is_checked(),
        card.locator("select[name=memory_type]").input_value(),
        card.locator("select[name=long_term_enabled]").input_value(),
        card.locator("input[name=max_memories]").input_value(),
    )


def test_agent_settings_round_trip(
    page: Any, local_server: LiveServer, api: httpx.Client, screenshots: Path
) -> None:
    for body in (
        {"id": "bot", "name": "Helper bot"},
        {
            "id": "quiet",
            "name": "Quiet",
            "enable_memory": False,
            "memory_type": "none",
            "memory_config": {"long_term": {"enabled": False, "max_memories": 5}},
        },
    ):
        assert api.post("/api/v1/agents", json=body).status_code == 201
    page.goto(f"{local_server.url}/agents")
    wait_ready(page)
    expect(page.locator("form.agent")).to_have_count(2)
    assert _values(_card(page, "bot")) == (True, "summarize_at_limit", "inherit", "10")
    assert _values(_card(page, "quiet")) == (False, "none", "off", "5")
    labels = _card(page, "bot").locator("select[name=memory_type] option").all_inner_texts()
    assert labels == ["无记忆 / none", "自动摘要 / summarize_at_limit"]

    bot = _card(page, "bot")
    bot.locator("input[name=enable_memory]").uncheck()
    bot.locator("select[name=memory_type]").select_option("none")
    bot.locator("select[name=long_term_enabled]").select_option("on")
    bot.locator("input[name=max_memories]").fill("25")
    bot.locator("button[data-action=save]").click()
    expect(bot.locator("[data-field=message]")).to_contain_text("Saved")
    stored = api.get("/api/v1/agents/bot").json()
    assert stored["enable_memory"] is False and stored["memory_type"] == "none"
    assert stored["memory_config"]["long_term"] == {"enabled": True, "max_memories": 25}
    assert stored["name"] == "Helper bot"  # a merge patch: the rest is untouched

    # Out of range: the service's validation error is shown, nothing changes.
    bot.locator("input[name=max_memories]").fill("99")
    bot.locator("button[data-action=save]").click()
    message = bot.locator("[data-field=message]")
    expect(message).to_have_attribute("data-kind", "error")
    expect(message).to_contain_text("max_memories")
    expect(message).to_contain_text("50")
    assert bot.locator("input[name=max_memories]").get_attribute("aria-invalid") == "true"
    page.screenshot(path=str(screenshots / "agents-validation-error.png"))
    assert api.get("/api/v1/agents/bot").json()["memory_config"]["long_term"]["max_memories"] == 25
    # An empty field is refused before any request.
    bot.locator("input[name=max_memories]").fill("")
    bot.locator("button[data-action=save]").click()
    expect(message).to_contain_text("Nothing was saved")

    # Inherit removes the agent's own switch; memory back on with summaries.
    bot.locator("input[name=max_memories]").fill("12")
    bot.locator("select[name=long_term_enabled]").select_option("inherit")
    bot.locator("input[name=enable_memory]").check()
    bot.locator("select[name=memory_type]").select_option("summarize_at_limit")
    bot.locator("button[data-action=save]").click()
    expect(message).to_contain_text("Saved")
    stored = api.get("/api/v1/agents/bot").json()
    assert stored["enable_memory"] is True and stored["memory_type"] == "summarize_at_limit"
    assert stored["memory_config"]["long_term"] == {"max_memories": 12}

    quiet = _card(page, "quiet")
    quiet.locator("select[name=long_term_enabled]").select_option("on")
    quiet.locator("button[data-action=save]").click()
    expect(quiet.locator("[data-field=message]")).to_contain_text("Saved")
    page.reload()
    wait_ready(page)
    assert _values(_card(page, "bot")) == (True, "summarize_at_limit", "inherit", "12")
    assert _values(_card(page, "quiet")) == (False, "none", "on", "5")
    page.screenshot(path=str(screenshots / "agents.png"))
    assert js_errors(page) == []


@pytest.fixture
def keyed(start_server: Callable[..., LiveServer], redis_url: str) -> LiveServer:
    return start_server(redis_url, auth={"mode": "keys"})


def _key(server: LiveServer, scope: str, workspace: str = "ws") -> str:
    secret, _ = server.call(server.runtime.key_store.create(workspace, scope))
    return str(secret)


def _enter_key(page: Any, key: str, user: str = "") -> None:
    page.wait_for_selector("#auth-dialog[open]")
    page.fill("#auth-key", key)
    page.fill("#auth-user", user)
    page.click("#auth-submit")


def test_api_key_prompt_and_scope_messages(page: Any, keyed: LiveServer, screenshots: Path) -> None:
    admin, chat = _key(keyed, "admin"), _key(keyed, "chat")
    with keyed.client(headers={"Authorization": f"Bearer {admin}"}) as client:
        seed_sample(client, "ann")
        assert client.post("/api/v1/agents", json={"id": "bot", "name": "Bot"}).status_code == 201
        assert client.get("/health").json()["auth"] == "keys"

    page.goto(f"{keyed.url}/app/memories")
    page.wait_for_selector("#auth-dialog[open]")
    page.screenshot(path=str(screenshots / "auth-prompt.png"))
    _enter_key(page, "art_not_a_key", "ann")
    # The service refuses it: the page asks again and says why.
    expect(page.locator("#auth-dialog [data-role=reason]")).to_contain_text("refused")
    _enter_key(page, chat, "ann")
    # A chat key chats: the memory graph is personal memory management (needs 'full').
    page.wait_for_selector("body[data-state=error]")
    expect(page.locator("#banner")).to_contain_text("scope is too small")
    expect(page.locator("#who")).to_contain_text(f"key …{chat[-4:]}")
    expect(page.locator("#who")).to_contain_text("user ann")
    stored = page.evaluate("[sessionStorage.getItem('agentrt.apiKey'), localStorage.length]")
    assert stored == [chat, 0]  # this tab only, never localStorage

    # ...nor another user's memory.
    page.goto(f"{keyed.url}/memories?user=bob")
    page.wait_for_selector("body[data-state=error]")
    expect(page.locator("#banner")).to_contain_text("scope is too small")
    expect(page.locator("#banner")).to_contain_text("'full' or 'admin'")
    page.screenshot(path=str(screenshots / "scope-too-small.png"))

    # ...nor change agents (needs 'admin'): listed, but saving says so.
    page.goto(f"{keyed.url}/agents")
    wait_ready(page)
    card = _card(page, "bot")
    card.locator("select[name=memory_type]").select_option("none")
    card.locator("button[data-action=save]").click()
    expect(card.locator("[data-field=message]")).to_contain_text("scope is too small")

    # With an admin key both work.
    page.click("#change-key")
    _enter_key(page, admin, "ann")
    wait_ready(page)
    card = _card(page, "bot")
    card.locator("select[name=memory_type]").select_option("none")
    card.locator("button[data-action=save]").click()
    expect(card.locator("[data-field=message]")).to_contain_text("Saved")
    with keyed.client(headers={"Authorization": f"Bearer {admin}"}) as client:
        assert client.get("/api/v1/agents/bot").json()["memory_type"] == "none"
    page.goto(f"{keyed.url}/memories?user=ann")
    wait_ready(page)
    expect(page.locator("#stat-counts")).to_have_text(re.compile(r"^12 entities"))
    assert [e for e in js_errors(page) if "401" not in e and "403" not in e] == []


def test_person_token_in_the_browser_shows_its_own_memory_only(
    page: Any, keyed: LiveServer, screenshots: Path
) -> None:
    full = _key(keyed, "full")
    with keyed.client(headers={"Authorization": f"Bearer {full}"}) as client:
        seed_sample(client, "ann")
        minted = client.post("/api/v1/tokens", json={"user_id": "ann", "scope": "full"})
        assert minted.status_code == 201, minted.text
        token = minted.json()["token"]
    page.goto(f"{keyed.url}/app/memories")
    _enter_key(page, token)  # no user id: the token names its person
    wait_ready(page)
    expect(page.locator("#stat-counts")).to_have_text(re.compile(r"^12 entities"))
    expect(page.locator("#who")).to_contain_text(f"person token …{token[-4:]}")
    page.click("#tab-items")
    expect(page.locator("#items-message")).not_to_contain_text("scope is too small")
    # Naming anyone else is refused, and said so.
    page.goto(f"{keyed.url}/memories?user=bob")
    page.wait_for_selector("body[data-state=error]")
    expect(page.locator("#banner")).to_contain_text("own person only")
    page.screenshot(path=str(screenshots / "token-other-person.png"))
    assert [e for e in js_errors(page) if "403" not in e] == []


def test_local_mode_asks_for_no_key(page: Any, local_server: LiveServer) -> None:
    page.goto(f"{local_server.url}/agents")
    wait_ready(page)
    assert page.locator("#auth-dialog").get_attribute("open") is None
    expect(page.locator("#who")).to_contain_text("local mode")
    expect(page.locator("#agents-empty")).to_be_visible()
    with httpx.Client(base_url=local_server.url) as client:
        assert client.get(f"{BASE}/entities").status_code == 200
