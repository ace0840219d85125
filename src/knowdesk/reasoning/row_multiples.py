"""A table cell that states its value as a multiple or share of another row's ("周末 | 工作日标准 × 1.5", "备岗 |
按主岗标准的50%"): the other row's cell in the same column, times the factor, is the value asked for, so the answer
gives the amount ("300元/天") rather than the rule to work it out with."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.quantities import format_number

# "工作日标准 × 1.5", "按工作日标准的2倍", "平日标准的50%": the row named, then the factor
_MULTIPLE = re.compile(
    r"^\s*(?:按)?(?P<ref>[\u4e00-\u9fffA-Za-z0-9]{1,12}?)(?:的)?标准\s*"
    r"(?:[×xX*]\s*(?P<k>\d+(?:\.\d+)?)\s*倍?|的\s*(?P<times>\d+(?:\.\d+)?)\s*倍|的\s*(?P<pct>\d+(?:\.\d+)?)\s*%)"
    r"\s*(?:计发|计算|执行|发放)?\s*$"
)
_VALUE = re.compile(r"^\s*(?P<num>\d+(?:\.\d+)?)\s*(?P<unit>[^\d\s（(]{0,6})\s*$")


@dataclass(frozen=True)
class RowMultiple:
    """The value a multiple-of-another-row cell comes to, with the row and cell it was worked from."""

    ref_label: str  # 工作日
    ref_cell: str  # 200元/天
    factor: float
    shown_factor: str  # × 1.5 / × 50%
    value: float
    unit: str  # 元/天

    @property
    def text(self) -> str:
        return f"{format_number(self.value)}{self.unit}"

    @property
    def working(self) -> str:
        number = _VALUE.match(self.ref_cell)
        base = number.group("num") if number else self.ref_cell
        return f"{self.ref_label}{format_number(float(base))}{self.unit} {self.shown_factor} = {self.text}"


def multiple_of_row(cell: str, col: int, rows: Sequence[Sequence[str]], keys: Sequence[int]) -> RowMultiple | None:
    """`cell` (of column `col`; `rows` are the table's data rows, `keys` its row-naming columns) read through the row
    it names: the row whose key cell is, or opens with, that name
    and whose cell in the same column is a plain amount; None when the cell is no such multiple or no one row fits."""
    m = _MULTIPLE.match(cell)
    if m is None:
        return None
    ref = m.group("ref")
    found = [r for r in rows if any(k < len(r) and _names(r[k], ref) for k in keys)]
    if len(found) != 1 or col >= len(found[0]):
        return None
    ref_cell = found[0][col].strip()
    value = _VALUE.match(ref_cell)
    if value is None:
        return None
    if m.group("pct"):
        factor, shown = float(m.group("pct")) / 100, f"× {m.group('pct')}%"
    else:
        k = m.group("k") or m.group("times")
        factor, shown = float(k), f"× {k}"
    result = evaluate(f"{float(value.group('num'))!r} * {factor!r}")
    label = next(found[0][k] for k in keys if k < len(found[0]) and _names(found[0][k], ref))
    return RowMultiple(bare_label(label), ref_cell, factor, shown, result, value.group("unit"))


def _names(key_cell: str, ref: str) -> bool:
    """The key cell is the named row: the same name, or the name with a note in brackets (工作日（周一至周五）)."""
    return bare_label(key_cell) == ref


def bare_label(label: str) -> str:
    """A row or column name without its bracketed note (周末（休息日） → 周末, 补贴标准（primary） → 补贴标准)."""
    return re.sub(r"[（(][^）)]*[）)]", "", label).strip() or label
