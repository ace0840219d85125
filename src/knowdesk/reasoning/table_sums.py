"""A sum of two look-ups the question asks for in one breath: "住宿加伙食补助最多能报多少" adds the lodging
(a rate per night × the nights) and the meal allowance (a rate per day × the days), each looked up on its own
sheet, and shows the working. One table holding both as columns is the table matcher's own sum (`tables.py`);
this is for two parts that no one row states together.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.quantities import family_of, format_number, parse_quantity
from knowdesk.reasoning.tables import Calculation, Siblings, TableAnswer, answer_from_tables

# "住宿加伙食补助最多能报多少", "餐补加上交通补贴一共多少": two things joined by 加, then (in the same clause) the ask
_SUM = re.compile(
    r"(?P<a>[\u4e00-\u9fff]{2,8})(?:加上|加(?![班薪入急重强快大]))(?P<b>[\u4e00-\u9fff]{2,10}?)"
    r"(?=一共|总共|合计|加起来|共计|最多|最高|最少|共|能|可以|可|要|需|应|是|多少|几)(?P<rest>[^，,。；;]*?)(?:多少|几)"
)


def sum_parts(question: str) -> tuple[str, str, str, str] | None:
    """(the part asked first, the part added, the question asking for the first alone, for the second alone), or
    None when the question asks for no such sum ("基本工资加岗位工资一共5220，…" states one, it does not ask)."""
    m = _SUM.search(question)
    if m is None:
        return None
    a, b = m.group("a"), m.group("b")
    joined = question[m.start("a") : m.end("b")]
    return a, b, question.replace(joined, a, 1), question.replace(joined, b, 1)


def _total(answer: TableAnswer) -> tuple[float, str] | None:
    """The amount a single-valued look-up gives: its working's result, else its one value; None for a non-amount."""
    if answer.by_condition or len(answer.values) != 1:
        return None
    if answer.calculation is not None:
        result, unit = answer.calculation.result, answer.calculation.unit
    else:
        q = parse_quantity(answer.values[0])
        if q is None:
            return None
        result, unit = q.value, q.unit
    money = unit.split("/")[0]
    return (result, money) if family_of(money) == "money" and "/" not in unit else None


def _working(part: TableAnswer) -> str:
    """How a part's amount was found: its working (3 × 500 = 1500元), else its value."""
    return part.calculation.working if part.calculation is not None else part.values[0]


def sum_of_parts(question: str, passages: Sequence[Passage], siblings: Siblings | None = None,
                 found: TableAnswer | None = None) -> TableAnswer | None:  # fmt: skip
    """The two parts' look-ups added up, when the question asks for such a sum and `found` (the whole question's
    look-up) is not already one; None otherwise, or when a part has no single amount on its own row or column."""
    parts = sum_parts(question)
    if parts is None or (found is not None and found.calculation is not None and "sum" in found.calculation.operation):
        return None
    a, b, ask_a, ask_b = parts
    first = answer_from_tables(ask_a, passages, siblings, naming=a)
    second = answer_from_tables(ask_b, passages, siblings, naming=b)
    if first is None or second is None or first.citations == second.citations:
        return None
    totals = [_total(first), _total(second)]
    if totals[0] is None or totals[1] is None or totals[0][1] != totals[1][1]:
        return None
    (x, unit), (y, _) = totals  # type: ignore[misc]
    result = evaluate(f"{x!r} + {y!r}")  # the direct step's calculator, never eval
    working = f"{format_number(x)} + {format_number(y)} = {format_number(result)}{unit}"
    joins = tuple(dict.fromkeys((*first.joins, *second.joins)))
    lead = "，".join(j.statement() for j in dict.fromkeys(joins))  # 上海属一类, once for both parts
    shown = "，".join(f"{name} {_working(part)}" for name, part in ((a, first), (b, second)))
    statement = f"{lead + '，' if lead else ''}{a}加{b}共{format_number(result)}{unit}：{shown}，{working}"
    citations = tuple(dict.fromkeys((*first.citations, *second.citations)))
    return TableAnswer(
        (f"{format_number(result)}{unit}",), first.columns + second.columns, first.row_labels + second.row_labels,
        statement, citations, first.rows + second.rows, joins,
        calculation=Calculation("sum", (x, y), result, unit, working), score=min(first.score, second.score),
    )  # fmt: skip
