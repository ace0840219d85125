#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/techco from scripts/heldout_techco.

The company, 杭州星衡网络科技有限公司, is fictional: 9 employee rules of an internet company in eight formats, as
its wiki, HR, IT and security teams write them, Chinese mixed with English terms (a Markdown wiki export of the P/M
level ladder and promotion with a Q：/A： FAQ, an HTML on-call page whose weekend and holiday subsidies are multiples
of the weekday rate, a PDF on RSU grants with a one-year cliff and quarterly vesting, a DOCX remote-work rule in
第X条 articles with days by level, an XLSX device workbook whose 职级 → 设备档位 sheet joins a 档位 → laptop sheet and
whose notes hold a depreciation formula, a PPTX security deck with 警告/通报批评/辞退 tiers, a TXT FAQ on taxis,
meals, team-building and referral bonuses, a CSV of HRBP and IT contacts per BU, and an all-staff email that amends
two values). The questions of bench/qa_sets/techco.jsonl were written from these documents and committed before the
product was run on them (issue 18: development data in a new house style).

    python scripts/build_heldout_techco.py                     # writes into bench/heldout/techco
    python scripts/build_heldout_techco.py --out /tmp/techco   # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_techco import COMPANY, contacts, devices, faq, levels, notice, oncall, remote, rsu, security

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "techco"
DOCUMENTS = (levels, oncall, rsu, remote, devices, security, faq, contacts, notice)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 人力资源部", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
