"""A later notice that changes one number of an earlier rule's table wins over the table's cell; a notice about
another row or column, or one older than the rule, changes nothing."""

from __future__ import annotations

from datetime import date

import pytest

from knowdesk.reasoning.amendments import amendment_of, asked_date, effective_day, in_force, prose_amendment
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import passage

TABLE = (
    "| 岗位类别 | 午餐补贴（元/餐） | 晚餐补贴（元/餐） |\n|---|---|---|\n"
    "| 一线员工、仓管员 | 12 | 10 |\n| 管理人员 | 10 | 8 |"
)
NOTICE = (
    "关于调整员工餐费补贴的通知\n各部门：经总经理办公会研究，对《员工餐费补贴办法》调整如下：\n"
    "一、附表中一线员工、仓管员的午餐补贴由每餐12元调整为每餐15元；其他标准不变。\n二、本通知自2025年3月1日起执行。"
)


def _passages(notice_date: str = "2025-03-01", table_date: str = "2023-05-01", table_from: str = "") -> list:
    table = passage(
        TABLE, "员工餐费补贴办法", fragment_id="a-1", section="附表 餐费补贴标准", updated=table_date,
        effective=table_date,
    )  # fmt: skip
    if table_from:  # the day the rule says it takes effect from (施行/生效), not its file's date
        table["effective_from"] = table_from
    return [
        table,
        passage(
            NOTICE.replace(
                "2025年3月1日", f"{int(notice_date[:4])}年{int(notice_date[5:7])}月{int(notice_date[8:])}日"
            ),
            "关于调整员工餐费补贴的通知",
            fragment_id="b-1",
            section="正文",
            updated=notice_date,
            effective=notice_date,
        ),
    ]


def test_the_notice_number_replaces_the_cell_and_is_cited() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate("仓管员午餐补贴一餐多少钱？", _passages())
    first = gen.answer.splitlines()[0]
    assert "15" in first and "12" not in first
    assert gen.citations[0]["document"] == "关于调整员工餐费补贴的通知"


def test_another_column_or_row_keeps_the_table_value() -> None:
    ps = _passages()
    assert amendment_of("10", "晚餐补贴（元/餐）", "一线员工、仓管员", "员工餐费补贴办法", ps) is None
    assert amendment_of("10", "午餐补贴（元/餐）", "管理人员", "员工餐费补贴办法", ps) is None
    found = amendment_of("12", "午餐补贴（元/餐）", "一线员工、仓管员", "员工餐费补贴办法", ps)
    assert found is not None and found.new.startswith("15") and "由每餐12元" in found.sentence


def test_a_notice_older_than_the_rule_changes_nothing() -> None:
    older = _passages("2022-01-01", table_from="2023-05-01")
    assert amendment_of("12", "午餐补贴（元/餐）", "一线员工、仓管员", "员工餐费补贴办法", older) is None
    undated = [_passages()[0], passage(NOTICE.replace("二、本通知自2025年3月1日起执行。", ""), "关于调整员工餐费补贴的通知",
                                       fragment_id="b-1", section="正文", updated="2022-01-01", effective="2022-01-01")]  # fmt: skip
    assert amendment_of("12", "午餐补贴（元/餐）", "一线员工、仓管员", "员工餐费补贴办法", undated) is None


def test_a_notice_stating_its_day_changes_a_rule_whose_file_was_saved_later() -> None:
    # the workbook was saved (or copied) after the notice, but still says 12: only its file date is later
    resaved = _passages("2025-03-01", table_date="2026-02-01")
    found = amendment_of("12", "午餐补贴（元/餐）", "一线员工、仓管员", "员工餐费补贴办法", resaved)
    assert found is not None and found.new.startswith("15")


# A rate table whose header spans two rows (加班餐补贴 over 工作日 / 休息日), amended per hour by a later notice.
RATE_TABLE = (
    "| 岗位 | 加班餐补贴（元/小时） | 加班餐补贴（元/小时） |\n|---|---|---|\n"
    "| 岗位 | 工作日 | 休息日 |\n| 装配工 | 2 | 3 |\n| 质检员 | 2 | 4 |"
)
RATE_NOTICE = (
    "关于调整加班餐补贴的通知\n一、附表中装配工的加班餐补贴，工作日由每小时2元调整为每小时2.5元，"
    "休息日由每小时3元调整为每小时4元；质检员标准不变。\n二、本通知自2025年5月1日起执行。"
)


def _rate_passages() -> list:
    return [
        passage(
            RATE_TABLE,
            "加班餐补贴办法",
            fragment_id="r-1",
            section="附表",
            updated="2024-01-01",
            effective="2024-01-01",
        ),
        passage(
            RATE_NOTICE,
            "关于调整加班餐补贴的通知",
            fragment_id="r-2",
            section="正文",
            updated="2025-05-01",
            effective="2025-05-01",
        ),
    ]


