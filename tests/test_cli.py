"""The CLI as a user runs it: ingest, kb, group, search, eval — with --json for scripts."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from knowdesk.cli.main import app
from tests.conftest import SAMPLE_KB

runner = CliRunner()


def kd(data: Path, *args: str):
    result = runner.invoke(app, ["--data-dir", str(data), "--embedder", "hashing", *args])
    return result


def test_ingest_search_kb_group_round_trip(tmp_path):
    data = tmp_path / "data"
    r = kd(data, "ingest", str(SAMPLE_KB), "--kb", "hr", "--tags", "样例,星河", "--json")
    assert r.exit_code == 0, r.output
    summary = json.loads(r.stdout)
    assert summary["counts"]["added"] == 11 and summary["counts"]["failed"] == 0 and summary["fragments"] > 50

    r = kd(data, "search", "产假有多少天", "--kb", "hr", "--k", "3", "--json")
    assert r.exit_code == 0, r.output
    hits = json.loads(r.stdout)
    assert len(hits) == 3
    for h in hits:
        assert {"document", "section", "score", "content_type", "text", "fragment_id", "page", "ocr"} <= set(h)
        assert h["ocr"] is False  # typed text; OCR'd fragments: tests/pg/test_ocr_fragments_contract.py
        assert "样例" in h["tags"]
    assert any(h["document"].startswith("员工请假管理制度") for h in hits)

    r = kd(data, "kb", "list", "--json")
    assert json.loads(r.stdout)[0]["name"] == "hr"
    r = kd(data, "kb", "show", "hr", "--json")
    assert len(json.loads(r.stdout)["documents"]) == 11

    kd(data, "kb", "create", "it")
    r = kd(data, "group", "create", "公司制度", "hr", "it")
    assert r.exit_code == 0, r.output
    r = kd(data, "group", "list", "--json")
    assert json.loads(r.stdout) == [
        {
            "name": "公司制度",
            "description": "",
            "created_at": json.loads(r.stdout)[0]["created_at"],
            "kbs": ["hr", "it"],
        }
    ]
    r = kd(data, "search", "差旅住宿标准", "--group", "公司制度", "--json")
    assert json.loads(r.stdout)

    r = kd(data, "kb", "remove", "hr", str(SAMPLE_KB / "离职管理办法.docx"), "--json")
    assert json.loads(r.stdout)["status"] == "deleted"
    from knowdesk.stores.vectors import ChromaVectorIndex

    assert kd(data, "index", "refine").exit_code == 0  # main vectors for hr (waits for a background refiner)
    assert "hr" in ChromaVectorIndex(data / "chroma", "hashing-ngram-256")._cols
    r = kd(data, "kb", "delete", "hr", "--yes")
    assert r.exit_code == 0
    assert json.loads(kd(data, "kb", "list", "--json").stdout)[0]["name"] == "it"
    assert "hr" not in ChromaVectorIndex(data / "chroma", "hashing-ngram-256")._cols  # no empty collection left


def test_errors_are_one_clean_line(tmp_path):
    r = kd(tmp_path / "d", "search", "年假", "--kb", "missing")
    assert r.exit_code == 1
    assert "does not exist" in r.output and "Traceback" not in r.output
    r = kd(tmp_path / "d", "ingest", str(tmp_path / "nothing.md"), "--kb", "x", "--json")
    assert r.exit_code == 1
    assert json.loads(r.stdout)["files"][0]["reason"] == "io"


def test_help_lists_commands():
    r = runner.invoke(app, ["--help"])
    assert r.exit_code == 0
    for cmd in ("ingest", "search", "kb", "group", "eval"):
        assert cmd in r.output


def test_eval_retrieval_on_a_small_squad_file(tmp_path):
    squad = {
        "version": "1",
        "data": [
            {"title": "t", "paragraphs": [
                {"id": "p1", "context": "星河科技的年假为每年7天，入职满一年后享受。", "qas": [{"id": "q1", "question": "年假每年几天", "answers": []}]},
                {"id": "p2", "context": "差旅住宿标准：一线城市每晚500元，二线城市每晚400元。", "qas": [{"id": "q2", "question": "一线城市住宿每晚多少钱", "answers": []}]},
                {"id": "p3", "context": "研发人员通过OA系统提交IT设备申领单领取笔记本电脑。", "qas": [{"id": "q3", "question": "怎么领笔记本电脑", "answers": []}]},
            ]}
        ],
    }  # fmt: skip
    f = tmp_path / "squad.json"
    f.write_text(json.dumps(squad, ensure_ascii=False), encoding="utf-8")
    r = kd(tmp_path / "d", "eval", "retrieval", "--squad", str(f), "--k", "2", "--json")
    assert r.exit_code == 0, r.output
    res = json.loads(r.stdout)
    assert res["questions"] == 3 and res["passages"] == 3
    assert res["hit@1"] == 1.0 and res["hit@2"] == 1.0 and res["mrr@2"] == 1.0


def test_embedded_mode_needs_no_postgres_driver(tmp_path):
    """psycopg comes with the `postgres` extra only: without it, the embedded product still imports and runs."""
    script = (
        "import sys; sys.modules['psycopg'] = None\n"  # as if the extra were not installed
        "from typer.testing import CliRunner\n"
        "from knowdesk.cli.main import app\n"
        f"base = ['--data-dir', {str(tmp_path / 'data')!r}, '--embedder', 'hashing']\n"
        "r = CliRunner().invoke(app, [*base, 'hot', 'add', '员工如何申请带薪年假', '--json'])\n"
        "assert r.exit_code == 0, r.output\n"
        "r = CliRunner().invoke(app, [*base, 'hot', 'match', '员工怎样申请带薪年假', '--json'])\n"
        "assert r.exit_code == 0, r.output\n"
        "print('embedded ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "embedded ok" in done.stdout, done.stderr[-2000:]


def test_command_help_paragraphs_are_not_hard_wrapped():
    """Typer's rich help keeps the line breaks of every paragraph after the first, so a wrapped
    docstring paragraph prints as ragged short lines in `--help`."""
    import ast

    ragged = []
    for path in sorted((Path(__file__).parents[1] / "src" / "knowdesk" / "cli").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
                paragraphs = (ast.get_docstring(node) or "").split("\n\n")[1:]
                ragged += [f"{path.name}:{node.name}" for p in paragraphs if "\n" in p.strip()]
    assert ragged == []


def test_help_keeps_bracketed_config_names():
    """Rich markup read `[[watch]]` in `index status --help` as a style tag and printed `[]`."""
    r = runner.invoke(app, ["index", "status", "--help"], env={"COLUMNS": "200"}, terminal_width=200)
    assert r.exit_code == 0 and "[[watch]]" in r.output
