"""Whether a table answered "by condition" (the question named no row) may be the answer: when it is the top
passage, when it is reached by a join from a row the question names in the top passage's workbook, or when the top
passage is another fragment of its document and the question, about that document, asks the value its rows give."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.lookup import look_up
from knowdesk.reasoning.tables import TableAnswer, siblings_from
from tests.reasoning.conftest import passage

NOTES = passage(
    "| 项目 | 说明 |\n|---|---|\n| 住宿费 | 凭发票在标准内实报实销，超出标准部分由个人承担 |\n| 合住 | 两名同性别员工同行的，原则上合住一间 |",
    document="差旅费报销标准2024", section="工作表：说明", fragment_id="trip-00003",
)  # fmt: skip
STANDARDS = passage(
    "| 城市级别 | 职级 | 住宿标准（元/晚） | 餐补（元/天） |\n|---|---|---|---|\n| 一线城市 | P1–P4 | 500 | 100 |\n"
    "| 一线城市 | P5–P7、M1–M2 | 650 | 120 |\n| 其他城市 | P1–P4 | 300 | 60 |\n| 其他城市 | P5–P7、M1–M2 | 400 | 80 |",
    document="差旅费报销标准2024", section="工作表：差旅报销标准", fragment_id="trip-00000",
)  # fmt: skip
CITIES = passage(
    "| 城市 | 省份 | 城市级别 |\n|---|---|---|\n| 上海 | 上海 | 一线城市 |\n| 东莞 | 广东 | 其他城市 |",
    document="差旅费报销标准2024", section="工作表：城市级别对照", fragment_id="trip-00001",
)  # fmt: skip
PAY = passage(
    "第八条 公司为员工提供工作日午餐补贴，标准为每人每天25元，随当月工资发放。",
    document="薪酬福利管理制度", section="第三章 津贴补贴", fragment_id="pay-00008",
)  # fmt: skip
G = Glossary()


def test_a_joined_sheet_of_the_top_passages_workbook_answers_by_condition() -> None:
    retrieved = [NOTES, STANDARDS, CITIES]
    found = look_up("去上海出差住宿每晚能报多少钱？", retrieved, G, siblings_from(retrieved))
    assert isinstance(found, TableAnswer) and found.by_condition
    assert "一线城市" in found.statement and "500元/晚" in found.statement and "650元/晚" in found.statement
    assert "300" not in found.statement


def test_a_table_the_question_reaches_by_no_row_and_not_first_does_not_answer() -> None:
    retrieved = [PAY, STANDARDS, CITIES]
    assert look_up("平时上班的餐补一天多少钱？", retrieved, G, siblings_from(retrieved)) is None
    retrieved = [NOTES, STANDARDS]  # the workbook's notes first, but the question is not about travel
    assert look_up("平时上班的餐补一天多少钱？", retrieved, G, siblings_from(retrieved)) is None
    assert look_up("出差的时候迟到怎么处理？", retrieved, G, siblings_from(retrieved)) is None  # asks no value


def test_a_question_leaving_the_condition_open_gets_every_row_though_the_notes_come_first() -> None:
    retrieved = [NOTES, STANDARDS]
    found = look_up("出差餐补一天多少钱？", retrieved, G, siblings_from(retrieved))
    assert isinstance(found, TableAnswer) and found.by_condition
    assert all(v in found.statement for v in ("一线城市", "100元/天", "120元/天", "其他城市", "60元/天", "80元/天"))


def test_a_tier_kept_in_a_table_is_read_by_its_columns_before_a_prose_tier() -> None:
    annual = passage(
        "| 累计工作年限 | 法定年休假 | 本公司司龄 | 奖励年假 |\n|---|---|---|---|\n| 满1年不满10年 | 5天 | 不满3年 | 0天 |\n"
        "| 满10年不满20年 | 10天 | 满3年不满6年 | 1天 |\n| 满20年及以上 | 15天 | 满6年不满9年 | 2天 |\n| — | — | 满9年及以上 | 3天 |",
        document="请假办法", section="第二章 年休假", fragment_id="leave-00004",
    )  # fmt: skip
    found = look_up("我工龄12年，法定年休假有几天？", [annual], G)
    assert isinstance(found, TableAnswer) and found.values == ("10天",) and found.ranged


def test_a_time_limit_question_is_not_answered_by_a_length_column() -> None:
    leaves = passage(
        "| 假期类别 | 天数 | 工资待遇 |\n|---|---|---|\n| 婚假 | 13天 | 工资照发 |\n| 陪产假 | 15天 | 工资照发 |",
        document="请假办法", section="附表 各类假期待遇一览表", fragment_id="leave-00009",
    )  # fmt: skip
    assert look_up("婚假有几天？", [leaves], G) is not None
    assert look_up("婚假要在多长时间内休完？", [leaves], G) is None  # the limit is in the prose article
    limits = passage(
        "| 假期类别 | 休假期限 |\n|---|---|\n| 婚假 | 登记之日起1年内 |\n| 陪产假 | 出生之日起60日内 |",
        document="请假办法", section="附表 休假期限", fragment_id="leave-00010",
    )  # fmt: skip
    found = look_up("陪产假最晚多久之内休完？", [limits], G)
    assert isinstance(found, TableAnswer) and "60日内" in found.statement
