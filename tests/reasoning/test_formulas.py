"""Formulas stated in prose, computed with the question's numbers (invented rules, worded as real ones are)."""

from __future__ import annotations

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.formulas import formula_answer, formulas_in, rates_in
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.reasoning.conftest import passage

OVERTIME = passage(
    "第六条 加班费按下列标准支付：\n（一）工作日延长工作时间的，按本人小时工资的150%支付；\n"
    "（二）休息日加班且不能补休的，按本人日工资的200%支付；\n（三）法定节假日加班的，按本人日工资的300%支付。\n"
    "第七条 加班费计算基数为员工基本工资，日工资=基本工资÷21.75，小时工资=日工资÷8。",
    document="加班管理办法",
    section="第二章 加班费",
    fragment_id="ot-00001",
)
LEAVE = passage(
    "第三条 事假为无薪假，按日扣除全额工资（日工资=月工资÷21.75）。", document="请假办法", fragment_id="lv-00001"
)
NOTICE = passage(
    "日工资：月工资收入÷月计薪天数\n\n小时工资：月工资收入÷（月计薪天数×8小时）。\n\n月计薪天数＝（365天-104天）÷12月＝21.75天",
    document="工资折算通知",
    fragment_id="nt-00001",
)
TABLE = passage(
    "| 加班类型 | 支付标准 |\n| --- | --- |\n| 工作日延长工作时间 | 不低于小时工资的150% |\n"
    "| 休息日加班 | 不低于小时工资的200% |\n| 法定节假日加班 | 不低于小时工资的300% |\n\n"
    "加班费的计算基数为员工本人的基本工资与岗位工资之和。小时工资＝计算基数÷21.75÷8。",
    document="考勤制度",
    fragment_id="kq-00001",
)
BROKEN_LINES = passage(
    "（三）用人单位依法安排劳动者在法定休假节日工作的，按照不低于劳动合\n\n同规定的劳动者本人日或小时工资标准的３００％支付劳动者工资。",
    document="工资支付规定",
    fragment_id="zf-00001",
)


def test_formulas_and_constants_are_read_from_prose() -> None:
    found = formulas_in(OVERTIME["body"] + NOTICE["body"])
    assert [(f.target, f.expression) for f in found][:2] == [("日工资", "基本工资÷21.75"), ("小时工资", "日工资÷8")]
    constant = next(f for f in found if f.target == "月计薪天数")
    assert constant.constant == 21.75
    assert formulas_in("例如：其小时工资为4350÷21.75÷8＝25元。") == []  # a worked example is no rule
    assert formulas_in("标准工时制：如果劳动者工作超过8小时，按150%支付。") == []  # prose after a colon


def test_a_term_defined_in_words_is_no_formula() -> None:
    """ "日工资按月工资除以21.75计算" is not read as a formula (the reader took "病假期间日工资" for its term)."""
    assert formulas_in("事假期间日工资按本人月工资除以21.75计算。") == []


def test_rates_know_their_occasion_row_by_row_and_across_broken_lines() -> None:
    assert [(r.occasion, r.percent) for r in rates_in(TABLE["body"])] == [
        ("workday", 150.0), ("restday", 200.0), ("holiday", 300.0)
    ]  # fmt: skip
    assert [(r.occasion, r.percent) for r in rates_in(BROKEN_LINES["body"])] == [("holiday", 300.0)]


def test_holiday_overtime_on_a_daily_wage_shows_its_working() -> None:
    found = formula_answer("我基本工资8700，国庆节加班一天能拿多少加班费？", [OVERTIME, LEAVE])
    assert found is not None and found.value == 1200
    assert found.working == ["日工资 = 8700 ÷ 21.75 = 400元", "400元 × 300% × 1天 = 1200元"]
    assert {i for i, _ in found.sources} == {0}  # the overtime rules, not the leave rule's 月工资


def test_a_term_named_differently_is_bound_by_what_the_documents_say_it_is() -> None:
    found = formula_answer("基本工资加岗位工资4698，工作日加班2小时加班费多少？", [TABLE])
    assert found is not None and found.value == 81
    assert found.working[0] == "小时工资 = 4698 ÷ 21.75 ÷ 8 = 27元"


def test_a_formula_through_a_constant_and_a_synonym() -> None:
    found = formula_answer("月工资收入4350元，折算成小时工资是多少？", [NOTICE])
    assert found is not None and found.value == 25
    chained = formula_answer("月薪6525，法定节假日加班一天，加班费最少多少？", [NOTICE, BROKEN_LINES])
    assert chained is not None and chained.value == 900


