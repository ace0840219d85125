"""Parts of a document that describe the document rather than state its rules.

A revision history (修订记录: 版本 | 日期 | 修订内容 | 修订人) tells how the rules changed: "调整加班审批权限" next
to "人力资源部 陈晓峰" is not who approves overtime. Its rows answer only a question about changes.
"""

from __future__ import annotations

import re

_REVISIONS = re.compile(
    r"修订内容|修订人|修订说明|主要修订|变更内容|修改内容|修订记录|变更记录|版本记录|修订历史|change\s*log|revision",
    re.I,
)
_ASKS_CHANGES = re.compile(r"修订|修改|变更|版本|改版|改过|调整过|更新|\bchanged?\b|\brevis|\bversion", re.I)


# how a document is issued ("澜大财〔2024〕6号 财务处 2024年3月20日印发 2024年4月1日起施行", "（…院长办公会审议通过
# 自2024年4月1日起施行）", "（人力资源部制定　自2025年1月1日起施行）"): its dates are the document's, not a rule's
# deadline; "由人力资源部制定，经总经理批准后发布执行" is a rule about who sets it
_ISSUED_BY = re.compile(
    r"〔\d{4}〕\s*\d+\s*号|审议通过|印发|(?:制定|颁布)\W{0,3}自?\d{4}年[^，。；]{0,8}起(?:施行|执行)"
)
_ISSUED = re.compile(r"起施行|印发|发布|起执行")
_ASKS_ISSUE = re.compile(r"施行|生效|实施|执行|印发|发布|文号|出台|开始|起效|哪天起|\beffective\b|\bissued\b", re.I)


def is_issuance_line(text: str) -> bool:
    """A line that says who issued the document, when, and from when it applies, and nothing else."""
    return len(text) <= ISSUANCE_MAX and bool(_ISSUED_BY.search(text)) and bool(_ISSUED.search(text))


ISSUANCE_MAX = 80  # characters of such a line; a longer sentence states a rule too


def asks_about_issuance(question: str) -> bool:
    return bool(_ASKS_ISSUE.search(question))


def is_revision_history(header: str, section: str = "") -> bool:
    """A table (its header row, its section or sheet name) that records the document's revisions."""
    return bool(_REVISIONS.search(header) or _REVISIONS.search(section))


def asks_about_changes(question: str) -> bool:
    return bool(_ASKS_CHANGES.search(question))


__all__ = ["asks_about_changes", "asks_about_issuance", "is_issuance_line", "is_revision_history"]
