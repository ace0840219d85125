"""A member the question names is looked up by the class a note makes it part of ("主管会计、主管审计为中级" →
the 中级 column), named whole: the rank 副经理 is not the rank 经理."""

from __future__ import annotations

from knowdesk.reasoning.prose_joins import by_category, listed_in
from tests.reasoning.conftest import passage

NOTE = "说明：1. 补贴按月发放。2. 级别对照：会计员、审计员为初级；主管会计、主管审计为中级；副总会计师、副总审计师为副高；总会计师、总审计师为正高。"
RATES = passage(
    "| 部门类别 | 初级（元/月） | 中级（元/月） | 副高（元/月） | 正高（元/月） |\n|---|---|---|---|---|\n"
    "| 一类 | 300 | 500 | 700 | 900 |\n| 二类 | 200 | 400 | 600 | 800 |",
    document="财务人员岗位补贴标准",
    section="工作表：补贴标准",
    fragment_id="fin-00001",
)


def test_members_named_before_the_class_they_make_up() -> None:
    assert listed_in("主管会计在一类部门每月补贴多少", NOTE) == ("主管会计", "中级")
    assert listed_in("总会计师补贴多少", NOTE) == ("总会计师", "正高")
    assert listed_in("副总会计师补贴多少", NOTE) == ("副总会计师", "副高")


def test_the_class_names_the_column_of_the_answer() -> None:
    note = passage(NOTE, document="财务人员岗位补贴标准", section="工作表：说明", fragment_id="fin-00000")
    found = by_category("主管会计在一类部门每月补贴多少", [note, RATES])
    assert found is not None and found.values[0].startswith("500") and found.statement.startswith("主管会计属中级")
