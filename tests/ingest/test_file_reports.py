"""Every file of a folder gets a report that says what is wrong with it: a symbolic link that leads
nowhere, NUL bytes in a text file, the repairs pypdf made to a damaged PDF (not on stderr)."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from typer.testing import CliRunner

from knowdesk.cli.main import app as cli
from knowdesk.errors import IngestError
from knowdesk.ingest.loaders import load_document

GOOD = "# 报销\n\n差旅费报销需在30天内提交报销单。\n"


def _statuses(report) -> dict[str, tuple[str, str | None]]:
    return {Path(r.path).name: (r.status, r.reason) for r in report.results}


def test_a_dangling_symlink_is_reported_with_its_target(app, tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "报销.md").write_text(GOOD, encoding="utf-8")
    (folder / "请假制度.md").symlink_to(tmp_path / "moved-away" / "请假制度.md")
    (folder / "loop.md").symlink_to(folder / "loop.md")
    (folder / ".#报销.md").symlink_to("user@host.1234")  # an editor's lock: hidden, stays silent
    report = app.ingestor.ingest([folder], "kb", embed=False)
    assert _statuses(report) == {
        "报销.md": ("added", None),
        "请假制度.md": ("failed", "broken_link"),
        "loop.md": ("failed", "broken_link"),
    }
    link = next(r for r in report.results if r.path.endswith("请假制度.md"))
    assert "moved-away" in (link.message or "") and "does not exist" in (link.message or "")
    assert {e["reason"] for e in app.store.ingest_errors("kb")} == {"broken_link"}


def test_an_explicitly_named_dangling_symlink_is_a_broken_link(app, tmp_path: Path) -> None:
    link = tmp_path / "gone.md"
    link.symlink_to(tmp_path / "nowhere.md")
    assert _statuses(app.ingestor.ingest([link], "kb", embed=False)) == {"gone.md": ("failed", "broken_link")}


@pytest.mark.parametrize("suffix", [".md", ".txt", ".csv"])
def test_utf8_text_with_nul_bytes_says_so(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"入职指南{suffix}"
    path.write_bytes("# 入职\n\n携带身份证原件。".encode() + b"\x00\x00\x00" + "报到。\n".encode())
    with pytest.raises(IngestError) as info:
        load_document(path)
    assert info.value.reason == "binary"
    message = str(info.value.args[0])
    assert "3 NUL bytes" in message and "encoding" not in message


def _pdf_without_eof_marker(path: Path) -> None:
    fpdf = pytest.importorskip("fpdf")
    pdf = fpdf.FPDF(format="A4")
    pdf.set_font("Helvetica", size=12)
    pdf.add_page()
    pdf.multi_cell(0, 8, "Travel expenses are reimbursed within thirty days of the trip.")
    path.write_bytes(pdf.output().replace(b"%%EOF", b""))  # a truncated download


def test_pypdf_warnings_land_in_the_files_report_not_on_stderr(tmp_path: Path, monkeypatch) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    _pdf_without_eof_marker(folder / "travel.pdf")
    (folder / "报销.md").write_text(GOOD, encoding="utf-8")
    monkeypatch.setattr(logging.root, "handlers", [])  # as in a real run: no handlers, stray records hit stderr
    args = ["--data-dir", str(tmp_path / "data"), "--embedder", "hashing"]
    done = CliRunner().invoke(cli, [*args, "ingest", str(folder), "--kb", "kb", "--no-embed", "--json"])
    assert done.exit_code == 0, done.output
    assert done.stderr == ""
    files = {Path(f["path"]).name: f for f in json.loads(done.stdout)["files"]}
    assert files["travel.pdf"]["status"] == "added"  # pdfplumber reads what pypdf refuses
    assert "pypdf: EOF marker not found" in files["travel.pdf"]["warnings"]
    assert files["报销.md"]["warnings"] == []
