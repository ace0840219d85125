"""A second or later time of the same offence charged a multiple of its standard fine (invented rules)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.repeat_offences import repeat_rule, which_time
from tests.reasoning.conftest import passage

FINES = passage(
    "| 违规类别 | 典型行为 | 罚款 | 记分 |\n|---|---|---|---|\n| 一般违规 | 未戴工作牌；在库区吸烟 | 30元/次 | 1分 |\n"
    "| 较重违规 | 叉车超速；未系安全带驾驶 | 150元/次 | 3分 |",
    document="仓库安全奖惩办法",
    section="工作表：处罚标准",
    fragment_id="w-1",
)
REPEATS = passage(
    "第六条 同一人员一年内第二次发生同类违规的，罚款加倍；第三次及以上发生同类违规的，按罚款标准的三倍处罚。",
    document="仓库安全奖惩办法",
    section="第六条",
    fragment_id="w-2",
)


def test_which_time_and_the_question_of_the_standard() -> None:
    assert which_time("今年第二次在库区吸烟被抓，罚多少钱") == (2, "今年在库区吸烟被抓，罚款多少钱")
    assert which_time("叉车超速，已经是第3次了，罚款多少") == (3, "叉车超速，罚款多少")
    assert which_time("在库区吸烟罚多少钱") is None


def test_each_time_takes_its_own_multiple_or_the_open_ended_one_before_it() -> None:
    assert repeat_rule("第二次在库区吸烟罚多少", [REPEATS]).factor == 2  # type: ignore[union-attr]
    assert repeat_rule("第三次在库区吸烟罚多少", [REPEATS]).factor == 3  # type: ignore[union-attr]
    assert repeat_rule("第五次在库区吸烟罚多少", [REPEATS]).factor == 3  # type: ignore[union-attr]
    escalates = passage("同一违规一个月内再次发生的，按上一等级处理。")
    assert repeat_rule("第二次没戴帽子罚多少", [escalates]) is None  # another level, not a multiple


def test_the_local_answer_multiplies_the_tables_fine_and_quotes_both() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    lines = gen.generate("叉车超速，今年已经是第四次了，要罚多少？", [FINES, REPEATS]).answer.splitlines()
    assert lines[0].startswith("结论：第4次共450元"), lines
    assert "150 × 3 = 450元" in lines[0]
    assert "150元/次" in lines[1] and "按罚款标准的三倍处罚" in lines[2]


def test_a_fine_column_named_at_length_is_asked_by_its_whole_name() -> None:
    fines = passage(
        "| 违规类别 | 典型行为 | 对违规人员罚款 | 记分 |\n|---|---|---|---|\n"
        "| 一般违规 | 进入库区未戴工作牌或未穿工作服；在库区吸烟 | 30元/次 | 1分 |\n"
        "| 较重违规 | 叉车超速；未系安全带驾驶 | 150元/次 | 3分 |",
        document="仓库安全奖惩办法",
        section="工作表：处罚标准",
        fragment_id="w-1",
    )
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    lines = gen.generate("今年第二次未戴工作牌被查到，罚多少钱？", [fines, REPEATS]).answer.splitlines()
    assert lines[0].startswith("结论：第2次共60元"), lines


def test_a_time_without_a_multiple_does_not_borrow_the_next_times_and_a_fractional_multiple_is_read() -> None:
    from knowdesk.reasoning.repeat_offences import _factor

    escalating = "第2次发生同类违章的，通报批评，第3次及以上的，按3倍处罚"
    assert _factor(escalating, 2) is None and _factor(escalating, 4) == 3.0
    assert _factor("第2次发生同类违章的，按罚款标准的1.5倍处罚", 2) == 1.5
