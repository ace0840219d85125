"""Whose rule a conclusion states, beside whose the question asks: "职工家属能参加体检吗" is not answered by "在职职工每年
安排1次健康体检", nor "How much leave do I get for my brother's wedding?" by "依法办理结婚登记的员工享受婚假3天".

The other checks compare the question's words with the evidence; a near miss passes them because the value asked
for (体检, 婚假) is there, only for other people. A relative the question asks about as the one the rule would cover
(家属, 家里人, 配偶 as the subject or receiver, not as an event of the employee's: 配偶生育, 父母去世) is not answered by
a conclusion that speaks of no one but the staff (no relative, no 他人 drawing the line). An English question on
Chinese rules about the asker's relative is read through how Chinese rules write kin (`other_person_en`): "when my
aunt dies" is not answered by a list of 父母、配偶、子女、兄弟姐妹.
(A group of staff named beside another group's rule, 行政科室的职工 vs 临床医务人员, was measured and dropped: one
refusal gained, one right answer lost elsewhere.)
"""

from __future__ import annotations

import re

# people other than the employee, as a question names them; an event of theirs (去世, 生育) is the employee's case
_RELATIVE = re.compile(r"家属|家人|家里人|亲属|亲戚|配偶|子女|父母|爱人|老婆|老公")
_THEIR_EVENT = re.compile(
    r"^(?:亲|双方|一方)?(?:的)?[\u4e00-\u9fff]{0,2}?(?:去世|过世|病故|死亡|生病|患病|住院|结婚|生育|生孩子|分娩|怀孕|出生|"
    r"看病|手术)"
)
# a rule that draws the line between the employee and others (他人代收) speaks of them too
_OTHERS_RULED = re.compile(r"他人|其他人|亲属|家属|配偶|子女|父母|家庭")


def relative_not_ruled(question: str, conclusion: str, context: str = "") -> str | None:
    """Why `conclusion` (read with `context`: its section and locator) is the staff's own rule for a question about
    their relatives, else None."""
    around = f"{context} {conclusion}"
    for m in _RELATIVE.finditer(question):
        if _THEIR_EVENT.match(question[m.end() :]):
            continue
        benefit = re.match(r"[\u4e00-\u9fff]{2,4}?(?:补贴|补助|津贴|假|险|费)", question[m.end() :])
        if benefit and benefit.group() in around:  # "子女教育补贴": the employee's own benefit, named for the relative
            continue
        if not _OTHERS_RULED.search(around):
            return f"the question asks about {m.group()} and the conclusion speaks of the staff only"
    return None


# an English question's relative ("my brother's wedding", "when my aunt dies") and how Chinese rules write that
# relative: a conclusion on Chinese evidence names them so, or lists other relatives, or speaks of the staff only
_EN_KIN: tuple[tuple[str, str], ...] = (
    (r"(?:mother|father|parents?)[- ]in[- ]law|in[- ]laws", "配偶父母|配偶的父母|岳父|岳母|公婆"),
    (r"father|dad|daddy", "父亲|父母|祖父"),
    (r"mother|mom|mum|mommy|mummy", "母亲|父母|祖母"),
    (r"parents?", "父母"),
    (r"spouse|wife|husband|partner", "配偶|妻子|丈夫|夫妻"),
    (r"child|children|kids?|sons?|daughters?|baby", "子女|儿子|女儿|婴儿|婴幼儿|孩子|小孩"),
    (r"brothers?|sisters?|siblings?", "兄弟|姐妹|兄妹|姐弟|哥哥|弟弟|姐姐|妹妹"),
    (r"grand(?:mother|father|ma|pa|parents?)|granny", "祖父|祖母|外祖"),
    (
        r"aunts?|uncles?|cousins?|nieces?|nephews?",
        "姑姑|姑妈|阿姨|姨妈|叔叔|伯伯|伯父|舅舅|舅父|表兄|表弟|表姐|表妹|堂兄|堂弟|堂姐|"
        r"堂妹|侄子|侄女|外甥",
    ),
    (r"family|relatives?", "家属|家人|亲属|家庭"),
)
_EN_MY_KIN = re.compile(r"\b(?:my|our)\s+(?:own\s+)?(" + "|".join(en for en, _ in _EN_KIN) + r")(?:'s)?\b", re.I)
# the kin Chinese rules name (a list of them: 父母、配偶、子女、兄弟姐妹)
_ZH_KIN = re.compile(
    r"父母|父亲|母亲|配偶|妻子|丈夫|子女|儿子|女儿|兄弟|姐妹|祖父|祖母|外祖|孙子|孙女|亲属|家属|家人|家庭|岳父|岳母|公婆"
)
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


__all__ = ["other_person_en", "relative_not_ruled"]
