"""A sum or a gap of two look-ups the question asks for in one breath: "住宿加伙食补助最多能报多少" adds the lodging
(a rate per night × the nights) and the meal allowance (a rate per day × the days), each looked up on its own
sheet; "一线城市P8和P1-P4的住宿标准差多少" subtracts one row's value from the other's. Both show the working. One
table holding both as columns is the table matcher's own sum (`tables.py`); this is for two parts that no one row
states together.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.quantities import family_of, format_number, parse_quantity, parse_rate
from knowdesk.reasoning.tables import Calculation, Siblings, TableAnswer, answer_from_tables
from knowdesk.text.tokenize import tagged

# "住宿加伙食补助最多能报多少", "餐补加上交通补贴一共多少": two things joined by 加, then (in the same clause) the ask
_SUM = re.compile(
    r"(?P<a>[\u4e00-\u9fff]{2,8})(?:加上|加(?![班薪入急重强快大起]))(?P<b>[\u4e00-\u9fff]{2,10}?)"
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


_CODE = r"[A-Za-z]+\d+(?:\s?[-–—~～]\s?[A-Za-z]*\d+)?"  # a job level or a band of them: P8, P1-P4, G4–G6
# "P8和P1-P4的住宿标准每晚差多少", "一线城市和二线城市的餐补相差多少": two rows joined by 和 (codes, or words before 的),
# then (in the same clause) a gap
_GAP = re.compile(
    r"(?P<a>[A-Za-z0-9\u4e00-\u9fff\-–—~～]{1,12}?)(?:和|与|跟)"
    rf"(?P<b>{_CODE}|[A-Za-z0-9\u4e00-\u9fff]{{1,8}}?(?=的|之间))"
    r"[^，,。；;]*?(?:差多少|相差|差几|高多少|多多少|少多少|低多少|差额|差距)"
)
_CODE_TAIL = re.compile(f"{_CODE}$")


def gap_parts(question: str) -> tuple[str, str, str, str] | None:
    """(the first row named, the second, the question asking for the first alone, for the second alone), or None.
    What the first part opens with beside its row ("一线城市P8" against "P1-P4") stays in both questions."""
    m = _GAP.search(question)
    if m is None:
        return None
    a, b = m.group("a"), m.group("b")
    if b[:1].isascii() and (tail := _CODE_TAIL.search(a)) is not None:
        a = tail.group()  # "一线城市P8和P1-P4": the codes are the rows, 一线城市 a condition of both
    elif len(a) > len(b) and not b[:1].isascii():
        a = _last_words(a, len(b))  # "请问上海市和深圳的…": 上海市, whole words as long as the second part at least
    joined = question[m.start("b") - len(a) - 1 : m.end("b")]
    return a, b, question.replace(joined, a, 1), question.replace(joined, b, 1)


def _last_words(text: str, length: int) -> str:
    """The shortest run of whole words at the end of `text` at least `length` characters long."""
    out = ""
    for word, _ in reversed(tagged(text)):
        out = word + out
        if len(out) >= length:
            break
    return out


# "二类培训比三类培训每人每天多多少钱", "县处级去北京出差比去杭州每晚住宿标准多多少": one thing against another by 比, then
# (in the same clause) how much more or less
_COMPARED = re.compile(r"比(?P<rest>[^，,。；;]*?)(?:多多少|少多少|高多少|低多少|贵多少|便宜多少|差多少|多几|少几)")
MAX_COMPARED_WORDS = 4  # of either side of 比


def compared_parts(question: str) -> list[tuple[str, str, str, str]]:
    """The ways to read "A比B…多多少" as (A, B, the question of A alone, of B alone), likeliest first: B ending in the
    word A ends in (二类培训 | 三类培训), B opening with a word A opens with (去北京出差 | 去杭州), else one word each when
    the two are alike (P8 | P5, 一线城市 | 二线城市). The look-ups decide among them."""
    m = _COMPARED.search(question)
    if m is None:
        return []
    head, tail = question[: m.start()], question[m.start() + 1 :]
    before = [w for w, _ in tagged(head)][-MAX_COMPARED_WORDS:]
    after = [w for w, _ in tagged(tail)]
    if not before or len(after) < 2:
        return []
    spans: list[tuple[list[str], list[str]]] = []
    for k in range(1, min(MAX_COMPARED_WORDS, len(after) - 1) + 1):  # parallel endings
        if after[k - 1] == before[-1] and k <= len(before):
            spans.append((before[-k:], after[:k]))
    if after[0] in before:  # parallel openings: A from that word on, B as long as it differs from A
        a = before[len(before) - 1 - before[::-1].index(after[0]) :]
        spans += [(a, after[:k]) for k in range(2, min(len(a), len(after) - 1) + 1)]
    a, b = before[-1], after[0]
    if not spans and (a[-1] == b[-1] or (_CODE_TAIL.fullmatch(a) and _CODE_TAIL.fullmatch(b))):
        spans.append(([a], [b]))  # one word each, alike: 一线城市 | 二线城市, P8 | P5
    out = []
    for a_words, b_words in spans:
        a, b = "".join(a_words), "".join(b_words)
        if a == b or not head.endswith(a) or not tail.startswith(b):
            continue
        start = m.start() - len(a)
        ask_a = question[: m.start()] + tail[len(b) :]
        ask_b = question[:start] + b + tail[len(b) :]
        out.append((a, b, ask_a, ask_b))
    return out


def gap_of_parts(question: str, passages: Sequence[Passage], siblings: Siblings | None = None) -> TableAnswer | None:
    """The difference between the two rows' look-ups the question compares, larger minus smaller; None when it
    compares none, or a part has no single amount of the other's unit."""
    parts = gap_parts(question)
    for a, b, ask_a, ask_b in [parts] if parts is not None else compared_parts(question):
        found = _gap_of(a, b, ask_a, ask_b, passages, siblings)
        if found is not None:
            return found
    return None


