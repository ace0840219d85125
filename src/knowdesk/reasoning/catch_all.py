"""A row (or a column) that stands for whatever a table does not list ("Tier C (all other cities)", "其余地区", "一般地区" beside
"西藏、青海、新疆"): a place the question names and no row lists is looked up there, rather than answering nothing.
A class row such as "其他城市" is not one — its members are listed elsewhere (a city sheet), so a city missing there
stays unanswered (`table_misses.py`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from knowdesk.text.places import names_a_province

_CATCH_ALL = re.compile(
    r"\b(?:all|any)\s+other\b|\bother\s+(?:cities|countries|locations|regions|places|destinations|sites)\b|"
    r"\belsewhere\b|\brest of the world\b|其他所有|所有其他|其余(?:城市|地区|国家|地点|省份|省市)|以外的?(?:城市|地区|国家)|其他国家|未列明",
    re.I,
)
# "一般地区" is the rest only when it stands against named provinces or regions; on its own (一般地区（除重点城市外）)
# its members are what a city sheet leaves out, and the question's city may be listed there
_GENERAL_REGION = re.compile(r"^一般地区")


def is_catch_all(cell: str, siblings: Sequence[str] = ()) -> bool:
    """Whether the key cell stands for places no other row lists; `siblings` are the other rows' cells of its column."""
    if _CATCH_ALL.search(cell) is not None:
        return True
    return _GENERAL_REGION.search(cell) is not None and any(names_a_province(s) for s in siblings)


# a column for everyone the other columns leave out ("正高级职称人员 | 副高级职称人员 | 其他人员")
_OTHER_PEOPLE = re.compile(r"^(?:其他|其余|一般|普通)(?:人员|员工|职工|教职工|工作人员|教职员工)$")
# the asker's role, as a question names it: "我是讲师", "普通老师", "一般职员"; 员工 and 职工 alone frame any question
# ("员工去北京出差…", as unnamed._FRAMES reads them), so they are a role only as "普通员工", "一般职工", "我是员工"
_ROLE = re.compile(
    r"(?P<role>(?:普通|一般)?[\u4e00-\u9fff]{0,3}?(?:老师|教师|讲师|助教|职员|专员|干事|科员|工人|技术员|工程师|助理|辅导员)"
    r"|(?:普通|一般|(?<=我是))(?:员工|职工))"
)
# a rank a listed column may hold under a name the question does not use (教授 is 正高级; 副主任 is 副高)
_RANK_WORD = re.compile(r"教授|研究员|院士|主任|总监|领导|高级|资深|首席|[正副总]|长")
# what every column of people says, so no sign that the question's role is one of them
_PEOPLE_WORDS = re.compile(r"人员|职称|及|以上|以下|级|的|员工|职工")


def other_people_column(question: str, names: Sequence[str]) -> int | None:
    """Of value columns named for groups of people, the one standing for everyone else ("其他人员") when the question
    names the asker's role and no other column can hold it ("我是讲师" beside 校领导及正高级职称人员 and 副高级职称人员
    → 其他人员); None when no column is such, or the role carries a rank word (教授, 副主任, 高级工程师) or shares a
    character with another column's group, so it may be one of the listed."""
    others = [i for i, n in enumerate(names) if _OTHER_PEOPLE.match(n.strip())]
    if len(others) != 1 or len(names) < 2:
        return None
    roles = [m.group("role") for m in _ROLE.finditer(question)]
    if len(roles) != 1 or _RANK_WORD.search(roles[0]):
        return None
    listed = "".join(_PEOPLE_WORDS.sub("", n) for i, n in enumerate(names) if i != others[0])
    if not listed or set(roles[0]) & set(listed):
        return None
    return others[0]
