"""Seed 002 §(三)3 ranking features beyond relevance: format fitness, recency, tag overlap,
and conflict handling (the newer document of two on the same topic stands)."""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet
from datetime import date
from typing import Literal

QuestionKind = Literal["data", "process", "rule", "other"]

_DATA = re.compile(
    r"标准|多少|金额|额度|费用|数据|几天|天数|多少天|价格|比例|上限|下限|统计|明细|报表|元|补贴|补助|住宿|餐补|预算"
)
_PROCESS = re.compile(r"流程|步骤|怎么|如何|怎样|办理|手续|申请|提交|审批|领取|操作")
_RULE = re.compile(r"规定|条件|规则|制度|是否|能否|可以|可不可以|允许|要求|必须|禁止|处罚|资格")

FORMAT_FIT: dict[QuestionKind, frozenset[str]] = {
    "data": frozenset({"xlsx", "xls", "csv", "table"}),
    "process": frozenset({"docx", "pdf"}),
    "rule": frozenset({"md", "pdf"}),
    "other": frozenset(),
}

VERSION_NOISE = re.compile(
    r"[（(][^()（）]*\d[^()（）]*[)）]"  # (2023-12-29), （2022版）
    r"|[vV]\s*\d+(?:\.\d+)*"  # V2.0
    r"|\d{4}\s*[-年./]\s*\d{1,2}(?:\s*[-月./]\s*\d{1,2}\s*日?)?"  # 2024-05 / 2024年5月1日
    r"|(?:19|20)\d{2}\s*(?:年度|年版|年|版)?"  # 2024 / 2024年版
    r"|第[一二三四五六七八九十\d]+版|修订版|新版|旧版|最新版"
)


def question_kind(question: str) -> QuestionKind:
    """Data questions prefer spreadsheets, process questions Word/PDF, rule questions Markdown/PDF."""
    if _DATA.search(question):
        return "data"
    if _RULE.search(question):  # "能否申请…" asks about a rule, not the procedure
        return "rule"
    if _PROCESS.search(question):
        return "process"
    return "other"


def format_fitness(kind: QuestionKind, fmt: str, content_type: str) -> float:
    fit = FORMAT_FIT[kind]
    return 1.0 if (fmt in fit or content_type in fit) else 0.0


def recency(updated: str, oldest: date, newest: date) -> float:
    """0 at `oldest`, 1 at `newest` (the leading candidates' range), clamped for dates outside it."""
    try:
        d = date.fromisoformat(updated[:10])
    except ValueError:
        return 0.0
    span = (newest - oldest).days
    return 0.5 if span <= 0 else min(1.0, max(0.0, (d - oldest).days / span))


def tag_overlap(question_tags: list[str], fragment_tags: list[str]) -> float:
    if not question_tags:
        return 0.0
    return len(set(question_tags) & set(fragment_tags)) / len(question_tags)


def title_match(query_tokens: AbstractSet[str], name_tokens: AbstractSet[str]) -> float:
    """Share of the document name the question asks about: a question naming most of a short,
    specific title (职工带薪年休假条例) is about that document more than one naming part of a long one."""
    if not name_tokens:
        return 0.0
    return len(query_tokens & name_tokens) / len(name_tokens)


def topic_key(document_name: str) -> str:
    """A document name without its version and dates: two documents with the same key are
    versions of one policy and may conflict."""
    key = VERSION_NOISE.sub("", document_name)
    return re.sub(r"[\s_\-—·.、（）()【】\[\]]+", "", key).lower()


def validity_on(effective_from: str, effective_until: str, day: str) -> str:
    """A document's state on ISO `day`: in_force, expired (已废止: `effective_until` is the first day out of
    force) or not_yet (未生效); '' dates are open."""
    if effective_until and effective_until <= day:
        return "expired"
    if effective_from and effective_from > day:
        return "not_yet"
    return "in_force"


def parse_date(s: str) -> date:
    try:
        return date.fromisoformat(s[:10])
    except ValueError:
        return date.min
