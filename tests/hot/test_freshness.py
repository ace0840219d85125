"""A summary is reused only while its source documents are unchanged (file hash), else refreshed."""

from __future__ import annotations

from pathlib import Path

POLICY = "员工请假管理制度\n\n第一条 年假\n员工入职满一年后享有带薪年假5天，需提前3个工作日在OA提交请假申请单。\n"


def test_changed_source_document_makes_summary_stale_then_refreshed(hot_app, tmp_path: Path):
    doc = tmp_path / "docs" / "请假制度.txt"
    doc.parent.mkdir()
    doc.write_text(POLICY, encoding="utf-8")
    hot_app.ingestor.ingest([doc.parent], "hr")
    fragment_ids = [f.id for d in hot_app.store.list_documents("hr") for f in hot_app.store.document_fragments(d.id)]
    assert fragment_ids

    hot = hot_app.hot
    qid = hot.add("员工如何申请带薪年假", ["请假"])
    m = hot.match("员工怎样申请带薪年假", ["请假"])
    assert m is not None and m.answer_summary is None and not m.summary_fresh
    hot.record_answer(m, "入职满一年有5天年假，提前3个工作日在OA申请。", fragment_ids)
    assert m.summary_fresh and m.source_fragments[0]["file_hash"]

    m = hot.match("员工怎样申请带薪年假", ["请假"])
    assert m.summary_fresh and m.answer_summary.startswith("入职满一年")  # fast path

    doc.write_text(POLICY.replace("5天", "7天"), encoding="utf-8")
    hot_app.ingestor.ingest([doc.parent], "hr")
    m = hot.match("员工怎样申请带薪年假", ["请假"])
    assert m is not None and not m.summary_fresh  # the policy changed: regenerate

    new_ids = [f.id for d in hot_app.store.list_documents("hr") for f in hot_app.store.document_fragments(d.id)]
    hot.record_answer(m, "入职满一年有7天年假，提前3个工作日在OA申请。", new_ids)
    m = hot.match("员工怎样申请带薪年假", ["请假"])
    assert m.summary_fresh and "7天" in m.answer_summary
    assert hot.get(qid).call_count == 4


def test_deleted_source_document_is_stale(hot_app):
    hot = hot_app.hot
    hot.add("员工如何申请带薪年假", ["请假"])
    hot.db.connect().execute(
        "UPDATE hot_questions SET answer_summary = 'x', source_fragments = ?",
        ('[{"fragment_id": "f", "document_id": "gone", "file_hash": "h"}]',),
    )
    m = hot.match("员工如何申请带薪年假", ["请假"])
    assert m is not None and m.answer_summary == "x" and not m.summary_fresh
