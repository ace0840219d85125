#!/usr/bin/env python3
"""Build the blind development knowledge base bench/heldout/globex from scripts/heldout_globex.

The company, Globex Engineering Software, is fictional: the China office of a multinational engineering-software
vendor, whose global policies are written in English only and whose local rules are in Chinese, side by side in one
knowledge base (issue 18: mixed-language bases). An English PDF on IT acceptable use and security incidents (Glossary,
contacts), an English HTML standard on gifts and hospitality (USD/RMB tiers, who pre-approves), an English DOCX
travel policy (per-diem and lodging by city tier × band with the cities in a second table, an approval matrix by
trip cost), a Chinese DOCX on attendance and leave (annual leave by 司龄, sick pay shares), a Chinese XLSX of
allowances (职级 → 档位 on one sheet, 档位 × allowance on another), a Chinese Markdown rule on expense claims, a
Chinese PPTX onboarding deck (access cards, office contacts, referral bonus), a bilingual TXT notice amending two
values and a Chinese TXT FAQ in 问：/答： form. The questions of bench/qa_sets/globex.jsonl were written from these
documents and committed before the product was run on them.

    python scripts/build_heldout_globex.py                    # writes into bench/heldout/globex
    python scripts/build_heldout_globex.py --out /tmp/globex  # writes elsewhere

Output is deterministic; the writers are those of scripts/build_heldout_kb.py and the English PDF writer of
scripts/build_heldout_harborline.py (same fonts and packages).
"""

from __future__ import annotations

import sys
from pathlib import Path

import build_heldout_harborline as english
import build_heldout_kb as writers
from heldout_globex import (
    COMPANY,
    COMPANY_ZH,
    allowances,
    expenses,
    faq,
    gifts,
    it_policy,
    leave,
    notice,
    onboarding,
    travel,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "globex"


def build_all(out: Path) -> list[Path]:
    # The writers stamp the company into PDF headers and document properties from their module globals.
    writers.COMPANY = COMPANY_ZH
    writers.AUTHOR = f"{COMPANY_ZH} 中国区人力资源部"
    english.COMPANY = COMPANY
    out.mkdir(parents=True, exist_ok=True)
    built = [
        writers.build_docx(out, leave.NAME, leave.TITLE, leave.CONTENT, leave.CREATED),
        writers.build_xlsx(out, allowances.NAME, allowances.TITLE, allowances.SHEETS, allowances.CREATED),
        writers.build_text(out, expenses.NAME, expenses.TEXT),
        writers.build_pptx(out, onboarding.NAME, onboarding.TITLE, onboarding.SLIDES, onboarding.CREATED),
        writers.build_text(out, faq.NAME, faq.TEXT),
        writers.build_text(out, notice.NAME, notice.TEXT),
        writers.build_text(out, gifts.NAME, gifts.HTML),
    ]
    writers.AUTHOR = f"{COMPANY} Global Policy Office"
    built += [
        english.build_pdf_en(
            out, it_policy.NAME, it_policy.TITLE, it_policy.SUBJECT, it_policy.CONTENT, it_policy.CREATED
        ),
        writers.build_docx(out, travel.NAME, travel.TITLE, travel.CONTENT, travel.CREATED),
    ]
    return built


def main(argv: list[str] | None = None) -> int:
    return writers.build_into(build_all, DEFAULT_OUT, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
