"""Which sentence names the one who does the act a "who" question asks about.

"差旅费管理办法由哪个科室负责解释" asks who interprets: "本办法由财务科负责解释" answers it, "科室负责人出差，由分管院领导
审批" names a role too, but for another act (审批), and shares the question's words (科室, 负责) as well. The act is
what follows the asking word (谁, 哪个部门), without the words that only lead to it (来, 负责, 去); its verb — the
act's first word tagged a verb, not its object ("审批出差申请" → 审批) — must stand in the answering sentence.
"""

from __future__ import annotations

import re

from knowdesk.text.tokenize import tagged

_WHO = re.compile(r"谁|哪(?:个|位|一个)?(?:部门|科室|单位|人|领导|岗位|机构)")
_LEADS = re.compile(r"^(?:来|去|负责|能|可以|要|会|给|在|进行|统一)+")
_HAN = re.compile(r"[\u4e00-\u9fff]+")


def asked_act(question: str) -> str:
    """The verb of the act a who-question asks about ("谁来认定" → 认定, "找谁派车" → 派车, "由哪个科室负责解释" →
    解释, "由谁审批出差申请" → 审批, not its object 申请): an act of two characters or fewer is its own verb, a longer
    one's verb is its first word tagged a verb (its first two characters when none is); "" when nothing follows
    the asking word ("审批人是谁")."""
    found = list(_WHO.finditer(question))
    if not found:
        return ""
    rest = re.split(r"[，,。；;？?！!]", question[found[-1].end() :], maxsplit=1)[0]
    run = _HAN.match(_LEADS.sub("", rest.strip()))
    act = re.sub(r"[的呀啊呢吗吧]+$", "", run.group()) if run else ""
    if len(act) <= 2:
        return act
    return next((word for word, tag in tagged(act) if tag.startswith("v")), act[:2])


# the act's characters as part of an office's name ("销售管理部", "质量管理处", "安全管理中心"): they name who, not the act
# common words holding those characters name none ("审批处理", "审批全部单据", "管理大部分")
_IN_OFFICE = r"(?!全部)[\u4e00-\u9fff]?(?:部(?![分署])|处(?![理置罚分])|科|室|中心|委员会|小组)"


def does_the_asked_act(question: str, sentence: str) -> bool:
    """`sentence` names the act the who-question asks about (its verb stands in it, not only inside an office's name:
    "归谁管" is not answered by "须经集团销售管理部审批")."""
    act = asked_act(question)
    if not act:
        return False
    return any(not re.match(_IN_OFFICE, sentence[m.end() :]) for m in re.finditer(re.escape(act), sentence))


__all__ = ["asked_act", "does_the_asked_act"]
