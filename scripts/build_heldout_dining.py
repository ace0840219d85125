#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/dining from scripts/heldout_dining.

The company, 杭州味道坊餐饮管理有限公司, is fictional: 9 store-operations rules of a restaurant chain as its 营运部
writes them for store managers and crew, in eight formats: a Markdown 门店营运手册 in 一、（一）1. numbering (报损
approval tiers by amount with a food-safety exception and a 加盟店 clause beside the 直营店 rule, 长短款 and cash
thresholds, complaint steps and compensation limits), a DOCX food-safety SOP with temperature and shelf-life tables,
morning checks and sample retention, an XLSX wage workbook whose 城市 → 城市等级 sheet joins a 等级 × 岗位 → hourly
wage sheet (part-timers and full-timers), an HTML scheduling FAQ (shifts with a 夜宵档, hour limits, overtime and
holiday multiples, peak-hour cover allowance), a TXT staff-meal and uniform rule (meal allowance per shift, uniform
deposit and deductions), a PDF store-grade and manager-bonus rule (A/B/C by monthly revenue → bonus %), a PPTX
promotion deck with notes, a CSV regional contact list and a notice that amends two values. The questions of
bench/qa_sets/dining.jsonl were written from these documents and committed before the product was run on them
(issue 18: development data in a new house style).

    python scripts/build_heldout_dining.py                    # writes into bench/heldout/dining
    python scripts/build_heldout_dining.py --out /tmp/dining  # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_dining import COMPANY, career, contacts, food_safety, grade, manual, meals, notice, pay, schedule

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "dining"
DOCUMENTS = (manual, food_safety, pay, schedule, meals, grade, career, contacts, notice)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 营运部", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
