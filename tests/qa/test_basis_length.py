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
