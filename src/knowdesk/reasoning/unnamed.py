"""What a question names and the evidence never does: the one check behind refusing "the evidence is about
something else".

Three shapes of the same miss, most specific first:
- a row of a table: a code or a place the key column does not list ("P9的住宿标准" when levels stop at P8;
  `table_misses.py`);
- a kind of leave, bonus or allowance: a modifier before a class word ("陪产假" on a policy with 产假 only;
  `named_kinds.py`);
- a place the question names ("深圳的最低工资标准" on rules that speak of 当地 only);
- the question's topic: its longest word that everyday text does not use everywhere (general-language IDF:
  "病假期间可以出去旅游吗" turns on 旅游, not on 期间), that does not only frame the question (同事, 平时, 上班) and
  is no count ("半个" of 半个月) nor only tells when or where the asker's situation happens ("跑长途的时候",
  "在工地"), unless
  most of the question's words stand in one sentence ("团建" written 团队建设); the topic may be written another
  way (`wording.py`: 辞退 / 解除劳动合同).

A word is named when it stands whole, spelled with a character or two inside ("法定年假" → 法定年休假), or by most
of its character pairs.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.bridge import lexicon
from knowdesk.reasoning.formulas import occasion_of
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local import asked_head
from knowdesk.reasoning.local_answer import fuzzy_coverage
from knowdesk.reasoning.named_kinds import BESIDES, kind_not_in_evidence, spelled_in
from knowdesk.reasoning.table_misses import missing_row
from knowdesk.text.a_not_a import A_NOT_OR_NOT_YET
from knowdesk.text.language import language_of
from knowdesk.text.places import places, province_of
from knowdesk.text.tokenize import get_tokenizer, tagged
from knowdesk.text.wording import other_wordings

TOPIC_SHARE = 0.5  # of the question's words one sentence holds to be about its topic without naming it whole
GENERIC_IDF = 6.0  # jieba IDF below which a word is everyday text (国家 4.0, 一般 4.3, 期间 5.1; 旅游 6.4, 加班 9.3)
NAMED_SHARE = 0.5  # of a word's character pairs a text holds to name it

__all__ = [
    "Asked",
    "general_idf",
    "main_topic",
    "missing_row",
    "named",
    "topical",
    "unnamed_qualifier",
    "unnamed_topic",
]


@lru_cache(maxsize=1)
def _idf() -> tuple[dict[str, float], float]:
    import jieba.analyse  # its IDF table loads on first use

    table = jieba.analyse.default_tfidf
    return table.idf_freq, table.median_idf


def general_idf(word: str, unknown: float) -> float:
    """`word`'s IDF in general Chinese text (jieba's table: 国家 4.0, 押金 10.1), `unknown` for a word it lacks."""
    return _idf()[0].get(word, unknown)


# words that frame a question rather than name its topic: who asks or is asked about (同事, 男同事, 员工) and when,
# relatively (平时, 现在); a rule writes 员工 or nothing there, so its evidence need not name them
_FRAMES = re.compile(
    r"(同事|员工|职工|老师|同学|领导|老板|上司|自己|本人|大家|我们|平时|平常|平日|日常|通常|现在|目前|最近|以前|以后|上班|下班)$"
    # the asker's superior told the way people speak of them ("直属领导": 直属 / 领导): a rule names the post
    r"|^(?:直属|顶头)$"
    # the asker's own day, month or year ("本月被扣了3次", "下周要请客户吃饭"): when it happens to them, which a rule
    # never names
    r"|^(?:今天|昨天|明天|后天|前天|本周|这周|上周|下周|本月|上月|上个月|这个月|下月|下个月|当月|今年|去年|明年|"
    r"前两天|这两天|过两天|前几天|这几天|过几天)$"
    # the time of day the asker's story happens at ("中午出去吃了", "早上有点腹泻"): a rule writes its own hours or
    # shift (夜间, 12:00—15:00), never the asker's
    r"|^(?:早上|早晨|清早|上午|中午|下午|傍晚|晚上|夜里|半夜|凌晨|白天)$"
    # how the situation came about or goes ("突然生病来不及请假", "一口气开了五个小时"), which a rule writes as its
    # condition (不能事先请假的, 连续驾驶)
    r"|^(?:来不及|来得及|不小心|小心|突然|一口气|一下子)$"  # 不小心 is often segmented 不 / 小心
    # how often or per what (每月, 每次: a table writes 元/月), and a verb with a direction after it (停下来, 拿回来):
    # how an employee tells the action, which a rule writes with its own verb (停车休息)
    r"|^每[天日周月年次人晚趟件]$|^.{1,2}(?:下来|起来|出来|过来|回来|下去|上去|进去|出去)$"
)
# a number with its measure word ("半个" of 半个月, "两个", "三次", "一笔" of 一笔费用) or an hour of the clock ("九点"):
# how much or when is asked about, never what
_COUNT_WORD = re.compile(r"^[\d一二两三四五六七八九十百千万半几多]+(?:\.\d+)?[个次天年月周份位名条项张台度笔回趟点]?$")
# the same in English: when the employee asks (tomorrow, tonight, currently) and how many ("a single day", "a whole
# week"): a rule writes its own condition or count there ("1 to 2 working days"), never these words; nor the bound
# asked for ("the maximum", a Chinese question's 最多 carried into English), which a rule writes as "up to", "cap"
_EN_FRAMES = re.compile(
    r"^(?:today|tonight|tomorrow|yesterday|now|currently|usually|normally|anymore|colleagues?|coworkers?|"
    r"someone|somebody|anyone|anybody|myself|single|one|two|three|four|five|half|couple|few|several|whole|entire|"
    r"maximum|minimum|max|min)$"
)
# a rule for everyone a list leaves out ("everyone else gets 18 GB", "every 4 years for all other roles"): a role or
# team the question names and the list does not may fall under it
_EN_OTHERS = re.compile(
    r"\beveryone else\b|\ball other (?:roles|employees|staff|departments|teams|functions|levels|positions)\b|"
    r"\bany other (?:role|employee|department|team|function|level|position)\b",
    re.I,
)
# a thing with the localizer 里 glued on ("院里", "菜里"): where the asker is or what happens inside it, a frame the
# rule writes as its own scope (本院, 菜品中), not a topic; 公里, 英里 and the like are units, not places
_INSIDE = re.compile(r"^[\u4e00-\u9fff]里$")
_NOT_INSIDE = frozenset(["公里", "英里", "海里", "千里", "万里", "哪里", "这里", "那里"])


def _everyday(word: str) -> bool:
    """A word general Chinese text uses everywhere (jieba's IDF table: 国家, 一般, 期间). A word the table does not
    know is a term of the trade (餐补, 陪产假) or a colloquial phrase the segmenter made up (要交, 堆点): not
    everyday, and not ranked by it either (made-up phrases would look rarest of all)."""
    if word.isascii():
        return False
    idf, _ = _idf()
    return idf.get(word, GENERIC_IDF) < GENERIC_IDF


def main_topic(words: dict[str, float], glossary: Glossary, question: str = "") -> str:
    """The word the evidence must name for the question to be answerable: the longest word that is not one of
    the glossary's terms (those name what the whole knowledge base is about; "年假可以兑换成购物卡吗" turns on
    购物卡, not 年假) nor a word of everyday text (国家, 一般, 期间: "病假期间可以出去旅游吗" turns on 旅游); of
    two as long, the one heading the noun phrase the question asks about ("夜班下班的班车几点发车" → 班车), else
    the weightier; the weightiest term when there is nothing else."""
    terms = {t.lower() for t in glossary.terms}
    own = [w for w in words if w not in terms]
    # "平时上班的餐补一天多少钱": every word of its own only frames the question, so the glossary's term is its topic
    pool = [w for w in own if topical(w)] or [w for w in words if topical(w)] or own or list(words)
    if not pool:
        return ""
    asked = asked_head(question).lower() if question else ""
    return max(pool, key=lambda w: (topical(w), len(w), w in asked, words[w]))


def topical(word: str) -> bool:
    """A word that can be what a question is about: not everyday text, not a frame (同事, 平时), not a count (半个),
    not a run the segmenter glued to a modal verb or a measure word ("请半个月假要谁签字" → 假要, "想领台电脑" → 领台),
    not a way of asking (发不发, 打几折: an A-not-A verb or a question word asks, it names nothing a rule writes)."""
    return (not _everyday(word) and not _FRAMES.search(word) and not _COUNT_WORD.match(word) and not _glued(word)
            and not _ASKING.search(word) and not _EN_FRAMES.match(word)
            and not (_INSIDE.match(word) and word not in _NOT_INSIDE))  # fmt: skip


# "发不发", "算不算", "有没有": a verb asked as yes-or-no; "打几折", "多少钱", "啥时候": a question word inside
_ASKING = re.compile(A_NOT_OR_NOT_YET + r"|几|多少|啥|什么|哪")


# a modal verb or a measure word, which never ends a term: a word the segmenter made up ending in one is a phrase
_GLUE_END = re.compile(r"^[\u4e00-\u9fff][要能会得台个张件份位]$")
# nor starts one: the modal an employee asks with glued to the verb after it ("能算到助教工作量里吗" → 能算到, "能拿",
# "要交"), or the measure word of the count before it ("考试多少分算过" → 分算过); words of the dictionary that start
# so (能力, 要求, 会议, 可能, 分配, 条件) are known to its IDF table. Only before a verb: 会员价, 可调休 (调休 is a
# noun-verb, the thing), 该岗 are terms
_GLUE_START = re.compile(r"^[要能会可得分个次位名份件台张条套][\u4e00-\u9fff]{1,2}$")
# verbs jieba tags otherwise when alone (给 p, 用 p, 报 n)
_GLUED_VERBS = frozenset("给用报")


def _glued(word: str) -> bool:
    """A run jieba's IDF table does not know made of a modal verb and a word: two characters ending in a modal
    verb or a measure word ("假要" of "假要谁签字", "领台" of "领台电脑"), a modal before a verb ("能算到", "能拿"), or
    a run the negation 未 cuts ("假未用" of "调休假未用完": 未 negates the verb after it, no term holds it inside) or a
    measure word before a verb ("分算过" of "多少分算过");
    a term of the trade such as 餐补 or 陪产假 neither ends nor starts so."""
    if word in _idf()[0]:
        return False
    # "调休假未用完" → 假未用, "离职时未休完" → 时未休: the written negation opens a phrase of its own
    if "未" in word[1:]:
        return True
    if word[:2] in _idf()[0]:  # 分拣员, 次卧: a word of the dictionary opens it, no measure word glued on
        return bool(_GLUE_END.match(word))
    return bool(_GLUE_END.match(word)) or (bool(_GLUE_START.match(word)) and _verb_first(word[1:]))


def _verb_first(text: str) -> bool:
    """Whether `text` opens with a verb ("算到", "拿", "交"), not a noun ("员价" of 会员价) or a noun-verb (调休)."""
    if text[0] in _GLUED_VERBS:
        return True
    words = tagged(text)
    return bool(words) and words[0][1] == "v"


# a member of a list: one character before the name the members share, at the list's start or after a separator
_MEMBER = r"(?:^|(?<=[、，,：:；;\s|（(]))([\u4e00-\u9fff]){}"


def _only_siblings(word: str, texts: list[str]) -> str:
    """Why the evidence answers nothing of `word` ("初级工"): no text names it, yet some text lists two or more
    members that share all but its first character ("中级工100元，高级工200元"), so the list leaves it out. ""
    otherwise."""
    if len(word) < 3 or not all("\u4e00" <= c <= "\u9fff" for c in word) or not topical(word):
        return ""
    if any(spelled_in(word, t) for t in texts):
        return ""
    member = re.compile(_MEMBER.format(re.escape(word[1:])))
    for t in texts:
        others = sorted({m.group(1) for m in member.finditer(t)} - {word[0]})
        if len(others) >= 2:
            return f"the evidence lists {'、'.join(o + word[1:] for o in others)} but not {word!r}"
    return ""


# a Latin code or brand before a Chinese noun ("SVIP会员", "X3车型"): a member named by its code
_CODE_MEMBER = re.compile(r"(?<![A-Za-z0-9])([A-Za-z][A-Za-z0-9]{1,7})([\u4e00-\u9fff]{2})")


def _spelled_out(code: str) -> tuple[str, ...]:
    """The Chinese names the workplace lexicon gives a Latin code ("HR" → 人力资源部, 人力资源)."""
    found = (*lexicon().get((code.lower(),), ()), *other_wordings(code))
    return tuple(w for w in found if not w.isascii())


def _only_siblings_of_code(question: str, texts: list[str]) -> str:
    """Why the evidence answers nothing of a member the question names by a code ("SVIP会员"): no text names the
    code, yet some text lists two or more other members of the same noun ("黄金会员、铂金会员"). "" otherwise."""
    nouns = {w for w, tag in tagged(question) if tag.startswith("n")}
    for m in _CODE_MEMBER.finditer(question):
        code, head = m.group(1), m.group(2)
        if head not in nouns:  # "T4去襄阳": the code is the asker's grade before a verb, no member of a noun
            continue
        if any(re.search(rf"(?<![A-Za-z0-9]){re.escape(code)}(?![A-Za-z0-9])", t, re.I) for t in texts):
            continue
        if any(spelled_in(w, t) for w in _spelled_out(code) for t in texts):
            continue  # "HR部门" on a list naming 人力资源部: the code is a department's usual short name
        member = re.compile(rf"(?:^|(?<=[、，,：:；;\s|（(]))([\u4e00-\u9fff]{{1,3}}|[A-Za-z][A-Za-z0-9]*){head}")
        for t in texts:
            others = sorted({x.group(1) for x in member.finditer(t)})
            if len(others) >= 2:
                return f"the evidence lists {'、'.join(o + head for o in others)} but not {m.group()!r}"
    return ""


# a rule for the places a list leaves out ("其他省会城市…；其他地区每人每天80元"): a city it does not name may still
# fall under it, so the list answers by condition rather than being refused
_OTHER_PLACES = re.compile(
    r"(?:其他|一般)(?:省会)?(?:城市|地区|省份|省市|地方)|其余(?:城市|地区|省份|省市)"
    # a rate for the places an exception lists ("伙食补助费每人每天100元；赴西藏、青海、新疆出差的，每人每天120元"): the
    # plain rate before it is every other place's
    r"|[；;，,。]\s*(?:赴|到|前往)[\u4e00-\u9fff、]{2,24}?(?:出差|工作|培训|学习)的"
)
# the region a rule writes for a place outside the mainland ("请假期间出境（含赴港澳台地区）的…"): it names the place
_REGION_OF = {"香港": r"港澳|境外|出境", "澳门": r"港澳|境外|出境", "台湾": r"港澳台|台湾地区|境外|出境"}
# a foreign country an employee travels or works from ("想去日本远程办公两周"): a rule for going abroad covers it
_ABROAD_WORDS = r"境外|出境|出国|国外|海外|国（境）外|国\(境\)外"
_REGION_OF |= dict.fromkeys(
    ["日本", "韩国", "美国", "英国", "法国", "德国", "意大利", "西班牙", "俄罗斯", "加拿大", "澳大利亚", "新西兰", "新加坡",
     "泰国", "越南", "马来西亚", "印度尼西亚", "菲律宾", "印度", "欧洲", "北美", "东南亚"],
    _ABROAD_WORDS,
)  # fmt: skip


# going abroad, which rules for travel, study or experts at home do not cover: a rule that does names it one of these
# ways (or names a foreign place, which the place check reads)
_ABROAD = re.compile(r"出国|国外|境外|出境|海外")
_ABROAD_RULE = re.compile(r"出国|国外|境外|出境|海外|外国|国际|港澳台|外籍|国（境）外|国\(境\)外")
# a kind of place rather than a place: what a rule's 其他地区 covers
_PLACE_CLASS = re.compile(r"(?:地级市|县级市|县城|乡镇|小城市|农村|郊区)$")


# how rules name the class of a day of work (国庆 is a 法定节假日, 周六 a 休息日)
_OCCASION_CLASS = {"holiday": r"法定节假日|法定假日|法定休假日|节假日", "restday": r"休息日|周末|双休日",
                   "workday": r"工作日"}  # fmt: skip


def _names_place(place: str, text: str) -> bool:
    """`text` names the place, or the region or province it lies in as rules write them (香港 in 港澳台地区, 境外;
    拉萨 in "西藏、青海、新疆每人每天120元")."""
    region, province = _REGION_OF.get(place), province_of(place)
    return named(place, text) or bool(region and re.search(region, text)) or bool(province and province in text)


def named(word: str, text: str) -> bool:
    """`text` names `word`: whole, spelled with up to two characters inside, by most of its character pairs, or, for
    a noun made with the suffix 子 ("鞋子"), by its root ending a word of the text ("工鞋", "劳保鞋"), also when the
    noun ends a phrase ("戴帽子" named by "戴工作帽"), or with one character written by its synonym ("讲课" by 授课)."""
    low, word = text.lower(), word.lower()
    if spelled_in(word, low):
        return True
    if word in _SUFFIXED and re.search(rf"[\u4e00-\u9fff]{re.escape(word[0])}(?!子)", low):
        return True
    if len(word) > 2 and word[-2:] in _SUFFIXED and spelled_in(word[:-1], low):
        return True  # "戴帽子" on "未戴工作帽": the phrase's noun written by its root, as rules write it
    return fuzzy_coverage({word: 1.0}, low) >= NAMED_SHARE or any(spelled_in(v, low) for v in _morpheme_variants(word))


# a spoken character and the written one rules use for it inside any compound (剩下 → 余下, 讲课 → 授课, 交费 → 缴费,
# 买车 → 购车, 卖车 → 售车, 送礼 → 赠礼); one way only, and no pair whose written side is common on its own (更 is an adverb)
_MORPHEME_OF = dict(("剩余", "讲授", "交缴", "买购", "卖售", "送赠"))


def _morpheme_variants(word: str) -> list[str]:
    """`word` (two to four Chinese characters) with one character written by its synonym ("剩下" → 余下): the word
    as a rule may write it. A longer phrase, or one character alone, is left as it is."""
    if not re.fullmatch(r"[\u4e00-\u9fff]{2,4}", word):
        return []
    return [word[:i] + _MORPHEME_OF[c] + word[i + 1 :] for i, c in enumerate(word) if c in _MORPHEME_OF]


# everyday things named with the suffix 子 (鞋子, 柜子, 车子), which rules write by the root ending a compound (工鞋,
# 更衣柜): a list of such nouns, since most X子 are not one (电子, 孩子, 点子 is no 地点, 份子 no 股份, 面子 no 桌面)
_SUFFIXED = frozenset(root + "子" for root in "鞋柜桌椅凳车房屋帽裤袜被本箱盒袋杯瓶盘筷勺梯锤钳剪牌")
# the post a who-question asks for ("宿舍联系人是谁", "这事的负责人是哪位"): the answer names its holder
_ASKED_POST = re.compile(r"^(?:联系人|负责人|对接人|经办人|审批人|签字人)$")
_ASKS_WHO = re.compile(r"谁|哪位|哪个人|哪个领导")


def _asked_post(word: str, question: str) -> bool:
    """`word` is a generic post ("联系人") the question asks the holder of."""
    return bool(_ASKED_POST.match(word)) and bool(_ASKS_WHO.search(question))


class Asked(NamedTuple):
    """The thing a question asks about, read from its structure (`asked_thing.py`), as the evidence names it."""

    thing: str = ""
    named_whole: bool = False  # some text names it in its words or another wording of them (丧假 is no 假期)


def unnamed_topic(question: str, words: dict[str, float], glossary: Glossary, texts: list[str],
                  sentences: list[str], asked: Asked = Asked()) -> str:  # fmt: skip
    """Why the evidence (`texts`: whole passages; `sentences`: their sentences with their sections) answers
    nothing the question names, "" when it names it all. `asked` is the thing the question asks about, read from
    its structure (`asked_thing.py`): a topic word that is no noun of the question (自个儿, 招进来: the asker's
    telling) refuses nothing when the evidence names the thing asked in its words. A thing the evidence never names
    refuses nothing by itself: rules write it by a synonym, a brand or a broader class (话费补贴 for 通讯补贴, 大功率电器
    for 电磁炉), and refusing on the exact noun refused those answerable questions."""
    thing = asked.thing
    kind = kind_not_in_evidence(question, texts)
    if kind:  # "献血假可以休几天" on a leave policy with 年休假 and 婚假 only
        return f"the evidence never names {kind!r}"
    place = next((p for p in places(question) if not any(_names_place(p, t) for t in texts)), "")
    if place and not any(_OTHER_PLACES.search(t) for t in texts):  # "深圳的最低工资标准" on rules that say 当地 only
        return f"the evidence never names the place {place!r}"
    abroad = _ABROAD.search(question)
    if abroad and not any(_ABROAD_RULE.search(t) for t in texts):  # "出国出差的住宿标准" on the domestic rates only
        return f"the evidence never speaks of going abroad ({abroad.group()!r})"
    negated = _EN_NON.search(question)
    if negated and not any(_speaks_of_the_rest(negated.group(1), t) for t in texts):
        return f"the evidence never speaks of {negated.group()!r}"  # "non-engineers" on rules for engineers only
    sibling = next((why for w in words if (why := _only_siblings(w, texts))), "") or _only_siblings_of_code(
        question, texts
    )
    if sibling:  # "初级工的技能津贴" on "中级工100元，高级工200元…": a list that leaves the asked member out
        return sibling
    # "宿舍联系人是谁": the post a who-question asks for is what the answer names, not a topic the evidence must write
    core = main_topic({w: v for w, v in words.items() if not _asked_post(w, question)}, glossary, question)
    forms = (core, *other_wordings(core), BESIDES.sub("", core))  # "有没有额外补贴" asks for any 补贴
    if (
        core.isascii() and language_of(question) == "zh"
    ):  # "promotion 窗口在几月": an English word in a Chinese question
        forms = (*forms, *_spelled_out(core))
    if core and _fee_of_a_party_only(core, texts):  # "加盟费" on rules for 加盟店 and 加盟商 only
        return f"the evidence never names {core!r}"
    rates = _other_rates(core, texts)
    if rates:  # "投诉率的权重" on indicators 满意率、解决率、达标率
        return f"the evidence lists {'、'.join(rates)} but not {core!r}"
    if not core or any(named(w, t) for w in forms for t in texts) or any(_names_place(core, t) for t in texts):
        return ""  # a foreign country the segmenter tags no place ("泰国") is named by a rule for going abroad too
    occasion = occasion_of(core)
    if occasion and any(re.search(_OCCASION_CLASS[occasion], t) for t in texts):
        return ""  # "国庆加班" on a rule for 法定节假日, "周六" on one for 休息日: a day of the class the rule names
    if _PLACE_CLASS.search(core) and any(_OTHER_PLACES.search(t) for t in texts):
        return ""  # "去一个地级市出差" falls under the list's 其他地区
    if re.search(rf"谁(?:来|给|帮)?{re.escape(core)}", question):
        return ""  # "要谁签字": the verb after 谁 asks who decides; a rule names the decider, not the verb
    if not _thing(core, question) and any(fuzzy_coverage(words, s) >= TOPIC_SHARE for s in sentences):
        return ""  # "员工餐不吃能折现吗": how the asker tells an action; a rule on 员工餐 and 折现 answers it
    if core.isascii() and _falls_under_others(core, words, sentences):
        return ""  # "I work in legal - when is my phone replaced?" on "every 3 years for all other roles"
    if _scene_before_asking(question, core, words, glossary, texts):
        return ""  # "领证结婚了，婚假给几天呀": the asker's own story sets the scene, the rule answers 婚假
    if _scene_phrase(question, core, words, texts):
        return ""  # "跑长途的时候最多能开几个钟头", "在工地抽烟罚多少": when or where it happens, told in the asker's words
    if asked.named_whole and thing != core and not _noun(core, question):
        return ""  # "没证的新人能自个儿去弄带电的活吗": the asker's telling is no topic when the thing asked is named
    # "自个儿", "往上升": how the asker talks; "开试驾车" cut 开试 / 驾车: a run glued across words. Either way the
    # topic is the question's next word, and the evidence must name it
    if _spoken_phrase(core) or _miscut(question, core, glossary, texts):
        rest = {w: v for w, v in words.items() if w != core and not _asked_post(w, question)}
        other = main_topic(rest, glossary, question) if rest else ""
        if other and topical(other) and any(named(w, t) for w in (other, *other_wordings(other)) for t in texts):
            return ""
    return f"the evidence never names {core!r}"


# jieba's tags of everyday phrasing: pronouns (自个儿 r), adverbs. Not idioms and set phrases (i, l): many are the
# very topic asked (无偿献血, 见义勇为, 吃回扣, 勤工俭学)
_SPOKEN_TAGS = frozenset(["r", "d"])
SPOKEN_VERB_CHARS = 3  # a verb phrase this long is the asker's telling (往上升, 跑长途), not a term (体检, 出差)


def _spoken_phrase(word: str) -> bool:
    """`word` (Chinese) may be everyday phrasing rather than a thing a rule names: every word of it a pronoun or
    adverb, or a verb phrase of three characters or more with no noun in it. It stands for no topic only when the
    question's other words have one the evidence names (`unnamed_topic`)."""
    if not re.fullmatch(r"[\u4e00-\u9fff]{2,}", word):
        return False
    tags = [flag for _, flag in tagged(word)]
    if all(t in _SPOKEN_TAGS for t in tags):
        return True
    return len(word) >= SPOKEN_VERB_CHARS and all(t in _SPOKEN_TAGS or (t.startswith("v") and t != "vn") for t in tags)


