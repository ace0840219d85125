"""PowerPoint, HTML and legacy Excel from real files made by scripts/make_format_samples.py, and the
bad-input guarantees (empty, corrupt, encrypted, wrong extension) for every format added with them."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.api.uploads import Refusal, check_upload
from knowdesk.errors import IngestError
from knowdesk.ingest.loaders import load_document
from knowdesk.ingest.splitters import split_document
from tests.format_samples import samples

ROOT = Path(__file__).resolve().parents[2]


def _reason(path: Path) -> str:
    with pytest.raises(IngestError) as info:
        load_document(path)
    return info.value.reason


def test_pptx_one_section_per_slide_with_tables_and_notes(tmp_path: Path) -> None:
    doc = load_document(samples.write_pptx(tmp_path / "培训.pptx"))
    assert doc.format == "pptx" and doc.title == "年休假制度培训" and doc.page_count == 3
    headings = [(b.text, b.page) for b in doc.blocks if b.kind == "heading"]
    assert headings == [("年休假规定", 1), ("假期审批人", 2), ("幻灯片 3", 3)]
    first = [b.text for b in doc.blocks if b.page == 1 and b.kind == "paragraph"]
    # the content placeholder's lines are bullets, as PowerPoint shows them; a text box's are not
    assert (
        first[0]
        == "- 年休假按累计工作年限计算\n  - 满1年不满10年：5天\n  - 满10年不满20年：10天\n- 申请须提前3个工作日"
    )
    assert first[1] == "解释权归人力资源部"  # the text box below the body, in reading order
    assert first[2] == "演讲者备注：讲解时强调：未休年休假按日工资的300%支付报酬。"
    table = next(b for b in doc.blocks if b.kind == "table")
    assert table.page == 2 and table.rows == samples.TABLE
    sections = {f.section for f in split_document(doc)}
    assert sections == {"年休假规定", "假期审批人", "幻灯片 3"}  # slides are never merged


def test_pptx_content_line_without_a_bullet_stays_plain(tmp_path: Path) -> None:
    from pptx import Presentation
    from pptx.oxml.ns import qn

    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[1])
    slide.shapes.title.text = "报销须知"
    body = slide.placeholders[1].text_frame
    body.text = "以下费用不予报销："
    body.paragraphs[0]._p.get_or_add_pPr().append(body.paragraphs[0]._p.makeelement(qn("a:buNone"), {}))
    for text in ("个人罚款", "酒店迷你吧消费"):
        body.add_paragraph().text = text
    prs.save(str(tmp_path / "须知.pptx"))
    doc = load_document(tmp_path / "须知.pptx")
    assert [b.text for b in doc.blocks if b.kind == "paragraph"] == ["以下费用不予报销：\n- 个人罚款\n- 酒店迷你吧消费"]


def test_html_keeps_content_drops_chrome_and_reads_its_charset(tmp_path: Path) -> None:
    doc = load_document(samples.write_html(tmp_path / "报销流程.html", encoding="gbk"))
    assert doc.format == "html" and doc.encoding == "gb18030" and doc.title == "报销流程 - 星河科技内网"
    kinds = [(b.kind, b.level) for b in doc.blocks]
    assert kinds == [("heading", 1), ("paragraph", 0), ("heading", 2), ("paragraph", 0), ("heading", 2),
                     ("table", 0), ("code", 0)]  # fmt: skip
    text = "\n".join(b.text for b in doc.blocks)
    assert "30天内须提交报销单" in text
    assert "- 上传发票原件扫描件\n  - 住宿发票" in text
    for chrome in ("首页", "脚本文字", "font-family", "内网门户", "版权所有"):
        assert chrome not in text
    table = next(b for b in doc.blocks if b.kind == "table")
    assert table.caption == "表1 住宿标准" and table.rows[1] == ["北京", "800元", "500元"]


def test_html_wrong_charset_declaration_is_guessed_not_mojibake(tmp_path: Path) -> None:
    path = tmp_path / "page.htm"
    path.write_bytes('<html><head><meta charset="gbk"></head><body><p>年休假5天</p></body></html>'.encode())
    doc = load_document(path)
    assert doc.blocks[0].text == "年休假5天"


def test_html_spans_and_layout_tables(tmp_path: Path) -> None:
    path = tmp_path / "wiki.html"
    path.write_text(
        "<table><tr><td><h2>制度</h2><p>正文一段。</p></td></tr></table>"
        "<table><tr><th rowspan=2>级别</th><th colspan=2>标准</th></tr><tr><th>住宿</th><th>餐补</th></tr>"
        "<tr><td>经理</td><td>800</td><td>100</td></tr></table>",
        encoding="utf-8",
    )
    doc = load_document(path)
    assert [b.kind for b in doc.blocks] == ["heading", "paragraph", "table"]
    assert doc.blocks[2].rows == [["级别", "标准", "标准"], ["级别", "住宿", "餐补"], ["经理", "800", "100"]]


def test_xls_reads_like_xlsx(tmp_path: Path) -> None:
    doc = load_document(samples.write_xls(tmp_path / "差旅标准2024.xls"))
    assert doc.format == "xls"
    tables = [b for b in doc.blocks if b.kind == "table"]
    assert tables[0].caption == "差旅住宿标准（2024年）"
    assert tables[0].rows[0] == ["城市级别", "职级", "住宿标准（元/晚）", "生效日期", "超标自付比例"]
    assert tables[0].rows[2] == ["一线城市", "普通员工", "500", "2024-01-01", "50%"]  # merged, date, percent
    assert tables[1].sheet == "城市分级"
    frags = split_document(doc)
    assert {f.section for f in frags} == {"工作表：差旅标准", "工作表：城市分级"}
    assert all(f.content_type == "table" for f in frags)


def test_xls_that_is_really_xlsx_or_html_is_read_as_what_it_is(tmp_path: Path) -> None:
    openpyxl = pytest.importorskip("openpyxl")
    wb = openpyxl.Workbook()
    wb.active.append(["城市", "标准"])
    wb.active.append(["北京", "800"])
    wb.save(tmp_path / "renamed.xls")
    assert load_document(tmp_path / "renamed.xls").blocks[1].rows == [["城市", "标准"], ["北京", "800"]]
    (tmp_path / "export.xls").write_text("<table><tr><td>城市</td><td>标准</td></tr></table>", encoding="utf-8")
    assert load_document(tmp_path / "export.xls").blocks[0].rows == [["城市", "标准"]]


def test_encrypted_xls_is_encrypted(tmp_path: Path) -> None:
    plain = samples.write_xls(tmp_path / "plain.xls")
    assert _reason(samples.encrypt_xls(plain, tmp_path / "locked.xls")) == "encrypted"


def test_legacy_doc_says_convert_to_docx(tmp_path: Path) -> None:
    path = tmp_path / "旧制度.doc"
    path.write_bytes(samples.OLE_MAGIC + b"\x00" * 1024)
    with pytest.raises(IngestError) as info:
        load_document(path)
    assert info.value.reason == "convert_to_docx"
    assert "convert to .docx" in str(info.value)


@pytest.mark.parametrize("suffix", samples.BAD_INPUT_SUFFIXES)
def test_bad_inputs_are_refused_with_their_reason(tmp_path: Path, suffix: str) -> None:
    cases = samples.write_bad_inputs(tmp_path, (suffix,))
    got = {name: _reason(path) for name, (path, _) in cases.items()}
    assert got == {name: reason for name, (_, reason) in cases.items()}
    assert {n.split("-")[0] for n in got} >= {"empty", "corrupt", "really"}  # every kind, for every suffix


def test_a_batch_of_bad_inputs_reports_each_with_its_reason_and_ingests_the_rest(app, tmp_path: Path) -> None:
    folder = tmp_path / "batch"
    folder.mkdir()
    cases = samples.write_bad_inputs(folder, samples.BAD_INPUT_SUFFIXES)
    samples.write_html(folder / "报销.html")
    samples.write_xls(folder / "差旅.xls")
    report = app.ingestor.ingest([folder], "kb", embed=False)
    got = {Path(r.path).name: (r.status, r.reason) for r in report.results}
    assert got == {**{n: ("failed", reason) for n, (_, reason) in cases.items()},
                   "报销.html": ("added", None), "差旅.xls": ("added", None)}  # fmt: skip
    assert all(r.message for r in report.failed)
    assert {d.name for d in app.store.list_documents("kb")} == {"报销", "差旅"}


def test_a_folder_of_new_formats_ingests_and_reports_each_file(app, tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    samples.write_pptx(folder / "培训.pptx")
    samples.write_html(folder / "报销.html")
    samples.write_xls(folder / "差旅.xls")
    (folder / "旧制度.doc").write_bytes(samples.OLE_MAGIC + b"\x00" * 1024)
    report = app.ingestor.ingest([folder], "kb", embed=False)
    status = {Path(r.path).name: (r.status, r.reason) for r in report.results}
    assert status == {"培训.pptx": ("added", None), "报销.html": ("added", None), "差旅.xls": ("added", None),
                      "旧制度.doc": ("failed", "convert_to_docx")}  # fmt: skip
    assert all(r.fragments > 0 for r in report.results if r.status == "added")


@pytest.mark.parametrize(
    ("name", "data", "reason"),
    [
        ("slides.pptx", b"%PDF-1.4 not a deck", "wrong_type"),
        ("book.xls", b"just text, not a workbook", "wrong_type"),
        ("scan.png", b"%PDF-1.4 a pdf", "wrong_type"),
        ("page.html", b"%PDF-1.4 a pdf", "wrong_type"),
        ("old.doc", samples.OLE_MAGIC + b"\x00" * 100, "convert_to_docx"),
        ("old.doc", b"%PDF-1.4 a pdf under the old name", "wrong_type"),
        ("old.doc", samples.OLE_MAGIC + "EncryptedPackage".encode("utf-16-le"), "encrypted"),
    ],
)
def test_uploads_check_the_new_formats_bytes(name: str, data: bytes, reason: str) -> None:
    with pytest.raises(Refusal) as info:
        check_upload(name, data, 1 << 20)
    assert info.value.reason == reason


def test_uploads_accept_real_files_of_the_new_formats(tmp_path: Path) -> None:
    for path in (samples.write_pptx(tmp_path / "a.pptx"), samples.write_xls(tmp_path / "b.xls"),
                 samples.write_html(tmp_path / "c.html")):  # fmt: skip
        assert check_upload(path.name, path.read_bytes(), 1 << 24) == path.suffix
    from PIL import Image

    for suffix in (".png", ".jpg", ".jpeg", ".tif", ".tiff", ".bmp"):
        Image.new("L", (40, 20), "white").save(path := tmp_path / f"scan{suffix}")
        assert check_upload(path.name, path.read_bytes(), 1 << 24) == suffix


def test_the_admin_page_offers_every_suffix_uploads_take() -> None:
    """The file picker's `accept` filter hid .pptx, .html and pictures though the server took them."""
    import re

    from knowdesk.api.uploads import ALLOWED

    page = (ROOT / "src" / "knowdesk" / "webui" / "admin.html").read_text("utf-8")
    accept = re.search(r'id="upload-files"[^>]*accept="([^"]*)"', page)
    assert accept is not None and set(accept.group(1).split(",")) == set(ALLOWED)


def test_every_refusal_reason_has_a_label_in_both_languages() -> None:
    """The admin page showed no reason for `convert_to_docx` and `ocr_unavailable` (no label)."""
    import typing

    from knowdesk.errors import IngestReason

    script = (ROOT / "src" / "knowdesk" / "webui" / "common.js").read_text("utf-8")
    assert {"convert_to_docx", "ocr_unavailable"} <= set(typing.get_args(IngestReason))
    for reason in typing.get_args(IngestReason):
        assert script.count(f"rs_{reason}:") == 2, reason  # zh and en
