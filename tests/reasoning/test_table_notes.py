"""Notes classing a kind of person or customer by a row or column of a workbook's table (`table_notes.py`)."""

from __future__ import annotations

from knowdesk.reasoning.table_notes import class_notes, reclassed
from knowdesk.reasoning.tables import answer_from_tables, siblings_from
from knowdesk.text.pipe_tables import parse_pipe_tables
from tests.reasoning.conftest import passage

MEALS = passage(
    "| 城市等级 | 司局级 | 处级 | 一般人员 |\n|---|---|---|---|\n| 甲等 | 300 | 200 | 120 |\n| 乙等 | 240 | 160 | 100 |",
    document="出差餐费标准",
    section="工作表：餐费标准",
    fragment_id="meal-00001",
)
TOWNS = passage(
    "| 城市 | 城市等级 |\n|---|---|\n| 珠海 | 甲等 |\n| 绵阳 | 乙等 |",
    document="出差餐费标准",
    section="工作表：城市",
    fragment_id="meal-00002",
)
README = passage(
    "一、餐费按城市等级和人员职级确定。\n二、外聘顾问按“一般人员”标准执行；高级工程师及以上职称人员参照处级标准执行。",
    document="出差餐费标准",
    section="工作表：说明 > 说明",
    fragment_id="meal-00000",
)
WORKBOOK = [README, MEALS, TOWNS]

LINES = passage(
    "| 接入方式 | 服务等级 |\n|---|---|\n| 热线电话 | 一级 |\n| 传真 | 三级 |\n"
    "注1：政府机关客户（G端）热线不论接入方式，按一级执行。",
    document="维修时效标准",
    section="工作表：接入方式",
    fragment_id="fix-00001",
)
TIMES = passage(
    "| 服务等级 | 故障级别 | 到场时限 |\n|---|---|---|\n| 一级 | 紧急 | 2小时 |\n| 一级 | 一般 | 8小时 |\n"
    "| 三级 | 紧急 | 24小时 |\n| 三级 | 一般 | 72小时 |",
    document="维修时效标准",
    section="工作表：到场时限",
    fragment_id="fix-00002",
)


def test_notes_read_who_they_class_what_they_set_aside_and_the_class() -> None:
    notes = class_notes(README["body"], "d", "s", "f")
    # (a rule's "按城市等级和人员职级确定" reads as a note too: its "class" is no row or column, so it never applies)
    assert {("外聘顾问", "一般人员"), ("高级工程师及以上职称人员", "处级")} <= {(n.who, n.as_class) for n in notes}
    [note] = class_notes(LINES["body"], "d", "s", "f")
    assert (note.who, note.set_aside, note.as_class) == ("政府机关客户（G端）热线", "接入方式", "一级")


def test_the_kind_a_note_classes_is_the_person_not_the_act_said_of_them() -> None:
    [note] = class_notes("三、见习生出差按一般员工标准执行。", "d", "s", "f")
    assert (note.who, note.as_class) == ("见习生", "一般员工")
    [note] = class_notes("注：外聘顾问按一般人员标准执行。", "d", "s", "f")
    assert note.who == "外聘顾问"  # a kind opening with a verb keeps it


def test_a_question_naming_the_kind_is_asked_as_the_class_when_a_table_of_the_document_has_it() -> None:
    notes = class_notes(README["body"], "出差餐费标准", "s", "f")
    tables = [("出差餐费标准", t) for t in parse_pipe_tables(MEALS["body"])]
    shift = reclassed("高级工程师去珠海出差，餐费标准多少", notes, tables)
    assert shift is not None and shift.question == "处级去珠海出差，餐费标准多少" and shift.entity == "高级工程师"
    assert reclassed("处级去珠海出差，餐费标准多少", notes, tables) is None  # names the class itself
    assert reclassed("高级工程师去珠海出差，餐费标准多少", notes, []) is None  # no table has the class
    assert reclassed("工程部去珠海出差，餐费标准多少", notes, tables) is None  # one shared pair is no naming


def test_the_look_up_reads_the_class_a_note_gives_and_says_so() -> None:
    a = answer_from_tables("高级工程师职称的人员去绵阳出差，餐费标准多少", [MEALS], siblings_from(WORKBOOK))
    assert a is not None and a.values == ("160",)
    assert a.statement.startswith("高级工程师职称的人员按处级，绵阳属乙等")
    assert any(c.said.startswith("高级工程师及以上职称人员参照处级") for c in a.citations)


def test_a_condition_the_note_sets_aside_is_not_joined() -> None:
    """传真 would class the call 三级; the note puts a G端 customer's call in 一级 whatever the way it came in."""
    a = answer_from_tables("G端政府机关客户发传真报的紧急故障，到场时限多少", [TIMES], siblings_from([LINES, TIMES]))
    assert a is not None and a.values == ("2小时",)
