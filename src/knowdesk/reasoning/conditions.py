"""A condition a sentence adds that the question does not name: "劳动者在试用期内提前三日通知…" answers
"解除劳动合同要提前多少天通知" only for the probation period, "职能部门员工的加班由部门经理审批" only for office staff,
"因工作需要拷贝数据的，可以申请加密U盘" only for that need. A question asked as is wants the general rule, so the
local answer ranks such a sentence below one that states the rule without the condition (`local_generate.py`).
"""

from __future__ import annotations

import re

from knowdesk.reasoning.evidence import bigrams
from knowdesk.text.numbers import arabic_numerals

_NUMERAL = r"\d一二三四五六七八九十百千两半"
# "在试用期内", "在综合计算工时制下", "在保障…的条件下": a period, regime or premise the rule is limited to
# (numerals excluded: "在3个工作日内" states a length of time, it limits nothing)
_WITHIN = re.compile(rf"在([^，。；,;：:、{_NUMERAL}]{{2,14}}?)(?:期间|以内|内|情况下|条件下|前提下|制下)")
# "如确实因工作需要加班的，", "因工作需要拷贝数据的，": an opening clause saying when the rule applies
_IF = re.compile(r"^(?:如果|如|若|倘若|凡|遇有|遇到|遇|因)([^，。；,;：:]{2,24})[，,]")
# "职能部门员工的加班由…": the rule speaks of one group of staff ("试用期员工", "外籍员工"), not of everyone
_GROUP = re.compile(r"^([\u4e00-\u9fff]{2,6}?)(?:员工|职工|人员)(?:的|在|须|应|可)")
_EVERYONE = re.compile(r"^(?:本公司|公司|全体|所有|各|每名|每位|每个|上述|以上|下列|相关)")
# the ordinary case is the general rule itself: "在标准工时制下", "一般情况下", "在正常情况下"
_ORDINARY = re.compile(r"标准|一般|正常|通常|通用")
# an exception or special case: never what a plain question asks about
_EXCEPTION = re.compile(r"特殊情况|特殊原因|特殊情形|除外|例外")
NAMED_SHARE = 0.5  # of the condition's character pairs the question must hold to have named it


def unnamed_condition(sentence: str, question: str) -> str:
    """The condition `sentence` limits its rule to that `question` does not name, or "" when it adds none."""
    q = arabic_numerals(question).lower()
    text = arabic_numerals(sentence).strip()
    found = [m.group(1) for m in _WITHIN.finditer(text)]
    found += [m.group(1) for m in (_IF.match(text), _GROUP.match(text)) if m is not None]
    for condition in found:
        if _EVERYONE.match(condition) or _ORDINARY.search(condition):
            continue
        if not _named(condition, q):
            return condition
    exception = _EXCEPTION.search(text)
    if exception and exception.group() not in q and "特殊" not in q:
        return exception.group()
    return ""


def _named(condition: str, question: str) -> bool:
    """The question names the condition: it holds most of its character pairs (试用期 in "试用期内要提前几天")."""
    need = bigrams(condition.removesuffix("的"))
    return not need or len(need & bigrams(question)) / len(need) >= NAMED_SHARE


__all__ = ["unnamed_condition"]
