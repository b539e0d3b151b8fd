"""Memory explorer in headless Chromium against a live agentrt seeded through the REST API:
layouts, zoom, search, type filter, the entity drawer (JSON edit, relation delete), select mode
with batch delete, and the admin page's user picker."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import (
    BASE,
    SAMPLE_ENTITIES,
    SAMPLE_RELATIONS,
    all_relations,
    click_node,
    js_errors,
    node_point,
    positions,
    seed_sample,
    switch_layout,
    visible_nodes,
    wait_ready,
)
from tests.support.harness.live import LiveServer

pytestmark = [pytest.mark.e2e, pytest.mark.redis]
ME = "local"  # the user of local mode when the tab names none
ALL_IDS = {e["id"] for e in SAMPLE_ENTITIES}


def _zoom(page: Any) -> float:
    return float(page.evaluate("window.__explorer.cy.zoom()"))


def _entity(api: httpx.Client, entity_id: str, user: str = ME) -> httpx.Response:
    return api.get(f"{BASE}/entities/{entity_id}", headers={"X-User-Id": user})


def test_layouts_zoom_search_and_type_filter(
    page: Any, local_server: LiveServer, api: httpx.Client, screenshots: Path
) -> None:
    seed_sample(api, ME)
    page.goto(f"{local_server.url}/app/memories")
    wait_ready(page)
    assert page.locator("#stat-counts").inner_text().startswith("12 entities · 14 relations")
    assert page.locator("#who").inner_text().startswith("local mode")
    assert visible_nodes(page) == ALL_IDS

    # Each layout places the nodes differently; screenshots of each for people to look at.
    seen: dict[str, dict[str, tuple[float, float]]] = {}
    for name in ("grid", "breadthfirst", "concentric"):
        switch_layout(page, name)
        assert page.get_attribute(f"#layout-{name}", "aria-pressed") == "true"
        seen[name] = positions(page)
        page.screenshot(path=str(screenshots / f"layout-{name}.png"))
    assert seen["grid"] != seen["breadthfirst"] != seen["concentric"] != seen["grid"]
    # Grid: a few rows of evenly spaced entities.
    assert len({round(y) for _, y in seen["grid"].values()}) <= 4
    # Hierarchical (directed): every relation points down a level or stays within one.
    bf = seen["breadthfirst"]
    assert bf["alice"][1] < bf["acme"][1] and bf["alice"][1] < bf["apollo"][1]
    assert bf["apollo"][1] < bf["pg"][1]
    # Radial: the most connected entities (Alice, Apollo: 7 relations each) in the middle.
    cc = seen["concentric"]
    cx = sum(x for x, _ in cc.values()) / len(cc)
    cy_ = sum(y for _, y in cc.values()) / len(cc)
    radius = {k: math.dist(v, (cx, cy_)) for k, v in cc.items()}
    assert max(radius["alice"], radius["apollo"]) < min(radius["python"], radius["kickoff"])

    # Zoom in, out and fit.
    z0 = _zoom(page)
    page.click("#zoom-in")
    assert _zoom(page) == pytest.approx(z0 * 1.25, rel=0.01)
    page.click("#zoom-out")
    page.click("#zoom-out")
    assert _zoom(page) == pytest.approx(z0 / 1.25, rel=0.01)
    page.click("#zoom-in")
    page.click("#zoom-in")
    page.click("#zoom-in")
    page.click("#zoom-fit")
    inside = page.evaluate(
        """() => { const cy = window.__explorer.cy; const e = cy.extent();
        return cy.nodes().every(n => { const p = n.position();
          return p.x >= e.x1 && p.x <= e.x2 && p.y >= e.y1 && p.y <= e.y2; }); }"""
    )
    assert inside
    assert "zoom" in page.locator("#stat-zoom").inner_text()

    # Search matches names and descriptions; the others fade.
    page.fill("#search", "payments")
    page.wait_for_selector("#search-count:not([hidden])")
    assert page.locator("#search-count").inner_text().startswith("2 matches")
    matched = set(page.evaluate("window.__explorer.cy.nodes('.match').map(n => n.id())"))
    assert matched == {"apollo", "pg"}  # "payments rewrite", "...stores payments in"
    assert page.evaluate("window.__explorer.cy.getElementById('bob').hasClass('faded')")
    names = page.locator("#search-results li strong").all_inner_texts()
    assert sorted(names) == ["PostgreSQL", "Project Apollo"]
    page.fill("#search", "上海")
    expect(page.locator("#search-count")).to_have_text(re.compile(r"^1 match"))
    page.press("#search", "Enter")  # a single match opens its drawer
    page.wait_for_selector("#drawer[data-entity-id=shanghai][data-state=ready]")
    page.click("#drawer-close")
    page.fill("#search", "")
    page.wait_for_selector("#search-count", state="hidden")
    assert page.evaluate("window.__explorer.cy.elements('.faded').length") == 0

    # Type filter: single ("only"), then multi-select with the checkboxes, then all.
    page.click("#type-filter-button")
    page.hover("#type-filter-menu .row:has(#type-person)")
    page.click("button[data-only=person]")
    page.wait_for_selector("body[data-state=ready]")
    assert visible_nodes(page) == {"alice", "bob"}
    assert page.locator("#type-filter-label").inner_text() == "person"
    page.check("#type-organization")
    page.check("#type-product")
    page.wait_for_selector("body[data-state=ready]")
    assert visible_nodes(page) == {"alice", "bob", "acme", "pg", "redis"}
    assert page.locator("#type-filter-label").inner_text() == "3 of 10"
    assert "showing 5" in page.locator("#stat-counts").inner_text()
    # Hidden entities' relations are hidden too.
    shown_edges = page.evaluate("window.__explorer.cy.edges().not('.hidden').length")
    expected = sum(
        1 for s, t, _ in SAMPLE_RELATIONS if {s, t} <= {"alice", "bob", "acme", "pg", "redis"}
    )
    assert shown_edges == expected
    page.screenshot(path=str(screenshots / "filter-multi.png"))
    page.uncheck("#type-person")
    page.wait_for_selector("body[data-state=ready]")
    assert visible_nodes(page) == {"acme", "pg", "redis"}
    page.click("#types-all")
    page.wait_for_selector("body[data-state=ready]")
    assert visible_nodes(page) == ALL_IDS
    assert js_errors(page) == []


def test_drawer_relations_json_edit_and_relation_delete(
    page: Any, local_server: LiveServer, api: httpx.Client, screenshots: Path
) -> None:
    rel_ids = seed_sample(api, ME)
    page.goto(f"{local_server.url}/app/memories")
    wait_ready(page)
    click_node(page, "apollo")
    page.wait_for_selector("#drawer[data-entity-id=apollo][data-state=ready]")
    assert page.locator("#drawer-title").inner_text() == "Project Apollo"
    out_rows = page.locator("#rels-out li[data-relation-id]")
    in_rows = page.locator("#rels-in li[data-relation-id]")
    outgoing = sorted(
        (r.get_attribute("data-relation-type"), r.locator(".other").inner_text())
        for r in out_rows.all()
    )
    assert outgoing == [("depends_on", "CQRS"), ("uses", "PostgreSQL"), ("uses", "Redis")]
    incoming = sorted(
        (r.get_attribute("data-relation-type"), r.locator(".other").inner_text())
        for r in in_rows.all()
    )
    assert incoming == [
        ("part_of", "Kickoff"),
        ("related_to", "Design spec"),
        ("works_on", "Alice 王"),
        ("works_on", "Bob"),
    ]
    assert page.locator("#out-count").inner_text() == "3"
    assert page.locator("#in-count").inner_text() == "4"
    assert json.loads(page.input_value("#entity-properties")) == {
        "deadline": "2026-03",
        "priority": 1,
    }

    # Invalid JSON is refused in place: an error, aria-invalid, and no request at all.
    writes: list[str] = []
    page.on(
        "request",
        lambda req: (
            writes.append(f"{req.method} {req.url}")
            if req.method in ("PUT", "PATCH", "POST", "DELETE")
            else None
        ),
    )
    for bad in ('{"deadline": "2026-04",}', "[1, 2]", '{"a": '):
        page.fill("#entity-properties", bad)
        page.click("#entity-save")
        assert page.locator("#properties-error").inner_text() != ""
        assert page.get_attribute("#entity-properties", "aria-invalid") == "true"
    assert "Invalid JSON" in page.locator("#properties-error").inner_text()
    page.screenshot(path=str(screenshots / "drawer-invalid-json.png"))
    assert writes == []
    assert _entity(api, "apollo").json()["properties"] == {"deadline": "2026-03", "priority": 1}

    # Valid JSON (and a new description) is saved with PUT.
    page.fill("#entity-properties", '{"deadline": "2026-04", "owner": "alice", "tags": ["pay"]}')
    assert page.locator("#properties-error").inner_text() == ""
    page.fill("#entity-description", "payments platform rewrite")
    page.click("#entity-save")
    page.wait_for_selector("#entity-save-status:has-text('Saved')")
    assert writes == [f"PUT {local_server.url}{BASE}/entities/apollo"]
    stored = _entity(api, "apollo").json()
    assert stored["properties"] == {"deadline": "2026-04", "owner": "alice", "tags": ["pay"]}
    assert stored["description"] == "payments platform rewrite"
    assert page.get_attribute("#entity-properties", "aria-invalid") is None

    # Delete one relation (confirm first): gone from the API and the graph, the rest stays.
    target = rel_ids[("apollo", "cqrs", "depends_on")]
    page.click(f"#rels-out li[data-relation-id='{target}'] button[data-relation-id]")
    page.wait_for_selector("#confirm-dialog[open]")
    page.click("#confirm-cancel")  # cancel first: nothing happens
    assert api.delete(f"{BASE}/relations/nope", headers={"X-User-Id": ME}).status_code == 404
    assert any(r["id"] == target for r in all_relations(api, ME))
    page.click(f"#rels-out li[data-relation-id='{target}'] button[data-relation-id]")
    page.click("#confirm-ok")
    page.wait_for_selector(f"#rels-out li[data-relation-id='{target}']", state="detached")
    page.wait_for_selector("#drawer[data-state=ready]")
    assert page.locator("#out-count").inner_text() == "2"
    remaining = all_relations(api, ME)
    assert target not in {r["id"] for r in remaining} and len(remaining) == 13
    assert page.evaluate(f"window.__explorer.cy.getElementById('{target}').empty()")
    assert _entity(api, "cqrs").status_code == 200  # the entities stay
    page.screenshot(path=str(screenshots / "drawer.png"))

    # A relation's other end opens that entity.
    page.click("#rels-in li[data-relation-type=part_of] .other button")
    page.wait_for_selector("#drawer[data-entity-id=kickoff][data-state=ready]")
    assert js_errors(page) == []


def test_select_mode_batch_delete_cascades(
    page: Any, local_server: LiveServer, api: httpx.Client, screenshots: Path
) -> None:
    seed_sample(api, ME)
    page.goto(f"{local_server.url}/app/memories")
    wait_ready(page)
    switch_layout(page, "grid")
    page.click("#select-mode")
    assert page.get_attribute("#select-mode", "aria-pressed") == "true"
    page.wait_for_selector("#selectbar:not([hidden])")
    assert page.is_disabled("#delete-selected")

    # Click two entities, click one twice (toggles), then draw a box around a third.
    click_node(page, "apollo")
    click_node(page, "pg")
    click_node(page, "bob")
    click_node(page, "bob")
    x, y = node_point(page, "cqrs")
    page.mouse.move(x - 25, y - 25)
    page.mouse.down()
    page.mouse.move(x, y, steps=4)
    page.mouse.move(x + 25, y + 25, steps=4)
    page.mouse.up()
    expect(page.locator("#selected-count")).to_have_text(re.compile(r"^3 selected"))
    chosen = {"apollo", "pg", "cqrs"}
    selected = set(page.evaluate("window.__explorer.cy.nodes(':selected').map(n => n.id())"))
    assert selected == chosen
    assert page.locator("#drawer").is_hidden()  # no drawer in select mode
    page.screenshot(path=str(screenshots / "select-mode.png"))

    touching = [r for r in SAMPLE_RELATIONS if r[0] in chosen or r[1] in chosen]
    # Confirm first: cancelling deletes nothing.
    page.click("#delete-selected")
    page.wait_for_selector("#confirm-dialog[open]")
    message = page.locator("#confirm-dialog [data-role=message]").inner_text()
    assert message.startswith(f"3 entities and the {len(touching)} relations")
    page.click("#confirm-cancel")
    assert all(_entity(api, e).status_code == 200 for e in chosen)

    page.click("#delete-selected")
    page.click("#confirm-ok")
    page.wait_for_selector("#banner[data-kind=ok]")
    assert "Deleted 3 entities" in page.locator("#banner").inner_text()

    # Through the API: the entities are gone, and so is every relation that touched them.
    for entity_id in chosen:
        assert _entity(api, entity_id).status_code == 404
    remaining = all_relations(api, ME)
    assert len(remaining) == len(SAMPLE_RELATIONS) - len(touching)
    assert not [r for r in remaining if {r["source_id"], r["target_id"]} & chosen]
    for entity_id in chosen:
        listed = api.get(
            f"{BASE}/relations", params={"entity_id": entity_id}, headers={"X-User-Id": ME}
        )
        assert listed.status_code in (200, 404)
        if listed.status_code == 200:
            assert listed.json()["total"] == 0
    # ...and from the page.
    assert visible_nodes(page) == ALL_IDS - chosen
    counts = page.locator("#stat-counts").inner_text()
    assert counts.startswith(f"9 entities · {len(SAMPLE_RELATIONS) - len(touching)} relations")
    assert page.locator("#selected-count").inner_text().startswith("0 selected")

    # Leaving select mode: clicks open the drawer again.
    page.keyboard.press("Escape")
    assert page.get_attribute("#select-mode", "aria-pressed") == "false"
    click_node(page, "alice")
    page.wait_for_selector("#drawer[data-entity-id=alice][data-state=ready]")
    assert js_errors(page) == []


def test_admin_page_picks_a_user(page: Any, local_server: LiveServer, api: httpx.Client) -> None:
    seed_sample(api, "ann")
    for i in range(3):
        response = api.post(
            f"{BASE}/entities",
            json={"id": f"b{i}", "name": f"Bob thing {i}", "entity_type": "skill"},
            headers={"X-User-Id": "bob"},
        )
        assert response.status_code == 201
    page.goto(f"{local_server.url}/memories")
    wait_ready(page)
    assert page.locator("#userpick").is_visible()
    assert page.locator("#stat-counts").inner_text().startswith("0 entities")
    assert "No entities for your own user" in page.locator("#graph-empty").inner_text()

    page.fill("#user-id", "ann")
    page.click("#user-load")
    expect(page.locator("#stat-counts")).to_have_text(re.compile(r"^12 entities"))
    wait_ready(page)
    assert "user=ann" in page.url
    assert "user ann" in page.locator("#stat-counts").inner_text()

    # A deep link names the user; a bad id is refused before any request.
    page.goto(f"{local_server.url}/memories?user=bob")
    wait_ready(page)
    assert visible_nodes(page) == {"b0", "b1", "b2"}
    click_node(page, "b1")
    page.wait_for_selector("#drawer[data-entity-id=b1][data-state=ready]")
    page.fill("#entity-name", "Bob thing one")
    page.click("#entity-save")
    page.wait_for_selector("#entity-save-status:has-text('Saved')")
    assert _entity(api, "b1", "bob").json()["name"] == "Bob thing one"
    page.fill("#user-id", "no spaces allowed")
    page.click("#user-load")
    assert page.get_attribute("#user-id", "aria-invalid") == "true"
    assert "A user id is 1-128 letters" in page.locator("#banner").inner_text()
    assert "user=bob" in page.url
    assert js_errors(page) == []
