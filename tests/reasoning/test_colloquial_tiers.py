"""An approval ladder asked in everyday words ("正好3000块，找谁签字"): the exactness, the unit and the asking verb
找 say nothing of the topic, and the tier is named by its own condition, not the lead-in before the ladder."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import key_words
from knowdesk.reasoning.lookup import look_up
from tests.reasoning.conftest import passage

LADDER = passage(
    "第九条 采购申请经部门经理审核后，按下列权限审批：采购金额3000元以下的，由行政主管审批；超过3000元、10000元以下的，"
    "由财务总监审批；超过10000元的，由总经理审批。",
    document="办公用品采购管理办法",
    section="第三章 审批",
)


def test_fillers_and_units_are_no_topic_words() -> None:
    assert set(key_words("办公用品采购正好3000块，找谁签字", Glossary())) == {"办公用品", "采购", "签字"}


def test_the_tier_holding_the_amount_answers_in_its_own_words() -> None:
    found = look_up("办公用品采购正好3000块，找谁签字", [LADDER], Glossary())
    assert found is not None and found.statement == "3000元属于“采购金额3000元以下”这一档：由行政主管审批"


def test_a_stretch_pointed_at_is_not_a_length_asked_for() -> None:
    from knowdesk.reasoning.asks import ask_of

    assert ask_of("住院那几天还发岗位津贴吗").kind == "yes_no"  # 那几天: the days of the stay, not "how many days"
    assert ask_of("这几个月的加班费什么时候发").kind == "date"
    assert ask_of("住院补助最多发几天").kind == "duration"