def test_a_given_result_and_a_days_deduction() -> None:
    given = formula_answer("日工资300元，国庆节加班一天至少拿多少加班工资？", [NOTICE, BROKEN_LINES])
    assert given is not None and given.value == 900
    deduction = formula_answer("月工资6525的话，请一天事假要扣多少钱？", [LEAVE])
    assert deduction is not None and deduction.value == 300


def test_no_answer_without_the_question_s_number_or_a_matching_term() -> None:
    assert formula_answer("加班费怎么算？", [OVERTIME]) is None  # no number, no occasion
    assert formula_answer("月工资8700，国庆加班一天多少钱？", [OVERTIME]) is None  # 月工资 is not 基本工资
    assert formula_answer("年假有几天？", [OVERTIME]) is None


def test_the_local_answer_states_the_computed_value_first_and_cites_the_rules() -> None:
    gen = LocalGenerator(Glossary(), max_sentences=3)
    passages: list[Passage] = [OVERTIME]
    out = gen.generate("我基本工资8700，国庆节加班一天能拿多少加班费？", passages)
    first = out.answer.splitlines()[0]
    assert "1200元" in first and "8700 ÷ 21.75 = 400元" in first
    assert out.derived == [first]
    assert {c["document"] for c in out.citations} == {"加班管理办法"}  # its 第七条 (the formula) and 第六条 (300%)
    assert any("日工资的300%" in line for line in out.answer.splitlines()[1:])


def test_without_a_number_the_rate_for_the_occasion_named_is_the_answer() -> None:
    weekend = formula_answer("周末加班的话加班费按几倍算呀", [TABLE])
    assert weekend is not None and weekend.statement == "休息日加班的加班费按小时工资的200%支付"
    holiday = formula_answer("春节被单位叫回去上班，工资咋算啊？", [BROKEN_LINES])
    assert holiday is not None and holiday.statement == "法定节假日加班的加班费按日或小时工资标准的300%支付"
    assert formula_answer("工作日上班迟到怎么算？", [OVERTIME]) is None  # work on a workday is no overtime


MULTIPLES = passage(
    "| 加班情形 | 加班工资 |\n| --- | --- |\n| 平时延长工作时间 | 2倍 |\n| 周六周日加班 | 2.5倍 |\n| 国家法定假日加班 | 3倍 |\n\n"
    "小时工资＝月标准工资÷21.75÷8。",
    document="门店加班规定",
    fragment_id="md-00001",
)


def test_overtime_paid_as_a_multiple_beside_its_occasion_and_several_occasions_added_up() -> None:
    """ "| 周六周日加班 | 2.5倍 |" pays a multiple of the wage a formula yields; a question naming two occasions with
    their hours gets each at its own multiple, and the sum."""
    assert [(r.occasion, r.percent, r.times) for r in rates_in(MULTIPLES["body"])] == [
        ("workday", 200.0, True), ("restday", 250.0, True), ("holiday", 300.0, True)
    ]  # fmt: skip
    one = formula_answer("月标准工资6960，周日加班4小时，加班工资多少", [MULTIPLES])
    assert one is not None and one.value == 400 and one.working[-1] == "40元 × 2.5倍 × 4小时 = 400元"
    both = formula_answer("月标准工资6960，平时加班3小时、周六加班2小时，一共多少加班工资", [MULTIPLES])
    assert both is not None and both.value == 240 + 200
    assert rates_in("连续两次迟到的，罚款加倍，按2倍扣款。") == []  # a multiple with no occasion pays no overtime
    asked = formula_answer("周六周日加班按几倍算", [MULTIPLES])
    assert asked is not None and asked.statement == "休息日加班的加班费按2.5倍支付"
    assert formula_answer("小时工国庆上班时薪是多少", [MULTIPLES]) is None  # a wage asked, not the multiple


def test_overtime_said_around_its_hours_is_overtime() -> None:
    """ "周六加了3个小时班" is overtime on a rest day as "周六加班3小时" is; "加了一道菜" names no overtime."""
    said = formula_answer("月标准工资6960，周六加了3个小时班，能拿多少", [MULTIPLES])
    assert said is not None and said.value == 300 and said.working[-1] == "40元 × 2.5倍 × 3小时 = 300元"
    assert formula_answer("月标准工资6960，周六食堂加了一道菜，能拿多少", [MULTIPLES]) is None


