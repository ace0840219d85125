"""The chat page in headless Chromium at desktop and phone width, in Chinese and English (issue 20, items 1–3, 5
and 8): rendered answers, numbered citations that open their highlighted fragment, a reopened conversation
that keeps citations, steps and feedback, the controls people expect, and keyboard-only use."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.api.helpers import Seeded, Server, copy_seeded
from tests.e2e.conftest import (
    CHROMIUM,
    DESKTOP,
    HOT_ASKED,
    MARKDOWN_QUESTION,
    NO_CHROMIUM,
    PHONE,
    Profile,
    fits,
    open_page,
    ready,
    shot,
)
from tests.openai_stub import openai_stub

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason=NO_CHROMIUM)
CJK = re.compile(r"[\u4e00-\u9fff]")


def ask(page: Any, question: str) -> Any:
    """Type a question and press Enter; the finished answer's element."""
    before = page.locator('.msg.agent[data-done="1"]').count()
    page.fill("#question", question)
    page.press("#question", "Enter")
    page.wait_for_function(f"() => document.querySelectorAll('.msg.agent[data-done=\"1\"]').length > {before}")
    return page.locator(".msg.agent").last


def test_markdown_answers_are_rendered_safely(browser, server: Server, profile: Profile, artifacts: Path) -> None:
    page = ready(open_page(browser, server, "chat.html", profile, "alice"))
    answer = ask(page, MARKDOWN_QUESTION)  # an admin's hot-question summary written in Markdown, with HTML in it
    bubble = answer.locator(".bubble")
    assert bubble.locator("table th").all_inner_texts() == ["金额", "审批人"]
    assert bubble.locator("table td").count() == 4 and bubble.locator("ol li").count() == 2
    assert bubble.locator("code").inner_text() == "BX-2024"
    assert bubble.locator("script, img").count() == 0 and page.evaluate("window.__xss") is None
    assert "<script>window.__xss = 1</script>" in bubble.inner_text()  # shown as the text it is
    fits(page, profile)
    shot(page, artifacts, "chat-markdown", profile)
    assert page.js_errors == []
    page.context.close()


def test_citations_open_their_fragment_highlighted_and_survive_a_reload(
    browser, server: Server, profile: Profile, artifacts: Path
) -> None:
    page = ready(open_page(browser, server, "chat.html", profile, "alice"))
    answer = ask(page, "产假有多少天？")
    marker = answer.locator("a.cite-ref").first
    assert marker.inner_text() == "[1]"
    source = answer.locator(".sources .cite").first
    assert source.inner_text().startswith("[1]") and "员工请假管理制度V3.1" in source.inner_text()
    assert "第八条" in source.inner_text()
    shot(page, artifacts, "chat-answer", profile)
    marker.click()
    page.wait_for_selector("#fragment[open]")
    assert "第八条" in page.inner_text("#fragment-where") and "hr" in page.inner_text("#fragment-where")
    marks = page.locator("#fragment-text mark").all_inner_texts()
    assert marks and all(m in answer.locator(".bubble").inner_text() for m in marks)  # what the answer quoted
    assert "【文档名称】" in page.inner_text("#fragment-header")
    shot(page, artifacts, "chat-fragment", profile, full=False)
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.querySelector('#fragment').open")

    # steps in the page's language; feedback; then a reload shows the same message
    answer.locator("details.trace summary").click()
    steps = answer.locator("details.trace > ol > li > strong").all_inner_texts()
    assert len(steps) >= 5
    if profile.lang == "en":
        assert "documents retrieved" in steps and not any(CJK.search(s) for s in steps)
        assert "fragments retrieved" in answer.locator("details.trace").inner_text()
        assert answer.locator(".sources-title").inner_text() == "Sources:"
    else:
        assert "文档检索" in steps and answer.locator(".sources-title").inner_text() == "来源："
    answer.locator("button.feedback.up").click()
    page.wait_for_selector('.msg.agent >> nth=-1 >> button.feedback.up[aria-pressed="true"]')
    url = page.url
    assert "#c=" in url
    page.reload()
    ready(page)
    again = page.locator(".msg.agent").last
    assert again.locator(".sources .cite").first.inner_text() == source.inner_text()
    assert again.locator('button.feedback.up[aria-pressed="true"]').count() == 1
    assert again.locator("details.trace > ol > li").count() == len(steps)
    again.locator(".sources .cite").first.click()  # opened from the stored citation: text fetched, quotes marked
    page.wait_for_selector("#fragment[open]")
    assert page.locator("#fragment-text mark").all_inner_texts() == marks
    page.click("#fragment-close")
    assert page.js_errors == []
    page.context.close()


