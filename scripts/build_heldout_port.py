#!/usr/bin/env python3
"""Build the blind knowledge base bench/heldout/port from scripts/heldout_port.

The company, 东屿港集装箱码头有限公司, is fictional: a container terminal operator (four quay terminals and four
yards and stations graded 甲级/乙级/丙级, quay-crane and yard-crane drivers, terminal truck drivers, tally clerks,
lashing crews, reefer technicians, gate staff and a control tower), whose HR, operations, safety, engineering,
finance and customer service departments write 11 documents in eight formats (a DOCX rule in 第X条 articles on the
四班三运转 rotation, holiday pay, overtime approval by hours, wind-speed stoppages and a typhoon-warning table under
merged headers, typhoon watch pay and late hand-overs repeated within 12 months; an XLSX whose 作业区清单 sheet
(作业区 → 作业区等级) joins a 岗位 × 等级 post-allowance sheet, with shift and heat allowances under merged headers; a
PDF on work-at-height permits and who signs them, speed limits, protective equipment by post with footnotes and
violations repeated within 12 months; a PPTX on moves-per-hour bonus tiers for quay and yard cranes with rules in the
speaker notes; an HTML expense rule with approval by amount, lodging by city tier × staff level and petty cash by
作业区等级; a Markdown reefer rule with patrol intervals, piece rates under a cap and a liability cap; a TXT tally
and gate error rule; a numbered 问/答 DOCX FAQ; a CSV of contacts; a TXT notice amending two values from two dates;
and an English PDF summarising a shipping line's service agreement). The questions of bench/qa_sets/port.jsonl were
written from these documents and committed before the product was run on them (issue 18).

    python scripts/build_heldout_port.py                   # writes into bench/heldout/port
    python scripts/build_heldout_port.py --out /tmp/port   # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_port import (
    COMPANY,
    agreement,
    areas,
    contacts,
    efficiency,
    expenses,
    faq,
    notice,
    reefer,
    safety,
    shifts,
    tally,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "port"
DOCUMENTS = (shifts, areas, safety, efficiency, expenses, reefer, tally, faq, contacts, notice, agreement)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 人力资源部", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