def test_a_per_hour_change_under_a_group_header_is_found() -> None:
    ps = _rate_passages()
    found = amendment_of("3", "休息日 加班餐补贴（元/小时）", "装配工", "加班餐补贴办法", ps)
    assert found is not None and found.new == "4"
    found = amendment_of("2", "工作日 加班餐补贴（元/小时）", "装配工", "加班餐补贴办法", ps)
    assert found is not None and found.new == "2.5"
    assert amendment_of("2", "工作日 加班餐补贴（元/小时）", "质检员", "加班餐补贴办法", ps) is None


def test_each_cell_of_a_row_read_side_by_side_takes_its_own_new_number() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate(
        "装配工加班餐补贴每小时多少？", _rate_passages()
    )
    first = gen.answer.splitlines()[0]
    assert "2.5" in first and "4" in first and "3元" not in first, first


def test_a_group_name_written_around_the_sub_column_still_names_it() -> None:
    """ "装配工加班工作日餐补由每小时2元调整为…" names the column 工作日 › 加班餐补 (加班…餐补 around 工作日)."""
    notice = passage("一、装配工加班工作日餐补由每小时2元调整为每小时3元。", "关于调整加班餐补的通知", fragment_id="s-1",
                     section="正文", updated="2025-05-01", effective="2025-05-01")  # fmt: skip
    table = passage(RATE_TABLE, "加班餐补贴办法", fragment_id="s-2", section="附表", updated="2024-01-01",
                    effective="2024-01-01")  # fmt: skip
    found = amendment_of("2", "工作日 加班餐补（元/小时）", "装配工", "加班餐补贴办法", [table, notice])
    assert found is not None and found.new == "3"
    assert amendment_of("2", "工作日 夜班津贴（元/小时）", "装配工", "加班餐补贴办法", [table, notice]) is None


def test_an_old_number_written_with_a_rate_unit_is_found() -> None:
    """ "由24元/小时调整为26元/小时": the old number's unit may be a rate of several characters."""
    notice = passage("一、装配工工作日加班餐补由2元/小时调整为2.5元/小时。", "关于调整加班餐补的通知", fragment_id="u-1",
                     section="正文", updated="2025-05-01", effective="2025-05-01")  # fmt: skip
    found = amendment_of("2", "工作日 加班餐补（元/小时）", "装配工", "加班餐补贴办法", [notice])
    assert found is not None and found.new == "2.5"


def test_a_count_times_the_amended_rate_shows_the_new_working_only() -> None:
    """10 hours × the notice's 4元/小时 = 40元, and no working left with the old 3 (10 × 3 = 40 read wrong before)."""
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate(
        "装配工休息日加班10个小时，加班餐补贴能拿多少？", _rate_passages()
    )
    first = gen.answer.splitlines()[0]
    assert "10 × 4 = 40元" in first and "× 3" not in first and "30元" not in first, first


def test_a_percentage_a_notice_changed_is_taken_of_the_questions_amount_at_its_new_rate() -> None:
    rates = passage(
        "| 岗位 | 提成比例（按当月回款额） |\n|---|---|\n| 销售专员 | 2% |\n| 销售经理 | 1% |",
        "销售提成办法", fragment_id="s-1", section="附表 提成比例", updated="2023-05-01", effective="2023-05-01",
    )  # fmt: skip
    notice = passage(
        "关于调整销售提成比例的通知\n一、附表中销售专员的提成比例由2%调整为3%；其他不变。\n二、本通知自2025年3月1日起执行。",
        "关于调整销售提成比例的通知", fragment_id="s-2", section="关于调整销售提成比例的通知",
        updated="2025-03-01", effective="2025-03-01",
    )  # fmt: skip
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate(
        "销售专员这个月回款20万，提成能拿多少？", [rates, notice]
    )
    first = gen.answer.splitlines()[0]
    assert "3%" in first and "6000元" in first, gen.answer


def test_a_period_written_another_way_names_the_same_column() -> None:
    table = passage("| 人员 | 每月上限（元） |\n|---|---|\n| 实习生 | 1500 |\n| 见习员工 | 2000 |", "实习补贴办法",
                    fragment_id="c-1", section="表1", updated="2023-01-01", effective="2023-01-01")  # fmt: skip
    notice = passage("实习生补贴月度上限由每人每月1500元调整为每人每月1800元，其他不变。", "关于调整实习补贴的通知",
                     fragment_id="d-1", section="正文", updated="2025-01-01", effective="2025-01-01")  # fmt: skip
    found = amendment_of("1500", "每月上限（元）", "实习生", "实习补贴办法", [table, notice])
    assert found is not None and found.new.startswith("1800")
    assert amendment_of("2000", "每月上限（元）", "见习员工", "实习补贴办法", [table, notice]) is None


def test_a_column_per_occasion_is_named_by_the_per_word_inside_the_change() -> None:
    table = passage("| 违规类型 | 每次扣分 | 月度上限 |\n|---|---|---|\n| 未戴安全帽 | 3分 | 12分 |\n| 脱岗 | 5分 | 20分 |",
                    "安全积分细则", fragment_id="s-1", section="表1", updated="2025-01-01",
                    effective="2025-01-01")  # fmt: skip
    notice = passage("经研究，“未戴安全帽”扣分由每次 3分 调整为每次 5分，自发布之日起执行。", "安全周报",
                     fragment_id="w-1", section="正文", updated="2025-06-01", effective="2025-06-01")  # fmt: skip
    found = amendment_of("3分", "每次扣分", "未戴安全帽", "安全积分细则", [table, notice])
    assert found is not None and found.new == "5分"
    assert amendment_of("12分", "月度上限", "未戴安全帽", "安全积分细则", [table, notice]) is None
    assert amendment_of("5分", "每次扣分", "脱岗", "安全积分细则", [table, notice]) is None


