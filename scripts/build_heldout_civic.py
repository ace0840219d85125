#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/civic from scripts/heldout_civic.

The institution, 江州市城市规划设计研究院, is fictional: 9 finance, official-travel and personnel rules of a
city-level public institution written as government documents (红头文件 headers such as 江规院财〔2025〕12号,
第X章/第X条 articles with （一）（二） items, 附件 tables, 经研究决定/特此通知 boilerplate, 自…起施行 and
原《…》同时废止 lines) in seven formats: a DOCX travel rule with a seat-class table by 职级, an XLSX lodging workbook
keyed by 地区类别 × 职级 with a city → 地区类别 sheet, the repealed 2019 travel rule as TXT, a PDF reception rule
(companion limits, per-person meal standard), a DOCX meeting and training cost rule with tier tables, an HTML leave
and duty rule (annual-leave tiers by 累计工作年限, marriage and maternity leave, approval tiers, duty allowances), a
PPTX finance training deck with notes (official cars, procurement limits and approval tiers), a CSV phone list and a
TXT notice that amends two values. The questions of bench/qa_sets/civic.jsonl were written from these documents and
committed before the product was run on them (issue 18: development data in a new house style).

    python scripts/build_heldout_civic.py                   # writes into bench/heldout/civic
    python scripts/build_heldout_civic.py --out /tmp/civic  # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_kb as writers
from heldout_civic import COMPANY, assets, contacts, leave, lodging, meeting, notice, old_travel, reception, travel

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "civic"
DOCUMENTS = (travel, lodging, old_travel, reception, meeting, leave, assets, contacts, notice)


def build_all(out: Path) -> list[Path]:
    return writers.build_documents(out, COMPANY, f"{COMPANY} 财务科", DOCUMENTS)


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
