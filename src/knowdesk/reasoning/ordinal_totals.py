"""A total over the first times of an offence a table prices time by time: "被抓了两次，两次一共罚多少" on the row
"| 高空作业未系安全带 | 扣300元 | 扣800元 | 解除劳动合同 |" under "| 违规行为 | 第一次 | 第二次 | 第三次 |" → 300 + 800 =
1100元. The look-up alone reads one column (the one its ordinal names, or the first); the question asks for the sum of
every time up to the one it counts, so each of those cells must state money.
"""

from __future__ import annotations

import re
from dataclasses import replace

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.asks import TOTAL_ASKED
from knowdesk.reasoning.quantities import format_number, quantities
from knowdesk.reasoning.tables import Calculation, TableAnswer
from knowdesk.text.numbers import arabic_numerals

# "两次", "3次": how many times the question counts — a bare count (第N次 is the one time the look-up's column names)
# tied to the offence: caught or charged that often ("被抓了两次", "查到3次") or the times added up ("两次加起来"); a
# count of something else ("每天巡检2次") is none
_TIMES = re.compile(r"(?<![\d.第])(?P<n>[2-9])\s?次")
_CAUGHT_BEFORE = re.compile(r"(?:被[\u4e00-\u9fff]{0,2}|抓到?|查到|违规|违反|犯)了?\s?$")
_ADDED_AFTER = re.compile(r"\s?(?:都)?(?:加起来|加在一起|合计|累计)")
_ORDINAL_HEADER = re.compile(r"^第\s?(?P<n>[1-9])\s?次(?P<on>及以上|以上)?")


def total_of_times(question: str, table: TableAnswer | None) -> TableAnswer | None:
    """The table's row summed over its first N time columns (第一次 … 第N次) when the question asks a total over N
    times; None when it asks none, the row has no such columns, or a cell among them states no money."""
    if table is None or len(table.rows) < 2 or table.by_condition:
        return None
    q = arabic_numerals(question.replace("两", "二"))
    times = [
        int(m.group("n"))
        for m in _TIMES.finditer(q)
        if _CAUGHT_BEFORE.search(q[max(0, m.start() - 4) : m.start()]) or _ADDED_AFTER.match(q, m.end())
    ]
    if not times or not TOTAL_ASKED.search(q):
        return None
    header, row = table.rows[0], table.rows[1]
    found = [(int(m.group("n")), k, bool(m.group("on"))) for k, h in enumerate(header)
             if (m := _ORDINAL_HEADER.match(arabic_numerals(h)))]  # fmt: skip
    ordinals = {t: k for t, k, _ in found}
    n = max(times)
    onwards = [(t, k) for t, k, on in found if on]  # "第3次及以上": its cell for each time past it too
    if onwards:
        ordinals.update({t: onwards[0][1] for t in range(onwards[0][0] + 1, n + 1)})
    if any(t not in ordinals or ordinals[t] >= len(row) for t in range(1, n + 1)):
        return None
    cells = [row[ordinals[t]] for t in range(1, n + 1)]
    amounts = [next((x for x in quantities(c) if x.unit == "元"), None) for c in cells]
    if any(a is None for a in amounts):
        return None  # "取消住宿资格" is no amount to add
    values = [a.value for a in amounts]  # type: ignore[union-attr]
    result = evaluate(" + ".join(map(repr, values)))
    working = f"{' + '.join(map(format_number, values))} = {format_number(result)}元"
    named = {t for t, _, _ in found}  # the times the header names itself (a time past 及以上 is shown with it)
    shown = "，".join(
        f"{header[ordinals[t]] if t in named else f'第{t}次（{header[ordinals[t]]}）'}{c}"
        for t, c in zip(range(1, n + 1), cells, strict=True)
    )
    statement = f"{row[0]}{n}次共{format_number(result)}元：{shown}，{working}"
    calc = Calculation("sum", tuple(values), result, "元", working)
    return replace(table, values=(f"{format_number(result)}元",), statement=statement, calculation=calc)


__all__ = ["total_of_times"]
