"""Whether a stretch of a sentence states what a question asks *about the question's own subject*.

Evidence about the same event often names the subject and some value or some person, just not the one asked:
"…冬奥会开闭幕式工作组组长王宁说" for "开幕式总导演是谁", "长安汽车扣非净利润…同比增长150.85%" for "长安汽车
销量同比增长多少". The answer must stand beside the word the question asks it of — its relation word: the noun
the question asks the value or the name of (总导演, 营收, 冠军), or the verb it asks who or how many did
(谁获得了金牌 → 获得, 多少人死亡 → 死亡). Here:

- a "who" question about a fact of the world (pinned: a year, a title, a person or place named; or asking a role of
  the world, 首席执行官是谁, 金牌得主是谁) needs a clause naming a person, an organisation or an office next to its
  relation word, and next to what the verb was done to ("谁获得了金牌" → 金牌), not saying the role was missed
  (无缘, 无法) (an approver stated outright, "由部门经理审批", answers by itself; a rule's approver is left to the
  role checks of `asks.py`);
- a question for a named thing (冠军, 主演, 吉祥物, 是哪部电影, 叫什么, 名字) needs a name, a title or a quoted phrase the
  question does not hold nor quoting the event it names, next to its relation word (a thing's name is no person's);
- a date of a fact needs a day, not only one placed against another (当日, 次日);
- a question for an event's place (在哪举行, 举办地) needs a place name after 在/于/位于;
- a value question pinned to a year, a date or a named subject needs its relation word next to the value, and
  a count its counted noun ("多少个议席" → 议席).
"""

from __future__ import annotations

import re
from functools import lru_cache

from knowdesk.reasoning.asks import Ask
from knowdesk.reasoning.slots import OTHER_NAME, slot_filler
from knowdesk.text.tokenize import tagged

_CLOSE = r"\s*(?:是谁|是什么|有哪些|有谁|都有谁)?\s*[？?]?\s*$"
# a question for a named thing rather than a value, and the names that answer it: a person, a team or a title
# for a role or a work ("澳网男单冠军", "主演有哪些", "票房冠军是哪部电影"), a quoted or titled name for a name
# ("吉祥物叫什么", "口号是什么")
_ENTITY_ASKS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"(?:冠军|得主|主演|导演|编剧|主持人|代言人|主教练|总理|总统|首相|执行官|董事长|创始人){_CLOSE}|"
                r"哪(?:个|支)(?:队|球队)"), "person"),
    (re.compile(rf"(?:吉祥物|口号|主题|名字|名称){_CLOSE}|叫什么"), "name"),
    (re.compile(r"是哪(?:部|本|首)"), "person"),  # a film's name is written without 《》 as often as with
]  # fmt: skip
# an event's place: "在哪举办", "在哪里举行", "举办地", "坠毁地点"
_WHERE = re.compile(
    r"(?:在哪|在哪里|在哪儿|哪个城市|哪个国家)\S{0,2}(?:举办|举行|召开|开幕|发生)|举办地|(?:举办|举行|发生|坠毁)的?地点"
)
_ASK_WORD = re.compile(r"谁|多少|几|什么|哪|多[长久大高重远宽深]")
# words that name what kind of answer is wanted, not what it is of ("死亡人数" asks the number of 死亡)
_GENERIC = frozenset(
    [
        "人数",
        "数量",
        "数字",
        "时间",
        "日期",
        "地点",
        "名字",
        "名称",
        "结果",
        "情况",
        "全年",
        "总数",
        "总量",
        "一共",
        # what kind of value is asked, which a rule writes with its verb ("上限" / 不超过, "标准" / 每人每天100元)
        "上限",
        "下限",
        "限额",
        "额度",
        "标准",
        "金额",
        "数额",
        "最高",
        "最低",
    ]
)
# tags of words that can carry a relation: nouns, verbs, names, English words (GDP)
_CONTENT = re.compile(r"^(?:n|v|eng|j|nz|an)")
_SKIP_VERB = frozenset(
    ["是", "有", "为", "叫", "达到", "达", "在", "要", "需要", "能", "会", "将", "了", "约", "来", "去", "给", "让"]
)
# a modal before a light verb, which the segmenter takes for one word ("小时工一天能干多久": 能干 as "capable"): it
# says that something is done, not what, so the value need not stand beside it
_MODAL_LIGHT_VERB = re.compile(r"^[能可会要该得][干做拿报休请领用发给]$")
# an office that answers "who approves" — stricter than asks.py's weak office list, whose single characters
# (部, 组, 室) stand in much news text
_OFFICE = re.compile(
    r"部门|经理|主管|总监|总裁|专员|秘书|主任|委员会|人力资源|财务|行政|HR|领导|"
    r"(?:组|班|室|厂|课|科|处|部|队|站|院|校|局|会|车间|线|舍|店)长|"
    r"(?:安全|管理|质检|仓管|检验|巡检|统计|联络|宿管|门卫|专)员|(?:负责|联系|责任|审批|经办|主管)人|"
    r"由[^，。；,;]{1,12}?(?:部|处|科|课|室|组|中心|委员会)|[A-Z]{2,}\s*部|"  # "由EHS部签发"
    # "报风险管理部审批"; not a measure word after a determiner ("这部电影", "每处", "几科")
    r"[\u4e00-\u9fff]{2,6}(?<![全内局外顶底腹胸头背一这那哪每该各此某几两整])(?:部|处|科)(?![分门位件署])"
)
# a role the person named did not get: "9届澳网男单冠军无缘2022年卫冕之路", "上赛季冠军无缘亚冠"
_MISSED = re.compile(r"无缘|未能|没能|无法|不敌|输给|止步|落选|失利")
_QUOTED = re.compile(r"《([^》]{1,30})》|“([^”]{1,30})”|「([^」]{1,30})」")
_LATIN = re.compile(r"[A-Za-z][A-Za-z0-9.\-]+")
_PLACE_LEAD = re.compile(r"(?:在|于|位于|落户|来到|抵达|举办地|地点)\S{0,3}$")
# a venue after 在/于 ("在克里姆林宫圆柱大厅举行"): places the segmenter does not tag as one
_VENUE = re.compile(
    r"(?:在|于|位于)[^，。；,;]{0,12}?(?:大厅|广场|体育场|体育馆|教堂|中心|大厦|会堂|宫|馆|厅|公园|酒店|机场|会展|礼堂)"
)
# "多少个议席", "几支队伍": what a count counts
_COUNTED = re.compile(
    r"(?:多少|几)[个位名支家座辆架艘部款项场所只头条]([\u4e00-\u9fff]{2,4}?)(?:参赛|参加|呢|啊)?\s*[？?。]?\s*$"
)
CLAUSE = re.compile(r"(?<=[，；;：。！？])|(?<=[,:])(?!\d)")