def _miscut(question: str, word: str, glossary: Glossary, texts: list[str]) -> bool:
    """`word` is a run the segmenter's guesser glued across the question's words ("开试" of 开试驾车, which the
    evidence writes 试驾车): no word of its dictionary nor a glossary term, made of characters the dictionary reads
    one by one, and one of its ends forms with the question's next or previous characters a stretch the evidence
    writes (试驾车; two characters only when the dictionary holds them). A made-up run that crosses no such word ("年会", "看牙") is a term of its own."""
    if not re.fullmatch(r"[\u4e00-\u9fff]{2,}", word) or word in {t.lower() for t in glossary.terms}:
        return False
    tok = get_tokenizer()
    if tok.FREQ.get(word) or not all(len(w) == 1 for w in tok.lcut(word, HMM=False)):
        return False
    low = question.lower()
    at = low.find(word)
    if at < 0:
        return False
    end = at + len(word)
    # the stretches of two or three characters holding one end of the run and a character beside it
    crossing = {
        low[i : i + n]
        for n in (2, 3)
        for i in range(max(0, at - n + 1), min(end, len(low) - n + 1))
        if i < at or i + n > end
    }
    # a pair must be a word of the dictionary (试驾 is not, 休假 is); three characters the evidence writes are one
    crossing = {c for c in crossing if re.fullmatch(r"[\u4e00-\u9fff]+", c) and (len(c) == 3 or tok.FREQ.get(c))}
    return any(c in t.lower() for c in crossing for t in texts)


