"""Effective dates stated in a document's own text (issue 23.5): when it takes effect, when it ends,
and which documents it repeals.

Policies and laws say this in a few fixed ways: a header label (生效日期：2024年5月1日), a closing
article (本制度自2024年1月1日起施行 / 本法自2008年1月1日起施行 / 本规定自公布之日起施行), an end
(本办法有效期至2025年12月31日 / 本通知自2026年1月1日起废止), and repeals (原《员工请假管理制度（V2.0）》
同时废止). Only statements about the document itself count ("本…"), so a sentence quoting another
rule's date (《…》（2022年3月1日施行）) does not move this one's. `until` is the first day the
document is no longer in force.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, timedelta

from knowdesk.text.english_dates import iso_english_days
from knowdesk.text.numbers import cn_int

_DAY = r"((?:19|20)\d{2})\s*[年\-./]\s*(\d{1,2})\s*[月\-./]\s*(\d{1,2})\s*日?"
_SELF = r"本(?:制度|办法|法|条例|规定|细则|规则|通知|规范|指南|手册|标准|准则|意见|决定|方案|守则|政策|文件|规程|实施办法|实施细则|管理办法|暂行规定)"
_STARTS = r"(?:施行|生效|实施|执行|启用)"
_ENDS = r"(?:废止|失效|停止执行|停止施行|不再执行|终止执行)"
_LABEL_FROM = re.compile(r"(?:生效日期|施行日期|实施日期|生效时间|施行时间|执行日期)\s*[:：]?\s*" + _DAY)
# "截止日期" is left out: it labels a deadline the document sets (报名截止日期, 征稿截止日期), not its own end
_LABEL_UNTIL = re.compile(r"(?:失效日期|废止日期|有效期至)\s*[:：]?\s*" + _DAY)
_SELF_FROM = re.compile(_SELF + r"[^。；;\n]{0,12}?自\s*" + _DAY + r"\s*起?\s*" + _STARTS)
_SELF_ON_PUBLISH = re.compile(_SELF + r"[^。；;\n]{0,12}?自(?:发布|公布|印发|颁布)之日起\s*" + _STARTS)
_SELF_UNTIL = re.compile(_SELF + r"[^。；;\n]{0,12}?有效期(?:为|自)?[^。；;\n]{0,20}?至\s*" + _DAY)
_SELF_ENDS = re.compile(_SELF + r"[^。；;\n]{0,12}?自\s*" + _DAY + r"\s*起?\s*" + _ENDS)
_PUBLISHED = re.compile(r"(?:发布日期|公布日期|印发日期|发文日期)\s*[:：]?\s*" + _DAY)
_REPEAL = re.compile(r"同时" + _ENDS + r"|予以" + _ENDS + r"|即行" + _ENDS + r"|自即日起" + _ENDS)
_LINE_FROM = re.compile(r"^\s*" + _DAY + r"\s*" + _STARTS + r"\s*$", re.MULTILINE)  # a law's header: 2008年1月1日 施行
_CN_DAY = re.compile(r"([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})日")
_CN_DIGIT = {c: str(i) for i, c in enumerate("〇一二三四五六七八九")} | {"零": "0"}
# English: "Effective 1 January 2025" in a policy's header, "This Policy takes effect on 1 July 2025" (English days
# are first written as ISO days, `text/english_dates.py`)
# a label opens a line or a header cell ("| Effective 1 January 2025 |"), not a sentence ("…were effective from…")
_EN_LABEL_FROM = re.compile(
    r"(?:^|\|)\s*(?:Effective(?:\s+(?:[Dd]ate|from|as\s+of|on))?|Date\s+of\s+effect)\s*[:：]?\s*" + _DAY, re.M
)
_EN_SELF_FROM = re.compile(
    r"\bThis\s+(?:Policy|Procedure|Standard|Handbook|Guideline|Rule|Notice|Directive|Regulation|Code)s?\b[^.;\n]{0,30}?"
    r"(?:takes?\s+effect|is\s+effective|comes?\s+into\s+(?:force|effect)|applies)\s+(?:from|on|as\s+of)\s+" + _DAY,
    re.I,
)
_TITLE = re.compile(r"《([^《》]{2,60})》")
_SENTENCE = re.compile(r"[^。；;\n]+")


@dataclass
class StatedDates:
    """What a document says about its own validity (ISO days; '' = not stated)."""

    effective_from: str = ""
    effective_until: str = ""
    repeals: list[str] = field(default_factory=list)  # names of the documents it repeals, as written


def _day(m: re.Match[str], start: int = 1) -> date | None:
    try:
        return date(int(m.group(start)), int(m.group(start + 1)), int(m.group(start + 2)))
    except ValueError:
        return None


def _first(pattern: re.Pattern[str], text: str) -> date | None:
    for m in pattern.finditer(text):
        if (d := _day(m)) is not None:
            return d
    return None


def detect_dates(text: str, published: date | None = None) -> StatedDates:
    """The document's stated validity. `published` (a date in the file name, say) stands in for
    "自发布之日起施行" when the text gives no publication date of its own."""
    text = _CN_DAY.sub(_arabic_day, text)
    text = iso_english_days(text)
    start = (_first(_LABEL_FROM, text) or _first(_SELF_FROM, text) or _first(_LINE_FROM, text)
             or _first(_EN_SELF_FROM, text) or _first(_EN_LABEL_FROM, text))  # fmt: skip
    if start is None and _SELF_ON_PUBLISH.search(text):
        start = _first(_PUBLISHED, text) or published
    end = _first(_LABEL_UNTIL, text)
    if end is not None:
        end += timedelta(days=1)  # 有效期至 / 失效日期 name the last day in force
    elif (last := _first(_SELF_UNTIL, text)) is not None:
        end = last + timedelta(days=1)
    else:
        end = _first(_SELF_ENDS, text)
    return StatedDates(
        effective_from=start.isoformat() if start else "",
        effective_until=end.isoformat() if end else "",
        repeals=repealed_titles(text),
    )


def _arabic_day(m: re.Match[str]) -> str:
    """一九九五年一月一日 → 1995年1月1日 (older laws write dates in Chinese numerals)."""
    year = "".join(_CN_DIGIT[c] for c in m.group(1))
    return f"{year}年{cn_int(m.group(2)) or m.group(2)}月{cn_int(m.group(3)) or m.group(3)}日"


def repealed_titles(text: str) -> list[str]:
    """Names of the documents a sentence says are repealed (…《女职工劳动保护规定》同时废止)."""
    out: list[str] = []
    for sentence in _SENTENCE.findall(text):
        if not _REPEAL.search(sentence):
            continue
        for title in _TITLE.findall(sentence):
            if title not in out:
                out.append(title)
    return out
