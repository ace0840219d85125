"""A member the question names is looked up by the class a note makes it part of ("主管会计、主管审计为中级" →
the 中级 column), named whole: the rank 副经理 is not the rank 经理."""

from __future__ import annotations

from knowdesk.reasoning.prose_joins import by_category, listed_in
from knowdesk.reasoning.tables import siblings_from
from tests.reasoning.conftest import passage

NOTE = "说明：1. 补贴按月发放。2. 级别对照：会计员、审计员为初级；主管会计、主管审计为中级；副总会计师、副总审计师为副高；总会计师、总审计师为正高。"
RATES = passage(
    "| 部门类别 | 初级（元/月） | 中级（元/月） | 副高（元/月） | 正高（元/月） |\n|---|---|---|---|---|\n"
    "| 一类 | 300 | 500 | 700 | 900 |\n| 二类 | 200 | 400 | 600 | 800 |",
    document="财务人员岗位补贴标准",
    section="工作表：补贴标准",
    fragment_id="fin-00001",
)


def test_members_named_before_the_class_they_make_up() -> None:
    assert listed_in("主管会计在一类部门每月补贴多少", NOTE) == ("主管会计", "中级")
    assert listed_in("总会计师补贴多少", NOTE) == ("总会计师", "正高")
    assert listed_in("副总会计师补贴多少", NOTE) == ("副总会计师", "副高")


def test_the_class_names_the_column_of_the_answer() -> None:
    note = passage(NOTE, document="财务人员岗位补贴标准", section="工作表：说明", fragment_id="fin-00000")
    found = by_category("主管会计在一类部门每月补贴多少", [note, RATES])
    assert found is not None and found.values[0].startswith("500") and found.statement.startswith("主管会计属中级")


DEPARTMENTS = passage(
    "| 部门 | 部门类别 |\n|---|---|\n| 资金部 | 一类 |\n| 审计部 | 二类 |",
    document="财务人员岗位补贴标准",
    section="工作表：部门分类",
    fragment_id="fin-00002",
)
DUTY = passage(
    "| 人员 | 值班费（元/次） |\n|---|---|\n| 主管会计、主管审计 | 150 |",
    document="节假日值班管理办法",
    section="附表",
    fragment_id="duty-00003",
)


def test_the_note_and_the_rates_may_be_sheets_the_workbook_holds_beside_the_retrieved_one() -> None:
    note = passage(NOTE, document="财务人员岗位补贴标准", section="工作表：说明", fragment_id="fin-00000")
    workbook = [note, RATES, DEPARTMENTS]
    found = by_category("资金部的主管会计每月补贴多少", [DEPARTMENTS], siblings_from(workbook))
    assert found is not None and found.values[0].startswith("500")
    assert any(c.said == "主管会计、主管审计为中级" for c in found.citations)  # the clause is quoted as the basis


def test_another_documents_table_naming_the_member_does_not_stop_the_join() -> None:
    note = passage(NOTE, document="财务人员岗位补贴标准", section="工作表：说明", fragment_id="fin-00000")
    found = by_category(
        "审计部的主管会计每月补贴多少", [note, DEPARTMENTS, DUTY], siblings_from([note, RATES, DEPARTMENTS])
    )
    assert found is not None and found.values[0].startswith("400")


def test_the_class_named_before_its_members() -> None:
    # a 第X条 that names each class first ("甲类城市为…"), then a table by class × level in the same rule
    rule = passage(
        "第五条 出差城市分为两类：其中甲类城市为北京、上海、深圳；乙类城市为其他城市。\n第六条 住宿费标准见下表。",
        document="外勤人员出差管理规定",
        section="第二章 住宿",
        fragment_id="trip-00001",
    )
    rates = passage(
        "| 城市类别 | 专员（元/晚） | 主管（元/晚） |\n|---|---|---|\n| 甲类城市 | 420 | 520 |\n| 乙类城市 | 300 | 380 |",
        document="外勤人员出差管理规定",
        section="第二章 住宿",
        fragment_id="trip-00002",
    )
    assert listed_in("主管去深圳出差住宿多少", rule["body"]) == ("深圳", "其中甲类城市")
    found = by_category("主管去深圳出差每晚住宿能报多少", [rule, rates])
    assert found is not None and found.values[0].startswith("520") and found.statement.startswith("深圳属甲类城市")


def test_a_class_the_question_names_itself_is_not_replaced_by_the_notes_default() -> None:
    # "中级的主管审计": the asker states their class; the note's 主管审计为中级 agrees, 审计员为初级 must not override it
    note = passage(NOTE, document="财务人员岗位补贴标准", section="工作表：说明", fragment_id="fin-00000")
    assert by_category("审计员在一类部门每月补贴多少", [note, RATES]) is not None
    assert by_category("评上中级的审计员在一类部门每月补贴多少", [note, RATES]) is None


