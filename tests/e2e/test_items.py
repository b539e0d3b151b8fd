"""The memory-items tab: confirm / reject / edit / delete and export, against the live service,
and against the API contract alone (a routed fake) so the page's requests are pinned down; and
the clear message when the service has no items endpoint (404)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import BASE, js_errors, wait_ready
from tests.support.harness.live import LiveServer

pytestmark = [pytest.mark.e2e, pytest.mark.redis]
ME = "local"


def _open_items(page: Any, url: str) -> None:
    page.goto(url)
    wait_ready(page)
    page.click("#tab-items")


def _row(page: Any, item_id: str) -> Any:
    return page.locator(f"#items-body tr[data-id='{item_id}']")


def _seed_pending(server: LiveServer, content: str, category: str = "fact") -> str:
    """A pending item as the extractor leaves it (there is no API to create pending ones)."""
    from agents.memory.items import MemoryItem

    item = MemoryItem(
        category=category,  # type: ignore[arg-type]
        content=content,
        status="pending",
        created_by="extractor",
        confidence=0.6,
    )
    server.call(server.runtime.memory.items.put("local", ME, item))
    return item.id


def test_items_tab_against_the_service(
    page: Any, local_server: LiveServer, api: httpx.Client, screenshots: Path
) -> None:
    probe = api.get(f"{BASE}/items")
    if probe.status_code == 404:  # the items API is not in this build: the tab says so
        _open_items(page, f"{local_server.url}/app/memories")
        expect(page.locator("#items-message")).to_contain_text("not available on this server")
        return
    assert probe.status_code == 200, probe.text

    def add(content: str, category: str) -> str:
        response = api.post(f"{BASE}/items", json={"category": category, "content": content})
        assert response.status_code == 201, response.text
        return str(response.json()["id"])

    tea = add("Prefers green tea in the afternoon", "preference")
    city = add("Lives in Shanghai", "profile")
    pending_a = _seed_pending(local_server, "Works on Project Apollo on Fridays")
    pending_b = _seed_pending(local_server, "Maybe dislikes meetings", "hypothesis")

    _open_items(page, f"{local_server.url}/app/memories")
    expect(page.locator("#items-body tr")).to_have_count(4)
    # Pending items can be confirmed or rejected; active ones edited or deleted.
    actions = _row(page, pending_a).locator("button[data-action]")
    assert actions.evaluate_all("bs => bs.map(b => b.dataset.action)") == [
        "confirm",
        "reject",
        "edit",
        "delete",
    ]
    assert _row(page, tea).locator("button[data-action]").evaluate_all(
        "bs => bs.map(b => b.dataset.action)"
    ) == ["edit", "delete"]
    page.screenshot(path=str(screenshots / "items.png"))

    _row(page, pending_a).locator("button[data-action=confirm]").click()
    expect(_row(page, pending_a)).to_have_attribute("data-status", "active")
    assert api.get(f"{BASE}/items/{pending_a}").json()["status"] == "active"

    _row(page, pending_b).locator("button[data-action=reject]").click()
    expect(_row(page, pending_b)).to_have_attribute("data-status", "rejected")
    assert api.get(f"{BASE}/items/{pending_b}").json()["status"] == "rejected"
    expect(_row(page, pending_b).locator("button")).to_have_count(0)

    # Edit: content, category and an expiry, in one PATCH.
    _row(page, city).locator("button[data-action=edit]").click()
    row = page.locator("#items-body tr:has(textarea[name=content])")
    row.locator("textarea[name=content]").fill("Lives in Hangzhou since 2025")
    row.locator("select[name=category]").select_option("fact")
    row.locator("input[name=expires_at]").fill("2031-05-01T09:30")
    row.locator("button[data-action=save]").click()
    expect(_row(page, city).locator("td.content")).to_have_text("Lives in Hangzhou since 2025")
    stored = api.get(f"{BASE}/items/{city}").json()
    assert stored["content"] == "Lives in Hangzhou since 2025" and stored["category"] == "fact"
    assert stored["expires_at"] and stored["expires_at"].startswith("2031-05-01")

    # An empty content is refused in place.
    _row(page, tea).locator("button[data-action=edit]").click()
    row = page.locator("#items-body tr:has(textarea[name=content])")
    row.locator("textarea[name=content]").fill("   ")
    row.locator("button[data-action=save]").click()
    expect(row.locator("p.error")).to_contain_text("cannot be empty")
    row.locator("button[data-action=cancel]").click()

    # Delete, after confirming.
    _row(page, tea).locator("button[data-action=delete]").click()
    page.click("#confirm-ok")
    expect(_row(page, tea)).to_have_count(0)
    assert api.get(f"{BASE}/items/{tea}").status_code == 404

    # Filter by status.
    page.select_option("#items-status", "active")
    expect(page.locator("#items-body tr")).to_have_count(2)
    page.select_option("#items-status", "rejected")
    expect(page.locator("#items-body tr")).to_have_count(1)
    page.select_option("#items-status", "")

    # Export downloads the person's memory as JSON.
    with page.expect_download() as info:
        page.click("#items-export")
    download = info.value
    assert re.match(r"memory-export-local-\d{4}-\d{2}-\d{2}\.json", download.suggested_filename)
    exported = json.loads(Path(download.path()).read_text())
    assert isinstance(exported, dict)
    assert "Lives in Hangzhou since 2025" in json.dumps(exported, ensure_ascii=False)
    assert js_errors(page) == []


def test_items_tab_follows_the_contract(page: Any, local_server: LiveServer) -> None:
    """A routed fake of the items endpoints: the page sends exactly the contract's requests."""
    items: dict[str, dict[str, Any]] = {
        "m1": _item("m1", "pending", "fact", "Uses vim"),
        "m2": _item("m2", "pending", "preference", "Likes jazz"),
        "m3": _item("m3", "active", "profile", "Named Ann"),
        "m4": _item("m4", "superseded", "profile", "Named Anne"),
    }
    seen: list[str] = []

    def handle(route: Any) -> None:
        request = route.request
        path = request.url.split("/api/v1/memories", 1)[1]
        seen.append(f"{request.method} {path}")
        parts = path.split("?")[0].strip("/").split("/")
        if request.method == "GET" and parts == ["items"]:
            route.fulfill(json={"items": list(items.values()), "total": len(items)})
        elif request.method == "POST" and len(parts) == 3 and parts[2] in ("confirm", "reject"):
            item = items[parts[1]]
            item["status"] = "active" if parts[2] == "confirm" else "rejected"
            route.fulfill(json=item)
        elif request.method == "PATCH" and len(parts) == 2:
            body = json.loads(request.post_data or "{}")
            if body.get("category") == "bogus":
                route.fulfill(status=422, json={"code": "invalid_request", "message": "bad"})
                return
            items[parts[1]].update(body)
            route.fulfill(json=items[parts[1]])
        elif request.method == "DELETE" and len(parts) == 2:
            items.pop(parts[1])
            route.fulfill(status=204, body="")
        elif parts == ["export"]:
            route.fulfill(json={"items": list(items.values())})
        else:
            route.fulfill(status=404, json={"code": "not_found", "message": "Not Found"})

    page.route(re.compile(r".*/api/v1/memories/(items|export).*"), handle)
    _open_items(page, f"{local_server.url}/app/memories")
    expect(page.locator("#items-body tr")).to_have_count(4)
    expect(_row(page, "m4").locator("button")).to_have_count(0)  # superseded: read only
    _row(page, "m1").locator("button[data-action=confirm]").click()
    expect(_row(page, "m1")).to_have_attribute("data-status", "active")
    _row(page, "m2").locator("button[data-action=reject]").click()
    expect(_row(page, "m2")).to_have_attribute("data-status", "rejected")
    _row(page, "m3").locator("button[data-action=edit]").click()
    row = page.locator("#items-body tr:has(textarea[name=content])")
    row.locator("textarea[name=content]").fill("Named Ann Lee")
    row.locator("button[data-action=save]").click()
    expect(_row(page, "m3").locator("td.content")).to_have_text("Named Ann Lee")
    _row(page, "m1").locator("button[data-action=delete]").click()
    page.click("#confirm-ok")
    expect(_row(page, "m1")).to_have_count(0)
    assert [s for s in seen if not s.startswith("GET")] == [
        "POST /items/m1/confirm",
        "POST /items/m2/reject",
        "PATCH /items/m3",
        "DELETE /items/m1",
    ]
    assert items["m3"]["content"] == "Named Ann Lee" and "m1" not in items

    # Without the endpoint (404) the tab says so and the graph keeps working.
    page.unroute(re.compile(r".*/api/v1/memories/(items|export).*"))
    page.route(
        re.compile(r".*/api/v1/memories/items.*"),
        lambda route: route.fulfill(status=404, json={"code": "not_found", "message": "Not Found"}),
    )
    page.click("#items-refresh")
    expect(page.locator("#items-message")).to_contain_text(
        "Memory items are not available on this server"
    )
    expect(page.locator("#items-table")).to_be_hidden()
    page.click("#tab-graph")
    wait_ready(page)


def _item(item_id: str, status: str, category: str, content: str) -> dict[str, Any]:
    return {
        "id": item_id,
        "category": category,
        "content": content,
        "key": None,
        "status": status,
        "confidence": 0.7,
        "importance": 0.5,
        "source_message_ids": [],
        "created_by": "extractor",
        "expires_at": None,
        "created_at": "2026-01-02T03:04:05Z",
        "updated_at": "2026-01-02T03:04:05Z",
    }
