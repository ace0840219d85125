"""Answerability both ways: colloquial wording of an answerable question is answered, and a near miss (another
subject's value, another post of the place asked about) is refused. Invented documents, not bench wording."""

from __future__ import annotations

from knowdesk.conversation.session import _names_whom_asked
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.text.wording import other_wordings
from tests.qa.conftest import GLOSSARY, passage

G = Glossary.load(GLOSSARY)


def _first(answer: str) -> str:
    return answer.splitlines()[0] if answer else ""


def test_a_value_after_a_list_of_conditions_is_said_of_every_item() -> None:
    """ "有腹泻、呕吐、发热的员工，症状消失后满24小时方可返岗": the 24 hours are every symptom's, not the last item's."""
    sop = passage("3.2 有腹泻、呕吐、发热或皮肤感染的员工，症状消失后满24小时方可返岗，并由店长复核。",
                  document="后厨卫生管理规范", section="3 健康管理")  # fmt: skip
    g = LocalGenerator(G, max_sentences=2).generate("员工腹泻好了以后多久能回来上班？", [sop])
    assert "24小时" in _first(g.answer)


def test_a_value_inside_one_item_of_a_list_still_answers_only_that_item() -> None:
    perks = passage(
        "员工福利包括：补充医疗保险、生日礼金300元、端午及中秋节礼品。", document="员工福利办法", section="第三条"
    )
    g = LocalGenerator(G, max_sentences=2).generate("中秋那会儿公司给多少过节钱？", [perks])
    assert "300元" not in _first(g.answer)


def test_colloquial_words_for_a_cut_on_the_hand() -> None:
    assert "伤口" in other_wordings("口子") and "手部" in other_wordings("手上")


def test_who_holds_a_post_of_a_place_needs_a_line_naming_both() -> None:
    """ "华东区的质量经理是谁": a line about the region's other post, or the post elsewhere, answers for someone else;
    the place may be written with a word inside (台州基地 → 台州生产基地)."""
    other_post = [
        "结论：偏差的延期由质量经理批准。\n依据：《联系人通讯录》Sheet1（华东区）：| 华东区 | 药物警戒专员 | 赵琳 |"
    ]
    assert not _names_whom_asked("华东区的质量经理", other_post)
    named = ["结论：基地：台州生产基地；岗位：质量经理；姓名：叶平。"]
    assert _names_whom_asked("台州基地的质量经理", named)
    assert _names_whom_asked("李明", ["结论：李明是财务部的出纳。"])


def test_a_branch_or_here_in_the_askers_words_is_named_by_the_directorys_bare_row() -> None:
    """ "杭州门店的店长" is the 杭州 row's 店长; "厂里司机" is the row 司机: the asker's unit word is not the directory's.
    Another place's row still answers for someone else."""
    row = ["结论：城市：杭州；店长：周明；司机：吴刚。"]
    assert _names_whom_asked("杭州门店的店长", row)
    assert _names_whom_asked("厂里司机", row)
    assert not _names_whom_asked("苏州门店的店长", row)


def test_a_value_inside_the_last_item_is_read_with_the_rest_of_its_sentence() -> None:
    """ "…工会组织在事故发生之日起1年内，可以直接提出认定申请": the year is the last item's, and the clause after it says of
    what (提出认定申请), as it did before the list's end was read."""
    rule = passage("第十条 单位未提出认定申请的，职工或者其近亲属、工会组织在事故发生或者被诊断、鉴定为职业病之日起1年内，"
                   "可以直接提出认定申请。",
                   document="工伤认定办法", section="第十条")  # fmt: skip
    g = LocalGenerator(G, max_sentences=2).generate("单位不提出认定申请，职工最晚多久内能提出认定申请？", [rule])
    assert "1年" in _first(g.answer)
