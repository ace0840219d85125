#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/dealer from scripts/heldout_dealer.

The company, 苏州恒骏汽车销售服务集团有限公司, is fictional: a regional car-dealership group (eight 4S stores in 苏州,
昆山, 无锡, 常州 and 南通) whose sales, after-sales, customer-service and HR departments write 10 documents in eight
formats (a DOCX sales-commission rule in 第X条 articles whose class × monthly-delivery-tier table has a merged header;
an XLSX whose 门店 → 门店等级 sheet joins a 等级 × 岗位 allowance sheet and a 等级 → meal and transport sheet, with a
uniform sheet; a PDF on technician grades, pay per labour hour, customer labour rates, comebacks and manufacturer
certification in 一、（一）1. numbering with footnoted tables; a Markdown warranty-claim and goodwill rule in 1.1
clauses with approval by amount; a PPTX complaint deck with a compensation authority table and speaker notes; a TXT
test-drive and showroom-car rule; an HTML six-day-week attendance and leave page; a CSV of store and department
contacts; a 问：/答： DOCX FAQ; and a TXT notice that amends two values from two dates). The questions of
bench/qa_sets/dealer.jsonl were written from these documents and committed before the product was run on them
(issue 18: development data in a new house style).

    python scripts/build_heldout_dealer.py                     # writes into bench/heldout/dealer
    python scripts/build_heldout_dealer.py --out /tmp/dealer   # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_dealer import (
    COMPANY,
    allowances,
    attendance,
    commission,
    complaints,
    contacts,
    faq,
    notice,
    technicians,
    testdrive,
    warranty,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "dealer"
DOCUMENTS = (commission, allowances, technicians, warranty, complaints, testdrive, attendance, contacts, faq, notice)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 人力资源部", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
