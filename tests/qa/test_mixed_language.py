"""A knowledge base in both languages asked in Chinese: global policies written only in English beside the local
Chinese rules (graphs/qa.py `retrieve`, reasoning/bridge_en.py)."""

from __future__ import annotations

from pathlib import Path

from knowdesk.graphs.qa_run import answer_question
from knowdesk.stores.contracts.hot import NoHotQuestions
from tests.conftest import make_app

LEAVE = """# 员工休假规定

一、年休假：员工司龄满1年不满5年的，每年年假10天；满5年的，每年年假15天。

二、病假：员工每年享有全薪病假5天，须提供医院证明。
"""

# Chinese rules that share the question's words (电脑, 密码), one a file: the keyword search returns them first
DEVICES = {
    f"办公电脑{topic}规定": f"# 办公电脑{topic}规定\n\n员工的办公电脑{rule}，电脑密码由本人保管，由行政部负责登记。\n"
    for topic, rule in (
        ("标签", "须贴资产标签"),
        ("外带", "不得带出办公区"),
        ("交回", "离职时交回"),
        ("报修", "损坏须填报修单"),
        ("清洁", "由保洁人员清洁"),
        ("软件", "须安装杀毒软件"),
        ("借用", "借用须经部门负责人同意"),
    )
}

SECURITY = """# Information Security Policy

Section 3 Passwords

(a) Passwords must be at least 12 characters long.
(b) An account is locked for 15 minutes after 5 failed sign-in attempts.

Section 4 Reporting

Report a lost laptop to the IT Service Desk within 2 hours.
"""


def _ask(tmp_path: Path, question: str) -> dict:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "员工休假规定.md").write_text(LEAVE, encoding="utf-8")
    for name, text in DEVICES.items():
        (docs / f"{name}.md").write_text(text, encoding="utf-8")
    (docs / "Information Security Policy.md").write_text(SECURITY, encoding="utf-8")
    app = make_app(tmp_path / "data")
    try:
        app.ingestor.ingest([docs], "mixed")
        app.qa_deps.hot = NoHotQuestions()
        return answer_question(app.qa_graph, app.qa_deps, question, kbs=["mixed"])
    finally:
        app.close()


def test_a_chinese_question_answered_only_by_an_english_policy_finds_it(tmp_path: Path) -> None:
    out = _ask(tmp_path, "电脑密码至少要几位？")
    assert any("另按英文检索" in t for t in out["trace"])
    assert "12 characters" in out["answer"].splitlines()[0]
    assert any(c["document"].startswith("Information Security Policy") for c in out["citations"])


def test_a_chinese_question_with_a_term_the_lexicon_cannot_carry_is_not_searched_in_english(tmp_path: Path) -> None:
    # 企业年金 has no English words: "how much employee contribution rate" would find any section
    out = _ask(tmp_path, "公司给员工交企业年金吗？比例多少")
    assert not any("另按英文检索" in t for t in out["trace"])
