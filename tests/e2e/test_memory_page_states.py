"""What the memory page says in a new user's first hour: that long-term memory is off (the
workspace default) and how to turn it on, the personal switch, and which tab has something in
it when there are memory items but no entities yet."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import BASE, create_entity, js_errors, wait_ready
from tests.support.harness.live import LiveServer

pytestmark = [pytest.mark.e2e, pytest.mark.redis]
CONFIG = "/api/v1/tenants/kv/memory-config"


def _add_item(api: httpx.Client, content: str, category: str = "fact") -> str:
    response = api.post(f"{BASE}/items", json={"category": category, "content": content})
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


def test_workspace_off_says_so_and_an_admin_turns_it_on(
    page: Any, local_server: LiveServer, api: httpx.Client, screenshots: Path
) -> None:
    # Off (the default), with a setting of the admin's that turning it on must keep.
    response = api.put(CONFIG, json={"enabled": False, "write_mode": "auto", "max_items": 50})
    assert response.status_code == 200, response.text
    page.goto(f"{local_server.url}/app/memories")
    wait_ready(page)

    expect(page.locator("#switches")).to_have_attribute("data-workspace", "off")
    expect(page.locator("#ws-state")).to_have_text("关闭 off")
    expect(page.locator("#memory-off")).to_contain_text("memory is off for this workspace")
    expect(page.locator("#memory-off")).to_contain_text("长期记忆已关闭")
    empty = page.locator("#graph-empty")
    expect(empty).to_contain_text("memory is off for this workspace")
    expect(empty).not_to_contain_text("No memories yet")
    expect(page.locator("#me-state")).to_have_text("开启 on")  # the person's own is on
    page.screenshot(path=str(screenshots / "memory-off.png"))

    # Local mode is the workspace admin: the page offers the switch and turns it on.
    toggle = page.locator("#ws-toggle")
    expect(toggle).to_have_text("开启 Turn on")
    toggle.click()
    expect(page.locator("#switches")).to_have_attribute("data-workspace", "on")
    expect(page.locator("#banner")).to_contain_text("Workspace memory is on")
    expect(page.locator("#memory-off")).to_be_hidden()
    expect(empty).to_have_text("No memories yet. 暂无记忆实体。")
    config = api.get(CONFIG).json()
    assert config["enabled"] is True
    assert (config["write_mode"], config["max_items"]) == ("auto", 50)

    # The person's own switch: off after a confirmation, and the page says whose is off.
    page.click("#me-toggle")
    page.click("#confirm-ok")
    expect(page.locator("#switches")).to_have_attribute("data-personal", "off")
    expect(page.locator("#memory-off")).to_contain_text("Your memory is switched off")
    assert api.get(f"{BASE}/settings").json() == {"enabled": False}
    page.click("#me-toggle")
    expect(page.locator("#switches")).to_have_attribute("data-personal", "on")
    assert api.get(f"{BASE}/settings").json() == {"enabled": True}
    assert js_errors(page) == []


def test_a_non_admin_is_told_who_can_turn_memory_on(page: Any, local_server: LiveServer) -> None:
    # What a chat or full key is shown (app/api/routes/tenants.py, MemoryConfigView).
    page.route(
        re.compile(r".*/api/v1/tenants/kv/memory-config$"),
        lambda route: route.fulfill(json={"enabled": False, "write_mode": "explicit_only"}),
    )
    page.goto(f"{local_server.url}/app/memories")
    wait_ready(page)
    expect(page.locator("#switches")).to_have_attribute("data-workspace", "off")
    expect(page.locator("#ws-toggle")).to_be_hidden()
    expect(page.locator("#ws-hint")).to_contain_text("Only a workspace admin key can turn it on")
    expect(page.locator("#memory-off")).to_contain_text("A workspace admin can turn it on")
    assert js_errors(page) == []


def test_memory_not_set_up_is_said_in_words(page: Any, local_server: LiveServer) -> None:
    unavailable = {
        "code": "memory_unavailable",
        "message": "long-term memory is not set up in this service",
    }
    page.route(
        re.compile(r".*/api/v1/(tenants/kv/memory-config|memories/settings).*"),
        lambda route: route.fulfill(status=503, json=unavailable),
    )
    page.goto(f"{local_server.url}/app/memories")
    wait_ready(page)
    expect(page.locator("#ws-state")).to_have_text("不可用 unavailable")
    expect(page.locator("#memory-off")).to_contain_text("long-term memory is not set up")
    expect(page.locator("#ws-toggle")).to_be_hidden()
    expect(page.locator("#me-toggle")).to_be_hidden()


def test_items_but_no_entities_opens_the_items_tab(
    page: Any, local_server: LiveServer, api: httpx.Client
) -> None:
    assert api.put(CONFIG, json={"enabled": True}).status_code == 200
    first = _add_item(api, "Prefers green tea in the afternoon", "preference")
    _add_item(api, "Lives in Shanghai", "profile")
    page.goto(f"{local_server.url}/app/memories")
    wait_ready(page)
    expect(page.locator("#tab-items")).to_have_attribute("aria-selected", "true")
    expect(page.locator("#panel-items")).to_be_visible()
    expect(page.locator("#panel-graph")).to_be_hidden()
    expect(page.locator("#items-body tr")).to_have_count(2)
    expect(page.locator(f"#items-body tr[data-id='{first}']")).to_be_visible()
    expect(page.locator("#memory-off")).to_be_hidden()
    assert js_errors(page) == []


def test_entities_keep_the_graph_tab_first(
    page: Any, local_server: LiveServer, api: httpx.Client
) -> None:
    _add_item(api, "Lives in Shanghai", "profile")
    create_entity(api, "local", id="shanghai", name="上海", entity_type="location")
    page.goto(f"{local_server.url}/app/memories")
    wait_ready(page)
    expect(page.locator("#tab-graph")).to_have_attribute("aria-selected", "true")
    expect(page.locator("#panel-items")).to_be_hidden()
    expect(page.locator("#graph-empty")).to_be_hidden()
    assert js_errors(page) == []


def test_admin_page_switches_the_picked_persons_memory(
    page: Any, local_server: LiveServer, api: httpx.Client
) -> None:
    assert api.put(CONFIG, json={"enabled": True}).status_code == 200
    page.goto(f"{local_server.url}/memories?user=ann")
    wait_ready(page)
    expect(page.locator("#me-label")).to_have_text("该用户的记忆 This person's memory")
    page.click("#me-toggle")
    page.click("#confirm-ok")
    expect(page.locator("#switches")).to_have_attribute("data-personal", "off")
    expect(page.locator("#graph-empty")).to_contain_text("this person's memory is switched off")
    ann = api.get(f"{BASE}/settings", headers={"X-User-Id": "ann"}).json()
    assert ann == {"enabled": False}
    assert api.get(f"{BASE}/settings").json() == {"enabled": True}  # the admin's own is untouched

    # Picking another person shows that person's switch.
    page.fill("#user-id", "bob")
    page.click("#user-load")
    expect(page.locator("#switches")).to_have_attribute("data-personal", "on")
    assert js_errors(page) == []
