#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/construction from scripts/heldout_construction.

The group, 华衡建工集团有限公司, is fictional: 8 administrative rules of a state-owned construction and engineering
group in seven formats (a DOCX travel rule in 第X章/第X条 style with a merged-header 附表, an XLSX lodging-cap
workbook whose city → class sheet is joined to a 职级 × class sheet, a PDF meeting and training rule, a Markdown
site-allowance rule, an HTML safety reward-and-penalty rule, a TXT vehicle rule, a CSV protective-equipment list and a
TXT notice that amends two numbers). The questions of bench/qa_sets/construction.jsonl were written from these
documents and committed before the product was run on them (issue 18: development data in a new house style).

    python scripts/build_heldout_construction.py                         # writes into bench/heldout/construction
    python scripts/build_heldout_construction.py --out /tmp/construction # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_construction import COMPANY, lodging, meetings, notice, ppe, safety, site, travel, vehicles

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "construction"
DOCUMENTS = (travel, lodging, meetings, site, safety, vehicles, ppe, notice)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 集团办公室", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
