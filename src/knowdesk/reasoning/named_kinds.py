"""A kind of leave, bonus or allowance the question names and the evidence never does.

Policies name their kinds by a modifier and a class word: 育儿假, 献血假, 年终奖, 高温津贴. A question about a
kind the company does not have ("献血假可以休几天？") shares the class word with every kind it does have (年休假,
婚假), and the segmenter often splits the compound ("育儿假有" → 育儿 / 假有), so the word-share checks find a
leave rule and answer with it. Here the modifier itself must be in the evidence, or the question is refused.
"""

from __future__ import annotations

import re

from knowdesk.text.tokenize import tagged, words
from knowdesk.text.wording import other_wordings

# two characters naming the kind, then its class word; not 假期/假日 (holidays), not 奖励/奖惩 (rewards in general)
_KIND = re.compile(r"([\u4e00-\u9fff]{2})(?:假(?![期日条])|奖(?![励惩罚品])|津贴|补贴|补助)")
# what stands before a class word without naming a kind: a verb ("休婚假", "请病假", "拿全勤奖"), a count
# ("三天假"), a particle ("的假"), or the verb that makes it a word of its own ("碰上放假", "提前请假")
_NOT_A_MODIFIER = re.compile(
    r"^[休请放发拿领报扣交缴有给批算要能可的了]|[0-9零一二三四五六七八九十百两几多天周月]|[的了吗呢么啊放请休]$"
    r"|^(?:额外|另外|另行|其他|其它|单独|相关|各种|各项|这种|那种|这个|那个)$"  # "有没有额外补贴": any allowance at all
)
# the same words before a longer topic word ("额外补贴"): they say "besides what there is", not which kind
BESIDES = re.compile(r"^(?:额外|另外|另行|其他|其它|单独|相关|各种|各项)(?=[\u4e00-\u9fff]{2})")


# the same in English: "gym allowance", "phone allowance", "study leave"; what stands before a class word without
# naming a kind (a determiner, a verb, a count, how often it is paid)
_EN_KIND = re.compile(r"\b([a-z]{3,})\s+(?:allowances?|leave|bonus(?:es)?|subsid(?:y|ies)|stipends?|benefits?)\b", re.I)
_EN_NOT_A_MODIFIER = frozenset([
    "the", "any", "some", "much", "many", "what", "which", "this", "that", "your", "our", "their", "paid", "unpaid",
    "take", "get", "got", "use", "used", "have", "had", "need", "more", "less", "extra", "full", "half", "daily",
    "weekly", "monthly", "yearly", "annually", "per", "each", "every", "days", "weeks", "months", "years", "hours",
    "special", "additional", "company", "employee", "employees", "staff",
    # who asks, as a Chinese question carried into English writes 同事, 员工 ("remote coworker allowance"): a frame
    "coworker", "coworkers", "colleague", "colleagues", "worker", "workers", "person", "people", "everyone",
])  # fmt: skip


def _en_kind_not_in_evidence(question: str, joined: str) -> str | None:
    """The first English kind ("gym allowance") whose modifier (gym, or gyms) no evidence text holds."""
    low = joined.lower()
    for m in _EN_KIND.finditer(question):
        modifier = m.group(1).lower()
        if modifier in _EN_NOT_A_MODIFIER or re.search(rf"\b{re.escape(modifier)}", low):
            continue
        if any(w in low for w in other_wordings(modifier)):
            continue
        return m.group(0)
    return None


# a deputy is another post than the head it shares a title with: "副处长是谁" is not answered by the 处长's row
_DEPUTY = re.compile(r"副(?:总经理|处长|院长|校长|科长|部长|主任|经理|总监|主席|书记|所长|馆长|厂长|局长|店长|组长)")


# a class named by its ordinal: 四类地区, 三类会议, 乙档人员, 第二类 (the class noun is the next characters)
_ORDINAL_CLASS = re.compile(
    r"(?<![第\d一二三四五六七八九十])(?P<ord>[一二三四五六七八九十甲乙丙丁戊])(?P<cls>类|档)(?P<noun>[\u4e00-\u9fff]{2})"
)
_ORDINAL = "[一二三四五六七八九十甲乙丙丁戊]"
MIN_SIBLING_CLASSES = 2  # other ordinals of the same class noun the evidence names, for its list to be the whole


