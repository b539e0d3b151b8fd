"""The browser pages: memory explorer and agent settings (issue 7), chat playground (issue 18).

Plain HTML, ES modules and CSS from `app/web/static/`, with cytoscape.js vendored under
`static/vendor/` (see its README): no build step, no CDN, nothing fetched at run time. The pages
call the public REST API only, with the credential the person types in (kept in the tab's
sessionStorage) unless `/health` says the service runs in local mode: an API key, or for end
users a person token (`artp_…`, minted by a backend's full key for that one person), both
sent as `Authorization: Bearer`.

    /app/memories   a person's own memory graph and memory items (needs scope full)
    /memories       admin: the same explorer for any user of the workspace (full/admin key)
    /agents         agent memory settings (saving needs an admin key)
    /chat           chat playground: talk to an agent as a person, watch the turn's events
                    (?agent=<id>&session=<id> names the conversation; a reload resumes it)
    /static/...     the assets
"""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse
from starlette.exceptions import HTTPException

STATIC_DIR = (Path(__file__).parent / "static").resolve()

# Only these kinds of files are served, each with an explicit type (no guessing from the OS).
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".md": "text/markdown; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    "": "text/plain; charset=utf-8",  # LICENSE, VERSION
}

# Everything comes from this origin: the pages work offline and cannot leak to a CDN.
# Cytoscape sets inline styles on its own elements, hence 'unsafe-inline' for styles only.
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
    "frame-ancestors 'none'; form-action 'self'"
)
PAGE_HEADERS = {
    "Content-Security-Policy": CSP,
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}

router = APIRouter(include_in_schema=False)


def _page(name: str) -> FileResponse:
    return FileResponse(STATIC_DIR / name, media_type=CONTENT_TYPES[".html"], headers=PAGE_HEADERS)


@router.get("/app/memories")
async def my_memories() -> FileResponse:
    """The explorer for the caller's own memory."""
    return _page("memories.html")


@router.get("/memories")
async def admin_memories() -> FileResponse:
    """The explorer for any user of the workspace (the page picks the user)."""
    return _page("memories.html")


@router.get("/agents")
async def agent_settings() -> FileResponse:
    return _page("agents.html")


@router.get("/chat")
async def chat_playground() -> FileResponse:
    """The chat playground; the agent and session are in the query string, read by the page."""
    return _page("chat.html")


def resolve_static(path: str) -> Path | None:
    """The file under STATIC_DIR that `path` names, or None (outside, hidden, not served)."""
    if not path or "\\" in path or "\x00" in path:
        return None
    parts = path.split("/")
    if any(part in ("", ".", "..") or part.startswith(".") for part in parts):
        return None
    candidate = (STATIC_DIR / path).resolve()
    if not candidate.is_relative_to(STATIC_DIR) or not candidate.is_file():
        return None
    if candidate.suffix.lower() not in CONTENT_TYPES:
        return None
    return candidate


@router.get("/static/{path:path}")
async def static_file(path: str) -> FileResponse:
    found = resolve_static(path)
    if found is None:
        raise HTTPException(404, f"no static file {path!r}")
    headers = {"Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff"}
    return FileResponse(found, media_type=CONTENT_TYPES[found.suffix.lower()], headers=headers)
