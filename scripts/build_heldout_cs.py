#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/cs from scripts/heldout_cs.

The company, 苏州悦购电子商务有限公司, is fictional: 8 rules of an e-commerce company's customer-service centre in
eight formats, as its operations team writes them (a Markdown 运营手册 with numbered headings, a refund-authority table
by amount with exceptions by 会员等级, compensation caps, an escalation flow, 话术 and a list of 禁语 and a Q：/A：
FAQ; an XLSX SLA workbook whose 渠道 → SLA等级 sheet joins a 等级 × 优先级 → time-limit sheet; a DOCX 质检 rule with
points per error and monthly caps; a PDF KPI and bonus scheme with weights and score bands; an HTML scheduling FAQ with
night-shift allowance and overtime multiples; a PPTX training deck with exam pass lines and retake rules in notes; a
CSV of team contacts per shift; a weekly report that amends two values). The questions of bench/qa_sets/cs.jsonl were
written from these documents and committed before the product was run on them (issue 18: development data in a new
house style).

    python scripts/build_heldout_cs.py                # writes into bench/heldout/cs
    python scripts/build_heldout_cs.py --out /tmp/cs  # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_cs import COMPANY, contacts, kpi, manual, notice, quality, schedule, sla, training

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "cs"
DOCUMENTS = (manual, sla, quality, kpi, schedule, training, contacts, notice)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 客服中心", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
