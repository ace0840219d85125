"""Real sample files of the formats added in issue 21, and the bad inputs each must refuse cleanly.

    python scripts/make_format_samples.py OUT_DIR

writes a PowerPoint deck, an intranet HTML page in GBK, a legacy .xls workbook, pictures of text
(PNG, JPEG, multi-page TIFF, BMP), a Word file with a picture of text, a scanned (image-only) PDF,
and for each format an empty, a corrupt, an encrypted and a wrongly named file. The tests call the
same functions in temporary folders; nothing generated is committed.

Requirements: python-pptx, python-docx, xlwt, Pillow, fpdf2 and pypdfium2 (all in the dev extra);
pictures of Chinese text need a CJK font (WenQuanYi Micro Hei or Noto Sans CJK; `cjk_font()` says
whether one is there).
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from datetime import date
from pathlib import Path

FONT_PATHS = [
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/wqy-microhei/wqy-microhei.ttc",
    "/usr/share/fonts/TTF/wqy-microhei.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
]
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"

NOTICE = [
    "第一章 总则",
    "第一条 为规范员工年休假管理，保障员工休息权利，制定本办法。",
    "第二条 员工累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天。",
    "第三条 年休假申请须提前3个工作日在OA系统提交，由部门负责人审批。",
]
TABLE = [
    ["假期类型", "天数", "审批人"],
    ["年休假", "5天", "部门负责人"],
    ["婚假", "3天", "人事经理"],
    ["丧假", "3天", "部门负责人"],
]


def cjk_font_path() -> str | None:
    return next((p for p in FONT_PATHS if Path(p).is_file()), None)


def cjk_font(size: int):
    from PIL import ImageFont

    path = cjk_font_path()
    return ImageFont.truetype(path, size) if path else None


# ---------------------------------------------------------------- pictures of text


def text_picture(lines: list[str], table: list[list[str]] | None = None, font_px: int = 30, width: int = 1400):
    """A white picture with the lines (and a ruled grid table below them) in black, like a scan."""
    from PIL import Image, ImageDraw

    font = cjk_font(font_px)
    if font is None:
        raise RuntimeError("no CJK font: apt-get install fonts-wqy-microhei")
    line_h = int(font_px * 1.8)
    rows = len(table) if table else 0
    height = 80 + line_h * len(lines) + (40 + rows * line_h if table else 0) + 60
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    y = 60
    for line in lines:
        draw.text((60, y), line, font=font, fill="black")
        y += line_h
    if table:
        y += 40
        col_w = (width - 120) // len(table[0])
        for r, row in enumerate(table):
            top = y + r * line_h
            for c, cell in enumerate(row):
                draw.text((60 + c * col_w + 20, top + (line_h - font_px) // 2 - 4), cell, font=font, fill="black")
            draw.line([(60, top), (60 + col_w * len(row), top)], fill="black", width=2)
        bottom = y + rows * line_h
        draw.line([(60, bottom), (60 + col_w * len(table[0]), bottom)], fill="black", width=2)
        for c in range(len(table[0]) + 1):
            draw.line([(60 + c * col_w, y), (60 + c * col_w, bottom)], fill="black", width=2)
    return image


def write_pictures(out: Path) -> list[Path]:
    """The notice as PNG (with its table), JPEG, BMP and a two-page TIFF."""
    first = text_picture(NOTICE[:2], TABLE)
    second = text_picture(NOTICE[2:])
    paths = [out / "年休假通知.png", out / "年休假通知.jpg", out / "年休假通知.bmp", out / "年休假通知扫描件.tiff"]
    first.save(paths[0])
    first.save(paths[1], quality=90)
    first.convert("L").save(paths[2])
    first.convert("L").save(paths[3], save_all=True, append_images=[second.convert("L")], compression="tiff_lzw")
    return paths


def picture_bytes(lines: list[str], table: list[list[str]] | None = None) -> bytes:
    buf = io.BytesIO()
    text_picture(lines, table).save(buf, format="PNG")
    return buf.getvalue()


# ---------------------------------------------------------------- Office files


def write_pptx(path: Path, picture: bytes | None = None) -> Path:
    """Three slides: title + bullets + notes; a table; an untitled slide with a picture (if given)."""
    from pptx import Presentation
    from pptx.util import Inches, Pt

    prs = Presentation()
    prs.core_properties.title = "年休假制度培训"
    slide = prs.slides.add_slide(prs.slide_layouts[1])  # title and content
    slide.shapes.title.text = "年休假规定"
    body = slide.placeholders[1].text_frame
    body.text = "年休假按累计工作年限计算"
    for text, level in (("满1年不满10年：5天", 1), ("满10年不满20年：10天", 1), ("申请须提前3个工作日", 0)):
        p = body.add_paragraph()
        p.text, p.level = text, level
    box = slide.shapes.add_textbox(Inches(1), Inches(6.3), Inches(8), Inches(0.8)).text_frame
    box.text = "解释权归人力资源部"
    box.paragraphs[0].runs[0].font.size = Pt(12)
    slide.notes_slide.notes_text_frame.text = "讲解时强调：未休年休假按日工资的300%支付报酬。"
    slide = prs.slides.add_slide(prs.slide_layouts[5])  # title only
    slide.shapes.title.text = "假期审批人"
    shape = slide.shapes.add_table(len(TABLE), 3, Inches(1), Inches(2), Inches(8), Inches(2))
    for r, row in enumerate(TABLE):
        for c, cell in enumerate(row):
            shape.table.cell(r, c).text = cell
    slide = prs.slides.add_slide(prs.slide_layouts[6])  # blank
    slide.shapes.add_textbox(Inches(1), Inches(1), Inches(8), Inches(1)).text_frame.text = "附：请假流程"
    if picture:
        slide.shapes.add_picture(io.BytesIO(picture), Inches(1), Inches(2), width=Inches(8))
    prs.save(str(path))
    return path


def write_docx_with_picture(path: Path, picture: bytes) -> Path:
    from docx import Document
    from docx.shared import Inches

    doc = Document()
    doc.add_heading("请假管理办法", level=1)
    doc.add_paragraph("以下为公司公告栏通知的照片：")
    doc.add_picture(io.BytesIO(picture), width=Inches(6))
    doc.add_paragraph("如有疑问请联系人力资源部。")
    doc.save(str(path))
    return path


def write_xls(path: Path) -> Path:
    """A legacy workbook: a title row, a header, a merged cell, a date and a percent; a second sheet."""
    import xlwt

    book = xlwt.Workbook(encoding="utf-8")
    sheet = book.add_sheet("差旅标准")
    sheet.write(0, 0, "差旅住宿标准（2024年）")
    for c, head in enumerate(["城市级别", "职级", "住宿标准（元/晚）", "生效日期", "超标自付比例"]):
        sheet.write(2, c, head)
    percent = xlwt.easyxf(num_format_str="0%")
    day = xlwt.easyxf(num_format_str="YYYY-MM-DD")
    rows = [("一线城市", "经理及以上", 800), ("一线城市", "普通员工", 500), ("其他城市", "经理及以上", 600)]
    for r, (city, grade, price) in enumerate(rows, start=3):
        if r != 4:  # 一线城市 is merged over rows 3–4
            sheet.write(r, 0, city)
        sheet.write(r, 1, grade)
        sheet.write(r, 2, price)
        sheet.write(r, 3, date(2024, 1, 1), day)
        sheet.write(r, 4, 0.5, percent)
    sheet.merge(3, 4, 0, 0)
    sheet.write(7, 0, "注：标准含税。")
    other = book.add_sheet("城市分级")
    other.write(0, 0, "城市")
    other.write(0, 1, "级别")
    other.write(1, 0, "上海")
    other.write(1, 1, "一线城市")
    other.write(2, 0, "成都")
    other.write(2, 1, "其他城市")
    book.save(str(path))
    return path


def encrypt_xls(plain: Path, out: Path) -> Path:
    """The workbook with a FILEPASS record (what Excel writes for a password) in place of CODEPAGE.

    Same length, so the OLE container stays valid; readers must then refuse it as encrypted."""
    data = bytearray(plain.read_bytes())
    at = data.find(b"\x42\x00\x02\x00")  # CODEPAGE record: id 0x0042, length 2
    if at < 0:
        raise RuntimeError("no CODEPAGE record to replace")
    data[at : at + 2] = b"\x2f\x00"  # FILEPASS
    out.write_bytes(bytes(data))
    return out


# ---------------------------------------------------------------- HTML


def write_html(path: Path, encoding: str = "gbk") -> Path:
    """An intranet page: navigation, script and style to drop; headings, a list and a table to keep."""
    page = f"""<!DOCTYPE html>
