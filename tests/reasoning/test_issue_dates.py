"""A rule that applies from the day its notice is issued is answered with that day (issue_dates)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.issue_dates import counts_from_issuance, dated_from_issuance, issue_date
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.reasoning.conftest import passage

NOTICE = (
    "关于调整仓库叉车补贴的通知\n各仓库：\n"
    "一、叉车司机岗位补贴由每月300元调整为每月360元，自本通知印发之日起执行。\n"
    "二、夜间作业补贴标准不变。\n物流部\n2025年9月12日"
)


def test_the_day_is_the_notice_s_signature_or_its_labelled_date() -> None:
    assert issue_date([NOTICE]) == "2025年9月12日"
    assert issue_date(["【安全周报】\n发布日期：2025年11月3日\n一、本周通报…"]) == "2025年11月3日"
    # two different signature days: no one day to name
    assert issue_date(["通知一\n2025年1月2日", "通知二\n2025年3月4日"]) == ""
    assert issue_date(["自2025年1月1日起施行。"]) == ""  # a date inside a rule is no signature


def test_another_labelled_day_is_no_issuance_and_a_signature_in_chinese_numerals_is_one() -> None:
    assert issue_date(["【调价通知】\n生效日期：2026年8月1日\n一、班车票价调整…"]) == ""
    assert issue_date(["报名须知\n截止日期：2026年5月20日"]) == ""
    assert issue_date(["发件人：行政部\n日期：2026年6月18日 10:02\n各位同事："]) == "2026年6月18日"  # a header
    assert issue_date(["一、班车票价自本通知发布之日起调整。\n行政部\n二〇二六年三月十日"]) == "2026年3月10日"


def test_the_conclusion_names_the_day_where_it_counts_from_issuance() -> None:
    rule = "叉车司机岗位补贴调整为每月360元，自本通知印发之日起执行。"
    assert counts_from_issuance(rule) and not counts_from_issuance("自2025年10月1日起执行。")
    assert (
        dated_from_issuance(rule, [NOTICE])
        == "叉车司机岗位补贴调整为每月360元，自本通知印发之日（2025年9月12日）起执行。"
    )
    assert dated_from_issuance(rule, ["没有落款的正文"]) == rule


def test_a_date_question_on_such_a_notice_is_answered_with_its_day() -> None:
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    notice = passage(NOTICE, document="物流部通知（2025年第9号）", section="正文", fragment_id="nt-00001")
    first = generator.generate("叉车补贴新标准从哪天开始执行", [notice]).answer.splitlines()[0]
    assert "2025年9月12日" in first, first


def test_a_notice_giving_no_day_leaves_its_conclusion_as_quoted_not_derived() -> None:
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    undated = "关于调整班车票价的通知\n一、班车票价由每次2元调整为每次3元，自本通知发布之日起执行。\n行政部"
    notice = passage(undated, document="行政部通知", section="正文", fragment_id="bc-00001")
    generation = generator.generate("班车新票价从哪天开始执行", [notice])
    assert "发布之日起执行" in generation.answer.splitlines()[0]
    assert generation.derived == []  # nothing was added to the quoted rule: the check reads it against the source
