"""Deterministic question-side steps: glossary rules, clause splitting, keyword classification,
routing, synonym rewriting, direct arithmetic and the steps summary. No model server needed."""

from __future__ import annotations

import re

from knowdesk.ingest.tags import TagDictionary
from knowdesk.reasoning.arithmetic import calculate
from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.base import Route
from knowdesk.reasoning.enumerations import list_items
from knowdesk.reasoning.evidence import sentences
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import CITATION, LABELS
from knowdesk.reasoning.prototypes import PrototypeMatcher
from knowdesk.reasoning.spoken import plain_wording
from knowdesk.text.language import language_of
from knowdesk.text.places import places
from knowdesk.text.tokenize import content_words, leading_noun, tagged

OTHER = "其他"
# "How much can I claim per day, and when will I get the money back?": a second question opens after ", and" with its own
# asking word and verb ("and after how long at the company" narrows the first one instead)
_EN_SECOND_ASK = re.compile(
    r",?\s+and\s+(?=(?:(?:when|how|where|what|which)\s+(?:will|would|do|does|did|is|are|can|should|must|much|many|"
    r"long|often|soon)|who\s+[a-z]+)\b)|(?<=\?)\s+(?=\S)",
    re.I,
)
_EN_BACK = re.compile(r"\b(?:it|its|this|that|these|those|them|they)\b", re.I)  # "…, and how much of it is paid"
_CLAUSE = re.compile(r"[，,；;。？?！!\n]+")
_TITLE = re.compile(r"《[^《》\n]{1,40}》")  # a title's own punctuation ("《停止！！云雀》") parts no clauses
_CONJUNCTION = re.compile(r"并且|并|以及|另外|还有|同时|然后|此外")
_QUESTION_WORD = re.compile(r"如何|怎么|怎样|什么|多少|几|吗|呢|是否|哪|流程|步骤|能否|可否|可以")
# what makes a clause a question rather than context for the others: a question word, or one of the ways of asking
# for a length, a person or a thing ("婚假要在多长时间内休完", "找谁批", "咋办")
_ASKS = re.compile(_QUESTION_WORD.pattern + r"|多久|多长|多大|多高|多远|多重|谁|咋|啥")
# "夜宵补贴又是多少": 又 before the question word asks the same of another thing
_ANOTHER = re.compile(r"又(?:是|有|要|能|可以|该|得|会|给|发|算)?(?:多少|几|怎么|如何|什么|哪|多久|多长)")
_CONTEXT_PREFIX = re.compile(r"^(我是|我们是|本人是|作为)")
_ENUM_SPLIT = re.compile(r"[；;：:]\s*(?=[（(]?[一二三四五六七八九十\d]+(?:[）)、]|\.(?!\d)))")
# a conclusion that lists steps: "1. …；2. …" or "（一）…；（二）…"
_STEP_ITEMS = re.compile(r"(?:^|[；;：:])\s*(?:\d+[.、．)]|[（(][一二三四五六七八九十\d]+[）)])")
_ENUM_HEAD = re.compile(r"^([（(][一二三四五六七八九十\d]+[）)]|\d+[、)]|\d+\.(?!\d))\s*")
# "婚假和陪产假分别有几天？": two topics asked the same thing
_RESPECTIVELY = re.compile(r"^(?P<a>.{1,20}?)(?:和|与|及|跟|以及)(?P<b>.{1,20}?)(?:分别|各自|各)(?P<rest>.+)$")
# "工作日、休息日和节假日加班分别按几倍算": three or more things asked the same
_RESPECTIVE_LIST = re.compile(r"^(?P<items>[^，,]{1,20}?、[^，,]{1,40}?)(?:分别|各自)(?P<rest>.+)$")
# "婚假有几天？产假呢？": the second part names only its topic and borrows the first part's question
_ELLIPTIC = re.compile(
    r"^(?:那么?|还有|如果是|换成|至于)?\s*(?P<topic>[^，,。？?]{1,16}?)\s*(?:呢|又如何|怎么样|如何)$"
)


class TopicTerms:
    """What makes a clause a question of its own: a glossary term or a business-tag keyword."""

    def __init__(self, glossary: Glossary, tags: TagDictionary) -> None:
        self.glossary = glossary
        self.tags = tags

    def has_topic(self, text: str) -> bool:
        return bool(self.glossary.terms_in(text) or self.tags.tag(text))


