"""An English question whose carried words name no column of a Chinese table: the header nearest it in meaning
names the column; never when the words name one already, when no header is clearly nearest, or when the columns
are the asker's job levels."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from knowdesk.reasoning.column_meaning import nearest_column
from knowdesk.reasoning.tables import siblings_from, source_tables
from tests.qa.conftest import passage

RATES = (
    "| 城市 | 午餐（元/人·次） | 纪念品（元/人） | 场租（元/场·天） |\n|---|---|---|---|\n"
    "| 一线城市 | 120 | 60 | 6000 |\n| 二线城市 | 90 | 40 | 4000 |"
)
LEVELS = "| 地区 | 专员（L1–L2） | 主管（L3–L4） |\n|---|---|---|\n| 一类地区 | 400 | 550 |\n| 二类地区 | 300 | 450 |"


def near(marker: str, gap: float = 0.03) -> Callable[[str, Sequence[str]], np.ndarray]:
    """A stand-in dense model: the header holding `marker` is `gap` nearer the question than the others."""

    def cosines(_question: str, texts: Sequence[str]) -> np.ndarray:
        return np.array([0.80 + gap if marker in t else 0.80 for t in texts])

    return cosines


def tables(body: str) -> list:
    return source_tables(passage(body, document="会务费用标准", section="工作表：标准"))


def test_the_header_nearest_in_meaning_names_the_column() -> None:
    assert (
        nearest_column(
            "lunch budget per guest in a first-tier city?", "伙食 每人 一线城市？", tables(RATES), near("午餐")
        )
        == "午餐"
    )


def test_a_column_the_carried_words_name_is_left_to_them() -> None:
    assert (
        nearest_column("venue rent per day in a first-tier city?", "场租 每天 一线城市？", tables(RATES), near("午餐"))
        == ""
    )


def test_no_header_clearly_nearest_names_none() -> None:
    assert (
        nearest_column(
            "lunch budget per guest in a first-tier city?",
            "伙食 每人 一线城市？",
            tables(RATES),
            near("午餐", gap=0.004),
        )
        == ""
    )


def test_columns_by_job_level_are_left_to_the_words() -> None:
    assert (
        nearest_column(
            "hotel cap for a supervisor in a first-class area?", "住宿 上限 一类地区？", tables(LEVELS), near("主管")
        )
        == ""
    )


def test_an_english_question_on_a_chinese_table_is_answered_from_the_column_it_means() -> None:
    from knowdesk.reasoning.crosslingual import CrossLingual
    from knowdesk.reasoning.glossary import Glossary
    from knowdesk.reasoning.local_generate import LocalGenerator
    from tests.qa.conftest import GLOSSARY

    def texts(items: Sequence[str]) -> np.ndarray:
        return np.array([[0.83 if "午餐" in t else 0.80, 0.5] for t in items])

    cross = CrossLingual(lambda _q: np.array([1.0, 0.0]), texts)
    rates = passage(RATES, document="会务费用标准", section="工作表：标准")
    question = "What is the meal standard per guest in a first-tier city?"
    answer = LocalGenerator(Glossary.load(GLOSSARY), 3, cross=cross).generate(question, [rates]).answer
    assert "午餐为120元" in answer.splitlines()[0]
    # without the dense model the whole row is read out: the words name no one column
    plain = LocalGenerator(Glossary.load(GLOSSARY), 3).generate(question, [rates]).answer
    assert "场租" in plain.splitlines()[0]


def test_a_table_on_another_topic_names_no_column() -> None:
    assert (
        nearest_column("lunch budget per guest at a training?", "伙食 每人 培训？", tables(RATES), near("午餐")) == ""
    )


def test_a_column_of_words_nearest_in_meaning_leaves_the_row_to_the_words() -> None:
    trains = RATES.replace("| 场租（元/场·天） |", "| 场租（元/场·天） | 接送车型 |").replace(
        "|---|---|---|---|", "|---|---|---|---|---|"
    )
    trains = trains.replace("| 6000 |", "| 6000 | 商务车 |").replace("| 4000 |", "| 4000 | 轿车 |")
    assert nearest_column("which car picks guests up in a first-tier city?", "接待 一线城市？", tables(trains),
                          near("车型")) == ""  # fmt: skip


FEES = "| 等级 | 课时费（元/小时） | 单场上限（元） |\n|---|---|---|\n| A级 | 3000 | 6000 |\n| B级 | 2000 | 4000 |"


def test_a_level_code_the_rows_open_with_puts_the_table_on_topic() -> None:
    assert nearest_column("hourly fee for a level B speaker?", "费用 B？", tables(FEES), near("课时费")) == "课时费"
    assert nearest_column("hourly fee for a level Q speaker?", "费用 Q？", tables(FEES), near("课时费")) == ""


RANKS = "| 地区 | 司长级 | 处长级 | 科员级及以下 |\n|---|---|---|---|\n| 甲类 | 900 | 600 | 400 |\n| 乙类 | 700 | 500 | 300 |"


def test_a_level_named_without_its_bound_names_its_column() -> None:
    # 科员级 is the column 科员级及以下: meaning does not pick another level's column over the words
    assert nearest_column("hotel cap in area A?", "住宿 员工 甲类？", tables(RANKS), near("司长级")) == "司长级"
    assert (
        nearest_column("hotel cap in area A for clerks?", "住宿 科员级 员工 甲类？", tables(RANKS), near("司长级"))
        == ""
    )


GRADES = "| 职级 | 设备档位 |\n|---|---|\n| P5 | 标准档 |\n| P6 | 进阶档 |"
DEVICES = (
    "| 设备档位 | 笔记本电脑 | 笔记本采购价（元） | 更换周期（年） |\n|---|---|---|---|\n"
    "| 标准档 | ThinkPad T14 | 9000 | 4 |\n| 进阶档 | MacBook Pro 14英寸 | 16000 | 3 |"
)


def workbook() -> list:
    return [
        *source_tables(passage(GRADES, document="IT设备标准", section="工作表：职级档位")),
        *source_tables(passage(DEVICES, document="IT设备标准", section="工作表：设备标准")),
    ]


def test_a_sheet_joined_through_its_workbook_is_on_the_topic() -> None:
    # P5 is listed on the grade sheet, the replacement cycle on the device sheet: one workbook, joined by 设备档位
    assert (
        nearest_column("P5的电脑几年能换一次", "p5 电脑 能换 次", workbook(), near("更换周期"), joined=True)
        == "更换周期"
    )
    assert nearest_column("P5的电脑几年能换一次", "p5 电脑 能换 次", workbook(), near("更换周期")) == ""


def _it_workbook():
    """The IT workbook's two sheets as passages, and a stand-in dense model putting 更换周期 nearest any question."""
    from knowdesk.reasoning.crosslingual import CrossLingual

    def texts(items: Sequence[str]) -> np.ndarray:
        return np.array([[0.83 if "更换周期" in t else 0.80, 0.5] for t in items])

    cross = CrossLingual(lambda _q: np.array([1.0, 0.0]), texts)
    sheets = [
        passage(GRADES, document="IT设备标准", section="工作表：职级档位", fragment_id="it-00000"),
        passage(DEVICES, document="IT设备标准", section="工作表：设备标准", fragment_id="it-00001"),
    ]
    return cross, sheets