def _gap_of(a: str, b: str, ask_a: str, ask_b: str, passages: Sequence[Passage], siblings: Siblings | None
            ) -> TableAnswer | None:  # fmt: skip
    """The two parts' look-ups subtracted, with the working; None when either has no single amount of one unit, or
    both read the same cell (equal amounts of two cells are a gap of 0)."""
    first = answer_from_tables(ask_a, passages, siblings)
    second = answer_from_tables(ask_b, passages, siblings)
    if first is None or second is None or first.citations == second.citations:
        return None
    totals = [amount_of(first, rates=True), amount_of(second, rates=True)]
    if totals[0] is None or totals[1] is None or totals[0][1] != totals[1][1]:
        return None  # (equal amounts of two rows differ by 0: said so, as any gap)
    (x, unit), (y, _) = totals  # type: ignore[misc]
    hi, lo = max(x, y), min(x, y)
    result = evaluate(f"{hi!r} - {lo!r}")  # the direct step's calculator, never eval
    working = f"{format_number(hi)} − {format_number(lo)} = {format_number(result)}{unit}"
    shown = "，".join(f"{name} {working_of(part)}" for name, part in ((a, first), (b, second)))
    statement = f"{a}和{b}相差{format_number(result)}{unit}：{shown}，{working}"
    return _both(first, second, statement, Calculation("difference", (hi, lo), result, unit, working))


def _both(first: TableAnswer, second: TableAnswer, statement: str, calc: Calculation) -> TableAnswer:
    """One answer of two look-ups and the arithmetic on them: both parts' rows, citations and joins."""
    return TableAnswer(
        (f"{format_number(calc.result)}{calc.unit}",), first.columns + second.columns,
        first.row_labels + second.row_labels, statement, tuple(dict.fromkeys((*first.citations, *second.citations))),
        tuple(dict.fromkeys(first.rows + second.rows)), tuple(dict.fromkeys((*first.joins, *second.joins))), calculation=calc,
        score=min(first.score, second.score),
    )  # fmt: skip


def amount_of(answer: TableAnswer, rates: bool = False) -> tuple[float, str] | None:
    """The amount a single-valued look-up gives: its working's result, else its one value; None for a non-amount
    (and for a rate per night or day, unless `rates`: two rates compare, they do not add up to a total)."""
    if answer.by_condition or len(answer.values) != 1:
        return None
    if answer.calculation is not None:
        result, unit = answer.calculation.result, answer.calculation.unit
    else:
        q = parse_quantity(answer.values[0])
        rate = parse_rate(answer.values[0])
        if q is not None:
            result, unit = q.value, q.unit
        elif rate is not None and rate.unit.startswith("元/人·"):  # "650元/人·天" (or 元/人/天): per person and day
            result, unit = rate.value, rate.unit
        else:
            return None
    money = unit.split("/")[0]
    if family_of(money) != "money" or ("/" in unit and not rates):
        return None
    return result, (unit if rates else money)


def working_of(part: TableAnswer) -> str:
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
    if first is None or second is None or (first.citations, first.columns) == (second.citations, second.columns):
        return None  # one cell found twice; two columns of one row ("伙食补助加市内交通费") are two parts
    totals = [amount_of(first), amount_of(second)]
    if totals[0] is None or totals[1] is None or totals[0][1] != totals[1][1]:
        return None
    (x, unit), (y, _) = totals  # type: ignore[misc]
    result = evaluate(f"{x!r} + {y!r}")  # the direct step's calculator, never eval
    working = f"{format_number(x)} + {format_number(y)} = {format_number(result)}{unit}"
    joins = tuple(dict.fromkeys((*first.joins, *second.joins)))
    lead = "，".join(dict.fromkeys(j.statement() for j in joins))  # 上海属一类, once for both parts
    shown = "，".join(f"{name} {working_of(part)}" for name, part in ((a, first), (b, second)))
    statement = f"{lead + '，' if lead else ''}{a}加{b}共{format_number(result)}{unit}：{shown}，{working}"
    return _both(first, second, statement, Calculation("sum", (x, y), result, unit, working))
