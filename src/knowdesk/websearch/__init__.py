"""Web search (seed 003): SearXNG or Tavily chosen in config, off by default; results are external hits."""

from __future__ import annotations

from typing import TYPE_CHECKING

from knowdesk.errors import ConfigError
from knowdesk.websearch.base import EXTERNAL_TAG, NoWebSearch, WebSearch, is_external

if TYPE_CHECKING:
    from knowdesk.config import WebSettings

__all__ = ["EXTERNAL_TAG", "NoWebSearch", "WebSearch", "is_external", "make_web_search"]


def make_web_search(cfg: WebSettings) -> WebSearch:
    """The configured adapter; `provider=off` (default) searches nothing."""
    if cfg.provider == "off":
        return NoWebSearch()
    if cfg.provider == "searxng":
        if not cfg.base_url:
            raise ConfigError(
                "web.provider=searxng needs web.base_url (KNOWDESK_WEB__BASE_URL), e.g. http://localhost:8888"
            )
        from knowdesk.websearch.searxng import SearxngSearch

        return SearxngSearch(cfg.base_url, cfg.timeout, cfg.max_results)
    if not cfg.api_key:
        raise ConfigError("web.provider=tavily needs web.api_key (KNOWDESK_WEB__API_KEY); or set web.provider=off")
    from knowdesk.websearch.tavily import TavilySearch

    return TavilySearch(cfg.api_key, cfg.base_url, cfg.timeout, cfg.max_results)
