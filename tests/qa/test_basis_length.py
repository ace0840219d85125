"""The basis under a conclusion quotes at most two sentences (a lead-in ending in a colon rides with the sentence
it introduces): a long article's neighbouring clauses are not all quoted."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import BASIS_SENTENCES, LocalGenerator
from tests.qa.conftest import passage

ARTICLE = passage(
    "第十九条 劳动合同期限三个月以上不满一年的，试用期不得超过一个月。"
    "劳动合同期限一年以上不满三年的，试用期不得超过二个月。"
    "三年以上固定期限和无固定期限的劳动合同，试用期不得超过六个月。"
    "同一用人单位与同一劳动者只能约定一次试用期。"
    "以完成一定工作任务为期限的劳动合同或者劳动合同期限不满三个月的，不得约定试用期。",
    document="劳动合同法",
    section="第二章 劳动合同的订立",
)


def test_at_most_two_sentences_are_quoted_under_the_conclusion() -> None:
    answer = (
        LocalGenerator(Glossary(), max_sentences=4).generate("同一家公司能跟我约定两次试用期吗？", [ARTICLE]).answer
    )
    lines = answer.splitlines()
    assert "只能约定一次试用期" in lines[0]
    quoted = "".join(line.split("：", 2)[-1] for line in lines[1:])
    assert 0 < quoted.count("。") <= BASIS_SENTENCES


def test_a_quoted_lead_in_brings_the_sentence_it_introduces() -> None:
    body = (
        "四、迟到、早退和旷工的奖惩制度:\n"
        "1、迟到早退: 上班9:00以后到达视为迟到，下班5:20以前离开，视为早退。\n"
        "迟到或早退处罚细则:\n"
        "A: 9:00- 9:10 到，即迟到 0-10分钟/次，扣款20元。"
    )
    p = passage(body, "员工手册", section="考勤制度")
    answer = LocalGenerator(Glossary(), max_sentences=4).generate("员工迟到怎么处理？", [p]).answer
    assert not answer.rstrip().endswith((":", "："))


def test_a_conclusion_that_is_a_whole_sentence_is_not_quoted_again_and_headers_support_nothing() -> None:
    body = (
        "文件编号：HR-ZD-014 ｜ 版本：V2.0 ｜ 发布部门：人力资源部 ｜ 施行日期：2023年10月1日 "
        "适用范围：试用期员工和正式员工的主动辞职与提前通知\n"
        "第二条 员工主动辞职的，试用期内应当提前3天、转正后应当提前30天提交离职申请。\n"
        "第三条 离职申请经部门负责人审批。"
    )
    p = passage(body, "离职管理规定", section="第二条")
    answer = LocalGenerator(Glossary(), max_sentences=4).generate("试用期员工辞职要提前几天？", [p]).answer
    lines = answer.splitlines()
    assert lines[0].startswith("结论：员工主动辞职的，试用期内应当提前3天") and "（《离职管理规定》第二条）" in lines[0]
    assert answer.count("试用期内应当提前3天") == 1
    assert "文件编号" not in answer  # the document's header line is not a rule that supports the answer


def test_steps_after_a_lead_in_closed_by_a_full_stop_are_the_answer() -> None:
    """ "每次使用前须按以下步骤检查，发现异常不得使用。" then 1. 2. 3.: the steps answer, not the lead-in alone."""
    body = (
        "4.2 使用前检查：操作人员每次使用升降平台前须按以下步骤检查，发现异常不得使用并报告班长。\n"
        "1. 检查护栏和安全门是否完好；\n2. 检查液压管路有无漏油；\n3. 试升降一次并填写《点检表》。"
    )
    p = passage(body, "高空作业规范", section="4 升降平台")
    first = LocalGenerator(Glossary(), max_sentences=4).generate("升降平台使用前检查有哪些步骤？", [p]).answer
    first = first.splitlines()[0]
    assert "护栏" in first and "点检表" in first


def test_a_tier_list_asked_without_its_number_is_answered_tier_by_tier() -> None:
    """ "外出用车要谁批" names no distance: every band with its approver, not the first band alone."""
    body = (
        "第九条 公务用车按单程距离分级审批：\n（一）单程50公里以内（含）的，由部门经理审批；\n"
        "（二）单程超过50公里、300公里以内（含）的，由行政总监审批；\n（三）单程超过300公里的，由副总经理审批。"
    )
    p = passage(body, "公务用车管理办法", section="第三章 审批")
    first = LocalGenerator(Glossary(), max_sentences=4).generate("公务用车要谁审批？", [p]).answer.splitlines()[0]
    assert "部门经理" in first and "行政总监" in first and "副总经理" in first


def test_a_term_asked_to_be_explained_is_answered_by_the_sentence_defining_it() -> None:
    """ "工龄是怎么算的" on a rule that defines 工龄 and pays sick leave by it: the definition answers."""
    body = (
        "第三条 本办法所称“工龄”，是指员工在本公司连续工作的年限，以劳动合同起始日为准。\n"
        "第十一条 病假工资按工龄发放：工龄不满2年的，按基本工资的60%发放；工龄满2年的，按基本工资的80%发放。"
    )
    p = passage(body, "病假管理办法", section="正文")
    first = LocalGenerator(Glossary(), max_sentences=4).generate("工龄是怎么算的？", [p]).answer.splitlines()[0]
    assert "连续工作的年限" in first