class LocalNormalizer:
    """Seed 002 §(一): colloquial phrases → glossary form; the retry also maps individual words."""

    def __init__(self, glossary: Glossary) -> None:
        self.glossary = glossary

    def normalize(self, question: str, retry: bool = False) -> str:
        text = self.glossary.apply_synonyms(plain_wording(question.strip()))
        if not retry:
            return text
        for word in content_words(text):
            for key, value in self.glossary.synonyms.items():
                if len(key) >= 2 and _maps(word, key, text) and len(word) >= 2 and value not in text:
                    body = text.rstrip("？?。！! ")  # the hint goes inside the question, not after it as a clause
                    return f"{body}（{value}）{text[len(body) :]}"
        return text


def _maps(word: str, key: str, text: str) -> bool:
    """A question's word stands for a colloquial phrase when it holds the phrase, or is part of it and the
    question says the rest too ("电脑" with 坏了 is 电脑坏了): "申请加班" is no "申请电脑", "电脑丢了" no "领电脑"."""
    return key in word or (word in key and all(ch in text for ch in key.replace(word, "", 1)))


class LocalDecomposer:
    """Split at punctuation and conjunctions; clauses without a topic become context for the others."""

    def __init__(self, topics: TopicTerms) -> None:
        self.topics = topics

    def decompose(self, question: str, limit: int) -> list[str]:
        if language_of(question) == "en":  # an English comma joins one question's clauses, unless a new one opens
            parts = _en_with_statements([p.strip() for p in _EN_SECOND_ASK.split(question.strip()) if p.strip()])
            parts = [p.rstrip("?？ ") for p in parts]
            if 1 < len(parts) <= limit and not any(_EN_BACK.search(p) for p in parts[1:]):
                return parts
            return [question.strip().rstrip("?？ ") or question.strip()]
        clauses = [c.strip() for c in _clauses(question) if c.strip()]
        parts: list[str] = []
        context: list[str] = []
        for clause in clauses:
            if (m := _RESPECTIVE_LIST.match(clause)) and len(items := [i for i in list_items(m["items"]) if i]) > 2:
                parts += respective_list(items, m.group("rest"))
                continue
            if m := _RESPECTIVELY.match(clause):
                parts += respective_parts(m.group("a"), m.group("b"), m.group("rest"))
                continue
            if asks := _enumerated_asks(clause):
                parts += asks
                continue
            pieces = [p.strip() for p in _CONJUNCTION.split(clause) if p.strip()]
            topical = [p for p in pieces if self.topics.has_topic(p)]
            if len(pieces) > 1 and len(topical) == len(pieces):
                parts.extend(pieces)
            elif not _ASKS.search(clause) and clause is not clauses[-1]:
                context.append(_CONTEXT_PREFIX.sub("", clause))
            elif parts and _PROCEDURE_ONLY.match(clause) and ask_of(parts[-1]).kind in ("steps", "general"):
                # "客户投诉了怎么处理，步骤是啥": the same ask, said again (not after "时限是多久", a question of its own)
                parts[-1] = f"{parts[-1]}，{clause}"
            elif parts and (m := _ELLIPTIC.match(clause)) and self._swaps_topic(m.group("topic"), parts[-1]):
                parts.append(borrow_question(m.group("topic"), parts[-1], self.topics.glossary))
            elif self.topics.has_topic(clause) or not parts:
                parts.append(clause)
            elif _own_subject(clause, parts[-1]):  # "IT服务台在哪？分机号多少？": the 分机号 of the IT服务台
                term = next(iter(self.topics.glossary.terms_in(parts[-1])), "") or _contact_of(clause, parts[-1])
                parts.append(f"{term}{clause}" if term and term not in clause else clause)
            elif second := _second_ask(clause, parts[-1]):  # "公寓租金多少？最长能住几年？": two asks of one thing
                parts.append(second)
            else:  # "全年累计呢", "每次最少休多久": a condition or a detail of the same question
                parts[-1] = f"{parts[-1]}，{clause}"
        if not parts:
            return [question.strip().rstrip("?？ ") or question.strip()]
        parts = _with_first_conditions(parts)
        # context ("我是P6", "我工作了8年") belongs to every part: a tier or a table row may hang on it
        subs = ["，".join([*context, p]) if context else p for p in parts]
        if len(subs) > limit:
            subs = [*subs[: limit - 1], "，".join(subs[limit - 1 :])]
        return subs

    def _swaps_topic(self, topic: str, previous: str) -> bool:
        """ "产假呢" after "婚假有几天" asks the same of another topic; "全年累计呢" after "事假一次最多几天"
        narrows the same question (it names no topic and nothing parallel to the previous one)."""
        return self.topics.has_topic(topic) or bool(_parallel_stretch(topic, previous)) or bool(leading_noun(topic))


