"""What a value is asked of, and whether a sentence speaks of it.

A question names more than the thing it asks the value of: the asker's story ("新来的", "做成了"), the people around
it (客户, 同事) and the situation (加班, 在国外). The chooser reads sentences by how many of the question's words they
hold, so a sentence that names one of those side words and states a value of the asked kind can win over the one
about the thing itself: "加班晚饭能报多少钱" answered with the overtime pay rate, "客户试驾一次最长能开多久" with when a
car lent for a test drive must be back.

In a Chinese question the thing asked about stands right before the question word, the head of its noun phrase
("加班晚饭" → 晚饭; "在国外远程办公一年最多能有几天" → 远程办公), or, when nothing of its own stands there, right after
it ("公司给补多少饭钱" → 饭钱). A sentence answers for it when it, its heading or its section names that word or a
wording of it (饭钱: 餐费), or most of the noun phrase it heads ("优秀员工奖金" written 优秀员工每人奖励); among the
sentences stating the value asked, those are read first.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.local import ASKS
from knowdesk.reasoning.unnamed import named, topical
from knowdesk.text.tokenize import tagged
from knowdesk.text.wording import other_wordings

_CLAUSE_BREAK = re.compile(r"[，,；;。！!]")
_NOUN = re.compile(r"^n(?![rs])")  # a noun before the subject tells which one; a person or a place is a condition


def asked_subject(question: str, words: dict[str, float]) -> str:
    """The question's word (of `words`, its key words) naming what the value is asked of: the last one that can be a
    topic before the question word of the asking clause, else the first after it; "" when there is none."""
    clauses = [c for c in _CLAUSE_BREAK.split(question.lower()) if c.strip()]
    asking = next((c for c in reversed(clauses) if ASKS.search(c)), "")
    m = ASKS.search(asking)
    if not m:
        return ""
    found = [(asking.find(w), w) for w in words if len(w) >= 2 and w in asking and topical(w)]
    found = [(at, w) for at, w in found if not any(w != o and w in o for _, o in found)]  # the longer word
    before = [(at + len(w), w) for at, w in found if at + len(w) <= m.start()]
    if before:
        return max(before)[1]
    after = [(at, w) for at, w in found if at >= m.end()]
    return min(after)[1] if after else ""


def subject_phrase(question: str, subject: str) -> str:
    """The run of nouns of `question` ending in `subject` ("2023年度优秀员工奖金" for 奖金): the subject with the
    nouns that tell which one it is; `subject` itself when none stands before it."""
    low = question.lower()
    end = low.find(subject) + len(subject) if subject in low else -1
    if end < 0:
        return subject
    tokens, at = [], 0
    for word, tag in tagged(low[:end]):
        tokens.append((at, word, tag))
        at += len(word)
    start = end - len(subject)
    for at, word, tag in reversed(tokens):
        if at >= start:
            continue
        if at + len(word) != start or not _NOUN.match(tag):
            break
        start = at
    return low[start:end]


def speaks_of(subject: str, text: str, phrase: str = "") -> bool:
    """`text` (a sentence with its heading and section) names `subject` or one of its wordings, or most of `phrase`,
    the noun phrase it heads ("年度优秀员工奖金" is named by "2023年度优秀员工每人奖励6000元")."""
    if any(named(w, text) for w in (subject, *other_wordings(subject))):
        return True
    return len(phrase) > len(subject) and named(phrase, text)


__all__ = ["asked_subject", "speaks_of", "subject_phrase"]
