"""Hot questions on SQLite and on PostgreSQL (exact scan and HNSW index): same matches and scores,
exact concurrent counting."""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.hot.pg_store import PgHotQuestions
from knowdesk.hot.store import SqliteHotQuestions
from tests.conftest import make_app
from tests.hot.conftest import HOT
from tests.pg.conftest import fresh_database

SEED = [
    ("员工如何申请带薪年假", ["请假"], "在OA提交请假申请单"),
    ("病假需要提交什么证明", ["请假"], None),
    ("病假期间需要打卡吗", ["考勤"], None),
    ("出差住宿费的报销标准是多少", ["差旅报销"], None),
    ("新员工入职要带哪些材料", [], None),
]
ASKS = [
    ("员工怎样申请带薪年假？", ["请假"]),
    ("病假需要提交什么证明", ["考勤"]),
    ("病假需要提交什么证明", ["离职"]),
    ("住宿费报销标准", []),
    ("入职材料有哪些", ["入职"]),
    ("笔记本电脑坏了找谁修", ["IT设备"]),
]


def _app(backend: str, tmp: Path, url: str | None) -> Knowdesk:
    if backend == "postgres":
        return make_app(tmp / backend, hot=HOT, database_url=url)
    if backend == "postgres-hnsw":  # the HNSW path even on a small table
        return make_app(tmp / backend, hot={**HOT, "hnsw_min_rows": 0}, database_url=url)
    return make_app(tmp / backend, hot=HOT)


@pytest.fixture(params=["sqlite", "postgres", "postgres-hnsw"])
def hot_on(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Knowdesk]:
    url = request.getfixturevalue("pg_url") if request.param.startswith("postgres") else None
    a = _app(request.param, tmp_path, url)
    yield a
    a.close()


def test_app_picks_the_backend(hot_on: Knowdesk) -> None:
    assert isinstance(hot_on.hot, PgHotQuestions if hot_on.server_mode else SqliteHotQuestions)


def test_lifecycle(hot_on: Knowdesk) -> None:
    hot = hot_on.hot
    qid = hot.add("员工如何申请带薪年假", ["请假"], "在OA提交请假申请单")
    m = hot.match("员工怎样申请带薪年假？", ["请假"])
    assert m is not None and m.question_id == qid and m.answer_summary == "在OA提交请假申请单"
    assert hot.get(qid[:8]).call_count == 1
    assert hot.match("笔记本电脑坏了找谁修", ["IT设备"]) is None
    for _ in range(3):  # promote_after = 3
        hot.record_miss("离职证明怎么开", ["离职"])
    (cand,) = [q for q in hot.list() if q.standard_question == "离职证明怎么开"]
    assert cand.status == "active" and cand.call_count == 3
    other = hot.add("离职手续怎么办", ["离职"])
    merged = hot.merge(other, cand.question_id)
    assert merged.call_count == 3 and hot.get(other).status == "retired"
    edited = hot.edit(qid, tags=["请假", "年假"], answer="")
    assert edited.business_tags == ["请假", "年假"] and edited.answer_summary is None
    assert hot.retire(qid).status == "retired" and hot.match("员工如何申请带薪年假", ["请假"]) is None
    assert [q.question_id for q in hot.list(top=1)] == [cand.question_id]


def test_a_refused_confirmation_is_a_miss(hot_on: Knowdesk) -> None:
    """With a chat model confirming hits (hot.llm_confirm), its "no" is a miss and counts nothing."""
    hot = hot_on.hot
    qid = hot.add("员工如何申请带薪年假", ["请假"])
    asked: list[tuple[str, str]] = []
    hot.confirm = lambda question, standard: asked.append((question, standard)) is not None
    assert hot.match("员工怎样申请带薪年假？", ["请假"]) is None
    assert asked == [("员工怎样申请带薪年假？", "员工如何申请带薪年假")] and hot.get(qid).call_count == 0


def test_two_hundred_concurrent_hits_are_counted_exactly(hot_on: Knowdesk) -> None:
    hot = hot_on.hot
    qid = hot.add("员工如何申请带薪年假", ["请假"])
    hot.add("出差住宿费的报销标准是多少", ["差旅报销"])
    with ThreadPoolExecutor(max_workers=16) as pool:
        results = list(pool.map(lambda _: hot.match("员工怎么申请带薪年假", ["请假"]), range(200)))
    assert all(r is not None and r.question_id == qid for r in results)
    assert hot.get(qid).call_count == 200


