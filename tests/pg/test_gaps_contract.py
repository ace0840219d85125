"""The unanswered-question queue's store behaves the same on SQLite and PostgreSQL (one SQL, 0017_answer_feedback_and_gaps.sql)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.errors import NotFoundError
from knowdesk.gaps.store import Asking
from tests.conftest import make_app


@pytest.fixture(params=["sqlite", "postgres"])
def kd(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Knowdesk]:
    url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    app = make_app(tmp_path / "data", database_url=url, hot={"merge_threshold": 0.55})
    yield app
    app.close()


def _ask(kd: Knowdesk, kb: str, question: str, reason: str = "refusal", **kw: object) -> str:
    return kd.gaps.store.record(kb, Asking(question, reason, **kw), kd.gaps.matcher)  # type: ignore[arg-type]


def test_near_duplicates_share_a_group_per_base_with_exact_counts(kd: Knowdesk) -> None:
    bus = _ask(kd, "hr", "员工班车几点发车", asked_by="alice")
    assert _ask(kd, "hr", "班车的发车时间是几点", asked_by="bob") == bus
    assert _ask(kd, "hr", "员工班车几点发车", reason="feedback", answer="错的回答") == bus
    pet = _ask(kd, "hr", "公司有没有宠物保险")
    other_base = _ask(kd, "it", "员工班车几点发车")
    assert len({bus, pet, other_base}) == 3  # a base never joins another base's group

    groups = kd.gaps.store.list(["hr"])
    assert [(g.id, g.count, g.question) for g in groups] == [
        (bus, 3, "员工班车几点发车"),
        (pet, 1, "公司有没有宠物保险"),
    ]
    assert groups[0].first_asked < groups[0].last_asked
    assert [g.id for g in kd.gaps.store.list(["it"])] == [other_base]
    assert kd.gaps.store.list([]) == []
    assert {g.id for g in kd.gaps.store.list(None)} == {bus, pet, other_base}

    shown = kd.gaps.store.get(bus)
    assert [(a.question, a.reason, a.asked_by) for a in shown.asks] == [
        ("员工班车几点发车", "refusal", "alice"), ("班车的发车时间是几点", "refusal", "bob"),
        ("员工班车几点发车", "feedback", ""),
    ]  # fmt: skip


def test_answerable_then_resolved_and_a_resolved_group_is_not_joined(kd: Knowdesk) -> None:
    store = kd.gaps.store
    gid = _ask(kd, "hr", "员工班车几点发车")
    assert [g.id for g in store.open_groups("hr")] == [gid]
    store.mark_answerable(gid, "员工生活服务指南", "班车7:30发车")
    g = store.get(gid)
    assert (g.status, g.answerable_doc, g.answerable_answer) == ("answerable", "员工生活服务指南", "班车7:30发车")
    assert store.open_groups("hr") == []
    assert _ask(kd, "hr", "班车的发车时间是几点") == gid  # still live: a new asking counts on it
    done = store.resolve(gid, "admin", "已加入文档")
    assert (done.status, done.resolved_by, done.note, done.count) == ("resolved", "admin", "已加入文档", 2)
    assert [g.id for g in store.list(["hr"], status="resolved")] == [gid]
    assert _ask(kd, "hr", "员工班车几点发车") != gid  # refused again after being closed: a new gap
    with pytest.raises(NotFoundError):
        store.get("nope")
    with pytest.raises(NotFoundError):
        store.resolve("nope", "admin")


def test_concurrent_askings_of_a_new_question_make_one_group(kd: Knowdesk) -> None:
    kd.gaps.store.list(None)  # migrations run once, before the threads
    ids: list[str] = []
    lock = threading.Lock()

    def ask() -> None:
        gid = _ask(kd, "hr", "食堂几点开饭")
        with lock:
            ids.append(gid)

    threads = [threading.Thread(target=ask) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(set(ids)) == 1
    assert kd.gaps.store.get(ids[0]).count == 6
