"""The day a rule applies from when it says "from the day this notice is issued" (自本通知发布之日起执行).

A notice, a weekly report or an e-mail that changes a rule often dates the change by its own issuance; the asker of
"新标准从什么时候开始执行" wants the day, which the document states elsewhere: a "发布日期：2026年7月6日" line at its
head, or the date under the issuing department's name at its foot. The conclusion names that day inside the
sentence, so the answer says when without the asker opening the notice.
"""

from __future__ import annotations

import re

from knowdesk.text.numbers import arabic_numerals

# "自本通知发布之日起", "自本办法印发之日起", "自发文之日起"
_FROM_ISSUANCE = re.compile(r"自(?:本\S{0,6}?)?(?:发布|印发|下发|公布|发文|签发)之日(?=起)")
_DATE = r"\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日|\d{4}-\d{1,2}-\d{1,2}"
# "发布日期：2026年7月6日", "日期：2026年6月18日 10:02" (an e-mail's header), "印发日期 2025年3月1日"; not another
# labelled day ("生效日期：2026年8月1日", "截止日期"): a bare 日期 counts only where no other word stands before it
_LABELLED = re.compile(rf"(?:(?:发布|印发|发文|签发)|(?<![\u4e00-\u9fff]))日期\s*[:：]?\s*({_DATE})")
# a line holding nothing but a date: a notice's signature under its issuer ("营运部\n2026年3月10日")
_SIGNATURE = re.compile(rf"^\s*({_DATE})\s*$", re.M)


def counts_from_issuance(text: str) -> bool:
    """`text` dates a rule from the day its document is issued ("自本通知发布之日起执行")."""
    return bool(_FROM_ISSUANCE.search(text))


def issue_date(bodies: list[str]) -> str:
    """The one day the document's texts give as its issuance ('' when they give none, or several different); a day
    in Chinese numerals ("二〇二六年三月十日") is read as written in digits."""
    bodies = [arabic_numerals(body) for body in bodies]
    for pattern in (_LABELLED, _SIGNATURE):
        found = {re.sub(r"\s+", "", m.group(1)) for body in bodies for m in pattern.finditer(body)}
        if len(found) == 1:
            return found.pop()
        if found:
            return ""
    return ""


def dated_from_issuance(conclusion: str, bodies: list[str]) -> str:
    """`conclusion` with the issuance day named where it counts from the day of issuance ("自本通知发布之日
    （2026年3月10日）起执行"); unchanged when it does not, or the document's texts give no one day."""
    m = _FROM_ISSUANCE.search(conclusion)
    if m is None:
        return conclusion
    day = issue_date(bodies)
    return f"{conclusion[: m.end()]}（{day}）{conclusion[m.end() :]}" if day else conclusion


__all__ = ["counts_from_issuance", "dated_from_issuance", "issue_date"]
