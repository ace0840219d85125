#!/usr/bin/env python3
"""Build the blind knowledge base bench/heldout/film from scripts/heldout_film, then check its question set.

The company, 青岚影视制作有限公司, is fictional: a film and TV production company in 杭州 (functional departments and
crews of projects graded S/A/B/C, crew levels 主创级/部门长级/技术级/辅助级, shooting locations in four 地区类别),
whose HR, production office, finance, safety and equipment departments write 11 documents in eight formats (a DOCX
attendance and leave rule in 第X条 articles with an overtime-fee table by crew level and leave approval by days for
office and crew, beside the repealed 2023 version kept as TXT; an XLSX whose 拍摄地清单 and 岗位级别 sheets join a
地区类别 × 岗位级别 lodging sheet under a merged header; a PDF on claim deadlines, approval by single amount and crew
petty cash by 项目等级; a PPTX with project grades, location and high-altitude allowances by tier and a wrap bonus by
grade × years of service, rules in the speaker notes; a Markdown set-safety code with a permit table and repeat
violations; an HTML FAQ; a CSV of contacts; a DOCX on equipment loans and damage compensation with caps and
depreciation; a TXT notice amending two values from two dates; and English freelance crew guidelines as PDF). The
questions of bench/qa_sets/film.jsonl were written from these documents and committed before the product was run on
them (issue 18); after building, every accepted answer is checked to be stated by the document its case names.

    python scripts/build_heldout_film.py                   # writes into bench/heldout/film, checks the set
    python scripts/build_heldout_film.py --out /tmp/film   # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_film import (
    COMPANY,
    allowances,
    attendance,
    attendance_2023,
    contacts,
    equipment,
    expenses,
    faq,
    freelance,
    notice,
    safety,
    travel,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "film"
QA_FILE = REPO_ROOT / "bench" / "qa_sets" / "film.jsonl"
DOCUMENTS = (attendance, attendance_2023, travel, expenses, allowances, safety, faq, contacts, equipment, notice,
             freelance)  # fmt: skip


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 人力资源部", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    failed = writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)
    return failed or writers.check_question_set(QA_FILE, DOCUMENTS)


if __name__ == "__main__":
    sys.exit(main())
