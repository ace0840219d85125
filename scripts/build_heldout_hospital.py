#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/hospital from scripts/heldout_hospital.

The hospital, 江州市第三人民医院, is fictional: 7 administrative and staff rules in five formats (a 6-page PDF on
research funds with 附件/附表, three DOCX — duty fees, a later notice amending two fees and a lead time, professional
titles —, a risk-allowance XLSX whose sheets must be joined, a TXT on study leave and a Markdown FAQ in 问/答 form).
The questions of bench/qa_sets/hospital.jsonl were written from these documents and committed before the product was
run on them (issue 18: development data in a house style the team had not polished against).

    python scripts/build_heldout_hospital.py                      # writes into bench/heldout/hospital
    python scripts/build_heldout_hospital.py --out /tmp/hospital  # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py (same fonts and packages).
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_hospital import COMPANY, allowance, duty, duty_notice, faq, research, titles, training

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "hospital"


def build_all(out: Path) -> list[Path]:
    # The writers stamp the company into PDF headers and document properties from their module globals.
    writers.COMPANY = COMPANY
    writers.AUTHOR = f"{COMPANY} 院办"
    out.mkdir(parents=True, exist_ok=True)
    return [
        writers.build_pdf(out, research.NAME, research.TITLE, research.SUBJECT, research.CONTENT, research.CREATED),
        writers.build_docx(out, duty.NAME, duty.TITLE, duty.CONTENT, duty.CREATED),
        writers.build_docx(out, duty_notice.NAME, duty_notice.TITLE, duty_notice.CONTENT, duty_notice.CREATED),
        writers.build_docx(out, titles.NAME, titles.TITLE, titles.CONTENT, titles.CREATED),
        writers.build_xlsx(out, allowance.NAME, allowance.TITLE, allowance.SHEETS, allowance.CREATED),
        writers.build_text(out, training.NAME, training.TEXT),
        writers.build_text(out, faq.NAME, faq.TEXT),
    ]


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
