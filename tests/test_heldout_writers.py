"""The held-out builders' shared writer picks each document's format from its file name (scripts/build_heldout_kb.py).

Every held-out build script hands its document modules to `build_documents`; a module written in the wrong format
would silently change what the question sets are measured on, so the choice is pinned here on real files.
"""

from __future__ import annotations

import importlib
import sys
from datetime import datetime
from pathlib import Path
from types import SimpleNamespace

import pytest

SCRIPTS = Path(__file__).resolve().parents[1] / "scripts"
CREATED = datetime(2025, 3, 1, 9, 0, 0)


@pytest.fixture()
def writers(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.syspath_prepend(str(SCRIPTS))
    module = importlib.import_module("build_heldout_kb")
    yield module
    sys.modules.pop("build_heldout_kb", None)


def _document(name: str, **parts: object) -> SimpleNamespace:
    return SimpleNamespace(NAME=name, TITLE="测试制度", CREATED=CREATED, **parts)


def test_each_file_name_gets_its_format_and_the_company_is_stamped(writers, tmp_path: Path) -> None:
    from docx import Document
    from openpyxl import load_workbook
    from pptx import Presentation

    table = [["级别", "标准"], ["A", "300元"]]
    grouped = [["城市", "住宿", ""], ["", "A级", "B级"], ["上海", "500", "400"]]
    documents = [
        _document("规定.docx", CONTENT=[("title", "测试制度"), ("p", "第一条 本规定适用于全体员工。")]),
        _document("标准.xlsx", SHEETS=[{"name": "标准", "rows": table}]),
        _document("合并.xlsx", SHEETS=[{"name": "合并", "rows": grouped, "merged": [(1, 2, 1, 3)]}]),
        _document("培训.pptx", SLIDES=[{"title": "测试制度", "bullets": ["要点一"]}]),
        _document("说明.txt", TEXT="纯文本说明"),
        _document("页面.html", HTML="<html><body><p>网页说明</p></body></html>"),
    ]

    built = writers.build_documents(tmp_path, "测试有限公司", "测试有限公司 人力资源部", documents)

    assert [path.name for path in built] == [document.NAME for document in documents]
    word = Document(str(tmp_path / "规定.docx"))
    assert "本规定适用于全体员工" in "\n".join(p.text for p in word.paragraphs)
    assert word.core_properties.author == "测试有限公司 人力资源部"
    assert load_workbook(tmp_path / "标准.xlsx")["标准"].merged_cells.ranges == set()
    merged = load_workbook(tmp_path / "合并.xlsx")["合并"]
    assert [str(cells) for cells in merged.merged_cells.ranges] == ["B1:C1"]
    assert merged["C3"].value == 400  # the merged-header writer stores amounts as numbers
    deck = Presentation(str(tmp_path / "培训.pptx"))
    assert "要点一" in "".join(shape.text_frame.text for shape in deck.slides[0].shapes if shape.has_text_frame)
    assert (tmp_path / "说明.txt").read_text(encoding="utf-8") == "纯文本说明"
    assert "网页说明" in (tmp_path / "页面.html").read_text(encoding="utf-8")


def test_a_pdf_carries_its_text_layer(writers, tmp_path: Path) -> None:
    pytest.importorskip("pdfplumber")
    document = _document("流程.pdf", SUBJECT="报销流程", CONTENT=[("title", "测试制度"), ("p", "报销须在30日内提交。")])

    (path,) = writers.build_documents(tmp_path, "测试有限公司", "测试有限公司 财务部", [document])

    import pdfplumber

    with pdfplumber.open(path) as pdf:
        text = "".join(page.extract_text() or "" for page in pdf.pages)
    assert "报销须在30日内提交" in text