def test_a_chinese_question_naming_a_row_and_no_column_is_answered_from_the_column_it_means() -> None:
    from knowdesk.reasoning.glossary import Glossary
    from knowdesk.reasoning.local_generate import LocalGenerator
    from tests.qa.conftest import GLOSSARY

    cross, sheets = _it_workbook()
    glossary, siblings, question = Glossary.load(GLOSSARY), siblings_from(sheets), "P5的电脑几年能换一次啊"
    read = LocalGenerator(glossary, 3, cross=cross, siblings=siblings).generate(question, sheets)
    first = read.answer.splitlines()[0]
    assert "4年" in first and "P5" in first
    # without the dense model no column is named: the sentences state no frequency, so it is refused
    assert not LocalGenerator(glossary, 3, siblings=siblings).generate(question, sheets).answer
    # a sentence stating the value asked answers first: the nearest column is only read when none does
    rule = passage("晋升条件：在当前职级满1年，P6晋升P7需满2年。", document="职级体系说明", section="3. 晋升",
                   fragment_id="grade-00000")  # fmt: skip
    first = LocalGenerator(glossary, 3, cross=cross, siblings=siblings).generate("P6晋升P7要待满几年", [*sheets, rule])
    assert "2年" in first.answer.splitlines()[0] and "更换周期" not in first.answer


def test_the_column_read_by_meaning_must_name_what_the_question_asks() -> None:
    from knowdesk.reasoning.glossary import Glossary
    from knowdesk.reasoning.local_generate import LocalGenerator
    from tests.qa.conftest import GLOSSARY

    cross, sheets = _it_workbook()
    gen = LocalGenerator(Glossary.load(GLOSSARY), 3, cross=cross, siblings=siblings_from(sheets))
    # 维修 and 被偷 are named by no header nor cell of the workbook: the nearest column answers another question
    assert not gen.generate("P5的电脑坏了保修期有几年", sheets).answer
    assert not gen.generate("P5的电脑被偷了扣多少工资", sheets).answer
    # a level code typed lower-case is the row the sheet writes upper-case
    first = gen.generate("p5的电脑几年可以换一次呢", sheets).answer.splitlines()[0]
    assert "4年" in first and "P5" in first
