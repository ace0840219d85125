"""OCR: the layout rules on synthetic boxes (no engine), then the real engine on a few small pictures
and scans made by scripts/make_format_samples.py, what happens without an engine, and the worker pool."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from knowdesk.errors import IngestError
from knowdesk.ingest.loaders import load_document
from knowdesk.ingest.ocr import (
    DisabledOcr,
    ImageFile,
    LocalOcr,
    OcrLine,
    OcrOptions,
    OcrPage,
    PdfPage,
    engine_available,
)
from knowdesk.ingest.ocr import engine as ocr_engine
from knowdesk.ingest.ocr.layout import page_blocks
from knowdesk.ingest.ocr.tasks import render
from knowdesk.retrieval.hybrid import SearchOptions
from tests.format_samples import samples

ROOT = Path(__file__).resolve().parents[2]

needs_engine = pytest.mark.skipif(
    not engine_available() or samples.cjk_font_path() is None, reason="needs the ocr extra and a CJK font"
)


def _line(x0: float, y0: float, text: str, w: float | None = None, h: float = 30) -> OcrLine:
    return OcrLine(x0, y0, x0 + (w if w is not None else 30 * len(text)), y0 + h, text, 0.99)


# ---------------------------------------------------------------- layout, no engine


def test_rows_are_read_top_to_bottom_then_left_to_right_and_wrapped_lines_join() -> None:
    lines = [
        _line(100, 150, "二、年休假"),
        _line(100, 50, "第一章 总则", h=45),  # larger: a heading
        _line(100, 210, "员工累计工作已满1年的享受年休假，具体天数按照公司规定", w=1500),  # reaches the margin
        _line(100, 252, "执行。"),  # the wrapped rest
        _line(100, 320, "第三条 申请须提前3个工作日提交。", w=1500),
        _line(100, 362, "第四条 不得跨年度。"),  # an article is never a wrapped line
        _line(800, 1500, "- 2 -", w=80),  # the page number at the bottom
    ]
    blocks = page_blocks(OcrPage(1700, 1600, tuple(reversed(lines))), 3)
    assert [(b.kind, b.text) for b in blocks] == [
        ("heading", "第一章 总则"),
        ("heading", "二、年休假"),
        ("paragraph", "员工累计工作已满1年的享受年休假，具体天数按照公司规定执行。"),
        ("paragraph", "第三条 申请须提前3个工作日提交。"),
        ("paragraph", "第四条 不得跨年度。"),
    ]
    assert all(b.page == 3 and b.ocr for b in blocks)


def test_aligned_rows_of_cells_are_a_table_and_one_wide_gap_is_not() -> None:
    grid = [["假期", "天数", "审批人"], ["年休假", "5天", "部门负责人"], ["婚假", "3天", "人事经理"]]
    lines = [_line(100, 40, "姓名：张三"), _line(700, 40, "部门：人事部")]  # one row with a gap: a line
    for r, row in enumerate(grid):
        lines += [_line(100 + 400 * c, 120 + 50 * r, cell) for c, cell in enumerate(row)]
    blocks = page_blocks(OcrPage(1400, 400, tuple(lines)), 1)
    assert [b.kind for b in blocks] == ["paragraph", "table"]
    assert blocks[0].text == "姓名：张三 部门：人事部"
    assert blocks[1].rows == grid


# ---------------------------------------------------------------- the engine


@pytest.fixture(scope="module")
def notice_png(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("ocr") / "年休假通知.png"
    samples.text_picture(samples.NOTICE[:2], samples.TABLE).save(path)
    return path


@needs_engine
def test_a_picture_is_read_into_heading_paragraph_and_table(notice_png: Path) -> None:
    pages: list[tuple[int, int]] = []
    doc = load_document(notice_png, ocr=OcrOptions(LocalOcr(), lambda done, total: pages.append((done, total))))
    assert doc.format == "image" and pages == [(1, 1)]
    assert [b.kind for b in doc.blocks] == ["heading", "paragraph", "table"]
    assert doc.blocks[1].text == "第一条为规范员工年休假管理，保障员工休息权利，制定本办法。"
    assert doc.blocks[2].rows == samples.TABLE
    assert all(b.ocr and b.page == 1 for b in doc.blocks)


def test_jpeg_and_bmp_pictures_reach_the_engine_as_their_pixels(tmp_path: Path) -> None:
    """The OCR after `render` is the PNG's (tested with the engine); what differs is decoding."""
    import numpy as np
    from PIL import Image, ImageDraw

    picture = Image.new("RGB", (500, 80), "white")  # decoding is under test, not reading: no CJK font needed
    ImageDraw.Draw(picture).text((10, 20), "Article 1  General provisions", fill="black")
    picture.save(jpg := tmp_path / "通知.jpg", quality=90)
    picture.convert("L").save(bmp := tmp_path / "通知.bmp")
    want = np.asarray(picture.convert("L"), dtype=float)
    assert np.array_equal(render(ImageFile(str(bmp))), want)
    got = render(ImageFile(str(jpg))).astype(float)
    assert got.shape[:2] == want.shape and abs(got.mean(axis=2) - want).mean() < 3


