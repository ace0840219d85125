"""Lists written inline in prose: "为其缴纳养老保险、医疗保险、失业保险、工伤保险和生育保险" lists kinds of 保险, so it
answers "公司给员工交哪些保险" better than a sentence that names one 保险 among other benefits. The items of such a
list share the noun the question asks for as their tail (麻醉药品、精神药品 for 哪些药品).
"""

from __future__ import annotations

import re
from functools import lru_cache

from knowdesk.text.tokenize import tagged

_CLAUSE = re.compile(r"[，,。；;：:！!？?\n]")
# what parts a list's items: 、, or a conjunction standing as a word of its own (和 of "登记和处理", not of 和解; 或者 whole,
# not 或 leaving 者; never the 及 of 及时)
_ITEM_WORDS = frozenset({"、", "以及", "及", "和", "与", "或", "或者", "及其"})
_ASIDE = re.compile(r"[（(][^）)]*[）)]|[“”\"'《》]")
# the noun a list question asks for: after its ask ("哪些药品", "什么费用"), or before it ("红线有哪些")
_ASK = r"(?:哪些|哪几[种类项个]?|什么|几[种类项])"
_NOUN_AFTER = re.compile(_ASK + r"(?![是为在要可能会需应属算])(?P<noun>[\u4e00-\u9fff]{1,2})")  # not 哪些是…
_NOUN_BEFORE = re.compile(r"(?P<noun>[\u4e00-\u9fff]{2})(?:都|主要|一般)?(?:有|包括|包含|是|分为)" + _ASK)
MIN_SHARED = 2  # items ending in the asked noun
# a noun's first character its kinds end in as a suffix: 费用 → 设备费、业务费, 保险 no, 险金 → 保险金
_SUFFIX_HEADS = frozenset("费险金")
MIN_LISTED = 3  # items of a list closed by 等 and the asked noun
LAST_REACH = 8  # characters into the last item where its noun may end, before what the list is said to do


def enumerates_the_asked(text: str, question: str) -> bool:
    """Some clause of `text` lists two or more items (parted by 、, the last by 和/及/或) ending in a noun the
    question asks for: 保险 in 养老保险、医疗保险 for "哪些保险", 费 in 交通费、住宿费 for "哪些费用"; the last item
    goes on with what is said of them ("麻醉药品、精神药品不得作为样品发放")."""
    nouns = asked_nouns(question)
    for clause in _CLAUSE.split(text):
        if "、" not in clause:
            continue
        items = [_ASIDE.sub("", part).strip() for part in list_items(clause)]
        if any(sum(_ends_in(item, noun, last=k == len(items) - 1) for k, item in enumerate(items)) >= MIN_SHARED
               for noun in nouns):  # fmt: skip
            return True
        if len(items) >= MIN_LISTED and any(_closes_with(items[-1], noun) for noun in nouns if len(noun) == 2):
            return True
    return False


def _closes_with(last: str, noun: str) -> bool:
    """The list's last item closes it with 等 and the asked noun ("邮箱、教务、财务等全部信息系统" for 哪些系统): every
    item before is one of them, whatever each ends in."""
    at = last.find("等")
    return at >= 1 and 0 <= last.find(noun, at) - at <= LAST_REACH


@lru_cache(maxsize=4096)
def list_items(clause: str) -> tuple[str, ...]:
    """The clause parted at its list separators: 、 and the conjunctions the segmenter reads as words of their own
    ("双方可以和解、调解或者仲裁" → 双方可以和解 / 调解 / 仲裁), so a word holding 和, 及 or 或 stays whole."""
    items: list[str] = [""]
    for word, _ in tagged(clause):
        if word in _ITEM_WORDS:
            items.append("")
        else:
            items[-1] += word
    return tuple(items)


def asked_nouns(question: str) -> set[str]:
    """The noun a list question asks for, as two characters and as one (费用 as written, 费 as 交通费 ends)."""
    nouns: set[str] = set()
    for m in _NOUN_BEFORE.finditer(question):  # 费用 as written, 费 as 设备费 ends ("直接费用包括哪些")
        noun = m.group("noun")
        nouns |= {noun, noun[:1]} if noun[:1] in _SUFFIX_HEADS else {noun}  # not 要 of 要求, 资 of 资料
    for m in _NOUN_AFTER.finditer(question):
        nouns |= {m.group("noun"), m.group("noun")[:1]}
    return nouns


def heads_the_asked(heading: str, question: str) -> bool:
    """A list's heading names what the question asks for ("六条红线" over its items for "红线有哪些")."""
    return any(len(noun) == 2 and noun in heading for noun in asked_nouns(question))


def _ends_in(item: str, noun: str, last: bool) -> bool:
    """The item is a kind of `noun` (麻醉药品 of 药品, not 药品 itself)."""
    if len(item) > len(noun) and item.endswith(noun):
        return True
    at = item.find(noun)
    return last and 1 <= at <= LAST_REACH - len(noun)
