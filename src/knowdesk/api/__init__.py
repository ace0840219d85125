"""The HTTP API (FastAPI): a thin layer over `Knowdesk`'s services; the lifespan owns the app."""

from knowdesk.api.app import create_app

__all__ = ["create_app"]