@needs_engine
def test_each_frame_of_a_tiff_is_a_page(tmp_path: Path) -> None:
    first, second = (samples.text_picture([t], width=500) for t in ("第一条 年休假须提前申请。", "第二条 不得跨年度。"))
    first.convert("L").save(tif := tmp_path / "扫描件.tiff", save_all=True, append_images=[second.convert("L")],
                            compression="tiff_lzw")  # fmt: skip
    doc = load_document(tif, ocr=OcrOptions(LocalOcr()))
    assert doc.page_count == 2
    read = [("".join(b.text.split()), b.page, b.ocr) for b in doc.blocks]  # OCR may or may not see the space
    assert read == [("第一条年休假须提前申请。", 1, True), ("第二条不得跨年度。", 2, True)]


@needs_engine
def test_a_scanned_pdf_is_ocrd_recorded_as_ocr_and_found_by_search(app, tmp_path: Path) -> None:
    text = samples.write_text_pdf([("h", samples.NOTICE[0]), *(("p", t) for t in samples.NOTICE[1:])],
                                  tmp_path / "text.pdf")  # fmt: skip
    folder = tmp_path / "scans"
    folder.mkdir()
    samples.write_scanned_pdf(text, folder / "年休假办法扫描件.pdf", 150)
    seen: list[tuple[str, int, int]] = []
    report = app.ingestor.ingest([folder], "kb", embed=False, on_page=lambda f, d, t: seen.append((Path(f).name, d, t)))
    assert [(r.status, r.reason) for r in report.results] == [("added", None)]
    assert seen == [("年休假办法扫描件.pdf", 1, 1)]
    hits = app.retriever.search("年休假申请要提前几天提交", SearchOptions(kbs=["kb"], k=3))
    assert hits and hits[0].document == "年休假办法扫描件"
    assert "提前3个工作日" in hits[0].body
    assert "（PDF格式，OCR识别）" in hits[0].text  # the header says where the text came from


def _mixed_pdf(path: Path, line: str) -> Path:
    """Page 1 a text page; page 2 a scan of `line` (a picture over the page) whose text layer holds its page number."""
    from fpdf import FPDF
    from PIL import Image

    scan = Image.new("L", (600, 848), 255)  # A4 at 72 dpi: read at the 150-dpi floor
    scan.paste(samples.text_picture([line], font_px=24, width=600).convert("L"), (0, 40))
    scan.save(picture := path.with_suffix(".png"))
    pdf = FPDF(format="A4")
    pdf.add_font("cjk", "", samples.cjk_font_path())
    pdf.set_font("cjk", size=12)
    pdf.add_page()
    pdf.multi_cell(0, 7, "第一章 总则\n第一条 本办法适用于全体员工，自发布之日起施行。")
    pdf.add_page()
    pdf.image(str(picture), x=0, y=0, w=210, h=297)
    pdf.set_xy(100, 285)
    pdf.cell(0, 5, "第2页")
    pdf.output(str(path))
    return path


@needs_engine
def test_a_scanned_page_with_a_stray_text_line_among_text_pages_is_ocrd(tmp_path: Path) -> None:
    pages: list[tuple[int, int]] = []
    pdf = _mixed_pdf(tmp_path / "混合.pdf", "第三条 年休假须提前申请。")
    doc = load_document(pdf, ocr=OcrOptions(LocalOcr(), lambda done, total: pages.append((done, total))))
    assert pages == [(1, 1)]  # only the scanned page is OCR'd
    assert {(b.page, b.ocr) for b in doc.blocks} == {(1, False), (2, True)}
    assert "本办法适用于全体员工" in " ".join(b.text for b in doc.blocks if b.page == 1)
    scanned = ["".join(b.text.split()) for b in doc.blocks if b.page == 2]
    assert scanned == ["第三条年休假须提前申请。"]  # its text layer's page number is not read twice


@needs_engine
def test_pictures_in_word_files_are_read_where_they_stand(notice_png: Path, tmp_path: Path) -> None:
    doc = load_document(samples.write_docx_with_picture(tmp_path / "办法.docx", notice_png.read_bytes()))
    texts = [(b.kind, b.ocr, b.text[:6]) for b in doc.blocks]
    assert texts[:3] == [("heading", False, "请假管理办法"), ("paragraph", False, "以下为公司公"),
                         ("paragraph", True, "第一章总则")]  # fmt: skip
    assert texts[-1] == ("paragraph", False, "如有疑问请联")
    assert any(b.kind == "table" and b.ocr for b in doc.blocks)


@needs_engine
def test_pictures_on_slides_are_read_into_their_slide(notice_png: Path, tmp_path: Path) -> None:
    doc = load_document(samples.write_pptx(tmp_path / "培训.pptx", notice_png.read_bytes()))
    read = [b for b in doc.blocks if b.ocr]
    assert read and all(b.page == 3 and b.kind in ("paragraph", "table") for b in read)
    assert [b.text for b in doc.blocks if b.kind == "heading"] == ["年休假规定", "假期审批人", "幻灯片 3"]
    assert any(b.rows == samples.TABLE for b in read)