def test_shares_listed_per_occasion_after_the_overtime_wage_is_named_once() -> None:
    rules = passage(
        "第十二条 加班工资按小时工资计发：工作日延时加班的按150%；周末加班且未调休的按200%；法定节假日按300%。"
        "小时工资＝月基本工资÷21.75÷8。",
        document="工时与加班规定",
        fragment_id="gs-00012",
    )
    rates = rates_in(rules["body"])  # the wage is carried across the ；-clauses of its sentence
    assert [(r.base, r.percent, r.occasion) for r in rates] == [
        ("小时工资", 150.0, "workday"), ("小时工资", 200.0, "restday"), ("小时工资", 300.0, "holiday")
    ]  # fmt: skip
    found = formula_answer("月基本工资6525，工作日晚上加了2小时班，加班费多少", [rules])
    assert found is not None and found.value == 112.5, found  # 6525 ÷ 21.75 ÷ 8 = 37.5; × 150% × 2
    assert rates_in("病假工资按基本工资计发，工作日病假按80%。") == []  # no overtime named: a sick-pay share
    assert rates_in("加班工资按小时工资计发：工作日按150%。病假期间按80%。")[-1].percent == 150  # not past its 。


def test_hours_of_overtime_on_no_day_named_are_paid_at_the_workday_rate_and_say_so() -> None:
    found = formula_answer("基本工资8700，排班以外又多干了3个小时，加班工资多少", [OVERTIME])
    assert found is not None and found.value == 225
    assert found.statement.startswith("工作日延长工作时间3小时的加班费为225元")
    assert formula_answer("基本工资8700，加班2天，加班工资多少", [OVERTIME]) is None  # days: which day is not said


def test_hours_count_as_the_workdays_overtime_only_when_said_to_be_past_the_shift_and_not_asked_whether() -> None:
    assert formula_answer("基本工资8700，排班外多干了3个小时，加班工资多少", [OVERTIME]) is not None
    assert formula_answer("基本工资8700，培训路上花了3个小时，加班工资多少", [OVERTIME]) is None  # not past a shift
    assert formula_answer("基本工资8700，排班外多干了3个小时，算加班吗，加班费多少", [OVERTIME]) is None


def test_a_formula_written_in_words_is_read_as_one() -> None:
    """ "日工资按本人月基本工资除以21.75计算" states 日工资 = 月基本工资 ÷ 21.75 (a qualified term stays unread above)."""
    rule = passage(
        "第十一条 值班加班工资：超出排定班次延长工作的，按本人小时工资的150%支付；法定节假日值班的，按本人日工资的300%"
        "支付。日工资按本人月基本工资除以21.75计算，小时工资按日工资除以8计算。",
        document="值班与加班规定",
        fragment_id="zb-00001",
    )
    found = formulas_in(rule["body"])
    assert [(f.target, f.expression) for f in found] == [("日工资", "月基本工资÷21.75"), ("小时工资", "日工资÷8")]
    assert found[0].sentence == "日工资按本人月基本工资除以21.75计算"  # quoted as written
    answer = formula_answer("我月基本工资6090，元旦值了一天班，加班工资多少", [rule])
    assert answer is not None and answer.value == 840  # 6090 ÷ 21.75 = 280; 280 × 300%


DAILY_ONLY = passage(
    "第七条 节日加班：法定节假日安排加班的，按本人日工资的300%支付加班工资。日工资按本人月基本工资除以21.75计算。",
    document="节日加班工资办法",
    fragment_id="cq-00001",
)


def test_a_worded_daily_formula_gives_no_pay_for_hours_it_has_no_hourly_figure_for() -> None:
    assert formula_answer("月基本工资5220，国庆节加班5小时，加班工资多少", [DAILY_ONLY]) is None
    found = formula_answer("月基本工资5220，国庆节加班1天，加班工资多少", [DAILY_ONLY])
    assert found is not None and found.value == 720  # 5220 ÷ 21.75 = 240; 240 × 300%


def test_a_worded_formula_answers_no_case_its_passage_does_not_name() -> None:
    assert formula_answer("月基本工资5220，请了3天病假，扣多少钱", [DAILY_ONLY]) is None
    assert formula_answer("月基本工资5220，国庆节值班1天，值班工资多少", [DAILY_ONLY]) is None
