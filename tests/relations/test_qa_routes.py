"""Seed 003 end to end: the QA graph routes relation questions to the graph, time-sensitive ones to
the web only when it is configured, marks web answers as external, and answers "XXX是谁" from the org chart."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from dataclasses import replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from knowdesk.app import Knowdesk
from knowdesk.cli.main import app as cli
from knowdesk.conversation.factory import open_conversation
from knowdesk.graphs.qa import QADeps
from knowdesk.graphs.qa_run import answer_question
from knowdesk.relations.service import build_graph_for_kb
from knowdesk.stores.contracts.hot import NoHotQuestions
from knowdesk.websearch.searxng import SearxngSearch
from tests.conftest import ROOT, SAMPLE_KB, make_app

GLOSSARY = ROOT / "examples" / "glossary.json"
SHEET = {"document": "组织架构与审批关系"}


@pytest.fixture(scope="module")
def kb_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Knowdesk]:
    app = make_app(tmp_path_factory.mktemp("qa_graph") / "data", glossary_file=GLOSSARY,
                   embedding={"provider": "hashing", "fast_provider": "none"})  # fmt: skip
    app.ingestor.ingest([SAMPLE_KB], "hr")
    build_graph_for_kb(app.relation_parts, "hr")
    app.qa_deps.hot = NoHotQuestions()
    yield app
    app.close()


def ask(app: Knowdesk, q: str, deps: QADeps | None = None) -> dict[str, Any]:
    return answer_question(app.qa_graph, deps or app.qa_deps, q)


@pytest.mark.parametrize(
    ("question", "sheet", "expected"),
    [
        ("排名前 3 的客户与哪些供应商有关联？", "工作表：客户供应商关系",
         ["星河科技有限公司", "深圳鹏达电脑有限公司", "广州明远零售集团", "华南云数据服务有限公司", "东莞精工电子科技有限公司"]),
        ("李明的上级是谁？", "工作表：组织架构", ["郑伟"]),
        ("IT设备申领由谁审批？", "工作表：审批关系", ["赵强"]),
    ],
)  # fmt: skip
def test_relation_questions_answer_from_the_graph(
    kb_app: Knowdesk, question: str, sheet: str, expected: list[str]
) -> None:
    r = ask(kb_app, question)
    assert r["routes"] == ["graph"]
    assert all(name in r["answer"] for name in expected), r["answer"]
    assert (SHEET["document"], sheet) in {(c["document"], c["section"]) for c in r["citations"]}
    assert "外部网络来源" not in r["answer"]


def test_ordinary_questions_still_use_documents(kb_app: Knowdesk) -> None:
    assert ask(kb_app, "年假有几天？")["routes"] == ["vector"]


def test_time_sensitive_without_web_never_leaves(kb_app: Knowdesk) -> None:
    r = ask(kb_app, "今天美元汇率是多少？")
    assert r["routes"] == ["vector"] and r["answer"].startswith("抱歉")


class _Searx(BaseHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        body = json.dumps({"results": [{"title": "今日汇率", "url": "https://fx.example/usd",
                                        "content": "今天美元汇率中间价为7.10元人民币。"}]}, ensure_ascii=False).encode()  # fmt: skip
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def searx() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Searx)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def test_time_sensitive_with_web_is_marked_external(kb_app: Knowdesk, searx: str) -> None:
    deps = replace(kb_app.qa_deps, web=SearxngSearch(searx, timeout=2).search)
    r = ask(kb_app, "今天美元汇率是多少？", deps)
    assert r["routes"] == ["web"]
    assert "7.10" in r["answer"] and "（外部网络来源）" in r["answer"]


def test_who_is_answers_from_the_org_chart(kb_app: Knowdesk) -> None:
    conv = open_conversation(kb_app.conversation_parts)
    [line] = conv.handle("李明是谁？").lines
    assert "人力资源部" in line and "郑伟" in line and "工作表：组织架构" in line
    [unknown] = conv.handle("张三是谁？").lines
    assert "没有" in unknown
    [boss] = conv.handle("李明的上级是谁？").lines  # reaches the who-is short-circuit as "李明的上级"
    assert "李明的上级是郑伟" in boss and "工作表：组织架构" in boss
    assert "没有" in conv.handle("张三的上级是谁？").lines[0]


def test_knowdesk_ask_cites_the_sheet(kb_app: Knowdesk, monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir: Path = kb_app.settings.data_dir
    kb_app.graph_store.close()  # Kuzu allows one open database per path: the CLI opens its own
    del kb_app.__dict__["graph_store"]
    monkeypatch.setenv("KNOWDESK_EMBEDDING__FAST_PROVIDER", "none")
    res = CliRunner().invoke(
        cli, ["--data-dir", str(data_dir), "--embedder", "hashing", "ask", "李明的上级是谁？", "--json"]
    )
    assert res.exit_code == 0, res.output
    out = json.loads(res.output)
    assert "郑伟" in json.dumps(out, ensure_ascii=False)
    assert "工作表：组织架构" in json.dumps(out, ensure_ascii=False)
