"""A sum of two items the question joins, each paid by a rule of its own sentence: "去杭州出差4天，伙食补助和市内交通费
加起来一共多少" on "伙食补助费标准为每人每天110元" (第十四条) and "市内交通费…每人每天80元" (第十五条) → 4 × 110 + 4 × 80.

`table_sums.py` adds two look-ups of tables and `applied._two_items` two amounts of one sentence; here each item is
the question asked of that item alone ("去杭州出差4天，伙食补助一共多少"), answered by the rate × count of its own
sentence (`applied.applied_value`, a later notice's number in its place), or by the one amount the sentence states
for it ("全勤奖200元"). A total of days ("婚假加上延长婚假一共几天") adds the days each item's sentence grants
("享受婚假3天；…另享受延长婚假10天"). One part may be a table's while the other has none ("住2晚、出差3天，住宿加伙食
补助一共多少": the lodging sheet's rate × the nights, the meal rule's rate × the days); the prose part is then asked with
the table's join (扬州属三类地区), so a rate per class of place is read for the place asked. Both parts must be found; a
part is never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from knowdesk.reasoning.amendments import Amendment, prose_amendment, replace_value
from knowdesk.reasoning.applied import applied_value, clause_at
from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.asks import TOTAL_ASKED
from knowdesk.reasoning.base import Citation, Passage
from knowdesk.reasoning.evidence import is_table_row, sentence_units
from knowdesk.reasoning.quantities import format_number, quantities
from knowdesk.reasoning.table_sums import amount_of, sum_parts, working_of
from knowdesk.reasoning.tables import Siblings, answer_from_tables
from knowdesk.text.numbers import arabic_numerals

# "伙食补助和市内交通费加起来一共多少": two items joined by 和, then the total asked
_AND = re.compile(
    r"(?P<a>[\u4e00-\u9fff]{2,8})(?:和|与|及|跟)(?P<b>[\u4e00-\u9fff]{2,10}?)"
    r"(?=加起来|一共|总共|合计|共计|共|总计)"
)
ITEM_GAP = 16  # characters between an item's name and the amount its sentence pays it
_PER = re.compile(r"每(?:人|天|日|晚|次|班|个|小时)")  # right after the item's name: a rate, not an amount
# "每上一个夜班补贴80元": the work counted opens the item's clause, so the amount after the name is a rate per shift
_PER_WORK = re.compile(r"每[上值跑做干][一1]?个[\u4e00-\u9fff]{0,3}?[班趟次]")
# "一共能休几天", "最多能有多少天": the total asked is of days (leave), not of money
_DAYS_ASKED = re.compile(r"(?:几|多少)(?:个)?(?:天|日|工作日)|天数")


@dataclass(frozen=True)
class Part:
    name: str  # as the question names it: 伙食补助
    value: float
    working: str  # "4 × 110 = 440元", or "200元" for an amount stated
    passage: Passage
    sentence: str  # the sentence as written, quoted in the basis
    change: Amendment | None  # a later notice's number the sentence is read with
    at: int = -1  # where the sentence names the item: two items of one sentence are two parts
    cited: tuple[Citation, ...] = ()  # a table's part: the sheets and rows it read (the sentence is its row)
    lead: str = ""  # a table's part: the joins it made (扬州属三类地区)


@dataclass(frozen=True)
class RuleSum:
    total: float
    statement: str
    parts: tuple[Part, Part]


def _parts(question: str) -> tuple[str, str, str, str] | None:
    m = _AND.search(question)
    if m is None:
        return sum_parts(question)
    a, b = m.group("a").split("，")[-1], m.group("b")
    joined = question[m.end("a") - len(a) : m.end("b")]
    return a, b, question.replace(joined, a, 1), question.replace(joined, b, 1)


def _find_own(sentence: str, name: str, other: str) -> int:
    """The first place `name` stands for itself, not inside the other item's longer name (婚假 in 延长婚假)."""
    at = sentence.find(name)
    while at >= 0 and other != name and name in other:
        inside = other.find(name)
        if at < inside or sentence[at - inside : at - inside + len(other)] != other:
            return at
        at = sentence.find(name, at + 1)
    return at


def _names(sentence: str, name: str, other: str = "") -> int:
    """Where the sentence names the item (伙食补助 in 伙食补助费标准…), -1 when it does not or names it only as
    part of the other item's name."""
    at = _find_own(sentence, name, other)
    return at if at >= 0 or len(name) < 4 else _find_own(sentence, name.removesuffix("费"), other)


