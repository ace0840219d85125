"""Lines that describe a document (its number, version, issuing department, dates, revision log), not its rules:
an answer's basis and an assessment's knowledge points skip them."""

from __future__ import annotations

import re

DOCUMENT_METADATA = re.compile(
    r"文件编号|版本号|发布部门|发布日期|生效日期|施行日期|编制部门|修订记录|Document No|Version"
)


def is_document_metadata(text: str) -> bool:
    return DOCUMENT_METADATA.search(text) is not None
