"""Folder ingestion refuses zip bombs and files with too much text, alone: the rest of the batch goes on.

The bombs are built here (a few KB on disk, tens of MB inflated); nothing is ever inflated by the check.
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from knowdesk.api.uploads import Refusal, check_upload
from knowdesk.errors import IngestError
from knowdesk.ingest.loaders import load_document
from tests.conftest import make_app

PADDING = 24 * 2**20  # 24 MB of one byte: ~25 KB deflated, far past the 200:1 ratio limit


def _docx_bytes(text: str) -> bytes:
    import docx

    buf = io.BytesIO()
    d = docx.Document()
    d.add_paragraph(text)
    d.save(buf)
    return buf.getvalue()


def _xlsx_bytes() -> bytes:
    import openpyxl

    buf = io.BytesIO()
    wb = openpyxl.Workbook()
    wb.active.append(["事项", "审批人"])
    wb.active.append(["报销", "财务部"])
    wb.save(buf)
    return buf.getvalue()


def _inflate(container: bytes, part: str, pad: bytes) -> bytes:
    """Rewrite an OOXML container with `pad` spliced into `part` (before its closing tag), or added as `part`."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(container)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        names = src.namelist()
        for name in names:
            data = src.read(name)
            if name == part:
                cut = data.rindex(b"</")
                data = data[:cut] + pad + data[cut:]
            dst.writestr(name, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
        if part not in names:
            dst.writestr(part, pad, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return out.getvalue()


def _bomb_docx() -> bytes:
    """A real DOCX whose main part is padded with whitespace: valid XML that python-docx would parse whole."""
    return _inflate(_docx_bytes("差旅费报销需在30天内提交。"), "word/document.xml", b" " * PADDING)


def _bomb_xlsx() -> bytes:
    return _inflate(_xlsx_bytes(), "customXml/item1.xml", b"<a>" + b"0" * PADDING + b"</a>")


@pytest.fixture
def batch(tmp_path: Path) -> Path:
    folder = tmp_path / "batch"
    folder.mkdir()
    (folder / "报销制度.md").write_text("# 报销\n\n差旅费报销需在30天内提交报销单。\n", encoding="utf-8")
    (folder / "离职办法.docx").write_bytes(_docx_bytes("离职须提前30天提交离职申请。"))
    (folder / "bomb.docx").write_bytes(_bomb_docx())
    (folder / "bomb.xlsx").write_bytes(_bomb_xlsx())
    return folder


def test_zip_bombs_in_a_folder_are_refused_and_the_batch_goes_on(tmp_path: Path, batch: Path) -> None:
    assert all((batch / n).stat().st_size < 200_000 for n in ("bomb.docx", "bomb.xlsx"))
    app = make_app(tmp_path / "data")
    try:
        report = app.ingestor.ingest([batch], "kb", embed=False)
    finally:
        app.close()
    status = {Path(r.path).name: (r.status, r.reason) for r in report.results}
    assert status == {
        "报销制度.md": ("added", None),
        "离职办法.docx": ("added", None),
        "bomb.docx": ("failed", "zip_bomb"),
        "bomb.xlsx": ("failed", "zip_bomb"),
    }
    bomb = next(r for r in report.results if r.path.endswith("bomb.docx"))
    assert "word/document.xml" in (bomb.message or "") and "zip bomb" in (bomb.message or "")


def test_uploads_and_folders_refuse_a_bomb_with_the_same_check(tmp_path: Path) -> None:
    data = _bomb_docx()
    with pytest.raises(Refusal) as upload:
        check_upload("bomb.docx", data, 100 * 2**20)
    path = tmp_path / "bomb.docx"
    path.write_bytes(data)
    with pytest.raises(IngestError) as folder:
        load_document(path)
    assert (upload.value.reason, upload.value.status) == ("zip_bomb", 422)
    assert folder.value.reason == "zip_bomb" and upload.value.message == folder.value.args[0]


@pytest.mark.parametrize(
    "chars",
    [1_500, 6_000],  # over the limit once loaded; so far over that the file size alone tells
    ids=["counted", "by-size"],
)
def test_a_file_with_too_much_text_is_refused_alone(tmp_path: Path, chars: int) -> None:
    folder = tmp_path / "batch"
    folder.mkdir()
    (folder / "短文.txt").write_text("年假按工龄计算。\n", encoding="utf-8")
    (folder / "长文.txt").write_text("\n\n".join(["x" * 99] * (chars // 100)), encoding="ascii")
    app = make_app(tmp_path / "data", max_text_chars=1000)
    try:
        report = app.ingestor.ingest([folder], "kb", embed=False)
    finally:
        app.close()
    status = {Path(r.path).name: (r.status, r.reason) for r in report.results}
    assert status == {"短文.txt": ("added", None), "长文.txt": ("failed", "too_much_text")}
    long = next(r for r in report.results if r.path.endswith("长文.txt"))
    assert "max_text_chars" in (long.message or "")
