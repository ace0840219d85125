"""A case the documents rule elsewhere: "行政后勤总值班另行规定", "实验技术、图书资料等系列另行规定".

Such a sentence says the rules at hand do not cover the case it names; a question about that case ("行政后勤的总值班，
一次值班费给多少") is answered by a rule the knowledge base does not hold, so the neighbouring rule of the covered cases
must not answer it. The case is the clause's subject before 另行规定 (a list's members each, their shared head word
set aside); a clause opening with what the rule is set by ("按学校当年校历另行规定") or a condition ("资助方另有规定的，
从其规定") names no case left out.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.named_kinds import spelled_in

# the subject of a clause that leaves a case to another rule, up to 另行规定 at the clause's end
_DEFERRED = re.compile(r"([^。；;，,：:\n|（）()]{2,30}?)\s*另行(?:规定|制定)\s*(?=[。；;，,\n|]|$)")
# a clause opening with the yardstick or the deciding body, not the case: 按/依/根据/由…另行规定
_NOT_A_CASE = re.compile(r"^(?:按|依|依据|根据|由|经|视|参照|如|若|除|具体|其他|其它|有关|相关)")
# members of a list: 、 parts them, and 及/和/与 only between two words of their own ("人员及家属", not 参与人员)
_MEMBERS = re.compile(r"、|(?<=[\u4e00-\u9fff]{2})(?:及|和|与)(?=[\u4e00-\u9fff]{2})")
_GENERIC = frozenset(["人员", "标准", "事项", "办法", "情况", "费用", "待遇"])  # no case: a word any rule may use
_LIST_TAIL = re.compile(r"等?(?:系列|类别)$|等$")  # the head a list's members share ("…等系列")
_MARK = re.compile(r"^\s*(?:[（(][一二三四五六七八九十\d]+[）)]|注\s*\d*\s*[：:]|\d+[.、．])\s*")


def deferred_case(question: str, texts: list[str]) -> str | None:
    """The case the question names that some evidence text leaves to another rule ("行政后勤总值班"), else None."""
    for text in texts:
        for m in _DEFERRED.finditer(text):
            subject = _MARK.sub("", m.group(1)).strip()
            if _NOT_A_CASE.match(subject):
                continue
            members = [p for p in _MEMBERS.split(_LIST_TAIL.sub("", subject)) if len(p) >= 2 and p not in _GENERIC]
            case = next((p for p in members if spelled_in(p, question)), None)
            if case:
                return case
    return None


__all__ = ["deferred_case"]
