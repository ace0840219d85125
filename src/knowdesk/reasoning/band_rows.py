"""Tier lists laid out across a table's columns rather than down one column.

Two layouts state bands side by side. An approval matrix names a matter per row and a decider per column, each cell the
band of the matter's number that decider may sign (| 报损 | 500元以下 | 500元（含）至3000元 | 3000元（含）以上 | under
| 事项 | 店长 | 区域经理 | 总监 |): the question's number picks the cell, the column's header is the answer. A transposed
tier table puts the bands in one row or in the header (| 分数 | 90分以上 | 80–89分 | … |) and what each band gives in
the rows beside them (| 系数 | 1.5 | 1.2 | … |). `tiers.py` reads both as tier lists; reading such a table down a
column instead would join the bands of different matters into one list.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from knowdesk.reasoning.quantities import Range, labelled_value
from knowdesk.text.pipe_tables import PipeTable

MIN_BANDS = 2  # cells with bands on one scale a row needs to be read across
# a header cell that only counts tiers (一档, 第二档, 档次3): the columns are tiers, not deciders
_TIER_LABEL = re.compile(r"第?[一二三四五六七八九十\d]+[档级]|档次?[一二三四五六七八九十\d]+")
# a cell that is what a band gives rather than who signs it: a number, or a grade (优, 良好, B+, 甲等)
_VALUE_CELL = re.compile(
    r".*\d.*|[A-Za-z][+-]?|[优良中差甲乙丙丁][等级]?|优秀|良好|合格|不合格|及格|不及格|称职|基本称职|不称职"
)


@dataclass(frozen=True)
class Band:
    label: str  # the cell as written: 单次3000元（含）以上
    conditions: tuple[Range, ...]
    value: str  # what the band gives: the column's decider, or the other rows' cells under it
    text: str  # what a basis quotes: the whole row (or the band's column)


@dataclass(frozen=True)
class BandRow:
    subject: str  # the row's matter and the table's header (报损 | 事项 | 店长 | 区域经理 | 总监), to match questions
    bands: tuple[Band, ...]


Conditions = Callable[[str], list[Range]]


def _bands_in(cells: tuple[str, ...], conditions: Conditions) -> list[tuple[int, tuple[Range, ...]]]:
    """The cells past the first, when every one written holds a band and all on one scale that is no job level (a
    row naming other things beside its bands, | 主管 | 超过200元至800元 | 九折 |, or a header of grades, | G1—G3 |
    G4—G6 |, is a cross table that `tables` reads); [] otherwise."""
    written = [(j, c) for j, c in enumerate(cells) if j > 0 and c.strip() not in ("", "—", "-", "/")]
    found = [(j, tuple(conditions(c))) for j, c in written]
    if not found or not all(conds for _, conds in found):
        return []
    families = {r.family for _, conds in found for r in conds}
    if len(families) != 1 or next(iter(families)).startswith("level:"):
        return []
    return found


def _cell(cells: tuple[str, ...], j: int) -> str:
    return cells[j].strip() if j < len(cells) else ""


def _numbers_only(table: PipeTable, columns: list[int]) -> bool:
    """Every row's cells under the bands hold a number: a cross table of classes by band (| 北京 | 500 | 450 | under
    | 城市 | 1-3天 | 4-7天 |), whose rows are alternatives the question picks one of, not facts of one band."""
    cells = [_cell(r, j) for r in table.rows for j in columns]
    return all(any(ch.isdigit() for ch in c) for c in cells if c)


def _header_bands(table: PipeTable, conditions: Conditions) -> list[BandRow]:
    """| 分数 | 90分以上 | 80–89分 | under which each row states what the band gives (| 系数 | 1.5 | 1.2 |). Several rows
    of numbers only are a cross table (a class per row) that `tables` reads: joining them would answer every row's
    number at once; a transposed table with one row of numbers (or rows of different kinds, 评级 | 优 |) stays."""
    bands = _bands_in(table.header, conditions)
    if len(bands) < MIN_BANDS:
        return []
    if len(table.rows) > 1 and _numbers_only(table, [j for j, _ in bands]):
        return []
    out = []
    for j, conds in bands:
        given = [
            labelled_value(_cell(r, 0), _cell(r, j)) if _cell(r, 0) else _cell(r, j) for r in table.rows if _cell(r, j)
        ]
        column = " | ".join([table.header[j], *(_cell(r, j) for r in table.rows)])
        out.append(Band(table.header[j], conds, "；".join(given), column))
    return [BandRow(" | ".join(table.header), tuple(out))]


def _transposed(table: PipeTable, row: int, bands: list[tuple[int, tuple[Range, ...]]]) -> bool:
    """The table's only row of bands heads a transposed tier table when its header merely counts tiers (| 一档 | 二档 |)
    or the other rows' cells under the bands are values (numbers, grades); otherwise it is an approval matrix with one
    matter in bands (the others, | 招聘录用 | 装卸工 | 叉车工 |, name things), whose columns name who signs."""
    columns = [j for j, _ in bands]
    if all(_TIER_LABEL.fullmatch(_cell(table.header, j)) for j in columns):
        return True
    others = [_cell(r, j) for k, r in enumerate(table.rows) if k != row for j in columns]
    return all(_VALUE_CELL.fullmatch(c) for c in others if c)


def band_rows(table: PipeTable, conditions: Conditions) -> list[BandRow]:
    """The table's rows (or header) whose cells are bands of one number side by side; [] for a table that states its
    bands down a column, or none. `conditions` reads a cell's bands (`tiers` decides which ranges head a tier)."""
    if headed := _header_bands(table, conditions):
        return headed
    banded = [(i, b) for i in range(len(table.rows)) if len(b := _bands_in(table.rows[i], conditions)) >= MIN_BANDS]
    if not banded or any(conditions(h) for h in table.header[1:]):
        return []
    one = len(banded) == 1 and _transposed(table, *banded[0])  # the other rows say what each band gives
    out = []
    for i, bands in banded:
        cells = table.rows[i]
        row_text = " | ".join(cells)
        made = []
        for j, conds in bands:
            head = _cell(table.header, j)
            if not head:
                break
            value = head
            if one:
                given = [
                    labelled_value(_cell(r, 0), _cell(r, j)) for k, r in enumerate(table.rows) if k != i and _cell(r, j)
                ]
                lead = f"{_cell(table.header, 0)}：{head}" if _cell(table.header, 0) else head
                value = "；".join([lead, *given])
            made.append(Band(cells[j].strip(), conds, value, row_text))
        else:
            out.append(BandRow(f"{_cell(cells, 0)} | " + " | ".join(table.header), tuple(made)))
    return out


__all__ = ["Band", "BandRow", "band_rows"]
