"""Local router helpers: which questions ask about relations, which need today's information.

Plain keyword rules (no model), so the local router can send relation questions to the graph
and time-sensitive ones to web search before anything is retrieved.
"""

from __future__ import annotations

import re

RELATION_WORDS = ("关联", "关系", "上级", "下属", "下级", "谁负责", "谁审批", "由谁审批", "审批人", "汇报给", "向谁汇报",
                  "供应商", "直属领导")  # fmt: skip
RELATION_PATTERNS = (re.compile(r"哪些.{0,20}与"), re.compile(r"与哪些"), re.compile(r"和哪些.{0,10}(有关|合作|关联)"))
TIME_WORDS = ("今天", "今日", "最新", "新闻", "股价", "汇率", "今早", "实时", "昨天", "本周", "刚刚", "现在的价格")


def is_relation_question(question: str) -> bool:
    """Asks who relates to whom (上级, 审批人, 关联…), which the graph answers better than text."""
    q = question.replace(" ", "")
    return any(w in q for w in RELATION_WORDS) or any(p.search(q) for p in RELATION_PATTERNS)


def is_time_sensitive(question: str) -> bool:
    """Needs information newer than any internal document (today's rate, latest news…)."""
    q = question.replace(" ", "")
    return any(w in q for w in TIME_WORDS)
