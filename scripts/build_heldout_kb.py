#!/usr/bin/env python3
"""Build the held-out factory knowledge base (bench/heldout/factory) from scripts/heldout_factory.

The company, 常州明拓汽车零部件有限公司, is fictional: 12 internal rule documents in seven formats
(DOCX, XLSX, PDF with a text layer, PPTX, HTML wiki export, Markdown, TXT), among them a superseded
leave policy that the current one repeals. The questions of bench/qa_sets/factory.jsonl were written
from these documents only, without looking at how the product answers, to measure whether its local
answers generalise beyond the documents the team tuned on.

    python scripts/build_heldout_kb.py                    # writes into bench/heldout/factory
    python scripts/build_heldout_kb.py --out /tmp/factory # writes elsewhere

Output is deterministic (fixed document dates and zip timestamps). The PDFs need the font the sample
KB uses (WenQuanYi Micro Hei, see scripts/build_sample_kb.py); python-docx, openpyxl, fpdf2 and
python-pptx must be installed.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import zipfile
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from types import ModuleType

from build_sample_kb import _normalize_zip, find_cjk_font
from heldout_factory import (
    COMPANY,
    attendance,
    career,
    discipline,
    dorm,
    it_wiki,
    leave,
    offboarding,
    pay,
    ppe,
    safety,
    travel,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "factory"
AUTHOR = f"{COMPANY} 人力资源部"


def build_docx(out: Path, name: str, title: str, content: list[tuple], created: datetime) -> Path:
    """A Word rule document: headings, numbered-article paragraphs, captioned grid tables (cells may be merged)."""
    from docx import Document
    from docx.oxml.ns import qn
    from docx.shared import Pt

    doc = Document()
    normal = doc.styles["Normal"]
    normal.font.name = "SimSun"
    normal.font.size = Pt(10.5)
    normal.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
    for item in content:
        kind = item[0]
        if kind == "title":
            doc.add_heading(item[1], level=0)
        elif kind in ("h1", "h2"):
            doc.add_heading(item[1], level=int(kind[1]))
        elif kind == "p":
            for line in item[1].split("\n"):
                doc.add_paragraph(line)
        elif kind == "table":  # ("table", caption, rows) or, with merged cells, ("table", caption, rows, merges)
            caption, rows = item[1], item[2]
            merges = item[3] if len(item) > 3 else []  # (first row, first col, last row, last col), 0-based
            doc.add_paragraph(caption, style="Caption").alignment = 1
            table = doc.add_table(rows=len(rows), cols=len(rows[0]))
            table.style = "Table Grid"
            for r0, c0, r1, c1 in merges:
                table.cell(r0, c0).merge(table.cell(r1, c1))
            covered = {(r, c) for r0, c0, r1, c1 in merges for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)
                       if (r, c) != (r0, c0)}  # fmt: skip
            header_rows = 2 if merges else 1  # a merged header spans two rows
            for i, row in enumerate(rows):
                for j, value in enumerate(row):
                    if (i, j) in covered:
                        continue
                    cell = table.cell(i, j)
                    cell.text = str(value)
                    if i < header_rows:
                        for run in cell.paragraphs[0].runs:
                            run.bold = True
        else:  # pragma: no cover - content error
            raise ValueError(f"unknown DOCX element {kind!r}")
    props = doc.core_properties
    props.title = title
    props.author = AUTHOR
    props.last_modified_by = AUTHOR
    props.subject = title
    props.comments = "knowdesk held-out evaluation documents (fictional company)"
    props.created = props.modified = props.last_printed = created
    props.revision = 1
    target = out / name
    doc.save(str(target))
    _normalize_zip(target)
    return target


def _col_widths(rows: list[list], total: float) -> list[float]:
    """Column widths in mm, proportional to each column's longest cell (capped), summing to `total`."""
    longest = [max(min(len(str(row[c])), 24) for row in rows) + 2 for c in range(len(rows[0]))]
    return [total * n / sum(longest) for n in longest]


