"""A clause the question names by number is answered with that clause's own text."""

from __future__ import annotations

from knowdesk.reasoning.clauses import named_clause
from knowdesk.reasoning.tables import siblings_from
from tests.reasoning.conftest import passage

STORE = passage(
    "5 储存\n5.1 原辅料应按品种、批号分区存放。\n5.2 不合格品应存放在不合格品库，并挂红色标识。",
    document="仓储管理标准操作规程",
    section="5 储存",
    fragment_id="wh-00003",
)
STORE_6 = passage(
    "6 发放\n6.1 发放遵循先进先出、近效期先出的原则。",
    document="仓储管理标准操作规程",
    section="6 发放",
    fragment_id="wh-00004",
)
CARS = passage(
    "第八条 公务用车由行政部统一调度。\n第十二条 私车公用按每公里1元补贴，凭行程记录报销。",
    document="车辆使用管理办法",
    section="第二章 用车",
    fragment_id="car-00002",
)
QUALITY = passage(
    "5.2 取样应在取样间进行，取样后贴取样证。",
    document="取样管理规程",
    section="5 取样",
    fragment_id="qc-00001",
)


def test_the_clause_named_by_its_number_in_the_document_named() -> None:
    found = named_clause("仓储规程5.2条说的是什么", [STORE, QUALITY])
    assert found is not None and found.reference == "5.2" and found.text.startswith("不合格品应存放在不合格品库")
    qc = named_clause("取样规程5.2条是什么规定", [STORE, QUALITY])
    assert qc is not None and qc.passage["document"] == "取样管理规程"


def test_an_article_written_in_chinese_numerals_and_a_clause_on_another_fragment() -> None:
    found = named_clause("用车办法第12条讲的啥", [CARS])
    assert found is not None and found.text.startswith("私车公用按每公里1元补贴")
    beside = named_clause("仓储规程6.1条怎么规定的", [STORE], siblings_from([STORE, STORE_6]))
    assert beside is not None and beside.text.startswith("发放遵循先进先出")


def test_no_clause_when_none_is_named_or_none_opens_a_line() -> None:
    assert named_clause("不合格品放在哪里", [STORE]) is None
    assert named_clause("仓储规程9.9条说的是什么", [STORE]) is None
    assert named_clause("5.2条说的是什么", [STORE, QUALITY]) is None  # two documents hold it, neither named
    assert named_clause("按用车办法第12条，私车公用跑了50公里能补多少", [CARS]) is None  # a question citing it
    assert named_clause("仓储规程里5.1是什么意思", [STORE]) is None  # one dot and not called a clause: a number
    assert named_clause("仓储规程5.1条说的是什么", [STORE]) is not None
