"""A bill of counted items: the question counts two or more things by their measure words ("丢了1件上衣和2条围裙",
"坏了3个杯子、1个托盘"), the evidence prices each of them ("上衣每件60元，围裙每条25元"), and the amount asked is the sum
of count × price. When the question asks what is left of a deposit ("押金还剩多少", "押金能退多少") the bill is taken
from the deposit the evidence states for the question's class of employee, never below nothing.

Every counted item must be priced by the evidence and every price used once: a missing price makes no bill (the
rule is then stated as it is, never guessed). One counted item alone is `applied.py`'s rate × count.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from knowdesk.reasoning.applied import Applied, capped, caps_about, item_in
from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.evidence import sentence_units
from knowdesk.reasoning.quantities import MEASURE_WORDS, format_number
from knowdesk.reasoning.table_sums import amount_of
from knowdesk.reasoning.tables import answer_from_tables
from knowdesk.text.numbers import arabic_numerals

_MEASURE = MEASURE_WORDS  # "1件上衣", "2条围裙", "3个杯子"
# "1件上衣", "2条围裙", "3个杯子": a count, its measure word, then the item up to the next item, the clause's end or
# what the question asks (要赔, 能退, 多少); a span of time or money is no item ("3个月", "2个小时", "8块钱")
_COUNTED = re.compile(
    rf"(?<![\d.])(?P<n>\d+)\s?(?P<measure>{_MEASURE})(?!(?<=个)(?:月|小时|工作日))(?!(?<=块)钱)"
    r"(?P<item>[A-Za-z\u4e00-\u9fff]{1,8}?)(?=和|与|及|跟|、|加上|要|能|赔|多少|，|,|；|。|？|\?|$)"
)
# "上架300次", "盘点做了10箱", "处理了5次破损": pieces of work counted after what was done, or by 次 before it (a
# piece-rate bill); the work is the words since the clause or the count before, without a time said before them
# (这个月) nor the verb of doing after them (做了)
_WORK_COUNT = re.compile(r"(?<![\d.第])(?P<n>\d+)\s?(?P<measure>次|单|箱)")
_WORK_BEFORE = re.compile(r"(?:^|[和与及、，,；;\s])(?P<item>[A-Za-z\u4e00-\u9fff]{2,10})$")
_WORK_AFTER = re.compile(r"(?P<item>[\u4e00-\u9fff]{2,6}?)(?=和|与|及|、|，|,|；|。|？|\?|$)")
_TIME_SAID = re.compile(r"^(?:这个月|本月|上个?月|今年|今天|这周|本周|我|又|还|共|一共|总共)+")
_DOING = re.compile(r"(?:[做干修办]了|处理了|完成了|了)$")
_ASKING = re.compile(r"多少|几|怎么|扣|罚|赔|拿|能|要|算")
# "迟到3次以内每次扣20元，第4次起每次扣50元": a rate that changes with the count, which no count × price reads
_BY_COUNT = re.compile(r"第\s?\d+\s?次起|超过\s?\d+\s?次|\d+\s?次(?:以上|及以上|以内)|累计\s?\d+\s?次")
# "上架、下架每托各2元": one price stated for each of several items named before it
_EACH = re.compile(r"各\s?\d")
# "押金还剩多少", "押金能退多少", "退还多少押金": what is left of a deposit is asked (six characters between them
# hold "我的…最后还" but not another clause's 退)
_LEFT_OF_DEPOSIT = re.compile(r"押金[^，,。；;？?]{0,6}?(?:剩|退)|(?:剩|退)[^，,。；;？?]{0,6}?押金")
_ASKS_AMOUNT = re.compile(r"多少|几[块元]")
# "还能领多少件", "一共几套": a number of pieces is asked, not their price
_ASKS_PIECES = re.compile(rf"(?:多少|几)\s?(?:{_MEASURE})")
# "押金：全职员工200元，小时工100元", "制服押金为每人300元": the deposit's amounts with whom each is for (six
# characters hold a class of employee, 全职员工 or 劳务派遣人员, without reaching back into the clause before)
_DEPOSIT_AMOUNT = re.compile(r"(?P<who>[\u4e00-\u9fff]{0,6}?)(?:每人)?(?P<num>\d+(?:\.\d+)?)\s?元")
# "防护服每套80元", "手套5元/双" in a sentence about the deposit: an item's price, not a deposit
_PRICE_BEFORE = re.compile(rf"每(?:{_MEASURE})$")
_PRICE_AFTER = re.compile(rf"\s?(?:/|每)(?:{_MEASURE})")
# a price per person or per a span of time, not per piece ("每人", "每月", "/小时"); `applied._PER_FAMILY` is not
# the same set (it has 班, 次, 公里 and not 人), so it is not reused here
_PER_HEAD_OR_TIME = re.compile(r"人|天|日|晚|个月|月|年|周|个小时|小时|个工作日|工作日|学时|课时|季度")
MIN_ITEMS = 2
# two amounts of money or more in a sentence make it a list of prices, of which one item picks its own
MIN_PRICES = 2
# a holder is named by two characters at least (全职, 实习): one character names no class of employee
MIN_HOLDER = 2


@dataclass(frozen=True)
class Bill:
    value: float
    statement: str  # the conclusion line
    sources: tuple[tuple[Passage, str], ...]  # the passages and sentences it read, in the order used


def counted_items(question: str) -> list[tuple[float, str, str]]:
    """The (count, measure word, item) the question lists, in its order: "丢了2顶帽子和1件上衣" → (2, 顶, 帽子),
    (1, 件, 上衣)."""
    q = arabic_numerals(question)
    found = [(m.start(), float(m.group("n")), m.group("measure"), m.group("item")) for m in _COUNTED.finditer(q)]
    if not found:  # pieces of work ("上架300次下架280次，盘点做了10箱，处理了5次破损")
        counts = list(_WORK_COUNT.finditer(q))
        since = [0, *(m.end() for m in counts)]  # what was done is said after the count before it
        found = [w for m, start in zip(counts, since, strict=False) if (w := _work(q, m, start)) is not None]
    return [(n, measure, item) for _, n, measure, item in sorted(found)]


def _work(question: str, count: re.Match[str], since: int) -> tuple[int, float, str, str] | None:
    """A count of pieces of work and what was done: the words before it, after `since` ("上架300次", "盘点做了10箱"),
    else the words after a count of 次 ("修了5次故障"); None when neither names work (a time, a verb, what is asked)."""
    n, measure = float(count.group("n")), count.group("measure")
    before = _WORK_BEFORE.search(question[since : count.start()])
    if before is not None:
        item = _DOING.sub("", _TIME_SAID.sub("", before.group("item")))
        if len(item) >= 2 and not _ASKING.search(item):
            return since + before.start("item"), n, measure, item
    after = _WORK_AFTER.match(question, count.end()) if measure == "次" else None
    if after is not None and not _ASKING.search(after.group("item")):
        return count.start(), n, measure, after.group("item")
    return None


def _sentences(passages: Sequence[Passage]) -> list[tuple[Passage, str]]:
    return [(p, arabic_numerals(u.text)) for p in passages for u in sentence_units(p["body"], semicolons=False)]


def _price(item: str, measure: str, sentences: list[tuple[Passage, str]], taken: set[tuple[str, float]]
           ) -> tuple[float, str, Passage, str] | None:  # fmt: skip
    """The first price the evidence states for the item (the name as the sentence has it, the price, where), one
    not used for another item already."""
    for p, text in sentences:
        found = item_in(text, item)
        if found is not None and (text, found[1]) not in taken and _per_piece(text, found[0], measure):
            return found[1], found[0], p, text
    return None


# "由每个夜班40元调整为50元": a price changed by a notice, which the rate × count with its amendment reads (a bill
# would take either number without knowing which date the question is about)
_CHANGED = re.compile(r"调整为|调整到|提高到|提高至|上调|下调|改为")


def _changed_price(item: str, sentences: list[tuple[Passage, str]]) -> bool:
    """Whether some sentence of the evidence changes the item's price."""
    return any(_CHANGED.search(text) and item_in(text, item) is not None for _, text in sentences)