# a fee named by what it is paid for ("加盟费", "管理费"), and a party or place named by the same word ("加盟店", "加盟商")
_FEE = re.compile(r"^([\u4e00-\u9fff]{2})费$")
# (方 but not 方式/方法/方案/方面, 人 but not 人数: those are no party)
_PARTY_AFTER = "店|商|户|方(?!式|法|案|面|向)|者|员|人(?!数|次)|企业|单位|门店|网点"


def _fee_of_a_party_only(core: str, texts: list[str]) -> bool:
    """`core` is a fee ("加盟费") the evidence never writes, and every time it writes what the fee is paid for (加盟)
    that word names a party or a shop ("加盟店", "加盟商"): half the fee's character pairs, none of its fee."""
    m = _FEE.match(core)
    if not m or any(spelled_in(core, t) for t in texts):
        return False
    what = m.group(1)
    uses = [t[i.end() : i.end() + 2] for t in texts for i in re.finditer(re.escape(what), t)]
    return bool(uses) and all(re.match(_PARTY_AFTER, after) for after in uses)


_RATE = re.compile(r"[\u4e00-\u9fff]{2,4}率")


def _other_rates(core: str, texts: list[str]) -> list[str]:
    """Other ratios the evidence names ("一次解决率", "首响达标率") when it never writes the asked one ("投诉率"): a list
    of indicators that leaves it out. A ratio's name is its own; the word it measures (投诉) stands in many rules."""
    if len(core) < 3 or not core.endswith("率") or any(spelled_in(core, t) for t in texts):
        return []
    others = sorted({m.group() for t in texts for m in _RATE.finditer(t)})
    return others if len(others) >= 2 else []


