"""A total over the first times of an offence a table prices time by time: "被抓了两次，两次一共罚多少" on the row
"| 高空作业未系安全带 | 扣300元 | 扣800元 | 解除劳动合同 |" under "| 违规行为 | 第一次 | 第二次 | 第三次 |" → 300 + 800 =
1100元. The look-up alone reads one column (the one its ordinal names, or the first); the question asks for the sum of
every time up to the one it counts, so each of those cells must state money. A time past an onwards column ("第四次"
on "第3次及以上") is read from that column, which the look-up's words alone do not find.
"""

from __future__ import annotations

import re
from dataclasses import replace

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.asks import TOTAL_ASKED
from knowdesk.reasoning.offence_times import column_of_time, nth_time, times_counted
from knowdesk.reasoning.quantities import format_number, quantities
from knowdesk.reasoning.tables import Calculation, TableAnswer
from knowdesk.text.numbers import arabic_numerals


def total_of_times(question: str, table: TableAnswer | None) -> TableAnswer | None:
    """The table's row summed over its first N time columns (第一次 … 第N次) when the question asks a total over N
    times; None when it asks none, the row has no such columns, or a cell among them states no money."""
    if table is None or len(table.rows) < 2 or table.by_condition:
        return None
    times = times_counted(question)
    if not times or not TOTAL_ASKED.search(arabic_numerals(question)):
        return None
    header, row = table.rows[0], table.rows[1]
    n = max(times)
    ordinals = {t: k for t in range(1, n + 1) if (k := column_of_time(t, header)) is not None}
    if any(t not in ordinals or ordinals[t] >= len(row) for t in range(1, n + 1)):
        return None
    cells = [row[ordinals[t]] for t in range(1, n + 1)]
    amounts = [_fine_of(c) for c in cells]
    if any(a is None for a in amounts):
        return None  # "取消住宿资格" is no amount to add
    values = [a for a in amounts if a is not None]
    # the times one column prices (第3次及以上 for 第3…第15次) are one term: 13 × 500, not thirteen 500s
    runs: list[tuple[int, int, float]] = []  # (first time, how many, amount)
    for t, a in zip(range(1, n + 1), values, strict=True):
        if runs and ordinals[runs[-1][0]] == ordinals[t]:
            runs[-1] = (runs[-1][0], runs[-1][1] + 1, a)
        else:
            runs.append((t, 1, a))
    terms = [
        (repr(a), format_number(a)) if k == 1 else (f"{k} * {a!r}", f"{k} × {format_number(a)}") for _, k, a in runs
    ]
    result = evaluate(" + ".join(e for e, _ in terms))
    working = f"{' + '.join(w for _, w in terms)} = {format_number(result)}元"
    named = {t for t in ordinals if (h := nth_time(header[ordinals[t]], at_start=True)) and h.n == t}
    shown = "，".join(
        f"{header[ordinals[t]] if t in named else f'第{t}次（{header[ordinals[t]]}）'}{row[ordinals[t]]}"
        for t, _, _ in runs
    )
    statement = f"{row[0]}{n}次共{format_number(result)}元：{shown}，{working}"
    calc = Calculation("sum", tuple(values), result, "元", working)
    return replace(table, values=(f"{format_number(result)}元",), statement=statement, calculation=calc)


# a time punished by a warning alone ("警告", "口头警告", "书面警告", "批评教育"): no money, so 0元 of the total
_WARNING_ONLY = re.compile(r"^(?:口头|书面)?(?:警告|提醒|批评教育|批评|通报批评)[。.;；]?$")


def _fine_of(cell: str) -> float | None:
    """The money a time's cell fines: its amount in 元, 0 for a warning alone ("警告" + 200 + 500 = 700元), None for
    anything else ("取消住宿资格")."""
    amount = next((x for x in quantities(cell) if x.unit == "元"), None)
    if amount is not None:
        return amount.value
    return 0.0 if _WARNING_ONLY.match(cell.strip()) else None


def one_time(question: str, table: TableAnswer | None) -> TableAnswer | None:
    """The row's cell for the one time the question names when the look-up read another column: the 4th time on a
    "第3次及以上" column ("第四次在工位抽烟罚多少" → 第3次及以上, not 第1次); None when the question names no time, the
    header has no column for it or the look-up already read that column."""
    if table is None or len(table.rows) < 2 or table.by_condition or len(table.values) != 1:
        return None
    time = nth_time(arabic_numerals(question))
    header, row = table.rows[0], table.rows[1]
    k = column_of_time(time.n, header) if time is not None else None
    if k is None or k >= len(row) or header[k] in table.columns or not row[k].strip():
        return None
    statement = f"{row[0]}的{header[k]}为{row[k]}"
    return replace(table, values=(row[k],), columns=(header[k],), statement=statement)


__all__ = ["one_time", "total_of_times"]
