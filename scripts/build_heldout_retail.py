#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/retail from scripts/heldout_retail.

The chain, 麦香里食品连锁有限公司, is fictional: 8 store staff rules of a bakery-café chain in seven formats (an
intranet HTML page with a two-row table header, an XLSX whose rate sheet has merged header cells, a DOCX whose
table header spans two rows, a bare CSV checklist, a PPTX training deck with speaker notes, a staff-written
Markdown FAQ, a DOCX bonus and promotion rule, a TXT notice that amends three of the others). The questions of
bench/qa_sets/retail.jsonl were written from these documents and committed before the product was run on them
(issue 18: development data in a house style the team had not polished against).

    python scripts/build_heldout_retail.py                    # writes into bench/heldout/retail
    python scripts/build_heldout_retail.py --out /tmp/retail  # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_retail import COMPANY, bonus, faq, hygiene, manual, meals, notice, shifts, wages

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "retail"
DOCUMENTS = (shifts, wages, meals, hygiene, manual, faq, bonus, notice)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 营运管理部", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
