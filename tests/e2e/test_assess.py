"""An assessment in the browser, start to report with a reload mid-way, at both widths and languages: the
questions, progress, scope options and report level follow the page's language; the report is rendered on
the server."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from knowdesk.assessment import labels as P
from tests.api.helpers import Server
from tests.e2e.conftest import CHROMIUM, NO_CHROMIUM, PROFILES, Profile, fits, open_page, ready, shot

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason=NO_CHROMIUM)
LEVELS = {"zh": ("专家", "精通", "熟练", "入门"), "en": ("Expert", "Advanced", "Proficient", "Novice")}
DIFFICULTIES = {"zh": ("· 基础", "· 进阶", "· 专家"), "en": ("· Standard", "· Advanced", "· Specialist")}
# headings of the report's two tables; the label cells (difficulty, mastery) speak the page's language too.
# Only the label cells are checked: questions and reference answers quote the (Chinese) documents.
REPORT_WORDS = {"zh": ("知识点掌握", "参考答案"), "en": ("Knowledge points", "Reference answers")}


def test_assessment_to_report_with_a_reload(browser, server: Server, profile: Profile, artifacts: Path) -> None:
    page = open_page(browser, server, "assess.html", profile, "alice")
    ready(page)  # Start is wired and enabled (CI once clicked it before its handler was set, and waited in vain)
    assert page.locator("#assess-scope option").first.inner_text() == (
        "知识库：hr" if profile.lang == "zh" else "Knowledge base: hr"
    )
    page.select_option("#assess-n", "3")
    page.click("#assess-start")
    page.wait_for_selector("#answer-form:not(.hidden)")
    first = page.inner_text("#current-question")
    page.reload()  # mid-assessment: the same question comes back
    page.wait_for_selector("#answer-form:not(.hidden)")
    assert page.inner_text("#current-question") == first
    for _ in range(15):
        page.fill("#answer", page.inner_text("#current-question"))
        page.click("#answer-send")
        page.wait_for_selector("#answer-form:not(.hidden), #report:not(.hidden)")
        if page.locator("#report:not(.hidden)").count():
            break
        shot(page, artifacts, "assessment-question", profile)
    level = page.wait_for_selector("#report-level").inner_text()
    assert ("能力等级" if profile.lang == "zh" else "Level") in level
    assert any(name in level for name in LEVELS[profile.lang])
    assert page.locator(".msg.feedback .score").count() >= 3
    assert page.locator("#report table").count() == 2  # per question and per knowledge point
    assert page.locator("#report script").count() == 0
    report = page.inner_text("#report")
    assert all(w in report for w in REPORT_WORDS[profile.lang]), report
    tables = page.locator("#report table")
    difficulties = tables.nth(0).locator("tbody tr td:nth-child(3)").all_inner_texts()
    assert difficulties and {d.strip() for d in difficulties} <= set(P.DIFFICULTY_LABELS[profile.lang].values())
    masteries = tables.nth(1).locator("tbody tr td:nth-child(2)").all_inner_texts()
    assert masteries and {m.strip() for m in masteries} <= set(P.MASTERY_LABELS[profile.lang].values()), masteries
    assert any(x in page.inner_text("#log") for x in DIFFICULTIES[profile.lang])
    page.wait_for_selector("#history li")  # the list refreshes after the report arrives, not with it
    fits(page, profile)
    shot(page, artifacts, "assessment-report", profile)
    assert page.js_errors == []
    page.context.close()


def test_start_waits_for_the_scopes(browser, server: Server) -> None:
    """Start is disabled until the scopes have loaded and its handler is set: a click before that did nothing
    and said nothing (CI once waited 30 s for the first question after such a click)."""
    held: list[Any] = []  # the /groups request, held back until the button has been looked at
    page = open_page(browser, server, "assess.html", PROFILES[0], "alice",
                     prepare=lambda p: p.route("**/groups", lambda route: held.append(route)))  # fmt: skip
    page.wait_for_selector("#assess-scope option", state="attached")  # knowledge bases listed, groups not yet
    while not held:
        page.wait_for_timeout(50)
    assert page.is_disabled("#assess-start")
    assert page.get_attribute("body", "data-ready") is None
    held[0].continue_()
    ready(page)
    assert page.is_enabled("#assess-start")  # enabled only after its handler is set
    assert page.js_errors == []
    page.context.close()
