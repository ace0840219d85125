"""Spoken shorthand in a question put the way rules write it, before anything reads the question.

Employees type "一天的工资", "几个钟头", "评几回", "不到3个月", "押多少钱"; rules write 日工资, 小时, 次, 不满,
押金. Each rule below rewrites one such way of speaking — a verb, a unit or a bound — never a topic, so every
later step (the kind asked, the key words, the tier, the table) reads the question in the documents' words. Topics
written another way are `text/wording.py`'s. An English word typed into a Chinese question ("promotion 一年评几回")
gets the Chinese the workplace lexicon gives it beside it ("promotion（晋升）"), so Chinese rules are found and named.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.bridge import lexicon
from knowdesk.text.language import language_of
from knowdesk.text.tokenize import get_tokenizer, tagged

_NUMBER = r"[\d一二两三四五六七八九十半]+"
# the verbs after 没 that name an act not done (没批, 没休完, 没满, 没签, 没收到, 没打卡…), the ones rules write with 未
_NOT_DONE_VERBS = ("批", "休", "满", "签", "交", "缴", "发", "过", "到", "收到", "报", "打卡", "调休", "用完", "通过",
                   "提供", "提交", "审批", "领", "请", "走", "经", "给", "拿", "做", "办理", "完成", "达到", "参加",
                   "系", "戴", "违", "超", "考", "来", "上班", "转正", "按", "及时", "备案", "登记", "通知", "培训", "安排")  # fmt: skip

_SPOKEN: tuple[tuple[re.Pattern[str], str], ...] = (
    # "一天的工资咋算": the daily wage, not a leave of one day
    (re.compile(r"(?:一天|一日|每天|每日)的?(?:工资|薪水|薪资|工钱)"), "日工资"),
    # "几个钟头": hours
    (re.compile(r"钟头"), "小时"),
    # "评几回", "换多少回": times; not 回扣, 回报, 回款, 回执, 回访, 回收, 回馈 ("拿了多少回扣")
    (re.compile(r"(几|多少)回(?![复答应来去家扣报款执访收馈])"), r"\1次"),
    # "一个礼拜", "礼拜六": the week and its days, which rules write with 周 (一周, 周六); not a religious service (做礼拜)
    (re.compile(r"(?<!做)个?礼拜[天日]"), "周日"),
    (re.compile(r"(?<!做)个礼拜(?![堂寺])|(?<![做去个])礼拜(?![堂寺])"), "周"),
    # "不到3个月": a rule's 不满
    (re.compile(rf"不到(?={_NUMBER}\s*(?:个)?(?:月|年|周|天|日|小时))"), "不满"),
    # "要押多少钱": the deposit (押金); not a wage held back for a time ("工资押几天发", "押多少天")
    (re.compile(r"押(?=多少(?!\s*个?(?:天|日|周|月|年|小时)))"), "押金"),
    # "没批就加班", "年假没休完", "没满一年": an act not done, which rules write with 未 (未经审批, 未休完, 未满); only
    # before a verb listed here, so not 没有 (having none), 没收 (confiscating; 没收到 is not received), 没问题,
    # 没时间, 没必要, 没事, 没法, 没用, 没关系…, nor the A-not-A question "领没领", "休息没休息" (`_a_not_a`)
    (re.compile(rf"没(?=(?:{'|'.join(_NOT_DONE_VERBS)}))"), "未"),
)


# an English word in lower case (a code such as RSU, OA or P8 is written as is in Chinese rules too)
_ENGLISH_WORD = re.compile(r"(?<![A-Za-z0-9])[A-Za-z][a-z]{3,}(?![A-Za-z0-9])")
_CJK = re.compile(r"[\u4e00-\u9fff]")


def plain_wording(question: str) -> str:
    """`question` with its spoken shorthand put in the documents' words ("一天的工资咋算" → "日工资咋算")
    and its English words glossed in Chinese when the question is Chinese."""
    for pattern, written in _SPOKEN:
        question = pattern.sub(lambda m, w=written: m.group() if _a_not_a(m) else m.expand(w), question)
    if language_of(question) == "zh":  # not "How many boxes of 舒脉宁 …": an English question's words are its own
        question = _SPLIT_VERB.sub(_joined_verb, question)
        question = _ENGLISH_WORD.sub(lambda m: _glossed(m.group(), question), question)
    return question


# a verb-object word said with a measure word or an aspect mark inside ("换个班", "请个假", "加了班", "打过卡"): rules
# write the word whole (换班, 请假, 加班, 打卡), and the segmenter would cut the spoken form into 换个 / 班
_SPLIT_VERB = re.compile(r"([\u4e00-\u9fff])[个了过]([\u4e00-\u9fff])(?=([\u4e00-\u9fff]?))")


# the segmenter's tags of what never takes an object: a number, a pronoun, a measure word, a time or place word,
# a preposition, a conjunction, an adverb, a particle
_NOT_A_VERB = re.compile(r"^[mrqtfpcdu]")


def _joined_verb(m: re.Match[str]) -> str:
    """ "换个班" → "换班" when the two characters joined are a verb-object word of the dictionary (a verb or a term,
    换班 is tagged nz), the first alone is no number, pronoun or time word (这个, 一个, 上个月), the object does not
    open a longer word with the character after it ("换个岗位": 岗位 is the object, kept as said), nor the mark with
    it ("扣个税": 个税 is the income tax)."""
    verb, obj, after = m.group(1), m.group(2), m.group(3)
    joined, mark = verb + obj, m.group()[1]
    tok = get_tokenizer()
    if not tok.FREQ.get(joined) or (after and tok.FREQ.get(obj + after)) or tok.FREQ.get(mark + obj):
        return m.group()
    word = tagged(joined)
    if _NOT_A_VERB.match(tagged(verb)[0][1]) or len(word) != 1 or word[0][1] not in ("v", "vn", "nz"):
        return m.group()
    return joined


def _a_not_a(m: re.Match[str]) -> bool:
    """The match is the negation inside an A-not-A question ("领没领", "休息没休息"): asked, not stated as not done."""
    text, at = m.string, m.start()
    if m.group() != "没":
        return False
    return any(0 < n <= at and text[at - n : at] == text[at + 1 : at + 1 + n] for n in (1, 2))


def _glossed(word: str, question: str) -> str:
    """ "promotion" → "promotion（晋升）"; the word alone when the lexicon has no Chinese for it or the question
    already writes it."""
    chinese = next((v for v in lexicon().get((word.lower(),), ()) if _CJK.search(v)), "")
    return f"{word}（{chinese}）" if chinese and chinese not in question else word


__all__ = ["plain_wording"]
