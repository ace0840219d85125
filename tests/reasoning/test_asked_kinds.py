"""The sentence chooser answers the kind a question asks: a bound on the number asked for a yes/no, the act (not
an office's name) for a who, the listing definition for which cases count, the steps under a heading asking
what to do, and the kinds spoken questions ask (干嘛用的, 指的是哪种, 有…没)."""

from __future__ import annotations

import numpy as np

from knowdesk.reasoning.answerable import unmet_constraint
from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.defines import asked_term, defines
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import _QUESTION_END, LocalGenerator
from knowdesk.reasoning.verdicts import bounds_the_asked_number
from knowdesk.reasoning.who_acts import does_the_asked_act
from tests.reasoning.conftest import passage


def test_spoken_questions_ask_their_kind() -> None:
    assert ask_of("访客码是干嘛用的？").kind == "definition"
    assert ask_of("巡检仪有什么用").kind == "definition"
    assert ask_of("甲类物资指的是哪种物资").kind == "definition"
    assert ask_of("周末值班，有夜宵没？").kind == "yes_no"
    # a question asking something else besides keeps its own kind
    assert ask_of("甲类物资是干嘛用的，每月领几次").kind != "definition"


def test_the_term_of_a_purpose_or_which_kind_question() -> None:
    assert asked_term("访客码是干嘛用的？", "definition") == "访客码"
    assert asked_term("甲类物资指的是哪种物资", "definition") == "甲类"  # the repeated noun is dropped
    assert asked_term("S3是哪一类", "definition") == "S3"
    assert defines("甲类", "易燃易爆的化学品一律列为甲类（危险品）。") == 1.0
    assert defines("甲类", "乙类的保管期限为两年。") == 0.0


def test_a_bound_on_the_number_asked_rules_on_it() -> None:
    assert bounds_the_asked_number("一个季度能领三套工服吗", "每人每季度限领2套工服。")
    assert bounds_the_asked_number("婚假可以分4次休吗", "婚假最多分2次休完。")
    assert bounds_the_asked_number("外出培训能去5天吗", "外出培训以3天为限。")
    assert not bounds_the_asked_number("一个季度能领三套工服吗", "工服每套价格为300元。")
    assert not bounds_the_asked_number("能领工服吗", "每人每季度限领2套工服。")  # no number asked


LOCKERS = passage(
    "员工凭工牌可申领更衣柜，更衣柜钥匙由本人保管。\n每人每年限换1次更衣柜，换柜须在前台登记。",
    document="更衣柜管理规定",
    section="申领与更换",
    fragment_id="lk-00001",
)


def test_a_yes_no_question_with_a_number_is_answered_by_the_bound() -> None:
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = generator.generate("员工一年能换两次更衣柜吗", [LOCKERS]).answer.splitlines()[0]
    assert "限换1次" in first, first


def test_the_asked_act_inside_an_office_s_name_is_not_the_act() -> None:
    assert not does_the_asked_act("样品间归谁管", "样品报废须经质量管理部审批。")
    assert does_the_asked_act("样品间归谁管", "样品间由实验室主任统一管理。")
    # an office named after the act's object is no office's name of the act: "批准本部门…" still approves
    assert does_the_asked_act("请两天假谁能批", "部门经理可批准本部门员工2天假期。")


def test_asking_whether_a_discount_is_allowed_asks_for_no_share() -> None:
    assert unmet_constraint("店员可以给会员打折吗", "店员不得自行给予折扣。", "") is None
    assert unmet_constraint("店员打不打折", "店员不得自行给予折扣。", "") is None
    assert unmet_constraint("会员打折能打多少", "会员享受优惠。", "") is not None


LEVELS = passage(
    "告警分两级。\n一级告警：单台设备离线、温度超过阈值。\n二级告警：整排机柜断电、网络中断、备份失败。\n"
    "告警处置按级别进行。\n二级告警：立即通知值班经理并启动应急预案。",
    document="机房告警处置培训",
    section="告警分级",
    fragment_id="al-00001",
)


def test_which_cases_count_is_answered_by_the_listing_definition() -> None:
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = generator.generate("哪些情况算二级告警", [LEVELS]).answer.splitlines()[0]
    assert "整排机柜断电" in first, first


LOSS = passage(
    "## 4. 门禁卡丢失怎么办\n\n1. 当天告知前台挂失，门禁卡立即停用；\n2. 在OA提交补卡申请；\n3. 到前台领取新卡并缴纳工本费。",
    document="行政服务指南",
    section="4. 门禁卡丢失怎么办",
    fragment_id="ls-00001",
)


def test_a_heading_asking_what_to_do_is_answered_by_its_steps() -> None:
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = generator.generate("门禁卡丢了咋整", [LOSS]).answer.splitlines()[0]
    said = first.split("（《", 1)[0]  # the citation names the heading; the conclusion does not echo it
    assert "挂失" in said and "补卡申请" in said and "怎么办" not in said, first


