"""Labelled hot-question pairs and per-area refitted scorers behave the same on SQLite and PostgreSQL, and the
PostgreSQL matcher uses an area's refit as the SQLite one does."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.hot import review
from knowdesk.hot.calibration import calibrate_from_labels
from tests.conftest import make_app
from tests.hot.conftest import HOT
from tests.hot.test_learning import leave_pairs, store_labels


@pytest.fixture(params=["sqlite", "postgres"])
def kd(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Knowdesk]:
    url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    app = make_app(tmp_path / "data", database_url=url, hot=HOT)
    yield app
    app.close()


def test_labels_are_kept_replaced_and_withdrawn(kd: Knowdesk) -> None:
    labels = kd.hot_labels
    labels.record("vote:a1:u1", "请假", "年假怎么休", "员工如何申请带薪年假", True, "vote", "u1")
    labels.record("review:x:y", "请假", "病假怎么休", "员工如何申请带薪年假", False, "reject", "admin")
    labels.record("review:p:q", "差旅报销", "机票怎么报", "差旅费如何报销", True, "merge", "admin")
    labels.record("vote:a1:u1", "请假", "年假怎么休", "员工如何申请带薪年假", False, "vote", "u1")  # changed vote
    assert labels.counts() == {"差旅报销": {"pairs": 1, "positives": 1}, "请假": {"pairs": 2, "positives": 0}}
    assert [(p.key, p.label) for p in labels.pairs("请假")] == [("vote:a1:u1", 0), ("review:x:y", 0)]
    assert labels.withdraw("vote:a1:u1") and not labels.withdraw("vote:a1:u1")
    assert [p.key for p in labels.pairs("请假")] == ["review:x:y"]


def test_area_fits_are_stored_per_model_and_area(kd: Knowdesk) -> None:
    fits = kd.hot.fits
    assert fits is not None and kd.hot.area_fits() == {}
    fits.write(kd.embedder.model_id, "请假", [-10.0, 12.0, 0.5, 1.5], 0.7, 256)
    fits.write("another-model", "请假", [0.0, 1.0, 0.0, 0.0], 0.5, 300)
    fits.write(kd.embedder.model_id, "请假", [-11.0, 13.0, 0.5, 1.5], 0.75, 260)  # a recalibration replaces it
    got = kd.hot.area_fits()
    assert list(got) == ["请假"] and got["请假"].weights == (-11.0, 13.0, 0.5, 1.5) and got["请假"].pairs == 260
    fits.remove(kd.embedder.model_id, "请假")
    assert kd.hot.area_fits() == {}


def test_a_refitted_area_decides_its_matches(kd: Knowdesk) -> None:
    hot = kd.hot
    annual = hot.add("员工如何申请年假", ["请假"])
    travel = hot.add("员工如何报销差旅费", ["差旅报销"])
    assert hot.match("员工如何申请病假", ["请假"]) is not None  # the default threshold takes the near miss
    store_labels(kd.hot_labels, "请假", leave_pairs())
    assert calibrate_from_labels(hot, kd.hot_labels, "请假").refit
    assert hot.match("员工如何申请病假", ["请假"]) is None
    assert getattr(hot.match("员工如何申请年假呢", ["请假"]), "question_id", None) == annual
    assert getattr(hot.match("员工如何报销通讯费", ["差旅报销"]), "question_id", None) == travel
    # the miss path decides with the same scorer: the near miss becomes a candidate, not an ask of 年假
    asked = hot.get(annual).call_count
    hot.record_miss("员工如何申请病假", ["请假"])
    assert hot.get(annual).call_count == asked
    assert {q.standard_question for q in hot.list("candidate")} == {"员工如何申请病假"}
    assert review.reject(hot, kd.hot_labels, hot.list("candidate")[0].question_id, annual, "admin") == "请假"
