"""A table's unit declared in prose elsewhere in its document: a workbook's 说明 sheet saying "住宿费标准按…确定，单位为
元/人·天（每晚）" of its 住宿费标准 sheet, whose header and cells are bare numbers.

Without the unit a looked-up 480 is a number, not a rate, and "住3晚" cannot multiply it. The declaration is taken
only from a sentence that names the table (its sheet's name, or its section's last part) and says 单位为/单位是/单位：
a rate in 元/…; a gloss in brackets (（每晚）) names what the rate is counted per."""

from __future__ import annotations

import re

_DECLARED = re.compile(
    r"单位\s*(?:为|是|[:：])\s*(?P<unit>元\s*/\s*[\u4e00-\u9fff·]{1,5}(?:\s*/\s*[\u4e00-\u9fff]{1,3})?)"
    r"(?:\s*[（(]\s*每(?P<per>[\u4e00-\u9fff])\s*[）)])?"
)
_SENTENCE = re.compile(r"[^。；;\n]+")
_NAME_MIN = 3  # characters of a table's name for a sentence to be about it (not "标准" alone)


def table_name(section: str) -> str:
    """What a table is called by its section: the last part of "工作表：住宿费标准" or "第三章 > 住宿费标准"."""
    last = re.split(r"\s*>\s*", section)[-1]
    return re.sub(r"^工作表\s*[:：]\s*", "", last).strip()


def declared_unit(name: str, texts: list[str]) -> str:
    """The rate unit a sentence of `texts` declares for the table called `name` ("元/人·晚" from "单位为元/人·天（每晚）"),
    "" when none does or two sentences declare different ones."""
    if len(name) < _NAME_MIN:
        return ""
    found: set[str] = set()
    for text in texts:
        for s in _SENTENCE.finditer(text):
            if name not in s.group():
                continue
            for m in _DECLARED.finditer(s.group()):
                unit = re.sub(r"\s+", "", m.group("unit")).replace("/", "·").replace("·", "/", 1)  # 元/人/天: 元/人·天
                if m.group("per"):
                    head, _, _ = unit.rpartition("·")
                    unit = f"{head}·{m.group('per')}" if head else f"元/{m.group('per')}"
                found.add(unit)
    return found.pop() if len(found) == 1 else ""