def test_a_who_question_may_ask_which_office_or_post() -> None:
    assert ask_of("这份制度由哪个科室负责解释").kind == "who"
    assert ask_of("月度盘点归哪个岗位管").kind == "who"


RULES = passage(
    "第十条 本制度适用于公司全体员工，员工出差由部门负责人审批，费用由财务部复核。\n"
    "第十一条 出差期间的市内交通费按实报销。\n"
    "第十二条 本制度由行政部负责解释。",
    document="出差管理制度",
    section="附则",
    fragment_id="cc-00001",
)


def test_the_sentence_naming_who_does_the_asked_act_is_the_conclusion() -> None:
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = generator.generate("出差管理制度由哪个部门负责解释", [RULES]).answer.splitlines()[0]
    assert "行政部" in first, first


GIFTS = passage(
    "员工在商务往来中收到的礼品，应当在3个工作日内登记。\n"
    "员工在商务往来中不得收受客户的现金、购物卡。\n"
    "价值200元以下的礼品登记后可由本人留用。",
    document="廉洁从业规定",
    section="礼品",
    fragment_id="gf-00001",
)


class _NearestToTheTopic:
    """A dense reader that finds the sentences on the question's topic nearer than the one answering it."""

    def cosines(self, question: str, texts: list[str]) -> np.ndarray:
        return np.array([0.80 if "不得收受" in t or "负责解释" in t else 0.90 for t in texts])


def test_the_verdict_on_the_asked_act_is_preferred_among_sentences_on_the_topic() -> None:
    generator = LocalGenerator(Glossary.load(None), max_sentences=3, cross=_NearestToTheTopic())  # type: ignore[arg-type]
    first = generator.generate("客户送的购物卡能收受吗", [GIFTS]).answer.splitlines()[0]
    assert "不得收受" in first, first


def test_the_role_doing_the_asked_act_is_preferred_over_one_doing_another() -> None:
    generator = LocalGenerator(Glossary.load(None), max_sentences=3, cross=_NearestToTheTopic())  # type: ignore[arg-type]
    first = generator.generate("出差管理制度由哪个部门负责解释", [RULES]).answer.splitlines()[0]
    assert "行政部" in first, first


def test_the_period_a_question_counts_in_is_no_number_asked() -> None:
    # "一年" is the span the count is taken over: a seniority bound in years does not rule on it
    assert not bounds_the_asked_number("一年能请两次事假吗", "工龄满3年以内的员工事假按规定办理。")
    assert not bounds_the_asked_number("一周能调两次班吗", "调班申请须在3周以内提交。")
    assert bounds_the_asked_number("一年能请两次事假吗", "事假每年最多申请1次。")


def test_how_or_what_before_me_is_no_yes_no_ending() -> None:
    assert unmet_constraint("团购打折怎么计算", "团购享受优惠。", "") is not None
    assert unmet_constraint("团购打折是什么规定", "团购享受优惠。", "") is not None
    assert unmet_constraint("团购能打折么", "团购不得打折。", "") is None


def test_common_words_holding_an_office_s_suffix_name_no_office() -> None:
    assert does_the_asked_act("报销单要谁审核", "由财务主管审核处理。")
    assert does_the_asked_act("报销单要谁审核", "财务主管审核全部报销单。")
    assert not does_the_asked_act("报销单要谁审核", "报销单交由审核部统一收取。")


def test_a_noun_that_is_the_term_s_own_head_is_kept() -> None:
    assert asked_term("病假是哪种假", "definition") == "病假"
    assert asked_term("B2车是哪一类车", "definition") == "B2"  # a code: the repeated noun is dropped
    assert asked_term("丙类车是哪种车", "definition") == "丙类"


def test_a_statement_closed_by_a_full_stop_asks_nothing() -> None:
    assert _QUESTION_END.search("工卡丢失怎么办")
    assert _QUESTION_END.search("工卡丢失怎么办？")
    assert not _QUESTION_END.search("现场发现隐患的，由值班员决定如何处理。")


def test_a_grade_asked_as_a_definition_is_answered_by_rows_by_condition() -> None:
    from knowdesk.reasoning.lookup import _no_verdict_by_condition
    from knowdesk.reasoning.tables import ConditionValue, TableAnswer

    rows = (ConditionValue("营业面积500㎡以上", "一类"), ConditionValue("营业面积500㎡以下", "二类"))
    table = TableAnswer((), ("门店类别",), ("西湖店",), "", (), (), by_condition=rows)
    assert ask_of("西湖店是哪一类").kind == "definition"
    assert not _no_verdict_by_condition("西湖店是哪一类", table)
    assert _no_verdict_by_condition("一类门店是什么意思", table)  # no row says what the class means


def test_a_length_asked_is_not_stated_by_a_speed_in_its_unit() -> None:
    ask = ask_of("巡逻车一天最多跑多少公里")
    assert not ask.stated_by("园区内限速不得超过20公里/小时")
    assert ask.stated_by("巡逻车每日行驶不超过120公里")