def test_a_notice_changes_the_number_an_faq_answer_states_in_the_same_wording() -> None:
    faq = {"document": "行政FAQ", "section": "正文", "fragment_id": "f1", "body": "答：每人每月 80元，按部门发放。"}
    notice = {"document": "通知", "section": "正文", "fragment_id": "n1",
              "body": "一、通讯补贴由每人每月 80元 调整为 每人每月 100元。二、其他不变。"}  # fmt: skip
    change = prose_amendment(faq["body"], "通讯补贴每月多少 答：每人每月 80元", "行政FAQ", [faq, notice])
    assert change is not None and (change.old, change.new) == ("80", "100")
    # a question about something else the notice does not change (no shared word before 由)
    assert prose_amendment(faq["body"], "交通补贴每月多少 答：每人每月 80元", "行政FAQ", [faq, notice]) is None
    # the same number per another period is another rate
    assert prose_amendment("答：每人每年 80元。", "通讯补贴多少 答：每人每年 80元", "行政FAQ", [faq, notice]) is None


def test_a_rate_per_night_shift_is_the_notice_rate_per_night() -> None:
    faq = "Q：上夜班有补贴吗？A：有，每上一个夜班补贴 60元，随次月工资发放。"
    notice = {"document": "仓储部通知", "section": "正文", "fragment_id": "n2",
              "body": "1. 夜班补贴由每晚 60元 调整为每晚 75元，自2026年3月1日起执行。"}  # fmt: skip
    change = prose_amendment(faq, "夜班补贴一晚多少 " + faq, "仓储FAQ", [notice])
    assert change is not None and (change.old, change.new) == ("60", "75")
    # a rate per person is not the notice's rate per night
    assert prose_amendment("每人补贴 60元。", "夜班补贴多少 每人补贴 60元", "仓储FAQ", [notice]) is None


def test_a_notice_naming_the_row_and_what_the_column_pays_changes_the_cell() -> None:
    table = "| 值班日 | 补贴标准 |\n|---|---|\n| 工作日 | 200元/天 |\n| 周末 | 300元/天 |"
    rule = passage(table, "值班管理规定", fragment_id="r-1", section="四、值班补贴", updated="2024-01-01",
                   effective="2024-01-01")  # fmt: skip
    notice = passage("经研究，工作日值班补贴由 200元/天 上调为 260元/天，周末不变。", "关于调整值班补贴的通知",
                     fragment_id="n-1", section="正文", updated="2024-07-01", effective="2024-07-01")  # fmt: skip
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate("工作日值班一天补贴多少？", [rule, notice])
    assert "260" in gen.answer.splitlines()[0], gen.answer
    older = passage(notice["body"], "关于调整值班补贴的通知", fragment_id="n-1", section="正文", updated="2023-07-01",
                    effective="2023-07-01")  # fmt: skip
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate("工作日值班一天补贴多少？", [rule, older])
    assert "260" not in gen.answer.splitlines()[0], gen.answer


def test_the_changed_number_is_the_one_in_the_notice_unit() -> None:
    from knowdesk.reasoning.amendments import replace_value

    rule = "参加人数满150人的部门，团建费每人每季度150元。"
    assert replace_value(rule, "150", "200", "元") == "参加人数满150人的部门，团建费每人每季度200元。"
    assert replace_value(rule, "150", "200") == "参加人数满200人的部门，团建费每人每季度150元。"  # no unit: the first


RULE = "第九条 误餐补助按加班天数计算，误餐补助标准为每人每天30元。"
LATER = (
    "关于调整误餐补助标准的通知\n"
    "一、《加班管理办法》第九条规定的误餐补助标准，由每人每天30元调整为每人每天40元，自2026年7月1日起执行。"
)


def _rule_and_notice() -> list:
    return [
        passage(RULE, "加班管理办法", fragment_id="r-1", section="第九条", updated="2025-01-01"),
        passage(LATER, "关于调整误餐补助标准的通知", fragment_id="n-1", section="正文", updated="2026-05-20"),
    ]


def test_a_change_whose_subject_ends_before_a_comma_is_read_from_the_words_before_it():
    """ "…规定的误餐补助标准，由…调整为…": the comma right before 由 leaves the subject in the piece before it."""
    from datetime import date

    rule = "误餐补助标准为每人每天30元"
    change = prose_amendment(rule, f"误餐补助一天多少 {rule}", "加班管理办法", _rule_and_notice(),
                             question="误餐补助一天多少", today=date(2026, 9, 1))  # fmt: skip
    assert change is not None and change.new == "40"


