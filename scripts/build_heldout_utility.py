#!/usr/bin/env python3
"""Build the blind knowledge base bench/heldout/utility from scripts/heldout_utility.

The company, 澄州市澄源燃气水务有限公司, is fictional: a city gas and water utility (eight service halls and stations
graded 一类/二类/三类 in four urban districts and two counties, a dispatch centre on a 五班三运转 rotation, three
emergency repair crews on 24-hour duty and home standby, meter readers, household safety inspectors and pipeline
patrol), whose HR, dispatch, safety, marketing, finance and general-affairs departments write 11 documents in eight
formats (a DOCX on-call and call-out rule in 第X条 articles with duty, standby and call-out pay, overtime, incident
grades and a response-time table under merged headers, late arrivals repeated within 12 months; an XLSX whose 网点清单
sheet (网点 → 网点等级) joins a 岗位 × 等级 post-allowance sheet, with a heat and cold allowance sheet by month under
merged headers; a PDF on confined-space and hot-work permits and who signs them, a protective-equipment table by post
with footnotes and violations repeated within 12 months, in 一、（一）1. numbering; a Markdown rule on work vehicles,
fuel quotas, accident shares with a cap, private cars and tools; a PPTX on household-inspection piece rates charged
band by band with speaker notes; a TXT meter-reading rule with a quota, an excess piece rate under a monthly cap and
escalating error deductions within 3 months; an HTML page on expense approval by amount, lodging by staff × city,
petty cash by 网点等级 and customer compensation limits by role; a numbered 问/答 DOCX FAQ; a CSV of contacts; a TXT
notice amending two values from two dates; and an English PDF summarising contractor safety rules). The questions of
bench/qa_sets/utility.jsonl were written from these documents and committed before the product was run on them
(issue 18).

    python scripts/build_heldout_utility.py                      # writes into bench/heldout/utility
    python scripts/build_heldout_utility.py --out /tmp/utility   # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_utility import (
    COMPANY,
    contacts,
    contractors,
    expenses,
    faq,
    inspection,
    meter,
    notice,
    oncall,
    safety,
    sites,
    vehicles,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "utility"
DOCUMENTS = (oncall, sites, safety, vehicles, inspection, meter, expenses, faq, contacts, notice, contractors)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 人力资源部", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
