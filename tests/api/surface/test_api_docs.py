"""/docs and /redoc as HTTP: our pages (not FastAPI's CDN ones), only this origin's assets, no
inline script, the pages' CSP; and the vendored Swagger UI and ReDoc pinned and shipped.
The browser side (rendering offline, no CSP error) is tests/e2e/test_api_docs_offline.py."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import httpx

from app.web.docs import DOCS_HEADERS
from app.web.routes import CSP, STATIC_DIR
from tests.support.harness.live import LiveServer

ROOT = Path(__file__).resolve().parents[3]
VENDOR = STATIC_DIR / "vendor"
ASSETS = {
    "/docs": (
        "/static/vendor/swagger-ui/swagger-ui-bundle.js",
        "/static/vendor/swagger-ui/swagger-ui.css",
        "/static/js/swagger-init.js",
    ),
    "/redoc": ("/static/vendor/redoc/redoc.standalone.js", "/static/js/redoc-init.js"),
}


def directives(csp: str) -> dict[str, list[str]]:
    parsed = (part.split() for part in csp.split(";") if part.strip())
    return {words[0]: words[1:] for words in parsed}


def test_docs_pages_load_only_local_assets(start_server: Callable[..., LiveServer]) -> None:
    server = start_server(None)
    with httpx.Client(base_url=server.url) as client:
        for path, assets in ASSETS.items():
            page = client.get(path)
            assert page.status_code == 200, path
            assert page.headers["content-type"].startswith("text/html")
            assert page.headers["x-content-type-options"] == "nosniff"
            csp = directives(page.headers["content-security-policy"])
            assert csp["default-src"] == ["'self'"] and csp["script-src"] == ["'self'"], csp
            assert csp["connect-src"] == ["'self'"], csp
            # Not FastAPI's page: no CDN, no inline script, nothing off this origin.
            assert "cdn" not in page.text.lower() and "//" not in page.text, path
            scripts = re.findall(r"<script\b([^>]*)>(.*?)</script>", page.text, re.S)
            assert scripts and all(" src=" in attrs for attrs, _ in scripts), scripts
            assert all(not body.strip() for _, body in scripts), "inline script"
            refs = re.findall(r'(?:src|href|data-spec)="([^"]+)"', page.text)
            assert set(assets) <= set(refs), refs
            for ref in refs:
                if ref == "data:,":  # the empty favicon
                    continue
                assert ref.startswith("/") and not ref.startswith("//"), f"{path}: {ref}"
                assert client.get(ref).status_code == 200, ref
        # The spec the pages read, with their own routes left out of it.
        spec = client.get("/openapi.json").json()
        assert "/api/v1/chat" in spec["paths"]
        assert not {"/docs", "/redoc"} & set(spec["paths"])
        # FastAPI's own OAuth2 redirect page went with its /docs.
        assert client.get("/docs/oauth2-redirect").status_code == 404


def test_docs_csp_adds_only_the_redoc_worker() -> None:
    assert DOCS_HEADERS["Content-Security-Policy"] == f"{CSP}; worker-src 'self' blob:"
    assert "unsafe-eval" not in DOCS_HEADERS["Content-Security-Policy"]


def test_vendored_api_docs_are_pinned_and_offline() -> None:
    readme = (VENDOR / "README.md").read_text()
    script = (ROOT / "scripts" / "refresh-vendor.sh").read_text()
    for folder, package, variable in (
        ("swagger-ui", "swagger-ui-dist", "SWAGGER_UI_VERSION"),
        ("redoc", "redoc", "REDOC_VERSION"),
    ):
        version = (VENDOR / folder / "VERSION").read_text()
        pinned = re.search(rf"^{package} (\d+\.\d+\.\d+)$", version, re.M)
        assert pinned, version
        assert re.search(r"^license: (MIT|Apache-2\.0)$", version, re.M), version
        assert (VENDOR / folder / "LICENSE").stat().st_size > 500
        assert f"| {pinned.group(1)} |" in readme
        assert f'{variable}="${{{variable}:-{pinned.group(1)}}}"' in script
    assert "SmartBear" in (VENDOR / "swagger-ui" / "NOTICE.txt").read_text()
    assert "SwaggerUIBundle" in (VENDOR / "swagger-ui" / "swagger-ui-bundle.js").read_text()
    redoc = (VENDOR / "redoc" / "redoc.standalone.js").read_text()
    # The one patch: ReDoc's logo image comes from its CDN otherwise.
    assert "cdn.redoc.ly" not in redoc and 'src:"data:,"' in redoc
    assert "patched:" in (VENDOR / "redoc" / "VERSION").read_text()
