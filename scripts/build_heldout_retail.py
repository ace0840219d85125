#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/retail from scripts/heldout_retail.

The chain, 麦香里食品连锁有限公司, is fictional: 8 store staff rules of a bakery-café chain in seven formats (an
intranet HTML page with a two-row table header, an XLSX whose rate sheet has merged header cells, a DOCX whose
table header spans two rows, a bare CSV checklist, a PPTX training deck with speaker notes, a staff-written
Markdown FAQ, a DOCX bonus and promotion rule, a TXT notice that amends three of the others). The questions of
bench/qa_sets/retail.jsonl were written from these documents and committed before the product was run on them
(issue 18: development data in a house style the team had not polished against).

    python scripts/build_heldout_retail.py                    # writes into bench/heldout/retail
    python scripts/build_heldout_retail.py --out /tmp/retail  # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py, plus merged cells in a worksheet (which
build_xlsx does not make).
"""

from __future__ import annotations

import sys
import zipfile
from datetime import datetime
from pathlib import Path

import build_heldout_kb as writers
from build_sample_kb import _normalize_zip
from heldout_retail import COMPANY, bonus, faq, hygiene, manual, meals, notice, shifts, wages

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "retail"


def build_xlsx_merged(out: Path, name: str, title: str, sheets: list[dict], created: datetime) -> Path:
    """A workbook like writers.build_xlsx whose sheets may merge header cells ("merged": 1-based ranges)."""
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


def build_all(out: Path) -> list[Path]:
    # The writers stamp the company into document properties from their module globals.
    writers.COMPANY = COMPANY
    writers.AUTHOR = f"{COMPANY} 营运管理部"
    out.mkdir(parents=True, exist_ok=True)
    return [
        writers.build_text(out, shifts.NAME, shifts.HTML),
        build_xlsx_merged(out, wages.NAME, wages.TITLE, wages.SHEETS, wages.CREATED),
        writers.build_docx(out, meals.NAME, meals.TITLE, meals.CONTENT, meals.CREATED),
        writers.build_text(out, hygiene.NAME, hygiene.TEXT),
        writers.build_pptx(out, manual.NAME, manual.TITLE, manual.SLIDES, manual.CREATED),
        writers.build_text(out, faq.NAME, faq.TEXT),
        writers.build_docx(out, bonus.NAME, bonus.TITLE, bonus.CONTENT, bonus.CREATED),
        writers.build_text(out, notice.NAME, notice.TEXT),
    ]


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
