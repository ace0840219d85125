"""A last look at the conclusion, whatever step chose it (a sentence, a tier, a table cell): does it state what the
question asks, or a neighbouring fact of the same topic?

The other checks compare the question with the whole evidence or with each candidate sentence; near misses pass
them because the evidence does hold the topic. Three asks are each answered by one kind of statement only, and a
conclusion without it answers something else:
- the tax on a payment ("夜班津贴要不要交个税", "奖金要扣多少个税"): the amount paid is another fact than its tax, so
  the conclusion or its section must speak of tax;
- a time of day ("宿舍晚上几点关门"): a date the rule takes effect, or a length of time, is no clock time;
- a kind of leave or allowance ("产假期间工资怎么发"): a conclusion whose sentence or section names another kind of
  the same class ("四、病假：…按80%计发") is that kind's rule (`named_kinds.another_kind`).
A conclusion for "是多少", "几天" that states no number at all ("店长实行月薪制，不适用本表") names the rule without
its value (the cost as incurred, "按实际发生额报销", or a whole payment lost, "扣除当月全勤奖", do answer how
much), and one that leaves the value to another rule and states no number ("按学校监考费标准另行发放") does not give
the value asked ("监考费一场多少钱").
A conclusion that is the staff's own rule ("在职职工每年安排1次健康体检") for a question about their relatives
("职工家属能参加体检吗") answers for other people (`subjects.relative_not_ruled`).
A conclusion for "X的Y是谁" that never names the unit X ("华中区的区域经理是谁" answered with the other regions'
managers) answers for other places (`post_holder.py`).
And a worked example ("举例：月基本工资3480元，小时工资 = …") illustrates how a rule is applied: its figures are no
one's pay, so it answers only the question how the thing it works out is computed ("小时工资怎么算"), not a value
asked ("厨师的月基本工资是多少") nor the computing of another thing ("病假工资怎么算").
"""

from __future__ import annotations

import re

from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.named_kinds import another_kind
from knowdesk.reasoning.post_holder import unit_not_named
from knowdesk.reasoning.subjects import relative_not_ruled
from knowdesk.reasoning.unnamed import named
from knowdesk.text.numbers import arabic_numerals

# the tax itself asked about (not an amount before or after it: "税前多少" asks the amount)
_TAX_ASKED = re.compile(r"个税|所得税|(?:交|缴|扣|纳|代扣|免)\s*税")
_TAX_STATED = re.compile(r"税")
_CLOCK_ASKED = re.compile(r"(?<![哪有])几点(?!要求|注意|内容|意见|建议|原则)")  # "注意哪几点" asks points to note
# a clock time: 23:30, 22时, 9点半, or a part of the day a rule may state instead (上午, 凌晨)
_CLOCK_STATED = re.compile(
    r"\d{1,2}\s*[:：]\s*\d{2}|\d{1,2}\s*[点时]|[一二三四五六七八九十两]{1,3}点|[上下]午|凌晨|中午|晚上|夜间|零点"
)

# a value left to another rule or agreement, and the kinds of value a question can ask
_DEFERS = re.compile(r"另行(?:规定|发放|制定|确定|通知|约定|公布)|另有规定")
_VALUE_KINDS = frozenset(["amount", "count", "duration", "rate", "date", "frequency"])
_NOTE_MARK = re.compile(r"^\s*注\s*\d*\s*[：:]")  # "注2：" numbers a note; it states no value
_CITED = re.compile(r"（《.*$")

# a worked example opening the conclusion, and a question asking how something is computed (group 1: that thing)
_EXAMPLE = re.compile(r"^\s*(?:举例|例如|比如|示例|算例|例)\s*[：:]")
_HOW_COMPUTED = re.compile(r"^(.*?)(?:是)?(?:怎么|如何|怎样)(?:计算|算)")


