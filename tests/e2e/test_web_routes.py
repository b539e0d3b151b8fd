"""The pages and assets as HTTP: types, security headers, no escape from the static folder,
no reference to anything off the origin, and every asset shipped as package data."""

from __future__ import annotations

import fnmatch
import re
import tomllib
from pathlib import Path

import httpx
import pytest

from app.web.routes import STATIC_DIR, resolve_static
from tests.support.harness.live import LiveServer

pytestmark = [pytest.mark.e2e, pytest.mark.redis]
ROOT = Path(__file__).resolve().parents[2]
VENDOR = STATIC_DIR / "vendor" / "cytoscape"


def test_pages_and_assets(local_server: LiveServer) -> None:
    with httpx.Client(base_url=local_server.url) as client:
        for path in ("/app/memories", "/memories", "/agents", "/chat"):
            page = client.get(path)
            assert page.status_code == 200
            assert page.headers["content-type"].startswith("text/html")
            csp = page.headers["content-security-policy"]
            assert "default-src 'self'" in csp and "script-src 'self'" in csp
            assert page.headers["x-content-type-options"] == "nosniff"
            # Every asset the page names is on this origin and served.
            for ref in re.findall(r'(?:src|href)="([^"]+)"', page.text):
                if ref.startswith("data:"):
                    continue
                assert ref.startswith("/"), f"{path} refers off the origin: {ref}"
                assert client.get(ref).status_code == 200, ref
        assert client.get("/memories?user=bob").status_code == 200

        js = client.get("/static/js/memories.js")
        assert js.headers["content-type"].startswith("text/javascript")
        assert client.get("/static/css/app.css").headers["content-type"].startswith("text/css")
        lib = client.get("/static/vendor/cytoscape/cytoscape.min.js")
        assert lib.status_code == 200 and len(lib.content) > 100_000
        assert "Cytoscape Consortium" in client.get("/static/vendor/cytoscape/LICENSE").text

        for bad in (
            "/static/../routes.py",
            "/static/%2e%2e/routes.py",
            "/static/js/../../routes.py",
            "/static/.hidden",
            "/static/",
            "/static/js",
            "/static/nope.js",
        ):
            response = client.get(bad)
            assert response.status_code == 404, bad
            assert response.json()["code"] == "not_found"
        # The API is untouched by the pages' routes.
        assert client.get("/api/v1/memories/entities").status_code == 200


def test_resolve_static_refuses_escapes() -> None:
    assert resolve_static("js/api.js") == STATIC_DIR / "js" / "api.js"
    for bad in ("", "../routes.py", "js/../../routes.py", "/etc/passwd", "a\\b", ".x", "js/"):
        assert resolve_static(bad) is None, bad


def test_no_network_at_run_time() -> None:
    """Nothing in the pages' own code reaches for another origin."""
    for path in STATIC_DIR.rglob("*"):
        if (
            path.is_file()
            and path.suffix in (".html", ".js", ".css")
            and STATIC_DIR / "vendor" not in path.parents  # third-party, see its README
        ):
            text = path.read_text()
            assert not re.search(r"https?://", text), f"{path} names an external URL"
            assert "import(" not in text or path.suffix != ".js"


def test_vendored_cytoscape_is_pinned_and_shipped() -> None:
    version = (VENDOR / "VERSION").read_text()
    pinned = re.search(r"^cytoscape (\d+\.\d+\.\d+)$", version, re.M)
    assert pinned, version
    head = (VENDOR / "cytoscape.min.js").read_text()[:2000]
    assert "Cytoscape Consortium" in head
    readme = (STATIC_DIR / "vendor" / "README.md").read_text()
    assert pinned.group(1) in readme and "scripts/refresh-vendor.sh" in readme
    script = (ROOT / "scripts" / "refresh-vendor.sh").read_text()
    assert f'VERSION="${{1:-{pinned.group(1)}}}"' in script
    # Every file under app/web/static is package data (pyproject's patterns).
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = config["tool"]["setuptools"]["package-data"]["*"]
    for path in STATIC_DIR.rglob("*"):
        if path.is_file():
            assert any(fnmatch.fnmatch(path.name, p) for p in patterns), path
