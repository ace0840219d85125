"""How many times a share of the question's amount is paid, when the rule's sentence says so.

A share of a wage for one day or hour is paid for each day or hour the question counts: "未休天数按日工资的200%支付"
asked "日工资400元，还有3天年假没休，能拿多少" is 400 × 200% × 3天 = 2400元, not 800元. A share the rule gives two
parties alike is paid by each: "住房公积金单位和个人缴存比例均为12%" asked "单位加个人每个月一共缴多少" is 15000 × 12% ×
2 = 3600元, not the one party's 1800元.

Only `applied._share_of` calls this. The count per day or hour is the same question `applied._times_count` and
`_rates_each_counted` answer for a rate per unit; moving it there means reading a share of a daily wage as a rate, which
was not cheap enough to do after review (F9) — left here, called once.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.quantities import format_number, question_quantities

# the wage a share is of, paid for one day or one hour ("按本人日工资的200%", "小时工资的150%"), and the unit the
# question counts it in
_PER_PERIOD = {"日工资": "天", "小时工资": "小时"}
_OF_PERIOD = re.compile(r"(?P<wage>日工资|小时工资)(?:标准)?的\s?$")
# the question's amount is the wage of one day or hour itself ("日工资400元", "时薪50"), not a month's
_PERIOD_WAGE = {"天": r"日工资|日薪|一天(?:的)?工资|每天(?:的)?工资", "小时": r"小时工资|时薪|每小时(?:的)?工资"}
MAX_COUNT = 100  # a count of days or hours is small; a larger number is an amount
# "单位和个人缴存比例均为12%", "甲方与乙方各承担50%": two parties given the same share, right before it
_ALIKE = re.compile(
    r"(?P<a>[\u4e00-\u9fff]{2})(?:和|与|及|、)(?P<b>[\u4e00-\u9fff]{2})[^，,。；;\d]{0,10}?(?:均|各)(?:为|按|是)?\s?$"
)

# the two parties' shares asked together, right after they are named ("单位和个人加起来"), or both sides' total
_TOGETHER = r"(?:加起来|加在一起|合计|合起来|共计|总共|一共)"
_BOTH_SIDES = r"(?:两边|双方|两方)[^，,。；;？?]{0,4}?(?:合计|加起来|一共|总共|共计)"
# the asker's own party asked ("我个人", "个人部分", "我自己"): one share, whatever else the question names
_ONE_PARTY = re.compile(r"我个人|个人部分|个人那部分|我自己|自己(?:要|得)?(?:交|缴|扣)")


def share_repeats(question: str, before_share: str) -> tuple[float, str] | None:
    """(how many times, how it is shown) the share right after `before_share` is paid for the question, or None when
    once: per day or hour the question counts, or per party when it asks the total of two parties given it alike."""
    period = _OF_PERIOD.search(before_share)
    if period is not None:
        unit = _PER_PERIOD[period.group("wage")]
        if not re.search(_PERIOD_WAGE[unit], question):  # "月基本工资8700": no daily or hourly wage to repeat
            return None
        counts = [x for x in question_quantities(question) if x.unit == unit and 0 < x.value < MAX_COUNT]
        if len(counts) == 1 and counts[0].value != 1:
            return counts[0].value, f"{format_number(counts[0].value)}{unit}"
        return None
    alike = _ALIKE.search(before_share)
    if alike and _both_asked(question, alike.group("a"), alike.group("b")):
        return 2.0, f"2（{alike.group('a')}和{alike.group('b')}各一份）"
    return None


def _both_asked(question: str, a: str, b: str) -> bool:
    """The question asks the two parties' shares together — "单位加个人", "单位和个人加起来", "两边合计" — and not one
    party's own: "单位和个人都交，我个人一共扣多少" asks the asker's share (一共 there sums nothing)."""
    if _ONE_PARTY.search(question):
        return False
    joined = rf"(?:{a}(?:加上?|和|与|及|跟|、){b}|{b}(?:加上?|和|与|及|跟|、){a})"
    if re.search(rf"{a}加上?{b}|{b}加上?{a}", question):
        return True
    return bool(re.search(rf"{joined}[^，,。；;？?]{{0,8}}?{_TOGETHER}", question) or re.search(_BOTH_SIDES, question))


__all__ = ["share_repeats"]