def test_a_change_not_yet_in_force_on_the_asked_day_leaves_the_old_number():
    """ "自2026年7月1日起执行": a question about June 2026, or asked before July with no date, keeps 30元; one about
    August, or asked after July, takes 40元; a change with no day of its own holds always."""
    from datetime import date

    from knowdesk.reasoning.amendments import in_force

    rule = "误餐补助标准为每人每天30元"
    asked = [("2026年6月加班，误餐补助一天多少", date(2026, 9, 1), None),
             ("8月加班，误餐补助一天多少", date(2026, 9, 1), "40"),
             ("误餐补助一天多少", date(2026, 5, 30), None),
             ("误餐补助一天多少", date(2026, 7, 1), "40")]  # fmt: skip
    for question, today, new in asked:
        change = prose_amendment(rule, f"{question} {rule}", "加班管理办法", _rule_and_notice(), question=question,
                                 today=today)  # fmt: skip
        assert (change.new if change else None) == new, question
    assert in_force("由每人每天30元调整为每人每天40元，自本通知印发之日起执行", "2020年3月加班", date(2026, 1, 1))
    assert not in_force("自2026年7月1日起执行", "干了6个月，2026年的时候", date(2026, 9, 1))


def test_the_day_a_question_asks_about_is_not_an_event_it_dates() -> None:
    today = date(2026, 2, 10)
    assert asked_date("我2025年3月入职，现在出差伙食补助每天多少", today) is None  # 现在: today
    assert asked_date("我2025年3月入职，12月出差补助多少", today) == (2026, 12, 1)  # 入职 dates an event
    assert asked_date("去年12月出差伙食补助多少", today) == (2025, 12, 1)
    assert asked_date("2025年12月出差伙食补助多少", today) == (2025, 12, 1)


def test_an_english_notice_raising_a_cell_is_read_like_a_chinese_one() -> None:
    rates = passage(
        "| Class | Hotel cap per night | Meals per day |\n|---|---|---|\n| Class 1 | 700 | 120 |\n| Class 2 | 500 | 90 |",
        "Travel Procedure",
        fragment_id="en-1",
        section="3. Rates",
        updated="2024-03-01",
        effective="2024-03-01",
    )
    notice = passage(
        "1. The hotel cap for Class 1 cities is raised from RMB 700 to RMB 1,050 per night. Class 2 does not change.",
        "Notice on Hotel Caps",
        fragment_id="en-2",
        section="Body",
        updated="2025-06-01",
        effective="2025-06-01",
    )
    found = amendment_of("700", "Hotel cap per night", "Class 1", "Travel Procedure", [rates, notice])
    assert found is not None and found.new == "1050"
    assert amendment_of("120", "Meals per day", "Class 1", "Travel Procedure", [rates, notice]) is None
    assert amendment_of("500", "Hotel cap per night", "Class 2", "Travel Procedure", [rates, notice]) is None


def test_a_notice_dating_all_its_changes_once_dates_each_of_them() -> None:
    """A notice that says its day once for all its numbered changes ("自下月起（2025年9月1日起），以下调整：1. 高温补贴由每个
    工作日15元调整为每个工作日20元"): a question about August keeps 15元, one about October takes 20元; a notice giving
    two days says none of them for all."""
    rule = "高温补贴每个工作日15元，7月至9月发放。"
    notice = ("车间群通知\n各班组注意：自下月起（2025年9月1日起），以下两项调整。\n"
              "1. 高温补贴由每个工作日15元调整为每个工作日20元。\n2. 工作鞋每年发放一双。")  # fmt: skip
    passages = [passage(rule, "车间补贴办法", fragment_id="r-1", section="第五条", updated="2025-01-01"),
                passage(notice, "车间群通知（2025-08-20）", fragment_id="n-1", section="正文", updated="2025-08-20")]  # fmt: skip
    for question, new in (("8月干了20个工作日，高温补贴多少", None), ("10月干了20个工作日，高温补贴多少", "20")):
        change = prose_amendment(rule, f"{question} {rule}", "车间补贴办法", passages, question=question,
                                 today=date(2025, 12, 1))  # fmt: skip
        assert (change.new if change else None) == new, question

    assert effective_day("1. 高温补贴由每个工作日15元调整为每个工作日20元", notice) == (2025, 9, 1)
    assert effective_day("由15元调整为20元", "自2025年9月1日起…；自2025年10月1日起…") is None


def test_a_day_inside_another_changes_sentence_is_not_the_notices() -> None:
    notice = "一、夜班补贴自2026年7月1日起由40元调整为50元。二、餐补由20元调整为25元。"
    assert effective_day("二、餐补由20元调整为25元", notice) is None  # 7月1日 is the 夜班补贴 change's own day
    assert in_force("二、餐补由20元调整为25元", "2026年6月的餐补多少", date(2026, 5, 1), notice)


FIELD_TABLE = (
    "| 出差地区 | 餐费补贴（元/人·天） | 通讯补贴（元/人·天） |\n|---|---|---|\n"
    "| 一般地区 | 90 | 70 |\n| 西藏、青海、新疆 | 110 | 70 |"
)
FIELD_NOTICE = "一、《外勤补助办法》附表中，一般地区的餐费补贴由每人每天90元调整为每人每天105元。其他标准不变。"


