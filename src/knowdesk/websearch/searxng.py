"""A self-hosted SearXNG instance through its JSON API (`/search?format=json`)."""

from __future__ import annotations

import urllib.parse
import urllib.request

from knowdesk.models import SearchHit
from knowdesk.websearch.base import fetch_json, parse_results, to_hits


class SearxngSearch:
    def __init__(self, base_url: str, timeout: float = 8.0, max_results: int = 5, language: str = "zh-CN") -> None:
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.max_results = max_results
        self.language = language

    def search(self, query: str) -> list[SearchHit]:
        qs = urllib.parse.urlencode({"q": query, "format": "json", "language": self.language})
        req = urllib.request.Request(f"{self.base_url}/search?{qs}", headers={"Accept": "application/json"})
        data = fetch_json(req, self.timeout, "SearXNG")
        return to_hits(parse_results(data, "publishedDate"), self.max_results)
