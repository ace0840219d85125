"""A question asking for a number is not answered by a table row that states none (what a cost heading may pay
for), so the sentence stating the amount answers it; a row stating a class in words (二类) still does."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.lookup import look_up
from tests.reasoning.conftest import passage

SCOPE = passage(
    "| 支出科目 | 可以列支 | 不得列支 |\n|---|---|---|\n| 劳务费 | 实习生、临时聘用人员劳务 | 本单位职工劳务 |\n"
    "| 差旅费 | 交通费、住宿费 | 探亲路费 |",
    document="项目经费管理办法",
    section="附表 列支范围",
    fragment_id="t-00009",
)
RULE = passage(
    "第十条 劳务费标准：实习生每人每月不超过2000元，临时聘用人员按当地最低工资标准的1.5倍确定。",
    document="项目经费管理办法",
    section="第三章 开支标准",
    fragment_id="t-00003",
)
CLASSES = passage(
    "| 部门 | 风险类别 |\n|---|---|\n| 化验室 | 二类 |\n| 仓库 | 三类 |",
    document="岗位津贴标准",
    section="工作表：分类",
)


def test_a_row_without_a_number_does_not_answer_how_much() -> None:
    assert look_up("实习生劳务费每个月最多发多少", [SCOPE, RULE], Glossary.load(None)) is None
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate("实习生劳务费每个月最多发多少", [SCOPE, RULE])
    assert "2000元" in gen.answer.splitlines()[0]


def test_a_class_stated_in_chinese_numerals_still_answers() -> None:
    found = look_up("化验室属于几类风险", [CLASSES], Glossary.load(None))
    assert found is not None and "二类" in found.statement
