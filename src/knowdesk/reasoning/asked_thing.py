"""The thing a value question asks the value of, which the sentence stating the value must name.

"驾驶员的基本工资是多少" on rules that state only the drivers' 安全行车奖: the evidence names 驾驶员 (the class the
value is asked for) and states an amount, yet no sentence stating an amount speaks of 基本工资. The thing asked about
is the noun the question word counts ("几天年假") or heads in the asking clause (基本工资, 押金), read back from it over
the modal and copular words between (要交, 是, 最多) but never across a verb of two characters ("补办要多少钱" asks
what 补办 costs, not what the 门禁卡 before it is); only a word of the trade counts (not 公司, 标准, 额度, 费用, which
general text writes often). Other nouns of the question (its qualifiers, its scene) are left to `unnamed.py`:
requiring all of them refused answers written in other words.

A yes/no question asks of a thing too (`asked_object`): the noun the act at its end takes ("宿舍可以养猫吗" → 养猫,
"公务用车可以装行车记录仪吗" → 行车记录仪). The rest of the question (the dormitory, the official car) is its context:
evidence that names the context and never the thing does not answer it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from knowdesk.reasoning.unnamed import general_idf, named, topical
from knowdesk.text.a_not_a import A_NOT_OR_NOT_YET
from knowdesk.text.language import language_of
from knowdesk.text.tokenize import get_tokenizer, tagged, words
from knowdesk.text.wording import other_wordings

__all__ = [
    "asked_object",
    "asked_thing",
    "counted_thing",
    "names_asked_thing",
    "names_in_its_words",
    "the_asked",
]

# where the asking starts: a question word, or a way of asking a length or size
_ASKING = re.compile(r"多少|几|多久|多长|多大|多高|多远|多重|什么|哪|啥")
_CLAUSE_BREAK = re.compile(r"[，,；;。？?！!]")
# the words between the thing and the question word that ask nothing of their own: pronouns, numbers and measure
# words, adverbs (最多, 每月), particles, prepositions, time words
_BETWEEN = re.compile(r"^(?:r|m|q|d|u|p|c|y|t|f|ul|uj)")
THING_IDF = 7.0  # jieba IDF under which a noun is general text (额度 6.7, 费用 6.3), over it a term (补贴 7.1, 押金 10)
# a question word that counts (几天, 几套, 多少), not one asking how long (多久, 多长时间) or at what hour (几点)
_COUNTING = re.compile(r"^(?:几(?![点时])|多少)")
WORD_FREQ = 20  # jieba's count of a pair that is a word people write (礼金 45), not a rare run (合定 3)
_NOUN = re.compile(r"^(?:n(?!s|r)|vn)")  # a noun, not a place or a person (those are conditions of the question)


def _asking_clause(question: str) -> tuple[str, str]:
    """The clause of `question` holding its first way of asking, cut there: what stands before the question word
    ("科研项目开会的会议费综合定额是") and what from it on ("几天年假")."""
    for clause in _CLAUSE_BREAK.split(question):
        m = _ASKING.search(clause)
        if m:
            return clause[: m.start()], clause[m.start() :]
    return "", ""


def asked_thing(question: str) -> str:
    """The noun the question word heads in a Chinese question: the one it counts ("客服一年有几天年假" → 年假), else
    the one before it ("青年教师公寓押金要交多少" → 押金, "驾驶员的基本工资是多少" → 基本工资), else, when the asking
    clause names no noun at all, the one its clause before ends on ("科研经费报销打车费，一次最多报多少" → 车费) unless that
    clause tells an event (进了工地: the scene); "" when
    the asking clause names none that a rule must write: a verb of its own asks of an act ("门禁卡丢了补办要多少钱"), an
    everyday noun (标准, 额度) or a frame names no thing of the trade."""
    if language_of(question) != "zh":
        return ""
    before, after = _asking_clause(question)
    if before and not any(_NOUN.match(tag) for _, tag in tagged(before)) and _counted(after) is None:
        told = _told_before(question, before + after)
        # "没穿反光背心就进了工地，罚多少钱": a clause telling what happened (了, 过) ends on the scene, not the thing
        return _tail_noun(told) if told and not _narrated(told) else ""
    counted = _counted(after)
    if counted is not None:
        return counted
    tokens = tagged(before)
    at = len(before)  # where the word read starts
    for word, tag in reversed(tokens):
        at -= len(word)
        if len(word) == 1 or _glued_modal(word):  # 要, 交, 是, 钱, 能报: a modal, a copula, a guessed character
            continue
        if _NOUN.match(tag):
            return _thing(word, before, at)
        if not _BETWEEN.match(tag):  # a verb (补办, 报销) or an adjective: the question asks of it
            return ""
    return ""


def _told_before(question: str, clause: str) -> str:
    """The clause of `question` right before `clause`, "" when `clause` opens the question."""
    clauses = [c for c in _CLAUSE_BREAK.split(question) if c.strip()]
    at = next((i for i, c in enumerate(clauses) if clause.startswith(c) or c.startswith(clause)), 0)
    return clauses[at - 1] if at > 0 else ""


def _narrated(clause: str) -> bool:
    """`clause` tells an event: an aspect mark (了, 过) standing after a verb ("进了工地"), not a character of a word
    (超过, 通过: "加班超过三小时的夜宵" names the thing)."""
    tokens = tagged(clause)
    return any(w in "了过" and tokens[i - 1][1].startswith("v") for i, (w, _) in enumerate(tokens) if i > 0)


# how a question asks yes or no: an A-not-A verb (有没有, 能不能), a modal asking (能否, 是否) or a closing 吗
_YES_NO = re.compile(A_NOT_OR_NOT_YET + r"|能否|是否|可否|[吗么]\s*[？?！!。]*$")
# the words ending a clause that ask nothing: particles, punctuation and the question's closing 吗
_CLOSING = re.compile(r"^(?:y|uj|ul|e|x|w)$")
# what a thing asked of may be tagged: a noun (not a person's, a place's nor an organisation's name: those are
# conditions), a verbal noun or a time word the tagger gave a thing ("夜宵")
_OBJECT_TAG = re.compile(r"^(?:n(?![rst])|vn|t$)")


def asked_object(question: str) -> str:
    """The thing a Chinese yes/no question asks about (`_YES_NO`): the run of nouns its asking clause ends on, the
    thing the act is done to ("公务用车可以装行车记录仪吗" → 行车记录仪, "客服中心有没有免费的上下班班车" → 班车). ""
    for a question asking a value (its thing is `asked_thing`'s), for a clause ending on its act ("食堂的饭菜能打包带走吗":
    the noun before is the act's subject, which rules write in their own words, 餐食), or for no word of the trade."""
    if language_of(question) != "zh" or _ASKING.search(question):
        return ""
    clause = next((c for c in _CLAUSE_BREAK.split(question) if _YES_NO.search(c)), "")
    if not clause:
        return ""
    return _tail_noun(clause)


def _glued_modal(word: str) -> bool:
    """A modal glued to a one-character verb, a run general text never writes ("能报", "要交"): no noun."""
    return len(word) == 2 and word[0] in "能可要会得" and general_idf(word, 0.0) == 0.0


def _tail_noun(clause: str) -> str:
    """The run of nouns `clause` ends on (its closing particles aside), "" when it ends on anything else."""
    return _noun_run([(w, tag) for w, tag in tagged(clause) if not _CLOSING.match(tag)])


def _noun_run(tokens: list[tuple[str, str]]) -> str:
    """The nouns ending `tokens`, joined ("行车" "记录仪" → 行车记录仪), when they name a thing of the trade."""
    run: list[str] = []
    for word, tag in reversed(tokens):
        if not _OBJECT_TAG.match(tag) or (run and not topical(word)):  # 同事换班: the colleague only frames it
            break
        run.insert(0, word)
    thing = "".join(run).lower()
    if len(thing) < 2 or not topical(thing) or not topical(run[-1]) or not _specific(run[-1]):
        return ""
    return "" if _act_on_everyday_thing(thing) else thing


def _act_on_everyday_thing(word: str) -> bool:
    """A two-character "noun" the tagger made of a verb and its object ("交钱"; "养猫" too), whose object is
    everyday text (钱): how the asker tells paying, which a rule writes in its own words (缴纳), not a thing of the
    trade."""
    if len(word) != 2:
        return False
    verb, thing = (tagged(c) for c in word)
    return verb[0][1] == "v" and thing[0][1].startswith("n") and general_idf(word[1], THING_IDF) < THING_IDF


@lru_cache(maxsize=256)
def the_asked(question: str) -> str:
    """The thing a question asks about, read from its structure: a yes/no question's (`asked_object`), else a
    value's (`asked_thing`); read once for the choice of language and the reading of the evidence."""
    return asked_object(question) or asked_thing(question)


def counted_thing(question: str) -> str:
    """The noun the question word counts ("客服一年有几天年假" → 年假), else "": the narrow reading a table look-up is
    held to, since a table's terse headers (标准, 金额) rarely repeat the noun a question's value is asked of."""
    if language_of(question) != "zh":
        return ""
    return _counted(_asking_clause(question)[1]) or ""


def _counted(after: str) -> str | None:
    """The noun the question word counts, right after it and its measure word ("几套工作服" → 工作服, "多少天年假" →
    年假; of a run of nouns its last, "几份身份证复印件" → 复印件); None when none of two characters or more follows
    ("多少钱", "几次假": the thing is then the noun before the question word)."""
    tokens = tagged(after)
    if not tokens or not _COUNTING.match(tokens[0][0]):
        return None
    at, i = len(tokens[0][0]), 1  # the question word's own token (几天, 多少) names nothing
    while i < len(tokens) and tokens[i][1][:1] in ("m", "q"):  # 多少 / 天
        at += len(tokens[i][0])
        i += 1
    head, start = "", at
    while i < len(tokens) and _NOUN.match(tokens[i][1]):
        head, start = tokens[i][0], at
        at += len(head)
        i += 1
    return _thing(head, after, start) if len(head) >= 2 else None


def _thing(word: str, clause: str, at: int) -> str:
    """`word`, standing at `at` of `clause`, as the thing asked about when it is a specific noun cut soundly."""
    return word.lower() if _specific(word) and not _cut_across(clause, at, at + len(word)) else ""


def _specific(word: str) -> bool:
    """A word of the trade a rule writes when it states the thing's value (押金, 定额, 基本工资), not one general text
    writes often (额度, 总额, 费用: jieba's IDF under `THING_IDF`; a sentence stating "免费用电100度" gives the 额度
    without the word) nor a modal glued to a verb ("能干" of "一天能干多久")."""
    return topical(word) and word[0] not in "能可" and general_idf(word, THING_IDF) >= THING_IDF


def _cut_across(clause: str, start: int, end: int) -> bool:
    """The word at `start:end` was cut across another: a character beside it forms with its edge a word of the
    dictionary ("生日礼金发多少钱" cut 礼 / 金发, where 礼金 is the word; not 合定 of "综合定额", a pair jieba's
    dictionary holds only as a rare run)."""
    freq = get_tokenizer().FREQ
    return any(
        len(pair) == 2 and _HAN.fullmatch(pair) and freq.get(pair, 0) >= WORD_FREQ
        for pair in (clause[max(0, start - 1) : start + 1], clause[end - 1 : end + 1])
    )


def names_asked_thing(thing: str, context: str) -> bool:
    """`context` (a sentence with its heading and section) names the thing asked about, in its words, another
    wording of them (年假 / 年休假) or a word opening on one of its morphemes (`_respelled`); a sentence in another
    language than the thing's is not held to it (its words are translations)."""
    if not thing or language_of(context) != "zh":
        return True
    return names_in_its_words(thing, context) or _respelled(thing, context)


def names_in_its_words(thing: str, context: str) -> bool:
    """`context` names the thing in its words or another wording of them (年假 / 年休假), not by a word sharing one
    morpheme (丧假 is no 假期): strict enough to let it stand for the question's other words (`unnamed.Asked`)."""
    return any(named(w, context) for w in (thing, *other_wordings(thing)))


def _respelled(thing: str, context: str) -> bool:
    """A two-character thing the context writes by another word opening on one of its morphemes: 房租 as 租金, 发票 as
    票据, 奖金 as 奖励, 分值 as "每分 5 元" (the morpheme alone, as the thing's first). A word that shares only the
    thing's head is another kind of it (押金 / 租金, 额度 / 金额), no other wording."""
    if len(thing) != 2:
        return False
    found = (w.removeprefix("每") or w for w in words(context) if _HAN.fullmatch(w))  # 每分: per 分
    return any(w[0] in thing and (len(w) >= 2 or w == thing[0]) for w in found)


_HAN = re.compile(r"[\u4e00-\u9fff]+")
