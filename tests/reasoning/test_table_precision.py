"""Which row and which column a table look-up reads: the row's own name repeated in a value cell is not the asked
thing, a grade asked for is found in the column of grades, the branch named whole keys a join over another branch of
the same town, a header's measure word goes with a bare count, a header named only by its first noun is not asked,
and a row sharing only part of the question's post (a sibling post) is no match."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.lookup import look_up
from knowdesk.reasoning.tables import _ASKS_PERSON, TableAnswer, answer_from_tables, siblings_from
from tests.reasoning.conftest import passage

BRANCHES = passage(
    "| 网点 | 所在区 | 网点类别 |\n|---|---|---|\n| 东湖路网点 | 东湖 | 甲类 |\n| 东湖桥网点 | 东湖 | 丙类 |\n"
    "| 西山网点 | 西山 | 乙类 |",
    document="网点分类与补助标准",
    section="工作表：网点清单",
    fragment_id="br-00000",
)
ALLOWANCES = passage(
    "| 岗位 | 甲类（元/月） | 乙类（元/月） | 丙类（元/月） |\n|---|---|---|---|\n| 烘焙技师 | 900 | 800 | 700 |\n"
    "| 收银员 | 400 | 350 | 300 |",
    document="网点分类与补助标准",
    section="工作表：岗位补助",
    fragment_id="br-00001",
)
DIRECTORY = passage(
    "| 网点 | 店长 | 地址 | 电话 |\n|---|---|---|---|\n| 东湖路网点 | 韩雪 | 东湖区东湖路18号 | 6655 0101 |\n"
    "| 西山网点 | 林涛 | 西山区西山大街7号 | 6655 0102 |",
    document="网点通讯录",
    section="工作表：Sheet1",
    fragment_id="dir-00000",
)
UNIFORMS = passage(
    "| 岗位 | 工作服（套） | 围裙（条） |\n|---|---|---|\n| 烘焙师 | 4 | 6 |\n| 收银员 | 2 | 1 |",
    document="工装发放标准",
    section="工作表：工装",
    fragment_id="uni-00000",
)
OFFICES = passage(
    "| 办公室 | 地址 | 员工人数 | 前台电话 |\n|---|---|---|---|\n| 杭州办公室 | 杭州市滨江区江南大道9号 | 85 | 0571-1234 5678 |\n"
    "| 宁波办公室 | 宁波市鄞州区天童路3号 | 40 | 0574-1234 5678 |",
    document="办公室一览",
    section="工作表：Sheet1",
    fragment_id="off-00000",
)


def test_an_address_repeating_the_row_name_is_not_the_asked_column() -> None:
    # the address cell says 东湖 as the row's own name does: it points at no column; 店长 is asked ("叫什么")
    found = answer_from_tables("东湖路网点的店长叫什么", [DIRECTORY])
    assert found is not None and found.values == ("韩雪",)
    assert found.columns == ("店长",)


def test_a_grade_asked_for_is_read_from_the_column_of_grades() -> None:
    found = answer_from_tables("西山网点属于哪一类", [BRANCHES, DIRECTORY], siblings_from([BRANCHES, DIRECTORY]))
    assert found is not None and found.values == ("乙类",)
    assert found.columns == ("网点类别",)


def test_the_branch_named_whole_keys_the_join_over_another_branch_of_its_district() -> None:
    # 东湖桥网点 and 东湖路网点 are both in 东湖: the branch's own row gives 丙类, not the district's other branch
    passages = [ALLOWANCES, BRANCHES]
    found = answer_from_tables("东湖桥网点的烘焙技师每月补助多少", passages, siblings_from(passages))
    assert found is not None and found.values == ("700元/月",)
    assert [(j.entity, j.value) for j in found.joins] == [("东湖桥网点", "丙类")]


def test_a_count_under_a_measure_word_header_keeps_its_measure() -> None:
    found = answer_from_tables("收银员发几条围裙", [UNIFORMS])
    assert found is not None and found.values == ("1条",)


def test_a_header_named_only_by_its_first_noun_is_not_asked() -> None:
    # "员工食堂" shares 员工 with 员工人数; the head count is not what a question about the canteen asks
    assert answer_from_tables("杭州办公室员工食堂几点开门", [OFFICES]) is None
    found = answer_from_tables("宁波办公室有多少员工", [OFFICES])
    assert found is not None and found.values == ("40",)


def test_a_row_sharing_only_part_of_the_asked_post_is_no_match() -> None:
    # 烘焙主管 is another post than the table's 烘焙技师: the two share 烘焙 only
    passages = [ALLOWANCES]
    assert answer_from_tables("烘焙主管每月补助多少", passages) is None
    found = answer_from_tables("烘焙技师在乙类网点每月补助多少", passages)
    assert found is not None and found.values == ("800元/月",)


PAYBACK = passage(
    "| 岗位 | 单次报销上限 | 审批方式 |\n|---|---|---|\n| 店长 | 800元 | 区域经理审批 |\n| 烘焙师 | 200元 | 主管审批 |",
    document="门店费用报销权限",
    section="第三条 报销权限",
    fragment_id="pay-00003",
)


def test_a_table_naming_no_part_of_the_asked_phrase_does_not_answer_though_its_row_fits() -> None:
    # the question asks about 储物柜 (no 的 before it): a table of what each post may pay back names no locker
    assert look_up("店长租储物柜每月多少钱", [PAYBACK], Glossary()) is None
    found = look_up("店长单次报销上限多少", [PAYBACK], Glossary())
    assert isinstance(found, TableAnswer) and found.values == ("800元",)


SHIFTS = passage(
    "| 班次 | 补助标准 |\n|---|---|\n| 早班 | 10元/班 |\n| 晚班 | 25元/班 |",
    document="门店排班办法",
    section="第五条 班次补助",
    fragment_id="shift-00005",
)


def test_a_header_whose_first_noun_is_the_last_thing_asked_is_still_asked() -> None:
    # "补助" stands last before the asking: the 补助标准 column is what is asked, though 标准 is not said
    found = answer_from_tables("上晚班的补助一个班多少钱", [SHIFTS])
    assert found is not None and found.values == ("25元/班",)


def test_a_two_word_phrase_asked_may_be_written_otherwise_by_the_table() -> None:
    # 手机话费 is two words a rule may write as 通讯费: the look-up stands
    phone = passage(
        "表3 通讯费报销标准\n\n| 职级 | 每月上限 |\n|---|---|\n| M1–M2 | 200元 |\n| P7及以上 | 150元 |",
        document="费用报销办法",
        section="第十二条 通讯费",
        fragment_id="exp-00012",
    )
    found = look_up("我是M2，手机话费每月能报多少", [phone], Glossary())
    assert isinstance(found, TableAnswer) and found.values == ("200元",)


def test_a_thing_asked_after_the_question_word_is_not_checked_by_the_words_before_it() -> None:
    gear = passage(
        "| 区域 | 工作服 | 鞋 |\n|---|---|---|\n| 烤房 | 隔热服 | 防滑鞋 |\n| 冷库 | 防寒服 | 保暖靴 |",
        document="门店劳保配置",
        section="第二条 配置",
        fragment_id="gear-00002",
    )
    found = look_up("冷库区要穿什么鞋", [gear], Glossary())
    assert isinstance(found, TableAnswer) and found.values == ("保暖靴",)


def test_asking_what_a_thing_is_called_asks_for_no_person() -> None:
    # 叫什么 asks a person's name only after a word for a person or a post
    assert _ASKS_PERSON.search("这个片区的主管叫什么名字")
    assert _ASKS_PERSON.search("对接人叫啥")
    assert not _ASKS_PERSON.search("这类补贴在系统里叫什么")
