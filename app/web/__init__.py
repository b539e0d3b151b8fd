"""Browser pages served by the app: memory explorer and agent settings (app/web/routes.py)."""

from app.web.routes import router

__all__ = ["router"]