# how an English question opens: a question word or an auxiliary put first ("Can I…", "Is there…")
_EN_ASKING = re.compile(
    r"^(?:how|what|what's|when|where|which|who|whom|whose|why|can|could|may|might|do|does|did|is|are|was|were|"
    r"will|would|should|shall|must|have|has|am)\b",
    re.I,
)


# an English ask naming nothing of its own ("how much?", "Up to how much?", "and when?")
_EN_BARE_ASK = re.compile(
    r"^(?:and\s+|but\s+)?(?:up to\s+|at most\s+|roughly\s+)?(?:how (?:much|many|long|often|soon)|when|who|where|"
    r"what)(?:\s+(?:is|are|was|can|could|do|does|will|would|exactly))*(?:\s+(?:it|that|this|they|them|i|we|you))*"
    r"\s*[?？]?$",
    re.I,
)


def _en_with_statements(parts: list[str]) -> list[str]:
    """English parts with a statement ("I've been with the company for 4 years.") joined to the question beside
    it: it is a condition of that question (a tier or a table row may hang on it), never a question of its own."""
    out: list[str] = []
    pending = ""
    for part in parts:
        if out and _EN_BARE_ASK.match(part):  # "…? Up to how much?": the same question's value, of the same thing
            out[-1] = f"{out[-1].rstrip('?？ ')}, {part}"
        elif part.endswith(("?", "？")) or _EN_ASKING.match(part):
            out.append(f"{pending} {part}".strip())
            pending = ""
        elif out:
            out[-1] = f"{out[-1].rstrip('?？ ')}? {part}"
        else:
            pending = f"{pending} {part}".strip()
    return out or [pending]


def respective_parts(a: str, b: str, rest: str) -> list[str]:
    """The two questions "A和B分别…" asks, each whole: what follows B's own name belongs to A too ("训练员和值班经理的
    岗位津贴分别多少" asks 训练员的岗位津贴), and what precedes a place A ends with belongs to B too ("县处级在上海和西安出差
    住宿标准分别是多少" asks 县处级在西安出差住宿标准). B's name ends at its first 的, or is the place it opens with."""
    place_a = next((p for p in places(a) if a.endswith(p)), "")
    place_b = next((p for p in places(b) if b.startswith(p)), "")
    paired = bool(place_a and place_b)
    lead = a[: -len(place_a)] if paired else ""
    particle = _PARTICLE_DE.search(b)
    tail = b[particle.start() :] if particle and not _PARTICLE_DE.search(a) else (b[len(place_b) :] if paired else "")
    shared = "" if paired else _shared_action(a, b[: particle.start()] if particle else b)
    return [a + shared + tail + rest, lead + b + rest]


def respective_list(items: list[str], rest: str) -> list[str]:
    """The questions "A、B和C分别…" asks, one per item, each with what the last item's name says of all of them
    ("工作日、周末和节假日加班分别按几倍" asks 工作日加班 and 周末加班 too) and what follows its 的."""
    last = items[-1]
    particle = _PARTICLE_DE.search(last)
    tail = last[particle.start() :] if particle else ""
    shared = _shared_action(items[0], last[: particle.start()] if particle else last)
    return [f"{item}{shared}{tail}{rest}" for item in items[:-1]] + [last + rest]


def _shared_action(first: str, last_name: str) -> str:
    """The verb the last item's name ends in, when the first item lacks it: "工作日和周末加班" asks of 工作日加班 (the
    action is said once, after the last item), while "训练员和值班经理" names two people (经理 is no action)."""
    words = tagged(last_name)
    if len(words) < 2:
        return ""
    word, tag = words[-1]
    return word if tag in ("v", "vn") and len(word) >= 2 and word not in first else ""


