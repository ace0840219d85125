"""The times of an offence a question or a table's column names, read one way for every reader of them."""

from __future__ import annotations

from knowdesk.reasoning.offence_times import column_of_time, nth_time, times_counted


def test_one_time_is_read_in_either_numeral_and_an_onwards_column_holds_every_later_time() -> None:
    assert nth_time("今年第二次在库区吸烟被抓") is not None and nth_time("今年第二次在库区吸烟被抓").n == 2  # type: ignore[union-attr]
    header = ("违规行为", "第1次", "第二次", "第3次及以上")
    assert [column_of_time(t, header) for t in (1, 2, 3, 4, 7)] == [1, 2, 3, 3, 3]
    assert column_of_time(4, ("违规行为", "第一次", "第二次", "第三次")) is None  # no column holds the 4th time


def test_a_count_of_times_is_tied_to_the_offence_not_to_anything_counted() -> None:
    assert times_counted("被抓了两次，两次一共罚多少") == [2]
    assert times_counted("仓库每天巡检2次，没戴安全帽一共罚多少") == []
    assert times_counted("第二次被抓，罚多少") == []  # one time, not a count


def test_times_above_nine_are_read_in_either_numeral() -> None:
    twelfth = nth_time("今年第十二次迟到扣多少")
    assert twelfth is not None and twelfth.n == 12
    assert nth_time("第10次迟到") is not None and nth_time("第10次迟到").n == 10  # type: ignore[union-attr]
    assert times_counted("被抓了十二次，一共罚多少") == [12]
    assert times_counted("违规了15次，加起来罚多少") == [15]
