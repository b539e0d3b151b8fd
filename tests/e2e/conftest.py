"""End-to-end fixtures: a live agentrt on loopback and Debian's headless Chromium via Playwright.

Chromium is the Debian package (`/usr/bin/chromium`); Playwright only drives it, it never
downloads a browser. Without Chromium these tests fail (they are not skipped) and say how to
install it:

    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y \
        chromium chromium-driver fonts-wqy-microhei
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.api.conftest import start_server as start_server  # noqa: F401  (fixture re-export)
from tests.support.harness.live import LiveServer

CHROMIUM = os.environ.get("AGENTRT_CHROMIUM", "/usr/bin/chromium")
INSTALL_HINT = (
    "the end-to-end tests need Debian's Chromium at {path}; install it with\n"
    "    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y "
    "chromium chromium-driver fonts-wqy-microhei\n"
    "(or point AGENTRT_CHROMIUM at a Chromium binary). Never `playwright install`."
)
# The machine has no outside network: keep Chromium from trying (see the machine notes).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-extensions",
    "--disable-default-apps",
    "--disable-breakpad",
    "--metrics-recording-only",
    "--no-default-browser-check",
    "--lang=zh-CN",
]
SCREENSHOTS = Path(__file__).parent / "screenshots"
VIEWPORT = {"width": 1400, "height": 900}
BASE = "/api/v1/memories"


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = CHROMIUM if os.path.isabs(CHROMIUM) else (shutil.which(CHROMIUM) or CHROMIUM)
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        pytest.fail(INSTALL_HINT.format(path=path), pytrace=False)
    return path


# Package scope: Playwright's sync API keeps an event loop running on the main thread until it
# stops, which would break the async tests of the packages collected after this one.
@pytest.fixture(scope="package")
def browser(chromium_path: str) -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # pragma: no cover - the dev extra installs it
        pytest.fail("the python package 'playwright' is missing: pip install -e '.[dev]'")
    with sync_playwright() as pw:
        try:
            browser = pw.chromium.launch(
                executable_path=chromium_path, headless=True, args=CHROMIUM_ARGS, timeout=30_000
            )
        except Exception as exc:  # noqa: BLE001 - turned into a failure with the fix
            pytest.fail(
                f"Chromium did not start: {exc}\n" + INSTALL_HINT.format(path=chromium_path)
            )
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport=VIEWPORT, locale="zh-CN", accept_downloads=True)
    context.set_default_timeout(15_000)
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    pg.on(
        "console",
        lambda msg: (
            errors.append(f"console.{msg.type}: {msg.text}") if msg.type == "error" else None
        ),
    )
    pg.js_errors = errors  # type: ignore[attr-defined]
    try:
        yield pg
    finally:
        context.close()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


@pytest.fixture
def local_server(start_server: Callable[..., LiveServer], redis_url: str) -> LiveServer:
    """agentrt in local mode (no keys): the pages ask for nothing."""
    return start_server(redis_url, auth={"mode": "local"})


@pytest.fixture
def api(local_server: LiveServer) -> Iterator[httpx.Client]:
    with local_server.client() as client:
        yield client


def js_errors(page: Any) -> list[str]:
    """Uncaught errors and console.error lines of the page, minus expected HTTP failures."""
    return [
        e
        for e in page.js_errors
        if "Failed to load resource" not in e  # a 4xx the page handled and reported
    ]


def wait_ready(page: Any, timeout: float = 30_000) -> None:
    page.wait_for_selector("body[data-state=ready]", timeout=timeout)


# -- seeding through the REST API --------------------------------------------------------


def create_entity(client: httpx.Client, user: str, **body: Any) -> dict[str, Any]:
    body = {"entity_type": "concept", **body}
    response = client.post(f"{BASE}/entities", json=body, headers={"X-User-Id": user})
    assert response.status_code == 201, response.text
    return dict(response.json())


def relate(client: httpx.Client, user: str, src: str, dst: str, kind: str) -> dict[str, Any]:
    response = client.post(
        f"{BASE}/relations",
        json={"source_id": src, "target_id": dst, "relation_type": kind},
        headers={"X-User-Id": user},
    )
    assert response.status_code == 201, response.text
    return dict(response.json())


SAMPLE_ENTITIES: list[dict[str, Any]] = [
    {"id": "alice", "name": "Alice 王", "entity_type": "person", "description": "backend lead"},
    {"id": "bob", "name": "Bob", "entity_type": "person", "description": "designer"},
    {"id": "acme", "name": "Acme Corp", "entity_type": "organization", "description": "employer"},
    {
        "id": "apollo",
        "name": "Project Apollo",
        "entity_type": "project",
        "description": "payments rewrite",
        "properties": {"deadline": "2026-03", "priority": 1},
    },
    {
        "id": "pg",
        "name": "PostgreSQL",
        "entity_type": "product",
        "description": "the relational database Apollo stores payments in",
    },
    {"id": "redis", "name": "Redis", "entity_type": "product", "description": "cache and memory"},
    {"id": "shanghai", "name": "上海", "entity_type": "location", "description": "Alice 的城市"},
    {
        "id": "dark",
        "name": "Dark mode",
        "entity_type": "preference",
        "description": "prefers dark UI",
    },
    {"id": "python", "name": "Python", "entity_type": "skill", "description": "main language"},
    {"id": "kickoff", "name": "Kickoff", "entity_type": "event", "description": "Apollo kickoff"},
    {"id": "spec", "name": "Design spec", "entity_type": "document", "description": "Apollo spec"},
    {"id": "cqrs", "name": "CQRS", "entity_type": "concept", "description": "command/query split"},
]
SAMPLE_RELATIONS = [
    ("alice", "acme", "works_at"),
    ("bob", "acme", "works_at"),
    ("alice", "apollo", "works_on"),
    ("bob", "apollo", "works_on"),
    ("alice", "bob", "knows"),
    ("apollo", "pg", "uses"),
    ("apollo", "redis", "uses"),
    ("alice", "shanghai", "located_in"),
    ("alice", "dark", "prefers"),
    ("alice", "python", "uses"),
    ("kickoff", "apollo", "part_of"),
    ("spec", "apollo", "related_to"),
    ("apollo", "cqrs", "depends_on"),
    ("pg", "redis", "related_to"),
]


def seed_sample(client: httpx.Client, user: str) -> dict[tuple[str, str, str], str]:
    """The sample graph for `user`; returns relation ids by (source, target, type)."""
    for entity in SAMPLE_ENTITIES:
        create_entity(client, user, **entity)
    return {(s, t, k): relate(client, user, s, t, k)["id"] for s, t, k in SAMPLE_RELATIONS}


def all_relations(client: httpx.Client, user: str, **params: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    page = 1
    while True:
        response = client.get(
            f"{BASE}/relations",
            params={"page": page, "page_size": 200, **params},
            headers={"X-User-Id": user},
        )
        assert response.status_code == 200, response.text
        body = response.json()
        out.extend(body["items"])
        if len(out) >= body["total"] or not body["items"]:
            return out
        page += 1


# -- driving the explorer ----------------------------------------------------------------


def node_point(page: Any, node_id: str) -> tuple[float, float]:
    """Page coordinates of an entity's node on the canvas (for real mouse clicks)."""
    point = page.evaluate(
        """(id) => {
            const cy = window.__explorer.cy;
            const node = cy.getElementById(id);
            if (node.empty()) return null;
            const p = node.renderedPosition();
            const box = cy.container().getBoundingClientRect();
            return [box.left + p.x, box.top + p.y];
        }""",
        node_id,
    )
    assert point is not None, f"no node {node_id!r} in the graph"
    return float(point[0]), float(point[1])


def click_node(page: Any, node_id: str) -> None:
    x, y = node_point(page, node_id)
    page.mouse.click(x, y)


def visible_nodes(page: Any) -> set[str]:
    return set(page.evaluate("window.__explorer.cy.nodes().not('.hidden').map(n => n.id())"))


def positions(page: Any) -> dict[str, tuple[float, float]]:
    raw = page.evaluate(
        "Object.fromEntries(window.__explorer.cy.nodes().map(n => "
        "[n.id(), [n.position('x'), n.position('y')]]))"
    )
    return {k: (float(v[0]), float(v[1])) for k, v in raw.items()}


def switch_layout(page: Any, name: str) -> None:
    page.click(f"#layout-{name}")
    page.wait_for_selector(f"body[data-layout={name}][data-state=ready]")
