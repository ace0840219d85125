"""The admin view's numbers are exact on a seeded history, the same on SQLite and PostgreSQL (issue 23.6)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.gaps.store import Asking
from knowdesk.stats import fragment_kbs, usage_stats
from tests.conftest import SAMPLE_KB, make_app

NOW = datetime(2026, 3, 10, 12, 0, tzinfo=UTC)
REFUSAL = '抱歉，我的知识库中没有"宠物保险"的相关信息。'


@pytest.fixture(params=["sqlite", "postgres"])
def kd(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Knowdesk]:
    url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    app = make_app(tmp_path / "data", database_url=url, hot={"merge_threshold": 0.55})
    yield app
    app.close()


def _day(n: int) -> str:
    """n days before NOW, as the stores write times."""
    return (NOW - timedelta(days=n)).isoformat(timespec="microseconds")


def _reply(kd: Knowdesk, days_ago: int, answer: str, kbs: list[str], area: str, status: str = "done",
           vote: str | None = None, reason: str = "") -> str:  # fmt: skip
    msg = kd.transcript.add("", f"问题{days_ago}{answer[:4]}", answer, status=status, asker="alice", kbs=kbs,  # type: ignore[arg-type]
                            area=area)  # fmt: skip
    kd.transcript.sql.execute(
        "UPDATE chat_messages SET created_at = :at WHERE id = :id", {"at": _day(days_ago), "id": msg.id}
    )
    if vote:
        kd.transcript.vote(msg.id, "alice", vote, reason)
    return msg.id


def seed_history(kd: Knowdesk) -> dict[str, str]:
    """Eight replies over three days in the window and one before it; gaps; two active hot questions."""
    _reply(kd, 0, "结论：年假5天。", ["hr"], "假期", vote="good")
    _reply(kd, 0, "结论：年假5天。", ["hr"], "假期", vote="bad", reason="outdated")
    _reply(kd, 0, REFUSAL, ["hr", "it"], "福利")
    _reply(kd, 2, "结论：报销需发票。", ["hr"], "差旅报销", vote="good")
    _reply(kd, 2, "", ["it"], "", status="stopped")
    _reply(kd, 2, f"{REFUSAL}\n{REFUSAL}", ["it"], "", vote="bad")  # every part refused: a refusal
    _reply(kd, 6, '结论：电脑三年一换；\n抱歉，我的知识库中没有"鼠标"的相关信息。', ["it"], "IT设备", vote="good")
    _reply(kd, 6, "internal error", ["hr"], "假期", status="failed")
    _reply(kd, 9, "结论：太早了。", ["hr"], "假期", vote="good")  # before a 7-day window
    record = kd.gaps.store.record
    m = kd.gaps.matcher
    pet = record(
        "hr", Asking("公司有没有宠物保险", "refusal", asked_at=_day(0)), m, area="福利", department="人力资源部"
    )
    record("hr", Asking("公司有没有宠物保险", "refusal", asked_at=_day(2)), m, area="福利")
    record("hr", Asking("公司有没有宠物保险", "feedback", asked_at=_day(9)), m, area="福利")
    bus = record("it", Asking("员工班车几点发车", "refusal", asked_at=_day(6)), m, area="")
    kd.gaps.store.resolve(bus, "admin")

    kd.ingestor.ingest([str(SAMPLE_KB)], "hr")
    frags = kd.store.kb_fragments(["hr"])[:2]
    hot = kd.hot
    for question, calls, tags, frag in (("年假有几天", 7, ["假期"], frags[0].id), ("报销要什么", 3, ["差旅报销"], frags[1].id),
                                        ("没有来源的问题", 9, [], None)):  # fmt: skip
        qid = hot.add(question, tags, status="active")
        if frag:
            hot.record_answer(hot.match(question, tags), "摘要", [frag])  # the match counts a call: set after
        kd.transcript.sql.execute(
            "UPDATE hot_questions SET call_count = :n WHERE question_id = :id", {"n": calls, "id": qid}
        )
    return {"pet": pet, "bus": bus}


def test_counts_are_exact_on_a_seeded_history(kd: Knowdesk) -> None:
    ids = seed_history(kd)
    s = usage_stats(kd.transcript, kd.gaps.store, kd.hot, fragment_kbs(kd.store), days=7, now=NOW)
    assert (s["since"], s["until"], len(s["per_day"])) == ("2026-03-04", "2026-03-10", 7)
    t = s["totals"]
    assert {k: t[k] for k in ("questions", "answered", "refused", "failed", "good", "bad", "gap_asks")} == {
        "questions": 8, "answered": 4, "refused": 2, "failed": 2, "good": 3, "bad": 2, "gap_asks": 3}  # fmt: skip
    assert (t["answer_rate"], t["good_share"], t["bad_reasons"]) == (0.5, 0.6, {"outdated": 1, "unspecified": 1})
    assert t["gaps"] == {"open": 1, "answerable": 0, "resolved": 1}
    days = {d["day"]: (d["questions"], d["answered"], d["good"], d["bad"], d["gap_asks"]) for d in s["per_day"]}
    assert days == {"2026-03-10": (3, 2, 1, 1, 1), "2026-03-09": (0, 0, 0, 0, 0), "2026-03-08": (3, 1, 1, 1, 1),
                    "2026-03-07": (0, 0, 0, 0, 0), "2026-03-06": (0, 0, 0, 0, 0), "2026-03-05": (0, 0, 0, 0, 0),
                    "2026-03-04": (2, 1, 1, 0, 1)}  # fmt: skip
    kbs = {r["kb"]: (r["questions"], r["answered"], r["good"], r["bad"], r["gap_asks"]) for r in s["per_kb"]}
    assert kbs == {"hr": (5, 3, 2, 1, 2), "it": (4, 1, 1, 1, 1)}
    assert [r["kb"] for r in s["per_kb"]] == ["hr", "it"]
    areas = {r["area"]: (r["questions"], r["answered"], r["gap_asks"]) for r in s["per_area"]}
    assert areas == {"假期": (3, 2, 0), "福利": (1, 0, 2), "差旅报销": (1, 1, 0), "": (2, 0, 1), "IT设备": (1, 1, 0)}
    assert [(h["question"], h["calls"], h["area"], h["kbs"]) for h in s["top_hot"]] == [
        ("没有来源的问题", 9, "", []), ("年假有几天", 7, "假期", ["hr"]), ("报销要什么", 3, "差旅报销", ["hr"])]  # fmt: skip
    assert [(g["id"], g["asked"], g["count"], g["status"], g["department"]) for g in s["top_gaps"]] == [
        (ids["pet"], 2, 3, "open", "人力资源部"), (ids["bus"], 1, 1, "resolved", "")]  # fmt: skip

    hr = usage_stats(kd.transcript, kd.gaps.store, kd.hot, fragment_kbs(kd.store), days=7, kb="hr", now=NOW)
    assert (hr["totals"]["questions"], hr["totals"]["answered"], hr["totals"]["gap_asks"]) == (5, 3, 2)
    assert [r["kb"] for r in hr["per_kb"]] == ["hr"] and hr["totals"]["gaps"] == {
        "open": 1,
        "answerable": 0,
        "resolved": 0,
    }
    assert [h["question"] for h in hr["top_hot"]] == ["年假有几天", "报销要什么"]
    assert [g["id"] for g in hr["top_gaps"]] == [ids["pet"]]
    longer = usage_stats(kd.transcript, kd.gaps.store, kd.hot, fragment_kbs(kd.store), days=30, now=NOW)
    assert (longer["totals"]["questions"], longer["totals"]["gap_asks"], longer["top_gaps"][0]["asked"]) == (9, 4, 3)


def test_an_empty_history_counts_nothing(kd: Knowdesk) -> None:
    s = usage_stats(kd.transcript, kd.gaps.store, kd.hot, fragment_kbs(kd.store), days=3, now=NOW)
    assert s["totals"]["questions"] == 0 and s["totals"]["answer_rate"] is None and s["totals"]["good_share"] is None
    assert [d["questions"] for d in s["per_day"]] == [0, 0, 0]
    assert (s["per_kb"], s["per_area"], s["top_hot"], s["top_gaps"]) == ([], [], [], [])
    with pytest.raises(ValueError):
        usage_stats(kd.transcript, kd.gaps.store, kd.hot, fragment_kbs(kd.store), days=0)
