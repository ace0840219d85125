"""The web-search contract and the shape its results take: SearchHits marked as external.

Web results never mix silently with company documents: every hit carries `kb="external"`,
format "web", the tag 外部网络来源 and its URL as the section it cites.
"""

from __future__ import annotations

import hashlib
import json
import logging
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any, Protocol

from knowdesk.models import SearchHit

log = logging.getLogger(__name__)

EXTERNAL_KB = "external"
EXTERNAL_TAG = "外部网络来源"
WEB_ID_PREFIX = "web:"


@dataclass
class WebResult:
    title: str
    url: str
    content: str
    published: str = ""
    score: float = 0.0


class WebSearch(Protocol):
    def search(self, query: str) -> list[SearchHit]: ...


class NoWebSearch:
    """Web search switched off (the default): nothing is ever fetched."""

    def search(self, query: str) -> list[SearchHit]:
        return []


def is_external(hit: SearchHit) -> bool:
    return hit.kb == EXTERNAL_KB or hit.fragment_id.startswith(WEB_ID_PREFIX)


def to_hits(results: list[WebResult], limit: int) -> list[SearchHit]:
    hits = []
    for i, r in enumerate(results[:limit]):
        if not r.url or not (r.content or r.title):
            continue
        body = f"{r.title}\n{r.content}".strip()
        text = f"【文档名称】：{r.title or r.url}\n【文档来源】：{EXTERNAL_TAG}\n【章节/工作表】：{r.url}\n【片段内容】：\n{body}"
        hits.append(
            SearchHit(
                fragment_id=WEB_ID_PREFIX + hashlib.sha1(r.url.encode()).hexdigest()[:16], document_id="", document=f"{r.title or r.url}（{EXTERNAL_TAG}）",
                version=None, updated=r.published, section=r.url, content_type="text", format="web", text=text, body=body,
                tags=[EXTERNAL_TAG], kb=EXTERNAL_KB, score=r.score or 1.0 - i * 0.01, scores={"web": r.score},
            )
        )  # fmt: skip
    return hits


def fetch_json(req: urllib.request.Request, timeout: float, what: str) -> Any | None:
    """GET/POST and parse JSON; a timeout, HTTP error or bad body logs a warning and returns None."""
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return json.loads(resp.read().decode("utf-8"))
    except urllib.error.HTTPError as exc:
        log.warning("%s returned HTTP %s; no web results", what, exc.code)
    except (TimeoutError, urllib.error.URLError, OSError) as exc:
        log.warning("%s unreachable or timed out (%s); no web results", what, exc)
    except (ValueError, UnicodeDecodeError) as exc:
        log.warning("%s sent a body that is not JSON (%s); no web results", what, exc)
    return None


def parse_results(data: Any, date_field: str) -> list[WebResult]:
    """`{"results": [{title, url, content, <date_field>, score}]}` — the shape SearXNG and Tavily share."""
    items = data.get("results") if isinstance(data, dict) else None
    if not isinstance(items, list):
        return []
    return [
        WebResult(
            str(r.get("title") or ""),
            str(r.get("url") or ""),
            str(r.get("content") or ""),
            str(r.get(date_field) or ""),
            float(r.get("score") or 0.0),
        )
        for r in items
        if isinstance(r, dict)
    ]
