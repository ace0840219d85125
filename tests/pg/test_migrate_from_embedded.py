"""`knowdesk db migrate-from-embedded`: every document, fragment, vector and hot question arrives intact."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from knowdesk.cli.main import app as cli
from knowdesk.conversation.store import Round
from knowdesk.errors import ConfigError
from knowdesk.stores.postgres.copy import migrate_from_embedded
from knowdesk.stores.postgres.db import PgDatabase
from tests.conftest import SAMPLE_KB, make_app
from tests.hot.conftest import HOT


@pytest.fixture
def embedded(tmp_path: Path) -> Path:
    """The sample KB ingested and refined, a group, hot questions with hits and a candidate."""
    data = tmp_path / "embedded"
    a = make_app(data, hot=HOT)
    a.ingestor.ingest([SAMPLE_KB], "hr")
    a.store.create_kb("empty")
    a.store.create_group("all", ["hr", "empty"])
    qid = a.hot.add("员工如何申请带薪年假", ["请假"], "在OA提交请假申请单")
    a.hot.match("员工怎样申请带薪年假", ["请假"])
    a.hot.record_miss("离职证明怎么开", ["离职"])
    assert a.hot.get(qid).call_count == 1
    a.conversations.append("conv-1", Round("年假几天", "年假有几天", ["五天"]))
    a.conversations.append("conv-1", Round("那病假呢", "病假有几天", ["看证明"]))
    sid = a.assessments.sessions.create("dave", "hr", None, "zh", "balanced", {"items": [], "n_questions": 1})
    a.assessments.sessions.update(
        sid, status="done", total=80.0, level="良好", report="# 报告", report_json={"overall": 80}
    )
    a.close()
    return data


def test_copy_is_lossless_and_serves_the_same_answers(embedded: Path, pg_url: str, tmp_path: Path) -> None:
    db = PgDatabase(pg_url)
    report = migrate_from_embedded(embedded, db)
    db.close()
    assert report.ok, [t for t in report.tables if not t.ok]
    counts = {t.table: t.target_rows for t in report.tables}
    assert counts["documents"] == 11 and counts["fragments"] > 20 and counts["hot_questions"] == 2
    assert report.vectors == counts["fragments"] == counts["fast_vectors"] and report.vectors_missing == 0

    before, after = make_app(embedded, hot=HOT), make_app(tmp_path / "w", hot=HOT, database_url=pg_url)
    for q in ["年假有几天", "差旅住宿标准", "离职交接"]:
        kw = [[x.id for x in a.store.fragments_by_rowids([r for r, _ in a.store.keyword_search(q, None, 10)]).values()]
              for a in (before, after)]  # fmt: skip
        assert sorted(kw[0]) == sorted(kw[1])
        hits = [[(h.fragment_id, round(h.score, 6)) for h in a.retriever.search(q)] for a in (before, after)]
        assert hits[0] == hits[1] and hits[0]
        qv = before.embedder.embed_query(q)
        assert [i for i, _ in before.vectors.search(qv, ["hr"], 5)] == [
            i for i, _ in after.vectors.search(qv, ["hr"], 5)
        ]
    assert after.store.unvectored_count(after.embedder.model_id) == 0
    m = after.hot.match("员工怎样申请带薪年假", ["请假"])
    assert m is not None and m.answer_summary == "在OA提交请假申请单"
    assert after.hot.get(m.question_id).call_count == 2
    assert after.store.group_kbs("all") == ["empty", "hr"]
    assert [r.resolved for r in after.conversations.last_rounds("conv-1", 5)] == ["年假有几天", "病假有几天"]
    (session,) = after.assessments.history("dave")
    assert after.assessments.report(session["id"]) == "# 报告" and session["level"] == "良好"
    assert counts["conversation_turns"] == 2 and counts["assessment_sessions"] == 1
    before.close()
    after.close()


def test_refuses_a_database_that_already_has_data(embedded: Path, pg_url: str) -> None:
    db = PgDatabase(pg_url)
    migrate_from_embedded(embedded, db)
    with pytest.raises(ConfigError, match="empty one"):
        migrate_from_embedded(embedded, db)
    db.close()


def test_cli_reports_counts_and_checksums(embedded: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KNOWDESK_DATABASE_URL", pg_url)
    res = CliRunner().invoke(cli, ["db", "migrate-from-embedded", str(embedded), "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["ok"] and all(t["source_sha"] == t["target_sha"] for t in out["tables"])
