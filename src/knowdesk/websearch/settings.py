"""Web search settings: off unless a provider is chosen (no company question leaves by default)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class WebSettings(BaseModel):
    """SearXNG (self-hosted, JSON API) or Tavily; `off` keeps every answer internal."""

    provider: Literal["off", "searxng", "tavily"] = Field("off", description="off | searxng | tavily")
    base_url: str | None = Field(
        None, description="SearXNG URL, e.g. http://localhost:8888 (Tavily: optional override)"
    )
    api_key: str | None = Field(None, description="Tavily API key")
    timeout: float = Field(8.0, gt=0, le=120, description="seconds per request")
    max_results: int = Field(5, ge=1, le=20)

    @property
    def enabled(self) -> bool:
        return self.provider != "off"