# 的 as a particle, not inside a word (的士, 的确, 目的)
_PARTICLE_DE = re.compile(r"(?<!目)的(?![士确])")


def _clauses(question: str) -> list[str]:
    """The question split at its punctuation, except inside a title (《…》), which names one thing."""
    titles = [m.group() for m in _TITLE.finditer(question)]
    masked = _TITLE.sub(lambda m: f"\x00{titles.index(m.group())}\x00", question)
    return [re.sub(r"\x00(\d+)\x00", lambda m: titles[int(m.group(1))], c) for c in _CLAUSE.split(masked)]


def _with_first_conditions(parts: list[str]) -> list[str]:
    """Later parts that name no place or job level of their own ask about the first part's: "稻城站每年能探亲几次，
    路费最多报多少" asks the 路费 of 稻城站 (a station's row), "P6住宿多少，餐补多少" the 餐补 of P6."""
    carried = _conditions(parts[0])
    if not carried:
        return parts
    return [parts[0], *(p if _conditions(p) else f"{'、'.join(carried)}，{p}" for p in parts[1:])]


def _conditions(part: str) -> list[str]:
    """The places, named sites and job levels a part names (上海, 稻城站, P6, G2): what picks a row, not what is
    asked."""
    site = _SITE.match(part)
    return list(dict.fromkeys([*places(part), *([site.group()] if site else []), *_LEVEL.findall(part)]))


_LEVEL = re.compile(r"(?<![A-Za-z])[A-Z]\d{1,2}(?![\d纸])")  # P6, G2; not A4纸
# a site the question opens with (稻城站, 成都分公司, 春熙路门店, 二号车间), as the subject: not 请问车间主任, 公司网站
_SITE = re.compile(
    r"(?!请问|公司|我们|我|出差)[\u4e00-\u9fff]{2,5}?(?<![网车到加油])(?:站|分公司|门店|分店|车间|基地|园区|分院|院区)"
    r"(?=的|每|在|有|能|可|一|[，,]|$)"
)


# nouns that name a property of something, not a thing: "有企业年金吗？比例多少？" asks the 企业年金's 比例
_ATTRIBUTES = frozenset(
    [
        "比例",
        "标准",
        "金额",
        "额度",
        "数额",
        "上限",
        "下限",
        "期限",
        "时间",
        "时限",
        "条件",
        "流程",
        "手续",
        "费用",
        "待遇",
        "范围",
        "要求",
        "方式",
        "天数",
        "次数",
        "人数",
        "价格",
    ]
)


# how an office or a person is reached: "科研院院长是谁？办公室在哪？" asks the 办公室 of the 科研院院长
_CONTACT = frozenset(
    ["办公室", "办公地点", "地址", "电话", "办公电话", "联系电话", "分机", "分机号", "手机", "邮箱", "联系方式"]
)


def _contact_of(clause: str, previous: str) -> str:
    """Whose contact detail a clause opening with one asks (the thing the previous part asks about), or ""."""
    if leading_noun(clause) not in _CONTACT:
        return ""
    subject = asked_phrase(previous)
    return subject if len(subject) >= 2 and subject not in _CONTACT else ""


def _own_subject(clause: str, previous: str) -> bool:
    """The clause opens with a noun the previous part does not hold and asks another kind of thing ("工资每月几号
    发？工资条在哪里看？") or an amount ("住宿每晚多少？伙食补助一天多少？"): it asks about a thing of its own. Two clauses asking the same kind ("上班时间是几点到几点？
    午饭是几点？") are as often answered by one sentence (a timetable) and stay one question, unless the second says
    with 又 that it asks the same of another thing ("夜班津贴多少，夜宵补贴又是多少")."""
    noun = leading_noun(clause)
    kind = ask_of(clause).kind
    # two amounts of two things ("住宿每晚能报多少？伙食补助一天多少？") are two look-ups; two times may be one timetable
    if (
        noun
        and noun not in previous
        and noun not in _ATTRIBUTES
        and (kind != ask_of(previous).kind or kind == "amount")
    ):
        return True
    thing = asked_phrase(clause)
    return bool(_ANOTHER.search(clause)) and len(thing) >= 2 and thing not in previous


