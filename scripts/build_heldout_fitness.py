#!/usr/bin/env python3
"""Build the blind knowledge base bench/heldout/fitness from scripts/heldout_fitness, then check its question set.

The company, 南京铁锚健身管理有限公司, is fictional: a chain of eight fitness clubs in 南京, 上海, 苏州, 合肥 and 扬州
(stores graded A/B/C by revenue, coaches graded 一星 to 四星, travel levels A–D, cities in three 城市类别), whose HR,
finance, operations, safety and group-class departments write 11 documents in eight formats (a DOCX attendance and
leave rule in 第X条 articles with lateness tiers and leave approval by days, beside the repealed 2023 version kept as
TXT; an XLSX whose 城市类别 and 差旅级别 sheets join a 城市类别 × 差旅级别 lodging sheet under a merged header and a
meal and transport sheet by level; a PDF on claim deadlines, approval by single amount and store petty cash by
门店等级; a PPTX with store grades, coach stars, private-session fees by star × store grade, session-count and sales
commission tiers, rules in the speaker notes; a DOCX allowance rule with seniority, certificate and support-day tiers
and housing by 城市类别; an HTML pool and equipment safety page with incident grades and repeat fines; a Markdown
FAQ; a CSV of contacts; a TXT notice amending two values from two dates; and English part-time instructor guidelines
as PDF). The questions of bench/qa_sets/fitness.jsonl were written from these documents and committed before the
product was run on them (issue 18); after building, every accepted answer is checked to be stated by the document its
case names, and every operand an arithmetic case quotes in its note (「…」) too.

    python scripts/build_heldout_fitness.py                      # writes into bench/heldout/fitness, checks the set
    python scripts/build_heldout_fitness.py --out /tmp/fitness   # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_fitness import (
    COMPANY,
    allowances,
    attendance,
    attendance_2023,
    coach_pay,
    contacts,
    expenses,
    faq,
    instructors,
    notice,
    safety,
    travel,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "fitness"
QA_FILE = REPO_ROOT / "bench" / "qa_sets" / "fitness.jsonl"
DOCUMENTS = (attendance, attendance_2023, travel, expenses, coach_pay, allowances, safety, faq, contacts, notice,
             instructors)  # fmt: skip


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 人力资源部", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    failed = writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)
    return failed or writers.check_question_set(QA_FILE, DOCUMENTS)


if __name__ == "__main__":
    sys.exit(main())
