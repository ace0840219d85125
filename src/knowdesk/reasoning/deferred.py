"""A case the documents rule elsewhere: "行政后勤总值班另行规定", "实验技术、图书资料等系列另行规定".

Such a sentence says the rules at hand do not cover the case it names; a question about that case ("行政后勤的总值班，
一次值班费给多少") is answered by a rule the knowledge base does not hold, so the neighbouring rule of the covered cases
must not answer it. The case is the clause's subject before 另行规定 (a list's members each, their shared head word
set aside); a clause opening with what the rule is set by ("按学校当年校历另行规定") or a condition ("资助方另有规定的，
从其规定") names no case left out.

The same holds of a class a rule or table says it leaves out (`excluded_case`): "项目经理、各专业主管执行管理岗薪酬方案，
不适用本表", "机关职能部门人员不适用本办法", whose own employer's rules it follows ("外包人员按其所属供应商的规定执行"), or
whose standard another party sets ("加盟店员工的员工餐、餐补…标准由加盟商自行制定"). Only for a question about what the table's section or the rule's document is about (the table of 岗位津贴
leaves 项目经理 out of 岗位津贴, not out of every allowance), and not when the sentence goes on to state the class's own
value ("控制塔调度员不适用本表，另发…每月800元"). "X执行/实行…办法" alone leaves nothing out: in most rules it says the
class follows the regime described beside it ("全体员工执行公司统一的考勤制度。上班时间为9:00"); and "各门店的排班表由
店长自行制定" says who sets it, no class left out.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.named_kinds import spelled_in
from knowdesk.reasoning.unnamed import topical
from knowdesk.text.tokenize import words

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


# a sentence of a rule, up to its full stop or semicolon
_SENTENCE = re.compile(r"[^。；;\n]+")
# what leaves the class out: the rule or table itself, whole (不适用本表, 不适用本办法; not "不适用本办法第十二条关于…的规定"),
# or another party setting it (由加盟商自行制定)
_NOT_THIS = re.compile(r"不适用(?:于)?本(表|办法|规定|制度|标准|方案)(?=\s*(?:[，,。；;]|$))")
# or its own employer's rules ("外包人员按其所属供应商的规定执行", "派遣员工按其派遣单位的制度执行")
# — an outside party's (not "按其岗位对应的标准执行", "按其所在地的最低工资标准执行": this rule's own standard, applied)
_THEIR_OWN = re.compile(
    r"按其(?:所属|派遣|原)?[^，,。；;]{0,8}?(?:单位|公司|供应商|机构|企业)的?(?:规定|制度|办法)执行(?=\s*(?:[，,。；;]|$))"
)
_SET_BY_OTHERS = re.compile(r"^(?P<who>[^，,：:]{2,40}?)由[^，,]{2,12}?自行(?:制定|规定|确定|发放)")
# where the subject of the clause ends: the rule it follows or whom it is set by
_SUBJECT_END = re.compile(r"执行|实行|按|由|参照|依照|根据|[，,]")
_BRACKETS = re.compile(r"[（(][^）)]*[）)]")
_HEADS = re.compile(r"(?:人员|员工|职工)$")  # a class's head word: "机修人员" is named "机修工" as often
_FRAME_CLASSES = frozenset(["员工", "职工", "人员", "全体", "本人"])
_VALUE = re.compile(r"\d")


def _classes(subject: str) -> list[str]:
    """The classes a subject lists ("门店总经理、销售经理、售后经理等管理岗位" → 门店总经理, 销售经理, 售后经理), each also
    without its head word (机修人员 → 机修), its labels and glosses in brackets set aside."""
    subject = _BRACKETS.sub("", _MARK.sub("", subject)).strip()
    subject = subject.split("等", 1)[0] if "等" in subject[2:] else subject
    found = []
    for member in _MEMBERS.split(subject):
        member = member.strip().removeprefix("各")
        for form in (member, _HEADS.sub("", member)):
            if len(form) >= 2 and form not in _GENERIC and form not in _FRAME_CLASSES:
                found.append(form)
    return found


def _about(scope: str, question: str) -> bool:
    """The question speaks of what `scope` (a section's or a document's title) is about: one of its words of the trade
    ("岗位津贴", "加班") stands in the question."""
    return any(len(w) >= 2 and topical(w) and spelled_in(w, question) for w in words(scope))


def excluded_case(question: str, passages: list[Passage]) -> str | None:
    """The class the question names that a rule or table of the evidence leaves out of what the question asks about
    ("项目经理的岗位津贴" beside "项目经理…不适用本表" on the 岗位津贴 sheet), else None."""
    for p in passages:
        for sentence in _SENTENCE.findall(p["body"]):
            sentence = _MARK.sub("", sentence.strip())
            case = _excluded_in(sentence, question, p)
            if case:
                return case
    return None


def _excluded_in(sentence: str, question: str, p: Passage) -> str | None:
    """The class `sentence` leaves out, when the question names it and asks of what the sentence's scope is about."""
    not_this = _NOT_THIS.search(sentence) or _THEIR_OWN.search(sentence)
    if not_this:
        if _VALUE.search(sentence[not_this.end() :]):  # "不适用本表，另发控制塔岗位津贴每月800元": its own value
            return None
        subject = _SUBJECT_END.split(sentence[: not_this.start()], maxsplit=1)[0]
        scope = p["section"] if not_this.re is _NOT_THIS and not_this.group(1) == "表" else p["document"]
    else:
        others = _SET_BY_OTHERS.match(sentence)
        if not others:
            return None
        owner, _, items = others.group("who").partition("的")
        if owner.startswith("各"):  # "各门店的排班表由店长自行制定": every store's, set by its manager; none left out
            return None
        if not items or not any(spelled_in(i, question) for i in _classes(items)):
            return None  # "加盟店员工的员工餐、餐补…由加盟商自行制定": the items set so, one of them asked
        subject, scope = owner, ""
    if _NOT_A_CASE.match(subject.strip()):
        return None
    owner = subject.split("的", 1)[0]  # "分包单位作业人员的现场补贴": the class is whose it is
    case = next((c for c in _classes(owner) if spelled_in(c, question)), None)
    if case and (not scope or _about(scope, question)):
        return case
    return None


__all__ = ["deferred_case", "excluded_case"]
