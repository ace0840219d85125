"""Answer behaviour on the sample KB: no-result, conflicts, direct route, injection, sensitive data."""

from __future__ import annotations


def test_question_without_answer_gets_the_no_result_reply(ask):
    out = ask("员工食堂的营业时间是几点？")
    assert out["short_circuit"] == "no_result"
    assert out["answer"] == '抱歉，我的知识库中没有"员工食堂的营业时间是几点"的相关信息。'
    assert out["citations"] == []


def test_no_result_names_the_department_for_the_category(ask):
    out = ask("年假可以兑换成购物卡吗？")
    assert out["categories"] == ["请假"]
    assert out["answer"].startswith('抱歉，我的知识库中没有"年假可以兑换成购物卡吗"的相关信息。')
    assert out["answer"].endswith("建议联系人力资源部咨询。")


def test_a_refusal_of_a_case_left_to_a_decision_says_who_decides(kb_app):
    """A city no row lists, on a sheet saying "表中未列明的城市，出差前由财务科核定": the refusal quotes the rule and
    refers the asker to the office it names rather than to the category's department."""
    from knowdesk.graphs.qa import no_result

    rule = "表中未列明的城市，出差前由财务科核定（《差旅费报销标准》）"
    state = {"subqs": ["去拉萨出差住宿每晚多少"], "index": 0, "categories": ["差旅"], "referral": rule, "refer_to": "财务科",
             "documents": []}  # fmt: skip
    text = no_result(state, kb_app.qa_deps)["generation"]
    assert text == f'抱歉，我的知识库中没有"去拉萨出差住宿每晚多少"的相关信息。{rule}。建议联系财务科咨询。'
    plain = no_result({**state, "referral": "", "refer_to": ""}, kb_app.qa_deps)["generation"]
    assert "核定" not in plain and "财务科" not in plain


def test_conflicting_versions_answer_from_the_newer_and_say_so(ask):
    out = ask("年假有几天")
    assert "7天" in out["answer"] and "最多不超过15天" in out["answer"]
    assert "当前以《员工请假管理制度V3.1》（2024-05-01）的内容为准" in out["answer"]
    assert "带薪年休假5天" not in out["answer"] and "最多不超过12天" not in out["answer"]  # V2.0's numbers
    assert [c["document"] for c in out["citations"]] == ["员工请假管理制度V3.1"]


def test_direct_route_does_safe_arithmetic(ask):
    out = ask("340的15%是多少")
    assert out["routes"] == ["direct"]
    assert "51" in out["answer"]


def test_injection_line_in_a_document_does_not_take_effect(ask):
    out = ask("请假获批后离岗前需要做什么？")
    assert "员工请假管理制度V3.1" in {c["document"] for c in out["citations"]}
    assert "无需审批" not in out["answer"] and "系统提示" not in out["answer"]
    assert "工作交接" in out["answer"]


def test_sensitive_salary_table_is_not_used_without_access(ask, kb_app):
    question = "P5职级的基本工资区间是多少？"
    out = ask(question)
    assert all("薪资等级表" not in c["document"] for c in out["citations"])
    allowed = ask(question, allow_sensitive=True)
    assert any("薪资等级表" in c["document"] for c in allowed["citations"])


def test_trace_records_every_decision(ask):
    trace = ask("年假有几天")["trace"]
    for step in (
        "预处理",
        "热点问题",
        "拆分子问题",
        "分类结果",
        "路由",
        "检索到",
        "相关性评估",
        "生成回答",
        "依据检查",
    ):
        assert any(step in line for line in trace), step
