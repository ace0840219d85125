"""A self-hosted SearXNG instance through its JSON API (`/search?format=json`)."""

from __future__ import annotations

import urllib.parse
import urllib.request

from knowdesk.models import SearchHit
from knowdesk.web.base import WebResult, fetch_json, to_hits


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
        items = data.get("results") if isinstance(data, dict) else None
        if not isinstance(items, list):
            return []
        results = [
            WebResult(
                str(r.get("title") or ""),
                str(r.get("url") or ""),
                str(r.get("content") or ""),
                str(r.get("publishedDate") or ""),
                float(r.get("score") or 0.0),
            )
            for r in items
            if isinstance(r, dict)
        ]
        return to_hits(results, self.max_results)
