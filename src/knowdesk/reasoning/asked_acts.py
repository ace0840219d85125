"""The act a steps question asks how to do: 申诉 of "对处罚不服，怎么申诉" or of "申诉流程是什么", 补办 of "工牌丢了
如何补办". An item, lead-in or heading naming it tells how to do that act; the items of a procedure the question's
other clause names ("处罚按下列程序办理：（一）…" for 对处罚不服) are the steps of that other procedure, however many of
the question's words they share. A procedure's lead-in that does not repeat the verb ("年休假按以下程序办理：" for
怎么申请年假) is still the procedure asked.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.asks import PROCEDURE_ACTS

# the verbs of a procedure a steps question names: those `asks.py` reads as steps, and those it reads by other words
_ACTS = rf"{PROCEDURE_ACTS}|复核|报销|补办|领取|开通|投诉|举报"
_HOW = re.compile(rf"(?:怎么|如何|怎样|咋)样?(?:去|来|才能)?(?P<act>{_ACTS})")
# the procedure a steps question names: 申诉 of "申诉流程是什么", 请假 of "请假的手续"
ASKED_PROCESS = re.compile(r"(?P<topic>[\u4e00-\u9fff]{2})的?(?:流程|步骤|程序|手续)")


def steps_act(question: str) -> str:
    """The act the question asks how to do ("怎么申诉" → 申诉, "申诉流程" → 申诉), "" when it names none of them."""
    if m := _HOW.search(question):
        return m.group("act")
    named = ASKED_PROCESS.search(question)
    return named.group("topic") if named and re.fullmatch(_ACTS, named.group("topic")) else ""


def of_the_asked_process(text: str, question: str) -> bool:
    """The text speaks of the procedure the question names ("申诉流程" is not "处罚按下列程序办理"); a question naming
    none ("怎么申请退宿") is asked of no one procedure (the 入住 procedure beside it is not its answer)."""
    named = ASKED_PROCESS.search(question)
    return named is not None and named.group("topic") in text


def of_the_other_clause(question: str, act: str, lead_in: str) -> bool:
    """The lead-in names a noun the question gives in a clause other than the one asking the act: 处罚 of
    "对处罚不服，怎么申诉" in "违规处罚按下列程序办理：" (the procedure of the cause, not of the act asked)."""
    clauses = [c for c in re.split(r"[，,。；;？?！!\s]+", question) if c and act not in c]
    head = re.split(r"[：:]", lead_in, maxsplit=1)[0]
    return any(
        c[i : i + 2] in head
        for c in clauses
        for i in range(len(c) - 1)
        if re.fullmatch(r"[\u4e00-\u9fff]{2}", c[i : i + 2])
    )


__all__ = ["ASKED_PROCESS", "of_the_asked_process", "of_the_other_clause", "steps_act"]
