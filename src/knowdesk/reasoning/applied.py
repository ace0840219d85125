"""The question's own numbers applied to the value the concluding sentence states, so the first line gives the
amount asked for rather than the rule to work it out with:

- a rate per period, occasion or distance times the question's count: "每个出勤日25元" asked "出勤22天…一共多少" →
  22 × 25 = 550元, "按每公里0.8元" asked "跑了150公里" → 120元;
- a share of the question's amount: "缴存比例均为8%" asked "月均工资9000，个人每月交多少" → 9000 × 8% = 720元;
- two items the question names, added or compared, each read off the one sentence that states both: "交通补贴每月
  300元，另享车补每月1500元" asked "交通补贴和车补加起来多少" → 300 + 1500 = 1800元, "…差多少" → 1200元.

Tables compute their own (`tables.py`), prose formulas theirs (`formulas.py`), rules stated per step theirs
(`per_step.py`); this is the plain sentence with one value and a question that brings the other number.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from knowdesk.reasoning.amendments import asked_date, effective_day
from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.asks import PER_PERSON_ASKED, TOTAL_ASKED, ask_of
from knowdesk.reasoning.band_fit import band_fit
from knowdesk.reasoning.cumulative_shares import earned_share, schedule_of
from knowdesk.reasoning.evidence import bigrams, case_stated
from knowdesk.reasoning.formulas import multiples_by_occasion, occasion_of, overtime_occasion
from knowdesk.reasoning.increments import base_plus_increments
from knowdesk.reasoning.month_days import OF_THE_MONTH, days_counted, days_left_in_month
from knowdesk.reasoning.quantities import (
    ITEM_MEASURES,
    RATE_SEP,
    Quantity,
    Range,
    family_of,
    format_number,
    quantities,
    question_quantities,
    ranges,
)
from knowdesk.reasoning.share_repeats import share_repeats
from knowdesk.text.numbers import arabic_numerals
from knowdesk.text.places import places, provinces_named

MIN_AMOUNT = 100  # a wage or a base the question gives is at least three digits; a smaller number is a count
ITEM_GAP = 12  # characters between an item's name and its amount in the sentence ("车补每月1500元")

# the question asks a value (not the rate or the share itself: "比例是多少", "按百分之几")
_ASKS_AMOUNT = re.compile(r"多少|几[块元]|\b(?:how much|the most|maximum)\b", re.I)
_ASKS_SHARE = re.compile(r"比例|百分之|几成|几折|多少倍|几倍|%|怎么算|如何计算|按什么")
_PAID_HOW = re.compile(r"(?:怎么|如何)发(?:放)?[？?。]?$")
_ASKS_GAP = re.compile(r"差多少|相差|差几|高多少|多多少|少多少|低多少|差额")
# "每个出勤日25元", "每月300元", "每班35元": the rate and what it is per
_PER_BEFORE = re.compile(  # "每人每天450元", "每个夜班80元", "每上一个夜班补贴80元" (the verb of the counted work)
    r"每(?:[上值跑做干](?=[一1]?个))?(?:个|[一1]个|(?P<person>人每|[带帮辅培][一1][名位个][\u4e00-\u9fff]{1,3}?每))?(?P<per>[\u4e00-\u9fff]{0,3}?(?:工作日|天|日|晚|夜|班|次|季度|月|年|周|小时|学时|课时|公里|千米))"
    r"(?:[^，。；;\d]{0,6}?)(?P<num>\d+(?:\.\d+)?)\s*元"
)
# a rate per area ("每月每平方米12元"): the period before it is the rate's, not a count
_PER_MEASURE = re.compile(r"每(?P<person>)(?P<per>平方米|平米|㎡)(?:[^，。；;\d]{0,4}?)(?P<num>\d+(?:\.\d+)?)\s*元")
_PER_AFTER = re.compile(
    rf"(?P<num>\d+(?:\.\d+)?)\s*元\s*/\s*(?:(?P<person>人)\s*{RATE_SEP}\s*)?"
    r"(?P<per>工作日|天|日|晚|班|次|月|年|周|小时|学时|课时|公里|千米|km|平方米|平米|㎡|条|篇|项|单|笔)"
)
# a rate per item named by its own measure word ("每箱扣200元", "每篇500元", "每单80元"), one of the item measure
# words (not 每家, 每车, 每月): the question counts the item by the same word ("错装了3个箱子", "报了3条")
_PER_MEASURE_WORD = re.compile(
    rf"每(?P<person>)(?P<per>[{ITEM_MEASURES.replace('个', '')}])"
    r"(?:[^，。；;\d每]{0,4}?)(?P<num>\d+(?:\.\d+)?)\s*元"
)
# a rate per person with no period ("场桥司机每人2000元"): the people are counted by the name the clause gives them
_PER_HEAD = re.compile(r"每(?P<person>)(?P<per>人|名|位)(?!每)(?:[^，。；;\d]{0,4}?)(?P<num>\d+(?:\.\d+)?)\s*元")
# what the question counts in a unit the number reader does not know ("报了3条", "80平米"): the rate's own word
_COUNTED_IN = {"平方米": r"平方米|平米|平方|㎡", "平米": r"平方米|平米|平方|㎡", "㎡": r"平方米|平米|平方|㎡"}
_PER_FAMILY = {"工作日": "day", "小时": "hour", "天": "day", "日": "day", "晚": "night", "夜": "night", "班": "shift",
               "次": "count", "学时": "class_hour", "课时": "class_hour", "季度": "quarter", "月": "year", "年": "year",
               "周": "day", "公里": "distance", "千米": "distance", "km": "distance"}  # fmt: skip
# an amount spent or budgeted in all ("活动总共花3000", "预算5000"): a share of it is asked ("酒水最多能花多少")
_SPENT = re.compile(r"花了?|花费|消费|总共|一共|合计|总额|预算|总价")
_PAY_WORD = re.compile(r"工资|薪|基数|收入|报酬|标准工资")
_ITEM_CUT = re.compile(r"的|和|与|及|跟|、|，|,")
# "拿了5万奖励", "3万元的奖金": an amount named by the pool it is, right after it (a share of it is asked)
_POOL_AFTER = re.compile(r"\s?(?:元|块)?(?:的)?(?:奖励|奖金|奖励金|工资|薪酬|补贴)")


@dataclass(frozen=True)
class Applied:
    """The computed amount and how it was found."""

    value: float
    unit: str
    working: str  # "22 × 25 = 550元"
    statement: str  # the conclusion line


def applied_value(question: str, sentence: str, notice: str = "") -> Applied | None:
    """The question's numbers applied to `sentence`'s value (a rate × a count, a share × an amount, two items
    added or compared), or None when the sentence and the question give no such pair. `notice`, the text the
    sentence stands in, may date a change the sentence states ("自下月起（2026年6月1日起）…由40元调整为50元")."""
    q, s = arabic_numerals(question), arabic_numerals(sentence)
    if _ASKS_POINTS.search(q) and (points := _points_per_case(q, s)) is not None:
        return points
    if _ASKS_PEOPLE.search(q) and (people := _share_of_people(q, s)) is not None:
        return people
    if not _ASKS_AMOUNT.search(q):
        return None
    return (_share_of_stated(q, s) or _converted(q, s) or _discounted(q, s) or _increments(q, s, notice) or _two_items(q, s) or _times_count_en(q, s) or _beyond(q, s) or _cap_every_time(q, s) or _rates_each_counted(q, s) or _unserved_part(q, s, arabic_numerals(notice))
            or _times_count(q, s, arabic_numerals(notice))
            or _over_the_period(q, s) or _share_of(q, s, arabic_numerals(notice)) or _amount_held_to_cap(q, s))  # fmt: skip


_CAP_WORD = re.compile(r"最多|最高|不超过")
# "积分按 100积分 = 1元 折算", "每100积分抵1元", "200积分兑换1元": how many of a thing make an amount of money
_CONVERSION = re.compile(
    r"(?P<n>\d+)\s?(?P<what>[\u4e00-\u9fff]{1,3}?)\s?(?:=|＝|抵扣?|折合|兑换|可换|换)\s?(?P<m>\d+(?:\.\d+)?)\s?元"
)

_MONEY_ASKED = re.compile(r"多少钱|多少元|多少现金|几块|几元|抵多少|抵扣多少|值多少|折合多少|合多少")
_OTHER_ASKED = re.compile(r"多少(?![钱元块现呢啊吗呀])[\u4e00-\u9fff]")  # "多少积分", "多少分": no money asked
_POINTS = re.compile(r"(?:分|点数?|币|豆|星|里程)$")  # a points or credit unit (积分, 学分, 金币), not 小时 or 天


def _converted(question: str, sentence: str) -> Applied | None:
    """The question's count of a thing the sentence converts to money ("积分按100积分 = 1元折算" asked "客户有3000积分，
    能抵多少钱" → 3000 ÷ 100 × 1 = 30元): the one conversion the sentence states and the one count the question gives
    in its word. None when the question asks no money ("再消费多少积分能升级", "能换多少积分的礼品"), the thing converted
    is no points or credit ("1小时=30元" is a rate per hour, not a conversion) or a cap follows the conversion
    ("每单最多抵扣50元")."""
    if not _MONEY_ASKED.search(question) or _OTHER_ASKED.search(question):
        return None
    found = list(_CONVERSION.finditer(sentence))
    if len(found) != 1:
        return None
    m = found[0]
    what = m.group("what")
    if not _POINTS.search(what) or _CAP_WORD.search(sentence, m.end()):
        return None
    counts = list(re.finditer(rf"(?<![\d.第])(?P<n>\d+(?:\.\d+)?)\s?(?:个)?{re.escape(what)}", question))
    if len(counts) != 1:
        return None
    n, per, money = float(counts[0].group("n")), float(m.group("n")), float(m.group("m"))
    result = evaluate(f"{n!r} / {per!r} * {money!r}")
    working = f"{format_number(n)} ÷ {format_number(per)} × {format_number(money)} = {format_number(result)}元"
    return Applied(result, "元", working, f"{format_number(result)}元（{working}）")


# "员工价8.5折", "按9折收取": a price paid at a discount; the question asks what is paid ("要付多少钱", "多少钱")
# not 折现, 折算, 折旧, 折扣, nor those after a second 折 ("8.5折折旧")
_DISCOUNT = re.compile(r"(?<![\d.])(?P<d>\d(?:\.\d)?)\s?折(?!折?[现算旧扣])")
_PRICE_ASKED = re.compile(r"多少钱|付多少|交多少|花多少|收多少|几块钱?")
_SAVING_ASKED = re.compile(r"省多少|省了多少|便宜多少|便宜了多少|优惠多少|优惠了多少|差多少|差了多少|少付多少|少花多少")
# more than one item bought ("买2个", "3件"): the price of one is no total; the item measure words but 块, which an
# employee says of money ("便宜2块")
_ITEMS = re.compile(rf"(?<![\d.])(?P<n>\d+)\s?[{ITEM_MEASURES.replace('块', '')}](?!月|小时|工作日)")


def _discounted(question: str, sentence: str) -> Applied | None:
    """The question's one money amount at the one discount the sentence states ("员工价8.5折" asked "原价400元的礼盒，
    要付多少钱" → 400 × 85% = 340元). None when the question asks a saving ("能省多少"), buys more than one item
    ("买2个") or the sentence caps the discount ("最多优惠200元")."""
    found = list(_DISCOUNT.finditer(sentence))
    amounts = [x for x in question_quantities(question) if x.unit == "元" and x.value > 0]
    if len(found) != 1 or len(amounts) != 1 or not _PRICE_ASKED.search(question) or _ASKS_SHARE.search(question):
        return None
    if _SAVING_ASKED.search(question) or _CAP_WORD.search(sentence):
        return None
    if any(int(m.group("n")) > 1 for m in _ITEMS.finditer(question)):
        return None
    base, pct = amounts[0].value, float(found[0].group("d")) * 10
    result = evaluate(f"{base!r} * {pct!r} / 100")
    working = f"{format_number(base)} × {format_number(pct)}% = {format_number(result)}元"
    return Applied(result, "元", working, f"{format_number(result)}元（{working}）")


# "reimbursed at 0.45 USD per kilometre", "up to 40 USD per day", "USD 0.70 per mile": an English rate in a currency
_CURRENCY = r"USD|GBP|EUR|CNY|RMB|US\$|\$|£|€"
_RATE_EN = re.compile(
    rf"(?:(?P<cur1>{_CURRENCY})\s?)?(?P<num>\d+(?:\.\d+)?)\s?(?P<cur2>{_CURRENCY}|yuan)?\s+(?:per|a|each|/)\s+"
    r"(?P<per>kilomet(?:re|er)|km|mile|day|night|hour|shift)\b",
    re.I,
)
# "I drove 200 km", "120 miles", "a 3-day trip", "3 nights": the question's count of what an English rate is per
_COUNT_EN = re.compile(
    r"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s?-?\s?(?P<per>kilomet(?:re|er)s?|km|miles?|days?|nights?|hours?|shifts?)\b", re.I
)
# "the maximum number of days", "how many nights": a count is asked, not an amount of money
_ASKS_COUNT_EN = re.compile(r"\bnumber of\b|\bhow many\b", re.I)
_PER_EN = {"kilometre": "km", "kilometer": "km", "km": "km", "mile": "mile", "day": "day", "night": "night",
           "hour": "hour", "shift": "shift"}  # fmt: skip


def _en_per(word: str) -> str:
    w = word.lower().rstrip("s")
    return _PER_EN.get(w, _PER_EN.get(w.removesuffix("e"), w))


def _times_count_en(question: str, sentence: str) -> Applied | None:
    """An English rule's rate per distance or period times the question's count of it ("Use of a private car is
    reimbursed at 0.45 USD per kilometre" asked "I drove 200 km…how much" → 200 × 0.45 = 90 USD); only one rate in
    the sentence and one count of its unit in the question."""
    rates = [m for m in _RATE_EN.finditer(sentence) if m.group("cur1") or m.group("cur2")]
    if len(rates) != 1 or _ASKS_COUNT_EN.search(question):
        return None
    m = rates[0]
    per = _en_per(m.group("per"))
    counts = [c for c in _COUNT_EN.finditer(question) if _en_per(c.group("per")) == per]
    if len(counts) != 1 or float(counts[0].group("n")) <= 1:
        return None
    currency = (m.group("cur1") or m.group("cur2")).upper()
    currency = {"$": "USD", "US$": "USD", "£": "GBP", "€": "EUR", "YUAN": "CNY"}.get(currency, currency)
    n, rate = float(counts[0].group("n")), float(m.group("num"))
    result = evaluate(f"{n!r} * {rate!r}")
    working = f"{format_number(n)} × {format_number(rate)} = {format_number(result)} {currency}"
    counted = f"{format_number(n)} {per if per == 'km' else per + 's'}"
    return Applied(result, currency, working, f"{format_number(result)} {currency} for {counted} ({working})")


def _increments(question: str, sentence: str, notice: str = "") -> Applied | None:
    """A base with the increments of the question's case added (`increments.py`): "难产…三胞胎" → 158 + 15 + 2 × 15."""
    found = base_plus_increments(question, sentence, notice)
    if found is None:
        return None
    total, unit, working, name = found
    return Applied(total, unit, working, f"{name}共{format_number(total)}{unit}（{working}）")


# "最多几个", "多少人", "几位": a number of people asked
_ASKS_PEOPLE = re.compile(r"(?:几|多少)\s?(?:个人|名|位|人)|几个(?=人|员|同事|名额|[\s？?，,。！!]|$)")  # not 几个月
# "不少于职工人数的1.5%", "…以上": the share is a floor, so the people asked are at least it, rounded up
_AT_LEAST = re.compile(r"不少于|不低于|至少|最少|以上")
# "控制在参训人员数量的10%以内，最多不超过10人": a number of people set as a share of another group's
_PEOPLE_SHARE = re.compile(r"(?:人数|人员数量?|人员总数)的?\s?(?P<pct>\d+(?:\.\d+)?)\s?%")
_PEOPLE_CAP = re.compile(r"(?:最多|不超过|至多|不得超过)\s?(?P<cap>\d+)\s?(?:个|名|位)?人")


def _share_of_people(question: str, sentence: str) -> Applied | None:
    """A number of people the sentence sets as a share of a group the question counts ("工作人员控制在参训人员数量的10%
    以内" asked "60个人参加，工作人员最多几个" → 60 × 10% = 6人), held to the sentence's own cap ("最多不超过10人"),
    whole people only."""
    shares = list(_PEOPLE_SHARE.finditer(sentence))
    people = _people_counted(question)
    if len(shares) != 1 or people is None:
        return None
    pct = float(shares[0].group("pct"))
    around = sentence[max(0, shares[0].start() - 12) : shares[0].end() + 4]
    at_least = bool(_AT_LEAST.search(around))
    exact = evaluate(f"{people[0]!r} * {pct!r} / 100")
    result = float(math.ceil(exact - 1e-9) if at_least else int(exact))
    working = f"{format_number(people[0])} × {format_number(pct)}% = {format_number(result)}人"
    cap = None if at_least else _PEOPLE_CAP.search(sentence, shares[0].end())
    if cap is not None and result > float(cap.group("cap")):
        result = float(cap.group("cap"))
        working += f"，{cap.group(0)}"
    bound = "至少" if at_least else "最多"
    return Applied(result, "人", working, f"{bound}{format_number(result)}人（{working}）")


# "年终奖励项目部5万元，其中项目经理个人不超过30%": a share of the amount the same sentence states
_STATED_SHARE = re.compile(
    r"(?P<amt>\d+(?:\.\d+)?)\s?(?P<wan>万)?元[^。；;\d]{0,6}?其中(?P<part>[^。；;\d]{1,12}?)(?P<pct>\d+(?:\.\d+)?)\s?%"
)


_LIMIT_WORDS = re.compile(r"不得超过|不超过|最多|最高|至多|按")


def _share_of_stated(question: str, sentence: str) -> Applied | None:
    """The part of an amount a sentence states that the question asks of ("…奖励项目部5万元，其中项目经理个人不超过30%"
    asked "项目经理个人最多能分多少" → 5万 × 30% = 1.5万元), when the question brings no amount of its own and names
    the part."""
    found = list(_STATED_SHARE.finditer(sentence))
    if len(found) != 1 or any(x.value >= MIN_AMOUNT for x in question_quantities(question)):
        return None
    m = found[0]
    if not bigrams(_LIMIT_WORDS.sub("", m.group("part"))) & bigrams(question):
        return None
    amount, pct = float(m.group("amt")), float(m.group("pct"))
    unit = "万元" if m.group("wan") else "元"
    value = evaluate(f"{amount!r} * {'10000.0 * ' if m.group('wan') else ''}{pct!r} / 100")
    in_wan = bool(m.group("wan")) and float(value / 1e4).is_integer()  # 5万 × 40% = 2万元; 5万 × 30%: 15000元
    said = f"{format_number(value / 1e4)}万元" if in_wan else f"{format_number(value)}元"
    working = f"{format_number(amount)}{unit} × {format_number(pct)}% = {said}"
    return Applied(value, "元", working, f"{said}（{working}）")


# "每次都超过上限", "每趟都超标了": every occasion the question counts spent past the cap, so each is paid the cap
_OVER_EVERY_TIME = re.compile(r"(?:每次|每趟|每天|每晚|都|均)[^，,。；;\d]{0,4}?(?:超过|超出|超了|超标|超)")
_CAP_AMOUNT = re.compile(r"(?:上限|最高|最多|不超过|封顶)[^，,。；;\d]{0,3}?(?P<num>\d+(?:\.\d+)?)\s*元")
# what a cap is per, and the counts of the question it pays once each ("单程上限150元": a trip a day; "每月…最高500元":
# no count of days or trips)
_CAP_PER = re.compile(r"单程|单次|每次|每趟|每回|每个?工作日|每[天日晚]|每个?月|月度|每年|年度|每个?季度|季度|每周")
_CAP_COUNTS = {"occasion": {"次", "趟", "回", "天", "工作日", "晚"}, "day": {"天", "工作日"}, "night": {"晚", "天"}}
_OCCASIONS_COUNTED = re.compile(r"(?<![\d.第])(?P<n>\d+)\s?(?:个)?(?P<what>次|趟|工作日|天|晚|回)")


def _cap_every_time(question: str, sentence: str) -> Applied | None:
    """The question's occasions times the cap on each ("单程上限150元" asked "3个工作日打车，每次都超过上限，一共最多报
    多少" → 3 × 150 = 450元): what was spent is over the cap every time, so the cap is what each pays."""
    caps = list(_CAP_AMOUNT.finditer(sentence))
    counts = list(_OCCASIONS_COUNTED.finditer(question))
    if len(caps) != 1 or len(counts) != 1 or not _OVER_EVERY_TIME.search(question) or not TOTAL_ASKED.search(question):
        return None
    n, cap = float(counts[0].group("n")), float(caps[0].group("num"))
    if n <= 1 or not _cap_is_per(sentence[: caps[0].start()], counts[0].group("what")):
        return None
    result = evaluate(f"{n!r} * {cap!r}")
    working = f"{format_number(n)} × {format_number(cap)} = {format_number(result)}元"
    return Applied(result, "元", working, f"{counts[0].group(0)}共{format_number(result)}元（每次按上限"
                   f"{format_number(cap)}元，{working}）")  # fmt: skip


def _cap_is_per(before: str, counted: str) -> bool:
    """Whether a cap whose clause begins `before` is per what the question counts (`counted`: 次, 天, 晚…); a cap
    naming no period is taken per occasion."""
    clause = re.split(r"[，,。；;]", before)[-1]
    per = _CAP_PER.findall(clause)
    if not per:
        return True
    kind = (
        "occasion" if per[-1] in ("单程", "单次", "每次", "每趟", "每回")
        else "night" if per[-1] == "每晚"
        else "day" if per[-1] in ("每天", "每日", "每工作日", "每个工作日")
        else "period"
    )  # fmt: skip
    return counted in _CAP_COUNTS.get(kind, set())


# "每季度30盒", "每月交通补贴300元": a quota or an amount per quarter or month
_PER_PERIOD = re.compile(
    r"每(?:个)?(?:自然)?(?P<per>季度|月)[^，。；;\d]{0,8}?(?P<num>\d+(?:\.\d+)?)\s*"
    r"(?P<unit>元|盒|次|天|个|小时|学分|学时|份|件|套|瓶|支|张|袋|副|双)"
)
# the longer period the question asks the total of, and how many of each shorter one it holds
# ("入职一年了" is a length of service, "一年级" a grade: neither is a period to total)
_LONGER_ASKED = re.compile(
    r"(?<![满入职了已])(?P<longer>一年|全年|每年|1年|一整年|半年|一个季度|1个季度)(?![以内前后底初级了])"
)
_PERIODS_IN = {("季度", "年"): 4, ("月", "年"): 12, ("季度", "半年"): 2, ("月", "半年"): 6, ("月", "季度"): 3}


def _over_the_period(question: str, sentence: str) -> Applied | None:
    """A quota or amount per quarter or month summed over the longer period the question asks about: "每季度30盒"
    asked "一年最多能领多少盒" → 4 × 30 = 120盒. Not when the question names the rule's own period (每季度…), gives a
    count of it (3个月) or asks in another unit."""
    found = list(_PER_PERIOD.finditer(sentence))
    asked = _LONGER_ASKED.search(question)
    if len(found) != 1 or asked is None or _people_counted(question) is not None:
        return None  # "5个人一年…" of a rate per person: the people count too, which this sum does not take
    m = found[0]
    per, unit = m.group("per"), m.group("unit")
    longer = "季度" if "季度" in asked.group("longer") else ("半年" if "半年" in asked.group("longer") else "年")
    periods = _PERIODS_IN.get((per, longer))
    rest = question[: asked.start()] + question[asked.end() :]
    if periods is None or per in rest or re.search(r"\d+\s*个?(?:月|季度)", rest):
        return None
    unit_asked = re.search(r"(?:多少|几)\s*(?P<u>[\u4e00-\u9fff])", question)
    if unit_asked is not None and unit_asked.group("u") not in (unit[0], "钱") and unit != "元":
        return None
    if unit_asked is not None and unit == "元" and unit_asked.group("u") not in ("钱", "元", "块"):
        return None
    rate = float(m.group("num"))
    result = evaluate(f"{periods!r} * {rate!r}")
    working = f"{periods} × {format_number(rate)} = {format_number(result)}{unit}"
    said = {"年": "一年", "半年": "半年", "季度": "一个季度"}[longer]
    return Applied(result, unit, working, f"{said}共{format_number(result)}{unit}（每{per}{format_number(rate)}{unit}，"
                   f"{working}）")  # fmt: skip


# "超过3起的，每多1起扣减门店当月服务奖500元": an amount per occurrence past a number that costs nothing
_BEYOND = re.compile(
    r"超过\s?(?P<base>\d+)\s?(?P<unit>[起次件个天人])[^，。；;\d]{0,4}[，,]?\s?每(?:多|增加|超)\s?(?P<step>\d+)\s?(?P=unit)"
    r"[^，。；;\d]{0,12}?(?P<amt>\d+(?:\.\d+)?)\s?元"
)


def _beyond(question: str, sentence: str) -> Applied | None:
    """The question's count past a rule's threshold in steps times the amount per step: "超过3起的，每多1起扣减500元"
    asked "有效客诉5起" → (5 − 3) × 500 = 1000元; 0元 when the count does not pass it."""
    m = _BEYOND.search(sentence)
    if m is None:
        return None
    counts = [float(c.group("n")) for c in re.finditer(rf"(?P<n>\d+)\s?{m.group('unit')}", question)]
    if len(counts) != 1:
        return None
    base, step, amount = float(m.group("base")), float(m.group("step")), float(m.group("amt"))
    steps = max(0.0, (counts[0] - base) // step)
    result = evaluate(f"{steps!r} * {amount!r}")
    unit = m.group("unit")
    past = f"({format_number(counts[0])} − {format_number(base)})"
    if step != 1:  # whole steps only: "每多2起" counts 5 past 3 as one step, and the working says so
        past = f"{past} ÷ {format_number(step)}，取整{format_number(steps)}"
    working = f"{past} × {format_number(amount)} = {format_number(result)}元"
    return Applied(result, "元", working, f"{format_number(counts[0])}{unit}共{format_number(result)}元（{working}）")


# "扣几分", "扣多少分" (not 几分钟): points asked, as a score sheet deducts them
_ASKS_POINTS = re.compile(r"(?:几|多少)\s?分(?![钟之])")
# "每人2分", "每处扣5分": points per person or per occurrence
_POINTS_PER = re.compile(r"每(?P<per>人|名|次|处|项|件)[^，。；;\d]{0,4}?(?P<num>\d+(?:\.\d+)?)\s*分(?!钟)")


def _one_period(per: str) -> re.Pattern[str]:
    """The question asks for one period of a rate per person and `per` ("每人每季度200元" asked "一个季度" or "每季度"):
    a total over people only. Another period ("一年" of a quarterly rate) is not one of these."""
    return re.compile(rf"(?:一|1)\s*个?\s*{re.escape(per)}|每个?{re.escape(per)}")


_HOURS = ("学时", "课时", "小时")
# people the question names by a noun for people, after 位 or 名 ("8位来访客人", "3名实习生")
_PERSON_NOUN = (
    r"(?:客人|来宾|嘉宾|宾客|访客|学生|专家|领导|客户|代表|评委|同事|朋友|伙伴|干部|顾问|司机|家属|家长|老人|孩子|老师"
    r"|员工|人员|学员|新人|师傅|人|客|宾|员|生|师|长|者)"
)
# not a staff number ("工号8015员工") nor the head of a longer number; 位 and 名 count people only when a noun for
# people follows within a few characters, or nothing does ("来了8位，"): not a rank, a quota or a measure of digits
# ("第3名", "前2名", "保留2位小数", "3位数", "5名额", "2名次")
_PEOPLE_COUNTED = re.compile(
    r"(?<![\d.号])(?P<n>\d+)(?!\d)\s*(?:(?:个|名|位)?\s*(?:人|员工|同事|店员|职工|工人|学生)|(?<![第前]\d)(?<![第前]\d\d)"
    rf"(?:位|名)(?![次额数以小])(?:(?=[\u4e00-\u9fff]{{0,4}}?{_PERSON_NOUN})|(?![\u4e00-\u9fff])))"
)
_CASES_COUNTED = re.compile(r"(?<!第)(?P<n>\d+)\s*(?:次|处|项|件)")  # "第2次" is which time, not how many


_POINTS_CAP = re.compile(r"(?:最多|最高|不超过|封顶)(?:加|扣|记)?\s?(?P<cap>\d+(?:\.\d+)?)\s?分(?!钟)")


def _points_per_case(question: str, sentence: str) -> Applied | None:
    """Points per person or per occurrence ("扣分标准：每人2分") times the question's count of them ("2个员工没戴帽子，
    扣几分" → 2 × 2 = 4分)."""
    found = list(_POINTS_PER.finditer(sentence))
    if len(found) != 1:
        return None
    per, points = found[0].group("per"), float(found[0].group("num"))
    counted = _PEOPLE_COUNTED if per in "人名" else _CASES_COUNTED
    counts = list(counted.finditer(question))
    if len(counts) != 1 or float(counts[0].group("n")) <= 1:
        return None
    n = float(counts[0].group("n"))
    result = evaluate(f"{n!r} * {points!r}")
    working = f"{format_number(n)} × {format_number(points)} = {format_number(result)}分"
    cap = _POINTS_CAP.search(sentence, found[0].end())
    if cap is not None and result > float(cap.group("cap")):  # "每次加3分，每月最多加9分": 4次 earn 9分
        result = float(cap.group("cap"))
        working += f"，{cap.group(0)}"
    return Applied(
        result,
        "分",
        working,
        f"{counts[0].group(0)}共{format_number(result)}分（每{per}{format_number(points)}分，{working}）",
    )


# "按未履行的服务期月数占24个月的比例返还培训费", "按尚未履行的服务期比例分摊": the part of a sum owed for the part
# of a period not served; 剩余/未满 name it only beside the period served ("剩余服务期", "服务期剩余部分"), not any
# remainder ("超出标准的剩余部分由个人承担")
_UNSERVED = re.compile(
    r"(?:(?:未履行|尚未履行|未服务)的?(?:部分)?(?:服务期|服务年限|期限)?|(?:未满|剩余)的?(?:部分)?(?:服务期|服务年限)"
    r"|(?<=服务期)(?:未满|剩余)的?(?:部分)?)(?:月数|天数)?(?:占\s?(?P<total>\d+)\s?(?P<unit>个月|年)的?)?(?:比例|部分)"
)
# "服务期为2年", "服务期3年": the whole period, when the proration does not state it
_PERIOD_SET = re.compile(r"服务期(?:限)?(?:为|是|定为)?\s?(?P<total>\d+)\s?(?P<unit>个月|年)")
# "干了18个月", "工作了1年", "服务满20个月": the time the question says was served
_SERVED = re.compile(r"(?:干|做|工作|服务|待|上班|履行)(?:了|满)\s?(?P<n>\d+(?:\.\d+)?)\s?(?P<unit>个月|年)")


def _unserved_part(question: str, sentence: str, notice: str) -> Applied | None:
    """The share of the question's amount owed for the unserved part of a period ("培训费8000…干了18个月" on "按未履行的
    服务期月数占24个月的比例返还" → 8000 × (24 − 18) ÷ 24 = 2000元); nothing owed once the period is served. The whole
    period is the rule's own ("占24个月"), else the one its text or the question sets ("服务期为2年")."""
    rule = _UNSERVED.search(sentence)
    served = list(_SERVED.finditer(question))
    amounts = [x for x in question_quantities(question) if x.unit in ("", "元") and x.value >= MIN_AMOUNT]
    if rule is None or len(served) != 1 or len(amounts) != 1:
        return None
    whole = (
        rule
        if rule.group("total")
        else (_PERIOD_SET.search(sentence) or _PERIOD_SET.search(question) or _PERIOD_SET.search(notice))
    )
    if whole is None:
        return None
    months = {"个月": 1.0, "年": 12.0}
    total = float(whole.group("total")) * months[whole.group("unit")]
    done = float(served[0].group("n")) * months[served[0].group("unit")]
    amount = amounts[0].value
    left = max(0.0, total - done)
    result = evaluate(f"{amount!r} * {left!r} / {total!r}")
    working = (f"{format_number(amount)} × ({format_number(total)} − {format_number(done)}) ÷ {format_number(total)}"
               f" = {format_number(result)}元")  # fmt: skip
    return Applied(result, "元", working, f"{format_number(result)}元（{working}）")


# "合计每人每月不超过3000元", "最高报销800元": the one cap a rule sets on an amount of money
_MONEY_CAP = re.compile(r"(?:不超过|不得超过|不高于|最高|最多|上限为?|封顶)\s?(?P<cap>\d+(?:\.\d+)?)\s?元")
# "实际能发多少", "能报多少", "最后拿多少": what is paid of the amount the question has worked out
_PAID_ASKED = re.compile(r"(?:实际|实发|最终|最后|能|可以|可)[^，,。；;\d]{0,3}?(?:发|报|拿|领|给|到手)")


def _amount_held_to_cap(question: str, sentence: str) -> Applied | None:
    """The amount the question has come to ("值班补贴加故障奖励算下来3600，实际能发多少") held to the one cap the rule
    sets on what it names ("值班补贴与故障处理奖励合计，每人每月不超过3000元" → 3000元): the question names the capped
    thing in the words before its amount, and gives no other number (a count would make the amount a rate's)."""
    caps = list(_MONEY_CAP.finditer(sentence))
    asked = question_quantities(question)
    amounts = [x for x in asked if x.unit in ("", "元") and x.value >= MIN_AMOUNT]
    if len(caps) != 1 or len(amounts) != 1 or len(asked) != 1 or "%" in sentence or not _PAID_ASKED.search(question):
        return None
    named = re.search(r"[\u4e00-\u9fff]{2,12}$", question[: amounts[0].start])
    if named is None or len(bigrams(named.group()) & bigrams(sentence[: caps[0].start()])) < 2:
        return None
    amount, cap = amounts[0].value, float(caps[0].group("cap"))
    if amount <= cap:
        working = f"{format_number(amount)}元未超过上限{format_number(cap)}元"
        return Applied(amount, "元", working, f"{format_number(amount)}元（{working}）")
    working = f"{format_number(amount)}元超过上限{format_number(cap)}元，按{format_number(cap)}元"
    return Applied(cap, "元", working, f"{format_number(cap)}元（{working}）")


def _rates_each_counted(question: str, sentence: str) -> Applied | None:
    """Two rates of one sentence per different things ("值班每晚补贴80元；实际出车的，每次另计100元"), each times the
    question's own count of its thing ("值了5个晚上，其中2次出车…一共多少" → 5 × 80 + 2 × 100 = 600元), when a total is
    asked and the question counts each thing once (the rates are paid together, not one instead of the other)."""
    if not TOTAL_ASKED.search(question):
        return None
    found = [(m.start(), float(m.group("num")), m.group("per"))
             for m in _PER_BEFORE.finditer(sentence) if not m.group("person")]  # fmt: skip
    families = [next((f for end, f in _PER_FAMILY.items() if per.endswith(end)), "") for _, _, per in found]
    if len(found) != 2 or "" in families or len(set(families)) != 2 or "year" in families:
        return None
    asked = question_quantities(question)
    pairs = []
    for (_, rate, per), family in zip(found, families, strict=True):
        counts = [c for c in asked if c.unit and _count_family(c) == family and c.value >= 1]
        if len(counts) != 1:
            return None
        pairs.append((counts[0], rate, per))
    result = evaluate(" + ".join(f"{c.value!r} * {rate!r}" for c, rate, _ in pairs))
    working = " + ".join(f"{format_number(c.value)} × {format_number(rate)}" for c, rate, _ in pairs)
    working = f"{working} = {format_number(result)}元"
    counted = "、".join(c.text for c, _, _ in pairs)
    return Applied(result, "元", working, f"{counted}共{format_number(result)}元（{working}）")


def _times_count(question: str, sentence: str, notice: str = "") -> Applied | None:
    """A rate per period, occasion, measure, person or item ("每个出勤日25元", "100元/条", "每月每平方米12元",
    "场桥司机每人2000元", "每箱扣200元") times the question's count of it ("出勤22天", "报了3条", "80平米", "2个场桥
    司机", "错装了3个箱子"); a rate per person and day ("每人每天450元") times both counts when the question gives the
    people too ("50人培训3天")."""
    found = [(m.start(), float(m.group("num")), m.group("per"), bool(m.group("person")))
             for p in (_PER_BEFORE, _PER_AFTER, _PER_MEASURE) for m in p.finditer(sentence)]  # fmt: skip
    found += [(m.start(), float(m.group("num")), m.group("per"), False)
              for p in (_PER_MEASURE_WORD, _PER_HEAD) for m in p.finditer(sentence)
              if not any(abs(m.start() - r[0]) <= 3 for r in found)]  # fmt: skip
    found.sort()  # in the sentence's order: an amendment's old rate comes before its new one
    measured = [r for r in found if r[2] in _COUNTED_IN or _is_item(r[2])]
    if measured:  # "每月每平方米12元": per square metre, "每月" only says the rent is monthly
        found = [r for r in found if r in measured or not any(abs(r[0] - m[0]) <= 3 for m in measured)]
    if len(found) >= 2 and _AMENDED.search(sentence, found[0][0], found[1][0]):
        old, new, *rest = found
        if all(r[1] == old[1] for r in rest):  # "…调整为每晚100元（7月1日前的夜班仍按每晚80元计发）"
            found = [old] if _before_the_change(question, sentence, notice) else [new]
        # "由每个夜班40元调整为每个夜班50元": the rate now paid
    if len(found) > 1:  # "每天20元；距离超过10公里的，每天30元" asked "离我们店15公里": the rate its case's band holds
        found = _held_by_band(question, sentence, found)
    if len(found) > 1:  # "北京、上海每人每天120元；其他省会城市每天100元": the rate of the place the question names
        named = [r for r in found if _names_its_place(question, clause_at(sentence, r[0]))]
        found = named if len(named) == 1 else _of_the_case(question, sentence, found)
    placed = bool(places(question) or provinces_named(question))
    clauses = [clause_at(sentence, r[0]) for r in found]
    if len(found) > 1 and not (
        placed and any(_names_its_place(question, c) or _PLACE_CLASS.search(c) for c in clauses)
    ):
        found = _placeless(sentence, found)  # no place, or one no clause names (杭州 beside 赴西藏…的): the plain rate
    if len(found) != 1 or _ASKS_SHARE.search(question):
        return None
    at, rate, per, per_person = found[0]
    named_by = clause_at(sentence, at, "，,；;。：:\n", before=True)  # "场桥司机" of "场桥司机每人2000元"
    per_head = per in _PERSON or per == "人次"  # "每人次不超过120元": per person and meal, each guest eats once
    if per_head and PER_PERSON_ASKED.search(question):
        return None  # "8位客人，每人最多多少钱": the rate itself, whatever the headcount
    if per == "人次" and (_MEALS_COUNTED.search(question) or _OTHER_CAP.search(sentence)):
        return None  # "午餐和晚餐各一顿", "2场活动", or "每桌不超过800元" beside it: not guests × the rate
    group = _group_named(question, sentence) if per_head else None
    if group is False:
        return None  # "2位领导陪3位客人" on a rule naming neither: which people count is not said
    count = (
        group
        if isinstance(group, tuple)
        else _people_counted(question, named_by)
        if per_head
        else _count_of(question, per)
    )
    people = _people_counted(question, _taught(sentence, at)) if per_person else None
    if count is None and people is not None and _one_period(per).search(question):
        count = (1.0, "")  # "每人每季度200元" asked "12个人，一个季度…总共多少": the people are the count
    part = day_part_cap(question, notice or sentence, per) if count is None and per in _HOURS else None
    if part is not None:  # "讲一整天课" on "每学时500元" and "每半天最多按4学时计算": the hours a day is paid as
        count = (part[0], f"{format_number(part[0])}{per}（{part[1]}）")
    if count is None:
        return None
    n, text = count
    # "单程150公里，来回能报多少": both ways
    both_ways = bool(text and _ROUND_TRIP.search(question) and re.search(rf"单程\s?{re.escape(text)}", question))
    cap = _count_cap(sentence, per)
    capped_n = cap[0] if cap is not None and n > cap[0] else n  # "每月最多计发12个夜班"
    factors = [capped_n] if people is None else [people[0]] if n == 1 else [people[0], capped_n]
    if both_ways:
        factors, text = [2, *factors], f"来回{text}×2"
    multiples = multiples_by_occasion(sentence[found[0][0] :])
    if multiples:  # "加班小时基数30元/小时：工作日按1.5倍，休息日按2倍…": the rate at the multiple of the day worked
        occasion = occasion_of(question)
        if occasion in multiples:
            after = [multiples[occasion]]
        elif occasion or "workday" in multiples:
            return None  # a base paid at a multiple on every occasion, or an occasion the sentence prices otherwise
        else:  # "夜班补贴每晚80元，法定节假日夜班按2倍发放" asked of no occasion: the plain rate
            after = []
    else:
        after = []
    result = evaluate(" * ".join(map(repr, [*factors, rate, *after])))
    working = f"{' × '.join(map(format_number, [*factors, rate, *after]))} = {format_number(result)}元"
    if capped_n != n:
        working += f"，{cap[1]}"  # type: ignore[index]
    counted = text if people is None else f"{people[1]}、{text}" if text else people[1]
    return Applied(result, "元", working, f"{counted}共{format_number(result)}元（{working}）")


# a class of places a rate is for ("其他省会城市", "一线城市"): a city the rule does not list may be one of them
_PLACE_CLASS = re.compile(r"其他|其余|省会|一线|二线|三线|地级|县级|城市")
_ROUND_TRIP = re.compile(r"来回|往返|一去一回|来去")
_FROM_DATE = re.compile(r"自\s?(?:(?P<year>\d{4})\s?年)?\s?(?P<month>\d{1,2})\s?月\s?(?P<day>\d{1,2})\s?日\s?起")


def _before_the_change(question: str, sentence: str, notice: str = "") -> bool:
    """Whether the day the question asks about ("6月份上了6个夜班": `amendments.asked_date`, this year's June) is before
    the date a change takes effect from ("自2026年7月1日起", or "自7月1日起" of that year; else the one day its notice
    states for all its changes, `amendments.effective_day`): the old rate still pays it. A change from the 15th leaves
    that month's first day, so the month, at the old rate. A question naming no month asks about now."""
    since, asked = _FROM_DATE.search(sentence), asked_date(question, date.today())
    if asked is None:
        return False
    if since is None:
        day = effective_day("", notice)
        return day is not None and asked < day
    year = int(since.group("year")) if since.group("year") else asked[0]
    return asked < (year, int(since.group("month")), int(since.group("day")))


def _count_of(question: str, per: str) -> tuple[float, str] | None:
    """The question's one count of what the rate is per (its value and words), None when it gives none or several."""
    family = next((f for end, f in _PER_FAMILY.items() if per.endswith(end)), "")
    if family == "year":  # "每月300元" beside a length of service: no count, unless months are totalled
        return _months_totalled(question, per)
    if family:
        counts = [c for c in question_quantities(question) if c.unit and _count_family(c) == family and c.value > 1]
        counts = counts or _counted_by_name(question, per)  # "上了8个夜班": the number reader sees only 个
        if len(counts) != 1:
            return None
        return counts[0].value, counts[0].text
    words = _COUNTED_IN.get(per, "") or (re.escape(per) if _is_item(per) else "")
    # "2单元" is a building's unit, not two orders
    found = (
        list(re.finditer(rf"(?<![\d.第])(\d+(?:\.\d+)?)\s?(?:个)?(?:{words})(?!(?<=单)元)", question)) if words else []
    )
    if len(found) != 1 or float(found[0].group(1)) <= 1:
        return None
    return float(found[0].group(1)), found[0].group(0)


_MONTHS_COUNTED = re.compile(r"(?<![\d.第])(?P<n>\d+(?:\.\d+)?)\s?个月")


def _months_totalled(question: str, per: str) -> tuple[float, str] | None:
    """The months a question totals a monthly rate over ("带满3个月，一共多少" of "每月300元"): a count in 个月 and a
    total asked; a length of service or a year ("入职3年", "一年多少") is no such count."""
    found = list(_MONTHS_COUNTED.finditer(question))
    if not per.endswith("月") or len(found) != 1 or float(found[0].group("n")) <= 1 or not TOTAL_ASKED.search(question):
        return None
    return float(found[0].group("n")), found[0].group(0)


def _people_counted(question: str, named_by: str = "") -> tuple[float, str] | None:
    """The number of people the question gives ("50人", "30个人"; "2个场桥司机" when the rule's clause `named_by`
    names them so, "2个新人" for "每带一名新人"), when it gives one and more than one person. The count by the rule's
    own name comes first ("我们组5个人一起推荐了2个场桥司机": 2)."""
    if named_by:
        named = [(m, who) for m in _NAMED_COUNT.finditer(question) if (who := _named_part(m.group("who"), named_by))]
        if len(named) == 1 and float(named[0][0].group("n")) > 1:
            m, who = named[0]
            return float(m.group("n")), question[m.start() : m.start("who") + len(who)]
    found = list(_PEOPLE_COUNTED.finditer(question))
    if len(found) != 1 or float(found[0].group("n")) <= 1:
        return None
    return float(found[0].group("n")), found[0].group(0)


def _named_part(who: str, named_by: str) -> str:
    """The longest start of `who` ending in a pair of characters `named_by` holds ("场桥司机" of "场桥司机都入"), or ""."""
    pairs = bigrams(named_by)
    return next((who[:k] for k in range(len(who), 1, -1) if who[k - 2 : k] in pairs), "")


_PERSON = ("人", "名", "位")
# a count of meals, sittings or events besides the guests ("午餐和晚餐各一顿", "2场活动", "3顿饭", "两天")
_MEALS_COUNTED = re.compile(
    r"各[一1两2]?[顿餐场次]|[早午晚][餐饭宴]和[早午晚]?[餐饭宴]|早中晚|(?:[2-9]|\d{2,}|[两二三四五六七八九十几])\s*(?:顿|餐|场|轮|天|次)"
)
# another cap in the same rule, per table, sitting or event, or a total ("每桌不超过800元", "单次接待总额不超过3000元")
_OTHER_CAP = re.compile(
    r"每(?!人)[桌席餐顿场次批][^，。；;]{0,8}?\d+(?:\.\d+)?\s*元|(?:总额|总计|合计|累计)[^，。；;]{0,8}?\d+(?:\.\d+)?\s*元"
)


_GROUP_NOUN = re.compile(rf"[\u4e00-\u9fff]{{0,4}}?{_PERSON_NOUN}")


def _group_named(question: str, sentence: str) -> tuple[float, str] | bool | None:
    """When the question counts two groups of people ("2位领导陪3位客人"): the count of the one group the rule
    `sentence` names by its noun for people (客人 of "来访客人每人次…"), or False when it names none or both; None when
    the question counts at most one group."""
    if len(list(_PEOPLE_COUNTED.finditer(question))) < 2:
        return None
    groups = [(m, g.group(0)) for m in _NAMED_COUNT.finditer(question) if (g := _GROUP_NOUN.match(m.group("who")))]
    named = [(m, noun) for m, noun in groups if len(noun[-2:]) == 2 and noun[-2:] in sentence]
    if len(named) != 1:
        return False
    m, noun = named[0]
    return float(m.group("n")), question[m.start() : m.start("who") + len(noun)]


# a count of people named by what they are ("2个场桥司机", "3名新人")
_NAMED_COUNT = re.compile(r"(?<![\d.第号])(?P<n>\d+)\s*(?:个|名|位)\s*(?P<who>[\u4e00-\u9fff]{2,6})")
# whom a rate per person taught or helped is per ("每带一名新人每月300元" → 新人)
_TAUGHT = re.compile(r"每[带帮辅培][一1][名位个](?P<who>[\u4e00-\u9fff]{1,3}?)每")


def _taught(sentence: str, at: int) -> str:
    """The name of whom a rate per person taught is per, read at `at` ("新人" of "每带一名新人每月300元"), or ""."""
    m = _TAUGHT.match(sentence, at)
    return m.group("who") if m else ""


def _is_item(per: str) -> bool:
    """Whether a rate is per an item named by its own measure word (箱, 台: `_PER_MEASURE_WORD`)."""
    return _PER_MEASURE_WORD.fullmatch(f"每{per}1元") is not None


def _held_by_band(question: str, sentence: str, found: list) -> list:
    """Of several rates, those whose own clause (between ； and 。, what follows the rate too: "每天20元（距离10公里以内
    的）") states a condition band that holds the question's number ("超过10公里的" for 15公里), else those with no
    band on its scale when others' bands leave it out; all of them when no band speaks of the question's numbers."""
    fits = [band_fit(question, clause_at(sentence, r[0], "；;。\n")) for r in found]
    if 1 in fits:
        return [r for r, f in zip(found, fits, strict=True) if f == 1]
    if -1 in fits:
        return [r for r, f in zip(found, fits, strict=True) if f == 0] or found
    return found


def _of_the_case(question: str, sentence: str, found: list, separators: str = "，,；;。：:\n") -> list:
    """Of several rates in one sentence, the one whose clause names what the question names and the others do not
    ("一类培训（集团组织）每人每天450元，二类培训（二级单位组织）每人每天380元" asked "集团组织培训…"); all of them when no
    one clause is picked out."""
    clauses = [clause_at(sentence, r[0], separators, before=True) for r in found]
    shared = set.intersection(*(bigrams(c) for c in clauses))
    scores = [len((bigrams(c) - shared) & bigrams(question)) for c in clauses]
    best = max(scores)
    return [found[scores.index(best)]] if best > 0 and scores.count(best) == 1 else found


_AMENDED = re.compile(r"调整为|调整到|提高到|提高至|上调为|下调为|改为")
_COUNT_CAP = r"(?:最多|不超过|至多)(?:计发|计算|发放|计|发|按)?\s?(?P<cap>\d+)\s?个?\s?[\u4e00-\u9fff]?{per}"


def _counted_by_name(question: str, per: str) -> list[Quantity]:
    """The question's count of what a rate is per, written with a measure word and its name ("上了8个夜班", "夜班上了
    15个") where the number reader sees only 个."""
    name = "(?:晚|夜)" if per in ("晚", "夜") else re.escape(per)  # a rate per night counts night shifts (8个夜班)
    # the name with a character on either side (8个夜班 of a rate per 夜), but not 3个班组, 班长, 班次
    before = rf"(?P<n>\d+)\s?个\s?(?P<name>[\u4e00-\u9fff]?{name}(?:(?![组长次])[\u4e00-\u9fff])?)(?![组长次])"
    after = rf"(?P<name>{name}[\u4e00-\u9fff]?)[^，,。；;\d]{{0,3}}?(?P<n>\d+)\s?个(?![\u4e00-\u9fff])"
    for pattern in (before, after):
        m = re.search(pattern, question)
        if m is not None and float(m.group("n")) > 1:
            return [Quantity(float(m.group("n")), per, f"{m.group('n')}个{m.group('name')}", m.start(), m.end())]
    return []


def _count_cap(sentence: str, per: str) -> tuple[float, str] | None:
    """A cap on how many are paid, in the rate's own sentence ("每月最多计发12个夜班"): the number and its words."""
    m = re.search(_COUNT_CAP.format(per=re.escape(per) + "[\u4e00-\u9fff]?"), sentence)
    return None if m is None else (float(m.group("cap")), m.group(0))


def clause_at(sentence: str, at: int, separators: str = "；;。\n", before: bool = False) -> str:
    """The stretch of `sentence` between the separators around position `at` (；, 。 or a line end); `before`, only
    its part before `at` (what a rate is for: "二类培训（部门组织）" of "…，二类培训（部门组织）每人每天300元")."""
    start = max(sentence.rfind(sep, 0, at) for sep in separators) + 1
    if before:
        return sentence[start:at]
    ends = [e for sep in separators if (e := sentence.find(sep, at)) >= 0]
    return sentence[start : min(ends, default=len(sentence))]


def _placeless(sentence: str, found: list) -> list:
    """Of several rates, the one rate whose clause names no place, when the others are for places ("伙食补助费标准为每人
    每天110元；赴西藏、青海、新疆出差的，…每人每天120元" asked with no place: 110); all of them otherwise."""
    general = [r for r in found if not places(clause_at(sentence, r[0]))]
    return general if len(general) == 1 and len(general) < len(found) else found


def _names_its_place(question: str, clause: str) -> bool:
    """The clause names a place of the question, or the province of a city it names ("西藏…每人每天120元" for 拉萨)."""
    return any(p in clause for p in places(question)) or any(prov in clause for _, prov in provinces_named(question))


def _count_family(q: Quantity) -> str:
    family = family_of(q.unit)
    return "day" if family == "day" and q.unit != "周" else family


def _share_of(question: str, sentence: str, notice: str = "") -> Applied | None:
    """A percentage the sentence states of the amount the question gives ("月均工资9000"). The amount is found by
    meaning: of several, the one named by what the share is of ("工时费收了1500，材料费800" for "工时费收入的20%"); a
    money amount alone when the share is of a sum of money ("拒了8000元" for "按拒赔金额的10%扣罚"; a share written
    bare, "班组长…承担5%", is of the sum a share before it in `notice`, its passage, was of). Of several shares, the
    one whose clause names the question's case ("班组长…承担5%" beside "当事人承担…10%")."""
    if _ASKS_SHARE.search(question):
        return None
    if re.search(r"\d\s*%?\s*[-–—~～至到]\s*\d", sentence):  # "8%–15%" is a range, not a share
        return None
    shares = [x for x in quantities(sentence) if x.unit == "%"]
    if len(shares) > 1:
        shares = _share_of_the_case(question, sentence, shares)
    amounts = [x for x in question_quantities(question) if x.unit in ("", "元") and x.value >= MIN_AMOUNT]
    if len(shares) != 1 or not amounts:
        return None
    base_words = sentence[: shares[0].start]
    amounts = [x for x in amounts if not _base_left_out(question, x, sentence)]  # "材料费800": "材料费不计提成"
    if not amounts:
        return None
    named = [x for x in amounts if _names_its_base(question, x, base_words)]
    if len(amounts) > 1:  # "工时费收了1500，材料费800": the one named by the base
        amounts = named
    elif not named and not (amounts[0].unit == "元" and _of_money(sentence, shares[0], notice)):
        return None
    if len(amounts) != 1:
        return None
    base, pct = amounts[0].value, shares[0].value
    repeats = share_repeats(question, base_words)  # "日工资的200%" for 3天; "单位和个人…均为12%" asked together
    times, shown = repeats if repeats else (1.0, "")
    result = evaluate(f"{base!r} * {pct!r} / 100 * {times!r}")
    working = (
        f"{format_number(base)} × {format_number(pct)}%{f' × {shown}' if shown else ''} = {format_number(result)}元"
    )
    return Applied(result, "元", working, f"{format_number(result)}元（{working}）")


# a share of a sum of money: "按拒赔金额的10%", "按价值的20%", "承担实际损失的20%" (the one asked, or one before it
# that a share written bare takes its base from: "当事人承担赔付金额的10%…；班组长…承担5%")
_MONEY_BASE = re.compile(r"(?:金额|价值|价款|价格|收入|费用?|损失|款项?|营业额|销售额|总额)的\s?\d+(?:\.\d+)?\s?%")


def _of_money(sentence: str, share: Quantity, notice: str) -> bool:
    """Whether `share` is of a sum of money: its sentence says so up to it, or it is written bare ("承担5%", no "X的"
    before it) after a share of a sum of money in its passage."""
    if _MONEY_BASE.search(sentence[: share.end]):
        return True
    at = notice.find(sentence[:12]) if not re.search(r"的\s?$", sentence[: share.start]) else -1
    return at > 0 and _MONEY_BASE.search(notice[:at]) is not None


def _share_of_the_case(question: str, sentence: str, shares: list[Quantity]) -> list[Quantity]:
    """Of several shares, the one whose stretch of the sentence (since the last ；) names the most of the question's
    words the others' do not; all of them when none stands out. Shares separated only by "，" share one stretch, so of
    them only the last can be picked (each earlier one's stretch lies inside the later ones', so has no words of its
    own)."""
    picked = _of_the_case(question, sentence, [(x.start, x) for x in shares], separators="；;。\n")
    return [x for _, x in picked]


def _names_its_base(question: str, amount: Quantity, base_words: str) -> bool:
    """Whether the question names `amount` as what the share is of: a pay word or a spent sum before it, a pool after
    it, or its own label (before or after it) in the words before the share."""
    return bool(
        _PAY_WORD.search(question[max(0, amount.start - 8) : amount.start])
        or _POOL_AFTER.match(question[amount.end :])
        or _SPENT.search(question[max(0, amount.start - 4) : amount.start])
        or _names_the_base(question[: amount.start], base_words)
        or _names_the_base_after(question[amount.end :], base_words)
    )


def _base_left_out(question: str, amount: Quantity, sentence: str) -> bool:
    """Whether `amount` is named by a word the rule says the share is not of ("材料费800" for "材料费不计提成")."""
    label = re.search(r"[\u4e00-\u9fff]{2,6}$", question[: amount.start].rstrip())
    return label is not None and bool(re.search(rf"{re.escape(label.group()[-3:])}(?:不计|不含|除外)", sentence))


BASE_WORDS = 8  # characters before a share that name what it is a share of ("实付金额的 30%")


def _names_the_base(before_amount: str, before_share: str) -> bool:
    """Whether the question names its amount as what the share is of: "订单实付300元" for "不超过该订单实付金额的30%"
    (a pair of characters right before the amount stands right before the share)."""
    asked = re.search(r"[\u4e00-\u9fff]{2,6}$", before_amount.rstrip())
    return asked is not None and bool(bigrams(asked.group()) & bigrams(before_share[-BASE_WORDS:]))


def _names_the_base_after(after_amount: str, before_share: str) -> bool:
    """The same, of what the question names right after its amount: "加装了6000块的精品" for "按精品实收金额的5%"."""
    asked = re.match(r"\s?(?:元|块钱|块)?的?(?P<what>[\u4e00-\u9fff]{2,6})", after_amount)
    return asked is not None and bool(bigrams(asked.group("what")) & bigrams(before_share[-BASE_WORDS:]))


def share_of_given_amount(question: str, statement: str) -> Applied | None:
    """A looked-up percentage or coefficient (a tier's or a table cell's: "500万元以下的部分…比例上限为30%", "C 的绩效系数
    为0.8") of the one money amount the question gives ("扣掉设备费后是300万，间接费用最多能提多少" → 300万 × 30% = 90万元;
    "绩效工资基数2000，评了C，实发多少" → 2000 × 0.8). The amount may have chosen the tier too; asking the rate itself
    ("比例多少", "税率多少", "系数多少") computes nothing."""
    q, s = arabic_numerals(question), arabic_numerals(statement)
    if not _ASKS_AMOUNT.search(q) or _RATE_ASKED.search(q) or ask_of(q).kind in _NOT_AN_AMOUNT:
        return None
    shares = [(x.value, f"{format_number(x.value)}%", x.value / 100) for x in quantities(s) if x.unit == "%"]
    shares += [(v, format_number(v), v) for m in _COEFFICIENT.finditer(s) if 0 < (v := float(m.group(1))) <= 10]
    amounts = [x for x in question_quantities(q) if x.value >= MIN_AMOUNT and (
        x.unit == "元" or (not x.unit and _PAY_WORD.search(q[max(0, x.start - 8) : x.start])))]  # fmt: skip
    if len(shares) != 1 or len(amounts) != 1:
        return None
    base, (_, shown, factor) = amounts[0].value, shares[0]
    result = evaluate(f"{base!r} * {factor!r}")
    in_wan = "万" in amounts[0].text and float(result / 1e4).is_integer()  # 300万 × 30% = 90万元; 80万 × 1.5%: 12000元
    scale, unit = (1e4, "万元") if in_wan else (1, "元")
    working = f"{format_number(base / scale)}{unit} × {shown} = {format_number(result / scale)}{unit}"
    return Applied(result, "元", working, working)


# "每次扣发当月奖励性绩效50元", "每人每班发放夜间施工补贴40元", "每个班次12元": an amount per occasion, its words long
_PER_OCCASION = re.compile(
    r"每(?:人每)?(?P<per>次|班|个班次|个班|起)[^，,。；;\d]{0,14}?(?P<num>\d+(?:\.\d+)?)\s*(?P<unit>元|分)(?!钟)"
)
# the question's count of occasions ("迟到了3次", "干了6个班"), not which one ("第2次")
_OCCASIONS = {"次": r"次", "起": r"起", "班": r"个?(?:夜班|班)(?![组长])", "个班次": r"个?班次?", "个班": r"个?班"}


# "无法提供夜餐的，每人每班另发夜餐补助15元": an amount paid on top, per the same occasion, in a case a clause names
_ADDED = re.compile(
    r"(?P<cond>[^，,。；;：:]{2,16}?)的[，,]?\s?每(?:人每)?(?P<per>次|班|个班次|个班|起|天|晚)"
    r"(?:另|再|加)(?:发|加|计|付|给|补)(?P<name>[^，,。；;\d]{0,8}?)(?P<num>\d+(?:\.\d+)?)\s*元"
)


def added_per_occasion(question: str, per: str, texts: Sequence[str]) -> list[tuple[float, str]]:
    """Amounts the rules pay on top of a rate per occasion, per the same occasion, in a case the question states
    ("项目部没提供夜餐" meets "无法提供夜餐的，每人每班另发夜餐补助15元"): the case's words are the question's and
    both say it did not happen, or both that it did. Each amount with its clause, once."""
    q = arabic_numerals(question)
    found: dict[str, float] = {}
    for text in texts:
        for m in _ADDED.finditer(arabic_numerals(text)):
            if m.group("per").removeprefix("个") != per.removeprefix("个"):
                continue
            if not case_stated(q, m.group("cond")):
                continue  # "没提供夜餐" is the case of "无法提供夜餐的"; "提供了夜餐" is not
            found.setdefault(m.group(0), float(m.group("num")))
    return [(amount, clause) for clause, amount in found.items()]


def per_occasion_total(question: str, statement: str, texts: Sequence[str] = ()) -> Applied | None:
    """A looked-up amount per occasion (a tier's "每次扣发…50元") times the question's one count of occasions ("这个月迟到
    了3次，每次20分钟" → 3 × 50 = 150元), with what `texts` (its document) pays on top per occasion in the question's
    case (`added_per_occasion`); None when the statement states no one such amount or the question counts none
    (the number that chose the tier, 20分钟, is not a count of occasions)."""
    q, s = arabic_numerals(question), arabic_numerals(statement)
    if not _ASKS_AMOUNT.search(q) or _ASKS_SHARE.search(q):
        return None
    found = list(_PER_OCCASION.finditer(s))
    if len(found) != 1:
        return None
    per, amount, unit = found[0].group("per"), float(found[0].group("num")), found[0].group("unit")
    counts = list(re.finditer(rf"(?<![\d.第每])(?P<n>\d+)\s?{_OCCASIONS[per]}", q))
    if len({c.group("n") for c in counts}) != 1 or float(counts[0].group("n")) <= 1:
        return None
    n = float(counts[0].group("n"))
    added = added_per_occasion(question, per, texts) if unit == "元" else []
    if added:  # "6 × (40 + 15)": the tier's amount and the one paid on top, for each occasion
        parts = [amount, *(a for a, _ in added)]
        result = evaluate(f"{n!r} * ({' + '.join(map(repr, parts))})")
        shown = " + ".join(map(format_number, parts))
        clauses = "；".join(clause for _, clause in added)
        working = f"{format_number(n)} × ({shown}) = {format_number(result)}{unit}，{clauses}"
    else:
        result = evaluate(f"{n!r} * {amount!r}")
        working = f"{format_number(n)} × {format_number(amount)} = {format_number(result)}{unit}"
    return Applied(result, unit, working, f"{counts[0].group(0)}共{format_number(result)}{unit}（{working}）")


# "一线客服奖金基数为每月1000元，组长为每月1500元": the base a coefficient multiplies, per class of staff
_BASE_CLAUSE = re.compile(r"(?P<who>[^，,；;。：:]*?)(?:为|是)\s?(?:每[月年季]度?|每人)?\s?(?P<num>\d+(?:\.\d+)?)\s*元")
_BASE_SENTENCE = re.compile(r"[^。；;\n]*基数[^。\n]*")


def coefficient_of_base(question: str, statement: str, texts: list[str]) -> Applied | None:
    """A looked-up coefficient ("92分的奖金系数为1.2") applied to the base its document states for it ("绩效奖金 = 奖金
    基数 × 奖金系数。一线客服奖金基数为每月1000元，组长为每月1500元"): the base of the class of staff the question names
    (组长 → 1500元), or the one base stated → 1000元 × 1.2 = 1200元. The question asks an amount, not the coefficient,
    and gives none of its own (`share_of_given_amount` takes that)."""
    q, s = arabic_numerals(question), arabic_numerals(statement)
    if not _ASKS_AMOUNT.search(q) or _RATE_ASKED.search(q) or ask_of(q).kind in _NOT_AN_AMOUNT:
        return None
    found = [(m, float(m.group(1))) for m in _COEFFICIENT.finditer(s)]
    if len(found) != 1 or not 0 < found[0][1] <= 10:
        return None
    m, factor = found[0]
    named = s[max(0, m.start() - 2) : m.start()]  # "奖金" of 奖金系数: the base is that thing's 基数
    texts = [arabic_numerals(t) for t in texts]
    # a formula multiplying a base by this coefficient ("季度奖金基数 × 考核系数") ties any base sentence to it
    tied = any(re.search(rf"基数\s*[×xX*]\s*\S{{0,6}}?{named}系数|{named}系数\s*[×xX*]\s*\S{{0,8}}?基数", t)
               for t in texts)  # fmt: skip
    bases: list[tuple[str, float]] = []
    for text in texts:
        for sentence in _BASE_SENTENCE.findall(text):
            if not tied and (len(named) < 2 or named not in sentence):
                continue
            bases += [(b.group("who"), float(b.group("num"))) for b in _BASE_CLAUSE.finditer(sentence)]
    if not bases:
        return None
    if len(bases) > 1:
        asked = bigrams(q)
        scores = [len(bigrams(_staff_of(who, texts)) & asked) for who, _ in bases]
        if max(scores) == 0 or scores.count(max(scores)) > 1:
            return None  # several bases and the question names no one's staff
        bases = [bases[scores.index(max(scores))]]
    base = bases[0][1]
    result = evaluate(f"{base!r} * {factor!r}")
    working = f"{format_number(base)}元 × {format_number(factor)} = {format_number(result)}元"
    return Applied(result, "元", working, working)


def _staff_of(who: str, texts: list[str]) -> str:
    """Whose base a clause states: "店员季度奖金基数" less the name of the base the formula writes (季度奖金基数) → 店员."""
    if not who.endswith("基数"):
        return who
    for i in range(len(who) - 2):
        if any(who[i:] in t.replace(who, "") for t in texts):
            return who[:i]
    return who[:-4]


def share_of_standard(question: str, statement: str, standard: str) -> Applied | None:
    """A tier that pays a share of a base ("当月实际驻站不满15天的，按当月标准的50%发放", "第三天起按表3标准的50%执行",
    "使用不满6个月的，按采购价全额赔偿") applied to the base's value found for the question (`standard`: the table's
    "1200元/月", the listed price "85元") → 1200元/月 × 50% = 600元/月. The question asks an amount, not the share;
    the base is one money value."""
    q = arabic_numerals(question)
    if not _ASKS_AMOUNT.search(q) or _ASKS_SHARE.search(q) or ask_of(q).kind in _NOT_AN_AMOUNT:
        return None
    shares = [pct for _, pct in shares_of_base(statement)]
    values = [x for x in quantities(standard) if x.unit.startswith("元")]
    if len(shares) != 1 or len(values) != 1:
        return None
    value, pct = values[0], shares[0]
    result = evaluate(f"{value.value!r} * {pct!r} / 100")
    unit = re.sub(r"^[\d.,\s]+[万千]?", "", value.text)  # as the table writes it: 元/月, not 元/个月; 1.2万元 → 元
    working = (
        f"全额{value.text}" if pct == 100 else f"{value.text} × {format_number(pct)}% = {format_number(result)}{unit}"
    )
    return Applied(result, value.unit, working, working)


def shares_of_base(statement: str) -> list[tuple[str, float]]:
    """(base, percentage) of each share a statement pays of a base named in words: "按当月标准的50%发放" →
    (当月标准, 50), "按采购价全额赔偿" → (采购价, 100)."""
    found = []
    for m in _OF_BASE.finditer(arabic_numerals(statement)):
        found.append((m.group("base"), float(m.group("pct")) if m.group("pct") else 100.0))
    return found


def listed_price(question: str, text: str, base: str) -> str:
    """The price `text` lists under `base` for the one item the question names ("工服采购价为：上衣每件85元，围裙每条
    40元" and "围裙丢了" → "40元"), "" when the text lists none or the question names no one item."""
    at = text.find(base + "为")
    if at < 0:
        return ""
    stretch = re.split(r"[。\n]", text[at + len(base) + 1 :], maxsplit=1)[0]
    named = [m for m in _PRICED_ITEM.finditer(stretch) if m.group("item").lstrip("：:，,、") in question]
    return f"{named[0].group('num')}元" if len(named) == 1 else ""


# "见习期员工按本表的50%发放": the table the note stands under is the base
# "二线值班按表1标准的70%发放", "自第31天起，住宿费按本人住宿费标准的80%报销", "出车补贴按表1标准的3倍发放": a case
# (the sentence up to 按) paid a share or multiple of a table's standard
_CASE_SHARE = re.compile(
    r"(?P<case>[^；;。：:\n]{2,40}?)按(?:照)?(?P<base>表\s?\d+[\u4e00-\u9fff]{0,4}?|本表|[\u4e00-\u9fff\d]{0,14}?标准)的\s?"
    r"(?P<num>\d+(?:\.\d+)?)\s?(?P<kind>%|倍)"
)
# "制服遗失的，按制服价格和已使用时间赔偿：使用不满6个月的，按价格的100%赔偿；满6个月不满12个月的，按50%赔偿": a list
# of tiers by a length, each paying a share of what the lead-in names
_TIER_LEAD = re.compile(
    r"按(?P<base>[\u4e00-\u9fff]{2,8}?)(?:(?:和|及|与|、)[\u4e00-\u9fff]{0,8}?)?(?:赔偿|发放|计发|支付|扣除)[：:]"
)
_TIER_CLAUSE = re.compile(
    r"(?P<cond>[^；;。：:]{2,30}?)的[，,]\s?按(?:[\u4e00-\u9fff]{0,6}的)?\s?(?P<pct>\d+(?:\.\d+)?)\s?%"
)
_LENGTHS = frozenset({"day", "year"})  # a tier of how long something was used or held: days, months, years


def _length_asked(question: str, band: Range) -> Quantity | None:
    """The one length the question gives on the band's scale ("穿了8个月"; "用了一年半" against a band in 个月), None
    for none or several; days never meet a band in months or years, nor months one in days."""
    on = [q for q in question_quantities(question) if q.family in _LENGTHS and q.family == band.family]
    return on[0] if len(on) == 1 else None


def _tier_share(question: str, text: str, looked_up: str) -> tuple[int, float] | None:
    """The share the tier holding the question's length pays ("穿了8个月" in "满6个月不满12个月的，按50%赔偿"), when the
    list's lead-in names what the looked-up cell is (按制服价格…赔偿 of a 制服价格 column): (a strength, the share)."""
    lead = _TIER_LEAD.search(text)
    if lead is None or len(lead.group("base")) < 3 or lead.group("base") not in looked_up:
        return None
    for m in _TIER_CLAUSE.finditer(text, lead.end()):
        band = next((r for r in ranges(m.group("cond")) if r.family in _LENGTHS and not r.is_point), None)
        n = _length_asked(question, band) if band is not None else None
        if band is not None and n is not None and band.contains(n):  # 满/不满/超过 read as `quantities` reads them
            return CASE_WORDS, float(m.group("pct"))
    return None


# "三亚、海口两市在每年11月至次年2月（旺季）期间，住宿费标准在二类城市标准基础上上浮30%": a case paid the standard
# raised (or lowered) by a share
_CASE_RAISE = re.compile(
    r"(?P<case>[^；;。：:\n]{2,60}?)(?:在[^，,。；;]{0,16}?基础上)?(?P<dir>上浮|下浮)\s?(?P<num>\d+(?:\.\d+)?)\s?%"
)
# "组长在本岗位标准上每月另加200元", "获得优秀员工称号的，在原工资基础上增加300元": an amount a case is paid on top
# of the table's standard, per what (每月) when the rule says
_CASE_ADD = re.compile(
    r"(?P<case>[^；;。：:\n]{2,40}?)[，,]?\s?(?:在|于)[\u4e00-\u9fff]{0,6}?(?:标准|基础)上\s?(?:每(?P<per>[月人班天次晚]))?"
    r"(?:另加|另发|加发|增发|另增加|增加)\s?(?P<num>\d+(?:\.\d+)?)\s?元"
)
# "当月入住不满15天的，当月宿舍费按半个月收取", "不满半年的，减半发放": a case paid half the standard
_CASE_HALF = re.compile(
    r"(?P<case>[^；;。：:\n]{2,40}?)(?:按(?:照)?(?P<month>半个?月)|按(?:照)?[\u4e00-\u9fff]{0,6}?(?:标准的)?一半|减半)"
    r"(?:收取|发放|计发|计算|计收|支付|执行)"
)
# "每年11月至次年2月", "6月至9月": a season the case holds, by months
_MONTHS = re.compile(r"(?P<a>\d{1,2})\s?月\s?(?:至|到|-|—|~|～)\s?(?:次年|翌年|下一年)?\s?(?P<b>\d{1,2})\s?月")
_ASKED_MONTH = re.compile(
    r"(?<![\d个])(?P<m>\d{1,2})\s?月(?!\s?\d{1,2}\s?[日号])|(?<![\d个])(?P<d>\d{1,2})\s?月\s?\d{1,2}\s?[日号]"
)
# what follows a share that makes it no amount paid: a deduction ("按…的20%扣减") or a range ("50%-80%", "50%至80%")
_NOT_PAID = re.compile(r"\s*(?:[-～~—–至到]\s*\d|扣|减|降|少发|罚)")
_TABLE_NUMBER = re.compile(r"表\s?(\d+)")
_NEGATED = re.compile(r"(?:不是|不属于|没有|并非|非)$")
_ARTICLE_LEAD = re.compile(
    r"^\s*(?:第[一二三四五六七八九十百零\d]+条|注\s?\d*\s*[:：]?|[（(]?[一二三四五六七八九十\d]+[)）.、])\s*"
)
# "见习销售顾问的新车提成和附加提成，均按…的70%": what the case is paid, after its 的, is not the case itself
_PAID_TAIL = re.compile(r"的[\u4e00-\u9fff、]{0,16}?(?:提成|补贴|津贴|工资|薪酬|奖金|补助|费)$")
_CASE_FILLER = frozenset(["标准", "发放", "执行", "每天", "以后", "按照", "员工", "人员"])
MIN_CASE = 2  # characters a case keeps before its own 按 ("备班按…" is the whole case 备班)
CASE_WORDS = 4  # characters of an earlier clause of the case the question repeats ("连续出差超过30天")


# a case bounded by a number of something counted ("当月出勤不足15天", "连续驻场超过20天", "在岗满10天")
_BOUNDED = re.compile(
    r"(?P<noun>[\u4e00-\u9fff]{2})(?P<op>不足|少于|低于|未满|不满|超过|多于|高于|满|达到)\s?(?P<n>\d+(?:\.\d+)?)\s?"
    r"(?P<unit>个月|天|日|小时|次|年|个工作日)"
)
_BELOW = ("不足", "少于", "低于", "未满", "不满")
_ABOVE = ("超过", "多于", "高于")
COUNT_GAP = 6  # characters between the counted thing's name and the question's number of it ("出勤了12天")


def _bound_met(question: str, case: str) -> int:
    """The length of a bounded case ("出勤不足15天") the question's own count meets ("8月只出勤了12天": 12 < 15), else
    0: the question names the thing counted — or does it, its first character as the verb ("驻了12天" of 驻站不满15天)
    — and a number of it in the case's unit, on the bound's side."""
    for m in _BOUNDED.finditer(case):
        unit, noun = m.group("unit"), m.group("noun")
        said = re.search(rf"(?:{noun}|{noun[0]}了)[^，,。；;\d]{{0,{COUNT_GAP}}}?(\d+(?:\.\d+)?)\s?{unit}", question)
        if said is not None and _NEGATED.search(question[: said.start()]):
            continue
        days = [float(said.group(1))] if said is not None else _month_days(question, case, unit)
        bound, op = float(m.group("n")), m.group("op")
        if days and all((n < bound) if op in _BELOW else (n > bound) if op in _ABOVE else (n >= bound) for n in days):
            return len(m.group(0))
    return 0


def _month_days(question: str, case: str, unit: str) -> list[float]:
    """The days of the month a case bounding one month's days ("当月入住不满15天") reads off a question that does not
    say the case's noun: its one count of days ("只上了8天班") or the days left from its date ("20号才搬进")."""
    if unit not in ("天", "日", "个工作日") or not OF_THE_MONTH.search(case):
        return []
    counted = days_counted(question, unit)
    if counted is not None:
        return [counted]
    return [float(n) for n in days_left_in_month(question, case)] if unit != "个工作日" else []


def _in_season(question: str, case: str) -> bool | None:
    """Whether the month the question names falls in the season the case holds ("11月至次年2月" holds 12月 and 1月);
    None when the case holds no season, False when the question names no month."""
    season = _MONTHS.search(case)
    if season is None:
        return None
    asked = _ASKED_MONTH.search(question)
    if asked is None:
        return False
    m, a, b = int(asked.group("m") or asked.group("d")), int(season.group("a")), int(season.group("b"))
    return a <= m <= b if a <= b else (m >= a or m <= b)


def _place_named(question: str, case: str) -> int:
    """The length of a place the case names ("三亚、海口两市…") that the question names too, else 0: the city that chose
    the table's row by its class may also be the case of a raise."""
    named = [p for p in places(case) if (re.sub(r"(?<=..)[市省县]$", "", p)) in question]  # 三亚市 for 三亚
    return max(map(len, named), default=0)


def _case_named(question: str, case: str, looked_up: str) -> int:
    """How much of the rule's case the question names in words the look-up does not hold: the length of the longest
    stretch of the case it repeats, when that is the whole case ("二线值班", "备班" right before 按) or at least
    CASE_WORDS characters ("连续出差超过30天"); 0 otherwise (值班 alone beside a table of 值班费, 出差). A case of several
    clauses ends with what is paid ("当月出勤不足15天的，高温补贴按标准的50%"): only the clauses before it are the case."""
    clauses = [c for c in re.split(r"[，,]", case) if c.strip()]
    trailing = re.search(r"[，,]\s*$", case)  # "备班的，按…": the case is all before the comma
    if len(clauses) > 1:
        case, whole = _PAID_TAIL.sub("", "，".join(clauses if trailing else clauses[:-1])), ""
    else:
        case = _PAID_TAIL.sub("", clauses[0] if clauses else case)
        whole = re.sub(r"(?:的|人员|员工)$", "", case.strip())  # "备班人员按…", "备班的，按…": 备班; 见习期员工: 见习期
        whole = re.sub(r"(?<=期)[内间]$", "", whole)  # "试用期内按本表标准的70%": the case of one 还在试用期
    # "保修工单按厂家结算工时计算，…按表1标准的80%": what follows the case's own 按 is how it is counted, not the case
    head = case.split("按", 1)[0]
    case = head if len(head.strip()) >= MIN_CASE else case
    spans = sorted(((i, j) for i in range(len(case)) for j in range(i + 2, len(case) + 1)), key=lambda s: s[0] - s[1])
    for i, j in spans:
        stretch = case[i:j]
        if stretch not in question or not re.search(r"[\u4e00-\u9fff]", stretch) or stretch in _CASE_FILLER:
            continue
        if _NEGATED.search(question[: question.find(stretch)]):  # "不是备班，值班一次多少": the case is denied
            continue
        if stretch in looked_up or not (stretch == whole or len(stretch) >= CASE_WORDS):
            continue
        return len(stretch)
    return _bound_met(question, case)


def _names_the_table(base: str, table_names: str) -> bool:
    """Whether a rule's base names the table looked up ("本人住宿费标准" of a sheet 住宿费标准 in 差旅住宿费标准（2025）): its
    last words, three characters or more before and with 标准, stand in the table's document or sheet name."""
    words = re.sub(r"^(?:本人|所在|其|该)", "", base)
    return any(words[i:] in table_names for i in range(max(0, len(words) - 8), len(words) - 4))


# a wage per hour or day (元/小时, 元/天): what an overtime multiple is paid on, unlike a month's pay
_PER_PERIOD_OF_WORK = re.compile(r"元\s?/\s?(?:小时|时|天|日)(?!班)")
# a column of pay for work (时薪, 基本工资, 加班基数), not an allowance per shift or day (夜班补贴, 误餐补贴)
_WAGE_COLUMN = re.compile(r"薪|工资|基数")
OCCASION_NAMED = 2  # an occasion's multiple weighs as a two-character case named by the question


def _names_the_column(text: str, column: str) -> bool:
    """Whether a rule names the looked-up column ("…× 全职时薪基数 × 倍数" of 全职时薪基数（元/小时）)."""
    name = re.sub(r"[（(][^）)]*[）)]", "", column).strip()
    return len(name) >= 3 and name in text


def case_share_of_table(question: str, looked_up: str, value: str, sentences: list[str],
                        others: list[str] | None = None, table_names: str = "", column: str = ""
                        ) -> tuple[Applied, str] | None:  # fmt: skip
    """A table's looked-up money value (`value`, "140元/次", found for `looked_up`, the look-up's statement and rows)
    paid at the share or multiple a rule sets for a case the question names and the look-up does not ("二线值班按表1
    标准的70%发放" asked "副高做二线值班，工作日夜班一次多少" → 140元/次 × 70% = 98元/次), with that rule's sentence;
    the rule naming most of the question when several do, None when none or two alike. `sentences` are the table's
    own document's; `others`, another document's, count when their base names the table (`table_names`: its document
    and sheet) as "按本人住宿费标准的80%" names 住宿费标准. Overtime on an occasion ("周六加班4小时") is paid at the
    multiple a rule sets for that occasion ("工作日延时加班1.5倍，休息日加班2倍…") on a wage per hour or day (a column
    of pay: 时薪, 工资, 基数; not an allowance per shift or day), when the rule names the looked-up `column`."""
    q = arabic_numerals(question)
    paid_how = _PAID_HOW.search(q)  # "只驻了12天，驻站补贴怎么发": the case's amount is how it is paid
    asks_amount = _ASKS_AMOUNT.search(q)
    if not (asks_amount or paid_how) or _ASKS_SHARE.search(q) or _ASKS_GAP.search(q):
        return None
    if asks_amount and (over_time := _earned_over_time(q, looked_up, value, sentences)) is not None:
        return over_time
    if ask_of(q).kind in _NOT_AN_AMOUNT and not paid_how:
        return None
    money = [x for x in quantities(value) if x.unit.startswith("元")]
    if len(money) != 1:
        return None
    numbered = {n for n in _TABLE_NUMBER.findall(f"{table_names} {looked_up}")}  # the table's own 表N, when named
    wage = _PER_PERIOD_OF_WORK.search(value) and _WAGE_COLUMN.search(column)
    worked_on = overtime_occasion(q) if wage else ""
    found: list[tuple[int, float, str, str]] = []
    for sentence, own in [*((t, True) for t in sentences), *((t, False) for t in others or [])]:
        text = arabic_numerals(sentence)
        for m in _CASE_SHARE.finditer(text):
            if not own and not _names_the_table(m.group("base"), table_names):
                continue
            if _NOT_PAID.match(text, m.end()):  # a deduction or a range of shares: no one amount paid
                continue
            other = _TABLE_NUMBER.match(m.group("base"))
            if other and numbered and other.group(1) not in numbered:  # 表1's rule beside a 表2 look-up
                continue
            named = _case_named(q, _ARTICLE_LEAD.sub("", m.group("case")), looked_up)
            if named:
                found.append((named, float(m.group("num")), m.group("kind"), sentence))
        for m in _CASE_RAISE.finditer(text):  # a season's or a place's standard raised or lowered by a share
            case = _ARTICLE_LEAD.sub("", m.group("case"))
            season = _in_season(q, case)
            named = 0 if season is False else max(_case_named(q, case, ""), _place_named(q, case))
            if named and (own or _names_the_table(m.group("case"), table_names)):
                sign = 1 if m.group("dir") == "上浮" else -1
                found.append((named, 100 + sign * float(m.group("num")), m.group("dir"), sentence))
        for m in _CASE_ADD.finditer(text) if own else ():
            per = m.group("per")
            if per and "/" in value and per not in value.split("/", 1)[1]:
                continue  # 每月另加200元 is no amount per 班 to add to 30元/班
            named = _case_named(q, _ARTICLE_LEAD.sub("", m.group("case")), looked_up)
            if named:
                found.append((named, float(m.group("num")), "加", sentence))
        for m in _CASE_HALF.finditer(text) if own else ():  # "当月入住不满15天的，当月宿舍费按半个月收取"
            if m.group("month") and not re.search(r"/\s?(?:人\s?[·・]\s?)?月", value):
                continue  # half a month is half of a monthly amount only
            named = _case_named(q, _ARTICLE_LEAD.sub("", m.group("case")), looked_up)
            if named:
                found.append((named, 50.0, "%", sentence))
        if worked_on and _names_the_column(text, column):
            multiple = multiples_by_occasion(text).get(worked_on)
            if multiple is not None:  # "休息日加班 2倍" asked "周六加班4小时"
                found.append((OCCASION_NAMED, multiple, "倍", sentence))
        if own and (tiered := _tier_share(q, text, looked_up)) is not None:  # "满6个月不满12个月的，按50%赔偿"
            found.append((*tiered, "%", sentence))
    if not found:
        return None
    best = max(n for n, *_ in found)
    found = [f for f in found if f[0] == best]
    if len({(num, kind) for _, num, kind, _ in found}) != 1:
        return None  # two rules alike at different shares: the plain standard stands
    _, num, kind, sentence = found[0]
    factor = num / 100 if kind in ("%", "上浮", "下浮") else num
    written = value.strip()
    # a share is of the table's own per (元/次); a multiple may change it (30倍 of a night is a month's rent): 元
    unit = re.sub(r"^[\d.,\s]+[万千]?", "", written) if kind != "倍" else "元"
    if kind == "加":  # 500元/月 + 200元: the amount on top is per the table's own period
        result = evaluate(f"{money[0].value!r} + {num!r}")
        working = f"{written} + {format_number(num)}元 = {format_number(result)}{unit}"
        return Applied(result, money[0].unit, working, working), sentence
    result = evaluate(f"{money[0].value!r} * {factor!r}")
    shown = {"%": f"{format_number(num)}%", "倍": f"{format_number(num)}倍"}.get(kind, "")
    if not shown:  # 上浮30%: (1 + 30%)
        shown = f"(1 {'+' if kind == '上浮' else '−'} {format_number(abs(num - 100))}%)"
    working = f"{written} × {shown} = {format_number(result)}{unit}"
    return Applied(result, money[0].unit if kind != "倍" else "元", working, working), sentence


_VALUE = re.compile(r"^\s*(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>[^\d\s/]{0,3})\s*$")


def _earned_over_time(question: str, looked_up: str, value: str, sentences: list[str]) -> tuple[Applied, str] | None:
    """The looked-up base ("4800股") times the share a schedule of the table's document has paid by the question's
    length (`cumulative_shares.py`: "入职18个月了，累计归属多少股" → 4800股 × (25% + 2 × 6.25%) = 1800股), with the
    schedule's step sentence; None when the document states no schedule or the question asks the base itself."""
    base = _VALUE.match(value)
    schedule = schedule_of("\n".join(sentences))
    if base is None or schedule is None:
        return None
    earned = earned_share(question, schedule, looked_up)
    rule = next((t for t in sentences if schedule.sentence in arabic_numerals(t)), None)
    if earned is None or rule is None:
        return None
    n, unit = float(base.group("n")), base.group("unit")
    result = evaluate(f"{n!r} * {earned.pct!r} / 100")
    working = f"{format_number(n)}{unit} × {earned.shown} = {format_number(result)}{unit}"
    return Applied(result, unit, working, working), rule


# "按当月标准的50%", "按表3标准的50%", "按采购价全额": a share of a base kept elsewhere (a table, a price list)
_OF_BASE = re.compile(
    r"按(?:照)?(?P<base>[\u4e00-\u9fff\d]{1,7}?(?:[价额费资数金款]|标准|工资|薪酬))(?:的\s?(?P<pct>\d+(?:\.\d+)?)\s?%|全额)"
)  # the base is a value (采购价, 当月标准, 实际发生额), not 规定 or 要求
# "上衣每件85元", "围裙每条40元": an item and its price
_PRICED_ITEM = re.compile(
    r"(?P<item>[：:，,、]?[\u4e00-\u9fff]{1,6}?)每?[件条顶个套双台张本把副只]?(?P<num>\d+(?:\.\d+)?)\s*元"
)
_COEFFICIENT = re.compile(r"(?:系数|倍数)[^，。；;\d]{0,4}?(\d+(?:\.\d+)?)(?![\d%])")
# the rate itself is asked ("提成比例多少", "税率是多少", "系数是几"), not an amount ("完成率90%，提成能拿多少")
_RATE_ASKED = re.compile(r"(?:率|系数|倍数|比例|百分之|几成|几折)\s?(?:是|为|有|按)?\s?(?:多少|几)")
_NOT_AN_AMOUNT = frozenset({"count", "duration", "date", "frequency", "who", "steps", "list", "yes_no"})


def _two_items(question: str, sentence: str) -> Applied | None:
    """Two items the question joins ("交通补贴和车补"), each with its own amount in the sentence, added (一共, 加起来)
    or compared (差多少)."""
    total, gap = bool(TOTAL_ASKED.search(question)), bool(_ASKS_GAP.search(question))
    if total == gap:
        return None
    m = re.search(
        r"([\u4e00-\u9fff]{2,6}?)(?:和|与|跟|加上|加)([\u4e00-\u9fff]{2,6}?)(?=的|每|一|加|相|差|总|合|共|[，,])",
        question,
    )
    if m is None:
        return None
    found = [item_in(sentence, _item_name(m.group(1))), item_in(sentence, _item_name(m.group(2)))]
    if found[0] is None or found[1] is None or found[0][1] == found[1][1]:
        return None
    (first, a), (second, b) = found  # type: ignore[misc]
    names = [first, second]
    count = _shared_count(question, sentence, names) if total else None
    if count is not None:  # two rates per day, and the question's days: 3 × (100 + 80) = 540元
        n, text = count
        result = evaluate(f"{n!r} * ({a!r} + {b!r})")
        working = f"{format_number(n)} × ({format_number(a)} + {format_number(b)}) = {format_number(result)}元"
        head = f"{text}{names[0]}加{names[1]}共{format_number(result)}元"
    elif total:
        result = evaluate(f"{a!r} + {b!r}")
        working = f"{format_number(a)} + {format_number(b)} = {format_number(result)}元"
        head = f"{names[0]}加{names[1]}共{format_number(result)}元"
    else:
        hi, lo = max(a, b), min(a, b)
        result = evaluate(f"{hi!r} - {lo!r}")
        working = f"{format_number(hi)} − {format_number(lo)} = {format_number(result)}元"
        head = f"{names[0]}和{names[1]}相差{format_number(result)}元"
    shown = f"{names[0]}{format_number(a)}元，{names[1]}{format_number(b)}元"
    return Applied(result, "元", working, f"{head}（{shown}，{working}）")


# "每上一个夜宵档，发夜宵档补贴30元，另发夜宵餐补10元": one occasion both items after it are paid for
_OCCASION_LEAD = re.compile(r"每(?:上|值|做|跑|带|出)?(?:一|1)?个(?P<name>[\u4e00-\u9fff]{1,4}?)[，,]")
_PER_ITEM = re.compile(r"每(?:人|个)?每?(?P<per>工作日|天|日|晚|班|次|月|小时|公里)\s*\d")
_RATE_TAIL = re.compile(r"^[费为是：:]{0,2}")  # "伙食补助" + "费每人每天100元"


def _shared_count(question: str, sentence: str, names: list[str]) -> tuple[float, str] | None:
    """The question's count of the period both items are paid per ("伙食补助费每人每天100元…市内交通费每人每天80元" asked
    "出差3天…一共多少" → 3, "3天"), or None when they are not rates of one period or the question gives no such count."""
    lead = _OCCASION_LEAD.search(sentence)
    if lead is not None and all(sentence.find(name, lead.end()) >= 0 for name in names):
        counted = re.search(rf"(?<![\d.第])(?P<n>\d+)\s?个\s?{re.escape(lead.group('name'))}", question)
        return (float(counted.group("n")), counted.group(0)) if counted and float(counted.group("n")) > 1 else None
    pers = set()
    for name in names:
        tails = (sentence[m.end() : m.end() + ITEM_GAP] for m in re.finditer(re.escape(name), sentence))
        rate = next((m for tail in tails if (m := _PER_ITEM.match(_RATE_TAIL.sub("", tail, count=1)))), None)
        if rate is None:
            return None
        pers.add(next((f for end, f in _PER_FAMILY.items() if rate.group("per").endswith(end)), ""))
    if len(pers) != 1 or "" in pers or "year" in pers:
        return None
    family = pers.pop()
    counts = [c for c in question_quantities(question) if c.unit and _count_family(c) == family and c.value > 1]
    return (counts[0].value, counts[0].text) if len(counts) == 1 else None


def _item_name(text: str) -> str:
    """The item a question part names, without what frames it ("M3的交通补贴" → 交通补贴; "中级工" stays)."""
    return _ITEM_CUT.split(text)[-1]


def item_in(sentence: str, words: str) -> tuple[str, float] | None:
    """The longest stretch of the question's words (two characters or more) the sentence names as an item with an
    amount after it, as (that name, the amount): "高级证书津贴" is found as 高级证书, "上衣" in "上衣每件60元" → (上衣,
    60)."""
    spans = sorted(((i, j) for i in range(len(words)) for j in range(i + 2, len(words) + 1)), key=lambda s: s[0] - s[1])
    for i, j in spans:
        value = _amount_after(sentence, words[i:j])
        if value is not None:
            return words[i:j], value
    return None


def _amount_after(sentence: str, name: str) -> float | None:
    """The money amount standing right after `name` in the sentence, where `name` stands as an item of its own (not
    inside a longer one: 技师 in 高级技师)."""
    for m in re.finditer(re.escape(name), sentence):
        before = sentence[m.start() - 1 : m.start()]
        if before and re.match(r"[\u4e00-\u9fff]", before) and before not in "享及和与另发、":
            continue
        tail = sentence[m.end() : m.end() + ITEM_GAP]
        found = re.match(r"[^，。；;\d]*?(\d+(?:\.\d+)?)\s*元", tail)
        if found:
            return float(found.group(1))
    return None


# "每人每月私车公用补贴不超过1500元": a cap on the computed amount, per a period the question speaks of
_CAP = re.compile(
    r"每(?:人每)?(?P<per>月|年|次|天|日)[^。；;，,\d]{0,12}?(?:不超过|不得超过|最高不超过|最高|最多|上限为?)\s*(?P<cap>\d+(?:\.\d+)?)\s*元"
)
_PERIOD_IN_QUESTION = {"月": r"月", "年": r"年", "次": r"次|一趟|这趟", "天": r"天|日", "日": r"天|日"}
# "按拒赔金额的10%扣罚，单次最高1000元": a cap on each occasion, which a question about one occasion meets
_CAP_SINGLE = re.compile(
    r"单(?:次|笔|项)[^。；;，,\d]{0,6}?(?:不超过|不得超过|最高不超过|最高|最多|上限为?|封顶)\s*(?P<cap>\d+(?:\.\d+)?)\s*元"
)
_SEVERAL_TIMES = re.compile(r"(?<![\d.第])(?:[2-9]|\d{2,})\s?(?:次|笔|项)")
# the words a rule caps an amount with ("最高不超过3000元", "上限为500元", "封顶2000元")
CAP_WORDS = r"(?:最高不超过|最高不得超过|不得超过|不超过|不高于|最高|最多|至多|上限为?|封顶)"
MONEY_CAP_WORDS = re.compile(rf"{CAP_WORDS}\s?\d+(?:\.\d+)?\s?元")
_NOT_PAY = re.compile(r"扣|罚|赔|承担|损失")
_TIME_OR_COUNT = re.compile(r"[\d每月个天年周次多少几共]")


def caps_about(texts: Sequence[str], about: str) -> list[str]:
    """The sentences of `texts` that cap an amount of what `about` names (a pair of its characters that is no time or
    count: 计件 of "装卸计件奖（元/托）" in "每人每月计件奖合计最高1000元"); a cap on a deduction or a loss (扣款,
    承担损失) caps no pay, and a cap on another allowance of the same section names none of it."""
    named = {b for b in bigrams(about) if not _TIME_OR_COUNT.search(b)}
    return [
        s for t in texts for s in re.split(r"[。；;\n]", arabic_numerals(t))
        if MONEY_CAP_WORDS.search(s) and not _NOT_PAY.search(s) and named & bigrams(s)
    ]  # fmt: skip


# "承担实际损失的20%，最高不超过3000元", "赔付金额的10%，每次最高2000元": a cap on the share right before it ("不超过500元
# 的部分由班组承担" is a band of the loss, not a cap)
_CAP_OF_SHARE = re.compile(
    rf"(?P<pct>\d+(?:\.\d+)?)\s?%[，,]?\s?(?:每次|单次|每笔)?{CAP_WORDS}\s?(?P<cap>\d+(?:\.\d+)?)\s?元(?![的部])"
)


def capped(found: Applied, question: str, rule: str) -> Applied:
    """The computed amount held to a cap right after the share it worked out ("损失的20%，最高不超过3000元"), to a cap
    the rule sets per a period the question is about ("这个月…跑了1400公里" → 1680元 over "每月不超过1500元" → 1500元),
    or to a cap on each occasion when the question counts no more than one ("单次最高1000元"); unchanged when no such
    cap applies or it is not reached."""
    q, r = arabic_numerals(question), arabic_numerals(rule)
    for m in _CAP_OF_SHARE.finditer(r):  # the share worked out is the one this cap follows
        cap = float(m.group("cap"))
        if found.unit == "元" and found.value > cap and f"× {m.group('pct')}%" in found.working \
                and not _SEVERAL_TIMES.search(q):  # fmt: skip
            working = f"{found.working}，最高{format_number(cap)}元"
            return Applied(cap, "元", working, f"{format_number(cap)}元（{working}）")
    for m in _CAP.finditer(r):
        cap = float(m.group("cap"))
        if found.unit == "元" and found.value > cap and re.search(_PERIOD_IN_QUESTION[m.group("per")], q):
            working = f"{found.working}，超过每{m.group('per')}{format_number(cap)}元的上限"
            return Applied(cap, "元", working, f"{format_number(cap)}元（{working}）")
    single = _CAP_SINGLE.search(r)
    if single is not None and found.unit == "元" and not _SEVERAL_TIMES.search(q):
        cap = float(single.group("cap"))
        if found.value > cap:
            working = f"{found.working}，{single.group(0)}"
            return Applied(cap, "元", working, f"{format_number(cap)}元（{working}）")
    return found


# "讲课费按实际发生的学时计算，每半天最多按4学时计算": a cap on the hours paid per part of a day
_DAY_PART_CAP = re.compile(
    r"每(?P<part>半天|半日|天|日)(?:最多|不超过|至多|最高)(?:按|计|计算)?\s?(?P<cap>\d+)\s?个?(?P<unit>学时|课时|小时)"
)
_HALF_DAY_ASKED = re.compile(r"上午|下午|半天|半日|晚上")
# read on the question as written: arabic_numerals would turn 一天 into 1天 (the 1 may also be a count: 11天)
_WHOLE_DAY_ASKED = re.compile(r"一整天|整天|全天|(?<![\d.十百千两一二三四五六七八九])(?:一|1)\s?天")


def day_part_cap(question: str, rule: str, unit: str) -> tuple[float, str] | None:
    """The most hours of `unit` (学时) paid for the part of a day the question speaks of ("一上午讲了5个学时" on "每半天最多
    按4学时计算" → 4; a whole day → 8), with the rule's words; None when the rule sets no such cap or the question
    names no part of a day."""
    m = _DAY_PART_CAP.search(arabic_numerals(rule))
    if m is None or m.group("unit") != unit:
        return None
    cap, half = float(m.group("cap")), m.group("part") in ("半天", "半日")
    if _WHOLE_DAY_ASKED.search(question):
        return (cap * 2 if half else cap), m.group(0)
    if _HALF_DAY_ASKED.search(question) and half:
        return cap, m.group(0)
    return None


__all__ = [
    "CAP_WORDS",
    "MONEY_CAP_WORDS",
    "Applied",
    "added_per_occasion",
    "applied_value",
    "capped",
    "caps_about",
    "case_share_of_table",
    "day_part_cap",
    "item_in",
    "listed_price",
    "per_occasion_total",
    "share_of_given_amount",
    "share_of_standard",
    "shares_of_base",
]
