"""The shared A-not-A pattern holds its backreference inside any alternation."""

import re

from knowdesk.text.a_not_a import A_NOT_A, A_NOT_OR_NOT_YET, a_not_a


def test_a_verb_asked_as_itself_or_not() -> None:
    assert re.search(A_NOT_A, "这笔钱报不报？")
    assert re.search(A_NOT_A, "值班费发不发") and not re.search(A_NOT_A, "值班费不发")
    assert not re.search(A_NOT_A, "有没有宿舍")
    assert re.search(A_NOT_OR_NOT_YET, "有没有宿舍")


def test_branches_in_front_do_not_shift_the_backreference() -> None:
    # a numbered \1 would point at the first group here, not the verb
    pattern = re.compile(r"(周)末|(节)假日|" + A_NOT_A)
    assert pattern.search("这个要不要交")
    assert not pattern.search("这个要不交")


def test_two_forms_in_one_regex_take_two_names() -> None:
    pattern = re.compile(a_not_a("不", "first") + "|" + a_not_a("没", "second"))
    assert pattern.search("领没领") and pattern.search("算不算") and not pattern.search("算不了")