# kinds of answer a second question mark may ask of the same thing as the first ("租金多少？最长能住几年？"); a yes/no,
# a list or an unclassified ask is as often a condition or detail of the first ("有餐补吗？多少钱")
_SEPARATE_KINDS = frozenset({"amount", "count", "duration", "date", "who", "rate", "frequency"})
# kinds whose two asks of one thing are two look-ups when they count in other measures or periods (几位 / 几次, 每公里 /
# 一个月): a timetable's times or a leave's days stay one question
_MEASURED_KINDS = frozenset({"amount", "count"})
_UNIT = r"(?:公里|小时|学时|天|日|月|年|周|次|晚|人)"
# the period or measure a first ask counts its amount by ("每小时", "一个月"): the second ask counts its own
_PER = re.compile(rf"(?:每|[一二两三四五六七八九十\d]+\s*个?){_UNIT}")


def _second_ask(clause: str, previous: str) -> str:
    """A clause asking another kind of thing than the previous part, as a question of its own: with the subject it
    names ("每月补卡最多几次？每周远程办公最多几天？"), else with the previous part's, up to its question word
    ("青年教师公寓租金多少？最长能住几年？" → 青年教师公寓租金，最长能住几年). "" when the clause asks the same kind (one
    sentence, a timetable, often answers both) or a yes/no or list (as often a detail of the first: "有餐补吗？多少钱")."""
    (kind, measure), (before, measure_before) = _measured_ask(clause), _measured_ask(previous)
    if kind not in _SEPARATE_KINDS or before not in _SEPARATE_KINDS:
        return ""
    if kind == before and (kind not in _MEASURED_KINDS or measure == measure_before):
        return ""
    own = asked_phrase(clause)
    if leading_noun(clause) or (len(own) >= 2 and own not in previous and not _ASKS.search(own)):
        return clause
    asked = _ASKS.search(previous)
    subject = _subject_before_verb(previous[: asked.start()] if asked else "")
    return f"{subject}，{clause}" if len(subject) >= 2 else ""


# what ends the subject a second ask borrows: a verb, adverb, pronoun or numeral ("每", "一"), a preposition
_PAST_SUBJECT = re.compile(r"^(?:v(?!n)|d|r|zg|m|p|c|u|y)")


def _subject_before_verb(stem: str) -> str:
    """The words a first ask names before its first verb, adverb or rate ("会议室能坐" → 会议室, "员工餐每餐补" →
    员工餐, "加班费每小时" → 加班费): the subject a second ask of it borrows, not the act or period the first asked
    of it. A verb before its first noun stays ("出差住宿每晚报" → 出差住宿, "出了工伤要在" → 出了工伤)."""
    tokens = tagged(stem.rstrip("，, "))
    end, named = 1, bool(tokens) and tokens[0][1].startswith("n")
    while end < len(tokens):
        word, tag = tokens[end]
        # a modal glued to a verb ("能报", tagged a noun) ends the subject once a noun is named; before it, a noun
        # beginning like a modal is the subject's own ("一类会议": 会议, not 会)
        ends = _PAST_SUBJECT.match(tag) or (_MODAL.match(word) and (named or not tag.startswith("n")))
        if ends and (named or not re.match(r"^(?:v|u)", tag)):  # "出了工伤要在": the act before the noun stays
            break
        named = named or tag.startswith("n")
        end += 1
    return "".join(w for w, _ in tokens[:end]).rstrip("，, ")


def _measured_ask(clause: str) -> tuple[str, str]:
    """The kind a clause asks, and what it counts in: a count's measure word or the period its number is per (几位,
    几次, 每公里, 一个月). A number in a measure the kinds do not know (多少公里, 几学时) is not read as an ask of its
    own: a length asked in 公里 is as often met by a speed limit or a condition's band as by the distance asked."""
    ask = ask_of(clause)
    per = _PER.search(clause)
    return ask.kind, per.group() if per else ask.measure


def _enumerated_asks(clause: str) -> list[str]:
    """ "一般安全违规罚多少钱、扣几分", "每月免费多少度电、多少吨水": two asks of one subject listed with 、; the second,
    a question word with at most a verb before it, borrows the first's words before its own verb or question word
    (→ "一般安全违规扣几分"). [] when the clause is not two such asks ("P5、P6的住宿标准是多少" lists conditions)."""
    pieces = clause.split("、")
    if len(pieces) != 2:
        return []
    first, second = pieces
    ask_first, ask_second = _ASKS.search(first), _ASKS.search(second)
    if ask_first is None or ask_second is None:
        return []
    at_first, at_second = ask_first.start(), ask_second.start()
    if at_second > 2 or at_first - at_second < 2:
        return []
    return [first, first[: at_first - at_second] + second]


