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
)
_PAREN = re.compile(r"[（(][^（）()]*[）)]")
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
MIN_NAMED = 4  # characters of the title the question must repeat in one run
NAMED_SHARE = 0.5  # of the title (its brackets dropped) that run must cover, unless it is the title's ending name


@dataclass(frozen=True)
class Repeal:
    title: str  # the repealed rule, as its repealing sentence writes it
    passage: Passage  # the fragment of the rule that repeals it
    unit: Unit  # the repealing sentence


def asks_still_in_force(question: str) -> bool:
    """The question asks whether a rule still holds (还能用吗, 还按…办吗, 废止了吗)."""
    return _STILL.search(question) is not None


def _longest_run(a: str, b: str) -> str:
    """The longest run of characters `a` and `b` share."""
    best = ""
    for i in range(len(a)):
        for j in range(i + len(best) + 1, len(a) + 1):
            if a[i:j] not in b:
                break
            best = a[i:j]
    return best


def names_title(question: str, title: str) -> bool:
    """The question names the rule `title`: one run of it, most of the title or its ending name after an
    organisation's prefix, and no year the title does not hold (2019年那个… is not 《…（2020版）》)."""
    core = _PAREN.sub("", title).strip()
    run = _longest_run(core, question)
    if len(run) < MIN_NAMED or (len(run) < NAMED_SHARE * len(core) and not core.endswith(run)):
        return False
    asked, own = set(_YEAR.findall(question)), set(_YEAR.findall(title))
    return not (asked and own and not asked & own)


def repeal_of(question: str, passages: list[Passage]) -> Repeal | None:
    """The sentence among `passages` repealing the rule the question names and asks whether it still holds, or None."""
    if not asks_still_in_force(question):
        return None
    for p in passages:
        for unit in sentence_units(p["body"], semicolons=False):
            for title in repealed_titles(unit.text):  # "《X》（文号）同时废止": the validity step's own reading
                if names_title(question, title):
                    return Repeal(title=title, passage=p, unit=unit)
    return None


__all__ = ["Repeal", "asks_still_in_force", "names_title", "repeal_of"]