# the segmenter's tags of a thing: a noun (not a person's or a place's name, checked on their own) or a foreign word
_THING_TAG = re.compile(r"^(?:n(?![rs])|eng$)")


def _thing(word: str, question: str) -> bool:
    """`word` is the thing the question asks the value of, the head of its "…的X" (客服的底薪, 冰箱的湿度): a noun of the
    dictionary or a foreign word, not an action told in the asker's words (不吃, 打碎) nor a phrase the segmenter made
    up. A rule that answers must name it, however many of the question's other words one of its sentences holds
    ("客服的底薪" is not answered by the 客服's bonus). Only a value asked (多少, 几) holds it to that: "X的职业是什么",
    "X的出生地是哪里" are answered by a sentence stating the occupation or the place without the attribute's name."""
    if not ask_of(question).wants_value:
        return False
    if not asked_head(question).lower().endswith(word):  # a subject or a scene ("吹风机功率多大", "评职称要上多少课")
        return False
    return _noun(word, question)


def _noun(word: str, question: str) -> bool:
    """`word` is a noun of the dictionary as the question uses it, or a foreign word in a Chinese question (SVIP)."""
    if word.isascii():  # a code or a brand in a Chinese question; an English question's words are all ASCII
        return word.isalpha() and language_of(question) == "zh"
    if word not in _idf()[0]:
        return False
    return any(w.lower() == word and _THING_TAG.match(tag) for w, tag in tagged(question))


