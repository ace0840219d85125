#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/university from scripts/heldout_university.

The university, 澜州大学, is fictional: 9 staff and graduate-student rules in eight formats, written in a house style
of 一、（一）1.（1） outlines with long multi-condition sentences and tables with footnotes — a DOCX on attendance and
leave (approval table by days × staff type), a PDF on research-fund reimbursement (labour-fee caps by student type,
consultant fees by title, a lodging table, approval tiers, an 附件 process), a DOCX notice amending two of its values,
an XLSX of graduate assistantship rates and monthly caps, a Markdown rule on professorial promotion, an HTML export
of the IT account rules, a TXT FAQ in 问：/答： form, a CSV of offices and contacts and a PPTX onboarding deck.
The questions of bench/qa_sets/university.jsonl were written from these documents and committed before the product
was run on them (issue 18: development data in a house style the team had not polished against).

    python scripts/build_heldout_university.py                        # writes into bench/heldout/university
    python scripts/build_heldout_university.py --out /tmp/university  # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py (same fonts and packages).
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_university import (
    COMPANY,
    assistantship,
    contacts,
    faq,
    it_rules,
    leave,
    notice,
    onboarding,
    research,
    titles,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "university"
DOCUMENTS = (leave, research, notice, assistantship, titles, it_rules, faq, contacts, onboarding)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 人事处", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
