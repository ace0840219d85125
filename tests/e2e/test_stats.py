"""The admin view and the gap-queue page in Chromium (issue 23.6, 23.2), at both widths and languages: the stats
page draws its charts as inline SVG with the numbers GET /stats gives, a base nobody asked shows the empty state,
and a knowledge admin lists, opens and resolves unanswered-question groups. Assertions read the DOM, not pixels."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from knowdesk.gaps.store import Asking
from tests.api.helpers import Seeded, Server, copy_seeded
from tests.conftest import make_app
from tests.e2e.conftest import CHROMIUM, NO_CHROMIUM, PROFILES, Profile, fits, open_page, ready, shot

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason=NO_CHROMIUM)
GAPS = [
    "公司有没有宠物保险",
    "员工班车几点发车",
    "食堂周末开不开门",
    "停车位怎么申请",
]  # one per profile: each resolves its own


@pytest.fixture(scope="module")
def history(e2e_template: Seeded, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, Seeded]]:
    """The e2e data plus rated answers and unanswered questions, on a server of its own (exact numbers)."""
    data = copy_seeded(e2e_template, tmp_path_factory.mktemp("e2e-stats") / "data")
    app = make_app(data.data_dir)
    try:
        for answer, rating in (("结论：年假5天。", "good"), ("结论：年假5天。", "bad"), ("结论：报销要发票。", "good")):
            msg = app.transcript.add("", "年假有几天？", answer, asker="alice", kbs=["hr"], area="假期")
            app.transcript.vote(msg.id, "alice", rating)
        for question in GAPS:
            for _ in range(2):
                app.gaps.store.record("hr", Asking(question, "refusal"), app.gaps.matcher, area="福利",
                                      department="人力资源部")  # fmt: skip
    finally:
        app.close()
    server = Server(data.data_dir, env={"KNOWDESK_LIMITS__AUTH_MAX_FAILURES": "1000"}).start()
    yield server, data
    server.stop()


def test_the_stats_page_charts_the_numbers_of_get_stats(browser, history, profile: Profile, artifacts: Path) -> None:
    server, data = history
    s = httpx.get(f"{server.url}/stats", params={"days": 30}, headers=data.auth("admin")).json()
    t = s["totals"]
    assert t["questions"] >= 3 and t["good"] == 2 and t["bad"] == 1 and t["gap_asks"] == 8
    page = ready(open_page(browser, server, "stats.html", profile, "admin"))
    assert page.is_visible("#nav-stats") and page.is_visible("#nav-gaps")
    assert page.inner_text("[data-key=questionsN] .tile-value") == str(t["questions"])
    assert page.inner_text("[data-key=answerRate] .tile-value") == f"{round(t['answer_rate'] * 100)}%"
    assert page.inner_text("[data-key=goodShare] .tile-value") == "67%"
    assert page.inner_text("[data-key=gapAsks] .tile-value") == "8"
    # the charts: 30 days of columns whose values are the API's; 👍/👎 as a split bar
    values = page.eval_on_selector_all("#chart-days svg rect.bar-questions", "rs => rs.map(r => +r.dataset.value)")
    assert values == [d["questions"] for d in s["per_day"]] and len(values) == 30
    assert page.eval_on_selector_all("#chart-votes rect.bar", "rs => rs.map(r => +r.dataset.value)") == [2, 1]
    kbs = page.eval_on_selector_all("#chart-kbs rect.bar", "rs => rs.map(r => [r.dataset.label, +r.dataset.value])")
    assert kbs == [[r["kb"], r["questions"]] for r in s["per_kb"]]
    gaps = page.inner_text("#table-gaps tbody")
    assert all(q in gaps for q in GAPS) and ("人力资源部" not in gaps)
    assert page.is_hidden("#stats-empty")
    assert page.locator("#table-hot tbody tr").count() == len(s["top_hot"]) > 0
    assert page.js_errors == []
    fits(page, profile)
    shot(page, artifacts, "stats", profile)

    # a base nobody asked: zeros and the empty state, in the page's language
    page.select_option("#stats-kb", "secret")
    ready(page)
    page.wait_for_selector("#stats-empty:not(.hidden)")
    assert page.inner_text("[data-key=questionsN] .tile-value") == "0"
    assert page.inner_text("[data-key=answerRate] .tile-value") == "–"
    said = page.inner_text("#stats-empty") + page.inner_text("#vote-reasons")
    assert (
        ("还没有提问" in said and "暂无评价" in said)
        if profile.lang == "zh"
        else ("No questions" in said and "No ratings" in said)
    )
    assert page.eval_on_selector_all("#chart-days svg rect.bar", "rs => rs.map(r => +r.dataset.value)") == [0] * 60
    fits(page, profile)
    shot(page, artifacts, "stats-empty", profile)
    page.context.close()


def test_employees_do_not_get_the_stats_page(browser, history, profile: Profile) -> None:
    server, _ = history
    page = ready(open_page(browser, server, "stats.html", profile, "alice"))
    assert page.is_visible("#no-admin") and page.is_hidden("#stats") and page.locator("#nav-stats").count() == 0
    page.context.close()


def test_a_knowledge_admin_lists_opens_and_resolves_a_gap(browser, history, profile: Profile, artifacts: Path) -> None:
    server, _ = history
    question = GAPS[PROFILES.index(profile)]
    page = ready(open_page(browser, server, "gaps.html", profile, "mgr"))
    assert page.locator("#nav-stats").count() == 0 and page.is_visible("#nav-gaps")
    row = page.locator("#gaps-table tbody tr", has_text=question)
    assert row.locator(".gap-count").inner_text() == "2"
    assert "福利" in row.inner_text() and "人力资源部" in row.inner_text()
    row.locator(".gap-open").click()
    page.wait_for_selector("#gap-question")
    assert page.inner_text("#gap-question") == question and page.locator("#gap-asks tbody tr").count() == 2
    assert "null" not in page.inner_text("#gap-detail")
    fits(page, profile)
    shot(page, artifacts, "gaps-open", profile)
    page.fill("#resolve-note", "已补充文档")
    page.click("#resolve-btn")
    done = "已解决" if profile.lang == "zh" else "resolved"
    page.wait_for_selector(f"#gap-status:has-text('{done}')")
    assert "已补充文档" in page.inner_text("#gap-status") and page.locator("#resolve-form").count() == 0
    assert page.locator("#gaps-table tbody tr", has_text=question).count() == 0  # the list shows open groups
    page.select_option("#gaps-status", "resolved")
    ready(page)
    page.wait_for_selector(f"#gaps-table tbody tr:has-text('{question}')")
    assert page.js_errors == []
    page.context.close()