def unlisted_class(question: str, joined: str) -> str | None:
    """A class the question names by an ordinal ("四类地区") when the evidence names at least two others of the same
    noun (一类地区, 二类地区, 三类地区) and never this one: the rule has no such class."""
    for m in _ORDINAL_CLASS.finditer(question):
        cls, noun = m.group("cls"), re.escape(m.group("noun"))
        listed = set(re.findall(rf"([一二三四五六七八九十甲乙丙丁戊]){cls}{noun}", joined))
        if m.group("ord") in listed or len(listed) < MIN_SIBLING_CLASSES:
            continue
        # classes named by a range or a list ("二至四类地区", "一、二类人员", "三类及以上地区", "其他地区") may hold it
        ranged = rf"{_ORDINAL}\s*[至到~～—\-、，,]\s*{_ORDINAL}{cls}{noun}|{cls}(?:及以上|及以下|以上|以下){noun}|(?:其他|其余){noun}"
        if not re.search(ranged, joined):
            return m.group(0)
    return None


def kind_not_in_evidence(question: str, texts: list[str]) -> str | None:
    """The first kind (育儿假, "gym allowance", a deputy post 副处长, a class 四类地区 beside 一至三类) whose modifier (育儿,
    gym, 副, 四) no evidence text holds, else None."""
    joined = "\n".join(texts)
    if english := _en_kind_not_in_evidence(question, joined):
        return english
    if unlisted := unlisted_class(question, joined):
        return unlisted
    deputy = _DEPUTY.search(question)
    if deputy and deputy.group() not in joined:
        return deputy.group()
    bounds = _word_bounds(question)
    spans = _tagged_spans(question)
    for m in _KIND.finditer(question):
        modifier, kind = m.group(1), m.group(0)
        if _NOT_A_MODIFIER.search(modifier) or _no_kind_window(m.start(), m.start(1) + len(modifier), spans):
            continue
        # the window took a character too many when the question's words part after its first ("员工年假",
        # "女职工产假" name 年假, 产假); "陪产假" is one word, and 产假 in the evidence does not name it
        short = kind[1:] if m.start() + 1 in bounds else ""
        if modifier not in joined and not spelled_in(kind, joined) and not (short and spelled_in(short, joined)):
            return kind
    return None


# the situations pay is set by, each its own rule: a sentence paying for one does not state the pay of another
_PAY_SITUATION = (
    r"加班|延长工作时间|值班|夜班|中班|病假|事假|婚假|丧假|产假|陪产假|年假|年休假|工伤|停工|停产|待岗|试用期|"
    r"培训期|高温|出差|节假日|休息日"
)
_PAY = r"工资|薪资|薪酬|津贴|补贴|补助|奖金"
_PAID_FOR = re.compile(rf"({_PAY_SITUATION})[^，。；;,]{{0,6}}?(?:{_PAY})")
# the situations of those that are no class of working day (休息日, 节假日 and 延长工作时间 are overtime's own cases)
_SITUATION = re.compile(
    r"(加班|值班|夜班|中班|病假|事假|婚假|丧假|产假|陪产假|年假|年休假|工伤|停工|停产|待岗|试用期|培训期)"
)

# a situation the sentence's opening condition is about ("法定节假日值班的，…"), or a condition opening after a lead-in
# ("按下列标准发放：夜班的，…"); one it leaves out ("除病假外",
# "不含婚假") or only mentions further on is no rule of that situation
_SITUATION_OPENS = re.compile(
    rf"(?:^|[：:])(?:(?!除|不含|不包括|以外)[^，,。；;：:])*?{_SITUATION.pattern}(?:(?!以外)[^，,。；;：:])*?的[，,]"
)


def other_kind_stated(question: str, sentence: str, context: str) -> str | None:
    """The situation the question asks the pay of (加班) when `sentence` states the pay of another one (病假)
    and names the asked one nowhere, nor does its heading (`context`): "病假期间的工资按基本工资的80%计发" does
    not say how overtime is paid."""
    asked = _PAID_FOR.search(question)
    # the pay of another situation, or a sentence whose condition opens on another one ("法定节假日值班的，每人每天200元"
    # for "病假期间工资怎么发"): either states no pay of the asked situation
    stated = _PAID_FOR.search(sentence) or _SITUATION_OPENS.search(sentence)
    if not asked or not stated or stated.group(1) == asked.group(1):
        return None
    around = f"{context} {sentence}"
    situation = asked.group(1)
    if any(w in around for w in (situation, *other_wordings(situation))):
        return None
    return situation


# a kind named in one word by its class word's last character: 年假, 婚假, 病假, 年终奖, 夜班津贴
_KIND_WORD = re.compile(r"^([\u4e00-\u9fff]{1,4})(假|奖|津贴|补贴|补助)$")


