#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/airport from scripts/heldout_airport.

The company, 华屿航空地面服务有限公司, is fictional: an airport ground-services company (ramp and baggage handling,
check-in and boarding, cabin cleaning, de-icing, special-vehicle drivers) at six airports graded 一类/二类/三类, whose
HR, safety, training, customer relations, finance and administration departments write 11 documents in eight formats
(a DOCX shift and attendance rule in 第X条 articles with a merged-header shift table, the 四班三运转 rotation, lateness
tiers, flight-delay overtime in 30-minute units and leave approval by days; an XLSX whose 站点清单 sheet (airport →
机场等级) joins an 等级 × 岗位 post-allowance sheet and an 等级 → night, early-shift and delay-meal sheet, with a heat
and cold allowance sheet by month; a PDF on apron safety in 一、（一）1. numbering with a footnoted violation table and
repeat offences within 12 months; a Markdown rule on apron driving permits, de-icing qualification and training
hours by post; a PPTX baggage-claim deck with a compensation authority table and speaker notes; a TXT uniform and
locker rule; an HTML expense page with approval by amount; a 问：/答： DOCX FAQ; a CSV of station and head-office
contacts; a TXT notice amending two values from two dates; and an English PDF summarising a foreign airline's
service-level agreement). The questions of bench/qa_sets/airport.jsonl were written from these documents and
committed before the product was run on them (issue 18: development data in a new house style).

    python scripts/build_heldout_airport.py                      # writes into bench/heldout/airport
    python scripts/build_heldout_airport.py --out /tmp/airport   # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_airport import (
    COMPANY,
    allowances,
    baggage,
    contacts,
    expenses,
    faq,
    notice,
    safety,
    shifts,
    sla,
    training,
    uniform,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "airport"
DOCUMENTS = (shifts, allowances, safety, training, baggage, uniform, expenses, faq, contacts, notice, sla)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 人力资源部", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
