"""A near miss by a sibling: the question names one member of a set (a shift 早餐档, a member grade SVIP会员, a kind of
food 海鲜) that the evidence never names, and the conclusion states the value of another member of the same set
(夜宵档, 黄金会员, the row "解冻后的肉类、禽类"). The value is that sibling's; answering with it would be confident and
wrong, so the question is refused. A subject merely unmentioned is not enough (measured: refusing on any missing
word cost far more right answers than it gained); the conclusion must name the sibling in the asked one's place:

- the same head: the question's two nouns "早餐 档", the first never in the evidence, and the conclusion's "夜宵 档",
  a content word the question does not hold before the same head;
- the same table: the conclusion is a row whose key was matched by a word of the question (解冻后) while none of the
  key's nouns or codes is asked, and the question names a noun that neither the evidence nor the conclusion holds
  and that shares no character with the key's nouns (鸡肉 may be one of 肉类、禽类; 海鲜 is not);
- every row: a table answered by condition (the question naming none of its rows) while the question names a noun
  no passage and no line of the answer holds, nor two characters of it a row (门卫保安 beside 冲压类、焊接类; 投诉率
  beside 一次解决率; 焊接工 may be 焊接类): the member asked
  is not in the table (`unlisted_member`). A word the asker says they lack (没有学会职务) or goes to (在金华, a place:
  places have their own check) names no member, nor one framing who asks (员工) or the kind of answer (哪个科室); a table with a row for every other member (其他人员)
  lists them all.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from knowdesk.reasoning.named_kinds import BESIDES, spelled_in
from knowdesk.reasoning.unnamed import _FRAMES, _everyday
from knowdesk.text.tokenize import tagged
from knowdesk.text.wording import other_wordings

_NOUN = re.compile(r"^(?:n|nz|ns|nr|eng|j|b)")  # jieba tags of words that can name a member (海鲜 is tagged ns)
_ASKED_NOUN = re.compile(r"^(?:n|nz|ns|eng|j)$")  # a noun the question names a member by (not a person's name)
_SIBLING = re.compile(r"^(?:n|nz|ns|nr|eng|j|b|t|l|a)")  # what names a member in a rule (夜宵 is tagged t)
_PLACE_WORD = frozenset("内外上下里前后中间时")  # "多长时间内", "店里": where or when, not which member
_MODAL = re.compile(r"^[要能会可该]|[要能会可该]$")  # "能报", "内要": a verb's helper the segmenter glued on
_COUNT = re.compile(r"[\d一二两三四五六七八九十几多每]")
_ROW_KEY = re.compile(
    r"（([^（）]+)）\s*$"
)  # a looked-up row's key, as its locator closes: "4.3 保质期管理（解冻后的肉类）"
_CODE = re.compile(r"[A-Za-z]+\d*")
_MEMBER_NOUN = re.compile(r"^(?:n|nz|eng|j)$")  # 金华 and 保安 are both nz: a place is told by what stands before it
_DENIED = re.compile(r"(?:没有|没|无|不是|非)[\u4e00-\u9fff]{0,4}$")
_GOES_TO = re.compile(r"[在去到从赴来]$")
_ANY_OTHER = re.compile(r"其他|其它|其余")
_ASKED_FOR = re.compile(
    r"(?:哪个|哪些|哪一?[个类种家位]?|什么|几个?)$"
)  # "该问哪个科室": the kind of answer, not a member


def _named(word: str, evidence: str) -> bool:
    return spelled_in(word, evidence) or any(w in evidence for w in other_wordings(word))


def sibling_named(question: str, conclusion: str, context: str, evidence: Sequence[str]) -> str | None:
    """Why `conclusion` (its locator in `context`) states another member's value than the one `question` names,
    reading `evidence` (the passages' texts) for what is named anywhere; None when nothing says so."""
    if not re.search(r"[\u4e00-\u9fff]", question):
        return None
    joined = "\n".join(evidence)
    return _same_head(question, conclusion, joined) or _same_table(question, conclusion, context, joined)


def _same_head(question: str, conclusion: str, evidence: str) -> str | None:
    """ "早餐档" asked, "夜宵档" concluded: the modifier asked is nowhere in the evidence, another stands before the head."""
    asked = [(w, f) for w, f in tagged(question) if w.strip()]
    said = [(w, f) for w, f in tagged(conclusion) if w.strip()]
    for (mod, mod_tag), (head, head_tag) in pairwise(asked):
        if not (_NOUN.match(mod_tag) and _NOUN.match(head_tag)) or len(mod) < 2 or _COUNT.search(mod):
            continue
        if head in _PLACE_WORD or mod[-1] in _PLACE_WORD or _MODAL.search(mod) or BESIDES.match(mod + head):
            continue
        if _named(mod, evidence) or _named(mod + head, evidence) or (not mod.isascii() and _everyday(mod)):
            continue
        for (other, other_tag), (then, _) in pairwise(said):
            sibling = other != mod and len(other) >= 2 and bool(_SIBLING.match(other_tag))
            if then == head and sibling and other not in question and not _COUNT.search(other):
                return (
                    f"the question names {mod}{head}, which the evidence never does; the conclusion is {other}{head}'s"
                )
    return None


def _same_table(question: str, conclusion: str, context: str, evidence: str) -> str | None:
    """A row matched by a word of the question beside its key's nouns ("解冻后的海鲜" → "解冻后的肉类、禽类")."""
    m = _ROW_KEY.search(context)
    if not m:
        return None
    key = m.group(1).split(" / ")[0]
    nouns = [w for w, f in tagged(key) if _NOUN.match(f) and not re.search(r"\d", w)]
    if not nouns or any(spelled_in(w, question) for w in nouns if len(w) >= 2):
        return None
    if any(code in question for code in _CODE.findall(key)):
        return None
    if not any(len(w) >= 2 and w in question for w, _ in tagged(key)):
        return None
    known = f"{evidence}\n{conclusion}"
    chars = set("".join(nouns))
    for w, f in tagged(question):
        if not _ASKED_NOUN.match(f) or len(w) < 2 or re.match(_COUNT, w) or _everyday(w):
            continue
        if not _named(w, known) and not set(w) & chars:
            return f"the question names {w}, which no row holds; the row concluded from is {key}"
    return None


def unlisted_member(question: str, answer: str, evidence: Sequence[str]) -> str | None:
    """Why an answer listing every row of a table by condition does not answer `question`: the question names a noun
    that neither the passages' texts (`evidence`) nor the answer hold; None when it names none."""
    if not re.search(r"[\u4e00-\u9fff]", question) or not re.search(r"[\u4e00-\u9fff]", "".join(evidence)):
        return None
    if _ANY_OTHER.search(answer):  # "乡科级及以下及其他人员": a row for every member the others leave out
        return None
    known = "\n".join([*evidence, answer])
    at = 0
    for w, f in tagged(question):
        start = question.find(w, at)
        at = start + len(w) if start >= 0 else at
        before = question[: max(start, 0)]
        if not _MEMBER_NOUN.match(f) or len(w) < 2 or re.match(_COUNT, w) or _MODAL.search(w) or _everyday(w):
            continue
        if any(w[i : i + 2] in answer for i in range(len(w) - 1)):  # 焊接工 may be the row 焊接类
            continue
        if _FRAMES.search(w) or _ASKED_FOR.search(before):  # who asks (员工), or what kind of answer (哪个科室)
            continue
        if not _named(w, known) and not _DENIED.search(before) and not _GOES_TO.search(before):
            return f"the question names {w}, which no row of the table answered by condition holds"
    return None


__all__ = ["sibling_named", "unlisted_member"]
