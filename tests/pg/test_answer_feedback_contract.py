"""Votes on answers behave the same on SQLite and PostgreSQL: one per user and answer, changeable; a 👎 is an
asking in the gap queue, taken out again when the vote changes or is taken back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.errors import NotFoundError
from tests.conftest import make_app


@pytest.fixture(params=["sqlite", "postgres"])
def kd(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Knowdesk]:
    url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    app = make_app(tmp_path / "data", database_url=url)
    yield app
    app.close()


def test_one_changeable_vote_per_user_and_answer_and_a_bad_one_is_a_gap(kd: Knowdesk) -> None:
    fb, gaps = kd.answer_feedback, kd.gaps.store
    cites = [{"n": 1, "document": "薪酬福利管理制度", "kb": "hr", "fragment_id": "f1"}]
    msg = kd.transcript.add("", "公司有宠物保险吗？", "结论：公司缴纳五险。", citations=cites, asker="alice",
                            kbs=["hr"], routes=["vector"], area="福利")  # fmt: skip
    stored = kd.transcript.get(msg.id)
    assert (stored.asker, stored.kbs, stored.routes, stored.area, stored.citations) == ("alice", ["hr"], ["vector"],
                                                                                         "福利", cites)  # fmt: skip

    fb.give(msg.id, "alice", "good")
    assert gaps.list(None) == [] and kd.transcript.get(msg.id).feedback == "up"
    fb.give(msg.id, "alice", "bad", "wrong")
    fb.give(msg.id, "alice", "bad", "not_my_question")  # the reason changes; still one vote, one asking
    assert [(v.user, v.rating, v.reason) for v in kd.transcript.votes(msg.id)] == [("alice", "bad", "not_my_question")]
    (group,) = gaps.list(["hr"])
    assert (group.question, group.count) == ("公司有宠物保险吗？", 1)
    asking = gaps.get(group.id).asks[0]
    assert (asking.reason, asking.answer, asking.asked_by, asking.message_id) == (
        "feedback", "结论：公司缴纳五险。", "alice", msg.id)  # fmt: skip
    assert kd.transcript.get(msg.id).feedback == "down"

    fb.give(msg.id, "alice", "good")  # changed its mind: out of the queue again
    assert gaps.list(None) == []
    fb.give(msg.id, "alice", "bad")
    fb.take_back(msg.id, "alice")
    assert gaps.list(None) == [] and kd.transcript.votes(msg.id) == [] and kd.transcript.get(msg.id).feedback == ""

    with pytest.raises(NotFoundError):
        fb.give(msg.id, "bob", "bad")  # not his answer
    with pytest.raises(NotFoundError):
        fb.give("nope", "alice", "good")
    with pytest.raises(ValueError):
        kd.transcript.vote(msg.id, "alice", "meh")


def test_a_bad_vote_keeps_a_group_that_refusals_share(kd: Knowdesk) -> None:
    kd.gaps.add(["hr"], "公司有没有宠物保险", "refusal", "抱歉")
    msg = kd.transcript.add("", "公司有没有宠物保险", "结论：五险。", asker="alice", kbs=["hr"])
    kd.answer_feedback.give(f"chatcmpl-{msg.id}", "alice", "bad")  # a /v1 completion's id as it is
    (group,) = kd.gaps.store.list(["hr"])
    assert group.count == 2
    kd.answer_feedback.give(msg.id, "alice", "good")
    assert [g.count for g in kd.gaps.store.list(["hr"])] == [1]  # the refusal's asking stays


def test_a_vote_on_a_hot_question_answer_labels_that_match_for_its_area(kd: Knowdesk) -> None:
    hot = {"question_id": "h1", "standard_question": "员工如何申请带薪年假", "score": 0.8125, "area": "请假"}
    msg = kd.transcript.add("", "年假怎么休", "结论：提前3个工作日在OA申请。", asker="alice", kbs=["hr"], hot=hot)
    plain = kd.transcript.add("", "病假怎么休", "结论：凭医院证明。", asker="alice", kbs=["hr"])
    stored = kd.transcript.get(msg.id)
    assert (stored.hot_question_id, stored.hot_question, stored.hot_score, stored.hot_area) == (
        "h1", "员工如何申请带薪年假", 0.8125, "请假")  # fmt: skip
    labels, fb = kd.hot_labels, kd.answer_feedback

    def pairs() -> list[tuple[str, str, int, str, str]]:
        return [(p.question, p.standard_question, p.label, p.source, p.voter) for p in labels.pairs("请假")]

    fb.give(msg.id, "alice", "bad", "not_my_question")
    assert pairs() == [("年假怎么休", "员工如何申请带薪年假", 0, "vote", "alice")]
    fb.give(msg.id, "alice", "good")  # the vote changes: the label with it, still one pair
    assert pairs() == [("年假怎么休", "员工如何申请带薪年假", 1, "vote", "alice")]
    fb.give(msg.id, "alice", "bad", "outdated")  # says nothing about the match: no label
    assert pairs() == []
    fb.give(msg.id, "alice", "bad", "not_my_question")
    fb.take_back(msg.id, "alice")
    assert pairs() == [] and labels.counts() == {}
    fb.give(plain.id, "alice", "bad", "not_my_question")  # not served from a hot question: nothing to label
    assert labels.counts() == {}