def _one_of_a_price_list(counted: tuple[float, str, str], sentences: list[tuple[Passage, str]]) -> bool:
    """Whether a sentence prices the one counted item per its measure word among other items ("A类车每台300元，B类车
    每台500元" for "卖了3台B类车"): the sentence's several rates are a list, and the item picks its own."""
    _, measure, item = counted
    for _, text in sentences:
        found = item_in(text, item)
        if found is None:
            continue
        at = text.find(found[0]) + len(found[0])
        # up to four characters between the name and its 每<measure> ("大保养（含）每单"), not another item's
        per_measure = re.match(rf"[^，。；;\d]{{0,4}}?每{measure}", text[at:])
        if per_measure and len(re.findall(r"\d\s?元", text)) >= MIN_PRICES:
            return True
    return False


def _table_price(item: str, measure: str, passages: Sequence[Passage]) -> tuple[float, str, Passage, str] | None:
    """The price a table's row for the item states ("| 储物柜钥匙 | 50 |" under 赔偿标准（元/把）), when no sentence
    prices it: one amount of money, per piece or per the question's measure word, not per a span of time."""
    found = answer_from_tables(f"{item}每{measure}多少钱", passages, naming=item)
    if found is None or found.calculation is not None or not found.citations or len(found.rows) < 2:
        return None
    amount = amount_of(found, rates=True)
    if amount is None:
        return None
    per = amount[1].partition("/")[2].split("·")[-1]
    if per and per != measure and _PER_HEAD_OR_TIME.fullmatch(per):
        return None
    home = next((p for p in passages if p["fragment_id"] == found.citations[0].fragment_id), None)
    if home is None:
        return None
    row = "| " + " | ".join(found.rows[1]) + " |"
    return amount[0], item, home, row