# a clause asking only for the steps of what the clause before it asks how to do: "步骤是啥", "具体流程是什么"
_PROCEDURE_ONLY = re.compile(
    r"^(?:那|那么)?(?:具体|详细)?的?(?:步骤|流程|程序|手续|过程)(?:是|有|要|该)?"
    r"(?:啥|什么|哪些|怎样的?|怎么样的?|如何|怎么走)(?:呢|啊|呀)?$"
)


def borrow_question(topic: str, previous: str, glossary: Glossary) -> str:
    """ "产假" after "婚假有几天" asks "产假有几天": the previous question with its topic replaced — the
    stretch of it that differs from the topic in at most half its characters ("B类岗位" replaces "A类岗位",
    "较重违规" replaces "一般违规"), else the noun phrase it asks about (`asked_phrase`: "餐补" after
    "一线城市P1的住宿标准是多少" replaces 住宿标准, not the condition 一线城市), else its last glossary term or
    longest word; the topic alone when nothing fits."""
    parallel = _same_head_phrase(topic, previous) or _parallel_stretch(topic, previous)
    if parallel:
        return previous.replace(parallel, topic, 1)
    asked = asked_phrase(previous)
    if asked and asked != topic and len(asked) >= 2:
        at = previous.rfind(asked)
        return previous[:at] + topic + previous[at + len(asked) :]
    # of two terms, the later one is what is asked about ("一线城市P1的住宿标准是多少" → 住宿标准)
    terms = sorted(glossary.terms_in(previous), key=previous.rfind, reverse=True)
    old = terms or sorted(content_words(previous), key=len, reverse=True)[:1]
    if old and old[0] in previous and old[0] != topic:
        return previous.replace(old[0], topic, 1)
    return f"{topic}，{previous}"


# words that stand between the thing asked about and the question word without being part of it: verbs ("是",
# "有", "算"), pronouns and time words ("每晚", "每月"), numerals, adverbs, particles, and a modal fused with its
# verb ("能报", which jieba tags a noun)
_NOT_ASKED = re.compile(r"^(?:v(?!n)|r|m|d|u|p|c|y|t|f|q|a|z)")  # not x: a clause ends at its punctuation
_MODAL = re.compile(r"^[能可要需应该会]")
_ASKED_NOUN = re.compile(r"^(?:n(?!s|r)|vn)")  # nouns, not places or people (those are conditions: 上海, 张三)


def asked_head(question: str) -> str:
    """The noun phrase the question asks about when it is the head of a "…的X" ("夜班下班的班车几点发车" →
    班车), else "": without the 的 the segmenter's guess at the last noun is too often a made-up word."""
    phrase = asked_phrase(question)
    m = _QUESTION_WORD.search(question)
    stem = question[: m.start()] if m else question
    at = stem.rfind(phrase) if phrase else -1
    return phrase if at > 0 and stem[at - 1] == "的" else ""


def asked_phrase(question: str) -> str:
    """The noun phrase a question asks about: the run of nouns nearest before its question word, after any 的
    ("一线城市P1的住宿标准是多少" → 住宿标准, "去上海出差住宿每晚能报多少钱" → 住宿, "夜班补贴每月多少" → 夜班补贴);
    a code or a place before it is a condition of the question, not its topic. "" when there is none."""
    m = _QUESTION_WORD.search(question)
    stem = question[: m.start()] if m else question.rstrip("？?。! ")
    tokens = tagged(stem)
    end = len(tokens)
    while end and (_NOT_ASKED.match(tokens[end - 1][1]) or _MODAL.match(tokens[end - 1][0])):
        end -= 1
    start = end
    while start and _ASKED_NOUN.match(tokens[start - 1][1]) and not _MODAL.match(tokens[start - 1][0]):
        start -= 1
    return "".join(w for w, _ in tokens[start:end])


_MODIFIER = re.compile(
    r"^(?:n(?!s|r)|s|a|b|vn|j|q|z|eng)"
)  # what may stand before a head noun in its phrase: 一般安全, A类, 室外