def _kinds(text: str) -> list[tuple[str, str]]:
    """The kinds a text names as words of their own, with their class word: "年假有几天" → [(年假, 假)]."""
    out = []
    for w in words(text):
        m = _KIND_WORD.match(w)
        if not m or m.group(1) in ("公司", "福利", "另"):
            continue
        # "年休假": a one-character modifier before 休假 names a kind (the statutory 年假) though 休 is a verb elsewhere
        modifier = m.group(1)[:-1] if _REST_KIND.match(m.group(1)) else m.group(1)
        if not _NOT_A_MODIFIER.search(modifier):
            out.append((w, m.group(2)))
    return out


# a kind of leave written "X休假" with one character before 休 (年休假); 请休假, 放休假 still open with a verb
_REST_KIND = re.compile(r"^[\u4e00-\u9fff]休$")


def another_kind(question: str, text: str) -> str | None:
    """The kind `text` (a rule's clause or tier list) is about when it is not the one the question names: "年假有几天"
    is not answered by "在本集团工作满1年的，另享受公司福利婚假7天", though 工作满1年 holds the asker's 12 years, nor
    "产假有几天" by "男员工陪产假为15天" (a longer kind ending in the asked one is its own). None when the question names
    no kind, or the text names the asked one (年假 written 年休假) or no other."""
    asked = _kinds(question)
    if not asked:
        return None
    for kind, _ in asked:
        # "陪产假" holds 产假 and is another kind: one character fused before a kind makes a word of its own, so the
        # asked one is named only outside it (unless the question says that character too: it asks for the longer)
        longer = [k for k, _ in _kinds(text) if k.endswith(kind) and len(k) == len(kind) + 1 and k[0] not in question]
        if longer and not spelled_in(kind, re.sub("|".join(map(re.escape, longer)), " ", text)):
            return longer[0]
        if any(spelled_in(k, text) for k in (kind, *other_wordings(kind))):
            return None
    classes = {cls for _, cls in asked}
    return next((k for k, cls in _kinds(text) if cls in classes and k not in dict(asked)), None)


def asked_kinds(question: str) -> list[str]:
    """The kinds of leave, bonus or allowance the question names: "事假工资怎么发" → [事假]."""
    return [k for k, _ in _kinds(question)]


def names_asked_kind(question: str, text: str) -> bool:
    """`text` names a kind the question asks of (事假, or 年休假 for 年假) in words of its own: not inside a longer kind
    (产假 in 陪产假), and not when the text is about another kind (`another_kind`)."""
    asked = asked_kinds(question)
    if not asked or another_kind(question, text) is not None:
        return False
    return any(spelled_in(w, text) for k in asked for w in (k, *other_wordings(k)))


def spelled_in(kind: str, text: str) -> bool:
    """`text` names the kind, maybe with a character or two inside it ("法定年假" written 法定年休假)."""
    return kind in text or bool(re.search(".{0,2}".join(map(re.escape, kind)), text))


# a word's tags that never name a kind before a class word: a time or place relative to something (以后, 期间, 之后)
# or a pronoun (这个); and the tags of a word that swallows the class word's first character into a verb or an idiom
# ("评审造假": 造假 is to fake, not a leave named 审造)
_FRAME_TAG = re.compile(r"^(?:f|t|r)")
_VERB_TAG = re.compile(r"^(?:v(?!n)|i|l)")


def _no_kind_window(start: int, cls_at: int, spans: list[tuple[int, int, str]]) -> bool:
    """The window `start`..class word (at `cls_at`) names no kind: its modifier is one word of relative time or
    place ("升职以后补贴": 以后), it opens inside a count ("一个班补贴", "几个班奖": per shift, how many shifts), or the
    class word's first character ends a verb begun inside the modifier ("评审造假会怎么处理": 造假)."""
    for at, end, tag in spans:
        if at == start and end == cls_at and _FRAME_TAG.match(tag):
            return True
        if at < start < end and tag.startswith("m"):
            return True
        if start < at < cls_at < end and _VERB_TAG.match(tag):
            return True
    return False


def _tagged_spans(text: str) -> list[tuple[int, int, str]]:
    """The segmenter's words of `text` as (start, end, part-of-speech tag)."""
    out, at = [], 0
    for w, tag in tagged(text):
        found = text.find(w, at)
        if found < 0:
            continue
        out.append((found, found + len(w), tag))
        at = found + len(w)
    return out


def _word_bounds(text: str) -> set[int]:
    """The offsets at which the segmenter starts a word of `text`."""
    out, at = set(), 0
    for w in words(text):
        at = text.find(w, at)
        if at < 0:
            break
        out.add(at)
        at += len(w)
    return out


__all__ = [
    "BESIDES",
    "another_kind",
    "asked_kinds",
    "kind_not_in_evidence",
    "names_asked_kind",
    "other_kind_stated",
    "spelled_in",
]
