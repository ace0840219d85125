#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/pharma from scripts/heldout_pharma.

The company, 浙江康衡药业股份有限公司, is fictional: 9 plant and sales-force rules of a pharmaceutical company
written as controlled SOPs (文件编号/版本号/生效日期 headers, 4.2.1-style clauses, 职责 sections, 修订历史 tables) in
six formats (a DOCX cleanroom gowning SOP with an 附录 table, a PDF deviation and CAPA SOP with grade deadlines and
approvers, an HTML pharmacovigilance page with reporting deadlines, an XLSX promotion-cost workbook whose limits are
keyed by city tier on another sheet and speaker fees by expert grade, a DOCX sales travel rule in 第X条 articles with
a region × level lodging table, a TXT sample rule with quarterly quotas, a PPTX training-credit deck with notes, a CSV
quality and compliance contact list and a TXT notice that amends two values). The questions of
bench/qa_sets/pharma.jsonl were written from these documents and committed before the product was run on them
(issue 18: development data in a new house style).

    python scripts/build_heldout_pharma.py                    # writes into bench/heldout/pharma
    python scripts/build_heldout_pharma.py --out /tmp/pharma  # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_pharma import COMPANY, adr, cleanroom, contacts, deviation, notice, promotion, samples, training, travel

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "pharma"
DOCUMENTS = (cleanroom, deviation, adr, promotion, travel, samples, training, contacts, notice)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 质量保证部", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