def test_enter_sends_shift_enter_adds_a_line_copy_and_regenerate(
    browser, server: Server, profile: Profile, artifacts: Path
) -> None:
    page = ready(open_page(browser, server, "chat.html", profile, "alice",
                           permissions=["clipboard-read", "clipboard-write"]))  # fmt: skip
    page.fill("#question", "婚假有几天？")
    page.press("#question", "Shift+Enter")
    page.type("#question", "谢谢")
    assert page.input_value("#question") == "婚假有几天？\n谢谢" and page.locator(".msg.agent").count() == 0
    page.fill("#question", "")
    answer = ask(page, "婚假有几天？")
    assert page.input_value("#question") == ""
    answer.locator("button.copy").click()
    page.wait_for_function("() => document.querySelector('.msg.agent:last-child button.copy') && "
                           "document.querySelector('.msg.agent:last-child button.copy').textContent !== ''")  # fmt: skip
    copied = page.evaluate("navigator.clipboard.readText()")
    assert "婚假" in copied and "<" not in copied  # the answer's text, not its HTML
    first = answer.locator(".bubble").inner_text()
    answer.locator("button.regenerate").click()
    page.wait_for_selector(".msg.agent[data-done='1']")
    page.wait_for_function("() => !document.querySelector('#stop:not(.hidden)')")
    assert page.locator(".msg.agent").count() == 1 and page.locator(".msg.user").count() == 1
    assert page.locator(".msg.agent .bubble").inner_text() == first  # local mode answers the same again
    page.reload()
    ready(page)
    assert page.locator(".msg.agent").count() == 1  # the regenerated answer replaced the first
    shot(page, artifacts, "chat-controls", profile)
    page.context.close()


def test_conversations_are_renamed_searched_deleted_and_not_duplicated(
    browser, server: Server, profile: Profile, artifacts: Path
) -> None:
    page = ready(open_page(browser, server, "chat.html", profile, "alice"))
    if profile.phone:
        page.click("#toggle-aside")
    count = page.locator("#conversations li").count()
    for _ in range(2):  # /chat without a conversation id, opened and left: nothing new in the list
        page.goto(page.url.split("#")[0])
        ready(page)
        if profile.phone:
            page.click("#toggle-aside")
    assert page.locator("#conversations li").count() == count
    if profile.phone:
        page.click("#toggle-aside")
    ask(page, "试用期多久？")
    if profile.phone:
        page.click("#toggle-aside")
    page.wait_for_function(f"() => document.querySelectorAll('#conversations li').length === {count + 1}")
    item = page.locator("#conversations li.active")
    item.locator(".conv-rename").click()
    title = f"试用期 {profile.name}"
    page.fill(".conv-title-input", title)
    page.press(".conv-title-input", "Enter")
    page.wait_for_selector(f"#conversations li.active .conv-open:text-is('{title}')")
    page.fill("#conv-search", profile.name)
    page.wait_for_function(
        f"() => [...document.querySelectorAll('#conversations .conv-open')].map(b => b.textContent).join() === '{title}'"
    )
    page.fill("#conv-search", "试用期")  # by what was said, too
    page.wait_for_selector(f"#conversations .conv-open:text-is('{title}')")
    shot(page, artifacts, "chat-conversations", profile)
    page.fill("#conv-search", "")
    page.wait_for_function(f"() => document.querySelectorAll('#conversations li').length === {count + 1}")
    page.locator("#conversations li.active .conv-delete").click()
    page.wait_for_selector("dialog.confirm[open]")
    assert title in page.inner_text("#confirm-text")
    page.click("#confirm-cancel")
    assert page.locator("#conversations li").count() == count + 1
    page.locator("#conversations li.active .conv-delete").click()
    page.click("#confirm-ok")
    page.wait_for_function(f"() => document.querySelectorAll('#conversations li').length === {count}")
    assert "#c=" not in page.url and page.is_visible("#empty")
    assert page.js_errors == []
    page.context.close()


