"""The OCR queue and page store behave alike on SQLite and PostgreSQL: a queued scan is read by the refiner,
a killed pass keeps its pages, and deleting the base empties the queue (issue 21)."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.indexing import index_status, refine
from tests.indexing.test_queued_ocr import ScriptedOcr, blank_scan, pytestmark, texts  # noqa: F401 (skip without an engine)


def test_a_queued_scan_is_read_by_the_refiner_keeping_what_a_killed_pass_read(app_on: Knowdesk, tmp_path: Path) -> None:
    app_on.__dict__["ocr"] = ScriptedOcr(fail_after=8)
    scan = blank_scan(tmp_path / "docs" / "扫描件.pdf", 10)
    assert [r.status for r in app_on.ingestor.ingest([scan], "kb", embed=False).results] == ["queued"]
    with pytest.raises(RuntimeError):
        refine(app_on.refine_parts, in_process=True)
    assert "8号条款" in texts(app_on, "kb") and index_status(app_on.indexing_state)[0]["ocr_pages_queued"] == 2
    app_on.__dict__["ocr"] = second = ScriptedOcr()
    app_on.ingestor.ocr = second
    refine(app_on.refine_parts, in_process=True)
    assert sorted(second.read_pages) == [8, 9] and "10号条款" in texts(app_on, "kb")
    assert app_on.ocr_pages.queued() == []

    other = blank_scan(tmp_path / "docs2" / "另一扫描件.pdf", 9)
    app_on.ingestor.ingest([other], "kb2", embed=False)
    assert [s.kb for s in app_on.ocr_pages.queued()] == ["kb2"]
    app_on.delete_kb("kb2")
    assert app_on.ocr_pages.queued() == []
