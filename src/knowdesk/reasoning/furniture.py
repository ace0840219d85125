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


def is_revision_history(header: str, section: str = "") -> bool:
    """A table (its header row, its section or sheet name) that records the document's revisions."""
    return bool(_REVISIONS.search(header) or _REVISIONS.search(section))


def asks_about_changes(question: str) -> bool:
    return bool(_ASKS_CHANGES.search(question))


__all__ = ["asks_about_changes", "is_revision_history"]
