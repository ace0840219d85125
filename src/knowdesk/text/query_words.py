"""Question language removed from a query before keyword search.

Documents state things; questions ask them. The words that do the asking (谁, 为什么, 哪一年, 怎么办,
几天, 多长时间, 请问, 您好) and the A-not-A forms (能不能, 是不是, 有没有, 可不可以) are rare in documents, so BM25
gives them a high IDF and rewards whichever passage happens to hold one; and jieba's search mode
cuts 能不能 into 不能, 是不是 into 不是, 有没有 into 没有, a negation the asker never meant. The A-not-A
form is reduced to its positive verb (能不能用 → 能用), the asking words are dropped. Dense retrieval
still sees the whole question.
"""

from __future__ import annotations

import re

# A-not-A: 能不能 → 能, 可不可以 → 可以, 有没有 → 有
_A_NOT_A = re.compile(r"([能是有会要好对行用去需])[不没]\1|可不可以|有没有")
_A_NOT_A_KEEP = {"可不可以": "可以", "有没有": "有"}

# asking words and greetings, longest first
ASKING = (
    "为什么", "为何", "怎么回事", "怎么办", "怎么样", "什么时候", "什么样", "哪一年", "哪一天", "哪一个",
    "哪些", "哪个", "哪里", "哪儿", "哪位", "哪种", "哪部", "哪家", "哪年", "哪天", "何时", "多久",
    "请问一下", "请问", "想问一下", "想问", "请教", "您好", "你好", "谢谢",
)  # fmt: skip
_ASKING = re.compile("|".join(map(re.escape, ASKING)))
_SINGLE = re.compile(r"谁(?![知料])|哪(?![吒怕])")  # alone they ask; 谁知/谁料/哪怕/哪吒 do not
# how many / how long: 几天, 几个, 多少钱, 多长时间 (the answer states the number: 7天, 500元)
_HOW_MANY = re.compile(
    r"(?<![0-9零一二三四五六七八九十百千万好])几[天个年月日次号点岁位名种条项周]|多少[天个年月次钱元人]|多长时间|多长|多大|多远|多高"
)


def keyword_query(text: str) -> str:
    """The query with its asking words removed and A-not-A forms reduced (the text itself if nothing
    else would remain)."""
    cleaned = _A_NOT_A.sub(lambda m: _A_NOT_A_KEEP.get(m.group(0), m.group(1)), text)
    cleaned = _HOW_MANY.sub(" ", _SINGLE.sub(" ", _ASKING.sub(" ", cleaned)))
    return cleaned if re.search(r"[\w\u4e00-\u9fff]", cleaned) else text
