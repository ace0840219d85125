#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/hotel from scripts/heldout_hotel.

The group, 锦澜酒店餐饮集团有限公司, is fictional: 8 front-line staff rules of a hotel and catering group in seven
formats (a PPTX shift and overtime training deck whose speaker notes hold the hourly-rate formula, an XLSX
dormitory and staff-meal workbook whose merged-header charge sheet is joined to a store → 门店类别 sheet, a DOCX
uniform rule in 1/1.1 clauses with an 附件 form, a PDF complaint-handling rule with compensation authority tiers, an
HTML food-safety page with a list of prohibited acts and fine tiers, a TXT performance and 服务之星 rule in ■ lines,
a CSV store contact list and a chat-group notice that amends two values). The questions of
bench/qa_sets/hotel.jsonl were written from these documents and committed before the product was run on them
(issue 18: development data in a new house style).

    python scripts/build_heldout_hotel.py                    # writes into bench/heldout/hotel
    python scripts/build_heldout_hotel.py --out /tmp/hotel   # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_hotel import COMPANY, complaints, contacts, dorm, hygiene, notice, performance, shifts, uniform

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "hotel"
DOCUMENTS = (shifts, dorm, uniform, complaints, hygiene, performance, contacts, notice)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 人力资源中心", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
