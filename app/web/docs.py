"""/docs and /redoc: the API reference, served from the package so it works offline.

FastAPI's own pages load Swagger UI and ReDoc from a CDN and start them with an inline script,
so they are blank without the internet and break under a CSP without inline scripts. These pages
are plain files in `static/` (`swagger.html`, `redoc.html`) that load the vendored bundles
(`static/vendor/swagger-ui/`, `static/vendor/redoc/`, see their README), start them from
`static/js/{swagger,redoc}-init.js` and read only `/openapi.json`, under the pages' CSP.
`create_app()` turns FastAPI's pages off (`docs_url=None, redoc_url=None`) and includes this.
"""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import FileResponse

from app.web.routes import CONTENT_TYPES, CSP, PAGE_HEADERS, STATIC_DIR

# ReDoc runs its search index in a Web Worker built from a blob: URL of its own bundled code;
# without `worker-src blob:` the CSP refuses it (a console error). Scripts stay 'self' only.
DOCS_HEADERS = {**PAGE_HEADERS, "Content-Security-Policy": f"{CSP}; worker-src 'self' blob:"}

router = APIRouter(include_in_schema=False)


def _docs_page(name: str) -> FileResponse:
    return FileResponse(STATIC_DIR / name, media_type=CONTENT_TYPES[".html"], headers=DOCS_HEADERS)


@router.get("/docs")
async def swagger_ui() -> FileResponse:
    """Swagger UI: browse the operations and try them out."""
    return _docs_page("swagger.html")


@router.get("/redoc")
async def redoc() -> FileResponse:
    """ReDoc: the same OpenAPI document as a three-panel reference."""
    return _docs_page("redoc.html")