# The asker's scene is no topic, read three ways, each with its own words: `_FRAMES` drops single words that only
# frame (平时, 今天, 中午: when it happens to the asker) before any topic is chosen; `_scene_before_asking` drops an
# unnamed word that stands only in a clause told before the asking one (an event, `_NARRATED`); `_scene_phrase` drops
# one that stands only in a phrase marked as a time or place inside a clause (跑长途的时候, 升职以后, 在工地). A status
# or period the asker is in (转正, 试用期: `_STATUS`) is none of these: it is the class a rule sets its value for.
_CLAUSE_BREAK = re.compile(r"[，,；;]")
# a clause telling what has happened to the asker ("领证结婚了", "电脑摔坏了"): an event, not the class of person or
# thing a value is set for
_NARRATED = re.compile(r"了$|了[吧啊呀呢嘛]$")


def _scene_before_asking(question: str, core: str, words: dict[str, float], glossary: Glossary,
                         texts: list[str]) -> bool:  # fmt: skip
    """The unnamed `core` stands only in a clause told before the asking one ("买一台5000元的打印机，谁审批",
    "新来的临时工还没考叉车证，能先开叉车吗"): the asker's situation in their own words, which a rule writes as its
    condition (a sum, a worker without a licence). The question is answerable when the asking clause has a topic of
    its own the evidence names; a thing asked about in the asking clause itself ("SVIP会员的退款额度") is no scene,
    nor is a thing before a value asked (the value may be set per class of person or thing, and the class is it)."""
    clauses = [c for c in _CLAUSE_BREAK.split(question.lower()) if c.strip()]
    if len(clauses) < 2 or core in clauses[-1]:
        return False
    told = next((c for c in clauses[:-1] if core in c), "")
    if ask_of(question).wants_value and _noun(core, question) and not _NARRATED.search(told):
        return False  # "本科实习生参与课题，劳务费每月最多多少": a value is paid per class of person, the scene names the class
    asking = {w: weight for w, weight in words.items() if w in clauses[-1]}
    topic = main_topic(asking, glossary, clauses[-1]) if asking else ""
    if len(topic) < 2 or not topical(topic):  # "公司给赔吗": one character names no topic
        return False
    return any(named(w, t) for w in (topic, *other_wordings(topic)) for t in texts)


