"""The admin page by role (issue 20, item 6) at both widths and languages: plain employees see no admin link,
managers upload to their own knowledge bases only, admins also review hot questions (a merge asks first) and
calibrate (a malformed file is refused with the format it expects); uploads are followed as jobs with
per-file results, and every message is in the page's language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.api.helpers import Server
from tests.e2e.conftest import CHROMIUM, NO_CHROMIUM, Profile, fits, open_page, ready, shot

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason=NO_CHROMIUM)
PYDANTIC = re.compile(r"String should|should match pattern|body\.")


def test_plain_employees_see_no_admin(browser, server: Server, profile: Profile, artifacts: Path) -> None:
    page = ready(open_page(browser, server, "chat.html", profile, "alice"))
    assert page.locator("#nav-admin").count() == 0
    page.goto(f"{server.url}/ui/admin.html")
    page.wait_for_selector("#no-admin:not(.hidden)")
    assert page.is_hidden("#upload-card") and page.locator(".admin-only:visible").count() == 0
    assert ("没有可管理" if profile.lang == "zh" else "manage no knowledge base") in page.inner_text("#no-admin")
    shot(page, artifacts, "admin-none", profile)
    page.context.close()


def test_a_manager_uploads_to_their_own_bases_only(browser, server: Server, profile: Profile, artifacts: Path,
                                                   tmp_path: Path) -> None:  # fmt: skip
    page = ready(open_page(browser, server, "chat.html", profile, "mgr"))
    page.click("#nav-admin")
    ready(page)
    assert page.locator("#upload-kb option").all_inner_texts() == ["hr"]  # not `secret`, which mgr may not manage
    assert page.is_hidden("#kb-form") and page.locator("#hot-top:visible, #calibrate-form:visible").count() == 0
    doc = tmp_path / "值班管理办法.txt"
    doc.write_text(f"值班管理办法（{profile.name}）\n第一条 节假日值班每天补贴200元。\n", encoding="utf-8")
    bad = tmp_path / "伪装.pdf"
    bad.write_bytes(b"not a pdf at all")
    page.set_input_files("#upload-files", [str(doc), str(bad)])
    page.click("#upload-send")
    done = "已完成" if profile.lang == "zh" else "Done"
    page.wait_for_selector(f"#upload-status:has-text('{done}')")
    assert page.get_attribute("#upload-progress", "value") == "1" and page.is_hidden("#upload-cancel")
    rows = page.inner_text("#upload-results tbody")
    if profile.lang == "zh":
        assert "值班管理办法.txt" in rows and ("已入库" in rows or "已更新" in rows) and "内容与扩展名不符" in rows
    else:
        assert ("added" in rows or "updated" in rows) and "Content does not match the extension" in rows
    fits(page, profile)
    shot(page, artifacts, "admin-upload-manager", profile)
    page.context.close()


def test_admin_merges_after_confirming_and_sees_why_a_file_cannot_calibrate(
    browser, server: Server, profile: Profile, artifacts: Path, tmp_path: Path
) -> None:
    page = ready(open_page(browser, server, "admin.html", profile, "admin"))
    assert page.is_visible("#kb-form") and page.is_visible("#hot-top") and page.is_visible("#calibrate-form")
    assert page.locator("#upload-kb option").count() >= 2  # admins manage every base
    # a knowledge-base name the server refuses: the reason in the page's language, not pydantic's words
    page.fill("#kb-name", "a/b")
    page.click("#kb-form button[type=submit]")
    page.wait_for_selector("#kb-error:not(:empty)")
    refusal = page.inner_text("#kb-error")
    assert not PYDANTIC.search(refusal) and ("不能包含" if profile.lang == "zh" else "must not contain") in refusal

    # a malformed labelled file: what format is expected, in the page's language
    bad = tmp_path / "pairs.csv"
    bad.write_text("年假有几天,带薪年假多少天,1\n", encoding="utf-8")
    page.set_input_files("#calibrate-file", str(bad))
    page.click("#calibrate-form button[type=submit]")
    page.wait_for_selector("#calibrate-result.error")
    said = page.inner_text("#calibrate-result")
    assert "0.0000" not in said and "<TAB>" in said
    assert ("制表符分隔" if profile.lang == "zh" else "tab-separated") in said and "line 1" in said
    shot(page, artifacts, "admin-calibrate-refused", profile)

    # merge asks first: cancel keeps the candidate
    candidate = f"候选问题{profile.name}"
    page.evaluate("""async (q) => { await api('/hot', { body: { question: q, status: 'candidate' } }); }""", candidate)
    page.reload()
    ready(page)
    row = page.locator("#hot-candidates tr", has_text=candidate)
    target = row.locator("select.merge-target")
    options = target.locator("option").all_inner_texts()
    assert len(options) >= 2
    target.select_option(index=1)
    page.wait_for_selector("dialog.confirm[open]")
    assert candidate in page.inner_text("#confirm-text") and options[1] in page.inner_text("#confirm-text")
    shot(page, artifacts, "admin-merge-confirm", profile, full=False)
    page.click("#confirm-cancel")
    page.wait_for_function("() => !document.querySelector('dialog.confirm')")
    page.wait_for_function("q => [...document.querySelectorAll('#hot-candidates tr')].some(tr => tr.textContent.includes(q) "
                           "&& tr.querySelector('select').value === '')", arg=candidate)  # fmt: skip
    # "not the same as …" changes nothing but the label: the candidate stays, the note names the area
    row.locator("select.reject-target").select_option(index=1)
    page.wait_for_selector("#hot-review-note:not(:empty)")
    assert candidate in page.inner_text("#hot-review-note") and options[1] in page.inner_text("#hot-review-note")
    shot(page, artifacts, "admin-reject-noted", profile)
    labels = page.evaluate("async () => await api('/hot/labels')")
    assert sum(a["pairs"] - a["positives"] for a in labels["areas"].values()) >= 1
    target = page.locator("#hot-candidates tr", has_text=candidate).locator("select.merge-target")
    target.select_option(index=1)
    page.click("#confirm-ok")
    page.wait_for_function(
        "q => ![...document.querySelectorAll('#hot-candidates td')].some(td => td.textContent === q)", arg=candidate
    )
    assert page.js_errors == []
    page.context.close()