<html><head><meta charset="{encoding}"><title>报销流程 - 星河科技内网</title>
<style>body {{ font-family: sans-serif; }} .nav {{ color: red; }}</style>
<script>var tracking = "不应出现的脚本文字";</script></head>
<body>
<nav class="nav"><a href="/">首页</a> | <a href="/hr">人力资源</a> | <a href="/it">IT服务</a></nav>
<div role="banner">星河科技内网门户</div>
<main>
<h1>差旅费报销流程</h1>
<p>员工出差返回后<b>30天内</b>须提交报销单，逾期不予报销。</p>
<h2>报销步骤</h2>
<ol><li>登录OA系统填写报销单</li><li>上传发票原件扫描件<ul><li>住宿发票</li><li>交通票据</li></ul></li>
<li>部门负责人审批</li></ol>
<h2>住宿标准</h2>
<table><caption>表1 住宿标准</caption>
<tr><th>城市</th><th>经理</th><th>员工</th></tr>
<tr><td>北京</td><td>800元</td><td>500元</td></tr>
<tr><td colspan="1">成都</td><td>600元</td><td>400元</td></tr>
</table>
<pre>报销单编号格式：BX-2024-0001</pre>
</main>
<footer>版权所有 星河科技 | 联系我们</footer>
</body></html>
"""
    path.write_bytes(page.encode(encoding))
    return path


# ---------------------------------------------------------------- PDFs


def markdown_lines(text: str) -> list[tuple[str, str]]:
    """(kind, text) of a Markdown law text: headings and paragraphs (links and emphasis removed)."""
    out = []
    for raw in text.splitlines():
        line = re.sub(r"\[([^\]]*)\]\([^)]*\)|[*_`]", r"\1", raw).strip()
        if not line or line.startswith(("<!--", "|---", "---")):
            continue
        m = re.match(r"^(#{1,6})\s+(.*)", line)
        out.append(("h", m.group(2)) if m else ("p", line.lstrip("> ").strip()))
    return out


def write_text_pdf(lines: list[tuple[str, str]], path: Path) -> Path:
    """A text PDF (A4, 12 pt body, bigger headings) set in the CJK font: the original text layer."""
    from fpdf import FPDF

    font = cjk_font_path()
    if font is None:
        raise RuntimeError("no CJK font: apt-get install fonts-wqy-microhei")
    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(True, margin=20)
    pdf.add_font("cjk", "", font)
    pdf.add_page()
    for kind, text in lines:
        pdf.set_font("cjk", size=16 if kind == "h" else 12)
        pdf.multi_cell(0, 9 if kind == "h" else 7, text)
        pdf.ln(2)
    pdf.output(str(path))
    return path


def write_scanned_pdf(text_pdf: Path, out: Path, dpi: int) -> Path:
    """Each page of `text_pdf` rendered to a grey picture at `dpi` and put in an image-only PDF: a scan."""
    import pypdfium2

    doc = pypdfium2.PdfDocument(str(text_pdf))
    try:
        pages = [doc[i].render(scale=dpi / 72, grayscale=True).to_pil().convert("L") for i in range(len(doc))]
    finally:
        doc.close()
    pages[0].save(out, save_all=True, append_images=pages[1:], resolution=float(dpi))
    return out


# ---------------------------------------------------------------- bad inputs
BAD_INPUT_SUFFIXES = (".pptx", ".xls", ".doc", ".html", ".htm", ".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff")
"""Every format added in issue 21."""
PICTURE_FORMATS = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG", ".bmp": "BMP", ".tif": "TIFF", ".tiff": "TIFF"}


def write_bad_inputs(out: Path, suffixes: tuple[str, ...]) -> dict[str, tuple[Path, str]]:
    """For each suffix: empty, corrupt, a PDF under the wrong name, encrypted where the format has
    passwords (an OLE file with an EncryptedPackage, as Office writes), and a truncated picture;
    name → (path, the reason it must be refused with). A legacy .doc that is intact is refused too
    (`convert_to_docx`), so its corrupt and renamed cases must say `corrupt`, not that."""
    cases: dict[str, tuple[Path, str]] = {}
    for suffix in suffixes:
        stem = suffix.lstrip(".")
        empty = out / f"empty-{stem}{suffix}"
        empty.write_bytes(b"")
        cases[empty.name] = (empty, "empty")
        corrupt = out / f"corrupt-{stem}{suffix}"
        corrupt.write_bytes(b"PK\x03\x04" + bytes(range(256)) * 4 if suffix == ".pptx" else bytes(range(256)) * 8)
        cases[corrupt.name] = (corrupt, "binary" if suffix in (".html", ".htm") else "corrupt")
        wrong = out / f"really-a-pdf-{stem}{suffix}"
        wrong.write_bytes(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n")
        cases[wrong.name] = (wrong, "binary" if suffix in (".html", ".htm") else "corrupt")
        if suffix in (".pptx", ".xls", ".doc"):
            enc = out / f"encrypted-{stem}{suffix}"
            enc.write_bytes(OLE_MAGIC + b"\x00" * 504 + "EncryptedPackage".encode("utf-16-le") + b"\x00" * 512)
            cases[enc.name] = (enc, "encrypted")
        if suffix in PICTURE_FORMATS:  # a real picture cut off mid-way (an interrupted copy or scan)
            cut = out / f"truncated-{stem}{suffix}"
            from PIL import Image, ImageDraw

            picture = Image.new("L", (800, 600), 255)
            ImageDraw.Draw(picture).rectangle([100, 100, 700, 140], fill=0)  # a line of "text"; no font needed
            buf = io.BytesIO()
            picture.save(buf, format=PICTURE_FORMATS[suffix])
            cut.write_bytes(buf.getvalue()[: len(buf.getvalue()) // 3])
            cases[cut.name] = (cut, "corrupt")
    return cases


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    picture = picture_bytes(NOTICE[:2], TABLE) if cjk_font_path() else None
    write_pptx(out / "年休假制度培训.pptx", picture)
    write_html(out / "报销流程.html")
    (out / "bad").mkdir(exist_ok=True)
    encrypt_xls(write_xls(out / "差旅标准2024.xls"), out / "bad" / "encrypted-password.xls")
    if picture:
        write_pictures(out)
        write_docx_with_picture(out / "请假管理办法（含公告照片）.docx", picture)
        text = write_text_pdf([("h", NOTICE[0]), *(("p", t) for t in NOTICE[1:])], out / "bad" / "text-layer.pdf")
        write_scanned_pdf(text, out / "年休假办法扫描件.pdf", 200)
    else:
        print("no CJK font: pictures and scans were not made (apt-get install fonts-wqy-microhei)", file=sys.stderr)
    write_bad_inputs(out / "bad", BAD_INPUT_SUFFIXES)
    print(f"samples written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
