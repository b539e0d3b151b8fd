"""2,000 entities / 5,000 relations in the explorer: it renders and responds, measured.

The graph is written straight into the store (bulk import, no embeddings) because 7,000 REST
calls would take most of the test budget; the page still reads it through the public API
(35 paged requests). Timings go to tests/e2e/screenshots/large-graph-timings.json and to the
test report (record_property); the bounds below are several times what this machine measures
(2 cores, software rendering), so they catch a regression to unusable, not noise.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from agents.errors import Conflict, MemoryUnavailable
from agents.memory.graph import MemoryScope
from tests.e2e.conftest import BASE, click_node, js_errors, switch_layout, wait_ready
from tests.support.harness.live import LiveServer

pytestmark = [pytest.mark.e2e, pytest.mark.redis]

N_ENTITIES = 2_000
N_RELATIONS = 5_000
TYPES = [
    "person", "organization", "project", "product", "location",
    "event", "concept", "preference", "skill", "document",
]  # fmt: skip
RELATION_TYPES = [
    "knows", "works_at", "works_on", "uses", "prefers",
    "located_in", "part_of", "related_to", "depends_on",
]  # fmt: skip

# Upper bounds in ms (measured here: ready ≈ 2,500-4,800, layouts ≤ 1,250, drawer ≈ 150-470,
# the first frame after a viewport change ≈ 120-250, the next ones ≈ 20-50).
READY_MS = 20_000
LAYOUT_MS = 6_000
INTERACTION_MS = 2_500
FRAME_MS = 300
FRAME_TRIES = 3


def _graph() -> tuple[list[dict[str, Any]], list[tuple[str, str, str]]]:
    """A reproducible graph with hubs: targets are drawn with a bias to low ids."""
    rng = random.Random(7)
    entities = [
        {
            "id": f"n{i}",
            "name": f"Entity {i}",
            "entity_type": TYPES[i % len(TYPES)],
            "description": f"generated node number {i}",
        }
        for i in range(N_ENTITIES)
    ]
    triples: set[tuple[str, str, str]] = set()
    while len(triples) < N_RELATIONS:
        src, dst = rng.randrange(N_ENTITIES), int(N_ENTITIES * rng.random() ** 2)
        if src != dst:
            triples.add((f"n{src}", f"n{dst}", rng.choice(RELATION_TYPES)))
    return entities, sorted(triples)


def _seed(server: LiveServer) -> None:
    import asyncio

    entities, triples = _graph()
    store = server.runtime.memory_store
    scope = MemoryScope("local", "local")

    async def seed() -> None:
        await store.aimport_entities(scope, entities, vectors=[None] * len(entities))
        # Setup, not the subject: few connections at once, and a write that met the test
        # servers' 0.5 s Redis timeouts on a loaded CI box is tried again once Redis is back.
        gate = asyncio.Semaphore(8)

        async def relate(triple: tuple[str, str, str]) -> None:
            async with gate:
                for attempt in range(5):
                    try:
                        await store.acreate_relation(
                            scope,
                            source_id=triple[0],
                            target_id=triple[1],
                            relation_type=triple[2],
                        )
                        return
                    except Conflict:
                        if attempt == 0:
                            raise
                        return  # the timed-out try had written it after all
                    except MemoryUnavailable:
                        if attempt == 4:
                            raise
                        await server.runtime.state.check()
                        await asyncio.sleep(0.5)

        await asyncio.gather(*(relate(t) for t in triples))

    server.call(seed(), timeout=240)


def _frame_after(page: Any, action: str) -> float:
    """ms from a viewport change to the next painted frame."""
    return float(
        page.evaluate(
            """async (action) => {
                const cy = window.__explorer.cy;
                const mid = { x: cy.width() / 2, y: cy.height() / 2 };
                const t0 = performance.now();
                const by = (f) => cy.zoom({ level: cy.zoom() * f, renderedPosition: mid });
                if (action === "zoom-in") by(2);
                else if (action === "zoom-out") by(0.5);
                else if (action === "pan") cy.panBy({ x: 120, y: 80 });
                else cy.fit(undefined, 30);
                await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
                return performance.now() - t0;
            }""",
            action,
        )
    )


@pytest.fixture
def local_server(start_server: Callable[..., LiveServer], redis_url: str) -> LiveServer:
    """The pages' server, with Redis timeouts of 2 s instead of the test servers' 0.5 s: this
    test writes 6,000 records and measures the page, not how fast an outage is noticed, and a
    loaded CI box must not turn the seeding into an outage."""
    return start_server(
        redis_url, auth={"mode": "local"}, redis={"socket_timeout": 2.0, "connect_timeout": 2.0}
    )


def test_two_thousand_entities_render_and_respond(
    page: Any,
    local_server: LiveServer,
    api: httpx.Client,
    screenshots: Path,
    record_property: Any,
) -> None:
    started = time.monotonic()
    _seed(local_server)
    seed_s = time.monotonic() - started
    assert api.get(f"{BASE}/entities", params={"page_size": 1}).json()["total"] == N_ENTITIES
    assert api.get(f"{BASE}/relations", params={"page_size": 1}).json()["total"] == N_RELATIONS

    t0 = time.monotonic()
    page.goto(f"{local_server.url}/app/memories")
    wait_ready(page, timeout=READY_MS * 2)
    wall_ready_ms = (time.monotonic() - t0) * 1000
    metrics = page.evaluate("window.__explorer.metrics")
    assert metrics["entities"] == N_ENTITIES and metrics["relations"] == N_RELATIONS
    assert page.evaluate("window.__explorer.state.large") is True
    assert page.locator("#stat-counts").inner_text().startswith("2000 entities · 5000 relations")
    # Every entity and relation is drawn (none hidden, all in the fitted view).
    assert page.evaluate("window.__explorer.cy.elements('.hidden').length") == 0

    timings: dict[str, Any] = {
        "seed_s": round(seed_s, 2),
        "page_ready_wall_ms": round(wall_ready_ms),
        "fetch_ms": round(metrics["fetchMs"]),
        "build_and_first_layout_ms": round(metrics["buildMs"]),
        "first_paint_ms": round(metrics["firstPaintMs"]),
        "ready_ms": round(metrics["readyMs"]),
        "layouts": {},
    }
    for name in ("grid", "breadthfirst", "concentric"):
        t = time.monotonic()
        switch_layout(page, name)
        wall = (time.monotonic() - t) * 1000
        run = page.evaluate(f"window.__explorer.metrics.layouts['{name}']")
        timings["layouts"][name] = {
            "compute_ms": round(run["computeMs"]),
            "to_paint_ms": round(run["totalMs"]),
            "click_to_ready_wall_ms": round(wall),
        }
        page.screenshot(path=str(screenshots / f"large-{name}.png"))

    # Each viewport change three times over (zoom in, pan, zoom out and fit come back to the
    # fitted view). The first frame after a change draws what the new zoom shows (~200 ms
    # here), the later ones reuse it (~20-50 ms): the first is held to an interaction's bound,
    # the fastest of the three to a frame's, which the other test process holding the CPU
    # during one of them cannot push over it.
    tries: dict[str, list[float]] = {a: [] for a in ("zoom-in", "pan", "zoom-out", "fit")}
    for _ in range(FRAME_TRIES):
        for action, seen in tries.items():
            seen.append(_frame_after(page, action))
    frames = {a: seen[0] for a, seen in tries.items()}
    steady = {a: min(seen) for a, seen in tries.items()}
    timings["frame_after_ms"] = {k: round(v, 1) for k, v in frames.items()}
    timings["steady_frame_ms"] = {k: round(v, 1) for k, v in steady.items()}
    timings["frame_tries_ms"] = {k: [round(v) for v in seen] for k, seen in tries.items()}

    # A real drag pans the view (texture + hidden edges while moving).
    box = page.locator("#graph").bounding_box()
    pan0 = page.evaluate("window.__explorer.cy.pan()")
    t = time.monotonic()
    page.mouse.move(box["x"] + 40, box["y"] + 40)
    page.mouse.down()
    page.mouse.move(box["x"] + 240, box["y"] + 160, steps=10)
    page.mouse.up()
    timings["drag_pan_wall_ms"] = round((time.monotonic() - t) * 1000)
    assert page.evaluate("window.__explorer.cy.pan()") != pan0

    # Search over 2,000 names and descriptions.
    t = time.monotonic()
    page.fill("#search", "number 1999")
    page.wait_for_selector("#search-count:not([hidden])")
    timings["search_wall_ms"] = round((time.monotonic() - t) * 1000)
    assert page.locator("#search-count").inner_text().startswith("1 match")
    page.fill("#search", "")

    # Filter one type away: the layout re-runs on the 1,800 left.
    page.click("#type-filter-button")
    t = time.monotonic()
    page.uncheck("#type-person")
    page.wait_for_selector("body[data-state=ready]")
    timings["filter_relayout_wall_ms"] = round((time.monotonic() - t) * 1000)
    shown = page.evaluate("window.__explorer.cy.nodes().not('.hidden').length")
    assert shown == N_ENTITIES - N_ENTITIES // len(TYPES)
    page.click("#types-all")
    page.wait_for_selector("body[data-state=ready]")
    page.click("#type-filter-button")

    # Zoom onto the biggest hub and open it: the drawer lists all its relations.
    hub = page.evaluate(
        """() => { const cy = window.__explorer.cy;
            const n = cy.nodes().max(n => n.degree(false)).ele;
            cy.zoom({ level: 2, position: n.position() }); cy.center(n);
            return [n.id(), n.outdegree(false), n.indegree(false)]; }"""
    )
    page.wait_for_timeout(150)  # let the renderer settle after the jump
    t = time.monotonic()
    click_node(page, hub[0])
    page.wait_for_selector(f"#drawer[data-entity-id='{hub[0]}'][data-state=ready]")
    timings["open_drawer_wall_ms"] = round((time.monotonic() - t) * 1000)
    assert page.locator("#out-count").inner_text() == str(hub[1])
    assert page.locator("#in-count").inner_text() == str(hub[2])
    page.screenshot(path=str(screenshots / "large-drawer.png"))

    (screenshots / "large-graph-timings.json").write_text(json.dumps(timings, indent=2) + "\n")
    record_property("large_graph_timings", json.dumps(timings))
    print("\nlarge graph timings:", json.dumps(timings))

    assert wall_ready_ms < READY_MS, timings
    for name, run in timings["layouts"].items():
        assert run["click_to_ready_wall_ms"] < LAYOUT_MS, (name, timings)
    assert max(frames.values()) < INTERACTION_MS, timings
    assert max(steady.values()) < FRAME_MS, timings
    for key in ("search_wall_ms", "open_drawer_wall_ms", "drag_pan_wall_ms"):
        assert timings[key] < INTERACTION_MS, (key, timings)
    assert timings["filter_relayout_wall_ms"] < LAYOUT_MS, timings
    assert js_errors(page) == []
