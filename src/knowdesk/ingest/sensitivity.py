"""Whether a document or fragment is marked confidential, from its name and its classification marks.

A marking is what an author puts on a confidential paper: a 密级 label ("密级：机密"), a bracketed mark
("【保密】"), a line that is only the mark ("CONFIDENTIAL", "机密文件"), or a title that opens with it
("绝密项目计划"). A rule that *talks about* secrecy ("对举报人信息严格保密", "Confidential information must
not be shared") is not a marking: flagging it would hide a whole ordinary policy from every employee.
"""

from __future__ import annotations

import re

SENSITIVE_NAME = re.compile(r"保密|机密|绝密|confidential", re.I)
_MARK = r"(?:严格保密|绝密|机密|秘密|保密|strictly\s+confidential|confidential|top\s+secret|secret)"
_LABEL = re.compile(
    r"密级\s*[:：]\s*(?:机密|绝密|秘密|保密)|[【\[]\s*(?:绝密|机密|秘密|保密|内部保密)\s*[】\]]|"
    r"(?:classification|security\s+level|sensitivity)\s*[:：]\s*(?:strictly\s+)?(?:confidential|secret|restricted)|"
    rf"^[\W_]*{_MARK}(?:文件|资料|件)?[\W_]*(?:(?:internal\s+use\s+only|内部资料|仅限内部(?:使用|传阅)?)[\W_]*)?$",
    re.I | re.M,
)
_TITLE = re.compile(r"^[\W_]*(?:绝密|机密|秘密|保密)")
HEAD_CHARS = 2000  # where a document's marking is looked for: its cover and first page


def marked(text: str) -> bool:
    """Does `text` carry a classification marking (not merely a rule about secrecy)?"""
    return bool(_LABEL.search(text))


def sensitive_document(file_name: str, text: str) -> bool:
    """A document is sensitive when its file name says so, its opening carries a marking, or its title
    (first non-empty line) opens with a mark."""
    first = next((line for line in text.splitlines() if line.strip()), "")
    return bool(SENSITIVE_NAME.search(file_name) or marked(text[:HEAD_CHARS]) or _TITLE.match(first))


__all__ = ["SENSITIVE_NAME", "marked", "sensitive_document"]
