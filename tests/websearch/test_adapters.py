"""Web adapters against a loopback server this test starts: SearXNG JSON, a Tavily-shaped API, failures."""

from __future__ import annotations

import contextlib
import json
import logging
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar
from urllib.parse import parse_qs, urlparse

import pytest

from knowdesk.config import load_settings
from knowdesk.errors import ConfigError
from knowdesk.websearch import NoWebSearch, is_external, make_web_search
from knowdesk.websearch.searxng import SearxngSearch
from knowdesk.websearch.tavily import TavilySearch

SEARX = {"query": "汇率", "results": [
    {"title": f"人民币汇率 {i}", "url": f"https://news.example/{i}", "content": f"今日汇率第{i}条", "score": 1.0 - i / 10}
    for i in range(8)
] + [{"title": "no url"}]}  # fmt: skip
TAVILY = {"query": "汇率", "results": [
    {"title": "美联储公告", "url": "https://fed.example/a", "content": "美联储今早宣布维持利率不变", "score": 0.9,
     "published_date": "2026-11-30"},
]}  # fmt: skip


class Handler(BaseHTTPRequestHandler):
    mode: ClassVar[dict[str, str]] = {"value": "ok"}
    seen: ClassVar[list[dict[str, Any]]] = []

    def log_message(self, *args: Any) -> None:  # keep test output quiet
        pass

    def _reply(self, status: int, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # the client gave up (timeout test)
            self.wfile.write(body)

    def _serve(self, payload: dict[str, Any]) -> None:
        mode = self.mode["value"]
        if mode == "slow":
            time.sleep(1.0)
        if mode == "500":
            return self._reply(500, b'{"error": "boom"}')
        if mode == "badjson":
            return self._reply(200, b"<html>not json</html>")
        self._reply(200, json.dumps(payload, ensure_ascii=False).encode("utf-8"))

    def do_GET(self) -> None:
        u = urlparse(self.path)
        self.seen.append({"path": u.path, "query": parse_qs(u.query)})
        self._serve(SEARX)

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.seen.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
        self._serve(TAVILY)


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(autouse=True)
def _mode() -> Iterator[None]:
    Handler.mode["value"] = "ok"
    Handler.seen.clear()
    yield


def test_searxng_results_become_external_hits(server: str) -> None:
    hits = SearxngSearch(server, timeout=2, max_results=3).search("今天人民币汇率")
    assert len(hits) == 3
    assert Handler.seen[0]["path"] == "/search" and Handler.seen[0]["query"]["format"] == ["json"]
    h = hits[0]
    assert h.section == "https://news.example/0" and h.format == "web" and is_external(h)
    assert h.document == "人民币汇率 0（外部网络来源）"
    assert "外部网络来源" in h.text and "今日汇率第0条" in h.body


def test_tavily_shaped_api(server: str) -> None:
    [hit] = TavilySearch("tv-key", base_url=server, timeout=2, max_results=2).search("美联储今早宣布了什么")
    sent = Handler.seen[0]
    assert sent["path"] == "/search" and sent["body"]["query"] == "美联储今早宣布了什么"
    assert sent["body"]["max_results"] == 2 and sent["auth"] == "Bearer tv-key"
    assert hit.section == "https://fed.example/a" and hit.updated == "2026-11-30" and is_external(hit)


@pytest.mark.parametrize("mode", ["500", "badjson", "slow"])
def test_failures_give_no_results_and_a_warning(server: str, mode: str, caplog: pytest.LogCaptureFixture) -> None:
    Handler.mode["value"] = mode
    with caplog.at_level(logging.WARNING, logger="knowdesk.websearch.base"):
        assert SearxngSearch(server, timeout=0.3).search("汇率") == []
        assert TavilySearch("k", base_url=server, timeout=0.3).search("汇率") == []
    assert len([r for r in caplog.records if r.levelno == logging.WARNING]) == 2


def test_unreachable_server_gives_no_results() -> None:
    assert SearxngSearch("http://127.0.0.1:9", timeout=0.5).search("汇率") == []


def test_off_by_default_and_chosen_by_config(server: str) -> None:
    assert isinstance(make_web_search(load_settings().web), NoWebSearch)
    cfg = load_settings(web={"provider": "searxng", "base_url": server, "max_results": 2}).web
    assert len(make_web_search(cfg).search("汇率")) == 2
    with pytest.raises(ConfigError):
        make_web_search(load_settings(web={"provider": "tavily"}).web)
    with pytest.raises(ConfigError):
        make_web_search(load_settings(web={"provider": "searxng"}).web)