def _per_piece(sentence: str, name: str, measure: str) -> bool:
    """Whether the price after the item's name is per piece, not per person or per a span of time ("上衣每件60元"
    yes, "工服每月20元", "工牌每个月10元" no): those would need a number of people or a length of time, which a bill
    does not read. A 每<measure> right after the name is per piece (but 每个月 is per month)."""
    at = sentence.find(name) + len(name)
    if re.match(rf"每{measure}(?!(?<=个)(?:月|小时|工作日))", sentence[at:]):
        return True
    tail = sentence[at : at + 12]  # the name's own clause: twelve characters reach its 每<per> and amount
    return re.match(rf"[^，。；;\d]*?(?:每|/)(?:{_PER_HEAD_OR_TIME.pattern})", tail) is None


def _deposit(question: str, items: Sequence[str], sentences: list[tuple[Passage, str]]
             ) -> tuple[float, str, Passage, str] | None:  # fmt: skip
    """The deposit the evidence states for the question's employee: the one amount of a sentence about a deposit,
    or among several (全职员工200元，小时工100元) the one whose holder the question names; an item's price in the
    sentence (防护服每套80元, or one of the items billed) is never the deposit, and a lone amount is the deposit
    only when it is the sentence's one amount of money."""
    for p, text in sentences:
        at = text.find("押金")
        if at < 0:
            continue
        every = list(_DEPOSIT_AMOUNT.finditer(text, at))
        amounts = [m for m in every if not _a_price(m, text, items)]
        if len(amounts) == 1 and len(every) == 1:
            return float(amounts[0].group("num")), amounts[0].group(0), p, text
        named = [m for m in amounts if _names(question, m.group("who"))]
        if len(named) == 1:
            return float(named[0].group("num")), named[0].group(0), p, text
    return None