def _field_passages() -> list:
    return [
        passage(FIELD_TABLE, "外勤补助办法", fragment_id="f-1", section="附表", updated="2024-01-01",
                effective="2024-01-01"),
        passage(FIELD_NOTICE, "关于调整外勤餐费补贴的通知", fragment_id="f-2", section="正文", updated="2025-05-01",
                effective="2025-05-01"),
    ]  # fmt: skip


def test_a_group_header_that_only_says_rates_need_not_be_named_by_the_notice() -> None:
    found = amendment_of("90", "餐费补贴 补贴标准（元/人·天）", "一般地区", "外勤补助办法", _field_passages())
    assert found is not None and found.new.startswith("105")
    assert amendment_of("90", "餐费补贴 住宿标准（元/人·天）", "一般地区", "外勤补助办法", _field_passages()) is None


def test_two_cells_added_and_counted_each_take_the_notices_number() -> None:
    """A city of no listed province is in the 一般地区 row; 4 days × (105 + 70), the notice's 105 for the old 90."""
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate(
        "派驻洛阳4天，餐费补贴和通讯补贴一共多少？", _field_passages()
    )
    first = gen.answer.splitlines()[0]
    assert "4 × (105 + 70) = 700元" in first and "90" not in first, first
    assert "关于调整外勤餐费补贴的通知" in gen.answer


def _joined_passages() -> list:
    """A workbook whose city sheet leads to a class row of its rate sheet, and a later notice changing one cell."""
    rates = passage(
        "| 城市类别 | 平日时薪（元/小时） | 周末时薪（元/小时） |\n|---|---|---|\n| 一类城市 | 22 | 25 |\n| 二类城市 | 20 | 23 |",
        "兼职用工时薪标准", fragment_id="r-1", section="工作表：时薪", updated="2024-01-01", effective="2024-01-01",
    )  # fmt: skip
    cities = passage(
        "| 城市 | 省份 | 城市类别 |\n|---|---|---|\n| 温州 | 浙江 | 一类城市 |\n| 衢州 | 浙江 | 二类城市 |",
        "兼职用工时薪标准", fragment_id="r-2", section="工作表：城市分类", updated="2024-01-01", effective="2024-01-01",
    )  # fmt: skip
    notice = passage(
        "关于调整兼职时薪的通知\n一、《兼职用工时薪标准》中一类城市平日时薪由22元/小时调整为24元/小时；其他标准不变。\n"
        "二、本通知自2025年9月1日起执行。",
        "关于调整兼职时薪的通知", fragment_id="n-1", section="正文", updated="2025-08-20", effective="2025-08-20",
    )  # fmt: skip
    return [rates, cities, notice]


def test_a_row_reached_through_another_sheet_takes_the_notices_number_for_its_cell() -> None:
    """The city sheet only leads to the 一类城市 row: the notice changes that row's 平日 cell, not the 周末 one."""
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate("温州兼职的时薪是多少？", _joined_passages())
    first = gen.answer.splitlines()[0]
    assert "24" in first and "22" not in first and "25" in first, first
    assert "关于调整兼职时薪的通知" in gen.answer


def test_cells_of_two_rows_of_one_sheet_are_not_checked_against_the_first_rows_name() -> None:
    """Only a join's citations lead to one row; two rows' cells side by side are not one row's, so no notice is
    applied to them by the first row's name."""
    from knowdesk.reasoning.local_generate import _amended
    from knowdesk.reasoning.tables import JoinStep, TableAnswer, TableCitation

    ps = _joined_passages()
    one_sheet = (
        TableCitation("兼职用工时薪标准", "工作表：时薪", "一类城市", "r-1"),
        TableCitation("兼职用工时薪标准", "工作表：时薪", "二类城市", "r-1"),
    )
    rows = TableAnswer(values=("22", "23"), columns=("平日时薪（元/小时）", "周末时薪（元/小时）"), row_labels=(),
                       statement="一类城市平日时薪22元/小时，二类城市周末时薪23元/小时", citations=one_sheet, rows=())  # fmt: skip
    assert _amended(rows, ps, "时薪是多少？") is None
    for section in ("工作表：城市分类", "工作表：时薪"):  # the key table on another sheet, or beside the rates on one
        key = TableCitation("兼职用工时薪标准", section, "温州", "r-2")
        joined = TableAnswer(values=("22", "25"), columns=("平日时薪（元/小时）", "周末时薪（元/小时）"), row_labels=(),
                             statement="一类城市平日时薪22元/小时，周末时薪25元/小时", citations=(one_sheet[0], key),
                             rows=(), joins=(JoinStep("温州", "城市类别", "一类城市", key),))  # fmt: skip
        changed = _amended(joined, ps, "温州时薪是多少？")
        assert changed is not None and "24" in changed[0], section


