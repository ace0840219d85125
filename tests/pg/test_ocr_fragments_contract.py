"""Fragments read by OCR say so as data, on SQLite and on PostgreSQL: the row, search hits and opened fragments."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.ingest.ocr import engine_available
from knowdesk.retrieval.hybrid import SearchOptions
from tests.format_samples import samples

pytestmark = pytest.mark.skipif(
    not engine_available() or samples.cjk_font_path() is None, reason="needs the ocr extra and a CJK font"
)


def test_ocr_and_page_are_stored_per_fragment_and_shown_with_hits(app_on: Knowdesk, tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    text = samples.write_text_pdf([("h", samples.NOTICE[0]), *(("p", t) for t in samples.NOTICE[1:])],
                                  tmp_path / "text.pdf")  # fmt: skip
    samples.write_scanned_pdf(text, folder / "年休假办法扫描件.pdf", 150)
    (folder / "出差补贴.txt").write_text("出差补贴规定\n第一条 员工出差每日补贴一百二十元。\n", encoding="utf-8")
    report = app_on.ingestor.ingest([folder], "kb", embed=False)
    assert sorted(r.status for r in report.results) == ["added", "added"]
    docs = {d.name: d.id for d in app_on.store.list_documents("kb")}
    scanned = app_on.store.document_fragments(docs["年休假办法扫描件"])
    typed = app_on.store.document_fragments(docs["出差补贴"])
    assert scanned and all(f.ocr and f.page == 1 for f in scanned)
    assert typed and not any(f.ocr for f in typed)
    again = app_on.store.fragments_by_ids([scanned[0].id])[scanned[0].id]
    assert again.ocr and again.page == 1
    hits = app_on.retriever.search("年休假申请要提前几天提交", SearchOptions(kbs=["kb"], k=5))
    by_doc = {h.document: h.to_dict() for h in hits}
    assert by_doc["年休假办法扫描件"]["ocr"] is True and by_doc["年休假办法扫描件"]["page"] == 1
    hits = app_on.retriever.search("出差每日补贴", SearchOptions(kbs=["kb"], k=5))
    assert {h.document: h.ocr for h in hits}.get("出差补贴") is False
