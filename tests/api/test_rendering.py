"""Answers rendered on the server: Markdown that is safe to insert, numbered citation markers, and the
sentences of a cited fragment that the answer rests on (what the fragment view highlights)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from knowdesk.api.quotes import supporting_quotes
from knowdesk.api.rendering import render_answer
from knowdesk.api.trace_text import trace_line

LEAVE = {"document": "员工请假管理制度V3.1", "section": "二、假期类别与天数", "locator": "第四条"}
CITY = {"document": "差旅费报销标准2024", "section": "工作表：城市级别对照", "locator": "工作表：城市级别对照（上海）"}
ANSWER = """结论：员工每年享有带薪年休假7天。
依据：《员工请假管理制度V3.1》第四条：员工累计工作年限满10年不满20年的，年假不少于10天。年假可分次休。
依据：《差旅费报销标准2024》工作表：城市级别对照（上海）：| 上海 | 一线城市 | 500 |
当前以《员工请假管理制度V3.1》（2024-05-01）的内容为准。"""


def test_markdown_tables_lists_and_code_are_rendered() -> None:
    html = render_answer(
        "| 城市 | 标准 |\n|---|---|\n| 上海 | 500 |\n\n1. 提交申请\n2. 审批\n\n- 甲\n\n`代码`\n\n```\nx = 1\n```"
    )
    assert "<table>" in html and "<th>城市</th>" in html and "<td>500</td>" in html
    assert "<ol>" in html and "<li>提交申请</li>" in html and "<ul>" in html
    assert "<code>代码</code>" in html and "<pre><code>x = 1" in html
    assert "甲<br />" not in html and render_answer("一\n二").count("<br />") == 1  # answers are written line by line


def test_raw_html_images_and_script_links_never_reach_the_page() -> None:
    html = render_answer(
        "<script>alert(1)</script> <img src=x onerror=alert(2)> [x](javascript:alert(3)) ![p](http://evil/p.png) "
        '[ok](https://example.com/a) <a href="http://evil">y</a>'
    )
    assert "<script" not in html and "<img" not in html and 'href="javascript' not in html
    assert "&lt;script&gt;" in html and "&lt;img" in html  # shown as the text it is
    assert '<a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">ok</a>' in html


def test_each_citation_is_marked_where_the_answer_names_its_place() -> None:
    html = render_answer(ANSWER, [LEAVE, CITY])
    assert '《员工请假管理制度V3.1》第四条<a class="cite-ref" href="#cite-1" data-cite="1">[1]</a>：' in html
    assert '（上海）<a class="cite-ref" href="#cite-2" data-cite="2">[2]</a>' in html
    assert html.count('data-cite="1"') == 1  # the closing "当前以《…》为准" line is not marked again
    # a citation the answer names without its place is marked at the document's first mention
    other = {"document": "考勤管理办法", "section": "第三章"}
    assert 'data-cite="1"' in render_answer("详见《考勤管理办法》的规定。", [other])
    # a document name inside code is left alone
    assert "cite-ref" not in render_answer("`《考勤管理办法》第三章`", [other])


def test_supporting_quotes_are_the_fragment_sentences_the_answer_quotes() -> None:
    body = (
        "第四条 员工累计工作年限满1年不满10年的，年假不少于5天；员工累计工作年限满10年不满20年的，\n"
        "年假不少于10天。年假可分次休，每次不少于半天。\n第五条 病假须提供证明。"
    )
    quotes = supporting_quotes(ANSWER, LEAVE, body)
    assert quotes == ["员工累计工作年限满10年不满20年的，\n年假不少于10天", "年假可分次休"]  # across a line wrap
    assert all(q in body for q in quotes)
    table = "| 城市 | 级别 | 标准 |\n|---|---|---|\n| 北京 | 一线城市 | 500 |\n|  上海 | 一线城市 | 500 |"
    assert supporting_quotes(ANSWER, CITY, table) == ["|  上海 | 一线城市 | 500 |"]  # the whole row


def test_a_paraphrase_highlights_the_closest_sentence() -> None:
    body = "第七条 婚假为3天。第八条 员工依法登记结婚的，享受婚假十天，需一次休完。第九条 丧假三天。"
    answer = "结论：依法登记结婚的员工享受十天婚假，需一次休完。依据：《员工请假管理制度V3.1》第八条。"
    assert supporting_quotes(answer, {**LEAVE, "locator": "第八条"}, body) == [
        "第八条 员工依法登记结婚的，享受婚假十天，需一次休完"
    ]
    assert supporting_quotes("结论：没有相关规定。", LEAVE, body) == []


def test_trace_lines_in_both_languages() -> None:
    assert (
        trace_line("[调试] 检索到 5 个片段：['员工请假管理制度V3.1']", "zh")
        == "检索到 5 个片段：['员工请假管理制度V3.1']"
    )
    assert trace_line("[调试] 检索到 5 个片段：['员工请假管理制度V3.1']", "en") == (
        "5 fragments retrieved: ['员工请假管理制度V3.1']"
    )
    assert trace_line("[调试] 预处理（标准化）：年假有几天？", "en") == "prepared (normalised): 年假有几天？"
    assert trace_line("[调试] 相关性评估：2/5 相关", "en") == "relevance: 2 of 5 relevant"
    assert trace_line("[调试] 依据检查通过", "en") == "checked against the sources: passed"
    assert trace_line("[调试] 一种新的步骤：x", "en") == "一种新的步骤：x"  # an unknown form keeps its words


def test_pages_carry_a_content_security_policy(client: TestClient) -> None:
    page = client.get("/ui/chat.html")
    policy = page.headers["content-security-policy"]
    assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy and "unsafe-inline" not in policy
    assert page.headers["x-frame-options"] == "DENY" and page.headers["x-content-type-options"] == "nosniff"
    api = client.get("/health")
    assert "content-security-policy" not in api.headers and api.headers["x-content-type-options"] == "nosniff"
