"""`knowdesk --help` starts without the heavy parts: commands import what they use when they run (issue 22)."""

from __future__ import annotations

import subprocess
import sys

import pytest

HEAVY = ("langgraph", "langchain_core", "chromadb", "onnxruntime", "kuzu", "fastapi", "jieba", "knowdesk.app")


def _loaded_after(code: str) -> set[str]:
    probe = f"import sys\n{code}\nprint('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    return set(out.stdout.split())


@pytest.mark.parametrize("args", [["--help"], ["eval", "qa", "--help"]])
def test_help_imports_no_heavy_part(args: list[str]) -> None:
    loaded = _loaded_after(
        "from typer.testing import CliRunner\n"
        "from knowdesk.cli.main import app\n"
        f"r = CliRunner().invoke(app, {args!r})\n"
        "assert r.exit_code == 0 and 'Usage' in r.output, r.output"
    )
    assert not {m for m in loaded if m.split(".")[0] in HEAVY or m in HEAVY}


def test_kb_commands_open_only_the_document_store(tmp_path) -> None:
    """`kb list`, `kb show` and `group list` read the document store alone: no model, vector index or graph."""
    import json

    from typer.testing import CliRunner

    from knowdesk.cli.main import app

    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "请假制度.md").write_text("# 请假\n\n年假5天，由直属上级审批。\n", encoding="utf-8")
    data = str(tmp_path / "data")
    made = CliRunner().invoke(
        app, ["--data-dir", data, "--embedder", "hashing", "ingest", str(tmp_path / "docs"), "--kb", "hr"]
    )
    assert made.exit_code == 0, made.output
    light = tuple(m for m in HEAVY if m != "jieba")  # the document store's keyword index tokenizes with jieba
    for args in (["kb", "list", "--json"], ["kb", "show", "hr", "--json"], ["group", "list", "--json"]):
        loaded = _loaded_after(
            "from typer.testing import CliRunner\n"
            "from knowdesk.cli.main import app\n"
            f"r = CliRunner().invoke(app, ['--data-dir', {data!r}, *{args!r}])\n"
            "assert r.exit_code == 0, r.output"
        )
        assert not {m for m in loaded if m.split(".")[0] in light or m in light}, args
    listed = json.loads(CliRunner().invoke(app, ["--data-dir", data, "kb", "list", "--json"]).output)
    assert [(k["name"], k["documents"], k["fragments"] > 0) for k in listed] == [("hr", 1, True)]
    shown = json.loads(CliRunner().invoke(app, ["--data-dir", data, "kb", "show", "hr", "--json"]).output)
    assert [d["name"] for d in shown["documents"]] == ["请假制度"]
