"""A total over the first times of an offence a table prices time by time."""

from __future__ import annotations

from knowdesk.reasoning.ordinal_totals import one_time, total_of_times
from knowdesk.reasoning.tables import answer_from_tables
from tests.reasoning.conftest import passage

FINES = passage(
    "| 违反宿舍规定的行为 | 第一次 | 第二次 | 第三次 |\n|---|---|---|---|\n"
    "| 留宿外来人员 | 扣100元 | 扣200元 | 取消住宿资格 |\n| 使用大功率电器 | 没收电器，扣200元 | 取消住宿资格 | — |",
    document="员工宿舍管理规定",
    section="一、员工宿舍",
)


def test_a_total_over_times_adds_each_times_cell_up_to_the_count() -> None:
    question = "宿舍里第二次被查到留宿外来人员，两次加起来一共扣了多少"
    a = total_of_times(question, answer_from_tables(question, [FINES]))
    assert a is not None and a.values == ("300元",)
    assert a.statement == "留宿外来人员2次共300元：第一次扣100元，第二次扣200元，100 + 200 = 300元"


def test_no_total_over_times_without_a_total_asked_or_an_amount_each_time() -> None:
    one = "宿舍里第二次被查到留宿外来人员，扣多少"  # the second time's own fine
    assert total_of_times(one, answer_from_tables(one, [FINES])) is None
    lost = "使用大功率电器被查到两次，一共罚了多少"  # the second time costs the bed, no amount
    found = answer_from_tables("使用大功率电器第一次扣多少", [FINES])  # the row, read by its first time
    assert found is not None and total_of_times(lost, found) is None


def test_an_ordinal_or_a_count_of_something_else_adds_no_times() -> None:
    """ "第二次…总共扣多少" asks the second time's fine; "每周点名3次" counts roll calls, not offences."""
    for question in ("第二次留宿外来人员总共扣多少钱", "宿舍每周点名3次，留宿外来人员一共扣多少"):
        assert total_of_times(question, answer_from_tables(question, [FINES])) is None, question


LADDER = passage(
    "| 违规行为 | 第1次 | 第2次 | 第3次及以上 |\n|---|---|---|---|\n| 工位抽烟 | 罚款30元 | 罚款60元 | 罚款150元 |",
    document="车间安全奖惩办法",
    section="三、罚则",
)


def test_times_past_an_onwards_column_each_take_its_cell() -> None:
    question = "工位抽烟被抓了4次，一共罚多少"
    a = total_of_times(question, answer_from_tables(question, [LADDER]))
    assert a is not None and a.values == ("390元",)  # 30 + 60 + 150 + 150


def test_a_time_past_an_onwards_column_is_read_from_that_column() -> None:
    question = "第四次在工位抽烟罚多少"
    a = one_time(question, answer_from_tables(question, [LADDER]))
    assert a is not None and a.values == ("罚款150元",) and a.statement == "工位抽烟的第3次及以上为罚款150元"
    second = "第二次在工位抽烟罚多少"  # the look-up already reads the column named
    assert one_time(second, answer_from_tables(second, [LADDER])) is None


WARNED = passage(
    "| 违规行为 | 第1次 | 第2次 | 第3次及以上 |\n|---|---|---|---|\n| 叉车超速 | 警告 | 罚款200元 | 罚款500元 |",
    document="仓库安全规定",
    section="第五条",
)


def test_a_warning_alone_is_no_money_in_the_total() -> None:
    question = "叉车超速被抓了3次，一共罚多少"
    a = total_of_times(question, answer_from_tables(question, [WARNED]))
    assert a is not None and a.values == ("700元",) and a.statement.endswith("0 + 200 + 500 = 700元")


def test_the_times_an_onwards_column_prices_are_one_term() -> None:
    question = "叉车超速前后一共被查到11次，总共罚多少"
    a = total_of_times(question, answer_from_tables(question, [WARNED]))
    assert a is not None and a.values == ("4700元",) and a.statement.endswith("0 + 200 + 9 × 500 = 4700元")
