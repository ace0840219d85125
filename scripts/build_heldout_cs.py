#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/cs from scripts/heldout_cs.

The company, 苏州悦购电子商务有限公司, is fictional: 8 rules of an e-commerce company's customer-service centre in
eight formats, as its operations team writes them (a Markdown 运营手册 with numbered headings, a refund-authority table
by amount with exceptions by 会员等级, compensation caps, an escalation flow, 话术 and a list of 禁语 and a Q：/A：
FAQ; an XLSX SLA workbook whose 渠道 → SLA等级 sheet joins a 等级 × 优先级 → time-limit sheet; a DOCX 质检 rule with
points per error and monthly caps; a PDF KPI and bonus scheme with weights and score bands; an HTML scheduling FAQ with
night-shift allowance and overtime multiples; a PPTX training deck with exam pass lines and retake rules in notes; a
CSV of team contacts per shift; a weekly report that amends two values). The questions of bench/qa_sets/cs.jsonl were
written from these documents and committed before the product was run on them (issue 18: development data in a new
house style).

    python scripts/build_heldout_cs.py                # writes into bench/heldout/cs
    python scripts/build_heldout_cs.py --out /tmp/cs  # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_cs import COMPANY, contacts, kpi, manual, notice, quality, schedule, sla, training

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "cs"


def build_all(out: Path) -> list[Path]:
    # The writers stamp the company into document properties and PDF headers from their module globals.
    writers.COMPANY = COMPANY
    writers.AUTHOR = f"{COMPANY} 客服中心"
    out.mkdir(parents=True, exist_ok=True)
    return [
        writers.build_text(out, manual.NAME, manual.TEXT),
        writers.build_xlsx(out, sla.NAME, sla.TITLE, sla.SHEETS, sla.CREATED),
        writers.build_docx(out, quality.NAME, quality.TITLE, quality.CONTENT, quality.CREATED),
        writers.build_pdf(out, kpi.NAME, kpi.TITLE, kpi.SUBJECT, kpi.CONTENT, kpi.CREATED),
        writers.build_text(out, schedule.NAME, schedule.HTML),
        writers.build_pptx(out, training.NAME, training.TITLE, training.SLIDES, training.CREATED),
        writers.build_text(out, contacts.NAME, contacts.TEXT),
        writers.build_text(out, notice.NAME, notice.TEXT),
    ]


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