def test_a_group_header_is_named_by_its_head_noun_after_the_sub_columns_name() -> None:
    """ "机上岗位的夜班津贴由每班60元调整为每班80元" changes 夜班 › 中夜班津贴: 夜班 + the group's noun 津贴."""
    table = passage(
        "| 岗位类别 | 中夜班津贴（元/班） 中班 | 中夜班津贴（元/班） 夜班 |\n|---|---|---|\n| 机上岗位 | 30 | 60 |",
        "岗位津贴标准", fragment_id="h-1", section="中夜班津贴", updated="2026-01-18", effective="2026-01-18",
    )  # fmt: skip
    notice = passage(
        "一、岸桥司机、场桥司机（机上岗位）的夜班津贴由每班60元调整为每班80元，自2026年12月1日起执行。中班津贴不变。",
        "关于调整夜班津贴的通知", fragment_id="h-2", section="正文", updated="2026-11-20", effective="2026-11-20",
    )  # fmt: skip
    day = date(2027, 1, 5)
    found = amendment_of("60", "夜班 中夜班津贴（元/班）", "机上岗位", "岗位津贴标准", [table, notice], today=day)
    assert found is not None and found.new == "80"
    assert (
        amendment_of("30", "中班 中夜班津贴（元/班）", "机上岗位", "岗位津贴标准", [table, notice], today=day) is None
    )


def test_a_group_headers_head_noun_is_its_last_word_not_its_last_two_characters() -> None:
    """ "仓管岗位的晚班补助费由每班40元调整为每班50元" changes 晚班 › 早晚班补助费: 晚班 + the group's last word 补助费
    (not 助费, its last two characters)."""
    table = passage(
        "| 岗位类别 | 早晚班补助费（元/班） 早班 | 早晚班补助费（元/班） 晚班 |\n|---|---|---|\n| 仓管岗位 | 20 | 40 |",
        "班次补助标准", fragment_id="w-1", section="早晚班补助费", updated="2026-01-18", effective="2026-01-18",
    )  # fmt: skip
    notice = passage(
        "一、仓管岗位的晚班补助费由每班40元调整为每班50元，自2026年12月1日起执行。早班补助费不变。",
        "关于调整晚班补助费的通知", fragment_id="w-2", section="正文", updated="2026-11-20", effective="2026-11-20",
    )  # fmt: skip
    day = date(2027, 1, 5)
    found = amendment_of("40", "晚班 早晚班补助费（元/班）", "仓管岗位", "班次补助标准", [table, notice], today=day)
    assert found is not None and found.new == "50"


def test_a_notice_missing_from_the_evidence_is_looked_for_by_the_cell_it_would_change() -> None:
    """The notice names the row's class (一线员工、仓管员), the question asks in other words, so retrieval left it out:
    a second look with the row's and column's names and the old number finds it, and its number stands."""
    table, notice = _passages()
    searched: list[str] = []

    def search(text: str, evidence: list) -> list:
        searched.append(text)
        return [notice]

    gen = LocalGenerator(Glossary.load(None), max_sentences=3, search=search).generate(
        "仓管员午餐补贴一餐多少钱？", [table]
    )
    first = gen.answer.splitlines()[0]
    assert "15" in first and "12" not in first, gen.answer
    assert gen.citations[0]["document"] == "关于调整员工餐费补贴的通知"
    assert "午餐补贴" in searched[0] and "12" in searched[0].split() and "调整为" in searched[0]
    alone = LocalGenerator(Glossary.load(None), max_sentences=3).generate("仓管员午餐补贴一餐多少钱？", [table])
    assert "12" in alone.answer.splitlines()[0]  # without the second look the table's number stands


def test_a_notice_changing_a_stated_number_is_looked_for_when_the_evidence_lacks_it() -> None:
    """A rule's sentence states the number; the notice changing it was not retrieved (the question's wording, a typo):
    a second look with the statement's numbers finds it, its number stands and it is quoted first."""
    rule = passage("三、入住宿舍须交纳押金每人300元；退宿时押金随下月工资退还。", "员工宿舍收费标准", fragment_id="r-1",
                   section="说明", updated="2026-01-01", effective="2026-01-01")  # fmt: skip
    notice = passage("各门店注意：以下调整自2026年6月1日起执行。\n2. 员工宿舍押金由每人300元调整为每人200元。",
                     "员工群公告", fragment_id="n-1", section="群公告", updated="2026-05-20",
                     effective="2026-05-20")  # fmt: skip
    searched: list[str] = []

    def search(text: str, evidence: list) -> list:
        searched.append(text)
        return [notice]

    gen = LocalGenerator(Glossary.load(None), max_sentences=3, search=search).generate("住宿舍押金要交多少？", [rule])
    lines = gen.answer.splitlines()
    assert "200元" in lines[0] and "300元" not in lines[0], gen.answer
    assert "员工群公告" in lines[1] and lines[1] in gen.derived
    assert any("300" in text.split() and "调整为" in text for text in searched)


def _notice(text: str, day: str, fid: str) -> dict:
    return passage(text, f"通知{fid}", fragment_id=fid, section="正文", updated=day, effective=day)