def test_the_empty_chat_suggests_the_most_asked_questions(
    browser, server: Server, profile: Profile, artifacts: Path
) -> None:
    page = ready(open_page(browser, server, "chat.html", profile, "alice"))
    page.wait_for_selector("#suggestions .suggestion")
    offered = page.locator("#suggestions .suggestion").all_inner_texts()
    assert set(HOT_ASKED) <= set(offered) and MARKDOWN_QUESTION not in offered  # the admin's has no sources
    shot(page, artifacts, "chat-empty", profile)
    page.locator("#suggestions .suggestion").first.click()
    page.wait_for_selector('.msg.agent[data-done="1"]')
    assert page.locator(".msg.user .bubble").inner_text() == offered[0] and page.is_hidden("#empty")
    page.context.close()
    # bob may ask nothing: no suggestions leak from alice's knowledge base
    other = open_page(browser, server, "chat.html", profile, "bob")
    other.wait_for_selector("#empty")
    other.wait_for_timeout(300)
    assert other.locator("#suggestions .suggestion").count() == 0
    other.context.close()


def focused(page: Any) -> str:
    return page.evaluate("document.activeElement.id || document.activeElement.className")


def test_keyboard_only_chat(browser, server: Server, profile: Profile, artifacts: Path) -> None:
    page = ready(open_page(browser, server, "chat.html", profile, "alice"))
    order = []
    for _ in range(400):  # the whole tab order, from the top of the page to the question box
        page.keyboard.press("Tab")
        order.append(focused(page))
        if order[-1] == "question":
            break
    assert order[0] == "skip" and order[-1] == "question", order[:12]
    header = order.index("lang")
    if profile.phone:  # the folded conversation list is not in the way; its toggle is
        assert "toggle-aside" in order and "conv-search" not in order
    else:
        assert header < order.index("new-chat") < order.index("scope") < order.index("conv-search") < len(order) - 1
    page.reload()
    ready(page)
    page.keyboard.press("Tab")
    assert focused(page) == "skip"
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") != "none"  # visible focus
    assert page.evaluate("document.activeElement.getBoundingClientRect().left") >= 0  # shown, not off-screen
    page.keyboard.press("Enter")  # past the header and the conversation list, to the question box
    assert focused(page) == "question"
    page.keyboard.type("病假需要什么材料？")
    page.keyboard.press("Enter")
    page.wait_for_selector('.msg.agent[data-done="1"]')
    for _ in range(80):  # on to the answer's first citation
        page.keyboard.press("Tab")
        if page.evaluate("/(^| )cite(-ref)?( |$)/.test(document.activeElement.className)"):
            break
    opener = page.evaluate("document.activeElement.outerHTML")
    assert "cite" in opener
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") != "none"
    shot(page, artifacts, "chat-keyboard-focus", profile, full=False)
    page.keyboard.press("Enter")
    page.wait_for_selector("#fragment[open]")
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.querySelector('#fragment').open")
    assert page.evaluate("document.activeElement.outerHTML") == opener  # focus back where it was
    page.context.close()


def test_phone_layout_folds_the_conversation_list(browser, server: Server, artifacts: Path) -> None:
    profile = Profile("phone-zh", PHONE, "zh")
    page = ready(open_page(browser, server, "chat.html", profile, "alice"))
    assert page.is_hidden("#aside") and page.is_visible("#question")
    page.click("#toggle-aside")
    assert page.is_visible("#conversations") and page.get_attribute("#toggle-aside", "aria-expanded") == "true"
    fits(page, profile)
    shot(page, artifacts, "chat-phone-aside", profile)
    page.context.close()


