#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/logistics from scripts/heldout_logistics.

The company, 西南驿达物流集团有限公司, is fictional: 7 administrative rule documents of a regional logistics
group in five formats (DOCX official notices with 发文字号 and tables, a PDF numbered 一、（一）, two XLSX
workbooks whose sheets must be joined, a TXT and a Markdown file). The questions of
bench/qa_sets/logistics.jsonl were written from these documents and committed before the product was run on
them (issue 18: development data in a house style the team had not polished against).

    python scripts/build_heldout_logistics.py                      # writes into bench/heldout/logistics
    python scripts/build_heldout_logistics.py --out /tmp/logistics # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py (same fonts and packages).
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_logistics import COMPANY, courier, damage, driver, expense, leave, station, warehouse

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "logistics"
DOCUMENTS = (driver, damage, expense, station, courier, leave, warehouse)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 办公室", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