@lru_cache(maxsize=4096)
def _tags(text: str) -> tuple[tuple[str, str], ...]:
    return tuple(tagged(text))


def relation_words(question: str) -> list[str]:
    """The words the answer must stand beside: the verb right after the question word ("谁获得了金牌" → 获得,
    "多少人死亡" → 死亡), and the last noun or verb before it, skipping generic ones ("死亡人数" → 死亡,
    "总导演是谁" → 总导演, "2022年英特尔全年营收" → 营收)."""
    tokens = [(w, f) for w, f in _tags(question.strip().rstrip("？?。！! ")) if w.strip()]
    at = next((i for i, (w, _) in enumerate(tokens) if _ASK_WORD.match(w)), len(tokens))
    out: list[str] = []
    after = [re.sub(r"^[来去](?=.)", "", w) for w, f in tokens[at + 1 : at + 5]  # "谁来发" asks who 发
             if f.startswith("v") and w not in _SKIP_VERB]  # fmt: skip
    if after:  # "谁获得了金牌", "多少人死亡", "多少天内要作出裁决": the verbs after the question word say what was done
        return after
    before = [(w, f) for w, f in reversed(tokens[:at])
              if w not in _SKIP_VERB and not _generic(w) and not _MODAL_LIGHT_VERB.match(w) and _CONTENT.match(f)
              and (len(w) >= 2 or w.isascii())]  # fmt: skip
    if before:
        out.append(before[0][0])
        if before[0][1].startswith("v"):  # "GDP增长了多少": what grew, and that it grew
            noun = next((w for w, f in before[1:] if re.match(r"^(?:n(?!r|s|t)|eng|vn)", f)), "")
            out += [noun] if noun else []
    return out


def _object(question: str) -> str:
    """What the verb after "谁" was done to ("谁获得了金牌" → 金牌, "谁枪击了安倍晋三" → 安倍晋三): the first noun after
    that verb, "" when the question has none."""
    tokens = [(w, f) for w, f in _tags(question.strip().rstrip("？?。！! ")) if w.strip()]
    at = next((i for i, (w, _) in enumerate(tokens) if w == "谁"), None)
    if at is None or at + 1 >= len(tokens) or not tokens[at + 1][1].startswith("v") or tokens[at + 1][0] in _SKIP_VERB:
        return ""
    rest = tokens[at + 2 : at + 5]
    return next((w for w, f in rest if re.match(r"^(?:n|j)", f) and len(w) >= 2 and not _generic(w)), "")


