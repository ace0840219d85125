#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/estate from scripts/heldout_estate.

The company, 杭州澄庭物业服务集团有限公司, is fictional: a property-management group (residential estates, office
buildings and an industrial park in 杭州, 宁波 and 绍兴, graded 一类/二类/三类) whose HR, engineering, customer-service,
finance and safety departments write 11 documents in seven formats (an XLSX whose 项目 → 项目等级 sheet joins a
等级 × 岗位 allowance sheet and a 等级 → night-shift and heat allowance sheet, with a certificate-allowance sheet; a
DOCX shift and attendance rule in 第X条 articles with a merged-header shift table; a PDF on repair work orders by
priority P1/P2/P3 in 一、（一） numbering with a footnoted table; a Markdown property-fee collection commission rule in
1.1 clauses with collection-rate tiers; a TXT expense and approval rule; an HTML dormitory and uniform page; a PPTX
induction and safety deck with penalty tables and speaker notes; a 问：/答： DOCX FAQ; an English DOCX service-level
summary for an office-park client; a CSV of project and department contacts; and a TXT notice that amends two values
from two dates). The questions of bench/qa_sets/estate.jsonl were written from these documents and committed before
the product was run on them (issue 18: development data in a new house style).

    python scripts/build_heldout_estate.py                     # writes into bench/heldout/estate
    python scripts/build_heldout_estate.py --out /tmp/estate   # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_estate import (
    COMPANY,
    allowances,
    collection,
    contacts,
    dorm_uniform,
    expenses,
    faq,
    notice,
    shifts,
    sla_en,
    training,
    workorders,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "estate"
DOCUMENTS = (allowances, shifts, workorders, collection, expenses, dorm_uniform, training, faq, sla_en,
             contacts, notice)  # fmt: skip


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 人力资源部", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