def _same_head_phrase(topic: str, previous: str) -> str:
    """The noun phrase of `previous` that ends in the topic's head word, its modifiers and all: "B类岗位" after
    "A类高温岗位7月的高温补贴是多少" swaps out "A类高温岗位", "严重违规" after "一般安全违规罚多少" swaps out
    "一般安全违规" (a stretch of the same length would be 高温岗位 or 安全违规, leaving the other's modifier). The
    head is the topic's longest ending of two or more Chinese characters, short of the whole topic, that `previous`
    holds at a word's start; "" when there is none or `previous` names the topic itself."""
    if topic in previous:
        return ""
    for k in range(len(topic) - 1, 1, -1):
        head = topic[-k:]
        at = previous.find(head)
        if at < 0 or not all("\u4e00" <= ch <= "\u9fff" for ch in head):
            continue
        start, pos = at, 0
        tokens = tagged(previous[:at])
        if "".join(w for w, _ in tokens) != previous[:at]:
            return ""
        for word, tag in reversed(tokens):
            if not _MODIFIER.match(tag):
                break
            start -= len(word)
            pos += 1
        return previous[start : at + k] if pos else ""
    return ""


def _parallel_stretch(topic: str, previous: str) -> str:
    """The stretch of `previous` as long as `topic` that shares the most characters with it in place, when
    that is at least half of them (and it is not the topic itself), else the topic less its first or last
    character when `previous` holds that: the thing the follow-up swaps out."""
    n = len(topic)
    if n < 2 or n > len(previous):
        return ""
    if _DIGITS.search(topic):  # "满12分呢" after "记分满6分会怎样": the same words around another number
        shape = "".join(_AMOUNT if _DIGITS.fullmatch(p) else re.escape(p) for p in _DIGITS.split(topic) if p)
        same = re.search(shape + _BOUND, previous)
        # the bound a first number had ("3天以内") is not the follow-up's: "15天呢" asks 15天, not 15天以内
        if same and same.group() != topic:
            return same.group()
    best, best_same = "", 0
    for i in range(len(previous) - n + 1):
        window = previous[i : i + n]
        same = sum(a == b for a, b in zip(window, topic, strict=True))
        if same > best_same:
            best, best_same = window, same
    if best != topic and 2 * best_same >= n:
        return best
    # "祖父母去世" after "父母去世丧假几天": the topic is the previous one's phrase with a word added; not a unit the
    # previous one counts in ("小时工呢" after "每天最多上几个小时" swaps out the worker, not the 小时 of 几个小时)
    for cut in ((1, n), (0, n - 1)):
        inner = topic[cut[0] : cut[1]]
        at = previous.find(inner)
        if len(inner) >= 2 and at >= 0 and topic not in previous and not _COUNTED.search(previous[:at]):
            return inner
    return ""


# a number with its magnitude ("2万", "5000"): either stands in the other's place in the same words
_AMOUNT = r"\d+(?:\.\d+)?[万千]?"
_DIGITS = re.compile(rf"({_AMOUNT})")
_BOUND = r"(?:及?以内|及?以上|及?以下)?"
_COUNTED = re.compile(r"(?:[几\d两一二三四五六七八九十百千]|多少)个?$")  # what a unit follows: 几个(小时), 3(天)


class LocalClassifier:
    """Keywords + business tags first; when no keyword appears, the nearest category prototype
    (its name and keywords, embedded) decides if it leads clearly; unknown → 其他."""

    def __init__(
        self,
        categories: list[str],
        tags: TagDictionary,
        extra: dict[str, list[str]],
        prototypes: PrototypeMatcher | None = None,
    ) -> None:
        self.categories = categories
        self.tags = tags
        self.extra = extra
        self.prototypes = prototypes

    def keywords(self, category: str) -> list[str]:
        return [category, *self.tags.keywords.get(category, ()), *self.extra.get(category, [])]

    def classify(self, question: str) -> str:
        scores: dict[str, int] = {}
        for cat in self.categories:
            hits = sum(len(k) for k in set(self.keywords(cat)) if k and k in question)
            if hits:
                scores[cat] = hits
        if scores:
            return max(self.categories, key=lambda c: scores.get(c, 0))
        return (self.prototypes.nearest(question) if self.prototypes else None) or OTHER


