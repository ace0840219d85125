"""Large scans are queued at ingest and read by the refiner (issue 21): the ingest does not wait, pages
read are kept, the document grows as pages finish, a killed refiner loses only the chunk in hand.

A scripted OCR reader stands in for the engine (the engine's own tests are in tests/ingest/test_ocr.py):
page N of a scan "reads" as a sentence naming N, so search can tell which pages are in."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.indexing import index_status, refine
from knowdesk.indexing.background import refinement_due
from knowdesk.ingest.ocr import OcrLine, OcrPage, OcrTask, PdfPage, engine_available
from knowdesk.retrieval.hybrid import SearchOptions
from tests.conftest import make_app

# scans are queued only where an engine could read them later (without one, ingestion says what to install)
pytestmark = pytest.mark.skipif(not engine_available(), reason="needs the ocr extra installed")

TOPICS = ["年休假", "婚假", "产假", "病假", "事假", "丧假", "工伤假", "探亲假", "调休", "加班", "出差", "报销"]


class ScriptedOcr:
    """Reads page N of any PDF as 'N号条款：<topic> 按第N页规定办理。'; `fail_after` pages, then raises (a kill)."""

    def __init__(self, fail_after: int | None = None) -> None:
        self.read_pages: list[int] = []
        self.fail_after = fail_after

    def read(self, tasks: Sequence[OcrTask], on_page=None) -> list[OcrPage]:
        out = []
        for i, task in enumerate(tasks, start=1):
            assert isinstance(task, PdfPage)
            if self.fail_after is not None and len(self.read_pages) >= self.fail_after:
                raise RuntimeError("killed")
            self.read_pages.append(task.index)
            n = task.index + 1
            text = f"{n}号条款：{TOPICS[task.index % len(TOPICS)]}按第{n}页规定办理。"
            out.append(OcrPage(1240, 1754, (OcrLine(100, 200, 1100, 240, text, 0.98),)))
            if on_page:
                on_page(i, len(tasks))
        return out


def blank_scan(path: Path, pages: int) -> Path:
    """An image-only PDF of `pages` white pages: every page a scan."""
    from PIL import Image

    path.parent.mkdir(parents=True, exist_ok=True)
    images = [Image.new("L", (620, 877), 255) for _ in range(pages)]
    images[0].save(path, save_all=True, append_images=images[1:], resolution=75.0)
    return path


def app_reading_with(data: Path, reader: ScriptedOcr, **settings: object) -> Knowdesk:
    app = make_app(data, **settings)
    app.__dict__["ocr"] = reader  # the ingestor and the refiner both read through it
    return app


def texts(app: Knowdesk, kb: str) -> str:
    return "\n".join(f.body for f in app.store.kb_fragments([kb]))


def test_a_large_scan_is_queued_at_ingest_and_read_by_the_refiner(tmp_path: Path) -> None:
    reader = ScriptedOcr()
    app = app_reading_with(tmp_path / "data", reader)
    scan = blank_scan(tmp_path / "docs" / "考勤制度扫描件.pdf", 12)

    report = app.ingestor.ingest([scan], "hr", embed=False)
    assert [r.status for r in report.results] == ["queued"]
    assert "12 scanned pages queued for OCR" in (report.results[0].message or "")
    assert reader.read_pages == []  # ingestion did not wait for OCR
    assert index_status(app.indexing_state)[0]["ocr_pages_queued"] == 12 and refinement_due(app.indexing_state)

    prog = refine(app.refine_parts, in_process=True)
    assert sorted(reader.read_pages) == list(range(12)) and prog.ocr_done == prog.ocr_total == 12
    assert index_status(app.indexing_state)[0]["ocr_pages_queued"] == 0 and not refinement_due(app.indexing_state)
    body = texts(app, "hr")
    assert "1号条款" in body and "12号条款" in body
    assert app.store.unvectored_count(app.embedder.model_id) == 0  # rebuilt fragments are refined too
    hits = app.retriever.search("12号条款 报销", SearchOptions(kbs=["hr"], k=3))
    assert hits and "12号条款" in hits[0].body and hits[0].ocr and hits[0].page in (11, 12)
    assert app.ingestor.ingest([scan], "hr", embed=False).results[0].status == "unchanged"
    app.close()


def test_a_killed_refiner_keeps_the_pages_it_read_and_the_document_grows_as_they_finish(tmp_path: Path) -> None:
    scan = blank_scan(tmp_path / "docs" / "员工手册扫描件.pdf", 20)
    first = ScriptedOcr(fail_after=8)  # one chunk of 8 pages, then the process "dies"
    app = app_reading_with(tmp_path / "data", first)
    app.ingestor.ingest([scan], "hr", embed=False)
    with pytest.raises(RuntimeError, match="killed"):
        refine(app.refine_parts, in_process=True)
    body = texts(app, "hr")
    assert "8号条款" in body and "9号条款" not in body  # searchable as far as it was read
    assert index_status(app.indexing_state)[0]["ocr_pages_queued"] == 12
    app.close()

    second = ScriptedOcr()
    app = app_reading_with(tmp_path / "data", second)  # a restarted refiner
    refine(app.refine_parts, in_process=True)
    assert sorted(second.read_pages) == list(range(8, 20))  # no page read twice
    assert "20号条款" in texts(app, "hr") and "1号条款" in texts(app, "hr")
    app.close()


def test_a_small_scan_is_read_at_ingest_and_never_again_when_rebuilt(tmp_path: Path) -> None:
    reader = ScriptedOcr()
    app = app_reading_with(tmp_path / "data", reader)
    scan = blank_scan(tmp_path / "docs" / "通知扫描件.pdf", 3)
    report = app.ingestor.ingest([scan], "hr", embed=False)
    assert [r.status for r in report.results] == ["added"] and len(reader.read_pages) == 3
    again = app.ingestor.ingest([scan], "hr", tags=["考勤"], embed=False)  # new tags: the document is rebuilt
    assert [r.status for r in again.results] == ["updated"] and len(reader.read_pages) == 3
    assert not app.ocr_pages.queued()
    app.close()


def test_a_queued_scan_that_changed_or_went_away_leaves_the_queue_unread(tmp_path: Path) -> None:
    reader = ScriptedOcr()
    app = app_reading_with(tmp_path / "data", reader, ocr={"defer_pages": 4})
    gone = blank_scan(tmp_path / "docs" / "a.pdf", 5)
    changed = blank_scan(tmp_path / "docs" / "b.pdf", 6)
    app.ingestor.ingest([gone, changed], "hr", embed=False)
    assert index_status(app.indexing_state)[0]["ocr_pages_queued"] == 11
    gone.unlink()
    blank_scan(changed, 7)
    refine(app.refine_parts, in_process=True)
    assert reader.read_pages == [] and index_status(app.indexing_state)[0]["ocr_pages_queued"] == 0
    app.close()


def test_deleting_a_partly_read_scan_takes_it_off_the_queue(tmp_path: Path) -> None:
    app = app_reading_with(tmp_path / "data", ScriptedOcr(fail_after=8))
    scan = blank_scan(tmp_path / "docs" / "c.pdf", 20)
    app.ingestor.ingest([scan], "hr", embed=False)
    with pytest.raises(RuntimeError):
        refine(app.refine_parts, in_process=True)
    app.ingestor.delete_document("hr", str(scan))
    assert index_status(app.indexing_state)[0]["ocr_pages_queued"] == 0 and not app.store.kb_fragments(["hr"])
    app.close()


def test_a_batch_of_small_scans_reads_the_first_pages_and_queues_the_rest(tmp_path: Path) -> None:
    reader = ScriptedOcr()
    app = app_reading_with(tmp_path / "data", reader)  # ocr.defer_pages = 8
    scans = [blank_scan(tmp_path / "docs" / f"通知{i}.pdf", 3) for i in range(4)]
    report = app.ingestor.ingest(scans, "hr", embed=False)
    assert [r.status for r in report.results] == ["added", "added", "added", "queued"]
    assert len(reader.read_pages) == 9 and index_status(app.indexing_state)[0]["ocr_pages_queued"] == 3
    refine(app.refine_parts, in_process=True)
    assert len(reader.read_pages) == 12 and len(app.store.list_documents("hr")) == 4
    app.close()


def test_with_ocr_turned_off_nothing_is_queued_that_nothing_would_read(tmp_path: Path) -> None:
    app = make_app(tmp_path / "data", ocr={"enabled": False})
    report = app.ingestor.ingest([blank_scan(tmp_path / "docs" / "扫描件.pdf", 12)], "hr", embed=False)
    assert [(r.status, r.reason) for r in report.results] == [("failed", "ocr_unavailable")]
    assert not app.ocr_pages.queued() and not refinement_due(app.indexing_state)
    app.close()