def test_concurrent_askers_of_a_new_question_leave_one_entry(hot_on: Knowdesk) -> None:
    """48 askers, 16 at a time, each matching, answering, then recording its miss: one entry, every ask counted."""
    hot = hot_on.hot

    def ask(_: int) -> None:
        if hot.match("离职证明怎么开", ["离职"]) is None:
            time.sleep(0.01)  # the answer, between the match node and the record node
            hot.record_miss("离职证明怎么开", ["离职"])

    with ThreadPoolExecutor(max_workers=16) as pool:
        list(pool.map(ask, range(48)))
    assert [(q.standard_question, q.status, q.call_count) for q in hot.list()] == [("离职证明怎么开", "active", 48)]


def test_a_miss_the_model_refused_is_not_counted_on_that_question(hot_on: Knowdesk) -> None:
    """The chat model said the asks differ: the miss becomes its own candidate, and the model is asked once."""
    hot = hot_on.hot
    qid = hot.add("员工如何申请带薪年假", ["请假"])
    asked: list[tuple[str, str]] = []
    hot.confirm = lambda question, standard: asked.append((question, standard)) is not None
    assert hot.match("员工怎样申请带薪年假？", ["请假"]) is None
    hot.record_miss("员工怎样申请带薪年假？", ["请假"])
    assert hot.get(qid).call_count == 0 and len(asked) == 1
    (cand,) = hot.list("candidate")
    assert cand.standard_question == "员工怎样申请带薪年假？" and cand.call_count == 1


def test_a_question_promoted_after_the_match_counts_the_miss_once_the_model_agrees(hot_on: Knowdesk) -> None:
    """A hot question that became active between an ask's match and its record step takes the ask when it would
    have been a hit: the chat model is asked (outside the miss transaction); the same question typed
    differently needs no model."""
    hot = hot_on.hot
    verdicts = iter([True, False])
    asked: list[tuple[str, str]] = []
    hot.confirm = lambda question, standard: asked.append((question, standard)) is None and next(verdicts)
    assert hot.match("员工怎样申请带薪年假？", ["请假"]) is None
    qid = hot.add("员工如何申请带薪年假", ["请假"])  # promoted by other askers meanwhile
    hot.record_miss("员工怎样申请带薪年假？", ["请假"])
    assert hot.get(qid).call_count == 1 and asked == [("员工怎样申请带薪年假？", "员工如何申请带薪年假")]
    hot.record_miss("员工如何申请带薪年假吗？", ["请假"])  # the model says no: a candidate of its own
    assert hot.get(qid).call_count == 1 and [q.call_count for q in hot.list("candidate")] == [1]
    hot.record_miss("员工 如何申请带薪年假！", ["请假"])
    assert hot.get(qid).call_count == 2 and len(asked) == 2


def test_same_matches_and_scores_on_both(tmp_path: Path, pg_url: str, pg_server_url: str, pg_template: str) -> None:
    with fresh_database(pg_server_url, pg_template) as other:  # each PostgreSQL path its own table
        _same_matches_and_scores(tmp_path, {"postgres": pg_url, "postgres-hnsw": other})


def _same_matches_and_scores(tmp_path: Path, urls: dict[str, str]) -> None:
    apps = {b: _app(b, tmp_path, urls.get(b)) for b in ("sqlite", "postgres", "postgres-hnsw")}
    seen = {}
    for name, a in apps.items():
        a.hot.add_many(SEED)
        out = []
        for q, tags in ASKS:
            out.append([(s.standard_question, round(s.cosine, 5), round(s.score, 5)) for s in a.hot.search(q, tags)])
            m = a.hot.match(q, tags)
            out.append(m and (m.standard_question, m.area, round(m.score, 5), m.answer_summary))
        seen[name] = out
        a.close()
    assert seen["sqlite"] == seen["postgres"] == seen["postgres-hnsw"]
    assert any(seen["sqlite"][1::2])  # some asks hit