class LocalRouter:
    """Arithmetic goes direct; a question whose nearest route prototype is graph or web (clear lead)
    goes there; everything else to the documents. The graph node adds the keyword rules and only
    uses a route whose retriever is available."""

    def __init__(self, prototypes: PrototypeMatcher | None = None) -> None:
        self.prototypes = prototypes

    def route(self, question: str) -> Route:
        if calculate(question) is not None:
            return "direct"
        near = self.prototypes.nearest(question) if self.prototypes else None
        return "graph" if near == "graph" else "web" if near == "web" else "vector"


class LocalRewriter:
    """Each attempt searches differently: glossary form, then related terms, then the key words only."""

    def __init__(self, glossary: Glossary) -> None:
        self.glossary = glossary

    def rewrite(self, question: str, attempt: int) -> str:
        words = content_words(self.glossary.apply_synonyms(question))
        if attempt <= 1:
            return " ".join(words) or question
        if attempt == 2:
            related = [t for t in self.glossary.terms if any(w in t for w in words if len(w) >= 2)]
            return " ".join(dict.fromkeys([*words, *related[:3]])) or question
        longest = sorted(words, key=len, reverse=True)[:2]
        return " ".join(longest) or question


class LocalDirectAnswerer:
    def answer_directly(self, question: str) -> str:
        result = calculate(question)
        english = language_of(question) == "en"
        if result is None:
            if english:
                return "I can only answer questions about company rules from the company's documents, and simple sums."
            return "我只能根据公司文档回答与公司制度相关的问题，以及简单的计算。"
        return f"Result: {result}" if english else f"计算结果：{result}"


class LocalStepsSummarizer:
    """Numbered steps from remembered answers: their evidence sentences, enumerations split, deduplicated."""

    def __init__(self, max_steps: int = 8) -> None:
        self.max_steps = max_steps

    def steps(self, answers: list[str]) -> list[str]:
        """Every answer gets its share of the `max_steps` (a long first answer must not crowd out the rest)."""
        seen: set[str] = set()
        per_answer: list[list[str]] = []
        for answer in answers:
            items: list[str] = []
            for line in answer.splitlines():
                for sentence in sentences(_evidence_text(line)):
                    for item in _items_of(sentence):
                        item = _ENUM_HEAD.sub("", item).strip("；;。 ")
                        # a basis sentence repeating a step the conclusion listed (cut shorter) is that step
                        if len(item) >= 4 and not item.startswith("|") and not _seen(item, seen):
                            seen.add(item)
                            items.append(item)
            per_answer.append(items)
        share = max(1, self.max_steps // max(1, len(per_answer)))
        picked = {(i, j) for i, items in enumerate(per_answer) for j in range(min(share, len(items)))}
        rest = [(i, j) for i, items in enumerate(per_answer) for j in range(len(items)) if (i, j) not in picked]
        picked |= set(rest[: max(0, self.max_steps - len(picked))])
        return [per_answer[i][j] for i, j in sorted(picked)][: self.max_steps]


def _items_of(sentence: str) -> list[str]:
    """The enumerated items of a sentence, without the lead-in that introduces them ("入住按下列程序办理：（一）…":
    the lead-in is no step)."""
    parts = _ENUM_SPLIT.split(sentence)
    if len(parts) > 1 and sentence[len(parts[0]) : len(parts[0]) + 1] in "：:":
        return parts[1:]
    return parts


def _seen(item: str, seen: set[str]) -> bool:
    return any(item.startswith(s) or s.startswith(item) for s in seen)


def _evidence_text(line: str) -> str:
    """The quoted document text of an "依据：《doc》section：text" line (or its English form), a conclusion that
    cites its own source (the whole sentence quoted, no basis line repeating it), or the steps a conclusion lists
    ("结论：1. …；2. …"); other lines carry no new facts."""
    for labels in LABELS.values():
        if line.startswith(labels["conclusion"]):
            body = CITATION.sub("", line[len(labels["conclusion"]) :])
            listed = len(_STEP_ITEMS.findall(body)) >= 2 or len(re.findall(r"[；;]", body)) >= 2
            return body if listed or CITATION.search(line) else ""
    for labels in LABELS.values():
        if line.startswith(labels["basis"]):
            rest = line.split("》", 1)[-1]
            colon = labels["quote"].rstrip()[-1]
            return rest.split(colon, 1)[-1] if colon in rest else rest
    return ""