# "是多少", "几天", "多少钱": a number asked in the question's last clause (not "哪几种", which asks for kinds, nor "几点",
# a clock time checked above); a yes-or-no last clause ("那几天还有津贴吗") asks no number
# ("几时" asks when, "几乎" is "almost")
_NUMBER_ASKED = re.compile(r"(?<![哪第])(?:多少|几)(?!种|类|部分|个方面|项|点|率|时|乎)")
_YES_NO_END = re.compile(r"(?:[吗嘛]|(?<![什怎那])么)[？?！!。\s]*$")  # not the 么 of 什么, 怎么
# a number, or a share stated in words ("全额", "双倍", "免费"): what a conclusion answering "多少" holds. A Chinese
# numeral counts only before a unit ("三天", "两倍", "七成"): 统一, 一律 and 唯一 state no number
_CN_UNIT = (
    r"(?:个|倍|成|天|日|周|月|年|次|元|块|人|名|份|岁|小时|分钟|学时|课时|晚|趟|件|张|台|项|级|档|折|笔|遍|轮|场|节|套|期|批"
    r"|位|餐|顿|类|等|线|星|分之)"
)
_CN_NUMERAL = "[一二两三四五六七八九十百千万]+"
_UNIT_ASKED = re.compile(r"几\s*([\u4e00-\u9fff])")  # "几线城市", "几等舱": the measure the number is counted in
# what is paid or taken instead of a figure: the cost as incurred ("按实际发生额报销", "实报实销"), or a whole named
# payment lost ("扣除当月全勤奖")
_STATED_INSTEAD = r"按实际|据实|实报实销|扣(?:除|发)?[^，,。；;]{0,6}?(?:奖|津贴|补贴|补助)"
_NUMBER_STATED = re.compile(
    rf"[0-9０-９]|{_CN_NUMERAL}\s*{_CN_UNIT}|半|全额|全部|倍|免费|不收|不扣|不发|不予|{_STATED_INSTEAD}"
)


def _states_a_number(question: str, conclusion: str) -> bool:
    """A number or share stated, or a Chinese numeral in the measure the question counts in ("三线" for "几线")."""
    if _NUMBER_STATED.search(conclusion):
        return True
    units = {m.group(1) for m in _UNIT_ASKED.finditer(question)}
    return any(re.search(rf"{_CN_NUMERAL}{re.escape(u)}", conclusion) for u in units)


def _asks_a_number(question: str) -> bool:
    clauses = [c for c in re.split(r"[，,；;]", question) if c.strip()]
    last = clauses[-1] if clauses else question
    return bool(_NUMBER_ASKED.search(last)) and not _YES_NO_END.search(last)


def unstated_ask(question: str, conclusion: str, context: str = "") -> str | None:
    """Why `conclusion` (read with `context`: its document, section and locator) does not state what `question`
    asks, or None when nothing says so. Chinese questions only: the patterns are Chinese wording."""
    around = f"{context} {conclusion}"
    if _TAX_ASKED.search(question) and not _TAX_STATED.search(around):
        return "the question asks about tax and the conclusion speaks of none"
    if _CLOCK_ASKED.search(question) and not _CLOCK_STATED.search(arabic_numerals(conclusion)):
        return "the question asks for a time of day and the conclusion states none"
    if _DEFERS.search(conclusion) and ask_of(question).kind in _VALUE_KINDS:
        bare = _CITED.sub("", _NOTE_MARK.sub("", arabic_numerals(conclusion)))
        if not re.search(r"\d", bare):
            return "the conclusion leaves the value to another rule and states none"
    if _asks_a_number(question) and not _states_a_number(question, _CITED.sub("", _NOTE_MARK.sub("", conclusion))):
        return "the question asks how much or how many and the conclusion states no number"
    if _EXAMPLE.match(conclusion):
        how = _HOW_COMPUTED.search(question)
        computed = re.sub(r"[的是]", "", how.group(1)) if how else ""
        if not computed or not named(computed, conclusion):
            return "the conclusion is a worked example, not the rule or value asked for"
    kind = another_kind(question, around)
    if kind:
        return f"the conclusion is the rule of {kind}, not of the kind asked about"
    return relative_not_ruled(question, conclusion, context) or unit_not_named(question, conclusion, context)


__all__ = ["unstated_ask"]
