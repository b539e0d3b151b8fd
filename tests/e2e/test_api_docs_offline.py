"""/docs and /redoc work offline: Chromium renders both with every request off the loopback
refused, under the pages' CSP, and nothing asks for another host (the first hour of a new user
is often without the internet; FastAPI's own pages are blank there: their assets are on a CDN).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.e2e.conftest import js_errors
from tests.support.harness.live import LiveServer

pytestmark = [pytest.mark.e2e]

LOOPBACK = {"127.0.0.1", "localhost", "::1", "[::1]"}


class Traffic:
    """Every request the browser tried, and the ones refused for leaving the loopback."""

    def __init__(self) -> None:
        self.requested: list[str] = []
        self.refused: list[str] = []
        self.csp: list[str] = []

    def route(self, route: Any) -> None:
        url = route.request.url
        if urlsplit(url).scheme in ("data", "blob") or urlsplit(url).hostname in LOOPBACK:
            route.continue_()
        else:
            self.refused.append(url)
            route.abort("internetdisconnected")

    def off_loopback(self) -> list[str]:
        return [
            url
            for url in self.requested
            if urlsplit(url).scheme not in ("data", "blob")
            and urlsplit(url).hostname not in LOOPBACK
        ]


@pytest.fixture
def docs_server(start_server: Callable[..., LiveServer]) -> LiveServer:
    """agentrt in local mode without Redis: the docs pages need nothing else."""
    return start_server(None)


@pytest.fixture
def offline(page: Any) -> Iterator[Traffic]:
    traffic = Traffic()
    page.context.route("**/*", traffic.route)
    page.on("request", lambda request: traffic.requested.append(request.url))
    page.on(
        "console",
        lambda msg: (
            traffic.csp.append(f"console.{msg.type}: {msg.text}")
            if "Content Security Policy" in msg.text or "Refused to" in msg.text
            else None
        ),
    )
    yield traffic


def assert_clean(page: Any, traffic: Traffic, server: LiveServer) -> None:
    assert traffic.csp == [], traffic.csp
    assert js_errors(page) == [], js_errors(page)
    assert traffic.refused == [], traffic.refused
    assert traffic.off_loopback() == [], traffic.off_loopback()
    # It did fetch the spec and the vendored bundle from this origin.
    assert f"{server.url}/openapi.json" in traffic.requested


def test_swagger_ui_renders_offline(
    page: Any, offline: Traffic, docs_server: LiveServer, screenshots: Path
) -> None:
    page.goto(f"{docs_server.url}/docs")
    page.wait_for_selector("body[data-state=ready]")
    page.wait_for_selector(".opblock-summary-path")
    paths = page.eval_on_selector_all(
        ".opblock-summary-path", "els => els.map(e => e.dataset.path)"
    )
    assert "/api/v1/chat" in paths and "/health" in paths, paths
    # Try an operation: the browser calls the API on this origin under the CSP.
    health = page.locator("#operations-health-health_health_get")
    health.locator(".opblock-summary").click()
    health.locator("button.try-out__btn").click()
    health.locator("button.execute").click()
    status = health.locator(".live-responses-table tbody .response-col_status").first
    assert status.inner_text().strip() == "200"
    page.screenshot(path=str(screenshots / "api-docs-swagger.png"))
    assert f"{docs_server.url}/static/vendor/swagger-ui/swagger-ui-bundle.js" in offline.requested
    assert_clean(page, offline, docs_server)


def test_redoc_renders_offline(
    page: Any, offline: Traffic, docs_server: LiveServer, screenshots: Path
) -> None:
    page.goto(f"{docs_server.url}/redoc")
    page.wait_for_selector("body[data-state=ready]")
    operations = page.locator("[data-section-id^='operation/']")
    operations.first.wait_for()
    assert operations.count() > 10
    assert page.get_by_text("/api/v1/chat", exact=True).count() >= 1
    # Search runs in ReDoc's blob: worker, which the CSP allows (and nothing else).
    page.fill("input[aria-label=Search]", "chat")
    page.wait_for_selector(
        "[data-role='search:results'] [data-item-id$='chat_stream_api_v1_chat_stream_post']"
    )
    page.screenshot(path=str(screenshots / "api-docs-redoc.png"))
    assert f"{docs_server.url}/static/vendor/redoc/redoc.standalone.js" in offline.requested
    assert_clean(page, offline, docs_server)


def test_pages_link_the_api_docs(page: Any, offline: Traffic, docs_server: LiveServer) -> None:
    """A new user finds the docs from the web pages, and goes from /docs to /redoc."""
    page.goto(f"{docs_server.url}/agents")
    page.click(".topbar nav a[href='/docs']")
    page.wait_for_url(f"{docs_server.url}/docs")
    page.wait_for_selector("body[data-state=ready]")
    page.click(".docs-nav a[href='/redoc']")
    page.wait_for_url(f"{docs_server.url}/redoc")
    page.wait_for_selector("body[data-state=ready]")
    assert offline.refused == [] and offline.off_loopback() == []