def test_of_two_notices_changing_one_cell_one_after_the_other_the_last_number_stands() -> None:
    """100 → 150 in one notice, 150 → 200 in a later one: the cell's number now is 200, quoted from the later notice;
    two notices changing the same old number: the later one stands, whatever order the evidence holds them in."""
    table = passage("| 岗位 | 夜班补贴（元/次） |\n|---|---|\n| 护士 | 100 |", "值班费标准", fragment_id="t-1",
                    section="附表", updated="2024-01-01", effective="2024-01-01")  # fmt: skip
    first = _notice("护士的夜班补贴由每次100元调整为每次150元，自2025年1月1日起执行。", "2024-12-01", "n-1")
    second = _notice("护士的夜班补贴由每次150元调整为每次200元，自2026年1月1日起执行。", "2025-12-01", "n-2")
    today = date(2026, 6, 1)
    for order in ([table, first, second], [table, second, first]):
        found = amendment_of("100", "夜班补贴（元/次）", "护士", "值班费标准", order, today=today)
        assert found is not None and found.new.startswith("200") and found.old == "100", found
        assert found.passage["fragment_id"] == "n-2"
    again = _notice("护士的夜班补贴由每次100元调整为每次180元，自2026年3月1日起执行。", "2026-02-01", "n-3")
    found = amendment_of("100", "夜班补贴（元/次）", "护士", "值班费标准", [table, again, first], today=today)
    assert found is not None and found.new.startswith("180"), found
    before = amendment_of("100", "夜班补贴（元/次）", "护士", "值班费标准", [table, first, second],
                          question="2025年6月的夜班", today=today)  # fmt: skip
    assert before is not None and before.new.startswith("150"), before  # the later change was not yet in force


def test_of_two_notices_changing_a_stated_number_the_later_stands() -> None:
    rule = passage("员工团建费每人每季度150元。", "团建管理办法", fragment_id="r-2", section="第三条", updated="2024-01-01",
                   effective="2024-01-01")  # fmt: skip
    older = _notice("团建费由每人每季度150元上调为每人每季度200元，自2025年1月1日起执行。", "2024-12-01", "p-1")
    later = _notice("团建费由每人每季度150元上调为每人每季度260元，自2026年1月1日起执行。", "2025-12-01", "p-2")
    found = prose_amendment("员工团建费每人每季度150元。", "团建费多少 员工团建费每人每季度150元", "团建管理办法",
                            [rule, older, later], today=date(2026, 6, 1))  # fmt: skip
    assert found is not None and found.new == "260", found


DRIVER_TABLE = "| 车型 | 出车补助（元/趟） |\n|---|---|\n| 冷链车司机 | 60 |\n| 厢式货车司机 | 60 |"


def _driver_table() -> dict:
    return passage(DRIVER_TABLE, "车队补助办法", fragment_id="d-1", section="附表", updated="2023-03-01",
                   effective="2023-03-01")  # fmt: skip


@pytest.mark.parametrize(
    "start",
    ["自2028.7.1起执行", "自2028-07-01起执行", "自2028/7/1起实行", "本规定于2028年7月1日起施行", "2028年7月1日起执行"],
)
def test_a_later_notice_starting_on_a_day_written_another_way_waits_for_that_day(start: str) -> None:
    """A notice not yet in force whose start is written 2028.7.1, 2028-07-01, 于…起施行 or without 自: its start is read,
    so the notice in force stands, not the one published last."""
    now = _notice("冷链车司机的出车补助由每趟60元调整为每趟75元，自2024年4月1日起执行。", "2024-03-10", "v-1")
    waiting = _notice(f"冷链车司机的出车补助由每趟60元调整为每趟90元，{start}。", "2027-11-02", "v-2")
    found = amendment_of("60", "出车补助（元/趟）", "冷链车司机", "车队补助办法", [_driver_table(), waiting, now],
                         today=date(2027, 12, 1))  # fmt: skip
    assert found is not None and found.new.startswith("75") and found.passage["fragment_id"] == "v-1", found
    assert effective_day(start) == (2028, 7, 1)


def test_an_english_start_day_is_read() -> None:
    assert effective_day("The rate is raised from 60 to 90 USD, effective 1 July 2028.") == (2028, 7, 1)
    assert effective_day("It applies from July 1, 2028.") == (2028, 7, 1)
    assert effective_day("2028年7月1日起入职的司机") is None  # a day of something else, not of a change


def test_a_notice_whose_start_cannot_be_read_does_not_outrank_one_whose_start_can() -> None:
    now = _notice("冷链车司机的出车补助由每趟60元调整为每趟75元，自2024年4月1日起执行。", "2024-03-10", "v-1")
    vague = _notice("冷链车司机的出车补助由每趟60元调整为每趟90元，自下个旺季起执行。", "2027-11-02", "v-3")
    found = amendment_of("60", "出车补助（元/趟）", "冷链车司机", "车队补助办法", [_driver_table(), vague, now],
                         today=date(2027, 12, 1))  # fmt: skip
    assert found is not None and found.passage["fragment_id"] == "v-1", found


