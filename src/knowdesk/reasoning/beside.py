"""Whether a sentence states the asked value beside the words the question frames it with.

Sentences of one topic share the question's words; the one that answers states the value where the question
asks for it: "连续工作满多少年可以签无固定期限合同" is answered by "连续工作满十年的", not by "用工之日起满一年不与
劳动者订立书面劳动合同的，视为…无固定期限劳动合同", which holds as many of its words and a value of a year too, but
beside other words. The frame is the question's words nearest its ask word ("多少年", "几天", "多少");
a value of the asked kind (`Ask.fit`) in the same clause, within `NEAR` characters of one of them, stands beside it.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.asks import Ask, state_spans
from knowdesk.text.numbers import arabic_numerals

NEAR = 8  # characters between a frame word and the value: "月计薪天数（21.75天）", "报警电话：119"
# the words that ask for the value ("多少年", "几天", "多久", "哪一年")
_ASKING = re.compile(r"多少|几|多久|多长|哪一?年|何时|什么时候|哪天|哪一天")
# a bound asks for the value only when no word above does ("每月最多能扣多少" asks at 多少)
_BOUND = re.compile(r"上限|下限|最多|最少|最长|最短|最高|最低")
_CLAUSE = re.compile(r"[，,。；;？?！!\s]")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_BREAK = re.compile(r"[，,；;。]")  # the value and its frame word stand in one clause


def frame_words(question: str, words: dict[str, float]) -> list[tuple[str, bool]]:
    """The question's words (of two characters or more) nearest its asking word on either side, in its clause,
    each with whether it comes before the asking word: "在一家单位连续工作满多少年" → [(工作, True)] (not 单位,
    which any rule of an employer names); [] when the question holds no asking word."""
    q = arabic_numerals(question).lower()
    m = _ASKING.search(q) or _BOUND.search(q)
    if m is None:
        return []
    lo = max((c.end() for c in _CLAUSE.finditer(q, 0, m.start())), default=0)
    end = _CLAUSE.search(q, m.end())
    hi = end.start() if end else len(q)
    before = [
        (m.start() - q.rfind(w, lo, m.start()) - len(w), w) for w in words if len(w) >= 2 and w in q[lo : m.start()]
    ]
    after = [(q.find(w, m.end(), hi) - m.end(), w) for w in words if len(w) >= 2 and w in q[m.end() : hi]]
    return [(min(side)[1], first) for side, first in ((before, True), (after, False)) if side]


def value_beside(text: str, ask: Ask, frame: list[tuple[str, bool]]) -> bool:
    """Does `text` state a value of the asked kind within `NEAR` characters of a frame word and in its clause, on the
    side the question asks it ("当月工资的20%" for "工资里扣多少", not "二倍的工资")?"""
    if not frame or not ask.wants_value:
        return False
    t = arabic_numerals(text).lower()
    spans = [(a, b) for a, b in state_spans(ask.kind, t) if ask.fit(t[a:b]) >= 1.0]
    if ask.numeric and not spans:
        spans = [m.span() for m in _NUMBER.finditer(t)]
    for w, first in frame:
        for m in re.finditer(re.escape(w), t):
            for a, b in spans:
                gap = t[m.end() : a] if first else t[b : m.start()]
                if (a >= m.end() if first else b <= m.start()) and len(gap) <= NEAR and not _BREAK.search(gap):
                    return True
    return False


__all__ = ["frame_words", "value_beside"]