def test_a_bulleted_class_list_in_another_section_of_the_same_document_joins_a_row_named_without_its_kind() -> None:
    classes = passage(
        "三、地区类别\n- 一类地区：杭州、宁波、温州\n- 二类地区：其他设区的市\n- 三类地区：县及以下",
        document="外勤补贴办法", section="外勤补贴办法 > 三、地区类别", fragment_id="fw-00002",
    )  # fmt: skip
    rates = passage(
        "| 地区类别 | 外勤补贴（元/天） | 交通补贴（元/天） |\n|---|---|---|\n| 一类 | 90 | 40 |\n| 二类 | 70 | 30 |\n"
        "| 三类 | 50 | 20 |",
        document="外勤补贴办法", section="外勤补贴办法 > 四、补贴标准", fragment_id="fw-00003",
    )  # fmt: skip
    found = by_category("去温州跑外勤3天，外勤补贴多少", [rates], siblings_from([classes, rates]))
    assert found is not None and found.statement.startswith("温州属一类"), found
    assert found.values[0].startswith("90")
    assert by_category("去温州跑外勤3天，外勤补贴多少", [rates]) is None  # the list is not in the evidence


def test_a_class_defined_with_zhi_in_a_note_joins_though_another_sheet_lists_the_member() -> None:
    shifts = passage(
        "| 岗位类别 | 中班津贴（元/班） |\n|---|---|\n| 机上岗位 | 30 |\n| 地面岗位 | 25 |\n"
        "注1：机上岗位指岸桥司机、场桥司机；地面岗位指理货员、绑扎工。",
        document="津贴标准", section="工作表：中班津贴", fragment_id="jt-00001",
    )  # fmt: skip
    posts = passage(
        "| 岗位 | 岗位津贴（元/月） |\n|---|---|\n| 理货员 | 500 |\n| 绑扎工 | 600 |",
        document="津贴标准", section="工作表：岗位津贴", fragment_id="jt-00002",
    )  # fmt: skip
    found = by_category("理货员上一个中班津贴多少", [shifts, posts], siblings_from([shifts, posts]))
    assert found is not None and found.statement.startswith("理货员属地面岗位"), found
    assert by_category("理货员岗位津贴多少", [shifts, posts], siblings_from([shifts, posts])) is None  # its own row


def test_zhi_as_in_zhiding_and_a_colon_after_a_label_sort_nothing_into_a_class() -> None:
    duty = passage(
        "| 岗位 | 夜班津贴（元/班） |\n|---|---|\n| 值班经理 | 80 |\n| 带班人员 | 60 |",
        document="值班办法", section="工作表：夜班", fragment_id="zb-00001",
    )  # fmt: skip
    named = passage("夜班由值班经理指定带班人员、安全员。", document="值班办法", section="说明", fragment_id="zb-00002")
    assert by_category("安全员上一个夜班，夜班津贴多少", [duty, named]) is None
    assert listed_in("入职要带身份证吗", "所需材料：身份证、学历证书、体检报告") is None
    assert listed_in("去温州出差", "一类地区包括：杭州、宁波、温州。") == ("温州", "一类地区")


def test_a_band_of_job_levels_named_before_its_posts_joins_the_column_it_heads() -> None:
    """ "G4—G6为主管、站长": a post is looked up in the column headed by its band of levels (G4—G6（元/月）)."""
    rates = passage(
        "| 站点类别 | G1—G3（元/月） | G4—G6（元/月） | G7及以上（元/月） |\n|---|---|---|---|\n"
        "| 一类 | 150 | 200 | 300 |\n| 三类 | 600 | 800 | 1000 |",
        document="驻站补贴标准", section="工作表：补贴标准", fragment_id="zz-00001",
    )  # fmt: skip
    note = passage(
        "岗级对照：G1—G3为操作员、快递员等一线岗位；G4—G6为主管、站长；G7及以上为经理及以上。",
        document="驻站补贴标准", section="工作表：说明", fragment_id="zz-00002",
    )  # fmt: skip
    assert listed_in("三类站点主管的补贴", note["body"]) == ("主管", "G4—G6")
    found = by_category("三类站点的主管补贴每月多少", [rates, note], siblings_from([rates, note]))
    assert found is not None and "800" in found.statement, found
    # a lone code before a list names no band: "B2为库房、机房" is a floor's rooms, not a class of posts
    assert listed_in("库房在哪", "地下室：B2为库房、机房；B1为车库。") is None