# when the asker's situation happens, told before the marker that makes it a time ("跑长途的时候", "升职以后", "开会那天",
# "出车路上"); a period (期间) is left out: "试用期期间", "培训期间" name the class of time a rule sets its own value for
_SCENE_TIME = re.compile(r"([^，,；;。？?！!]+?)(的时候|(?<!什么)(?<!啥)时候|以后|之后|那天|路上|途中)")
# a status or period the asker is in ("转正以后", "怀孕以后", "在试用期", "在孕期"): the class a rule sets its own value
# for, not a scene; after an act ("升职以后", "出差回来以后") 以后 is a scene
_STATUS = re.compile(r"期$|^(?:转正|怀孕|入职|退休|离职|结婚|生育|毕业|试用|实习|见习|哺乳|在职|在岗|休假)$")


def _act_before(phrase: str) -> bool:
    """Whether `phrase` ends on an act (a verb: 升职, 回来), not a status or period (转正, 怀孕, 试用期)."""
    words = tagged(phrase)
    return bool(words) and words[-1][1] == "v" and not _STATUS.search(words[-1][0])


def _scene_phrase(question: str, core: str, words: dict[str, float], texts: list[str]) -> bool:
    """The unnamed `core` stands only in a phrase telling when or where the asker's situation happens: a time marked
    by 的时候, 以后, 路上 ("跑长途的时候一口气最多能开几个钟头") or a place after 在 before what is done there ("在工地
    抽烟被抓罚多少"). A rule writes that as its own condition (连续驾驶, 施工现场) or not at all; the question is
    answerable when the rest of it has a topic of its own the evidence names (抽烟) and names every thing the rest
    speaks of (nouns: "天热的时候店员有高温费吗" is not answered by a rule for 店员 without 高温费)."""
    low = question.lower()
    spans = [
        m.span()
        for m in _SCENE_TIME.finditer(low)
        if core in m.group(1) and (m.group(2) not in ("以后", "之后") or _act_before(m.group(1)))
    ]
    if not _STATUS.search(core):  # "在试用期辞职": a period, not a place
        spans += [m.span() for m in re.finditer(rf"在{re.escape(core)}(?=[\u4e00-\u9fff])", low)]
    for start, end in spans:
        rest = f"{low[:start]} {low[end:]}"
        topics = [w for w in words if w in rest and core not in w and len(w) >= 2 and topical(w)]
        said = [w for w in topics if any(named(f, t) for f in (w, *other_wordings(w)) for t in texts)]
        # "天热的时候店员有高温费吗": 店员 is named, the thing asked (高温费) is not
        if said and all(w in said for w in topics if _noun(w, question)):
            return True
    return False