def _part(name: str, other: str, asked: str, passages: Sequence[Passage], unit: str = "元") -> Part | None:
    """The first sentence (in rank order) naming the item with a rate the question's count applies to, or the one
    amount (of `unit`: 元, or 天 for leave) it states right after the item's name."""
    for p in passages:
        for u in sentence_units(p["body"], semicolons=False):  # a rate's exceptions after its ；are read with it
            text = u.text
            at = _names(text, name, other)
            if at < 0 or is_table_row(text):
                continue
            change = prose_amendment(text, f"{asked} {text}", p["document"], list(passages), question=asked)
            read = replace_value(text, change.old, change.new, change.unit) if change is not None else text
            lead = clause_at(read, at, "，,；;。：:", before=True)  # the item's clause up to its name
            found = applied_value(asked, lead + read[at:], p["body"]) if unit == "元" else None
            if found is not None and found.unit == "元":
                return Part(name, found.value, found.working, p, text, change, at)
            amounts = [x for x in quantities(arabic_numerals(read[at : at + len(name) + ITEM_GAP])) if x.unit == unit]
            if len(amounts) == 1 and not _PER.search(read[at : at + ITEM_GAP]) and not _PER_WORK.search(lead):
                value = amounts[0].value
                return Part(name, value, f"{format_number(value)}{unit}", p, text, change, at)
    return None


def _table_part(name: str, asked: str, passages: Sequence[Passage], siblings: Siblings | None) -> Part | None:
    """The part a table gives: one amount (a rate × the question's count, or a cell) on the part's row or column, or
    on a sheet its name names (住宿 on 工作表：住宿费标准)."""
    found = answer_from_tables(asked, passages, siblings, naming=name)
    if found is None:
        found = answer_from_tables(asked, passages, siblings)
        sheets = " ".join(f"{c.document} {c.section}" for c in found.citations) if found is not None else ""
        found = found if name in sheets else None
    total = amount_of(found) if found is not None else None
    if found is None or total is None or total[1] != "元" or not found.citations:
        return None
    held = {c.fragment_id for c in found.citations}
    home = next((p for p in passages if p["fragment_id"] in held), None)  # a joined sheet may be a sibling only
    if home is None:
        return None
    row = "".join("| " + " | ".join(r) + " |" for r in found.rows[1:2])
    lead = "，".join(j.statement() for j in dict.fromkeys(found.joins))
    cited = tuple(c.as_citation() for c in found.citations)
    return Part(name, total[0], working_of(found), home, row, None, cited=cited, lead=lead)


def _overlap(first: Part, second: Part) -> bool:
    """Whether both parts were read off one name in one sentence (one amount would be counted twice)."""
    if first.sentence != second.sentence:
        return False
    return first.at < second.at + len(second.name) and second.at < first.at + len(first.name)


def rule_sum(question: str, passages: Sequence[Passage], tables: bool = False, siblings: Siblings | None = None
             ) -> RuleSum | None:  # fmt: skip
    """The two items' amounts, each from its own rule, added; None when the question asks no such total or a part
    is not found (or both parts are one sentence's same item). With `tables`, one part is a table's and the other a
    rule's (no table giving it)."""
    if not TOTAL_ASKED.search(question) and sum_parts(question) is None:
        return None  # "丧假加路程假最多能有几天" asks a total by its 加 alone
    parts = _parts(question)
    if parts is None:
        return None
    a, b, ask_a, ask_b = parts
    unit = "天" if _DAYS_ASKED.search(question) else "元"
    if tables:
        found = _one_of_a_table(a, b, ask_a, ask_b, passages, siblings)
        if found is None:
            return None
        first, second = found
    else:
        first, second = _part(a, b, ask_a, passages, unit), _part(b, a, ask_b, passages, unit)
    if first is None or second is None or _overlap(first, second):
        return None
    total = evaluate(f"{first.value!r} + {second.value!r}")
    working = f"{format_number(first.value)} + {format_number(second.value)} = {format_number(total)}{unit}"
    shown = "，".join(f"{x.name} {x.working}" for x in (first, second))
    lead = "".join(f"{x.lead}，" for x in (first, second) if x.lead)
    statement = f"{lead}{a}加{b}共{format_number(total)}{unit}（{shown}，{working}）"
    return RuleSum(total, statement, (first, second))


def _one_of_a_table(a: str, b: str, ask_a: str, ask_b: str, passages: Sequence[Passage], siblings: Siblings | None
                    ) -> tuple[Part, Part] | None:  # fmt: skip
    """One part from a table and the other from its rule when no table gives it, in the question's order; the rule's
    part asked with the table's joins (its place's class)."""
    for table_first in (True, False):
        name, other, asked, asked_other = (a, b, ask_a, ask_b) if table_first else (b, a, ask_b, ask_a)
        table = _table_part(name, asked, passages, siblings)
        if table is None or _table_part(other, asked_other, passages, siblings) is not None:
            continue
        prose = _part(other, name, f"{asked_other}（{table.lead}）" if table.lead else asked_other, passages)
        if prose is not None:
            return (table, prose) if table_first else (prose, table)
    return None


__all__ = ["Part", "RuleSum", "rule_sum"]