def _asks_before(question: str) -> bool:
    """The question word comes before what was done ("多少人死亡"), so its relation words are verbs after it."""
    tokens = [(w, f) for w, f in _tags(question.strip().rstrip("？?。！! ")) if w.strip()]
    at = next((i for i, (w, _) in enumerate(tokens) if _ASK_WORD.match(w)), len(tokens))
    return any(f.startswith("v") and w not in _SKIP_VERB for w, f in tokens[at + 1 : at + 5])


def _generic(word: str) -> bool:
    return word in _GENERIC or (len(word) == 2 and word.endswith("数"))  # 人数, 点数, 次数: a number of what?


def _named(word: str, text: str, loose: bool = False) -> bool:
    """`text` names `word` whole, or by half its character pairs ("年销量" by 销量); `loose`, a two-character word
    by its first character, which carries the sense in either wording (开始 / 开赛, 增长 / 增加, 奖金 / 奖励)."""
    low, word = text.lower(), word.lower()
    if word in low or (loose and len(word) == 2 and word[0] in low):
        return True
    pairs = {word[i : i + 2] for i in range(len(word) - 1)}
    return len(word) >= 3 and sum(p in low for p in pairs) * 2 >= len(pairs)


def _near(words: list[str], text: str, verbs: frozenset[str] = frozenset()) -> bool:
    """Some word of `words` is named in `text`; one of `verbs` by its first character too ("由谁审批" is answered
    by "由风控委员会审议")."""
    return any(_named(w, text, loose=w in verbs) for w in words)


def _windows(fragment: str) -> list[str]:
    """Each clause read with the one before it (a subject is often named a clause earlier)."""
    clauses = [c for c in CLAUSE.split(fragment) if c.strip()]
    return ["".join(clauses[max(0, i - 1) : i + 1]) for i in range(len(clauses))] or [fragment]


def _names_in(text: str, question: str, tags: tuple[str, ...]) -> list[str]:
    return [w for w, f in _tags(text) if f.startswith(tags) and len(w) >= 2 and w not in question]


def _person(text: str, question: str, country: bool = False) -> bool:
    """`text` names a person or an organisation the question does not (a foreign name "凯尔·内斯" too); a
    country or a city when that is what is asked ("主席国是谁")."""
    if "·" in text or "・" in text or re.search(r"\b[A-Z][a-z]+\s+[A-Z][a-z]+", text):
        return True
    return bool(_names_in(text, question, ("nr", "nt", "ns") if country else ("nr", "nt")))


def _titles(text: str, question: str) -> list[str]:
    """The titles and quoted phrases of `text` that the question does not hold, nor any name of it: "“2022北京冬奥会
    和冬残奥会”吉祥物征集活动" quotes the event asked about, not the mascot's name."""
    quoted = (next((g for g in m.groups() if g), "") for m in _QUOTED.finditer(text))
    own = _subject_words(question)
    return [q for q in quoted if q and q not in question and not any(w in q for w in own)]


def _subject_words(question: str) -> list[str]:
    """The names of organisations, events and things a question holds (冬奥会, 中超), two characters or more."""
    return [w for w, f in _tags(question) if f.startswith(("nt", "nz", "j")) and len(w) >= 2]


# a name given after the word that says it is one: 笔名朗天, 又称细点齿鲷, 俗名为厚壳仔, 简称"一汽"
_ALIAS = re.compile(
    rf"(?:{OTHER_NAME}|俗名|昵称|外号|绰号|雅号|称为|叫做)"
    r"\s*(?:为|是)?\s*[：:“「\"]?([^\s，。；、,;“”「」\"（(]{2,12})"
)


def _named_thing(text: str, question: str) -> bool:
    """`text` gives a name the question does not hold: a title or a quoted phrase ("冰墩墩"), a brand's name, a
    Latin-letter name."""
    if _titles(text, question) or "·" in text or "・" in text:
        return True
    if any(m.group(1) not in question for m in _ALIAS.finditer(text)):  # "笔名朗天、霍惊觉", "又称细点齿鲷"
        return True
    if any(w.lower() not in question.lower() for w in _LATIN.findall(text)):
        return True
    return bool(_names_in(text, question, ("nz",)))  # a person's name is no name of a thing


def value_clause(fragment: str) -> str:
    """The clause stating the value (the last of the stretch) with the one before it, where its subject is
    often named ("2021年长安汽车销量230.1万辆，同比增长14.8%")."""
    return "".join([c for c in CLAUSE.split(fragment) if c.strip()][-2:]) or fragment