def test_the_repealed_versions_switch_is_sent_with_the_question(browser, server: Server, artifacts: Path) -> None:
    profile = Profile("desktop-en", DESKTOP, "en")
    page = ready(open_page(browser, server, "chat.html", profile, "alice"))
    assert page.inner_text("label:has(#include-expired)").strip() == "Include repealed versions"
    sent = []
    page.on("request", lambda r: sent.append(r.post_data_json) if r.url.endswith("/chat/stream") else None)
    ask(page, "年假有几天？")
    page.check("#include-expired")
    answer = ask(page, "年假有几天？")
    assert [b.get("include_expired", False) for b in sent] == [False, True]
    assert "员工请假管理制度" in answer.locator(".sources").inner_text()
    shot(page, artifacts, "chat-include-expired", profile)
    assert page.js_errors == []
    page.context.close()


@pytest.fixture(scope="module")
def slow_server(e2e_template: Seeded, tmp_path_factory: pytest.TempPathFactory) -> Any:
    """A server whose chat model writes its answer slowly (a draft a few characters every 0.1 s)."""
    draft = "结论：男员工的配偶依法生育的，享有陪产假15天。依据：《员工请假管理制度V3.1》第九条 陪产假。"
    data = copy_seeded(e2e_template, tmp_path_factory.mktemp("slow") / "data")
    with openai_stub(lambda prompt: draft if "标准化用户问题" in prompt else "no json", delay=0.1) as url:
        env = {"KNOWDESK_LLM__MODEL": "stub", "KNOWDESK_LLM__BASE_URL": url, "KNOWDESK_LLM__API_KEY": "x"}
        s = Server(data.data_dir, env=env).start()
        try:
            yield s
        finally:
            s.stop()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_draft_is_previewed_and_an_answer_can_be_stopped(
    browser, slow_server: Server, e2e_template: Seeded, lang: str, artifacts: Path
) -> None:
    """With a chat model the bubble shows the draft as it streams (dashed, muted), then the checked answer; the
    stop button (or Escape) ends the answer, which is kept as stopped."""
    profile = Profile(f"desktop-{lang}", {"width": 1280, "height": 800}, lang)
    page = ready(open_page(browser, slow_server, "chat.html", profile, "alice"))
    page.fill("#question", "陪产假有几天？")  # not a hot question (those are answered from their summary)
    page.press("#question", "Enter")
    preview = page.wait_for_selector(".msg.agent .bubble.draft")
    assert preview.inner_text().startswith("结论") and page.is_visible("#stop")
    assert ("草稿" if lang == "zh" else "draft") in page.inner_text("#chat-status")
    shot(page, artifacts, "chat-draft", profile)
    page.wait_for_selector('.msg.agent[data-done="1"]', timeout=60_000)
    assert page.locator(".msg.agent .bubble.draft").count() == 0
    assert "陪产假15天" in page.inner_text(".msg.agent .bubble") and page.is_hidden("#stop")

    page.fill("#question", "丧假有几天？")
    page.press("#question", "Enter")
    page.wait_for_selector(".msg.agent >> nth=1 >> .bubble.draft")
    page.click("#stop")
    stopped = page.locator(".msg.agent").nth(1)
    page.wait_for_selector('.msg.agent[data-status="stopped"]')
    assert ("已停止" if lang == "zh" else "stopped") in stopped.inner_text() and page.is_hidden("#stop")
    assert not page.is_disabled("#send")
    shot(page, artifacts, "chat-stopped", profile)
    cid = page.url.split("#c=")[1]
    for _ in range(50):  # the server notices the closed stream at the answer's next step and records it
        shown = httpx.get(f"{slow_server.url}/conversations/{cid}", headers=e2e_template.auth("alice")).json()
        if len(shown["messages"]) == 2:
            break
        time.sleep(0.2)
    page.reload()
    ready(page)
    assert page.locator(".msg.agent").count() == 2
    assert page.locator(".msg.agent").nth(1).get_attribute("data-status") == "stopped"
    page.context.close()
