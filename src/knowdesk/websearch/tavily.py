"""Tavily's search API (`POST /search` with the key in the body and as a bearer token)."""

from __future__ import annotations

import json
import urllib.request

from knowdesk.models import SearchHit
from knowdesk.websearch.base import fetch_json, parse_results, to_hits

TAVILY_URL = "https://api.tavily.com"


class TavilySearch:
    def __init__(self, api_key: str, base_url: str | None = None, timeout: float = 8.0, max_results: int = 5) -> None:
        self.api_key = api_key
        self.base_url = (base_url or TAVILY_URL).rstrip("/")
        self.timeout = timeout
        self.max_results = max_results

    def search(self, query: str) -> list[SearchHit]:
        payload = {"api_key": self.api_key, "query": query, "max_results": self.max_results, "search_depth": "basic"}
        req = urllib.request.Request(
            f"{self.base_url}/search",
            data=json.dumps(payload).encode("utf-8"),
            method="POST",
            headers={"Content-Type": "application/json", "Authorization": f"Bearer {self.api_key}"},
        )
        data = fetch_json(req, self.timeout, "Tavily")
        return to_hits(parse_results(data, "published_date"), self.max_results)