def build_pdf(out: Path, name: str, title: str, subject: str, content: list[tuple], created: datetime) -> Path:
    """A PDF with a text layer (embedded TrueType CJK font), running header and page numbers."""
    from fpdf import FPDF
    from fpdf.enums import WrapMode
    from fpdf.fonts import FontFace

    font_path, font_index = find_cjk_font()

    class _PDF(FPDF):
        def header(self) -> None:
            self.set_font("cjk", size=8)
            self.set_text_color(110, 110, 110)
            self.cell(0, 6, f"{COMPANY}　{title}", align="R", new_x="LMARGIN", new_y="NEXT")
            self.set_text_color(0, 0, 0)
            self.ln(2)

        def footer(self) -> None:
            self.set_y(-14)
            self.set_font("cjk", size=8)
            self.set_text_color(110, 110, 110)
            self.cell(0, 6, f"第 {self.page_no()} 页", align="C")
            self.set_text_color(0, 0, 0)

    pdf = _PDF(format="A4")
    pdf.add_font("cjk", fname=font_path, collection_font_number=font_index)
    pdf.set_margins(20, 18, 20)
    pdf.set_auto_page_break(auto=True, margin=20)
    pdf.set_title(title)
    pdf.set_author(AUTHOR)
    pdf.set_subject(subject)
    pdf.set_creator("knowdesk scripts/build_heldout_kb.py")
    pdf.set_producer("fpdf2")
    pdf.set_creation_date(created)
    pdf.set_lang("zh-CN")
    pdf.add_page()
    width = pdf.epw
    for item in content:
        kind = item[0]
        if kind == "title":
            pdf.set_font("cjk", size=18)
            pdf.ln(4)
            pdf.multi_cell(width, 10, item[1], align="C", new_x="LMARGIN", new_y="NEXT")
        elif kind == "meta":
            pdf.set_font("cjk", size=9)
            pdf.multi_cell(width, 6, item[1], align="C", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(4)
        elif kind == "h1":
            if pdf.will_page_break(30):
                pdf.add_page()
            pdf.ln(3)
            pdf.set_font("cjk", size=14)
            pdf.multi_cell(width, 9, item[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "p":
            pdf.set_font("cjk", size=10.5)
            pdf.multi_cell(width, 6.5, item[1], new_x="LMARGIN", new_y="NEXT", wrapmode=WrapMode.CHAR)
            pdf.ln(1.5)
        elif kind == "table":
            _, caption, rows = item
            if pdf.will_page_break(12 + 9 * len(rows)):
                pdf.add_page()
            pdf.set_font("cjk", size=10)
            pdf.multi_cell(width, 7, caption, align="C", new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("cjk", size=9)
            with pdf.table(
                col_widths=tuple(_col_widths(rows, width)),
                width=width,
                line_height=6,
                text_align="LEFT",
                headings_style=FontFace(emphasis=None, fill_color=(225, 225, 225)),
                first_row_as_headings=True,
                wrapmode=WrapMode.CHAR,
            ) as table:
                for row in rows:
                    cells = table.row()
                    for value in row:
                        cells.cell(str(value))
            pdf.ln(4)
        else:  # pragma: no cover - content error
            raise ValueError(f"unknown PDF element {kind!r}")
    target = out / name
    pdf.output(str(target))
    _check_text_layer(target, title)
    return target


def _check_text_layer(path: Path, title: str) -> None:
    """Refuse a PDF whose text cannot be extracted again (the font embedded wrongly)."""
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        text = "".join(page.extract_text() or "" for page in pdf.pages)
    if title not in text:
        raise SystemExit(f"{path.name} was built but its text cannot be extracted")


def build_xlsx(out: Path, name: str, title: str, sheets: list[dict], created: datetime) -> Path:
    """A workbook: one sheet per table (header row bold), free-text notes under the table."""
    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
    from openpyxl.utils import get_column_letter
    from openpyxl.writer.excel import ExcelWriter

    wb = Workbook()
    wb.remove(wb.active)
    thin = Side(style="thin", color="000000")
    border = Border(left=thin, right=thin, top=thin, bottom=thin)
    header_fill = PatternFill("solid", fgColor="DDEBF7")
    for sheet in sheets:
        ws = wb.create_sheet(sheet["name"])
        rows = sheet["rows"]
        tabular = len(rows[0]) > 1
        for r, row in enumerate(rows, start=1):
            for c, value in enumerate(row, start=1):
                cell = ws.cell(row=r, column=c, value=value)
                cell.alignment = Alignment(vertical="center", wrap_text=tabular)
                if tabular:
                    cell.border = border
                if r == 1:
                    cell.font = Font(bold=True, size=12 if not tabular else 11)
                    if tabular:
                        cell.fill = header_fill
        for i, note in enumerate(sheet.get("notes") or []):
            ws.cell(row=len(rows) + 2 + i, column=1, value=note)
        for c in range(1, len(rows[0]) + 1):
            longest = max(len(str(row[c - 1])) for row in rows if c - 1 < len(row))
            ws.column_dimensions[get_column_letter(c)].width = min(max(10, longest * 2 + 2), 60 if tabular else 120)
        if tabular:
            ws.freeze_panes = "A2"
    props = wb.properties
    props.title = title
    props.creator = COMPANY
    props.lastModifiedBy = COMPANY
    props.description = "knowdesk held-out evaluation documents (fictional company)"
    props.created = props.modified = created
    target = out / name
    # openpyxl's save_workbook() stamps `modified` with now(); use the writer directly instead.
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, allowZip64=True) as archive:
        ExcelWriter(wb, archive).save()
    _normalize_zip(target)
    return target


def build_xlsx_merged(out: Path, name: str, title: str, sheets: list[dict], created: datetime) -> Path:
    """A workbook like build_xlsx whose sheets may merge header cells ("merged": 1-based ranges)."""
    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Border, Font, Side
    from openpyxl.writer.excel import ExcelWriter

    wb = Workbook()
    wb.remove(wb.active)
    thin = Side(style="thin", color="000000")
    border = Border(left=thin, right=thin, top=thin, bottom=thin)
    for sheet in sheets:
        ws = wb.create_sheet(sheet["name"])
        rows = sheet["rows"]
        tabular = len(rows[0]) > 1
        header_rows = 2 if sheet.get("merged") else 1
        for r, row in enumerate(rows, start=1):
            for c, value in enumerate(row, start=1):
                number = isinstance(value, str) and value.isdigit()  # amounts are numbers in a real workbook
                cell = ws.cell(row=r, column=c, value=int(value) if number else (value if value != "" else None))
                cell.alignment = Alignment(horizontal="center" if r <= header_rows else None, vertical="center")
                if tabular:
                    cell.border = border
                if r <= header_rows:
                    cell.font = Font(bold=True)
        for r0, c0, r1, c1 in sheet.get("merged") or []:
            ws.merge_cells(start_row=r0, start_column=c0, end_row=r1, end_column=c1)
        for i, note in enumerate(sheet.get("notes") or []):
            ws.cell(row=len(rows) + 2 + i, column=1, value=note)
    props = wb.properties
    props.title = title
    props.creator = props.lastModifiedBy = COMPANY
    props.description = "knowdesk held-out evaluation documents (fictional company)"
    props.created = props.modified = created
    target = out / name
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, allowZip64=True) as archive:
        ExcelWriter(wb, archive).save()
    _normalize_zip(target)
    return target


def build_pptx(out: Path, name: str, title: str, slides: list[dict], created: datetime) -> Path:
    """A 16:9 deck: title slide, bullet slides (two levels), table slides, speaker notes."""
    from pptx import Presentation
    from pptx.util import Cm, Pt

    prs = Presentation()
    prs.slide_width, prs.slide_height = Cm(33.867), Cm(19.05)
    for index, spec in enumerate(slides):
        if index == 0:
            slide = prs.slides.add_slide(prs.slide_layouts[0])
            slide.shapes.title.text = spec["title"]
            slide.placeholders[1].text = "\n".join(spec["bullets"])
        elif spec.get("table"):
            slide = prs.slides.add_slide(prs.slide_layouts[5])
            slide.shapes.title.text = spec["title"]
            rows = spec["table"]
            shape = slide.shapes.add_table(len(rows), len(rows[0]), Cm(1.5), Cm(4), Cm(30.8), Cm(1.0 * len(rows)))
            for i, row in enumerate(rows):
                for j, value in enumerate(row):
                    cell = shape.table.cell(i, j)
                    cell.text = str(value)
                    for paragraph in cell.text_frame.paragraphs:
                        for run in paragraph.runs:
                            run.font.size = Pt(14)
        else:
            slide = prs.slides.add_slide(prs.slide_layouts[1])
            slide.shapes.title.text = spec["title"]
            body = slide.placeholders[1].text_frame
            for i, bullet in enumerate(spec["bullets"]):
                paragraph = body.paragraphs[0] if i == 0 else body.add_paragraph()
                paragraph.text = bullet.strip()
                paragraph.level = 1 if bullet.startswith("  ") else 0
                paragraph.font.size = Pt(18 if paragraph.level == 0 else 16)
        if spec.get("notes"):
            slide.notes_slide.notes_text_frame.text = spec["notes"]
    props = prs.core_properties
    props.title = title
    props.author = props.last_modified_by = AUTHOR
    props.created = props.modified = props.last_printed = created
    props.revision = 1
    target = out / name
    prs.save(str(target))
    _normalize_zip(target)
    return target


def build_text(out: Path, name: str, text: str) -> Path:
    target = out / name
    target.write_text(text, encoding="utf-8", newline="\n")
    return target


def build_document(out: Path, document: ModuleType) -> Path:
    """Write one document module in the format its file name names: a DOCX or PDF from TITLE and CONTENT, a deck
    from SLIDES, a workbook from SHEETS (with merged header cells when a sheet lists "merged" ranges), any other
    name as plain text from TEXT or HTML."""
    name, suffix = document.NAME, Path(document.NAME).suffix
    if suffix == ".docx":
        return build_docx(out, name, document.TITLE, document.CONTENT, document.CREATED)
    if suffix == ".pdf":
        return build_pdf(out, name, document.TITLE, document.SUBJECT, document.CONTENT, document.CREATED)
    if suffix == ".pptx":
        return build_pptx(out, name, document.TITLE, document.SLIDES, document.CREATED)
    if suffix == ".xlsx":
        merged = any("merged" in sheet for sheet in document.SHEETS)
        return (build_xlsx_merged if merged else build_xlsx)(out, name, document.TITLE, document.SHEETS,
                                                             document.CREATED)  # fmt: skip
    return build_text(out, name, document.TEXT if hasattr(document, "TEXT") else document.HTML)


def build_documents(out: Path, company: str, author: str, documents: Sequence[ModuleType]) -> list[Path]:
    """Write a held-out base's document modules into `out`, stamping `company` and `author` into document
    properties and PDF headers (the writers read them from this module's globals)."""
    global COMPANY, AUTHOR
    COMPANY, AUTHOR = company, author
    out.mkdir(parents=True, exist_ok=True)
    return [build_document(out, document) for document in documents]


def build_all(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    return [
        build_docx(out, attendance.NAME, attendance.TITLE, attendance.CONTENT, attendance.CREATED),
        build_docx(out, leave.NAME, leave.TITLE, leave.CONTENT, leave.CREATED),
        build_text(out, leave.OLD_NAME, leave.OLD_TEXT),
        build_docx(out, dorm.NAME, dorm.TITLE, dorm.CONTENT, dorm.CREATED),
        build_pdf(out, pay.NAME, pay.TITLE, pay.SUBJECT, pay.CONTENT, pay.CREATED),
        build_pdf(out, safety.NAME, safety.TITLE, safety.SUBJECT, safety.CONTENT, safety.CREATED),
        build_xlsx(out, travel.NAME, travel.TITLE, travel.SHEETS, travel.CREATED),
        build_xlsx(out, ppe.NAME, ppe.TITLE, ppe.SHEETS, ppe.CREATED),
        build_pptx(out, career.NAME, career.TITLE, career.SLIDES, career.CREATED),
        build_text(out, it_wiki.NAME, it_wiki.HTML),
        build_text(out, offboarding.NAME, offboarding.TEXT),
        build_text(out, discipline.NAME, discipline.TEXT),
    ]


def source_text(document: object) -> str:
    """Every string a document module holds (its CONTENT, SHEETS, SLIDES, TEXT or HTML), so a question set can be
    checked against what the documents state without parsing the built files."""
    parts: list[str] = []

    def collect(value: object) -> None:
        if isinstance(value, str):
            parts.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                collect(item)
        elif isinstance(value, list | tuple):
            for item in value:
                collect(item)

    for attr in ("TITLE", "CONTENT", "SHEETS", "SLIDES", "TEXT", "HTML"):
        collect(getattr(document, attr, None))
    return "\n".join(parts)


def check_answers(qa_file: Path, texts: dict[str, str]) -> list[str]:
    """Problems of a blind question set against its documents (`texts`: name → source text): an expected document
    that is not one of them, an accepted string that the named documents never state (arithmetic cases are checked
    for the operands their note quotes in 「…」 instead: their totals are computed, not stated)."""
    import json
    import re

    problems = []
    for number, line in enumerate(qa_file.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        case = json.loads(line)
        unknown = [name for name in case["documents"] if name not in texts]
        if unknown:
            problems.append(f"{case['id']} (line {number}): unknown documents {unknown}")
            continue
        stated = "\n".join(texts[name] for name in case["documents"])
        arithmetic = case["kind"] == "arithmetic"
        for part in [re.findall(r"「(.+?)」", case.get("note", ""))] if arithmetic else case.get("answers", []):
            missing = [accepted for accepted in part if accepted not in stated]
            if missing:
                problems.append(f"{case['id']} (line {number}): not in {case['documents']}: {missing}")
    return problems


def check_question_set(qa_file: Path, documents: Sequence[object]) -> int:
    """The question check of a blind set's build script: report every problem `check_answers` finds in `qa_file`
    against the document modules (each named by its file's stem); 1 when there is one, 0 when none or no file."""
    if not qa_file.exists():
        return 0
    texts = {Path(document.NAME).stem: source_text(document) for document in documents}
    problems = check_answers(qa_file, texts)
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"checked {qa_file.name}: {len(problems)} problems")
    return 1 if problems else 0


def build_into(build: Callable[[Path], list[Path]], default_out: Path, description: str,
               argv: list[str] | None = None) -> int:  # fmt: skip
    """The command line of every held-out build script: `--out DIR` (default `default_out`); the documents are
    built into a temporary folder first, so a failure never leaves half-written files behind."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", type=Path, default=default_out, help=f"output folder (default: {default_out})")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        built = build(Path(tmp))
        args.out.mkdir(parents=True, exist_ok=True)
        for path in built:
            shutil.copyfile(path, args.out / path.name)
            print(f"wrote {args.out / path.name}")
    return 0


def main(argv: list[str] | None = None) -> int:
    return build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
