"""Issue 23's simulated loop: questions the sample KB cannot answer are asked, queued and grouped; a document
that answers some of them is ingested; the queue shows those as answerable from it, with exact counts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.conversation.factory import open_conversation
from knowdesk.gaps.after_ingest import reask_after_ingest
from knowdesk.refusals import is_refusal
from tests.conftest import ROOT, SAMPLE_KB, make_app

SERVICES = """员工生活服务指南

第一条 员工班车
公司为员工提供免费班车。班车每个工作日早上7:30从地铁站发车，晚上18:10从公司发车返回。

第二条 员工食堂
员工食堂每天中午11:30开饭，晚餐17:30开饭。员工凭工卡就餐，每餐补贴15元。
"""
ASKED = {  # group (its first wording) → every wording asked, each once
    "员工班车几点发车": ["员工班车几点发车？", "班车的发车时间是几点？", "公司班车几点出发？"],
    "公司食堂几点开饭": ["公司食堂几点开饭？", "食堂几点开饭？"],
    "公司有没有健身房": ["公司有没有健身房？", "公司有没有健身房？", "公司有没有健身房"],
}


@pytest.fixture(params=["sqlite", "postgres"])
def kd(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Knowdesk]:
    url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    # the hashing test embedder's cosines are lower than e5's: the merge threshold says where wordings meet
    app = make_app(tmp_path / "data", database_url=url, glossary_file=ROOT / "examples" / "glossary.json",
                   hot={"merge_threshold": 0.55})  # fmt: skip
    app.ingestor.ingest([SAMPLE_KB], "hr")
    yield app
    app.close()


def test_unanswered_questions_are_grouped_then_answerable_after_an_ingest(kd: Knowdesk, tmp_path: Path) -> None:
    conv = open_conversation(kd.conversation_parts, None, ["hr"], gaps=kd.gaps, asked_by="alice")
    for wordings in ASKED.values():
        for q in wordings:
            assert all(map(is_refusal, conv.handle(q).lines)), q
    conv.handle("年假有几天？")  # answered: never queued

    groups = {g.question: g for g in kd.gaps.store.list(["hr"])}
    assert {q: (g.count, g.status) for q, g in groups.items()} == {q: (len(w), "open") for q, w in ASKED.items()}
    assert all(
        a.asked_by == "alice" and a.reason == "refusal" for a in kd.gaps.store.get(groups["员工班车几点发车"].id).asks
    )

    docs = tmp_path / "new"
    docs.mkdir()
    (docs / "员工生活服务指南.txt").write_text(SERVICES, encoding="utf-8")
    report = kd.ingestor.ingest([docs], "hr")
    found = reask_after_ingest(lambda: kd.gaps, kd.answer_in_kb, report)
    assert sorted(a.group.question for a in found) == ["公司食堂几点开饭", "员工班车几点发车"]

    after = {g.question: g for g in kd.gaps.store.list(["hr"])}
    assert {q: (g.count, g.status, g.answerable_doc) for q, g in after.items()} == {
        "员工班车几点发车": (3, "answerable", "员工生活服务指南"),
        "公司食堂几点开饭": (2, "answerable", "员工生活服务指南"),
        "公司有没有健身房": (3, "open", ""),
    }
    assert "7:30" in after["员工班车几点发车"].answerable_answer
    assert (
        reask_after_ingest(lambda: kd.gaps, kd.answer_in_kb, kd.ingestor.ingest([docs], "hr")) == []
    )  # unchanged: nothing is asked again
