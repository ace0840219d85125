"""Self-growth: misses become candidates, near-duplicates merge, N asks promote; cold cleanup."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

from tests.conftest import make_app
from tests.hot.askers import ask_from_processes
from tests.hot.conftest import HOT


def test_miss_creates_one_candidate_variations_merge_and_promote(hot_app):
    hot = hot_app.hot
    question = "试用期员工可以请年假吗"
    assert hot.match(question, ["请假"]) is None
    hot.record_miss(question, ["请假"])
    cands = hot.list("candidate")
    assert len(cands) == 1 and cands[0].call_count == 1 and cands[0].standard_question == question
    assert hot.match(question, ["请假"]) is None  # candidates are not matched yet
    hot.record_miss("试用期的员工可以请年假吗？", ["请假"])
    assert len(hot.list("candidate")) == 1 and hot.list("candidate")[0].call_count == 2
    hot.record_miss("试用期员工能请年假吗", ["请假"])  # third ask: promote_after = 3
    assert hot.list("candidate") == []
    active = hot.list("active")
    assert len(active) == 1 and active[0].call_count == 3
    m = hot.match("试用期员工可以请年假吗", ["请假"])
    assert m is not None and m.question_id == active[0].question_id


def test_different_questions_make_different_candidates(hot_app):
    hot = hot_app.hot
    hot.record_miss("试用期员工可以请年假吗", ["请假"])
    hot.record_miss("笔记本电脑坏了找谁修", ["IT设备"])
    assert len(hot.list("candidate")) == 2


def test_concurrent_misses_make_one_candidate_with_every_ask(hot_app):
    hot = hot_app.hot
    hot.settings.promote_after = 100
    with ThreadPoolExecutor(max_workers=20) as pool:
        list(pool.map(lambda _: hot.record_miss("试用期员工可以请年假吗", ["请假"]), range(20)))
    cands = hot.list("candidate")
    assert len(cands) == 1 and cands[0].call_count == 20


def test_askers_who_all_missed_count_on_the_question_promoted_meanwhile(hot_app):
    """Every asker of a new question misses at the match; by the record step the first three have promoted
    it, so the others count on the active question instead of starting its twin."""
    hot = hot_app.hot
    question = "试用期员工可以请年假吗"
    assert all(hot.match(question, ["请假"]) is None for _ in range(6))
    for _ in range(6):
        hot.record_miss(question, ["请假"])
    (only,) = hot.list()
    assert only.status == "active" and only.call_count == 6
    assert hot.match(question, ["请假"]) is not None and hot.get(only.question_id).call_count == 7


def test_askers_in_several_processes_leave_one_entry_with_every_ask(tmp_path):
    """Four processes × 15 asks of one new question on one SQLite file: one entry, counted 60 times."""
    data = tmp_path / "data"
    make_app(data, hot=HOT).close()  # migrated once, before the askers open it together
    ask_from_processes(data, "试用期员工可以请年假吗", ["请假"], processes=4, asks_each=15)
    app = make_app(data, hot=HOT)
    entries = [(q.standard_question, q.status, q.call_count) for q in app.hot.list()]
    app.close()
    assert entries == [("试用期员工可以请年假吗", "active", 60)]


def test_admin_promote_and_merge_add_counts(hot_app):
    hot = hot_app.hot
    hot.record_miss("试用期员工可以请年假吗", ["请假"])
    cand = hot.list("candidate")[0]
    target = hot.add("员工如何申请带薪年假", ["请假"])
    hot.match("员工如何申请带薪年假", ["请假"])
    merged = hot.merge(cand.question_id, target)
    assert merged.call_count == 2 and hot.get(cand.question_id).status == "retired"
    hot.record_miss("笔记本电脑坏了找谁修", ["IT设备"])
    other = hot.list("candidate")[0]
    assert hot.promote(other.question_id).status == "active"


def test_prune_retires_cold_questions(hot_app):
    hot = hot_app.hot
    cold = hot.add("员工如何申请带薪年假", ["请假"])
    warm = hot.add("出差住宿费的报销标准是多少", ["差旅报销"])
    old = (datetime.now(UTC) - timedelta(days=120)).isoformat(timespec="seconds")
    hot.db.connect().execute("UPDATE hot_questions SET update_time = ? WHERE question_id = ?", (old, cold))
    assert [q.question_id for q in hot.prune(90, dry_run=True)] == [cold]
    assert hot.get(cold).status == "active"
    assert [q.question_id for q in hot.prune(90)] == [cold]
    assert hot.get(cold).status == "retired" and hot.get(warm).status == "active"
    assert hot.match("员工如何申请带薪年假", ["请假"]) is None
