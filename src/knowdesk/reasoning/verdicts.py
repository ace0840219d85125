"""Whether a sentence gives the yes or no a question asks for.

"三类会议能安排住宿吗" is answered by "三类会议不安排住宿", "出差打车的钱能单独报销吗" by "…不再另行报销", "寒假里还发助教
津贴吗" by "寒暑假不发放助教津贴": a negation or a permission standing right before the act the question asks about.
A sentence that only shares the question's topic ("工作餐标准为每人次不超过120元") says neither. The local answer ranks
a sentence giving the verdict above its neighbours for a yes/no question (`local_generate.py`).
"""

from __future__ import annotations

import re

# a verdict: forbidden, not done, not needed — or allowed; the bounds (不超过, 不少于, 不满) set a value, not a verdict
_VERDICT = re.compile(
    r"不得|不予|不再|不能|不可|不准|不允许|禁止|严禁|无需|不需要?|不用|不作|可以|允许|准予|"
    r"不(?!超过|少于|满|足|低于|高于|等于|同|论|限|仅|但|是|属|含|包括)"
)
# how far after the verdict the act it rules may start ("不再另行报销": 另行 between)
_REACH = 4
# characters that say how a question is asked, never the act itself
_ASKING = frozenset("的了是在有和与或及吗呢吧啊呀么什怎谁哪几多少请我你要能可以会该应需还给算不没让被把")


def _acts(question: str) -> frozenset[str]:
    """The question's own content characters (the act and its object)."""
    return frozenset(c for c in question if "\u4e00" <= c <= "\u9fff" and c not in _ASKING)


def gives_verdict(question: str, sentence: str) -> bool:
    """`sentence` forbids, denies or allows the act `question` names: a verdict word followed, within a few
    characters, by one of the question's content characters."""
    acts = _acts(question)
    if not acts:
        return False
    for m in _VERDICT.finditer(sentence):
        after = sentence[m.end() : m.end() + _REACH]
        if any(c in acts for c in after):
            return True
    return False


__all__ = ["gives_verdict"]
