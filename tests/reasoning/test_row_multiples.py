"""A table cell stated as a multiple or share of another row's is worked out from that row's amount."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.row_multiples import multiple_of_row
from tests.qa.conftest import passage

ROWS = [
    ("平日（周一至周五）", "80元/天"),
    ("休息日", "平日标准 × 1.5"),
    ("法定节假日", "按平日标准的3倍"),
    ("半天", "平日标准的50%"),
]


def test_a_multiple_of_another_row_is_its_amount_times_the_factor() -> None:
    rest = multiple_of_row("平日标准 × 1.5", 1, ROWS, (0,))
    assert rest is not None and rest.text == "120元/天" and rest.working == "平日80元/天 × 1.5 = 120元/天"
    holiday = multiple_of_row("按平日标准的3倍", 1, ROWS, (0,))
    assert holiday is not None and holiday.value == 240
    half = multiple_of_row("平日标准的50%", 1, ROWS, (0,))
    assert half is not None and half.text == "40元/天"


def test_a_plain_cell_or_an_unknown_row_is_no_multiple() -> None:
    assert multiple_of_row("80元/天", 1, ROWS, (0,)) is None
    assert multiple_of_row("夜班标准 × 2", 1, ROWS, (0,)) is None  # no row 夜班


DUTY = (
    "| 出勤类型 | 驻场补助 |\n|---|---|\n| 平日 | 80元/天 |\n| 休息日 | 平日标准 × 1.5 |\n| 法定节假日 | 平日标准 × 3 |"
)


def test_the_generator_answers_the_worked_amount_and_a_notice_changes_the_base_row() -> None:
    rule = passage(
        DUTY, "驻场补助办法", fragment_id="d-1", section="二、补助标准", updated="2024-01-01", effective="2024-01-01"
    )
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate("休息日驻场补助一天多少？", [rule])
    assert "120元/天" in gen.answer.splitlines()[0], gen.answer
    notice = passage("各项目部：平日驻场补助由 80元/天 调整为 100元/天，休息日、节假日倍数不变。", "关于调整驻场补助的通知",
                     fragment_id="n-1", section="正文", updated="2024-06-01", effective="2024-06-01")  # fmt: skip
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate("休息日驻场补助一天多少？", [rule, notice])
    assert "150元/天" in gen.answer.splitlines()[0], gen.answer
    assert gen.citations[0]["document"] == "关于调整驻场补助的通知"
