"""Where a sentence says what a question asks: the question read as the sentence with a gap.

"齐武帝派谁作为使者出使北魏" asks for what stands between "齐武帝派" and "作为使者" in "齐武帝派范缜作为使者出使北魏";
"谁推荐项斯担任县尉" for what stands before "推荐" in its clause ("郑薰推荐他担任…"). A sentence that words the question's
own frame around a filler states the answer even when the filler is a name the segmenter does not know as one (范缜,
郑薰), which the person and name checks of `fact_ties.py` rely on.
"""

from __future__ import annotations

import re

# the words that give another name of what a text speaks of ("又称细点齿鲷", "笔名朗天"): `fact_ties` and local_generate's
# glossed opening read the same ones
OTHER_NAME = "笔名|艺名|别名|别称|又名|又称|亦称|俗称|简称|原名|本名|旧称|古称|全称|学名"
_ASKING = re.compile(r"谁|什么|哪(?:个|位|家|里|儿)?")
# what the question says before its asking word that a statement words otherwise: "名字是什么" is stated "是何佩芳"
_ASKED_AS = re.compile(r"(?:的?(?:名字|名称))?(?:是|叫做?|为)$")
_CLAUSE_END = re.compile(r"[，,。；;：:！？!?\n]")
_LINK = re.compile(r"^(?:是|为|叫做?|乃|系)")  # "现任校长是何佩芳": the link is no part of the name
ANCHOR = (2, 6)  # characters of the question's frame looked for on each side of the gap
MAX_FILLER = 16


def slot_filler(question: str, text: str) -> str:
    """The stretch of `text` standing where the question's asking word stands — between the question's words just
    before and just after it, found in `text` in that order — or "" when `text` does not word the question's frame
    (each side it has, two characters or more, found; a filler of one clause, at most `MAX_FILLER` characters)."""
    q = re.sub(r"(?:呢|啊|呀)?\s*[？?。!！]*\s*$", "", question.strip())
    m = _ASKING.search(q)
    if m is None:
        return ""
    before, right = q[: m.start()], q[m.end() :]
    left = _ASKED_AS.sub("", before)
    # "冠军是谁" is stated "冠军是/为李明", not by "冠军李明无缘决赛"; "本名叫什么" by "本名王宏文" too
    linked = left != before and not re.search(f"(?:{OTHER_NAME})$", left)
    start = end = -1
    if left:
        hit = _longest(left, text, suffix=True)
        if hit is None or (linked and not _LINK.match(text[hit[1] :].lstrip(" ：:"))):
            return ""
        start = hit[1]
    if right:
        hit = _longest(right, text, suffix=False, after=max(start, 0))
        if hit is None:
            return ""
        end = hit[0]
    if start < 0 and end < 0:
        return ""
    if start < 0:  # "谁推荐…": the gap opens at its clause's start
        start = max((x.end() for x in _CLAUSE_END.finditer(text, 0, end)), default=0)
    if end < 0:  # "…诛杀谁": the gap runs to its clause's end
        found = _CLAUSE_END.search(text, start)
        end = found.start() if found else len(text)
    filler = _LINK.sub("", text[start:end].strip(" ：:"))
    return filler if 1 <= len(filler) <= MAX_FILLER and not _CLAUSE_END.search(filler) else ""


def _longest(part: str, text: str, suffix: bool, after: int = 0) -> tuple[int, int] | None:
    """Where in `text` (from `after`) the longest end (`suffix`) or start of `part` of `ANCHOR` characters stands."""
    lo, hi = ANCHOR
    for n in range(min(hi, len(part)), lo - 1, -1):
        piece = part[-n:] if suffix else part[:n]
        at = text.find(piece, after)
        if at >= 0:
            return at, at + n
    return None


__all__ = ["OTHER_NAME", "slot_filler"]
