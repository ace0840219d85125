"""A clause the question names by its number ("洁净区规程4.2.2条说的是什么", "差旅办法第十二条讲的啥"): the answer is
that clause's own text, found by its number at the start of a line of the named document, not the sentence
sharing most words with the question (which names only the document).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.evidence import bigrams
from knowdesk.text.numbers import cn_int

_CN = "一二三四五六七八九十百零两"
# the clause the question names, and a word asking what it says
# (a number with one dot is a clause only when called one: "上浮1.5是什么意思" asks about a coefficient)
_CLAUSE_REF = re.compile(
    rf"(?P<article>第(?P<n>[{_CN}\d]+)条)|(?<![\d.])(?P<dotted>\d+(?:\.\d+){{2,}}|\d+\.\d+(?=\s*[条款节]))\s*(?:条|款|节)?"
)
# what the rest of the question asks: only what the clause says ("4.2.2条说的是什么", "第十二条讲的啥", "4.4条怎么规定的"),
# not a question of its own that cites it ("按第十二条，自驾能报多少")
_ASKS_WHAT = re.compile(
    r"^\s*[条款节]?\s*(?:的)?(?:具体)?(?:内容|规定)?\s*(?:说|讲|写|规定)?(?:的|了)?\s*(?:是)?\s*"
    r"(?:什么|啥|哪些|些什么)(?:内容|意思|规定)?\s*[？?]?\s*$|"
    r"^\s*[条款节]?\s*(?:是)?怎么(?:规定|说|写|讲)的?\s*[？?]?\s*$"
)
_ARTICLE_LINE = re.compile(rf"^\s*第(?P<n>[{_CN}\d]+)条")


@dataclass(frozen=True)
class NamedClause:
    passage: Passage
    reference: str  # as the document writes it: 4.2.2, 第十二条
    text: str  # the clause after its number


def named_clause(question: str, passages: Sequence[Passage],
                 siblings: Callable[[str], list[Passage]] | None = None) -> NamedClause | None:  # fmt: skip
    """The clause the question names by number, from the document whose title the question names best (its other
    fragments too: the clause need not be among those retrieved), or None when it names none or no line opens
    with it."""
    refs = list(_CLAUSE_REF.finditer(question))
    if len(refs) != 1 or not _ASKS_WHAT.match(question[refs[0].end() :]):
        return None
    ref = refs[0]
    pool = list(passages)
    seen = {p["fragment_id"] for p in pool}
    for p in passages if siblings is not None else []:
        for s in siblings(p["fragment_id"]):  # type: ignore[misc]
            if s["fragment_id"] not in seen:
                pool.append(s)
                seen.add(s["fragment_id"])
    asked = bigrams(question[: ref.start()])
    found = []
    for p in pool:
        for line in p["body"].split("\n"):
            text = _opens_with(line.strip(), ref)
            if text:
                title = bigrams(p["document"])
                found.append((len(asked & title) / max(1, len(title)), p, text))
    if not found:
        return None
    score, p, text = max(found, key=lambda x: x[0])
    if len({d["document"] for s, d, _ in found if s == score}) > 1:
        return None  # two documents hold the clause and the question names neither better
    return NamedClause(p, ref.group("article") or ref.group("dotted"), text)


def _opens_with(line: str, ref: re.Match[str]) -> str:
    """The rest of `line` when it opens with the clause `ref` names ("4.2.2 用流动水…"; 第12条 for 第十二条)."""
    if ref.group("dotted"):
        number = ref.group("dotted")
        m = re.match(rf"{re.escape(number)}(?![\d.])[\s、．.:：]*(?P<rest>\S.*)$", line)
        return m.group("rest") if m else ""
    m = _ARTICLE_LINE.match(line)
    if m is None or cn_int(m.group("n")) is None or cn_int(m.group("n")) != cn_int(ref.group("n")):
        return ""
    return line[m.end() :].strip(" 　：:")