def _subject_of(word: str, question: str, about: str) -> bool:
    """`word` is a person's name in the question and the passage opens with it (`about`): what the passage tells
    is of that person."""
    return word in about[: len(word) + 12] and any(w == word and f.startswith("nr") for w, f in _tags(question))


def _dated(fragment: str, ask: Ask) -> str:
    """For a date question, the stretch the date is stated in: the value clause with the one before it, or, when a
    time opens the stretch and what happened then is told after it ("1955年，艾里森迁居纽约市，开始致力于…"), the
    clauses from the last one stating a time to the end."""
    clauses = [c for c in CLAUSE.split(fragment) if c.strip()]
    last = max((i for i, c in enumerate(clauses) if ask.stated_by(c)), default=len(clauses) - 1)
    if last >= len(clauses) - 1:
        return value_clause(fragment)
    return "".join(clauses[max(0, last - 1) :])


def untied(question: str, fragment: str, ask: Ask, pinned: bool, about: str = "") -> str | None:
    """Why `fragment` does not state what `question` asks of its own subject, or None when it does (or the
    question asks nothing these checks know). `about`, the opening of the fragment's passage: a person's name the
    question asks a value of ("陈荣捷卒于哪一年") counts as stated when the passage opens with it, as a life story
    leaves its subject unsaid ("1994年病逝于美国")."""
    related = relation_words(question)
    windows = _windows(fragment)
    role = _ENTITY_ASKS[0][0].search(question)  # "首席执行官是谁", "金牌得主是谁": a role of the world, not a rule's
    if ask.kind == "who" and (pinned or role):  # a rule's approver ("谁审批") is the role checks' (asks.py) to find
        if ask.fit(fragment) >= 1.0:  # "由部门经理审批", "联系人：…": the role stated outright
            return None
        done_to = _object(question)
        for w in windows:
            country = any(r.endswith(("国", "城市", "地区")) for r in related)
            verbs = frozenset(x for x, f in _tags(question) if f.startswith("v"))
            near = not related or _near(related, w, verbs)
            near = near and (not done_to or _named(done_to, w, loose=True))  # "谁获得了金牌": not of 银牌
            near = near and not (role and _MISSED.search(w))  # "冠军…无缘卫冕": the role someone did not get
            if near and (_person(w, question, country) or _OFFICE.search(w)):
                return None
        if slot_filler(question, fragment):  # "齐武帝派范缜作为使者出使北魏": the question's own frame around a name
            return None
        return f"no person, organisation or office stands beside {'/'.join(related) or 'the question'}"
    wanted = next((what for pattern, what in _ENTITY_ASKS if pattern.search(question)), "")
    if wanted and ask.kind in ("general", "list"):
        names = {"person": lambda t: _person(t, question, country=True) or bool(_titles(t, question)),
                 "name": lambda t: _named_thing(t, question),
                 "title": lambda t: bool(_titles(t, question))}[wanted]  # fmt: skip
        if any((not related or _near(related, w)) and names(w) and not (wanted == "person" and _MISSED.search(w))
               for w in windows) or slot_filler(question, fragment):  # fmt: skip
            return None
        return f"no {wanted} stands beside {'/'.join(related) or 'the question'}"
    if _WHERE.search(question):
        if any(_VENUE.search(w) for w in windows):
            return None
        for w in windows:
            for m in re.finditer("|".join(map(re.escape, _names_in(w, question, ("ns",)))) or r"(?!x)x", w):
                if _PLACE_LEAD.search(w[: m.start()]):
                    return None
        return "no place is named where the event is"
    if pinned and ask.kind == "date" and ask.fit(_dated(fragment, ask)) < 1.0:  # "在国葬当日默哀": no day is given
        return "the sentence places it against another day (当日, 次日) and gives no date"
    counted = _COUNTED.search(question) if pinned and ask.kind == "count" else None
    if counted and not _named(counted.group(1), value_clause(fragment)):  # "多少个议席": 议席 beside the number
        return f"the number is not stated of {counted.group(1)}"
    if pinned and ask.wants_value and related:
        stated = _dated(fragment, ask) if ask.kind == "date" else value_clause(fragment)
        missing = [w for w in related if not _named(w, stated, loose=True) and not _subject_of(w, question, about)]
        if _asks_before(question):  # "多少人死亡": one of the verbs after the question word is enough
            missing = missing if len(missing) == len(related) else []
        if missing:
            return f"the value is not stated of {'/'.join(missing)}"
    return None


__all__ = ["relation_words", "untied", "value_clause"]
