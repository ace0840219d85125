#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/harborline from scripts/heldout_harborline.

The company, Harborline Software, Inc., is fictional: a remote-first software company's English employee handbook in
8 documents and six formats (two PDFs with tables — time off, performance and bonus —, two DOCX with numbered
sections — expenses and travel, on-call pay —, an XLSX of holidays by country office, an HTML intranet page on
equipment, the home-office stipend and device security, a Markdown parental-leave FAQ, and a TXT memo that changes
the expense policy's per diem, city classes and receipt threshold). The questions of bench/qa_sets/harborline.jsonl
were written from these documents and committed before the product was run on them (issue 18).

    python scripts/build_heldout_harborline.py                        # writes into bench/heldout/harborline
    python scripts/build_heldout_harborline.py --out /tmp/harborline  # writes elsewhere

Output is deterministic; DOCX, XLSX and text come from the writers of scripts/build_heldout_kb.py; the PDFs are
written here with an English running header and page footer.
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

import build_heldout_kb as writers
from build_sample_kb import find_cjk_font
from heldout_harborline import COMPANY, equipment, expenses, holidays, memo, on_call, parental, performance, time_off

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "harborline"


def build_pdf_en(out: Path, name: str, title: str, subject: str, content: list[tuple], created: datetime) -> Path:
    """An English PDF with a text layer: running header, 'Page N' footer, captioned tables with a heading row."""
    from fpdf import FPDF
    from fpdf.enums import WrapMode
    from fpdf.fonts import FontFace

    font_path, font_index = find_cjk_font()  # a font with Latin glyphs, embedded like the Chinese PDFs

    class _PDF(FPDF):
        def header(self) -> None:
            self.set_font("body", size=8)
            self.set_text_color(110, 110, 110)
            self.cell(0, 6, f"{COMPANY} - {title}", align="R", new_x="LMARGIN", new_y="NEXT")
            self.set_text_color(0, 0, 0)
            self.ln(2)

        def footer(self) -> None:
            self.set_y(-14)
            self.set_font("body", size=8)
            self.set_text_color(110, 110, 110)
            self.cell(0, 6, f"Page {self.page_no()}", align="C")
            self.set_text_color(0, 0, 0)

    pdf = _PDF(format="A4")
    pdf.add_font("body", fname=font_path, collection_font_number=font_index)
    pdf.set_margins(20, 18, 20)
    pdf.set_auto_page_break(auto=True, margin=20)
    pdf.set_title(title)
    pdf.set_author(writers.AUTHOR)
    pdf.set_subject(subject)
    pdf.set_creator("knowdesk scripts/build_heldout_harborline.py")
    pdf.set_producer("fpdf2")
    pdf.set_creation_date(created)
    pdf.set_lang("en-US")
    pdf.add_page()
    width = pdf.epw
    for kind, *rest in content:
        if kind == "title":
            pdf.set_font("body", size=18)
            pdf.ln(4)
            pdf.multi_cell(width, 10, rest[0], align="C", new_x="LMARGIN", new_y="NEXT")
        elif kind == "meta":
            pdf.set_font("body", size=9)
            pdf.multi_cell(width, 6, rest[0], align="C", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(4)
        elif kind == "h1":
            if pdf.will_page_break(30):
                pdf.add_page()
            pdf.ln(3)
            pdf.set_font("body", size=14)
            pdf.multi_cell(width, 9, rest[0], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "p":
            pdf.set_font("body", size=10.5)
            for line in rest[0].split("\n"):
                pdf.multi_cell(width, 6, line, new_x="LMARGIN", new_y="NEXT", wrapmode=WrapMode.WORD)
                pdf.ln(1.5)
        elif kind == "table":
            caption, rows = rest
            if pdf.will_page_break(12 + 9 * len(rows)):
                pdf.add_page()
            pdf.set_font("body", size=10)
            pdf.multi_cell(width, 7, caption, align="C", new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("body", size=9)
            with pdf.table(
                col_widths=tuple(writers._col_widths(rows, width)),
                width=width,
                line_height=6,
                text_align="LEFT",
                headings_style=FontFace(emphasis=None, fill_color=(225, 225, 225)),
                first_row_as_headings=True,
                wrapmode=WrapMode.WORD,
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
    writers._check_text_layer(target, title)
    return target


def build_all(out: Path) -> list[Path]:
    # The writers stamp the company into document properties from their module globals.
    writers.COMPANY = COMPANY
    writers.AUTHOR = f"{COMPANY} People Team"
    out.mkdir(parents=True, exist_ok=True)
    return [
        build_pdf_en(out, time_off.NAME, time_off.TITLE, time_off.SUBJECT, time_off.CONTENT, time_off.CREATED),
        writers.build_xlsx(out, holidays.NAME, holidays.TITLE, holidays.SHEETS, holidays.CREATED),
        writers.build_text(out, equipment.NAME, equipment.HTML),
        writers.build_docx(out, expenses.NAME, expenses.TITLE, expenses.CONTENT, expenses.CREATED),
        writers.build_docx(out, on_call.NAME, on_call.TITLE, on_call.CONTENT, on_call.CREATED),
        writers.build_text(out, parental.NAME, parental.TEXT),
        build_pdf_en(
            out, performance.NAME, performance.TITLE, performance.SUBJECT, performance.CONTENT, performance.CREATED
        ),
        writers.build_text(out, memo.NAME, memo.TEXT),
    ]


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
