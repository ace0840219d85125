"""The web UI in headless Chromium: a cited answer, a full assessment with its report (and a reload
mid-way), an admin upload, English switching and a phone-width layout. Screenshots go to test-artifacts/."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.api.helpers import Seeded, Server, copy_seeded
from tests.e2e.conftest import CHROMIUM, NO_CHROMIUM, login
from tests.openai_stub import openai_stub

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason=NO_CHROMIUM)


def test_chat_shows_a_cited_answer(browser, server: Server, e2e_data: Seeded, artifacts: Path) -> None:
    page = login(browser, server, e2e_data.tokens["alice"], "chat.html")
    page.fill("#question", "年假有几天？")
    page.click("#send")
    answer = page.wait_for_selector('.msg.agent[data-done="1"]')
    assert "年假" in answer.inner_text()
    cite = page.wait_for_selector(".msg.agent .cite")
    assert "员工请假管理制度" in cite.inner_text()
    page.click(".msg.agent details.trace summary")
    assert page.locator(".msg.agent details.trace li").count() >= 5
    page.screenshot(path=str(artifacts / "chat-answer.png"), full_page=True)
    cite.click()
    page.wait_for_selector("#fragment[open]")
    assert "【文档名称】" in page.inner_text("#fragment-header") or page.inner_text("#fragment-header")
    page.screenshot(path=str(artifacts / "chat-fragment.png"))
    page.click("#fragment button")
    assert page.locator("#conversations li").count() >= 1
    page.context.close()


def test_chat_model_answer_is_previewed_while_written(
    browser, e2e_template: Seeded, artifacts: Path, tmp_path: Path
) -> None:
    """With a chat model the bubble shows the draft as it streams (dashed, muted), then the checked answer."""
    draft = "结论：员工连续工作满12个月后每年享有带薪年休假。依据：《员工请假管理制度V3.1》二、假期类别与天数。"
    data = copy_seeded(e2e_template, tmp_path / "data")
    with openai_stub(lambda prompt: draft if "标准化用户问题" in prompt else "no json", delay=0.1) as url:
        env = {"KNOWDESK_LLM__MODEL": "stub", "KNOWDESK_LLM__BASE_URL": url, "KNOWDESK_LLM__API_KEY": "x"}
        llm_server = Server(data.data_dir, env=env).start()
        try:
            page = login(browser, llm_server, data.tokens["alice"], "chat.html")
            page.fill("#question", "年假有几天？")
            page.click("#send")
            preview = page.wait_for_selector(".msg.agent .bubble.draft")
            assert preview.inner_text().startswith("结论") and "草稿" in page.inner_text("#chat-status")
            page.screenshot(path=str(artifacts / "chat-draft.png"), full_page=True)
            page.wait_for_selector('.msg.agent[data-done="1"]')
            assert page.locator(".msg.agent .bubble.draft").count() == 0
            assert "带薪年休假" in page.inner_text(".msg.agent .bubble")
            page.context.close()
        finally:
            llm_server.stop()


def test_assessment_to_report_with_a_reload(browser, server: Server, e2e_data: Seeded, artifacts: Path) -> None:
    page = login(browser, server, e2e_data.tokens["alice"], "assess.html")
    page.select_option("#assess-n", "3")
    page.click("#assess-start")
    page.wait_for_selector("#answer-form:not(.hidden)")
    first = page.inner_text("#current-question")
    page.reload()  # mid-assessment: the same question comes back
    page.wait_for_selector("#answer-form:not(.hidden)")
    assert page.inner_text("#current-question") == first
    for _ in range(15):
        text = page.inner_text("#current-question")
        page.fill("#answer", text)
        page.click("#answer-send")
        page.wait_for_selector("#answer-form:not(.hidden), #report:not(.hidden)")
        if page.locator("#report:not(.hidden)").count():
            break
        page.screenshot(path=str(artifacts / "assessment-question.png"), full_page=True)
    level = page.wait_for_selector("#report-level")
    assert "能力等级" in level.inner_text() and any(x in level.inner_text() for x in ("入门", "熟练", "精通", "专家"))
    assert page.locator(".msg.feedback .score").count() >= 3
    assert page.locator("#report table").count() == 2  # per question and per knowledge point
    report = page.inner_text("#report")
    assert "知识点掌握" in report and "参考答案" in report and "Novice" not in report and "Standard" not in report
    assert any(x in page.inner_text("#log") for x in ("· 基础", "· 进阶", "· 专家"))
    assert page.locator("#history li").count() >= 1
    page.screenshot(path=str(artifacts / "assessment-report.png"), full_page=True)
    page.context.close()


def test_admin_uploads_a_document(browser, server: Server, e2e_data: Seeded, artifacts: Path, tmp_path: Path) -> None:
    doc = tmp_path / "加班管理办法.txt"
    doc.write_text(
        "加班管理办法\n第一条 工作日加班按1.5倍工资支付。\n第二条 休息日加班优先安排调休。\n", encoding="utf-8"
    )
    bad = tmp_path / "伪装.pdf"
    bad.write_bytes(b"not a pdf at all")
    page = login(browser, server, e2e_data.tokens["admin"], "admin.html")
    page.select_option("#upload-kb", "hr")
    page.set_input_files("#upload-files", [str(doc), str(bad)])
    page.click("#upload-send")
    page.wait_for_selector("#upload-status:has-text('已完成')")  # the upload's job, followed to its end
    assert page.get_attribute("#upload-progress", "value") == "1" and page.is_hidden("#upload-cancel")
    rows = page.inner_text("#upload-results tbody")
    # status and reason in the reader's language (zh by default), the server's detail kept
    assert "加班管理办法.txt" in rows and "已入库" in rows and "内容与扩展名不符" in rows and "PDF" in rows
    assert page.locator("#hot-top").count() == 1
    page.screenshot(path=str(artifacts / "admin-upload.png"), full_page=True)
    page.click("#lang")
    page.wait_for_selector("text=Upload documents")
    page.select_option("#upload-kb", "hr")
    page.set_input_files("#upload-files", [str(doc), str(bad)])
    page.click("#upload-send")
    page.wait_for_selector("#upload-status:has-text('Done')")
    rows = page.inner_text("#upload-results tbody")
    assert "unchanged" in rows and "Content does not match the extension" in rows
    page.click("#lang")
    page.context.close()


def test_english_and_phone_width(browser, server: Server, e2e_data: Seeded, artifacts: Path) -> None:
    page = login(browser, server, e2e_data.tokens["alice"], "chat.html", viewport={"width": 390, "height": 844})
    assert page.inner_text("header nav").startswith("问答")
    page.click("#lang")
    page.wait_for_selector("text=New chat")
    assert page.inner_text("header nav").startswith("Ask")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 400, f"page overflows a phone screen: {width}px"
    page.screenshot(path=str(artifacts / "chat-phone-en.png"), full_page=True)
    page.click("#lang")
    page.context.close()
