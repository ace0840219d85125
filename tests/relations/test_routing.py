"""Local router helpers: relation questions and time-sensitive questions."""

from __future__ import annotations

import pytest

from knowdesk.relations import is_relation_question, is_time_sensitive


@pytest.mark.parametrize(
    "q", ["排名前 3 的客户与哪些供应商有关联？", "李明的上级是谁？", "IT设备申领由谁审批？", "王芳汇报给谁？",
          "哪些部门与财务部有业务往来", "黄磊有哪些下属", "差旅报销谁审批"],
)  # fmt: skip
def test_relation_questions(q: str) -> None:
    assert is_relation_question(q)
    assert not is_time_sensitive(q)


@pytest.mark.parametrize("q", ["今天美元汇率是多少", "美联储今早宣布了什么", "最新的行业新闻", "腾讯股价实时行情"])
def test_time_sensitive_questions(q: str) -> None:
    assert is_time_sensitive(q)
    assert not is_relation_question(q)


@pytest.mark.parametrize("q", ["年假有几天？", "340 的 15% 是多少？", "公司的数据留存政策是什么？"])
def test_ordinary_questions(q: str) -> None:
    assert not is_relation_question(q) and not is_time_sensitive(q)
