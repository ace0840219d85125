"""Who holds a post at one place or unit ("华中区的区域经理是谁", "华东大区的QA经理是谁"): a conclusion that never names
that place or unit answers for others.

A directory lists its regions, shops or teams one row each; when the asked one has no row, the table look-up and the
sentence search still find the post, and answer with every other region's holder or with a rule where the post acts
("其他偏差的延期由QA经理批准"). The asked unit is the words before "的" in "X的Y是谁" when they name a place (a place
word, 华中 of 华中区) or end like a unit (门店, 大区, 二组); the conclusion, with its document and section, must name
it — whole, by most of its character pairs (城东店 for 宁波城东店) or by each place word in it (深圳 for 深圳门店).
A person before "的" ("徐婷的上级是谁"), the asker's own unit ("我们店", "本部门", "该公司") or the whole company
("公司", "总部") is no unit that a directory gives a row of: those asks are left to the other checks.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.unnamed import named
from knowdesk.text.person_names import PLACE_ENDS
from knowdesk.text.places import places

# "X的Y是谁" in one clause of the question: X the unit, Y the post (a clause's own words, no other 的 inside)
_HOLDER_ASKED = re.compile(r"([^，,；;。？?！!的]{2,12})的([^，,；;。？?！!的]{2,10}?)(?:是谁|是哪位|是哪个)")
# what a unit's name ends with besides a place's ending (在线二组, 华东大区, 党政办公室, 冲压车间)
_UNIT_ENDS = (*PLACE_ENDS, "组", "大区", "室", "车间", "门店", "分公司", "事业部", "办")
# the asker's own or the one just spoken of ("我们店", "本部门", "这个组"), after a polite opening ("请问")
_POLITE = re.compile(r"^(?:请问|想问一?下|问一?下)")
_OWN_PERSON = re.compile(r"^(?:我们|咱们|我)")
_THIS = re.compile(r"^(?:本|该|这|那|贵)(?:个|家|所|边)?")
_GENERIC_UNIT = re.compile(
    r"部门|部|店|门店|单位|科室|科|组|班组|车间|中心|院|公司|分公司|子公司|司|区|大区|片区|站|处|室|办|事业部|团队|项目部?"
)
# the whole employer, which has no row of its own in a directory of its units
_WHOLE_COMPANY = frozenset(["公司", "总部", "单位", "集团", "总公司", "企业"])


def _own_unit(unit: str) -> bool:
    """The asker's own unit ("我们店") or the one just spoken of ("本部门", "该店", "这个组", "本公司财务部", "这边"):
    after 本, 该, 这, 那 or 贵 a generic unit word follows, so a place opening with the same character (本溪分公司,
    贵阳门店, 那曲站) is a unit of its own."""
    bare = _POLITE.sub("", unit)
    if _OWN_PERSON.match(bare):
        return True
    m = _THIS.match(bare)
    if m is None:
        return False
    rest = bare[m.end() :]
    return m.group().endswith("边") or not rest or _GENERIC_UNIT.match(rest) is not None


def _named_unit(unit: str, text: str) -> bool:
    """`text` names the unit: whole or by most of its character pairs, one of them from its own name before the
    unit word (城东 of 宁波城东店), since every unit of a kind shares that word (本溪分公司 and 沈阳分公司 share 分公司)."""
    if not named(unit, text):
        return False
    ending = max((e for e in _UNIT_ENDS if unit.endswith(e)), key=len, default="")
    own = unit[: len(unit) - len(ending)] if ending else unit
    return own.lower() in text.lower() or any(own[i : i + 2].lower() in text.lower() for i in range(len(own) - 1))


def unit_not_named(question: str, conclusion: str, context: str = "") -> str | None:
    """Why `conclusion` (read with `context`: its document, section and locator) does not say who holds the post at
    the unit `question` asks about, else None."""
    m = _HOLDER_ASKED.search(question)
    if not m:
        return None
    unit = m.group(1).strip()
    if _own_unit(unit) or _POLITE.sub("", unit) in _WHOLE_COMPANY:
        return None
    place_words = places(unit)
    if not place_words and not unit.endswith(_UNIT_ENDS):
        return None
    around = f"{context} {conclusion}"
    if _named_unit(unit, around) or (place_words and all(named(p, around) for p in place_words)):
        return None
    return f"the question asks who holds the post at {unit!r} and the conclusion never names it"


__all__ = ["unit_not_named"]