def test_a_stated_number_changed_twice_one_notice_after_another_takes_the_last() -> None:
    """80 → 95 by one notice, 95 → 110 by a later one: the statement's 80 now reads 110 (the same chain a table's cell
    follows)."""
    said = "驻外人员通讯费每人每月80元。"
    rule = passage(said, "驻外人员管理规定", fragment_id="w-1", section="第七条", updated="2023-01-01",
                   effective="2023-01-01")  # fmt: skip
    one = _notice("驻外人员通讯费由每人每月80元上调为每人每月95元，自2024年7月1日起执行。", "2024-06-01", "w-2")
    two = _notice("驻外人员通讯费由每人每月95元上调为每人每月110元，自2025年7月1日起执行。", "2025-06-01", "w-3")
    for order in ([rule, one, two], [rule, two, one]):
        found = prose_amendment(said, f"通讯费报多少 {said}", "驻外人员管理规定", order, today=date(2026, 2, 1))
        assert found is not None and found.new == "110" and found.old == "80", found
    early = prose_amendment(said, f"2025年3月通讯费报多少 {said}", "驻外人员管理规定", [rule, one, two],
                            question="2025年3月通讯费报多少", today=date(2026, 2, 1))  # fmt: skip
    assert early is not None and early.new == "95", early


def test_a_change_staged_in_one_notice_takes_the_stage_in_force() -> None:
    staged = _notice(
        "厢式货车司机的出车补助由每趟60元调整为每趟70元，自2025年4月1日起执行；厢式货车司机的出车补助由每趟70元调整为"
        "每趟85元，自2026年4月1日起执行。",
        "2025-03-01",
        "s-9",
    )
    args = ("60", "出车补助（元/趟）", "厢式货车司机", "车队补助办法", [_driver_table(), staged])
    found = amendment_of(*args, today=date(2026, 9, 1))
    assert found is not None and found.new.startswith("85"), found
    found = amendment_of(*args, today=date(2025, 9, 1))
    assert found is not None and found.new.startswith("70"), found


def _driver_search(found: list, needs: tuple[str, ...] = ()) -> tuple[list[str], object]:
    """A second look that returns `found` when its text holds each of `needs` as a word, like a keyword index."""
    searched: list[str] = []

    def search(text: str, evidence: list) -> list:
        searched.append(text)
        return found if all(w in text.split() for w in needs) else []

    return searched, search


def test_a_second_look_finds_a_notice_written_with_another_change_verb() -> None:
    """The notice writes "由每趟60元上调为每趟72元": the second look holds the old number and 上调为 as words, not only
    "由60调整为", which such a notice never holds as written."""
    raised = _notice("冷链车司机的出车补助由每趟60元上调为每趟72元，自2024年4月1日起执行。", "2024-03-10", "u-1")
    searched, search = _driver_search([raised], ("60", "上调为"))
    gen = LocalGenerator(Glossary.load(None), max_sentences=3, search=search).generate(
        "开冷链车跑一趟出车补助给多少？", [_driver_table()]
    )
    assert "72" in gen.answer.splitlines()[0], (gen.answer, searched)


@pytest.mark.parametrize(
    "found",
    [
        [],  # a base holding no notice
        # a notice changing the same old number of the other row
        [_notice("厢式货车司机的出车补助由每趟60元调整为每趟80元，自2024年4月1日起执行。", "2024-03-10", "o-1")],
        # a notice for the asked row not in force yet
        [_notice("冷链车司机的出车补助由每趟60元调整为每趟95元，自2099年1月1日起执行。", "2098-12-01", "o-2")],
        [_notice("冷链车司机的出车补助由每趟60元调整为每趟95元，自2099.1.1起执行。", "2098-12-01", "o-3")],
    ],
)
def test_what_a_second_look_finds_that_does_not_change_the_cell_leaves_the_tables_number(found: list) -> None:
    _, search = _driver_search(found)
    gen = LocalGenerator(Glossary.load(None), max_sentences=3, search=search).generate(
        "开冷链车跑一趟出车补助给多少？", [_driver_table()]
    )
    first = gen.answer.splitlines()[0]
    assert "60" in first and not any(n in first for n in ("80", "95")), gen.answer


def test_a_change_with_an_unreadable_start_does_not_borrow_its_notices_issuance_day() -> None:
    """Item 一 starts 自下个旺季起 (unreadable); only item 二 counts from the notice's issuance. The earlier change whose
    start is read stands: the notice's signing day is no start for item 一."""
    table = passage("| 岗位 | 夜班补助（元/晚） |\n|---|---|\n| 叉车工 | 40 |", "仓储补助标准", fragment_id="w-0",
                    section="附表", updated="2024-01-01", effective="2024-01-01")  # fmt: skip
    stated = _notice("叉车工的夜班补助由每晚40元调整为每晚50元，自2025年3月1日起执行。", "2025-02-20", "w-1")
    later = _notice(
        "一、叉车工的夜班补助由每晚50元调整为每晚65元，自下个旺季起执行。\n二、其余事项自本通知印发之日起执行。\n"
        "仓储部\n2026年5月6日",
        "2026-05-06",
        "w-2",
    )
    found = amendment_of("40", "夜班补助（元/晚）", "叉车工", "仓储补助标准", [table, later, stated],
                         today=date(2026, 6, 1))  # fmt: skip
    assert found is not None and found.new.startswith("50") and found.passage["fragment_id"] == "w-1", found
