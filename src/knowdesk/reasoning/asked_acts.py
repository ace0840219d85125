"""The act a steps question asks how to do: 申诉 of "对处罚不服，怎么申诉" or of "申诉流程是什么", 补办 of "工牌丢了
如何补办". A sentence naming it, or standing under a heading naming it ("七、申诉"), tells how to do that act; the items
of another procedure beside it ("处罚按下列程序办理：（一）…") do not, however many of the question's other words they
share.
"""

from __future__ import annotations

import re

# the verbs of a procedure a steps question names (`asks.py` reads them as steps); 办理 and 走 name no act of their own
_ACTS = "申请|申领|申报|申诉|复核|上报|报告|登记|备案|注销|挂失|退宿|入住|报销|补办|领取|开通|投诉|举报"
_ASKED = re.compile(
    rf"(?:怎么|如何|怎样|咋)样?(?:去|来|才能)?(?P<how>{_ACTS})|(?P<named>{_ACTS})的?(?:流程|步骤|程序|手续)"
)


def asked_act(question: str) -> str:
    """The act the question asks how to do ("怎么申诉" → 申诉), "" when it names none of them."""
    m = _ASKED.search(question)
    return (m.group("how") or m.group("named")) if m else ""


__all__ = ["asked_act"]
