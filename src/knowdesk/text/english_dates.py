"""English days written as ISO days ("1 January 2025", "January 1, 2025" → 2025-01-01), so the date patterns written
for 2025年1月1日 and 2025-01-01 read English policies too ("Effective 1 January 2025")."""

from __future__ import annotations

import re

MONTHS = {m: i for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july", "august",
                                        "september", "october", "november", "december"], start=1)}  # fmt: skip
_MONTH = r"(January|February|March|April|May|June|July|August|September|October|November|December)"
_DAY_FIRST = re.compile(r"\b(\d{1,2})\s+" + _MONTH + r",?\s+((?:19|20)\d{2})\b", re.I)
_MONTH_FIRST = re.compile(r"\b" + _MONTH + r"\s+(\d{1,2}),?\s+((?:19|20)\d{2})\b", re.I)


def iso_english_days(text: str) -> str:
    """`text` with each English day as YYYY-MM-DD."""
    text = _DAY_FIRST.sub(lambda m: f"{m.group(3)}-{MONTHS[m.group(2).lower()]:02d}-{int(m.group(1)):02d}", text)
    return _MONTH_FIRST.sub(lambda m: f"{m.group(3)}-{MONTHS[m.group(1).lower()]:02d}-{int(m.group(2)):02d}", text)
