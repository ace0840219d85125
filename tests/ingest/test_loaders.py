"""Loader tests against the real bench-data documents plus small synthetic files."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from knowdesk.errors import IngestError
from knowdesk.ingest.blocks import LoadedDocument
from knowdesk.ingest.loaders import SUPPORTED_SUFFIXES, is_ignored, load_document
from knowdesk.ingest.loaders.metadata import extract_date, extract_version
from knowdesk.ingest.ocr import DisabledOcr, OcrOptions

BENCH = Path(__file__).resolve().parents[3] / "shared" / "bench-data"
DOCS = BENCH / "docs"
REASONS = {"encrypted", "corrupt", "empty", "unsupported", "encoding", "binary", "too_large", "io", "ocr_unavailable"}
CJK = re.compile(r"[\u4e00-\u9fff]")

needs_bench = pytest.mark.skipif(not DOCS.is_dir(), reason="bench-data not available")


def _find(name: str) -> Path:
    if not DOCS.is_dir():
        pytest.skip("bench-data not available")
    hits = [p for p in DOCS.rglob(name) if "groundtruth" not in p.parts]
    assert hits, f"{name} missing from bench-data"
    return hits[0]


def _all_text(doc: LoadedDocument) -> str:
    parts = []
    for b in doc.blocks:
        parts.append(b.text)
        if b.rows:
            parts.extend(c for row in b.rows for c in row)
    return "\n".join(parts)


def _reason(name: str) -> str:
    with pytest.raises(IngestError) as info:
        load_document(_find(name))
    return info.value.reason


def _bench_files() -> list[Path]:
    if not DOCS.is_dir():
        return []
    return sorted(p for p in DOCS.rglob("*") if p.is_file() and "groundtruth" not in p.parts)


@needs_bench
@pytest.mark.parametrize("path", _bench_files(), ids=lambda p: p.name)
def test_every_bench_file_loads_or_fails_cleanly(path: Path) -> None:
    try:  # without OCR, which tests/ingest/test_ocr.py covers: reading every picture here would take minutes
        doc = load_document(path, ocr=OcrOptions(DisabledOcr()))
    except IngestError as exc:
        assert exc.reason in REASONS
        return
    assert doc.blocks and doc.char_count > 0
    assert doc.title
    assert doc.modified is not None and doc.modified.tzinfo is not None
    assert "\x00" not in _all_text(doc) and "\ufffd" not in _all_text(doc)


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("unstructured-password_protected.xlsx", "encrypted"),
        ("pypdf-libreoffice-writer-password.pdf", "encrypted"),
        ("unstructured-password.pdf", "encrypted"),
        ("unstructured-empty.txt", "empty"),
        ("unstructured-fake-text-all-whitespace.txt", "empty"),
        ("unstructured-empty.xlsx", "empty"),
    ],
)
def test_expected_failures(name: str, reason: str) -> None:
    assert _reason(name) == reason


def test_aes_pdf_with_empty_password_loads() -> None:
    doc = load_document(_find("unstructured-copy-protected.pdf"))
    assert doc.page_count and doc.page_count >= 1
    assert "LayoutParser" in _all_text(doc)


def test_utf16_le_without_bom() -> None:
    doc = load_document(_find("unstructured-fake-text-utf-16-le.txt"))
    text = _all_text(doc)
    assert doc.encoding == "utf-16-le"
    assert "\x00" not in text and "This is a test document" in text


def test_big5_text() -> None:
    doc = load_document(_find("chardet-big5-_ude_1.txt"))
    text = _all_text(doc)
    assert doc.encoding == "big5"
    assert len(CJK.findall(text)) > 200 and "\ufffd" not in text


def test_latin1_markdown_umlauts() -> None:
    text = _all_text(load_document(_find("unstructured-umlauts-non-utf8.md")))
    assert all(ch in text for ch in "äöü") and "können" in text


@pytest.mark.parametrize(
    "name",
    [
        "劳动法(2018-12-29).md",
        "易速鲜花员工手册.pdf",
        "dureader-License.docx",
        "langchain-ChatGLM_open.xlsx",
        "chinese-tables.pdf",
        "易速鲜花运营指南.docx",
        "test.txt",
    ],
)
def test_chinese_files_have_cjk(name: str) -> None:
    assert len(CJK.findall(_all_text(load_document(_find(name))))) > 0


def test_handbook_pdf_chapters_without_toc_leaders() -> None:
    doc = load_document(_find("易速鲜花员工手册.pdf"))
    headings = [b.text for b in doc.blocks if b.kind == "heading"]
    assert any(re.match(r"第[一二三四五六七八九十]+章", h) for h in headings)
    assert any(re.match(r"第[一二三四五六七八九十]+节", h) for h in headings)
    assert not any(re.search(r"(…{2,}|\.{4,})\s*\d+\s*$", b.text) for b in doc.blocks)
    assert doc.page_count == 32
    assert all(b.page for b in doc.blocks)
    assert not any(b.text == "易速鲜花集团" for b in doc.blocks)  # running header dropped


@pytest.mark.parametrize("name", ["pypdf-pdflatex-outline.pdf", "unstructured-copy-protected.pdf"])
def test_tightly_set_pdf_text_keeps_its_word_spaces(name: str) -> None:
    text = _all_text(load_document(_find(name)))
    # LaTeX sets word gaps under pdfplumber's fixed 3-point tolerance: "sthereadifferencebetweenthis"
    assert not re.findall(r"[a-z]{22,}", text)
    assert len(re.findall(r"\b(the|and|of)\b", text)) > 20


def test_pdf_tables_with_caption() -> None:
    doc = load_document(_find("chinese-tables.pdf"))
    tables = [b for b in doc.blocks if b.kind == "table"]
    assert len(tables) == 2 and tables[0].rows and tables[0].rows[0][0] == "年份"
    assert tables[0].caption and tables[0].caption.startswith("表7-1")


def test_docx_header_footer_only_is_not_empty() -> None:
    doc = load_document(_find("unstructured-docx-hdrftr.docx"))
    assert "header" in _all_text(doc).lower()


def test_docx_tables_and_merges() -> None:
    doc = load_document(_find("docling-word_tables.docx"))
    tables = [b for b in doc.blocks if b.kind == "table"]
    assert len(tables) >= 5
    assert ["Cell 1.0", "Merged Cell 1.1 1.2", "Merged Cell 1.1 1.2"] in tables[1].rows
    vmerge = load_document(_find("issue_2634_vertical_merge.docx"))
    rows = next(b.rows for b in vmerge.blocks if b.kind == "table")
    assert rows and all(r[-1] for r in rows[1:])  # the vertically merged method is repeated


def test_docx_numbered_headings_without_styles() -> None:
    doc = load_document(_find("易速鲜花运营指南.docx"))
    assert any(b.kind == "heading" and b.text.startswith("二、") for b in doc.blocks)


def test_xlsx_subtables_on_one_sheet() -> None:
    doc = load_document(_find("unstructured-xlsx-subtable-cases.xlsx"))
    tables = [b for b in doc.blocks if b.kind == "table"]
    assert len({b.sheet for b in tables}) == 1 and len(tables) > 1
    assert doc.blocks[0].kind == "heading" and doc.blocks[0].sheet == "Sheet1"


def test_xlsx_title_row_becomes_caption() -> None:
    doc = load_document(_find("docling-xlsx_05_table_with_title.xlsx"))
    table = next(b for b in doc.blocks if b.kind == "table")
    assert table.caption == "Number of freshwater ducks per year"
    assert table.rows and table.rows[1] == ["2019", "120"]


def test_zh_law_markdown() -> None:
    doc = load_document(_find("劳动法(2018-12-29).md"))
    text = _all_text(doc)
    assert any(b.kind == "heading" and b.level == 2 and re.match(r"第.+章", b.text) for b in doc.blocks)
    assert "INFO END" not in text and "<!--" not in text
    assert doc.title == "中华人民共和国劳动法"
    assert doc.version == "2018-12-29"


# --- synthetic files ------------------------------------------------------------------


def test_gbk_txt(tmp_path: Path) -> None:
    p = tmp_path / "gbk.txt"
    p.write_bytes("第一章 总则\n\n员工每年享受带薪年休假，具体天数按照工龄计算。\n".encode("gbk"))
    doc = load_document(p)
    assert doc.encoding == "gb18030"
    assert doc.blocks[0].kind == "heading" and doc.blocks[0].text == "第一章 总则"
    assert "带薪年休假" in doc.blocks[1].text


def test_utf16_with_bom(tmp_path: Path) -> None:
    p = tmp_path / "u16.txt"
    p.write_bytes("Hello 你好\n\nsecond paragraph".encode("utf-16"))
    doc = load_document(p)
    assert [b.text for b in doc.blocks] == ["Hello 你好", "second paragraph"]


@pytest.mark.parametrize(
    ("data", "reason"),
    [(bytes(range(1, 256)) * 8, "encoding"), (bytes(range(256)) * 8, "binary")],  # NUL bytes: binary, say so
    ids=["no-nul", "with-nul"],
)
def test_garbage_bytes_are_not_mojibake(tmp_path: Path, data: bytes, reason: str) -> None:
    p = tmp_path / "bin.txt"
    p.write_bytes(data)
    with pytest.raises(IngestError) as info:
        load_document(p)
    assert info.value.reason == reason


def test_ignored_names(tmp_path: Path) -> None:
    assert is_ignored(tmp_path / "~$lock.docx")
    assert is_ignored(tmp_path / ".hidden.md")
    assert is_ignored(tmp_path / "Thumbs.db")
    assert is_ignored(tmp_path / ".git" / "a.md", root=tmp_path)
    assert not is_ignored(tmp_path / "manual.docx")
    assert ".docx" in SUPPORTED_SUFFIXES and ".markdown" in SUPPORTED_SUFFIXES


def test_fake_docx_is_corrupt(tmp_path: Path) -> None:
    p = tmp_path / "fake.docx"
    p.write_text("just some text, not a zip")
    with pytest.raises(IngestError) as info:
        load_document(p)
    assert info.value.reason == "corrupt"


def test_legacy_ole_is_unsupported(tmp_path: Path) -> None:
    p = tmp_path / "old.xlsx"
    p.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 1024)
    with pytest.raises(IngestError) as info:
        load_document(p)
    assert info.value.reason == "unsupported"


def test_unsupported_suffix(tmp_path: Path) -> None:
    p = tmp_path / "slides.key"  # Keynote: not read
    p.write_bytes(b"PK")
    with pytest.raises(IngestError) as info:
        load_document(p)
    assert info.value.reason == "unsupported"


def test_markdown_table_and_code(tmp_path: Path) -> None:
    p = tmp_path / "guide.md"
    p.write_text(
        "# Guide\n\n<!-- note -->\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```python\nprint('hi')\n```\n\n- one\n- two\n",
        encoding="utf-8",
    )
    doc = load_document(p)
    kinds = [b.kind for b in doc.blocks]
    assert kinds == ["heading", "table", "code", "paragraph"]
    assert doc.blocks[1].rows == [["a", "b"], ["1", "2"]]
    assert doc.blocks[2].language == "python" and "print('hi')" in doc.blocks[2].text
    assert doc.blocks[3].text == "- one\n- two"
    assert doc.title == "Guide" and "note" not in _all_text(doc)


def test_word_and_markdown_tables_carry_their_caption_or_lead_in(tmp_path: Path) -> None:
    """ "表1 出车补贴标准（单位：元/趟）" goes with its table (out of the prose); a sentence introducing the table
    ("…depends on the tier:") is copied to it: the table fragment then says what its cells count."""
    import docx

    d = docx.Document()
    d.add_paragraph("第四条 出车补贴按单趟发放，见表1。")
    d.add_paragraph("表1 出车补贴标准（单位：元/趟）")
    t = d.add_table(rows=2, cols=2)
    for r, row in enumerate([["车型", "干线"], ["9.6米厢式货车", "260"]]):
        for c, text in enumerate(row):
            t.cell(r, c).text = text
    d.save(tmp_path / "rules.docx")
    blocks = load_document(tmp_path / "rules.docx").blocks
    table = next(b for b in blocks if b.kind == "table")
    assert table.caption == "表1 出车补贴标准（单位：元/趟）"
    assert not any(b.kind == "paragraph" and b.text.startswith("表1") for b in blocks)
    md = tmp_path / "travel.md"
    md.write_text(
        "## Hotels\n\n2.1 The nightly hotel limit depends on the destination city tier and the employee's grade "
        "(including taxes):\n\n| Tier | G1 |\n|---|---|\n| A | 220 USD |\n",
        encoding="utf-8",
    )
    blocks = load_document(md).blocks
    table = next(b for b in blocks if b.kind == "table")
    assert table.caption and table.caption.startswith("2.1 The nightly hotel limit")
    assert any(b.kind == "paragraph" and "nightly" in b.text for b in blocks)  # still the prose's sentence too


def test_csv_semicolon(tmp_path: Path) -> None:
    p = tmp_path / "data.csv"
    p.write_text("name;days\nAlice;5\nBob;10\n", encoding="utf-8")
    doc = load_document(p)
    assert doc.blocks[0].rows == [["name", "days"], ["Alice", "5"], ["Bob", "10"]]


def test_metadata_helpers() -> None:
    assert extract_version("员工手册V2.0.docx", "") == "V2.0"
    assert extract_version("公司法(2023-12-29).md", "") == "2023-12-29"
    assert extract_version("制度2024版.pdf", "") == "2024"
    assert extract_version("手册第二版.pdf", "") == "2"
    assert extract_version("2305.03393v1-pg9.pdf", "") is None
    assert str(extract_date("公司法(2023-12-29).md")) == "2023-12-29"
    assert str(extract_date("x.md", "本办法自2024年5月1日起施行。")) == "2024-05-01"
    assert str(extract_date("x.md", "更新日期：2024-05-01")) == "2024-05-01"
    assert extract_date("notes.md", "nothing here") is None


def test_a_bracketed_line_heads_a_section_of_plain_text(tmp_path: Path) -> None:
    """A notice in plain text names its sections "【加分】"; a bracket inside a sentence heads nothing."""
    path = tmp_path / "考核办法.txt"
    path.write_text(
        "门店考核办法\n\n【扣分】\n■ 迟到每次扣2分。\n【加分】\n■ 【顾客表扬】每次加3分。\n", encoding="utf-8"
    )
    doc = load_document(path)
    headings = [b.text for b in doc.blocks if b.kind == "heading"]
    assert headings == ["扣分", "加分"]