# the class a question opens on before 的 ("保安的制服押金", "门卫的劳保鞋"): who or what the asked value is set for
_QUALIFIER = re.compile(r"^([\u4e00-\u9fff]{2,8}?)的")
# the segmenter's tags of a class's words: nouns (not places, which the place check reads), abbreviations (质检) and
# the distinguishing words of a grade (副, 高级)
_CLASS_TAG = re.compile(r"^(?:n(?!s)|j|b)")
# a rule or row for every class a list leaves out ("其他人员", "未列明的临床、医技科室按三类执行"): the class may fall
# under it
_OTHER_CLASSES = re.compile(
    r"(?:其他|其余|其它|未列明的?|未列出的?|未列入的?)[\u4e00-\u9fff、]{0,6}?(?:人员|岗位|员工|职工|科室|部门|工种|职务|职级|职称)"
)


def unnamed_qualifier(question: str, texts: list[str]) -> str:
    """Why the evidence sets no value for the class the question opens on ("保安的制服押金多少" on a table of 前厅、
    餐厅服务员、客房服务员 only), "" when it may: a value is set per class of person or thing, and a rule that never
    names the class (nor writes it another way) sets none for it; the value of a class it lists is no answer. Only
    a value asked, and only a class of nouns whose word of its own (保安, not the frame 员工) no text holds."""
    m = _QUALIFIER.match(question.strip())
    if not m or not ask_of(question).wants_value:
        return ""
    phrase = m.group(1)
    words = tagged(phrase)
    if not words or not all(_CLASS_TAG.match(tag) for _, tag in words):
        return ""
    if any(named(phrase, t) or _OTHER_CLASSES.search(t) for t in texts):
        return ""  # named by most of its character pairs ("电话组组长" for 电话组 and 组长), or a row for all other classes
    for word, _ in words:
        if len(word) < 2 or not topical(word):
            continue
        forms = (word, *other_wordings(word))
        if not any(spelled_in(f, t) for f in forms for t in texts):
            return f"the evidence never names {word!r}, the class the question asks the value for"
    return ""


# a group named by what it is not ("non-engineers", "non-managers"): rules for the group itself do not cover it; a
# modifier ("the non-birth parent") names a member another rule may call otherwise (the secondary caregiver)
_EN_NON = re.compile(r"\bnon-([a-z]{3,}[^s]s)\b(?!\s+(?:days?|hours?|weeks?|months?|years?))", re.I)


def _speaks_of_the_rest(group: str, text: str) -> bool:
    """`text` names the negated group itself ("non-engineers") or everyone besides a list ("all other roles")."""
    return bool(re.search(rf"\bnon-?\s?{re.escape(group[:4])}", text, re.I) or _EN_OTHERS.search(text))


def _falls_under_others(core: str, words: dict[str, float], sentences: list[str]) -> bool:
    """A sentence sets a rule for everyone its list leaves out ("everyone else", "all other roles") and names
    another of the question's words (the laptop, the memory): the unnamed role or team `core` falls under it."""
    rest = {w: v for w, v in words.items() if w != core and topical(w)}
    return any(_EN_OTHERS.search(s) and fuzzy_coverage(rest, s) > 0 for s in sentences)
