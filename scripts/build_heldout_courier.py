#!/usr/bin/env python3
"""Build the blind knowledge base bench/heldout/courier from scripts/heldout_courier.

The company, 迅驰速运有限公司, is fictional: an express-delivery company in the Hangzhou region (eight outlets graded
A/B/C类 in four 片区, a first-grade sorting hub and two second-grade transfer centres; couriers paid per piece,
sorters, line-haul drivers, outlet customer service and warehouse keepers), whose HR, operations, safety, customer
service and finance departments write 11 documents in seven formats (a DOCX pay and service-assessment rule in 第X条
articles with monthly 派件量 bonus tiers, rest days, leave approval by days and a deduction table under a merged header
with repeat offences in one calendar month; an XLSX whose 网点清单 sheet (outlet → 网点等级) joins a 等级 → piece-rate
sheet and a 岗位 × 等级 post-allowance sheet, with a heat and cold allowance sheet under merged headers; a PDF on
sorting-hub shifts, night allowances by hub grade, overtime and a footnoted violation table with repeat offences
within 6 months, in 一、（一）1. numbering; a Markdown rule on electric tricycles and line-haul driving with a trip
allowance by distance tier; a PPTX 双十一 peak plan with speaker notes; a TXT parcel-claim rule with compensation caps
and approval by amount; an HTML expense page with approval by amount, lodging by staff × city kind and petty cash by
网点等级; a numbered Q/A DOCX FAQ; a CSV of contacts; a TXT notice amending two values from two dates; and an English
PDF summarising a cross-border partner's delivery agreement). The questions of bench/qa_sets/courier.jsonl were
written from these documents and committed before the product was run on them (issue 18).

    python scripts/build_heldout_courier.py                      # writes into bench/heldout/courier
    python scripts/build_heldout_courier.py --out /tmp/courier   # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_courier import (
    COMPANY,
    claims,
    contacts,
    expenses,
    faq,
    hub,
    notice,
    outlets,
    partner,
    pay,
    peak,
    vehicles,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "courier"
DOCUMENTS = (pay, outlets, hub, vehicles, peak, claims, expenses, faq, contacts, notice, partner)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 人力资源部", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
