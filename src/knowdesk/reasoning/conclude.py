"""A conclusion line from a source sentence: numbering and heading words stripped, cut to the clause that
states what was asked (with the clause naming its subject), and the article it belongs to for the citation.

"二、假期类别与天数 第四条 年假（带薪年休假） （一）员工在公司连续工作满12个月后，每年享有带薪年休假7天；"
asked "年假有几天" gives "员工在公司连续工作满12个月后，每年享有带薪年休假7天" citing 第四条.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.asks import Ask
from knowdesk.text.language import language_of
from knowdesk.text.numbers import halfwidth_digits

_CN = "一二三四五六七八九十百千零〇两"
# numbering and structure words at a sentence's start: 第四条 / 二、 / （一） / 1. / 2.1 / ① / 注：
_LEAD = re.compile(
    rf"^\s*(?:第[{_CN}\d]+[条章节款项部篇](?:之[{_CN}\d]+)?\s*|[{_CN}]+[、.．]\s*|[（(][{_CN}\d]+[）)]\s*|"
    r"\d+(?:\.\d+)+\s+|\d+[、.．)](?!\d)\s*|[①-⑳]\s*|[注答]\s*[:：]\s*|[-•·*]\s+)+"
)
_ARTICLE = re.compile(rf"第[{_CN}\d]+条(?:之[{_CN}\d]+)?")
# an article heading opens a line ("第四十四条 有下列情形之一的…"); "根据第八条的规定" inside prose only cites one
_ARTICLE_HEAD = re.compile(rf"(?:^|\n)[ \t#*]*(第[{_CN}\d]+条(?:之[{_CN}\d]+)?)")
_CLAUSE_END = re.compile(r"(?<=[，,；;：])|(?<=:)(?!\d)")  # "10:00" is a time, not a clause end
_TAIL = "，,；;：: "
MAX_CONCLUSION = 90  # characters: one line a colleague would say
MAX_ENGLISH = 240  # the same line in English letters
# kinds whose answer has no form of its own (a value, a step, 可以/不得): found by where the question's words are
OPEN_KINDS = frozenset(["general", "who", "list", "definition"])
ASKING_RUN = 40  # characters a run found by the question's words grows to with the clauses after it


def strip_lead(text: str) -> str:
    """The sentence without its leading numbering ("（二）", "第十二条", "3.") or list marks."""
    return _LEAD.sub("", text).strip()


def article_of(body: str, start: int, heading: str = "") -> str:
    """The article (第N条) a sentence starting at `start` of `body` belongs to: the last one named at or
    before it, within its own heading or text. "" when the document has no articles."""
    found = _ARTICLE_HEAD.findall(heading) or _ARTICLE_HEAD.findall(body[: start + 8])
    return found[-1] if found else ""


def _clauses(text: str) -> list[str]:
    return [c for c in _CLAUSE_END.split(text) if c.strip()]


def _words_in(words: dict[str, float], text: str) -> float:
    low = text.lower()
    return sum(w for k, w in words.items() if k in low)


def conclusion_of(sentence: str, ask: Ask, words: dict[str, float]) -> str:
    """The shortest run of clauses of `sentence` that states what `ask` asks for and names its topic,
    numbering stripped; the whole sentence when it is already short or no clause states it."""
    text = halfwidth_digits(strip_lead(sentence)).lstrip("，,、；;。 ")  # a sentence cut after a bracket's comma
    if _mostly_latin(text):  # an English comma does not part clauses the way "，" does: the sentence stays whole
        return close_sentence(text if len(text) <= MAX_ENGLISH else text[:MAX_ENGLISH].rsplit(" ", 1)[0])
    open_kind = ask.kind in OPEN_KINDS and not ask.numeric
    if len(text) <= 60 or (open_kind and len(text) <= MAX_CONCLUSION):
        # a line's worth: whole, when the kind asked has no form to cut to (an office named "by form" for 是谁
        # is as often not the answer as the person the sentence names)
        return close_sentence(text)
    parts = _clauses(text)
    run = text[:MAX_CONCLUSION] if ask.kind == "general" and not ask.numeric else _stated_run(parts, ask, words)
    if open_kind:
        asked = _asking_run(parts, ask, words, run)
        if asked is not None:
            return close_sentence(asked)
    return close_sentence(run)


def _stated_run(parts: list[str], ask: Ask, words: dict[str, float]) -> str:
    """The run of clauses stating a value or answer of the asked kind by its form, with the clause naming its
    subject; the first clauses up to `MAX_CONCLUSION` when none states it."""
    fits = [ask.fit(c) for c in parts]
    # "多少天内" concludes on the clause stating days, not the one stating 1年
    strong = max(fits, default=0.0) if ask.kind == "duration" and ask.unit else 0.0
    stating = [i for i, f in enumerate(fits) if f > 0 and f >= strong]
    if not stating:
        return _cut(parts)
    # a tie between parallel clauses ("申报中级职称的，提交1—2篇；申报副高级职称的，提交2—3篇") goes to the one whose
    # subject clause, just before it, names the question's words
    best = max(stating, key=lambda i: (_words_in(words, parts[i]), _words_in(words, parts[i - 1]) if i else 0.0, -i))
    lo = hi = best
    if len("".join(parts[stating[0] : stating[-1] + 1])) <= MAX_CONCLUSION:  # every value it states, in order
        lo, hi = stating[0], stating[-1]
    # the clause before names the subject ("员工在公司连续工作满12个月后，每年享有…") when the topic words are there
    while lo > 0 and _words_in(words, "".join(parts[lo - 1 : hi + 1])) > _words_in(words, "".join(parts[lo : hi + 1])):
        lo -= 1
    if len("".join(parts[lo : hi + 1])) < BARE_RUN and hi + 1 < len(parts):  # a bare value: its sequel completes it
        hi += 1
    if ask.kind == "steps" and lo > 0 and len("".join(parts)) <= MAX_CONCLUSION:
        lo, hi = 0, len(parts) - 1  # a step that fits a line is read whole: "报销人登录报销系统，选择…" not from 选择
    while ask.kind == "steps" and hi + 1 < len(parts) and len("".join(parts[lo : hi + 2])) <= MAX_CONCLUSION:
        hi += 1  # a procedure goes on past its first step: "填写《加班申请单》，经部门经理和总经理签字后交人力资源部"
    run = "".join(parts[lo : hi + 1])
    if len(run) > MAX_CONCLUSION and lo < best:
        run = "".join(parts[best : hi + 1])
    return run


def _asking_run(parts: list[str], ask: Ask, words: dict[str, float], cut: str) -> str | None:
    """For a question whose answer has no form to find it by (a name, a place, a description), the run from the
    clause holding most of the question's words besides those the sentence opens with (they name its subject)
    when `cut`, the run chosen by form or position, misses that clause: "深水埗关帝庙，…，供奉三国时期蜀国大将
    关羽，…，由华人庙宇委员会管理" asked "深水埗关帝庙供奉的是谁" concludes on 供奉…关羽, not on the clause
    naming a body by form; a general question's answer past the first `MAX_CONCLUSION` characters is reached.
    None when `cut` holds that clause or no clause past the subject holds a word of the question."""
    if len(parts) < 2:
        return None
    head = parts[0].lower()
    rest = {k: w for k, w in words.items() if k not in head}
    scores = [_words_in(rest, c) for c in parts]
    best = max(range(len(parts)), key=lambda i: (scores[i], ask.fit(parts[i]), -i))
    if scores[best] <= 0:
        return None
    if parts[best] in cut:
        return None
    lo = hi = best
    while (
        lo > 0
        and len("".join(parts[lo - 1 : hi + 1])) <= MAX_CONCLUSION
        and (_words_in(words, "".join(parts[lo - 1 : hi + 1])) > _words_in(words, "".join(parts[lo : hi + 1])))
    ):  # the clause before names the subject
        lo -= 1
    while hi + 1 < len(parts) and (
        len("".join(parts[lo : hi + 1])) < BARE_RUN
        or len("".join(parts[lo : hi + 2])) <= ASKING_RUN
        or parts[hi].rstrip().endswith((":", "："))
    ):  # a bare clause, a short one or a lead-in: its sequel completes it
        hi += 1
    if lo > 0 and len("".join(parts[lo : hi + 1])) < BARE_RUN:  # a bare last clause ("…的征状，揭发案件"): the one
        lo -= 1  # before it says how
    run = "".join(parts[lo : hi + 1])
    return run[:MAX_CONCLUSION] if len(run) > MAX_CONCLUSION else run


def _mostly_latin(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(c.isascii() for c in letters) > 0.8 * len(letters)


BARE_RUN = 12  # characters: a run shorter ("1973年，", "根据规定，") says nothing on its own


def _cut(parts: list[str]) -> str:
    """The first clauses up to `MAX_CONCLUSION`, and at least one past a bare opening ("1973年，…")."""
    out = ""
    for c in parts:
        if len(out) >= BARE_RUN and len(out) + len(c) > MAX_CONCLUSION:
            break
        out += c
    return out


def close_sentence(text: str, *, row_end: bool = True) -> str:
    """`text` without a trailing comma or colon, ending in a full stop in its language ("." for any English line:
    "7 days — “Tier B”"); a table row ending in "|" is left open unless `row_end` is False."""
    text = text.rstrip(_TAIL)
    if text and text[-1] not in ("。！？.!?|" if row_end else "。！？.!?"):
        text += "." if text.isascii() or language_of(text) == "en" else "。"
    return text


__all__ = ["article_of", "close_sentence", "conclusion_of", "strip_lead"]
