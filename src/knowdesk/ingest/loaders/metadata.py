"""Version, date and title hints found in file names and text.

Policy documents often say their version or effective date only in the file name
("公司法(2023-12-29).md", "员工手册V2.0.docx") or in one line of text ("2024年5月1日起施行");
newer-wins conflict resolution needs these, so they are extracted here in one place.
"""

from __future__ import annotations

import re
from datetime import date

from knowdesk.text.english_dates import iso_english_days
from knowdesk.text.numbers import cn_int

_NAME_DATE = re.compile(r"[(（\[【_\- ]?((?:19|20)\d{2})[-./年_](\d{1,2})(?:[-./月_](\d{1,2})日?)?[)）\]】]?")
_VERSION = re.compile(
    r"(?<![A-Za-z0-9])(?:[Vv]|[Vv]er\.?|[Vv]ersion|版本)\s*[:：]?\s*(\d{1,2}(?:\.\d{1,3}){0,3})(?![\d.]*\d)(?![A-Za-z])"
)
_CN_EDITION = re.compile(r"第([一二三四五六七八九十\d]+)版")
_YEAR_EDITION = re.compile(r"((?:19|20)\d{2})\s*(?:年)?\s*(?:版|修订版|修订|edition)", re.IGNORECASE)
_DATE_VALUE = r"\s*[:：]?\s*((?:19|20)\d{2})\s*[-./年]\s*(\d{1,2})\s*(?:[-./月]\s*(\d{1,2}))?"
_TEXT_EFFECTIVE_LABEL = re.compile(r"(?:生效日期|施行日期|实施日期|Effective(?: date)?)" + _DATE_VALUE, re.IGNORECASE)
_TEXT_DATE = re.compile(r"(?:更新日期|修订日期|发布日期|日期|Updated|Last updated)" + _DATE_VALUE, re.IGNORECASE)
_TEXT_EFFECTIVE = re.compile(r"((?:19|20)\d{2})年(\d{1,2})月(\d{1,2})日\s*(?:起)?\s*(?:施行|生效|实施|执行)")

GENERIC_TITLES = re.compile(
    r"^(untitled|document\d*|microsoft word|slide \d+|title|无标题|文档\d*|新建.*文档|unknown)(\s*-.*)?$|\.(docx?|pdf|xlsx?)$",
    re.IGNORECASE,
)


def _mkdate(y: str, m: str | None, d: str | None) -> date | None:
    try:
        return date(int(y), int(m or 1), int(d or 1))
    except (TypeError, ValueError):
        return None


def extract_date(name: str, text: str = "") -> date | None:
    """A document date: from the file name first, else from the text — the date it takes effect
    (生效日期, 自…起施行) before a publication or update date, since newer-wins compares effect."""
    stem = re.sub(r"\.[A-Za-z0-9]{1,5}$", "", name)
    for m in _NAME_DATE.finditer(stem):
        found = _mkdate(m.group(1), m.group(2), m.group(3))
        if found:
            return found
    head = iso_english_days(text[:5000])  # "Effective 1 January 2025"
    for pat in (_TEXT_EFFECTIVE_LABEL, _TEXT_EFFECTIVE, _TEXT_DATE):
        m = pat.search(head)
        if m and (found := _mkdate(m.group(1), m.group(2), m.group(3))):
            return found
    return None


def extract_version(name: str, text: str = "") -> str | None:
    """A version label: V2.0 / v3.1, 第二版 → "2", "2024版" → "2024", or a date in the file name."""
    stem = re.sub(r"\.[A-Za-z0-9]{1,5}$", "", name)
    for source in (stem, text[:2000]):
        if m := _VERSION.search(source):
            return "V" + m.group(1)
        if m := _CN_EDITION.search(source):
            n = cn_int(m.group(1))
            return str(n) if n is not None else m.group(1)
        if m := _YEAR_EDITION.search(source):
            return m.group(1)
        if source is stem and (d := extract_date(stem)):
            return d.isoformat()
    return None


def meaningful_title(title: str | None) -> str | None:
    """Return a cleaned metadata title, or None when it is empty or a tool default."""
    if not title:
        return None
    t = " ".join(str(title).split())
    if len(t) < 2 or GENERIC_TITLES.search(t) or not any(ch.isalnum() for ch in t):
        return None
    return t


def pick_title(*candidates: str | None, fallback: str) -> str:
    """The first non-empty meaningful candidate, else `fallback` (usually the file stem)."""
    for c in candidates:
        if (t := meaningful_title(c)) is not None:
            return t[:200]
    return fallback
