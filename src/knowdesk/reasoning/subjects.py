"""Whose rule a conclusion states, beside whose the question asks: "行政科室的职工每年发几套工作服" is not answered
by "临床医务人员每年发放工作服2套", nor "职工家属能参加体检吗" by "在职职工每年安排1次健康体检".

The other checks compare the question's words with the evidence; a near miss passes them because the value asked
for (工作服, 体检) is there, only for other people. Two shapes of it:
- a group the question names (a noun ending in a person's head character: 实习医生, 博士后; or a qualifier before a
  class word: 行政科室的职工) beside a conclusion that opens with another qualified group (临床医务人员, or a list
  住院医师、护士、护师): neither names the other's qualifier. A conclusion naming no group (a rule for everyone) is
  not a contradiction, nor is one opening with the class word alone (员工, 职工);
- a relative the question asks about as the one the rule would cover (家属, 家里人, 配偶 as the subject or receiver,
  not as an event of the employee's: 配偶生育, 父母去世) beside a conclusion that speaks of no one but the staff
  (no relative, no 他人 drawing the line).
An English question on Chinese rules about the asker's relative is read the same way through how Chinese rules write
kin (`other_person_en`): "when my aunt dies" is not answered by a list of 父母、配偶、子女、兄弟姐妹.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.named_kinds import spelled_in
from knowdesk.text.tokenize import tagged

# the last character of a noun naming people by role or standing (医师, 护士, 研究生, 驾驶员, 小时工, 组长, 劳动者)
_PERSON = re.compile(r"[员工师生士长者]$")
# class words for staff in general: a group named by one is set apart only by the qualifier before it
_CLASS = re.compile(r"(?:教职工|职工|员工|工作人员|医务人员|医护人员|人员|老师|教师|职员)$")
# the staff in general, or the asker: no group of its own
_EVERYONE = frozenset(
    ["员工", "职工", "教职工", "人员", "工作人员", "职员", "老师", "教师", "同事", "本人", "个人", "领导", "劳动者",
     "学生", "医生", "医务人员", "大家", "我们"]
)  # fmt: skip
# qualifiers that still mean all staff: 在职员工, 全体职工, 本院职工
_ALL = re.compile(r"^(?:在职|在岗|全体|所有|全部|各类|各|本院|本校|本公司|公司|集团|单位)+$")
_NOUNISH = ("n", "vn", "b", "j", "l")  # jieba tags of the words a group's name is built of
_LIST = frozenset(["、", "及", "和", "与", "或"])
_PAREN = re.compile(r"（[^）]*）|\([^)]*\)")

# people other than the employee, as a question names them; an event of theirs (去世, 生育) is the employee's case
_RELATIVE = re.compile(r"家属|家人|家里人|亲属|亲戚|配偶|子女|父母|爱人|老婆|老公")
_THEIR_EVENT = re.compile(r"^(?:的)?(?:去世|过世|病故|死亡|生病|患病|住院|结婚|生育|生孩子|分娩|怀孕|出生|看病|手术)")
# a rule that draws the line between the employee and others (他人代收) speaks of them too
_OTHERS_RULED = re.compile(r"他人|其他人|亲属|家属|配偶|子女|父母|家庭")


def _groups_asked(question: str) -> list[str]:
    """The groups of people the question names, with the nouns qualifying them: 规培医师, 行政科室职工 (of
    行政科室的职工); the staff in general (员工, 老师) unqualified is none."""
    words = tagged(question)
    out = []
    for i, (w, flag) in enumerate(words):
        if len(w) < 2 or not _PERSON.search(w) or not flag.startswith("n"):
            continue
        j = i - 2 if i >= 2 and words[i - 1][0] == "的" else i - 1  # "行政科室的职工": the qualifier before 的
        qualifier = []
        while j >= 0 and words[j][1].startswith(_NOUNISH) and len(qualifier) < 3:
            qualifier.insert(0, words[j][0])
            j -= 1
        if qualifier or w not in _EVERYONE:
            out.append("".join(qualifier) + w)
    return out


def _groups_stated(conclusion: str) -> list[str]:
    """The group (or list of groups) a conclusion opens with, when each is a qualified group of people:
    "住院医师、护士、护师（初级）的…" → [住院医师, 护士, 护师]; [] for a rule opening otherwise or with 员工."""
    members, current = [], []
    for w, flag in tagged(_PAREN.sub("", conclusion)):
        if w in _LIST:
            if current:
                members.append("".join(current))
            current = []
            continue
        if not flag.startswith(_NOUNISH):
            break
        current.append(w)
    if current:
        members.append("".join(current))
    if members and all(_PERSON.search(m) and m not in _EVERYONE and not _ALL.match(_qualifier(m)) for m in members):
        return members
    return []


def _qualifier(group: str) -> str:
    """What sets a group apart from staff in general: 行政科室 of 行政科室职工, 临床 of 临床医务人员."""
    return _CLASS.sub("", group) or group


def other_group(question: str, conclusion: str, context: str = "") -> str | None:
    """Why `conclusion` (read with `context`: its section and locator) is another group's rule than the one the
    question asks about, else None."""
    around = f"{context} {conclusion}"
    asked = [g for g in _groups_asked(question) if not spelled_in(_qualifier(g), around)]
    stated = _groups_stated(conclusion)
    if asked and stated and not any(spelled_in(_qualifier(s), question) for s in stated):
        return f"the question asks about {asked[0]} and the conclusion is the rule of {'、'.join(stated)}"
    for m in _RELATIVE.finditer(question):
        if _THEIR_EVENT.match(question[m.end() :]):
            continue
        if not _OTHERS_RULED.search(around):
            return f"the question asks about {m.group()} and the conclusion speaks of the staff only"
    return None


# an English question's relative ("my brother's wedding", "when my aunt dies") and how Chinese rules write that
# relative: a conclusion on Chinese evidence names them so, or lists other relatives, or speaks of the staff only
_EN_KIN: tuple[tuple[str, str], ...] = (
    (r"father|dad|daddy", "父"),
    (r"mother|mom|mum|mommy|mummy", "母"),
    (r"parents?", "父母"),
    (r"spouse|wife|husband|partner", "配偶|妻|夫"),
    (r"child|children|kids?|sons?|daughters?|baby", "子女|子|女|婴|孩"),
    (r"brothers?|sisters?|siblings?", "兄|弟|姐|妹"),
    (r"grand(?:mother|father|ma|pa|parents?)|granny", "祖"),
    (r"aunts?|uncles?|cousins?|nieces?|nephews?", "姑|姨|叔|伯|舅|表|堂|侄|甥"),
    (r"(?:mother|father|parents?)[- ]in[- ]law|in[- ]laws", "配偶父母|配偶的父母|岳|公婆"),
    (r"family|relatives?", "家属|家人|亲属|家庭"),
)
_EN_MY_KIN = re.compile(r"\b(?:my|our)\s+(?:own\s+)?(" + "|".join(en for en, _ in _EN_KIN) + r")(?:'s)?\b", re.I)
# the kin Chinese rules name (a list of them: 父母、配偶、子女、兄弟姐妹)
_ZH_KIN = re.compile(r"父|母|配偶|妻|夫|子女|兄|弟|姐|妹|祖|孙|亲属|家属|家人|家庭|姑|姨|叔|伯|舅|岳|公婆")
# the employee's own event in a rule: "依法办理结婚登记的员工", "生育的女职工" (the event is the employee's, not a relative's)
_OWN_EVENT = re.compile(r"(?:结婚|婚|生育|分娩|怀孕|生病|患病|住院)[^，。；;,]{0,6}的(?:员工|职工|教职工|人员)")


def other_person_en(question: str, conclusion: str) -> str | None:
    """Why a Chinese `conclusion` does not answer an English question about the asker's relative ("How much leave do
    I get for my brother's wedding?"), else None: it lists relatives without that one (父母、配偶、子女 for an aunt),
    or names none and makes the event the employee's own (依法办理结婚登记的员工), or names none for a question about
    what the relative may have or do ("Can my family use the gym?")."""
    m = _EN_MY_KIN.search(question)
    if not m:
        return None
    zh = next(z for en, z in _EN_KIN if re.fullmatch(en, m.group(1), re.I))
    if re.search(zh, conclusion):
        return None
    listed = set(_ZH_KIN.findall(conclusion))
    event = re.search(r"\b(?:die[sd]?|dying|death|passe[sd] away|funeral|wedding|marr\w*|birth|baby|born|sick|ill|"
                      r"hospital\w*|surgery|pregnan\w*)\b", question[m.end() :], re.I)  # fmt: skip
    if len(listed) >= 2 or (event and _OWN_EVENT.search(conclusion)) or (not event and not listed):
        return f"the question asks about the asker's {m.group(1)} and the conclusion is not their rule"
    return None


__all__ = ["other_group", "other_person_en"]
