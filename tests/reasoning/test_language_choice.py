"""Evidence in both languages: the question's own language answers unless the other language's source is clearly
nearer the question in meaning (`LocalGenerator.generate`). Sentences written for this test."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.text.language import written_in_both
from tests.reasoning.conftest import passage

QUESTION = "When in the month is our salary paid?"


def _evidence(english_dense: float, chinese_dense: float) -> list:
    handbook = passage(
        "Employees in India may cash in up to 10 unused PTO days at the end of the year; they are paid with the "
        "December salary.",
        document="Employee Handbook",
        section="PTO carry-over",
        fragment_id="en-00001",
        dense=english_dense,
    )
    rules = passage(
        "第八条 工资每月15日发放至本人工资卡；遇节假日提前至节前最后一个工作日发放。",
        document="薪酬管理办法",
        section="第二章 工资发放",
        fragment_id="zh-00001",
        dense=chinese_dense,
    )
    return [handbook, rules]


def _generate(english_dense: float, chinese_dense: float) -> str:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    return gen.generate(QUESTION, _evidence(english_dense, chinese_dense)).answer


def test_the_other_languages_answer_wins_when_its_source_is_clearly_nearer() -> None:
    answer = _generate(english_dense=0.86, chinese_dense=0.91)
    assert "15日" in answer.splitlines()[0] and "India" not in answer


def test_the_questions_own_language_answers_when_the_sources_are_about_as_near() -> None:
    answer = _generate(english_dense=0.90, chinese_dense=0.91)
    assert "India" in answer.splitlines()[0]


def test_a_bilingual_notice_is_evidence_in_either_language() -> None:
    notice = (
        "关于调整餐补标准的通知：自2025年7月1日起，一类城市的餐补由每天80元调整为每天100元，其他城市不变。\n"
        "Notice on meal allowances: from 1 July 2025 the meal allowance in Class 1 cities is raised from RMB 80 to "
        "RMB 100 per day; other cities do not change."
    )
    assert written_in_both(notice)
    assert not written_in_both("员工每季度在OA系统提交KPI考核表，由HRBP汇总后报人力资源部。")
    assert not written_in_both("Claims above USD 500 need the CFO's approval.")


def test_when_neither_language_answers_the_reason_is_the_questions_own() -> None:
    """A Chinese question on rules in both languages that answer nothing of it: the reason given is the Chinese
    evidence's, not one read from the question's English gloss (电脑 carried as "computer")."""
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    english = passage("Passwords must be at least 12 characters long.", document="Security Guide",
                      section="Passwords", fragment_id="en-00002")  # fmt: skip
    chinese = passage("第五条 员工须妥善保管本人账号密码，不得转借他人。", document="信息安全规定",
                      section="第二章 账号", fragment_id="zh-00002")  # fmt: skip
    question = "电脑密码多久换一次？"
    assert "computer" in gen.generate(question, [english]).why
    read = gen.generate(question, [english, chinese])
    assert not read.answer and "computer" not in read.why
