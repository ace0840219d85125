"""Whether a rule the question names still applies: the later rule's article repealing it answers.

"2019年那个科研经费管理暂行办法现在还能用吗" or "报销现在还按2020版的费用报销管理办法吗" is answered by the
closing article of the rule that replaced it, "本办法自2025年1月1日起施行，《…科研经费管理暂行办法》（…）同时废止",
not by the new rule's purpose or scope, which share the question's words just as well. The question must ask
whether the rule still holds (还能用, 还按…吗, 还有效, 废止了吗) and name the repealed title: most of it, or its
name after the organisation's prefix (科研经费管理暂行办法 of 江州市第三人民医院科研经费管理暂行办法); a year or
version the question gives must be the title's own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.evidence import Unit, sentence_units
from knowdesk.validity.detect import repealed_titles

# asking whether a rule still holds: 还能用吗, 还管用吗, 现在还按…办吗, 还执行吗, 是否仍有效, 废止了吗
_STILL = re.compile(
    r"还(?:能|可以|在|要|得|继续)?(?:用|管用|有效|执行|适用|按|照|算数|作数|生效)"
    r"|(?:是否|仍然?|依然)(?:还)?(?:有效|适用|执行)|(?:废止|作废|失效|过时)了?(?:吗|没|么)"
    r"|(?i:\bstill\s+(?:valid|in\s+force|appl(?:y|ies)|effective|in\s+effect|current)\b|\b(?:been|is|was)\s+repealed\b)"
)
_PAREN = re.compile(r"[（(][^（）()]*[）)]")
# words that may stand between the rule's name and the still-holds verb: when, emphasis, the question's own mark
# ("…办法现在还有效吗", "还按2020版的…办法吗"); anything else ("…办法，请假单还要用纸质的吗") means the verb is about
# another thing the question names
_BETWEEN = re.compile(
    r"(?:[\s）)》」”\"]|现在|目前|如今|眼下|当前|今年|到底|究竟|是不是|是否|都|也|那个|这个|的|版|年|\d"
    r"|[里中内]的?[^，。；？,;?]{0,8}?(?:规定|条款|条文|内容|部分|要求))*"  # its provisions: …办法里的休假规定
)
# a title's generic ending, which names no rule on its own (管理办法, 实施细则, 暂行规定, 手册)
_GENERIC_END = re.compile(r"(?:管理|实施|暂行|试行)*(?:办法|规定|制度|细则|手册|规程|条例|规范|标准|方案|守则)$")
# a repealing sentence that repeals only part of the rule: "《X》中有关休假的规定同时废止", "《X》第十二条同时废止"
_PART = re.compile(
    r"^(?:[（(][^（）()]*[）)])?(?:中|里|内)?(?:的)?(?:有关|关于|涉及|第[〇零一二三四五六七八九十百千\d]+条)"
)
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
MIN_NAMED = 4  # characters of the title the question must repeat in one run
NAMED_SHARE = 0.5  # of the title (its brackets dropped) that run must cover, unless it is the title's ending name


@dataclass(frozen=True)
class Repeal:
    title: str  # the repealed rule, as its repealing sentence writes it
    passage: Passage  # the fragment of the rule that repeals it
    unit: Unit  # the repealing sentence
    partial: bool = False  # the sentence repeals only part of it (…中有关休假的规定, 第十二条)


def asks_still_in_force(question: str, name: str = "") -> bool:
    """The question asks whether a rule still holds (还能用吗, 还按…办吗, 废止了吗); given the `name` it uses for the
    rule, that name must be what the verb is about: only filler words (现在, 2020版的) stand between them."""
    if not name:
        return _STILL.search(question) is not None
    at = question.find(name)
    if at < 0:
        return False
    for m in _STILL.finditer(question):
        gap = question[at + len(name) : m.start()] if m.start() >= at + len(name) else question[m.end() : at]
        if m.start() < at + len(name) and m.end() > at:
            continue
        if _BETWEEN.fullmatch(gap):
            return True
    return False


def _longest_run(a: str, b: str) -> str:
    """The longest run of characters `a` and `b` share."""
    best = ""
    for i in range(len(a)):
        for j in range(i + len(best) + 1, len(a) + 1):
            if a[i:j] not in b:
                break
            best = a[i:j]
    return best


def named_run(question: str, title: str) -> str:
    """The run of `title` the question names it by ("" if none): most of the title or its ending name after an
    organisation's prefix, more than its generic ending (管理办法 names no rule), and no year or version the title
    does not hold (2019年那个… is not 《…（2020版）》; a bare name is not 《…（2021版）》, which a later edition of the
    same name replaced)."""
    core = _PAREN.sub("", title).strip()
    run = _longest_run(core, question)
    own_name = len(_GENERIC_END.sub("", run))
    if len(run) < MIN_NAMED or own_name < 2:
        return ""
    if len(run) < NAMED_SHARE * len(core) and not (core.endswith(run) and own_name * 2 >= len(run)):
        return ""
    asked, own = set(_YEAR.findall(question)), set(_YEAR.findall(title))
    if own and not asked & own:  # the title's own edition must be the one asked about
        return ""
    return run


def names_title(question: str, title: str) -> bool:
    """The question names the rule `title` (see `named_run`)."""
    return bool(named_run(question, title))


def repeal_of(question: str, passages: list[Passage]) -> Repeal | None:
    """The sentence among `passages` repealing the rule the question names and asks whether it still holds, or None."""
    if not asks_still_in_force(question):
        return None
    in_force = {p["document"] for p in passages if not p.get("superseded_by")}
    for p in passages:
        for unit in sentence_units(p["body"], semicolons=False):
            for title in repealed_titles(unit.text):  # "《X》（文号）同时废止": the validity step's own reading
                run = named_run(question, title)
                if not run or not asks_still_in_force(question, run):
                    continue
                # a document in force the question names as well (the rule's newer edition under the same name)
                if any(doc != title and len(named_run(question, doc)) >= len(run) for doc in in_force):
                    continue
                after = unit.text[unit.text.find(f"《{title}》") + len(title) + 2 :]
                return Repeal(title=title, passage=p, unit=unit, partial=_PART.search(after) is not None)
    return None


__all__ = ["Repeal", "asks_still_in_force", "named_run", "names_title", "repeal_of"]
