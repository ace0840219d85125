"""A compound the question asks about, and a sibling compound the conclusion names instead.

Rules name their things by a modifier and a head: 缴存基数 and 缴存比例, 销售经理 and 销售顾问, 夜班津贴 and 夜班补贴. Two
compounds sharing the modifier are siblings, each its own thing: the contribution rate does not say how the base is
set, nor the consultant's allowance the manager's. A conclusion that names a sibling of the asked compound and never
the compound itself answers for the sibling, whichever step chose it (a sentence, a tier, a table row), and the
word checks on the whole evidence pass it because the modifier and the question's other words are there.

A head sharing a character with the asked one is taken for the same thing written another way (月租 for 租金). A head
that only says what kind of value is meant (标准, 规定, 金额: "午餐标准" answers "午餐补贴多少") or whom a rule
is for in general (人员, 员工) makes no sibling, on either side.
"""

from __future__ import annotations

import re
from itertools import pairwise

from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.named_kinds import spelled_in
from knowdesk.text.tokenize import get_tokenizer, tagged

# words that describe any value or any group: "X标准", "X规定", "X人员" are the same X's rule, not a sibling thing; the
# class words of pay are one class however a rule writes them (夜班津贴 is 夜班补贴); and whose a thing is in general
# (公司电脑) is no modifier telling one thing from another
_GENERIC = re.compile(
    r"^(?:标准|规定|要求|办法|制度|政策|规则|规范|细则|情况|问题|事项|事宜|内容|时间|期间|金额|数额|额度|费用|上限|下限|"
    r"范围|方式|方法|流程|程序|手续|条件|人员|员工|职工|同事|部门|岗位|单位|工作|管理|相关|有关|其他|津贴|补贴|补助|"
    r"公司|企业|集团|本人|个人|自己)$"
)
# the tags of a noun a compound is made of: nouns, nouns of a verb (考勤), abbreviations, a trade term; not a place or a
# person (北京办公室, 王经理), which other checks read
_NOUN_TAG = re.compile(r"^(?:n(?![rs])|vn|j|nz)")
# a head may be tagged a name by the segmenter (顾问 nr); an abbreviation (j) is no head: jieba tags 一共 so
_HEAD_TAG = re.compile(r"^(?:n(?!s)|vn|nz)")
_CJK = re.compile(r"^[\u4e00-\u9fff]{2,}$")


def _specific(word: str) -> bool:
    return bool(_CJK.match(word)) and not _GENERIC.match(word)


def asked_compounds(question: str) -> list[tuple[str, str]]:
    """The (modifier, head) compounds the question names: one word the dictionary builds of two ("缴存基数" →
    缴存 + 基数), or two nouns side by side ("销售经理" cut 销售 / 经理)."""
    tok = get_tokenizer()
    words = tagged(question)
    out: list[tuple[str, str]] = []
    for (w1, t1), (w2, t2) in pairwise(words):
        if _NOUN_TAG.match(t1) and _HEAD_TAG.match(t2) and _specific(w1) and _specific(w2):
            out.append((w1, w2))
    for w, t in words:
        if not _NOUN_TAG.match(t) or len(w) < 4 or not _CJK.match(w):
            continue
        parts = [p for p in tok.cut_for_search(w) if p != w and len(p) >= 2]
        for p in parts:
            head = w[len(p) :]
            if w.startswith(p) and head in parts and _specific(head):
                out.append((p, head))
                break
    return out


def sibling_named(question: str, conclusion: str, context: str = "") -> str | None:
    """The sibling compound `conclusion` names in place of one the question asks about ("缴存比例" for 缴存基数,
    "销售顾问" for 销售经理), or None: the asked compound or its head is written in the conclusion or its `context`
    (document, section: "书面形式订立劳动合同" writes the contract asked for), or no other specific head follows its
    modifier in the conclusion. A who-question asks for a person, not for the compound it mentions."""
    if ask_of(question).kind == "who":
        return None
    around = re.sub(r"\s+", "", f"{context} {conclusion}")
    compact = re.sub(r"\s+", "", conclusion)
    for modifier, head in asked_compounds(question):
        if head in around or spelled_in(modifier + head, around) or modifier not in compact:
            continue
        for at in (m.end() for m in re.finditer(re.escape(modifier), compact)):
            after = tagged(compact[at : at + 6])
            if not after:
                continue
            word, tag = after[0]
            # a head sharing a character with the asked one is more often the same thing in the rule's words (月租 for
            # 租金, 薪资 for 工资) than a sibling
            if not set(word) & set(head) and _HEAD_TAG.match(tag) and _specific(word):
                return modifier + word
    return None


__all__ = ["asked_compounds", "sibling_named"]