@needs_engine
def test_the_worker_pool_reads_like_this_process_and_outlives_a_close_during_a_read(notice_png: Path) -> None:
    """Two upload jobs share the app's pool: one batch ending (close) must not kill the other's read."""
    import threading

    from knowdesk.indexing.ocr_pool import OcrPool

    tasks = [ImageFile(str(notice_png))] * 2
    pool = OcrPool(workers=2, min_pages=2)
    done: list[int] = []
    out: list = []
    reader = threading.Thread(target=lambda: out.extend(pool.read(tasks, lambda d, t: done.append(d))))
    try:
        reader.start()
        while not pool._active and reader.is_alive():
            time.sleep(0.01)
        pool.close()  # another batch ends while this one reads
        reader.join(120)
    finally:
        pool.close()
    assert pool._pool is None and done == [1, 2]  # closed once the read was done
    local = LocalOcr().read(tasks[:1])
    assert [ln.text for ln in out[0].lines] == [ln.text for ln in local[0].lines] == [ln.text for ln in out[1].lines]


# ---------------------------------------------------------------- without an engine


def _scanned_pdf(tmp_path: Path) -> Path:
    from PIL import Image

    path = tmp_path / "scan.pdf"
    Image.new("L", (600, 800), 255).save(path, resolution=72.0)
    return path


def test_a_scan_without_an_engine_says_what_to_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "rapidocr_onnxruntime", None)  # as if the extra were not installed
    monkeypatch.setattr(ocr_engine, "_shared", None)
    for path in (_scanned_pdf(tmp_path), tmp_path / "photo.png"):
        if path.suffix == ".png":
            from PIL import Image

            Image.new("RGB", (200, 80), "white").save(path)
        with pytest.raises(IngestError) as info:
            load_document(path)
        assert info.value.reason == "ocr_unavailable"
        assert "pip install 'knowdesk[ocr]'" in str(info.value) and "empty" not in str(info.value)


def test_ocr_turned_off_keeps_a_pdfs_text_pages_and_says_which_scans_were_skipped(tmp_path: Path) -> None:
    if samples.cjk_font_path() is None:
        pytest.skip("needs a CJK font")
    doc = load_document(_mixed_pdf(tmp_path / "混合.pdf", "第三条 年休假须提前申请。"), ocr=OcrOptions(DisabledOcr()))
    assert {b.page for b in doc.blocks} == {1} and not any(b.ocr for b in doc.blocks)
    assert any("scanned pages 2 were not read" in w for w in doc.warnings)


def test_ocr_turned_off_keeps_a_word_files_text_and_says_pictures_were_skipped(tmp_path: Path) -> None:
    import io

    from PIL import Image

    buf = io.BytesIO()
    Image.new("RGB", (400, 200), "white").save(buf, format="PNG")
    path = samples.write_docx_with_picture(tmp_path / "办法.docx", buf.getvalue())
    doc = load_document(path, ocr=OcrOptions(DisabledOcr()))
    assert doc.blocks[0].text == "请假管理办法"
    assert any("1 picture(s) with possible text were not read" in w for w in doc.warnings)


def test_an_empty_scan_is_empty_not_a_crash(tmp_path: Path) -> None:
    if not engine_available():
        pytest.skip("needs the ocr extra")
    with pytest.raises(IngestError) as info:
        load_document(_scanned_pdf(tmp_path))
    assert info.value.reason == "empty" and "OCR found no text" in str(info.value)


def test_the_page_bar_adds_each_files_pages_to_the_batch() -> None:
    from knowdesk.cli.ingest import PageTally

    tally = PageTally()
    seen = []
    for file, done, total in [("a.pdf", 1, 3), ("a.pdf", 3, 3), ("b.png", 1, 1), ("c.pdf", 1, 2), ("c.pdf", 2, 2)]:
        tally.update(file, done, total)
        seen.append((tally.done, tally.total))
    assert seen == [(1, 3), (3, 3), (4, 4), (5, 6), (6, 6)]


@needs_engine
def test_every_line_of_a_scanned_law_page_is_read(tmp_path: Path) -> None:
    """Regression: the text-direction classifier turned long upright lines upside down, and they were
    then read as nothing (19 of 21 lines, 467 of 551 characters of this page at 300 dpi)."""
    law = ROOT.parent / "shared" / "bench-data" / "docs" / "zh-law" / "国务院关于职工工作时间的规定(1995-03-25).md"
    if not law.is_file():
        pytest.skip("bench-data not available")
    text = samples.write_text_pdf(samples.markdown_lines(law.read_text("utf-8")), tmp_path / "law.pdf")
    scan = samples.write_scanned_pdf(text, tmp_path / "scan.pdf", 300)
    page = LocalOcr().read([PdfPage(str(scan), 0, 300)])[0]
    read = "".join(ln.text for ln in page.lines)
    for words in ("第四条在特殊条件下", "企业和不能实行前款规定", "企业最迟应当自1997年5月1日起施行"):
        assert words in read