def _a_price(amount: re.Match[str], text: str, items: Sequence[str]) -> bool:
    """Whether an amount in a sentence about the deposit is an item's price: per a measure word (防护服每套80元,
    手套5元/双) or after the name of an item the question bills."""
    who = amount.group("who")
    return bool(
        _PRICE_BEFORE.search(who)
        or _PRICE_AFTER.match(text, amount.end())
        or any(item[:MIN_HOLDER] in who for item in items)
    )


def _names(question: str, who: str) -> bool:
    """Whether the question names the holder: the whole name or its first two characters (全职员工 ← 全职), once
    what leads up to it is cut ("押金为", "：")."""
    who = re.sub(r"^(?:押金)?[：:，,、为是]*", "", who)
    return len(who) >= MIN_HOLDER and (who in question or who[:MIN_HOLDER] in question)


def bill(question: str, passages: Sequence[Passage]) -> Bill | None:
    """The sum of the question's counted items at the evidence's prices (a deposit's amount less it when what is
    left of the deposit is asked), or None when the question counts fewer than two items (one, against a deposit or
    picked from a price list), asks no amount, or an item or the deposit is not priced."""
    items = counted_items(question)
    left_asked = bool(_LEFT_OF_DEPOSIT.search(question))  # one item kept back is a bill against the deposit
    if not items or not _ASKS_AMOUNT.search(question) or _ASKS_PIECES.search(question):
        return None
    sentences = _sentences(passages)
    if len(items) < MIN_ITEMS and not left_asked and not _one_of_a_price_list(items[0], sentences):
        return None  # one item alone is a rate × count (`applied.py`, a table's look-up) unless a list prices it
    if any(_changed_price(item, sentences) for _, _, item in items):
        return None
    if any(_BY_COUNT.search(text) for _, text in sentences if any(item in text for _, _, item in items)):
        return None  # "第4次起每次扣50元": the count changes the rate
    taken: set[tuple[str, float]] = set()
    parts: list[str] = []
    products: list[str] = []
    sources: list[tuple[Passage, str]] = []
    for n, measure, item in items:
        found = _price(item, measure, sentences, taken) or _table_price(item, measure, passages)
        if found is None:
            return None
        price, name, p, text = found
        if not _EACH.search(text[text.find(name) :]):  # "上架、下架每托各2元" prices each of them
            taken.add((text, price))
        parts.append(f"{name}{format_number(n)}{measure} × {format_number(price)}元")
        products.append(f"{n!r} * {price!r}")
        if (p, text) not in sources:
            sources.append((p, text))
    total = evaluate(" + ".join(products))
    working = f"{' + '.join(parts)} = {format_number(total)}元"
    if not left_asked:
        priced: dict[str, Passage] = {}
        for p, _ in sources:  # each priced passage once, in the order first used
            priced.setdefault(p["fragment_id"], p)
        for home in priced.values():  # "每人每月计件奖合计最高1000元" beside the prices
            for cap in caps_about([home["body"]], question):
                held = capped(Applied(total, "元", working, ""), question, cap)
                if held.value < total:
                    statement = f"{format_number(held.value)}元（{held.working}）"
                    return Bill(held.value, statement, (*sources, (home, cap)))
        return Bill(total, f"共{format_number(total)}元（{working}）", tuple(sources))
    deposit = _deposit(question, [item for _, _, item in items], sentences)
    if deposit is None:
        return None
    amount, _, p, text = deposit
    left = max(0.0, evaluate(f"{amount!r} - {total!r}"))
    statement = (f"押金还剩{format_number(left)}元（押金{format_number(amount)}元，扣款{working}，"
                 f"{format_number(amount)} − {format_number(total)} = {format_number(left)}元）")  # fmt: skip
    if (p, text) not in sources:
        sources.insert(0, (p, text))
    return Bill(left, statement, tuple(sources))


__all__ = ["Bill", "bill", "counted_items"]
