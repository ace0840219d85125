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
DOCUMENTS = (research, duty, duty_notice, titles, allowance, training, faq)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 院办", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
